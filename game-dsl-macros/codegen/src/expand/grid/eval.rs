//! The static evaluation of a board game: a sum of terms (`eval: { ... }`), each a weight times
//! the difference between the side to move and the other side, so that the evaluation is from
//! the side to move's point of view by construction.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use super::Context;
use crate::expand::{doc, number, path_text};
use crate::model::{GridMoves, GridWin};

/// What the evaluation adds to a game: its constants and its functions (inherent items), and
/// `evaluate` for the `Game` impl (nothing when the declaration has no evaluation: the trait's
/// default, 0).
pub struct Items {
    /// Weights and masks.
    pub constants: TokenStream,
    /// The functions that score one side.
    pub functions: TokenStream,
    /// `fn evaluate`.
    pub evaluate: TokenStream,
}

/// The items of the declared evaluation terms.
pub fn items(cx: &Context) -> Items {
    let eval = &cx.grid.eval;
    let mut constants = TokenStream::new();
    let mut functions = TokenStream::new();
    // Each term: its name, statements it needs first, and its value.
    let mut terms: Vec<(&str, TokenStream, TokenStream)> = Vec::new();
    if eval.windows.is_some() {
        // `window_score` comes with the line items. Where a line loses, a side's open windows
        // count against it. In a game of blocks only the open blocks' cells count (the lines
        // there start and end in one block).
        let open = match cx.grid.blocks {
            Some(_) => quote!(self.open),
            None => quote!(Self::CELLS),
        };
        let (mine, theirs) = (
            quote!(Self::window_score(self.mine, !self.theirs & #open)),
            quote!(Self::window_score(self.theirs, !self.mine & #open)),
        );
        let term = match cx.grid.win {
            GridWin::LoseLine(_) => quote!(#theirs - #mine),
            _ => quote!(#mine - #theirs),
        };
        terms.push(("windows", TokenStream::new(), term));
    }
    if eval.blocks.is_some() {
        // `block_windows` comes with the blocks' items. A block closed without a winner blocks
        // every line through it, as one of the opponent's does.
        terms.push((
            "blocks",
            TokenStream::new(),
            quote! {
                Self::block_windows(self.mine_blocks, self.closed & !self.mine_blocks)
                    - Self::block_windows(self.theirs_blocks, self.closed & !self.theirs_blocks)
            },
        ));
    }
    if let Some(table) = &eval.squares {
        let (items, score) = square_items(cx, table);
        constants.extend(items);
        functions.extend(score);
        terms.push((
            "squares",
            TokenStream::new(),
            quote!(Self::square_score(self.mine) - Self::square_score(self.theirs)),
        ));
    }
    if eval.mobility != 0 {
        let weight = signed(eval.mobility);
        constants.extend(quote! {
            /// The weight of each legal move (`eval: mobility`).
            const MOBILITY: i32 = #weight;
        });
        let term = match cx.grid.moves {
            GridMoves::Step(_) => quote! {
                Self::MOBILITY
                    * (Self::step_count(self.mine, empty) as i32
                        - Self::step_count(self.theirs, empty) as i32)
            },
            _ => quote! {
                Self::MOBILITY
                    * (self.legal().count_ones() as i32
                        - Self::legal_cells(self.theirs, self.mine).count_ones() as i32)
            },
        };
        let prelude = match cx.grid.moves {
            GridMoves::Step(_) => quote!(let empty = self.empty();),
            _ => TokenStream::new(),
        };
        terms.push(("mobility", prelude, term));
    }
    if eval.frontier != 0 {
        let weight = signed(eval.frontier);
        constants.extend(quote! {
            /// The weight of each stone next to an empty cell (`eval: frontier`).
            const FRONTIER: i32 = #weight;
        });
        // A flanking game has `neighbours` for its move ordering already.
        if !matches!(cx.grid.moves, GridMoves::Flank) {
            let (items, neighbours) = neighbour_items(cx);
            constants.extend(items);
            functions.extend(neighbours);
        }
        terms.push((
            "frontier",
            quote!(let near_empty = Self::neighbours(self.empty());),
            quote! {
                Self::FRONTIER
                    * ((self.mine & near_empty).count_ones() as i32
                        - (self.theirs & near_empty).count_ones() as i32)
            },
        ));
    }
    if eval.distance != 0 {
        let weight = signed(eval.distance);
        constants.extend(quote! {
            /// The weight of each cell a side must still fill to connect (`eval: distance`).
            const DISTANCE: i32 = #weight;
        });
        terms.push((
            "distance",
            quote!(let (mine, theirs) = self.connection_distances();),
            quote!(Self::DISTANCE * (theirs - mine)),
        ));
    }
    let (step_constants, step_functions) = super::step::eval_items(cx);
    constants.extend(step_constants);
    functions.extend(step_functions);
    if eval.goal != 0 {
        terms.push((
            "goal",
            TokenStream::new(),
            quote! {
                Self::GOAL
                    * ((self.mine & self.goal()).count_ones() as i32
                        - (self.theirs & self.their_goal()).count_ones() as i32)
            },
        ));
    }
    if eval.advance != 0 {
        terms.push((
            "advance",
            TokenStream::new(),
            quote! {
                Self::ADVANCE
                    * (Self::advance_score(self.mine, self.side.index())
                        - Self::advance_score(self.theirs, self.side.opponent().index()))
            },
        ));
    }
    if let Some(function) = &eval.custom {
        functions.extend(custom_eval(function));
        terms.push(("custom", TokenStream::new(), quote!(self.custom_eval())));
    }
    if terms.is_empty() {
        return Items {
            constants,
            functions,
            evaluate: TokenStream::new(),
        };
    }
    let evaluate = if let [(name, prelude, term)] = &terms[..] {
        let text = doc(if *name == "custom" {
            "The evaluation, written in Rust (`eval: custom`): the score for the side to move."
                .to_string()
        } else {
            format!(
                "The evaluation (`eval: {name}`): the side to move's score less the other side's."
            )
        });
        quote! {
            #[doc = #text]
            #[::game_dsl::hot]
            fn evaluate(&self) -> i32 {
                #prelude
                #term
            }
        }
    } else {
        let names: Vec<&str> = terms.iter().map(|(n, _, _)| *n).collect();
        let text = doc(format!(
            "The evaluation: the sum of its terms ({}), each the side to move's score less the other side's.",
            names.join(", ")
        ));
        let idents: Vec<_> = names.iter().map(|n| format_ident!("{}", n)).collect();
        let preludes = terms.iter().map(|(_, p, _)| p);
        let values = terms.iter().map(|(_, _, t)| t);
        // The built-in terms keep within the limit together; a custom term may take the sum
        // beyond it.
        let sum = if eval.custom.is_some() {
            quote! {
                (#(#idents)+*).clamp(-::game_dsl::score::MAX_EVAL, ::game_dsl::score::MAX_EVAL)
            }
        } else {
            quote!(#(#idents)+*)
        };
        quote! {
            #[doc = #text]
            #[::game_dsl::hot]
            fn evaluate(&self) -> i32 {
                #(#preludes)*
                #(let #idents = #values;)*
                #sum
            }
        }
    };
    Items {
        constants,
        functions,
        evaluate,
    }
}

/// `custom_eval`: the author's function, checked against its signature where it is named, so
/// that a wrong signature is reported on the path in the declaration.
fn custom_eval(function: &syn::Path) -> TokenStream {
    let text = doc(format!(
        "The evaluation term written in Rust (`eval: custom {}`), for the side to move, within `±MAX_EVAL`.",
        path_text(function)
    ));
    let bind = quote_spanned! {function.span()=>
        let custom: fn(&Self) -> i32 = #function;
    };
    quote! {
        #[doc = #text]
        #[::game_dsl::hot]
        fn custom_eval(&self) -> i32 {
            #bind
            custom(self).clamp(-::game_dsl::score::MAX_EVAL, ::game_dsl::score::MAX_EVAL)
        }
    }
}

/// `SQUARE_CLASSES` and `square_score`: the table as classes of cells of equal weight, so that
/// a score costs a population count per class and no loop over cells.
fn square_items(cx: &Context, table: &[i32]) -> (TokenStream, TokenStream) {
    let bits = &cx.bits;
    let mut weights: Vec<i32> = table.iter().copied().filter(|&w| w != 0).collect();
    weights.sort_unstable_by(|a, b| b.cmp(a));
    weights.dedup();
    let classes = weights.iter().map(|&w| {
        let cells = table
            .iter()
            .enumerate()
            .filter(|&(_, &t)| t == w)
            .map(|(c, _)| c as u32);
        let (w, cells) = (signed(w), cx.mask(cells));
        quote!((#w, #cells))
    });
    let count = number(weights.len() as u32);
    let constants = quote! {
        /// The square table (`eval: squares`) as classes of cells of equal weight: the weight,
        /// and the cells that have it.
        const SQUARE_CLASSES: [(i32, #bits); #count] = [#(#classes),*];
    };
    let function = quote! {
        /// The square-table score of `stones`: the weight of every cell they hold.
        #[::game_dsl::hot]
        fn square_score(stones: #bits) -> i32 {
            let mut score = 0;
            for (weight, cells) in Self::SQUARE_CLASSES {
                score += weight * (stones & cells).count_ones() as i32;
            }
            score
        }
    };
    (constants, function)
}

/// The `NEXT_*` masks and `neighbours`, the cells next to a set of cells (for `eval: frontier`
/// and a flanking game's move ordering).
pub(super) fn neighbour_items(cx: &Context) -> (TokenStream, TokenStream) {
    let bits = &cx.bits;
    let directions = super::lines::directions_fitting(cx, 2);
    let constants = directions.iter().map(|(d, pairs)| {
        super::lines::direction_constant(
            cx,
            "NEXT",
            *d,
            pairs.clone(),
            format!(
                "Neighbours {}: the bit step, and the cells with a neighbour that way.",
                d.description
            ),
        )
    });
    let both_ways = directions.iter().map(|(d, _)| {
        let name = format_ident!("NEXT_{}", d.name);
        quote! {
            (cells & Self::#name.1) << Self::#name.0 | (cells >> Self::#name.0) & Self::#name.1
        }
    });
    let constants = quote!(#(#constants)*);
    let function = quote! {
        /// The cells next to `cells` in any of the eight directions.
        #[::game_dsl::hot]
        fn neighbours(cells: #bits) -> #bits {
            #(#both_ways)|*
        }
    };
    (constants, function)
}

/// A signed integer literal, typed by its context: a minus sign and the magnitude.
pub fn signed(value: i32) -> TokenStream {
    let magnitude = number(value.unsigned_abs());
    if value < 0 {
        quote!(-#magnitude)
    } else {
        quote!(#magnitude)
    }
}

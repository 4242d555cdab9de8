//! Line tests by shifts along each direction: has a player a line, where would one more stone
//! complete a line (threats), and the windows evaluation.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::Context;
use crate::expand::{doc, hex, number};
use crate::geometry::{Direction, LINE_DIRECTIONS, run_steps};
use crate::model::GridWin;

/// The line constants and functions of a board game.
pub fn items(cx: &Context) -> TokenStream {
    let bits = &cx.bits;
    let length = cx.length;
    let directions = directions_fitting(cx, length);
    let constants = directions.iter().map(|(d, starts)| {
        direction_constant(
            cx,
            "LINES",
            *d,
            starts.clone(),
            format!(
                "Lines {}: the bit step, and the cells where such a line of {length} starts.",
                d.description
            ),
        )
    });
    let names: Vec<_> = directions
        .iter()
        .map(|(d, _)| format_ident!("LINES_{}", d.name))
        .collect();
    let has_line = has_line(cx, &names);
    let windows = window_items(cx, &names);
    // Threats serve the tactics of a game that a line wins; where a line loses, there are none,
    // nor where a turn rotates a block (it may make the opponent's line), nor in a game of
    // blocks (a line wins a block, not the game).
    let tactics = !matches!(cx.grid.win, GridWin::LoseLine(_))
        && cx.grid.rotate.is_none()
        && cx.grid.blocks.is_none();
    let threats = tactics.then(|| {
        let threats_along = threats_along(cx);
        let threats_doc = doc(format!(
            "The cells where one more stone would complete a line of {length} for `stones` (occupied \
             cells included: callers mask them out)."
        ));
        quote! {
            #[doc = #threats_doc]
            #[inline]
            fn winning_cells(stones: #bits) -> #bits {
                (#(Self::threats_along(stones, Self::#names.0, Self::#names.1))|*) & Self::CELLS
            }

            #threats_along
        }
    });
    quote! {
        #(#constants)*

        #has_line

        #threats

        #windows
    }
}

/// `has_line`: a table lookup on a small board, runs found by shifts on a larger one.
fn has_line(cx: &Context, names: &[proc_macro2::Ident]) -> TokenStream {
    let bits = &cx.bits;
    let length = cx.length;
    if let Some(table) = cx.board.line_table(length) {
        let words = number(table.len() as u32);
        let table = table.into_iter().map(|w| hex(w.into()));
        let table_doc = doc(format!(
            "Bit `s` tells whether the set of cells `s` holds a line of {length}: a lookup is cheaper \
             than shifts on a board of {} cells.",
            cx.board.cells()
        ));
        return quote! {
            #[doc = #table_doc]
            const LINE_TABLE: [u64; #words] = [#(#table),*];

            /// Whether `stones` hold a line in any direction.
            #[inline]
            fn has_line(stones: #bits) -> bool {
                Self::LINE_TABLE[(stones >> 6) as usize] >> (stones & 63) & 1 == 1
            }
        };
    }
    let mut previous = format_ident!("stones");
    let steps: Vec<TokenStream> = run_steps(length)
        .into_iter()
        .map(|(by, to)| {
            let run = format_ident!("run_{}", to);
            let shift = times_step(by);
            let step = quote! { let #run = #previous & (#previous >> #shift); };
            previous = run;
            step
        })
        .collect();
    let runs_doc = doc(format!(
        "The cells where a run of {length} of `stones` starts, stepping `step` bits at a time \
         (runs that leave the board are masked out by the caller)."
    ));
    let any = cx.any(quote!((#(Self::runs(stones, Self::#names.0) & Self::#names.1)|*)));
    quote! {
        #[doc = #runs_doc]
        #[inline(always)]
        fn runs(stones: #bits, step: u32) -> #bits {
            #(#steps)*
            #previous
        }

        /// Whether `stones` hold a line in any direction.
        #[inline]
        fn has_line(stones: #bits) -> bool {
            #any
        }
    }
}

/// `threats_along`: for one direction, the cells at each place `k` of a line whose other
/// places hold stones: the `k` stones before the cell and the `length - 1 - k` after it.
fn threats_along(cx: &Context) -> TokenStream {
    let bits = &cx.bits;
    let reach = cx.length - 1;
    let before: Vec<_> = (1..=reach).map(|j| format_ident!("before_{}", j)).collect();
    let after: Vec<_> = (1..=reach).map(|j| format_ident!("after_{}", j)).collect();
    let shifts: Vec<_> = (1..=reach).map(times_step).collect();
    let terms = (0..=reach).map(|k| {
        let needed_before = &before[..k as usize];
        let needed_after = &after[..(reach - k) as usize];
        let starts = if k == 0 {
            quote!(starts)
        } else {
            let shift = times_step(k);
            quote!((starts << #shift))
        };
        quote! { (#starts #(& #needed_before)* #(& #needed_after)*) }
    });
    let text = doc(format!(
        "For one direction (`step` bits; lines start at `starts`), the cells that complete a line of {} \
         of `stones`: `before_j` and `after_j` hold the stones `j` steps before and after each cell.",
        cx.length
    ));
    quote! {
        #[doc = #text]
        #[inline(always)]
        fn threats_along(stones: #bits, step: u32, starts: #bits) -> #bits {
            #(let #before = stones << #shifts;)*
            #(let #after = stones >> #shifts;)*
            #(#terms)|*
        }
    }
}

/// `window_score` and `windows_along`, when the declaration gives window weights.
fn window_items(cx: &Context, names: &[proc_macro2::Ident]) -> TokenStream {
    let Some(weights) = &cx.grid.eval.windows else {
        return TokenStream::new();
    };
    let bits = &cx.bits;
    let length = cx.length;
    // Bit-sliced counters: plane `p` holds bit `p` of every window's number of stones.
    let planes = 32 - length.leading_zeros();
    let plane: Vec<_> = (0..planes).map(|p| format_ident!("count_{}", p)).collect();
    let additions = (0..length).map(|j| {
        let shift = times_step(j);
        let ripple = plane.iter().map(|p| {
            quote! {
                let next = #p & carry;
                #p ^= carry;
                carry = next;
            }
        });
        quote! {
            let mut carry = stones >> #shift;
            #(#ripple)*
        }
    });
    let terms = (1..length).map(|k| {
        let weight = number(weights[k as usize - 1]);
        let factors = plane.iter().enumerate().map(|(p, name)| {
            if k >> p & 1 == 1 {
                quote!(#name)
            } else {
                quote!(!#name)
            }
        });
        quote! { #weight * (open_windows #(& #factors)*).count_ones() as i32 }
    });
    let open_shifts = (1..length).map(times_step);
    let zero = cx.zero();
    let score_doc = doc(format!(
        "The windows score of `stones`: for every window of {length} cells with no opposing stone \
         (`open` holds the cells without one), the weight of its number of stones."
    ));
    quote! {
        #[doc = #score_doc]
        #[inline]
        fn window_score(stones: #bits, open: #bits) -> i32 {
            #(Self::windows_along(stones, open, Self::#names.0, Self::#names.1))+*
        }

        /// The windows score along one direction (`step` bits; windows start at `starts`).
        #[inline(always)]
        #[allow(unused_assignments)]
        fn windows_along(stones: #bits, open: #bits, step: u32, starts: #bits) -> i32 {
            let open_windows = starts & open #(& (open >> #open_shifts))*;
            #(let mut #plane: #bits = #zero;)*
            #(#additions)*
            #(#terms)+*
        }
    }
}

/// `k * step` as an expression, `step` alone for 1.
fn times_step(k: u32) -> TokenStream {
    match k {
        0 => quote!(0),
        1 => quote!(step),
        _ => {
            let k = number(k);
            quote!(#k * step)
        }
    }
}

/// The directions in which a run of `length` cells fits on the board, each with the cells where
/// such a run starts.
/// In a game of blocks, only the runs within one block: a line wins a block.
pub(super) fn directions_fitting(cx: &Context, length: u32) -> Vec<(Direction, Vec<u32>)> {
    let width = cx.board.width;
    let block = |cell: u32| {
        cx.grid
            .blocks
            .map(|b| ((cell % width) / b.size, (cell / width) / b.size))
    };
    LINE_DIRECTIONS
        .into_iter()
        .filter_map(|d| {
            let mut starts = cx.board.line_start_cells(d, length);
            let reach = (length as i32 - 1) * cx.board.shift(d);
            starts.retain(|&start| block(start) == block((start as i32 + reach) as u32));
            (!starts.is_empty()).then_some((d, starts))
        })
        .collect()
}

/// The constant `PREFIX_DIRECTION: (step, cells)` of one direction, with its doc comment.
pub(super) fn direction_constant(
    cx: &Context,
    prefix: &str,
    direction: Direction,
    cells: Vec<u32>,
    text: String,
) -> TokenStream {
    let bits = &cx.bits;
    let name = format_ident!("{}_{}", prefix, direction.name);
    let shift = number(cx.board.shift(direction) as u32);
    let cells = cx.mask(cells);
    let text = doc(text);
    quote! {
        #[doc = #text]
        const #name: (u32, #bits) = (#shift, #cells);
    }
}

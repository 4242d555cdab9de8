//! Games of stones that step or hop, racing to the other side's start (Chinese checkers): the
//! type and its traits, over the runtime's `game_dsl::hops`, called with the game's rules as a
//! constant whose masks are computed here.
//!
//! A position is `game_dsl::hops::Position<B>` (each side's stones, the side, the plies); a
//! move is a `game_dsl::Move` coded `from * cells + to` with the cells on the board numbered in
//! order. `B`, the set of cells of the board's rectangle, is `u128` up to 128 cells and
//! `game_dsl::bits::Wide<N>` above (Chinese checkers' star lies in a 17 x 17 rhombus).

use proc_macro2::TokenStream;
use quote::quote;

use super::traits::Impls;
use super::{doc, number, std_impls, type_header};
use crate::hops_model::Hops;
use crate::model::Game;

/// The set of `cells` as a literal of the board's set type.
fn set(hops: &Hops, cells: impl IntoIterator<Item = u32>) -> TokenStream {
    let bits = hops.width * hops.height;
    let words = bits.div_ceil(64).max(2) as usize;
    let mut w = vec![0u64; words];
    for cell in cells {
        w[(cell / 64) as usize] |= 1 << (cell % 64);
    }
    if bits <= 128 {
        let value = u128::from(w[0]) | u128::from(w[1]) << 64;
        let lit = syn::LitInt::new(&format!("{value:#x}"), proc_macro2::Span::call_site());
        quote!(#lit)
    } else {
        let w = w
            .iter()
            .map(|&word| syn::LitInt::new(&format!("{word:#x}"), proc_macro2::Span::call_site()));
        quote!(::game_dsl::bits::Wide::from_words([#(#w),*]))
    }
}

/// The type and `impl Game` of a game of hops.
pub fn expand(game: &Game, hops: &Hops) -> TokenStream {
    let name = &game.name;
    let vis = &game.vis;
    let header = type_header(game);
    let name_str = name.to_string();
    let (w, h) = (hops.width as i32, hops.height as i32);
    let on = |column: i32, row: i32| {
        (0..w).contains(&column)
            && (0..h).contains(&row)
            && hops.cells.contains(&((row * w + column) as u32))
    };
    let bits = if hops.width * hops.height <= 128 {
        quote!(u128)
    } else {
        let words = number((hops.width * hops.height).div_ceil(64));
        quote!(::game_dsl::bits::Wide<#words>)
    };
    let dirs = hops.directions.iter().map(|&(dc, dr)| {
        let offset = syn::LitInt::new(&(dr * w + dc).to_string(), proc_macro2::Span::call_site());
        let from = |steps: i32| {
            hops.cells.iter().copied().filter(move |&cell| {
                let (column, row) = (cell as i32 % w, cell as i32 / w);
                (1..=steps).all(|k| on(column + k * dc, row + k * dr))
            })
        };
        let step = set(hops, from(1));
        let hop = set(hops, from(2));
        quote!(::game_dsl::hops::Dir { offset: #offset, step: #step, hop: #hop })
    });
    let rows = (0..hops.height).map(|row| {
        set(
            hops,
            hops.cells
                .iter()
                .copied()
                .filter(|&cell| cell / hops.width == row),
        )
    });
    let all = set(hops, hops.cells.iter().copied());
    let start = hops
        .start
        .iter()
        .map(|cells| set(hops, cells.iter().copied()));
    let cells = hops.cells.iter().map(|&cell| number(cell));
    let numbers = (0..hops.width * hops.height).map(|cell| {
        let n = hops
            .cells
            .iter()
            .position(|&c| c == cell)
            .map_or(u16::MAX, |n| n as u16);
        number(n)
    });
    let (width, height) = (number(hops.width), number(hops.height));
    let chain = hops.chain;
    let limit = number(hops.limit);
    let pass = hops.pass;
    let hexagons = hops.directions.len() == 6;
    let look_cells = if hexagons {
        quote!(::game_dsl::Cells::Hexagons)
    } else {
        quote!(::game_dsl::Cells::Squares)
    };
    let sides = super::look::sides(game);
    let rules_doc = doc(format!(
        "The rules: {} stones a side on {} cells; a stone steps to a neighbouring cell or hops \
         over a neighbouring stone of either side into the empty cell beyond{}; a side wins by \
         standing on every cell the other side started on{}; a side without a move {}.",
        hops.start[0].len(),
        hops.cells.len(),
        if hops.chain {
            ", and may hop on as often as it likes"
        } else {
            ""
        },
        if hops.limit > 0 {
            format!(", and {} plies draw", hops.limit)
        } else {
            String::new()
        },
        if hops.pass { "passes" } else { "loses" },
    ));
    let side_ply = super::side_and_ply_of(quote!(self.0));
    let notation = super::runtime_notation(quote!(::game_dsl::hops), name);
    let mut impls = Impls::default();
    impls
        .rules(quote! {
            type Move = ::game_dsl::Move;
            type Moves = ::game_dsl::hops::Moves;
            type MoveIter = ::game_dsl::hops::MoveIter;

            const SCORING: ::game_dsl::Scoring = ::game_dsl::Scoring::Distance;

            fn start() -> Self {
                #name(::game_dsl::hops::Position::start(&Self::RULES))
            }

            #side_ply

            fn moves(&self) -> Self::MoveIter {
                let mut moves = ::game_dsl::hops::Moves::new();
                self.generate_moves(&mut moves);
                moves.into_iter()
            }

            /// Each stone's steps, then its hops.
            #[inline]
            fn generate_moves(&self, moves: &mut Self::Moves) {
                self.0.moves(&Self::RULES, moves);
            }

            #[inline]
            fn play(&mut self, mv: Self::Move) {
                self.0.play(&Self::RULES, mv);
            }

            #[inline]
            fn terminal_value(&self) -> Option<i32> {
                self.0.value(&Self::RULES)
            }

            /// The rows each side's stones have come, the side to move's less the other's.
            #[inline]
            fn evaluate(&self) -> i32 {
                self.0.evaluate(&Self::RULES)
            }

            #[inline]
            fn key(&self) -> u64 {
                self.0.key()
            }
        })
        .notation(quote! {
            const NAME: &'static str = #name_str;
            const BOARD: Option<(usize, usize)> = Some((#width, #height));
            const LOOK: ::game_dsl::Look = ::game_dsl::Look {
                cells: #look_cells,
                checkered: None,
                stones: ::game_dsl::Stones::Stones,
                kings: false,
                arrows: false,
                blocks: None,
                names: ::game_dsl::Names::Algebraic,
                sides: #sides,
            };

            fn on_board(cell: usize) -> bool {
                Self::RULES.numbers.get(cell).is_some_and(|&n| n != u16::MAX)
            }

            #notation
        });
    let impls = impls.write(name);
    let std_impls = std_impls(name);

    quote! {
        #header
        #vis struct #name(::game_dsl::hops::Position<#bits>);

        impl #name {
            #[doc = #rules_doc]
            pub const RULES: ::game_dsl::hops::HopRules<#bits> = ::game_dsl::hops::HopRules {
                width: #width,
                height: #height,
                all: #all,
                dirs: &[#(#dirs),*],
                chain: #chain,
                start: [#(#start),*],
                rows: &[#(#rows),*],
                cells: &[#(#cells),*],
                numbers: &[#(#numbers),*],
                limit: #limit,
                pass: #pass,
            };

            /// The position (see [`game_dsl::hops`]).
            pub fn position(&self) -> &::game_dsl::hops::Position<#bits> {
                &self.0
            }
        }

        #impls

        #std_impls
    }
}

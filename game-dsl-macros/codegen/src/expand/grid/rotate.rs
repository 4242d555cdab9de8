//! Turns that place a stone then rotate a block (`moves: place then rotate ...`, Pentago): the
//! line kernel's win test, a quarter turn of a block by masks and shifts, and an end that
//! reads both sides' lines after the whole turn.
//!
//! A quarter turn moves each cell of a block by a displacement that depends on its place in the
//! block only (for a block of side `n` on a board `W` wide, clockwise, the cell at row `r` and
//! column `c` of the block moves by `c (W - 1) - r (W + 1) + n - 1` bits; counter-clockwise by
//! the opposite of some cell's): so a turn is the stones that stay, or-ed with one masked shift
//! per displacement, eight for a 3 x 3 block, with the masks of each turn in a table laid out
//! when the macro runs. No per-cell loop runs when a move is played.
//!
//! The rotation can make the opponent's line as well as the mover's, so none of the line
//! kernel's tactics (which assume that only the mover can win by its move) is generated: the
//! engine searches every move, as plain minimax does.

use std::collections::BTreeSet;

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use super::{Context, Rules, lines, plies_from_stones};
use crate::expand::traits::Impls;
use crate::expand::{doc, number};
use crate::model::Rotation;

/// Where each cell of `block` goes in a quarter turn (`clockwise` or not): `(from, to)` pairs.
fn moved_cells(cx: &Context, rotation: Rotation, block: u32, clockwise: bool) -> Vec<(u32, u32)> {
    rotation.quarter_turn(cx.board.width, block, clockwise)
}

/// The displacements of a quarter turn that move a cell, in bits, in increasing order: the
/// same for every block and both senses.
fn displacements(cx: &Context, rotation: Rotation) -> Vec<i64> {
    let set: BTreeSet<i64> = moved_cells(cx, rotation, 0, true)
        .into_iter()
        .map(|(from, to)| i64::from(to) - i64::from(from))
        .filter(|&d| d != 0)
        .collect();
    set.into_iter().collect()
}

/// The constants and `turned`: `TURNS` (the moves of a cell), `BLOCKS` and `TURN_MASKS`.
fn turn_items(cx: &Context, rotation: Rotation) -> TokenStream {
    let bits = &cx.bits;
    let board = cx.board;
    let blocks = rotation.blocks(board.width, board.height);
    let shifts = displacements(cx, rotation);
    let all: Vec<u32> = (0..board.cells()).collect();
    let tables = (0..blocks * 2).map(|turn| {
        let moved = moved_cells(cx, rotation, turn / 2, turn % 2 == 1);
        let moving: Vec<(u32, i64)> = moved
            .iter()
            .map(|&(from, to)| (from, i64::from(to) - i64::from(from)))
            .filter(|&(_, d)| d != 0)
            .collect();
        let stay = cx.mask(
            all.iter()
                .copied()
                .filter(|cell| !moving.iter().any(|&(from, _)| from == *cell)),
        );
        let by = shifts.iter().map(|&shift| {
            cx.mask(
                moving
                    .iter()
                    .filter(|&&(_, d)| d == shift)
                    .map(|&(from, _)| from),
            )
        });
        quote!([#stay, #(#by),*])
    });
    let terms = shifts.iter().enumerate().map(|(i, &shift)| {
        let i = number(i as u32 + 1);
        let amount = number(shift.unsigned_abs() as u32);
        if shift > 0 {
            quote!((stones & masks[#i]) << #amount)
        } else {
            quote!((stones & masks[#i]) >> #amount)
        }
    });
    let (turns, blocks_n, width) = (
        number(blocks * 2),
        number(blocks),
        number(shifts.len() as u32 + 1),
    );
    let n = rotation.size;
    let blocks_doc = doc(format!(
        "The blocks of {n} x {n} cells that a turn rotates, numbered from 1 row by row from the \
         top left."
    ));
    let table_doc = doc(format!(
        "For each turn (`block * 2`, `+ 1` clockwise): the cells that stay, then the cells that \
         move by each displacement in bits, {shifts:?}."
    ));
    quote! {
        #[doc = #blocks_doc]
        pub const BLOCKS: usize = #blocks_n;
        /// The moves of a cell: each block turned a quarter either way.
        const TURNS: usize = #turns;
        #[doc = #table_doc]
        const TURN_MASKS: [[#bits; #width]; #turns] = [#(#tables),*];

        /// `stones` after the quarter turn `turn` of a block: the stones that stay, and the
        /// others shifted by their displacement.
        #[inline]
        fn turned(stones: #bits, turn: usize) -> #bits {
            let masks = &Self::TURN_MASKS[turn];
            stones & masks[0] #(| #terms)*
        }

        /// The end after a turn, for the side to move (`mine`) against the other side: over
        /// when a side has a line or the board is full; won by the side that alone has a line,
        /// drawn when both have one (OpenSpiel's rule) or neither.
        #[inline]
        fn end_of(mine: #bits, theirs: #bits) -> (bool, i8) {
            let (mine_line, theirs_line) = (Self::has_line(mine), Self::has_line(theirs));
            (
                mine_line || theirs_line || mine | theirs == Self::CELLS,
                i8::from(mine_line) - i8::from(theirs_line),
            )
        }

        /// The cells where the player to move may place: every empty cell, none once the game
        /// is over.
        #[inline]
        fn playable(&self) -> #bits {
            if self.over { 0 } else { self.empty() }
        }
    }
}

/// The rules of a game whose turn places a stone then rotates a block, won by lines.
pub fn rules(cx: &Context, name: &Ident, rotation: Rotation) -> Rules {
    let bits = &cx.bits;
    let board = cx.board;
    let (width, height) = (number(board.width), number(board.height));
    let turns = number(rotation.blocks(board.width, board.height) * 2);
    let line_items = lines::items(cx);
    let turn_items = turn_items(cx, rotation);
    let ply = plies_from_stones(cx);
    let placed_bit = cx.bit(quote!(mv.index() / Self::TURNS));
    let zero = cx.zero();
    let no_moves = cx
        .end
        .no_moves(quote!(::game_dsl::turn::CellsTurned::new(#zero)));
    let (custom_first, custom_doc) = (cx.end.value_first(), cx.end.doc());
    let mut game_items = Impls::default();
    game_items.rules(quote! {
        #[inline]
        fn plies_left_bound(&self) -> u32 {
            self.empty().count_ones()
        }
    });
    game_items.notation(quote! {
        /// The square, `:`, the block's number and `+` (clockwise) or `-`: `d5:2+`.
        fn parse_move(&self, text: &str) -> Result<::game_dsl::Move, ::game_dsl::MoveError> {
            ::game_dsl::turn::parse_placed_turn(text, #width, #height, Self::BLOCKS)
        }

        fn format_move(&self, mv: ::game_dsl::Move) -> String {
            ::game_dsl::turn::format_placed_turn(mv, #width, Self::BLOCKS)
        }

        fn legend() -> &'static str {
            "X, O: the players' stones; -: an empty cell; a move is a square, `:`, a block \
             (numbered row by row from the top left) and `+` to turn it clockwise or `-` \
             counter-clockwise"
        }

        fn render(&self) -> String {
            let status = ::game_dsl::notation::status(self);
            ::game_dsl::notation::render_lettered(#width, #height, |cell| self.owner(cell), |_| false, &status)
        }
    });
    Rules {
        fields: quote! {
            /// Whether the game is over: a side has a line after the last turn, or the board
            /// is full.
            over: bool,
            /// The result for the side to move once over: 1 if it alone has a line, -1 if the
            /// other side alone has one, else 0.
            result: i8,
        },
        start_fields: quote!(over: false, result: 0,),
        inherent: quote! {
            #line_items

            #turn_items
        },
        move_iter: quote!(::game_dsl::turn::CellsTurned<#bits, #turns>),
        scoring: quote!(::game_dsl::Scoring::Distance),
        play_items: quote! {
            #[inline]
            fn moves(&self) -> Self::MoveIter {
                #no_moves
                ::game_dsl::turn::CellsTurned::new(self.playable())
            }

            /// Places the stone, turns the block, then reads both sides' lines.
            #[inline]
            fn play(&mut self, mv: ::game_dsl::Move) {
                let turn = mv.index() % Self::TURNS;
                let placed = Self::turned(self.mine | #placed_bit, turn);
                let other = Self::turned(self.theirs, turn);
                (self.over, self.result) = Self::end_of(other, placed);
                self.mine = other;
                self.theirs = placed;
                self.side = self.side.opponent();
                self.ply += 1;
            }

            #custom_doc
            #[inline]
            fn terminal_value(&self) -> Option<i32> {
                #custom_first
                self.over.then_some(i32::from(self.result))
            }
        },
        game_items,
        from_stones: quote! {
            /// The position from each player's stones and the side to move; any layout is one,
            /// over if a side has a line (both: a draw) or the board is full.
            fn from_stones(
                stones: [#bits; 2],
                side: ::game_dsl::Player,
                _text: &str,
            ) -> ::core::result::Result<Self, ::game_dsl::PositionError> {
                let (mine, theirs) = (stones[side.index()], stones[side.opponent().index()]);
                let (over, result) = Self::end_of(mine, theirs);
                let ply = #ply;
                Ok(#name { mine, theirs, over, result, side, ply })
            }
        },
        side: quote!(side_or_alternating),
    }
}

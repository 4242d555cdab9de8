//! Connection games (`win: connect`, Hex): cells are hexagons on a rhombus, X joins the top and
//! bottom rows, O the left and right columns.
//!
//! Neighbours are the six cells at (±1, 0), (0, ±1), (+1, -1) and (-1, +1) in (column, row):
//! with bit `row * W + column`, shifts by 1, `W` and `W - 1`, masked at the left and right
//! edges. A chain is found by a flood fill: grow the set reached from an edge by its neighbours
//! among the player's stones until it stops growing; one flood tells whether the mover has won,
//! and the same neighbours give, for one added stone, every cell that would win (the tactics),
//! and layer by layer the fewest cells a side must still fill to connect (the evaluation).

use proc_macro2::TokenStream;
use quote::quote;

use super::{Context, Rules, plies_from_stones};
use crate::expand::traits::{Impls, Method};
use crate::expand::{hex, number};

/// The rules of a connection game.
pub fn rules(cx: &Context, name: &syn::Ident) -> Rules {
    let bits = &cx.bits;
    let board = cx.board;
    let (w, h) = (board.width, board.height);
    let column = |c: u32| (0..h).fold(0u128, |m, r| m | 1 << (r * w + c));
    let row = |r: u32| (0..w).fold(0u128, |m, c| m | 1 << (r * w + c));
    let (first_column, last_column) = (column(0), column(w - 1));
    let (top, bottom) = (row(0), row(h - 1));
    let all = board.all();
    let (not_first, not_last) = (hex(all & !first_column), hex(all & !last_column));
    let (left, right, top, bottom) = (hex(first_column), hex(last_column), hex(top), hex(bottom));
    let (width, height, cells) = (number(w), number(h), number(board.cells()));
    let diagonal = number(w - 1);
    let unreachable = number(board.cells() + 1);
    // Hex distance from the centre, in half cells so that even sizes are symmetric.
    let centre: Vec<TokenStream> = (0..board.cells())
        .map(|cell| {
            let dc = 2 * (cell % w) as i32 - (w as i32 - 1);
            let dr = 2 * (cell / w) as i32 - (h as i32 - 1);
            let distance = (dc.abs() + dr.abs() + (dc + dr).abs()) / 2;
            let hint = (w + h) as i32 * 2 - distance;
            quote!(#hint)
        })
        .collect();
    let over = if cx.grid.end.is_some() {
        quote!(self.won || self.custom_end().is_some())
    } else {
        quote!(self.won)
    };
    let place_and_end = super::place_and_end(
        cx,
        quote!(#[doc = " Places the stone, then tests once, for the mover only, whether it joined its sides."]),
        &quote!(1 << mv.index()),
        quote!(Self::connects(
            placed,
            self.side == ::game_dsl::Player::First
        )),
        "connected its sides",
    );
    let mut game_items = Impls::default();
    game_items
        .rules(quote! {
            /// Cells next to stones first, then central cells.
            #[inline]
            fn order_hint(&self, mv: ::game_dsl::Move) -> i32 {
                let near = Self::hex_neighbours(self.mine | self.theirs) >> mv.index() & 1;
                near as i32 * 256 + Self::CELL_ORDER[mv.index()]
            }
        })
        .knows(
            Method::ThreatsAfter,
            quote! {
                /// The cells where the mover would connect after `mv`.
                #[inline]
                fn threats_after(&self, mv: ::game_dsl::Move) -> u32 {
                    let placed = self.mine | 1 << mv.index();
                    let first = self.side == ::game_dsl::Player::First;
                    (Self::winning_cells(placed, first) & self.empty() & !(1 << mv.index())).count_ones()
                }
            },
        )
        .rules(quote! {
            #[inline]
            fn plies_left_bound(&self) -> u32 {
                self.empty().count_ones()
            }
        });
    if super::moves::has_tactics(cx) {
        game_items
            .knows(
                Method::WinningMove,
                quote! {
                    #[inline]
                    fn winning_move(&self) -> Option<::game_dsl::Move> {
                        let wins = self.playable() & Self::winning_cells(self.mine, self.side == ::game_dsl::Player::First);
                        (wins != 0).then(|| ::game_dsl::Move::new(wins.trailing_zeros() as u16))
                    }
                },
            )
            .knows(
                Method::NonLosingMoves,
                quote! {
                    /// A cell where the opponent would connect must be taken; two cannot be.
                    #[inline]
                    fn non_losing_moves(&self, moves: &mut <Self as ::game_dsl::Game>::Moves) -> bool {
                        let playable = self.playable();
                        let forced = playable
                            & Self::winning_cells(self.theirs, self.side != ::game_dsl::Player::First);
                        let safe = match forced.count_ones() {
                            0 => playable,
                            1 => forced,
                            _ => 0,
                        };
                        moves.extend(::game_dsl::bits::Cells::new(safe));
                        true
                    }
                },
            );
    }
    game_items.notation(quote! {
        fn parse_move(&self, text: &str) -> Result<::game_dsl::Move, ::game_dsl::MoveError> {
            ::game_dsl::notation::parse_square(text, #width, #height, false)
        }

        fn format_move(&self, mv: ::game_dsl::Move) -> String {
            ::game_dsl::notation::format_square(mv, #width)
        }

        fn legend() -> &'static str {
            ::game_dsl::notation::LEGEND_HEX
        }

        fn render(&self) -> String {
            let status = ::game_dsl::notation::status(self);
            ::game_dsl::notation::render_hex(#width, #height, |cell| self.owner(cell), &status)
        }
    });
    let ply = plies_from_stones(cx);
    Rules {
        fields: quote! {
            /// Whether the last move joined the mover's sides.
            won: bool,
        },
        start_fields: quote!(won: false,),
        inherent: quote! {
            /// Every cell but the leftmost column: the cells that have a neighbour to their left.
            const NOT_FIRST_COLUMN: #bits = #not_first;
            /// Every cell but the rightmost column: the cells that have a neighbour to their right.
            const NOT_LAST_COLUMN: #bits = #not_last;
            /// The top row, one of X's sides.
            const TOP_ROW: #bits = #top;
            /// The bottom row, X's other side.
            const BOTTOM_ROW: #bits = #bottom;
            /// The leftmost column, one of O's sides.
            const LEFT_COLUMN: #bits = #left;
            /// The rightmost column, O's other side.
            const RIGHT_COLUMN: #bits = #right;
            /// Move ordering, after cells next to stones: central cells first (the hex distance
            /// from the centre, in half cells, subtracted from twice the board's perimeter).
            const CELL_ORDER: [i32; #cells] = [#(#centre),*];

            /// The cells next to `set`: its six hexagonal neighbours, by shifts masked at the
            /// left and right edges.
            #[inline]
            fn hex_neighbours(set: #bits) -> #bits {
                let right = set & Self::NOT_LAST_COLUMN;
                let left = set & Self::NOT_FIRST_COLUMN;
                (right << 1 | left >> 1 | set << #width | set >> #width | right >> #diagonal | left << #diagonal)
                    & Self::CELLS
            }

            /// `reached` and every cell of `stones` joined to it by a chain of `stones`: grown by
            /// neighbours until it stops growing.
            #[inline]
            fn flood(mut reached: #bits, stones: #bits) -> #bits {
                loop {
                    let next = reached | Self::hex_neighbours(reached) & stones;
                    if next == reached {
                        return reached;
                    }
                    reached = next;
                }
            }

            /// A player's two sides: X's (`first`) the top and bottom rows, O's the left and
            /// right columns.
            #[inline]
            fn sides(first: bool) -> (#bits, #bits) {
                if first {
                    (Self::TOP_ROW, Self::BOTTOM_ROW)
                } else {
                    (Self::LEFT_COLUMN, Self::RIGHT_COLUMN)
                }
            }

            /// Whether `stones`, X's if `first`, join the player's two sides.
            #[inline]
            fn connects(stones: #bits, first: bool) -> bool {
                let (start, goal) = Self::sides(first);
                stones & start != 0
                    && stones & goal != 0
                    && Self::flood(stones & start, stones) & goal != 0
            }

            /// The empty cells where one more stone would join the sides of the player whose
            /// stones are `stones` (X's if `first`): cells on or next to what is joined to one
            /// side, and on or next to what is joined to the other.
            #[inline]
            fn winning_cells(stones: #bits, first: bool) -> #bits {
                let (start, goal) = Self::sides(first);
                let from_start = Self::flood(stones & start, stones);
                let from_goal = Self::flood(stones & goal, stones);
                let empty = !stones & Self::CELLS;
                empty
                    & (start | Self::hex_neighbours(from_start))
                    & (goal | Self::hex_neighbours(from_goal))
            }

            /// The fewest empty cells `own` (X's if `first`) must still fill to join its sides,
            /// `other`'s stones blocking the way; more than the cells if it cannot. Layer `k` is
            /// the set reached by filling `k` cells: the next layer adds the empty cells next to
            /// it (or on the first side), then the stones joined to them.
            fn connection_distance(own: #bits, other: #bits, first: bool) -> i32 {
                let (start, goal) = Self::sides(first);
                let empty = !(own | other) & Self::CELLS;
                let mut reached = Self::flood(own & start, own);
                let mut distance = 0;
                while reached & goal == 0 {
                    let grown = Self::flood(
                        reached | empty & (start | Self::hex_neighbours(reached)),
                        own,
                    );
                    if grown == reached {
                        return #unreachable;
                    }
                    reached = grown;
                    distance += 1;
                }
                distance
            }

            /// The cells the player to move and the other player must still fill to connect.
            pub fn connection_distances(&self) -> (i32, i32) {
                let first = self.side == ::game_dsl::Player::First;
                (
                    Self::connection_distance(self.mine, self.theirs, first),
                    Self::connection_distance(self.theirs, self.mine, !first),
                )
            }

            /// The cells where the player to move may play: every empty cell, none once the game
            /// is over.
            #[inline]
            fn playable(&self) -> #bits {
                if #over { 0 } else { self.empty() }
            }
        },
        move_iter: quote!(::game_dsl::bits::Cells<#bits>),
        scoring: quote!(::game_dsl::Scoring::Distance),
        play_items: place_and_end,
        game_items,
        from_stones: quote! {
            /// The position from each player's stones and the side to move, checked.
            fn from_stones(
                stones: [#bits; 2],
                side: ::game_dsl::Player,
                text: &str,
            ) -> ::core::result::Result<Self, ::game_dsl::PositionError> {
                let (mine, theirs) = (stones[side.index()], stones[side.opponent().index()]);
                let first = side == ::game_dsl::Player::First;
                if Self::connects(mine, first) {
                    return Err(::game_dsl::PositionError::new(
                        text,
                        format!(
                            "{} is to move but has already joined its sides: the game would be over",
                            side.symbol()
                        ),
                    ));
                }
                let ply = #ply;
                let won = Self::connects(theirs, !first);
                Ok(#name { mine, theirs, won, side, ply })
            }
        },
        side: quote!(side_or_alternating),
    }
}

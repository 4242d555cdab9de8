//! What depends on how stones are played: the legal cells, the layouts a position may have, the
//! notation, and which moves hand the opponent a win.

use proc_macro2::{Span, TokenStream};
use quote::quote;

use super::Context;
use crate::expand::{hex, number};
use crate::model::GridMoves;

/// Inherent items: `playable` and `check_layout`, plus the masks they use.
pub fn inherent_items(cx: &Context) -> TokenStream {
    let bits = &cx.bits;
    let board = cx.board;
    match cx.grid.moves {
        GridMoves::Place => quote! {
            /// The cells where the player to move may play: every empty cell, none once the game
            /// is won.
            #[inline]
            fn playable(&self) -> #bits {
                if self.won { 0 } else { self.empty() }
            }

            /// Any set of cells is a placement layout.
            fn check_layout(_occupied: #bits, _text: &str) -> Result<(), ::game_dsl::PositionError> {
                Ok(())
            }
        },
        GridMoves::Drop => {
            let width = number(board.width);
            let bottom = hex((0..board.width).fold(0u128, |m, c| {
                m | 1 << ((board.height - 1) * board.width + c)
            }));
            let first_column =
                hex((0..board.height).fold(0u128, |m, r| m | 1 << (r * board.width)));
            quote! {
                /// The bottom row, where a stone dropped into an empty column lands.
                const BOTTOM_ROW: #bits = #bottom;
                /// The leftmost column; column `c` is this mask shifted by `c`.
                const FIRST_COLUMN: #bits = #first_column;

                /// The cells where the player to move may drop a stone: in every column, the empty
                /// cell with a stone or the bottom edge below it (`>> WIDTH` reads the cell below).
                #[inline]
                fn playable(&self) -> #bits {
                    if self.won {
                        return 0;
                    }
                    let occupied = self.mine | self.theirs;
                    !occupied & Self::CELLS & (Self::BOTTOM_ROW | occupied >> #width)
                }

                /// Stones lie on the bottom row or on other stones.
                fn check_layout(occupied: #bits, text: &str) -> Result<(), ::game_dsl::PositionError> {
                    let floating = occupied & !Self::BOTTOM_ROW & !(occupied >> #width);
                    if floating == 0 {
                        return Ok(());
                    }
                    let column = floating.trailing_zeros() % #width + 1;
                    Err(::game_dsl::PositionError::new(
                        text,
                        format!("a stone in column {column} lies above an empty cell: stones fall to the bottom"),
                    ))
                }
            }
        }
    }
}

/// `Game` items: `non_losing_moves`, the notation and the drawing.
pub fn game_items(cx: &Context) -> TokenStream {
    let board = cx.board;
    let (width, height, cells) = (
        number(board.width),
        number(board.height),
        number(board.cells()),
    );
    match cx.grid.moves {
        GridMoves::Place => {
            let expected = syn::LitStr::new(
                &format!("a cell number 1..{}", board.cells()),
                Span::call_site(),
            );
            quote! {
                /// A threat of the opponent's must be blocked; two cannot be.
                #[inline]
                fn non_losing_moves(&self, moves: &mut Self::Moves) -> bool {
                    let playable = self.playable();
                    let forced = playable & Self::winning_cells(self.theirs);
                    let safe = match forced.count_ones() {
                        0 => playable,
                        1 => forced,
                        _ => 0,
                    };
                    moves.extend(::game_dsl::bits::Cells::new(safe));
                    true
                }

                fn parse_move(&self, text: &str) -> Result<::game_dsl::Move, ::game_dsl::MoveError> {
                    ::game_dsl::notation::parse_cell_number(text, #cells, #expected)
                }

                fn format_move(&self, mv: ::game_dsl::Move) -> String {
                    (mv.index() + 1).to_string()
                }

                fn render(&self) -> String {
                    let status = ::game_dsl::notation::status(self);
                    ::game_dsl::notation::render_numbered(#width, #height, |cell| self.owner(cell), &status)
                }
            }
        }
        GridMoves::Drop => {
            let expected = syn::LitStr::new(
                &format!("a column number 1..{}", board.width),
                Span::call_site(),
            );
            quote! {
                /// A threat of the opponent's must be blocked; two cannot be. Never drop a stone
                /// just below a cell where the opponent would win: it would make that cell playable.
                #[inline]
                fn non_losing_moves(&self, moves: &mut Self::Moves) -> bool {
                    let playable = self.playable();
                    let threats = Self::winning_cells(self.theirs);
                    let forced = playable & threats;
                    let candidates = match forced.count_ones() {
                        0 => playable,
                        1 => forced,
                        _ => 0,
                    };
                    moves.extend(::game_dsl::bits::Cells::new(candidates & !(threats << #width)));
                    true
                }

                /// A column number; the move is the cell the stone falls to.
                fn parse_move(&self, text: &str) -> Result<::game_dsl::Move, ::game_dsl::MoveError> {
                    let column = ::game_dsl::notation::parse_number_in(text, 1, #width, #expected)? - 1;
                    let landing = self.playable() & Self::FIRST_COLUMN << column;
                    // A full column: the top cell, which is never legal.
                    let cell = if landing == 0 { column } else { landing.trailing_zeros() };
                    Ok(::game_dsl::Move::new(cell as u16))
                }

                fn format_move(&self, mv: ::game_dsl::Move) -> String {
                    (mv.index() % #width + 1).to_string()
                }

                fn render(&self) -> String {
                    let status = ::game_dsl::notation::status(self);
                    ::game_dsl::notation::render_columns(#width, #height, |cell| self.owner(cell), &status)
                }
            }
        }
    }
}

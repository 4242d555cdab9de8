//! Board games: a bitboard per player (the player to move, the other), moves by placement or
//! drop, wins by lines.
//!
//! [`lines`] generates the line tests (win, threats, evaluation windows); [`moves`] what depends
//! on how stones are played (legal cells, notation, tactics).

mod lines;
mod moves;

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

use super::masks::Board;
use super::{doc, hex, number, side_and_ply, type_header};
use crate::model::{Game, Grid, GridOrder, GridWin};

/// What the parts of a board game's generator share.
struct Context<'a> {
    grid: &'a Grid,
    board: Board,
    /// The bitboard type: `u16`, `u32`, `u64` or `u128`.
    bits: Ident,
    /// The length of a winning line.
    length: u32,
}

/// The type and `impl Game` of a board game.
pub fn expand(game: &Game, grid: &Grid) -> TokenStream {
    let board = Board {
        width: grid.width,
        height: grid.height,
    };
    let GridWin::Line(length) = grid.win;
    let cx = Context {
        grid,
        board,
        bits: Ident::new(board.bits_type(), Span::call_site()),
        length,
    };
    let name = &game.name;
    let vis = &game.vis;
    let header = type_header(game);
    let bits = &cx.bits;
    let cells = number(board.cells());
    let (width, height) = (number(grid.width), number(grid.height));
    let all = hex(board.all());
    let name_str = name.to_string();
    let line_items = lines::items(&cx);
    let evaluate = lines::evaluate(&cx);
    let move_items = moves::inherent_items(&cx);
    let game_moves = moves::game_items(&cx);
    let (order_doc, cell_order) = cell_order(&cx);
    let field_doc = doc(format!(
        "The stones of the player to move: bit `row * {} + column` for a stone there, row 0 at the top.",
        grid.width
    ));
    let stones_words = stones_words(bits);
    let side_ply = side_and_ply();

    quote! {
        #header
        #vis struct #name {
            #[doc = #field_doc]
            mine: #bits,
            /// The stones of the other player, bits as in `mine`.
            theirs: #bits,
            /// Whether the last move made a line.
            won: bool,
            /// The player to move.
            side: ::game_dsl::Player,
            /// Plies played.
            ply: u16,
        }

        impl #name {
            /// Columns of the board.
            pub const WIDTH: usize = #width;
            /// Rows of the board.
            pub const HEIGHT: usize = #height;
            /// Every cell of the board.
            const CELLS: #bits = #all;
            #[doc = #order_doc]
            const CELL_ORDER: [i32; #cells] = [#(#cell_order),*];

            #line_items

            #move_items

            /// The empty cells.
            #[inline]
            fn empty(&self) -> #bits {
                !(self.mine | self.theirs) & Self::CELLS
            }

            /// The owner of a cell, if any.
            pub fn owner(&self, cell: usize) -> Option<::game_dsl::Player> {
                if self.mine >> cell & 1 == 1 {
                    Some(self.side)
                } else if self.theirs >> cell & 1 == 1 {
                    Some(self.side.opponent())
                } else {
                    None
                }
            }

            /// The position from each player's stones and the side to move, checked.
            fn from_stones(
                stones: [#bits; 2],
                side: ::game_dsl::Player,
                text: &str,
            ) -> ::core::result::Result<Self, ::game_dsl::PositionError> {
                let (mine, theirs) = (stones[side.index()], stones[side.opponent().index()]);
                Self::check_layout(mine | theirs, text)?;
                if Self::has_line(mine) {
                    return Err(::game_dsl::PositionError::new(
                        text,
                        format!("{} is to move but already has a line", side.symbol()),
                    ));
                }
                let ply = (mine | theirs).count_ones() as u16;
                let won = Self::has_line(theirs);
                Ok(#name { mine, theirs, won, side, ply })
            }
        }

        impl ::game_dsl::Game for #name {
            type Move = ::game_dsl::Move;
            type Moves = ::game_dsl::MoveList<::game_dsl::Move, #cells>;
            type MoveIter = ::game_dsl::bits::Cells<#bits>;

            const NAME: &'static str = #name_str;
            const SCORING: ::game_dsl::Scoring = ::game_dsl::Scoring::Distance;

            fn start() -> Self {
                #name { mine: 0, theirs: 0, won: false, side: ::game_dsl::Player::First, ply: 0 }
            }

            #side_ply

            #[inline]
            fn moves(&self) -> Self::MoveIter {
                ::game_dsl::bits::Cells::new(self.playable())
            }

            #[inline]
            fn play(&mut self, mv: ::game_dsl::Move) {
                let placed = self.mine | 1 << mv.index();
                self.won = Self::has_line(placed);
                self.mine = self.theirs;
                self.theirs = placed;
                self.side = self.side.opponent();
                self.ply += 1;
            }

            #[inline]
            fn terminal_value(&self) -> Option<i32> {
                if self.won {
                    Some(-1)
                } else if self.mine | self.theirs == Self::CELLS {
                    Some(0)
                } else {
                    None
                }
            }

            #evaluate

            #[inline]
            fn hash(&self) -> u64 {
                ::game_dsl::hash::hash_words(&#stones_words, self.side.index())
            }

            #[inline]
            fn order_hint(&self, mv: ::game_dsl::Move) -> i32 {
                Self::CELL_ORDER[mv.index()]
            }

            /// The empty cells where the mover would complete a line after `mv`.
            #[inline]
            fn threats_after(&self, mv: ::game_dsl::Move) -> u32 {
                let placed = self.mine | 1 << mv.index();
                (Self::winning_cells(placed) & self.empty() & !(1 << mv.index())).count_ones()
            }

            #[inline]
            fn plies_left_bound(&self) -> u32 {
                self.empty().count_ones()
            }

            #[inline]
            fn winning_move(&self) -> Option<::game_dsl::Move> {
                let wins = self.playable() & Self::winning_cells(self.mine);
                (wins != 0).then(|| ::game_dsl::Move::new(wins.trailing_zeros() as u16))
            }

            #game_moves

            fn parse_position(text: &str) -> Result<Self, ::game_dsl::PositionError> {
                let grid = ::game_dsl::notation::parse_grid(text, #cells)?;
                let mut stones: [#bits; 2] = [0; 2];
                for (cell, owner) in grid.cells.iter().enumerate() {
                    if let Some(player) = owner {
                        stones[player.index()] |= 1 << cell;
                    }
                }
                let side = grid.side_or_alternating(text)?;
                Self::from_stones(stones, side, text)
            }

            fn position_string(&self) -> String {
                ::game_dsl::notation::grid_string(#cells, |cell| self.owner(cell), self.side)
            }
        }

        impl ::core::default::Default for #name {
            fn default() -> Self {
                <Self as ::game_dsl::Game>::start()
            }
        }

        impl ::core::fmt::Display for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(&<Self as ::game_dsl::Game>::render(self))
            }
        }
    }
}

/// The doc comment and values of `CELL_ORDER`, the tie-break of the move-ordering hint.
fn cell_order(cx: &Context) -> (syn::LitStr, Vec<syn::LitInt>) {
    let board = cx.board;
    match cx.grid.order {
        GridOrder::Lines => (
            doc(format!(
                "Move ordering: the number of lines of {} through each cell, so that central cells come first.",
                cx.length
            )),
            board
                .lines_through(cx.length)
                .into_iter()
                .map(number)
                .collect(),
        ),
        GridOrder::Centre => (
            doc("Move ordering: central columns first."),
            (0..board.cells())
                .map(|cell| {
                    let column = (cell % board.width) as i32;
                    // Twice the distance from the centre, so that even widths order symmetrically.
                    let off_centre = (2 * column - (board.width as i32 - 1)).unsigned_abs();
                    number(board.width - off_centre.div_ceil(2).min(board.width))
                })
                .collect(),
        ),
    }
}

/// The words hashed for a position: the stones of the player to move and of the other, as
/// `u64`s.
fn stones_words(bits: &Ident) -> TokenStream {
    if bits == "u128" {
        quote! {
            [
                self.mine as u64,
                (self.mine >> 64) as u64,
                self.theirs as u64,
                (self.theirs >> 64) as u64,
            ]
        }
    } else {
        quote! { [u64::from(self.mine), u64::from(self.theirs)] }
    }
}

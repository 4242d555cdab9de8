//! Board games: a bitboard per player, placement moves, wins by lines.

use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

use super::masks::{Board, LINE_DIRECTIONS, run_steps};
use super::{doc, hex, number, side_and_ply, type_header};
use crate::model::{Game, Grid, GridMoves, GridWin};

/// The type and `impl Game` of a board game.
pub fn expand(game: &Game, grid: &Grid) -> TokenStream {
    let board = Board {
        width: grid.width,
        height: grid.height,
    };
    let name = &game.name;
    let vis = &game.vis;
    let header = type_header(game);
    let bits = Ident::new(board.bits_type(), Span::call_site());
    let cells = board.cells();
    let cells_usize = number(cells);
    let (width, height) = (number(grid.width), number(grid.height));
    let all = hex(board.all());
    let name_str = name.to_string();
    let GridWin::Line(length) = grid.win;
    let lines = match board.line_table(length) {
        Some(_) => TokenStream::new(),
        None => line_items(board, length, &bits),
    };
    let has_line = has_line(board, length, &bits);
    let cell_order = board.lines_through(length).into_iter().map(number);
    let field_doc = doc(format!(
        "The stones of the player to move: bit `row * {} + column` for a stone there, row 0 at the top.",
        grid.width
    ));
    let stones_words = stones_words(&bits);
    let moves_items = match grid.moves {
        GridMoves::Place => place_moves(),
    };
    let struct_doc = doc(format!(
        "Move ordering: the number of lines of {length} through each cell, so that central cells come first."
    ));
    let side_ply = side_and_ply();
    let expected_move = syn::LitStr::new(&format!("a cell number 1..{cells}"), Span::call_site());

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
            #[doc = #struct_doc]
            const CELL_ORDER: [i32; #cells_usize] = [#(#cell_order),*];

            #lines

            #has_line

            /// The position from each player's stones and the side to move, checked.
            fn from_stones(
                stones: [#bits; 2],
                side: ::game_dsl::Player,
                text: &str,
            ) -> ::core::result::Result<Self, ::game_dsl::PositionError> {
                let (mine, theirs) = (stones[side.index()], stones[side.opponent().index()]);
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
            type Moves = ::game_dsl::MoveList<::game_dsl::Move, #cells_usize>;
            type MoveIter = ::game_dsl::bits::Cells<#bits>;

            const NAME: &'static str = #name_str;
            const SCORING: ::game_dsl::Scoring = ::game_dsl::Scoring::Distance;

            fn start() -> Self {
                #name { mine: 0, theirs: 0, won: false, side: ::game_dsl::Player::First, ply: 0 }
            }

            #side_ply

            #moves_items

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

            #[inline]
            fn hash(&self) -> u64 {
                ::game_dsl::hash::hash_words(&#stones_words, self.side.index())
            }

            #[inline]
            fn order_hint(&self, mv: ::game_dsl::Move) -> i32 {
                Self::CELL_ORDER[mv.index()]
            }

            fn parse_move(&self, text: &str) -> Result<::game_dsl::Move, ::game_dsl::MoveError> {
                ::game_dsl::notation::parse_cell_number(text, #cells_usize, #expected_move)
            }

            fn format_move(&self, mv: ::game_dsl::Move) -> String {
                (mv.index() + 1).to_string()
            }

            fn parse_position(text: &str) -> Result<Self, ::game_dsl::PositionError> {
                let grid = ::game_dsl::notation::parse_grid(text, #cells_usize)?;
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
                ::game_dsl::notation::grid_string(#cells_usize, |cell| self.owner(cell), self.side)
            }

            fn render(&self) -> String {
                let status = ::game_dsl::notation::status(self);
                ::game_dsl::notation::render_numbered(#width, #height, |cell| self.owner(cell), &status)
            }
        }

        impl #name {
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

/// `has_line`: a table lookup on a small board, shifts along each direction on a larger one.
fn has_line(board: Board, length: u32, bits: &Ident) -> TokenStream {
    if let Some(table) = board.line_table(length) {
        let words = number(table.len() as u32);
        let table = table.into_iter().map(|w| hex(w.into()));
        let table_doc = doc(format!(
            "Bit `s` tells whether the set of cells `s` holds a line of {length}: a lookup is cheaper \
             than shifts on a board of {} cells.",
            board.cells()
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
    let directions: Vec<Ident> = LINE_DIRECTIONS
        .into_iter()
        .filter(|&d| board.line_starts(d, length) != 0)
        .map(|d| format_ident!("LINES_{}", d.name))
        .collect();
    quote! {
        /// Whether `stones` hold a line in any direction.
        #[inline]
        fn has_line(stones: #bits) -> bool {
            (#(Self::runs(stones, Self::#directions.0) & Self::#directions.1)|*) != 0
        }
    }
}

/// The line constants (bit step and start cells per direction) and `runs`.
fn line_items(board: Board, length: u32, bits: &Ident) -> TokenStream {
    let constants = LINE_DIRECTIONS.into_iter().filter_map(|d| {
        let starts = board.line_starts(d, length);
        (starts != 0).then(|| {
            let name = format_ident!("LINES_{}", d.name);
            let shift = number(board.shift(d) as u32);
            let starts = hex(starts);
            let text = doc(format!(
                "Lines {}: the bit step, and the cells where such a line of {length} starts.",
                d.description
            ));
            quote! {
                #[doc = #text]
                const #name: (u32, #bits) = (#shift, #starts);
            }
        })
    });
    let mut previous = format_ident!("stones");
    let steps: Vec<TokenStream> = run_steps(length)
        .into_iter()
        .map(|(by, to)| {
            let run = format_ident!("run_{}", to);
            let shift = if by == 1 {
                quote!(step)
            } else {
                let by = number(by);
                quote!(#by * step)
            };
            let step = quote! { let #run = #previous & (#previous >> #shift); };
            previous = run;
            step
        })
        .collect();
    let runs_doc = doc(format!(
        "The cells where a run of {length} of `stones` starts, stepping `step` bits at a time \
         (runs that leave the board are masked out by the caller)."
    ));
    quote! {
        #(#constants)*

        #[doc = #runs_doc]
        #[inline(always)]
        fn runs(stones: #bits, step: u32) -> #bits {
            #(#steps)*
            #previous
        }
    }
}

/// The words hashed for a position: the stones of the player to move and of the other, as `u64`s.
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

/// `place`: a stone on any empty cell.
fn place_moves() -> TokenStream {
    quote! {
        #[inline]
        fn moves(&self) -> Self::MoveIter {
            let empty = if self.won { 0 } else { !(self.mine | self.theirs) & Self::CELLS };
            ::game_dsl::bits::Cells::new(empty)
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
    }
}

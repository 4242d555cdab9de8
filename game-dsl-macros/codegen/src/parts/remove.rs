//! [`Remove`]: one of the mover's stones taken off the board.

use proc_macro2::TokenStream;
use quote::quote;

use super::{DirConstants, Primitive, cell_names, direction_names};
use crate::geometry::{Board, Direction, Set};

/// `remove [at CELLS] [beside DIRECTIONS]`: one of the mover's stones taken off the board.
pub struct Remove {
    /// The cells it may be taken from.
    pub cells: Set,
    /// Directions in which it must have an empty neighbour (none: no condition).
    pub beside: Vec<Direction>,
}

impl Remove {
    /// The names of the cells, or "anywhere" for every cell.
    fn cell_names(&self, board: Board) -> String {
        if self.cells == board.all() {
            return "anywhere".to_string();
        }
        format!("at {}", cell_names(board, self.cells))
    }
}

impl Primitive for Remove {
    fn runtime_type(&self) -> TokenStream {
        quote!(::game_dsl::pieces::Remove)
    }

    fn constant(&self, board: Board, dirs: &mut DirConstants) -> TokenStream {
        let cells = crate::expand::pieces_mask(board, self.cells);
        let beside = dirs.slice(&self.beside);
        quote!(::game_dsl::pieces::Remove { cells: #cells, beside: #beside })
    }

    fn words(&self, _: &str, board: Board) -> String {
        if self.beside.is_empty() {
            format!("a stone is removed {}", self.cell_names(board))
        } else {
            format!(
                "a stone is removed {}, beside an empty cell {}",
                self.cell_names(board),
                direction_names(&self.beside)
            )
        }
    }

    fn captures(&self) -> bool {
        false
    }

    fn moves_stone(&self) -> bool {
        false
    }

    fn most_moves(&self, board: Board, _: u32) -> u32 {
        board.cells()
    }
}

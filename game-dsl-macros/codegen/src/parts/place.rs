//! [`Place`]: a stone or a shape of stones put on empty cells, a stone dropped, or a stone
//! that flanks the opponent's and flips them.

use proc_macro2::TokenStream;
use quote::quote;

use super::{DirConstants, Primitive, direction_names};
use crate::geometry::{Board, Direction};

/// `place` or `place domino ORIENTATION`: a stone, or a shape of stones, on empty cells;
/// `drop`: a stone on the lowest empty cell of a column; `place flanking DIRS` (`flank`: all
/// eight): a stone that flanks the opponent's stones along one of the directions, which flip.
pub struct Place {
    /// The other cells of the shape, one step from the anchor along each (none: one stone).
    pub shape: Vec<Direction>,
    /// The way the stone rests, its neighbour that way a stone or off the board (`drop`:
    /// down), or `None` for any empty cell.
    pub rest: Option<Direction>,
    /// The directions along which the stone must flank the opponent's stones, flipping them
    /// (none: it need not).
    pub flank: Vec<Direction>,
}

impl Primitive for Place {
    fn runtime_type(&self) -> TokenStream {
        quote!(::game_dsl::pieces::Place)
    }

    fn constant(&self, _: Board, dirs: &mut DirConstants) -> TokenStream {
        let shape = dirs.slice(&self.shape);
        let rest = match self.rest {
            Some(d) => {
                let d = dirs.one(d);
                quote!(Some(#d))
            }
            None => quote!(None),
        };
        let flank = dirs.slice(&self.flank);
        quote!(::game_dsl::pieces::Place { shape: #shape, rest: #rest, flank: #flank })
    }

    fn words(&self, _: &str, _: Board) -> String {
        if self.rest.is_some() {
            "a stone is dropped to the lowest empty cell of a column".to_string()
        } else if !self.flank.is_empty() {
            format!(
                "a stone is placed where it flanks the opponent's stones {}, which flip",
                direction_names(&self.flank)
            )
        } else if self.shape.is_empty() {
            "a stone is placed".to_string()
        } else {
            format!(
                "a domino is placed on an empty cell and the next one {}",
                direction_names(&self.shape)
            )
        }
    }

    fn captures(&self) -> bool {
        false
    }

    fn places(&self) -> bool {
        true
    }

    fn places_shape(&self) -> bool {
        !self.shape.is_empty()
    }

    fn drops(&self) -> bool {
        self.rest.is_some() && self.shape.is_empty() && self.flank.is_empty()
    }

    fn flips(&self) -> bool {
        !self.flank.is_empty()
    }

    fn moves_stone(&self) -> bool {
        false
    }

    fn most_moves(&self, board: Board, _: u32) -> u32 {
        if self.rest.is_some() {
            board.width
        } else {
            board.cells()
        }
    }
}

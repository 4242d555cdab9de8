//! The validated model of a game: everything the generator needs, nothing it must check.

use syn::{Attribute, Ident, Visibility};

/// A valid game declaration.
pub struct Game {
    /// Attributes for the generated type (doc comments among them).
    pub attrs: Vec<Attribute>,
    /// Visibility of the generated type.
    pub vis: Visibility,
    /// Name of the generated type.
    pub name: Ident,
    /// What kind of game it is.
    pub kind: Kind,
}

/// The families of games the generator knows.
pub enum Kind {
    /// Stones on a rectangular board.
    Grid(Grid),
    /// Tokens taken from a pile.
    Pile(Pile),
}

/// A game of stones on a `width x height` board.
pub struct Grid {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// How stones are played.
    pub moves: GridMoves,
    /// How a game is won.
    pub win: GridWin,
    /// The move-ordering hint.
    pub order: GridOrder,
    /// Weights of the windows evaluation, one per number of stones (1, 2, ...), if declared.
    pub windows: Option<Vec<u32>>,
}

/// The move-ordering hint of a board game (threats created come first in any case).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GridOrder {
    /// Central columns first.
    Centre,
    /// Cells on more winning lines first.
    Lines,
}

/// How stones are played on a grid.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GridMoves {
    /// On any empty cell.
    Place,
    /// In a column: the stone falls to the lowest empty cell.
    Drop,
}

/// How a grid game is won.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GridWin {
    /// A line of this many stones in any of the four directions; a full board is a draw.
    Line(u32),
}

/// A game of taking tokens from a pile; whoever takes the last token wins.
pub struct Pile {
    /// Tokens at the start.
    pub tokens: u32,
    /// Fewest tokens a move takes.
    pub take_min: u32,
    /// Most tokens a move takes.
    pub take_max: u32,
}

impl Grid {
    /// Number of cells.
    pub fn cells(&self) -> u32 {
        self.width * self.height
    }
}

//! Hex, on boards of 7 x 7 and 5 x 5.

use game_dsl::game;

game! {
    /// Hex on a 7 x 7 rhombus of hexagonal cells: X joins the top and bottom rows, O the left
    /// and right columns; there are no draws. X moves first; cells are named a1 (top left) to g7.
    pub Hex {
        board: 7 x 7,
        moves: place,
        win: connect,
        eval: distance 10,
    }
}

game! {
    /// Hex on 5 x 5.
    pub Hex5: Hex { board: 5 x 5 }
}

//! Y, on a triangle of 19 hexagons a side (OpenSpiel's `y` with `board_size=19`).

use game_dsl::game;

game! {
    /// Y on a triangle of 190 hexagonal cells, 19 a side: each player joins the three sides in
    /// one chain (a corner is on two sides); there are no draws. X moves first, with no swap.
    /// Cells are named a1 (the top-left corner) to s1 along the top and down to a19: column
    /// letter, row from the top, as OpenSpiel's `y` names its actions.
    pub Y {
        board: hex triangle 19,
        moves: place,
        win: connect,
        eval: distance 10,
    }
}

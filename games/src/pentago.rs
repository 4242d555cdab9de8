//! Pentago (OpenSpiel's `pentago`): a stone placed, then a quadrant turned.

use game_dsl::game;

game! {
    /// Pentago on a 6 x 6 board of four 3 x 3 quadrants. A turn places a stone of the mover on
    /// any empty cell, then turns one quadrant (any of the four, empty or not) a quarter
    /// clockwise or counter-clockwise. Five in a row, horizontally, vertically or diagonally,
    /// wins; it is tested for both sides after the whole turn, so a turn can make the
    /// opponent's line: a side that alone has one wins, and if both have one the game is a
    /// draw. A full board without a line (after 36 turns) is a draw. X moves first.
    /// A move is the square (column letter, row from the top), `:`, the quadrant (1 top left,
    /// 2 top right, 3 bottom left, 4 bottom right) and `+` clockwise or `-` counter-clockwise:
    /// `c3:4+`. OpenSpiel writes the square the same way and the turn as a letter `s` to `z`
    /// (its quadrants in the order top left, top right, bottom right, bottom left; each
    /// counter-clockwise then clockwise): its `c3x` is `c3:4+` here.
    pub Pentago {
        board: 6 x 6,
        moves: place then rotate quadrants,
        win: line 5,
    }
}

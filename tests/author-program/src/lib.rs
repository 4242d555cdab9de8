//! Three games declared by an author, outside the `gamedsl` crate, each named for the program in
//! a few lines: a hex board (a rhombus), stones that step, and stones that step before a quadrant
//! of the board turns. `main.rs` makes the whole `gamedsl` program of them; the tests drive it
//! as the bundled program's tests do.

use game_dsl::game;
use gamedsl::Bundled;

game! {
    /// Hex on a 4 x 4 rhombus: X joins the top and bottom rows, O the left and right columns.
    pub Hex4 { board: 4 x 4, moves: place, win: connect }
}

impl Bundled for Hex4 {
    const ID: &'static str = "hex4";
    const SUMMARY: &'static str = "Hex on 4 x 4; moves are cells a1-d4";
}

game! {
    /// Crossing on 4 x 4: four stones a side step up, down or sideways onto an empty cell; a
    /// side wins when its stones stand where the other side's started; a side that cannot move
    /// loses; 60 plies is a draw.
    pub Crossing {
        board: 4 x 4,
        start: { X: [a4, b4, c4, d4], O: [a1, b1, c1, d1] },
        moves: step orthogonal,
        blocked: lose,
        win: occupy,
        limit: 60,
    }
}

impl Bundled for Crossing {
    const ID: &'static str = "crossing";
    const SUMMARY: &'static str =
        "Four stones a side cross a 4 x 4 board; moves are steps such as `a4a3`";
}

game! {
    /// Turnstile on 4 x 4: three stones a side; a move steps a stone up, down or sideways onto
    /// an empty cell, then turns one of the four 2 x 2 quadrants a quarter; three in a row wins;
    /// 40 plies is a draw.
    pub Turnstile {
        board: 4 x 4,
        start: { X: [a4, b4, d3], O: [a1, c1, d2] },
        moves: step orthogonal then rotate quadrants,
        win: line 3,
        limit: 40,
    }
}

impl Bundled for Turnstile {
    const ID: &'static str = "turnstile";
    const SUMMARY: &'static str =
        "Step a stone, then turn a quadrant of a 4 x 4 board; moves such as `a4a3:1+`";
}

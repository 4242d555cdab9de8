//! A game of your own, declared with game-dsl, and its name and summary for the `gamedsl`
//! program made of it (see `main.rs`).

use game_dsl::game;
use gamedsl::Bundled;

game! {
    /// Three in a row on a 4 x 4 board: X and O place a stone on an empty cell in turn; three
    /// in a row, a column or a diagonal wins; a full board is a draw. Moves are the cells 1 to
    /// 16, row by row from the top left.
    pub MyGame {
        board: 4 x 4,
        moves: place,
        win: line 3,
    }
}

impl Bundled for MyGame {
    const ID: &'static str = "mygame";
    const SUMMARY: &'static str =
        "Three in a row on 4 x 4; moves are cells 1-16 row by row from the top left";
}

use game_dsl::game;

/// Returns a 64-bit score: the evaluation is an `i32`.
fn wide_score(_: &ConnectFour) -> i64 {
    0
}

/// Says whether the game is over, but not its value.
fn over(_: &ConnectFour) -> bool {
    false
}

game! {
    pub ConnectFour { board: 7 x 6, moves: drop, win: line 4, end: custom over, eval: custom wide_score }
}

fn main() {}

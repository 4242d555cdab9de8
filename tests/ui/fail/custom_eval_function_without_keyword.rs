use game_dsl::game;

fn bonus(_: &ConnectFour) -> i32 {
    0
}

game! {
    pub ConnectFour { board: 7 x 6, moves: drop, win: line 4, eval: { windows: [1, 4, 32], bonus } }
}

fn main() {}

use game_dsl::game;

game! {
    pub ConnectFour { board: 7 x 6, moves: drop, win: line 4, eval: { windows: [1, 4, 32], mobility: 3 } }
}

fn main() {}

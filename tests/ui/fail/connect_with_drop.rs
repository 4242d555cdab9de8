use game_dsl::game;

game! {
    pub Hex { board: 7 x 6, moves: drop, win: connect }
}

fn main() {}

use game_dsl::game;

game! {
    pub Hex { board: 32 x 2, moves: place, win: connect }
}

fn main() {}

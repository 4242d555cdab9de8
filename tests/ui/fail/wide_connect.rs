use game_dsl::game;

game! {
    pub Hex { board: 13 x 13, moves: place, win: connect }
}

fn main() {}

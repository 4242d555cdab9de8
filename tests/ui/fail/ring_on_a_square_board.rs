use game_dsl::game;

game! {
    pub Hex { board: 7 x 7, moves: place, win: ring }
}

fn main() {}

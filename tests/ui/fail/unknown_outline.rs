use game_dsl::game;

game! {
    pub Board { board: hex square 5, moves: place, win: connect }
}

fn main() {}

use game_dsl::game;

game! {
    pub Triangle { board: hex triangle 5, moves: place then rotate quadrants, win: line 3 }
}

fn main() {}

use game_dsl::game;

game! {
    pub Y { board: hex triangle 5, moves: place, win: connect 4 of edges }
}

fn main() {}

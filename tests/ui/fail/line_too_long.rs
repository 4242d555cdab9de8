use game_dsl::game;

game! {
    pub Small { board: 4 x 4, moves: place, win: line 5 }
}

fn main() {}

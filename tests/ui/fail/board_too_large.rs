use game_dsl::game;

game! {
    pub Gomoku { board: 15 x 15, moves: place, win: line 5 }
}

fn main() {}

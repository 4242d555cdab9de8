use game_dsl::game;

game! {
    pub { board: 3 x 3, moves: place, win: line 3 }
}

fn main() {}

use game_dsl::game;

game! {
    pub Huge { board: 40 x 40, moves: place, win: line 5 }
}

fn main() {}

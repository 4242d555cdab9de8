use game_dsl::game;

game! {
    pub Huge { board: 4294967296 x 6, moves: place, win: line 4 }
}

fn main() {}

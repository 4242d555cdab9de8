use game_dsl::game;

game! {
    pub Trivial { board: 3 x 3, moves: place, win: line 1 }
}

fn main() {}

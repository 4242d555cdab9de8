use game_dsl::game;

game! {
    pub Nothing { board: 0 x 3, moves: place, win: line 3 }
}

fn main() {}

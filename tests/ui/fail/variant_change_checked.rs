use game_dsl::game;

game! {
    pub Small { board: 3 x 3, moves: place, win: line 3 }
}

game! {
    pub Longer: Small { win: line 4 }
}

fn main() {}

use game_dsl::game;

game! {
    pub Misere { board: 3 x 3, moves: place, loose: line 3 }
}

game! {
    pub Lines { board: 3 x 3, moves: place, lose: lines 3 }
}

game! {
    pub LastTake { pile: 9, moves: take 1..=2, lose: last_take }
}

fn main() {}

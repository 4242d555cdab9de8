use game_dsl::game;

game! {
    pub WinAndLose { board: 3 x 3, moves: place, win: line 3, lose: line 3 }
}

game! {
    pub TooLong { board: 3 x 3, moves: place, lose: line 4 }
}

game! {
    pub OnAPile { pile: 9, moves: take 1..=2, lose: line 3 }
}

fn main() {}

use game_dsl::game;

fn six_stones(_: &TicTacToe) -> Option<i32> {
    None
}

game! {
    pub TicTacToe { board: 3 x 3, moves: place, win: line 3, end: six_stones }
}

fn main() {}

use game_dsl::game;

game! {
    pub TicTacToe { board: 3 x 3, moves: place, pass: when_blocked, win: line 3 }
}

fn main() {}

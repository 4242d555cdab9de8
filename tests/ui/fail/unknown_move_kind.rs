use game_dsl::game;

game! {
    pub TicTacToe { board: 3 x 3, moves: plaec, win: line 3 }
}

fn main() {}

use game_dsl::game;

game! {
    pub TicTacToe { board: 3 x 3, moves: take 1..=2, win: line 3 }
}

fn main() {}

use game_dsl::game;

game! {
    pub TicTacToe { board: 3 x 3, moves: place, win: line 3, limit: 9 }
}

fn main() {}

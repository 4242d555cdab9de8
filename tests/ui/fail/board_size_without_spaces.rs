use game_dsl::game;

game! {
    pub TicTacToe { board: 3x3, moves: place, win: line 3 }
}

fn main() {}

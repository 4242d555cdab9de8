use game_dsl::game;

game! {
    pub TicTacToe { board: 3 x 3, moves: place, wins: line 3 }
}

fn main() {}

use game_dsl::game;

game! {
    pub TicTacToe { board: 3 x 3 }
}

fn main() {}

use game_dsl::game;

game! {
    pub TicTacToe { board: 3 x 3, moves: place, win: last_take }
}

fn main() {}

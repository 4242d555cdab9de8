use game_dsl::game;

game! {
    pub TicTacToe { moves: place, win: line 3 }
}

fn main() {}

use game_dsl::game;

game! {
    pub ConnectFour { board: 7 x 6, moves: drop, win: line 4, eval: custom 5 }
}

fn main() {}

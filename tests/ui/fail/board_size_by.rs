use game_dsl::game;

game! {
    pub ConnectFour { board: 7 by 6, moves: place, win: line 4 }
}

fn main() {}

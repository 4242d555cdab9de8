use game_dsl::game;

game! {
    pub ConnectFour { board: 7 x 6, moves: drop, win: line 4, eval: { goal: 5, advance: 2 } }
}

fn main() {}

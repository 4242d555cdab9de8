use game_dsl::game;

game! {
    pub Nim { board: 3 x 3, piles: [3, 4], moves: take any, win: last_take }
}

fn main() {}

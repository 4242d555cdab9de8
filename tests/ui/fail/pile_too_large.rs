use game_dsl::game;

game! {
    pub Nim { piles: [3, 300], moves: take any, win: last_take }
}

fn main() {}

use game_dsl::game;

game! {
    pub Nim { piles: [7], moves: take any, win: last_take }
}

fn main() {}

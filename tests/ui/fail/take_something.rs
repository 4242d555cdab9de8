use game_dsl::game;

game! {
    pub Nim { piles: [3, 4, 5], moves: take all, win: last_take }
}

fn main() {}

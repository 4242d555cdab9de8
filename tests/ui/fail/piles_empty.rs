use game_dsl::game;

game! {
    pub Nim { piles: [], moves: take any, win: last_take }
}

fn main() {}

use game_dsl::game;

game! {
    pub Both { pile: 21, moves: take {1, 3, 4}, win: last_take, blocked: win }
}

game! {
    pub Twice { piles: [3, 4, 5], moves: take any, win: last_take, blocked: lose }
}

game! {
    pub Drawn { pile: 10, moves: take 1..=2, blocked: draw }
}

fn main() {}

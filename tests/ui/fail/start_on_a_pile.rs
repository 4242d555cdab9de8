use game_dsl::game;

game! {
    pub Tokens { pile: 5, start: { X: [a1] }, moves: take 1..=2, win: last_take }
}

fn main() {}

use game_dsl::game;

game! {
    pub Tokens { pile: 5, moves: take 0..=2, win: last_take }
}

fn main() {}

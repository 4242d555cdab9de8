use game_dsl::game;

game! {
    pub Tokens { pile: 5, moves: take 1..=2, win: majority }
}

fn main() {}

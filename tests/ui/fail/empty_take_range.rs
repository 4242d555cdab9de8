use game_dsl::game;

game! {
    pub Tokens { pile: 5, moves: take 3..=1, win: last_take }
}

fn main() {}

use game_dsl::game;

game! {
    pub Tokens { pile: 5, moves: take 1..3, win: last_take }
}

fn main() {}

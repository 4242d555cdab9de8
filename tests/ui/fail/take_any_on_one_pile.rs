use game_dsl::game;

game! {
    pub Tokens { pile: 5, moves: take any, win: last_take }
}

fn main() {}

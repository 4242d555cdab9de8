use game_dsl::game;

game! {
    pub Tokens { pile: 5, moves: place, win: line 3 }
}

fn main() {}

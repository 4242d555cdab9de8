use game_dsl::game;

game! {
    pub Subtraction { pile: 21, moves: take [1, 3, 4], blocked: draw }
}

fn main() {}

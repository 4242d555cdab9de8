use game_dsl::game;

game! {
    pub Subtraction { pile: 21, moves: take {1, 0, 3, 1, 64}, win: last_take }
}

fn main() {}

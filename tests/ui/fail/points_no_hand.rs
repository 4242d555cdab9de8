use game_dsl::game;

game! {
    pub NoHand {
        board: morris 3,
        moves: phases [step, fly at 3],
        lose: fewer 3,
    }
}

fn main() {}

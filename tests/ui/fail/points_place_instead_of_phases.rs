use game_dsl::game;

game! {
    pub Placed {
        board: morris 3,
        moves: place,
        lose: fewer 3,
    }
}

fn main() {}

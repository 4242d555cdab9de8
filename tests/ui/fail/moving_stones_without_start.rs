use game_dsl::game;

game! {
    pub Pawns {
        board: 8 x 8,
        moves: step forward,
    }
}

fn main() {}

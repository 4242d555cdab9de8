use game_dsl::game;

game! {
    pub Pawns {
        board: 30 x 4,
        start: { X: rows 4..=4, O: rows 1..=1 },
        moves: step forward,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Pawns {
        board: 12 x 12,
        start: { X: rows 11..=12, O: rows 1..=2 },
        moves: step forward,
    }
}

fn main() {}

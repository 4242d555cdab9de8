use game_dsl::game;

game! {
    pub Pawns {
        board: 8 x 8,
        start: { X: rows 7..=8, O: rows 1..=2 },
        moves: step forward,
        promote: far_row,
    }
}

fn main() {}

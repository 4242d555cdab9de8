use game_dsl::game;

game! {
    pub Pawns {
        board: 8 x 8,
        start: { X: rows 7..=9, O: rows 1..=2 },
        moves: step forward,
    }
}

fn main() {}

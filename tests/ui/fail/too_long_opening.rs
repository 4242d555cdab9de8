use game_dsl::game;

game! {
    pub LongOpening {
        board: 6 x 6,
        start: { X: rows 5..=6, O: rows 1..=2 },
        moves: jump orthogonal over enemy,
        opening: [
            remove, remove, remove, remove, remove, remove, remove, remove,
            remove, remove, remove, remove, remove, remove, remove, remove,
            remove,
        ],
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Steps {
        board: 8 x 8,
        start: { X: rows 7..=8, O: rows 1..=2 },
        moves: step all then optional step all then step all,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Draughts {
        board: 8 x 8,
        start: { X: rows 7..=8, O: rows 1..=2 },
        moves: jump diagonal over empty,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Counted {
        board: 8 x 8,
        start: { X: rows 1..=1, O: rows 8..=8 },
        moves: step all by count onto any,
        win: connected,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Rooks {
        board: 8 x 8,
        start: { X: rows 7..=8, O: rows 1..=2 },
        moves: slide forwards,
        win: reach far_row,
    }
}

fn main() {}

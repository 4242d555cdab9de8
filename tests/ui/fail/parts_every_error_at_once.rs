use game_dsl::game;

game! {
    pub Broken {
        board: 8 x 8,
        start: { X: rows 7..=8, O: rows 1..=3 },
        moves: [step forwad, jump diagonal over enemy],
        win: [reach far_row, capture_every],
        capture: mandatory,
        promote: far_row,
        quiet: 0,
    }
}

fn main() {}

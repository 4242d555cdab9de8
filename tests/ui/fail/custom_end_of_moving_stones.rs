use game_dsl::game;

// An end of moving stones with the wrong signature: the error is on the path.
fn three_left(pos: &Breakthrough) -> bool {
    let _ = pos;
    false
}

game! {
    pub Breakthrough {
        board: 5 x 5,
        start: { X: rows 5..=5, O: rows 1..=1 },
        moves: [step forward, step forward_diagonal onto any],
        win: [reach far_row, capture_all],
        end: custom three_left,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Draughts {
        board: 8 x 8,
        start: { X: rows 7..=8, O: rows 1..=2 },
        moves: { plain: step forward_diagonal, promoted: step diagonal },
        promote: back_row,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Draughts {
        board: 10 x 10,
        start: { X: dark rows 7..=10, O: dark rows 1..=4 },
        moves: {
            plain: [step forward_diagonal, jump diagonal over enemy chain],
            promoted: [slide diagonal, jump diagonal over enemy far chain],
        },
        capture: most,
        promote: far_row at ned,
    }
}

fn main() {}

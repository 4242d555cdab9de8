use game_dsl::game;

game! {
    pub Draughts {
        board: 10 x 10,
        start: { X: dark rows 7..=10, O: dark rows 1..=4 },
        moves: [step forward_diagonal, jump diagonal over enemy chain],
        capture: mots,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Mixed {
        board: 8 x 8,
        moves: [place domino vertical, take 1..=2],
    }
}

fn main() {}

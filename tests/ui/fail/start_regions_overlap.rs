use game_dsl::game;

game! {
    pub Clobber {
        board: 6 x 5,
        start: { X: dark, O: dark rows 1..=2 },
        moves: step orthogonal onto enemy,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Big {
        board: 12 x 11,
        start: "k9/10/10/10/10/10/10/K9 w - - 0 1",
        pieces: { king K: [leap (1, 0) all, leap (1, 1) all] },
        royal: king,
    }
}

fn main() {}

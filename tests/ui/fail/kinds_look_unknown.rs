use game_dsl::game;

game! {
    pub Courier {
        board: 8 x 8,
        look: figures,
        start: "k7/8/8/8/8/8/8/K7 w - - 0 1",
        pieces: { king K: [leap (1, 0) all, leap (1, 1) all] },
        royal: king,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub NoRoyal {
        board: 4 x 4,
        start: "r3/4/4/R3 w - - 0 1",
        pieces: { rook R: slide orthogonal },
        quiet: none,
        repeat: 4 draw { perpetual_check: 6 },
    }
}

game! {
    pub Misspelt {
        board: 4 x 4,
        start: "k3/4/4/K3 w - - 0 1",
        pieces: { king K: [leap (1, 0) all, leap (1, 1) all], rook R: slide orthogonal },
        royal: king,
        quiet: none,
        repeat: 4 draw { perpetual_checks: 6 },
    }
}

game! {
    pub NoChecks {
        board: 4 x 4,
        start: "k3/4/4/K3 w - - 0 1",
        pieces: { king K: [leap (1, 0) all, leap (1, 1) all], rook R: slide orthogonal },
        royal: king,
        quiet: none,
        repeat: 4 draw { perpetual_check: 0 },
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Mini {
        board: 4 x 4,
        start: "k3/4/4/K3 w - - 0 1",
        pieces: {
            king K: [leap (1, 0) all, leap (1, 1) all],
            pawn P: leap (1, 0) onto empty,
            rook R: slide orthogonal,
        },
        royal: king,
        hand: stolen returned,
        drop: [king within a1..d4, pawn within a2..d3, pawn within a1..d4, queen within a1..d4, rook within a1..e5],
    }
}

game! {
    pub Handless {
        board: 4 x 4,
        start: "k3/4/4/K3 w - - 0 1",
        pieces: { king K: [leap (1, 0) all, leap (1, 1) all], pawn P: leap (1, 0) onto empty },
        royal: king,
        drop: [pawn within a2..d3],
    }
}

game! {
    pub Wide {
        board: 16 x 8,
        start: "k78/88/88/88/88/88/88/K78 w - - 0 1",
        pieces: { king K: [leap (1, 0) all, leap (1, 1) all], pawn P: leap (1, 0) onto empty },
        royal: king,
        hand: captured,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Mini {
        board: 4 x 4,
        start: "k3/4/4/K3 w - - 0 1",
        pieces: {
            king K: [leap (1, 0) all, leap (1, 1) all],
            rook R: slide orthogonal,
            bishop B: slide diagonal,
        },
        royal: king,
        insufficient: [king alone, rook alone, rook same_colour, bishop sometimes, knight alone],
    }
}

game! {
    pub Kingless {
        board: 4 x 4,
        start: "k3/4/4/K3 w - - 0 1",
        pieces: { king K: [leap (1, 0) all, leap (1, 1) all], bishop B: slide diagonal },
        royal: none,
        insufficient: [bishop same_colour],
    }
}

fn main() {}

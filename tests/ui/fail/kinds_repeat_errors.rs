use game_dsl::game;

game! {
    pub Mini {
        board: 4 x 4,
        start: "k3/4/4/K3 w - - 0 1",
        pieces: { king K: [leap (1, 0) all, leap (1, 1) all], rook R: slide orthogonal },
        royal: king,
        repeat: 1 win,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Mini {
        board: 4 x 4,
        start: "k3/4/4/K3 w - - 0 1",
        pieces: { king K: [leap (1, 0) all, leap (1, 1) all], rook R: slide orthogonal },
        royal: king,
        castle: [K: a1 to c1 and e1 to b1 empty [b1, c1] safe [a1, b1, c1]],
    }
}

fn main() {}

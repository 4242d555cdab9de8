use game_dsl::game;

game! {
    pub Mini {
        board: 4 x 40,
        start: "k3/4/4/X3 w - - 0 1",
        pieces: {
            king K: [leap (1, 0) all, leap (0, 0) all],
            rook K: slide orthogonal,
            pawn p: [leap (1, 0) onto empty, run 2 from row 2],
        },
        promote: pawn at row 4 to [quene],
        royal: kings,
        castle: [K: a1 to c1 and z1 to b1 empty [b1] safe [a1]],
        capture: most,
        quiet: 100,
    }
}

fn main() {}

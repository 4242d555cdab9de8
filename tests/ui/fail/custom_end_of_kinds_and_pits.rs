use game_dsl::game;

// Ends of a game of kinds and of a game of pits with the wrong signatures: each error is on
// its path.
fn rook_taken(pos: &Rooks) -> bool {
    let _ = pos;
    false
}

fn store_full(pos: &Sowing) -> Option<bool> {
    let _ = pos;
    None
}

game! {
    pub Rooks {
        board: 4 x 4,
        start: "r2k/4/4/K2R w - - 0 1",
        pieces: {
            rook R: slide orthogonal,
            king K: [leap (1, 0) all, leap (1, 1) all],
        },
        royal: king,
        end: custom rook_taken,
    }
}

game! {
    pub Sowing {
        board: pits 2 x 6 with stores,
        start: 4 seeds,
        moves: sow { again in store, capture opposite },
        win: most seeds,
        end: custom store_full,
    }
}

fn main() {}

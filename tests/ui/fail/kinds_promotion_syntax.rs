use game_dsl::game;

game! {
    pub Zones {
        board: 5 x 5,
        start: "k4/5/5/5/K4 w - - 0 1",
        pieces: { king K: [leap (1, 0) all, leap (1, 1) all], pawn P: leap (1, 0), gold G: leap (1, 0) all },
        promote: [pawn at rows 4..5 to [gold] maybe],
        royal: king,
        hand: captured,
        drop: [pawn once per file],
    }
}

fn main() {}

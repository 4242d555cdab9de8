use game_dsl::game;

game! {
    pub Zones {
        board: 5 x 5,
        notation: usi,
        start: "k4/5/5/5/K4 b - 1",
        pieces: {
            king K: [leap (1, 0) all, leap (1, 1) all],
            pawn P: leap (1, 0),
            lance L: slide forward,
            gold G: [leap (1, 0) all, leap (1, 1)],
        },
        promote: [pawn at rows 5..4 to [gold] optional, lance at rows 4..5 to [gold], pawn at row 5 to [gold]],
        royal: king,
        hand: captured demoted,
        drop: [pawn one per column, pawn not mating, pawn not mating],
    }
}

game! {
    pub Unroyal {
        board: 5 x 5,
        start: "5/5/5/5/5 w - - 0 1",
        pieces: { pawn P: leap (1, 0) },
        enter: rows 4..6 win 3 points { knight: 5 },
    }
}

fn main() {}

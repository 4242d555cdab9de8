use game_dsl::game;

game! {
    pub Mini {
        board: 4 x 4,
        start: "k3/4/4/K3 w - - 0 1",
        pieces: { king K: [leap (1, 0) all, leap (1, 1) all], pawn P: leap (1, 0) onto empty },
        royal: king,
        hand: captured,
        drop: [pawn on a2..d3],
    }
}

fn main() {}

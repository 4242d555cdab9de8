use game_dsl::game;

// `repeat` on steps (the general primitives play them): its count and its result are checked.
game! {
    pub Shuffle {
        board: 4 x 4,
        start: { X: [a4], O: [d1] },
        moves: step all,
        win: capture_all,
        repeat: 1 end,
    }
}

fn main() {}

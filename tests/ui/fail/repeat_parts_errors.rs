use game_dsl::game;

// A game of parts: a repetition draws, from the second occurrence.
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

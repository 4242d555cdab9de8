use game_dsl::game;

// `repeat` needs moves made of parts (or pits, or kinds): not `step`.
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

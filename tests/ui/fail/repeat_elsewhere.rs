use game_dsl::game;

// Flanking games have no repetition: `repeat` belongs to games of parts, pits and kinds.
game! {
    pub Flips {
        board: 4 x 4,
        start: { X: [b2, c3], O: [b3, c2] },
        moves: flank,
        win: majority,
        repeat: 2 draw,
    }
}

fn main() {}

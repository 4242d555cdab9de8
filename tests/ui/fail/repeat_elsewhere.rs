use game_dsl::game;

// A turn that places then rotates has no repetition: `repeat` belongs to games of parts, pits
// and kinds.
game! {
    pub Turned {
        board: 6 x 6,
        moves: place then rotate quadrants,
        win: line 5,
        repeat: 2 draw,
    }
}

fn main() {}

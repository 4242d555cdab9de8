use game_dsl::game;

// Dropping games have no repetition: `repeat` belongs to games of parts, pits and kinds.
game! {
    pub Line {
        board: 3 x 3,
        moves: drop,
        win: line 3,
        repeat: 2 draw,
    }
}

fn main() {}

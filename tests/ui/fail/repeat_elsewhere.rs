use game_dsl::game;

// A game of blocks has no repetition: `repeat` belongs to games of parts, pits and kinds.
game! {
    pub Blocks {
        board: 9 x 9 in blocks 3 x 3,
        moves: place in block of last,
        win: line 3 of blocks won by line 3,
        repeat: 2 draw,
    }
}

fn main() {}

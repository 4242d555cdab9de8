use game_dsl::game;

game! {
    pub ExactBlocks {
        board: 9 x 9 in blocks 3 x 3,
        moves: place in block of last,
        win: line exactly 3 of blocks won by line 3,
    }
}

game! {
    pub ExactInBlocks {
        board: 9 x 9 in blocks 3 x 3,
        moves: place in block of last,
        win: line exactly 3,
    }
}

game! {
    pub ExactlyWhat {
        board: 9 x 9,
        moves: place,
        win: line exactly,
    }
}

fn main() {}

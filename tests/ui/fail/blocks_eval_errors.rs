use game_dsl::game;

game! {
    pub Ultimate {
        board: 9 x 9 in blocks 3 x 3,
        moves: place in block of last,
        win: line 3 of blocks won by line 3,
        eval: { windows: [1, 4], blocks: [20, 100, 400] },
    }
}

game! {
    pub Plain {
        board: 3 x 3,
        moves: place,
        win: line 3,
        eval: { blocks: [20, 100] },
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Blocks {
        board: 8 x 8 in blocks 2 x 2,
        moves: place in block of last,
        win: line 3 of blocks won by line 2,
    }
}

fn main() {}

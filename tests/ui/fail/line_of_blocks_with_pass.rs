use game_dsl::game;

game! {
    pub Blocks {
        board: 9 x 9 in blocks 3 x 3,
        moves: place in block of last,
        win: line 3 of blocks won by line 3,
        pass: when_blocked,
    }
}

fn main() {}

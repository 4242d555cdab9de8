use game_dsl::game;

game! {
    pub Blocks {
        board: 9 x 9,
        moves: place in block of last,
        win: line 3 of blocks won by line 3,
    }
}

fn main() {}

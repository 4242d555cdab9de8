use game_dsl::game;

game! {
    pub TooBig {
        board: edges of 8 x 7 boxes,
        moves: draw { again on box },
        win: most boxes,
    }
}

fn main() {}

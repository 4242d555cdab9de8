use game_dsl::game;

game! {
    pub Twice {
        board: edges of 2 x 2 boxes,
        moves: draw { again on box, again on box },
        win: most boxes,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub NoBox {
        board: edges of 0 x 2 boxes,
        moves: draw { again on box },
        win: most boxes,
    }
}

fn main() {}

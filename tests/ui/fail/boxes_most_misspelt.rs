use game_dsl::game;

game! {
    pub MostBoxs {
        board: edges of 2 x 2 boxes,
        moves: draw,
        win: most boxs,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Corners {
        board: 3 x 3,
        moves: place,
        win: reach far_row,
    }
}

fn main() {}

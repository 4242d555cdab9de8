use game_dsl::game;

game! {
    pub Columns {
        board: 7 x 6,
        moves: drop,
        win: capture_all,
    }
}

fn main() {}

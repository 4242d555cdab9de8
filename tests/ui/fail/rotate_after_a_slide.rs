use game_dsl::game;

game! {
    pub Turning {
        board: 6 x 6,
        moves: slide all then rotate quadrants,
        win: line 5,
    }
}

fn main() {}

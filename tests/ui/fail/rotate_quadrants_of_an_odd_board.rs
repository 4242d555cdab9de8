use game_dsl::game;

game! {
    pub Turning {
        board: 5 x 5,
        moves: place then rotate quadrants,
        win: line 4,
    }
}

fn main() {}

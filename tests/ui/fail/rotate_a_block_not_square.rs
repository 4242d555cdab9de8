use game_dsl::game;

game! {
    pub Turning {
        board: 6 x 6,
        moves: place then rotate 3 x 2,
        win: line 5,
    }
}

fn main() {}

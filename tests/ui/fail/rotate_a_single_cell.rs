use game_dsl::game;

game! {
    pub Turning {
        board: 6 x 6,
        moves: place then rotate 1 x 1,
        win: line 5,
    }
}

fn main() {}

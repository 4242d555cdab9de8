use game_dsl::game;

game! {
    pub Arrows {
        board: 8 x 8,
        moves: place then shoot all,
    }
}

fn main() {}

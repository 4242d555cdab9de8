use game_dsl::game;

game! {
    pub Mixed {
        board: 7 x 6,
        moves: [drop, step forward],
    }
}

fn main() {}

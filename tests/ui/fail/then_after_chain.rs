use game_dsl::game;

game! {
    pub Hops {
        board: 8 x 8,
        start: { X: dark rows 6..=8, O: dark rows 1..=3 },
        moves: jump diagonal over enemy chain then place,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Konane {
        board: 6 x 6,
        start: { X: dark, O: light },
        moves: jump orthogonal over enemy chain straigth,
    }
}

fn main() {}

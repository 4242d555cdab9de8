use game_dsl::game;

game! {
    pub Konane {
        board: 6 x 6,
        start: { X: dark, O: light },
        opening: [remove at c3, remove beside orthogonal],
        moves: jump orthogonal over enemy,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Clobber {
        board: 6 x 5,
        start: { X: drak, O: light },
        moves: step orthogonal onto enemy,
    }
}

fn main() {}

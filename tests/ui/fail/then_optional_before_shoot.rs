use game_dsl::game;

game! {
    pub Amazons {
        board: 10 x 10,
        start: { X: [a7, d10], O: [a4, d1] },
        moves: slide all then optional shoot all,
    }
}

fn main() {}

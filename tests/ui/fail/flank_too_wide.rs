use game_dsl::game;

game! {
    pub Long { board: 30 x 2, start: { X: [a1], O: [b1] }, moves: flank, win: majority }
}

fn main() {}

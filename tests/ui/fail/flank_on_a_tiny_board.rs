use game_dsl::game;

game! {
    pub Tiny { board: 2 x 2, start: { X: [a1], O: [b2] }, moves: flank, win: majority }
}

fn main() {}

use game_dsl::game;

game! {
    pub Othello { board: 8 x 8, start: { X: [e4, d5], O: [d4, e5] }, moves: flank, pass: sometimes, win: majority }
}

fn main() {}

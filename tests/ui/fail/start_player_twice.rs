use game_dsl::game;

game! {
    pub Othello { board: 8 x 8, start: { X: [e4], O: [d4, e5], X: [d5] }, moves: flank, win: majority }
}

fn main() {}

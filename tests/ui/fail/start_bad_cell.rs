use game_dsl::game;

game! {
    pub Othello { board: 8 x 8, start: { X: [e4, 5d], O: [d4, e5] }, moves: flank, win: majority }
}

fn main() {}

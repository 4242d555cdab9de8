use game_dsl::game;

game! {
    pub Othello { board: 8 x 8, start: { X: [a1, h8], O: [d4] }, moves: flank, pass: when_blocked, win: majority }
}

fn main() {}

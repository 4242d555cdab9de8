use game_dsl::game;

game! {
    pub Othello { board: 8 x 8, start: { B: [e4, d5], W: [d4, e5] }, moves: flank, win: majority }
}

fn main() {}

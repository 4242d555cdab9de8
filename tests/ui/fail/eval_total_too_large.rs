use game_dsl::game;

game! {
    pub Othello { board: 8 x 8, start: { X: [e4, d5], O: [d4, e5] }, moves: flank, pass: when_blocked, win: majority, eval: { mobility: 130000, frontier: -130000, squares: quarter [100, -20, 10, 5, -20, -50, -2, -2, 10, -2, -1, -1, 5, -2, -1, -1] } }
}

fn main() {}

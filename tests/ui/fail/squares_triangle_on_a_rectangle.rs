use game_dsl::game;

game! {
    pub Wide { board: 8 x 6, start: { X: [e3, d4], O: [d3, e4] }, moves: flank, win: majority, eval: squares triangle [100, -20, 10, 5, -50, -2, -2, -1, -1, -1] }
}

fn main() {}

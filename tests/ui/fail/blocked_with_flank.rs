use game_dsl::game;

game! {
    pub Othello4 { board: 4 x 4, start: { X: [b2, c3], O: [b3, c2] }, moves: flank, blocked: lose, win: majority }
}

fn main() {}

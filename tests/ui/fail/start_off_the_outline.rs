use game_dsl::game;

game! {
    pub Stepping {
        board: hex hexagon 4,
        start: { X: [a1], O: [d4] },
        moves: step all,
        win: connect 2 of corners,
    }
}

// The cells of moving stones are checked as a placing game's: each on the board, listed once.
game! {
    pub Listed {
        board: 6 x 6,
        start: { X: [a1, b1, a1], O: [f6, g7] },
        moves: step orthogonal onto empty,
        win: reach far_row,
    }
}

fn main() {}

//! Othello, and its 6 x 6 variant.

use game_dsl::game;

game! {
    /// Othello (Reversi) on 8 x 8: play a stone that brackets a line of opposing stones between
    /// it and one of yours, in any of the eight directions, and flip them; a side that cannot
    /// play passes; when neither can, most stones wins. X (black) moves first; squares are
    /// named a1 (top left) to h8, a pass `ps`.
    pub Othello {
        board: 8 x 8,
        start: { X: [e4, d5], O: [d4, e5] },
        moves: flank,
        pass: when_blocked,
        win: majority,
        order: squares,
        eval: {
            // a1 b1 c1 d1, b2 c2 d2, c3 d3, d4; mirrored eight ways.
            squares: triangle [100, -20, 10, 5, -50, -2, -2, -1, -1, -1],
            mobility: 5,
        },
    }
}

game! {
    /// Othello on 6 x 6: the rules of [`Othello`] on a smaller board, squares a1 to f6.
    pub Othello6: Othello {
        board: 6 x 6,
        start: { X: [d3, c4], O: [c3, d4] },
        eval: {
            // a1 b1 c1, b2 c2, c3.
            squares: triangle [100, -20, 10, -50, -2, -1],
            mobility: 5,
        },
    }
}

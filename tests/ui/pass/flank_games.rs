use game_dsl::{game, Game, GameExt, Move, Notation};

game! {
    /// Othello with the square table written for a quarter of the board, and a frontier term.
    pub Othello {
        board: 8 x 8,
        start: { X: [e4, d5], O: [d4, e5] },
        moves: flank,
        pass: when_blocked,
        win: majority,
        order: squares,
        eval: {
            squares: quarter [
                100, -20, 10, 5,
                -20, -50, -2, -2,
                10, -2, -1, -1,
                5, -2, -1, -1,
            ],
            mobility: 5,
            frontier: -2,
        },
    }
}

game! {
    /// The 6 x 6 board with a full table and no pass: a blocked side ends the game.
    pub Small {
        board: 6 x 6,
        start: { X: [d3, c4], O: [c3, d4] },
        moves: flank,
        pass: never,
        win: majority,
        eval: squares [
            9, 1, 3, 3, 1, 9,
            1, 0, 2, 2, 0, 1,
            3, 2, 1, 1, 2, 3,
            3, 2, 1, 1, 2, 3,
            1, 0, 2, 2, 0, 1,
            9, 1, 3, 3, 1, 9,
        ],
    }
}

game! {
    /// No evaluation and no ordering: generation order.
    pub Bare { board: 4 x 4, start: { X: [b3, c2], O: [b2, c3] }, moves: flank, pass: when_blocked, win: majority }
}

game! {
    /// Odd sizes mirror around the middle row and column.
    pub Odd {
        board: 7 x 5,
        start: { X: [d2, c3], O: [c2, d3] },
        moves: flank,
        pass: when_blocked,
        win: majority,
        eval: { squares: quarter [4, 1, 2, 2, 1, 0, 1, 1, 2, 1, 1, 1] },
    }
}

game! {
    /// A line game may also start from a layout and weigh squares.
    pub Started {
        board: 4 x 4,
        start: { X: [a1], O: [d4] },
        moves: place,
        win: line 3,
        eval: { squares: triangle [3, 1, 4], frontier: -1, windows: [1, 5] },
    }
}

game! {
    /// Connect Four's single-term evaluation, written in braces.
    pub Four { board: 7 x 6, moves: drop, win: line 4, order: centre, eval: { windows: [1, 4, 32] } }
}

fn main() {
    assert_eq!(Othello::start().legal_moves().len(), 4);
    assert_eq!(Othello::start().play_sequence("f5d6c3").unwrap().ply(), 3);
    assert!(Othello::start().evaluate() == 0);
    assert_eq!(Small::start().legal_moves().len(), 4);
    assert!(Small::start().evaluate() == 0);
    assert_eq!(Bare::start().legal_moves().len(), 4);
    assert_eq!(Bare::start().order_hint(Move::new(0)), 0);
    assert_eq!(Odd::start().legal_moves().len(), 4);
    let started = Started::start();
    assert_eq!(started.legal_moves().len(), 14);
    assert_eq!(started.position_string(), "X--------------O X");
    assert_eq!(Started::parse_position("X--------------O X").unwrap().ply(), 0);
    assert_eq!(Four::start().legal_moves().len(), 7);
}

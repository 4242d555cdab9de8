use game_dsl::game;

game! {
    pub NoStock {
        board: 9 x 9,
        start: { X: [e9], O: [e1] },
        moves: step or jump or wall 2,
        win: reach far_row,
    }
}

game! {
    pub TwoPawns {
        board: 9 x 9,
        start: { X: [d9, e9], O: [e1] },
        moves: step or jump or wall 2 { stock: 10 },
        win: reach far_row,
        blocked: lose,
    }
}

game! {
    pub MiddleStart {
        board: 5 x 5,
        start: { X: [c3], O: [c1] },
        moves: step or jump or wall 9 { stock: 3, stock: 4 },
        win: line 3,
    }
}

game! {
    pub Misspelt {
        board: 5 x 5,
        start: { X: [c5], O: [c1] },
        moves: step or jump or wall 2 { stocks: 3 },
        win: reach far_row,
    }
}

fn main() {}

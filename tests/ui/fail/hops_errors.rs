use game_dsl::game;

game! {
    pub NoStart {
        board: hex star 4,
        moves: step or hop chain,
        win: line 4,
        blocked: lose,
    }
}

game! {
    pub DarkStart {
        board: hex star 2,
        start: { X: dark, O: rows 8..=9 },
        moves: step or hop,
        win: occupy,
    }
}

game! {
    pub Misspelt {
        board: hex star 2,
        start: { X: rows 1..=2, O: rows 8..=9 },
        moves: step or hop chained,
        win: occupy,
    }
}

game! {
    pub PlacedOnAStar {
        board: hex star 4,
        moves: place,
        win: connect,
    }
}

game! {
    /// A cell listed twice and a cell beyond the rectangle, on the hopping kernel's board.
    pub ListedTwice {
        board: 6 x 6,
        start: { X: [a1, b1, a1], O: [f6, g9] },
        moves: step or hop chain,
        win: occupy,
    }
}

fn main() {}

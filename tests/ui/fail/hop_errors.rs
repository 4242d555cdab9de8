use game_dsl::game;

game! {
    pub HopOverEnemy {
        board: 6 x 6,
        start: { X: [a1], O: [f6] },
        moves: [step all, hop all over enemy],
        win: occupy,
    }
}

game! {
    pub HopStraight {
        board: 6 x 6,
        start: { X: [a1], O: [f6] },
        moves: [step all, hop all chain straight],
        win: occupy,
    }
}

game! {
    pub HopChained {
        board: 6 x 6,
        start: { X: [a1], O: [f6] },
        moves: [step all, hop all chians],
        win: occupy,
    }
}

game! {
    pub HopNowhere {
        board: 6 x 6,
        start: { X: [a1], O: [f6] },
        moves: [step all, hop],
        win: occupy,
    }
}

game! {
    pub HopsAlone {
        board: 6 x 6,
        start: { X: [a1], O: [f6] },
        moves: hop all chain,
        win: occupy,
        capture: compulsory,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub LeapAndRules {
        board: 8 x 8,
        moves: place then link (2, 1) { crossing: never, swap: rotate },
        win: connect,
    }
}

game! {
    pub OtherEnd {
        board: 8 x 8,
        moves: place then link (1, 2) { crossing: never, swap: rotate, swap: rotate },
        win: line 4,
        start: { X: [c3] },
    }
}

game! {
    pub NotSquare {
        board: 8 x 6,
        moves: place then link (1, 2) { swap: rotate },
        win: connect,
    }
}

game! {
    pub Misspelt {
        board: 8 x 8,
        moves: place then link (1, 2) { crosing: never },
        win: connect,
    }
}

game! {
    pub Shut {
        board: 8 x 8,
        moves: place then link (1, 2) { enemy_edges: shut },
        win: connect,
    }
}

fn main() {}

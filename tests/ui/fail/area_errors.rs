use game_dsl::game;

game! {
    pub PassesForEver {
        board: 5 x 5,
        moves: place enclose orthogonal,
        pass: always,
        win: line 4,
    }
}

game! {
    pub NoPasser {
        board: 5 x 5,
        moves: place,
        win: area { komi: 0.5, passes: 2 },
    }
}

game! {
    pub PassesUncounted {
        board: 5 x 5,
        moves: place,
        pass: always,
        win: area { komi: 0.5 },
    }
}

game! {
    pub PassesZero {
        board: 5 x 5,
        moves: place,
        pass: always,
        win: area { passes: 0 },
    }
}

game! {
    pub TwoWins {
        board: 5 x 5,
        moves: place,
        win: area { komi: 0.5 },
        win: line 4,
    }
}

game! {
    pub TwoPasses {
        board: 5 x 5,
        moves: place,
        pass: always,
        pass: when_blocked,
        win: area { passes: 2 },
    }
}

game! {
    pub TwoLimits {
        board: 5 x 5,
        moves: place enclose orthogonal,
        pass: always,
        limit: 60,
        win: area { passes: 2, limit: 50 },
    }
}

game! {
    pub Unlimited {
        board: 5 x 5,
        moves: place enclose orthogonal,
        pass: always,
        win: area { komi: 0.5, passes: 2 },
    }
}

game! {
    pub Blocked {
        board: 5 x 5,
        moves: place,
        blocked: lose,
        win: area { komi: 0.5 },
    }
}

fn main() {}

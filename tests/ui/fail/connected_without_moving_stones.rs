use game_dsl::game;

// Placed dominoes never move: joining them is no end of a game of parts.
game! {
    pub Joined {
        board: 6 x 6,
        moves: place domino vertical,
        win: connected,
    }
}

// Nor of a game of placements.
game! {
    pub Placed {
        board: 6 x 6,
        moves: place,
        win: connected,
    }
}

fn main() {}

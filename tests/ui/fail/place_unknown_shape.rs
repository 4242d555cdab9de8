use game_dsl::game;

game! {
    pub Domineering {
        board: 8 x 8,
        moves: place dominoe vertical,
    }
}

game! {
    pub Flips {
        board: 8 x 8,
        start: { X: [e4, d5], O: [d4, e5] },
        moves: place flankng all,
        win: majority,
    }
}

game! {
    pub Flanked {
        board: 8 x 8,
        start: { X: [e4, d5], O: [d4, e5] },
        moves: place flanking,
        win: majority,
    }
}

fn main() {}

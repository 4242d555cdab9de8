use game_dsl::game;

game! {
    pub AreaErrors {
        board: 9 x 9,
        moves: place then capture groups { ko: simple, ko: simple },
        win: area { komi: 7.25, passes: 2 },
    }
}

game! {
    pub NoPassesNoLimit {
        board: 26 x 12,
        moves: place then capture groups,
        pass: always,
        win: area { komi: 6 },
        limit: 100,
        start: { X: [a1] },
    }
}

fn main() {}

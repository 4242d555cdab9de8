use game_dsl::game;

game! {
    pub Misspelt {
        board: 9 x 9,
        moves: place then capture groups { suicide: illegal, ko: simpel },
        pass: always,
        win: area { komi: 7.5, passes: 2, limit: 162 },
    }
}

fn main() {}

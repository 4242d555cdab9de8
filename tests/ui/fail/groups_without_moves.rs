use game_dsl::game;

game! {
    pub Scored {
        board: 9 x 9 in blocks 3 x 3,
        moves: place in block of last,
        pass: always,
        win: area { komi: 7.5, passes: 2, limit: 162 },
    }
}

fn main() {}

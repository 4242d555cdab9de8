use game_dsl::game;

game! {
    pub Twice {
        board: pits 2 x 6,
        start: 4 seeds,
        moves: sow { skip origin, capture 2 3, must feed, skip origin, capture 3 },
        win: most seeds { no move, over half, no move },
    }
}

fn main() {}

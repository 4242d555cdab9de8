use game_dsl::game;

game! {
    pub Endless {
        board: pits 2 x 6,
        start: 4 seeds,
        moves: sow { skip origin, capture 2 3 backward },
        win: most seeds { no move, over half },
        limit: 0,
    }
}

fn main() {}

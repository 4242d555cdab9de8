use game_dsl::game;

game! {
    pub Sowing {
        board: pits 2 x 3,
        start: 2 seeds,
        moves: sow { skip origin, capture 2 3 backward },
        win: most seeds { no move },
        repeat: twice end,
    }
}

fn main() {}

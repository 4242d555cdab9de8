use game_dsl::game;

game! {
    pub TooLarge {
        board: pits 2 x 6,
        start: 4 seeds,
        moves: sow { capture 2 40 backward },
        win: most seeds,
    }
}

fn main() {}

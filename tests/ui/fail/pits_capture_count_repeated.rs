use game_dsl::game;

game! {
    pub Repeated {
        board: pits 2 x 6,
        start: 4 seeds,
        moves: sow { capture 2 3 2 },
        win: most seeds,
    }
}

fn main() {}

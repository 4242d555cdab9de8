use game_dsl::game;

game! {
    pub NoPits {
        board: 2 x 6,
        start: 4 seeds,
        moves: sow,
        win: most seeds,
    }
}

fn main() {}

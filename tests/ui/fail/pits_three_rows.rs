use game_dsl::game;

game! {
    pub ThreeRows {
        board: pits 3 x 6 with stores,
        start: 4 seeds,
        moves: sow,
        win: most seeds,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Heavy {
        board: pits 2 x 6 with stores,
        start: 30 seeds,
        moves: sow { again in store, again in store },
        win: most seeds,
    }
}

fn main() {}

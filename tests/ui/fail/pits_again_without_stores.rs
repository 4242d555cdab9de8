use game_dsl::game;

game! {
    pub NoStores {
        board: pits 2 x 6,
        start: 4 seeds,
        moves: sow { again in store, capture opposite },
        win: most seeds,
    }
}

fn main() {}

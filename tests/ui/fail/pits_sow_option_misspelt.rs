use game_dsl::game;

game! {
    pub Misspelt {
        board: pits 2 x 6 with stores,
        start: 4 seeds,
        moves: sow { agian in store },
        win: most seeds,
    }
}

fn main() {}

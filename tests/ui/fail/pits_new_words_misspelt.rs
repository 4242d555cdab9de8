use game_dsl::game;

game! {
    pub Misspelt {
        board: pits 2 x 6,
        start: 4 seeds,
        moves: sow { skip orign },
        win: most seeds { ovr half },
    }
}

fn main() {}

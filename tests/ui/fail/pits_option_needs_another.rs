use game_dsl::game;

game! {
    pub Needs {
        board: pits 2 x 6,
        start: 4 seeds,
        moves: sow { no grand slam, must feed },
        win: most seeds { over half },
    }
}

fn main() {}

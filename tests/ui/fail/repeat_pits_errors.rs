use game_dsl::game;

// A game of pits: a repetition ends the game (counted) or draws, and nothing else.
game! {
    pub Sowing {
        board: pits 2 x 3,
        start: 2 seeds,
        moves: sow { skip origin, capture 2 3 backward, no grand slam, must feed },
        win: most seeds { no move, over half },
        repeat: 256 lose,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub CountsSeeds {
        board: edges of 2 x 2 boxes,
        moves: draw,
        win: most seeds,
    }
}

fn main() {}

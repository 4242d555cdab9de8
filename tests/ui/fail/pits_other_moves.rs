use game_dsl::game;

game! {
    pub Placed {
        board: pits 2 x 6 with stores,
        start: 4 seeds,
        moves: place,
        win: line 3,
        order: centre,
    }
}

fn main() {}

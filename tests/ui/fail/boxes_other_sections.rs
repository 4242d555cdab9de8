use game_dsl::game;

game! {
    pub Placed {
        board: edges of 2 x 2 boxes,
        moves: place,
        win: line 3,
        order: centre,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub NoEdges {
        board: 3 x 3,
        moves: draw,
        win: most boxes,
    }
}

fn main() {}

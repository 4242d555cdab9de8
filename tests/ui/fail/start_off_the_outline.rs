use game_dsl::game;

game! {
    pub Stepping {
        board: hex hexagon 4,
        start: { X: [a1], O: [d4] },
        moves: step all,
        win: connect 2 of corners,
    }
}

fn main() {}

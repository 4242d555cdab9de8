use game_dsl::game;

game! {
    pub Stepping {
        board: hex hexagon 4,
        moves: [place, step orthogonal],
        win: ring,
    }
}

fn main() {}

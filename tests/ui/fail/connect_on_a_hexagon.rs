use game_dsl::game;

game! {
    pub Havannah { board: hex hexagon 8, moves: place, win: connect }
}

fn main() {}

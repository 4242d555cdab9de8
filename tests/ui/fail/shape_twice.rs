use game_dsl::game;

game! {
    pub H { board: hex hexagon 4, moves: place, win: ring or connect 2 of corners or ring }
}

fn main() {}

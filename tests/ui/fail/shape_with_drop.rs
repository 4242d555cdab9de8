use game_dsl::game;

game! {
    pub H { board: hex hexagon 4, moves: drop, win: ring }
}

fn main() {}

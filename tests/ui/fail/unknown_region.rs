use game_dsl::game;

game! {
    pub H { board: hex hexagon 4, moves: place, win: connect 3 of sides }
}

fn main() {}

use game_dsl::game;

game! {
    pub Hex { board: 5 x 5, moves: place, win: connect, order: centre }
}

fn main() {}

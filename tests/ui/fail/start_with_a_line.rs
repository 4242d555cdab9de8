use game_dsl::game;

game! {
    pub Started { board: 3 x 3, start: { X: [a1, b2, c3] }, moves: place, win: line 3 }
}

fn main() {}

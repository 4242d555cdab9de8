use game_dsl::game;

game! {
    pub Opened { board: 15 x 15, start: { X: [h8] }, moves: place, win: line 5 }
}

fn main() {}

use game_dsl::game;

game! {
    pub Gravity { board: 7 x 6, start: { X: [d6], O: [c5] }, moves: drop, win: line 4 }
}

fn main() {}

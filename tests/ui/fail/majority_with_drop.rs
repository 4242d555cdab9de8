use game_dsl::game;

game! {
    pub Gravity { board: 7 x 6, moves: drop, win: majority }
}

fn main() {}

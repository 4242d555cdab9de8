use game_dsl::game;

game! {
    pub Othello { board: 8 x 8, moves: flank, pass: when_blocked, win: majority }
}

fn main() {}

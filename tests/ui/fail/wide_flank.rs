use game_dsl::game;

game! {
    pub BigOthello { board: 12 x 12, moves: flank, pass: when_blocked, win: majority }
}

fn main() {}

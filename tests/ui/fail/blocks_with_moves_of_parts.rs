use game_dsl::game;

game! {
    pub Blocks {
        board: 6 x 6 in blocks 3 x 3,
        start: { X: [a6], O: [a1] },
        moves: [step forward],
        win: reach far_row,
    }
}

fn main() {}

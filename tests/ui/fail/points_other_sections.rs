use game_dsl::game;

game! {
    pub Others {
        board: morris 3,
        start: { X: [a1], O: [g7] },
        moves: phases [place from hand 9, step],
        win: line 3,
        blocked: draw,
    }
}

fn main() {}

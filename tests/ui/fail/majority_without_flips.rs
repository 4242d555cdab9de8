use game_dsl::game;

game! {
    pub Counted {
        board: 5 x 5,
        start: { X: rows 5..=5, O: rows 1..=1 },
        moves: step all onto enemy,
        win: majority,
    }
}

game! {
    pub Blocked {
        board: 6 x 6,
        start: { X: [d3, c4], O: [c3, d4] },
        moves: place flanking orthogonal,
        win: majority,
        blocked: draw,
    }
}

fn main() {}

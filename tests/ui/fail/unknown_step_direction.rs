use game_dsl::game;

game! {
    pub Kono {
        board: 5 x 5,
        start: { X: [a5, b5, c5, d5, e5, a4, e4], O: [a1, b1, c1, d1, e1, a2, e2] },
        moves: step diagonals,
        blocked: draw,
        win: occupy,
        limit: 100,
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Achi {
        board: 3 x 3,
        start: { X: [a1, c1, b3], O: [a3, c3, b1] },
        moves: step all,
        blocked: lose,
        win: line 3,
        limit: 50,
    }
}

fn main() {}

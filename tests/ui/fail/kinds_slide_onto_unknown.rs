use game_dsl::game;

game! {
    pub Bad {
        board: 9 x 10,
        start: "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
        pieces: {
            king K: [leap (1, 0) all within d1..f3, slide orthogonal onto roayl],
        },
        royal: king,
    }
}

fn main() {}

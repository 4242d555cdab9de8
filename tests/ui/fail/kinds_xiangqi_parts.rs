use game_dsl::game;

game! {
    pub Bad {
        board: 9 x 10,
        start: "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
        pieces: {
            king K: [leap (1, 0) all within d1..f13, slide orthogonal onto royal],
            horse H: leap (2, 1) all blocked (2, 1),
            elephant E: leap (2, 2) all blocked (3, 1) within own half,
            cannon C: [slide orthogonal onto empty, slide orthogonal onto enemy over 2],
            soldier S: [leap (1, 0), leap (0, 1) from other half],
        },
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub OpeningChoice {
        board: 6 x 6,
        opening: [place then optional place then place],
        moves: place then place,
        win: line 4,
    }
}

fn main() {}

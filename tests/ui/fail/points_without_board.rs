use game_dsl::game;

game! {
    pub NoPoints {
        board: 3 x 3,
        moves: phases [place from hand 3, step] then remove on mill,
        lose: fewer 3,
    }
}

fn main() {}

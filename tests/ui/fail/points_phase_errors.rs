use game_dsl::game;

game! {
    pub Phased {
        board: morris 5,
        moves: phases [place from hand 25, step, step, fly at 0] then remove on mill then remove on mill,
        lose: fewer 30,
    }
}

fn main() {}

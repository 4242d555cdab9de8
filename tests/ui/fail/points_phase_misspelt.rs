use game_dsl::game;

game! {
    pub Misspelt {
        board: morris 3,
        moves: phases [place from hand 9, stpe, fly at 3] then remove on mill,
        lose: fewer 3,
    }
}

fn main() {}

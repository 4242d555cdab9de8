use game_dsl::game;

game! {
    pub OneOrTwo {
        board: 5 x 5,
        moves: place then optinal place,
        win: line 4,
    }
}

fn main() {}

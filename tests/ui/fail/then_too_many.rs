use game_dsl::game;

game! {
    pub NineStones {
        board: 9 x 9,
        moves: place then place then place then place then place then place then place then place then place,
        win: line 9,
    }
}

fn main() {}

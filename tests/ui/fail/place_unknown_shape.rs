use game_dsl::game;

game! {
    pub Domineering {
        board: 8 x 8,
        moves: place dominoe vertical,
    }
}

fn main() {}

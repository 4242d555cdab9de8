use game_dsl::game;

game! {
    pub Connect6 {
        board: 19 x 19,
        opening: [place],
        moves: place then plase,
        win: line 6,
    }
}

fn main() {}

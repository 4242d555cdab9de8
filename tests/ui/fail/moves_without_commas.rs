use game_dsl::game;

game! {
    pub Domineering {
        board: 8 x 8,
        moves: [place domino vertical place domino horizontal],
    }
}

fn main() {}

use game_dsl::game;

game! {
    pub Domineering {
        board: 8 x 8,
        moves: { X: place domino vertical, X: place domino horizontal, O: place domino horizontal },
    }
}

fn main() {}

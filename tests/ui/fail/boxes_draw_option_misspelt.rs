use game_dsl::game;

game! {
    pub Misspelt {
        board: edges of 2 x 2 boxes,
        moves: draw { agian on box },
        win: most boxes,
    }
}

fn main() {}

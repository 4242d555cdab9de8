use game_dsl::game;

game! {
    pub Kono { board: 12 x 11, moves: step diagonal, blocked: draw, win: occupy, limit: 100 }
}

fn main() {}

use game_dsl::game;

game! {
    pub Kono { board: 5 x 5, moves: step diagonal, blocked: draw, win: occupy, limit: 100 }
}

fn main() {}

use game_dsl::game;

game! {
    pub Confused { board: 3 x 3, pile: 5, moves: place, win: line 3 }
}

fn main() {}

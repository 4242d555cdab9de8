use game_dsl::game;

game! {
    pub Broken { board: 7 by 6, moves: plase, wins: line 4, colour: red }
}

fn main() {}

use game_dsl::game;

game! {
    pub Empty { pile: 21, moves: take {}, win: last_take }
}

fn main() {}

use game_dsl::game;

// One error for every number above 63, not one each.
game! {
    pub Takes { pile: 100, moves: take {1, 2, 70, 80, 90, 100}, win: last_take }
}

fn main() {}

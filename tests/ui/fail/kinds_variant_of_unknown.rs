use game_dsl::game;

game! {
    pub Antichess: Chess {
        royal: none,
    }
}

fn main() {}

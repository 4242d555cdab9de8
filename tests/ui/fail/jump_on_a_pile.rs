use game_dsl::game;

game! {
    pub Heap {
        pile: 10,
        moves: jump diagonal over enemy,
    }
}

fn main() {}

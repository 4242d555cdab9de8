use game_dsl::game;

// Stones dropped from empty columns: a side without stones at the start would lose at once.
game! {
    pub Columns {
        board: 7 x 6,
        moves: drop,
        win: capture_all,
    }
}

fn main() {}

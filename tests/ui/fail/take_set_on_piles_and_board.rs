use game_dsl::game;

game! {
    pub Mistaken { piles: [3, 4], moves: take {4, 4}, win: last_take }
}

game! {
    pub OnBoard { board: 3 x 3, moves: take {1, 2}, win: line 3 }
}

fn main() {}

use game_dsl::game;

game! {
    pub Race { pile: 21, moves: take 1..=3, win: last_take, sides: [Ann, Bob, Cy] }
}

game! {
    pub Lines { board: 3 x 3, moves: place, win: line 3, sides: [White, Black], sides: [Red, Blue] }
}

fn main() {}

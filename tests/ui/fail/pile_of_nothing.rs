// A pile of no tokens is a game over before it starts.
use game_dsl::game;

game! {
    pub Empty { pile: 0, moves: take 1..=2, win: last_take }
}

game! {
    pub EmptyListed { piles: [0], moves: take 1..=2, win: last_take }
}

fn main() {}

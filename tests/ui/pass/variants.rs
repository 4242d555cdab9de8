//! Variants of games of every family, and a variant of a variant: each section written replaces
//! the base's, the others are the base's.

use game_dsl::{Game, GameExt, Notation, game, perft::perft};

game! {
    /// Three in a row on 3 x 3.
    pub Small { board: 3 x 3, moves: place, win: line 3 }
}

game! {
    /// The same on 4 x 4: only the board changes.
    pub Wider: Small { board: 4 x 4 }
}

game! {
    /// A variant of a variant: 4 x 4, four in a row.
    pub Longer: Wider { win: line 4 }
}

game! {
    /// A pile of 5, take one or two, the last take wins.
    pub Tokens { pile: 5, moves: take 1..=2, win: last_take }
}

game! {
    /// The same rules on a pile of 7.
    pub MoreTokens: Tokens { pile: 7 }
}

game! {
    /// Kalah with six pits of four seeds.
    pub Kalah {
        board: pits 2 x 6 with stores,
        start: 4 seeds,
        moves: sow { again in store, capture opposite },
        win: most seeds,
    }
}

game! {
    /// Kalah with three seeds a pit.
    pub Kalah3: Kalah { start: 3 seeds }
}

fn main() {
    assert_eq!(Small::start().legal_moves().len(), 9);
    assert_eq!(Wider::start().legal_moves().len(), 16);
    // Three in a row wins on Wider, not on Longer.
    let three = "1 5 2 6 3";
    assert!(Wider::start().play_sequence(three).unwrap().is_over());
    assert!(!Longer::start().play_sequence(three).unwrap().is_over());
    // 16 * 15 first two plies, on both 4 x 4 boards.
    assert_eq!(perft(&Wider::start(), 2), 240);
    assert_eq!(perft(&Longer::start(), 2), 240);
    assert_eq!(Tokens::start().position_string(), "5");
    assert_eq!(MoreTokens::start().position_string(), "7");
    assert_ne!(Kalah::start().position_string(), Kalah3::start().position_string());
}

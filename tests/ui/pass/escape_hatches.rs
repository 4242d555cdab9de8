use game_dsl::{game, Game, GameExt, Notation, Player};

/// The whole evaluation in Rust: stones in the left column, for the side to move.
fn left_column(pos: &LeftFour) -> i32 {
    let column = 0x8_1020_4081u64; // a1 to a6: bits 0, 7, ..., 35
    let mine = pos.stones(pos.side_to_move());
    let theirs = pos.stones(pos.side_to_move().opponent());
    (mine & column).count_ones() as i32 - (theirs & column).count_ones() as i32
}

game! {
    pub LeftFour { board: 7 x 6, moves: drop, win: line 4, eval: custom left_column }
}

mod rules {
    /// An extra term: a bonus for holding the centre.
    pub fn centre(pos: &super::Othello6) -> i32 {
        match pos.owner(14) {
            Some(player) if player == game_dsl::Game::side_to_move(pos) => 3,
            Some(_) => -3,
            None => 0,
        }
    }

    /// The game ends, drawn, once 30 stones are on the board.
    pub fn thirty_stones(pos: &super::Othello6) -> Option<i32> {
        let stones = pos.stones(game_dsl::Player::First) | pos.stones(game_dsl::Player::Second);
        (stones.count_ones() >= 30).then_some(0)
    }
}

game! {
    pub Othello6 {
        board: 6 x 6,
        start: { X: [d3, c4], O: [c3, d4] },
        moves: flank,
        pass: when_blocked,
        win: majority,
        end: custom rules::thirty_stones,
        eval: { squares: quarter [10, -3, 1, -3, -4, 0, 1, 0, 0], custom: rules::centre },
    }
}

/// A pile game that ends when exactly three tokens are left, the side to move winning.
fn three_left(pos: &Tokens) -> Option<i32> {
    (pos.tokens() == 3).then_some(1)
}

game! {
    pub Tokens { pile: 7, moves: take 1..=2, win: last_take, end: custom crate::three_left }
}

fn main() {
    assert_eq!(LeftFour::start().play_sequence("1").unwrap().evaluate(), -1);
    assert_eq!(Othello6::start().legal_moves().len(), 4);
    let pos = Tokens::start().play_sequence("2 2").unwrap();
    assert_eq!((pos.terminal_value(), pos.legal_moves().len()), (Some(1), 0));
    assert_eq!(pos.side_to_move(), Player::First);
}

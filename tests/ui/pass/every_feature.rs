use game_dsl::{game, Game, GameExt, Notation};

game! {
    /// A documented game, private.
    TicTacToe { board: 3 x 3, moves: place, win: line 3, }
}

game! {
    /// Connect three on a 5 x 4 board, placed anywhere.
    pub(crate) ConnectThree { board: 5 x 4, moves: place, win: line 3 }
}

game! {
    /// A long, thin board: the line table is not used, and only one direction fits.
    pub Strip { board: 12 x 1, moves: place, win: line 4 }
}

game! {
    /// The biggest supported board: 128 cells in one u128 per player.
    pub Big { board: 16 x 8, moves: place, win: line 5 }
}

game! {
    pub Tokens { pile: 5, moves: take 1..=2, win: last_take }
}

game! {
    pub Single { pile: 1, moves: take 1..=1, win: last_take }
}

fn main() {
    assert_eq!(TicTacToe::start().legal_moves().len(), 9);
    assert_eq!(ConnectThree::start().legal_moves().len(), 20);
    assert_eq!(Strip::start().legal_moves().len(), 12);
    assert_eq!(Big::start().legal_moves().len(), 128);
    assert_eq!(Tokens::start().legal_moves().len(), 2);
    assert_eq!(Single::start().legal_moves().len(), 1);
    let won = Strip::start().play_sequence("1 12 2 11 3 10 4").unwrap();
    assert_eq!(won.terminal_value(), Some(-1));
    let big = Big::start().play_sequence("1 17 2 18 3 19 4 20 5").unwrap();
    assert_eq!(big.terminal_value(), Some(-1));
}

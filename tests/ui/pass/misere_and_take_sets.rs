use game_dsl::{game, Game, GameExt, Notation};

game! {
    /// S(2, 5) with misère play: who takes the last token loses; `blocked: win` says so.
    pub MisereTwoFive { pile: 12, moves: take {5, 2}, blocked: win }
}

game! {
    /// Normal play written in full: `blocked: lose` is what `win: last_take` says.
    pub SetNim { piles: [7, 7, 7], moves: take {1, 2, 63}, blocked: lose }
}

game! {
    /// Misère Connect-Three on a 5 x 4 board: a line of three dropped stones loses.
    pub MisereDrop { board: 5 x 4, moves: drop, lose: line 3, eval: windows [1, 4] }
}

fn main() {
    let pos = MisereTwoFive::start();
    let takes: Vec<String> = pos.legal_moves().iter().map(|&m| pos.format_move(m)).collect();
    assert_eq!(takes, ["2", "5"]);
    // One token: no take is possible, and the side to move wins.
    assert_eq!(MisereTwoFive::parse_position("1").unwrap().terminal_value(), Some(1));
    assert_eq!(SetNim::TAKES, 1 << 1 | 1 << 2 | 1 << 63);
    assert_eq!(SetNim::start().legal_moves().len(), 6);
    assert_eq!(SetNim::parse_position("0,0,0").unwrap().terminal_value(), Some(-1));
    // X drops three in the bottom row and loses: O, to move, has won.
    let pos = MisereDrop::start().play_sequence("1 1 2 2 3").unwrap();
    assert_eq!(pos.terminal_value(), Some(1));
}

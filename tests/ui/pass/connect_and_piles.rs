use game_dsl::{game, Game, GameExt, Notation};

game! {
    /// Hex on the largest board that fits 128 cells with a square: 11 x 11 (u128 stones).
    pub Hex11 { board: 11 x 11, moves: place, win: connect, eval: distance 50 }
}

game! {
    /// The smallest Hex: whoever moves first joins its sides at once.
    pub Hex1 { board: 1 x 1, moves: place, win: connect }
}

game! {
    /// Hex on a rectangle, with the frontier term beside the distance.
    pub HexWide { board: 6 x 2, moves: place, win: connect, eval: { distance: 5, frontier: -1 } }
}

/// Over once a pile is empty.
fn a_pile_emptied(pos: &Piles16) -> Option<i32> {
    pos.piles().contains(&0).then_some(-1)
}

game! {
    /// Sixteen piles (two hash words), takes of 2 to 4, a custom end.
    pub Piles16 {
        piles: [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 255],
        moves: take 2..=4,
        win: last_take,
        end: custom a_pile_emptied,
    }
}

fn main() {
    assert_eq!(Hex11::start().legal_moves().len(), 121);
    let long = "f6 a1 f5 a2 f4 a3 f3 a4 f2 a5 f1 a6 f7 a7 f8 a8 f9 a9 f10 a10 f11";
    assert_eq!(Hex11::start().play_sequence(long).unwrap().terminal_value(), Some(-1));
    assert_eq!(Hex1::start().play_sequence("a1").unwrap().terminal_value(), Some(-1));
    // X joins the two rows at once down a column; O needs six cells across.
    let pos = HexWide::start().play_sequence("c1 a2").unwrap();
    assert_eq!(pos.connection_distances(), (1, 5));
    assert_eq!(Piles16::start().legal_moves().len(), 16 * 3);
    assert_eq!(Piles16::start().play_sequence("1:4 1:4").unwrap().position_string().len(), 33);
}

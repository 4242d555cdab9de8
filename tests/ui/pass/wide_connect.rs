use game_dsl::{Game, GameExt, game};

game! {
    /// Hex on 13 x 13: 169 cells, in a `Wide<3>` bitboard.
    pub Hex13 { board: 13 x 13, moves: place, win: connect, eval: distance 10 }
}

fn main() {
    assert_eq!(Hex13::start().legal_moves().len(), 169);
}

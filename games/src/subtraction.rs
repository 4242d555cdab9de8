//! The subtraction game S(1, 3, 4).

use game_dsl::game;

game! {
    /// The subtraction game S(1, 3, 4): take 1, 3 or 4 tokens from a pile of 21; whoever takes
    /// the last token wins. Rules and solution after Berlekamp, Conway and Guy, *Winning Ways for
    /// your Mathematical Plays*, chapter 4 ("subtraction games"): the side to move loses exactly
    /// when the tokens left are 0 or 2 modulo 7.
    pub Subtraction { pile: 21, moves: take {1, 3, 4}, win: last_take }
}

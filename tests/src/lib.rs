//! Integration tests of game-dsl live in `tests/`. This library re-exports what they share, the
//! [`conformance`] harness that every game passes (public for authors in
//! [`gamedsl::testing`]), and runs the README's and the docs' examples as doctests, so that they
//! cannot drift from the code.

pub use gamedsl::testing::{conformance, rng};

use game_dsl::{GameExt, Notation};

/// The legal moves of `pos`, written in the game's notation and sorted: what a test compares
/// with a plain reference's moves.
///
/// ```
/// use game_dsl_tests::sorted_moves;
/// use gamedsl::TicTacToe;
/// use game_dsl::Game;
///
/// assert_eq!(sorted_moves(&TicTacToe::start()).len(), 9);
/// ```
pub fn sorted_moves<G: Notation>(pos: &G) -> Vec<String> {
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&m| pos.format_move(m))
        .collect();
    moves.sort();
    moves
}

#[doc = include_str!("../../README.md")]
mod readme {}

#[doc = include_str!("../../docs/dsl.md")]
mod dsl_reference {}

#[doc = include_str!("../../docs/tutorial.md")]
mod tutorial {}

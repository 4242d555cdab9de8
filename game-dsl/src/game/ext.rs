//! Conveniences written once over the rules, for every game.

use super::notation::Notation;
use super::rules::Game;
use crate::error::MoveError;

/// Conveniences over [`Game`] (and [`Notation`] where text is involved), implemented for every
/// game: bring the trait into scope to use them.
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// game! { pub Tokens { pile: 5, moves: take 1..=2, win: last_take } }
///
/// let start = Tokens::start();
/// let after = start.play_sequence("2 2").unwrap(); // a new position; `start` is unchanged
/// assert_eq!(after.tokens(), 1);
/// assert_eq!(after.legal_moves().len(), 1);
/// assert!(after.after(after.legal_moves()[0]).is_over());
/// assert_eq!(start.tokens(), 5);
/// ```
pub trait GameExt: Game {
    /// The legal moves, in generation order, as a list.
    #[inline]
    fn legal_moves(&self) -> Self::Moves {
        let mut moves = Self::Moves::default();
        self.generate_moves(&mut moves);
        moves
    }

    /// The position after `mv` (copy-make): `self` is left as it is, where [`Game::play`]
    /// changes it in place.
    #[inline]
    fn after(&self, mv: Self::Move) -> Self {
        let mut next = *self;
        next.play(mv);
        next
    }

    /// Whether the game is over.
    #[inline]
    fn is_over(&self) -> bool {
        self.terminal_value().is_some()
    }

    /// Reads a move and checks that it is legal here.
    fn parse_legal_move(&self, text: &str) -> Result<Self::Move, MoveError>
    where
        Self: Notation,
    {
        let mv = self.parse_move(text)?;
        if self.legal_moves().contains(&mv) {
            Ok(mv)
        } else if self.is_over() {
            Err(MoveError::GameOver {
                text: text.trim().to_string(),
            })
        } else {
            Err(MoveError::Illegal {
                text: text.trim().to_string(),
                legal: self
                    .legal_moves()
                    .iter()
                    .map(|&m| self.format_move(m))
                    .collect(),
            })
        }
    }

    /// The position after a sequence of moves from this one. Moves are separated by spaces or
    /// commas, or written back to back when the notation allows it (`21435`, `f5d6c3`).
    fn play_sequence(&self, sequence: &str) -> Result<Self, MoveError>
    where
        Self: Notation,
    {
        crate::moves::play_sequence(self, sequence)
    }
}

impl<G: Game> GameExt for G {}

//! [`Touch`]: the cells a move touches, as a front end draws it. The board before and after a
//! move do not say which emptied cell a stone left and which held a stone it took (a jump up
//! the board empties its start and the captured cell alike); the game knows.

/// The cells a move touches, each `row * width + column` of [`Notation::BOARD`]'s rectangle:
/// what [`Notation::touch`] gives a front end to mark a move.
///
/// [`Notation::BOARD`]: super::Notation::BOARD
/// [`Notation::touch`]: super::Notation::touch
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Touch {
    /// Every cell the move names, in its order: a stone's start and each landing, an arrow's
    /// cell, the cells a shape is placed on.
    pub path: Vec<usize>,
    /// The cells a stone of the mover leaves empty (a step's start, a stone removed).
    pub leaves: Vec<usize>,
    /// The cells the move fills with a stone of the mover or a blocked cell, in the order of
    /// [`Touch::path`].
    pub enters: Vec<usize>,
    /// The cells whose stones of the other side the move takes, jumped over or landed on.
    pub captures: Vec<usize>,
}

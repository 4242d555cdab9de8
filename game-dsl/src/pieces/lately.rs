//! [`Lately`]: what a position keeps of its last plies where the rules read it, the passes in a
//! row (`win: area { passes: N }`) and the cell a ko bars (`enclose DIRS ko`), so that a game
//! without either copies nothing more.

use std::fmt::Debug;
use std::hash::Hash;

/// No cell: none barred.
pub const NO_CELL: u16 = u16::MAX;

/// The passes in a row and the cell a ko bars, as a position keeps them: [`PassesAndKo`] where
/// the rules read either, `()` in a game without them (no pass counted, no cell barred).
///
/// ```
/// use game_dsl::pieces::{Lately, NO_CELL, PassesAndKo};
/// let mut lately = PassesAndKo::default();
/// assert_eq!((lately.passes(), lately.barred()), (0, NO_CELL));
/// lately.set_passes(2);
/// lately.set_barred(12);
/// assert_eq!((lately.passes(), lately.barred()), (2, 12));
/// let mut none = ();
/// none.set_passes(2);
/// assert_eq!((none.passes(), none.barred()), (0, NO_CELL));
/// ```
pub trait Lately: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// The passes in a row just played (0 where none is counted).
    fn passes(&self) -> u8;

    /// Sets the passes in a row.
    fn set_passes(&mut self, passes: u8);

    /// The cell the side to move may not play, or [`NO_CELL`].
    fn barred(&self) -> u16;

    /// Sets the cell the side to move may not play ([`NO_CELL`]: none).
    fn set_barred(&mut self, cell: u16);
}

impl Lately for () {
    #[inline(always)]
    fn passes(&self) -> u8 {
        0
    }

    #[inline(always)]
    fn set_passes(&mut self, _: u8) {}

    #[inline(always)]
    fn barred(&self) -> u16 {
        NO_CELL
    }

    #[inline(always)]
    fn set_barred(&mut self, _: u16) {}
}

/// The passes in a row and the cell a ko bars, kept.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PassesAndKo {
    passes: u8,
    barred: u16,
}

impl Default for PassesAndKo {
    fn default() -> Self {
        PassesAndKo {
            passes: 0,
            barred: NO_CELL,
        }
    }
}

impl Lately for PassesAndKo {
    #[inline(always)]
    fn passes(&self) -> u8 {
        self.passes
    }

    #[inline(always)]
    fn set_passes(&mut self, passes: u8) {
        self.passes = passes;
    }

    #[inline(always)]
    fn barred(&self) -> u16 {
        self.barred
    }

    #[inline(always)]
    fn set_barred(&mut self, cell: u16) {
        self.barred = cell;
    }
}

//! The repetition rule of games that are not chess: the positions reached since the last
//! irreversible move (a capture), kept in the position as 64-bit keys, and how many times the
//! position just reached has occurred among them.
//!
//! A game with the rule keeps the positions seen in a [`Recent`], one without it `()` (nothing
//! copied). The game adds the key of each position it reaches ([`Repetitions::add`]), after
//! forgetting the positions before an irreversible move ([`Repetitions::clear`]): a position can
//! repeat only one since, as a capture takes a stone or seeds from the board for good. The start
//! position (or a position read from a string) is the first one kept.
//!
//! ```
//! use game_dsl::repeat::{Recent, Repetitions};
//!
//! let mut seen: Recent = Recent::EMPTY;
//! assert_eq!(seen.add(7), 1);
//! assert_eq!(seen.add(9), 1);
//! assert_eq!(seen.add(7), 2);
//! seen.clear();
//! assert_eq!(seen.add(7), 1);
//! ```

use std::fmt::Debug;

/// The most positions a [`Recent`] keeps: a position repeats one of the last `KEPT` positions
/// since the last capture, or is taken as new. 256 keys, 2 KiB copied with each position.
pub const KEPT: usize = 256;

/// The positions a [`Recent`] keeps for a game of at most `plies` plies that compares every
/// board of it (stones placed bring boards back after captures): all of them, and at least
/// [`KEPT`].
///
/// ```
/// use game_dsl::repeat::{KEPT, kept_for};
/// assert_eq!(kept_for(162), KEPT);
/// assert_eq!(kept_for(722), 723);
/// ```
pub const fn kept_for(plies: usize) -> usize {
    if plies + 1 > KEPT { plies + 1 } else { KEPT }
}

/// The positions since the last irreversible move, for a repetition rule: [`Recent`] with the
/// rule, `()` without (nothing kept, every position its first occurrence).
pub trait Repetitions: Copy + Debug + Send + Sync + 'static {
    /// None kept.
    const EMPTY: Self;

    /// Forgets every position kept: an irreversible move was played.
    fn clear(&mut self);

    /// Adds the key of the position just reached and returns how many times it has occurred
    /// among those kept, this time included (1: the first).
    fn add(&mut self, key: u64) -> u32;
}

impl Repetitions for () {
    const EMPTY: Self = ();

    #[inline(always)]
    fn clear(&mut self) {}

    #[inline(always)]
    fn add(&mut self, _key: u64) -> u32 {
        1
    }
}

/// The keys of the last `K` positions ([`KEPT`] unless a game needs more: Go's whole game)
/// since the last irreversible move, oldest first until the array is full, then round (the
/// oldest overwritten). Keys are 64-bit hashes of what the rule compares; two different
/// positions with the same key (a chance of about one in 2^64 for each pair) would count as
/// one.
#[derive(Clone, Copy, Debug)]
pub struct Recent<const K: usize = KEPT> {
    keys: [u64; K],
    /// Positions added since the last [`Repetitions::clear`] (those kept: at most [`KEPT`]).
    added: u32,
}

impl<const K: usize> Recent<K> {
    /// The positions kept.
    #[inline(always)]
    pub fn len(&self) -> usize {
        (self.added as usize).min(K)
    }

    /// Whether none is kept.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.added == 0
    }
}

impl<const K: usize> Repetitions for Recent<K> {
    const EMPTY: Self = Recent {
        keys: [0; K],
        added: 0,
    };

    #[inline(always)]
    fn clear(&mut self) {
        self.added = 0;
    }

    #[inline]
    fn add(&mut self, key: u64) -> u32 {
        let kept = &self.keys[..self.len()];
        let before = kept.iter().filter(|&&k| k == key).count() as u32;
        self.keys[self.added as usize % K] = key;
        self.added = self.added.saturating_add(1);
        before + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_the_occurrences_since_the_last_clear() {
        let mut seen: Recent = Recent::EMPTY;
        assert!(seen.is_empty());
        assert_eq!(
            [seen.add(1), seen.add(2), seen.add(1), seen.add(1)],
            [1, 1, 2, 3]
        );
        assert_eq!(seen.len(), 4);
        seen.clear();
        assert_eq!(seen.add(2), 1);
        let mut none = ();
        assert_eq!([none.add(1), none.add(1)], [1, 1]);
    }

    #[test]
    fn keeps_the_last_kept_positions() {
        let mut seen: Recent = Recent::EMPTY;
        for key in 0..KEPT as u64 {
            assert_eq!(seen.add(key), 1);
        }
        // Full: the next key overwrites the oldest (0), which is then forgotten.
        assert_eq!(seen.add(KEPT as u64 + 5), 1);
        assert_eq!(seen.len(), KEPT);
        assert_eq!(seen.add(0), 1);
        assert_eq!(seen.add(2), 2);
    }
}

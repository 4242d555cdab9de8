//! The positions that threads of a parallel search are searching right now, so that a thread
//! coming to one of them by another path (the same move, by a thread a little behind) searches
//! its other moves first: Weill's ABDADA ("the ABDADA distributed minimax search algorithm",
//! 1996), in the form of Stockfish's "breadcrumbs". The eldest move of a position is searched by
//! every thread that comes to it; its younger brothers are spread over the threads, each thread
//! deferring the ones another is already in, and coming back to them last, when their values are
//! in the table.
//!
//! A fixed array of slots, each the key of a position one thread entered (0 when free), indexed by
//! the key's top bits; a slot taken by another position is simply not marked. Used only by
//! parallel searches, and only near the root (see [`Busy::worth_marking`]), where subtrees are
//! large enough for a thread to share.

use std::sync::atomic::{AtomicU64, Ordering};

/// Slots of the table: 4096 keys, 32 KiB.
const SLOTS_LOG2: u32 = 12;

/// Positions at most this many plies below the root of the search are marked and deferred: below
/// them, subtrees are small and marking costs more than duplicate work.
pub(crate) const MARKED_PLIES: u32 = 10;

/// Which positions some thread is searching now.
pub(crate) struct Busy {
    slots: Box<[AtomicU64]>,
}

impl Busy {
    /// An empty table.
    pub(crate) fn new() -> Busy {
        Busy {
            slots: (0..1 << SLOTS_LOG2).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    /// Whether a position `ply` plies below the root is marked when entered and deferred when
    /// busy.
    #[inline]
    pub(crate) fn worth_marking(ply: u32) -> bool {
        ply <= MARKED_PLIES
    }

    #[inline]
    fn slot(&self, key: u64) -> &AtomicU64 {
        &self.slots[(key >> (u64::BITS - SLOTS_LOG2)) as usize]
    }

    /// Whether a thread is searching the position of `key`.
    #[inline]
    pub(crate) fn is_busy(&self, key: u64) -> bool {
        key != 0 && self.slot(key).load(Ordering::Relaxed) == key
    }

    /// Marks the position of `key` as searched by the calling thread, if its slot is free.
    /// Returns whether it did: then [`Busy::leave`] must follow.
    #[inline]
    pub(crate) fn enter(&self, key: u64) -> bool {
        key != 0
            && self
                .slot(key)
                .compare_exchange(0, key, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
    }

    /// Frees the slot that [`Busy::enter`] took for `key`.
    #[inline]
    pub(crate) fn leave(&self, key: u64) {
        self.slot(key).store(0, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_busy_between_enter_and_leave() {
        let busy = Busy::new();
        let key = 0x1234_5678_9abc_def1;
        assert!(!busy.is_busy(key));
        assert!(busy.enter(key));
        assert!(busy.is_busy(key));
        // The slot is taken: a second thread entering the same position does not mark it again.
        assert!(!busy.enter(key));
        // Another position with the same top bits is not marked.
        let neighbour = key ^ 1;
        assert!(!busy.is_busy(neighbour));
        assert!(!busy.enter(neighbour));
        busy.leave(key);
        assert!(!busy.is_busy(key));
    }
}

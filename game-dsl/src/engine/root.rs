//! The best move found so far at the root of a parallel solve, shared by its threads.
//!
//! Every thread of a parallel solve searches the root's moves, each in the window its own
//! search has reached. Without this, a thread that started a younger move before another thread
//! raised the root's value goes on in the old window, where the move is worth searching: it
//! proves its value exactly (a principal variation search of the move) where a serial search,
//! in the raised window, would only prove it too low. On FFO #44, whose first move is not the
//! best, a helper spent 30 million positions so, nearly half the serial solve (64.7 million).
//! So the threads publish each better root move they prove, take the best published before
//! each move they search, and a thread whose window at the root another has raised leaves the
//! move it is in and comes back to it, in the raised window, last.
//!
//! The same holds while a thread proves a root move's value in the whole window (the first
//! move, or a younger one whose null window failed high): that value will raise the window, so
//! another thread does not test younger moves in the old one meanwhile, nor prove a second
//! move's value beside it; it helps prove that one first (both search the move, sharing its
//! subtree as threads share any position), and a younger move of its own that fails high waits
//! until then. On FFO #44, whose best two moves tie, the second thread proved the second one's
//! value (18 million positions) while the first proved the first's.

use std::sync::Mutex;
use std::sync::PoisonError;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::score::Score;

/// The best root move of the current job of a parallel solve, and its value.
#[derive(Default)]
pub(crate) struct RootBest {
    /// `job << 32` and the value, biased to be unsigned: only ever raised, so that one load
    /// tells whether a window at the root is out of date.
    raised: AtomicU64,
    /// The job, the value and the move's packed bits.
    best: Mutex<Option<(u64, Score, u16)>>,
    /// The root move a thread is searching in the whole window (the first, or one whose null
    /// window failed high): the job, the window's alpha and the move's packed bits.
    exact: Mutex<Option<(u64, Score, u16)>>,
}

impl RootBest {
    /// `job` and `score` as one number that orders jobs first, then scores.
    fn key(job: u64, score: Score) -> u64 {
        job << 32 | u64::from((score as u32) ^ (1 << 31))
    }

    /// Publishes a root move of job `job` proven to be worth `score` (exact in the window the
    /// root was searched in, or at least its beta), if it is better than the best published.
    pub(crate) fn offer(&self, job: u64, score: Score, bits: u16) {
        let mut best = self.best.lock().unwrap_or_else(PoisonError::into_inner);
        if best.is_none_or(|(held, value, _)| held != job || value < score) {
            *best = Some((job, score, bits));
            self.raised
                .fetch_max(Self::key(job, score), Ordering::AcqRel);
        }
    }

    /// Whether a move better than `alpha` has been published for job `job`.
    #[inline]
    pub(crate) fn above(&self, job: u64, alpha: Score) -> bool {
        self.raised.load(Ordering::Acquire) > Self::key(job, alpha)
    }

    /// The best move published for job `job`, its value and packed bits, if it is better than
    /// `alpha`.
    pub(crate) fn better_than(&self, job: u64, alpha: Score) -> Option<(Score, u16)> {
        if !self.above(job, alpha) {
            return None;
        }
        let best = self.best.lock().unwrap_or_else(PoisonError::into_inner);
        best.filter(|&(held, value, _)| held == job && value > alpha)
            .map(|(_, value, bits)| (value, bits))
    }

    /// Records that a thread searches the root move `bits` of job `job` in the whole window
    /// above `alpha`.
    pub(crate) fn begin_exact(&self, job: u64, alpha: Score, bits: u16) {
        *self.exact.lock().unwrap_or_else(PoisonError::into_inner) = Some((job, alpha, bits));
    }

    /// Records that the search of [`RootBest::begin_exact`] is over, unless another thread has
    /// begun one since.
    pub(crate) fn end_exact(&self, job: u64, bits: u16) {
        let mut exact = self.exact.lock().unwrap_or_else(PoisonError::into_inner);
        if exact.is_some_and(|(held, _, searched)| held == job && searched == bits) {
            *exact = None;
        }
    }

    /// The root move of job `job` that a thread is searching in the whole window, if that
    /// window is not below `alpha`.
    pub(crate) fn exact_search(&self, job: u64, alpha: Score) -> Option<u16> {
        let exact = self.exact.lock().unwrap_or_else(PoisonError::into_inner);
        exact
            .filter(|&(held, above, _)| held == job && above >= alpha)
            .map(|(_, _, bits)| bits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_move_of_the_current_job_is_kept() {
        let root = RootBest::default();
        assert!(!root.above(1, -100));
        root.offer(1, -5, 7);
        assert!(root.above(1, -6) && !root.above(1, -5));
        assert_eq!(root.better_than(1, -10), Some((-5, 7)));
        assert_eq!(root.better_than(1, -5), None);
        // A worse move does not replace it.
        root.offer(1, -8, 9);
        assert_eq!(root.better_than(1, -10), Some((-5, 7)));
        root.offer(1, 3, 2);
        assert_eq!(root.better_than(1, -5), Some((3, 2)));
        // A new job starts from nothing, whatever the old one held.
        assert!(!root.above(2, -100));
        assert_eq!(root.better_than(2, -100), None);
        root.offer(2, -40, 1);
        assert_eq!(root.better_than(2, -100), Some((-40, 1)));
        assert!(!root.above(2, -40));
    }

    #[test]
    fn a_root_move_searched_in_the_whole_window_is_named_while_it_lasts() {
        let root = RootBest::default();
        assert_eq!(root.exact_search(1, -10), None);
        root.begin_exact(1, -10, 7);
        assert_eq!(root.exact_search(1, -10), Some(7));
        assert_eq!(root.exact_search(1, -20), Some(7));
        // A window already raised above the search's: that search is out of date.
        assert_eq!(root.exact_search(1, -9), None);
        // Another job's search is not this one's.
        assert_eq!(root.exact_search(2, -10), None);
        // A thread that ends another move's search leaves the one named.
        root.end_exact(1, 3);
        assert_eq!(root.exact_search(1, -10), Some(7));
        root.end_exact(1, 7);
        assert_eq!(root.exact_search(1, -10), None);
    }
}

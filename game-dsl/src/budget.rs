//! What a search may spend: a number of positions, a deadline, and a stop request that another
//! thread (a Ctrl-C handler, a server whose client went away) raises at any time.
//!
//! The plain searches ([`crate::minimax`], [`crate::alphabeta`], [`crate::perft`]) count down
//! [`POLL`] positions between two looks at their [`Budget`]: a look is an atomic load, the clock
//! and a sum, so it costs nothing next to the positions in between, and a search stops within a
//! few milliseconds of being asked. The stop request is the engine's own [`Monitor`]: one budget
//! stops the plain searches and the engine together ([`Budget::with_monitor`],
//! [`Budget::engine_limits`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::Builder;
use std::time::{Duration, Instant};

use crate::engine::{Limits, Monitor};

/// Positions a search visits between two looks at its budget.
pub const POLL: u64 = 1024;

/// The limits of one or more searches, shared by the threads that run them.
///
/// ```
/// use std::time::Duration;
/// use game_dsl::{game, Game, budget::Budget, minimax::minimax_with};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// let budget = Budget::unlimited().with_nodes(10_000);
/// let result = minimax_with(&TicTacToe::start(), 9, &budget);
/// assert!(budget.is_cut() && !result.complete);
/// assert!(result.nodes < 12_000);
///
/// let budget = Budget::unlimited().with_time(Duration::from_secs(60));
/// assert_eq!(minimax_with(&TicTacToe::start(), 9, &budget).nodes, 549_946);
/// assert!(!budget.is_cut());
/// ```
#[derive(Debug)]
pub struct Budget {
    /// The most positions the searches under this budget visit together.
    nodes: Option<u64>,
    /// When they stop.
    deadline: Option<Instant>,
    /// The stop request, shared with the engine.
    monitor: Arc<Monitor>,
    /// Positions reported so far, [`POLL`] at a time.
    spent: AtomicU64,
    /// Whether a search stopped on this budget.
    cut: AtomicBool,
}

impl Default for Budget {
    fn default() -> Self {
        Budget::unlimited()
    }
}

impl Budget {
    /// No limit: searches run until done, unless [`Budget::stop`] is called.
    pub fn unlimited() -> Budget {
        Budget {
            nodes: None,
            deadline: None,
            monitor: Arc::default(),
            spent: AtomicU64::new(0),
            cut: AtomicBool::new(false),
        }
    }

    /// This budget with at most `nodes` positions in all (counted [`POLL`] at a time).
    pub fn with_nodes(self, nodes: u64) -> Budget {
        Budget {
            nodes: Some(nodes),
            ..self
        }
    }

    /// This budget with a deadline `time` from now.
    pub fn with_time(self, time: Duration) -> Budget {
        Budget {
            deadline: Instant::now().checked_add(time),
            ..self
        }
    }

    /// This budget with `monitor` as its stop request, to stop the plain searches and an
    /// engine (whose [`crate::engine::Engine::monitor`] it is) together.
    pub fn with_monitor(self, monitor: Arc<Monitor>) -> Budget {
        Budget { monitor, ..self }
    }

    /// The stop request: whoever holds it stops the searches under this budget.
    pub fn monitor(&self) -> &Arc<Monitor> {
        &self.monitor
    }

    /// Asks every search under this budget to stop.
    pub fn stop(&self) {
        self.monitor.stop();
    }

    /// Whether a search stopped early on this budget (its nodes, its time or a stop request):
    /// its result is then that of the work it finished.
    pub fn is_cut(&self) -> bool {
        self.cut.load(Ordering::Relaxed)
    }

    /// The time left before the deadline, if there is one.
    pub fn time_left(&self) -> Option<Duration> {
        self.deadline
            .map(|deadline| deadline.saturating_duration_since(Instant::now()))
    }

    /// `limits` for an engine search under this budget: its time no later than the deadline.
    /// (The engine's stop request must be [`Budget::monitor`]: see [`Budget::with_monitor`].)
    ///
    /// ```
    /// use std::time::Duration;
    /// use game_dsl::{budget::Budget, engine::Limits};
    /// let budget = Budget::unlimited().with_time(Duration::from_secs(1));
    /// let limits = budget.engine_limits(Limits::depth(5));
    /// assert!(limits.time.unwrap() <= Duration::from_secs(1));
    /// assert_eq!(Budget::unlimited().engine_limits(Limits::depth(5)), Limits::depth(5));
    /// ```
    pub fn engine_limits(&self, limits: Limits) -> Limits {
        match (self.time_left(), limits.time) {
            (Some(left), Some(time)) => limits.with_time(left.min(time)),
            (Some(left), None) => limits.with_time(left),
            (None, _) => limits,
        }
    }

    /// Reports `nodes` more positions visited; whether the searches must stop now. Searches
    /// call it every [`POLL`] positions.
    pub fn spend(&self, nodes: u64) -> bool {
        let spent = self.spent.fetch_add(nodes, Ordering::Relaxed) + nodes;
        let over = self.monitor.is_stopped()
            || self.nodes.is_some_and(|limit| spent >= limit)
            || self
                .deadline
                .is_some_and(|deadline| Instant::now() >= deadline);
        if over {
            self.cut.store(true, Ordering::Relaxed);
        }
        over
    }

    /// Whether the searches must stop, without counting positions.
    pub fn check(&self) -> bool {
        self.spend(0)
    }
}

/// A countdown to the next look at a [`Budget`], one per search thread.
#[derive(Debug)]
pub(crate) struct Countdown<'b> {
    budget: &'b Budget,
    left: u64,
    /// Whether the budget said stop.
    pub(crate) stopped: bool,
}

impl<'b> Countdown<'b> {
    pub(crate) fn new(budget: &'b Budget) -> Countdown<'b> {
        Countdown {
            budget,
            left: POLL,
            stopped: false,
        }
    }

    /// One more position; whether the search must stop.
    #[inline]
    pub(crate) fn tick(&mut self) -> bool {
        self.left -= 1;
        if self.left == 0 {
            self.left = POLL;
            self.stopped |= self.budget.spend(POLL);
        }
        self.stopped
    }
}

/// A generous estimate of the stack one ply of a search takes. Measured: the engine's solve of
/// the token game (`solve tokens --position 30000`, one thread) fits in 8 MiB but not 4 MiB,
/// and 65,000 tokens overflow 12 MiB: about 200 bytes a ply. Games with long lists of moves
/// (Gomoku's 225) have short games (225 plies at most).
pub const STACK_PER_PLY: usize = 2 << 10;

/// The stack a thread needs to search `plies` plies deep: [`STACK_PER_PLY`] a ply and 4 MiB for
/// the rest. Threads reserve it as address space; only the pages a search reaches are used.
///
/// ```
/// use game_dsl::budget::stack_bytes;
/// assert!(stack_bytes(10) >= 4 << 20);
/// assert!(stack_bytes(20_000) > stack_bytes(100));
/// ```
pub fn stack_bytes(plies: u32) -> usize {
    (plies as usize)
        .saturating_mul(STACK_PER_PLY)
        .saturating_add(4 << 20)
}

/// A thread builder with a stack for searches `plies` plies deep (see [`stack_bytes`]).
pub fn search_thread(plies: u32) -> Builder {
    Builder::new().stack_size(stack_bytes(plies))
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::Budget;
    use crate::game::Game;
    use crate::perft::{FinishedGames, perft_parallel_within};
    use crate::search::Algorithm;

    crate::game! {
        /// Connect Four: searches to depth 20 run for hours.
        pub Connect4 { board: 7 x 6, moves: drop, win: line 4, order: centre }
    }

    #[test]
    fn a_stop_request_from_another_thread_stops_every_search_at_once() {
        let pos = Connect4::start();
        for algorithm in Algorithm::ALL {
            let budget = Budget::unlimited();
            let (result, stopped_after) = std::thread::scope(|scope| {
                let search = scope.spawn(|| algorithm.search_with(&pos, 20, &budget));
                std::thread::sleep(Duration::from_millis(50));
                let asked = Instant::now();
                budget.stop();
                (search.join().unwrap(), asked.elapsed())
            });
            assert!(budget.is_cut() && !result.complete, "{algorithm:?}");
            // Within a second on a loaded machine; unbudgeted, hours.
            assert!(
                stopped_after < Duration::from_secs(1),
                "{algorithm:?}: {stopped_after:?}"
            );
        }
        let budget = Budget::unlimited().with_time(Duration::from_millis(50));
        let started = Instant::now();
        let count = perft_parallel_within(&pos, 20, FinishedGames::NotCounted, 2, &budget);
        assert_eq!(count, None);
        assert!(started.elapsed() < Duration::from_secs(2));
    }
}

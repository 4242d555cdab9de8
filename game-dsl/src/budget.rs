//! What a search may spend: a number of positions, a deadline, and a stop request that another
//! thread (a Ctrl-C handler, a server whose client went away) raises at any time.
//!
//! The plain searches ([`crate::minimax`], [`crate::alphabeta`], [`crate::perft`]) count down
//! [`POLL`] positions between two looks at their [`Budget`]: a look is an atomic load, the clock
//! and a sum, so it costs nothing next to the positions in between, and a search stops within a
//! few milliseconds of being asked. The stop request is a [`Monitor`], which an engine can share
//! ([`Budget::with_monitor`]): one request then stops the plain searches and the engine
//! together, and the engine's limits are read from the budget (`engine::Limits::within`). A
//! budget is plain data: it knows no search.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::monitor::Monitor;

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
    /// engine that shares it (`Engine::monitor`, `Engine::with_monitor`) together.
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

    /// The positions left before the node limit, if there is one.
    pub fn nodes_left(&self) -> Option<u64> {
        self.nodes
            .map(|limit| limit.saturating_sub(self.spent.load(Ordering::Relaxed)))
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

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

    /// The positions left before the node limit, if there is one.
    pub fn nodes_left(&self) -> Option<u64> {
        self.nodes
            .map(|limit| limit.saturating_sub(self.spent.load(Ordering::Relaxed)))
    }

    /// `limits` for an engine search under this budget: its time no later than the deadline,
    /// its positions no more than those left (the engine's threads together, within
    /// [`crate::engine::NODE_SLACK`] a thread: see [`Limits::nodes`]). The engine counts its
    /// own positions: report them with [`Budget::spend`] once it returns, for the searches
    /// that follow. (The engine's stop request must be [`Budget::monitor`]: see
    /// [`Budget::with_monitor`].)
    ///
    /// ```
    /// use std::time::Duration;
    /// use game_dsl::{budget::Budget, engine::Limits};
    /// let budget = Budget::unlimited().with_time(Duration::from_secs(1)).with_nodes(5_000);
    /// let limits = budget.engine_limits(Limits::depth(5));
    /// assert!(limits.time.unwrap() <= Duration::from_secs(1));
    /// assert_eq!(limits.nodes, Some(5_000));
    /// budget.spend(3_000);
    /// assert_eq!(budget.engine_limits(Limits::depth(5).with_nodes(4_000)).nodes, Some(2_000));
    /// assert_eq!(Budget::unlimited().engine_limits(Limits::depth(5)), Limits::depth(5));
    /// ```
    pub fn engine_limits(&self, limits: Limits) -> Limits {
        let limits = match (self.time_left(), limits.time) {
            (Some(left), Some(time)) => limits.with_time(left.min(time)),
            (Some(left), None) => limits.with_time(left),
            (None, _) => limits,
        };
        match (self.nodes_left(), limits.nodes) {
            (Some(left), Some(nodes)) => limits.with_nodes(left.min(nodes)),
            (Some(left), None) => limits.with_nodes(left),
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

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::Budget;
    use crate::engine::{Engine, Limits, NODE_SLACK};
    use crate::game::Game;
    use crate::perft::{FinishedGames, perft_parallel_within, perft_within};
    use crate::search::{Algorithm, SearchResult};

    crate::game! {
        /// Connect Four: searches to depth 20 run for hours.
        pub Connect4 { board: 7 x 6, moves: drop, win: line 4, order: centre }
    }

    /// The bound the tests put on the time between a stop request (or a deadline) and the end of
    /// a search. The searches look at their budget every few thousand positions, a millisecond
    /// or so, and stop within a few (docs/reliability.md has the figures, measured by
    /// `scripts/repros.py`); unbudgeted, they would run for hours. The bound must hold ten times
    /// out of ten on a machine loaded by other builds, whose scheduler may keep a thread
    /// waiting for a second or more: 5 s.
    const BOUND: Duration = Duration::from_secs(5);

    /// Runs `search` on another thread, asks it to stop after 50 ms through `budget`; returns
    /// its result and the time it took to stop after the request.
    fn stopped_after<R: Send>(budget: &Budget, search: impl FnOnce() -> R + Send) -> (R, Duration) {
        std::thread::scope(|scope| {
            let search = scope.spawn(search);
            std::thread::sleep(Duration::from_millis(50));
            assert!(!search.is_finished(), "the search ended before the request");
            let asked = Instant::now();
            budget.stop();
            (search.join().unwrap(), asked.elapsed())
        })
    }

    #[test]
    fn a_stop_request_from_another_thread_stops_every_plain_search_at_once() {
        let pos = Connect4::start();
        for algorithm in Algorithm::ALL {
            let budget = Budget::unlimited();
            let (result, after) =
                stopped_after(&budget, || algorithm.search_with(&pos, 20, &budget));
            assert!(budget.is_cut() && !result.complete, "{algorithm:?}");
            // Unbudgeted, hours.
            assert!(after < BOUND, "{algorithm:?}: {after:?}");
        }
        for threads in [1, 2] {
            let budget = Budget::unlimited();
            let (count, after) = stopped_after(&budget, || {
                perft_parallel_within(&pos, 20, FinishedGames::NotCounted, threads, &budget)
            });
            assert_eq!(count, None);
            assert!(after < BOUND, "perft on {threads} threads: {after:?}");
        }
        let budget = Budget::unlimited().with_time(Duration::from_millis(50));
        let started = Instant::now();
        let count = perft_parallel_within(&pos, 20, FinishedGames::NotCounted, 2, &budget);
        assert_eq!(count, None);
        assert!(started.elapsed() < Duration::from_millis(50) + BOUND);
        let started = Instant::now();
        let budget = Budget::unlimited().with_time(Duration::from_millis(50));
        assert_eq!(
            perft_within(&pos, 20, FinishedGames::NotCounted, &budget),
            None
        );
        assert!(started.elapsed() < Duration::from_millis(50) + BOUND);
    }

    #[test]
    fn a_stop_request_stops_every_engine_search_at_once_on_every_thread() {
        let pos = Connect4::start();
        type Search = fn(&mut Engine<Connect4>) -> SearchResult<<Connect4 as Game>::Move>;
        let searches: [(&str, Search); 3] = [
            ("search", |engine| {
                engine.search(&Connect4::start(), Limits::depth(40))
            }),
            ("solve", |engine| engine.solve(&Connect4::start())),
            ("solve_weak", |engine| engine.solve_weak(&Connect4::start())),
        ];
        for threads in [1, 2] {
            for (name, search) in searches {
                let mut engine = Engine::<Connect4>::with_table_bytes(1 << 20)
                    .with_threads(threads)
                    .with_spawn_after(0);
                let budget = Budget::unlimited().with_monitor(engine.monitor());
                let (result, after) = stopped_after(&budget, || search(&mut engine));
                assert!(!result.complete, "{name} on {threads} threads");
                assert!(result.best_move.is_some(), "{name} on {threads} threads");
                assert!(after < BOUND, "{name} on {threads} threads: {after:?}");
            }
            // By the deadline.
            let mut engine = Engine::<Connect4>::with_table_bytes(1 << 20).with_threads(threads);
            let started = Instant::now();
            let result = engine.search(&pos, Limits::time(Duration::from_millis(100)));
            assert!(!result.complete && result.depth >= 1);
            let took = started.elapsed();
            assert!(
                took < Duration::from_millis(100) + BOUND,
                "{threads}: {took:?}"
            );
        }
    }

    crate::game! {
        /// Gomoku: 225 moves, and an iteration of the engine's costs many times the last.
        pub Gomoku { board: 15 x 15, moves: place, win: line 5 }
    }

    #[test]
    fn a_node_limit_cuts_an_engine_iteration_short_on_every_thread_together() {
        let pos = Gomoku::start();
        for threads in [1, 2] {
            let budget = Budget::unlimited().with_nodes(600_000);
            let mut engine = Engine::<Gomoku>::with_table_bytes(1 << 22)
                .with_threads(threads)
                .with_monitor(budget.monitor().clone());
            let result = engine.search(&pos, budget.engine_limits(Limits::depth(10)));
            // Four iterations complete within the first 300,000 positions (measured: 184,050
            // on one thread, 201,000-241,000 on two), so a fifth starts, and would cost about
            // 5.9 million: it is cut once the threads together have visited 600,000.
            assert!(
                result.depth >= 3 && !result.complete,
                "{threads}: {result:?}"
            );
            let bound = 600_000 + NODE_SLACK * threads as u64;
            assert!(
                (600_000..=bound).contains(&result.nodes),
                "{threads}: {} not in 600,000..={bound}",
                result.nodes
            );
        }
    }

    #[test]
    fn a_node_limit_bounds_the_engine_on_every_thread_together() {
        let pos = Connect4::start();
        for threads in [1, 2] {
            let budget = Budget::unlimited().with_nodes(300_000);
            let mut engine = Engine::<Connect4>::with_table_bytes(1 << 20)
                .with_threads(threads)
                .with_monitor(budget.monitor().clone());
            let limits = budget.engine_limits(Limits::depth(40));
            assert_eq!(limits.nodes, Some(300_000));
            let result = engine.search(&pos, limits);
            assert!(!result.complete && result.depth >= 6, "{result:?}");
            // The first iteration (8 positions) and the slack of each thread.
            let bound = 300_000 + 8 + NODE_SLACK * threads as u64;
            assert!(
                result.nodes <= bound,
                "{threads}: {} > {bound}",
                result.nodes
            );
            // Reported to the budget, the positions are spent for the searches after it.
            budget.spend(result.nodes);
            let left = budget.engine_limits(Limits::depth(40)).nodes;
            assert_eq!(left, Some(300_000u64.saturating_sub(result.nodes)));
        }
    }
}

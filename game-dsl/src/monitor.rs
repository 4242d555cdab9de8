//! What a running search shares with the outside world: a request to stop, and its progress.
//! Every search reads the request: the plain searches through their
//! [`Budget`](crate::budget::Budget), the engine through its own handle.

use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU32, AtomicU64, Ordering};

use crate::score::{INFINITY, Score};

/// A handle on running searches (those of an [`Engine`](crate::engine::Engine), through
/// [`Engine::monitor`](crate::engine::Engine::monitor), and those under a
/// [`Budget`](crate::budget::Budget) that holds it), shared with other threads: another thread (a Ctrl-C handler, a progress line) asks the
/// search to stop, or reads how far it got. The search publishes its node count every few
/// thousand positions, so reading it costs the search nothing.
///
/// A stop request holds until [`Monitor::resume`]: every search started meanwhile returns at
/// once with what it has (its first iteration, for a depth-limited search).
///
/// ```
/// use std::sync::Arc;
/// use game_dsl::{game, Game, GameExt, engine::Engine, Notation};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// let mut engine = Engine::<TicTacToe>::with_table_bytes(1 << 20);
/// let monitor = engine.monitor();
/// engine.solve(&TicTacToe::start());
/// assert!(monitor.progress().nodes > 0);
/// assert_eq!(monitor.progress().bounds, (0, 0)); // solved: a draw
///
/// monitor.stop();
/// let result = engine.solve(&TicTacToe::start().play_sequence("1").unwrap());
/// assert!(!result.complete); // stopped before it proved anything
/// monitor.resume();
/// ```
#[derive(Debug)]
pub struct Monitor {
    stop: AtomicBool,
    nodes: AtomicU64,
    depth: AtomicU32,
    lower: AtomicI32,
    upper: AtomicI32,
}

/// A snapshot of a search's progress: see [`Monitor::progress`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Progress {
    /// Positions visited since the search started (published every few thousand).
    pub nodes: u64,
    /// The deepest completed iteration of a depth-limited search; 0 for a solve.
    pub depth: u32,
    /// The scores between which a solve has proven the value lies (the whole range at the
    /// start; one score when solved).
    pub bounds: (Score, Score),
}

impl Default for Monitor {
    fn default() -> Self {
        Monitor {
            stop: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            depth: AtomicU32::new(0),
            lower: AtomicI32::new(-INFINITY),
            upper: AtomicI32::new(INFINITY),
        }
    }
}

impl Monitor {
    /// Asks the running search (and every later one, until [`Monitor::resume`]) to stop and
    /// return the best result it has.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Lifts a stop request.
    pub fn resume(&self) {
        self.stop.store(false, Ordering::Relaxed);
    }

    /// Whether a stop was requested.
    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// How far the current (or last) search got.
    pub fn progress(&self) -> Progress {
        Progress {
            nodes: self.nodes.load(Ordering::Relaxed),
            depth: self.depth.load(Ordering::Relaxed),
            bounds: (
                self.lower.load(Ordering::Relaxed),
                self.upper.load(Ordering::Relaxed),
            ),
        }
    }

    /// Resets the progress for a new search (not the stop request).
    pub(crate) fn start(&self) {
        self.nodes.store(0, Ordering::Relaxed);
        self.depth.store(0, Ordering::Relaxed);
        self.set_bounds(-INFINITY, INFINITY);
    }

    /// Positions published since the search started, all its threads together.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// Publishes `count` more positions visited.
    pub(crate) fn add_nodes(&self, count: u64) {
        self.nodes.fetch_add(count, Ordering::Relaxed);
    }

    /// Publishes a completed iteration.
    pub(crate) fn set_depth(&self, depth: u32) {
        self.depth.store(depth, Ordering::Relaxed);
    }

    /// Publishes what a solve has proven.
    pub(crate) fn set_bounds(&self, lower: Score, upper: Score) {
        self.lower.store(lower, Ordering::Relaxed);
        self.upper.store(upper, Ordering::Relaxed);
    }
}

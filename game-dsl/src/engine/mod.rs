//! The engine: negamax alpha-beta with a transposition table, to solve positions exactly (or
//! only win/draw/loss) and to search them to a depth or for a time.
//!
//! It follows Pascal Pons' Connect Four solver ("Solving Connect 4: how to build a perfect AI"),
//! written once for every `G: Game`:
//!
//! - negamax alpha-beta, fail-soft, copy-make (`node.rs`);
//! - a transposition table of fixed size ([`crate::tt`]), allocated once, of the size that suits
//!   the game (from [`Game::positions_bound`]) or that the user sets ([`Engine::with_table_bytes`]): scores, bounds, best
//!   moves; distance scores stored relative to the position so that they hold from any path; the
//!   table entries of a position's children are prefetched together before the first is searched;
//! - games scored by distance (`distance.rs`): moves ordered by the table's move, then by the
//!   threats they make, then by the game's [`Game::order_hint`] (`order.rs`); the game's
//!   [`Tactics`](crate::Tactics): a win at once ends the search of a position, only moves that
//!   do not lose at once are searched, and then the window shrinks to the scores still possible
//!   (no win before our next move, no loss before the opponent's next: this assumes, as in every
//!   line game, that a game is won by the move that ends it). A game without tactics is searched
//!   in full;
//! - games scored by margin (`margin.rs`), as Othello solvers search: the table's move, then
//!   fastest first; the game's [`Endgame`] knowledge (a ceiling of the value, its
//!   own search of the last plies); the last plies without the table;
//! - to solve: null-window searches that bisect the range of possible values, as Pons' "iterative
//!   deepening" does (the range counted in plies from [`Game::plies_left_bound`], `ranks.rs`);
//!   with margin scoring, first a short depth-limited search with the game's evaluation whose
//!   best moves seed the table (the move ordering near the root), then one principal variation
//!   search over the whole range of margins; with distance scoring and no tactics that find a
//!   win at once, first a shallow iterative deepening (`quick_pass`) that proves a quick win
//!   or loss exactly, and otherwise seeds the table and bounds the range;
//!   a weak solve is one search with the window `(-1, 1)`;
//! - to search with limits: iterative deepening with aspiration windows and principal variation
//!   search, the game's evaluation at the horizon, the clock looked at every few thousand
//!   positions. A depth-limited search returns the depth-limited minimax value (the tactics only
//!   prune where they look no further than the depth), unless the table holds a deeper result
//!   for a position reached by paths of different lengths;
//! - on several threads ([`Engine::with_threads`]): Lazy SMP, helper threads searching the same
//!   null-window tests and iterations over the shared table (see `smp.rs`), splitting the moves
//!   of the positions near the root between them as ABDADA does (`busy.rs`), each thread
//!   leaving a subtree as soon as another has resolved a position above it near the root.
//!
//! How it compares with the reference solvers: docs/benchmarks.md.
//!
//! No heap allocation per node: move lists and sort keys live on the stack; the principal
//! variation is built once per search.
//!
//! ```
//! use game_dsl::{game, Game, GameExt, Notation};
//! use game_dsl::engine::Engine;
//! use game_dsl::score::{Verdict, WIN};
//! game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
//!
//! let mut engine = Engine::with_table_bytes(1 << 20);
//! let result = engine.solve(&TicTacToe::start());
//! assert_eq!(result.score, 0); // a draw
//! assert_eq!(result.pv.len(), 9); // played out to the full board
//!
//! // X on 1 and 5, O on 2 and 4: X wins at once with 9.
//! let pos = TicTacToe::start().play_sequence("1 2 5 4").unwrap();
//! let result = engine.solve(&pos);
//! assert_eq!(result.verdict::<TicTacToe>(), Verdict::Proven { value: 1, plies: Some(1) });
//! assert_eq!(pos.format_move(result.best_move.unwrap()), "9");
//! assert_eq!(result.score, WIN - 1);
//! ```

mod busy;
mod distance;
mod line;
mod margin;
mod node;
pub(crate) mod order;
mod ranks;
mod root;
mod smp;
#[cfg(test)]
mod stop_tests;
#[cfg(test)]
mod tests;

use std::marker::PhantomData;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::budget::Budget;
use crate::game::{Endgame, Game, GameExt, Scoring, Tactics};
use crate::score::{self, INFINITY, MAX_EVAL, Score, WIN};
use crate::search::SearchResult;
use crate::tt::{self, Table};

pub use crate::monitor::{Monitor, Progress};
use node::{Searcher, TO_THE_END};
use ranks::Ranks;

/// The deepest depth-limited search: the table keeps depths in 8 bits, the last value meaning
/// "to the end of the game".
///
/// ```
/// use game_dsl::{engine::MAX_DEPTH, tt::SOLVED};
/// assert_eq!(MAX_DEPTH, u32::from(SOLVED) - 1);
/// ```
pub const MAX_DEPTH: u32 = tt::SOLVED as u32 - 1;

/// The number of threads the machine runs at once (its cores, or hardware threads), 1 if it
/// cannot tell: the default of the command line's `--threads`.
///
/// ```
/// assert!(game_dsl::engine::available_threads() >= 1);
/// ```
pub fn available_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// First half-width of the aspiration window around the previous iteration's score.
const ASPIRATION: Score = 16;

/// The depth of the search with the game's evaluation that comes before a solve scored by
/// margin: its iterations leave in the table a best move for the positions near the root, which
/// the solve then searches first. A few thousand positions; on Othello's FFO #40-#49 it saves up
/// to a third of the solve's positions (#42: 94.7 M to 60.1 M) and costs a few percent on some
/// (#45: 666 M to 704 M); depths 6 to 12 measured in docs/benchmarks.md.
const SEEDING_DEPTH: u32 = 8;

/// The fewest plies left ([`Game::plies_left_bound`]) for which a solve scored by margin is
/// seeded (see [`SEEDING_DEPTH`]): on smaller ones the search costs more than it saves (Othello,
/// 36 plies: 18 empty cells; FFO #1-#19, of 14 to 16, took 1.33x the time seeded).
const SEEDED_PLIES: u32 = 36;

/// The positions that the shallow search before a solve scored by distance may spend (see
/// [`quick_pass`]): an iteration whose estimated cost would take the pass past them is not
/// started. A win in a few plies is found within a few thousand. Measured on 22 positions of
/// clobber, konane, domineering, amazons6, breakthrough and checkers (docs/benchmarks.md): 2^18
/// solved them in the fewest positions together; 2^16 left a breakthrough loss in 6 unsolved
/// after a minute, and 2^20 spent more on the smaller solves.
const QUICK_NODES: u64 = 1 << 18;

/// Limits of a [`Engine::search`]: the depth in plies, the time, the positions. `Limits::default()`
/// has none: the search deepens until the game is solved (or [`MAX_DEPTH`]).
///
/// The time and the positions bound every iteration but the first, which always completes (one
/// ply: a position for each move), so that a search always has a move and a score to return.
///
/// ```
/// use std::time::Duration;
/// use game_dsl::engine::Limits;
/// let limits = Limits::depth(6).with_time(Duration::from_millis(100)).with_nodes(50_000);
/// assert_eq!(limits.depth, Some(6));
/// assert_eq!(limits.nodes, Some(50_000));
/// assert_eq!(Limits::default().time, None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub struct Limits {
    /// The deepest iteration, in plies (at most [`MAX_DEPTH`]).
    pub depth: Option<u32>,
    /// The time after which the search stops and returns its deepest completed iteration (the
    /// first iteration always completes).
    pub time: Option<Duration>,
    /// The most positions the search visits, all its threads together, approximately: each
    /// thread adds its count to the total every few thousand positions (every [`NODE_SLACK`] at
    /// most) and stops once the total reaches the limit, so that a search visits at most
    /// `nodes` plus [`NODE_SLACK`] for each of its threads, plus its first iteration.
    pub nodes: Option<u64>,
}

/// How far past [`Limits::nodes`] each thread of a search may go: it publishes its count every
/// 4,096 positions (512 with helpers) and looks at the total as often, each thread for itself
/// (a helper does not wait for the main thread to tell it to stop: on a busy machine that
/// thread may be waiting for a processor). Four times the longest interval covers the
/// positions not yet published when the limit is reached and each thread's next look.
pub const NODE_SLACK: u64 = 4 * node::CLOCK_INTERVAL;

impl Limits {
    /// A depth limit only.
    ///
    /// ```
    /// use game_dsl::engine::Limits;
    /// assert_eq!(Limits::depth(4).depth, Some(4));
    /// ```
    pub const fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            time: None,
            nodes: None,
        }
    }

    /// A time limit only.
    ///
    /// ```
    /// use std::time::Duration;
    /// use game_dsl::engine::Limits;
    /// assert_eq!(Limits::time(Duration::from_secs(1)).time, Some(Duration::from_secs(1)));
    /// ```
    pub const fn time(time: Duration) -> Limits {
        Limits {
            depth: None,
            time: Some(time),
            nodes: None,
        }
    }

    /// These limits with a time limit too.
    ///
    /// ```
    /// use std::time::Duration;
    /// use game_dsl::engine::Limits;
    /// let limits = Limits::depth(3).with_time(Duration::from_secs(2));
    /// assert_eq!((limits.depth, limits.time), (Some(3), Some(Duration::from_secs(2))));
    /// ```
    pub const fn with_time(self, time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..self
        }
    }

    /// These limits with a limit of positions too (see [`Limits::nodes`]).
    ///
    /// ```
    /// use game_dsl::engine::Limits;
    /// assert_eq!(Limits::depth(3).with_nodes(1_000).nodes, Some(1_000));
    /// ```
    pub const fn with_nodes(self, nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..self
        }
    }

    /// These limits within what `budget` has left: the time no later than its deadline, the
    /// positions no more than it has left (the engine's threads together, within
    /// [`NODE_SLACK`] a thread: see [`Limits::nodes`]). The engine counts its own positions:
    /// report them with [`Budget::spend`] once it returns, for the searches that follow. The
    /// engine's stop request must be the budget's ([`Engine::with_monitor`] with
    /// [`Budget::monitor`]), so that one request stops both.
    ///
    /// ```
    /// use std::time::Duration;
    /// use game_dsl::{budget::Budget, engine::Limits};
    /// let budget = Budget::unlimited().with_time(Duration::from_secs(1)).with_nodes(5_000);
    /// let limits = Limits::depth(5).within(&budget);
    /// assert!(limits.time.unwrap() <= Duration::from_secs(1));
    /// assert_eq!(limits.nodes, Some(5_000));
    /// budget.spend(3_000);
    /// assert_eq!(Limits::depth(5).with_nodes(4_000).within(&budget).nodes, Some(2_000));
    /// assert_eq!(Limits::depth(5).within(&Budget::unlimited()), Limits::depth(5));
    /// ```
    pub fn within(self, budget: &Budget) -> Limits {
        let limits = match (budget.time_left(), self.time) {
            (Some(left), Some(time)) => self.with_time(left.min(time)),
            (Some(left), None) => self.with_time(left),
            (None, _) => self,
        };
        match (budget.nodes_left(), limits.nodes) {
            (Some(left), Some(nodes)) => limits.with_nodes(left.min(nodes)),
            (Some(left), None) => limits.with_nodes(left),
            (None, _) => limits,
        }
    }
}

/// A search engine for the game `G`: a transposition table and the searches that use it. The
/// table is kept between searches (what one search learned speeds up the next) until
/// [`Engine::clear`].
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// use game_dsl::engine::{Engine, Limits};
/// game! { pub Tokens { pile: 20, moves: take 1..=2, win: last_take } }
///
/// let mut engine = Engine::<Tokens>::new();
/// let solved = engine.solve(&Tokens::start());
/// // 20 is not a multiple of 3: take 2, then answer 1 with 2 and 2 with 1.
/// assert_eq!(Tokens::start().format_move(solved.best_move.unwrap()), "2");
/// assert!(solved.score > 0);
/// let searched = engine.search(&Tokens::start(), Limits::depth(4));
/// assert_eq!(searched.depth, 4);
/// assert_eq!(searched.score, 0); // no end in sight at depth 4
/// ```
pub struct Engine<G: Game> {
    table: Arc<Table>,
    /// Whether [`Engine::solve`] proves the whole principal variation, or only its first move.
    full_pv: bool,
    /// How long a solve may take.
    solve_time: Option<Duration>,
    /// Stop requests and progress, shared with other threads.
    monitor: Arc<Monitor>,
    /// Threads per search: the main thread and `threads - 1` helpers.
    threads: usize,
    /// Positions the main thread of a parallel search visits alone before its helpers start.
    spawn_after: u64,
    /// The positions the threads of a parallel search are in (with more than one thread).
    busy: Option<Arc<busy::Busy>>,
    game: PhantomData<fn(G)>,
}

impl<G: Game> Default for Engine<G> {
    fn default() -> Self {
        Engine::new()
    }
}

impl<G: Game> std::fmt::Debug for Engine<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("game", &std::any::type_name::<G>())
            .field("table_bytes", &self.table.bytes())
            .field("full_pv", &self.full_pv)
            .field("threads", &self.threads)
            .finish()
    }
}

impl<G: Game> Engine<G> {
    /// An engine with a table of the size that suits the game, room for the positions it can
    /// reach ([`Game::positions_bound`], [`tt::bytes_for_positions`]): 64 KiB for a small game,
    /// up to 64 MiB ([`tt::DEFAULT_BYTES`]) for a large one. Keep the engine to
    /// solve many positions: the table stays, and what one solve proved speeds up the next.
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, Engine};
    /// game! { pub Tokens { pile: 5, moves: take 1..=2, win: last_take } }
    /// game! { pub ConnectFour { board: 7 x 6, moves: drop, win: line 4 } }
    ///
    /// let mut engine = Engine::<Tokens>::new();
    /// assert_eq!(engine.table().bytes(), 64 << 10);
    /// for tokens in 1..=5 {
    ///     let pos = Tokens::start().play_sequence(&"1 ".repeat(5 - tokens)).unwrap();
    ///     let expected = if tokens % 3 == 0 { "loss" } else { "win" };
    ///     assert!(engine.solve(&pos).verdict::<Tokens>().to_string().starts_with(expected));
    /// }
    /// assert_eq!(Engine::<ConnectFour>::new().table().bytes(), 64 << 20);
    /// ```
    pub fn new() -> Engine<G> {
        Engine::with_table_bytes(tt::bytes_for_positions(G::positions_bound()))
    }

    /// An engine with a table of at most `bytes` bytes (16 bytes an entry, at least one entry),
    /// in place of the size [`Engine::new`] gives the game: more for long solves, less for many engines
    /// at once.
    ///
    /// ```
    /// use game_dsl::{game, engine::Engine};
    /// game! { pub Tokens { pile: 5, moves: take 1..=2, win: last_take } }
    /// assert_eq!(Engine::<Tokens>::with_table_bytes(1 << 20).table().len(), 1 << 16);
    /// ```
    pub fn with_table_bytes(bytes: usize) -> Engine<G> {
        Engine {
            table: Arc::new(Table::new(bytes)),
            full_pv: true,
            solve_time: None,
            monitor: Arc::default(),
            threads: 1,
            spawn_after: smp::SPAWN_AFTER,
            busy: None,
            game: PhantomData,
        }
    }

    /// Whether [`Engine::solve`] and [`Engine::solve_weak`] prove the principal variation to the
    /// end of the game (the default) or only its first move, the best move: each move of the
    /// line costs a null-window search, cheap with the table full, but not nothing. Benchmarks
    /// that count positions, as Pons' do, turn it off.
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, engine::Engine, Notation};
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    /// let mut engine = Engine::with_table_bytes(1 << 20).with_full_pv(false);
    /// let result = engine.solve(&TicTacToe::start());
    /// assert_eq!(result.pv.len(), 1);
    /// ```
    pub fn with_full_pv(self, full_pv: bool) -> Engine<G> {
        Engine { full_pv, ..self }
    }

    /// A time limit for [`Engine::solve`] and [`Engine::solve_weak`] (`None`, the default: none).
    /// A solve that runs out of time returns what it has proven: `complete` is false and
    /// `bounds` holds the range the value is known to lie in. ([`Engine::search`] takes its
    /// limits as an argument.)
    ///
    /// ```
    /// use std::time::Duration;
    /// use game_dsl::{game, Game, GameExt, engine::Engine, Notation};
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    /// let mut engine = Engine::with_table_bytes(1 << 20).with_solve_time(Some(Duration::ZERO));
    /// let result = engine.solve(&TicTacToe::start());
    /// assert!(!result.complete);
    /// assert_eq!(result.score, 0); // the middle of the range still open
    /// assert!(result.bounds.unwrap().0 < 0 && result.bounds.unwrap().1 > 0);
    /// ```
    pub fn with_solve_time(self, solve_time: Option<Duration>) -> Engine<G> {
        Engine { solve_time, ..self }
    }

    /// The threads each search runs on (at least 1; the default is 1): the main thread and
    /// helpers that search the same position over the shared table ("Lazy SMP"). Values are
    /// those of one thread: a solve's value is exact whatever the number of threads, and a
    /// depth-limited search returns the serial search's score (its move may be another move of
    /// equal score). Node counts include every thread's and vary from run to run.
    /// [`available_threads`] is the number of cores.
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, engine::Engine, Notation};
    /// game! { pub FourByFour { board: 4 x 4, moves: place, win: line 4 } }
    ///
    /// let pos = FourByFour::start();
    /// let serial = Engine::with_table_bytes(1 << 20).solve(&pos);
    /// let mut engine = Engine::with_table_bytes(1 << 20).with_threads(2);
    /// assert_eq!(engine.threads(), 2);
    /// assert_eq!(engine.solve(&pos).score, serial.score);
    /// ```
    pub fn with_threads(self, threads: usize) -> Engine<G> {
        let threads = threads.max(1);
        Engine {
            threads,
            busy: (threads > 1).then(|| Arc::new(busy::Busy::new())),
            ..self
        }
    }

    /// How many positions the main thread of a parallel search visits alone before it starts
    /// its helpers (default 8192, about a millisecond): a search that ends sooner does not pay
    /// for starting threads (tens of microseconds). 0 starts them at once (as tests do, to run
    /// small searches in parallel).
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, engine::Engine, Notation};
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    ///
    /// let mut engine = Engine::with_table_bytes(1 << 16).with_threads(3).with_spawn_after(0);
    /// assert_eq!(engine.solve(&TicTacToe::start()).score, 0);
    /// ```
    pub fn with_spawn_after(self, positions: u64) -> Engine<G> {
        Engine {
            spawn_after: positions,
            ..self
        }
    }

    /// An engine whose table is `table`, shared with the other engines that hold it (each engine
    /// still runs its own searches; their threads all read and write the one table). What one
    /// engine proves, the others use; [`Engine::clear`] empties the table for all of them.
    ///
    /// ```
    /// use std::sync::Arc;
    /// use game_dsl::{game, Game, GameExt, engine::Engine, tt::Table, Notation};
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    ///
    /// let table = Arc::new(Table::new(1 << 16));
    /// let mut first = Engine::<TicTacToe>::with_table(Arc::clone(&table));
    /// let mut second = Engine::<TicTacToe>::with_table(table);
    /// let alone = first.solve(&TicTacToe::start());
    /// // The second engine finds the root solved in the table the first filled.
    /// assert!(second.solve(&TicTacToe::start()).nodes < alone.nodes);
    /// ```
    pub fn with_table(table: Arc<Table>) -> Engine<G> {
        Engine {
            table,
            ..Engine::with_table_bytes(0)
        }
    }

    /// This engine with `monitor` as its stop request and progress, shared with whoever holds
    /// it (a [`crate::Budget`] that also stops plain searches).
    ///
    /// ```
    /// use std::sync::Arc;
    /// use game_dsl::{game, Game, engine::{Engine, Monitor}};
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    ///
    /// let monitor = Arc::new(Monitor::default());
    /// let mut engine = Engine::<TicTacToe>::with_table_bytes(1 << 16).with_monitor(monitor.clone());
    /// monitor.stop();
    /// assert!(!engine.solve(&TicTacToe::start()).complete);
    /// ```
    pub fn with_monitor(self, monitor: Arc<Monitor>) -> Engine<G> {
        Engine { monitor, ..self }
    }

    /// The threads each search runs on (see [`Engine::with_threads`]).
    ///
    /// ```
    /// use game_dsl::{game, engine::Engine};
    /// game! { pub Tokens { pile: 5, moves: take 1..=2, win: last_take } }
    /// assert_eq!(Engine::<Tokens>::new().threads(), 1);
    /// assert_eq!(Engine::<Tokens>::new().with_threads(0).threads(), 1);
    /// ```
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// The handle through which other threads stop this engine's searches or watch their
    /// progress (see [`Monitor`]).
    pub fn monitor(&self) -> Arc<Monitor> {
        Arc::clone(&self.monitor)
    }

    /// The transposition table.
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, engine::Engine, Notation};
    /// game! { pub Tokens { pile: 5, moves: take 1..=2, win: last_take } }
    /// let mut engine = Engine::with_table_bytes(1 << 12);
    /// engine.solve(&Tokens::start());
    /// assert!(engine.table().probe(Tokens::start().key()).is_some());
    /// ```
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Forgets what earlier searches learned (empties the table), so that the next search starts
    /// afresh, as a benchmark of one position needs.
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, engine::Engine, Notation};
    /// game! { pub Tokens { pile: 5, moves: take 1..=2, win: last_take } }
    /// let mut engine = Engine::with_table_bytes(1 << 12);
    /// let first = engine.solve(&Tokens::start());
    /// assert!(engine.solve(&Tokens::start()).nodes < first.nodes);
    /// engine.clear();
    /// assert_eq!(engine.solve(&Tokens::start()).nodes, first.nodes);
    /// ```
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Solves `pos`: its exact value, with the distance to the end (distance scoring) or the
    /// margin (margin scoring), by null-window searches that bisect the range of possible values
    /// (Pons' `solve`); with margin scoring, by one principal variation search over the whole
    /// range, after a short search with the game's evaluation that orders the moves near the
    /// root. The score is the one [`crate::minimax::minimax`] gives at full depth; the
    /// principal variation is proven move by move (see [`Engine::with_full_pv`]); `depth` is its
    /// length (or [`Game::plies_left_bound`] without the full line).
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, engine::Engine, Notation};
    /// use game_dsl::score::Verdict;
    /// game! { pub Tokens { pile: 7, moves: take 1..=2, win: last_take } }
    ///
    /// let result = Engine::with_table_bytes(1 << 16).solve(&Tokens::start());
    /// // Take 1 to leave 6; then two plies for each 3 tokens.
    /// assert_eq!(result.verdict::<Tokens>(), Verdict::Proven { value: 1, plies: Some(5) });
    /// assert_eq!(result.pv.len(), 5);
    /// assert!(result.complete);
    /// ```
    pub fn solve(&mut self, pos: &G) -> SearchResult<G::Move> {
        self.solve_within(pos, -INFINITY, INFINITY)
    }

    /// Solves `pos` within the window `(alpha, beta)`, as a unit of a solve split across
    /// processes is solved once its siblings have narrowed what matters: the exact value when
    /// it lies strictly inside the window, else a bound. The result is complete; its `bounds`
    /// are the range proven, equal ends for an exact value. Where the value is at most `alpha`
    /// the score is an upper bound at most `alpha` (`bounds` `(-INFINITY, score)`), where it is
    /// at least `beta` a lower bound at least `beta` (`bounds` `(score, INFINITY)`); a bound has
    /// no principal variation and no best move. `solve_within(pos, -INFINITY, INFINITY)` is
    /// [`Engine::solve`]. A window narrower than the game's values searches less.
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, engine::Engine};
    /// use game_dsl::score::{INFINITY, WIN};
    /// game! { pub Tokens { pile: 7, moves: take 1..=2, win: last_take } }
    ///
    /// let mut engine = Engine::with_table_bytes(1 << 16);
    /// let exact = engine.solve(&Tokens::start());
    /// assert_eq!(exact.score, WIN - 5); // a win in 5 plies
    /// // Is it better than a draw? Yes: at least a win in 5 plies or more.
    /// let above = engine.solve_within(&Tokens::start(), 0, 1);
    /// assert!(above.score >= 1 && above.score <= exact.score);
    /// assert_eq!(above.bounds, Some((above.score, INFINITY)));
    /// // Is it better than a win in 3 plies? No.
    /// let below = engine.solve_within(&Tokens::start(), WIN - 3, INFINITY);
    /// assert_eq!(below.bounds, Some((-INFINITY, below.score)));
    /// assert!(below.score >= exact.score && below.score <= WIN - 3);
    /// // A window around the value: the value itself.
    /// let inside = engine.solve_within(&Tokens::start(), 0, WIN);
    /// assert_eq!((inside.score, inside.bounds), (exact.score, Some((exact.score, exact.score))));
    /// ```
    pub fn solve_within(&mut self, pos: &G, alpha: Score, beta: Score) -> SearchResult<G::Move> {
        let whole = alpha <= -INFINITY && beta >= INFINITY;
        let started = Instant::now();
        self.monitor.start();
        if let Some(result) = finished(pos, started) {
            return result;
        }
        let mut searcher = self.searcher(started);
        let ranks = Ranks::new(
            G::SCORING,
            pos.plies_left_bound(),
            G::endgame().margin_bound(pos),
        );
        let (bisected, helper_nodes) =
            self.with_helpers(pos, &mut searcher, |searcher, mut crew| {
                let mut window =
                    |searcher: &mut Searcher<'_, G>, alpha, beta| match crew.as_deref_mut() {
                        Some(crew) => crew.window(searcher, alpha, beta),
                        None => searcher.negamax(pos, alpha, beta, TO_THE_END, 0, true),
                    };
                // The ranks that stand for the window: a value at most `low` is at most
                // `alpha`, one at least `high` at least `beta`. The search finds the value
                // clamped to them.
                let (low, high) = (ranks.floor(alpha), ranks.ceil(beta).max(ranks.floor(alpha)));
                let (mut min, mut max) = (low, high);
                self.monitor.set_bounds(ranks.score(min), ranks.score(max));
                let stopped = |min, max| Err((ranks.score(min), ranks.score(max)));
                if G::SCORING == Scoring::Margin && pos.plies_left_bound() >= SEEDED_PLIES {
                    // The best moves near the root from the game's evaluation first (Othello
                    // solvers deepen a midgame search before the exact one, for its moves).
                    let mut guess = 0;
                    for depth in 1..=SEEDING_DEPTH {
                        guess = aspiration_search(searcher, pos, depth, guess);
                        if searcher.stopped {
                            return stopped(min, max);
                        }
                    }
                    searcher.root_move = None;
                }
                if needs_quick_pass::<G>() {
                    // Without tactics that see a win at once, a test far from a quick win
                    // would search to the end first (see `quick_pass`).
                    match quick_pass(searcher, pos) {
                        Quick::Stopped => return stopped(min, max),
                        Quick::Exact(score) => {
                            let rank = ranks.floor(score).clamp(min, max);
                            (min, max) = (rank, rank);
                        }
                        Quick::Beyond(plies) => {
                            // Neither side wins within `plies`.
                            let quickest = WIN - (plies as Score + 1);
                            max = ranks.floor(quickest).clamp(min, max);
                            min = ranks.ceil(-quickest).clamp(min, max);
                        }
                    }
                }
                // A window's ends are tested first, each by one null-window search, as a
                // principal variation search tests a sibling: at least `beta` (where a unit's
                // siblings usually are), then at most `alpha`.
                if beta < INFINITY && min < max {
                    let threshold = ranks.score(max - 1);
                    let r = window(searcher, threshold, threshold + 1);
                    if searcher.stopped {
                        return stopped(min, max);
                    }
                    if r > threshold {
                        min = max;
                    } else {
                        max = ranks.floor(r).clamp(min, max - 1);
                    }
                }
                if alpha > -INFINITY && min < max && min == low {
                    let threshold = ranks.score(min);
                    let r = window(searcher, threshold, threshold + 1);
                    if searcher.stopped {
                        return stopped(min, max);
                    }
                    if r <= threshold {
                        max = min;
                    } else {
                        min = ranks.ceil(r).clamp(min + 1, max);
                    }
                }
                if G::SCORING == Scoring::Margin && min < max {
                    // One principal variation search over the range left, as Othello solvers
                    // do: with margins the null-window tests far from the value cost as much as
                    // the value itself (docs/benchmarks.md compares it with bisection and MTD(f)).
                    let (a, b) = if whole {
                        (-INFINITY, INFINITY)
                    } else {
                        (ranks.score(min) - 1, ranks.score(max) + 1)
                    };
                    let r = window(searcher, a, b);
                    if searcher.stopped {
                        return stopped(min, max);
                    }
                    let rank = ranks.floor(r).clamp(min, max);
                    (min, max) = (rank, rank);
                }
                while min < max {
                    self.monitor.set_bounds(ranks.score(min), ranks.score(max));
                    let mut med = min + (max - min) / 2;
                    if med <= 0 && min / 2 < med {
                        med = min / 2;
                    } else if med >= 0 && max / 2 > med {
                        med = max / 2;
                    }
                    let threshold = ranks.score(med);
                    let r = window(searcher, threshold, threshold + 1);
                    if searcher.stopped {
                        return stopped(min, max);
                    }
                    if r <= threshold {
                        max = ranks.floor(r).clamp(min, med);
                    } else {
                        min = ranks.ceil(r).clamp(med + 1, max);
                    }
                }
                Ok(ranks.score(min))
            });
        searcher.absorb(helper_nodes);
        let score = match bisected {
            Ok(score) => score,
            Err(bounds) => return self.interrupted(pos, searcher, started, bounds),
        };
        if !whole && let Some(bounds) = window_bound(&ranks, alpha, beta, score) {
            self.monitor.set_bounds(bounds.0, bounds.1);
            searcher.publish();
            return SearchResult {
                best_move: None,
                score,
                depth: 0,
                nodes: searcher.nodes,
                elapsed: started.elapsed(),
                complete: true,
                pv: Vec::new(),
                bounds: Some(bounds),
            };
        }
        self.monitor.set_bounds(score, score);
        // The value is known; the line's first move is proven whatever the time.
        let pv = searcher.proven_line(pos, score, false, self.line_length());
        let mut result = self.solved(pos, searcher, started, score, pv);
        if !whole {
            result.bounds = Some((score, score));
        }
        result
    }

    /// Solves `pos` weakly: win, draw or loss only, by one search with the window `(-1, 1)`
    /// (faster than [`Engine::solve`]). The sign of the score is exact; a win's score is a lower
    /// bound of the exact one, a loss's an upper bound (the real distance to the end is at most
    /// the one the score tells). The principal variation keeps the result, not its distance.
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, engine::Engine, Notation};
    /// game! { pub Tokens { pile: 30, moves: take 1..=2, win: last_take } }
    ///
    /// let mut engine = Engine::with_table_bytes(1 << 16);
    /// assert!(engine.solve_weak(&Tokens::start()).score < 0); // 30 is a multiple of 3
    /// assert!(engine.solve_weak(&Tokens::parse_position("31").unwrap()).score > 0);
    /// ```
    pub fn solve_weak(&mut self, pos: &G) -> SearchResult<G::Move> {
        let started = Instant::now();
        self.monitor.start();
        if let Some(result) = finished(pos, started) {
            return result;
        }
        let mut searcher = self.searcher(started);
        // The window (-1, 1) is two null-window tests: above -1 (not lost), then above 0 (won).
        let (score, helper_nodes) = self.with_helpers(pos, &mut searcher, |searcher, crew| {
            if needs_quick_pass::<G>() {
                match quick_pass(searcher, pos) {
                    Quick::Exact(score) => return score,
                    Quick::Stopped => return 0,
                    Quick::Beyond(_) => {}
                }
            }
            match crew {
                None => searcher.negamax(pos, -1, 1, TO_THE_END, 0, true),
                Some(crew) => {
                    let r = crew.window(searcher, -1, 0);
                    if searcher.stopped || r <= -1 {
                        r
                    } else {
                        crew.window(searcher, 0, 1)
                    }
                }
            }
        });
        searcher.absorb(helper_nodes);
        if searcher.stopped {
            return self.interrupted(pos, searcher, started, (-INFINITY, INFINITY));
        }
        let bounds = match score.signum() {
            1 => (score, INFINITY),
            0 => (0, 0),
            _ => (-INFINITY, score),
        };
        self.monitor.set_bounds(bounds.0, bounds.1);
        let pv = searcher.proven_line(pos, score.signum(), true, self.line_length());
        self.solved(pos, searcher, started, score, pv)
    }

    /// Searches `pos` within `limits` by iterative deepening (each iteration one ply deeper, in
    /// an aspiration window around the last score, ordered by the table filled by the last),
    /// with the game's evaluation at the horizon. Returns the deepest completed iteration: its
    /// score, best move, depth, and the principal variation read from the table. Stops early
    /// when an iteration reaches the end of every line (`complete`: the game is solved) or, with
    /// distance scoring, proves a win or loss. The time and the positions of `limits` bound
    /// every iteration after the first: a search stops within a few milliseconds of its time
    /// (its threads look at the clock every 4,096 positions, 512 with helpers), and an
    /// iteration that would likely not finish within what is left is not started.
    ///
    /// ```
    /// use game_dsl::{game, Game, GameExt, engine::{Engine, Limits}};
    /// use game_dsl::alphabeta::alphabeta;
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    ///
    /// let pos = TicTacToe::start().play_sequence("5 1").unwrap();
    /// let mut engine = Engine::with_table_bytes(1 << 20);
    /// let result = engine.search(&pos, Limits::depth(3));
    /// assert_eq!(result.score, alphabeta(&pos, 3).score);
    /// assert_eq!(result.depth, 3);
    /// assert!(!result.complete);
    /// // Unlimited: deepens until every line ends (a draw).
    /// let result = engine.search(&pos, Limits::default());
    /// assert!(result.complete);
    /// assert_eq!(result.score, 0);
    /// ```
    pub fn search(&mut self, pos: &G, limits: Limits) -> SearchResult<G::Move> {
        let started = Instant::now();
        let deadline = limits.time.map(|time| started + time);
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).min(MAX_DEPTH);
        if let Some(result) = finished(pos, started) {
            return result;
        }
        if max_depth == 0 {
            return SearchResult {
                best_move: None,
                score: score::evaluation(pos),
                depth: 0,
                nodes: 1,
                elapsed: started.elapsed(),
                complete: false,
                pv: Vec::new(),
                bounds: None,
            };
        }
        self.monitor.start();
        let mut searcher = Searcher::new(&self.table, &self.monitor, None);
        searcher.heed_stop = false;
        let (done, helper_nodes) = self.with_helpers(pos, &mut searcher, |searcher, mut crew| {
            let mut done: Option<(Score, Option<G::Move>, u32, bool)> = None;
            for depth in 1..=max_depth {
                if depth > 1 {
                    // The first iteration always completes; a later one that would likely not
                    // finish in the time left is not started (it costs more than all the
                    // iterations before it).
                    if deadline.is_some_and(|deadline| {
                        let now = Instant::now();
                        now >= deadline || now - started > (deadline - now)
                    }) {
                        break;
                    }
                    // Nor one that would likely not finish within the positions left.
                    searcher.publish();
                    if limits.nodes.is_some_and(|limit| {
                        let spent = self.monitor.nodes();
                        spent >= limit || spent > limit - spent
                    }) {
                        break;
                    }
                    if self.monitor.is_stopped() {
                        break;
                    }
                    searcher.set_deadline(deadline);
                    searcher.shared_node_limit = limits.nodes.unwrap_or(u64::MAX);
                    searcher.heed_stop = true;
                }
                searcher.horizons = 0;
                let guess = done.map_or(0, |(score, ..)| score);
                if let Some(crew) = crew.as_deref_mut() {
                    crew.iteration(searcher, depth, guess);
                }
                let score = aspiration_search(searcher, pos, depth, guess);
                if searcher.stopped {
                    break;
                }
                self.monitor.set_depth(depth);
                let best_move = searcher.root_move.or_else(|| searcher.table_move(pos));
                let complete = searcher.horizons == 0;
                done = Some((score, best_move, depth, complete));
                if is_exact::<G>(score, complete) {
                    break;
                }
            }
            done
        });
        searcher.absorb(helper_nodes);
        let (score, best_move, depth, complete) = done.expect("the first iteration completes");
        let best_move = best_move.or_else(|| any_move(pos));
        let pv = searcher.table_line(pos, best_move, depth as usize);
        searcher.publish();
        SearchResult {
            best_move,
            score,
            depth,
            nodes: searcher.nodes,
            elapsed: started.elapsed(),
            complete,
            pv,
            bounds: None,
        }
    }

    /// Runs `body` with the searcher of the main thread and, with more than one thread, a crew of
    /// helpers searching `pos` alongside it (see [`smp`]); returns what `body` returns and the
    /// positions the helpers visited.
    fn with_helpers<'t, R>(
        &'t self,
        pos: &G,
        searcher: &mut Searcher<'t, G>,
        body: impl FnOnce(&mut Searcher<'t, G>, Option<&mut smp::Crew<'_, '_, G>>) -> R,
    ) -> (R, u64) {
        let helpers = self.threads - 1;
        if helpers > 0 {
            searcher.clock_interval = node::SHARED_CLOCK_INTERVAL;
            searcher.busy = self.busy.as_deref();
        }
        smp::with_crew(
            helpers,
            self.spawn_after,
            pos,
            &self.table,
            &self.monitor,
            self.busy.as_deref(),
            |crew| body(searcher, crew),
        )
    }

    /// A searcher for a solve started at `started`, with the engine's solve time limit.
    fn searcher(&self, started: Instant) -> Searcher<'_, G> {
        let deadline = self.solve_time.map(|time| started + time);
        Searcher::new(&self.table, &self.monitor, deadline)
    }

    /// The result of a solve stopped before the end, with the `bounds` it proved: the score is
    /// their middle, the best move the table's (not proven).
    fn interrupted(
        &self,
        pos: &G,
        mut searcher: Searcher<'_, G>,
        started: Instant,
        bounds: (Score, Score),
    ) -> SearchResult<G::Move> {
        searcher.publish();
        let best_move = searcher.table_move(pos).or_else(|| any_move(pos));
        SearchResult {
            best_move,
            score: bounds.0 / 2 + bounds.1 / 2,
            depth: 0,
            nodes: searcher.nodes,
            elapsed: started.elapsed(),
            complete: false,
            pv: best_move.into_iter().collect(),
            bounds: Some(bounds),
        }
    }

    /// How much of the principal variation a solve proves.
    fn line_length(&self) -> usize {
        if self.full_pv { usize::MAX } else { 1 }
    }

    /// The result of a solve.
    fn solved(
        &self,
        pos: &G,
        mut searcher: Searcher<'_, G>,
        started: Instant,
        score: Score,
        pv: Vec<G::Move>,
    ) -> SearchResult<G::Move> {
        searcher.publish();
        SearchResult {
            best_move: pv.first().copied().or_else(|| any_move(pos)),
            score,
            depth: if self.full_pv {
                pv.len() as u32
            } else {
                pos.plies_left_bound()
            },
            nodes: searcher.nodes,
            elapsed: started.elapsed(),
            complete: true,
            pv,
            bounds: None,
        }
    }
}

/// A move to play when the search names none: when every move loses at once, the tactics cut
/// the root short, but a player still has to move. The first by the game's hint.
fn any_move<G: Game>(pos: &G) -> Option<G::Move> {
    let mut moves = pos.legal_moves();
    crate::ordering::sort_by_hint(pos, &mut moves);
    moves.first().copied()
}

/// The bound a solve within `(alpha, beta)` proved when its bisection ended on `score`, the
/// value clamped to the window's ranks: an upper bound when it ended on the low end, a lower
/// bound on the high end, `None` when the value is exact.
fn window_bound(ranks: &Ranks, alpha: Score, beta: Score, score: Score) -> Option<(Score, Score)> {
    let (low, high) = (ranks.floor(alpha), ranks.ceil(beta).max(ranks.floor(alpha)));
    let rank = ranks.floor(score);
    if alpha > -INFINITY && rank <= low && (low < high || low > -ranks.max()) {
        Some((-INFINITY, score))
    } else if beta < INFINITY && rank >= high {
        Some((score, INFINITY))
    } else {
        None
    }
}

/// The result for a root position that is already finished.
fn finished<G: Game>(pos: &G, started: Instant) -> Option<SearchResult<G::Move>> {
    score::terminal_score(pos, 0).map(|score| SearchResult {
        best_move: None,
        score,
        depth: 0,
        nodes: 1,
        elapsed: started.elapsed(),
        complete: true,
        pv: Vec::new(),
        bounds: None,
    })
}

/// Whether a solve of `G` first searches a few plies deep ([`quick_pass`]): a game scored by
/// distance whose tactics find no win at once, unless all its positions ([`Game::positions_bound`])
/// would fit in the pass's budget: a solve of such a game costs little whatever it tests first
/// (without this exception, and a budget of 2^20, the pass took misère tic-tac-toe's solve from
/// 4,662 positions to 7,109 and Nim's from 2,189 to 4,092).
fn needs_quick_pass<G: Game>() -> bool {
    G::SCORING == Scoring::Distance
        && !G::tactics().finds_wins()
        && G::positions_bound() > QUICK_NODES
}

/// What the shallow search before a solve scored by distance found.
enum Quick {
    /// The exact value: a win or loss proven within the depth searched, or every line ended.
    Exact(Score),
    /// Neither side wins within this many plies.
    Beyond(u32),
    /// The search was stopped.
    Stopped,
}

/// The shallow search before a solve of a game scored by distance whose tactics do not find a
/// win at once: iterative deepening with the game's evaluation, as [`Engine::search`] does,
/// while an iteration's estimated cost keeps the pass within [`QUICK_NODES`]. A solve's
/// null-window tests far from a quick win would search the other moves to the end before
/// the winning one (a win in one ply of a 4 x 4 game solved in 308 M positions); the pass finds
/// a win or loss within its depth exactly (a quicker one would be within the horizon too),
/// and otherwise leaves its best moves in the table and bounds the value by its depth.
fn quick_pass<G: Game>(searcher: &mut Searcher<'_, G>, pos: &G) -> Quick {
    let first = searcher.nodes;
    let (mut last, mut growth): (u64, u64) = (0, 1);
    let mut guess = 0;
    let mut found = Quick::Beyond(0);
    for depth in 1..=pos.plies_left_bound().clamp(1, MAX_DEPTH) {
        let spent = searcher.nodes - first;
        if depth > 1 && spent.saturating_add(last.saturating_mul(growth)) > QUICK_NODES {
            break;
        }
        searcher.horizons = 0;
        let before = searcher.nodes;
        guess = aspiration_search(searcher, pos, depth, guess);
        if searcher.stopped {
            return Quick::Stopped;
        }
        let cost = searcher.nodes - before;
        growth = cost.div_ceil(last.max(1)).max(2);
        last = cost;
        if is_exact::<G>(guess, searcher.horizons == 0) {
            found = Quick::Exact(guess);
            break;
        }
        found = Quick::Beyond(depth);
    }
    searcher.root_move = None;
    found
}

/// Whether an iteration of a depth-limited search found the exact value: it met no horizon
/// (`complete`), or, with distance scoring, it proved a win or loss (a quicker one would be
/// within the horizon too); a margin may still grow deeper.
fn is_exact<G: Game>(score: Score, complete: bool) -> bool {
    complete || (G::SCORING == Scoring::Distance && score::is_decisive(score))
}

/// One iteration of [`Engine::search`]: a window of half-width [`ASPIRATION`] around `guess`,
/// widened fourfold on the failing side until the score falls inside (or the time runs out).
fn aspiration_search<G: Game>(
    searcher: &mut Searcher<'_, G>,
    pos: &G,
    depth: u32,
    guess: Score,
) -> Score {
    let full = (-INFINITY, INFINITY);
    let (mut alpha, mut beta) = if depth < 3 || score::is_decisive(guess) {
        full
    } else {
        (guess - ASPIRATION, guess + ASPIRATION)
    };
    let mut delta = ASPIRATION;
    loop {
        searcher.root_move = None;
        let score = searcher.negamax(pos, alpha, beta, depth, 0, true);
        if searcher.stopped || (alpha < score && score < beta) {
            return score;
        }
        delta = delta.saturating_mul(4);
        if score <= alpha {
            alpha = if delta > MAX_EVAL {
                full.0
            } else {
                score - delta
            };
        } else {
            beta = if delta > MAX_EVAL {
                full.1
            } else {
                score + delta
            };
        }
        if score::is_decisive(score) {
            // A proven result: no narrow window around it will do.
            (alpha, beta) = full;
        }
    }
}

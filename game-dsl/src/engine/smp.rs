//! Parallel search, "Lazy SMP": helper threads search the same root as the main thread, each with
//! its own [`Searcher`], all over the one shared table ([`crate::tt::Table`] is lock-free: its
//! entries are two atomic words that check each other). What one thread proves, the others find
//! in the table, and skip. Near the root the threads split the younger moves of a position
//! (`busy.rs`: a move whose position another thread is in waits at the end of the list), so
//! that they do not all search the same subtree at the same time, and a thread below a position
//! of its line that another thread has resolved meanwhile returns to it at once
//! (`Searcher::resolved_ancestor`). At the root of a solve's window the threads share the best
//! move any of them has proven (`root.rs`), so that none goes on in a window another has raised.
//! (Helpers that rotated their
//! moves near the root, to start on other subtrees, did worse: docs/benchmarks.md.)
//!
//! The main thread drives: it posts *jobs* (a null-window test of a solve, an iteration of a
//! depth-limited search), runs each itself, and the helpers pick up every new job as soon as it
//! is posted, abandoning the one they were on. A null-window test ends with the first thread to
//! answer it (every thread's answer is exact: the entries any thread stores are true bounds of
//! their position); an iteration of a depth-limited search ends with the main thread, whose
//! score and move are the result, and helpers never search deeper than the main thread's
//! iteration, so that the values at a fixed depth are those of a serial search.
//!
//! Nothing here depends on the number of threads: each helper is one more thread taking the same
//! jobs from the same board. Helpers are spawned for each search (`std::thread::scope`: a few
//! tens of microseconds) once the main thread has visited [`SPAWN_AFTER`] positions of it, so
//! that the many solves that take microseconds never pay for them, and joined at its end. A
//! test that runs out of that allowance restarts with the helpers, and loses little: what it
//! proved is in the table.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread::{Scope, ScopedJoinHandle};

use crate::game::Game;
use crate::score::Score;
use crate::tt::Table;

use super::busy::Busy;
use super::node::{SHARED_CLOCK_INTERVAL, Searcher, TO_THE_END};
use super::root::RootBest;
use crate::monitor::Monitor;

/// A piece of work the threads share.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Job {
    /// A search of a solve in the window `(alpha, beta)`: a null window tests whether the value
    /// is above `alpha`; a full window finds it.
    Window(Score, Score),
    /// An iteration of a depth-limited search, in an aspiration window around `guess`, that
    /// stops once the threads together have visited `nodes` positions.
    Iteration {
        depth: u32,
        guess: Score,
        nodes: u64,
    },
}

/// The job board: the current job and its number, the first answer to it.
struct Board {
    /// The current job's number and the job; `None` once the search is over.
    posted: Mutex<(u64, Option<Job>)>,
    /// Wakes the helpers waiting for a job.
    wake: Condvar,
    /// The current job's number ([`OVER`] at the end): a helper's search stops when it moves on.
    current: Arc<AtomicU64>,
    /// The first answer to a window: `number << 32 | score as u32` (only ever raised).
    answer: Arc<AtomicU64>,
    /// The best root move of a window that any thread proved (`root.rs`).
    root: Arc<RootBest>,
}

/// The job number that ends the helpers.
const OVER: u64 = u64::MAX;

/// Positions the main thread searches alone before it calls its helpers, by default: a search
/// that ends sooner (an easy Connect Four position: microseconds) does not pay for starting
/// threads.
pub(crate) const SPAWN_AFTER: u64 = 8192;

/// The helpers of one parallel search (started once the main thread has visited a few thousand
/// positions, [`SPAWN_AFTER`] by default), and the board they take their work from.
pub(crate) struct Crew<'scope, 'env, G: Game> {
    scope: &'scope Scope<'scope, 'env>,
    board: &'scope Board,
    pos: G,
    table: &'scope Table,
    monitor: &'scope Monitor,
    busy: Option<&'scope Busy>,
    /// How many helpers to start.
    wanted: usize,
    /// Positions the main thread searches alone.
    spawn_after: u64,
    helpers: Vec<ScopedJoinHandle<'scope, u64>>,
    /// The number of the last job posted.
    number: u64,
}

/// Runs `body` with a crew of `helpers` helper threads searching `pos` over `table`, started
/// once the main thread has visited `spawn_after` positions (none when
/// `helpers` is 0: `body` gets `None` and runs on this thread alone). Returns what `body`
/// returns and the positions the helpers visited.
pub(crate) fn with_crew<G: Game, R>(
    helpers: usize,
    spawn_after: u64,
    pos: &G,
    table: &Table,
    monitor: &Monitor,
    busy: Option<&Busy>,
    body: impl FnOnce(Option<&mut Crew<'_, '_, G>>) -> R,
) -> (R, u64) {
    if helpers == 0 {
        return (body(None), 0);
    }
    let board = Board {
        posted: Mutex::new((0, None)),
        wake: Condvar::new(),
        current: Arc::default(),
        answer: Arc::default(),
        root: Arc::default(),
    };
    std::thread::scope(|scope| {
        let mut crew = Crew {
            scope,
            board: &board,
            pos: *pos,
            table,
            monitor,
            busy,
            wanted: helpers,
            spawn_after,
            helpers: Vec::new(),
            number: 0,
        };
        let result = body(Some(&mut crew));
        (result, crew.finish())
    })
}

impl<'scope, G: Game> Crew<'scope, '_, G> {
    /// Starts the helpers (once).
    fn spawn(&mut self) {
        if !self.helpers.is_empty() {
            return;
        }
        let (board, pos, table, monitor, busy) =
            (self.board, self.pos, self.table, self.monitor, self.busy);
        // A stack for the deepest line the helpers may follow, as the main thread's. A thread
        // the system refuses (memory, a limit on threads) leaves the search to those it gave.
        let plies = pos.plies_left_bound();
        self.helpers = (1..=self.wanted)
            .map_while(|_| {
                crate::stack::thread_for::<G>(plies)
                    .spawn_scoped(self.scope, move || help(board, &pos, table, monitor, busy))
                    .ok()
            })
            .collect();
    }

    /// Posts `job` to the helpers; returns its number.
    fn post(&mut self, job: Job) -> u64 {
        self.number += 1;
        let mut posted = self
            .board
            .posted
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        *posted = (self.number, Some(job));
        self.board.current.store(self.number, Ordering::Release);
        drop(posted);
        self.board.wake.notify_all();
        self.number
    }

    /// The solve's search of `pos` in the window `(alpha, beta)` (a null window: is the value
    /// above `alpha`?), run by `searcher` and by the helpers at once: the first answer, whoever
    /// gives it. `searcher.stopped` is set only if the main thread was stopped (time, stop
    /// request) before any thread answered.
    pub(crate) fn window(
        &mut self,
        searcher: &mut Searcher<'_, G>,
        alpha: Score,
        beta: Score,
    ) -> Score {
        let pos = self.pos;
        if self.helpers.is_empty() {
            if searcher.nodes < self.spawn_after {
                // Alone at first, for a few thousand positions.
                searcher.node_limit = self.spawn_after;
                let score = searcher.negamax(&pos, alpha, beta, TO_THE_END, 0, true);
                searcher.node_limit = u64::MAX;
                if !searcher.stopped || !searcher.out_of_nodes {
                    return score;
                }
                // A long search: start again with help (what was searched is in the table).
                searcher.stopped = false;
                searcher.reset_unwind();
                searcher.out_of_nodes = false;
            }
            self.spawn();
        }
        let number = self.post(Job::Window(alpha, beta));
        let answered = number << 32;
        searcher.cancel = Some((Arc::clone(&self.board.answer), answered));
        searcher.root_best = Some((Arc::clone(&self.board.root), number));
        let score = searcher.negamax(&pos, alpha, beta, TO_THE_END, 0, true);
        searcher.cancel = None;
        searcher.root_best = None;
        let posted = self.board.answer.load(Ordering::Acquire);
        if searcher.stopped && posted >= answered {
            // A helper answered first.
            searcher.stopped = false;
            searcher.reset_unwind();
            return posted as u32 as Score;
        }
        if !searcher.stopped {
            self.board
                .answer
                .fetch_max(answered | u64::from(score as u32), Ordering::AcqRel);
        }
        score
    }

    /// Posts an iteration of a depth-limited search for the helpers to search alongside the main
    /// thread (which runs it itself, with its own window).
    pub(crate) fn iteration(&mut self, searcher: &Searcher<'_, G>, depth: u32, guess: Score) {
        if searcher.nodes >= self.spawn_after {
            self.spawn();
        }
        if !self.helpers.is_empty() {
            // Each helper heeds the limit itself: the main thread, which would tell it to stop,
            // may be waiting for a processor.
            self.post(Job::Iteration {
                depth,
                guess,
                nodes: searcher.shared_node_limit,
            });
        }
    }

    /// Ends the helpers' work and waits for them; returns the positions they visited.
    fn finish(&mut self) -> u64 {
        self.close();
        self.helpers
            .drain(..)
            .map(|helper| helper.join().expect("a helper thread panicked"))
            .sum()
    }

    /// Tells the helpers that the search is over.
    fn close(&self) {
        if self.helpers.is_empty() {
            return;
        }
        {
            let mut posted = self
                .board
                .posted
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            *posted = (OVER, None);
            self.board.current.store(OVER, Ordering::Release);
        }
        self.board.wake.notify_all();
    }
}

impl<G: Game> Drop for Crew<'_, '_, G> {
    /// Ends the helpers' work if the search did not (it panicked): the scope waits for them.
    fn drop(&mut self) {
        self.close();
    }
}

/// A helper's life: wait for a job, search it until it is done or a newer one is posted, again
/// until the search is over. Returns the positions it visited.
fn help<G: Game>(
    board: &Board,
    pos: &G,
    table: &Table,
    monitor: &Monitor,
    busy: Option<&Busy>,
) -> u64 {
    let mut searcher = Searcher::new(table, monitor, None);
    searcher.busy = busy;
    searcher.heed_stop = false;
    searcher.clock_interval = SHARED_CLOCK_INTERVAL;
    let mut done = 0;
    loop {
        let (number, job) = {
            let mut posted = board.posted.lock().unwrap_or_else(PoisonError::into_inner);
            while posted.0 == done {
                posted = board
                    .wake
                    .wait(posted)
                    .unwrap_or_else(PoisonError::into_inner);
            }
            *posted
        };
        let Some(job) = job else {
            break;
        };
        done = number;
        searcher.stopped = false;
        searcher.reset_unwind();
        searcher.cancel = Some((Arc::clone(&board.current), number + 1));
        match job {
            Job::Window(alpha, beta) => {
                searcher.shared_node_limit = u64::MAX;
                searcher.root_best = Some((Arc::clone(&board.root), number));
                let score = searcher.negamax(pos, alpha, beta, TO_THE_END, 0, true);
                searcher.root_best = None;
                if !searcher.stopped {
                    board
                        .answer
                        .fetch_max(number << 32 | u64::from(score as u32), Ordering::AcqRel);
                }
            }
            Job::Iteration {
                depth,
                guess,
                nodes,
            } => {
                searcher.horizons = 0;
                searcher.shared_node_limit = nodes;
                super::aspiration_search(&mut searcher, pos, depth, guess);
            }
        }
    }
    searcher.publish();
    searcher.nodes
}

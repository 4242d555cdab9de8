//! Every search stops on request: the plain searches under a [`Budget`], and the engine, whose
//! stop request a budget shares, on every thread; node limits and deadlines hold the same way.

use std::time::{Duration, Instant};

use super::{Engine, Limits, NODE_SLACK};
use crate::budget::Budget;
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
        let (result, after) = stopped_after(&budget, || algorithm.search_with(&pos, 20, &budget));
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
        let result = engine.search(&pos, Limits::depth(10).within(&budget));
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
        let limits = Limits::depth(40).within(&budget);
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
        let left = Limits::depth(40).within(&budget).nodes;
        assert_eq!(left, Some(300_000u64.saturating_sub(result.nodes)));
    }
}

//! The parallel engine against the known values: Pons' Connect Four sets and the FFO endgame
//! positions (`../shared/data/`) solved with helper threads give the exact scores the serial
//! solver gives; many searches at once over one shared table all stay exact; parallel perft
//! counts what serial perft counts.

mod common;

use std::sync::Arc;

use game_dsl::engine::Engine;
use game_dsl::perft::{perft_parallel, perft_with};
use game_dsl::score::Verdict;
use game_dsl::tt::Table;
use game_dsl::{Game, Notation};
use gamedsl::registry::{Bundled, TestCase};
use gamedsl::{ConnectFour, Othello};

/// The first `limit` positions of a test-set file (which holds at least that many), if the data
/// is there.
fn cases<G: Bundled>(test: &str, file: &str, limit: usize) -> Option<Vec<TestCase<G>>> {
    let path = common::data_dir(test)?.join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let cases: Vec<_> = text
        .lines()
        .filter_map(|line| G::parse_test_case(line).unwrap())
        .take(limit)
        .collect();
    assert_eq!(cases.len(), limit, "{}: positions read", path.display());
    Some(cases)
}

/// The score of a solve in the set's convention.
fn set_score<G: Bundled>(engine: &mut Engine<G>, pos: &G) -> i32 {
    let result = engine.solve(pos);
    let Verdict::Proven { value, plies } = result.verdict::<G>() else {
        panic!("{}: not solved", pos.position_string());
    };
    pos.proven_score(value, plies)
}

/// Solves every case with `threads` threads, helpers started at once, the table cleared before
/// each, and checks the scores.
fn check_parallel<G: Bundled>(cases: &[TestCase<G>], threads: usize, table_mb: usize) {
    let mut engine = Engine::<G>::with_table_bytes(table_mb << 20)
        .with_threads(threads)
        .with_spawn_after(0);
    for case in cases {
        engine.clear();
        let pos = case.position;
        assert_eq!(
            set_score(&mut engine, &pos),
            case.score,
            "{}",
            pos.position_string()
        );
    }
}

#[test]
fn connect4_middle_medium_with_two_and_three_threads() {
    let Some(cases) = cases::<ConnectFour>("parallel L2_R2", "connect4/Test_L2_R2", 100) else {
        return;
    };
    check_parallel(&cases, 2, 16);
    check_parallel(&cases[..30], 3, 16);
}

#[test]
fn connect4_easy_sets_with_two_threads() {
    for file in ["connect4/Test_L2_R1", "connect4/Test_L1_R1"] {
        let Some(cases) = cases::<ConnectFour>("parallel easy sets", file, 200) else {
            return;
        };
        check_parallel(&cases, 2, 16);
    }
}

#[test]
fn connect4_beginning_medium_with_two_threads() {
    let Some(cases) = cases::<ConnectFour>("parallel L1_R2", "connect4/Test_L1_R2", 4) else {
        return;
    };
    check_parallel(&cases, 2, 32);
}

#[test]
fn ffo_1_to_19_with_two_threads() {
    let Some(cases) = cases::<Othello>("parallel FFO", "othello/fforum-1-19.obf", 19) else {
        return;
    };
    check_parallel(&cases, 2, 32);
}

/// Many searches at once over one table: four engines of two threads each on four threads,
/// sharing a table small enough that they overwrite each other's entries all the time, each
/// solving its own positions (and, with the table shared, each other's transpositions).
#[test]
fn engines_sharing_one_table_solve_exactly() {
    let Some(cases) = cases::<ConnectFour>("shared table", "connect4/Test_L2_R2", 120) else {
        return;
    };
    let table = Arc::new(Table::new(1 << 20));
    std::thread::scope(|scope| {
        for (worker, share) in cases.chunks(cases.len() / 4).enumerate() {
            let table = Arc::clone(&table);
            scope.spawn(move || {
                let mut engine = Engine::<ConnectFour>::with_table(table)
                    .with_threads(2)
                    .with_spawn_after(0)
                    .with_full_pv(worker % 2 == 0);
                for case in share {
                    let pos = case.position;
                    assert_eq!(
                        set_score(&mut engine, &pos),
                        case.score,
                        "worker {worker}: {}",
                        pos.position_string()
                    );
                    // A weak solve too: another kind of entry in the same table.
                    assert_eq!(
                        engine.solve_weak(&pos).score.signum(),
                        case.score.signum(),
                        "worker {worker}, weak: {}",
                        pos.position_string()
                    );
                }
            });
        }
    });
}

#[test]
fn parallel_perft_counts_what_serial_perft_counts() {
    let connect4 = ConnectFour::start();
    for depth in 0..=7 {
        let serial = perft_with(&connect4, depth, ConnectFour::PERFT);
        for threads in [2, 3] {
            assert_eq!(
                perft_parallel(&connect4, depth, ConnectFour::PERFT, threads),
                serial
            );
        }
    }
    // Othello counts finished games as leaves; passes and early ends are on the way from
    // positions late in the game.
    let late = Othello::parse_position(
        "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X",
    )
    .unwrap();
    for pos in [Othello::start(), late] {
        for depth in 0..=6 {
            let serial = perft_with(&pos, depth, Othello::PERFT);
            assert_eq!(perft_parallel(&pos, depth, Othello::PERFT, 2), serial);
        }
    }
}

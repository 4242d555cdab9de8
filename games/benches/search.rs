//! Criterion benchmarks of the searches on the bundled games.
//!
//! `cargo bench -p gamedsl --bench search`. The tic-tac-toe figure to compare: the tutorial's
//! Python minimax takes about 0.63 s for the 549,946 positions of the full tree on this machine.
//! The Othello figure to compare: a hand-written C bitboard perft (Kogge-Stone moves,
//! per-direction flips) counts 125 M leaves/s when it counts the last ply with a popcount, as
//! our perft does (depth 11, 212,258,800 leaves, in 1.7 s).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use game_dsl::alphabeta::alphabeta;
use game_dsl::engine::Engine;
use game_dsl::minimax::minimax;
use game_dsl::perft::{FinishedGames, perft, perft_with};
use game_dsl::{Game, GameExt};
use gamedsl::registry::Bundled;
use gamedsl::testing::rng::Rng;
use gamedsl::{
    ChineseCheckers, ConnectFour, Crazyhouse, Go, Go9, Hive, Othello, Quoridor, Shogi, TicTacToe,
    Twixt, Xiangqi,
};
use std::hint::black_box;

fn tictactoe(c: &mut Criterion) {
    let start = TicTacToe::start();
    let mut group = c.benchmark_group("tictactoe");
    group.bench_function("minimax full tree (549,946 positions)", |b| {
        b.iter(|| {
            let result = minimax(black_box(&start), 9);
            assert_eq!(result.nodes, 549_946);
            result.score
        })
    });
    group.bench_function("alphabeta full tree", |b| {
        b.iter(|| alphabeta(black_box(&start), 9).score)
    });
    group.bench_function("perft 9", |b| b.iter(|| perft(black_box(&start), 9)));
    group.finish();
}

fn othello(c: &mut Criterion) {
    let start = Othello::start();
    let mut group = c.benchmark_group("othello");
    group.bench_function("perft 8 (390,216 leaves)", |b| {
        b.iter(|| {
            let leaves = perft_with(black_box(&start), 8, FinishedGames::CountedAsLeaf);
            assert_eq!(leaves, 390_216);
            leaves
        })
    });
    group.finish();
}

/// Plays uniformly random moves from `pos` to the end of the game; returns the plies played.
fn playout<G: Game>(pos: &G, rng: &mut Rng) -> u32 {
    let (mut at, mut plies) = (*pos, 0);
    while !at.is_over() {
        let moves = at.legal_moves();
        at = at.after(moves[rng.below(moves.len())]);
        plies += 1;
    }
    plies
}

/// Random playouts from the start of the games OpenSpiel's C++ is timed on (docs/benchmarks.md
/// compares them with its rollouts, `scripts/openspiel_playouts.py`), a group a game named by
/// its id (`-- go9/` runs one): Go on 9 x 9 and 19 x 19 from the empty board, the measure of
/// Monte Carlo programs; TwixT on 8 x 8; Quoridor on 9 x 9 (most moves are walls, each legal one
/// checked for the paths it leaves); Chinese checkers for two (random games run to the 1,000-ply
/// draw); Hive (to a surrounded queen or the 500-ply draw, each ply a few hundred moves with each
/// ant's flood fill); shogi, xiangqi and crazyhouse (to a mate, a repetition or OpenSpiel's
/// limit of plies).
fn random_playouts(c: &mut Criterion) {
    playouts(c, "go9", Go9::start());
    playouts(c, "twixt", Twixt::start());
    playouts(c, "quoridor", Quoridor::start());
    playouts(c, "chinese-checkers", ChineseCheckers::start());
    playouts(c, "hive", Hive::start());
    playouts(c, "go", Go::start());
    playouts(c, "shogi", Shogi::start());
    playouts(c, "xiangqi", Xiangqi::start());
    playouts(c, "crazyhouse", Crazyhouse::start());
}

/// 100 random playouts from `start`, in a group named `name`.
fn playouts<G: Game>(c: &mut Criterion, name: &str, start: G) {
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(100));
    group.bench_function("100 random playouts from the start", |b| {
        let mut rng = Rng(1);
        b.iter(|| {
            (0..100)
                .map(|_| playout(black_box(&start), &mut rng))
                .sum::<u32>()
        })
    });
    group.finish();
}

/// The first positions of one of Pons' sets, read where the data lies (`$GAME_DSL_DATA` or
/// `../shared/data`); `None` without the data.
fn connect4_set(name: &str, count: usize) -> Option<Vec<ConnectFour>> {
    let dir = std::env::var("GAME_DSL_DATA")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/data").to_string());
    let text = std::fs::read_to_string(format!("{dir}/connect4/{name}")).ok()?;
    Some(
        text.lines()
            .filter_map(|line| ConnectFour::parse_test_case(line).ok().flatten())
            .map(|case| case.position)
            .take(count)
            .collect(),
    )
}

fn connect4(c: &mut Criterion) {
    let mut group = c.benchmark_group("connect4");
    group.bench_function("perft 8", |b| {
        b.iter(|| perft(black_box(&ConnectFour::start()), 8))
    });
    group.bench_function("minimax depth 6", |b| {
        b.iter(|| minimax(black_box(&ConnectFour::start()), 6).score)
    });
    for (set, count) in [("Test_L3_R1", 100), ("Test_L2_R1", 100), ("Test_L1_R1", 20)] {
        let Some(positions) = connect4_set(set, count) else {
            eprintln!("connect4 {set}: skipped, benchmark data not found");
            continue;
        };
        let mut engine = Engine::<ConnectFour>::with_table_bytes(16 << 20);
        // The table is cleared before each position, untimed, as in the reference figures.
        group.bench_function(format!("solve {count} positions of {set}"), |b| {
            b.iter_custom(|iterations| {
                let mut total = std::time::Duration::ZERO;
                for _ in 0..iterations {
                    for pos in &positions {
                        engine.clear();
                        let started = std::time::Instant::now();
                        black_box(engine.solve(pos).score);
                        total += started.elapsed();
                    }
                }
                total
            })
        });
    }
    group.finish();
}

criterion_group!(benches, tictactoe, connect4, othello, random_playouts);
criterion_main!(benches);

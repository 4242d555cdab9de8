//! Criterion benchmarks of the searches on the bundled games.
//!
//! `cargo bench -p games --bench search`. The tic-tac-toe figure to compare: the tutorial's
//! Python minimax takes about 0.63 s for the 549,946 positions of the full tree on this machine.
//! The Othello figure to compare: a hand-written C bitboard perft (Kogge-Stone moves,
//! per-direction flips) counts 125 M leaves/s when it counts the last ply with a popcount, as
//! our perft does (depth 11, 212,258,800 leaves, in 1.7 s).

use criterion::{Criterion, criterion_group, criterion_main};
use game_dsl::Game;
use game_dsl::alphabeta::alphabeta;
use game_dsl::minimax::minimax;
use game_dsl::perft::{FinishedGames, perft, perft_with};
use games::{Othello, TicTacToe};
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

criterion_group!(benches, tictactoe, othello);
criterion_main!(benches);

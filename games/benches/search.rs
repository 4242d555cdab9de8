//! Criterion benchmarks of the searches on the bundled games.
//!
//! `cargo bench -p games --bench search`. The tic-tac-toe figure to compare: the tutorial's
//! Python minimax takes about 0.63 s for the 549,946 positions of the full tree on this machine.

use criterion::{Criterion, criterion_group, criterion_main};
use game_dsl::Game;
use game_dsl::alphabeta::alphabeta;
use game_dsl::minimax::minimax;
use game_dsl::perft::perft;
use games::TicTacToe;
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

criterion_group!(benches, tictactoe);
criterion_main!(benches);

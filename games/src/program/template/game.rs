//! The game's tests, as game-dsl tests its own games: perft counts, the conformance harness,
//! and a snapshot of the code the declaration generates.

use game_dsl::perft::perft;
use game_dsl::{Game, GameExt};
use gamedsl::testing::conformance::{Walk, check};
use gamedsl::testing::insta;
use {{crate}}::MyGame;

#[test]
fn perft_counts_every_sequence_of_moves() {
    // No line of three is complete before X's third stone, at ply 5: every sequence of
    // distinct cells counts, 16, 16 x 15, 16 x 15 x 14, 16 x 15 x 14 x 13.
    let start = MyGame::start();
    let counts: Vec<u64> = (1..=4).map(|depth| perft(&start, depth)).collect();
    assert_eq!(counts, [16, 240, 3_360, 43_680]);
}

#[test]
fn a_line_of_three_wins() {
    let pos = MyGame::start().play_sequence("1 5 2 6 3").unwrap();
    assert!(pos.is_over());
    assert_eq!(pos.terminal_value(), Some(-1), "O to move has lost");
    assert!(MyGame::start().play_sequence("1 1").is_err());
}

#[test]
fn the_game_keeps_the_contract() {
    let report = check::<MyGame>(
        &[],
        Walk {
            depth: 3,
            playouts: 200,
            seed: 1,
        },
    );
    // Every position of the first three plies, once: 1, 16, 16 x 15, and (16 choose 2) x 14
    // with two stones of X and one of O.
    assert_eq!(report.tree_positions, 1 + 16 + 240 + 1_680);
    assert!(report.finished > 0);
}

#[test]
fn generated_code() {
    let code = gamedsl::testing::expansion(include_str!("../src/lib.rs"), "MyGame").unwrap();
    insta::assert_snapshot!("expansion", code);
}

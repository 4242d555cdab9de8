//! The games of moving stones declared with parts (`games/src`: Breakthrough, Clobber,
//! Domineering, Kōnane, Amazons, English draughts) against the plain reference implementations
//! of `reference/`: perft against the published figures, random games compared move list by
//! move list, and positions solved exactly.

mod reference;

use game_dsl::engine::Engine;
use game_dsl::perft::perft;
use game_dsl::{Game, Notation, alphabeta, minimax};
use games::{Amazons, Amazons6, Breakthrough, Checkers, Clobber, Domineering, Konane};
use reference::{Engine as Seen, cross_check};

/// Asserts the generated game's perft from the start for depths 1, 2, ...
fn assert_perft<G: Game>(expected: &[u64]) {
    let start = G::start();
    for (depth, &count) in (1..).zip(expected) {
        assert_eq!(perft(&start, depth), count, "perft({depth})");
    }
}

#[test]
fn breakthrough_perft_is_the_published_one() {
    assert_perft::<Breakthrough>(&[22, 484, 11_132, 256_036, 6_182_818]);
}

#[test]
fn clobber_perft_is_the_published_one() {
    assert_perft::<Clobber>(&[49, 2_116, 80_063, 2_630_382]);
}

#[test]
fn domineering_perft_is_the_plain_count() {
    assert_perft::<Domineering>(&[56, 2_940, 146_580, 6_823_548]);
}

#[test]
fn konane_perft_is_the_reference_count() {
    assert_perft::<Konane>(&[4, 12, 28, 156, 668, 4_192, 22_676, 162_288]);
}

#[test]
fn amazons_perft_is_the_published_one() {
    assert_perft::<Amazons>(&[2_176, 4_307_152]);
    assert_perft::<Amazons6>(&[544, 238_532]);
}

#[test]
fn checkers_perft_is_the_published_one() {
    assert_perft::<Checkers>(&[
        7, 49, 302, 1_469, 7_361, 36_768, 179_740, 845_931, 3_963_680, 18_391_564,
    ]);
}

#[test]
fn breakthrough_plays_as_the_reference() {
    let positions = cross_check::<Seen<Breakthrough>, reference::breakthrough::Breakthrough>(30, 1);
    assert!(positions > 1_000, "{positions}");
}

#[test]
fn clobber_plays_as_the_reference() {
    cross_check::<Seen<Clobber>, reference::clobber::Clobber>(30, 2);
}

#[test]
fn domineering_plays_as_the_reference() {
    cross_check::<Seen<Domineering>, reference::domineering::Domineering>(30, 3);
}

#[test]
fn konane_plays_as_the_reference() {
    cross_check::<Seen<Konane>, reference::konane::Konane>(30, 4);
}

#[test]
fn amazons_play_as_the_reference() {
    cross_check::<Seen<Amazons6>, reference::amazons::Amazons6>(20, 5);
    cross_check::<Seen<Amazons>, reference::amazons::Amazons10>(3, 6);
}

#[test]
fn checkers_plays_as_the_reference() {
    let positions = cross_check::<Seen<Checkers>, reference::checkers::Checkers>(30, 7);
    assert!(positions > 1_000, "{positions}");
}

/// Positions near the end, solved by the engine and by plain minimax to the end: the same value.
fn assert_solved<G: Notation>(position: &str, value: i32, plies: u32) {
    let pos = G::parse_position(position).unwrap();
    let plain = minimax::minimax(&pos, plies + 1);
    assert_eq!(plain.score.signum(), value, "minimax of {position}");
    let result = Engine::with_table_bytes(1 << 20).solve(&pos);
    assert_eq!(result.score.signum(), value, "engine of {position}");
}

/// Cells of an empty board of `cells` with `stones` placed, as a position string.
fn board(cells: usize, stones: &[(usize, char)], side: char) -> String {
    let mut text: Vec<char> = vec!['-'; cells];
    for &(cell, stone) in stones {
        text[cell] = stone;
    }
    format!("{} {side}", text.into_iter().collect::<String>())
}

#[test]
fn small_positions_are_solved_exactly() {
    // Breakthrough: X on b2 steps to the far row at once.
    assert_solved::<Breakthrough>(&board(64, &[(9, 'X'), (30, 'O')], 'X'), 1, 1);
    // Clobber: X's only stone takes O's last one, and O is left without a move.
    assert_solved::<Clobber>(&board(30, &[(0, 'X'), (1, 'O')], 'X'), 1, 1);
    // Domineering, O to move with no two empty cells side by side: O loses at once.
    let mut full: Vec<(usize, char)> = (0..64).map(|cell| (cell, 'X')).collect();
    full.retain(|&(cell, _)| cell % 16 != 0);
    assert_solved::<Domineering>(&board(64, &full, 'O'), -1, 0);
}

game_dsl::game! {
    /// Breakthrough on 5 columns of 4 rows, a row of pawns a side.
    pub SmallBreakthrough {
        board: 5 x 4,
        start: { X: rows 4..=4, O: rows 1..=1 },
        moves: [step forward, step forward_diagonal onto any],
        win: [reach far_row, capture_all],
    }
}

game_dsl::game! {
    /// Clobber on 4 x 3.
    pub SmallClobber {
        board: 4 x 3,
        start: { X: light, O: dark },
        moves: step orthogonal onto enemy,
    }
}

game_dsl::game! {
    /// Domineering on 4 x 4.
    pub SmallDomineering {
        board: 4 x 4,
        moves: { X: place domino vertical, O: place domino horizontal },
    }
}

/// Small boards solved from the start by the engine and by plain alpha-beta to the end.
#[test]
fn small_boards_are_solved() {
    // Values found by both searches: X wins the small Breakthrough and Domineering, O the
    // small Clobber.
    for ((name, engine, plain), value) in [
        (solve::<SmallBreakthrough>(), 1),
        (solve::<SmallClobber>(), -1),
        (solve::<SmallDomineering>(), 1),
    ] {
        assert_eq!((engine, plain), (value, value), "{name}");
    }
}

fn solve<G: Notation>() -> (&'static str, i32, i32) {
    let start = G::start();
    let engine = Engine::with_table_bytes(1 << 20)
        .solve(&start)
        .score
        .signum();
    let plain = alphabeta::alphabeta(&start, 40).score.signum();
    (G::NAME, engine, plain)
}

//! Go on 9 x 9 (`moves: place then capture groups { suicide: illegal, ko: simple, repeat: draw
//! }`, `pass: always`, `win: area { komi: 7.5, passes: 2, limit: 162 }`): perft against
//! OpenSpiel's own counts, captures, suicide, ko, the repetition of a board, the passes and the
//! count. The automatic check against OpenSpiel is in `openspiel.rs`.

use game_dsl::perft::perft;
use game_dsl::{Ending, Game, GameExt, Notation};
use game_dsl_tests::sorted_moves;
use gamedsl::{Go, Go9};

/// OpenSpiel's counts (`go(board_size=9,komi=7.5)`), from `scripts/openspiel_perft.py go9 3`
/// and a pyspiel perft to depth 4 with `open-spiel` 2.0.2: 81 points and the pass; after a
/// pass, all 82 again; two passes end the game.
const PERFT: [u64; 4] = [82, 6_643, 531_522, 42_002_809];

#[test]
fn perft_matches_openspiel() {
    for (depth, &count) in (1..).zip(&PERFT) {
        assert_eq!(perft(&Go9::start(), depth), count, "depth {depth}");
    }
}

/// OpenSpiel's counts for `go` with its default parameters (`board_size=19, komi=7.5`), from
/// `scripts/openspiel_perft.py go 3` with `open-spiel` 2.0.2: 361 points and the pass; after a
/// stone 360 points and the pass, after a pass all 362 (361 * 361 + 362 at depth 2).
const PERFT_19: [u64; 3] = [362, 130_683, 47_046_242];

#[test]
fn perft_19_matches_openspiel() {
    for (depth, &count) in (1..).zip(&PERFT_19) {
        assert_eq!(perft(&Go::start(), depth), count, "depth {depth}");
    }
}

#[test]
fn the_19_board_reads_and_writes_its_far_points_and_captures() {
    // t19 is the top right corner (cell 18), a1 the bottom left (cell 342), t1 cell 360.
    assert_eq!(Go::start().format_move(game_dsl::Move::new(18)), "t19");
    assert_eq!(Go::start().format_move(game_dsl::Move::new(360)), "t1");
    // O's t1 shut in by X's s1 and t2 (cells in the sixth word of the board): taken.
    let pos = Go::start().play_sequence("s1 t1 t2").unwrap();
    let text = pos.position_string();
    let board = text.split(' ').next().unwrap();
    assert_eq!(board.len(), 361);
    assert_eq!(board.matches('O').count(), 0, "O t1 is taken");
    assert_eq!(board.matches('X').count(), 2);
    assert!(text.ends_with(" O - 0 3"), "{text}");
    let read = Go::parse_position(&text).unwrap();
    assert_eq!(read.position_string(), text);
    assert_eq!(sorted_moves(&read), sorted_moves(&pos));
    // O may not play t1 now: it would have no liberty and take nothing.
    assert!(!sorted_moves(&pos).contains(&"t1".to_string()));
}

fn play(moves: &str) -> Go9 {
    Go9::start().play_sequence(moves).unwrap()
}

#[test]
fn a_group_without_liberties_is_taken() {
    // O's b1 a1 pair shut in by X's a2 b2 c1: X c1 takes both.
    let pos = play("a2 a1 b2 b1 c1");
    let board = format!("{}XX{}X{}", "-".repeat(63), "-".repeat(9), "-".repeat(6));
    assert_eq!(pos.position_string(), format!("{board} O - 0 5"));
}

#[test]
fn suicide_is_not_a_move() {
    // O a1 between X a2 and X b1 takes nothing and has no liberty.
    let pos = play("a2 e5 b1");
    let moves = sorted_moves(&pos);
    assert!(!moves.contains(&"a1".to_string()));
    assert_eq!(moves.len(), 81 - 3 - 1 + 1);
}

/// Two kos, A (X takes at f5, O back at e5) and B (O takes at f2, X back at e2), and the
/// stones around them.
const DOUBLE_KO: &str = "d5 e5 e4 f4 e6 f6 f1 g5 f3 d2 g2 e1 e2 e3";

#[test]
fn a_ko_is_not_retaken_at_once() {
    let pos = play(&format!("{DOUBLE_KO} f5"));
    assert!(!sorted_moves(&pos).contains(&"e5".to_string()));
    // After a move elsewhere it may be.
    let pos = pos.play_sequence("a9 b9").unwrap();
    assert!(sorted_moves(&pos).contains(&"e5".to_string()));
}

#[test]
fn a_placement_that_brings_back_an_earlier_board_draws() {
    // X takes in A, O in B, X passes, O retakes A, X retakes B: the board after the first 14
    // moves again (OpenSpiel's `superko_`, a draw).
    let before = play(&format!("{DOUBLE_KO} f5 f2 pass e5"));
    assert_eq!(before.terminal_value(), None);
    let pos = before.play_sequence("e2").unwrap();
    assert_eq!(
        pos.position_string().split(' ').next(),
        play(DOUBLE_KO).position_string().split(' ').next()
    );
    assert_eq!(pos.terminal_value(), Some(0));
    assert_eq!(pos.ending(), Some(Ending::Repetition));
    assert!(pos.legal_moves().is_empty());
}

#[test]
fn two_passes_end_the_game_scored_by_area_with_komi() {
    // One X stone: all 81 points are X's area, 81 - 7.5 > 0: X wins, O to move has lost.
    let pos = play("e5 pass pass");
    assert_eq!(pos.ending(), Some(Ending::Count));
    assert_eq!(pos.side_to_move(), game_dsl::Player::Second);
    assert_eq!(pos.terminal_value(), Some(-1));
    assert!(pos.legal_moves().is_empty());
    // Nothing on the board: 0 - 7.5, O wins.
    let pos = play("pass pass");
    assert_eq!(pos.terminal_value(), Some(-1), "X to move has lost");
    // A pass, a stone, a pass: the passes are not in a row.
    assert_eq!(play("pass e5 pass").terminal_value(), None);
}

#[test]
fn positions_are_read_and_written() {
    let pos = play(&format!("{DOUBLE_KO} f5"));
    let text = pos.position_string();
    assert!(text.ends_with(" O e5 0 15"), "{text}");
    let read = Go9::parse_position(&text).unwrap();
    assert_eq!(read.position_string(), text);
    assert_eq!(sorted_moves(&read), sorted_moves(&pos));
    assert!(Go9::parse_position("X-------- X").is_err());
}

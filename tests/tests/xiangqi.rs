//! Xiangqi: perft counts from the start, the generals that may not face each other, a side
//! without a move that loses, the cannon's screen, the limit of 500 plies, the notation.
//!
//! The perft figures are the counts published for xiangqi's start (chessprogramming.org,
//! "Chinese Chess", <https://www.chessprogramming.org/Chinese_Chess>): 44, 1,920, 79,666,
//! 3,290,240; OpenSpiel's `xiangqi` counts the same to depth 3
//! (`scripts/openspiel_perft.py xiangqi 3`), and its moves are compared game by game in
//! `tests/tests/openspiel.rs`.

use game_dsl::{Game, Notation};
use game_dsl_tests::{assert_perft, position, sorted_moves};
use gamedsl::Xiangqi;

/// The position a FEN describes.
fn fen(text: &str) -> Xiangqi {
    position(text)
}

#[test]
fn perft_from_the_start() {
    assert_perft(&Xiangqi::start(), &[44, 1_920, 79_666, 3_290_240]);
}

#[test]
fn the_start_is_written_back_and_moves_read() {
    let start = Xiangqi::start();
    assert_eq!(
        start.position_string(),
        "rheagaehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAGAEHR w - - 0 1"
    );
    // The cannon to the centre, the horse over its free leg, the soldier one step, the
    // elephant over its free eye.
    for text in ["h3e3", "b1c3", "e4e5", "a1a3", "c1e3"] {
        let mv = start.parse_move(text).expect("a move");
        assert!(start.moves().any(|m| m == mv), "{text}");
        assert_eq!(start.format_move(mv), text);
    }
    // The horse's leg c1 is taken by the elephant; the advisor stays in the palace; the
    // soldier does not step sideways before the river.
    for text in ["b1d2", "d1c2", "e4d4"] {
        let mv = start.parse_move(text).expect("a move");
        assert!(!start.moves().any(|m| m == mv), "{text}");
    }
}

#[test]
fn the_generals_may_not_face_each_other() {
    // Black's general on d10, Red's on e1: Red's general may not step to d1 (the open file).
    let pos = fen("3g5/9/9/9/9/9/9/9/9/4G4 w - - 0 1");
    assert_eq!(sorted_moves(&pos), ["e1e2", "e1f1"]);
    // A position where they face each other has the side not to move attacked.
    assert!(Xiangqi::parse_position("4g4/9/9/9/9/9/9/9/9/4G4 w - - 0 1").is_err());
    // The one piece between them may not leave the file: Red's advisor on e2 has no move.
    let pos = fen("4g4/9/9/9/9/9/9/9/4A4/4G4 w - - 0 1");
    assert_eq!(sorted_moves(&pos), ["e1d1", "e1f1"]);
    // An elephant may not cross the river: from e5 (Red's half) only back to c3 and g3.
    let pos = fen("3g5/9/9/9/9/4E4/9/9/9/4G4 w - - 0 1");
    let elephant: Vec<String> = sorted_moves(&pos)
        .into_iter()
        .filter(|m| m.starts_with("e5"))
        .collect();
    assert_eq!(elephant, ["e5c3", "e5g3"]);
}

#[test]
fn a_side_without_a_move_loses_in_check_or_not() {
    // Black's general on e10: e9 and the row 9 taken by the chariot on a9, f10 by the chariot
    // on f2, d10 seen by Red's general on the open d file; e10 itself is not attacked.
    let pos = fen("4g4/R8/9/9/9/9/9/9/5R3/3G5 b - - 0 1");
    assert!(!pos.in_check());
    assert_eq!(pos.moves().count(), 0);
    assert_eq!(pos.terminal_value(), Some(-1));
}

#[test]
fn the_cannon_captures_over_one_screen() {
    // Red's cannon on e3 sees Black's general on e10 over the soldier on e6: check.
    let pos = fen("4g4/9/9/9/4s4/9/9/4C4/9/3G5 b - - 0 1");
    assert!(pos.in_check());
    assert!(Xiangqi::parse_position("4g4/9/9/9/4s4/9/9/4C4/9/3G5 w - - 0 1").is_err());
    // Without a screen the cannon does not attack it, and slides up to the soldier only.
    let pos = fen("4g4/9/9/9/9/9/9/4C4/9/3G5 b - - 0 1");
    assert!(!pos.in_check());
    // Over the soldier on e6 the cannon takes the chariot on e9, not the soldier.
    let pos = fen("3g5/4r4/9/9/4s4/9/9/4C4/9/5G3 w - - 0 1");
    let cannon: Vec<String> = sorted_moves(&pos)
        .into_iter()
        .filter(|m| m.starts_with("e3e"))
        .collect();
    assert_eq!(cannon, ["e3e1", "e3e2", "e3e4", "e3e5", "e3e9"]);
}

#[test]
fn the_game_is_drawn_after_500_plies() {
    // Move 251 with Red to move is ply 500: drawn, though moves remain.
    let pos = fen("rheagaehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAGAEHR w - - 0 251");
    assert_eq!(pos.terminal_value(), Some(0));
    assert_eq!(pos.moves().count(), 0);
    let pos = fen("rheagaehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAGAEHR b - - 0 250");
    assert_eq!(pos.terminal_value(), None);
    assert_eq!(pos.moves().count(), 44);
}

//! Hive (`board: hive`, the runtime's `game_dsl::hive`): perft against OpenSpiel's counts, and
//! positions that test each kind's moves, the one-hive rule, the placing rules, the end and the
//! notation. The automatic check against OpenSpiel's random games is in `openspiel.rs`.
//!
//! Positions are written with axial coordinates: `q` to the east, `r` to the south-east; the
//! neighbours of `(q, r)` are north-east `(q+1, r-1)`, east `(q+1, r)`, south-east `(q, r+1)`,
//! south-west `(q-1, r+1)`, west `(q-1, r)` and north-west `(q, r-1)`.

use game_dsl::perft::perft;
use game_dsl::{Ending, Game, GameExt, Notation};
use gamedsl::Hive;

/// The position `text`.
fn at(text: &str) -> Hive {
    Hive::parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The sorted names of the moves of `pos` that move the pieces named in `pieces` (placements
/// of a kind in hand included).
fn moves_of(pos: &Hive, pieces: &[&str]) -> Vec<String> {
    let mut names: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&mv| pos.format_move(mv))
        .filter(|name| pieces.iter().any(|p| name.split(' ').next() == Some(*p)))
        .collect();
    names.sort();
    names
}

/// OpenSpiel's counts (`hive`, its defaults), from `scripts/openspiel_perft.py hive 4` with
/// `open-spiel` 2.0.2, each move counted once (any neighbour names it there), and Mzinga's
/// published table for `Base+MLP` (<https://github.com/jonthysell/Mzinga/wiki/Perft>), which
/// has the same four and 5,427,108 at depth 5: seven kinds may open (not the queen), Black
/// answers on six cells, ...
#[test]
fn perft_matches_openspiel_and_mzinga() {
    for (depth, count) in [(1, 7), (2, 294), (3, 6_678), (4, 151_686), (5, 5_427_108)] {
        assert_eq!(perft(&Hive::start(), depth), count, "depth {depth}");
    }
}

/// The queen may not open, and must be placed by a side's fourth turn; a side moves no piece
/// before its queen is placed.
#[test]
fn the_queen_enters_by_the_fourth_turn() {
    let start = Hive::start();
    assert!(moves_of(&start, &["wQ"]).is_empty());
    let third = start
        .play_sequence("wA1, bA1 wA1-, wA2 -wA1, bA2 bA1-, wA3 -wA2, bA3 bA2-")
        .unwrap();
    let moves: Vec<String> = third
        .legal_moves()
        .iter()
        .map(|&m| third.format_move(m))
        .collect();
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|m| m.starts_with("wQ ")), "{moves:?}");
    // Without its queen, White's ants do not move: every move of the second turn is a placement.
    let second = start.play_sequence("wA1, bA1 wA1-").unwrap();
    assert!(moves_of(&second, &["wA1"]).is_empty());
}

/// A grasshopper hops over the whole line of pieces; the queen in the middle of the line would
/// split the hive, so it may not move.
#[test]
fn grasshopper_and_pinned_queen() {
    let pos = at("w 8 - wQ@0,0 bQ@1,0 wG1@-1,0 bA1@2,0");
    assert_eq!(moves_of(&pos, &["wG1", "wQ"]), ["wG1 bA1-"]);
}

/// A slide may not squeeze between two pieces (the queen cannot enter the hole east of it), nor
/// leave the hive's edge (west); it goes round to the north-west and the south-west.
#[test]
fn slides_squeeze_through_no_gap() {
    let pos = at("w 10 - wQ@0,0 bQ@1,-1 bA1@0,1 bA2@2,-1 bA3@2,0 bG1@1,1");
    assert_eq!(moves_of(&pos, &["wQ"]), ["wQ -bA1", "wQ -bQ"]);
}

/// A beetle on top of the queen climbs down to any of the five empty cells around, or across
/// onto White's queen; the piece under it names the cells beside its stack.
#[test]
fn beetle_on_top_of_the_hive() {
    let pos = at("w 8 - bQ@0,0 wQ@-1,0 wB1@0,0");
    let moves = moves_of(&pos, &["wB1"]);
    assert_eq!(moves.len(), 6, "{moves:?}");
    assert!(moves.contains(&"wB1 wQ".to_string()), "{moves:?}");
    assert!(moves.contains(&"wB1 bQ-".to_string()), "{moves:?}");
    // Black's queen is covered: it does not move (and Black would move first anyway).
    let after = pos.play_sequence("wB1 bQ-").unwrap();
    assert_eq!(after.position_string(), "b 9 wB1 wQ@-1,0 wB1@1,0 bQ@0,0");
}

/// The pillbug slides one cell, or lifts a touching piece (of either side) over itself to an
/// empty cell it touches; the piece the other side moved last stays where it is. White's
/// queen, lifted to where it could slide by itself, is one move.
#[test]
fn pillbug_throws() {
    let pos = at("w 6 - wP@0,0 wQ@1,-1 bA1@1,0");
    let moves = moves_of(&pos, &["wP", "wQ", "bA1"]);
    assert_eq!(moves.len(), 2 + 4 + 4 + 1, "{moves:?}");
    assert_eq!(
        moves.iter().filter(|m| m.starts_with("bA1 ")).count(),
        4,
        "{moves:?}"
    );
    let after_black = at("w 6 bA1 wP@0,0 wQ@1,-1 bA1@1,0");
    assert!(moves_of(&after_black, &["bA1"]).is_empty());
    // Any neighbour of the cell names the move: south-west of bA1 is south-east of wP.
    let canonical = pos.parse_legal_move("wQ /bA1").unwrap();
    assert_eq!(pos.parse_legal_move("wQ wP\\").unwrap(), canonical);
    assert_eq!(pos.format_move(canonical), "wQ /bA1");
}

/// The mosquito moves as the kinds it touches: here a queen's slide and a grasshopper's hops.
#[test]
fn mosquito_borrows_its_neighbours_moves() {
    let pos = at("w 6 - wM@0,0 wQ@1,-1 bG1@1,0");
    let moves = moves_of(&pos, &["wM"]);
    assert_eq!(moves.len(), 2 + 2, "{moves:?}");
    assert!(moves.contains(&"wM bG1-".to_string()), "{moves:?}");
}

/// The ladybug climbs onto the queen, crosses onto Black's queen and climbs down beside it: five
/// cells (never back onto its own cell).
#[test]
fn ladybug_goes_over_the_hive() {
    let pos = at("w 6 - wL@0,0 wQ@1,0 bQ@2,0");
    assert_eq!(moves_of(&pos, &["wL"]).len(), 5);
}

/// A queen with a piece on each of its six sides loses; the game is then over.
#[test]
fn a_surrounded_queen_loses() {
    let pos = at("b 13 wA1 bQ@0,0 wQ@1,-1 wA1@1,0 wA2@0,1 wA3@-1,1 wG1@-1,0 bA1@0,-1");
    assert_eq!(pos.ending(), Some(Ending::Surrounded));
    assert_eq!(pos.terminal_value(), Some(-1));
    assert!(pos.legal_moves().is_empty());
}

/// Positions read back as written; mistakes are refused with a reason.
#[test]
fn positions_as_text() {
    let pos = Hive::start()
        .play_sequence("wS1, bG1 -wS1, wQ wS1/, bQ /bG1, wB1 wQ-, bB1 -bQ, wB1 wQ")
        .unwrap();
    let text = pos.position_string();
    assert_eq!(
        text,
        "b 7 wB1 wQ@1,-1 wS1@0,0 bQ@-2,1 bG1@-1,0 bB1@-3,1 wB1@1,-1"
    );
    assert_eq!(Hive::parse_position(&text).unwrap(), pos);
    for (bad, reason) in [
        ("w 4 - wQ@0,0 bQ@2,0", "one hive"),
        ("w 4 - wQ@0,0 wQ@1,0", "twice"),
        ("w 4 - wQ@0,0 wA2@1,0", "order of their numbers"),
        ("b 4 - wQ@0,0", "plies"),
        ("w 2 - wQ@0,0 bQ@1,0 wA1@-1,0", "plies were played"),
        ("w 4 - wX@0,0", "no piece"),
    ] {
        let err = Hive::parse_position(bad).unwrap_err().to_string();
        assert!(err.contains(reason), "{bad}: {err}");
    }
}

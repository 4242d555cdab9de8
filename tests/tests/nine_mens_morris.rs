//! Nine men's morris (`board: morris 3`, `moves: phases [place from hand 9, step, fly at 3]
//! then remove on mill`, `lose: fewer 3`, `limit: 200`): perft against OpenSpiel's own counts,
//! the removal rule, flying, the ends and the notation. The automatic check against OpenSpiel
//! is in `openspiel.rs`.

use game_dsl::perft::perft;
use game_dsl::points::Position;
use game_dsl::{Game, GameExt, Notation, Player};
use game_dsl_tests::sorted_moves;
use gamedsl::NineMensMorris;

/// OpenSpiel's counts of whole turns (a move and its removal one turn), from
/// `scripts/openspiel_perft.py nine-mens-morris 5` with `open-spiel` 2.0.2.
const PERFT: [u64; 4] = [24, 552, 12_144, 255_024];

#[test]
fn perft_matches_openspiel() {
    for (depth, &count) in (1..).zip(&PERFT) {
        assert_eq!(
            perft(&NineMensMorris::start(), depth),
            count,
            "depth {depth}"
        );
    }
}

fn position(text: &str) -> NineMensMorris {
    NineMensMorris::parse_position(text).unwrap()
}

#[test]
fn a_mill_removes_a_stone_outside_mills_unless_all_are_in_mills() {
    // X: a7 d7, O's b6 d6 f6 a mill and a4; X's g7 makes a mill and removes a4 only.
    let pos = position("XX-OOO---O-------------- 7 5 X");
    let mills: Vec<String> = sorted_moves(&pos)
        .into_iter()
        .filter(|m| m.starts_with("g7"))
        .collect();
    assert_eq!(mills, ["g7xa4"]);
    // Without a4 every O stone is in a mill: any may go.
    let pos = position("XX-OOO------------------ 7 6 X");
    let mills: Vec<String> = sorted_moves(&pos)
        .into_iter()
        .filter(|m| m.starts_with("g7"))
        .collect();
    assert_eq!(mills, ["g7xb6", "g7xd6", "g7xf6"]);
    let after = pos.play_sequence("g7xd6").unwrap();
    assert_eq!(after.position_string(), "XXXO-O------------------ 6 6 O 1");
}

#[test]
fn three_stones_fly_and_more_step() {
    // X's a7 d7 g7 with none in hand fly: 3 stones to any of 16 empty points, d7 away from
    // the mill and back never makes one; O steps.
    let pos = position("XXX------OOOO--------O-- 0 0 X");
    assert_eq!(pos.legal_moves().len(), 3 * 16);
    let pos = position("XXX------OOOO--------O-- 0 0 O");
    assert_eq!(
        sorted_moves(&pos),
        [
            "a1d1", "b4b2", "b4b6", "c4c3", "c4c5", "e4e3", "e4e5", "e4f4"
        ]
    );
}

#[test]
fn ends() {
    let rules = &NineMensMorris::RULES;
    // X's four corners are shut in by O: X to move cannot, and loses.
    let shut = position("XOX------O----O------XOX 0 0 X");
    assert!(shut.legal_moves().is_empty());
    assert_eq!(shut.terminal_value(), Some(-1));
    // O with two stones and none in hand has lost, whoever is to move.
    let two = position("XXX-X----O-----------O-- 0 0 O");
    assert_eq!(two.terminal_value(), Some(-1));
    assert!(two.legal_moves().is_empty());
    let two = position("XXX-X----O-----------O-- 0 0 X");
    assert_eq!(two.terminal_value(), Some(1));
    // Two stones on the board and one in hand are three: the game goes on.
    assert_eq!(
        position("XXX-X----O-----------O-- 0 1 O").terminal_value(),
        None
    );
    // After 200 turns the game is drawn, unless the side to move is shut in.
    let mut open = Position::start(rules);
    open.ply = 200;
    assert_eq!(open.value(rules), Some(0));
    let mut shut_in = *position("XOX------O----O------XOX 0 0 X 200").position();
    assert_eq!(shut_in.ply, 200);
    assert_eq!(shut_in.value(rules), Some(-1));
    shut_in.ply = 199;
    assert_eq!(shut_in.value(rules), Some(-1));
    assert_eq!(Position { ply: 199, ..open }.value(rules), None);
}

#[test]
fn notation() {
    let start = NineMensMorris::start();
    assert_eq!(start.position_string(), "------------------------ 9 9 X 0");
    assert_eq!(start.side_to_move(), Player::First);
    assert_eq!(
        start.parse_move("a1a4xd7").map(|m| start.format_move(m)),
        Ok("a1a4xd7".into())
    );
    assert!(start.parse_move("d4").is_err());
    assert!(start.parse_move("a8").is_err());
    assert!(NineMensMorris::parse_position("------------------------ 9 10 X").is_err());
    assert!(NineMensMorris::parse_position("XXXXXXXXXX-------------- 0 9 O").is_err());
    assert_eq!(
        start.play_sequence("d7 d6 a7 g7").unwrap().render(),
        "7  X-----------X-----------O\n   |           |           |\n6  |   +-------O-------+   |\n   |   |       |       |   |\n5  |   |   +---+---+   |   |\n   |   |   |       |   |   |\n4  +---+---+       +---+---+\n   |   |   |       |   |   |\n3  |   |   +---+---+   |   |\n   |   |       |       |   |\n2  |   +-------+-------+   |\n   |           |           |\n1  +-----------+-----------+\n   a   b   c   d   e   f   g\nin hand: X 7, O 7; X to move\n"
    );
}

//! Crazyhouse: perft counts from the start and from positions with pieces in hand and promoted
//! pieces, the hands in the FEN, drops, a promoted piece captured back as a pawn, drop mates
//! and the repetition rule with the hands.
//!
//! The perft figures are OpenSpiel's own (`pyspiel.load_game("crazyhouse")`, OpenSpiel 2.0.2,
//! counting the legal actions of every state to the depth); from the start they agree with
//! the published crazyhouse perft (4,888,832 at depth 5). OpenSpiel writes a promoted piece
//! with its own letters (`E C A H` for a promoted queen, rook, bishop, knight); the positions
//! here write it `Q~` as most crazyhouse programs do.

use game_dsl::{Game, GameExt, Notation, Player};
use game_dsl_tests::{assert_perft, position, sorted_moves};
use gamedsl::Crazyhouse;

/// The position a FEN describes.
fn fen(text: &str) -> Crazyhouse {
    position(text)
}

/// White holds a pawn, Black a pawn and a knight.
const HANDS: &str = "r2qkbr1/p2n2pp/Pp6/2pPpnP1/4p1NP/2P4b/1B1P1PQ1/Rb2K2R[Ppn] w q - 0 21";
/// White's bishop on f8 and Black's queen on e1 were promoted (OpenSpiel: `A`, `e`).
const PROMOTED: &str = "1rb1kB~qq/pp1N4/1n2Pp2/Pp1p1P2/1p1P1p1r/1R5P/2PB2PK/1n2q~BNR[B] b - - 0 36";
/// Black's knight on f1 was promoted; en passant on f3 (OpenSpiel: `h`).
const PASSANT: &str = "r2qkbr1/p2n2pp/Pp5P/2pP1nPp/1PN1pP2/2P4b/nB1P4/Rb2Kn~1R[q] b q f3 0 28";

#[test]
fn perft_from_the_start() {
    assert_perft(&Crazyhouse::start(), &[20, 400, 8_902, 197_281, 4_888_832]);
}

#[test]
fn perft_with_pieces_in_hand() {
    assert_perft(&fen(HANDS), &[62, 5_714, 280_491]);
}

#[test]
fn perft_with_promoted_pieces() {
    assert_perft(&fen(PROMOTED), &[42, 2_701, 126_593]);
    assert_perft(&fen(PASSANT), &[74, 1_616, 104_127]);
}

#[test]
fn fen_with_hands_and_promoted_pieces_is_written_back_as_read() {
    for text in [HANDS, PROMOTED, PASSANT] {
        assert_eq!(fen(text).position_string(), text);
    }
    // Empty hands are not written, as OpenSpiel writes them.
    assert_eq!(
        Crazyhouse::start().position_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    let err = Crazyhouse::parse_position("4k3/8/8/8/8/8/8/4K3[K] w - - 0 1").unwrap_err();
    assert!(
        err.to_string().contains("a king cannot be in hand"),
        "{err}"
    );
}

#[test]
fn a_capture_joins_the_captors_hand_and_is_dropped() {
    let pos = Crazyhouse::start()
        .play_sequence("e2e4 d7d5 e4d5 d8d5")
        .unwrap();
    assert_eq!(
        pos.position_string(),
        "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3"
    );
    assert_eq!(pos.in_hand(Player::First, 0), 1);
    assert_eq!(pos.in_hand(Player::Second, 0), 1);
    // A pawn drops on any empty cell but those of the first and last rows: 34 empty cells,
    // one of them (d8) on the last row.
    let drops: Vec<String> = sorted_moves(&pos)
        .into_iter()
        .filter(|m| m.contains('@'))
        .collect();
    assert!(drops.iter().all(|m| m.starts_with("P@")));
    assert!(!drops.iter().any(|m| m.ends_with('1') || m.ends_with('8')));
    assert_eq!(drops.len(), 33, "{drops:?}");
    let dropped = pos.play_sequence("P@d4").unwrap();
    assert_eq!(
        dropped.position_string(),
        "rnb1kbnr/ppp1pppp/8/3q4/3P4/8/PPPP1PPP/RNBQKBNR[p] b KQkq - 0 3"
    );
    assert_eq!(pos.format_move(pos.parse_move("P@d4").unwrap()), "P@d4");
    // A king is never in hand: its drop is no legal move.
    assert!(pos.play_sequence("K@d4").is_err());
}

#[test]
fn a_promoted_piece_is_captured_back_as_a_pawn() {
    let pos = fen("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let promoted = pos.play_sequence("a7b8q").unwrap();
    assert_eq!(
        promoted.position_string(),
        "1Q~2k3/8/8/8/8/8/8/4K3[R] b - - 0 1"
    );
    let taken = promoted.play_sequence("e8d7 b8c8 d7c8").unwrap();
    assert_eq!(taken.position_string(), "2k5/8/8/8/8/8/8/4K3[Rp] w - - 0 3");
}

#[test]
fn a_drop_may_mate_and_must_cover_a_check() {
    // A knight dropped on f7: a smothered mate.
    let pos = fen("6rk/6pp/8/8/8/8/8/K7[N] w - - 0 1");
    let mated = pos.play_sequence("N@f7").unwrap();
    assert_eq!(mated.terminal_value(), Some(-1));
    // In check from the rook on a8, Black may drop its knight between only, or move the king.
    let check = fen("R5k1/5ppp/8/8/8/8/8/K7[n] b - - 0 1");
    let moves = sorted_moves(&check);
    let drops: Vec<&String> = moves.iter().filter(|m| m.contains('@')).collect();
    assert_eq!(
        drops,
        ["N@b8", "N@c8", "N@d8", "N@e8", "N@f8"]
            .iter()
            .collect::<Vec<_>>()
    );
}

#[test]
fn the_third_occurrence_with_the_same_hands_draws() {
    let pos = Crazyhouse::start()
        .play_sequence("e2e4 d7d5 e4d5 d8d5")
        .unwrap();
    let twice = pos
        .play_sequence("g1f3 b8c6 f3g1 c6b8 g1f3 b8c6 f3g1")
        .unwrap();
    assert_eq!(twice.terminal_value(), None);
    let thrice = twice.play_sequence("c6b8").unwrap();
    assert_eq!(thrice.terminal_value(), Some(0));
    // No fifty-move rule: OpenSpiel's crazyhouse resets its clock on every move.
    assert_eq!(thrice.quiet_plies(), 0);
}

//! Chess: perft counts from the start and from the standard test positions, FEN read and
//! written back, the long algebraic notation, checkmate and stalemate.
//!
//! The perft figures are the published ones: chessprogramming.org, "Perft Results"
//! (<https://www.chessprogramming.org/Perft_Results>): the initial position, position 2
//! ("Kiwipete", by Peter McKenzie), positions 3 to 6.

use game_dsl::perft::perft;
use game_dsl::{Game, GameExt, Notation};
use game_dsl_tests::{assert_perft, position, sorted_moves};
use gamedsl::{Antichess, Chess};

/// The position a FEN describes.
fn fen(text: &str) -> Chess {
    position(text)
}

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const POSITION_3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const POSITION_4: &str = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
const POSITION_6: &str = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
const POSITION_5: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";

#[test]
fn perft_from_the_start() {
    assert_perft(&Chess::start(), &[20, 400, 8_902, 197_281, 4_865_609]);
}

#[test]
#[ignore = "119 million positions: a few seconds in release"]
fn perft_6_from_the_start() {
    assert_eq!(perft(&Chess::start(), 6), 119_060_324);
}

#[test]
fn perft_of_kiwipete() {
    assert_perft(&fen(KIWIPETE), &[48, 2_039, 97_862, 4_085_603]);
}

#[test]
fn perft_of_position_3() {
    assert_perft(&fen(POSITION_3), &[14, 191, 2_812, 43_238, 674_624]);
}

#[test]
fn perft_of_position_4() {
    assert_perft(&fen(POSITION_4), &[6, 264, 9_467, 422_333]);
}

#[test]
fn perft_of_position_5() {
    assert_perft(&fen(POSITION_5), &[44, 1_486, 62_379, 2_103_487]);
}

#[test]
fn perft_of_position_6() {
    assert_perft(&fen(POSITION_6), &[46, 2_079, 89_890, 3_894_594]);
}

#[test]
fn fen_is_written_back_as_read() {
    for text in [KIWIPETE, POSITION_3, POSITION_4, POSITION_5, POSITION_6] {
        assert_eq!(fen(text).position_string(), text);
    }
    let start = Chess::start();
    assert_eq!(
        start.position_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    let pos = start.play_sequence("e2e4 c7c5 g1f3").unwrap();
    assert_eq!(
        pos.position_string(),
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
}

#[test]
fn malformed_fens_are_refused() {
    for (text, reason) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
            "expected 8 rows",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "`w` or `b`",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBXR w KQkq - 0 1",
            "unknown piece `X`",
        ),
        (
            "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
            "has not one king",
        ),
        // A row of nine: refused, not cut to eight.
        (
            "4k3/8/8/8/8/8/8/4K3Q w - - 0 1",
            "row 8 has more than 8 cells",
        ),
        ("4k3/8/8/8/8/8/8/4K4 w - - 0 1", "row 8 has 9 cells, not 8"),
        ("4k3/8/8/8/8/8/8/4K3 w K - 0 1", "castling right `K`"),
        ("4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "en passant"),
        ("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", "not to move is in check"),
    ] {
        let err = Chess::parse_position(text).unwrap_err().to_string();
        assert!(err.contains(reason), "{text}: {err}");
    }
}

#[test]
fn moves_read_and_written_in_long_algebraic() {
    let pos = fen(KIWIPETE);
    let moves = sorted_moves(&pos);
    assert!(moves.contains(&"e1g1".to_string()) && moves.contains(&"e1c1".to_string()));
    for text in &moves {
        assert_eq!(&pos.format_move(pos.parse_legal_move(text).unwrap()), text);
    }
    // Castling moves the rook too.
    let castled = pos.after(pos.parse_legal_move("e1g1").unwrap());
    assert!(
        castled
            .position_string()
            .starts_with("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1")
    );
    // A promotion names its kind; each of the four is a move.
    let pos = fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let promotions: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&mv| pos.format_move(mv))
        .filter(|text| text.starts_with("b7b8"))
        .collect();
    assert_eq!(promotions, ["b7b8n", "b7b8b", "b7b8r", "b7b8q"]);
    let queened = pos.after(pos.parse_legal_move("b7b8q").unwrap());
    assert_eq!(queened.position_string(), "1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1");
    assert!(pos.parse_move("b7b8x").is_err());
    assert!(pos.parse_move("b7").is_err());
}

#[test]
fn en_passant_is_offered_for_one_ply_and_takes_the_runner() {
    let pos = Chess::start().play_sequence("e2e4 a7a6 e4e5 d7d5").unwrap();
    assert_eq!(
        pos.position_string(),
        "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
    );
    let taken = pos.after(pos.parse_legal_move("e5d6").unwrap());
    assert_eq!(
        taken.position_string(),
        "rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"
    );
    let later = pos.play_sequence("h2h3 h7h6").unwrap();
    assert!(later.parse_legal_move("e5d6").is_err());
}

#[test]
fn checkmate_loses_and_stalemate_draws() {
    // Fool's mate: White is mated.
    let mated = Chess::start().play_sequence("f2f3 e7e5 g2g4 d8h4").unwrap();
    assert!(mated.in_check());
    assert_eq!(mated.terminal_value(), Some(-1));
    // Black to move, not in check, without a move.
    let stalemate = fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert!(!stalemate.in_check());
    assert_eq!(stalemate.terminal_value(), Some(0));
    // A hundred plies without a capture or a pawn's move draw.
    let quiet = fen("4k3/8/8/8/8/8/8/R3K3 w - - 100 80");
    assert_eq!(quiet.terminal_value(), Some(0));
    assert!(quiet.legal_moves().is_empty());
    assert_eq!(
        fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").terminal_value(),
        None
    );
}

#[test]
fn castling_is_refused_through_attacked_squares() {
    // The f1 square is attacked by the rook on f8: no king-side castling; queen-side is fine.
    let pos = fen("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    let moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&mv| pos.format_move(mv))
        .collect();
    assert!(!moves.contains(&"e1g1".to_string()));
    assert!(moves.contains(&"e1c1".to_string()));
    // A rook move loses that side's right.
    let moved = pos.play_sequence("a1a2 f8f7").unwrap();
    assert!(moved.position_string().contains(" w K - "));
}

#[test]
fn a_mate_on_the_hundredth_quiet_ply_wins() {
    // FIDE Laws 5.1.1 and 9.6.2: the mate ends the game before the fifty-move rule draws it.
    // OpenSpiel scores it [-1, 1] after a1a8 from `7k/8/6K1/8/8/8/8/R7 w - - 99 60`.
    let mut pos = fen("7k/8/6K1/8/8/8/8/R7 w - - 99 60");
    assert_eq!(pos.terminal_value(), None);
    pos.play(pos.parse_legal_move("a1a8").unwrap());
    assert_eq!(
        pos.terminal_value(),
        Some(-1),
        "mated on the 100th quiet ply"
    );
    // Without a mate, the 100th quiet ply draws: the rook moves without giving check.
    let mut pos = fen("7k/8/6K1/8/8/8/8/R7 w - - 99 60");
    pos.play(pos.parse_legal_move("a1a2").unwrap());
    assert_eq!(pos.terminal_value(), Some(0), "the fifty-move rule");
}

/// Antichess's moves from a FEN, in the order generated.
fn antichess_moves(text: &str) -> Vec<String> {
    let pos: Antichess = position(text);
    pos.legal_moves()
        .iter()
        .map(|&mv| pos.format_move(mv))
        .collect()
}

#[test]
fn antichess_perft_from_the_start() {
    // OpenSpiel's own counts (`scripts/openspiel_perft.py antichess 4`).
    let start = Antichess::start();
    assert_eq!(
        start.position_string(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    );
    for (depth, count) in [(1, 20), (2, 400), (3, 8_067), (4, 153_299)] {
        assert_eq!(perft(&start, depth), count, "depth {depth}");
    }
}

#[test]
fn antichess_captures_are_compulsory() {
    let pos = Antichess::start().play_sequence("e2e4 d7d5").unwrap();
    assert_eq!(antichess_moves(&pos.position_string()), ["e4d5"]);
    let pos = pos.play_sequence("e4d5").unwrap();
    assert_eq!(antichess_moves(&pos.position_string()), ["d8d5"]);
    assert!(pos.parse_legal_move("a7a6").is_err());
}

#[test]
fn antichess_en_passant_is_not_a_capture() {
    // En passant lands on an empty cell: OpenSpiel's antichess does not count it as a capture,
    // so it is one move among the others when nothing can be captured ...
    let moves = antichess_moves("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    assert!(moves.contains(&"e5d6".to_string()), "{moves:?}");
    assert!(moves.contains(&"e5e6".to_string()), "{moves:?}");
    // ... and is not allowed when a capture is.
    assert_eq!(
        antichess_moves("4k3/8/8/3pP3/8/8/5n2/4K3 w - d6 0 2"),
        ["e1f2"]
    );
}

#[test]
fn antichess_kings_are_captured_and_the_side_without_pieces_wins() {
    // The king is no royal piece: it may stand attacked and be captured.
    let pos = Antichess::parse_position("8/8/8/8/8/8/1k6/K7 w - - 0 1").unwrap();
    assert!(!pos.in_check());
    let moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&mv| pos.format_move(mv))
        .collect();
    assert_eq!(moves, ["a1b2"]);
    let after = pos.play_sequence("a1b2").unwrap();
    // Black, to move, has no piece left: Black wins.
    assert_eq!(after.terminal_value(), Some(1));
    // A side that cannot move wins too.
    let blocked = Antichess::parse_position("8/8/8/8/8/p7/P7/8 w - - 0 1").unwrap();
    assert_eq!(blocked.terminal_value(), Some(1));
}

#[test]
fn antichess_pawns_may_become_kings() {
    assert_eq!(
        antichess_moves("8/P7/8/8/8/8/8/7k w - - 0 1"),
        ["a7a8n", "a7a8b", "a7a8r", "a7a8q", "a7a8k"]
    );
}

/// The knights out and back, four plies that come back to the position they start from.
const KNIGHTS_OUT_AND_BACK: &str = "g1f3 g8f6 f3g1 f6g8";

#[test]
fn the_third_occurrence_of_a_position_draws_and_the_second_does_not() {
    // The start, a second time: the game goes on.
    let second = Chess::start().play_sequence(KNIGHTS_OUT_AND_BACK).unwrap();
    assert_eq!(second.terminal_value(), None);
    assert_eq!(second.legal_moves().len(), 20);
    assert_eq!(second.ending(), None);
    // Seven plies more: no position has occurred three times.
    let seventh = second.play_sequence("g1f3 g8f6 f3g1").unwrap();
    assert_eq!(seventh.terminal_value(), None);
    // The start a third time: a draw, without a move.
    let third = second.play_sequence(KNIGHTS_OUT_AND_BACK).unwrap();
    assert_eq!(third.terminal_value(), Some(0));
    assert!(third.legal_moves().is_empty());
    assert_eq!(third.ending(), Some(game_dsl::Ending::Repetition));
    assert!(third.parse_legal_move("e2e4").is_err());
    // Its position string does not tell the history: read back, it is a first occurrence.
    let read = fen(&third.position_string());
    assert_eq!(read.terminal_value(), None);
    assert_eq!(read.legal_moves().len(), 20);
}

#[test]
fn a_repetition_counts_positions_since_a_fen_and_any_position_of_the_line() {
    // From a FEN: the rook and the king shuffle, and the FEN's position comes back on the
    // fourth ply and a third time on the eighth, not before.
    let start = fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let shuffle = "a1a2 e8d8 a2a1 d8e8";
    let twice = start
        .play_sequence(shuffle)
        .unwrap()
        .play_sequence(shuffle)
        .unwrap();
    assert_eq!(
        twice.terminal_value(),
        Some(0),
        "the FEN's position a third time"
    );
    let line = "a1a2 e8d8 a2a1 d8e8 a1a2 e8d8 a2a1 d8e8";
    let mut pos = start;
    for (ply, mv) in line.split(' ').enumerate() {
        assert_eq!(pos.terminal_value(), None, "ply {ply}");
        pos = pos.after(pos.parse_legal_move(mv).unwrap());
    }
    assert_eq!(pos.terminal_value(), Some(0));
    // The rooks' first moves take the castling rights: the start, with them, is not the
    // position the rooks come back to, which occurs a second time on the eighth ply (a third
    // if the rights were left out). The position after both first moves, with no rights, is
    // the one the count starts from: it occurs a third time on the tenth ply.
    let castles = fen("r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1");
    let back = castles
        .play_sequence("a1a2 a8a7 a2a1 a7a8 a1a2 a8a7 a2a1 a7a8")
        .unwrap();
    assert_eq!(back.position_string(), "r3k3/8/8/8/8/8/8/R3K3 w - - 8 5");
    assert_eq!(back.terminal_value(), None, "the start had castling rights");
    let ninth = back.play_sequence("a1a2").unwrap();
    assert_eq!(
        ninth.terminal_value(),
        None,
        "black still had its right after a1a2"
    );
    let tenth = ninth.play_sequence("a8a7").unwrap();
    assert_eq!(
        tenth.terminal_value(),
        Some(0),
        "three times without the rights"
    );
}

#[test]
fn the_en_passant_cell_counts_only_while_a_pawn_could_take_there() {
    let shuffle = "e8d8 e1d1 d8e8 d1e1";
    // A black pawn on d4 could take on e3 after e2e4: that position is not the one the kings
    // come back to, which occurs a second time after eight plies more; the first position to
    // occur three times is the one after the king's first step, on the tenth.
    let threatened = fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1")
        .play_sequence("e2e4")
        .unwrap();
    let eight = threatened
        .play_sequence(shuffle)
        .unwrap()
        .play_sequence(shuffle)
        .unwrap();
    assert_eq!(eight.terminal_value(), None);
    assert_eq!(
        eight.play_sequence("e8d8").unwrap().terminal_value(),
        Some(0)
    );
    // No black pawn beside e4: the position after e2e4 is the one the kings come back to.
    let open = fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
        .play_sequence("e2e4")
        .unwrap();
    let eight = open
        .play_sequence(shuffle)
        .unwrap()
        .play_sequence(shuffle)
        .unwrap();
    assert_eq!(eight.terminal_value(), Some(0));
}

#[test]
fn insufficient_material_draws_at_once() {
    for (text, drawn) in [
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", true),      // KvK
        ("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", true),    // KBvK
        ("4k3/8/8/8/8/8/8/1N2K3 b - - 0 1", true),    // KNvK
        ("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", true),   // KBvKB, both on dark cells
        ("4k3/8/8/8/8/8/8/B1B1K3 w - - 0 1", true),   // KBBvK, both on dark cells
        ("2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", false), // KBvKB, one light, one dark
        ("4kn2/8/8/8/8/8/8/1N2K3 w - - 0 1", false),  // KNvKN
        ("4kb2/8/8/8/8/8/8/1N2K3 w - - 0 1", false),  // KNvKB
        ("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1", false),  // KNNvK
        ("4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1", false),  // KNBvK
        ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false),   // KPvK
        ("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", false),    // KRvK
    ] {
        let pos = fen(text);
        assert_eq!(pos.terminal_value() == Some(0), drawn, "{text}");
        assert_eq!(pos.legal_moves().is_empty(), drawn, "{text}");
        let ending = drawn.then_some(game_dsl::Ending::Material);
        assert_eq!(pos.ending(), ending, "{text}");
    }
    // Taking the last rook leaves the kings alone: a draw on that ply.
    let pos = fen("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    let taken = pos.after(pos.parse_legal_move("e1d2").unwrap());
    assert_eq!(taken.position_string(), "4k3/8/8/8/8/8/3K4/8 b - - 0 1");
    assert_eq!(taken.terminal_value(), Some(0));
}

#[test]
fn antichess_draws_by_repetition_and_not_by_material() {
    let second = Antichess::start()
        .play_sequence(KNIGHTS_OUT_AND_BACK)
        .unwrap();
    assert_eq!(second.terminal_value(), None);
    let third = second.play_sequence(KNIGHTS_OUT_AND_BACK).unwrap();
    assert_eq!(third.terminal_value(), Some(0));
    assert!(third.legal_moves().is_empty());
    let kings = Antichess::parse_position("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    assert_eq!(kings.terminal_value(), None);
    assert!(!kings.legal_moves().is_empty());
}

#[test]
fn the_searches_take_a_repetition_on_their_line_for_a_draw() {
    use game_dsl::search::Algorithm;
    use game_dsl::{Engine, Limits};
    // Black to move, a queen up; its queen and White's knight go to and fro. After seven plies
    // White, to move, can bring back the start a third time (`f3g1`): a draw, where every other
    // move leaves it a queen down.
    let pos = fen("k7/2q5/8/8/8/8/8/6NK b - - 0 1")
        .play_sequence("c7d7 g1f3 d7c7 f3g1 c7d7 g1f3 d7c7")
        .unwrap();
    assert_eq!(pos.terminal_value(), None);
    for depth in 1..=3 {
        for algorithm in Algorithm::ALL {
            let result = algorithm.search(&pos, depth);
            assert_eq!(result.score, 0, "{algorithm:?} at depth {depth}");
            let best = pos.format_move(result.best_move.unwrap());
            assert_eq!(best, "f3g1", "{algorithm:?} at depth {depth}");
        }
        let result = Engine::new().search(&pos, Limits::depth(depth));
        assert_eq!(result.score, 0, "the engine at depth {depth}");
        assert_eq!(pos.format_move(result.best_move.unwrap()), "f3g1");
    }
    // Black, a move earlier, keeps away from the repetition its queen up.
    let before = fen("k7/2q5/8/8/8/8/8/6NK b - - 0 1")
        .play_sequence("c7d7 g1f3 d7c7 f3g1 c7d7 g1f3")
        .unwrap();
    let result = Engine::new().search(&before, Limits::depth(3));
    assert!(result.score > 0, "{}", result.score);
}

//! `end: custom PATH` in every family of games: the author's end is tested before every end
//! of the game's own, a position it ends has no moves and says it ended by the game's own rule
//! (`Ending::Rule`), and the positions before it are the bundled game's.
//!
//! Each game below is a bundled one (`gamedsl`) with one more section, `end: custom
//! drawn_after_two`: the game is drawn once two plies are played. The first two plies are the
//! bundled game's, and nothing follows them; where the bundled game ends at the second ply too
//! (two passes in Go), the author's end decides.

use game_dsl::alphabeta::alphabeta;
use game_dsl::perft::perft;
use game_dsl::{Ending, Game, GameExt, Notation, game};

/// Drawn once two plies are played: a rule of any game, written once for all of them.
fn drawn_after_two<G: Game>(pos: &G) -> Option<i32> {
    (pos.ply() >= 2).then_some(0)
}

/// Checks `Short`, the bundled game `Plain` cut short by [`drawn_after_two`]: the same
/// perft(1) and perft(2), every position after two plies over and drawn by the author's rule,
/// with no moves, and nothing at perft(3); the start's value is a draw.
fn check_cut_short<Short: Notation, Plain: Notation>() {
    let (short, plain) = (Short::start(), Plain::start());
    assert_eq!(short.position_string(), plain.position_string());
    assert_eq!(short.terminal_value(), None);
    assert_eq!(short.ending(), None);
    let one = perft(&plain, 1);
    assert!(one > 0);
    assert_eq!(perft(&short, 1), one, "{}", Short::NAME);
    assert_eq!(perft(&short, 2), perft(&plain, 2), "{}", Short::NAME);
    assert_eq!(perft(&short, 3), 0, "{}", Short::NAME);
    for first in short.moves() {
        let after_one = short.after(first);
        assert_eq!(after_one.terminal_value(), None, "{}", Short::NAME);
        let plain_one = plain.after(plain.parse_move(&short.format_move(first)).unwrap());
        for second in after_one.moves() {
            let after_two = after_one.after(second);
            assert_eq!(after_two.terminal_value(), Some(0), "{}", Short::NAME);
            assert_eq!(after_two.ending(), Some(Ending::Rule), "{}", Short::NAME);
            assert_eq!(after_two.moves().count(), 0, "{}", Short::NAME);
            let second = plain_one
                .parse_move(&after_one.format_move(second))
                .unwrap();
            let plain_two = plain_one.after(second);
            assert_eq!(after_two.position_string(), plain_two.position_string());
        }
    }
    assert_eq!(alphabeta(&short, 4).score, 0, "{}", Short::NAME);
}

game! {
    pub ShortKalah {
        board: pits 2 x 6 with stores,
        start: 4 seeds,
        moves: sow { again in store, capture opposite },
        win: most seeds,
        end: custom drawn_after_two,
    }
}

game! {
    pub ShortDotsAndBoxes {
        board: edges of 2 x 2 boxes,
        moves: draw { again on box },
        win: most boxes,
        end: custom drawn_after_two,
    }
}

game! {
    pub ShortMorris {
        board: morris 3,
        moves: phases [place from hand 9, step, fly at 3] then remove on mill,
        lose: fewer 3,
        limit: 200,
        sides: [White, Black],
        end: custom drawn_after_two,
    }
}

game! {
    pub ShortGo9 {
        board: 9 x 9,
        sides: [Black, White],
        moves: place then capture groups { suicide: illegal, ko: simple, repeat: draw },
        pass: always,
        win: area { komi: 7.5, passes: 2, limit: 162 },
        end: custom drawn_after_two,
    }
}

game! {
    pub ShortTwixt {
        board: 8 x 8,
        sides: [Red, Blue],
        moves: place then link (1, 2) { crossing: never, enemy_edges: closed, swap: rotate },
        win: connect,
        blocked: draw,
        end: custom drawn_after_two,
    }
}

game! {
    pub ShortChineseCheckers {
        board: hex star 4,
        start: { X: rows 1..=4, O: rows 14..=17 },
        moves: step or hop chain,
        pass: when_blocked,
        win: occupy,
        limit: 1000,
        end: custom drawn_after_two,
    }
}

game! {
    pub ShortQuoridor {
        board: 9 x 9,
        start: { X: [e9], O: [e1] },
        moves: step or jump or wall 2 { stock: 10 },
        pass: when_blocked,
        win: reach far_row,
        limit: 324,
        end: custom drawn_after_two,
    }
}

game! {
    pub ShortHive {
        board: hive,
        sides: [White, Black],
        pieces: {
            queen Q: 1 slide 1,
            ant A: 3 slide any,
            grasshopper G: 3 hop,
            spider S: 2 slide 3,
            beetle B: 2 [slide 1, climb],
            mosquito M: 1 mimic,
            ladybug L: 1 over 2,
            pillbug P: 1 [slide 1, throw],
        },
        royal: queen { by_turn: 4, not_first },
        win: surround royal,
        pass: when_blocked,
        limit: 500,
        end: custom drawn_after_two,
    }
}

game! {
    pub ShortChess {
        board: 8 x 8,
        sides: [White, Black],
        start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        pieces: {
            pawn P: [leap (1, 0) onto empty, run 2 from row 2, leap (1, 1) onto enemy en_passant],
            knight N: leap (1, 2) all,
            bishop B: slide diagonal,
            rook R: slide orthogonal,
            queen Q: slide all,
            king K: [leap (1, 0) all, leap (1, 1) all],
        },
        promote: pawn at row 8 to [knight, bishop, rook, queen],
        royal: king,
        castle: [
            K: e1 to g1 and h1 to f1 empty [f1, g1] safe [e1, f1, g1],
            Q: e1 to c1 and a1 to d1 empty [b1, c1, d1] safe [e1, d1, c1],
            k: e8 to g8 and h8 to f8 empty [f8, g8] safe [e8, f8, g8],
            q: e8 to c8 and a8 to d8 empty [b8, c8, d8] safe [e8, d8, c8],
        ],
        quiet: 100,
        repeat: 3 draw,
        insufficient: [knight alone, bishop same_colour],
        end: custom drawn_after_two,
    }
}

game! {
    pub ShortPentago {
        board: 6 x 6,
        moves: place then rotate quadrants,
        win: line 5,
        end: custom drawn_after_two,
    }
}

game! {
    pub ShortUltimate {
        board: 9 x 9 in blocks 3 x 3,
        moves: place in block of last,
        win: line 3 of blocks won by line 3,
        end: custom drawn_after_two,
    }
}

game! {
    pub ShortHex5 { board: 5 x 5, moves: place, win: connect, end: custom drawn_after_two }
}

game! {
    pub ShortConnectFour {
        board: 7 x 6,
        moves: drop,
        win: line 4,
        order: centre,
        end: custom drawn_after_two,
    }
}

game! {
    pub ShortOthello6 {
        board: 6 x 6,
        start: { X: [d3, c4], O: [c3, d4] },
        moves: flank,
        pass: when_blocked,
        win: majority,
        end: custom drawn_after_two,
    }
}

game! {
    pub ShortKono {
        board: 5 x 5,
        start: { X: [a5, b5, c5, d5, e5, a4, e4], O: [a1, b1, c1, d1, e1, a2, e2] },
        moves: step diagonal,
        blocked: draw,
        win: occupy,
        limit: 100,
        end: custom drawn_after_two,
    }
}

game! {
    pub ShortNim { piles: [3, 4, 5], moves: take any, win: last_take, end: custom drawn_after_two }
}

#[test]
fn the_grid_kernels() {
    check_cut_short::<ShortHex5, gamedsl::Hex5>();
    check_cut_short::<ShortConnectFour, gamedsl::ConnectFour>();
    check_cut_short::<ShortOthello6, gamedsl::Othello6>();
    check_cut_short::<ShortKono, gamedsl::Kono>();
}

#[test]
fn piles() {
    check_cut_short::<ShortNim, gamedsl::Nim>();
}

#[test]
fn pits() {
    check_cut_short::<ShortKalah, gamedsl::Kalah>();
}

#[test]
fn edges_and_boxes() {
    check_cut_short::<ShortDotsAndBoxes, gamedsl::DotsAndBoxes>();
}

#[test]
fn points() {
    check_cut_short::<ShortMorris, gamedsl::NineMensMorris>();
}

#[test]
fn groups() {
    check_cut_short::<ShortGo9, gamedsl::Go9>();
    // Two passes end Go, White winning on an empty board by the komi; the author's end,
    // tested first, draws.
    let plain = gamedsl::Go9::start().play_sequence("pass pass").unwrap();
    assert_eq!(plain.terminal_value(), Some(-1));
    let short = ShortGo9::start().play_sequence("pass pass").unwrap();
    assert_eq!(short.terminal_value(), Some(0));
    assert_eq!(short.ending(), Some(Ending::Rule));
}

#[test]
fn links() {
    check_cut_short::<ShortTwixt, gamedsl::Twixt>();
}

#[test]
fn hops() {
    check_cut_short::<ShortChineseCheckers, gamedsl::ChineseCheckers>();
}

#[test]
fn walls() {
    check_cut_short::<ShortQuoridor, gamedsl::Quoridor>();
}

#[test]
fn hive() {
    check_cut_short::<ShortHive, gamedsl::Hive>();
}

#[test]
fn kinds() {
    check_cut_short::<ShortChess, gamedsl::Chess>();
    // Chess's own counts: 20 first moves, 400 replies.
    assert_eq!(perft(&ShortChess::start(), 2), 400);
}

#[test]
fn a_turn_that_rotates() {
    check_cut_short::<ShortPentago, gamedsl::Pentago>();
}

#[test]
fn blocks_won_by_lines() {
    check_cut_short::<ShortUltimate, gamedsl::UltimateTicTacToe>();
}

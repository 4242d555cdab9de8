//! `win: line exactly N`: a run of exactly N wins, a longer one (an overline) does not, as in
//! standard Gomoku. Against a plain reference implementation (`reference/exact_line.rs`),
//! position by position in random games, and constructed positions; placements go to the
//! general primitives (the placing kernel reads lines of N or more).

mod reference;

use game_dsl::{Game, GameExt, Notation, game};
use reference::exact_line::ExactLine;
use reference::{Reference, random_games};

game! {
    /// Standard Gomoku's rule on 9 x 9: exactly five in a row wins.
    pub ExactFive {
        board: 9 x 9,
        moves: place,
        win: line exactly 5,
    }
}

game! {
    /// Exactly three in a row on 6 x 6.
    pub ExactThree {
        board: 6 x 6,
        moves: place,
        win: line exactly 3,
    }
}

game! {
    /// Five or more in a row on 9 x 9 (freestyle), for comparison.
    pub FiveOrMore {
        board: 9 x 9,
        moves: place,
        win: line 5,
    }
}

/// A position's text from its rows, top first, and the side to move.
fn text(rows: &[&str], side: &str) -> String {
    format!("{} {side}", rows.concat())
}

#[test]
fn an_overline_does_not_win() {
    assert!(game_dsl_tests::played_by_pieces!(ExactFive));
    // X's e1 joins a1-d1 and f1: six in a row, no win with `exactly`; five or more wins.
    let rows = [
        "XXXX-X---",
        "OOOO-----",
        "O--------",
        "---------",
        "---------",
        "---------",
        "---------",
        "---------",
        "---------",
    ];
    let exact = ExactFive::parse_position(&text(&rows, "X")).unwrap();
    let six = exact.after(exact.parse_legal_move("e1").unwrap());
    assert_eq!(six.terminal_value(), None);
    // (The placing kernel's, whose cells are numbered from 1 in reading order: e1 is 5.)
    let free = FiveOrMore::parse_position(&text(&rows, "X")).unwrap();
    let six = free.after(free.parse_legal_move("5").unwrap());
    assert_eq!(six.terminal_value(), Some(-1));
    // O's e2 makes exactly five: O wins.
    let five = exact.after(exact.parse_legal_move("e1").unwrap());
    let five = five.after(five.parse_legal_move("e2").unwrap());
    assert_eq!(five.terminal_value(), Some(-1), "X, to move, has lost");
    // Exactly five on a diagonal, beside an overline of O's on a row: the five wins.
    let rows = [
        "X--------",
        "-X-------",
        "--X------",
        "---X-----",
        "---------",
        "---------",
        "---------",
        "---------",
        "OOOOOO---",
    ];
    let pos = ExactFive::parse_position(&text(&rows, "X")).unwrap();
    let after = pos.after(pos.parse_legal_move("e5").unwrap());
    assert_eq!(after.terminal_value(), Some(-1));
}

#[test]
fn exact_lines_agree_with_the_reference() {
    type Three = ExactLine<6, 6, 3>;
    type Five = ExactLine<9, 9, 5>;
    // Random games: overlines are made along the way, and do not end them.
    let mut overlines = 0;
    let three =
        random_games::<Three, ExactThree>(&[Three::start()], 500, 0x6578_3333, |_, _, after| {
            overlines += usize::from(after.board.has_line(0, 4) || after.board.has_line(1, 4));
        });
    let five =
        random_games::<Five, ExactFive>(&[Five::start()], 100, 0x6578_3535, |_, _, after| {
            overlines += usize::from(after.board.has_line(0, 6) || after.board.has_line(1, 6));
        });
    println!("{three} and {five} positions, {overlines} with an overline");
    assert!(overlines > 100, "{overlines}");
}

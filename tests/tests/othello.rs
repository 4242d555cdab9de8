//! Othello facts, checked against the generated game.
//!
//! Sources: perft figures from Aart Bik, "Perft for Reversi" (2009), where a pass counts as a ply
//! and a game that ends early counts as one leaf at whatever depth it ends; the rules and the
//! scoring convention (empty squares go to the winner) of the FFO endgame suite, whose positions
//! are read from the Edax problem files of `../shared/data/othello`. Every legal-move set and
//! every flip is also checked against a plain cell-by-cell reference on random boards.

mod common;
use common::random_position;
use game_dsl_tests::rng::Rng;

use game_dsl::alphabeta::alphabeta;
use game_dsl::perft::{FinishedGames, perft_with};
use game_dsl::score::Verdict;
use game_dsl::search::Algorithm;
use game_dsl::{Endgame, Game, GameExt, Move, Notation, Player, Scoring};
use gamedsl::{Othello, Othello6};
use proptest::prelude::*;

/// Aart Bik's counts for depths 1 to 11 from the start.
const PERFT: [u64; 11] = [
    4,
    12,
    56,
    244,
    1_396,
    8_200,
    55_092,
    390_216,
    3_005_288,
    24_571_284,
    212_258_800,
];

#[test]
fn perft_from_the_start_matches_bik() {
    let start = Othello::start();
    assert_eq!(perft_with(&start, 0, FinishedGames::CountedAsLeaf), 1);
    for (depth, &count) in PERFT.iter().enumerate().take(9) {
        let depth = depth as u32 + 1;
        assert_eq!(
            perft_with(&start, depth, FinishedGames::CountedAsLeaf),
            count,
            "perft({depth})"
        );
    }
}

#[test]
fn the_start_and_the_first_moves() {
    let start = Othello::start();
    assert_eq!(Othello::SCORING, Scoring::Margin);
    assert_eq!(
        start.position_string(),
        format!(
            "{}OX{}XO{} X",
            "-".repeat(27),
            "-".repeat(6),
            "-".repeat(27)
        )
    );
    let moves: Vec<String> = start.moves().map(|m| start.format_move(m)).collect();
    assert_eq!(moves, ["d3", "c4", "f5", "e6"]);
    assert_eq!(start.terminal_value(), None);
    assert_eq!(start.plies_left_bound(), 120);
    // Corners first, then by the square table.
    assert!(
        start.order_hint(start.parse_move("a1").unwrap())
            > start.order_hint(start.parse_move("b2").unwrap())
    );
}

/// A position from rows of text, `X` to move unless `side` says otherwise.
fn board(rows: &[&str; 8], side: char) -> Othello {
    Othello::parse_position(&format!("{} {side}", rows.concat())).unwrap()
}

#[test]
fn flips_in_each_of_the_eight_directions() {
    // d4 (column 3, row 3) brackets an O neighbour with an X stone two steps away, one
    // direction at a time; then all eight at once.
    let directions = [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (-1, -1),
        (1, -1),
        (-1, 1),
    ];
    let cell = |c: i32, r: i32| (r * 8 + c) as usize;
    let mut all = vec!['-'; 64];
    let mut all_after = vec!['-'; 64];
    for (dx, dy) in directions {
        let mut cells = vec!['-'; 64];
        cells[cell(3 + dx, 3 + dy)] = 'O';
        cells[cell(3 + 2 * dx, 3 + 2 * dy)] = 'X';
        all[cell(3 + dx, 3 + dy)] = 'O';
        all[cell(3 + 2 * dx, 3 + 2 * dy)] = 'X';
        let pos =
            Othello::parse_position(&format!("{} X", cells.iter().collect::<String>())).unwrap();
        let after = pos.play_sequence("d4").unwrap();
        let mut expected = cells.clone();
        expected[cell(3, 3)] = 'X';
        expected[cell(3 + dx, 3 + dy)] = 'X';
        assert_eq!(
            after.position_string(),
            format!("{} O", expected.iter().collect::<String>()),
            "direction ({dx}, {dy})"
        );
        all_after[cell(3 + dx, 3 + dy)] = 'X';
        all_after[cell(3 + 2 * dx, 3 + 2 * dy)] = 'X';
    }
    all_after[cell(3, 3)] = 'X';
    let pos = Othello::parse_position(&format!("{} X", all.iter().collect::<String>())).unwrap();
    let after = pos.play_sequence("d4").unwrap();
    assert_eq!(
        after.position_string(),
        format!("{} O", all_after.iter().collect::<String>())
    );
}

#[test]
fn long_runs_flip_and_open_runs_do_not() {
    // h1 closes six O stones against a1; h2 faces a run of O that reaches the edge.
    let pos = board(
        &[
            "XOOOOOO-", "-OOOOOOO", "--------", "--------", "--------", "--------", "--------",
            "-------X",
        ],
        'X',
    );
    let after = pos.play_sequence("h1").unwrap();
    assert_eq!(&after.position_string()[..16], "XXXXXXXX-OOOOOOO");
    assert!(pos.parse_legal_move("a2").is_err());
    // Diagonal of six: a1 X, b2..g7 O, h8 to play.
    let pos = board(
        &[
            "X-------", "-O------", "--O-----", "---O----", "----O---", "-----O--", "------O-",
            "--------",
        ],
        'X',
    );
    let after = pos.play_sequence("h8").unwrap();
    assert_eq!(after.owner(7 * 8 + 7), Some(Player::First));
    for k in 1..7 {
        assert_eq!(after.owner(k * 9), Some(Player::First), "cell {k}");
    }
}

#[test]
fn runs_never_wrap_around_an_edge() {
    // g4 X, h4 O: a stone on a5 (the bit after h4) would flank h4 if rows wrapped. X has no
    // move at all, so it passes; O can flank g4 from f4.
    let pos = board(
        &[
            "--------", "--------", "--------", "------XO", "--------", "--------", "--------",
            "--------",
        ],
        'X',
    );
    assert_eq!(pos.legal_moves().as_slice(), [Move::PASS]);
    // Diagonals: O on a6 and X on b7 would be flanked from h4 through a wrap (+9 steps).
    let pos = board(
        &[
            "--------", "--------", "--------", "--------", "--------", "O-------", "-X------",
            "--------",
        ],
        'X',
    );
    assert!(
        pos.legal_moves()
            .iter()
            .all(|&m| pos.format_move(m) != "h4")
    );
    // Anti-diagonal: O on h3, X on g4 and a move on a2 (+7 steps from h1 would wrap).
    let pos = board(
        &[
            "--------", "--------", "-------O", "------X-", "--------", "--------", "--------",
            "--------",
        ],
        'X',
    );
    assert!(
        pos.legal_moves()
            .iter()
            .all(|&m| pos.format_move(m) != "a2")
    );
    assert!(pos.parse_legal_move("h2").is_err());
}

#[test]
fn a_blocked_side_passes_and_only_then() {
    let pos = board(
        &[
            "--------", "--------", "--------", "------XO", "--------", "--------", "--------",
            "--------",
        ],
        'X',
    );
    let moves: Vec<String> = pos.moves().map(|m| pos.format_move(m)).collect();
    assert_eq!(moves, ["ps"]);
    assert_eq!(pos.terminal_value(), None);
    let passed = pos.play_sequence("ps").unwrap();
    assert_eq!(passed.side_to_move(), Player::Second);
    assert_eq!(passed.ply(), pos.ply() + 1, "a pass is a ply");
    assert_eq!(
        &passed.position_string()[..64],
        &pos.position_string()[..64]
    );
    assert_eq!(passed.legal_moves().len(), 1);
    assert_eq!(passed.format_move(passed.legal_moves()[0]), "f4");
    // Passing is refused when there is a move.
    let err = Othello::start()
        .parse_legal_move("ps")
        .unwrap_err()
        .to_string();
    assert_eq!(err, "illegal move `ps`; legal moves: d3 c4 f5 e6");
    // perft counts the pass as a ply: one sequence of one ply, then O's one move.
    assert_eq!(perft_with(&pos, 1, FinishedGames::CountedAsLeaf), 1);
    assert_eq!(perft_with(&pos, 2, FinishedGames::CountedAsLeaf), 1);
}

#[test]
fn the_shortest_game_ends_with_empties_to_the_winner() {
    // A nine-move game that leaves no white stone: 13 black stones, 51 empty squares.
    let pos = Othello::start()
        .play_sequence("f5d6c5f4e7f6g5e6e3")
        .unwrap();
    assert!(pos.is_over());
    assert_eq!(pos.legal_moves().len(), 0);
    assert_eq!(pos.position_string().matches('X').count(), 13);
    assert_eq!(pos.side_to_move(), Player::Second);
    // White to move has lost by 13 + 51.
    assert_eq!(pos.terminal_value(), Some(-64));
    assert!(pos.render().contains("X wins by 64"), "{}", pos.render());
    assert_eq!(
        pos.parse_legal_move("a1").unwrap_err().to_string(),
        "move `a1` after the end of the game"
    );
    // Counted as one leaf at every deeper depth.
    assert_eq!(perft_with(&pos, 3, FinishedGames::CountedAsLeaf), 1);
}

#[test]
fn margins_credit_empty_squares_to_the_winner_and_draws_are_zero() {
    // Neither side can move: X 3, O 1, 60 empty; O to move.
    let pos = board(
        &[
            "XXX-----", "--------", "--------", "--------", "--------", "--------", "--------",
            "-------O",
        ],
        'O',
    );
    assert_eq!(pos.terminal_value(), Some(-(3 - 1 + 60)));
    let pos = board(
        &[
            "XXX-----", "--------", "--------", "--------", "--------", "--------", "--------",
            "-------O",
        ],
        'X',
    );
    assert_eq!(pos.terminal_value(), Some(62));
    // A full board, 32 each: a draw.
    let full = "XO".repeat(32);
    let pos = Othello::parse_position(&format!("{full} X")).unwrap();
    assert_eq!(pos.terminal_value(), Some(0));
    assert_eq!(pos.plies_left_bound(), 0);
    // A full board, 40 to 24: no empties to credit.
    let pos = Othello::parse_position(&format!("{}{} O", "X".repeat(40), "O".repeat(24))).unwrap();
    assert_eq!(pos.terminal_value(), Some(-16));
}

#[test]
fn stones_that_cannot_be_flipped_bound_the_margin() {
    // O holds the corner a1 and the edge stones beside it: no move can flip them, so X, to
    // move, ends at most 64 - 2 * 3 ahead.
    let corner = board(
        &[
            "OOOX----", "--------", "--------", "--------", "--------", "--------", "--------",
            "--------",
        ],
        'X',
    );
    assert_eq!(Othello::endgame().value_ceiling(&corner, 57), None);
    assert_eq!(Othello::endgame().value_ceiling(&corner, 58), Some(58));
    // An edge stone with an empty corner beside it can still be flipped: no ceiling below 64.
    let edge = board(
        &[
            "-OX-----", "--------", "--------", "--------", "--------", "--------", "--------",
            "--------",
        ],
        'X',
    );
    assert_eq!(Othello::endgame().value_ceiling(&edge, 63), None);
    assert_eq!(Othello::endgame().value_ceiling(&edge, 64), Some(64));
    // On a full board every stone is stable: the margin is the stones' difference.
    let full = board(&["OOOOOOOO"; 8], 'X');
    assert_eq!(Othello::endgame().value_ceiling(&full, -64), Some(-64));
    // One empty cell, h7: a stone of X there would flip h6 and h5 (up to X's h4) and g6 and f5
    // (up to e4); the 27 other stones of O lean on an edge or lie only on full lines.
    let rows = [
        "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "OOOOOOOO", "OOOOOOOO", "OOOOOOO-",
        "OOOOOOOO",
    ];
    let almost = board(&rows, 'X');
    assert_eq!(Othello::endgame().value_ceiling(&almost, 9), None);
    assert_eq!(
        Othello::endgame().value_ceiling(&almost, 10),
        Some(64 - 2 * 27)
    );
}

#[test]
fn notation_round_trips() {
    let pos = Othello::start();
    for cell in 0..64u16 {
        let text = pos.format_move(Move::new(cell));
        assert_eq!(pos.parse_move(&text), Ok(Move::new(cell)), "{text}");
        assert_eq!(pos.parse_move(&text.to_uppercase()), Ok(Move::new(cell)));
    }
    assert_eq!(pos.format_move(Move::new(0)), "a1");
    assert_eq!(pos.format_move(Move::new(63)), "h8");
    assert_eq!(pos.format_move(Move::new(37)), "f5");
    assert_eq!(pos.parse_move("ps"), Ok(Move::PASS));
    assert_eq!(pos.format_move(Move::PASS), "ps");
    for bad in ["i1", "a0", "a9", "a", "5f", "", "f55"] {
        assert!(pos.parse_move(bad).is_err(), "{bad:?}");
    }
    // Moves written back to back, with spaces, or with commas.
    let joined = pos.play_sequence("f5d6c3").unwrap();
    assert_eq!(joined, pos.play_sequence("f5 d6 c3").unwrap());
    assert_eq!(joined, pos.play_sequence("F5,D6,C3").unwrap());
    assert_eq!(joined.ply(), 3);
    let err = pos.play_sequence("f5f5").unwrap_err().to_string();
    assert!(
        err.starts_with("move 2 of the sequence: illegal move `f5`"),
        "{err}"
    );
    // Positions: the string reads back to the same position and hash.
    let back = Othello::parse_position(&joined.position_string()).unwrap();
    assert_eq!(back, joined);
    assert_eq!(back.key(), joined.key());
    let err = Othello::parse_position(&joined.position_string()[..64])
        .unwrap_err()
        .to_string();
    assert!(err.contains("add the side to move"), "{err}");
}

#[test]
fn the_board_is_drawn_with_coordinates() {
    let drawing = Othello::start().render();
    let lines: Vec<&str> = drawing.lines().collect();
    assert_eq!(lines[0], "   a b c d e f g h");
    assert_eq!(lines[3], " 3 - - - . - - - -");
    assert_eq!(lines[4], " 4 - - . O X - - -");
    assert_eq!(lines[5], " 5 - - - X O . - -");
    assert_eq!(lines[9], "X to move");
}

/// The reference rules, cell by cell on a `width x height` board of `X`, `O` and `-`: the cells
/// that playing `cell` for `side` flips.
fn reference_flips(
    cells: &[char],
    (width, height): (i32, i32),
    side: char,
    cell: i32,
) -> Vec<usize> {
    let other = if side == 'X' { 'O' } else { 'X' };
    let mut flips = Vec::new();
    if cells[cell as usize] != '-' {
        return flips;
    }
    let (column, row) = (cell % width, cell / width);
    for (dx, dy) in [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (-1, -1),
        (1, -1),
        (-1, 1),
    ] {
        let mut run = Vec::new();
        let (mut c, mut r) = (column + dx, row + dy);
        while (0..width).contains(&c) && (0..height).contains(&r) {
            let here = (r * width + c) as usize;
            if cells[here] == other {
                run.push(here);
            } else {
                if cells[here] == side {
                    flips.extend(&run);
                }
                break;
            }
            (c, r) = (c + dx, r + dy);
        }
    }
    flips
}

/// Compares the generated game with the reference on `boards` random boards of its size.
fn agrees_with_the_reference<G: Notation<Move = Move>>(size: (i32, i32), boards: usize, seed: u64) {
    compare_with_the_reference::<G>(size, boards, seed, true);
}

/// As [`agrees_with_the_reference`], for a game where a blocked side ends the game.
fn agrees_with_the_reference_without_passes<G: Notation<Move = Move>>(
    size: (i32, i32),
    boards: usize,
    seed: u64,
) {
    compare_with_the_reference::<G>(size, boards, seed, false);
}

/// The comparison, with passes or without.
fn compare_with_the_reference<G: Notation<Move = Move>>(
    size: (i32, i32),
    boards: usize,
    seed: u64,
    with_passes: bool,
) {
    let mut rng = Rng(seed);
    let cells_count = (size.0 * size.1) as usize;
    let (mut passes, mut ends) = (0, 0);
    for _ in 0..boards {
        // Densities from sparse to nearly full.
        let empty_share = rng.next() % 100;
        let cells: Vec<char> = (0..cells_count)
            .map(|_| match rng.next() % 100 {
                n if n < empty_share => '-',
                n if n % 2 == 0 => 'X',
                _ => 'O',
            })
            .collect();
        let text: String = cells.iter().collect();
        for side in ['X', 'O'] {
            let pos = G::parse_position(&format!("{text} {side}")).unwrap();
            let other = if side == 'X' { 'O' } else { 'X' };
            let mine: Vec<i32> = (0..cells_count as i32)
                .filter(|&c| !reference_flips(&cells, size, side, c).is_empty())
                .collect();
            let theirs_can_move = (0..cells_count as i32)
                .any(|c| !reference_flips(&cells, size, other, c).is_empty());
            let moves: Vec<Move> = pos.moves().collect();
            if mine.is_empty() {
                if theirs_can_move && with_passes {
                    assert_eq!(moves, [Move::PASS], "{text} {side}");
                    passes += 1;
                } else {
                    ends += 1;
                    assert!(moves.is_empty(), "{text} {side}");
                    let count = |c| cells.iter().filter(|&&x| x == c).count() as i32;
                    let (m, t) = (count(side), count(other));
                    let empty = cells_count as i32 - m - t;
                    let margin = match m.cmp(&t) {
                        std::cmp::Ordering::Greater => m - t + empty,
                        std::cmp::Ordering::Less => m - t - empty,
                        std::cmp::Ordering::Equal => 0,
                    };
                    assert_eq!(pos.terminal_value(), Some(margin), "{text} {side}");
                }
                continue;
            }
            assert_eq!(pos.terminal_value(), None);
            let generated: Vec<i32> = moves.iter().map(|m| m.index() as i32).collect();
            assert_eq!(generated, mine, "{text} {side}");
            for &mv in &moves {
                let mut expected = cells.clone();
                expected[mv.index()] = side;
                for flip in reference_flips(&cells, size, side, mv.index() as i32) {
                    expected[flip] = side;
                }
                assert_eq!(
                    pos.after(mv).position_string(),
                    format!("{} {other}", expected.iter().collect::<String>()),
                    "{text} {side} {}",
                    pos.format_move(mv)
                );
            }
        }
    }
    assert!(ends > 10, "{ends} ends");
    assert!(passes > 10 || !with_passes, "{passes} passes");
}

#[test]
fn moves_and_flips_agree_with_the_reference_on_random_boards() {
    agrees_with_the_reference::<Othello>((8, 8), 3_000, 0x9e37_79b9_7f4a_7c15);
}

#[test]
fn othello6_agrees_with_the_reference_on_random_boards() {
    agrees_with_the_reference::<Othello6>((6, 6), 3_000, 0x1234_5678_9abc_def1);
}

game_dsl::game! {
    /// Flanking on a wide board: runs across are longer than runs down or diagonally, so each
    /// axis has its own plan of shifts; 128 cells in a `u128`.
    Wide {
        board: 16 x 8,
        start: { X: [h4, i5], O: [h5, i4] },
        moves: flank,
        pass: when_blocked,
        win: majority,
    }
}

game_dsl::game! {
    /// Flanking on a tall board without passes: a blocked side ends the game.
    Tall {
        board: 5 x 9,
        start: { X: [c4], O: [c5] },
        moves: flank,
        win: majority,
    }
}

game_dsl::game! {
    /// The board of the snapshot `flanking_on_a_rectangle_plans_each_axis`: runs of 8 across,
    /// 2 elsewhere; no pass.
    Strip {
        board: 10 x 4,
        start: { X: [e2, f3], O: [e3, f2] },
        moves: flank,
        win: majority,
        eval: { frontier: -1 },
    }
}

#[test]
fn rectangular_boards_agree_with_the_reference() {
    agrees_with_the_reference::<Wide>((16, 8), 3_000, 0x0f0f_1234_5555_aaaa);
    agrees_with_the_reference_without_passes::<Strip>((10, 4), 1_000, 0x5151_7777_0303_9999);
    let start = Wide::start();
    assert_eq!(start.legal_moves().len(), 4);
    assert_eq!(start.format_move(start.legal_moves()[0]), "i3");
    assert_eq!(start.plies_left_bound(), 2 * 124);
}

#[test]
fn without_passes_a_blocked_side_ends_the_game() {
    let start = Tall::start();
    let moves: Vec<String> = start.moves().map(|m| start.format_move(m)).collect();
    assert_eq!(moves, ["c6"]);
    // After c6, O has no stone left: the game is over, X ahead by 3 stones and 42 empty cells.
    let pos = start.play_sequence("c6").unwrap();
    assert_eq!(pos.terminal_value(), Some(-(3 + 42)));
    assert!(pos.parse_move("ps").is_err());
    assert_eq!(start.plies_left_bound(), 43);
    // A blocked side to move ends the game even when the other side could play: O cannot
    // flank a1 from off the board, X could play c1.
    let blocked = Tall::parse_position(&format!("XO{} O", "-".repeat(43))).unwrap();
    assert_eq!(blocked.terminal_value(), Some(0));
    let unblocked = Tall::parse_position(&format!("XO{} X", "-".repeat(43))).unwrap();
    assert_eq!(unblocked.legal_moves().len(), 1);
}

#[test]
fn othello6_starts_like_othello() {
    let start = Othello6::start();
    let moves: Vec<String> = start.moves().map(|m| start.format_move(m)).collect();
    assert_eq!(moves, ["c2", "b3", "e4", "d5"]);
    assert_eq!(
        start.position_string(),
        "--------------OX----XO-------------- X"
    );
    // The first plies cannot tell the boards apart: the first four counts are Othello's.
    for depth in 1..=4 {
        assert_eq!(
            perft_with(&start, depth, FinishedGames::CountedAsLeaf),
            PERFT[depth as usize - 1]
        );
    }
}

/// The positions of an FFO problem file: the board and side before the first `;`, and the
/// first (best) move with its score.
fn read_ffo(path: &std::path::Path) -> Vec<(String, String, i32)> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let mut parts = line.split(';');
            let position = parts.next().unwrap().trim().to_string();
            let (best, score) = parts.next().unwrap().trim().split_once(':').unwrap();
            (position, best.to_string(), score.parse().unwrap())
        })
        .collect()
}

#[test]
fn ffo_positions_are_read_in_the_edax_format() {
    let Some(dir) = common::data_dir("ffo_positions_are_read_in_the_edax_format") else {
        return;
    };
    let problems = read_ffo(&dir.join("othello/fforum-1-19.obf"));
    assert_eq!(problems.len(), 19);
    for (position, best, _) in &problems {
        let pos = Othello::parse_position(position).unwrap();
        assert_eq!(&pos.position_string(), position);
        let best = pos.parse_legal_move(best).unwrap();
        assert!(!best.is_pass());
        assert!(pos.plies_left_bound() <= 2 * 16);
    }
    let first = Othello::parse_position(&problems[0].0).unwrap();
    assert_eq!(first.side_to_move(), Player::First);
    assert_eq!(first.position_string().matches('-').count(), 14);
}

#[test]
fn ffo_1_is_won_by_18_with_g8() {
    let Some(dir) = common::data_dir("ffo_1_is_won_by_18_with_g8") else {
        return;
    };
    let (position, best, score) = read_ffo(&dir.join("othello/fforum-1-19.obf")).remove(0);
    assert_eq!((best.as_str(), score), ("G8", 18));
    let pos = Othello::parse_position(&position).unwrap();
    let result = alphabeta(&pos, pos.plies_left_bound());
    assert!(result.complete);
    assert_eq!(
        result.verdict::<Othello>(),
        Verdict::Proven {
            value: 18,
            plies: None
        }
    );
    assert_eq!(pos.format_move(result.best_move.unwrap()), "g8");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Alpha-beta returns minimax's value with evaluations and margins, passes included.
    #[test]
    fn searches_agree_on_random_positions(choices in prop::collection::vec(0usize..64, 0..60), depth in 1u32..=4) {
        let pos = random_position(Othello6::start(), &choices);
        let reference = Algorithm::Minimax.search(&pos, depth);
        for algorithm in [Algorithm::AlphaBetaUnordered, Algorithm::AlphaBeta] {
            prop_assert_eq!(algorithm.search(&pos, depth).score, reference.score, "{:?} on {}", algorithm, pos.position_string());
        }
        let pos = random_position(Othello::start(), &choices);
        let reference = Algorithm::Minimax.search(&pos, depth.min(3));
        prop_assert_eq!(alphabeta(&pos, depth.min(3)).score, reference.score, "{}", pos.position_string());
    }

    /// Position strings and hashes identify positions; perft agrees from a parsed copy.
    #[test]
    fn position_strings_round_trip(choices in prop::collection::vec(0usize..64, 0..70)) {
        let pos = random_position(Othello::start(), &choices);
        let back = Othello::parse_position(&pos.position_string()).unwrap();
        prop_assert_eq!(back.position_string(), pos.position_string());
        prop_assert_eq!(back.key(), pos.key());
        prop_assert_eq!(
            perft_with(&back, 3, FinishedGames::CountedAsLeaf),
            perft_with(&pos, 3, FinishedGames::CountedAsLeaf)
        );
    }
}

game_dsl::game! {
    /// Othello through the general primitives: a placement that flanks in all eight directions
    /// and flips (`place flanking all`, the part `flank` is short for), with passes and the
    /// count at the end; `quiet: 200` (a draw after 200 plies without a capture, more than a
    /// game of 60 placements and their passes can have) keeps it off the flanking kernel.
    pub GeneralOthello {
        board: 8 x 8,
        start: { X: [e4, d5], O: [d4, e5] },
        moves: place flanking all,
        pass: when_blocked,
        win: majority,
        quiet: 200,
    }
}

game_dsl::game! {
    /// Othello's flips along the rows and columns alone: no kernel has them.
    pub OrthogonalOthello {
        board: 6 x 6,
        start: { X: [d3, c4], O: [c3, d4] },
        moves: place flanking orthogonal,
        pass: when_blocked,
        win: majority,
    }
}

#[test]
fn the_kernel_and_the_general_primitives_flank_alike() {
    assert!(!game_dsl_tests::played_by_pieces!(Othello));
    assert!(game_dsl_tests::played_by_pieces!(GeneralOthello));
    assert_eq!(GeneralOthello::SCORING, Scoring::Margin);
    let start = GeneralOthello::start();
    for (depth, &count) in (1..).zip(&PERFT[..8]) {
        assert_eq!(
            perft_with(&start, depth, FinishedGames::CountedAsLeaf),
            count,
            "perft({depth})"
        );
    }
    // Random games to their end: the same moves (passes included) and values at every
    // position, and the same boards at the end.
    let mut rng = Rng(0x666c_616e);
    let (mut passes, mut ends) = (0, [0; 3]);
    game_dsl_tests::side_by_side::<Othello, GeneralOthello>(&mut rng, 300, |kernel, general| {
        assert_eq!(general.ending(), Some(game_dsl::Ending::Count));
        assert_eq!(kernel.ending(), Some(game_dsl::Ending::Count));
        // The general game's string ends with its count of quiet plies.
        let words = |text: String| {
            text.split_whitespace()
                .take(2)
                .collect::<Vec<_>>()
                .join(" ")
        };
        let board = words(kernel.position_string());
        assert_eq!(words(general.position_string()), board);
        // Every ply placed a stone but the passes.
        let stones = board.chars().filter(|&c| c == 'X' || c == 'O').count() as u32;
        passes += kernel.ply() - (stones - 4);
        let value = kernel.terminal_value().unwrap();
        ends[(value.signum() + 1) as usize] += 1;
    });
    assert!(passes > 0, "no game passed");
    assert!(ends[0] > 0 && ends[2] > 0, "{ends:?}");
}

#[test]
fn flanking_along_the_rows_and_columns_alone() {
    // X on a1 and f4, O on b2 and e4: c3 flanks b2 along a diagonal, which this game does not
    // flip; d4 flanks e4 along the row.
    let rows = ["X-----", "-O----", "------", "----OX", "------", "------"];
    let pos = OrthogonalOthello::parse_position(&format!("{} X", rows.concat())).unwrap();
    assert_eq!(game_dsl_tests::sorted_moves(&pos), ["d4"]);
    let after = pos.play_sequence("d4").unwrap();
    let rows = ["X-----", "-O----", "------", "---XXX", "------", "------"];
    assert_eq!(after.position_string(), format!("{} O", rows.concat()));
    // Neither side can flank now (b2 and a1 meet along a diagonal only): the game is over, and
    // O, to move, loses by 4 - 1 stones and the 31 empty cells.
    assert!(after.legal_moves().is_empty());
    assert_eq!(after.terminal_value(), Some(-34));
    assert_eq!(after.ending(), Some(game_dsl::Ending::Count));
    // With O to move on a board where only X can flank, O passes.
    let rows = ["X-----", "-O----", "------", "----OX", "------", "------"];
    let pos = OrthogonalOthello::parse_position(&format!("{} O", rows.concat())).unwrap();
    assert_eq!(game_dsl_tests::sorted_moves(&pos), ["ps"]);
    assert_eq!(pos.terminal_value(), None);
    assert_eq!(
        game_dsl_tests::sorted_moves(&pos.play_sequence("ps").unwrap()),
        ["d4"]
    );
    // The kernel's Othello flips c3 too.
    let grid = [
        "X-------", "-O------", "--------", "----OX--", "--------", "--------", "--------",
        "--------",
    ];
    let othello = Othello::parse_position(&format!("{} X", grid.concat())).unwrap();
    assert_eq!(game_dsl_tests::sorted_moves(&othello), ["c3", "d4"]);
}

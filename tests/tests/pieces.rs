//! The games of moving stones declared with parts (`games/src`: Breakthrough, Clobber,
//! Domineering, Kōnane, Amazons, English draughts) against the plain reference implementations
//! of `reference/`: perft against the published figures; random games played in both at once,
//! compared move list by move list and position by position, counting what they reach (draws,
//! crownings, chains, captures of whole armies...) with a minimum for each; and positions and
//! small boards solved exactly, by the engine and by a plain negamax on the reference, against
//! published results where they exist (their sources named at each test).

mod reference;

use game_dsl::engine::Engine;
use std::collections::HashMap;

use game_dsl::score::Verdict;
use game_dsl::{Game, GameExt, Notation, Touch, minimax};
use game_dsl_tests::rng::Rng;
use gamedsl::{Amazons, Amazons6, Breakthrough, Checkers, Clobber, Domineering, Konane};
use reference::{Both, Reference, Written, random_games, solve_plainly};

/// Asserts the generated game's perft from the start for depths 1, 2, ...
fn assert_perft<G: Game>(expected: &[u64]) {
    game_dsl_tests::assert_perft(&G::start(), expected);
}

/// `Notation::touch`: a move as its path names it. An upward jump in draughts (after a6b5 b3a4
/// c6d5 a4c6, X's d7b5) leaves d7, takes c6 and lands on b5 (the boards alone do not tell d7 from c6: both are emptied); a capture in
/// Clobber lands on the stone it takes; an Amazons turn fills the queen's cell and the arrow's.
/// Cells are `row * width + column`, rows from the top.
#[test]
fn a_move_touches_the_cells_its_path_names() {
    let pos = Checkers::start()
        .play_sequence("a6b5 b3a4 c6d5 a4c6")
        .unwrap();
    let jump = pos.parse_legal_move("d7b5").unwrap();
    let (d7, c6, b5) = (6 * 8 + 3, 5 * 8 + 2, 4 * 8 + 1);
    assert_eq!(
        pos.touch(jump),
        Some(Touch {
            path: vec![d7, b5],
            leaves: vec![d7],
            enters: vec![b5],
            captures: vec![c6],
        })
    );
    let clobber = Clobber::start();
    for mv in clobber.legal_moves() {
        let touch = clobber.touch(mv).unwrap();
        let [from, to] = touch.path[..] else {
            panic!("{touch:?}")
        };
        assert_eq!(
            (touch.leaves, touch.enters, touch.captures),
            (vec![from], vec![to], vec![to])
        );
    }
    let amazons = Amazons6::start();
    let turn = amazons.parse_legal_move("b6b3e3").unwrap();
    let (b6, b3, e3) = (5 * 6 + 1, 2 * 6 + 1, 2 * 6 + 4);
    assert_eq!(
        amazons.touch(turn),
        Some(Touch {
            path: vec![b6, b3, e3],
            leaves: vec![b6],
            enters: vec![b3, e3],
            captures: vec![],
        })
    );
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

/// Kōnane's counts have no outside source: none was found published. OpenSpiel has no Kōnane,
/// the Regular Boardgames collection (`marekesz/rbgGames`) has none, and Ludii, which has the
/// game, publishes no perft; the rules' descriptions differ on the opening besides (some allow
/// the first removal from the centre only). These counts are the reference's and those of a
/// second count written differently (`reference_perft.rs`), three programs that share one
/// reading of the rules (Wikipedia's, `docs/rules.md`); depths 1 and 2 are also derived by hand
/// there: 4 removals, then 2 answers to a corner and 4 to a centre cell, 2 x 2 + 2 x 4 = 12.
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

/// OpenSpiel's draw (`kMaxMovesWithoutCapture = 40`): two kings shuffling are drawn after 40
/// plies in a row without a capture, not after 39; a capture on the 40th ply starts the count
/// again.
#[test]
fn checkers_is_drawn_after_forty_plies_without_a_capture_and_not_thirty_nine() {
    // X's king on a8, O's on b1 (rows from the top), X to move, no ply since a capture.
    let mut cells = ['-'; 64];
    cells[7 * 8] = 'x';
    cells[1] = 'o';
    let grid: String = cells.iter().collect();
    let shuffle = ["a8b7", "b1a2", "b7a8", "a2b1"];
    let mut pos = Checkers::parse_position(&format!("{grid} X 0")).unwrap();
    for ply in 0..40 {
        assert_eq!(
            (pos.terminal_value(), pos.ending()),
            (None, None),
            "after {ply} quiet plies"
        );
        assert!(!pos.legal_moves().is_empty(), "after {ply} quiet plies");
        pos = pos.after(pos.parse_legal_move(shuffle[ply % 4]).unwrap());
    }
    assert_eq!(pos.position_string(), format!("{grid} X 40"));
    assert_eq!(pos.terminal_value(), Some(0));
    assert_eq!(pos.ending(), Some(game_dsl::Ending::Quiet));
    assert!(pos.legal_moves().is_empty());

    // 39 quiet plies, then a capture: the count starts again and the game goes on.
    cells[7 * 8] = '-';
    cells[6 * 8 + 1] = 'x'; // b7
    cells[5 * 8 + 2] = 'o'; // c6
    let grid: String = cells.iter().collect();
    let pos = Checkers::parse_position(&format!("{grid} X 39")).unwrap();
    assert_eq!(pos.terminal_value(), None);
    // Capture is compulsory: the jump is the only move.
    assert_eq!(pos.legal_moves().len(), 1);
    let after = pos.after(pos.parse_legal_move("b7d5").unwrap());
    assert!(
        after.position_string().ends_with(" O 0"),
        "{}",
        after.position_string()
    );
    assert_eq!(after.terminal_value(), None);
}

/// Asserts `count >= at_least`, naming what was counted.
fn at_least(what: &str, count: usize, at_least: usize) {
    assert!(
        count >= at_least,
        "the random games reached {what} {count} times, fewer than {at_least}"
    );
}

/// The reference's positions after a random number of random moves from the start, from
/// `min..max` plies (`None` when that game ended first).
fn played_from_start<R: Reference>(rng: &mut Rng, min: usize, max: usize) -> Option<R> {
    let mut pos = R::start();
    for _ in 0..min + rng.below(max - min) {
        let moves = pos.moves();
        if moves.is_empty() {
            return None;
        }
        pos.play(&moves[rng.below(moves.len())]);
    }
    (pos.result().is_none()).then_some(pos)
}

#[test]
fn breakthrough_plays_as_the_reference() {
    use reference::breakthrough::Breakthrough as Plain;
    #[derive(Default, Debug)]
    struct Reached {
        positions: usize,
        captures: usize,
        far_row_wins: usize,
        capture_all_wins: usize,
    }
    let mut reached = Reached::default();
    let mut observe = |before: &Plain, mv: &str, after: &Plain| {
        let cells = reference::cells(mv);
        if before.board.get(cells[1]).is_some() {
            reached.captures += 1;
        }
        if after.result().is_some() {
            let winner = before.side_to_move();
            let far_row = if winner == 0 { 0 } else { after.board.rows - 1 };
            if cells[1].1 == far_row {
                reached.far_row_wins += 1;
            }
            let loser_left = after
                .board
                .cells()
                .into_iter()
                .any(|c| after.board.get(c) == Some(1 - winner));
            if !loser_left {
                reached.capture_all_wins += 1;
            }
        }
    };
    reached.positions +=
        random_games::<Plain, Breakthrough>(&[Plain::start()], 30, 1, &mut observe);
    // One or two pawns a side in the middle of the board, each X pawn facing an O pawn
    // diagonally, so that whole armies get captured.
    let mut rng = Rng(11);
    let sparse: Vec<Plain> = (0..100)
        .map(|_| {
            let mut board = reference::Board::new(8, 8, |_| None);
            for _ in 0..1 + rng.below(2) {
                let (column, row) = (1 + rng.below(6), 3 + rng.below(3));
                board.set((column, row), Some(0));
                let beside = if rng.below(2) == 0 {
                    column - 1
                } else {
                    column + 1
                };
                board.set((beside, row - 1), Some(1));
            }
            Plain {
                board,
                side: rng.below(2),
            }
        })
        .filter(|pos| pos.result().is_none())
        .collect();
    reached.positions +=
        random_games::<Plain, Breakthrough>(&sparse, sparse.len(), 12, &mut observe);
    println!("{reached:?}");
    at_least("positions", reached.positions, 1_500);
    at_least("captures", reached.captures, 150);
    at_least("wins on the far row", reached.far_row_wins, 60);
    at_least("wins by capturing every pawn", reached.capture_all_wins, 8);
}

#[test]
fn clobber_plays_as_the_reference() {
    use reference::clobber::Clobber as Plain;
    let mut lost = [0; 2];
    let positions = random_games::<Plain, Clobber>(&[Plain::start()], 30, 2, |_, _, after| {
        if after.result().is_some() {
            lost[after.side_to_move()] += 1;
        }
    });
    println!("{positions} positions; games lost by X, O: {lost:?}");
    at_least("positions", positions, 600);
    at_least("a loss for X", lost[0], 5);
    at_least("a loss for O", lost[1], 5);
}

#[test]
fn domineering_plays_as_the_reference() {
    use reference::domineering::Domineering as Plain;
    let mut lost = [0; 2];
    let positions = random_games::<Plain, Domineering>(&[Plain::start()], 30, 3, |_, _, after| {
        if after.result().is_some() {
            lost[after.side_to_move()] += 1;
        }
    });
    println!("{positions} positions; games lost by X, O: {lost:?}");
    at_least("positions", positions, 600);
    at_least("a loss for X", lost[0], 5);
    at_least("a loss for O", lost[1], 5);
}

#[test]
fn konane_plays_as_the_reference() {
    use reference::konane::Konane as Plain;
    #[derive(Default, Debug)]
    struct Reached {
        positions: usize,
        corner_openings: usize,
        centre_openings: usize,
        jumps: usize,
        chains_of_two: usize,
    }
    let mut reached = Reached::default();
    // On 6 x 6 a chain has at most two jumps (five cells in a line).
    reached.positions = random_games::<Plain, Konane>(&[Plain::start()], 60, 4, |before, mv, _| {
        let cells = reference::cells(mv);
        if before.ply == 0 {
            let (column, row) = cells[0];
            if (column == 0 || column == 5) && (row == 0 || row == 5) {
                reached.corner_openings += 1;
            } else {
                reached.centre_openings += 1;
            }
        }
        if cells.len() >= 2 {
            reached.jumps += 1;
        }
        if cells.len() >= 3 {
            reached.chains_of_two += 1;
        }
    });
    println!("{reached:?}");
    at_least("positions", reached.positions, 600);
    at_least("openings from a corner", reached.corner_openings, 10);
    at_least("openings from the centre", reached.centre_openings, 10);
    at_least("chains of two jumps", reached.chains_of_two, 40);
}

/// Whether an Amazons turn `from`, `to`, `arrow` shoots the arrow onto the cell the queen left
/// (`.0`) or over it (`.1`).
fn arrow_and_cell_left(mv: &str) -> (bool, bool) {
    let c = reference::cells(mv);
    let (from, to, arrow) = (c[0], c[1], c[2]);
    let step = |a: usize, b: usize| (b as i32 - a as i32).signum();
    let d = (step(to.0, arrow.0), step(to.1, arrow.1));
    let mut at = (to.0 as i32, to.1 as i32);
    let over = loop {
        at = (at.0 + d.0, at.1 + d.1);
        if at == (arrow.0 as i32, arrow.1 as i32) {
            break false;
        }
        if at == (from.0 as i32, from.1 as i32) {
            break true;
        }
    };
    (arrow == from, over)
}

#[test]
fn amazons_play_as_the_reference() {
    use reference::amazons::{Amazons6 as Plain6, Amazons10 as Plain10};
    let (mut onto, mut over) = (0, 0);
    let mut observe = |mv: &str| {
        let (back, across) = arrow_and_cell_left(mv);
        onto += usize::from(back);
        over += usize::from(across);
    };
    let positions =
        random_games::<Plain6, Amazons6>(&[Plain6::start()], 20, 5, |_, mv, _| observe(mv))
            + random_games::<Plain10, Amazons>(&[Plain10::start()], 3, 6, |_, mv, _| observe(mv));
    println!("{positions} positions; arrows onto the cell left {onto}, over it {over}");
    at_least("positions", positions, 500);
    at_least("an arrow onto the cell the queen left", onto, 50);
    at_least("an arrow over the cell the queen left", over, 20);
}

/// What random games of draughts reached, counted on the reference's positions.
#[derive(Default, Debug)]
struct DraughtsReached {
    positions: usize,
    draws: usize,
    losses: usize,
    captures: usize,
    chains_of_two: usize,
    chains_of_three: usize,
    longest_chain: usize,
    crowned_by_a_jump: usize,
    crowned_by_a_step: usize,
    king_jumps_backward: usize,
}

impl DraughtsReached {
    fn observe(
        &mut self,
        before: &reference::checkers::Checkers,
        mv: &str,
        after: &reference::checkers::Checkers,
    ) {
        let cells = reference::cells(mv);
        let piece = before.board.get(cells[0]).expect("a piece moves");
        let jumps = cells
            .windows(2)
            .filter(|w| w[0].0.abs_diff(w[1].0) == 2)
            .count();
        if jumps > 0 {
            self.captures += 1;
        }
        if jumps >= 2 {
            self.chains_of_two += 1;
        }
        if jumps >= 3 {
            self.chains_of_three += 1;
        }
        self.longest_chain = self.longest_chain.max(jumps);
        let landed = after
            .board
            .get(cells[cells.len() - 1])
            .expect("a piece lands");
        if !piece.king && landed.king {
            if jumps > 0 {
                self.crowned_by_a_jump += 1;
            } else {
                self.crowned_by_a_step += 1;
            }
        }
        // X's backward is down the board (rows growing), O's up.
        let backward = |w: &[reference::Cell]| (w[1].1 > w[0].1) == (piece.side == 0);
        if piece.king && jumps > 0 && cells.windows(2).any(backward) {
            self.king_jumps_backward += 1;
        }
        match after.result() {
            Some(0) => self.draws += 1,
            Some(_) => self.losses += 1,
            None => {}
        }
    }
}

#[test]
fn checkers_plays_as_the_reference() {
    use reference::checkers::{Checkers as Plain, DRAW_PLIES};
    let mut reached = DraughtsReached::default();
    reached.positions += random_games::<Plain, Checkers>(&[Plain::start()], 30, 7, |b, m, a| {
        reached.observe(b, m, a)
    });
    println!("from the start: {reached:?}");
    // Games from positions of random play whose count of quiet plies is set near the draw
    // (74 to 79 of the 80), so that the draw is reached, or the count reset by a capture.
    let mut rng = Rng(8);
    let near: Vec<Plain> = (0..100)
        .filter_map(|_| {
            let mut pos = played_from_start::<Plain>(&mut rng, 10, 60)?;
            pos.quiet = DRAW_PLIES - 1 - rng.below(6) as u32;
            Some(pos)
        })
        .collect();
    reached.positions +=
        random_games::<Plain, Checkers>(&near, near.len(), 9, |b, m, a| reached.observe(b, m, a));
    println!("with the games near the draw: {reached:?}");
    at_least("positions", reached.positions, 3_000);
    at_least("draws", reached.draws, 20);
    at_least("wins", reached.losses, 40);
    at_least("crownings by a jump", reached.crowned_by_a_jump, 30);
    at_least("crownings by a step", reached.crowned_by_a_step, 50);
    at_least("chains of two jumps", reached.chains_of_two, 50);
    at_least("chains of three jumps", reached.chains_of_three, 4);
    at_least("kings jumping backward", reached.king_jumps_backward, 50);
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

// Small boards solved from the start. Each value is checked three ways where it can be: the
// engine's solve of the generated game, a plain negamax on the reference implementation of the
// same rules (`reference::solve_plainly`, a different program: a board as a `Vec` of cells),
// and a published result, whose source is named beside it.

/// The engine's proven value of `G`'s start for the side to move, and the plies to the end.
fn engine_value<G: Notation>(pos: &G) -> (i32, Option<u32>) {
    let result = Engine::with_table_bytes(1 << 22).solve(pos);
    match result.verdict::<G>() {
        Verdict::Proven { value, plies } => (value, plies),
        other => panic!("{}: not solved: {other:?}", G::NAME),
    }
}

/// The value of `start` by plain negamax on the reference, after checking that the generated
/// game `G` starts from the same position.
fn reference_value<R: Written, G: Notation>(start: R) -> i32 {
    let both = Both::<R, G>::new(start.clone());
    assert_eq!(both.game.0, G::start(), "{}: the start", G::NAME);
    let mut nodes = 0;
    let value = solve_plainly(&start, &mut HashMap::new(), &mut nodes);
    println!("{}: {value} by the reference, {nodes} positions", G::NAME);
    value
}

macro_rules! domineering {
    ($($name:ident: $columns:tt x $rows:tt;)*) => {$(
        game_dsl::game! {
            /// Domineering on a small board: X (Vertical) starts.
            pub $name {
                board: $columns x $rows,
                moves: { X: place domino vertical, O: place domino horizontal },
                blocked: lose,
            }
        }
    )*};
}

// `board: COLUMNS x ROWS`; the literature writes boards ROWS x COLUMNS.
domineering! {
    Domineering4x4: 4 x 4;
    Domineering3x4: 3 x 4;
    Domineering3x5: 3 x 5;
    Domineering4x3: 4 x 3;
    Domineering5x3: 5 x 3;
    Domineering6x3: 6 x 3;
    Domineering5x4: 5 x 4;
    Domineering4x5: 4 x 5;
    Domineering5x6: 5 x 6;
    Domineering6x5: 6 x 5;
}

/// Domineering with Vertical (X) to start, against J. W. H. M. Uiterwijk, "Perfectly Solving
/// Domineering Boards" (Computer Games Workshop at IJCAI 2013; Springer CCIS 408, 2014), whose
/// abstract states, Vertical starting, boards written rows x columns: (1) every m x 3 board
/// (m > 1) is won by Vertical; (2) every 2k x n board with n = 3, 5, 7, 9, 11 is won by
/// Vertical; (3) every 3 x n board (n > 3) is won by Horizontal; (4) every m x 2k board with
/// m = 5 or 9 is won by Horizontal. The boards of up to 20 cells are also solved by the
/// reference, and the 4 x 4 board (first player wins) by the reference alone.
#[test]
fn small_domineering_boards_are_the_published_results() {
    use reference::domineering::Domineering as Plain;
    fn check<G: Notation>(rows: usize, columns: usize, published: i32, why: &str) {
        let (value, _) = engine_value(&G::start());
        assert_eq!(value, published, "{rows} x {columns} ({why}): the engine");
        if rows * columns <= 20 {
            let plain = reference_value::<Plain, G>(Plain::start_on(columns, rows));
            assert_eq!(plain, published, "{rows} x {columns}: the reference");
        }
    }
    check::<Domineering3x4>(4, 3, 1, "m x 3: Vertical");
    check::<Domineering3x5>(5, 3, 1, "m x 3: Vertical");
    check::<Domineering4x3>(3, 4, -1, "3 x n: Horizontal");
    check::<Domineering5x3>(3, 5, -1, "3 x n: Horizontal");
    check::<Domineering6x3>(3, 6, -1, "3 x n: Horizontal");
    check::<Domineering5x4>(4, 5, 1, "2k x 5: Vertical");
    check::<Domineering5x6>(6, 5, 1, "2k x 5: Vertical");
    check::<Domineering4x5>(5, 4, -1, "5 x 2k: Horizontal");
    check::<Domineering6x5>(5, 6, -1, "5 x 2k: Horizontal");
    let (value, _) = engine_value(&Domineering4x4::start());
    assert_eq!(
        value,
        reference_value::<Plain, Domineering4x4>(Plain::start_on(4, 4))
    );
    assert_eq!(value, 1, "4 x 4: the first player wins");
}

macro_rules! linear_clobber {
    ($($name:ident: $length:tt;)*) => {$(
        game_dsl::game! {
            /// Clobber on one row, the stones alternating.
            pub $name {
                board: $length x 1,
                start: { X: light, O: dark },
                moves: step orthogonal onto enemy,
                blocked: lose,
            }
        }
    )*};
}

linear_clobber! {
    Clobber2: 2;
    Clobber4: 4;
    Clobber6: 6;
    Clobber8: 8;
    Clobber10: 10;
    Clobber12: 12;
    Clobber14: 14;
    Clobber16: 16;
    Clobber18: 18;
}

/// Clobber on one row of alternating stones of even length: the first player wins, except on
/// 6 cells (`oxoxox`), where the first player loses. This is the 2004 conjecture of Albert,
/// Grossman, Nowakowski and Wolfe, proven by X. Chen, T. Folkersen, K. Hasham, R. B. Hayward,
/// D. Lee, O. Randall, L. Schultz and E. Vandermeer, "A Proof of the 2004
/// Albert-Grossman-Nowakowski-Wolfe Conjecture on Alternating Linear Clobber" (arXiv
/// 2509.08985, 2025). Up to 12 cells the reference solves them too.
#[test]
fn linear_clobber_is_the_published_result() {
    use reference::clobber::Clobber as Plain;
    fn check<G: Notation>(length: usize) {
        let published = if length == 6 { -1 } else { 1 };
        let (value, _) = engine_value(&G::start());
        assert_eq!(value, published, "1 x {length}: the engine");
        if length <= 12 {
            let plain = reference_value::<Plain, G>(Plain::start_on(length, 1));
            assert_eq!(plain, published, "1 x {length}: the reference");
        }
    }
    check::<Clobber2>(2);
    check::<Clobber4>(4);
    check::<Clobber6>(6);
    check::<Clobber8>(8);
    check::<Clobber10>(10);
    check::<Clobber12>(12);
    check::<Clobber14>(14);
    check::<Clobber16>(16);
    check::<Clobber18>(18);
}

game_dsl::game! {
    /// Clobber on 4 x 3.
    pub SmallClobber {
        board: 4 x 3,
        start: { X: light, O: dark },
        moves: step orthogonal onto enemy,
    }
}

/// Clobber on 4 columns of 3 rows. No published value was found for this board. Its mirror
/// image, left to right, swaps the colours (an even number of columns), so the position is its
/// own negative and whoever starts has the same result (Berlekamp, Conway and Guy, *Winning
/// Ways*, chapter 2: a game equal to its negative is zero or fuzzy): X to move and O to move
/// must agree. The value is the engine's and the reference's: the first player loses.
#[test]
fn small_clobber_is_solved_by_both_implementations() {
    use reference::clobber::Clobber as Plain;
    let (x_first, _) = engine_value(&SmallClobber::start());
    let o_first = SmallClobber::parse_position(&format!(
        "{} O",
        SmallClobber::start()
            .position_string()
            .split(' ')
            .next()
            .unwrap()
    ))
    .unwrap();
    assert_eq!(engine_value(&o_first).0, x_first, "the same whoever starts");
    let plain = reference_value::<Plain, SmallClobber>(Plain::start_on(4, 3));
    assert_eq!((x_first, plain), (-1, -1));
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

/// Breakthrough on 5 columns of 4 rows with one row of pawns a side, solved by the engine and by
/// the reference: the first player wins. No published value was found for it. (A published
/// small board exists: 5 x 5 with two full rows a side is a win for the second player in 26
/// plies, by the retrograde solution posted by "Tasmanian Devil" on Little Golem's Breakthrough
/// forum, "5x5 solved", 2006-12-03,
/// <http://littlegolem.net/jsp/forum/topic2.jsp?forum=120&topic=19>; but the engine did not
/// solve that board in 20 minutes here, so it is not a test.)
#[test]
fn small_breakthrough_boards_are_solved() {
    use reference::breakthrough::Breakthrough as Plain;
    let (value, _) = engine_value(&SmallBreakthrough::start());
    let plain = reference_value::<Plain, SmallBreakthrough>(Plain::start_on(5, 4, 1));
    assert_eq!((value, plain), (1, 1));
}

//! The reference implementations of `reference/` (the oracle the generated games are checked
//! against) against published perft figures, and their tricky rules on constructed positions:
//! Breakthrough's diagonal captures and ends, Clobber's and Domineering's blocked side, Kōnane's
//! opening removals and straight chains (with a second, differently written perft), Amazons'
//! arrow on the cell the queen has left, and English draughts' compulsory captures, chains,
//! crowning that ends the turn, kings and the draw. Each constructed position is held by the
//! reference and by the bundled generated game at once ([`reference::Both`]): the same moves,
//! the same refusals, the same position after every move, the same result.
//!
//! Sources of the figures: Breakthrough, Clobber 5 x 6, Amazons 10 x 10 and English draughts as
//! collected in `../shared/data/README.md` (Breakthrough and Clobber as OpenSpiel plays them,
//! draughts and Amazons also as Regular Boardgames counts them); Domineering's from a plain
//! count; the others as measured here and, where OpenSpiel has the game, by
//! `scripts/openspiel_perft.py`. `docs/rules.md` lists them all.

mod reference;

use game_dsl::{GameExt, Notation};
use reference::amazons::{Amazons6, Amazons10, Square};
use reference::breakthrough::Breakthrough;
use reference::checkers::{Checkers, DRAW_PLIES, Piece};
use reference::clobber::Clobber;
use reference::domineering::Domineering;
use reference::konane::Konane;
use reference::{Board, Both, Engine, Reference, Written, cell, cross_check, perft};

/// Asserts `perft(start, d)` for d = 1, 2, ... against `expected`.
fn assert_perft<R: Reference>(expected: &[u64]) {
    let start = R::start();
    for (depth, &count) in (1..).zip(expected) {
        assert_eq!(perft(&start, depth), count, "perft({depth})");
    }
}

#[test]
fn breakthrough_perft_matches_openspiel() {
    assert_perft::<Breakthrough>(&[22, 484, 11_132, 256_036, 6_182_818]);
}

#[test]
fn clobber_perft_matches_openspiel() {
    assert_perft::<Clobber>(&[49, 2_116, 80_063]);
}

#[test]
fn domineering_perft() {
    assert_perft::<Domineering>(&[56, 2_940, 146_580]);
}

#[test]
fn amazons_perft_matches_published_counts() {
    assert_perft::<Amazons10>(&[2_176, 4_307_152]);
}

#[test]
fn amazons_6x6_perft() {
    assert_perft::<Amazons6>(&[544, 238_532]);
}

#[test]
#[ignore = "about 100 s in release"]
fn amazons_6x6_perft_3() {
    assert_eq!(perft(&Amazons6::start(), 3), 91_074_224);
}

#[test]
fn checkers_perft_matches_published_counts() {
    assert_perft::<Checkers>(&[7, 49, 302, 1_469, 7_361, 36_768, 179_740, 845_931]);
}

/// Kōnane counted a second way: a plain array of +1 (X), -1 (O) and 0, the removals listed by
/// hand, and each jump of a chain applied to the board as it goes.
fn konane_count(board: &mut [[i8; 6]; 6], side: i8, ply: u32, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    let mut remove = |board: &mut [[i8; 6]; 6], r: usize, c: usize| {
        board[r][c] = 0;
        total += konane_count(board, -side, ply + 1, depth - 1);
        board[r][c] = side;
    };
    match ply {
        0 => {
            let corners_and_centre = [
                (0, 0),
                (0, 5),
                (5, 0),
                (5, 5),
                (2, 2),
                (2, 3),
                (3, 2),
                (3, 3),
            ];
            for (r, c) in corners_and_centre {
                if board[r][c] == side {
                    remove(board, r, c);
                }
            }
        }
        1 => {
            let (hr, hc) = (0..36)
                .map(|i| (i / 6, i % 6))
                .find(|&(r, c)| board[r][c] == 0)
                .expect("one hole");
            let around = [
                (hr.wrapping_sub(1), hc),
                (hr + 1, hc),
                (hr, hc.wrapping_sub(1)),
                (hr, hc + 1),
            ];
            for (r, c) in around {
                if r < 6 && c < 6 && board[r][c] == side {
                    remove(board, r, c);
                }
            }
        }
        _ => {
            for r in 0..6 {
                for c in 0..6 {
                    if board[r][c] != side {
                        continue;
                    }
                    for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                        let mut b = *board;
                        let (mut r0, mut c0) = (r as i32, c as i32);
                        loop {
                            let (r1, c1, r2, c2) = (r0 + dr, c0 + dc, r0 + 2 * dr, c0 + 2 * dc);
                            if !(0..6).contains(&r2) || !(0..6).contains(&c2) {
                                break;
                            }
                            let (r1, c1, r2, c2) =
                                (r1 as usize, c1 as usize, r2 as usize, c2 as usize);
                            if b[r1][c1] != -side || b[r2][c2] != 0 {
                                break;
                            }
                            b[r0 as usize][c0 as usize] = 0;
                            b[r1][c1] = 0;
                            b[r2][c2] = side;
                            let mut after = b;
                            total += konane_count(&mut after, -side, ply + 1, depth - 1);
                            (r0, c0) = (r2 as i32, c2 as i32);
                        }
                    }
                }
            }
        }
    }
    total
}

/// No published Kōnane count was found (OpenSpiel and the Regular Boardgames collection have no
/// Kōnane; Ludii has one but publishes no perft), so the reference is checked against a second
/// count written differently, and by hand: 4 first removals (the corners a6 and f1, the centre
/// cells c4 and d3), then O's answers, 2 beside a corner and 4 beside a centre cell:
/// 2 x 2 + 2 x 4 = 12. Both programs read the rules the same way (Wikipedia's opening), which
/// no outside count confirms.
#[test]
fn konane_perft_agrees_with_a_second_count() {
    let expected = [4, 12, 28, 156, 668, 4_192, 22_676, 162_288];
    let start = Konane::start();
    let mut board: [[i8; 6]; 6] =
        std::array::from_fn(|r| std::array::from_fn(|c| if (r + c) % 2 == 1 { 1 } else { -1 }));
    for (depth, &count) in (1..).zip(&expected) {
        assert_eq!(perft(&start, depth), count, "perft({depth})");
        assert_eq!(
            konane_count(&mut board, 1, 0, depth),
            count,
            "second count, depth {depth}"
        );
    }
}

/// Each constructed position below is held by both the reference and the bundled generated game
/// ([`Both`]): every move list asserted is the list of both, every move played is played in
/// both and their positions compared after it, and so every result and side to move.
type BreakthroughBoth = Both<Breakthrough, gamedsl::Breakthrough>;
type ClobberBoth = Both<Clobber, gamedsl::Clobber>;
type DomineeringBoth = Both<Domineering, gamedsl::Domineering>;
type KonaneBoth = Both<Konane, gamedsl::Konane>;
type AmazonsBoth = Both<Amazons10, gamedsl::Amazons>;
type Amazons6Both = Both<Amazons6, gamedsl::Amazons6>;
type CheckersBoth = Both<Checkers, gamedsl::Checkers>;

/// A board of `columns` x `rows` holding `stones` (cell names) of each side.
fn stones<const S: usize>(
    columns: usize,
    rows: usize,
    x: [&str; S],
    o: &[&str],
) -> Board<Option<usize>> {
    let mut board = Board::new(columns, rows, |_| None);
    for name in x {
        board.set(cell(name), Some(0));
    }
    for name in o {
        board.set(cell(name), Some(1));
    }
    board
}

/// Asserts that `mv` is refused in both: the generated game's parser says it is not legal, and
/// the reference (an oracle, which panics on an illegal move) refuses to play it.
fn assert_refused<R: Written, G: Notation>(pos: &Both<R, G>, mv: &str) {
    assert!(
        pos.game.0.parse_legal_move(mv).is_err(),
        "{}: {mv} accepted",
        G::NAME
    );
    assert!(!pos.moves().contains(&mv.to_string()));
    let mut reference = pos.reference.clone();
    let played = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| reference.play(mv)));
    assert!(played.is_err(), "the reference played {mv}");
}

#[test]
fn breakthrough_captures_diagonally_only() {
    // X's pawn faces O's straight ahead (no capture) and diagonally (a capture).
    let pos = BreakthroughBoth::new(Breakthrough {
        board: stones(8, 8, ["d5", "h8"], &["d4", "e4", "a1"]),
        side: 0,
    });
    assert_eq!(pos.moves(), ["d5c4", "d5e4", "h8g7", "h8h7"]);
    assert_refused(&pos, "d5d4");
    // O moves down; its own pawn blocks it.
    let pos = BreakthroughBoth::new(Breakthrough {
        board: stones(8, 8, ["a8", "e6"], &["d5", "d6"]),
        side: 1,
    });
    assert_eq!(pos.moves(), ["d5c6", "d5e6", "d6c7", "d6d7", "d6e7"]);
    assert_refused(&pos, "d5d6");
    // The capture replaces the pawn taken.
    let mut pos = pos;
    pos.play("d5e6");
    assert_eq!(pos.reference.board.get(cell("e6")), Some(1));
    assert_eq!(pos.reference.board.get(cell("d5")), None);
    assert_eq!((pos.side_to_move(), pos.result()), (0, None));
}

#[test]
fn breakthrough_ends_on_the_far_row_or_with_no_pawn_left() {
    let mut pos = BreakthroughBoth::new(Breakthrough {
        board: stones(8, 8, ["c2", "h8"], &["a1", "h2"]),
        side: 0,
    });
    assert_eq!(pos.result(), None);
    pos.play("c2c1");
    assert_eq!((pos.side_to_move(), pos.result()), (1, Some(-1)));
    assert!(pos.moves().is_empty());
    let mut pos = BreakthroughBoth::new(Breakthrough {
        board: stones(8, 8, ["d5"], &["e4"]),
        side: 0,
    });
    pos.play("d5e4");
    assert_eq!((pos.side_to_move(), pos.result()), (1, Some(-1)));
    assert!(pos.moves().is_empty());
    // O wins on its far row too, by a capture onto it.
    let mut pos = BreakthroughBoth::new(Breakthrough {
        board: stones(8, 8, ["b8", "h3"], &["a7", "h1"]),
        side: 1,
    });
    pos.play("a7b8");
    assert_eq!((pos.side_to_move(), pos.result()), (0, Some(-1)));
}

#[test]
fn breakthrough_refuses_a_straight_capture() {
    let pos = BreakthroughBoth::new(Breakthrough {
        board: stones(8, 8, ["d5"], &["d4", "a1"]),
        side: 0,
    });
    assert_eq!(pos.moves(), ["d5c4", "d5e4"]);
    assert_refused(&pos, "d5d4");
}

#[test]
fn clobber_start_and_a_blocked_side() {
    let start = ClobberBoth::start();
    // X holds the top-left corner; every X stone beside an O stone gives one move.
    assert_eq!(start.reference.board.get(cell("a1")), Some(0));
    assert_eq!(start.reference.board.get(cell("a5")), Some(0));
    assert_eq!(start.reference.board.get(cell("f1")), Some(1));
    assert_eq!(start.moves()[..4], ["a1a2", "a1b1", "a3a2", "a3a4"]);
    // Stones apart from each other: nobody can move, and the side to move loses.
    let mut pos = ClobberBoth::new(Clobber {
        board: stones(6, 5, ["a1", "c3"], &["b2", "b3"]),
        side: 1,
    });
    assert_eq!(pos.moves(), ["b3c3"]);
    assert_refused(&pos, "b2b3");
    assert_refused(&pos, "b2a1");
    pos.play("b3c3");
    assert_eq!((pos.side_to_move(), pos.result()), (0, Some(-1)));
}

#[test]
fn domineering_x_places_vertically_o_horizontally() {
    let mut pos = DomineeringBoth::start();
    let moves = pos.moves();
    assert_eq!(moves[..3], ["a1a2", "a2a3", "a3a4"]);
    assert!(!moves.contains(&"a1b1".to_string()));
    pos.play("a1a2");
    assert_eq!(pos.moves()[..3], ["a3b3", "a4b4", "a5b5"]);
    assert_refused(&pos, "a1b1");
    assert_refused(&pos, "b1b2");
    // One column left free: O cannot place a horizontal domino and loses.
    let pos = DomineeringBoth::new(Domineering {
        board: Board::new(8, 8, |(column, _)| column != 0),
        side: 1,
    });
    assert_eq!(pos.result(), Some(-1));
    assert!(pos.moves().is_empty());
    let pos = DomineeringBoth::new(Domineering {
        board: Board::new(8, 8, |(column, _)| column != 0),
        side: 0,
    });
    assert_eq!(pos.moves().len(), 7);
    assert_eq!(pos.result(), None);
}

#[test]
fn konane_opening_removals() {
    let mut pos = KonaneBoth::start();
    // X holds the dark cells: f1 and a6 among the corners, c4 and d3 in the centre.
    assert_eq!(pos.reference.board.get(cell("a6")), Some(0));
    assert_eq!(pos.reference.board.get(cell("a1")), Some(1));
    assert_eq!(pos.moves(), ["a6", "c4", "d3", "f1"]);
    // O's corners and centre cells are not X's to remove, nor is an edge cell.
    assert_refused(&pos, "a1");
    assert_refused(&pos, "c3");
    assert_refused(&pos, "b1");
    pos.play("c4");
    assert_eq!(pos.moves(), ["b4", "c3", "c5", "d4"]);
    // O removes beside the hole only: not diagonally, nor a corner of its own.
    assert_refused(&pos, "d5");
    assert_refused(&pos, "a1");
    let mut corner = KonaneBoth::start();
    corner.play("a6");
    assert_eq!(corner.moves(), ["a5", "b6"]);
    corner.play("b6");
    // The first jumps: into the two holes.
    assert_eq!(corner.moves(), ["a4a6"]);
    // X's stones stay on dark cells, so only the dark hole c4 can be jumped into.
    pos.play("d4");
    assert_eq!(pos.moves(), ["a4c4", "c2c4", "c6c4"]);
    // No more removals once the opening is over.
    assert_refused(&pos, "a6");
}

#[test]
fn konane_chains_go_straight_and_may_stop() {
    // X on a1 may jump b1, then d1; turning down over c2 after the first jump is not allowed.
    let mut pos = KonaneBoth::new(Konane {
        board: stones(6, 6, ["a1", "f3"], &["b1", "d1", "c2"]),
        side: 0,
        ply: 2,
    });
    assert_eq!(pos.moves(), ["a1c1", "a1c1e1"]);
    assert_refused(&pos, "a1c1c3");
    pos.play("a1c1e1");
    assert_eq!(pos.reference.board.get(cell("e1")), Some(0));
    assert_eq!(
        [cell("a1"), cell("b1"), cell("c1"), cell("d1")].map(|c| pos.reference.board.get(c)),
        [None; 4]
    );
    // O's one stone has nothing to jump over: O loses.
    assert_eq!((pos.side_to_move(), pos.result()), (1, Some(-1)));
    // Stopping after the first jump is a move of its own; O's d1 can then jump back over it.
    let mut stop = KonaneBoth::new(Konane {
        board: stones(6, 6, ["a1", "f3"], &["b1", "d1", "c2"]),
        side: 0,
        ply: 2,
    });
    stop.play("a1c1");
    assert_eq!(stop.reference.board.get(cell("c1")), Some(0));
    assert_eq!(stop.reference.board.get(cell("d1")), Some(1));
    assert_eq!(stop.moves(), ["d1b1"]);
}

#[test]
fn amazons_arrow_may_land_on_the_cell_the_queen_left() {
    let mut pos = AmazonsBoth::start();
    assert_eq!(pos.reference.board.get(cell("d10")), Square::Queen(0));
    assert_eq!(pos.reference.board.get(cell("a4")), Square::Queen(1));
    let moves = pos.moves();
    assert!(moves.contains(&"d10d9d10".to_string()));
    // The arrow may fly over the cell the queen left, too.
    assert!(moves.contains(&"d10e10c10".to_string()));
    // Never onto a queen, nor through one.
    assert_refused(&pos, "d10d9d9");
    assert_refused(&pos, "d10d1d2");
    assert_refused(&pos, "a7a1a2");
    pos.play("d10d9d10");
    assert_eq!(pos.reference.board.get(cell("d10")), Square::Arrow);
    assert_eq!(pos.reference.board.get(cell("d9")), Square::Queen(0));
    assert_eq!(pos.side_to_move(), 1);
    assert!(!pos.moves().iter().any(|m| m.ends_with("d10")));
}

#[test]
fn amazons_side_walled_in_loses() {
    let start = Amazons6Both::start();
    assert_eq!(start.reference.board.get(cell("b6")), Square::Queen(0));
    assert_eq!(start.reference.board.get(cell("f2")), Square::Queen(1));
    // X's queens on a6 and b6, every neighbour an arrow: X cannot move.
    let mut board = Board::new(6, 6, |_| Square::Empty);
    for arrow in ["a5", "b5", "c5", "c6"] {
        board.set(cell(arrow), Square::Arrow);
    }
    board.set(cell("a6"), Square::Queen(0));
    board.set(cell("b6"), Square::Queen(0));
    board.set(cell("e1"), Square::Queen(1));
    let pos = Amazons6Both::new(Amazons6 {
        board: board.clone(),
        side: 0,
    });
    assert_eq!(pos.result(), Some(-1));
    assert!(pos.moves().is_empty());
    // O to move in the same position has every slide of its free queen.
    let pos = Amazons6Both::new(Amazons6 { board, side: 1 });
    assert_eq!(pos.result(), None);
    assert!(pos.moves().len() > 20, "{}", pos.moves().len());
}

/// A draughts position: X's and O's men and kings, by cell name.
fn draughts(x: &[&str], x_kings: &[&str], o: &[&str], o_kings: &[&str], side: usize) -> Checkers {
    let mut board = Board::new(8, 8, |_| None);
    for (names, side, king) in [
        (x, 0, false),
        (x_kings, 0, true),
        (o, 1, false),
        (o_kings, 1, true),
    ] {
        for name in names {
            board.set(cell(name), Some(Piece { side, king }));
        }
    }
    Checkers {
        board,
        side,
        quiet: 0,
    }
}

/// The same, held by both implementations.
fn draughts_both(
    x: &[&str],
    x_kings: &[&str],
    o: &[&str],
    o_kings: &[&str],
    side: usize,
) -> CheckersBoth {
    CheckersBoth::new(draughts(x, x_kings, o, o_kings, side))
}

/// A king of `side`, as the reference's board holds it.
fn king(side: usize) -> Option<Piece> {
    Some(Piece { side, king: true })
}

#[test]
fn checkers_start() {
    let start = CheckersBoth::start();
    assert_eq!(
        start.moves(),
        ["a6b5", "c6b5", "c6d5", "e6d5", "e6f5", "g6f5", "g6h5"]
    );
    assert_eq!(
        start.reference.board.get(cell("a8")).map(|p| p.side),
        Some(0)
    );
    assert_eq!(
        start.reference.board.get(cell("b1")).map(|p| p.side),
        Some(1)
    );
    assert_eq!(start.reference.board.get(cell("a1")), None);
}

#[test]
fn checkers_capture_is_compulsory() {
    let pos = draughts_both(&["c6", "g6"], &[], &["d5", "a1"], &[], 0);
    assert_eq!(pos.moves(), ["c6e4"]);
    assert_refused(&pos, "g6f5");
    assert_refused(&pos, "c6b5");
    // A man never jumps backward; without a capture, the steps come back.
    let pos = draughts_both(&["c6", "g6"], &[], &["d7", "a1"], &[], 0);
    assert_eq!(pos.moves(), ["c6b5", "c6d5", "g6f5", "g6h5"]);
    assert_refused(&pos, "c6e8");
    // Any piece that can capture may: both X's men here.
    let pos = draughts_both(&["c6", "g6"], &[], &["d5", "f5", "a1"], &[], 0);
    assert_eq!(pos.moves(), ["c6e4", "g6e4"]);
}

#[test]
fn checkers_chains_must_be_completed_by_any_route() {
    let mut pos = draughts_both(&["c6"], &[], &["d5", "f3", "d3", "h1"], &[], 0);
    assert_eq!(pos.moves(), ["c6e4c2", "c6e4g2"]);
    // The chain cannot stop half-way.
    assert_refused(&pos, "c6e4");
    pos.play("c6e4g2");
    assert_eq!(
        pos.reference.board.get(cell("g2")),
        Some(Piece {
            side: 0,
            king: false
        })
    );
    for gone in ["c6", "d5", "e4", "f3"] {
        assert_eq!(pos.reference.board.get(cell(gone)), None, "{gone}");
    }
    assert_eq!(pos.reference.board.get(cell("d3")).map(|p| p.side), Some(1));
    // Not necessarily the route that captures the most: one jump or two, by choice.
    let pos = draughts_both(&["e6"], &[], &["d5", "f5", "f3", "d1", "a1"], &[], 0);
    assert_eq!(pos.moves(), ["e6c4", "e6g4e2"]);
}

#[test]
fn checkers_crowning_ends_the_turn() {
    // The man jumps onto the far row; as a king it could jump e2 next, but its turn is over.
    let mut pos = draughts_both(&["b3"], &[], &["c2", "e2"], &[], 0);
    assert_eq!(pos.moves(), ["b3d1"]);
    assert_refused(&pos, "b3d1f3");
    pos.play("b3d1");
    assert_eq!(pos.reference.board.get(cell("d1")), king(0));
    assert_eq!(pos.side_to_move(), 1);
    // Crowned by a step too.
    let mut pos = draughts_both(&["b2"], &[], &["h5"], &[], 0);
    pos.play("b2a1");
    assert_eq!(pos.reference.board.get(cell("a1")), king(0));
    // And O's men on row 8.
    let mut pos = draughts_both(&["h3"], &[], &["f7"], &[], 1);
    pos.play("f7g8");
    assert_eq!(pos.reference.board.get(cell("g8")), king(1));
    // A king goes on jumping where a man would have been crowned: it already is one.
    let mut pos = draughts_both(&[], &["b3"], &["c2", "e2"], &[], 0);
    assert_eq!(pos.moves(), ["b3d1f3"]);
    pos.play("b3d1f3");
    assert_eq!((pos.side_to_move(), pos.result()), (1, Some(-1)));
}

#[test]
fn checkers_kings_step_and_jump_both_ways() {
    let pos = draughts_both(&[], &["d5"], &["a1"], &[], 0);
    assert_eq!(pos.moves(), ["d5c4", "d5c6", "d5e4", "d5e6"]);
    // A king jumps backward (down, for X).
    let pos = draughts_both(&[], &["d5"], &["e6", "a1"], &[], 0);
    assert_eq!(pos.moves(), ["d5f7"]);
    // O's king jumps backward (up, for O).
    let pos = draughts_both(&["a8"], &[], &[], &["d5"], 1);
    assert_eq!(pos.moves(), ["d5c4", "d5c6", "d5e4", "d5e6"]);
    let pos = draughts_both(&["c4", "a8"], &[], &[], &["d5"], 1);
    assert_eq!(pos.moves(), ["d5b3"]);
    // Round four pieces and back to its own starting cell, either way round.
    let mut pos = draughts_both(&[], &["d5"], &["e6", "g6", "g4", "e4"], &[], 0);
    assert_eq!(pos.moves(), ["d5f3h5f7d5", "d5f7h5f3d5"]);
    pos.play("d5f7h5f3d5");
    assert_eq!(pos.reference.board.get(cell("d5")), king(0));
    assert_eq!((pos.side_to_move(), pos.result()), (1, Some(-1)));
}

#[test]
fn checkers_draw_and_loss() {
    let mut near = draughts(&[], &["d5"], &[], &["a1"], 0);
    near.quiet = DRAW_PLIES - 1;
    let mut pos = CheckersBoth::new(near);
    assert_eq!(pos.result(), None);
    pos.play("d5c4");
    assert_eq!(pos.result(), Some(0));
    assert!(pos.moves().is_empty());
    // A capture resets the count.
    let mut near = draughts(&[], &["d5"], &["c4"], &["a1"], 0);
    near.quiet = DRAW_PLIES - 1;
    let mut pos = CheckersBoth::new(near);
    pos.play("d5b3");
    assert_eq!((pos.reference.quiet, pos.result()), (0, None));
    // A man's move does not (the rule here counts captures only).
    let mut near = draughts(&["c6"], &[], &["b1"], &[], 0);
    near.quiet = DRAW_PLIES - 2;
    let mut pos = CheckersBoth::new(near);
    pos.play("c6b5");
    assert_eq!(pos.result(), None);
    pos.play("b1c2");
    assert_eq!(pos.result(), Some(0));
    // No piece left: the side to move loses.
    let mut pos = draughts_both(&["c6"], &[], &["d5"], &[], 0);
    pos.play("c6e4");
    assert_eq!((pos.side_to_move(), pos.result()), (1, Some(-1)));
    // Every piece blocked: the side to move loses too.
    let pos = draughts_both(&["a8", "c8"], &[], &["b7", "d7", "a6", "c6", "e6"], &[], 0);
    assert_eq!((pos.result(), pos.moves().len()), (Some(-1), 0));
}

#[test]
fn an_engine_game_is_counted_and_compared_through_the_same_interface() {
    // Five Field Kono's published count (see kono.rs), through its own notation.
    assert_eq!(perft(&Engine::<gamedsl::Kono>::start(), 4), 4_904);
    assert!(cross_check::<Engine<gamedsl::Kono>, Engine<gamedsl::Kono>>(3, 5) > 3 * 20);
    // Two reference implementations of the same game agree; different games do not.
    assert!(cross_check::<Breakthrough, Breakthrough>(3, 1) > 3 * 20);
    let mismatch = std::panic::catch_unwind(|| cross_check::<Clobber, Domineering>(1, 1));
    assert!(mismatch.is_err());
}

game_dsl::game! {
    /// Breakthrough with a wrong rule: pawns capture straight ahead too.
    pub StraightCaptures {
        board: 8 x 8,
        start: { X: rows 7..=8, O: rows 1..=2 },
        moves: [step forward onto any, step forward_diagonal onto any],
        win: [reach far_row, capture_all],
    }
}

#[test]
fn a_generated_game_that_breaks_a_rule_is_caught() {
    let pos = Both::<Breakthrough, StraightCaptures>::new(Breakthrough {
        board: {
            let mut board = Board::new(8, 8, |_| None);
            board.set(cell("d5"), Some(0));
            board.set(cell("d4"), Some(1));
            board.set(cell("a1"), Some(1));
            board
        },
        side: 0,
    });
    let compared = std::panic::catch_unwind(|| pos.moves());
    assert!(compared.is_err(), "d5d4 is a move of the wrong game only");
}

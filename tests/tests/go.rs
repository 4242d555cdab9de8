//! Go on 9 x 9 (`moves: place then capture groups { suicide: illegal, ko: simple, repeat: draw
//! }`, `pass: always`, `win: area { komi: 7.5, passes: 2, limit: 162 }`): perft against
//! OpenSpiel's own counts, captures, suicide, ko, the repetition of a board, the passes and the
//! count, and random games on 9 x 9 and 19 x 19 played side by side with a plain implementation
//! on cell arrays (`Plain`), move lists and values compared at every position. The automatic
//! check against OpenSpiel is in `openspiel.rs`.

use game_dsl::perft::perft;
use game_dsl::{Ending, Game, GameExt, Move, Notation};
use game_dsl_tests::rng::Rng;
use game_dsl_tests::sorted_moves;
use gamedsl::{Go, Go9};

/// OpenSpiel's counts (`go(board_size=9,komi=7.5)`), from `scripts/openspiel_perft.py go9 3`
/// and a pyspiel perft to depth 4 with `open-spiel` 2.0.2: 81 points and the pass; after a
/// pass, all 82 again; two passes end the game.
const PERFT: [u64; 4] = [82, 6_643, 531_522, 42_002_809];

#[test]
fn perft_matches_openspiel() {
    for (depth, &count) in (1..).zip(&PERFT) {
        assert_eq!(perft(&Go9::start(), depth), count, "depth {depth}");
    }
}

/// OpenSpiel's counts for `go` with its default parameters (`board_size=19, komi=7.5`), from
/// `scripts/openspiel_perft.py go 3` with `open-spiel` 2.0.2: 361 points and the pass; after a
/// stone 360 points and the pass, after a pass all 362 (361 * 361 + 362 at depth 2).
const PERFT_19: [u64; 3] = [362, 130_683, 47_046_242];

#[test]
fn perft_19_matches_openspiel() {
    for (depth, &count) in (1..).zip(&PERFT_19) {
        assert_eq!(perft(&Go::start(), depth), count, "depth {depth}");
    }
}

#[test]
fn the_19_board_reads_and_writes_its_far_points_and_captures() {
    // t19 is the top right corner (cell 18), a1 the bottom left (cell 342), t1 cell 360.
    assert_eq!(Go::start().format_move(game_dsl::Move::new(18)), "t19");
    assert_eq!(Go::start().format_move(game_dsl::Move::new(360)), "t1");
    // O's t1 shut in by X's s1 and t2 (cells in the sixth word of the board): taken.
    let pos = Go::start().play_sequence("s1 t1 t2").unwrap();
    let text = pos.position_string();
    let board = text.split(' ').next().unwrap();
    assert_eq!(board.len(), 361);
    assert_eq!(board.matches('O').count(), 0, "O t1 is taken");
    assert_eq!(board.matches('X').count(), 2);
    assert!(text.ends_with(" O - 0 3"), "{text}");
    let read = Go::parse_position(&text).unwrap();
    assert_eq!(read.position_string(), text);
    assert_eq!(sorted_moves(&read), sorted_moves(&pos));
    // O may not play t1 now: it would have no liberty and take nothing.
    assert!(!sorted_moves(&pos).contains(&"t1".to_string()));
}

fn play(moves: &str) -> Go9 {
    Go9::start().play_sequence(moves).unwrap()
}

#[test]
fn a_group_without_liberties_is_taken() {
    // O's b1 a1 pair shut in by X's a2 b2 c1: X c1 takes both.
    let pos = play("a2 a1 b2 b1 c1");
    let board = format!("{}XX{}X{}", "-".repeat(63), "-".repeat(9), "-".repeat(6));
    assert_eq!(pos.position_string(), format!("{board} O - 0 5"));
}

#[test]
fn suicide_is_not_a_move() {
    // O a1 between X a2 and X b1 takes nothing and has no liberty.
    let pos = play("a2 e5 b1");
    let moves = sorted_moves(&pos);
    assert!(!moves.contains(&"a1".to_string()));
    assert_eq!(moves.len(), 81 - 3 - 1 + 1);
}

/// Two kos, A (X takes at f5, O back at e5) and B (O takes at f2, X back at e2), and the
/// stones around them.
const DOUBLE_KO: &str = "d5 e5 e4 f4 e6 f6 f1 g5 f3 d2 g2 e1 e2 e3";

#[test]
fn a_ko_is_not_retaken_at_once() {
    let pos = play(&format!("{DOUBLE_KO} f5"));
    assert!(!sorted_moves(&pos).contains(&"e5".to_string()));
    // After a move elsewhere it may be.
    let pos = pos.play_sequence("a9 b9").unwrap();
    assert!(sorted_moves(&pos).contains(&"e5".to_string()));
}

#[test]
fn a_placement_that_brings_back_an_earlier_board_draws() {
    // X takes in A, O in B, X passes, O retakes A, X retakes B: the board after the first 14
    // moves again (OpenSpiel's `superko_`, a draw).
    let before = play(&format!("{DOUBLE_KO} f5 f2 pass e5"));
    assert_eq!(before.terminal_value(), None);
    let pos = before.play_sequence("e2").unwrap();
    assert_eq!(
        pos.position_string().split(' ').next(),
        play(DOUBLE_KO).position_string().split(' ').next()
    );
    assert_eq!(pos.terminal_value(), Some(0));
    assert_eq!(pos.ending(), Some(Ending::Repetition));
    assert!(pos.legal_moves().is_empty());
}

#[test]
fn two_passes_end_the_game_scored_by_area_with_komi() {
    // One X stone: all 81 points are X's area, 81 - 7.5 > 0: X wins, O to move has lost.
    let pos = play("e5 pass pass");
    assert_eq!(pos.ending(), Some(Ending::Count));
    assert_eq!(pos.side_to_move(), game_dsl::Player::Second);
    assert_eq!(pos.terminal_value(), Some(-1));
    assert!(pos.legal_moves().is_empty());
    // Nothing on the board: 0 - 7.5, O wins.
    let pos = play("pass pass");
    assert_eq!(pos.terminal_value(), Some(-1), "X to move has lost");
    // A pass, a stone, a pass: the passes are not in a row.
    assert_eq!(play("pass e5 pass").terminal_value(), None);
}

#[test]
fn positions_are_read_and_written() {
    let pos = play(&format!("{DOUBLE_KO} f5"));
    let text = pos.position_string();
    assert!(text.ends_with(" O e5 0 15"), "{text}");
    let read = Go9::parse_position(&text).unwrap();
    assert_eq!(read.position_string(), text);
    assert_eq!(sorted_moves(&read), sorted_moves(&pos));
    assert!(Go9::parse_position("X-------- X").is_err());
}

/// Go as cell arrays, written from OpenSpiel's rules (`open_spiel/games/go/go.cc` and
/// `go_board.cc`) to check the declared game against: a placement removes the enemy groups it
/// leaves without a liberty; a placement whose own group then has none is not a move; a
/// placement on a point whose neighbours are all enemy stones or the edge that takes exactly one
/// stone forbids the opponent that stone's point at its next move (the ko); a placement that
/// brings back a board of any earlier position ends the game as a draw; two passes in a row or
/// the limit of plies end it, scored by area (Tromp-Taylor: a side's stones and the empty points
/// that reach its stones only), the second player adding the komi. Points are numbered `row *
/// size + column`, row 0 at the top, as the declared game's moves are.
#[derive(Clone)]
struct Plain {
    size: usize,
    /// 0 empty, 1 the first player's stone, 2 the second's.
    cells: Vec<u8>,
    /// The side to move, 1 or 2.
    side: u8,
    ko: Option<usize>,
    passes: u32,
    ply: u32,
    limit: u32,
    /// The komi in half points.
    komi2: i32,
    /// The boards after each ply, the start's first.
    boards: Vec<Vec<u8>>,
    repeated: bool,
}

impl Plain {
    fn new(size: usize, limit: u32) -> Plain {
        let cells = vec![0; size * size];
        Plain {
            size,
            boards: vec![cells.clone()],
            cells,
            side: 1,
            ko: None,
            passes: 0,
            ply: 0,
            limit,
            komi2: 15,
            repeated: false,
        }
    }

    fn neighbours(&self, p: usize) -> Vec<usize> {
        let (row, column, n) = (p / self.size, p % self.size, self.size);
        let mut around = Vec::new();
        if row > 0 {
            around.push(p - n);
        }
        if row + 1 < n {
            around.push(p + n);
        }
        if column > 0 {
            around.push(p - 1);
        }
        if column + 1 < n {
            around.push(p + 1);
        }
        around
    }

    /// The group of the stone on `p` in `cells`, and whether it has a liberty.
    fn group(&self, cells: &[u8], p: usize) -> (Vec<usize>, bool) {
        let colour = cells[p];
        let mut seen = vec![false; cells.len()];
        let (mut stack, mut group, mut free) = (vec![p], Vec::new(), false);
        seen[p] = true;
        while let Some(q) = stack.pop() {
            group.push(q);
            for r in self.neighbours(q) {
                if cells[r] == 0 {
                    free = true;
                } else if cells[r] == colour && !seen[r] {
                    seen[r] = true;
                    stack.push(r);
                }
            }
        }
        (group, free)
    }

    /// The board after the side to move places on `p` and the stones it takes, or `None` for a
    /// suicide.
    fn place(&self, p: usize) -> Option<(Vec<u8>, Vec<usize>)> {
        let mut cells = self.cells.clone();
        cells[p] = self.side;
        let mut taken = Vec::new();
        for q in self.neighbours(p) {
            if cells[q] == 3 - self.side {
                let (group, free) = self.group(&cells, q);
                if !free {
                    for &r in &group {
                        cells[r] = 0;
                    }
                    taken.extend(group);
                }
            }
        }
        let (_, free) = self.group(&cells, p);
        free.then_some((cells, taken))
    }

    fn over(&self) -> bool {
        self.repeated || self.passes >= 2 || self.ply >= self.limit
    }

    /// The legal moves, points in order then the pass (`None`); none once the game is over.
    fn moves(&self) -> Vec<Option<usize>> {
        if self.over() {
            return Vec::new();
        }
        let mut moves: Vec<Option<usize>> = (0..self.cells.len())
            .filter(|&p| self.cells[p] == 0 && self.ko != Some(p) && self.place(p).is_some())
            .map(Some)
            .collect();
        moves.push(None);
        moves
    }

    fn play(&mut self, mv: Option<usize>) {
        match mv {
            None => {
                self.passes += 1;
                self.ko = None;
            }
            Some(p) => {
                let in_eye = self
                    .neighbours(p)
                    .iter()
                    .all(|&q| self.cells[q] == 3 - self.side);
                let (cells, taken) = self.place(p).expect("a legal placement");
                self.ko = (in_eye && taken.len() == 1).then(|| taken[0]);
                self.repeated |= self.boards.contains(&cells);
                self.cells = cells;
                self.passes = 0;
            }
        }
        self.boards.push(self.cells.clone());
        self.ply += 1;
        self.side = 3 - self.side;
    }

    /// The first player's area less the second's, in half points, komi counted.
    fn score2(&self) -> i32 {
        let mut area = [0i32; 3];
        let mut seen = vec![false; self.cells.len()];
        for p in 0..self.cells.len() {
            if self.cells[p] != 0 {
                area[usize::from(self.cells[p])] += 1;
            } else if !seen[p] {
                // An empty region and the colours it touches.
                let (mut stack, mut size, mut touches) = (vec![p], 0, [false; 3]);
                seen[p] = true;
                while let Some(q) = stack.pop() {
                    size += 1;
                    for r in self.neighbours(q) {
                        if self.cells[r] != 0 {
                            touches[usize::from(self.cells[r])] = true;
                        } else if !seen[r] {
                            seen[r] = true;
                            stack.push(r);
                        }
                    }
                }
                match touches {
                    [_, true, false] => area[1] += size,
                    [_, false, true] => area[2] += size,
                    _ => {}
                }
            }
        }
        2 * (area[1] - area[2]) - self.komi2
    }

    /// The value for the side to move once the game is over.
    fn value(&self) -> Option<i32> {
        if !self.over() {
            return None;
        }
        if self.repeated {
            return Some(0);
        }
        let first = self.score2().signum();
        Some(if self.side == 1 { first } else { -first })
    }
}

/// Plays seeded random games of `G` and of the plain implementation side by side, comparing the
/// legal moves and the value at every position; returns the games won by the first player, by
/// the second, drawn, and the stones taken over all games.
fn cross_check<G: Game<Move = Move>>(size: usize, limit: u32, games: u32, seed: u64) -> [u32; 4] {
    let mut rng = Rng(seed);
    let mut counts = [0; 4];
    for game in 0..games {
        let mut pos = G::start();
        let mut plain = Plain::new(size, limit);
        loop {
            let legal = pos.legal_moves();
            let moves: Vec<Option<usize>> = legal
                .iter()
                .map(|&m| (!m.is_pass()).then(|| m.index()))
                .collect();
            assert_eq!(moves, plain.moves(), "game {game}, ply {}", plain.ply);
            assert_eq!(pos.terminal_value(), plain.value(), "game {game}");
            if legal.is_empty() {
                counts[game_dsl_tests::first_player_outcome(
                    plain.value().unwrap(),
                    plain.side == 1,
                )] += 1;
                break;
            }
            // The pass one time in twenty at most, so that boards fill and groups are taken.
            let mut i = rng.below(legal.len());
            if legal[i].is_pass() && rng.below(20) != 0 {
                i = rng.below(legal.len());
            }
            let stones = plain.cells.iter().filter(|&&c| c != 0).count();
            pos.play(legal[i]);
            plain.play(moves[i]);
            let after = plain.cells.iter().filter(|&&c| c != 0).count();
            counts[3] += (stones + usize::from(moves[i].is_some())).saturating_sub(after) as u32;
        }
    }
    counts
}

#[test]
fn the_declared_game_plays_as_the_plain_one_on_9_x_9() {
    let [first, second, drawn, taken] = cross_check::<Go9>(9, 162, 300, 0x9e37_79b9_7f4a_7c15);
    assert_eq!(first + second + drawn, 300);
    // Random games of 162 plies fill the board: stones are taken, and both sides win games.
    assert!(
        first > 0 && second > 0 && taken > 1000,
        "{first} {second} {drawn} {taken}"
    );
}

#[test]
fn the_declared_game_plays_as_the_plain_one_on_19_x_19() {
    let [first, second, drawn, taken] = cross_check::<Go>(19, 722, 12, 0x2545_f491_4f6c_dd1d);
    assert_eq!(first + second + drawn, 12);
    assert!(taken > 1000, "{first} {second} {drawn} {taken}");
}

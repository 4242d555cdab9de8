//! Quoridor (`moves: step or jump or wall 2 { stock: 10 }`, the runtime's `game_dsl::walls`):
//! perft against OpenSpiel's counts, and the declared game against a plain implementation on
//! an array of cells and a list of walls along seeded random games, on OpenSpiel's board and on
//! smaller ones where walls close in more often. The automatic check against OpenSpiel's random
//! games is in `openspiel.rs`.

use std::collections::VecDeque;

use game_dsl::perft::perft;
use game_dsl::{Game, GameExt, Move, Notation, game};
use gamedsl::Quoridor;

game! {
    /// Quoridor on 5 x 5 with three walls a side, for the cross-check on a board the walls fill.
    pub Quoridor5 {
        board: 5 x 5,
        start: { X: [c5], O: [c1] },
        moves: step or jump or wall 2 { stock: 3 },
        win: reach far_row,
        limit: 100,
    }
}

game! {
    /// Walls three cells long on 6 x 4 (pawns starting off the middle, the first on the top
    /// row), and no pass: a blocked side loses.
    pub LongWalls {
        board: 6 x 4,
        start: { X: [b1], O: [e4] },
        moves: step or jump or wall 3 { stock: 4 },
        win: reach far_row,
        limit: 60,
    }
}

/// OpenSpiel's counts (`quoridor(board_size=9,players=2)`), from `scripts/openspiel_perft.py
/// quoridor 3` with `open-spiel` 2.0.2: three steps for the pawn and 128 walls; after any of
/// them, about as many again.
#[test]
fn perft_matches_openspiel() {
    for (depth, count) in [(1, 131), (2, 16_677), (3, 2_062_264)] {
        assert_eq!(perft(&Quoridor::start(), depth), count, "depth {depth}");
    }
}

/// Quoridor as its rules say it, without bitboards: the pawns' cells `(column, row)`, the
/// walls as `(column, row, across)` by their top left cell, each pawn's goal row, and the
/// paths searched cell by cell.
#[derive(Clone)]
struct Plain {
    width: i32,
    height: i32,
    length: i32,
    pawns: [(i32, i32); 2],
    goals: [i32; 2],
    walls: Vec<(i32, i32, bool)>,
    left: [u32; 2],
    side: usize,
    ply: u32,
    limit: u32,
}

/// A move of the plain game: the pawn to a cell, or a wall.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum PlainMove {
    Pawn(i32, i32),
    Wall(i32, i32, bool),
}

impl Plain {
    fn new(width: i32, height: i32, length: i32, pawns: [(i32, i32); 2], stock: u32) -> Plain {
        let goals = pawns.map(|(_, row)| if row == 0 { height - 1 } else { 0 });
        Plain {
            width,
            height,
            length,
            pawns,
            goals,
            walls: Vec::new(),
            left: [stock; 2],
            side: 0,
            ply: 0,
            limit: 0,
        }
    }

    fn on(&self, (c, r): (i32, i32)) -> bool {
        (0..self.width).contains(&c) && (0..self.height).contains(&r)
    }

    /// Whether a wall of `walls` lies between the neighbouring cells `a` and `b`.
    fn blocked(walls: &[(i32, i32, bool)], length: i32, a: (i32, i32), b: (i32, i32)) -> bool {
        let (lo, hi) = (a.min(b), a.max(b));
        walls.iter().any(|&(c, r, across)| {
            if across {
                // Below the cells (c..c+length, r): between rows r and r + 1.
                lo.1 == r && hi.1 == r + 1 && lo.0 == hi.0 && (c..c + length).contains(&lo.0)
            } else {
                lo.0 == c && hi.0 == c + 1 && lo.1 == hi.1 && (r..r + length).contains(&lo.1)
            }
        })
    }

    /// Whether a pawn may go from `a` to its neighbour `b` (on the board, no wall between).
    fn open(&self, walls: &[(i32, i32, bool)], a: (i32, i32), b: (i32, i32)) -> bool {
        self.on(b) && !Plain::blocked(walls, self.length, a, b)
    }

    /// Whether `side`'s pawn has a path to its goal row with `walls` standing.
    fn has_path(&self, walls: &[(i32, i32, bool)], side: usize) -> bool {
        let mut seen = vec![self.pawns[side]];
        let mut queue = VecDeque::from([self.pawns[side]]);
        while let Some(at) = queue.pop_front() {
            if at.1 == self.goals[side] {
                return true;
            }
            for (dc, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let next = (at.0 + dc, at.1 + dr);
                if self.open(walls, at, next) && !seen.contains(&next) {
                    seen.push(next);
                    queue.push_back(next);
                }
            }
        }
        false
    }

    /// Whether `wall` may stand with the walls placed: on the board, sharing no edge with one
    /// of them, not crossing one at its middles, leaving both pawns a path.
    fn wall_fits(&self, wall: (i32, i32, bool)) -> bool {
        let (c, r, across) = wall;
        let l = self.length;
        let fits = if across {
            c + l <= self.width && r + 1 < self.height
        } else {
            c + 1 < self.width && r + l <= self.height
        };
        if !fits {
            return false;
        }
        // The edges a wall covers, each as its two cells; its middles, each as the corner at
        // the bottom right of a cell.
        let edges = |(c, r, across): (i32, i32, bool)| -> Vec<((i32, i32), (i32, i32))> {
            (0..l)
                .map(|k| {
                    if across {
                        ((c + k, r), (c + k, r + 1))
                    } else {
                        ((c, r + k), (c + 1, r + k))
                    }
                })
                .collect()
        };
        let middles = |(c, r, across): (i32, i32, bool)| -> Vec<(i32, i32)> {
            (0..l - 1)
                .map(|k| if across { (c + k, r) } else { (c, r + k) })
                .collect()
        };
        for &other in &self.walls {
            if edges(wall).iter().any(|e| edges(other).contains(e))
                || middles(wall).iter().any(|m| middles(other).contains(m))
            {
                return false;
            }
        }
        let mut walls = self.walls.clone();
        walls.push(wall);
        (0..2).all(|side| self.has_path(&walls, side))
    }

    fn over(&self) -> bool {
        (self.limit > 0 && self.ply >= self.limit)
            || self.pawns[1 - self.side].1 == self.goals[1 - self.side]
    }

    /// The legal moves, sorted: the pawn's, then the walls.
    fn moves(&self) -> Vec<PlainMove> {
        if self.over() {
            return Vec::new();
        }
        let me = self.pawns[self.side];
        let other = self.pawns[1 - self.side];
        let mut out = Vec::new();
        for (dc, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            let next = (me.0 + dc, me.1 + dr);
            if !self.open(&self.walls, me, next) {
                continue;
            }
            if next != other {
                out.push(next);
                continue;
            }
            let beyond = (next.0 + dc, next.1 + dr);
            if self.open(&self.walls, next, beyond) {
                out.push(beyond);
            } else {
                for (sc, sr) in [(dr, dc), (-dr, -dc)] {
                    let beside = (next.0 + sc, next.1 + sr);
                    if self.open(&self.walls, next, beside) {
                        out.push(beside);
                    }
                }
            }
        }
        let mut moves: Vec<PlainMove> = out
            .into_iter()
            .map(|(c, r)| PlainMove::Pawn(c, r))
            .collect();
        if self.left[self.side] > 0 {
            for across in [true, false] {
                for r in 0..self.height {
                    for c in 0..self.width {
                        if self.wall_fits((c, r, across)) {
                            moves.push(PlainMove::Wall(c, r, across));
                        }
                    }
                }
            }
        }
        moves.sort();
        moves
    }

    fn play(&mut self, mv: PlainMove) {
        match mv {
            PlainMove::Pawn(c, r) => self.pawns[self.side] = (c, r),
            PlainMove::Wall(c, r, across) => {
                self.walls.push((c, r, across));
                self.left[self.side] -= 1;
            }
        }
        self.ply += 1;
        self.side = 1 - self.side;
    }

    /// The value for the side to move once over: the limit first (a draw), then the pawn that
    /// arrived, then a side without a move (it loses).
    fn value(&self) -> Option<i32> {
        if self.limit > 0 && self.ply >= self.limit {
            Some(0)
        } else if self.over() || self.moves().is_empty() {
            Some(-1)
        } else {
            None
        }
    }
}

/// A move of the declared game in the plain game's terms.
fn plain_move<G: Game<Move = Move> + Notation>(pos: &G, mv: Move, width: i32) -> PlainMove {
    let text = pos.format_move(mv);
    let column = i32::from(text.as_bytes()[0] - b'a');
    let digits: String = text[1..].chars().take_while(char::is_ascii_digit).collect();
    let row = digits.parse::<i32>().unwrap() - 1;
    assert!(column < width);
    match text.as_bytes().last() {
        Some(b'h') => PlainMove::Wall(column, row, true),
        Some(b'v') => PlainMove::Wall(column, row, false),
        _ => PlainMove::Pawn(column, row),
    }
}

/// Plays seeded random games of `G` and of the plain implementation side by side, comparing
/// the moves and the result at every position, and that the position's text reads back;
/// returns the games won by each side and drawn, and the positions where a pawn jumped beside
/// the other.
fn cross_check<G: Game<Move = Move> + Notation>(start: Plain, games: u32, seed: u64) -> [u32; 4] {
    let mut rng = seed;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let mut counts = [0; 4];
    for game in 0..games {
        let mut pos = G::start();
        let mut plain = start.clone();
        loop {
            let legal = pos.legal_moves();
            let mut moves: Vec<PlainMove> = legal
                .iter()
                .map(|&m| plain_move(&pos, m, plain.width))
                .collect();
            moves.sort();
            let expected = plain.moves();
            assert_eq!(moves, expected, "game {game}: {}", pos.position_string());
            assert_eq!(pos.terminal_value(), plain.value(), "game {game}");
            let me = plain.pawns[plain.side];
            if expected.iter().any(|m| {
                matches!(*m, PlainMove::Pawn(c, r) if (c - me.0).abs() == 1 && (r - me.1).abs() == 1)
            }) {
                counts[3] += 1;
            }
            if legal.is_empty() {
                counts[game_dsl_tests::first_player_outcome(
                    plain.value().unwrap(),
                    plain.side == 0,
                )] += 1;
                break;
            }
            // Pawn moves half the time, so that the pawns meet and the games end.
            let pawn: Vec<usize> = (0..legal.len())
                .filter(|&i| matches!(plain_move(&pos, legal[i], plain.width), PlainMove::Pawn(..)))
                .collect();
            let i = if !pawn.is_empty() && next() % 2 == 0 {
                pawn[(next() % pawn.len() as u64) as usize]
            } else {
                (next() % legal.len() as u64) as usize
            };
            let mv = plain_move(&pos, legal[i], plain.width);
            pos.play(legal[i]);
            plain.play(mv);
            assert_eq!(
                G::parse_position(&pos.position_string()).unwrap().key(),
                pos.key(),
                "game {game}: the position's text reads back"
            );
        }
    }
    counts
}

#[test]
fn the_declared_game_plays_as_the_plain_one_on_9_x_9() {
    let mut start = Plain::new(9, 9, 2, [(4, 8), (4, 0)], 10);
    start.limit = 324;
    let [x, o, draws, beside] = cross_check::<Quoridor>(start, 60, 0x9e37_79b9_7f4a_7c15);
    assert!(x > 0 && o > 0 && beside > 0, "{x} {o} {draws} {beside}");
}

#[test]
fn the_declared_game_plays_as_the_plain_one_on_5_x_5() {
    let mut start = Plain::new(5, 5, 2, [(2, 4), (2, 0)], 3);
    start.limit = 100;
    let [x, o, draws, beside] = cross_check::<Quoridor5>(start, 400, 7);
    assert!(x > 0 && o > 0 && beside > 0, "{x} {o} {draws} {beside}");
}

#[test]
fn the_declared_game_plays_as_the_plain_one_with_walls_of_three() {
    let mut start = Plain::new(6, 4, 3, [(1, 0), (4, 3)], 4);
    start.limit = 60;
    let [x, o, draws, beside] = cross_check::<LongWalls>(start, 400, 11);
    assert!(x > 0 && o > 0, "{x} {o} {draws} {beside}");
}

#[test]
fn a_pawn_jumps_beside_the_other_when_a_wall_stands_behind_it() {
    // X on e5 faces O on e4; O's wall e3h stands behind O: X jumps to d4 or f4, not e3.
    let pos = Quoridor::start()
        .play_sequence("e8 e2 e7 e3 e6 e4 e5 e3h")
        .unwrap();
    let moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&m| pos.format_move(m))
        .filter(|m| !m.ends_with('h') && !m.ends_with('v'))
        .collect();
    assert_eq!(moves, ["d4", "f4", "d5", "f5", "e6"]);
    // Without the wall X jumps straight over to e3.
    let pos = Quoridor::start()
        .play_sequence("e8 e2 e7 e3 e6 e4 e5 a1h")
        .unwrap();
    assert!(pos.parse_legal_move("e3").is_ok());
    assert!(pos.parse_legal_move("d4").is_err());
}

#[test]
fn a_wall_may_not_cross_overlap_or_close_the_last_path() {
    let pos = Quoridor::start().play_sequence("e3h").unwrap();
    // Crossing it at its middle, overlapping half of it, or the same wall: refused.
    for wall in ["e3v", "d3h", "f3h", "e3h"] {
        assert!(pos.parse_legal_move(wall).is_err(), "{wall}");
    }
    // Played in a sequence, the crossing wall is named as one illegal move.
    let error = Quoridor::start()
        .play_sequence("e8 e2 e3h e3v")
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with("move 4 of the sequence: illegal move `e3v`"),
        "{error}"
    );
    // Beside it, sharing an end: allowed.
    for wall in ["c3h", "g3h", "d3v", "f3v"] {
        assert!(pos.parse_legal_move(wall).is_ok(), "{wall}");
    }
    // Walls across below row 8 from a to h leave X one way up, through i9 and i8: the wall
    // along h8 and h9 would close it and is refused; one along h7 and h8 is not.
    let pos = Quoridor::start()
        .play_sequence("a8h a1h c8h c1h e8h e1h g8h")
        .unwrap();
    assert!(pos.parse_legal_move("h7v").is_ok());
    assert!(pos.parse_legal_move("h8v").is_err());
    let closed = pos.play_sequence("h8v").unwrap_err().to_string();
    assert!(closed.contains("h8v"), "{closed}");
}

#[test]
fn positions_are_checked_when_read() {
    let start = Quoridor::start().position_string();
    assert_eq!(
        start,
        format!(
            "{}X{} X 10/10 0",
            "-".repeat(4) + "O" + &"-".repeat(71),
            "-".repeat(4)
        )
    );
    let bad = |text: &str| Quoridor::parse_position(text).unwrap_err().to_string();
    let cells = &start[..81];
    assert!(
        bad(&format!("{cells} X 10/10 0 e3h")).contains("1 walls are placed but the stocks say 0")
    );
    assert!(
        bad(&format!("{cells} X 9/10 0 e3h e3v")).contains("wall `e3v`: it overlaps or crosses")
    );
    assert!(bad(&format!("{cells} X 11/10 0")).contains("walls left are 0 to 10"));
    assert!(bad(&format!("{cells} X 10/10 0 i3h")).contains("fits on the board"));
    let no_o = cells.replace('O', "-");
    assert!(bad(&format!("{no_o} X 10/10 0")).contains("each side has one pawn"));
}

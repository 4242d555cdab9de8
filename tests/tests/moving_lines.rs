//! Lines won with stones that move (`win: line N` with moves made of parts): games that no grid
//! kernel plays, lowered to the general primitives, against a plain implementation cell by
//! cell written here: perft, and random games compared move list by move list and value by
//! value. Achi on 3 x 3 (three stones a side step to any empty neighbour, three in a row wins;
//! the moving phase of the game Zaslavsky and others record from Ghana), and a 4 x 4 game of
//! orthogonal steps that capture by replacement, where a line of three wins.

use game_dsl::perft::perft;
use game_dsl::{Ending, Game, GameExt, Notation, game};
use game_dsl_tests::rng::Rng;
use game_dsl_tests::sorted_moves;

game! {
    /// Achi's moving phase: three stones a side step to any empty neighbour; three in a row,
    /// a column or a diagonal wins; a side that cannot move loses; 30 plies draw.
    pub Achi {
        board: 3 x 3,
        start: { X: [a1, c1, b2], O: [a3, c3, b1] },
        moves: step all,
        win: line 3,
        blocked: lose,
        limit: 30,
    }
}

game! {
    /// Orthogonal steps onto empty or enemy cells (a capture by replacement) on 4 x 4; three in
    /// a line wins; a side that cannot move (or has no stone) loses; 40 plies draw.
    pub Rooks {
        board: 4 x 4,
        start: { X: [a4, c4, b3], O: [b1, d1, c2] },
        moves: step orthogonal onto any,
        win: line 3,
        blocked: lose,
        limit: 40,
    }
}

/// The rules of a game of stones that step, as the plain implementation reads them.
#[derive(Clone, Copy, Debug)]
struct Rules {
    width: usize,
    height: usize,
    /// The ply at which the game is drawn.
    limit: u32,
    /// Whether a stone steps diagonally too (`step all`), or only orthogonally.
    diagonals: bool,
    /// Whether a step may land on an enemy stone, taking it (`onto any`).
    captures: bool,
}

const ACHI: Rules = Rules {
    width: 3,
    height: 3,
    limit: 30,
    diagonals: true,
    captures: false,
};

const ROOKS: Rules = Rules {
    width: 4,
    height: 4,
    limit: 40,
    diagonals: false,
    captures: true,
};

/// A game of stones that step, cell by cell, with X first.
#[derive(Clone, Debug)]
struct Plain {
    rules: Rules,
    cells: Vec<Option<usize>>,
    side: usize,
    ply: u32,
}

impl Plain {
    /// The position of `pos` (cells row by row from the top left, as its notation numbers
    /// them), under `rules`.
    fn of<G: Notation>(pos: &G, rules: Rules) -> Plain {
        let text = pos.position_string();
        let cells = text
            .split(' ')
            .next()
            .unwrap()
            .chars()
            .filter(|&c| c != '/')
            .map(|c| match c {
                'X' => Some(0),
                'O' => Some(1),
                _ => None,
            })
            .collect::<Vec<_>>();
        assert_eq!(cells.len(), rules.width * rules.height, "{text}");
        Plain {
            rules,
            cells,
            side: pos.side_to_move().index(),
            ply: pos.ply(),
        }
    }

    /// A cell's name: its column's letter, its row's number from the top.
    fn name(&self, cell: usize) -> String {
        format!(
            "{}{}",
            (b'a' + (cell % self.rules.width) as u8) as char,
            cell / self.rules.width + 1
        )
    }

    /// Whether `player` has `length` stones in a row, a column or a diagonal.
    fn has_line(&self, player: usize, length: i32) -> bool {
        let (w, h) = (self.rules.width as i32, self.rules.height as i32);
        let at = |c: i32, r: i32| (0..w).contains(&c) && (0..h).contains(&r);
        (0..w * h).any(|cell| {
            let (c, r) = (cell % w, cell / w);
            [(1, 0), (0, 1), (1, 1), (-1, 1)].iter().any(|&(dc, dr)| {
                (0..length).all(|k| {
                    let (c, r) = (c + k * dc, r + k * dr);
                    at(c, r) && self.cells[(r * w + c) as usize] == Some(player)
                })
            })
        })
    }

    /// The result for the side to move, if the game is over: a line of the side that just
    /// moved, then of the side to move; the limit; no step (a loss).
    fn value(&self) -> Option<i32> {
        let (me, them) = (self.side, self.side ^ 1);
        if self.has_line(them, 3) {
            return Some(-1);
        }
        if self.has_line(me, 3) {
            return Some(1);
        }
        if self.ply >= self.rules.limit {
            return Some(0);
        }
        self.moves().is_empty().then_some(-1)
    }

    /// Every step of the side to move, as (from, to).
    fn moves(&self) -> Vec<(usize, usize)> {
        let (w, h) = (self.rules.width as i32, self.rules.height as i32);
        let mut moves = Vec::new();
        for from in 0..self.cells.len() {
            if self.cells[from] != Some(self.side) {
                continue;
            }
            let (c, r) = (
                (from % self.rules.width) as i32,
                (from / self.rules.width) as i32,
            );
            let steps = (-1..=1)
                .flat_map(|dr| (-1..=1).map(move |dc| (dc, dr)))
                .filter(|&(dc, dr)| (dc, dr) != (0, 0) && (self.rules.diagonals || dc * dr == 0));
            for (dc, dr) in steps {
                let (c, r) = (c + dc, r + dr);
                if !(0..w).contains(&c) || !(0..h).contains(&r) {
                    continue;
                }
                let to = (r * w + c) as usize;
                let open = match self.cells[to] {
                    None => true,
                    Some(owner) => self.rules.captures && owner != self.side,
                };
                if open {
                    moves.push((from, to));
                }
            }
        }
        moves
    }

    /// The moves while the game goes on, written as the notation writes steps and sorted.
    fn written(&self) -> Vec<String> {
        if self.value().is_some() {
            return Vec::new();
        }
        let mut moves: Vec<String> = self
            .moves()
            .into_iter()
            .map(|(from, to)| self.name(from) + &self.name(to))
            .collect();
        moves.sort();
        moves
    }

    fn play(&mut self, (from, to): (usize, usize)) {
        self.cells[to] = self.cells[from].take();
        self.side ^= 1;
        self.ply += 1;
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.value().is_some() {
            return 0;
        }
        self.moves()
            .into_iter()
            .map(|mv| {
                let mut next = self.clone();
                next.play(mv);
                next.perft(depth - 1)
            })
            .sum()
    }
}

/// Perft to `depth` and `games` random games of `G`, against the plain `rules`; returns how the
/// games ended: lost by the side to move (by a line or blocked), drawn, and by a line.
fn check<G: Notation>(rules: Rules, depth: u32, games: u32) -> [u32; 3] {
    let plain = Plain::of(&G::start(), rules);
    for d in 1..=depth {
        assert_eq!(perft(&G::start(), d), plain.perft(d), "perft({d})");
    }
    let mut rng = Rng(0x6c69_6e65 + u64::from(rules.limit));
    let mut ends = [0; 3];
    for _ in 0..games {
        let mut pos = G::start();
        loop {
            let plain = Plain::of(&pos, rules);
            let text = pos.position_string();
            assert_eq!(sorted_moves(&pos), plain.written(), "{text}");
            assert_eq!(pos.terminal_value(), plain.value(), "{text}");
            if let Some(value) = plain.value() {
                ends[usize::from(value == 0)] += 1;
                if pos.ending() == Some(Ending::Line) {
                    ends[2] += 1;
                }
                break;
            }
            let moves = pos.legal_moves();
            pos.play(moves[rng.below(moves.len())]);
        }
    }
    ends
}

#[test]
fn achi_lines_made_by_steps_follow_the_plain_rules() {
    assert_eq!(perft(&Achi::start(), 1), 5);
    let [lost, drawn, lines] = check::<Achi>(ACHI, 8, 400);
    assert!(lines > 100 && drawn > 0, "{lost} {drawn} {lines}");
}

#[test]
fn lines_made_by_capturing_steps_follow_the_plain_rules() {
    let [lost, drawn, lines] = check::<Rooks>(ROOKS, 6, 400);
    assert!(
        lines > 100 && drawn > 0 && lost > lines,
        "{lost} {drawn} {lines}"
    );
}

#[test]
fn a_step_that_completes_a_diagonal_wins() {
    // X on a1, b2 and b3, O on c1, c2 and a3 (rows from the top): no line yet.
    let pos = Achi::parse_position("X-O-XOOX- X 0").unwrap();
    assert_eq!(pos.terminal_value(), None);
    // b3 to c3 completes X's diagonal a1 b2 c3.
    let mut next = pos;
    next.play(pos.parse_move("b3c3").unwrap());
    assert_eq!(next.terminal_value(), Some(-1));
    assert_eq!(next.ending(), Some(Ending::Line));
    // b3 to a2 makes none.
    let mut next = pos;
    next.play(pos.parse_move("b3a2").unwrap());
    assert_eq!(next.terminal_value(), None);
}

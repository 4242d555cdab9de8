//! Dots and boxes (`board: edges of W x H boxes`, `moves: draw { again on box }`, `win: most
//! boxes`) against a plain reference written from OpenSpiel's `dots_and_boxes.cc` (its arrays
//! of horizontal and vertical edges and of box owners, its `DoApplyAction` and its end), by
//! perft, random games to their end, the solved values of small boards against a plain
//! memoised negamax, the conformance harness and the notation.

use std::collections::{BTreeMap, HashMap};

use game_dsl::engine::Engine;
use game_dsl::minimax::minimax;
use game_dsl::perft::perft;
use game_dsl::score::{Verdict, verdict};
use game_dsl::{Game, GameExt, Notation, Player, game};
use game_dsl_tests::conformance::{Walk, check};
use game_dsl_tests::rng::Rng;
use game_dsl_tests::sorted_moves;
use gamedsl::DotsAndBoxes;

game! {
    /// Dots and boxes on 3 x 1 boxes.
    pub Boxes3x1 {
        board: edges of 3 x 1 boxes,
        moves: draw { again on box },
        win: most boxes,
    }
}

game! {
    /// Dots and boxes on 2 x 2 boxes without the extra turn: one edge a turn.
    pub OneEdge {
        board: edges of 2 x 2 boxes,
        moves: draw,
        win: most boxes,
    }
}

game! {
    /// Dots and boxes on 3 x 2 boxes.
    pub Boxes3x2 {
        board: edges of 3 x 2 boxes,
        moves: draw { again on box },
        win: most boxes,
    }
}

/// OpenSpiel's state, as `dots_and_boxes.cc` keeps it: `h_`, `v_` and `p_` over
/// `(rows + 1) * (cols + 1)` cells, 0 empty, 1 or 2 a player's.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Reference {
    rows: usize,
    cols: usize,
    again: bool,
    h: Vec<u8>,
    v: Vec<u8>,
    p: Vec<u8>,
    points: [u32; 2],
    player: usize,
    moves: usize,
}

impl Reference {
    fn new(cols: usize, rows: usize, again: bool) -> Reference {
        let cells = (rows + 1) * (cols + 1);
        Reference {
            rows,
            cols,
            again,
            h: vec![0; cells],
            v: vec![0; cells],
            p: vec![0; cells],
            points: [0, 0],
            player: 0,
            moves: 0,
        }
    }

    fn actions_total(&self) -> usize {
        (self.rows + 1) * self.cols + self.rows * (self.cols + 1)
    }

    /// `DoApplyAction`; with `again` false the turn passes whatever the edge closed.
    fn apply(&mut self, action: usize) {
        let (rows, cols) = (self.rows, self.cols);
        let maxh = (rows + 1) * cols;
        let (horizontal, row, col) = if action < maxh {
            (true, action / cols, action % cols)
        } else {
            (
                false,
                (action - maxh) / (cols + 1),
                (action - maxh) % (cols + 1),
            )
        };
        let w = cols + 1;
        let cell = row * w + col;
        let me = self.player as u8 + 1;
        let mut won = false;
        if horizontal {
            assert_eq!(self.h[cell], 0);
            self.h[cell] = me;
            if row > 0 {
                let above = cell - w;
                if self.v[above] != 0 && self.v[above + 1] != 0 && self.h[above] != 0 {
                    won = true;
                    self.p[above] = me;
                    self.points[self.player] += 1;
                }
            }
            if row < rows && self.v[cell] != 0 && self.v[cell + 1] != 0 && self.h[cell + w] != 0 {
                won = true;
                self.p[cell] = me;
                self.points[self.player] += 1;
            }
        } else {
            assert_eq!(self.v[cell], 0);
            self.v[cell] = me;
            if col > 0 {
                let left = cell - 1;
                if self.v[left] != 0 && self.h[left] != 0 && self.h[left + w] != 0 {
                    won = true;
                    self.p[left] = me;
                    self.points[self.player] += 1;
                }
            }
            if col < cols && self.v[cell + 1] != 0 && self.h[cell + w] != 0 && self.h[cell] != 0 {
                won = true;
                self.p[cell] = me;
                self.points[self.player] += 1;
            }
        }
        if !(won && self.again) {
            self.player = 1 - self.player;
        }
        self.moves += 1;
    }

    fn terminal(&self) -> bool {
        self.moves == self.actions_total()
    }

    /// `LegalActions`: the empty edges in the order of actions.
    fn actions(&self) -> Vec<usize> {
        let w = self.cols + 1;
        let mut actions = Vec::new();
        let mut action = 0;
        for row in 0..=self.rows {
            for col in 0..self.cols {
                if self.h[row * w + col] == 0 {
                    actions.push(action);
                }
                action += 1;
            }
        }
        for row in 0..self.rows {
            for col in 0..=self.cols {
                if self.v[row * w + col] == 0 {
                    actions.push(action);
                }
                action += 1;
            }
        }
        actions
    }

    fn result_for_first(&self) -> i32 {
        (self.points[0] > self.points[1]) as i32 - (self.points[0] < self.points[1]) as i32
    }

    /// The name of an action's edge: its two dots.
    fn name(&self, action: usize) -> String {
        let dot = |row: usize, col: usize| format!("{}{}", (b'a' + col as u8) as char, row + 1);
        let maxh = (self.rows + 1) * self.cols;
        if action < maxh {
            let (row, col) = (action / self.cols, action % self.cols);
            format!("{}{}", dot(row, col), dot(row, col + 1))
        } else {
            let (row, col) = (
                (action - maxh) / (self.cols + 1),
                (action - maxh) % (self.cols + 1),
            );
            format!("{}{}", dot(row, col), dot(row + 1, col))
        }
    }

    /// Every whole turn, by its text (the edges in the order of actions, joined by `+`): the
    /// sequences of actions of one player, several orders of one set being one turn.
    fn turns(&self) -> Vec<(String, Reference)> {
        let mut out = BTreeMap::new();
        self.walk(&mut Vec::new(), &mut out);
        out.into_iter().collect()
    }

    fn walk(&self, done: &mut Vec<usize>, out: &mut BTreeMap<String, Reference>) {
        for action in self.actions() {
            let mut child = self.clone();
            child.apply(action);
            done.push(action);
            if child.terminal() {
                // OpenSpiel keeps the turn with the player who closes the last box; the game's
                // contract passes it at the end of every turn, so the finished position has
                // the other side to move.
                child.player = 1 - self.player;
            }
            if child.terminal() || child.player != self.player {
                let mut set = done.clone();
                set.sort();
                let names: Vec<String> = set.iter().map(|&a| self.name(a)).collect();
                out.insert(names.join("+"), child);
            } else {
                child.walk(done, out);
            }
            done.pop();
        }
    }

    /// The position string: the edges in the order of actions, the boxes' owners, the side.
    fn text(&self) -> String {
        let w = self.cols + 1;
        let mut text = String::new();
        for row in 0..=self.rows {
            for col in 0..self.cols {
                text.push(if self.h[row * w + col] != 0 { '1' } else { '0' });
            }
        }
        for row in 0..self.rows {
            for col in 0..=self.cols {
                text.push(if self.v[row * w + col] != 0 { '1' } else { '0' });
            }
        }
        text.push(' ');
        for row in 0..self.rows {
            for col in 0..self.cols {
                text.push(match self.p[row * w + col] {
                    0 => '-',
                    1 => 'X',
                    _ => 'O',
                });
            }
        }
        text.push_str(if self.player == 0 { " X" } else { " O" });
        text
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.turns()
            .iter()
            .map(|(_, child)| child.perft(depth - 1))
            .sum()
    }

    /// The value for the side to move, by a plain memoised negamax over whole turns.
    fn negamax(&self, memo: &mut HashMap<String, i32>) -> i32 {
        if self.terminal() {
            let first = self.result_for_first();
            return if self.player == 0 { first } else { -first };
        }
        let key = self.text();
        if let Some(&value) = memo.get(&key) {
            return value;
        }
        let value = self
            .turns()
            .iter()
            .map(|(_, child)| -child.negamax(memo))
            .max()
            .expect("a position that is not over has a turn");
        memo.insert(key, value);
        value
    }
}

/// The declared game's result for the first player.
fn result_for_first<G: Game>(pos: &G) -> Option<i32> {
    let value = pos.terminal_value()?;
    Some(match pos.side_to_move() {
        Player::First => value,
        Player::Second => -value,
    })
}

/// Plays `games` random games in `G` and in the reference together, comparing at every
/// position the text, the sorted turns and, at the end, the result; the positions compared.
fn random_games<G: Notation>(start: Reference, games: usize, seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut positions = 0;
    for game in 0..games {
        let mut pos = G::start();
        let mut reference = start.clone();
        loop {
            positions += 1;
            assert_eq!(pos.position_string(), reference.text(), "game {game}");
            let turns = reference.turns();
            let expected: Vec<&str> = turns.iter().map(|(t, _)| t.as_str()).collect();
            assert_eq!(
                sorted_moves(&pos),
                expected,
                "game {game} at {}",
                reference.text()
            );
            if turns.is_empty() {
                assert!(reference.terminal());
                assert_eq!(
                    result_for_first(&pos),
                    Some(reference.result_for_first()),
                    "game {game} at {}",
                    reference.text()
                );
                break;
            }
            assert_eq!(pos.terminal_value(), None);
            let (text, child) = turns[rng.below(turns.len())].clone();
            pos = pos.after(pos.parse_legal_move(&text).unwrap());
            reference = child;
        }
    }
    positions
}

/// Perft of the bundled dots and boxes (2 x 2 boxes), whole turns a ply.
const PERFT_2X2: [u64; 5] = [12, 132, 1_320, 12_552, 118_080];

#[test]
fn perft_matches_the_reference() {
    let reference = Reference::new(2, 2, true);
    for (depth, &count) in (1..).zip(&PERFT_2X2) {
        assert_eq!(reference.perft(depth), count, "reference, depth {depth}");
        assert_eq!(
            perft(&DotsAndBoxes::start(), depth),
            count,
            "declared, depth {depth}"
        );
    }
}

#[test]
fn other_boards_perft_matches_the_reference() {
    for depth in 1..=6 {
        assert_eq!(
            perft(&Boxes3x1::start(), depth),
            Reference::new(3, 1, true).perft(depth),
            "3 x 1, depth {depth}"
        );
        assert_eq!(
            perft(&OneEdge::start(), depth),
            Reference::new(2, 2, false).perft(depth),
            "one edge a turn, depth {depth}"
        );
    }
    for depth in 1..=3 {
        assert_eq!(
            perft(&Boxes3x2::start(), depth),
            Reference::new(3, 2, true).perft(depth),
            "3 x 2, depth {depth}"
        );
    }
}

#[test]
fn random_games_match_the_reference() {
    assert!(random_games::<DotsAndBoxes>(Reference::new(2, 2, true), 300, 7) > 300 * 5);
    assert!(random_games::<Boxes3x1>(Reference::new(3, 1, true), 200, 8) > 200 * 4);
    assert!(random_games::<OneEdge>(Reference::new(2, 2, false), 200, 9) == 200 * 13);
    assert!(random_games::<Boxes3x2>(Reference::new(3, 2, true), 100, 10) > 100 * 8);
}

/// The value of dots and boxes on 2 x 2 boxes for the first player, by the plain negamax.
const VALUE_2X2: i32 = 1;
/// The value on 3 x 1 boxes for the first player, by the plain negamax.
const VALUE_3X1: i32 = -1;

/// The boards solved by the engine and by minimax, against the reference's plain negamax: the
/// value of the start and of positions along games played by a fixed rule.
#[test]
fn solved_values_match_a_plain_negamax() {
    /// The positions searched by minimax too.
    fn solve<G: Notation>(start: Reference, expected_start: i32) -> u32 {
        let mut memo = HashMap::new();
        assert_eq!(
            start.negamax(&mut memo),
            expected_start,
            "the plain negamax"
        );
        let mut engine = Engine::<G>::with_table_bytes(1 << 22);
        let mut pos = G::start();
        let mut reference = start;
        let mut checked = 0;
        let mut searched_by_minimax = 0;
        while !pos.is_over() {
            let expected = reference.negamax(&mut memo);
            let solved = engine.solve(&pos).verdict::<G>();
            assert!(
                matches!(solved, Verdict::Proven { value, .. } if value == expected),
                "the engine says {solved:?}, the plain negamax {expected} at {}",
                pos.position_string()
            );
            // Plain minimax, which keeps no table, once few edges are left to draw.
            if reference.actions().len() <= 8 {
                let searched = minimax(&pos, 64);
                assert!(searched.complete);
                assert!(
                    matches!(verdict(G::SCORING, searched.score, true), Verdict::Proven { value, .. } if value == expected),
                    "minimax at {}",
                    pos.position_string()
                );
                searched_by_minimax += 1;
            }
            checked += 1;
            let turns = reference.turns();
            let (text, child) = turns[checked * 7 % turns.len()].clone();
            pos = pos.after(pos.parse_legal_move(&text).unwrap());
            reference = child;
        }
        searched_by_minimax
    }
    let searched = solve::<DotsAndBoxes>(Reference::new(2, 2, true), VALUE_2X2)
        + solve::<Boxes3x1>(Reference::new(3, 1, true), VALUE_3X1);
    assert!(searched >= 4, "{searched} positions searched by minimax");
}

#[test]
fn notation_and_drawing() {
    let start = DotsAndBoxes::start();
    assert_eq!(start.position_string(), "000000000000 ---- X");
    assert_eq!(
        start.render(),
        "   a   b   c\n1  +   +   +\n\n2  +   +   +\n\n3  +   +   +\nX 0, O 0; X to move\n"
    );
    // X draws three edges of the top-left box, O one elsewhere, X the fourth and then another.
    let pos = start.play_sequence("a1b1 c2c3 a2b2 b3c3 a1a2").unwrap();
    assert_eq!(pos.side_to_move(), Player::Second);
    assert!(
        pos.parse_legal_move("b1b2").is_err(),
        "closing alone is no whole turn"
    );
    let pos = pos.play_sequence("b1b2+c1c2").unwrap();
    assert_eq!(pos.position_string(), "101001111001 O--- X");
    assert_eq!(
        pos.render(),
        "   a   b   c\n1  +---+   +\n   | O |   |\n2  +---+   +\n           |\n3  +   +---+\nX 0, O 1; X to move\n"
    );
    // The order of a turn's edges as written does not matter: it is a set.
    let before = start.play_sequence("a1b1 c2c3 a2b2 b3c3 a1a2").unwrap();
    assert_eq!(
        before.parse_legal_move("c1c2+b2b1").unwrap(),
        before.parse_legal_move("b1b2+c1c2").unwrap()
    );
    let read = DotsAndBoxes::parse_position(&pos.position_string()).unwrap();
    assert_eq!(read.position_string(), pos.position_string());
    assert_eq!(read.legal_moves(), pos.legal_moves());
    assert!(
        DotsAndBoxes::parse_position("101001111001 ---- X").is_err(),
        "a closed box held by nobody"
    );
    assert!(DotsAndBoxes::parse_position("00000000000 ---- X").is_err());
    assert!(start.parse_move("a1c1").is_err());
    assert!(start.parse_move("a1b2").is_err());
    assert!(start.parse_move("a1b1+a1b1").is_err());
    assert!(start.parse_move("d1d2").is_err());
    // The end: every edge drawn, the boxes counted.
    let full = DotsAndBoxes::parse_position("111111111111 XXOO O").unwrap();
    assert_eq!(full.terminal_value(), Some(0));
    assert!(full.legal_moves().is_empty());
    let full = DotsAndBoxes::parse_position("111111111111 XXXO O").unwrap();
    assert_eq!(full.terminal_value(), Some(-1));
}

#[test]
fn passes_the_conformance_harness() {
    let report = check::<DotsAndBoxes>(
        &[
            "101001111001 O--- X",
            "111011111111 X-O- X",
            "111001110111 O--- O",
        ],
        Walk {
            depth: 3,
            playouts: 40,
            seed: 5,
        },
    );
    assert!(report.finished > 0);
    assert!(
        report.tree_positions > 300,
        "{} positions",
        report.tree_positions
    );
    let report = check::<Boxes3x1>(
        &[],
        Walk {
            depth: 4,
            playouts: 30,
            seed: 6,
        },
    );
    assert!(report.finished > 0);
}

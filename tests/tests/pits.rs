//! Games of pits and seeds declared from parts (`board: pits 2 x N with stores`, `start: N
//! seeds`, `moves: sow { again in store, capture opposite }`, `win: most seeds`): the bundled
//! Kalah and smaller boards checked against a plain reference written from OpenSpiel's
//! `mancala.cc` (its board of 14 ints, its `GetNextPit`, its capture and its end), by perft
//! counts, random games played to the end, solved values against a plain memoised negamax, the
//! conformance harness and the notation.

use std::collections::HashMap;

use game_dsl::engine::Engine;
use game_dsl::minimax::minimax;
use game_dsl::perft::perft;
use game_dsl::score::{Verdict, verdict};
use game_dsl::{Game, GameExt, Notation, Player, game};
use game_dsl_tests::conformance::{Walk, check};
use game_dsl_tests::rng::Rng;
use game_dsl_tests::sorted_moves;
use gamedsl::Kalah;

game! {
    /// Kalah with 6 pits of 1 seed a side.
    pub Kalah6x1 {
        board: pits 2 x 6 with stores,
        start: 1 seeds,
        moves: sow { again in store, capture opposite },
        win: most seeds,
    }
}

game! {
    /// Kalah with 4 pits of 2 seeds a side.
    pub Kalah4x2 {
        board: pits 2 x 4 with stores,
        start: 2 seeds,
        moves: sow { capture opposite, again in store },
        win: most seeds,
    }
}

game! {
    /// Sowing with no effect of the last seed, on a board without stores: the game ends when a
    /// side is empty, and the side with more seeds in its pits wins.
    pub Plain3x2 {
        board: pits 2 x 3,
        start: 2 seeds,
        moves: sow,
        win: most seeds,
    }
}

/// OpenSpiel's `mancala` on a vector, for `n` pits a side: cell 0 is player 1's store, 1 to
/// `n` player 0's pits, `n + 1` player 0's store, `n + 2` to `2n + 1` player 1's pits.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Reference {
    n: usize,
    board: Vec<u8>,
    player: usize,
}

impl Reference {
    fn new(n: usize, seeds: u8) -> Reference {
        let mut board = vec![seeds; 2 * n + 2];
        board[0] = 0;
        board[n + 1] = 0;
        Reference {
            n,
            board,
            player: 0,
        }
    }

    fn total(&self) -> usize {
        2 * self.n + 2
    }

    fn home(&self, player: usize) -> usize {
        if player == 0 { self.n + 1 } else { 0 }
    }

    fn is_player_pit(&self, player: usize, pit: usize) -> bool {
        if player == 0 {
            pit > 0 && pit <= self.n
        } else {
            pit > self.n + 1
        }
    }

    fn next_pit(&self, player: usize, pit: usize) -> usize {
        let mut next = (pit + 1) % self.total();
        if next == self.home(1 - player) {
            next += 1;
        }
        next
    }

    /// `DoApplyAction`.
    fn apply(&mut self, action: usize) {
        let beans = self.board[action];
        assert!(beans > 0);
        self.board[action] = 0;
        let mut current = action;
        for _ in 0..beans {
            current = self.next_pit(self.player, current);
            self.board[current] += 1;
        }
        let opposite = self.total() - current;
        if self.board[current] == 1
            && self.is_player_pit(self.player, current)
            && self.board[opposite] > 0
        {
            let home = self.home(self.player);
            self.board[home] += 1 + self.board[opposite];
            self.board[current] = 0;
            self.board[opposite] = 0;
        }
        if current != self.home(self.player) {
            self.player = 1 - self.player;
        }
    }

    /// The player's pits with seeds, as actions.
    fn actions(&self) -> Vec<usize> {
        if self.terminal() {
            return Vec::new();
        }
        let first = if self.player == 0 { 1 } else { self.n + 2 };
        (first..first + self.n)
            .filter(|&pit| self.board[pit] > 0)
            .collect()
    }

    fn terminal(&self) -> bool {
        let empty = |first: usize| (first..first + self.n).all(|pit| self.board[pit] == 0);
        empty(1) || empty(self.n + 2)
    }

    /// `Returns` for player 0: +1, 0 or -1.
    fn result_for_first(&self) -> i32 {
        let first: u32 = self.board[1..=self.n + 1]
            .iter()
            .map(|&s| u32::from(s))
            .sum();
        let second: u32 = self.board[self.n + 2..]
            .iter()
            .chain(&self.board[..1])
            .map(|&s| u32::from(s))
            .sum();
        (first > second) as i32 - (first < second) as i32
    }

    /// Every whole turn: the pits sown (numbered 1 to n from the mover's left), and the
    /// position after it.
    fn turns(&self) -> Vec<(String, Reference)> {
        let mut out = Vec::new();
        self.walk(String::new(), &mut out);
        out
    }

    fn walk(&self, done: String, out: &mut Vec<(String, Reference)>) {
        let first = if self.player == 0 { 1 } else { self.n + 2 };
        for action in self.actions() {
            let mut child = self.clone();
            child.apply(action);
            let text = format!("{done}{}", action - first + 1);
            if !child.terminal() && child.player == self.player {
                child.walk(text, out);
            } else {
                // A turn passes the move: OpenSpiel leaves a game that ends on a last seed in
                // the store with its mover, whose result is the same either way.
                child.player = 1 - self.player;
                out.push((text, child));
            }
        }
    }

    /// The position in game-dsl's text: X's pits, X's store, O's pits, O's store, the side.
    fn text(&self) -> String {
        let n = self.n;
        let cells: Vec<String> = self.board[1..=n + 1]
            .iter()
            .chain(&self.board[n + 2..])
            .chain(&self.board[..1])
            .map(u8::to_string)
            .collect();
        let side = if self.player == 0 { "" } else { " O" };
        format!("{}{side}", cells.join(","))
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

    /// The value for the side to move, +1, 0 or -1, by a plain memoised negamax.
    fn negamax(&self, memo: &mut HashMap<Reference, i32>) -> i32 {
        if self.terminal() {
            let first = self.result_for_first();
            return if self.player == 0 { first } else { -first };
        }
        if let Some(&value) = memo.get(self) {
            return value;
        }
        let value = self
            .turns()
            .iter()
            .map(|(_, child)| -child.negamax(memo))
            .max()
            .expect("a position that goes on has a turn");
        memo.insert(self.clone(), value);
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
fn random_games<G: Notation>(n: usize, seeds: u8, games: usize, seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut positions = 0;
    for game in 0..games {
        let mut pos = G::start();
        let mut reference = Reference::new(n, seeds);
        loop {
            positions += 1;
            assert_eq!(pos.position_string(), reference.text(), "game {game}");
            let mut turns = reference.turns();
            turns.sort_by(|a, b| a.0.cmp(&b.0));
            let expected: Vec<&str> = turns.iter().map(|(t, _)| t.as_str()).collect();
            assert_eq!(
                sorted_moves(&pos),
                expected,
                "game {game} at {}",
                reference.text()
            );
            if turns.is_empty() {
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

/// Perft of the bundled Kalah, whole turns a ply, as the reference counts them.
const KALAH_PERFT: [u64; 6] = [10, 116, 1_022, 9_682, 125_843, 1_090_937];

#[test]
fn kalah_perft_matches_the_reference() {
    let reference = Reference::new(6, 4);
    for (depth, &count) in (1..).zip(&KALAH_PERFT[..5]) {
        assert_eq!(reference.perft(depth), count, "reference, depth {depth}");
        assert_eq!(
            perft(&Kalah::start(), depth),
            count,
            "declared, depth {depth}"
        );
    }
    assert_eq!(perft(&Kalah::start(), 6), KALAH_PERFT[5]);
}

#[test]
fn small_boards_perft_matches_the_reference() {
    for depth in 1..=8 {
        assert_eq!(
            perft(&Kalah4x2::start(), depth),
            Reference::new(4, 2).perft(depth),
            "4 x 2, depth {depth}"
        );
        assert_eq!(
            perft(&Kalah6x1::start(), depth),
            Reference::new(6, 1).perft(depth),
            "6 x 1, depth {depth}"
        );
    }
}

#[test]
fn random_games_match_the_reference() {
    assert!(random_games::<Kalah>(6, 4, 300, 7) > 300 * 20);
    assert!(random_games::<Kalah4x2>(4, 2, 200, 8) > 200 * 5);
    assert!(random_games::<Kalah6x1>(6, 1, 200, 9) > 200 * 3);
}

/// Kalah with few seeds solved by the engine and by minimax, against the reference's plain
/// negamax: the value of the start and of positions along games played by a fixed rule.
#[test]
fn solved_values_match_a_plain_negamax() {
    /// The positions searched by minimax too.
    fn solve<G: Notation>(n: usize, seeds: u8, expected_start: i32) -> u32 {
        let mut memo = HashMap::new();
        let start = Reference::new(n, seeds);
        assert_eq!(start.negamax(&mut memo), expected_start, "{n} x {seeds}");
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
                "{n} x {seeds}: the engine says {solved:?}, the plain negamax {expected} at {}",
                pos.position_string()
            );
            // Plain minimax, which keeps no table, once few seeds are left in the pits.
            let in_pits: u32 = (1..=n)
                .chain(n + 2..2 * n + 2)
                .map(|pit| u32::from(reference.board[pit]))
                .sum();
            if in_pits <= 8 {
                let searched = minimax(&pos, 64);
                assert!(searched.complete);
                assert!(
                    matches!(verdict(G::SCORING, searched.score, true), Verdict::Proven { value, .. } if value == expected),
                    "{n} x {seeds}: minimax at {}",
                    pos.position_string()
                );
                searched_by_minimax += 1;
            }
            checked += 1;
            let mut turns = reference.turns();
            turns.sort_by(|a, b| a.0.cmp(&b.0));
            let (text, child) = turns[checked % turns.len()].clone();
            pos = pos.after(pos.parse_legal_move(&text).unwrap());
            reference = child;
        }
        assert!(checked >= 3, "{n} x {seeds}: {checked} positions");
        searched_by_minimax
    }
    let searched =
        solve::<Kalah6x1>(6, 1, KALAH_6X1_VALUE) + solve::<Kalah4x2>(4, 2, KALAH_4X2_VALUE);
    assert!(searched >= 2, "{searched} positions searched by minimax");
}

/// The value of Kalah with 6 pits of 1 seed for the first player, by the plain negamax.
const KALAH_6X1_VALUE: i32 = 1;
/// The value of Kalah with 4 pits of 2 seeds for the first player, by the plain negamax.
const KALAH_4X2_VALUE: i32 = 1;

#[test]
fn a_board_without_stores_sows_round_and_counts_the_pits() {
    let start = Plain3x2::start();
    assert_eq!(start.position_string(), "2,2,2,2,2,2");
    // X's pit 3 sows into O's pits 1 and 2; no extra turn, no capture.
    let pos = start.play_sequence("3").unwrap();
    assert_eq!(pos.position_string(), "2,2,0,3,3,2 O");
    // 13 seeds would lap; here: O's pit 3 (2 seeds) goes round into X's pits 1 and 2.
    let pos = pos.play_sequence("3").unwrap();
    assert_eq!(pos.position_string(), "3,3,0,3,3,0");
    // When a side is empty, the pits count: X, to move, has none against O's 12.
    let end = Plain3x2::parse_position("0,0,0,5,4,3 X").unwrap();
    assert_eq!(end.terminal_value(), Some(-1));
    assert!(Plain3x2::parse_position("0,0,0,6,4,3 X").is_err());
    assert!(perft(&start, 6) > 0);
}

#[test]
fn kalah_notation() {
    let start = Kalah::start();
    assert_eq!(start.position_string(), "4,4,4,4,4,4,0,4,4,4,4,4,4,0");
    assert_eq!(
        start.render(),
        "      6   5   4   3   2   1\n     [ 4][ 4][ 4][ 4][ 4][ 4]      O\n[ 0]                          [ 0]\n     [ 4][ 4][ 4][ 4][ 4][ 4]      X\n      1   2   3   4   5   6\nX to move\n"
    );
    // Pit 3's last seed lands in the store: the turn goes on, with pit 1 here.
    let pos = start.play_sequence("31").unwrap();
    assert_eq!(pos.position_string(), "0,5,1,6,6,5,1,4,4,4,4,4,4,0 O");
    let read = Kalah::parse_position(&pos.position_string()).unwrap();
    assert_eq!(read.position_string(), pos.position_string());
    assert_eq!(read.legal_moves(), pos.legal_moves());
    assert!(
        start.parse_legal_move("3").is_err(),
        "pit 3 alone is no whole turn"
    );
    assert!(start.parse_legal_move("7").is_err());
    assert!(Kalah::parse_position("4,4,4 X").is_err());
    assert!(Kalah::parse_position("4,4,4,4,4,4,0,4,4,4,4,4,4,1").is_err());
}

#[test]
fn passes_the_conformance_harness() {
    let report = check::<Kalah>(
        &[
            "0,5,1,6,6,5,1,4,4,4,4,4,4,0 O",
            "0,0,0,0,0,1,20,1,2,0,0,0,3,21 X",
            "13,0,0,0,0,0,10,1,2,0,0,0,3,19 X",
        ],
        Walk {
            depth: 3,
            playouts: 30,
            seed: 5,
        },
    );
    assert!(report.finished > 0);
    assert!(report.tree_positions > 100);
    let report = check::<Kalah6x1>(
        &[],
        Walk {
            depth: 6,
            playouts: 30,
            seed: 6,
        },
    );
    assert!(report.finished > 0);
}

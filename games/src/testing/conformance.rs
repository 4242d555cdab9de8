//! One conformance harness for every game: whatever a declaration says, the generated type must
//! keep the promises of the [`Game`] contract. [`check`] walks every line of play to a small
//! depth and a number of random games to their end, from the start and from given positions,
//! and at each position checks:
//!
//! - moves: `moves()`, `generate_moves` and the endgame's `moves_unless_over` list the same
//!   moves (and the last the same end), none twice; every legal move
//!   formats and parses back to itself and packs into 16 bits and back; `parse_legal_move`
//!   accepts exactly the legal moves among the move texts the game has used (a share of them at
//!   each position, the next share at the next, so that each text is tried at many positions)
//!   and a few strings that are no move at all;
//! - the end: a finished game has no moves, and with distance scoring its value is -1, 0 or 1;
//!   a game not finished has a move; the game ends within `plies_left_bound` plies;
//! - play: `play` and `after` agree, the parent is untouched (copy-make: the position before the
//!   move is the undo), the side to move changes, the ply count grows by one;
//! - the hash: the hash of a position reached by play equals the hash of the same position
//!   rebuilt from scratch, by replaying its moves from the root (the very same value, `==`) and
//!   by parsing its position string; no two different positions seen share a hash;
//! - notation: `position_string` parses back to the same string, side to move and moves;
//! - tactics: `threats_after_each` gives each move's `threats_after`; `winning_move` wins at
//!   once; a game whose `non_losing_moves` can tell lists exactly the moves after which the
//!   opponent cannot win at once, and then `winning_move` finds every win in one;
//! - the evaluation stays within [`MAX_EVAL`];
//! - in the last plies of a game scored by margin, a value the game searches itself
//!   ([`Endgame::exact_value_within`]) keeps the promise of its window (exact inside, a bound on
//!   the right side outside), and a ceiling ([`Endgame::value_ceiling`]) is at or below the alpha
//!   asked and at or above the value of the game played out.
//!
//! The walk to a fixed depth visits each position (and depth left) once, whatever the order of
//! the moves that reach it.
//!
//! ```
//! use game_dsl::game;
//! use gamedsl::testing::conformance::{check, Walk};
//!
//! game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
//!
//! let report = check::<TicTacToe>(&[], Walk { depth: 2, playouts: 10, seed: 1 });
//! assert_eq!(report.tree_positions, 1 + 9 + 72);
//! assert!(report.finished > 0);
//! ```

use super::rng::Rng;
use std::collections::{HashMap, HashSet};
use std::marker::PhantomData;

use game_dsl::moves::PackedMove;
use game_dsl::score::MAX_EVAL;
use game_dsl::{Endgame, GameExt, Notation, Scoring, Tactics};

/// How far the harness looks.
#[derive(Clone, Copy, Debug)]
pub struct Walk {
    /// Every line of play is followed to this many plies from each root.
    pub depth: u32,
    /// Random games played to the end from each root.
    pub playouts: u32,
    /// Seed of the random games.
    pub seed: u64,
}

/// What the harness saw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Positions checked in the exhaustive walks.
    pub tree_positions: u64,
    /// Positions checked in the random games.
    pub playout_positions: u64,
    /// Finished games met.
    pub finished: u64,
    /// Different positions seen (by position string).
    pub distinct: usize,
    /// Answers of [`Endgame::exact_value_within`] checked against the game played out.
    pub searched_values: u64,
    /// Bounds of [`Endgame::value_ceiling`] checked against the game played out.
    pub ceilings: u64,
    /// Positions where [`Tactics::winning_move`] named a move, checked to win at once.
    pub wins_in_one: u64,
    /// Positions where [`Tactics::non_losing_moves`] could tell, its moves checked against every
    /// reply.
    pub non_losing: u64,
}

/// Checks the game from its start and from each of `positions` (position strings, which must
/// parse); panics with the position and the broken promise at the first failure.
pub fn check<G: Notation>(positions: &[&str], walk: Walk) -> Report {
    let mut roots = vec![G::start()];
    for text in positions {
        let pos = G::parse_position(text)
            .unwrap_or_else(|e| panic!("{}: position {text:?} does not parse: {e}", G::NAME));
        roots.push(pos);
    }
    let mut checker = Checker::<G> {
        vocabulary: JUNK.iter().map(|s| s.to_string()).collect(),
        known: JUNK.iter().map(|s| s.to_string()).collect(),
        next_text: 0,
        hashes: HashMap::new(),
        walked: HashSet::new(),
        report: Report::default(),
        game: PhantomData,
    };
    // Every move text of the first plies, so that illegal ones are tried from the start.
    for root in &roots {
        checker.learn(root, 2);
    }
    let mut rng = Rng(walk.seed);
    for root in &roots {
        checker.tree(root, &mut Vec::new(), root, walk.depth);
        for _ in 0..walk.playouts {
            checker.playout(root, &mut rng);
        }
    }
    checker.report.distinct = checker.hashes.len();
    checker.report
}

/// How many of the learned move texts each position tries besides the junk: the texts of a
/// game with hundreds of moves a position (shogi's drops, Amazons' arrows) are tried in turn,
/// each at many positions, not all of them at every position.
const TEXTS_PER_POSITION: usize = 64;

/// Strings that are no move in any game's notation.
const JUNK: &[&str] = &["", " ", "0", "-1", "x", "zz", "a0", "999", "4 4", "passes"];

struct Checker<G: Notation> {
    /// Move texts to try: the junk first, then every move text learned.
    vocabulary: Vec<String>,
    /// The same texts, to learn each once.
    known: HashSet<String>,
    /// Where in the learned texts the next position starts trying.
    next_text: usize,
    /// The position string of each hash seen.
    hashes: HashMap<u64, String>,
    /// The positions (with the depth left) already walked.
    walked: HashSet<(String, u32)>,
    report: Report,
    game: PhantomData<G>,
}

impl<G: Notation> Checker<G> {
    /// Adds the move texts of the lines of play from `pos` to `depth` plies to the vocabulary.
    fn learn(&mut self, pos: &G, depth: u32) {
        for mv in pos.moves() {
            let text = pos.format_move(mv);
            if self.known.insert(text.clone()) {
                self.vocabulary.push(text);
            }
            if depth > 1 {
                self.learn(&pos.after(mv), depth - 1);
            }
        }
    }

    /// The junk, and the next [`TEXTS_PER_POSITION`] learned move texts (all of them when they
    /// are fewer), round the list.
    fn texts_to_try(&mut self) -> Vec<String> {
        let (junk, learned) = self.vocabulary.split_at(JUNK.len());
        let share = TEXTS_PER_POSITION.min(learned.len());
        let start = self.next_text;
        self.next_text = (start + share) % learned.len().max(1);
        junk.iter()
            .chain(learned.iter().cycle().skip(start).take(share))
            .cloned()
            .collect()
    }

    /// Every line of play from `pos` to `depth` plies; `line` holds the moves from `root`. A
    /// position met again by another order of moves is not walked again.
    fn tree(&mut self, root: &G, line: &mut Vec<G::Move>, pos: &G, depth: u32) {
        if !self.walked.insert((pos.position_string(), depth)) {
            return;
        }
        self.position(root, line, pos);
        self.report.tree_positions += 1;
        if depth == 0 {
            return;
        }
        for mv in pos.moves() {
            let child = self.play(pos, mv);
            line.push(mv);
            self.tree(root, line, &child, depth - 1);
            line.pop();
        }
    }

    /// A random game from `root` to its end; then checks that the game ended within the bound
    /// each position announced.
    fn playout(&mut self, root: &G, rng: &mut Rng) {
        let mut line = Vec::new();
        let mut bounds = Vec::new();
        let mut pos = *root;
        loop {
            self.position(root, &line, &pos);
            self.report.playout_positions += 1;
            bounds.push(pos.plies_left_bound());
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            pos = self.play(&pos, mv);
            line.push(mv);
        }
        let length = line.len() as u32;
        for (ply, bound) in bounds.into_iter().enumerate() {
            assert!(
                length - ply as u32 <= bound,
                "{}: the game from ply {ply} of a game of {length} plies lasted longer than \
                 plies_left_bound ({bound}); moves {}",
                G::NAME,
                moves_text(root, &line)
            );
        }
    }

    /// Plays `mv` from `pos` both ways and checks the move's effect.
    fn play(&mut self, pos: &G, mv: G::Move) -> G {
        let before = *pos;
        let hash_before = pos.key();
        let child = pos.after(mv);
        let mut played = *pos;
        played.play(mv);
        let at = || {
            format!(
                "{} at {:?}, move {}",
                G::NAME,
                pos.position_string(),
                pos.format_move(mv)
            )
        };
        assert_eq!(played, child, "{}: play and after disagree", at());
        assert_eq!(*pos, before, "{}: after changed its position", at());
        assert_eq!(
            pos.key(),
            hash_before,
            "{}: the parent's hash changed",
            at()
        );
        assert_eq!(child.ply(), pos.ply() + 1, "{}: a move is one ply", at());
        assert_eq!(
            child.side_to_move(),
            pos.side_to_move().opponent(),
            "{}: the turn passes",
            at()
        );
        child
    }

    /// Every check of one position, reached from `root` by `line`.
    fn position(&mut self, root: &G, line: &[G::Move], pos: &G) {
        let at = || {
            format!(
                "{} at {:?} (moves {})",
                G::NAME,
                pos.position_string(),
                moves_text(root, line)
            )
        };
        let hash = pos.key();

        // Rebuilt from scratch: the same position, the same hash.
        let mut replayed = *root;
        for &mv in line {
            replayed.play(mv);
        }
        assert_eq!(
            replayed,
            *pos,
            "{}: replaying the moves gives another position",
            at()
        );
        assert_eq!(replayed.key(), hash, "{}: replayed hash differs", at());

        // Notation of positions.
        let text = pos.position_string();
        let parsed = G::parse_position(&text)
            .unwrap_or_else(|e| panic!("{}: its own position string is refused: {e}", at()));
        assert_eq!(
            parsed.position_string(),
            text,
            "{}: position string round trip",
            at()
        );
        assert_eq!(
            parsed.side_to_move(),
            pos.side_to_move(),
            "{}: parsed side to move",
            at()
        );
        assert_eq!(
            parsed.key(),
            hash,
            "{}: the parsed position hashes differently",
            at()
        );
        if pos.ending() == Some(game_dsl::Ending::Repetition) {
            // Ended by a repetition, which reads the positions before it: its string holds
            // none of them, and read back it is a first occurrence.
            assert_ne!(
                parsed.ending(),
                Some(game_dsl::Ending::Repetition),
                "{}: read back, a position repeats nothing",
                at()
            );
        } else {
            assert_eq!(
                parsed.legal_moves()[..],
                pos.legal_moves()[..],
                "{}: the parsed position has other moves",
                at()
            );
            assert_eq!(
                parsed.terminal_value(),
                pos.terminal_value(),
                "{}: parsed end",
                at()
            );
        }
        match self.hashes.get(&hash) {
            Some(other) => assert_eq!(
                *other,
                text,
                "{}: two positions share the hash {hash:#x}",
                at()
            ),
            None => {
                self.hashes.insert(hash, text.clone());
            }
        }
        assert!(!pos.render().is_empty(), "{}: empty drawing", at());

        // Moves.
        let listed: Vec<G::Move> = pos.moves().collect();
        let generated = pos.legal_moves();
        assert_eq!(
            listed[..],
            generated[..],
            "{}: moves() and generate_moves disagree",
            at()
        );
        let mut unless_over = G::Moves::default();
        let over = G::endgame().moves_unless_over(pos, &mut unless_over);
        assert_eq!(
            over,
            pos.terminal_value(),
            "{}: moves_unless_over disagrees with terminal_value",
            at()
        );
        if over.is_none() {
            assert_eq!(
                unless_over[..],
                listed[..],
                "{}: moves_unless_over disagrees with the moves",
                at()
            );
        }
        for (i, mv) in listed.iter().enumerate() {
            assert!(
                !listed[..i].contains(mv),
                "{}: a move is listed twice",
                at()
            );
            let text = pos.format_move(*mv);
            assert_eq!(
                pos.parse_move(&text).ok(),
                Some(*mv),
                "{}: move {text:?} round trip",
                at()
            );
            assert_eq!(
                pos.parse_legal_move(&text).ok(),
                Some(*mv),
                "{}: legal move {text:?} refused",
                at()
            );
        }
        for text in &self.texts_to_try() {
            let legal = pos.parse_move(text).ok().filter(|mv| listed.contains(mv));
            assert_eq!(
                pos.parse_legal_move(text).ok(),
                legal,
                "{}: parse_legal_move({text:?}) disagrees with the legal moves",
                at()
            );
        }

        // In the last plies of a game scored by margin, where the engine asks for them: values
        // the game searches itself and ceilings it proves, against the game played out.
        if G::SCORING == Scoring::Margin
            && pos.plies_left_bound() <= LAST_PLIES
            && pos.terminal_value().is_none()
        {
            let value = played_out(pos);
            let windows = [
                (-1000, 1000),
                (value - 1, value + 1),
                (value, value + 1),
                (value - 1, value),
                (value + 1, value + 3),
                (value - 3, value - 1),
            ];
            for (alpha, beta) in windows {
                if let Some((found, nodes)) = G::endgame().exact_value_within(pos, alpha, beta) {
                    self.report.searched_values += 1;
                    let kept = if found <= alpha {
                        value <= found
                    } else if found >= beta {
                        value >= found
                    } else {
                        value == found
                    };
                    assert!(
                        kept && nodes > 0,
                        "{}: exact_value_within({alpha}, {beta}) gave {found} after {nodes} \
                         positions; the game played out is worth {value}",
                        at()
                    );
                }
            }
            for alpha in value - 2..=G::endgame().margin_bound(pos) as i32 {
                if let Some(ceiling) = G::endgame().value_ceiling(pos, alpha) {
                    self.report.ceilings += 1;
                    assert!(
                        value <= ceiling && ceiling <= alpha,
                        "{}: value_ceiling({alpha}) gave {ceiling}; the game played out is \
                         worth {value}",
                        at()
                    );
                }
            }
        }

        // The threats of all the moves at once: those of each move.
        let mut threats = vec![0; listed.len()];
        let tactics = G::tactics();
        tactics.threats_after_each(pos, &listed, &mut threats);
        let each: Vec<u32> = listed
            .iter()
            .map(|&mv| tactics.threats_after(pos, mv))
            .collect();
        assert_eq!(
            threats,
            each,
            "{}: threats_after_each differs from threats_after",
            at()
        );

        // The end.
        match pos.terminal_value() {
            Some(value) => {
                self.report.finished += 1;
                assert!(listed.is_empty(), "{}: a finished game has moves", at());
                assert!(pos.is_over());
                if G::SCORING == Scoring::Distance {
                    assert!(
                        (-1..=1).contains(&value),
                        "{}: value {value} is not -1, 0 or 1",
                        at()
                    );
                }
                return;
            }
            None => assert!(
                !listed.is_empty(),
                "{}: a game that goes on has no move",
                at()
            ),
        }
        let eval = pos.evaluate();
        assert!(
            eval.abs() <= MAX_EVAL,
            "{}: evaluation {eval} beyond MAX_EVAL",
            at()
        );

        // Tactics, against brute force.
        let wins_at_once = |mv: G::Move| wins_at_once_for(pos, mv);
        let winning = tactics.winning_move(pos);
        if let Some(mv) = winning {
            self.report.wins_in_one += 1;
            assert!(listed.contains(&mv), "{}: winning_move is not legal", at());
            assert!(wins_at_once(mv), "{}: winning_move does not win", at());
        }
        let mut safe = G::Moves::default();
        if tactics.non_losing_moves(pos, &mut safe) {
            assert!(
                winning.is_some() || !listed.iter().any(|&mv| wins_at_once(mv)),
                "{}: winning_move missed a win in one",
                at()
            );
            if winning.is_none() {
                self.report.non_losing += 1;
                let mut expected: Vec<G::Move> = listed
                    .iter()
                    .copied()
                    .filter(|&mv| {
                        let child = pos.after(mv);
                        !child.moves().any(|reply| wins_at_once_for(&child, reply))
                    })
                    .collect();
                let mut safe: Vec<G::Move> = safe.to_vec();
                let key = |mv: &G::Move| mv.pack();
                expected.sort_by_key(key);
                safe.sort_by_key(key);
                assert_eq!(
                    safe,
                    expected,
                    "{}: non_losing_moves is not the moves after which the opponent cannot win at once",
                    at()
                );
            }
        }
    }
}

/// The value of `pos` for the side to move, by negamax over every line to the end of the game.
/// The plies left ([`Game::plies_left_bound`]) from which the value of a position is worked
/// out by playing every line to the end, to check the game's own searches and bounds.
const LAST_PLIES: u32 = 10;

fn played_out<G: Notation>(pos: &G) -> i32 {
    match pos.terminal_value() {
        Some(value) => value,
        None => pos
            .moves()
            .map(|mv| -played_out(&pos.after(mv)))
            .max()
            .expect("a game that goes on has a move"),
    }
}

/// Whether `mv` wins the game at once for the side to move in `pos`.
fn wins_at_once_for<G: Notation>(pos: &G, mv: G::Move) -> bool {
    pos.after(mv).terminal_value().is_some_and(|v| v < 0)
}

/// The moves of a line from `root`, written out.
fn moves_text<G: Notation>(root: &G, line: &[G::Move]) -> String {
    let mut pos = *root;
    let mut texts = Vec::new();
    for &mv in line {
        texts.push(pos.format_move(mv));
        pos.play(mv);
    }
    if texts.is_empty() {
        "none".to_string()
    } else {
        texts.join(" ")
    }
}

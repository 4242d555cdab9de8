//! A check for a learner's own minimax: [`check_search`] compares it with the reference on
//! positions of tic-tac-toe, the token game, Connect Four's first moves and the textbook tree,
//! and when it differs names the likely bug from the symptom, as the tutorials list them: the
//! player not switched, the evaluation made too early, the position not undone, a memo keyed on
//! less than the value depends on.
//!
//! It lives in `games` (not in `game_dsl`) because it needs the bundled games' positions.
//!
//! The learner's search is a type implementing [`LearnerSearch`]: one generic method, so that the
//! same code runs on every game, as the learner's would. Its value is for the side to move in
//! `pos`, in the units of [`Game::terminal_value`] and [`Game::evaluate`]: a finished game is
//! worth its `terminal_value()`, a position at depth 0 its `evaluate()`, any other the highest
//! of its children's values negated (negamax; the max/min form gives the same numbers).
//!
//! ```
//! use game_dsl::{Game, GameExt};
//! use gamedsl::testing::search::{check_search, LearnerSearch};
//!
//! struct Mine;
//! impl LearnerSearch for Mine {
//!     fn value<G: Game>(&mut self, pos: &mut G, depth: u32) -> i32 {
//!         if let Some(v) = pos.terminal_value() {
//!             return v;
//!         }
//!         if depth == 0 {
//!             return pos.evaluate();
//!         }
//!         let mut best = i32::MIN;
//!         for mv in pos.legal_moves().iter() {
//!             best = best.max(-self.value(&mut pos.after(*mv), depth - 1));
//!         }
//!         best
//!     }
//! }
//! assert_eq!(check_search(|| Mine), Ok(()));
//! ```

use std::fmt;

use game_dsl::tree::{TEXTBOOK, Tree};
use game_dsl::{Game, GameExt, Notation};

use crate::{ConnectFour, TicTacToe, Tokens};

/// A learner's search: the value of `pos` for its side to move, searched `depth` plies deep.
/// `pos` is `&mut` so that a search that plays moves in place can undo them: it must be as it
/// was when the call returns.
pub trait LearnerSearch {
    /// The value of `pos` for the side to move, `depth` plies deep.
    fn value<G: Game>(&mut self, pos: &mut G, depth: u32) -> i32;
}

/// The bug a wrong search most likely has, from its symptom.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bug {
    /// The values are those of a search where one side plays every move: the player (or the
    /// sign) is not switched from one level to the next.
    NoSwitch,
    /// The values are the static evaluation of the root's children (or of the root) whatever
    /// the depth: the search evaluates before the depth is reached.
    TooEarly,
    /// The position is not as it was after the search: a move played in place is not undone.
    NoUndo,
    /// The same position at the same depth gets different values depending on what was searched
    /// before: a memo whose key misses part of what the value depends on (the depth, the side to
    /// move).
    MemoKey,
    /// Wrong values with none of the symptoms above.
    Other,
}

impl fmt::Display for Bug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Bug::NoSwitch => {
                "the player is not switched: the values are those of a search where the same side plays every move (negate the child's value, or alternate max and min)"
            }
            Bug::TooEarly => {
                "evaluated too early: the values are the static evaluation of the root's children whatever the depth (evaluate only at depth 0 or at the end of the game)"
            }
            Bug::NoUndo => {
                "the position changed during the search: a move played in place is not undone (undo it, or search a copy: pos.after(mv))"
            }
            Bug::MemoKey => {
                "the values depend on the order of the searches: the memo's key misses part of what the value depends on (the depth, the side to move)"
            }
            Bug::Other => "wrong values, with none of the common bugs' symptoms",
        })
    }
}

/// Where a search went wrong: the bug, and the first position that shows it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnosis {
    /// The likely bug.
    pub bug: Bug,
    /// The game's name.
    pub game: &'static str,
    /// The position, as a position string.
    pub position: String,
    /// The depth searched.
    pub depth: u32,
    /// The reference value.
    pub expected: i32,
    /// The learner's value.
    pub got: i32,
}

impl fmt::Display for Diagnosis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} `{}` at depth {}: expected {}, got {}. Likely bug: {}",
            self.game, self.position, self.depth, self.expected, self.got, self.bug
        )
    }
}

/// The reference: plain minimax in negamax form, in the units of `terminal_value` and
/// `evaluate`, for the side to move.
///
/// ```
/// use game_dsl::{Game, GameExt};
/// use gamedsl::testing::search::reference;
/// use gamedsl::Tokens;
/// assert_eq!(reference(&Tokens::start(), 5), 1); // five tokens: a win
/// ```
pub fn reference<G: Game>(pos: &G, depth: u32) -> i32 {
    if let Some(value) = pos.terminal_value() {
        return value;
    }
    if depth == 0 {
        return pos.evaluate();
    }
    pos.moves()
        .map(|mv| -reference(&pos.after(mv), depth - 1))
        .max()
        .unwrap_or_else(|| pos.evaluate())
}

/// The values of a search where the side to move at the root plays every move: leaves read for
/// that side, and the highest taken at every level (max/min without the switch).
fn same_player<G: Game>(pos: &G, depth: u32, root: game_dsl::Player) -> i32 {
    let leaf = |value: i32| {
        if pos.side_to_move() == root {
            value
        } else {
            -value
        }
    };
    if let Some(value) = pos.terminal_value() {
        return leaf(value);
    }
    if depth == 0 {
        return leaf(pos.evaluate());
    }
    pos.moves()
        .map(|mv| same_player(&pos.after(mv), depth - 1, root))
        .max()
        .unwrap_or_else(|| leaf(pos.evaluate()))
}

/// Negamax without the minus: every level takes the highest of its children's values as they are.
fn unnegated<G: Game>(pos: &G, depth: u32) -> i32 {
    if let Some(value) = pos.terminal_value() {
        return value;
    }
    if depth == 0 {
        return pos.evaluate();
    }
    pos.moves()
        .map(|mv| unnegated(&pos.after(mv), depth - 1))
        .max()
        .unwrap_or_else(|| pos.evaluate())
}

/// The positions checked, as moves from the start, and the depths searched.
const TICTACTOE: &[(&str, u32)] = &[("", 2), ("5", 3), ("1 5", 4), ("1 4 2", 4), ("5 1 9", 6)];
const TOKENS: &[(&str, u32)] = &[("", 5), ("1", 4), ("2", 3)];
const CONNECT_FOUR: &[(&str, u32)] = &[("", 3), ("4", 3), ("4 4", 2)];
const TREE: &[(&str, u32)] = &[("", 2)];

/// One search to check: a position and a depth.
struct Task<G> {
    pos: G,
    depth: u32,
}

/// The tasks of one game: each position at every depth from 1 to its own, deepest last.
fn tasks<G: Notation>(list: &[(&str, u32)], start: G) -> Vec<Task<G>> {
    let mut tasks = Vec::new();
    for &(moves, deepest) in list {
        let pos = start
            .play_sequence(moves)
            .expect("the checked positions are legal");
        for depth in 1..=deepest {
            tasks.push(Task { pos, depth });
        }
    }
    tasks
}

/// Checks the learner on one game's tasks. `make` gives a fresh learner (its memo empty).
fn check_game<G: Notation, S: LearnerSearch>(
    make: &mut impl FnMut() -> S,
    tasks: &[Task<G>],
) -> Result<(), Diagnosis> {
    let diagnosis = |bug, task: &Task<G>, got| Diagnosis {
        bug,
        game: G::NAME,
        position: task.pos.position_string(),
        depth: task.depth,
        expected: reference(&task.pos, task.depth),
        got,
    };
    // In order, each position on a copy, compared after the call.
    let mut learner = make();
    let mut forward = Vec::with_capacity(tasks.len());
    for task in tasks {
        let mut pos = task.pos;
        let got = learner.value(&mut pos, task.depth);
        if pos != task.pos {
            return Err(diagnosis(Bug::NoUndo, task, got));
        }
        forward.push(got);
    }
    // In the reverse order, with a fresh learner: the same values, or the memo is at fault.
    let mut learner = make();
    for (task, &first) in tasks.iter().zip(&forward).rev() {
        let got = learner.value(&mut task.pos.clone(), task.depth);
        if got != first {
            return Err(diagnosis(Bug::MemoKey, task, first));
        }
    }
    let wrong: Vec<(&Task<G>, i32)> = tasks
        .iter()
        .zip(forward)
        .filter(|(task, got)| reference(&task.pos, task.depth) != *got)
        .collect();
    let Some(&(first, got)) = wrong.first() else {
        return Ok(());
    };
    let bug = if all(&wrong, |t| {
        same_player(&t.pos, t.depth, t.pos.side_to_move())
    }) || all(&wrong, |t| unnegated(&t.pos, t.depth))
    {
        Bug::NoSwitch
    } else if all(&wrong, |t| reference(&t.pos, 1)) || all(&wrong, |t| reference(&t.pos, 0)) {
        Bug::TooEarly
    } else {
        Bug::Other
    };
    Err(diagnosis(bug, first, got))
}

/// Whether every wrong value is the one `model` gives.
fn all<G>(wrong: &[(&Task<G>, i32)], model: impl Fn(&Task<G>) -> i32) -> bool {
    wrong.iter().all(|&(task, got)| model(task) == got)
}

/// Checks a learner's search against the [`reference`] on positions of tic-tac-toe, the token
/// game, Connect Four's first moves and the textbook tree, each at several depths: `Ok` when
/// every value is right and the search leaves its position as it found it, else the likely bug
/// and the first position that shows it. `make` returns a fresh learner (an empty memo): the
/// check searches the positions in two orders, with one learner each.
pub fn check_search<S: LearnerSearch>(mut make: impl FnMut() -> S) -> Result<(), Diagnosis> {
    check_game(&mut make, &tasks(TOKENS, Tokens::start()))?;
    check_game(
        &mut make,
        &tasks(TREE, Tree::parse(TEXTBOOK).expect("parses")),
    )?;
    check_game(&mut make, &tasks(TICTACTOE, TicTacToe::start()))?;
    check_game(&mut make, &tasks(CONNECT_FOUR, ConnectFour::start()))
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use game_dsl::minimax::minimax;
    use game_dsl::{Game, GameExt};

    use super::*;

    /// Right: negamax on copies.
    struct Right;
    impl LearnerSearch for Right {
        fn value<G: Game>(&mut self, pos: &mut G, depth: u32) -> i32 {
            if let Some(v) = pos.terminal_value() {
                return v;
            }
            if depth == 0 {
                return pos.evaluate();
            }
            let mut best = i32::MIN;
            for &mv in pos.legal_moves().iter() {
                best = best.max(-self.value(&mut pos.after(mv), depth - 1));
            }
            best
        }
    }

    /// Right, in the max/min form, from the root player's point of view.
    struct MaxMin;
    impl MaxMin {
        fn search<G: Game>(pos: &G, depth: u32, maximizing: bool) -> i32 {
            let sign = if maximizing { 1 } else { -1 };
            if let Some(v) = pos.terminal_value() {
                return sign * v;
            }
            if depth == 0 {
                return sign * pos.evaluate();
            }
            let values = pos
                .moves()
                .map(|mv| Self::search(&pos.after(mv), depth - 1, !maximizing));
            if maximizing {
                values.max().unwrap()
            } else {
                values.min().unwrap()
            }
        }
    }
    impl LearnerSearch for MaxMin {
        fn value<G: Game>(&mut self, pos: &mut G, depth: u32) -> i32 {
            Self::search(pos, depth, true)
        }
    }

    /// The max/min form, with `maximizing` passed on unchanged.
    struct NoSwitch;
    impl NoSwitch {
        fn search<G: Game>(pos: &G, depth: u32, maximizing: bool, root: game_dsl::Player) -> i32 {
            let sign = if pos.side_to_move() == root { 1 } else { -1 };
            if let Some(v) = pos.terminal_value() {
                return sign * v;
            }
            if depth == 0 {
                return sign * pos.evaluate();
            }
            let values = pos
                .moves()
                .map(|mv| Self::search(&pos.after(mv), depth - 1, maximizing, root));
            if maximizing {
                values.max().unwrap()
            } else {
                values.min().unwrap()
            }
        }
    }
    impl LearnerSearch for NoSwitch {
        fn value<G: Game>(&mut self, pos: &mut G, depth: u32) -> i32 {
            Self::search(pos, depth, true, pos.side_to_move())
        }
    }

    /// Scores the root's children by their evaluation and stops there.
    struct TooEarly;
    impl LearnerSearch for TooEarly {
        fn value<G: Game>(&mut self, pos: &mut G, _depth: u32) -> i32 {
            if let Some(v) = pos.terminal_value() {
                return v;
            }
            pos.moves()
                .map(|mv| {
                    let child = pos.after(mv);
                    -child.terminal_value().unwrap_or_else(|| child.evaluate())
                })
                .max()
                .unwrap()
        }
    }

    /// Plays the first move in place at the root to look at it, and never takes it back.
    struct NoUndo;
    impl LearnerSearch for NoUndo {
        fn value<G: Game>(&mut self, pos: &mut G, depth: u32) -> i32 {
            let value = Right.value(pos, depth);
            if let Some(mv) = pos.moves().next() {
                pos.play(mv);
            }
            value
        }
    }

    /// Right, with a memo keyed on the position and the depth.
    #[derive(Default)]
    struct Memo(HashMap<(u64, u32), i32>);
    impl LearnerSearch for Memo {
        fn value<G: Game>(&mut self, pos: &mut G, depth: u32) -> i32 {
            if let Some(&v) = self.0.get(&(pos.key(), depth)) {
                return v;
            }
            let value = if let Some(v) = pos.terminal_value() {
                v
            } else if depth == 0 {
                pos.evaluate()
            } else {
                let mut best = i32::MIN;
                for &mv in pos.legal_moves().iter() {
                    best = best.max(-self.value(&mut pos.after(mv), depth - 1));
                }
                best
            };
            self.0.insert((pos.key(), depth), value);
            value
        }
    }

    /// A memo keyed on the position alone: a value found at one depth is reused at another.
    #[derive(Default)]
    struct MemoWithoutDepth(HashMap<u64, i32>);
    impl LearnerSearch for MemoWithoutDepth {
        fn value<G: Game>(&mut self, pos: &mut G, depth: u32) -> i32 {
            if let Some(&v) = self.0.get(&pos.key()) {
                return v;
            }
            let value = if let Some(v) = pos.terminal_value() {
                v
            } else if depth == 0 {
                pos.evaluate()
            } else {
                let mut best = i32::MIN;
                for &mv in pos.legal_moves().iter() {
                    best = best.max(-self.value(&mut pos.after(mv), depth - 1));
                }
                best
            };
            self.0.insert(pos.key(), value);
            value
        }
    }

    /// A value off by one wherever it is not zero: none of the common bugs.
    struct OffByOne;
    impl LearnerSearch for OffByOne {
        fn value<G: Game>(&mut self, pos: &mut G, depth: u32) -> i32 {
            let v = Right.value(pos, depth);
            if v > 0 { v + 1 } else { v }
        }
    }

    fn bug_of<S: LearnerSearch>(make: impl FnMut() -> S) -> Option<Bug> {
        check_search(make).err().map(|d| d.bug)
    }

    #[test]
    fn right_searches_pass() {
        assert_eq!(check_search(|| Right), Ok(()));
        assert_eq!(check_search(|| MaxMin), Ok(()));
        assert_eq!(check_search(Memo::default), Ok(()));
    }

    #[test]
    fn each_bug_is_named() {
        assert_eq!(bug_of(|| NoSwitch), Some(Bug::NoSwitch));
        assert_eq!(bug_of(|| TooEarly), Some(Bug::TooEarly));
        assert_eq!(bug_of(|| NoUndo), Some(Bug::NoUndo));
        assert_eq!(bug_of(MemoWithoutDepth::default), Some(Bug::MemoKey));
        assert_eq!(bug_of(|| OffByOne), Some(Bug::Other));
    }

    #[test]
    fn the_diagnosis_names_the_position() {
        let d = check_search(|| NoSwitch).unwrap_err();
        // Three tokens, O to move, is lost: O takes one or two, X takes the rest. A search where
        // O plays every move finds O's one-token take safe at depth 2 (a heuristic 0).
        assert_eq!((d.game, d.position.as_str(), d.depth), ("Tokens", "3 O", 2));
        assert_eq!((d.expected, d.got), (-1, 0));
        assert!(d.to_string().contains("the player is not switched"), "{d}");
    }

    /// The reference agrees with the library's minimax: the same winner, or the same evaluation.
    #[test]
    fn the_reference_is_minimax() {
        for (moves, depth) in TICTACTOE {
            let pos = TicTacToe::start().play_sequence(moves).unwrap();
            let score = minimax(&pos, *depth).score;
            assert_eq!(reference(&pos, *depth).signum(), score.signum(), "{moves}");
        }
        for (moves, depth) in CONNECT_FOUR {
            let pos = ConnectFour::start().play_sequence(moves).unwrap();
            assert_eq!(
                reference(&pos, *depth),
                minimax(&pos, *depth).score,
                "{moves}"
            );
        }
        let tree = Tree::parse(TEXTBOOK).unwrap();
        assert_eq!(reference(&tree, 2), 3);
        assert_eq!(Tree::value_for_max(&tree, minimax(&tree, 2).score), 3);
    }
}

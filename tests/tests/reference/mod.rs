//! Plain reference implementations of the rules of the games that the `game!` language composes
//! from parts (Breakthrough, Clobber, Domineering, Konane, Amazons, English draughts, k in a
//! row with two stones a turn, fox and geese on a cross, custodial capture by sliding stones,
//! stones that convert their neighbours).
//!
//! They are the oracle the generated bitboard games are checked against, so they are written to
//! be obviously right rather than fast: a board is a `Vec` of cells, a move is the list of the
//! cells it touches, and every move is looked up by its notation among the legal ones before it
//! is played. Each game's file says which rules it follows and cites their source; the rules
//! appendix, `docs/rules.md`, collects them with the perft figures.
//!
//! Conventions shared by every game (the generated games follow them exactly):
//! - A cell is named by its column letter (`a` leftmost) and its row number counted from the
//!   TOP, starting at 1: `a1` is the top-left cell, `a8` the bottom-left one on an 8 x 8 board.
//! - X is the first player (side 0), O the second (side 1). In games with two armies X starts on
//!   the bottom rows and moves up (X's forward is toward row 1); O starts at the top and moves
//!   down.
//! - A move is written as the cells it touches, concatenated with no separator: a step or a
//!   slide `b7b6` (from, to); a jump chain `c6e4g2` (from, then every landing cell); an Amazons
//!   turn `d10d4g7` (queen from, queen to, arrow); a domino `c3c4` (its two cells, the top or
//!   the left one first); a Konane opening removal is the single cell removed, `c3`.
//! - A "dark" cell is one whose column index plus row index is odd, both counted from 0 with
//!   row 0 at the top, so that the bottom-left cell of an 8 x 8 board is dark.
//! - [`Reference::moves`] lists the moves sorted as strings (byte order), and is empty exactly
//!   when [`Reference::result`] is `Some`.

// Each test binary that includes this module uses only some of it.
#![allow(dead_code)]

pub mod amazons;
pub mod breakthrough;
pub mod capture_go;
pub mod checkers;
pub mod clobber;
pub mod connect_k;
pub mod domineering;
pub mod exact_line;
pub mod fox_and_geese;
pub mod infection;
pub mod konane;
pub mod pente;
pub mod sandwich;

use std::collections::HashMap;

use game_dsl::{GameExt, Notation, Player};
use game_dsl_tests::rng::Rng;

/// A game as its rules say it, the oracle side of a cross-check.
pub trait Reference: Clone {
    /// The starting position.
    fn start() -> Self;
    /// Every legal move in the agreed notation, sorted; empty when the game is over.
    fn moves(&self) -> Vec<String>;
    /// Plays `mv`; panics when it is not a legal move (this is an oracle).
    fn play(&mut self, mv: &str);
    /// `None` while the game goes on; when it is over, `Some(1)`, `Some(0)` or `Some(-1)` as
    /// the side to move has won, drawn or lost.
    fn result(&self) -> Option<i32>;
    /// The side to move: 0 for X (who moves first), 1 for O.
    fn side_to_move(&self) -> usize;
}

/// The number of positions reached after exactly `depth` turns from `pos`; games that end
/// earlier are not counted. The last turn is counted from the move list without being played.
pub fn perft<R: Reference>(pos: &R, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|mv| {
            let mut next = pos.clone();
            next.play(mv);
            perft(&next, depth - 1)
        })
        .sum()
}

/// A cell: (column, row), both from 0, row 0 at the top.
pub type Cell = (usize, usize);

/// A cell's name: `name((0, 0))` is `a1`, the top-left cell; `name((3, 9))` is `d10`.
pub fn name((column, row): Cell) -> String {
    format!("{}{}", (b'a' + column as u8) as char, row + 1)
}

/// A cell from its name: `cell("a1")` is `(0, 0)`, `cell("d10")` is `(3, 9)`.
pub fn cell(name: &str) -> Cell {
    let column = usize::from(name.as_bytes()[0].wrapping_sub(b'a'));
    let row: usize = name[1..]
        .parse()
        .unwrap_or_else(|_| panic!("no cell {name:?}"));
    assert!(column < 26 && row > 0, "no cell {name:?}");
    (column, row - 1)
}

/// A move's notation: the names of its cells, concatenated.
pub fn notation(cells: &[Cell]) -> String {
    cells.iter().map(|&c| name(c)).collect()
}

/// Whether a cell is dark: column index plus row index odd.
pub fn is_dark((column, row): Cell) -> bool {
    (column + row) % 2 == 1
}

/// The eight directions as (column step, row step): the four orthogonal ones first.
pub const ORTHOGONAL: [(i32, i32); 4] = [(0, -1), (1, 0), (0, 1), (-1, 0)];
/// The four diagonal directions as (column step, row step).
pub const DIAGONAL: [(i32, i32); 4] = [(1, -1), (1, 1), (-1, 1), (-1, -1)];

/// A rectangular board of cells, stored row by row from the top.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board<T> {
    /// The number of columns.
    pub columns: usize,
    /// The number of rows.
    pub rows: usize,
    cells: Vec<T>,
}

impl<T: Copy> Board<T> {
    /// A board whose cell `c` holds `f(c)`.
    pub fn new(columns: usize, rows: usize, f: impl Fn(Cell) -> T) -> Board<T> {
        let cells = (0..rows)
            .flat_map(|row| (0..columns).map(move |column| (column, row)))
            .map(f)
            .collect();
        Board {
            columns,
            rows,
            cells,
        }
    }

    /// What cell `c` holds.
    pub fn get(&self, (column, row): Cell) -> T {
        self.cells[row * self.columns + column]
    }

    /// Puts `value` on cell `c`.
    pub fn set(&mut self, (column, row): Cell, value: T) {
        self.cells[row * self.columns + column] = value;
    }

    /// The cell `k` steps from `c` in direction `(dc, dr)`, if it is on the board.
    pub fn step(&self, (column, row): Cell, (dc, dr): (i32, i32), k: i32) -> Option<Cell> {
        let c = column as i32 + dc * k;
        let r = row as i32 + dr * k;
        (c >= 0 && r >= 0 && c < self.columns as i32 && r < self.rows as i32)
            .then_some((c as usize, r as usize))
    }

    /// Every cell, row by row from the top, left to right.
    pub fn cells(&self) -> Vec<Cell> {
        (0..self.rows)
            .flat_map(|row| (0..self.columns).map(move |column| (column, row)))
            .collect()
    }
}

/// Looks `mv` up among `legal` (moves as cell lists) by its notation; panics when it is absent.
pub fn find(legal: Vec<Vec<Cell>>, mv: &str) -> Vec<Cell> {
    let wanted = cells(mv);
    if legal.contains(&wanted) && notation(&wanted) == mv {
        return wanted;
    }
    panic!(
        "illegal move {mv:?}; the legal moves are {:?}",
        sorted(&legal)
    )
}

/// The cells of a move's notation, such as `[(3, 9), (3, 3), (6, 6)]` for `d10d4g7`.
pub fn cells(mv: &str) -> Vec<Cell> {
    let bytes = mv.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        i += 1;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        out.push(cell(&mv[start..i]));
    }
    out
}

/// The sorted notations of `legal`.
pub fn sorted(legal: &[Vec<Cell>]) -> Vec<String> {
    let mut names: Vec<String> = legal.iter().map(|cells| notation(cells)).collect();
    names.sort();
    names
}

/// [`Reference::moves`] of a game whose legal moves do not see its end: none once `result` is
/// given, else the sorted notations of `legal()`.
pub fn moves_until_over(
    result: Option<i32>,
    legal: impl FnOnce() -> Vec<Vec<Cell>>,
) -> Vec<String> {
    match result {
        Some(_) => Vec::new(),
        None => sorted(&legal()),
    }
}

impl Board<Option<usize>> {
    /// The number of `side`'s stones on a board of stones of two sides.
    pub fn count(&self, side: usize) -> usize {
        self.cells
            .iter()
            .filter(|&&stone| stone == Some(side))
            .count()
    }

    /// Each empty cell as a move of one cell (a stone placed there).
    pub fn empty_cells(&self) -> Vec<Vec<Cell>> {
        self.cells()
            .into_iter()
            .filter(|&c| self.get(c).is_none())
            .map(|c| vec![c])
            .collect()
    }

    /// The stones written one character a cell, row by row from the top: `X`, `O` or `-`.
    pub fn stones_text(&self) -> String {
        grid(self, |stone| match stone {
            Some(side) => side_symbol(side),
            None => '-',
        })
    }

    /// The group of the stone on `at` (joined through the four orthogonal neighbours) and the
    /// number of its liberties (the empty cells next to it).
    pub fn group(&self, at: Cell) -> (Vec<Cell>, usize) {
        let side = self.get(at);
        let mut group = vec![at];
        let mut liberties = Vec::new();
        let mut i = 0;
        while i < group.len() {
            for d in ORTHOGONAL {
                let Some(next) = self.step(group[i], d, 1) else {
                    continue;
                };
                if self.get(next).is_none() {
                    if !liberties.contains(&next) {
                        liberties.push(next);
                    }
                } else if self.get(next) == side && !group.contains(&next) {
                    group.push(next);
                }
            }
            i += 1;
        }
        (group, liberties.len())
    }

    /// Takes each group of `side`'s opponent next to `at` without a liberty; the stones taken.
    pub fn take_enclosed(&mut self, at: Cell, side: usize) -> usize {
        let mut taken = 0;
        for d in ORTHOGONAL {
            if let Some(next) = self.step(at, d, 1)
                && self.get(next) == Some(1 - side)
            {
                let (group, liberties) = self.group(next);
                if liberties == 0 {
                    for cell in group {
                        self.set(cell, None);
                        taken += 1;
                    }
                }
            }
        }
        taken
    }

    /// Whether `side` has a run of exactly `k` stones in a row, a column or a diagonal: `k`
    /// with no stone of its own right before or right after them.
    pub fn has_exact_line(&self, side: usize, k: usize) -> bool {
        let directions = [(1, 0), (0, 1), (1, 1), (1, -1)];
        let mine = |at: Option<Cell>| at.is_some_and(|at| self.get(at) == Some(side));
        self.cells().into_iter().any(|c| {
            directions.iter().any(|&d| {
                mine(Some(c))
                    && !mine(self.step(c, d, -1))
                    && (1..=k as i32)
                        .take_while(|&i| mine(self.step(c, d, i)))
                        .count()
                        == k - 1
            })
        })
    }

    /// Whether `side` has `k` or more stones in a row, a column or a diagonal.
    pub fn has_line(&self, side: usize, k: usize) -> bool {
        let directions = [(1, 0), (0, 1), (1, 1), (1, -1)];
        self.cells().into_iter().any(|c| {
            directions.iter().any(|&d| {
                (0..k as i32).all(|i| {
                    self.step(c, d, i)
                        .is_some_and(|at| self.get(at) == Some(side))
                })
            })
        })
    }
}

/// A game of the engine (generated by `game!` or written by hand) seen through [`Reference`],
/// its moves written by its own [`Notation`], so that it is counted and compared with the same
/// functions as the reference implementations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Engine<G>(pub G);

impl<G: Notation> Reference for Engine<G> {
    fn start() -> Self {
        Engine(G::start())
    }

    fn moves(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .0
            .legal_moves()
            .iter()
            .map(|&mv| self.0.format_move(mv))
            .collect();
        names.sort();
        names
    }

    fn play(&mut self, mv: &str) {
        let mv = self
            .0
            .parse_legal_move(mv)
            .unwrap_or_else(|e| panic!("{mv:?}: {e:?}"));
        self.0.play(mv);
    }

    fn result(&self) -> Option<i32> {
        self.0.terminal_value().map(i32::signum)
    }

    fn side_to_move(&self) -> usize {
        match self.0.side_to_move() {
            Player::First => 0,
            Player::Second => 1,
        }
    }
}

/// Plays `games` random games from the start in both `A` and `B` (typically a generated game
/// as [`Engine`] and its reference implementation), each turn a random move of their common
/// list, and asserts at every position that both have the same side to move, the same sorted
/// move list and the same result. Returns the number of positions compared.
pub fn cross_check<A: Reference, B: Reference>(games: usize, seed: u64) -> usize {
    cross_check_from(&[(A::start(), B::start())], games, seed)
}

/// [`cross_check`] from the pairs of positions `starts` (the same position in `A` and in `B`),
/// each in turn.
pub fn cross_check_from<A: Reference, B: Reference>(
    starts: &[(A, B)],
    games: usize,
    seed: u64,
) -> usize {
    let mut rng = Rng(seed);
    let mut positions = 0;
    for game in 0..games {
        let (mut a, mut b) = starts[game % starts.len()].clone();
        let mut played: Vec<String> = Vec::new();
        loop {
            let moves = a.moves();
            let context = || format!("game {game} (seed {seed}) after {}", played.join(" "));
            assert_eq!(moves, b.moves(), "moves, {}", context());
            assert_eq!(a.result(), b.result(), "result, {}", context());
            assert_eq!(a.side_to_move(), b.side_to_move(), "side, {}", context());
            positions += 1;
            if moves.is_empty() {
                break;
            }
            let mv = &moves[rng.below(moves.len())];
            a.play(mv);
            b.play(mv);
            played.push(mv.clone());
        }
    }
    positions
}

/// A reference position written as the generated game writes its positions
/// ([`Notation::position_string`]), so that the same position can be built in both and their
/// positions compared after every move.
pub trait Written: Reference {
    /// A position string the generated game reads as this position.
    fn written(&self) -> String;

    /// A position string of the generated game as this reference sees it: by default the
    /// string itself. (Domineering's reference knows that a cell is covered, not by whom.)
    fn seen(text: &str) -> String {
        text.to_string()
    }
}

/// The cells of `board` written one character each, row by row from the top, by `symbol`.
pub fn grid<T: Copy>(board: &Board<T>, symbol: impl Fn(T) -> char) -> String {
    board
        .cells()
        .into_iter()
        .map(|c| symbol(board.get(c)))
        .collect()
}

/// `X` or `O`, the symbol of side 0 or 1.
pub fn side_symbol(side: usize) -> char {
    ['X', 'O'][side]
}

/// One position held twice, by a reference implementation `R` and by the generated game `G`
/// (built from the reference's position string), and compared at every step: the same sorted
/// moves, the same result, the same side to move, and after every move the same position.
/// Any rule checked on a `Both` is checked on the generated game as well as on the reference.
#[derive(Clone, Debug)]
pub struct Both<R, G> {
    /// The reference's position.
    pub reference: R,
    /// The generated game's position.
    pub game: Engine<G>,
}

impl<R: Written, G: Notation> Both<R, G> {
    /// `reference`, and the generated game's reading of its position string.
    pub fn new(reference: R) -> Self {
        let text = reference.written();
        let game = G::parse_position(&text)
            .unwrap_or_else(|e| panic!("{}: cannot read {text:?}: {e}", G::NAME));
        let both = Both {
            reference,
            game: Engine(game),
        };
        both.assert_same_position("as built");
        both
    }

    /// Asserts that both hold the same position; `when` says where, for the message.
    pub fn assert_same_position(&self, when: &str) {
        assert_eq!(
            R::seen(&self.game.0.position_string()),
            R::seen(&self.reference.written()),
            "{}: the position, {when}",
            G::NAME
        );
    }
}

impl<R: Written, G: Notation> Reference for Both<R, G> {
    fn start() -> Self {
        let both = Both::new(R::start());
        assert_eq!(both.game.0, G::start(), "{}: the start", G::NAME);
        both
    }

    fn moves(&self) -> Vec<String> {
        let moves = self.reference.moves();
        assert_eq!(
            self.game.moves(),
            moves,
            "{}: the moves of {}",
            G::NAME,
            self.reference.written()
        );
        moves
    }

    fn play(&mut self, mv: &str) {
        let before = self.reference.written();
        self.reference.play(mv);
        self.game.play(mv);
        self.assert_same_position(&format!("after {mv} from {before}"));
    }

    fn result(&self) -> Option<i32> {
        let result = self.reference.result();
        assert_eq!(
            self.game.result(),
            result,
            "{}: the result of {}",
            G::NAME,
            self.reference.written()
        );
        result
    }

    fn side_to_move(&self) -> usize {
        let side = self.reference.side_to_move();
        assert_eq!(self.game.side_to_move(), side, "{}: the side", G::NAME);
        side
    }
}

/// Plays `games` random games in both the reference `R` and the generated game `G`, game `i`
/// from `starts[i % starts.len()]`, each turn a random move of their common list (seeded by
/// `seed`, so that a failure replays), comparing at every position their moves, result, side to
/// move and position ([`Both`]). `observe(before, move, after)` sees every move on the
/// reference, so that a test can count what the games reach. Returns the positions compared.
pub fn random_games<R: Written, G: Notation>(
    starts: &[R],
    games: usize,
    seed: u64,
    mut observe: impl FnMut(&R, &str, &R),
) -> usize {
    let mut rng = Rng(seed);
    let mut positions = 0;
    for game in 0..games {
        let start = starts[game % starts.len()].clone();
        let mut pos = Both::<R, G>::new(start.clone());
        let mut played: Vec<String> = Vec::new();
        loop {
            let replay = || {
                format!(
                    "game {game} (seed {seed}) from {} after {}",
                    start.written(),
                    played.join(" ")
                )
            };
            let moves = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let moves = pos.moves();
                assert_eq!(pos.result().is_some(), moves.is_empty(), "over, no move");
                pos.side_to_move();
                moves
            }))
            .unwrap_or_else(|_| panic!("{}", replay()));
            positions += 1;
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())].clone();
            let before = pos.reference.clone();
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| pos.play(&mv)))
                .unwrap_or_else(|_| panic!("{} {mv}", replay()));
            observe(&before, &mv, &pos.reference);
            played.push(mv);
        }
    }
    positions
}

/// The value of `pos` for its side to move (+1 won, 0 drawn, -1 lost) by plain negamax on the
/// reference implementation to the end of the game, memoised by position string; a search
/// stops at the first move that wins. Counts the positions it expands in `nodes`.
pub fn solve_plainly<R: Written>(pos: &R, memo: &mut HashMap<String, i32>, nodes: &mut u64) -> i32 {
    if let Some(result) = pos.result() {
        return result;
    }
    let key = pos.written();
    if let Some(&value) = memo.get(&key) {
        return value;
    }
    *nodes += 1;
    let mut best = -1;
    for mv in pos.moves() {
        let mut next = pos.clone();
        next.play(&mv);
        best = best.max(-solve_plainly(&next, memo, nodes));
        if best == 1 {
            break;
        }
    }
    memo.insert(key, best);
    best
}

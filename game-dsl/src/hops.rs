//! Stones that step to a neighbouring cell or hop over stones, racing to the cells the other
//! side starts on (Chinese checkers, Halma): `moves: step or hop chain`, `win: occupy`.
//!
//! A move takes one stone of the mover either one cell along one of the board's directions
//! into an empty cell, or over a neighbouring stone of either side (none is captured) into the
//! empty cell beyond it; with `chain`, the stone may hop on from where it lands, as often as it
//! can and stopping where it likes, never landing twice on a cell. A move is thus a stone and
//! the cell where it ends: the hops' route does not matter, and every route to one cell is one
//! move. The cells a stone reaches by hops are a flood fill of shifts: from the cells reached so
//! far, those one hop away, until no new cell is reached (a cell reached by any route is reached
//! by one that lands on no cell twice). The hops open in a position (a stone next to a cell that
//! way, the cell beyond it empty) are found once for all its stones, a set a direction, so that
//! each step of a flood is one shift a direction; a stone's own cell, which it leaves, closes
//! the hops over it. A stone's steps are its neighbours, a table the macro writes, that are empty.
//!
//! A side wins when its stones stand on every cell the other side started on (`win: occupy`),
//! tested after its move; a limit of plies draws. With `pass: when_blocked` a side without a
//! move passes (OpenSpiel's Chinese checkers), otherwise it loses.
//!
//! Every set is a [`BitSet`] of the cells on the board, each at the bit
//! `a * row + b * column + c` the macro chooses: the fewest bits in which no two cells meet
//! (the star's 121 holes lie in a 17 x 17 rhombus, 289 bits as `row * 17 + column`, but in 177
//! bits as `4 * row + 13 * column`), so that a neighbour is one shift away in every direction
//! and a set is as few words as can be. The cells on the board are numbered in the order of their rows and columns, and a
//! move is coded `from * cells + to` with those numbers, so that it fits a `u16`. The generated
//! code writes the masks as literals computed when the macro runs.
//!
//! ```
//! use game_dsl::{game, Game, GameExt, Notation};
//! game! {
//!     pub SmallStar {
//!         board: hex star 2,
//!         start: { X: rows 1..=2, O: rows 8..=9 },
//!         moves: step or hop chain,
//!         pass: when_blocked,
//!         win: occupy,
//!     }
//! }
//! let start = SmallStar::start();
//! // The tip g1 hops over f2 to e3 or over g2 to g3; f2 and g2 step down. (The moves come
//! // stone by stone in the order of the sets' bits.)
//! let mut moves: Vec<String> = start.legal_moves().iter().map(|&m| start.format_move(m)).collect();
//! moves.sort();
//! assert_eq!(moves, ["f2e3", "f2f3", "g1e3", "g1g3", "g2f3", "g2g3"]);
//! ```

use crate::bits::{BitSet, Indices};
use crate::error::{MoveError, PositionError};
use crate::game::Player;
use crate::hash::hash_words;
use crate::moves::Move;

/// The most 64-bit words of a board of hops.
const MAX_WORDS: usize = 16;

/// The most directions of a board of hops: eight on squares, six on hexagons.
pub const MAX_DIRS: usize = 8;

/// A direction of the board: the change of bit along it, and the cells a hop may leave that way
/// (the cells whose neighbour, and whose neighbour's neighbour, that way are on the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dir<B> {
    /// The change of bit: `row_change * width + column_change`.
    pub offset: i32,
    /// The cells with a cell on the board two cells away that way.
    pub hop: B,
}

impl<B: BitSet> Dir<B> {
    /// `set` moved `bits` bits this way (a number of cells times the direction's offset), every cell of it having a cell there on the board.
    #[inline(always)]
    fn by(set: B, bits: i32) -> B {
        if bits >= 0 {
            set << bits as u32
        } else {
            set >> (-bits) as u32
        }
    }

    /// The cells from which a hop this way is open: a stone next to them that way and the cell
    /// beyond it empty.
    #[inline(always)]
    fn open(&self, stones: B, empty: B) -> B {
        self.hop & Self::by(stones, -self.offset) & Self::by(empty, -2 * self.offset)
    }
}

/// The rules of a game of hops, a constant of the declaring type; `B` holds a set of cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HopRules<B: 'static> {
    /// Columns of the board's rectangle.
    pub width: u32,
    /// Rows of the board's rectangle.
    pub height: u32,
    /// The cells on the board.
    pub all: B,
    /// The directions.
    pub dirs: &'static [Dir<B>],
    /// The neighbours on the board of each cell, by number.
    pub neighbours: &'static [B],
    /// Whether a stone may hop on after a hop (`chain`).
    pub chain: bool,
    /// Each side's stones at the start, the first player's first; each side's goal is the
    /// other's start.
    pub start: [B; 2],
    /// The cells of each row of the rectangle, from the top (the evaluation's rows).
    pub rows: &'static [B],
    /// The cell of the rectangle (`row * width + column`) of each number (the cells on the
    /// board in order).
    pub cells: &'static [u16],
    /// The number of each cell of the rectangle, `u16::MAX` off the board.
    pub numbers: &'static [u16],
    /// The bit of each number in the sets.
    pub bits: &'static [u16],
    /// The number of each bit of the sets, `u16::MAX` for a bit of no cell.
    pub bit_numbers: &'static [u16],
    /// The plies after which the game is drawn (0: no limit).
    pub limit: u16,
    /// Whether a side without a move passes (`pass: when_blocked`), rather than losing.
    pub pass: bool,
}

impl<B: BitSet> HopRules<B> {
    /// The number of cells on the board.
    #[inline]
    pub fn count(&self) -> usize {
        self.cells.len()
    }

    /// The move of the stone on the cell numbered `from` to the one numbered `to`.
    #[inline]
    pub fn encode(&self, from: usize, to: usize) -> Move {
        Move::new((from * self.count() + to) as u16)
    }

    /// The numbers of the cells a move takes its stone from and to.
    #[inline]
    pub fn decode(&self, mv: Move) -> (usize, usize) {
        let n = self.count();
        let code = usize::from(mv.code());
        (code / n, code % n)
    }

    /// The cell of the rectangle (`row * width + column`) of the number `n`.
    #[inline]
    pub fn cell(&self, n: usize) -> usize {
        usize::from(self.cells[n])
    }

    /// The bit of the sets of the number `n`.
    #[inline]
    pub fn bit(&self, n: usize) -> usize {
        usize::from(self.bits[n])
    }

    /// The bit of the sets of a cell of the rectangle on the board.
    #[inline]
    fn bit_of_cell(&self, cell: usize) -> usize {
        self.bit(usize::from(self.numbers[cell]))
    }

    /// The hops open with every stone in place, one set a direction (in the order of
    /// [`HopRules::dirs`]): the cells with a stone next to them that way and the cell beyond it
    /// empty. Computed once a position for all its stones.
    #[inline]
    pub fn open(&self, stones: B) -> [B; MAX_DIRS] {
        let empty = self.all & !stones;
        let mut open = [B::ZERO; MAX_DIRS];
        for (set, dir) in open.iter_mut().zip(self.dirs) {
            *set = dir.open(stones, empty);
        }
        open
    }

    /// The cells a stone on `from` ends on by one hop or a chain of them, `open` being the hops
    /// open with every stone in place ([`HopRules::open`]). The hops over the stone's own cell
    /// are closed, as it has left it; it may not land there again.
    #[inline]
    pub fn hops(&self, from: B, open: &[B; MAX_DIRS]) -> B {
        let mut paths = [B::ZERO; MAX_DIRS];
        for ((path, &set), dir) in paths.iter_mut().zip(open).zip(self.dirs) {
            *path = set & !Dir::by(from, -dir.offset);
        }
        let mut reached = B::ZERO;
        let mut frontier = from;
        loop {
            let mut next = B::ZERO;
            for (&path, dir) in paths.iter().zip(self.dirs) {
                next |= Dir::by(frontier & path, 2 * dir.offset);
            }
            next &= !(reached | from);
            if next.is_zero() || !self.chain {
                return reached | next;
            }
            reached |= next;
            frontier = next;
        }
    }

    /// The empty cells a stone on the cell numbered `from` steps to.
    #[inline]
    pub fn steps(&self, from: usize, empty: B) -> B {
        self.neighbours[from] & empty
    }
}

/// A position: each side's stones, the side to move and the plies played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position<B> {
    /// Each side's stones, the first player's first.
    pub stones: [B; 2],
    /// The side to move.
    pub side: Player,
    /// The plies played (passes included).
    pub ply: u16,
}

/// The moves of a position, each a stone and the cell it ends on.
pub type Moves = crate::moves::SpillingList<Move, 256>;

/// The moves of a position, one by one.
pub type MoveIter = <Moves as IntoIterator>::IntoIter;

impl<B: BitSet> Position<B> {
    /// The start: each side's stones on its cells, the first player to move.
    pub fn start(rules: &HopRules<B>) -> Position<B> {
        Position {
            stones: rules.start,
            side: Player::First,
            ply: 0,
        }
    }

    /// Whether `side`'s stones stand on every cell the other side started on.
    #[inline]
    fn arrived(&self, rules: &HopRules<B>, side: usize) -> bool {
        let goal = rules.start[1 - side];
        (self.stones[side] & goal) == goal
    }

    /// Whether the game is over: the side that just moved arrived, or the limit.
    #[inline]
    pub fn over(&self, rules: &HopRules<B>) -> bool {
        self.arrived(rules, self.side.opponent().index())
            || (rules.limit > 0 && self.ply >= rules.limit)
    }

    /// Appends every move of the side to move: its stones in the order of their bits, each
    /// stone's steps and hops in that order.
    pub fn generate(&self, rules: &HopRules<B>, out: &mut impl Extend<Move>) {
        let mine = self.stones[self.side.index()];
        let stones = self.stones[0] | self.stones[1];
        let empty = rules.all & !stones;
        let open = rules.open(stones);
        let any = open.iter().fold(B::ZERO, |any, &set| any | set);
        for bit in Indices::new(mine) {
            let from = usize::from(rules.bit_numbers[bit]);
            let mut to = rules.steps(from, empty);
            if any.has(bit) {
                to |= rules.hops(B::bit(bit), &open);
            }
            out.extend(
                Indices::new(to).map(|to| rules.encode(from, usize::from(rules.bit_numbers[to]))),
            );
        }
    }

    /// Appends the legal moves to `out` (empty): none once the game is over; the pass alone
    /// for a side that has no move and passes.
    #[inline]
    pub fn moves(&self, rules: &HopRules<B>, out: &mut Moves) {
        if self.over(rules) {
            return;
        }
        self.generate(rules, out);
        if out.is_empty() && rules.pass {
            out.push(Move::PASS);
        }
    }

    /// Plays a legal move (or the pass).
    #[inline]
    pub fn play(&mut self, rules: &HopRules<B>, mv: Move) {
        if !mv.is_pass() {
            let (from, to) = rules.decode(mv);
            let me = self.side.index();
            self.stones[me] = (self.stones[me] & !B::bit(rules.bit(from))) | B::bit(rules.bit(to));
        }
        self.ply += 1;
        self.side = self.side.opponent();
    }

    /// The value for the side to move once the game is over (1, 0 or -1), `None` before: the
    /// side that moved arrived (a loss for the side to move), the limit (a draw), or a side
    /// without a move that does not pass (a loss).
    #[inline]
    pub fn value(&self, rules: &HopRules<B>) -> Option<i32> {
        if self.arrived(rules, self.side.opponent().index()) {
            Some(-1)
        } else if rules.limit > 0 && self.ply >= rules.limit {
            Some(0)
        } else if !rules.pass && self.is_blocked(rules) {
            Some(-1)
        } else {
            None
        }
    }

    /// Whether the side to move has no move.
    fn is_blocked(&self, rules: &HopRules<B>) -> bool {
        let mut none = true;
        let mut probe = Probe(&mut none);
        self.generate(rules, &mut probe);
        none
    }

    /// Why the game ended: a side arrived, the limit, or a side without a move.
    pub fn ending(&self, rules: &HopRules<B>) -> Option<crate::Ending> {
        if self.arrived(rules, self.side.opponent().index()) {
            Some(crate::Ending::Goal)
        } else if rules.limit > 0 && self.ply >= rules.limit {
            Some(crate::Ending::PlyLimit)
        } else if !rules.pass && self.is_blocked(rules) {
            Some(crate::Ending::NoMoves)
        } else {
            None
        }
    }

    /// How far each side has come, for the side to move less the other: the rows its stones
    /// stand from the side of the board it started on, summed.
    #[inline]
    pub fn evaluate(&self, rules: &HopRules<B>) -> i32 {
        let last = rules.rows.len() as i32 - 1;
        let mut score = 0;
        for (row, &cells) in rules.rows.iter().enumerate() {
            let row = row as i32;
            score += (self.stones[0] & cells).count() as i32 * row;
            score -= (self.stones[1] & cells).count() as i32 * (last - row);
        }
        if self.side == Player::First {
            score
        } else {
            -score
        }
    }

    /// The key: the stones, the side and the plies played.
    #[inline]
    pub fn key(&self) -> u64 {
        let mut words = [0u64; 2 * MAX_WORDS + 1];
        for i in 0..B::WORDS {
            words[i] = self.stones[0].word(i);
            words[B::WORDS + i] = self.stones[1].word(i);
        }
        words[2 * B::WORDS] = u64::from(self.ply);
        hash_words(&words[..2 * B::WORDS + 1], self.side.index())
    }
}

/// An `Extend` that records whether anything was added, and keeps nothing.
struct Probe<'a>(&'a mut bool);

impl Extend<Move> for Probe<'_> {
    fn extend<I: IntoIterator<Item = Move>>(&mut self, iter: I) {
        if iter.into_iter().next().is_some() {
            *self.0 = false;
        }
    }
}

/// The name of `cell` of the rectangle: its column letter and its row from the top (`a1` the
/// top left); `None` off the board.
pub fn cell_name<B: BitSet>(rules: &HopRules<B>, cell: usize) -> Option<String> {
    (cell < rules.numbers.len() && rules.numbers[cell] != u16::MAX)
        .then(|| crate::notation::square_name(cell, rules.width as usize))
}

/// Reads a cell's name on the board.
fn parse_cell<B: BitSet>(rules: &HopRules<B>, text: &str) -> Option<usize> {
    let (w, h) = (rules.width as usize, rules.height as usize);
    match crate::notation::leading_square(text, w, h) {
        Some((cell, "")) if rules.numbers[cell] != u16::MAX => Some(cell),
        _ => None,
    }
}

/// Writes a move: the cell the stone leaves and the cell it ends on (`m4l5`), or `pass`.
pub fn format_move<B: BitSet>(rules: &HopRules<B>, mv: Move) -> String {
    if mv.is_pass() {
        return "pass".to_string();
    }
    let (from, to) = rules.decode(mv);
    format!(
        "{}{}",
        cell_name(rules, rules.cell(from)).unwrap_or_default(),
        cell_name(rules, rules.cell(to)).unwrap_or_default()
    )
}

/// Reads a move written by [`format_move`] (whether legal or not is the caller's question).
pub fn parse_move<B: BitSet>(rules: &HopRules<B>, text: &str) -> Result<Move, MoveError> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("pass") && rules.pass {
        return Ok(Move::PASS);
    }
    let malformed = || MoveError::Malformed {
        text: text.to_string(),
        expected: "the cell the stone leaves and the cell it ends on, each a column letter and \
                   a row from the top, as `m4l5`"
            .to_string(),
    };
    let lower = text.to_ascii_lowercase();
    let (w, h) = (rules.width as usize, rules.height as usize);
    let (from, to) = crate::notation::leading_square(&lower, w, h).ok_or_else(malformed)?;
    match (
        rules
            .numbers
            .get(from)
            .filter(|&&n| n != u16::MAX)
            .map(|_| from),
        parse_cell(rules, to),
    ) {
        (Some(from), Some(to)) if from != to => Ok(rules.encode(
            usize::from(rules.numbers[from]),
            usize::from(rules.numbers[to]),
        )),
        _ => Err(malformed()),
    }
}

/// Writes a position: each cell on the board `X`, `O` or `-` in order, the side to move and the
/// plies played.
pub fn position_string<B: BitSet>(rules: &HopRules<B>, position: &Position<B>) -> String {
    let mut text: String = rules
        .bits
        .iter()
        .map(|&bit| {
            let cell = usize::from(bit);
            if position.stones[0].has(cell) {
                'X'
            } else if position.stones[1].has(cell) {
                'O'
            } else {
                '-'
            }
        })
        .collect();
    text.push_str(&format!(" {} {}", position.side.symbol(), position.ply));
    text
}

/// Reads a position written by [`position_string`] (the plies may be left out: the side to
/// move's parity). Each side keeps as many stones as it started with.
pub fn parse_position<B: BitSet>(
    rules: &HopRules<B>,
    text: &str,
) -> Result<Position<B>, PositionError> {
    let expected = || {
        format!(
            "expected the {} cells as `X`, `O` or `-` in order (row by row from the top), the \
             side to move, and optionally the plies played (below {}), separated by spaces",
            rules.count(),
            rules.limit
        )
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let (cells, side, ply) = match words[..] {
        [cells, side] => (cells, side, None),
        [cells, side, ply] => (cells, side, Some(ply)),
        _ => return Err(PositionError::new(text, expected())),
    };
    let side = match side {
        "X" => Player::First,
        "O" => Player::Second,
        _ => return Err(PositionError::new(text, expected())),
    };
    if cells.chars().count() != rules.count() {
        return Err(PositionError::new(text, expected()));
    }
    let mut stones = [B::ZERO; 2];
    for (&bit, c) in rules.bits.iter().zip(cells.chars()) {
        match c {
            'X' => stones[0] |= B::bit(usize::from(bit)),
            'O' => stones[1] |= B::bit(usize::from(bit)),
            '-' => {}
            _ => return Err(PositionError::new(text, expected())),
        }
    }
    for (side, start) in stones.iter().zip(rules.start) {
        if side.count() != start.count() {
            return Err(PositionError::new(
                text,
                format!(
                    "each side keeps the {} stones it starts with",
                    start.count()
                ),
            ));
        }
    }
    let ply = match ply {
        None => side.index() as u16,
        Some(ply) => ply
            .parse::<u16>()
            .ok()
            .filter(|&n| rules.limit == 0 || n <= rules.limit)
            .ok_or_else(|| PositionError::new(text, expected()))?,
    };
    let position = Position { stones, side, ply };
    if position.arrived(rules, side.index()) {
        return Err(PositionError::new(
            text,
            "the side to move has arrived: the game ended before its turn",
        ));
    }
    Ok(position)
}

/// The legend of [`render`]'s drawings.
pub const LEGEND: &str = "X, O: the players' stones; .: an empty cell (each row half a cell right of the one above; columns a, b, ... from the left, rows 1, 2, ... from the top)";

/// Draws the board, each row shifted half a cell right of the one above as the hexagons are,
/// and `status` below.
pub fn render<B: BitSet>(rules: &HopRules<B>, position: &Position<B>, status: &str) -> String {
    let (width, height) = (rules.width as usize, rules.height as usize);
    let mut lines = Vec::new();
    for row in 0..height {
        let mut line = format!("{:>2} {}", row + 1, " ".repeat(row));
        for column in 0..width {
            let cell = row * width + column;
            line.push(if rules.numbers[cell] == u16::MAX {
                ' '
            } else if position.stones[0].has(rules.bit_of_cell(cell)) {
                'X'
            } else if position.stones[1].has(rules.bit_of_cell(cell)) {
                'O'
            } else {
                '.'
            });
            line.push(' ');
        }
        lines.push(line.trim_end().to_string());
    }
    let mut text = lines.join("\n");
    text.push('\n');
    text.push_str(status);
    text.push('\n');
    text
}

//! Pieces placed, then moved around a hive that is the whole board (Hive): `board: hive`, kinds
//! of pieces made of movement parts, `royal: queen { by_turn: 4, not_first }`, `win: surround
//! royal`.
//!
//! There is no board: the pieces touch one another, edge to edge, as hexagons. A turn places a
//! piece from the side's hand or moves one of its pieces, once its royal piece is placed. The
//! first piece goes anywhere, the second beside it; after that a piece enters touching pieces
//! of its own side only, and none of the other side's. A side whose royal piece is not placed
//! by its turn `by_turn` must place it then. A move may never split the hive in two (the
//! one-hive rule), not even while the piece is moving, and a piece covered by another may not
//! move. How each kind moves is the sum of its parts:
//!
//! - `slide N` / `slide any`: slides around the hive, from a cell to a neighbouring one along
//!   the edge of a piece, exactly `N` cells without visiting a cell twice, or any number of
//!   cells. A slide squeezes between no two pieces and keeps touching the hive: of the two
//!   cells beside the step, exactly one holds a piece (the mover's own cell counted empty).
//! - `climb`: one cell onto the hive, across its top or down from it; it may not pass between
//!   two stacks both as high as the higher of where it leaves and where it lands (Hive's
//!   beetle).
//! - `hop`: over a straight line of one or more pieces, to the first empty cell (the
//!   grasshopper).
//! - `over N`: onto the hive, `N - 1` more cells across its top, and down (the ladybug, `over
//!   2`).
//! - `mimic`: as any kind of piece it touches (the top piece of each neighbouring cell) but
//!   another mimic; on top of the hive, as a climber only (the mosquito).
//! - `throw`: instead of moving, lifts a touching piece over itself to an empty cell it touches
//!   (the pillbug), unless a pair of stacks beside it blocks the way over. The piece lifted may
//!   be of either side, but not one that is covered or covers another, that the other side
//!   just moved, or whose lifting would split the hive.
//!
//! A piece the other side moved (or lifted) last may not move this turn. A side without a move
//! passes. A side whose royal piece is surrounded on all six sides loses; both at once draw.
//!
//! These are the rules of OpenSpiel's `hive` (its `hive_board.cc`), which follow Gen42's
//! rulebook and the Universal Hive Protocol's engines: the freedom to move at a height, the
//! pillbug's and the mosquito's powers, a pillbug that may not lift the piece just moved.
//!
//! Cells lie on a torus of 32 x 32 hexagons in axial coordinates (`q` to the east, `r` to the
//! south-east): the hive, at most 28 pieces long (the declarations allow 14 a side) plus a cell
//! each side, never meets itself around it, so the torus plays as the unbounded table. A set of cells is 32 rows of 32 bits
//! ([`Cells`]); the slides of a piece that may go any distance are a flood fill of shifts, the
//! one-hive rule is the articulation points of the hive (Tarjan's search, once per position).
//! A move is coded by its piece and the cell it goes to: `piece << 10 | cell`.
//!
//! Moves are written in the Universal Hive Protocol's notation: the piece (`w` or `b`, its
//! kind's letter, its number if the side has several of the kind: `wA2`), then a piece beside
//! the cell it goes to with the direction from that piece: `bL/` north-east, `bL-` east, `bL\`
//! south-east, `/bL` south-west, `-bL` west, `\bL` north-west, or the piece it goes on top of
//! (`bL`). The first move is the piece alone. Any piece beside the cell names it; the moves
//! listed name the first of the neighbours north-east, east, south-east, south-west, west and
//! north-west of the cell (the piece under a stack's top when the mover leaves it). Pieces of
//! a kind enter in the order of their numbers.
//!
//! ```
//! use game_dsl::{game, Game, GameExt, Notation};
//! game! {
//!     pub Bugs {
//!         board: hive,
//!         pieces: { queen Q: 1 slide 1, ant A: 2 slide any, beetle B: 1 [slide 1, climb] },
//!         royal: queen,
//!         win: surround royal,
//!         pass: when_blocked,
//!     }
//! }
//! let start = Bugs::start();
//! // The first piece: an ant, a beetle or the queen, all on the one cell.
//! assert_eq!(start.legal_moves().len(), 3);
//! // A kind a side has one of is named without a number: `bB`, `wQ`.
//! let pos = start.play_sequence("wA1, bB wA1-, wQ -wA1").unwrap();
//! assert_eq!(pos.format_move(pos.parse_legal_move("bQ bB-").unwrap()), "bQ bB-");
//! ```

use crate::error::{MoveError, PositionError};
use crate::game::Player;
use crate::hash::hash_words;
use crate::moves::Move;

/// Cells along each side of the torus the hive lies on.
pub const SIDE: usize = 32;
/// The cells of the torus.
pub const CELLS: usize = SIDE * SIDE;
/// The most pieces a side has (the slots of a side in [`Position::cell`]).
pub const PER_SIDE: usize = 16;
/// The cell of the first piece placed: the middle of the torus, axial `(0, 0)`.
pub const ORIGIN: usize = 16 * SIDE + 16;
/// `slide any`: a slide of any length.
pub const ANY: u8 = u8::MAX;
/// The cell of a piece in hand.
const HAND: u16 = u16::MAX;
/// No piece.
const NONE: u8 = u8::MAX;

/// The six directions as axial steps `(q, r)`: north-east, east, south-east, south-west, west,
/// north-west; each one's opposite is three further.
const STEPS: [(usize, usize); 6] = [
    (1, SIDE - 1),
    (1, 0),
    (0, 1),
    (SIDE - 1, 1),
    (SIDE - 1, 0),
    (0, SIDE - 1),
];

/// The cell beside `cell` in direction `d`.
#[inline]
fn beside(cell: usize, d: usize) -> usize {
    let (dq, dr) = STEPS[d];
    ((cell / SIDE + dr) % SIDE) * SIDE + (cell % SIDE + dq) % SIDE
}

/// The direction after `d`, clockwise.
#[inline]
fn clockwise(d: usize) -> usize {
    (d + 1) % 6
}

/// The direction before `d`, clockwise.
#[inline]
fn anticlockwise(d: usize) -> usize {
    (d + 5) % 6
}

/// A set of cells of the torus: 32 rows of 32 bits, bit `q` of row `r`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cells(pub [u32; SIDE]);

impl Cells {
    /// The set of one cell.
    #[inline]
    pub fn one(cell: usize) -> Cells {
        let mut set = Cells::default();
        set.insert(cell);
        set
    }

    /// Whether `cell` is in the set.
    #[inline]
    pub fn has(&self, cell: usize) -> bool {
        self.0[cell / SIDE] >> (cell % SIDE) & 1 != 0
    }

    /// Adds `cell`.
    #[inline]
    pub fn insert(&mut self, cell: usize) {
        self.0[cell / SIDE] |= 1 << (cell % SIDE);
    }

    /// Takes `cell` out.
    #[inline]
    pub fn remove(&mut self, cell: usize) {
        self.0[cell / SIDE] &= !(1 << (cell % SIDE));
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&row| row == 0)
    }

    /// The cells of the set, row by row.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(r, &row)| {
            let mut bits = row;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let q = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    r * SIDE + q
                })
            })
        })
    }

    /// Every cell moved one step in direction `d`.
    #[inline]
    pub fn shift(&self, d: usize) -> Cells {
        let (dq, dr) = STEPS[d];
        let mut out = [0; SIDE];
        for (r, &row) in self.0.iter().enumerate() {
            out[(r + dr) % SIDE] = row.rotate_left(dq as u32);
        }
        Cells(out)
    }

    /// The cells beside a cell of the set.
    pub fn around(&self) -> Cells {
        (0..6).fold(Cells::default(), |all, d| all | self.shift(d))
    }
}

impl std::ops::BitOr for Cells {
    type Output = Cells;
    #[inline]
    fn bitor(self, other: Cells) -> Cells {
        Cells(std::array::from_fn(|r| self.0[r] | other.0[r]))
    }
}

impl std::ops::BitOrAssign for Cells {
    #[inline]
    fn bitor_assign(&mut self, other: Cells) {
        *self = *self | other;
    }
}

impl std::ops::BitAnd for Cells {
    type Output = Cells;
    #[inline]
    fn bitand(self, other: Cells) -> Cells {
        Cells(std::array::from_fn(|r| self.0[r] & other.0[r]))
    }
}

impl std::ops::BitXor for Cells {
    type Output = Cells;
    #[inline]
    fn bitxor(self, other: Cells) -> Cells {
        Cells(std::array::from_fn(|r| self.0[r] ^ other.0[r]))
    }
}

impl std::ops::Not for Cells {
    type Output = Cells;
    #[inline]
    fn not(self) -> Cells {
        Cells(self.0.map(|row| !row))
    }
}

/// How a kind of piece moves: its parts, which add up (see the [module](self)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gait {
    /// `slide N`: exactly `N` cells around the hive; [`ANY`]: any number; 0: none.
    pub slide: u8,
    /// `climb`: a cell onto, across or off the hive.
    pub climb: bool,
    /// `hop`: over a line of pieces.
    pub hop: bool,
    /// `over N`: onto the hive, `N - 1` cells across it, and down; 0: none.
    pub over: u8,
    /// `mimic`: as the kinds it touches.
    pub mimic: bool,
    /// `throw`: lifts a touching piece over itself.
    pub throw: bool,
}

/// A kind of piece: its letter, how many each side has, how it moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kind {
    /// The letter that names it (`Q`).
    pub letter: char,
    /// How many each side has.
    pub count: u8,
    /// How it moves.
    pub gait: Gait,
}

/// The rules of a game of the hive, a constant of the declaring type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HiveRules {
    /// The kinds, in the order their pieces are numbered.
    pub kinds: &'static [Kind],
    /// The kind of each of a side's slots: the pieces of the first kind, then the second's...
    pub slots: &'static [u8],
    /// Each kind's first slot.
    pub first_slot: &'static [u8],
    /// The royal kind: a side may move once it is placed, and loses when it is surrounded.
    pub royal: u8,
    /// The turn of its own by which a side places its royal piece (0: no such turn).
    pub royal_by: u8,
    /// Whether the royal piece may be a side's first piece.
    pub royal_first: bool,
    /// The plies after which the game is drawn (0: none).
    pub limit: u32,
    /// Whether a side without a move passes (else it loses).
    pub pass: bool,
}

impl HiveRules {
    /// The pieces of a side.
    #[inline]
    pub fn per_side(&self) -> usize {
        self.slots.len()
    }

    /// The kind of `piece` (its slot's).
    #[inline]
    pub fn kind_of(&self, piece: usize) -> usize {
        usize::from(self.slots[piece % PER_SIDE])
    }

    /// The pieces in play of both sides' slots: `side * PER_SIDE + slot`.
    #[inline]
    fn pieces(&self) -> impl Iterator<Item = usize> + '_ {
        (0..2).flat_map(move |side| (0..self.per_side()).map(move |slot| side * PER_SIDE + slot))
    }

    /// The side's royal piece.
    #[inline]
    fn royal_piece(&self, side: usize) -> usize {
        side * PER_SIDE + usize::from(self.first_slot[usize::from(self.royal)])
    }
}

/// The code of the move of `piece` to `cell`.
#[inline]
pub fn move_code(piece: usize, cell: usize) -> Move {
    Move::new((piece << 10 | cell) as u16)
}

/// The piece a move moves and the cell it goes to (not for a pass).
#[inline]
pub fn move_parts(mv: Move) -> (usize, usize) {
    (mv.index() >> 10, mv.index() & (CELLS - 1))
}

/// A position: where each piece is (its cell and its height in its stack), the cells that hold
/// a piece, the piece moved last, the side to move and the plies played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Each piece's cell, by `side * PER_SIDE + slot`; `u16::MAX` in hand.
    pub cell: [u16; 2 * PER_SIDE],
    /// Each piece's height: 0 on the table, 1 on a piece, ...
    pub level: [u8; 2 * PER_SIDE],
    /// The cells that hold a piece.
    pub ground: Cells,
    /// The piece moved (or lifted) last ply, that may not move now; `u8::MAX`: none.
    pub last: u8,
    /// The side to move.
    pub side: Player,
    /// The plies played (passes included).
    pub ply: u16,
}

/// The moves of a position: the placements, then the moves of the pieces in play.
pub type Moves = crate::moves::SpillingList<Move, 256>;

/// The moves of a position, one by one.
pub type MoveIter = <Moves as IntoIterator>::IntoIter;

/// What a move generation reads again and again: the cells holding two pieces or more, and the
/// pieces that may not move for the one-hive rule.
struct Scan {
    stacked: Cells,
    pinned: u32,
}

impl Position {
    /// The start: every piece in hand, the first player to move.
    pub fn start(_rules: &HiveRules) -> Position {
        Position {
            cell: [HAND; 2 * PER_SIDE],
            level: [0; 2 * PER_SIDE],
            ground: Cells::default(),
            last: NONE,
            side: Player::First,
            ply: 0,
        }
    }

    /// Whether `piece` is on the table.
    #[inline]
    pub fn in_play(&self, piece: usize) -> bool {
        self.cell[piece] != HAND
    }

    /// The height of the top piece of `cell`: -1 for an empty cell.
    #[inline]
    fn top_level(&self, rules: &HiveRules, scan: &Scan, cell: usize) -> i32 {
        if !self.ground.has(cell) {
            -1
        } else if !scan.stacked.has(cell) {
            0
        } else {
            self.top(rules, cell)
                .map_or(-1, |p| i32::from(self.level[p]))
        }
    }

    /// The top piece of `cell`.
    pub fn top(&self, rules: &HiveRules, cell: usize) -> Option<usize> {
        rules
            .pieces()
            .filter(|&p| usize::from(self.cell[p]) == cell)
            .max_by_key(|&p| self.level[p])
    }

    /// The piece right under `piece` in its stack.
    fn below(&self, rules: &HiveRules, piece: usize) -> Option<usize> {
        let level = self.level[piece].checked_sub(1)?;
        rules
            .pieces()
            .find(|&p| self.cell[p] == self.cell[piece] && self.level[p] == level)
    }

    /// Whether a piece lies on top of `piece`.
    fn covered(&self, rules: &HiveRules, scan: &Scan, piece: usize) -> bool {
        let cell = usize::from(self.cell[piece]);
        scan.stacked.has(cell) && self.top_level(rules, scan, cell) > i32::from(self.level[piece])
    }

    /// The cells holding two pieces or more, and the pinned pieces.
    fn scan(&self, rules: &HiveRules) -> Scan {
        Scan {
            stacked: self.stacked(rules),
            pinned: self.pinned(rules),
        }
    }

    /// The cells holding two pieces or more.
    fn stacked(&self, rules: &HiveRules) -> Cells {
        let mut stacked = Cells::default();
        for p in rules.pieces() {
            if self.in_play(p) && self.level[p] > 0 {
                stacked.insert(usize::from(self.cell[p]));
            }
        }
        stacked
    }

    /// The pieces on the table whose cell is an articulation point of the hive (their leaving
    /// would split it): Tarjan's depth-first search over the cells holding a piece.
    fn pinned(&self, rules: &HiveRules) -> u32 {
        let mut ground_piece = [NONE; 2 * PER_SIDE];
        let mut cells = [0u16; 2 * PER_SIDE];
        let mut n = 0;
        let mut index = [NONE; CELLS];
        for p in rules.pieces() {
            if self.in_play(p) && self.level[p] == 0 {
                index[usize::from(self.cell[p])] = n as u8;
                cells[n] = self.cell[p];
                ground_piece[n] = p as u8;
                n += 1;
            }
        }
        if n < 3 {
            return 0;
        }
        struct Search<'a> {
            cells: &'a [u16],
            index: &'a [u8; CELLS],
            order: [u8; 2 * PER_SIDE],
            low: [u8; 2 * PER_SIDE],
            time: u8,
            cut: u32,
        }
        fn visit(s: &mut Search, v: usize, parent: usize) {
            s.time += 1;
            s.order[v] = s.time;
            s.low[v] = s.time;
            let mut children = 0;
            for d in 0..6 {
                let u = s.index[beside(usize::from(s.cells[v]), d)];
                if u == NONE || usize::from(u) == parent {
                    continue;
                }
                let u = usize::from(u);
                if s.order[u] != 0 {
                    s.low[v] = s.low[v].min(s.order[u]);
                } else {
                    visit(s, u, v);
                    children += 1;
                    s.low[v] = s.low[v].min(s.low[u]);
                    if parent != usize::MAX && s.low[u] >= s.order[v] {
                        s.cut |= 1 << v;
                    }
                }
            }
            if parent == usize::MAX && children > 1 {
                s.cut |= 1 << v;
            }
        }
        let mut search = Search {
            cells: &cells[..n],
            index: &index,
            order: [0; 2 * PER_SIDE],
            low: [0; 2 * PER_SIDE],
            time: 0,
            cut: 0,
        };
        visit(&mut search, 0, usize::MAX);
        ground_piece[..n]
            .iter()
            .enumerate()
            .filter(|&(v, _)| search.cut >> v & 1 != 0)
            .fold(0, |pinned, (_, &piece)| pinned | 1 << piece)
    }

    /// Whether the side to move may move into `to` from `from` by a slide: `to` is empty and,
    /// of the two cells beside the step, exactly one holds a piece other than the mover (on
    /// `start`).
    #[inline]
    fn slides(&self, from: usize, d: usize, start: usize) -> bool {
        let to = beside(from, d);
        let held = |cell: usize| cell != start && self.ground.has(cell);
        !self.ground.has(to)
            && held(beside(from, clockwise(d))) != held(beside(from, anticlockwise(d)))
    }

    /// The cells a piece on the table at `start` reaches by sliding exactly `steps` cells,
    /// visiting none twice.
    fn slide_exactly(&self, start: usize, steps: u8) -> Cells {
        fn walk(
            pos: &Position,
            start: usize,
            path: &mut [usize; 8],
            depth: usize,
            steps: usize,
            out: &mut Cells,
        ) {
            let here = path[depth - 1];
            for d in 0..6 {
                let next = beside(here, d);
                if path[..depth].contains(&next) || !pos.slides(here, d, start) {
                    continue;
                }
                if depth == steps {
                    out.insert(next);
                } else {
                    path[depth] = next;
                    walk(pos, start, path, depth + 1, steps, out);
                }
            }
        }
        let mut out = Cells::default();
        let mut path = [start; 8];
        walk(
            self,
            start,
            &mut path,
            1,
            usize::from(steps.min(7)),
            &mut out,
        );
        out
    }

    /// The cells a piece on the table at `start` reaches by sliding any number of cells: a
    /// flood fill of the steps open in each direction.
    fn slide_any(&self, start: usize) -> Cells {
        let mut rest = self.ground;
        rest.remove(start);
        // The cells from which a step in direction d keeps touching the hive and squeezes
        // between no two pieces: exactly one of the two cells beside the step is held.
        let open: [Cells; 6] = std::array::from_fn(|d| {
            rest.shift((clockwise(d) + 3) % 6) ^ rest.shift((anticlockwise(d) + 3) % 6)
        });
        let empty = !self.ground;
        let mut reached = Cells::one(start);
        let mut frontier = reached;
        loop {
            let mut next = Cells::default();
            for (d, open) in open.iter().enumerate() {
                next |= (frontier & *open).shift(d);
            }
            next = next & empty & !reached;
            if next.is_empty() {
                break;
            }
            reached |= next;
            frontier = next;
        }
        reached.remove(start);
        reached
    }

    /// The cells reached by one climb from `cell` at height `level`: on top of the hive
    /// (`.0`, the cells whose stacks it lands on) or down to the table (`.1`). A climb may not
    /// pass between two stacks both as high as the higher of its two ends.
    fn climbs(&self, rules: &HiveRules, scan: &Scan, cell: usize, level: i32) -> (Cells, Cells) {
        let (mut up, mut down) = (Cells::default(), Cells::default());
        for d in 0..6 {
            let to = beside(cell, d);
            let high = |height: i32| {
                self.top_level(rules, scan, beside(cell, clockwise(d))) >= height
                    && self.top_level(rules, scan, beside(cell, anticlockwise(d))) >= height
            };
            if self.ground.has(to) {
                let landing = self.top_level(rules, scan, to) + 1;
                if !high(landing.max(level)) {
                    up.insert(to);
                }
            } else if level > 0 && !high(level) {
                down.insert(to);
            }
        }
        (up, down)
    }

    /// The cells a piece at `start` on the table reaches by hopping over a line of pieces.
    fn hops(&self, start: usize) -> Cells {
        let mut out = Cells::default();
        for d in 0..6 {
            let mut cell = beside(start, d);
            if !self.ground.has(cell) {
                continue;
            }
            while self.ground.has(cell) {
                cell = beside(cell, d);
            }
            out.insert(cell);
        }
        out
    }

    /// The cells a piece at `start` on the table reaches by `steps` climbs over the hive and
    /// one down.
    fn over_hive(&self, rules: &HiveRules, scan: &Scan, start: usize, steps: u8) -> Cells {
        let (mut tops, _) = self.climbs(rules, scan, start, 0);
        for _ in 1..steps {
            let mut next = Cells::default();
            for cell in tops.iter() {
                if cell != start {
                    next |= self
                        .climbs(rules, scan, cell, self.top_level(rules, scan, cell) + 1)
                        .0;
                }
            }
            tops = next;
        }
        let mut out = Cells::default();
        for cell in tops.iter() {
            if cell != start {
                out |= self
                    .climbs(rules, scan, cell, self.top_level(rules, scan, cell) + 1)
                    .1;
            }
        }
        out
    }

    /// The moves of a throw by the piece at `start`, height `level`: each touching piece that
    /// may be lifted, to each empty cell it touches, where no two stacks block the way over.
    fn throws(&self, rules: &HiveRules, scan: &Scan, start: usize, level: i32, out: &mut Moves) {
        let mut lifted = [0usize; 6];
        let (mut n, mut to) = (0, Cells::default());
        for d in 0..6 {
            let high = |cell: usize| self.top_level(rules, scan, cell) > level;
            if high(beside(start, clockwise(d))) && high(beside(start, anticlockwise(d))) {
                continue;
            }
            let cell = beside(start, d);
            if !self.ground.has(cell) {
                to.insert(cell);
            } else if !scan.stacked.has(cell) {
                let Some(piece) = self.top(rules, cell) else {
                    continue;
                };
                if scan.pinned >> piece & 1 == 0 && piece != usize::from(self.last) {
                    lifted[n] = piece;
                    n += 1;
                }
            }
        }
        for &piece in &lifted[..n] {
            for cell in to.iter() {
                out.push(move_code(piece, cell));
            }
        }
    }

    /// The cells `piece` reaches moving as `gait` (its own, or one it mimics), and its throws.
    fn gait_moves(
        &self,
        rules: &HiveRules,
        scan: &Scan,
        piece: usize,
        gait: Gait,
        out: &mut Moves,
    ) -> Cells {
        let start = usize::from(self.cell[piece]);
        let level = self.level[piece];
        let free = scan.pinned >> piece & 1 == 0 && !self.covered(rules, scan, piece);
        let mut to = Cells::default();
        if free {
            if gait.slide == ANY && level == 0 {
                to |= self.slide_any(start);
            } else if gait.slide > 0 && level == 0 {
                to |= self.slide_exactly(start, gait.slide);
            }
            if gait.climb {
                let (up, down) = self.climbs(rules, scan, start, i32::from(level));
                to |= up | down;
            }
            if gait.hop {
                to |= self.hops(start);
            }
            if gait.over > 0 && level == 0 {
                to |= self.over_hive(rules, scan, start, gait.over);
            }
        }
        if gait.throw && !self.covered(rules, scan, piece) {
            self.throws(rules, scan, start, i32::from(level), out);
        }
        to
    }

    /// The cells `piece` (of the side to move, on the table, not moved last) moves to; its
    /// throws go to `out`.
    fn piece_moves(&self, rules: &HiveRules, scan: &Scan, piece: usize, out: &mut Moves) -> Cells {
        let gait = rules.kinds[rules.kind_of(piece)].gait;
        if !gait.mimic {
            return self.gait_moves(rules, scan, piece, gait, out);
        }
        if self.covered(rules, scan, piece) {
            return Cells::default();
        }
        let start = usize::from(self.cell[piece]);
        if self.level[piece] > 0 {
            let climber = Gait {
                slide: 0,
                climb: true,
                hop: false,
                over: 0,
                mimic: false,
                throw: false,
            };
            return self.gait_moves(rules, scan, piece, climber, out);
        }
        let mut seen = 0u32;
        let mut to = Cells::default();
        for d in 0..6 {
            let Some(other) = self.top(rules, beside(start, d)) else {
                continue;
            };
            let kind = rules.kind_of(other);
            if seen >> kind & 1 != 0 || rules.kinds[kind].gait.mimic {
                continue;
            }
            seen |= 1 << kind;
            to |= self.gait_moves(rules, scan, piece, rules.kinds[kind].gait, out);
        }
        to
    }

    /// The placements of the side to move: each kind in hand (its lowest-numbered piece) on each
    /// cell where it may enter.
    fn placements(&self, rules: &HiveRules, out: &mut Moves) {
        let me = self.side.index();
        let turn = usize::from(self.ply) / 2 + 1;
        let royal_placed = self.in_play(rules.royal_piece(me));
        let royal_only = !royal_placed && turn == usize::from(rules.royal_by);
        let cells = match self.ply {
            0 => Cells::one(ORIGIN),
            1 => self.ground.around() & !self.ground,
            _ => {
                let scan_tops = self.tops(rules);
                scan_tops[me].around() & !scan_tops[1 - me].around() & !self.ground
            }
        };
        for (kind, k) in rules.kinds.iter().enumerate() {
            let is_royal = kind == usize::from(rules.royal);
            if (royal_only && !is_royal) || (turn == 1 && is_royal && !rules.royal_first) {
                continue;
            }
            let first = usize::from(rules.first_slot[kind]);
            let Some(piece) = (first..first + usize::from(k.count))
                .map(|slot| me * PER_SIDE + slot)
                .find(|&p| !self.in_play(p))
            else {
                continue;
            };
            for cell in cells.iter() {
                out.push(move_code(piece, cell));
            }
        }
    }

    /// The cells whose top piece is each side's.
    fn tops(&self, rules: &HiveRules) -> [Cells; 2] {
        let mut tops = [Cells::default(); 2];
        let stacked = self.stacked(rules);
        for p in rules.pieces() {
            let cell = usize::from(self.cell[p]);
            if self.in_play(p) && (!stacked.has(cell) || self.top(rules, cell) == Some(p)) {
                tops[p / PER_SIDE].insert(cell);
            }
        }
        tops
    }

    /// Whether `side`'s royal piece is on the table with a piece on each of its six sides.
    pub fn surrounded(&self, rules: &HiveRules, side: usize) -> bool {
        let royal = rules.royal_piece(side);
        self.in_play(royal) && {
            let cell = usize::from(self.cell[royal]);
            (0..6).all(|d| self.ground.has(beside(cell, d)))
        }
    }

    /// The legal moves into `out` (which the caller passes empty): none once the game is over;
    /// the pass alone when the side has no move and passes.
    pub fn moves(&self, rules: &HiveRules, out: &mut Moves) {
        if self.over(rules) {
            return;
        }
        self.generate(rules, out);
        if out.is_empty() && rules.pass {
            out.push(Move::PASS);
        }
    }

    /// Every placement and move of the side to move, each once.
    fn generate(&self, rules: &HiveRules, out: &mut Moves) {
        self.placements(rules, out);
        let me = self.side.index();
        if !self.in_play(rules.royal_piece(me)) {
            return;
        }
        let scan = self.scan(rules);
        let before = out.len();
        for slot in 0..rules.per_side() {
            let piece = me * PER_SIDE + slot;
            if !self.in_play(piece) || piece == usize::from(self.last) {
                continue;
            }
            let to = self.piece_moves(rules, &scan, piece, out);
            for cell in to.iter() {
                out.push(move_code(piece, cell));
            }
        }
        // A throw may lift a piece to where it goes by itself, or two throwers lift the same:
        // each move once.
        out[before..].sort_unstable();
        let mut kept = before;
        for i in before..out.len() {
            if i == before || out[i] != out[kept - 1] {
                out[kept] = out[i];
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    /// Whether the game is over: a royal piece surrounded, or the limit of plies.
    #[inline]
    pub fn over(&self, rules: &HiveRules) -> bool {
        self.ending(rules).is_some()
    }

    /// Plays a legal move (no check of its legality).
    pub fn play(&mut self, rules: &HiveRules, mv: Move) {
        if mv.is_pass() {
            self.last = NONE;
        } else {
            let (piece, to) = move_parts(mv);
            if self.in_play(piece) && self.level[piece] == 0 {
                self.ground.remove(usize::from(self.cell[piece]));
            }
            self.cell[piece] = HAND;
            let level = if self.ground.has(to) {
                self.top(rules, to).map_or(0, |p| self.level[p] + 1)
            } else {
                0
            };
            self.cell[piece] = to as u16;
            self.level[piece] = level;
            self.ground.insert(to);
            self.last = piece as u8;
        }
        self.ply += 1;
        self.side = self.side.opponent();
    }

    /// The value for the side to move of a finished game: 1 a win, -1 a loss, 0 a draw.
    pub fn value(&self, rules: &HiveRules) -> Option<i32> {
        match self.ending(rules)? {
            crate::Ending::Surrounded => {
                let me = self.side.index();
                Some(
                    i32::from(self.surrounded(rules, 1 - me))
                        - i32::from(self.surrounded(rules, me)),
                )
            }
            crate::Ending::NoMoves => Some(-1),
            _ => Some(0),
        }
    }

    /// Why the game ended: a royal piece surrounded (tested first), the limit, or a side
    /// without a move that may not pass.
    pub fn ending(&self, rules: &HiveRules) -> Option<crate::Ending> {
        if self.surrounded(rules, 0) || self.surrounded(rules, 1) {
            Some(crate::Ending::Surrounded)
        } else if rules.limit > 0 && u32::from(self.ply) >= rules.limit {
            Some(crate::Ending::PlyLimit)
        } else if !rules.pass && {
            let mut moves = Moves::new();
            self.generate(rules, &mut moves);
            moves.is_empty()
        } {
            Some(crate::Ending::NoMoves)
        } else {
            None
        }
    }

    /// The pieces around the other side's royal piece less those around the mover's, times
    /// ten, plus the mover's pieces on the table that are not pinned less the other's.
    pub fn evaluate(&self, rules: &HiveRules) -> i32 {
        let me = self.side.index();
        let around = |side: usize| {
            let royal = rules.royal_piece(side);
            if !self.in_play(royal) {
                return 0;
            }
            let cell = usize::from(self.cell[royal]);
            (0..6).filter(|&d| self.ground.has(beside(cell, d))).count() as i32
        };
        let pinned = self.pinned(rules);
        let free = |side: usize| {
            (0..rules.per_side())
                .map(|slot| side * PER_SIDE + slot)
                .filter(|&p| self.in_play(p) && pinned >> p & 1 == 0)
                .count() as i32
        };
        10 * (around(1 - me) - around(me)) + free(me) - free(1 - me)
    }

    /// The key: every piece's cell and height, the piece moved last, the side and the plies.
    pub fn key(&self) -> u64 {
        let mut words = [0u64; 9];
        for (i, (&cell, &level)) in self.cell.iter().zip(&self.level).enumerate() {
            words[i / 4] |= (u64::from(cell) | u64::from(level) << 12) << (16 * (i % 4));
        }
        words[8] = u64::from(self.last) | u64::from(self.ply) << 8;
        hash_words(&words, self.side.index())
    }
}

/// The name of `piece`: `w` or `b`, its kind's letter, and its number when the side has
/// several of the kind (`wA2`, `bQ`).
pub fn piece_name(rules: &HiveRules, piece: usize) -> String {
    let kind = rules.kind_of(piece);
    let k = rules.kinds[kind];
    let colour = if piece < PER_SIDE { 'w' } else { 'b' };
    if k.count > 1 {
        let number = piece % PER_SIDE - usize::from(rules.first_slot[kind]) + 1;
        format!("{colour}{}{number}", k.letter)
    } else {
        format!("{colour}{}", k.letter)
    }
}

/// The piece named `text` (see [`piece_name`]).
fn parse_piece(rules: &HiveRules, text: &str) -> Option<usize> {
    let mut chars = text.chars();
    let side = match chars.next()? {
        'w' => 0,
        'b' => 1,
        _ => return None,
    };
    let letter = chars.next()?;
    let kind = rules.kinds.iter().position(|k| k.letter == letter)?;
    let count = usize::from(rules.kinds[kind].count);
    let rest = chars.as_str();
    let number = if count > 1 {
        rest.parse::<usize>()
            .ok()
            .filter(|n| (1..=count).contains(n) && !rest.starts_with('0'))?
    } else if rest.is_empty() {
        1
    } else {
        return None;
    };
    Some(side * PER_SIDE + usize::from(rules.first_slot[kind]) + number - 1)
}

/// The signs of the six directions from a piece to a cell beside it: before the piece's name
/// for south-west, west and north-west, after it for the others.
const SIGNS: [(&str, bool); 6] = [
    ("/", false),
    ("-", false),
    ("\\", false),
    ("/", true),
    ("-", true),
    ("\\", true),
];

/// A move in the Universal Hive Protocol's notation (see the [module](self)), for the position
/// `position` it is played from.
pub fn format_move(rules: &HiveRules, position: &Position, mv: Move) -> String {
    if mv.is_pass() {
        return "pass".to_string();
    }
    let (piece, to) = move_parts(mv);
    let name = piece_name(rules, piece);
    if position.ground.is_empty() {
        return name;
    }
    if position.ground.has(to) {
        let under = position
            .top(rules, to)
            .map(|p| piece_name(rules, p))
            .unwrap_or_default();
        return format!("{name} {under}");
    }
    for d in 0..6 {
        let cell = beside(to, d);
        let reference = match position.top(rules, cell) {
            Some(p) if p == piece => position.below(rules, piece),
            other => other,
        };
        if let Some(reference) = reference {
            let (sign, before) = SIGNS[(d + 3) % 6];
            let reference = piece_name(rules, reference);
            return if before {
                format!("{name} {sign}{reference}")
            } else {
                format!("{name} {reference}{sign}")
            };
        }
    }
    name
}

/// Reads a move in the Universal Hive Protocol's notation: `pass`, the first piece alone, or a
/// piece then the piece beside (or under) where it goes, with the direction's sign. A piece
/// may be named beside the cell by any piece that touches it.
pub fn parse_move(rules: &HiveRules, position: &Position, text: &str) -> Result<Move, MoveError> {
    let malformed = || MoveError::Malformed {
        text: text.to_string(),
        expected: "a piece and where it goes, as `wA2 bL/` (beside bL to the north-east; `-bL` \
                   west, `\\bL` north-west, `bL\\` south-east...) or `wB1 bQ` (on top of bQ), \
                   the first piece alone (`wA1`), or `pass`"
            .to_string(),
    };
    let text_trimmed = text.trim();
    if text_trimmed.eq_ignore_ascii_case("pass") && rules.pass {
        return Ok(Move::PASS);
    }
    let words: Vec<&str> = text_trimmed.split_whitespace().collect();
    let piece = words
        .first()
        .and_then(|w| parse_piece(rules, w))
        .ok_or_else(malformed)?;
    match words[..] {
        [_] if position.ground.is_empty() => Ok(move_code(piece, ORIGIN)),
        [_, at] => {
            let signs = ['/', '-', '\\'];
            let (front, back) = (at.starts_with(signs), at.ends_with(signs));
            let name = at.trim_matches(signs);
            let reference = parse_piece(rules, name).ok_or_else(malformed)?;
            if !position.in_play(reference) || reference == piece || (front && back) {
                return Err(malformed());
            }
            let cell = usize::from(position.cell[reference]);
            let sign = if front {
                at.chars().next()
            } else {
                at.chars().last()
            };
            let d = SIGNS.iter().position(|&(s, before)| {
                Some(s) == sign.map(|c| c.to_string()).as_deref() && before == front
            });
            let to = match (front || back, d) {
                (false, _) => cell,
                (true, Some(d)) => beside(cell, d),
                (true, None) => return Err(malformed()),
            };
            Ok(move_code(piece, to))
        }
        _ => Err(malformed()),
    }
}

/// The axial coordinates `(q, r)` of `cell` from the origin, each in `-16..16`.
pub fn axial(cell: usize) -> (i32, i32) {
    let wrap = |v: usize| ((v + SIDE / 2) % SIDE) as i32 - (SIDE / 2) as i32;
    (
        wrap(cell % SIDE + SIDE - ORIGIN % SIDE),
        wrap(cell / SIDE + SIDE - ORIGIN / SIDE),
    )
}

/// The cell of the axial coordinates `(q, r)` from the origin.
fn cell_at(q: i32, r: i32) -> usize {
    let wrap = |v: i32| v.rem_euclid(SIDE as i32) as usize;
    wrap(r + (ORIGIN / SIDE) as i32) * SIDE + wrap(q + (ORIGIN % SIDE) as i32)
}

/// A cell's name: its axial coordinates from the first piece's cell, `q,r`.
pub fn cell_name(_rules: &HiveRules, cell: usize) -> Option<String> {
    (cell < CELLS).then(|| {
        let (q, r) = axial(cell);
        format!("{q},{r}")
    })
}

/// The pieces on the table, lowest first in each stack: `(piece, q, r, height)`.
pub fn stacks(rules: &HiveRules, position: &Position) -> Vec<(usize, i32, i32, u8)> {
    let mut out: Vec<(usize, i32, i32, u8)> = rules
        .pieces()
        .filter(|&p| position.in_play(p))
        .map(|p| {
            let (q, r) = axial(usize::from(position.cell[p]));
            (p, q, r, position.level[p])
        })
        .collect();
    out.sort_by_key(|&(p, _, _, level)| (level, p));
    out
}

/// The pieces on the table as a front end draws them ([`crate::Notation::tiles`]), the pieces
/// of a stack from the lowest up.
pub fn tiles(rules: &HiveRules, position: &Position) -> Vec<crate::Tile> {
    stacks(rules, position)
        .into_iter()
        .map(|(piece, q, r, level)| crate::Tile {
            name: piece_name(rules, piece),
            side: Player::from_index(piece / PER_SIDE),
            letter: rules.kinds[rules.kind_of(piece)].letter,
            q,
            r,
            level,
        })
        .collect()
}

/// What a move does to the pieces ([`crate::Notation::tile_move`]): `None` for the pass.
pub fn tile_move(rules: &HiveRules, position: &Position, mv: Move) -> Option<crate::TileMove> {
    if mv.is_pass() {
        return None;
    }
    let (piece, to) = move_parts(mv);
    Some(crate::TileMove {
        piece: piece_name(rules, piece),
        letter: rules.kinds[rules.kind_of(piece)].letter,
        from: position
            .in_play(piece)
            .then(|| axial(usize::from(position.cell[piece]))),
        to: axial(to),
    })
}

/// Each side's pieces in hand, by kind: `(letter, count)`, the kinds with none left out.
pub fn hands(rules: &HiveRules, position: &Position) -> [Vec<(char, u32)>; 2] {
    std::array::from_fn(|side| {
        rules
            .kinds
            .iter()
            .enumerate()
            .filter_map(|(kind, k)| {
                let first = usize::from(rules.first_slot[kind]);
                let left = (first..first + usize::from(k.count))
                    .filter(|&slot| !position.in_play(side * PER_SIDE + slot))
                    .count() as u32;
                (left > 0).then_some((k.letter, left))
            })
            .collect()
    })
}

/// The position as text: the side to move (`w` or `b`), the plies played, the piece moved last
/// (or `-`), then each piece on the table with its axial coordinates from the first piece's
/// cell, as `wQ@1,-1`, the pieces of a stack from the lowest up.
pub fn position_string(rules: &HiveRules, position: &Position) -> String {
    let side = if position.side == Player::First {
        'w'
    } else {
        'b'
    };
    let last = if position.last == NONE {
        "-".to_string()
    } else {
        piece_name(rules, usize::from(position.last))
    };
    let mut text = format!("{side} {} {last}", position.ply);
    for (piece, q, r, _) in stacks(rules, position) {
        text.push_str(&format!(" {}@{q},{r}", piece_name(rules, piece)));
    }
    text
}

/// Reads [`position_string`]'s text. The pieces must touch as one hive, each side's pieces of a
/// kind numbered from 1 up, and the side must be the one the plies make.
pub fn parse_position(rules: &HiveRules, text: &str) -> Result<Position, PositionError> {
    let expected = "expected the side to move (`w` or `b`), the plies played, the piece moved \
                    last (or `-`), then each piece on the table with its axial coordinates, as \
                    `wQ@0,0 bA1@1,0`, the pieces of a stack from the lowest up; separated by spaces";
    let words: Vec<&str> = text.split_whitespace().collect();
    let [side, ply, last, pieces @ ..] = &words[..] else {
        return Err(PositionError::new(text, expected));
    };
    let side = match *side {
        "w" => Player::First,
        "b" => Player::Second,
        _ => return Err(PositionError::new(text, expected)),
    };
    let Ok(ply) = ply.parse::<u16>() else {
        return Err(PositionError::new(text, expected));
    };
    if usize::from(ply) % 2 != side.index() {
        return Err(PositionError::new(
            text,
            "the side to move is not the one the plies make: White moves on even plies",
        ));
    }
    let mut position = Position::start(rules);
    position.side = side;
    position.ply = ply;
    let (mut low, mut high) = ([i32::MAX; 2], [i32::MIN; 2]);
    for word in pieces {
        let (name, at) = word
            .split_once('@')
            .ok_or_else(|| PositionError::new(text, expected))?;
        let piece = parse_piece(rules, name).ok_or_else(|| {
            PositionError::new(text, format!("`{name}` is no piece of this game"))
        })?;
        if position.in_play(piece) {
            return Err(PositionError::new(
                text,
                format!("{name} is on the table twice"),
            ));
        }
        let coords = at
            .split_once(',')
            .and_then(|(q, r)| Some((q.parse::<i32>().ok()?, r.parse::<i32>().ok()?)));
        let Some((q, r)) = coords.filter(|&(q, r)| q.abs() <= 28 && r.abs() <= 28) else {
            return Err(PositionError::new(
                text,
                format!("`{at}` is no cell: write axial coordinates `q,r`, each -28 to 28"),
            ));
        };
        for (axis, v) in [q, r].into_iter().enumerate() {
            low[axis] = low[axis].min(v);
            high[axis] = high[axis].max(v);
        }
        let cell = cell_at(q, r);
        position.level[piece] = if position.ground.has(cell) {
            position
                .top(rules, cell)
                .map_or(0, |p| position.level[p] + 1)
        } else {
            0
        };
        position.cell[piece] = cell as u16;
        position.ground.insert(cell);
    }
    if (0..2).any(|axis| high[axis] - low[axis] > 28) {
        return Err(PositionError::new(
            text,
            "the pieces spread wider than a hive can",
        ));
    }
    for kind in 0..rules.kinds.len() {
        let first = usize::from(rules.first_slot[kind]);
        for side in 0..2 {
            let placed: Vec<bool> = (0..usize::from(rules.kinds[kind].count))
                .map(|n| position.in_play(side * PER_SIDE + first + n))
                .collect();
            if placed.windows(2).any(|w| !w[0] && w[1]) {
                return Err(PositionError::new(
                    text,
                    "the pieces of a kind enter in the order of their numbers: a piece is on the table before a lower-numbered one",
                ));
            }
        }
    }
    // One hive: a flood fill from any piece reaches every cell held.
    if let Some(first) = position.ground.iter().next() {
        let mut reached = Cells::one(first);
        loop {
            let next = reached.around() & position.ground | reached;
            if next == reached {
                break;
            }
            reached = next;
        }
        if reached != position.ground {
            return Err(PositionError::new(
                text,
                "the pieces do not touch as one hive",
            ));
        }
    }
    let placed = rules.pieces().filter(|&p| position.in_play(p)).count();
    if placed > usize::from(ply) {
        return Err(PositionError::new(
            text,
            "more pieces are on the table than plies were played",
        ));
    }
    position.last = match *last {
        "-" => NONE,
        name => match parse_piece(rules, name) {
            Some(p) if position.in_play(p) => p as u8,
            _ => {
                return Err(PositionError::new(
                    text,
                    format!("the piece moved last, `{name}`, is not on the table"),
                ));
            }
        },
    };
    Ok(position)
}

/// The legend of [`render`]'s drawings.
pub const LEGEND: &str = "wQ, bA1, ...: the top piece of each cell, White's (w) and Black's (b), a + after it when pieces lie under it; .: an empty cell beside the hive; each row of hexagons half a cell right of the one above";

/// Draws the hive: the top piece of each cell, rows of hexagons each shifted half a cell, the
/// pieces in hand, and `status`.
pub fn render(rules: &HiveRules, position: &Position, status: &str) -> String {
    let shown = position.ground | position.ground.around();
    let mut text = String::new();
    if position.ground.is_empty() {
        text.push_str("(no piece on the table)\n");
    } else {
        let coords: Vec<(i32, i32)> = shown.iter().map(axial).collect();
        let (r0, r1) = (
            coords.iter().map(|c| c.1).min().unwrap_or(0),
            coords.iter().map(|c| c.1).max().unwrap_or(0),
        );
        let x = |(q, r): (i32, i32)| 2 * q + r;
        let x0 = coords.iter().map(|&c| x(c)).min().unwrap_or(0);
        for r in r0..=r1 {
            let mut line = String::new();
            let mut row: Vec<(i32, usize)> = shown
                .iter()
                .filter(|&c| axial(c).1 == r)
                .map(|c| (x(axial(c)), c))
                .collect();
            row.sort_unstable();
            for (column, cell) in row {
                let at = 3 * (column - x0) as usize;
                while line.len() < at {
                    line.push(' ');
                }
                match position.top(rules, cell) {
                    Some(p) => {
                        line.push_str(&piece_name(rules, p));
                        if position.level[p] > 0 {
                            line.push('+');
                        }
                    }
                    None => line.push('.'),
                }
            }
            text.push_str(line.trim_end());
            text.push('\n');
        }
    }
    let [white, black] = hands(rules, position);
    let held = |hand: Vec<(char, u32)>| {
        hand.into_iter()
            .map(|(letter, n)| format!("{letter}{n}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    text.push_str(&format!("in hand: w {}; b {}\n", held(white), held(black)));
    text.push_str(status);
    text.push('\n');
    text
}

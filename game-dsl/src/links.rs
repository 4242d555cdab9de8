//! Pegs placed on a square grid that link to their own pegs a leap away, a side winning by
//! joining its two edges through the links (TwixT): `moves: place then link (1, 2) { ... }`,
//! `win: connect`.
//!
//! The first player (`X`) joins the top and bottom rows, the second (`O`) the left and right
//! columns. A placed peg links to every peg of its side one leap away (the eight vectors
//! `(±a, ±b)` and `(±b, ±a)` of `link (a, b)`, a knight's move for `(1, 2)`), unless, with
//! `crossing: never`, a link of either side already crosses the segment between them. With
//! `enemy_edges: closed`, a side may not place on the opponent's edges (so neither places on a
//! corner). With `swap: rotate`, the second player's first move may be the cell of the first
//! peg: the peg is taken off and the second player's peg is placed on that cell turned a
//! quarter clockwise (OpenSpiel's pie rule for `twixt`), so that the swapped peg serves the
//! second player's edges as it served the first's. A side to move without a cell draws
//! (`blocked: draw`, the default), loses or wins.
//!
//! Every set is a [`BitSet`] with bit `row * width + column`, row 0 at the top: a `u128` on
//! boards of at most 128 cells, a [`Wide<N>`](crate::bits::Wide) on larger ones. The links are
//! four sets, one for each of the four leaps that point down the board (or right along a row):
//! a link is the bit of its upper end in the set of its leap, so that a link's other end is
//! that set shifted by the leap's offset in bits. Which links cross a new one is a table of
//! relative cells and leaps per direction, computed once from the segments' geometry
//! ([`LinkRules::crossings`]); a side's connection is a flood fill of shifts through its links.

use crate::bits::{BitSet, Cells, Wide};
use crate::error::{MoveError, PositionError};
use crate::game::Player;
use crate::hash::hash_words;
use crate::moves::Move;

/// The most cells of a board of links: 24 x 24, OpenSpiel's largest TwixT board.
pub const MAX_CELLS: usize = 576;

/// The most cells of a board held in a `u128`.
pub const NARROW_CELLS: usize = 128;

/// The most 64-bit words of a board ([`MAX_CELLS`] bits).
const MAX_WORDS: usize = MAX_CELLS.div_ceil(64);

/// The most links that cross one link: 9 for a knight's leap, more for longer leaps.
pub const MAX_CROSSINGS: usize = 32;

/// A link that crosses another: its upper end relative to the other's start, in columns and
/// rows, and its leap (an index into [`LinkRules::leaps`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crossing {
    /// Columns from the new link's start to this link's upper end.
    pub dx: i8,
    /// Rows from the new link's start to this link's upper end.
    pub dy: i8,
    /// This link's leap.
    pub leap: u8,
}

/// The rules of a game of links, a constant of the declaring type; `B` holds a set of cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkRules<B> {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// The four leaps that point down the board (or right along a row), `(columns, rows)`:
    /// `(a, b)`, `(-a, b)`, `(b, a)`, `(-b, a)`.
    pub leaps: [(i8, i8); 4],
    /// For each of the eight directions (the four leaps, then the same reversed), the links
    /// that cross a link from a cell that way, and how many there are.
    pub crossings: [([Crossing; MAX_CROSSINGS], u8); 8],
    /// `crossing: never`: a link is not made across another.
    pub no_crossing: bool,
    /// `swap: rotate`: the second player may take the first peg, turned a quarter.
    pub swap: bool,
    /// The value for a side to move without a cell: -1 (`blocked: lose`), 0 (`draw`) or 1.
    pub blocked: i8,
    /// Every cell of the board.
    pub all: B,
    /// The cells each side may place on, the first player's first.
    pub open: [B; 2],
    /// Each side's two edges, the first player's (top row, bottom row) first, then the second
    /// player's (left column, right column).
    pub edges: [[B; 2]; 2],
}

/// The masks of a board in `N` words each, lowest first: every cell; the cells open to each
/// side; each side's two edges.
const fn masks<const N: usize>(width: u32, height: u32, closed: bool) -> [[u64; N]; 7] {
    let mut out = [[0u64; N]; 7];
    let mut cell = 0;
    while cell < width * height {
        let (word, bit) = ((cell / 64) as usize, 1u64 << (cell % 64));
        let (row, column) = (cell / width, cell % width);
        let top_or_bottom = row == 0 || row == height - 1;
        let left_or_right = column == 0 || column == width - 1;
        out[0][word] |= bit;
        if !closed || !left_or_right {
            out[1][word] |= bit;
        }
        if !closed || !top_or_bottom {
            out[2][word] |= bit;
        }
        if row == 0 {
            out[3][word] |= bit;
        }
        if row == height - 1 {
            out[4][word] |= bit;
        }
        if column == 0 {
            out[5][word] |= bit;
        }
        if column == width - 1 {
            out[6][word] |= bit;
        }
        cell += 1;
    }
    out
}

/// The sign of the turn from `a` to `b` seen from `o`: 1 counter-clockwise, -1 clockwise, 0
/// on one line.
const fn turn(o: (i32, i32), a: (i32, i32), b: (i32, i32)) -> i32 {
    let cross = (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0);
    if cross > 0 {
        1
    } else if cross < 0 {
        -1
    } else {
        0
    }
}

/// Whether the segments `p1 p2` and `q1 q2` cross at a point inside both (segments that only
/// share an end, as two links of one peg, do not).
const fn cross(p1: (i32, i32), p2: (i32, i32), q1: (i32, i32), q2: (i32, i32)) -> bool {
    turn(p1, p2, q1) * turn(p1, p2, q2) < 0 && turn(q1, q2, p1) * turn(q1, q2, p2) < 0
}

/// A leap or a direction: columns and rows.
type Vector = (i8, i8);

/// The four leaps of `link (a, b)` that point down (or right), and the eight directions.
const fn leaps(a: i8, b: i8) -> ([Vector; 4], [Vector; 8]) {
    let down = [(a, b), (-a, b), (b, a), (-b, a)];
    let mut all = [(0, 0); 8];
    let mut i = 0;
    while i < 4 {
        all[i] = down[i];
        all[i + 4] = (-down[i].0, -down[i].1);
        i += 1;
    }
    (down, all)
}

/// For each direction, the links that cross a link that way from `(0, 0)`.
const fn crossings(a: i8, b: i8) -> [([Crossing; MAX_CROSSINGS], u8); 8] {
    let (down, all) = leaps(a, b);
    let none = Crossing {
        dx: 0,
        dy: 0,
        leap: 0,
    };
    let mut out = [([none; MAX_CROSSINGS], 0u8); 8];
    let reach = (if a > b { a } else { b }) as i32 * 2;
    let mut d = 0;
    while d < 8 {
        let end = (all[d].0 as i32, all[d].1 as i32);
        let mut leap = 0;
        while leap < 4 {
            let (lx, ly) = (down[leap].0 as i32, down[leap].1 as i32);
            let mut dy = -reach;
            while dy <= reach {
                let mut dx = -reach;
                while dx <= reach {
                    if cross((0, 0), end, (dx, dy), (dx + lx, dy + ly)) {
                        let n = out[d].1 as usize;
                        assert!(n < MAX_CROSSINGS);
                        out[d].0[n] = Crossing {
                            dx: dx as i8,
                            dy: dy as i8,
                            leap: leap as u8,
                        };
                        out[d].1 += 1;
                    }
                    dx += 1;
                }
                dy += 1;
            }
            leap += 1;
        }
        d += 1;
    }
    out
}

/// A set of two words, lowest first, as one `u128`.
const fn narrow([low, high]: [u64; 2]) -> u128 {
    low as u128 | (high as u128) << 64
}

impl LinkRules<u128> {
    /// The rules on a `width x height` board (at most 128 cells), the masks and the crossings
    /// computed: pegs link `leap` apart (`(a, b)`, `0 < a < b`); `no_crossing`, `closed` (the
    /// enemy's edges), `swap` and the value of a blocked side as the declaration says.
    ///
    /// ```
    /// use game_dsl::links::LinkRules;
    /// const TWIXT: LinkRules<u128> = LinkRules::new(8, 8, (1, 2), true, true, true, 0);
    /// // No one places on a corner; X not on the left and right columns.
    /// assert_eq!(TWIXT.open[0].count_ones(), 48);
    /// assert_eq!((TWIXT.open[0] | TWIXT.open[1]).count_ones(), 60);
    /// // A knight's link is crossed by nine others.
    /// assert!(TWIXT.crossings.iter().all(|&(_, n)| n == 9));
    /// ```
    pub const fn new(
        width: u32,
        height: u32,
        leap: (i8, i8),
        no_crossing: bool,
        closed: bool,
        swap: bool,
        blocked: i8,
    ) -> LinkRules<u128> {
        assert!(width * height <= NARROW_CELLS as u32);
        let m = masks::<2>(width, height, closed);
        LinkRules {
            width,
            height,
            leaps: leaps(leap.0, leap.1).0,
            crossings: crossings(leap.0, leap.1),
            no_crossing,
            swap,
            blocked,
            all: narrow(m[0]),
            open: [narrow(m[1]), narrow(m[2])],
            edges: [[narrow(m[3]), narrow(m[4])], [narrow(m[5]), narrow(m[6])]],
        }
    }
}

impl<const N: usize> LinkRules<Wide<N>> {
    /// The rules on a board of more than 128 cells (at most `64 * N` and [`MAX_CELLS`]), as
    /// [`LinkRules::new`] makes them for smaller boards.
    ///
    /// ```
    /// use game_dsl::bits::Wide;
    /// use game_dsl::links::LinkRules;
    /// const RULES: LinkRules<Wide<4>> =
    ///     LinkRules::<Wide<4>>::new_wide(16, 16, (1, 2), true, true, true, 0);
    /// assert_eq!((RULES.open[0] | RULES.open[1]).count_ones(), 256 - 4);
    /// ```
    #[allow(clippy::too_many_arguments)]
    pub const fn new_wide(
        width: u32,
        height: u32,
        leap: (i8, i8),
        no_crossing: bool,
        closed: bool,
        swap: bool,
        blocked: i8,
    ) -> LinkRules<Wide<N>> {
        assert!(width * height <= 64 * N as u32 && width * height <= MAX_CELLS as u32);
        let m = masks::<N>(width, height, closed);
        LinkRules {
            width,
            height,
            leaps: leaps(leap.0, leap.1).0,
            crossings: crossings(leap.0, leap.1),
            no_crossing,
            swap,
            blocked,
            all: Wide::from_words(m[0]),
            open: [Wide::from_words(m[1]), Wide::from_words(m[2])],
            edges: [
                [Wide::from_words(m[3]), Wide::from_words(m[4])],
                [Wide::from_words(m[5]), Wide::from_words(m[6])],
            ],
        }
    }
}

impl<B> LinkRules<B> {
    /// The number of cells.
    pub const fn cells(&self) -> usize {
        (self.width * self.height) as usize
    }

    /// The offset in bits of leap `leap` (one of the four that point down or right).
    #[inline]
    pub const fn shift(&self, leap: usize) -> u32 {
        let (dx, dy) = self.leaps[leap];
        (dy as i32 * self.width as i32 + dx as i32) as u32
    }

    /// The cell `dx` columns and `dy` rows from `cell`, if on the board.
    #[inline]
    pub fn offset(&self, cell: usize, dx: i32, dy: i32) -> Option<usize> {
        let (w, h) = (self.width as i32, self.height as i32);
        let (column, row) = (cell as i32 % w + dx, cell as i32 / w + dy);
        ((0..w).contains(&column) && (0..h).contains(&row)).then_some((row * w + column) as usize)
    }

    /// The cell the swap moves the first peg to: turned a quarter clockwise about the board's
    /// centre (column `c`, row `r` to column `width - 1 - r`, row `c`).
    #[inline]
    pub fn turned(&self, cell: usize) -> usize {
        let w = self.width as usize;
        let (row, column) = (cell / w, cell % w);
        column * w + (w - 1 - row)
    }
}

impl<B: BitSet> LinkRules<B> {
    /// The pegs of `pegs` joined, through `links`, to the pegs of `from`.
    #[inline]
    pub fn joined(&self, from: B, pegs: B, links: &[B; 4]) -> B {
        let mut set = from & pegs;
        loop {
            let mut grown = set;
            for (leap, &linked) in links.iter().enumerate() {
                let shift = self.shift(leap);
                grown |= (set & linked) << shift | (set >> shift) & linked;
            }
            if grown == set {
                return set;
            }
            set = grown;
        }
    }

    /// Whether `side`'s pegs join its two edges through `links`.
    #[inline]
    pub fn connects(&self, side: usize, pegs: B, links: &[B; 4]) -> bool {
        let [near, far] = self.edges[side];
        !(self.joined(near, pegs, links) & far).is_zero()
    }
}

/// A position: each side's pegs, the links, the side to move, the plies played and whether
/// the last move joined its side's edges (the game is then over).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position<B> {
    /// Each side's pegs, the first player's first.
    pub stones: [B; 2],
    /// The links, by leap ([`LinkRules::leaps`]): the bit of each link's upper end.
    pub links: [B; 4],
    /// The side to move.
    pub side: Player,
    /// The plies played (a swap is one).
    pub ply: u16,
    /// Whether the last move joined its side's edges.
    pub won: bool,
}

impl<B: BitSet> Position<B> {
    /// The empty board, the first player to move.
    pub fn start() -> Position<B> {
        Position {
            stones: [B::ZERO; 2],
            links: [B::ZERO; 4],
            side: Player::First,
            ply: 0,
            won: false,
        }
    }

    /// The cell of the first peg while the second player may take it (`swap: rotate`).
    #[inline]
    pub fn swappable(&self, rules: &LinkRules<B>) -> Option<usize> {
        (rules.swap
            && self.ply == 1
            && self.stones[1].is_zero()
            && (self.stones[0] & rules.open[1]) == self.stones[0]
            && self.stones[0].count() == 1)
            .then(|| self.stones[0].lowest() as usize)
    }

    /// The cells the side to move may play: the empty cells open to it, and the first peg's
    /// cell while it may be swapped; none once a side has joined its edges.
    #[inline]
    pub fn legal_cells(&self, rules: &LinkRules<B>) -> B {
        if self.won {
            return B::ZERO;
        }
        let empty = rules.all & !(self.stones[0] | self.stones[1]);
        let mut cells = empty & rules.open[self.side.index()];
        if let Some(first) = self.swappable(rules) {
            cells |= B::bit(first);
        }
        cells
    }

    /// The legal moves, lowest cell first.
    #[inline]
    pub fn moves(&self, rules: &LinkRules<B>) -> Cells<B> {
        Cells::new(self.legal_cells(rules))
    }

    /// Plays a legal move: a peg and its links, or the swap.
    pub fn play(&mut self, rules: &LinkRules<B>, mv: Move) {
        let me = self.side.index();
        let mut cell = mv.index();
        if self.swappable(rules) == Some(cell) {
            self.stones[0] = B::ZERO;
            cell = rules.turned(cell);
        }
        self.stones[me] |= B::bit(cell);
        self.link(rules, me, cell);
        self.won = rules.connects(me, self.stones[me], &self.links);
        self.ply += 1;
        self.side = self.side.opponent();
    }

    /// Links the peg on `cell` to every peg of `side` a leap away, unless a link crosses.
    fn link(&mut self, rules: &LinkRules<B>, side: usize, cell: usize) {
        // The four leaps, then the same reversed: the directions of `crossings`.
        let reversed = rules.leaps.map(|(dx, dy)| (-dx, -dy));
        for (direction, &(dx, dy)) in rules.leaps.iter().chain(&reversed).enumerate() {
            let Some(other) = rules.offset(cell, dx.into(), dy.into()) else {
                continue;
            };
            if !self.stones[side].has(other) || self.crossed(rules, cell, direction) {
                continue;
            }
            let (leap, upper) = if direction < 4 {
                (direction, cell)
            } else {
                (direction - 4, other)
            };
            self.links[leap] |= B::bit(upper);
        }
    }

    /// Whether a link from `cell` in `direction` would cross one already made.
    #[inline]
    fn crossed(&self, rules: &LinkRules<B>, cell: usize, direction: usize) -> bool {
        if !rules.no_crossing {
            return false;
        }
        let (list, n) = &rules.crossings[direction];
        list[..usize::from(*n)].iter().any(|c| {
            rules
                .offset(cell, c.dx.into(), c.dy.into())
                .is_some_and(|upper| self.links[usize::from(c.leap)].has(upper))
        })
    }

    /// The value for the side to move once the game is over (1, 0 or -1), `None` before: the
    /// last move joined its edges (a loss for the side to move), or the side to move has no
    /// cell (the declared `blocked` value).
    #[inline]
    pub fn value(&self, rules: &LinkRules<B>) -> Option<i32> {
        if self.won {
            Some(-1)
        } else if self.legal_cells(rules).is_zero() {
            Some(i32::from(rules.blocked))
        } else {
            None
        }
    }

    /// Why the game ended: a side joined its edges, or the side to move had no cell.
    pub fn ending(&self, rules: &LinkRules<B>) -> Option<crate::Ending> {
        if self.won {
            Some(crate::Ending::Connection)
        } else if self.legal_cells(rules).is_zero() {
            Some(crate::Ending::NoMoves)
        } else {
            None
        }
    }

    /// The plies left at most: the empty cells either side may take, and the swap.
    #[inline]
    pub fn plies_left(&self, rules: &LinkRules<B>) -> u32 {
        let empty = rules.all & !(self.stones[0] | self.stones[1]);
        (empty & (rules.open[0] | rules.open[1])).count()
            + u32::from(self.swappable(rules).is_some())
    }

    /// The key: the pegs, the links and the side to move.
    #[inline]
    pub fn key(&self) -> u64 {
        let mut words = [0u64; 6 * MAX_WORDS];
        let sets = [
            self.stones[0],
            self.stones[1],
            self.links[0],
            self.links[1],
            self.links[2],
            self.links[3],
        ];
        for (j, set) in sets.iter().enumerate() {
            for i in 0..B::WORDS {
                words[j * B::WORDS + i] = set.word(i);
            }
        }
        hash_words(&words[..6 * B::WORDS], self.side.index())
    }

    /// Each link as its two cells, upper end first, in the order of the cells of its upper end.
    pub fn link_cells(&self, rules: &LinkRules<B>) -> Vec<[usize; 2]> {
        let mut out = Vec::new();
        for (leap, &set) in self.links.iter().enumerate() {
            let mut rest = set;
            while !rest.is_zero() {
                let upper = rest.lowest() as usize;
                rest = rest.without_lowest();
                out.push([upper, upper + rules.shift(leap) as usize]);
            }
        }
        out.sort_unstable();
        out
    }
}

/// The name of `cell`: its column letter and its row from the top (`a1` the top left, as
/// OpenSpiel's `twixt` names them); `None` off the board.
pub fn cell_name<B>(rules: &LinkRules<B>, cell: usize) -> Option<String> {
    (cell < rules.cells()).then(|| crate::notation::square_name(cell, rules.width as usize))
}

/// Reads a cell's name ([`cell_name`]).
fn parse_cell<B>(rules: &LinkRules<B>, text: &str) -> Option<usize> {
    let (w, h) = (rules.width as usize, rules.height as usize);
    match crate::notation::leading_square(&text.to_ascii_lowercase(), w, h) {
        Some((cell, "")) => Some(cell),
        _ => None,
    }
}

/// Writes a move: the cell's name (the swap is the first peg's cell).
pub fn format_move<B>(rules: &LinkRules<B>, mv: Move) -> String {
    cell_name(rules, mv.index()).unwrap_or_default()
}

/// Reads a move written by [`format_move`] (whether legal or not is the caller's question).
pub fn parse_move<B>(rules: &LinkRules<B>, text: &str) -> Result<Move, MoveError> {
    parse_cell(rules, text.trim())
        .map(|cell| Move::new(cell as u16))
        .ok_or_else(|| MoveError::Malformed {
            text: text.to_string(),
            expected: format!(
                "a cell: a column `a` to `{}` and a row 1 to {} from the top, as `c3`",
                (b'a' + rules.width as u8 - 1) as char,
                rules.height
            ),
        })
}

/// Whether `cell` is on the board as drawn: a cell one side or the other may place on (not a
/// corner, when the enemy's edges are closed).
pub fn on_board<B: BitSet>(rules: &LinkRules<B>, cell: usize) -> bool {
    cell < rules.cells() && (rules.open[0] | rules.open[1]).has(cell)
}

/// Writes a position: each cell on the board ([`on_board`]) `X`, `O` or `-` row by row from
/// the top, the side to move, then each link as its two cells, upper end first (`c3d5`).
pub fn position_string<B: BitSet>(rules: &LinkRules<B>, position: &Position<B>) -> String {
    let mut text: String = (0..rules.cells())
        .filter(|&cell| on_board(rules, cell))
        .map(|cell| {
            if position.stones[0].has(cell) {
                'X'
            } else if position.stones[1].has(cell) {
                'O'
            } else {
                '-'
            }
        })
        .collect();
    text.push(' ');
    text.push(position.side.symbol());
    for [upper, lower] in position.link_cells(rules) {
        text.push(' ');
        text.push_str(&cell_name(rules, upper).unwrap_or_default());
        text.push_str(&cell_name(rules, lower).unwrap_or_default());
    }
    text
}

/// Reads a position written by [`position_string`]: the pegs, the side to move (whose count
/// of pegs must fit the turns, a swap counted), and links that join two pegs of one side a
/// leap apart, each written once and, with `crossing: never`, crossing none of the others. A
/// position where the side to move has joined its edges is refused (the game ended before).
pub fn parse_position<B: BitSet>(
    rules: &LinkRules<B>,
    text: &str,
) -> Result<Position<B>, PositionError> {
    let on: Vec<usize> = (0..rules.cells())
        .filter(|&cell| on_board(rules, cell))
        .collect();
    let expected = || {
        format!(
            "expected the {} cells as `X`, `O` or `-` row by row from the top (the corners left \
             out), the side to move, then each link as its two cells, as `c3d5`, separated by \
             spaces",
            on.len()
        )
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let [cells, side, links @ ..] = &words[..] else {
        return Err(PositionError::new(text, expected()));
    };
    let side = match *side {
        "X" => Player::First,
        "O" => Player::Second,
        _ => return Err(PositionError::new(text, expected())),
    };
    if cells.chars().count() != on.len() {
        return Err(PositionError::new(text, expected()));
    }
    let mut stones = [B::ZERO; 2];
    for (&cell, c) in on.iter().zip(cells.chars()) {
        match c {
            'X' if rules.open[0].has(cell) => stones[0] |= B::bit(cell),
            'O' if rules.open[1].has(cell) => stones[1] |= B::bit(cell),
            '-' => {}
            'X' | 'O' => {
                return Err(PositionError::new(
                    text,
                    "a peg stands on a cell its side may not take (the other side's edge)",
                ));
            }
            _ => return Err(PositionError::new(text, expected())),
        }
    }
    let (x, o) = (stones[0].count(), stones[1].count());
    // Without a swap X has as many pegs as O, or one more after its turn; a swap takes X's
    // first peg and gives O one.
    let swapped = match side {
        Player::First if x == o => false,
        Player::First if o == x + 1 && rules.swap => true,
        Player::Second if x == o + 1 => false,
        Player::Second if x == o && x > 0 && rules.swap => true,
        _ => {
            return Err(PositionError::new(
                text,
                "the pegs do not fit the side to move: X places first, the sides alternate",
            ));
        }
    };
    let mut position = Position {
        stones,
        links: [B::ZERO; 4],
        side,
        ply: (x + o + u32::from(swapped)) as u16,
        won: false,
    };
    for link in links {
        let bad = |why: &str| PositionError::new(text, format!("link `{link}`: {why}"));
        let (w, h) = (rules.width as usize, rules.height as usize);
        let lower = link.to_ascii_lowercase();
        let Some((a, rest)) = crate::notation::leading_square(&lower, w, h) else {
            return Err(bad("expected two cells, as `c3d5`"));
        };
        let Some((b, "")) = crate::notation::leading_square(rest, w, h) else {
            return Err(bad("expected two cells, as `c3d5`"));
        };
        let (upper, lower) = (a.min(b), a.max(b));
        let Some(leap) = (0..4).find(|&leap| {
            let (dx, dy) = rules.leaps[leap];
            rules.offset(upper, dx.into(), dy.into()) == Some(lower)
        }) else {
            return Err(bad("its cells are not a leap apart"));
        };
        let side = (0..2).find(|&s| stones[s].has(upper) && stones[s].has(lower));
        if side.is_none() {
            return Err(bad("it does not join two pegs of one side"));
        }
        if position.links[leap].has(upper) {
            return Err(bad("written twice"));
        }
        if position.crossed(rules, upper, leap) {
            return Err(bad("it crosses another link"));
        }
        position.links[leap] |= B::bit(upper);
    }
    let [mover, waiting] = [side.opponent().index(), side.index()];
    if rules.connects(waiting, stones[waiting], &position.links) {
        return Err(PositionError::new(
            text,
            "the side to move has joined its edges: the game ended before its turn",
        ));
    }
    position.won = rules.connects(mover, stones[mover], &position.links);
    Ok(position)
}

/// The legend of [`render`]'s drawings.
pub const LEGEND: &str = "X, O: the players' pegs (X joins the top and bottom rows, O the left and right columns); .: an empty cell; the links are listed below the board (columns a, b, ... from the left, rows 1, 2, ... from the top)";

/// Draws the board (corners blank), its links as a list, and `status` below.
pub fn render<B: BitSet>(rules: &LinkRules<B>, position: &Position<B>, status: &str) -> String {
    let (width, height) = (rules.width as usize, rules.height as usize);
    let mut text = String::from("   ");
    for column in 0..width {
        text.push((b'a' + column as u8) as char);
        if column + 1 < width {
            text.push(' ');
        }
    }
    text.push('\n');
    for row in 0..height {
        text.push_str(&format!("{:>2} ", row + 1));
        for column in 0..width {
            let cell = row * width + column;
            text.push(if position.stones[0].has(cell) {
                'X'
            } else if position.stones[1].has(cell) {
                'O'
            } else if on_board(rules, cell) {
                '.'
            } else {
                ' '
            });
            if column + 1 < width {
                text.push(' ');
            }
        }
        text.push('\n');
    }
    let links: Vec<String> = position
        .link_cells(rules)
        .into_iter()
        .map(|[a, b]| {
            format!(
                "{}-{}",
                cell_name(rules, a).unwrap_or_default(),
                cell_name(rules, b).unwrap_or_default()
            )
        })
        .collect();
    if !links.is_empty() {
        text.push_str(&format!("links: {}\n", links.join(" ")));
    }
    text.push_str(status);
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULES: LinkRules<u128> = LinkRules::new(8, 8, (1, 2), true, true, true, 0);

    fn play(moves: &[&str]) -> Position<u128> {
        let mut p = Position::<u128>::start();
        for m in moves {
            let mv = parse_move(&RULES, m).unwrap();
            assert!(p.moves(&RULES).any(|x| x == mv), "{m} is legal");
            p.play(&RULES, mv);
        }
        p
    }

    #[test]
    fn a_knight_link_is_crossed_by_the_nine_links_that_cross_it() {
        // The link from (0, 0) to (1, 2) crosses the one from (0, 1) to (2, 2) and not the one
        // from (1, 0) to (2, 2), which shares no point with it.
        let (list, n) = RULES.crossings[0];
        let list = &list[..usize::from(n)];
        assert_eq!(n, 9);
        assert!(list.contains(&Crossing {
            dx: 0,
            dy: 1,
            leap: 2
        }));
        assert!(!list.contains(&Crossing {
            dx: 1,
            dy: 0,
            leap: 0
        }));
    }

    #[test]
    fn pegs_a_knight_apart_link_unless_a_link_crosses() {
        // X c3 and d5 link; O's d3-b4 would cross it, so O's pegs stay apart.
        let p = play(&["c3", "b4", "d5", "d3"]);
        assert_eq!(p.link_cells(&RULES), [[18, 35]]);
        assert_eq!(position_string(&RULES, &p).split(' ').nth(2), Some("c3d5"));
    }

    #[test]
    fn the_swap_turns_the_first_peg_a_quarter() {
        // X c5 (column 2, row 4); O swaps: its peg goes to column 3, row 2, d3.
        let p = play(&["c5", "c5"]);
        assert_eq!(p.stones[0], 0);
        assert_eq!(p.stones[1], 1 << 19);
        assert_eq!(p.side, Player::First);
        assert_eq!(p.moves(&RULES).count(), 47);
        // A first peg on X's own edge cannot be swapped: O places on none of rows 1 and 8.
        let after_c1 = play(&["c1"]);
        assert_eq!(after_c1.swappable(&RULES), None);
        assert_eq!(after_c1.moves(&RULES).count(), 48);
    }

    #[test]
    fn a_chain_of_links_from_edge_to_edge_wins() {
        // X's knight's moves b1, c3, b5, c7, e8 join row 1 to row 8; O's pegs down column a
        // are not a knight apart and do not link.
        let p = play(&["b1", "a2", "c3", "a3", "b5", "a4", "c7", "a5", "e8"]);
        assert!(p.won);
        assert_eq!(p.value(&RULES), Some(-1));
        assert_eq!(p.moves(&RULES).count(), 0);
        let text = position_string(&RULES, &p);
        let read = parse_position(&RULES, &text).unwrap();
        assert_eq!(read, p);
    }

    #[test]
    fn a_position_with_a_crossing_link_is_refused() {
        let p = play(&["c3", "b4", "d5", "d3"]);
        let text = format!("{} b4d3", position_string(&RULES, &p));
        assert!(parse_position(&RULES, &text).is_err());
    }
}

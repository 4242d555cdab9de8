//! Games of points joined by lines (nine men's morris): a board that is a graph, stones placed
//! from a hand, then stepped along the lines or flown to any point, a line of three (a mill)
//! removing an opponent's stone. For the games declared with `board: morris N` and
//! `moves: phases [...]`.
//!
//! It exists so that the compiler writes no graph work: a declaration lowers to a [`PointRules`]
//! constant, and the generated game calls these functions with it; the constant folds into each
//! call, so the code is monomorphized for each game as if written for it.
//!
//! The board ([`PointBoard`]) is points with coordinates on a square grid (for drawing and
//! names), each point's neighbours as a mask (a step is a mask lookup), and its mills, the
//! lines of three joined points in a row, as masks. Points are numbered row by row from the
//! top left, which for `morris 3` is OpenSpiel's numbering of `nine_mens_morris`. A position is
//! each side's stones (a `u32`, a bit a point), the stones each still holds in hand, the side to
//! move and the turns played ([`Position`]).
//!
//! The side to move alternates at every ply ([`Game`](crate::Game)'s contract), so a move is a
//! whole turn ([`Turn`]): a stone placed or moved and, when it makes a mill, the opponent's stone
//! removed (OpenSpiel's two actions, the move then the removal, are one turn here).

use crate::moves::{PackedMove, SpillingList};
use crate::{MoveError, Player, PositionError};

/// The most points of a board: a side's stones are a `u32`.
pub const MAX_POINTS: usize = 32;
/// The most mills (lines of three) of a board.
pub const MAX_MILLS: usize = 32;
/// No point: the `from` of a placement, the `remove` of a turn that makes no mill.
pub const NONE: u8 = u8::MAX;

/// A board of points joined by lines, on a `size x size` grid: each point's place, its
/// neighbours along the lines, and the mills (three joined points in a straight line).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PointBoard {
    /// The grid's side: points have columns and rows `0..size`.
    pub size: u8,
    /// How many points.
    pub points: usize,
    /// Each point's column and row from the top left, in the points' order (row by row).
    pub coords: [(u8, u8); MAX_POINTS],
    /// Each point's neighbours along the lines, a mask.
    pub neighbours: [u32; MAX_POINTS],
    /// The neighbour of each point to the right (`east`) along a line, or [`NONE`].
    pub east: [u8; MAX_POINTS],
    /// The neighbour of each point below (`south`) along a line, or [`NONE`].
    pub south: [u8; MAX_POINTS],
    /// The mills, masks of three points.
    pub mills: [u32; MAX_MILLS],
    /// How many mills.
    pub mill_count: usize,
}

impl PointBoard {
    /// `morris N`: `N` nested squares, each with a point at its corners and the middle of its
    /// sides, the middles joined to the next square's. `morris 3` is nine men's morris's board
    /// (24 points, 16 mills), `morris 2` six men's morris's (16 points, 8 mills).
    ///
    /// ```
    /// use game_dsl::points::PointBoard;
    /// let board = PointBoard::morris(3);
    /// assert_eq!((board.points, board.mill_count), (24, 16));
    /// // Point 4 (d6) is joined to d7 (1), b6 (3), f6 (5) and d5 (7).
    /// assert_eq!(board.neighbours[4], 1 << 1 | 1 << 3 | 1 << 5 | 1 << 7);
    /// assert_eq!(PointBoard::morris(2).points, 16);
    /// ```
    pub const fn morris(squares: usize) -> PointBoard {
        let size = 2 * squares + 1;
        let mid = squares as isize;
        let mut board = PointBoard {
            size: size as u8,
            points: 0,
            coords: [(0, 0); MAX_POINTS],
            neighbours: [0; MAX_POINTS],
            east: [NONE; MAX_POINTS],
            south: [NONE; MAX_POINTS],
            mills: [0; MAX_MILLS],
            mill_count: 0,
        };
        let mut grid = [[NONE; 2 * 7 + 1]; 2 * 7 + 1];
        let mut r = 0;
        while r < size {
            let mut c = 0;
            while c < size {
                let dr = (r as isize - mid).abs();
                let dc = (c as isize - mid).abs();
                let d = if dr > dc { dr } else { dc };
                if d >= 1 && (dr == 0 || dr == d) && (dc == 0 || dc == d) {
                    grid[r][c] = board.points as u8;
                    board.coords[board.points] = (c as u8, r as u8);
                    board.points += 1;
                }
                c += 1;
            }
            r += 1;
        }
        // Consecutive points of a row or a column are joined, except across the centre.
        let mut p = 0;
        while p < board.points {
            let (c, r) = (board.coords[p].0 as usize, board.coords[p].1 as usize);
            let mut k = c + 1;
            while k < size && grid[r][k] == NONE {
                k += 1;
            }
            if k < size && !(r as isize == mid && (c as isize) < mid && (k as isize) > mid) {
                board.east[p] = grid[r][k];
            }
            let mut k = r + 1;
            while k < size && grid[k][c] == NONE {
                k += 1;
            }
            if k < size && !(c as isize == mid && (r as isize) < mid && (k as isize) > mid) {
                board.south[p] = grid[k][c];
            }
            p += 1;
        }
        board.join_and_find_mills();
        board
    }

    /// Fills the neighbour masks from `east` and `south`, and the mills: three points each the
    /// east (or south) neighbour of the one before.
    const fn join_and_find_mills(&mut self) {
        let mut p = 0;
        while p < self.points {
            let mut dir = 0;
            while dir < 2 {
                let q = if dir == 0 {
                    self.east[p]
                } else {
                    self.south[p]
                };
                if q != NONE {
                    self.neighbours[p] |= 1 << q;
                    self.neighbours[q as usize] |= 1 << p;
                    let r = if dir == 0 {
                        self.east[q as usize]
                    } else {
                        self.south[q as usize]
                    };
                    if r != NONE && self.mill_count < MAX_MILLS {
                        self.mills[self.mill_count] = 1 << p | 1 << q | 1 << r;
                        self.mill_count += 1;
                    }
                }
                dir += 1;
            }
            p += 1;
        }
    }

    /// Every point, a mask.
    #[inline(always)]
    pub const fn all(&self) -> u32 {
        if self.points == 32 {
            u32::MAX
        } else {
            (1 << self.points) - 1
        }
    }

    /// The stones of `stones` that stand in a mill of theirs.
    #[inline(always)]
    pub fn in_mills(&self, stones: u32) -> u32 {
        let mut found = 0;
        for &mill in &self.mills[..self.mill_count] {
            if stones & mill == mill {
                found |= mill;
            }
        }
        found
    }

    /// Whether the stone at `point` of `stones` stands in a mill.
    #[inline(always)]
    pub fn makes_mill(&self, stones: u32, point: u32) -> bool {
        let bit = 1 << point;
        self.mills[..self.mill_count]
            .iter()
            .any(|&mill| mill & bit != 0 && stones & mill == mill)
    }

    /// The name of a point: its column's letter and its row counted from the bottom, as
    /// morris players write them (`a1` the bottom left corner, `d7` the top middle).
    pub fn name(&self, point: usize) -> String {
        let (c, r) = self.coords[point];
        format!("{}{}", (b'a' + c) as char, self.size - r)
    }

    /// The point named `text` (see [`PointBoard::name`]).
    pub fn point(&self, text: &str) -> Option<usize> {
        let bytes = text.as_bytes();
        let column = bytes.first()?.checked_sub(b'a')?;
        let row: u8 = text.get(1..)?.parse().ok()?;
        if text.len() > 1 && bytes[1] == b'0' {
            return None;
        }
        if row == 0 || row > self.size {
            return None;
        }
        let at = (column, self.size - row);
        (0..self.points).find(|&p| self.coords[p] == at)
    }

    /// Each point's column and row, the first `N` points (`N` the board's points): for a
    /// constant of the game's look.
    pub const fn coords_array<const N: usize>(&self) -> [(u8, u8); N] {
        let mut out = [(0, 0); N];
        let mut p = 0;
        while p < N {
            out[p] = self.coords[p];
            p += 1;
        }
        out
    }

    /// How many lines join two points.
    pub const fn line_count(&self) -> usize {
        let mut n = 0;
        let mut p = 0;
        while p < self.points {
            n += (self.east[p] != NONE) as usize + (self.south[p] != NONE) as usize;
            p += 1;
        }
        n
    }

    /// The lines, each two joined points (the east or south one second), the first `N` (`N`
    /// [`PointBoard::line_count`]): for a constant of the game's look.
    pub const fn lines_array<const N: usize>(&self) -> [(u8, u8); N] {
        let mut out = [(0, 0); N];
        let mut n = 0;
        let mut p = 0;
        while p < self.points {
            if self.east[p] != NONE && n < N {
                out[n] = (p as u8, self.east[p]);
                n += 1;
            }
            if self.south[p] != NONE && n < N {
                out[n] = (p as u8, self.south[p]);
                n += 1;
            }
            p += 1;
        }
        out
    }

    /// The lines of the board, each two joined points (the east or south one second), for a
    /// front end to draw.
    pub fn segments(&self) -> Vec<(usize, usize)> {
        let mut segments = Vec::new();
        for p in 0..self.points {
            for q in [self.east[p], self.south[p]] {
                if q != NONE {
                    segments.push((p, q as usize));
                }
            }
        }
        segments
    }
}

/// The rules of a game of points: the board, and the parts of a turn, each a phase of a side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PointRules {
    /// The board.
    pub board: PointBoard,
    /// The stones each side holds at the start and places, one a turn, on any empty point,
    /// before it moves any (`place from hand N`); 0 for none.
    pub hand: u8,
    /// Whether a side with none in hand moves a stone along a line to the empty point next to
    /// it (`step`).
    pub step: bool,
    /// A side with none in hand and this many stones or fewer moves a stone to any empty point
    /// (`fly at N`); 0 for never.
    pub fly: u8,
    /// Whether a turn whose stone makes a mill removes an opponent's stone, one not in a mill
    /// unless all are (`then remove on mill`).
    pub remove_on_mill: bool,
    /// A side with fewer stones than this, in hand and on the board, loses (`lose: fewer N`);
    /// 0 for never.
    pub fewer: u8,
    /// The turns after which the game is drawn (`limit: N`), 0 for none: a side to move with no
    /// move then still loses, as in OpenSpiel.
    pub limit: u16,
}

/// A turn: the point a stone leaves ([`NONE`] for a placement), the point it reaches, and the
/// opponent's stone it removes ([`NONE`] when it makes no mill).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub struct Turn {
    /// The point left, or [`NONE`].
    pub from: u8,
    /// The point reached.
    pub to: u8,
    /// The stone removed, or [`NONE`].
    pub remove: u8,
}

impl PackedMove for Turn {
    /// Five bits each of the three points: the legal turns of a position differ in them (a side
    /// places or moves, never both; a turn that makes a mill always removes).
    #[inline]
    fn pack(self) -> u16 {
        (u16::from(self.from) & 31) << 10
            | (u16::from(self.to) & 31) << 5
            | u16::from(self.remove) & 31
    }
}

/// The turns of a position: 64 on the stack, the heap beyond.
pub type Turns = SpillingList<Turn, 64>;

/// The iterator over a position's turns.
pub type TurnIter = <Turns as IntoIterator>::IntoIter;

/// A position: each side's stones (bit a point), the stones each holds in hand, the side to
/// move, the turns played.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// X's and O's stones.
    pub stones: [u32; 2],
    /// The stones X and O hold in hand.
    pub hand: [u8; 2],
    /// The side to move.
    pub side: Player,
    /// Turns played.
    pub ply: u16,
}

/// The single bits of a mask, lowest first, as point numbers.
#[inline(always)]
fn bits(mut mask: u32) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let p = mask.trailing_zeros();
            mask &= mask - 1;
            p
        })
    })
}

impl Position {
    /// The start: an empty board, `hand` stones in each side's hand, X to move.
    pub const fn start(rules: &PointRules) -> Position {
        Position {
            stones: [0, 0],
            hand: [rules.hand, rules.hand],
            side: Player::First,
            ply: 0,
        }
    }

    /// A side's stones, in hand and on the board.
    #[inline(always)]
    pub const fn men(&self, side: usize) -> u32 {
        self.stones[side].count_ones() + self.hand[side] as u32
    }

    /// The empty points.
    #[inline(always)]
    fn empty(&self, rules: &PointRules) -> u32 {
        rules.board.all() & !(self.stones[0] | self.stones[1])
    }

    /// Whether the side to move flies: none in hand and at most `fly` stones.
    #[inline(always)]
    fn flies(&self, rules: &PointRules, side: usize) -> bool {
        rules.fly > 0
            && self.hand[side] == 0
            && self.stones[side].count_ones() <= u32::from(rules.fly)
    }

    /// Whether the side to move has a turn (the game not over by its other rules).
    #[inline]
    pub fn has_turn(&self, rules: &PointRules) -> bool {
        let side = self.side.index();
        let empty = self.empty(rules);
        if self.hand[side] > 0 {
            return empty != 0;
        }
        if self.flies(rules, side) {
            return empty != 0 && self.stones[side] != 0;
        }
        rules.step
            && bits(self.stones[side]).any(|p| rules.board.neighbours[p as usize] & empty != 0)
    }

    /// Whether the game is over by its length or a side's stones, whatever the moves.
    #[inline(always)]
    fn over(&self, rules: &PointRules) -> bool {
        (rules.limit > 0 && self.ply >= rules.limit)
            || (rules.fewer > 0
                && (self.men(0) < u32::from(rules.fewer) || self.men(1) < u32::from(rules.fewer)))
    }

    /// The value of a finished game for the side to move, `None` while it goes on: a side with
    /// no turn loses; then a side with fewer than `fewer` stones loses; a game of `limit` turns
    /// is drawn (OpenSpiel's order).
    #[inline]
    pub fn value(&self, rules: &PointRules) -> Option<i32> {
        let over = self.over(rules);
        let blocked = !self.has_turn(rules);
        if !over && !blocked {
            return None;
        }
        if blocked {
            return Some(-1);
        }
        let (me, them) = (self.side.index(), 1 - self.side.index());
        let fewer = u32::from(rules.fewer);
        if rules.fewer > 0 && self.men(me) < fewer {
            return Some(-1);
        }
        if rules.fewer > 0 && self.men(them) < fewer {
            return Some(1);
        }
        Some(0)
    }

    /// Why the game ended, `None` while it goes on: no turn for the side to move, a side with
    /// too few stones, the limit of turns (in the order of [`Position::value`]).
    pub fn ending(&self, rules: &PointRules) -> Option<crate::Ending> {
        use crate::Ending;
        let over = self.over(rules);
        if !self.has_turn(rules) {
            return Some(Ending::NoMoves);
        }
        if !over {
            return None;
        }
        let fewer = u32::from(rules.fewer);
        if rules.fewer > 0 && (self.men(0) < fewer || self.men(1) < fewer) {
            return Some(Ending::TooFew);
        }
        Some(Ending::PlyLimit)
    }

    /// Every turn of the side to move into `turns` (none once the game is over): placements,
    /// steps or flights in the order of their points, each that makes a mill once for each
    /// stone it may remove.
    pub fn turns(&self, rules: &PointRules, turns: &mut Turns) {
        if self.over(rules) {
            return;
        }
        let side = self.side.index();
        let (mine, theirs) = (self.stones[side], self.stones[1 - side]);
        let empty = self.empty(rules);
        let board = &rules.board;
        let removable = if rules.remove_on_mill {
            let free = theirs & !board.in_mills(theirs);
            if free != 0 { free } else { theirs }
        } else {
            0
        };
        let mut push = |from: u8, to: u32, after: u32| {
            if rules.remove_on_mill && board.makes_mill(after, to) {
                for r in bits(removable) {
                    turns.push(Turn {
                        from,
                        to: to as u8,
                        remove: r as u8,
                    });
                }
            } else {
                turns.push(Turn {
                    from,
                    to: to as u8,
                    remove: NONE,
                });
            }
        };
        if self.hand[side] > 0 {
            for to in bits(empty) {
                push(NONE, to, mine | 1 << to);
            }
        } else if self.flies(rules, side) {
            for from in bits(mine) {
                for to in bits(empty) {
                    push(from as u8, to, mine & !(1 << from) | 1 << to);
                }
            }
        } else if rules.step {
            for from in bits(mine) {
                for to in bits(board.neighbours[from as usize] & empty) {
                    push(from as u8, to, mine & !(1 << from) | 1 << to);
                }
            }
        }
    }

    /// Plays a legal turn.
    #[inline(always)]
    pub fn play(&mut self, turn: Turn) {
        let side = self.side.index();
        if turn.from == NONE {
            self.hand[side] -= 1;
        } else {
            self.stones[side] &= !(1 << turn.from);
        }
        self.stones[side] |= 1 << turn.to;
        if turn.remove != NONE {
            self.stones[1 - side] &= !(1 << turn.remove);
        }
        self.side = self.side.opponent();
        self.ply = self.ply.wrapping_add(1);
    }

    /// The stones, in hand and on the board, the mover's less the opponent's.
    #[inline]
    pub fn material(&self) -> i32 {
        let side = self.side.index();
        self.men(side) as i32 - self.men(1 - side) as i32
    }
}

/// Writes a turn: the point left (for a move) and the point reached, then `x` and the stone
/// removed (`d7`, `a1a4`, `a1a4xd7`).
pub fn format_turn(board: &PointBoard, turn: Turn) -> String {
    let mut text = String::new();
    if turn.from != NONE {
        text.push_str(&board.name(turn.from.into()));
    }
    text.push_str(&board.name(turn.to.into()));
    if turn.remove != NONE {
        text.push('x');
        text.push_str(&board.name(turn.remove.into()));
    }
    text
}

/// Reads a turn written by [`format_turn`]; whether it is legal is the game's to say.
pub fn parse_turn(board: &PointBoard, text: &str) -> Result<Turn, MoveError> {
    let trimmed = text.trim();
    let malformed = || MoveError::Malformed {
        text: trimmed.to_string(),
        expected: format!(
            "a point placed on (`d7`), or a point left and a point reached (`a1a4`), then `x` and \
             the opponent's stone removed after a mill (`a1a4xd7`); points are a column from a \
             to {} and a row from 1 at the bottom",
            (b'a' + board.size - 1) as char
        ),
    };
    let (movement, remove) = match trimmed.split_once('x') {
        Some((m, r)) => (m, Some(r)),
        None => (trimmed, None),
    };
    let remove = match remove {
        Some(r) => board.point(r).ok_or_else(malformed)? as u8,
        None => NONE,
    };
    // The second point begins at the second letter.
    let split = movement
        .char_indices()
        .skip(1)
        .find(|(_, c)| c.is_ascii_lowercase())
        .map(|(i, _)| i);
    let (from, to) = match split {
        Some(i) => (
            board.point(&movement[..i]).ok_or_else(malformed)? as u8,
            board.point(&movement[i..]).ok_or_else(malformed)? as u8,
        ),
        None => (NONE, board.point(movement).ok_or_else(malformed)? as u8),
    };
    Ok(Turn { from, to, remove })
}

/// Writes a position: each point `X`, `O` or `-` in the points' order (OpenSpiel's), X's and
/// O's stones in hand, the side to move and, in a game with a limit, the turns played
/// (`------------------------ 9 9 X 0`).
pub fn position_string(rules: &PointRules, position: &Position) -> String {
    let board = &rules.board;
    let mut text: String = (0..board.points)
        .map(|p| {
            if position.stones[0] & 1 << p != 0 {
                'X'
            } else if position.stones[1] & 1 << p != 0 {
                'O'
            } else {
                '-'
            }
        })
        .collect();
    text.push_str(&format!(
        " {} {} {}",
        position.hand[0],
        position.hand[1],
        position.side.symbol()
    ));
    if rules.limit > 0 {
        text.push_str(&format!(" {}", position.ply));
    }
    text
}

/// Reads a position written by [`position_string`]; without the turns played, as many as the
/// side to move's parity (0 for X, 1 for O).
pub fn parse_position(rules: &PointRules, text: &str) -> Result<Position, PositionError> {
    let board = &rules.board;
    let expected = || {
        format!(
            "expected the {} points as `X`, `O` or `-` row by row from the top, the stones X and \
             O hold in hand (at most {}), the side to move{}, separated by spaces",
            board.points,
            rules.hand,
            if rules.limit > 0 {
                format!(" and the turns played (at most {})", rules.limit)
            } else {
                String::new()
            }
        )
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let (points, x, o, side, ply) = match words[..] {
        [points, x, o, side] => (points, x, o, side, None),
        [points, x, o, side, ply] if rules.limit > 0 => (points, x, o, side, Some(ply)),
        _ => return Err(PositionError::new(text, expected())),
    };
    let side = match side {
        "X" => Player::First,
        "O" => Player::Second,
        _ => return Err(PositionError::new(text, expected())),
    };
    if points.len() != board.points {
        return Err(PositionError::new(text, expected()));
    }
    let mut stones = [0u32; 2];
    for (p, c) in points.chars().enumerate() {
        match c {
            'X' => stones[0] |= 1 << p,
            'O' => stones[1] |= 1 << p,
            '-' => {}
            _ => return Err(PositionError::new(text, expected())),
        }
    }
    let hand = |word: &str| word.parse::<u8>().ok().filter(|&n| n <= rules.hand);
    let (Some(x), Some(o)) = (hand(x), hand(o)) else {
        return Err(PositionError::new(text, expected()));
    };
    for (side, in_hand) in [(0, x), (1, o)] {
        if stones[side].count_ones() + u32::from(in_hand) > u32::from(rules.hand) {
            return Err(PositionError::new(
                text,
                format!(
                    "a side has at most {} stones, on the board and in hand",
                    rules.hand
                ),
            ));
        }
    }
    let ply = match ply {
        None => side.index() as u16,
        Some(word) => match word.parse::<u16>() {
            Ok(n) if n <= rules.limit && usize::from(n % 2) == side.index() => n,
            _ => {
                return Err(PositionError::new(
                    text,
                    format!(
                        "the turns played are at most {} and {} for {} to move",
                        rules.limit,
                        if side.index() == 0 { "even" } else { "odd" },
                        side.symbol()
                    ),
                ));
            }
        },
    };
    Ok(Position {
        stones,
        hand: [x, o],
        side,
        ply,
    })
}

/// The legend of [`render`]'s drawings.
pub const LEGEND: &str = "X, O: the players' stones; +: an empty point; - and |: the lines joining the points (columns a, b, ... from the left, rows 1, 2, ... from the bottom)";

/// Draws the points and the lines joining them, the stones on them, the names of the columns
/// and rows, the stones in hand and `status` below.
///
/// ```
/// use game_dsl::points::{render, PointBoard, Position, PointRules};
/// let rules = PointRules {
///     board: PointBoard::morris(1),
///     hand: 3, step: true, fly: 0, remove_on_mill: true, fewer: 0, limit: 0,
/// };
/// let start = Position::start(&rules);
/// assert_eq!(
///     render(&rules.board, &start, "X to move"),
///     "3  +---+---+\n   |       |\n2  +       +\n   |       |\n1  +---+---+\n   a   b   c\nin hand: X 3, O 3; X to move\n"
/// );
/// ```
pub fn render(board: &PointBoard, position: &Position, status: &str) -> String {
    let size = usize::from(board.size);
    let width = 4 * (size - 1) + 1;
    let mut grid = vec![vec![' '; width]; 2 * size - 1];
    for (p, q) in board.segments() {
        let (c1, r1) = board.coords[p];
        let (c2, r2) = board.coords[q];
        let (c1, r1, c2, r2) = (
            usize::from(c1),
            usize::from(r1),
            usize::from(c2),
            usize::from(r2),
        );
        if r1 == r2 {
            for c in &mut grid[2 * r1][4 * c1 + 1..4 * c2] {
                *c = '-';
            }
        } else {
            for line in &mut grid[2 * r1 + 1..2 * r2] {
                line[4 * c1] = '|';
            }
        }
    }
    for p in 0..board.points {
        let (c, r) = board.coords[p];
        grid[2 * usize::from(r)][4 * usize::from(c)] = if position.stones[0] & 1 << p != 0 {
            'X'
        } else if position.stones[1] & 1 << p != 0 {
            'O'
        } else {
            '+'
        };
    }
    let mut text = String::new();
    for (y, line) in grid.iter().enumerate() {
        let label = if y % 2 == 0 {
            format!("{}", size - y / 2)
        } else {
            String::new()
        };
        let line: String = line.iter().collect();
        text.push_str(format!("{label:<3}{line}").trim_end());
        text.push('\n');
    }
    let letters: Vec<String> = (0..size)
        .map(|c| ((b'a' + c as u8) as char).to_string())
        .collect();
    text.push_str(&format!("   {}\n", letters.join("   ")));
    text.push_str(&format!(
        "in hand: X {}, O {}; {status}\n",
        position.hand[0], position.hand[1]
    ));
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const NINE: PointRules = PointRules {
        board: PointBoard::morris(3),
        hand: 9,
        step: true,
        fly: 3,
        remove_on_mill: true,
        fewer: 3,
        limit: 200,
    };

    #[test]
    fn the_board_is_openspiels() {
        let b = &NINE.board;
        // OpenSpiel's kPointNeighbors, N E S W, for each point.
        let openspiel: [[i8; 4]; 24] = [
            [-1, 1, 9, -1],
            [-1, 2, 4, 0],
            [-1, -1, 14, 1],
            [-1, 4, 10, -1],
            [1, 5, 7, 3],
            [-1, -1, 13, 4],
            [-1, 7, 11, -1],
            [4, 8, -1, 6],
            [-1, -1, 12, 7],
            [0, 10, 21, -1],
            [3, 11, 18, 9],
            [6, -1, 15, 10],
            [8, 13, 17, -1],
            [5, 14, 20, 12],
            [2, -1, 23, 13],
            [11, 16, -1, -1],
            [-1, 17, 19, 15],
            [12, -1, -1, 16],
            [10, 19, -1, -1],
            [16, 20, 22, 18],
            [13, -1, -1, 19],
            [9, 22, -1, -1],
            [19, 23, -1, 21],
            [14, -1, -1, 22],
        ];
        for (p, dirs) in openspiel.iter().enumerate() {
            let mask = dirs
                .iter()
                .filter(|&&q| q >= 0)
                .fold(0u32, |m, &q| m | 1 << q);
            assert_eq!(b.neighbours[p], mask, "point {p}");
            assert_eq!(b.east[p], if dirs[1] < 0 { NONE } else { dirs[1] as u8 });
            assert_eq!(b.south[p], if dirs[2] < 0 { NONE } else { dirs[2] as u8 });
        }
        assert_eq!(b.mill_count, 16);
        for squares in 1..=4 {
            let board = PointBoard::morris(squares);
            assert_eq!(board.line_count(), 8 * squares + 4 * (squares - 1));
            assert_eq!(board.segments().len(), board.line_count());
        }
        assert_eq!(b.name(0), "a7");
        assert_eq!(b.name(23), "g1");
        assert_eq!(b.name(9), "a4");
        assert_eq!(b.point("d2"), Some(19));
        assert_eq!(b.point("d4"), None);
        assert_eq!(b.point("h1"), None);
    }

    #[test]
    fn a_mill_removes_a_stone_not_in_a_mill() {
        // X: a7 d7 (0, 1) and O: b6 d6 f6 (3, 4, 5, a mill) and a4 (9); X places g7 (2).
        let pos = Position {
            stones: [1 | 1 << 1, 1 << 3 | 1 << 4 | 1 << 5 | 1 << 9],
            hand: [7, 5],
            side: Player::First,
            ply: 0,
        };
        let mut turns = Turns::new();
        pos.turns(&NINE, &mut turns);
        let mill: Vec<String> = turns
            .iter()
            .filter(|t| t.to == 2)
            .map(|&t| format_turn(&NINE.board, t))
            .collect();
        assert_eq!(mill, ["g7xa4"]);
        // 18 empty points, g7 with its one removal.
        assert_eq!(turns.len(), 18);
    }

    #[test]
    fn turns_read_back() {
        let b = &NINE.board;
        for text in ["d7", "a1a4", "a1a4xd7", "d7xg1"] {
            let turn = parse_turn(b, text).unwrap();
            assert_eq!(format_turn(b, turn), text);
        }
        assert!(parse_turn(b, "d4").is_err());
        assert!(parse_turn(b, "a1a4x").is_err());
        let pos = Position::start(&NINE);
        let text = position_string(&NINE, &pos);
        assert_eq!(text, "------------------------ 9 9 X 0");
        assert_eq!(parse_position(&NINE, &text), Ok(pos));
        assert_eq!(
            parse_position(&NINE, "------------------------ 9 9 X"),
            Ok(pos)
        );
        assert!(parse_position(&NINE, "------------------------ 9 9 X 1").is_err());
        assert!(parse_position(&NINE, "------------------------ 9 9 X 202").is_err());
        assert!(parse_position(&NINE, "------------------------ 10 9 X").is_err());
    }
}

//! Pawns that race to the far side while each side builds walls between the cells (Quoridor,
//! Blockade): `moves: step or jump or wall N { stock: K }`, `win: reach far_row`.
//!
//! A turn either moves the side's pawn or places one of its walls. A pawn steps to a
//! neighbouring cell (up, down, left or right) unless a wall stands between; onto the other
//! pawn it may not, but it jumps over it to the cell beyond, or, when a wall or the board's edge
//! stands behind the other pawn, to the cell on either side of it. A wall lies on the edges
//! between cells, `N` cells long, across a row of edges (`h`, between two rows) or along one
//! (`v`, between two columns); walls may not overlap nor cross at their middles, and no wall
//! may leave a pawn without a path to its goal. Each side has `K` walls to place.
//!
//! A side wins when its pawn reaches the row farthest from where it started (`win: reach
//! far_row`), tested after its move; a limit of plies draws, and it is tested first (a goal
//! reached on the last ply is a draw, as OpenSpiel rules). With `pass: when_blocked` a side
//! without a move passes, otherwise it loses (with two pawns, the path every wall must leave
//! makes that rare).
//!
//! Every set is a `u128`, bit `row * width + column`, rows from the top: the edges blocked below
//! and right of each cell, and the walls by the cell at their top left. The pawn's moves are
//! shifts masked by the open edges; whether a wall leaves both pawns a path is a flood fill of
//! shifts, done only for the walls that cut a shortest path found once per position (any
//! other wall leaves that path open) and that touch the walls placed or the board's edge at two
//! or more of their points (a wall that touches them at one point at most closes no region:
//! OpenSpiel's test, made a mask per orientation here).
//!
//! A move is coded by its cell: `cell` for the pawn's move there, `cells + cell` for a wall
//! across (`h`) whose top left cell is `cell`, `2 * cells + cell` for a wall along (`v`). Moves
//! are named as in Lisa Glendenning's notation, which OpenSpiel uses: the pawn's new cell
//! (`e8`), or the cell at the wall's top left and `h` or `v` (`e3h`), rows counted from the top.
//!
//! ```
//! use game_dsl::{game, Game, GameExt, Notation};
//! game! {
//!     pub SmallQuoridor {
//!         board: 5 x 5,
//!         start: { X: [c5], O: [c1] },
//!         moves: step or jump or wall 2 { stock: 3 },
//!         win: reach far_row,
//!     }
//! }
//! let start = SmallQuoridor::start();
//! // Three steps for the pawn on c5, and 2 x 4 x 4 walls.
//! assert_eq!(start.legal_moves().len(), 3 + 32);
//! // A wall across below b4 and c4 lies between rows 4 and 5, right above X's pawn on c5: X
//! // may no longer step up to c4.
//! let walled = start.play_sequence("b4h").unwrap();
//! let after = walled.play_sequence("c2").unwrap();
//! let moves: Vec<String> = after.legal_moves().iter().map(|&m| after.format_move(m)).collect();
//! assert!(moves.contains(&"b5".to_string()) && !moves.contains(&"c4".to_string()));
//! ```

use crate::error::{MoveError, PositionError};
use crate::game::Player;
use crate::hash::hash_words;
use crate::moves::Move;

/// The rules of a game of walls, a constant of the declaring type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WallRules {
    /// Columns of the board.
    pub width: u32,
    /// Rows of the board.
    pub height: u32,
    /// The cells a wall spans.
    pub length: u32,
    /// The walls each side has to place.
    pub stock: u8,
    /// Each side's pawn's cell at the start, the first player's first.
    pub start: [u8; 2],
    /// Each side's goal: the row farthest from its start.
    pub goal: [u128; 2],
    /// Every cell.
    pub all: u128,
    /// The cells with a neighbour to the right.
    pub east: u128,
    /// The cells with a neighbour below.
    pub south: u128,
    /// The top left cells of the walls across that fit on the board.
    pub across: u128,
    /// The top left cells of the walls along that fit on the board.
    pub along: u128,
    /// The plies after which the game is drawn (0: none).
    pub limit: u16,
    /// Whether a side without a move passes (`pass: when_blocked`), rather than losing.
    pub pass: bool,
}

/// A position: the pawns, the walls placed and each side's walls left, the side to move and the
/// plies played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Each side's pawn's cell, the first player's first.
    pub pawns: [u8; 2],
    /// The walls placed, by the cell at their top left: across (`h`) then along (`v`).
    pub walls: [u128; 2],
    /// The edges below each cell that a wall blocks.
    pub blocked_south: u128,
    /// The edges right of each cell that a wall blocks.
    pub blocked_east: u128,
    /// The middles the walls hold, each by the cell at its top left.
    pub middles: u128,
    /// Each side's walls left to place.
    pub left: [u8; 2],
    /// The side to move.
    pub side: Player,
    /// The plies played (passes included).
    pub ply: u16,
}

/// The moves of a position: the pawn's, then the walls'.
pub type Moves = crate::moves::SpillingList<Move, 256>;

/// The moves of a position, one by one.
pub type MoveIter = <Moves as IntoIterator>::IntoIter;

/// The most cells of a board, and so the most layers of a shortest path's search (kept on the
/// stack).
const MAX_CELLS: usize = 128;

/// A wall: across (between two rows) or along (between two columns), and its top left cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wall {
    /// Across, below its cells: `h`.
    Across(usize),
    /// Along, right of its cells: `v`.
    Along(usize),
}

impl WallRules {
    /// The number of cells.
    #[inline]
    pub fn cells(&self) -> usize {
        (self.width * self.height) as usize
    }

    /// The edges, below each cell, a wall across at `cell` covers.
    #[inline]
    fn across_edges(&self, cell: usize) -> u128 {
        ((1u128 << self.length) - 1) << cell
    }

    /// The edges, right of each cell, a wall along at `cell` covers.
    #[inline]
    fn along_edges(&self, cell: usize) -> u128 {
        (0..self.length).fold(0, |set, k| {
            set | 1u128 << (cell + (k * self.width) as usize)
        })
    }

    /// The middles of a wall across at `cell` (its inner corners).
    #[inline]
    fn across_middles(&self, cell: usize) -> u128 {
        ((1u128 << (self.length - 1)) - 1) << cell
    }

    /// The middles of a wall along at `cell`.
    #[inline]
    fn along_middles(&self, cell: usize) -> u128 {
        (0..self.length - 1).fold(0, |set, k| {
            set | 1u128 << (cell + (k * self.width) as usize)
        })
    }

    /// The cells next to `set` that a pawn reaches by one step, walls `south` and `east`
    /// blocked (`set` itself left out unless reached).
    #[inline(always)]
    fn spread(&self, set: u128, south: u128, east: u128) -> u128 {
        let open_east = self.east & !east;
        let open_south = self.south & !south;
        ((set & open_east) << 1)
            | ((set >> 1) & open_east)
            | ((set & open_south) << self.width)
            | ((set >> self.width) & open_south)
    }

    /// Whether a pawn on `from` reaches `goal`, walls `south` and `east` blocked.
    #[inline]
    fn reaches(&self, from: usize, goal: u128, south: u128, east: u128) -> bool {
        let mut reached = 1u128 << from;
        loop {
            if reached & goal != 0 {
                return true;
            }
            let next = reached | self.spread(reached, south, east);
            if next == reached {
                return false;
            }
            reached = next;
        }
    }

    /// The move of a wall.
    #[inline]
    fn wall_move(&self, wall: Wall) -> Move {
        match wall {
            Wall::Across(cell) => Move::new((self.cells() + cell) as u16),
            Wall::Along(cell) => Move::new((2 * self.cells() + cell) as u16),
        }
    }

    /// The wall a move places, or `None` for a pawn's move.
    #[inline]
    pub fn wall_of(&self, mv: Move) -> Option<Wall> {
        let (code, n) = (mv.index(), self.cells());
        match code / n {
            0 => None,
            1 => Some(Wall::Across(code - n)),
            _ => Some(Wall::Along(code - 2 * n)),
        }
    }
}

impl Position {
    /// The start: each pawn on its cell, no walls, the first player to move.
    pub fn start(rules: &WallRules) -> Position {
        Position {
            pawns: rules.start,
            walls: [0; 2],
            blocked_south: 0,
            blocked_east: 0,
            middles: 0,
            left: [rules.stock; 2],
            side: Player::First,
            ply: 0,
        }
    }

    /// Whether `side`'s pawn stands on its goal.
    #[inline]
    fn arrived(&self, rules: &WallRules, side: usize) -> bool {
        rules.goal[side] >> self.pawns[side] & 1 != 0
    }

    /// Whether the game is over: the limit, or the side that just moved arrived.
    #[inline]
    pub fn over(&self, rules: &WallRules) -> bool {
        (rules.limit > 0 && self.ply >= rules.limit)
            || self.arrived(rules, self.side.opponent().index())
    }

    /// The cells the side to move's pawn moves to: steps, straight jumps over the other pawn,
    /// and side jumps where a wall or the edge stands behind it.
    pub fn pawn_targets(&self, rules: &WallRules) -> u128 {
        let me = self.side.index();
        let here = 1u128 << self.pawns[me];
        let other = 1u128 << self.pawns[1 - me];
        let (south, east) = (self.blocked_south, self.blocked_east);
        let steps = rules.spread(here, south, east);
        if steps & other == 0 {
            return steps;
        }
        // Onto the other pawn: beyond it in the same direction if open, else either side.
        let beyond = rules.spread(other, south, east);
        let w = rules.width;
        let from = self.pawns[me] as u32;
        let to = self.pawns[1 - me] as u32;
        let straight = if to == from + 1 {
            other << 1
        } else if to + 1 == from {
            other >> 1
        } else if to == from + w {
            other << w
        } else {
            other >> w
        };
        let jumps = if beyond & straight != 0 {
            straight
        } else {
            // The two cells beside the other pawn, across the direction of the jump.
            let beside = if to == from + 1 || to + 1 == from {
                (other << w) | (other >> w)
            } else {
                (other << 1) | (other >> 1)
            };
            beyond & beside
        };
        (steps & !other) | (jumps & !here)
    }

    /// The walls the side to move may place (whatever its stock): those that fit, overlap and
    /// cross none, and leave both pawns a path.
    pub fn wall_targets(&self, rules: &WallRules) -> [u128; 2] {
        let (l, w) = (rules.length, rules.width);
        let (mut across, mut along) = (rules.across, rules.along);
        for k in 0..l {
            across &= !(self.blocked_south >> k);
            along &= !(self.blocked_east >> (k * w));
        }
        for k in 0..l - 1 {
            across &= !(self.middles >> k);
            along &= !(self.middles >> (k * w));
        }
        // The walls that cut no edge of one shortest path of each pawn leave both paths open;
        // the others are tried one by one.
        let (mut cut_south, mut cut_east) = (0u128, 0u128);
        for side in 0..2 {
            let (s, e) = self.shortest_path(rules, side);
            cut_south |= s;
            cut_east |= e;
        }
        let (mut risky_across, mut risky_along) = (0u128, 0u128);
        for k in 0..l {
            risky_across |= cut_south >> k;
            risky_along |= cut_east >> (k * w);
        }
        // Of those, a wall that touches the walls or the board's edge at one of its ends and
        // middles at most closes no region, and leaves every path somewhere (OpenSpiel's test).
        let [closing_across, closing_along] = self.may_close(rules);
        risky_across &= closing_across;
        risky_along &= closing_along;
        let mut keep = [across & !risky_across, along & !risky_along];
        let mut test = [across & risky_across, along & risky_along];
        for (orientation, set) in test.iter_mut().enumerate() {
            while *set != 0 {
                let cell = set.trailing_zeros() as usize;
                *set &= *set - 1;
                let (south, east) = if orientation == 0 {
                    (
                        self.blocked_south | rules.across_edges(cell),
                        self.blocked_east,
                    )
                } else {
                    (
                        self.blocked_south,
                        self.blocked_east | rules.along_edges(cell),
                    )
                };
                if (0..2).all(|side| {
                    rules.reaches(self.pawns[side] as usize, rules.goal[side], south, east)
                }) {
                    keep[orientation] |= 1u128 << cell;
                }
            }
        }
        keep
    }

    /// The walls, across and along by their top left cells, that touch the walls placed or the
    /// board's edge at two or more of their points (their ends and their middles): the only
    /// ones that may close a region. The points between cells are numbered by the cell at their
    /// top left; a point touches a wall when an edge that meets it is blocked.
    fn may_close(&self, rules: &WallRules) -> [u128; 2] {
        let (l, w) = (rules.length, rules.width);
        let (south, east) = (self.blocked_south, self.blocked_east);
        let inner = rules.east & rules.south;
        let touch = (south | south >> 1 | east | east >> w) & inner;
        let first_column = rules.all & !(rules.east << 1);
        let first_row = rules.all & !(rules.south << w);
        let (mut short_across, mut short_along) = (rules.all, rules.all);
        for k in 0..l {
            short_across &= rules.east >> k;
            short_along &= rules.south >> (k * w);
        }
        // Each wall's points in turn, from its near end: the walls touched once so far, and
        // twice or more.
        let mut once = [(touch << 1) | first_column, (touch << w) | first_row];
        let mut twice = [0u128; 2];
        let mut add = |points: [u128; 2]| {
            for o in 0..2 {
                twice[o] |= once[o] & points[o];
                once[o] |= points[o];
            }
        };
        for k in 0..l - 1 {
            add([touch >> k, touch >> (k * w)]);
        }
        add([
            (touch >> (l - 1)) | (rules.across & !short_across),
            (touch >> ((l - 1) * w)) | (rules.along & !short_along),
        ]);
        twice
    }

    /// The edges of one shortest path of `side`'s pawn to its goal (below and right of each
    /// cell), or none if it has no path.
    fn shortest_path(&self, rules: &WallRules, side: usize) -> (u128, u128) {
        let (south, east) = (self.blocked_south, self.blocked_east);
        let mut layers = [0u128; MAX_CELLS];
        layers[0] = 1u128 << self.pawns[side];
        let mut reached = layers[0];
        let mut depth = 0;
        while layers[depth] & rules.goal[side] == 0 {
            let next = rules.spread(layers[depth], south, east) & !reached;
            if next == 0 {
                return (0, 0);
            }
            depth += 1;
            layers[depth] = next;
            reached |= next;
        }
        let (mut path_south, mut path_east) = (0u128, 0u128);
        let mut at = layers[depth] & rules.goal[side];
        at &= at.wrapping_neg();
        let open_east = rules.east & !east;
        let open_south = rules.south & !south;
        for d in (0..depth).rev() {
            let w = rules.width;
            let prev = layers[d];
            if (at >> 1) & open_east & prev != 0 {
                path_east |= at >> 1;
                at >>= 1;
            } else if (at & open_east) << 1 & prev != 0 {
                path_east |= at;
                at <<= 1;
            } else if (at >> w) & open_south & prev != 0 {
                path_south |= at >> w;
                at >>= w;
            } else {
                path_south |= at;
                at <<= w;
            }
        }
        (path_south, path_east)
    }

    /// Appends every move of the side to move: its pawn's, lowest cell first, then its walls,
    /// across then along.
    pub fn generate(&self, rules: &WallRules, out: &mut impl Extend<Move>) {
        let mut to = self.pawn_targets(rules);
        while to != 0 {
            out.extend([Move::new(to.trailing_zeros() as u16)]);
            to &= to - 1;
        }
        if self.left[self.side.index()] == 0 {
            return;
        }
        let [mut across, mut along] = self.wall_targets(rules);
        while across != 0 {
            out.extend([rules.wall_move(Wall::Across(across.trailing_zeros() as usize))]);
            across &= across - 1;
        }
        while along != 0 {
            out.extend([rules.wall_move(Wall::Along(along.trailing_zeros() as usize))]);
            along &= along - 1;
        }
    }

    /// Appends the legal moves to `out` (empty): none once the game is over; the pass alone for
    /// a side that has no move and passes.
    #[inline]
    pub fn moves(&self, rules: &WallRules, out: &mut Moves) {
        if self.over(rules) {
            return;
        }
        self.generate(rules, out);
        if out.is_empty() && rules.pass {
            out.push(Move::PASS);
        }
    }

    /// Places a wall (no check of its legality).
    fn place(&mut self, rules: &WallRules, wall: Wall) {
        match wall {
            Wall::Across(cell) => {
                self.walls[0] |= 1u128 << cell;
                self.blocked_south |= rules.across_edges(cell);
                self.middles |= rules.across_middles(cell);
            }
            Wall::Along(cell) => {
                self.walls[1] |= 1u128 << cell;
                self.blocked_east |= rules.along_edges(cell);
                self.middles |= rules.along_middles(cell);
            }
        }
    }

    /// Plays a legal move (or the pass).
    #[inline]
    pub fn play(&mut self, rules: &WallRules, mv: Move) {
        if !mv.is_pass() {
            let me = self.side.index();
            match rules.wall_of(mv) {
                None => self.pawns[me] = mv.index() as u8,
                Some(wall) => {
                    self.place(rules, wall);
                    self.left[me] -= 1;
                }
            }
        }
        self.ply += 1;
        self.side = self.side.opponent();
    }

    /// The value for the side to move once the game is over (1, 0 or -1), `None` before: the
    /// limit (a draw), the side that moved arrived (a loss for the side to move), or a side
    /// without a move that does not pass (a loss).
    #[inline]
    pub fn value(&self, rules: &WallRules) -> Option<i32> {
        match self.ending(rules)? {
            crate::Ending::PlyLimit => Some(0),
            _ => Some(-1),
        }
    }

    /// Why the game ended: the limit, a pawn on its goal, or a side without a move.
    pub fn ending(&self, rules: &WallRules) -> Option<crate::Ending> {
        if rules.limit > 0 && self.ply >= rules.limit {
            Some(crate::Ending::PlyLimit)
        } else if self.arrived(rules, self.side.opponent().index()) {
            Some(crate::Ending::Goal)
        } else if !rules.pass && self.pawn_targets(rules) == 0 && self.no_wall(rules) {
            Some(crate::Ending::NoMoves)
        } else {
            None
        }
    }

    /// Whether the side to move can place no wall.
    fn no_wall(&self, rules: &WallRules) -> bool {
        self.left[self.side.index()] == 0 || self.wall_targets(rules) == [0, 0]
    }

    /// The steps from `side`'s pawn to its goal, walls counted, pawns not; `None` without a
    /// path.
    pub fn distance(&self, rules: &WallRules, side: usize) -> Option<u32> {
        let (south, east) = (self.blocked_south, self.blocked_east);
        let mut reached = 1u128 << self.pawns[side];
        let mut steps = 0;
        while reached & rules.goal[side] == 0 {
            let next = reached | rules.spread(reached, south, east);
            if next == reached {
                return None;
            }
            reached = next;
            steps += 1;
        }
        Some(steps)
    }

    /// For the side to move less the other: the steps the other's pawn needs to its goal less
    /// its own, doubled, plus the walls it has left less the other's.
    #[inline]
    pub fn evaluate(&self, rules: &WallRules) -> i32 {
        let me = self.side.index();
        let far = rules.cells() as u32;
        let mine = self.distance(rules, me).unwrap_or(far) as i32;
        let theirs = self.distance(rules, 1 - me).unwrap_or(far) as i32;
        2 * (theirs - mine) + i32::from(self.left[me]) - i32::from(self.left[1 - me])
    }

    /// The key: the pawns, the walls and stocks, the side and the plies played.
    #[inline]
    pub fn key(&self) -> u64 {
        let small = u64::from(self.pawns[0])
            | u64::from(self.pawns[1]) << 8
            | u64::from(self.left[0]) << 16
            | u64::from(self.left[1]) << 24
            | u64::from(self.ply) << 32;
        let words = [
            self.walls[0] as u64,
            (self.walls[0] >> 64) as u64,
            self.walls[1] as u64,
            (self.walls[1] >> 64) as u64,
            small,
        ];
        hash_words(&words, self.side.index())
    }

    /// The walls placed, across first, each by its top left cell.
    pub fn wall_list(&self) -> Vec<Wall> {
        let mut out = Vec::new();
        for (orientation, &set) in self.walls.iter().enumerate() {
            let mut set = set;
            while set != 0 {
                let cell = set.trailing_zeros() as usize;
                set &= set - 1;
                out.push(if orientation == 0 {
                    Wall::Across(cell)
                } else {
                    Wall::Along(cell)
                });
            }
        }
        out
    }
}

/// The walls of `position` as segments between corners of the cells, `[row, column]` from the
/// board's top left corner (see [`crate::Notation::walls`]).
pub fn segments(rules: &WallRules, position: &Position) -> Vec<[[usize; 2]; 2]> {
    let (w, l) = (rules.width as usize, rules.length as usize);
    position
        .wall_list()
        .into_iter()
        .map(|wall| match wall {
            Wall::Across(cell) => {
                let (row, column) = (cell / w, cell % w);
                [[row + 1, column], [row + 1, column + l]]
            }
            Wall::Along(cell) => {
                let (row, column) = (cell / w, cell % w);
                [[row, column + 1], [row + l, column + 1]]
            }
        })
        .collect()
}

/// The name of `cell`: its column letter and its row from the top (`a1` the top left); `None`
/// off the board.
pub fn cell_name(rules: &WallRules, cell: usize) -> Option<String> {
    (cell < rules.cells()).then(|| crate::notation::square_name(cell, rules.width as usize))
}

/// A wall's name: its top left cell and `h` (across) or `v` (along), as `e3h`.
pub fn wall_name(rules: &WallRules, wall: Wall) -> String {
    match wall {
        Wall::Across(cell) => format!("{}h", cell_name(rules, cell).unwrap_or_default()),
        Wall::Along(cell) => format!("{}v", cell_name(rules, cell).unwrap_or_default()),
    }
}

/// Writes a move: the pawn's new cell (`e8`), a wall (`e3h`, `e3v`), or `pass`.
pub fn format_move(rules: &WallRules, mv: Move) -> String {
    if mv.is_pass() {
        return "pass".to_string();
    }
    match rules.wall_of(mv) {
        None => cell_name(rules, mv.index()).unwrap_or_default(),
        Some(wall) => wall_name(rules, wall),
    }
}

/// Reads a wall's name (`e3h`, `e3v`): one that fits on the board.
fn parse_wall(rules: &WallRules, text: &str) -> Option<Wall> {
    let (w, h) = (rules.width as usize, rules.height as usize);
    let (cell, rest) = crate::notation::leading_square(text, w, h)?;
    match rest {
        "h" if rules.across >> cell & 1 != 0 => Some(Wall::Across(cell)),
        "v" if rules.along >> cell & 1 != 0 => Some(Wall::Along(cell)),
        _ => None,
    }
}

/// Reads a move written by [`format_move`] (whether legal or not is the caller's question).
pub fn parse_move(rules: &WallRules, text: &str) -> Result<Move, MoveError> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("pass") && rules.pass {
        return Ok(Move::PASS);
    }
    let lower = text.to_ascii_lowercase();
    let (w, h) = (rules.width as usize, rules.height as usize);
    if let Some((cell, "")) = crate::notation::leading_square(&lower, w, h) {
        return Ok(Move::new(cell as u16));
    }
    parse_wall(rules, &lower)
        .map(|wall| rules.wall_move(wall))
        .ok_or_else(|| MoveError::Malformed {
            text: text.to_string(),
            expected: "the pawn's new cell, as `e8`, or a wall: the cell at its top left and `h` \
                       (across, below the cell) or `v` (along, right of it), as `e3h`, that fits \
                       on the board"
                .to_string(),
        })
}

/// Writes a position: each cell `X`, `O` or `-` row by row from the top, the side to move, each
/// side's walls left (`10/9`), the plies played, then each wall placed (`e3h`).
pub fn position_string(rules: &WallRules, position: &Position) -> String {
    let mut text: String = (0..rules.cells())
        .map(|cell| {
            if usize::from(position.pawns[0]) == cell {
                'X'
            } else if usize::from(position.pawns[1]) == cell {
                'O'
            } else {
                '-'
            }
        })
        .collect();
    text.push_str(&format!(
        " {} {}/{} {}",
        position.side.symbol(),
        position.left[0],
        position.left[1],
        position.ply
    ));
    for wall in position.wall_list() {
        text.push(' ');
        text.push_str(&wall_name(rules, wall));
    }
    text
}

/// Reads a position written by [`position_string`]. The walls must fit, overlap and cross none,
/// leave both pawns a path, and number the stocks used.
pub fn parse_position(rules: &WallRules, text: &str) -> Result<Position, PositionError> {
    let expected = || {
        format!(
            "expected the {} cells as `X`, `O` or `-` row by row from the top, the side to move, \
             each side's walls left (as `10/9`), the plies played, then each wall placed (as \
             `e3h`), separated by spaces",
            rules.cells()
        )
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let [cells, side, left, ply, walls @ ..] = &words[..] else {
        return Err(PositionError::new(text, expected()));
    };
    let side = match *side {
        "X" => Player::First,
        "O" => Player::Second,
        _ => return Err(PositionError::new(text, expected())),
    };
    if cells.chars().count() != rules.cells() {
        return Err(PositionError::new(text, expected()));
    }
    let mut pawns = [None, None];
    for (cell, c) in cells.chars().enumerate() {
        let side = match c {
            'X' => 0,
            'O' => 1,
            '-' => continue,
            _ => return Err(PositionError::new(text, expected())),
        };
        if pawns[side].replace(cell as u8).is_some() {
            return Err(PositionError::new(text, "each side has one pawn"));
        }
    }
    let [Some(x), Some(o)] = pawns else {
        return Err(PositionError::new(text, "each side has one pawn"));
    };
    let stock = |word: &str| word.parse::<u8>().ok().filter(|&n| n <= rules.stock);
    let left = match left.split_once('/').map(|(a, b)| (stock(a), stock(b))) {
        Some((Some(a), Some(b))) => [a, b],
        _ => {
            return Err(PositionError::new(
                text,
                format!(
                    "each side's walls left are 0 to {}, as `{0}/{0}`",
                    rules.stock
                ),
            ));
        }
    };
    let ply = ply
        .parse::<u16>()
        .ok()
        .filter(|&n| rules.limit == 0 || n <= rules.limit)
        .ok_or_else(|| PositionError::new(text, expected()))?;
    let mut position = Position {
        pawns: [x, o],
        left,
        side,
        ply,
        ..Position::start(rules)
    };
    for word in walls {
        let bad = |why: &str| PositionError::new(text, format!("wall `{word}`: {why}"));
        let wall = parse_wall(rules, &word.to_ascii_lowercase())
            .ok_or_else(|| bad("expected a cell and `h` or `v` that fits on the board"))?;
        let free = match wall {
            Wall::Across(cell) => {
                position.blocked_south & rules.across_edges(cell) == 0
                    && position.middles & rules.across_middles(cell) == 0
            }
            Wall::Along(cell) => {
                position.blocked_east & rules.along_edges(cell) == 0
                    && position.middles & rules.along_middles(cell) == 0
            }
        };
        if !free {
            return Err(bad("it overlaps or crosses another wall"));
        }
        position.place(rules, wall);
    }
    let used = 2 * usize::from(rules.stock) - usize::from(left[0]) - usize::from(left[1]);
    if walls.len() != used {
        return Err(PositionError::new(
            text,
            format!("{} walls are placed but the stocks say {used}", walls.len()),
        ));
    }
    if (0..2).any(|side| position.distance(rules, side).is_none()) {
        return Err(PositionError::new(
            text,
            "the walls leave a pawn without a path to its goal",
        ));
    }
    if position.arrived(rules, side.index()) {
        return Err(PositionError::new(
            text,
            "the side to move has reached its goal: the game ended before its turn",
        ));
    }
    Ok(position)
}

/// The legend of [`render`]'s drawings.
pub const LEGEND: &str = "X, O: the players' pawns; .: an empty cell; | and ---: walls, with + where a wall's halves meet (columns a, b, ... from the left, rows 1, 2, ... from the top)";

/// Draws the board with its walls between the cells, each side's walls left, and `status`.
pub fn render(rules: &WallRules, position: &Position, status: &str) -> String {
    let (width, height) = (rules.width as usize, rules.height as usize);
    let mut text = String::from("   ");
    for column in 0..width {
        text.push_str(&format!(" {}  ", (b'a' + column as u8) as char));
    }
    let text_end = text.trim_end().len();
    text.truncate(text_end);
    text.push('\n');
    let bit = |set: u128, cell: usize| set >> cell & 1 != 0;
    for row in 0..height {
        let mut line = format!("{:>2} ", row + 1);
        for column in 0..width {
            let cell = row * width + column;
            line.push(' ');
            line.push(if usize::from(position.pawns[0]) == cell {
                'X'
            } else if usize::from(position.pawns[1]) == cell {
                'O'
            } else {
                '.'
            });
            line.push(' ');
            if column + 1 < width {
                line.push(if bit(position.blocked_east, cell) {
                    '|'
                } else {
                    ' '
                });
            }
        }
        text.push_str(line.trim_end());
        text.push('\n');
        if row + 1 < height {
            let mut line = String::from("   ");
            for column in 0..width {
                let cell = row * width + column;
                line.push_str(if bit(position.blocked_south, cell) {
                    "---"
                } else {
                    "   "
                });
                if column + 1 < width {
                    line.push(if bit(position.middles, cell) {
                        '+'
                    } else if bit(position.blocked_east, cell)
                        && bit(position.blocked_east, cell + width)
                    {
                        '|'
                    } else {
                        ' '
                    });
                }
            }
            if !line.trim().is_empty() {
                text.push_str(line.trim_end());
            }
            text.push('\n');
        }
    }
    text.push_str(&format!(
        "walls left: X {}, O {}\n",
        position.left[0], position.left[1]
    ));
    text.push_str(status);
    text.push('\n');
    text
}

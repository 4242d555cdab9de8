//! Games of edges and boxes (dots and boxes): the edges drawn between dots, the boxes they
//! close, the turn that goes on while it closes boxes, and the text of positions and moves, for
//! the games declared with `board: edges of W x H boxes` and `moves: draw`.
//!
//! It exists so that the compiler writes no edge work: a declaration lowers to an [`EdgeBoard`]
//! constant, and the generated game calls these functions with it; the constant folds into each
//! call, so the code is monomorphized for each game as if written for it.
//!
//! The edges are one `u128`: the horizontal edge of row `r` (of dots, from the top) and column
//! `c` at bit `r * (W + 1) + c` of the low word, the vertical edge below dot `(r, c)` at bit
//! `64 + r * (W + 1) + c`; box `(r, c)` is bit `r * (W + 1) + c` of a `u64` of boxes. With this
//! padding (a column of bits beyond the last box of each row, as OpenSpiel lays out its cells),
//! a box's four edges are its own bit of each word and the bits one row below (horizontal) and
//! one to the right (vertical): the closed boxes of every row at once are
//! `h & h >> (W + 1) & v & v >> 1` ([`EdgeBoard::closed`]), and the edges that would close one
//! are as few shifts ([`EdgeBoard::closing`]). The bit order of the edges is OpenSpiel's order
//! of actions: the horizontal edges row by row, then the vertical ones.
//!
//! The side to move alternates at every ply ([`Game`](crate::Game)'s contract), so with
//! `again on box` a move is a whole turn: the edges one player draws in a row, every one but the
//! last closing a box, kept as the set of those edges ([`Lines`]). A set names one turn: an edge
//! that closes a box still closes one after more edges are drawn, so the edges of a set that
//! close boxes can be drawn in any order that draws each once it closes one, and its last edge
//! is the one edge that closes none.

use crate::moves::{PackedMove, SpillingList};
use crate::{MoveError, Player, PositionError};

/// The most edges of either direction: each direction's edges fit in a `u64` with the padding
/// column, `(H + 1) * (W + 1) <= 64`.
pub const MAX_PADDED: usize = 64;

/// A board of `columns` x `rows` boxes and its turn's rule.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct EdgeBoard {
    /// Boxes a row.
    pub columns: usize,
    /// Rows of boxes.
    pub rows: usize,
    /// Whether a player who closes a box draws again (`again on box`).
    pub again_on_box: bool,
}

impl EdgeBoard {
    /// The bits of a row: the boxes' and one of padding.
    #[inline]
    pub const fn width(&self) -> usize {
        self.columns + 1
    }

    /// The horizontal edges (the low word), `(rows + 1) x columns`.
    pub const fn horizontal(&self) -> u64 {
        self.rectangle(self.rows + 1, self.columns)
    }

    /// The vertical edges (the high word), `rows x (columns + 1)`.
    pub const fn vertical(&self) -> u64 {
        self.rectangle(self.rows, self.columns + 1)
    }

    /// The boxes, `rows x columns`.
    pub const fn boxes(&self) -> u64 {
        self.rectangle(self.rows, self.columns)
    }

    /// Every edge of the board.
    pub const fn all_edges(&self) -> u128 {
        self.horizontal() as u128 | (self.vertical() as u128) << 64
    }

    /// How many edges.
    pub const fn edges(&self) -> usize {
        self.all_edges().count_ones() as usize
    }

    /// The bits of the first `columns` cells of the first `rows` rows of padded width.
    const fn rectangle(&self, rows: usize, columns: usize) -> u64 {
        let mut mask = 0u64;
        let mut r = 0;
        while r < rows {
            let mut c = 0;
            while c < columns {
                mask |= 1 << (r * self.width() + c);
                c += 1;
            }
            r += 1;
        }
        mask
    }

    /// The boxes whose four edges are drawn.
    #[inline(always)]
    pub const fn closed(&self, edges: u128) -> u64 {
        let (h, v) = (edges as u64, (edges >> 64) as u64);
        h & h >> self.width() & v & v >> 1 & self.boxes()
    }

    /// The edges not drawn that would close a box: the missing edge of each box with three.
    #[inline(always)]
    pub const fn closing(&self, edges: u128) -> u128 {
        let (h, v) = (edges as u64, (edges >> 64) as u64);
        let (top, bottom, left, right) = (h, h >> self.width(), v, v >> 1);
        let three_or_more = (top & bottom & (left | right)) | (left & right & (top | bottom));
        let three = three_or_more & !(top & bottom & left & right) & self.boxes();
        let horizontal = (three & !top) | (three & !bottom) << self.width();
        let vertical = (three & !left) | (three & !right) << 1;
        horizontal as u128 | (vertical as u128) << 64
    }

    /// The edge of OpenSpiel's action `action` (horizontal edges row by row, then vertical).
    pub const fn edge_of_action(&self, action: usize) -> u128 {
        let horizontal = (self.rows + 1) * self.columns;
        if action < horizontal {
            1 << (action / self.columns * self.width() + action % self.columns)
        } else {
            let a = action - horizontal;
            1 << (64 + a / self.width() * self.width() + a % self.width())
        }
    }

    /// OpenSpiel's action of the edge at bit `bit`.
    pub const fn action_of_bit(&self, bit: usize) -> usize {
        if bit < 64 {
            bit / self.width() * self.columns + bit % self.width()
        } else {
            (self.rows + 1) * self.columns + (bit - 64)
        }
    }
}

/// A turn: the set of edges drawn, OpenSpiel's order of actions as the bits' order (see the
/// module's documentation).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub struct Lines(pub u128);

impl Lines {
    /// How many edges.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether it draws nothing.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl PackedMove for Lines {
    /// The bits folded into 16: a hint for the engine's table (which tells moves apart among the
    /// legal ones).
    #[inline]
    fn pack(self) -> u16 {
        let mut bits = self.0;
        let mut packed = 0u16;
        while bits != 0 {
            packed ^= bits as u16;
            bits >>= 16;
        }
        packed
    }
}

/// The turns of a position: 64 on the stack, the heap beyond (a long chain of boxes can be
/// taken in many ways).
pub type Turns = SpillingList<Lines, 64>;

/// The iterator over a position's turns.
pub type TurnIter = <Turns as IntoIterator>::IntoIter;

/// Every turn from `edges` (not all drawn) into `turns`, each set of edges once.
///
/// Without `again on box` a turn is one edge. With it, a turn is edges that close boxes, drawn
/// one after another, then one edge that closes none (or the last edge of the board). Each set
/// is listed once, from its one order that draws, of the edges that close a box, always the
/// lowest of the set: a walk that, having drawn an edge, never draws an edge lower than it that
/// could have been drawn before it (those are `excluded`).
pub fn turns(board: &EdgeBoard, edges: u128, turns: &mut Turns) {
    let undrawn = board.all_edges() & !edges;
    if !board.again_on_box {
        turns.extend(Bits128(undrawn).map(Lines));
        return;
    }
    walk(board, edges, 0, 0, turns);
}

/// The turns that begin with `drawn` (edges that closed boxes), none of whose further edges is
/// in `excluded`.
fn walk(board: &EdgeBoard, edges: u128, drawn: u128, excluded: u128, turns: &mut Turns) {
    let now = edges | drawn;
    let undrawn = board.all_edges() & !now;
    if undrawn == 0 {
        turns.push(Lines(drawn));
        return;
    }
    let closing = board.closing(now);
    turns.extend(Bits128(undrawn & !closing).map(|last| Lines(drawn | last)));
    for edge in Bits128(closing & !excluded) {
        walk(
            board,
            edges,
            drawn | edge,
            excluded | (closing & (edge - 1)),
            turns,
        );
    }
}

/// The single bits of a set, lowest first.
struct Bits128(u128);

impl Iterator for Bits128 {
    type Item = u128;

    #[inline]
    fn next(&mut self) -> Option<u128> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0 & self.0.wrapping_neg();
        self.0 ^= bit;
        Some(bit)
    }
}

/// The name of dot `(row, column)`: its column's letter and its row from 1, from the top
/// left (`a1`).
fn dot(row: usize, column: usize) -> String {
    format!("{}{}", (b'a' + column as u8) as char, row + 1)
}

/// The name of the edge at bit `bit`: its two dots, the top or left one first (`a1b1` across,
/// `a1a2` down).
pub fn edge_name(board: &EdgeBoard, bit: usize) -> String {
    let w = board.width();
    if bit < 64 {
        let (r, c) = (bit / w, bit % w);
        format!("{}{}", dot(r, c), dot(r, c + 1))
    } else {
        let (r, c) = ((bit - 64) / w, (bit - 64) % w);
        format!("{}{}", dot(r, c), dot(r + 1, c))
    }
}

/// The name of the `index`-th edge in the order of the position's text (across row by row,
/// then down; see [`position_string`]), or `None` past the last edge.
///
/// ```
/// use game_dsl::boxes::{edge_at, EdgeBoard};
/// let board = EdgeBoard { columns: 2, rows: 2, again_on_box: true };
/// assert_eq!(edge_at(&board, 0).as_deref(), Some("a1b1"));
/// assert_eq!(edge_at(&board, 6).as_deref(), Some("a1a2"));
/// assert_eq!(edge_at(&board, 11).as_deref(), Some("c2c3"));
/// assert_eq!(edge_at(&board, 12), None);
/// ```
pub fn edge_at(board: &EdgeBoard, index: usize) -> Option<String> {
    Bits128(board.all_edges())
        .nth(index)
        .map(|bit| edge_name(board, bit.trailing_zeros() as usize))
}

/// Writes a turn: its edges in OpenSpiel's order of actions, joined by `+` (`a1a2+b1b2`).
pub fn format_turn(board: &EdgeBoard, turn: Lines) -> String {
    let names: Vec<String> = Bits128(turn.0)
        .map(|bit| edge_name(board, bit.trailing_zeros() as usize))
        .collect();
    names.join("+")
}

/// Reads a dot's name at the start of `text`: `(row, column, rest)`.
fn parse_dot(board: &EdgeBoard, text: &str) -> Option<(usize, usize, usize)> {
    let bytes = text.as_bytes();
    let column = usize::from(bytes.first()?.checked_sub(b'a')?);
    let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || bytes[1] == b'0' {
        return None;
    }
    let row: usize = text[1..1 + digits].parse().ok()?;
    (column <= board.columns && (1..=board.rows + 1).contains(&row)).then_some((
        row - 1,
        column,
        1 + digits,
    ))
}

/// Reads one edge's two dots (`a1b1`, `b1a1`, `a1a2`): its bit.
fn parse_edge(board: &EdgeBoard, text: &str) -> Option<u128> {
    let (r1, c1, n) = parse_dot(board, text)?;
    let (r2, c2, m) = parse_dot(board, &text[n..])?;
    if n + m != text.len() {
        return None;
    }
    let ((r, c), (r_, c_)) = if (r1, c1) <= (r2, c2) {
        ((r1, c1), (r2, c2))
    } else {
        ((r2, c2), (r1, c1))
    };
    let w = board.width();
    if r == r_ && c_ == c + 1 {
        Some(1 << (r * w + c))
    } else if c == c_ && r_ == r + 1 {
        Some(1 << (64 + r * w + c))
    } else {
        None
    }
}

/// Reads a turn written by [`format_turn`], its edges in any order; whether it is legal is the
/// game's to say.
pub fn parse_turn(board: &EdgeBoard, text: &str) -> Result<Lines, MoveError> {
    let trimmed = text.trim();
    let malformed = || MoveError::Malformed {
        text: trimmed.to_string(),
        expected: format!(
            "the edges drawn in the turn, each its two neighbouring dots (columns a to {}, rows 1 \
             to {} from the top: `a1b1` across, `a1a2` down), joined by `+` (`a1a2+b1b2`)",
            (b'a' + board.columns as u8) as char,
            board.rows + 1
        ),
    };
    let mut turn = 0u128;
    for part in trimmed.split('+') {
        match parse_edge(board, part) {
            Some(edge) if turn & edge == 0 => turn |= edge,
            _ => return Err(malformed()),
        }
    }
    Ok(Lines(turn))
}

/// Plays a turn: its edges drawn, the boxes they close given to the mover; returns the boxes
/// closed.
#[inline(always)]
pub const fn play(board: &EdgeBoard, edges: &mut u128, turn: Lines) -> u64 {
    let before = board.closed(*edges);
    *edges |= turn.0;
    board.closed(*edges) & !before
}

/// The value of a finished game for the side to move, by the boxes each side holds: 1 more,
/// 0 as many, -1 fewer (`win: most boxes`).
#[inline(always)]
pub const fn most(mine: u64, theirs: u64) -> i32 {
    let (mine, theirs) = (mine.count_ones(), theirs.count_ones());
    (mine > theirs) as i32 - (mine < theirs) as i32
}

/// A position read from text: the edges drawn, the boxes of X and of O, the side to move.
pub type Parsed = (u128, [u64; 2], Player);

/// Writes a position: each edge `1` drawn or `0` not, in OpenSpiel's order of actions (its
/// `DbnString`), a space, each box `X`, `O` or `-` row by row, a space, the side to move.
pub fn position_string(board: &EdgeBoard, edges: u128, owners: [u64; 2], side: Player) -> String {
    let mut text: String = Bits128(board.all_edges())
        .map(|bit| if edges & bit != 0 { '1' } else { '0' })
        .collect();
    text.push(' ');
    text.extend(Bits128(u128::from(board.boxes())).map(|bit| {
        let bit = bit as u64;
        if owners[0] & bit != 0 {
            'X'
        } else if owners[1] & bit != 0 {
            'O'
        } else {
            '-'
        }
    }));
    text.push(' ');
    text.push(side.symbol());
    text
}

/// Reads a position written by [`position_string`]: the boxes held must be the boxes closed.
pub fn parse_position(board: &EdgeBoard, text: &str) -> Result<Parsed, PositionError> {
    let expected = || {
        format!(
            "expected the {} edges as `0` or `1` in OpenSpiel's order (across row by row, then \
             down), the {} boxes row by row as `X`, `O` or `-`, and the side to move, separated \
             by spaces",
            board.edges(),
            board.boxes().count_ones()
        )
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let [drawn, held, side] = words[..] else {
        return Err(PositionError::new(text, expected()));
    };
    let side = match side {
        "X" => Player::First,
        "O" => Player::Second,
        _ => return Err(PositionError::new(text, expected())),
    };
    if drawn.len() != board.edges() || held.len() != board.boxes().count_ones() as usize {
        return Err(PositionError::new(text, expected()));
    }
    let mut edges = 0u128;
    for (bit, c) in Bits128(board.all_edges()).zip(drawn.chars()) {
        match c {
            '1' => edges |= bit,
            '0' => {}
            _ => return Err(PositionError::new(text, expected())),
        }
    }
    let mut owners = [0u64; 2];
    for (bit, c) in Bits128(u128::from(board.boxes())).zip(held.chars()) {
        match c {
            'X' => owners[0] |= bit as u64,
            'O' => owners[1] |= bit as u64,
            '-' => {}
            _ => return Err(PositionError::new(text, expected())),
        }
    }
    if owners[0] | owners[1] != board.closed(edges) {
        return Err(PositionError::new(
            text,
            "a box is held (X or O) when its four edges are drawn, and only then",
        ));
    }
    Ok((edges, owners, side))
}

/// The legend of [`render`]'s drawings.
pub const LEGEND: &str = "+ a dot (columns a, b, ... and rows 1, 2, ... from the top left); --- and | the edges drawn; X, O: the boxes each player holds";

/// Draws the dots, the edges drawn, and the box each player holds, with the dots' names, the
/// count of boxes and `status` below.
///
/// ```
/// use game_dsl::boxes::{render, EdgeBoard};
/// let board = EdgeBoard { columns: 1, rows: 1, again_on_box: true };
/// // Every edge: the top, the bottom, the left and the right.
/// let edges = board.all_edges();
/// assert_eq!(
///     render(&board, edges, [1, 0], "X wins"),
///     "   a   b\n1  +---+\n   | X |\n2  +---+\nX 1, O 0; X wins\n"
/// );
/// ```
pub fn render(board: &EdgeBoard, edges: u128, owners: [u64; 2], status: &str) -> String {
    let w = board.width();
    let letters: Vec<String> = (0..=board.columns)
        .map(|c| format!("{}", (b'a' + c as u8) as char))
        .collect();
    let mut text = format!("   {}\n", letters.join("   "));
    for r in 0..=board.rows {
        let mut line = format!("{:<3}+", r + 1);
        for c in 0..board.columns {
            line.push_str(if edges & 1 << (r * w + c) != 0 {
                "---+"
            } else {
                "   +"
            });
        }
        text.push_str(&line);
        text.push('\n');
        if r == board.rows {
            break;
        }
        let mut line = "   ".to_string();
        for c in 0..=board.columns {
            line.push(if edges & 1 << (64 + r * w + c) != 0 {
                '|'
            } else {
                ' '
            });
            if c < board.columns {
                let bit = 1u64 << (r * w + c);
                line.push_str(if owners[0] & bit != 0 {
                    " X "
                } else if owners[1] & bit != 0 {
                    " O "
                } else {
                    "   "
                });
            }
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text.push_str(&format!(
        "X {}, O {}; {status}\n",
        owners[0].count_ones(),
        owners[1].count_ones()
    ));
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: EdgeBoard = EdgeBoard {
        columns: 2,
        rows: 2,
        again_on_box: true,
    };

    #[test]
    fn masks_of_two_by_two() {
        // Rows of 3 bits: horizontal edges 3 rows of 2, vertical 2 rows of 3, boxes 2 of 2.
        assert_eq!(TWO.horizontal(), 0b011_011_011);
        assert_eq!(TWO.vertical(), 0b111_111);
        assert_eq!(TWO.boxes(), 0b011_011);
        assert_eq!(TWO.edges(), 12);
    }

    #[test]
    fn actions_and_bits_agree_with_openspiel() {
        // Action 0: the top-left horizontal edge; 5: the bottom-right horizontal edge (row 2,
        // column 1, bit 7); 6: the first vertical edge; 11: the last (row 1, column 2).
        assert_eq!(TWO.edge_of_action(0), 1);
        assert_eq!(TWO.edge_of_action(5), 1 << 7);
        assert_eq!(TWO.edge_of_action(6), 1 << 64);
        assert_eq!(TWO.edge_of_action(11), 1 << (64 + 5));
        for action in 0..12 {
            let bit = TWO.edge_of_action(action).trailing_zeros() as usize;
            assert_eq!(TWO.action_of_bit(bit), action);
        }
    }

    #[test]
    fn a_box_closes_with_its_fourth_edge() {
        // The top-left box: horizontal bits 0 and 3, vertical bits 0 and 1.
        let three = 1 | 1 << 3 | 1 << 64;
        assert_eq!(TWO.closed(three), 0);
        assert_eq!(TWO.closing(three), 1 << 65);
        assert_eq!(TWO.closed(three | 1 << 65), 1);
        let mut edges = three;
        assert_eq!(play(&TWO, &mut edges, Lines(1 << 65)), 1);
    }

    #[test]
    fn turns_list_each_set_once() {
        // The left column's boxes have three edges each, both missing their right edge: two
        // closing edges, each closing one box.
        let edges = 1 | 1 << 3 | 1 << 6 | 1 << 64 | 1 << 67;
        let mut list = Turns::new();
        turns(&TWO, edges, &mut list);
        let mut sets: Vec<u128> = list.iter().map(|t| t.0).collect();
        let n = sets.len();
        sets.sort();
        sets.dedup();
        assert_eq!(sets.len(), n, "no set twice");
        // Undrawn: 7 edges, 2 of them closing, which close nothing else when drawn. Turns: each
        // subset of the two closing edges (4) then one of the 5 others: 20.
        assert_eq!(n, 20);
        assert_eq!(format_turn(&TWO, list[0]), "b1c1");
    }

    #[test]
    fn turns_read_back() {
        let turn = Lines(1 | 1 << 64);
        assert_eq!(format_turn(&TWO, turn), "a1b1+a1a2");
        assert_eq!(parse_turn(&TWO, "a1a2+b1a1"), Ok(turn));
        assert!(parse_turn(&TWO, "a1b1+a1b1").is_err());
        assert!(parse_turn(&TWO, "a1c1").is_err());
        assert!(parse_turn(&TWO, "a1d1").is_err());
        assert!(parse_turn(&TWO, "a4a3").is_err());
    }

    #[test]
    fn positions_read_back() {
        let edges = 1 | 1 << 3 | 1 << 64 | 1 << 65;
        let text = position_string(&TWO, edges, [1, 0], Player::Second);
        assert_eq!(text, "101000110000 X--- O");
        assert_eq!(
            parse_position(&TWO, &text),
            Ok((edges, [1, 0], Player::Second))
        );
        assert!(parse_position(&TWO, "101000110000 ---- O").is_err());
        assert!(parse_position(&TWO, "101000110000 X---").is_err());
    }
}

//! Stones placed on the points of a square grid that capture the enemy groups they leave
//! without a liberty (Go): `moves: place then capture groups { ... }`, `pass: always`,
//! `win: area { ... }`.
//!
//! A group is a set of one side's stones joined through orthogonal neighbours; its liberties are
//! the empty points next to it. Every set is a `u128` with bit `row * width + column`, row 0 at
//! the top, so boards of at most 128 points (9 x 9 has 81). A group is found by a flood fill:
//! the seed dilated (shifted by one point in the four directions, masked at the edges) and
//! masked by the side's stones, until it stops growing. A placement removes each enemy group
//! next to it that it leaves without a liberty; with `suicide: illegal` a placement whose own
//! group then has no liberty is not a move, with `suicide: legal` that group is removed. With
//! `ko: simple`, a placement on a point whose neighbours are all enemy stones (or the edge) that
//! takes exactly one stone forbids the opponent, on its next move only, the point of that stone.
//! With `repeat: draw`, a placement that brings back the stones of any earlier position of the
//! game (positional superko) ends it as a draw: a position keeps the keys of the boards of the
//! whole game, so that the rule needs no history outside it. The game ends after the declared
//! number of passes in a row, or after the plies of its limit, and is scored by area
//! (Tromp-Taylor): a side's stones and the empty points that reach only its stones; the second
//! player adds the komi, kept in half points. These are OpenSpiel's rules for `go`.

use crate::error::{MoveError, PositionError};
use crate::game::Player;
use crate::hash::hash_words;
use crate::moves::{Move, MoveList};

/// The most points a board of groups has (the boards are `u128`).
pub const MAX_POINTS: usize = 128;

/// The move list: every point and the pass.
pub type Moves = MoveList<Move, { MAX_POINTS + 1 }>;

/// No point (no ko).
pub const NONE: u8 = u8::MAX;

/// The rules of a game of groups, a constant of the declaring type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupRules {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// Whether a placement that leaves its own group without a liberty (after its captures) is
    /// a move, which removes that group (`suicide: legal`), or not (`suicide: illegal`).
    pub suicide: bool,
    /// `ko: simple`: the single stone just taken in a ko may not be retaken at once.
    pub ko: bool,
    /// `repeat: draw`: a placement that brings back an earlier board ends the game as a draw.
    pub repeat_draw: bool,
    /// The komi in half points, added to the second player's area.
    pub komi2: i32,
    /// The passes in a row that end the game (0: passing never ends it).
    pub passes: u8,
    /// The plies after which the game is scored (0: no limit).
    pub limit: u16,
    /// Every point of the board.
    pub all: u128,
    /// The points with a neighbour to their left (not in column 0).
    pub not_left: u128,
    /// The points with a neighbour to their right (not in the last column).
    pub not_right: u128,
}

impl GroupRules {
    /// The rules on a `width x height` board (at most 128 points), the masks computed. The
    /// generated code calls it with the declaration's values, one argument each.
    #[allow(clippy::too_many_arguments)]
    pub const fn new(
        width: u32,
        height: u32,
        suicide: bool,
        ko: bool,
        repeat_draw: bool,
        komi2: i32,
        passes: u8,
        limit: u16,
    ) -> GroupRules {
        assert!(width * height <= MAX_POINTS as u32 && width <= 25 && height <= 25);
        let cells = width * height;
        let all = if cells == 128 {
            u128::MAX
        } else {
            (1u128 << cells) - 1
        };
        let mut left_column = 0u128;
        let mut row = 0;
        while row < height {
            left_column |= 1 << (row * width);
            row += 1;
        }
        let right_column = left_column << (width - 1);
        GroupRules {
            width,
            height,
            suicide,
            ko,
            repeat_draw,
            komi2,
            passes,
            limit,
            all,
            not_left: all & !left_column,
            not_right: all & !right_column,
        }
    }

    /// The number of points.
    pub const fn points(&self) -> usize {
        (self.width * self.height) as usize
    }

    /// The points next to `set` (and those of `set` that have a neighbour in it).
    #[inline]
    pub const fn dilate(&self, set: u128) -> u128 {
        ((set & self.not_right) << 1
            | (set & self.not_left) >> 1
            | set << self.width
            | set >> self.width)
            & self.all
    }

    /// The points of `within` joined to `seed` through `within` (with `seed & within`).
    #[inline]
    pub const fn fill(&self, seed: u128, within: u128) -> u128 {
        let mut set = seed & within;
        loop {
            let grown = (set | self.dilate(set)) & within;
            if grown == set {
                return set;
            }
            set = grown;
        }
    }

    /// The key of a board: its stones alone (the history of positional repetition).
    #[inline]
    pub fn board_key(stones: [u128; 2]) -> u64 {
        hash_words(
            &[
                stones[0] as u64,
                (stones[0] >> 64) as u64,
                stones[1] as u64,
                (stones[1] >> 64) as u64,
            ],
            0,
        )
    }

    /// The area of each side (its stones and the empty points that reach its stones only),
    /// first player's first.
    pub const fn areas(&self, stones: [u128; 2]) -> [u32; 2] {
        let empty = self.all & !(stones[0] | stones[1]);
        let reach = [
            self.fill(self.dilate(stones[0]), empty),
            self.fill(self.dilate(stones[1]), empty),
        ];
        [
            (stones[0] | reach[0] & !reach[1]).count_ones(),
            (stones[1] | reach[1] & !reach[0]).count_ones(),
        ]
    }
}

/// A position: each side's stones, the side to move, the point the side to move may not take
/// back (ko), the passes in a row, the plies played, whether a board came back, and the keys of
/// the boards after each ply (`H`: the limit and one; index 0 is the start's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position<const H: usize> {
    /// Each side's stones, the first player's first.
    pub stones: [u128; 2],
    /// The side to move.
    pub side: Player,
    /// The point the side to move may not play (a ko), or [`NONE`].
    pub ko: u8,
    /// The passes in a row just played.
    pub passes: u8,
    /// The plies played.
    pub ply: u16,
    /// Whether a placement brought back an earlier board (`repeat: draw`).
    pub repeated: bool,
    /// The key of the board after each ply, up to `ply` ([`GroupRules::board_key`]).
    pub history: [u64; H],
}

/// The legal moves of a position, lazily: the legal points in order, then the pass.
#[derive(Clone, Copy, Debug)]
pub struct GroupMoves {
    cells: u128,
    pass: bool,
}

impl Iterator for GroupMoves {
    type Item = Move;

    #[inline]
    fn next(&mut self) -> Option<Move> {
        if self.cells != 0 {
            let cell = self.cells.trailing_zeros();
            self.cells &= self.cells - 1;
            return Some(Move::new(cell as u16));
        }
        if self.pass {
            self.pass = false;
            return Some(Move::PASS);
        }
        None
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.cells.count_ones() as usize + usize::from(self.pass);
        (n, Some(n))
    }

    #[inline]
    fn count(self) -> usize {
        self.cells.count_ones() as usize + usize::from(self.pass)
    }
}

impl<const H: usize> Position<H> {
    /// The empty board, the first player to move.
    pub fn start(rules: &GroupRules) -> Position<H> {
        let mut history = [0; H];
        history[0] = GroupRules::board_key([0, 0]);
        let _ = rules;
        Position {
            stones: [0, 0],
            side: Player::First,
            ko: NONE,
            passes: 0,
            ply: 0,
            repeated: false,
            history,
        }
    }

    /// Whether the game is over: a board came back, the passes in a row that end it, the limit.
    #[inline]
    pub fn over(&self, rules: &GroupRules) -> bool {
        self.repeated
            || (rules.passes > 0 && self.passes >= rules.passes)
            || (rules.limit > 0 && self.ply >= rules.limit)
    }

    /// The points the side to move may play: empty, not the ko, and (with `suicide: illegal`)
    /// leaving its group a liberty once the enemy groups it takes are removed.
    pub fn legal_points(&self, rules: &GroupRules) -> u128 {
        let me = self.side.index();
        let mine = self.stones[me];
        let theirs = self.stones[1 - me];
        let empty = rules.all & !(mine | theirs);
        let mut legal = empty;
        if self.ko != NONE {
            legal &= !(1u128 << self.ko);
        }
        if rules.suicide {
            return legal;
        }
        // A point next to an empty point always has a liberty; the others are tested one by one.
        let mut shut = legal & !rules.dilate(empty);
        while shut != 0 {
            let cell = shut & shut.wrapping_neg();
            shut &= shut - 1;
            if !self.breathes(rules, cell, mine, theirs, empty) {
                legal &= !cell;
            }
        }
        legal
    }

    /// Whether a stone on `cell`, whose neighbours are all stones, keeps a liberty: one of its
    /// own groups next to it has another liberty, or an enemy group next to it has `cell` for
    /// its only liberty (and is taken).
    fn breathes(
        &self,
        rules: &GroupRules,
        cell: u128,
        mine: u128,
        theirs: u128,
        empty: u128,
    ) -> bool {
        let around = rules.dilate(cell);
        let mut own = around & mine;
        while own != 0 {
            let group = rules.fill(own & own.wrapping_neg(), mine);
            own &= !group;
            if rules.dilate(group) & empty & !cell != 0 {
                return true;
            }
        }
        let mut enemy = around & theirs;
        while enemy != 0 {
            let group = rules.fill(enemy & enemy.wrapping_neg(), theirs);
            enemy &= !group;
            if rules.dilate(group) & empty & !cell == 0 {
                return true;
            }
        }
        false
    }

    /// The legal moves: the legal points, then the pass (none once the game is over).
    #[inline]
    pub fn moves(&self, rules: &GroupRules) -> GroupMoves {
        if self.over(rules) {
            return GroupMoves {
                cells: 0,
                pass: false,
            };
        }
        GroupMoves {
            cells: self.legal_points(rules),
            pass: true,
        }
    }

    /// Plays a legal move: a placement and its captures, or the pass.
    pub fn play(&mut self, rules: &GroupRules, mv: Move) {
        let me = self.side.index();
        if mv.is_pass() {
            self.ko = NONE;
            self.passes = self.passes.saturating_add(1);
        } else {
            let cell = 1u128 << mv.index();
            let mut mine = self.stones[me] | cell;
            let mut theirs = self.stones[1 - me];
            let around = rules.dilate(cell);
            let in_eye = around & !theirs == 0;
            let mut taken = 0u128;
            let mut enemy = around & theirs;
            while enemy != 0 {
                let group = rules.fill(enemy & enemy.wrapping_neg(), theirs);
                enemy &= !group;
                let empty = rules.all & !(mine | theirs);
                if rules.dilate(group) & empty == 0 {
                    theirs &= !group;
                    taken |= group;
                }
            }
            if rules.suicide {
                let group = rules.fill(cell, mine);
                let empty = rules.all & !(mine | theirs);
                if rules.dilate(group) & empty == 0 {
                    mine &= !group;
                }
            }
            self.ko = if rules.ko && in_eye && taken.count_ones() == 1 {
                taken.trailing_zeros() as u8
            } else {
                NONE
            };
            self.stones[me] = mine;
            self.stones[1 - me] = theirs;
            self.passes = 0;
        }
        self.ply += 1;
        let key = GroupRules::board_key(self.stones);
        let ply = usize::from(self.ply);
        if ply < H {
            if rules.repeat_draw && !mv.is_pass() && self.history[..ply].contains(&key) {
                self.repeated = true;
            }
            self.history[ply] = key;
        }
        self.side = self.side.opponent();
    }

    /// The first player's area less the second's and the komi, in half points.
    pub fn score2(&self, rules: &GroupRules) -> i32 {
        let [first, second] = rules.areas(self.stones);
        2 * (first as i32 - second as i32) - rules.komi2
    }

    /// The value for the side to move once the game is over (1, 0 or -1), `None` before.
    #[inline]
    pub fn value(&self, rules: &GroupRules) -> Option<i32> {
        if !self.over(rules) {
            return None;
        }
        if self.repeated {
            return Some(0);
        }
        let score = self.score2(rules).signum();
        Some(if self.side == Player::First {
            score
        } else {
            -score
        })
    }

    /// Why the game ended: a board came back, or the area was counted.
    pub fn ending(&self, rules: &GroupRules) -> Option<crate::Ending> {
        if !self.over(rules) {
            None
        } else if self.repeated {
            Some(crate::Ending::Repetition)
        } else {
            Some(crate::Ending::Count)
        }
    }

    /// The area of the side to move less the other side's, in points, komi counted.
    #[inline]
    pub fn evaluate(&self, rules: &GroupRules) -> i32 {
        let score = self.score2(rules) / 2;
        if self.side == Player::First {
            score
        } else {
            -score
        }
    }

    /// The key: the stones, the side, the ko, the passes in a row and the plies played (the
    /// history of boards is left out, as engines leave out the history of repetitions).
    #[inline]
    pub fn key(&self) -> u64 {
        let s = self.stones;
        hash_words(
            &[
                s[0] as u64,
                (s[0] >> 64) as u64,
                s[1] as u64,
                (s[1] >> 64) as u64,
                u64::from(self.ko)
                    | u64::from(self.passes) << 8
                    | u64::from(self.ply) << 16
                    | u64::from(self.repeated) << 32,
            ],
            self.side.index(),
        )
    }
}

/// The letters of the columns: `a` to `z` without `i`, as Go boards write them.
const COLUMNS: &[u8] = b"abcdefghjklmnopqrstuvwxyz";

/// Writes a move: the pass `pass`, a point its column letter (`a`, `b`, ... without `i`) and its
/// row from the bottom (`a1` is the bottom left), as OpenSpiel writes Go's points.
pub fn format_move(rules: &GroupRules, mv: Move) -> String {
    if mv.is_pass() {
        return "pass".to_string();
    }
    let cell = mv.index() as u32;
    let (row, column) = (cell / rules.width, cell % rules.width);
    format!("{}{}", COLUMNS[column as usize] as char, rules.height - row)
}

/// Reads a move written by [`format_move`] (whether legal or not is the caller's question).
pub fn parse_move(rules: &GroupRules, text: &str) -> Result<Move, MoveError> {
    let malformed = || MoveError::Malformed {
        text: text.to_string(),
        expected: format!(
            "`pass` or a point: a column `a` to `{}` (without `i`) and a row 1 to {} from the bottom, as `c3`",
            COLUMNS[rules.width as usize - 1] as char,
            rules.height
        ),
    };
    let text_lower = text.trim().to_ascii_lowercase();
    if text_lower == "pass" {
        return Ok(Move::PASS);
    }
    let mut chars = text_lower.chars();
    let letter = chars.next().ok_or_else(malformed)?;
    let column = COLUMNS[..rules.width as usize]
        .iter()
        .position(|&c| c as char == letter)
        .ok_or_else(malformed)? as u32;
    let row: u32 = chars.as_str().parse().map_err(|_| malformed())?;
    if row == 0 || row > rules.height || chars.as_str().starts_with('0') {
        return Err(malformed());
    }
    Ok(Move::new(
        ((rules.height - row) * rules.width + column) as u16,
    ))
}

/// Writes a position: each point `X`, `O` or `-` row by row from the top, the side to move, the
/// ko point (or `-`), the passes in a row and the plies played (`--------- X - 0 0`), and
/// `repeated` if the last placement brought back an earlier board (the game is then drawn).
pub fn position_string<const H: usize>(rules: &GroupRules, position: &Position<H>) -> String {
    let mut text: String = (0..rules.points())
        .map(|p| {
            if position.stones[0] >> p & 1 != 0 {
                'X'
            } else if position.stones[1] >> p & 1 != 0 {
                'O'
            } else {
                '-'
            }
        })
        .collect();
    let ko = if position.ko == NONE {
        "-".to_string()
    } else {
        format_move(rules, Move::new(u16::from(position.ko)))
    };
    text.push_str(&format!(
        " {} {} {} {}",
        position.side.symbol(),
        ko,
        position.passes,
        position.ply
    ));
    if position.repeated {
        text.push_str(" repeated");
    }
    text
}

/// Reads a position written by [`position_string`] (the ko, passes and plies may be left out:
/// none, none, and the side to move's parity). Its history is its own board only: a board of
/// the game before it is not known, so that its repetition is not seen.
pub fn parse_position<const H: usize>(
    rules: &GroupRules,
    text: &str,
) -> Result<Position<H>, PositionError> {
    let expected = || {
        format!(
            "expected the {} points as `X`, `O` or `-` row by row from the top, the side to move, \
             and optionally the ko point (or `-`), the passes in a row and the plies played \
             (below {}), then `repeated` after a board came back, separated by spaces",
            rules.points(),
            rules.limit
        )
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let (points, side, rest, repeated) = match words[..] {
        [points, side] => (points, side, None, false),
        [points, side, ko, passes, ply] => (points, side, Some((ko, passes, ply)), false),
        [points, side, ko, passes, ply, "repeated"] if rules.repeat_draw => {
            (points, side, Some((ko, passes, ply)), true)
        }
        _ => return Err(PositionError::new(text, expected())),
    };
    let side = match side {
        "X" => Player::First,
        "O" => Player::Second,
        _ => return Err(PositionError::new(text, expected())),
    };
    if points.chars().count() != rules.points() {
        return Err(PositionError::new(text, expected()));
    }
    let mut stones = [0u128; 2];
    for (p, c) in points.chars().enumerate() {
        match c {
            'X' => stones[0] |= 1 << p,
            'O' => stones[1] |= 1 << p,
            '-' => {}
            _ => return Err(PositionError::new(text, expected())),
        }
    }
    for side in 0..2 {
        let mut rest = stones[side];
        while rest != 0 {
            let group = rules.fill(rest & rest.wrapping_neg(), stones[side]);
            rest &= !group;
            if rules.dilate(group) & !(stones[0] | stones[1]) == 0 {
                return Err(PositionError::new(
                    text,
                    "every group of stones has a liberty (an empty point next to it)",
                ));
            }
        }
    }
    let (ko, passes, ply) = match rest {
        None => (NONE, 0, side.index() as u16),
        Some((ko, passes, ply)) => {
            let ko = if ko == "-" {
                NONE
            } else {
                match parse_move(rules, ko) {
                    Ok(mv) if !mv.is_pass() && (stones[0] | stones[1]) >> mv.index() & 1 == 0 => {
                        mv.index() as u8
                    }
                    _ => return Err(PositionError::new(text, expected())),
                }
            };
            let passes = passes
                .parse::<u8>()
                .ok()
                .filter(|&n| rules.passes == 0 || n <= rules.passes);
            let ply = ply
                .parse::<u16>()
                .ok()
                .filter(|&n| usize::from(n) < H && usize::from(n % 2) == side.index());
            match (passes, ply) {
                (Some(passes), Some(ply)) => (ko, passes, ply),
                _ => return Err(PositionError::new(text, expected())),
            }
        }
    };
    let mut history = [0; H];
    let key = GroupRules::board_key(stones);
    history[..=usize::from(ply)].fill(key);
    Ok(Position {
        stones,
        side,
        ko,
        passes,
        ply,
        repeated,
        history,
    })
}

/// The legend of [`render`]'s drawings.
pub const LEGEND: &str = "X (black), O (white): the players' stones; +: an empty point (columns a, b, ... without i from the left, rows 1, 2, ... from the bottom)";

/// Draws the board, the names of the columns and rows, and `status` below.
pub fn render<const H: usize>(rules: &GroupRules, position: &Position<H>, status: &str) -> String {
    let mut text = String::new();
    let (width, height) = (rules.width as usize, rules.height as usize);
    for row in 0..height {
        text.push_str(&format!("{:>2} ", height - row));
        for column in 0..width {
            let p = row * width + column;
            let c = if position.stones[0] >> p & 1 != 0 {
                'X'
            } else if position.stones[1] >> p & 1 != 0 {
                'O'
            } else {
                '+'
            };
            text.push(c);
            if column + 1 < width {
                text.push(' ');
            }
        }
        text.push('\n');
    }
    text.push_str("   ");
    for (column, &letter) in COLUMNS.iter().enumerate().take(width) {
        text.push(letter as char);
        if column + 1 < width {
            text.push(' ');
        }
    }
    text.push('\n');
    text.push_str(status);
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULES: GroupRules = GroupRules::new(9, 9, false, true, true, 15, 2, 162);

    fn play(moves: &[&str]) -> Position<163> {
        let mut p = Position::<163>::start(&RULES);
        for m in moves {
            let mv = parse_move(&RULES, m).unwrap();
            assert!(p.moves(&RULES).any(|x| x == mv), "{m} is legal");
            p.play(&RULES, mv);
        }
        p
    }

    #[test]
    fn a_ko_is_taken_and_not_retaken_at_once() {
        let e5 = parse_move(&RULES, "e5").unwrap();
        let f5 = parse_move(&RULES, "f5").unwrap();
        let p = play(&["d5", "e5", "e4", "f4", "e6", "f6", "a1", "g5", "f5"]);
        assert_eq!(p.stones[1] >> e5.index() & 1, 0, "O e5 is taken");
        assert_eq!(p.ko, e5.index() as u8);
        assert!(
            !p.moves(&RULES).any(|m| m == e5),
            "the ko is not retaken at once"
        );
        let p = play(&[
            "d5", "e5", "e4", "f4", "e6", "f6", "a1", "g5", "f5", "a9", "b9", "e5",
        ]);
        assert_eq!(p.stones[0] >> f5.index() & 1, 0, "X f5 is taken back");
        assert_eq!(p.ko, f5.index() as u8);
    }

    #[test]
    fn a_placement_without_a_liberty_is_not_a_move() {
        // O a1 between X a2 and X b1 takes nothing: suicide.
        let p = play(&["a2", "e5", "b1"]);
        let a1 = parse_move(&RULES, "a1").unwrap();
        assert!(!p.moves(&RULES).any(|m| m == a1));
        assert_eq!(p.moves(&RULES).count(), 81 - 3 - 1 + 1);
    }

    #[test]
    fn the_area_counts_stones_and_surrounded_points() {
        let p = play(&["e5"]);
        assert_eq!(RULES.areas(p.stones), [81, 0]);
        assert_eq!(p.score2(&RULES), 162 - 15);
    }

    #[test]
    fn moves_are_written_as_go_points() {
        assert_eq!(format_move(&RULES, Move::new(72)), "a1");
        assert_eq!(format_move(&RULES, Move::new(8)), "j9");
        assert_eq!(parse_move(&RULES, "j9").unwrap(), Move::new(8));
        assert!(parse_move(&RULES, "i3").is_err());
    }
}

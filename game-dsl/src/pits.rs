//! Games of pits and seeds (mancala): the sowing, its captures and extra turns, and the text of
//! positions and moves, for the games declared with `board: pits 2 x N` and `moves: sow`.
//!
//! It exists so that the compiler writes no sowing: a declaration lowers to a [`Sowing`]
//! constant, and the generated game calls these functions with it; the constant folds into
//! each call, so the code is monomorphized for each game as if written for it.
//!
//! The board is one byte a pit: the first player's pits in the order of sowing (left to right
//! as X sees them), X's store (when the board has stores), then O's pits the same way and O's
//! store. O's first pit faces X's last. Seeds go round counter-clockwise, skipping the
//! opponent's store.
//!
//! The side to move alternates at every ply ([`Game`](crate::Game)'s contract), so a move is a
//! whole turn: the sowings of one player in a row, every one but the last ending in the mover's
//! store when that gives another sowing ([`Sowings`]).

use crate::moves::{PackedMove, SpillingList};
use crate::notation::parse_piles;
use crate::{MoveError, Player, PositionError};

/// The rules of a sowing game: the board's size and the effects of the last seed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Sowing {
    /// Pits on each side.
    pub pits: usize,
    /// Whether each side has a store on the board (Kalah), counted in its seeds.
    pub stores: bool,
    /// Whether a last seed in the mover's store gives another sowing (`again in store`).
    pub again_in_store: bool,
    /// Whether a last seed in an empty pit of the mover's captures it and the seeds of the pit
    /// opposite, when there are any, into the mover's store (`capture opposite`).
    pub capture_opposite: bool,
}

impl Sowing {
    /// The bytes of the board: the pits and the stores.
    pub const fn cells(&self) -> usize {
        2 * self.pits + 2 * self.stores as usize
    }

    /// The first cell of `side`'s pits (0: X, 1: O).
    #[inline]
    pub const fn first(&self, side: usize) -> usize {
        side * (self.pits + self.stores as usize)
    }

    /// The cell of `side`'s store (only with stores).
    #[inline]
    pub const fn store(&self, side: usize) -> usize {
        self.first(side) + self.pits
    }

    /// Whether `cell` is one of `side`'s pits.
    #[inline]
    pub const fn is_pit_of(&self, side: usize, cell: usize) -> bool {
        cell >= self.first(side) && cell < self.first(side) + self.pits
    }

    /// The pit facing `cell` (a pit).
    #[inline]
    pub const fn opposite(&self, cell: usize) -> usize {
        2 * self.pits - 1 + self.stores as usize - cell
    }

    /// The cell after `cell` for `side`'s sowing: the next counter-clockwise, the opponent's
    /// store skipped.
    #[inline]
    pub const fn next(&self, side: usize, cell: usize) -> usize {
        let mut next = cell + 1;
        if next == self.cells() {
            next = 0;
        }
        if self.stores && next == self.store(1 - side) {
            next += 1;
            if next == self.cells() {
                next = 0;
            }
        }
        next
    }
}

/// Every word of a game of pits: the board and Kalah's options ([`Sowing`]), and the options
/// and ends that Oware added. A game whose words are all Kalah's names a [`Sowing`]; any other
/// names a `Rules`. Each option is a constant of the game, so that an option it lacks costs
/// nothing once the calls are inlined.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rules {
    /// The board and the options of the last seed in a store or an empty pit.
    pub sowing: Sowing,
    /// Whether a sowing of more seeds than the other pits skips the pit sown from
    /// (`skip origin`).
    pub skip_origin: bool,
    /// The counts that a last seed in an opponent's pit captures, bit `n` for `n` seeds after
    /// the sowing (`capture 2 3`: `0b1100`); 0 for none.
    pub capture_counts: u32,
    /// Whether such a capture goes on with the opponent's pits before it, back to its first
    /// pit, while each holds a count captured (`backward`).
    pub backward: bool,
    /// Whether a capture that would take every seed of the opponent's takes nothing
    /// (`no grand slam`).
    pub no_grand_slam: bool,
    /// Whether a player whose opponent's pits are all empty must play a turn that leaves seeds
    /// in them, when it has one (`must feed`).
    pub must_feed: bool,
    /// Whether the game ends when the side to move has no turn (`no move`), rather than when
    /// either side's pits are empty.
    pub end_no_move: bool,
    /// Whether the game ends once a side has captured more than half the seeds, or both half
    /// (`over half`).
    pub end_over_half: bool,
}

impl Rules {
    /// Kalah's words alone: every other option off.
    #[inline]
    pub const fn plain(sowing: Sowing) -> Rules {
        Rules {
            sowing,
            skip_origin: false,
            capture_counts: 0,
            backward: false,
            no_grand_slam: false,
            must_feed: false,
            end_no_move: false,
            end_over_half: false,
        }
    }

    /// Whether the seeds captured are kept beside a board without stores: two more bytes after
    /// the pits, X's count then O's (a board with stores keeps them in the stores).
    #[inline]
    pub const fn keeps_captures(&self) -> bool {
        !self.sowing.stores && self.capture_counts != 0
    }

    /// The bytes of the position: the board's cells and the counts kept beside it.
    #[inline]
    pub const fn len(&self) -> usize {
        self.sowing.cells() + 2 * self.keeps_captures() as usize
    }

    /// Whether the position has no byte (never: a board has pits).
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The byte where `side`'s captures go: its store, or its count beside the board.
    #[inline]
    pub const fn bank(&self, side: usize) -> usize {
        if self.sowing.stores {
            self.sowing.store(side)
        } else {
            self.sowing.cells() + side
        }
    }
}

/// Rules that the sowing reads: a [`Sowing`] (Kalah's words) or [`Rules`] (every word).
pub trait Sows {
    /// The rules, every word.
    fn rules(&self) -> Rules;
}

impl Sows for Sowing {
    #[inline(always)]
    fn rules(&self) -> Rules {
        Rules::plain(*self)
    }
}

impl Sows for Rules {
    #[inline(always)]
    fn rules(&self) -> Rules {
        *self
    }
}

/// Sows the seeds of `cell` (a pit of `side`'s, not empty) and plays the last seed's effects;
/// whether `side` sows again (its last seed in its store, with `again in store`).
///
/// Whole laps (every cell but the opponent's store, the emptied pit included unless `skip
/// origin`) are added at once; the rest go one by one.
#[inline(always)]
pub fn sow<const T: usize, R: Sows>(
    board: &mut [u8; T],
    rules: &R,
    side: usize,
    cell: usize,
) -> bool {
    let all = rules.rules();
    let rules = &all.sowing;
    let seeds = usize::from(core::mem::take(&mut board[cell]));
    let cells = rules.cells();
    let lap = cells - rules.stores as usize - all.skip_origin as usize;
    let laps = (seeds / lap) as u8;
    if laps > 0 {
        let skipped = if rules.stores {
            rules.store(1 - side)
        } else {
            T
        };
        let origin = if all.skip_origin { cell } else { T };
        for (i, count) in board.iter_mut().enumerate().take(cells) {
            if i != skipped && i != origin {
                *count += laps;
            }
        }
    }
    let mut last = cell;
    if all.skip_origin && laps > 0 && seeds % lap == 0 {
        // The lap's last seed fell in the cell sown just before the origin.
        last = (cell + cells - 1) % cells;
        if rules.stores && last == rules.store(1 - side) {
            last = (last + cells - 1) % cells;
        }
    }
    for _ in 0..seeds % lap {
        last = rules.next(side, last);
        if all.skip_origin && last == cell {
            last = rules.next(side, last);
        }
        board[last] += 1;
    }
    if rules.stores && last == rules.store(side) {
        return rules.again_in_store;
    }
    if rules.capture_opposite && rules.is_pit_of(side, last) && board[last] == 1 {
        let opposite = rules.opposite(last);
        if board[opposite] > 0 {
            board[rules.store(side)] += 1 + board[opposite];
            board[last] = 0;
            board[opposite] = 0;
        }
    }
    if all.capture_counts != 0 && rules.is_pit_of(1 - side, last) {
        capture_counts(board, &all, side, last);
    }
    false
}

/// The capture of counts (`capture 2 3`): the pit `last` of the opponent's, and with
/// `backward` the pits before it back to the opponent's first, while each holds a count
/// captured; nothing with `no grand slam` when that would take every seed of the opponent's.
#[inline]
fn capture_counts<const T: usize>(board: &mut [u8; T], rules: &Rules, side: usize, last: usize) {
    let first = rules.sowing.first(1 - side);
    let takes = |seeds: u8| seeds < 32 && rules.capture_counts >> seeds & 1 != 0;
    let (mut pit, mut count, mut taken) = (last, 0, 0u8);
    while takes(board[pit]) {
        taken += board[pit];
        count += 1;
        if !rules.backward || pit == first {
            break;
        }
        pit -= 1;
    }
    if count == 0 {
        return;
    }
    if rules.no_grand_slam {
        let left: u32 = board[first..first + rules.sowing.pits]
            .iter()
            .map(|&s| u32::from(s))
            .sum();
        if left == u32::from(taken) {
            return;
        }
    }
    for seeds in &mut board[last + 1 - count..=last] {
        *seeds = 0;
    }
    board[rules.bank(side)] += taken;
}

/// Whether either side's pits are all empty (the end of a game of `win: most seeds`).
#[inline]
pub fn side_empty<const T: usize, R: Sows>(board: &[u8; T], rules: &R) -> bool {
    (0..2).any(|side| row_empty(board, rules, side))
}

/// The seeds that count for each side at the end: its store or captures and its pits.
#[inline]
pub fn totals<const T: usize, R: Sows>(board: &[u8; T], rules: &R) -> [u32; 2] {
    let all = rules.rules();
    let rules = all.sowing;
    [0, 1].map(|side| {
        let row: u32 = board[rules.first(side)..rules.first(side) + rules.pits]
            .iter()
            .map(|&s| u32::from(s))
            .sum();
        let banked = if rules.stores || all.keeps_captures() {
            u32::from(board[all.bank(side)])
        } else {
            0
        };
        row + banked
    })
}

/// The seeds in the stores or the captures kept beside the board, both sides' (0 where there
/// are neither): seeds that never come back to the pits, so that a turn that adds to them is
/// irreversible (what a repetition rule reads).
#[inline]
pub fn banked<const T: usize, R: Sows>(board: &[u8; T], rules: &R) -> u32 {
    let all = rules.rules();
    if all.sowing.stores || all.keeps_captures() {
        u32::from(board[all.bank(0)]) + u32::from(board[all.bank(1)])
    } else {
        0
    }
}

/// The value for `side` of a finished game: each side counts its store or captures and its
/// pits, more wins (+1), as many draws (0).
#[inline]
pub fn counted<const T: usize, R: Sows>(board: &[u8; T], rules: &R, side: usize) -> i32 {
    let totals = totals(board, rules);
    (totals[side] > totals[1 - side]) as i32 - (totals[side] < totals[1 - side]) as i32
}

/// Writes a position of a game with a limit on its length: the counts, the side to move and the
/// plies played (`4,4,4,4,4,4,4,4,4,4,4,4,0,0 X 0`).
pub fn position_with_ply(board: &[u8], side: Player, ply: u32) -> String {
    let counts: Vec<String> = board.iter().map(u8::to_string).collect();
    format!("{} {} {ply}", counts.join(","), side.symbol())
}

/// Reads a position written by [`position_with_ply`]: [`parse_position`]'s text, then
/// optionally the plies played, at most `limit` and even when X is to move (a ply is a
/// turn); without them, 0 for X and 1 for O.
pub fn parse_position_with_ply<const T: usize>(
    text: &str,
    total: u32,
    limit: u32,
) -> Result<([u8; T], Player, u32), PositionError> {
    let trimmed = text.trim();
    let (rest, ply) = match trimmed.rsplit_once(char::is_whitespace) {
        Some((rest, ply)) if ply.chars().all(|c| c.is_ascii_digit()) => {
            let ply: u32 = ply.parse().map_err(|_| {
                PositionError::new(text, format!("the plies played are 0 to {limit}"))
            })?;
            (rest, Some(ply))
        }
        _ => (trimmed, None),
    };
    let (board, side) = parse_position::<T>(rest, total)?;
    let ply = ply.unwrap_or(side.index() as u32);
    if ply > limit {
        return Err(PositionError::new(
            text,
            format!("{ply} plies played: the game ends after {limit}"),
        ));
    }
    if ply % 2 != side.index() as u32 {
        return Err(PositionError::new(
            text,
            format!(
                "{ply} plies played with {} to move: X moves at even plies, O at odd ones",
                side.symbol()
            ),
        ));
    }
    Ok((board, side, ply))
}

/// Whether `side`'s pits are all empty.
#[inline]
pub fn row_empty<const T: usize, R: Sows>(board: &[u8; T], rules: &R, side: usize) -> bool {
    let rules = rules.rules().sowing;
    board[rules.first(side)..rules.first(side) + rules.pits]
        .iter()
        .all(|&s| s == 0)
}

/// Whether a turn of `side`'s from `start` to `after` may be played under `must feed`: the
/// opponent's pits hold seeds, or they do after it.
#[inline]
fn feeds<const T: usize>(start: &[u8; T], rules: &Rules, side: usize, after: &[u8; T]) -> bool {
    !rules.must_feed || !row_empty(start, rules, 1 - side) || !row_empty(after, rules, 1 - side)
}

/// Whether `side` has a turn: a non-empty pit, and under `must feed` one whose sowing leaves
/// seeds in the opponent's pits when they have none.
#[inline]
pub fn has_turn<const T: usize, R: Sows>(board: &[u8; T], rules: &R, side: usize) -> bool {
    let rules = rules.rules();
    if row_empty(board, &rules, side) {
        return false;
    }
    if !rules.must_feed || !row_empty(board, &rules, 1 - side) {
        return true;
    }
    let first = rules.sowing.first(side);
    (first..first + rules.sowing.pits).any(|cell| {
        if board[cell] == 0 {
            return false;
        }
        let mut after = *board;
        sow(&mut after, &rules, side, cell);
        !row_empty(&after, &rules, 1 - side)
    })
}

/// The end of a game of `win: most seeds` and its value for `side`, the side to move: `None`
/// while it goes on. It ends when either side's pits are empty, or with `no move` when `side`
/// has no turn; with `over half`, also once a side has captured more than half the seeds (or
/// both half). Then each side counts its store or captures and its pits, and more wins.
#[inline]
pub fn outcome<const T: usize, R: Sows>(board: &[u8; T], rules: &R, side: usize) -> Option<i32> {
    let rules = rules.rules();
    let mut over = false;
    if rules.end_over_half {
        let total: u32 = board[..rules.len()].iter().map(|&s| u32::from(s)).sum();
        let half = total / 2;
        let banks = [0, 1].map(|s| u32::from(board[rules.bank(s)]));
        over = banks[0] > half || banks[1] > half || (banks[0] == half && banks[1] == half);
    }
    if !over {
        over = if rules.end_no_move {
            !has_turn(board, &rules, side)
        } else {
            side_empty(board, &rules)
        };
    }
    if !over {
        return None;
    }
    Some(counted(board, &rules, side))
}

/// A turn: the pits sown, numbered from 1 in the order of sowing, four bits each from the
/// lowest (0 after the last). Every sowing but the last gave another; 32 sowings fit.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub struct Sowings(u128);

/// The most sowings of a turn that [`Sowings`] holds.
pub const MAX_SOWINGS: usize = 32;

impl Sowings {
    /// The turn of one sowing, from pit `pit` (1 to 15).
    pub const fn single(pit: usize) -> Sowings {
        Sowings(pit as u128)
    }

    /// The sowings, then `pit` (1 to 15).
    #[inline]
    pub const fn then(self, pit: usize) -> Sowings {
        Sowings(self.0 | (pit as u128) << (4 * self.len()))
    }

    /// How many sowings.
    #[inline]
    pub const fn len(self) -> usize {
        (128 - self.0.leading_zeros()).div_ceil(4) as usize
    }

    /// Whether it sows nothing (no turn).
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The pits sown, in order, from 1.
    pub fn pits(self) -> impl Iterator<Item = usize> {
        (0..self.len()).map(move |i| (self.0 >> (4 * i) & 15) as usize)
    }
}

impl PackedMove for Sowings {
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

/// The turns of a position: 32 on the stack, the heap beyond (chains of sowings have no useful
/// bound on their number).
pub type Turns = SpillingList<Sowings, 32>;

/// Plays a turn of `side`'s on `board`.
#[inline]
pub fn play<const T: usize, R: Sows>(board: &mut [u8; T], rules: &R, side: usize, turn: Sowings) {
    let first = rules.rules().sowing.first(side);
    for pit in turn.pits() {
        sow(board, rules, side, first + pit - 1);
    }
}

/// Every turn of `side` from `board`, into `turns`: each non-empty pit sown, and when it gives
/// another sowing and the game goes on, each turn from there after it. Under `must feed`, when
/// the opponent's pits are empty, only the turns that leave seeds in them.
pub fn turns<const T: usize, R: Sows>(
    board: &[u8; T],
    rules: &R,
    side: usize,
    done: Sowings,
    turns: &mut Turns,
) {
    turns_from(board, board, rules, side, done, turns);
}

/// The turns from `board`, reached from `start` by the sowings `done`. Generic over the kind of
/// rules, so that Kalah's (a [`Sowing`]) compile without the tests of the options they lack.
fn turns_from<const T: usize, R: Sows>(
    start: &[u8; T],
    board: &[u8; T],
    sows: &R,
    side: usize,
    done: Sowings,
    turns: &mut Turns,
) {
    let all = sows.rules();
    let rules = &all;
    for pit in 0..rules.sowing.pits {
        let cell = rules.sowing.first(side) + pit;
        if board[cell] == 0 {
            continue;
        }
        let mut after = *board;
        let turn = done.then(pit + 1);
        let again = sow(&mut after, rules, side, cell);
        let goes_on = |after: &[u8; T]| {
            if rules.end_no_move || rules.end_over_half {
                outcome(after, rules, side).is_none()
            } else {
                !side_empty(after, rules)
            }
        };
        if again && goes_on(&after) {
            assert!(
                turn.len() < MAX_SOWINGS,
                "a turn of more than {MAX_SOWINGS} sowings"
            );
            turns_from(start, &after, sows, side, turn, turns);
        } else if feeds(start, rules, side, &after) {
            turns.push(turn);
        }
    }
}

/// Writes a turn: its pits' numbers back to back (`41`: pit 4, then pit 1), or separated by
/// dots beyond 9 pits a side.
pub fn format_turn(turn: Sowings, pits: usize) -> String {
    let numbers: Vec<String> = turn.pits().map(|p| p.to_string()).collect();
    numbers.join(if pits > 9 { "." } else { "" })
}

/// Reads a turn written by [`format_turn`]; whether it is legal is the game's to say.
pub fn parse_turn(text: &str, pits: usize) -> Result<Sowings, MoveError> {
    let trimmed = text.trim();
    let malformed = || MoveError::Malformed {
        text: trimmed.to_string(),
        expected: format!(
            "the pits sown in the turn, numbered 1 to {pits} from the mover's left{}",
            if pits > 9 {
                ", separated by dots (`4.1`)"
            } else {
                ", back to back (`41`: pit 4, then pit 1)"
            }
        ),
    };
    let parts: Vec<&str> = if pits > 9 {
        trimmed.split('.').collect()
    } else {
        trimmed
            .char_indices()
            .map(|(i, c)| &trimmed[i..i + c.len_utf8()])
            .collect()
    };
    if parts.is_empty() || parts.len() > MAX_SOWINGS {
        return Err(malformed());
    }
    let mut turn = Sowings::default();
    for part in parts {
        match part.parse::<usize>() {
            Ok(pit) if (1..=pits).contains(&pit) => turn = turn.then(pit),
            _ => return Err(malformed()),
        }
    }
    Ok(turn)
}

/// The iterator over a position's turns.
pub type TurnIter = <Turns as IntoIterator>::IntoIter;

/// Reads a position: the seeds of every pit and store in the board's order (X's pits, X's
/// store, O's pits, O's store), separated by commas, then optionally the side to move (`X` by
/// default); the seeds must add up to `total`, the seeds of the game.
///
/// ```
/// use game_dsl::pits::parse_position;
/// use game_dsl::Player;
/// assert_eq!(parse_position::<4>("1,0,2,1 O", 4), Ok(([1, 0, 2, 1], Player::Second)));
/// assert!(parse_position::<4>("1,0,2,2", 4).is_err());
/// ```
pub fn parse_position<const T: usize>(
    text: &str,
    total: u32,
) -> Result<([u8; T], Player), PositionError> {
    let expected = || {
        format!(
            "expected the seeds of the {T} pits and stores (X's pits, X's store, O's pits, O's \
             store), separated by commas, and optionally the side to move (` O`)"
        )
    };
    let (board, side) = parse_piles::<T>(text).map_err(|_| PositionError::new(text, expected()))?;
    let seeds: u32 = board.iter().map(|&s| u32::from(s)).sum();
    if seeds != total {
        return Err(PositionError::new(
            text,
            format!("the board holds {seeds} seeds; the game has {total}"),
        ));
    }
    Ok((board, side))
}

/// The legend of [`render`]'s drawings.
pub const LEGEND: &str = "the seeds of each pit; O's row on top, sown right to left, X's below, sown left to right; the stores at the ends (O's on the left, X's on the right); pits numbered from each player's left";

/// Draws a board of pits as people do: O's pits on top (its pit 1 on the right), X's below (its
/// pit 1 on the left), O's store at the left end and X's at the right.
///
/// ```
/// use game_dsl::pits::{render, Sowing};
/// let rules = Sowing { pits: 2, stores: true, again_in_store: true, capture_opposite: true };
/// assert_eq!(
///     render(&[1, 2, 3, 4, 5, 6], &rules, "X to move"),
///     "      2   1\n     [ 5][ 4]      O\n[ 6]          [ 3]\n     [ 1][ 2]      X\n      1   2\nX to move\n"
/// );
/// ```
pub fn render<const T: usize, R: Sows>(board: &[u8; T], rules: &R, status: &str) -> String {
    let all = rules.rules();
    let rules = &all.sowing;
    let row = |side: usize| -> Vec<String> {
        (0..rules.pits)
            .map(|p| format!("[{:>2}]", board[rules.first(side) + p]))
            .collect()
    };
    let numbers = |order: Vec<usize>| -> String {
        order
            .into_iter()
            .map(|n| format!("{n:>3} "))
            .collect::<String>()
            .trim_end()
            .to_string()
    };
    let mut top = row(1);
    top.reverse();
    let mut text = String::new();
    text.push_str(&format!(
        "    {}\n",
        numbers((1..=rules.pits).rev().collect())
    ));
    text.push_str(&format!("     {}      O\n", top.concat()));
    if rules.stores {
        text.push_str(&format!(
            "[{:>2}]{}[{:>2}]\n",
            board[rules.store(1)],
            " ".repeat(4 * rules.pits + 2),
            board[rules.store(0)]
        ));
    }
    text.push_str(&format!("     {}      X\n", row(0).concat()));
    text.push_str(&format!("    {}\n", numbers((1..=rules.pits).collect())));
    if all.keeps_captures() {
        text.push_str(&format!(
            "captured: X {}, O {}\n",
            board[all.bank(0)],
            board[all.bank(1)]
        ));
    }
    text.push_str(status);
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const KALAH: Sowing = Sowing {
        pits: 6,
        stores: true,
        again_in_store: true,
        capture_opposite: true,
    };

    #[test]
    fn a_sowing_skips_the_opponents_store_and_laps_the_board() {
        // 13 seeds from X's pit 1 go round once (12 cells) and one more into the emptied pit.
        let mut board = [13, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        assert!(!sow(&mut board, &KALAH, 0, 0));
        // The last seed fell into the emptied pit 1, which held none: it captures O's pit 6
        // (1 seed from the lap) into X's store (1 from the lap).
        assert_eq!(board, [0, 1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 0, 0]);
    }

    #[test]
    fn a_last_seed_in_the_store_sows_again_and_turns_list_every_chain() {
        let mut board = [0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0];
        assert!(sow(&mut board, &KALAH, 0, 5));
        assert_eq!(board[6], 1);
        let mut list = Turns::new();
        let start = [0, 0, 0, 0, 2, 1, 0, 1, 1, 1, 1, 1, 1, 0];
        turns(&start, &KALAH, 0, Sowings::default(), &mut list);
        let written: Vec<String> = list.iter().map(|&t| format_turn(t, 6)).collect();
        assert_eq!(written, ["56", "656"]);
    }

    /// Oware's words on a board of 6 pits without stores, its captures kept beside it.
    const OWARE: Rules = Rules {
        sowing: Sowing {
            pits: 6,
            stores: false,
            again_in_store: false,
            capture_opposite: false,
        },
        skip_origin: true,
        capture_counts: 0b1100,
        backward: true,
        no_grand_slam: true,
        must_feed: true,
        end_no_move: true,
        end_over_half: true,
    };

    #[test]
    fn a_lap_skips_the_origin_and_captures_go_backward_beside_the_board() {
        assert_eq!(OWARE.len(), 14);
        // 12 seeds from X's pit 1: a lap of the 11 other pits, then X's pit 2.
        let mut board = [12, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 15, 15];
        assert!(!sow(&mut board, &OWARE, 0, 0));
        assert_eq!(board, [0, 2, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 15, 15]);
        // X's pit 6 ends in O's pit 3 (2 seeds), O's pit 2 has 3, O's pit 1 has 1: 5 taken.
        let mut board = [4, 4, 4, 4, 4, 3, 0, 2, 1, 9, 4, 1, 4, 4];
        sow(&mut board, &OWARE, 0, 5);
        assert_eq!(board, [4, 4, 4, 4, 4, 0, 1, 0, 0, 9, 4, 1, 9, 4]);
        // O's captures go to O's count.
        let mut board = [1, 2, 9, 0, 0, 0, 0, 0, 0, 0, 0, 2, 15, 19];
        sow(&mut board, &OWARE, 1, 11);
        assert_eq!(board, [0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 15, 24]);
    }

    #[test]
    fn a_grand_slam_takes_nothing_and_an_empty_opponent_must_be_fed() {
        let mut board = [4, 4, 4, 4, 4, 2, 1, 2, 0, 0, 0, 0, 12, 11];
        sow(&mut board, &OWARE, 0, 5);
        assert_eq!(board, [4, 4, 4, 4, 4, 0, 2, 3, 0, 0, 0, 0, 12, 11]);
        let board = [1, 1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 20, 24];
        let mut list = Turns::new();
        turns(&board, &OWARE, 0, Sowings::default(), &mut list);
        let written: Vec<String> = list.iter().map(|&t| format_turn(t, 6)).collect();
        assert_eq!(written, ["5"]);
        assert_eq!(outcome(&board, &OWARE, 0), None);
        // No sowing reaches O: the game ends, X's 22 + 3 against O's 23.
        let board = [1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 22, 23];
        assert!(!has_turn(&board, &OWARE, 0));
        assert_eq!(outcome(&board, &OWARE, 0), Some(1));
        assert_eq!(outcome(&board, &OWARE, 1), Some(-1));
        // More than half captured ends it at once.
        let board = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 11, 25];
        assert_eq!(outcome(&board, &OWARE, 0), Some(-1));
        // Kalah's words name the same rules as a `Sowing`.
        assert_eq!(KALAH.rules(), Rules::plain(KALAH));
    }

    #[test]
    fn turns_read_back() {
        let turn = Sowings::single(4).then(1);
        assert_eq!(format_turn(turn, 6), "41");
        assert_eq!(parse_turn("41", 6), Ok(turn));
        assert!(parse_turn("47", 6).is_err());
        assert_eq!(format_turn(turn, 12), "4.1");
        assert_eq!(parse_turn("4.1", 12), Ok(turn));
    }
}

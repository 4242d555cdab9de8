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

/// Sows the seeds of `cell` (a pit of `side`'s, not empty) and plays the last seed's effects;
/// whether `side` sows again (its last seed in its store, with `again in store`).
///
/// Whole laps (every cell but the opponent's store, the emptied pit included) are added at
/// once; the rest go one by one.
#[inline]
pub fn sow<const T: usize>(board: &mut [u8; T], rules: &Sowing, side: usize, cell: usize) -> bool {
    let seeds = usize::from(core::mem::take(&mut board[cell]));
    let lap = T - rules.stores as usize;
    let laps = (seeds / lap) as u8;
    if laps > 0 {
        let skipped = if rules.stores {
            rules.store(1 - side)
        } else {
            T
        };
        for (i, count) in board.iter_mut().enumerate() {
            if i != skipped {
                *count += laps;
            }
        }
    }
    let mut last = cell;
    for _ in 0..seeds % lap {
        last = rules.next(side, last);
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
    false
}

/// Whether either side's pits are all empty (the end of a game of `win: most seeds`).
#[inline]
pub fn side_empty<const T: usize>(board: &[u8; T], rules: &Sowing) -> bool {
    (0..2).any(|side| {
        board[rules.first(side)..rules.first(side) + rules.pits]
            .iter()
            .all(|&s| s == 0)
    })
}

/// The seeds that count for each side at the end: its store and its pits.
#[inline]
pub fn totals<const T: usize>(board: &[u8; T], rules: &Sowing) -> [u32; 2] {
    [0, 1].map(|side| {
        board[rules.first(side)..rules.first(side) + rules.pits + rules.stores as usize]
            .iter()
            .map(|&s| u32::from(s))
            .sum()
    })
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
pub fn play<const T: usize>(board: &mut [u8; T], rules: &Sowing, side: usize, turn: Sowings) {
    for pit in turn.pits() {
        sow(board, rules, side, rules.first(side) + pit - 1);
    }
}

/// Every turn of `side` from `board`, into `turns`: each non-empty pit sown, and when it gives
/// another sowing and the game goes on, each turn from there after it.
pub fn turns<const T: usize>(
    board: &[u8; T],
    rules: &Sowing,
    side: usize,
    done: Sowings,
    turns: &mut Turns,
) {
    for pit in 0..rules.pits {
        let cell = rules.first(side) + pit;
        if board[cell] == 0 {
            continue;
        }
        let mut after = *board;
        let turn = done.then(pit + 1);
        if sow(&mut after, rules, side, cell) && !side_empty(&after, rules) {
            assert!(
                turn.len() < MAX_SOWINGS,
                "a turn of more than {MAX_SOWINGS} sowings"
            );
            self::turns(&after, rules, side, turn, turns);
        } else {
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
pub fn render<const T: usize>(board: &[u8; T], rules: &Sowing, status: &str) -> String {
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

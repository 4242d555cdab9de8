//! Moves and move lists.

use crate::error::MoveError;
use crate::game::{GameExt, Notation};

/// A fixed-capacity move list, kept on the stack: no heap allocation per node. Its capacity is
/// a bound on the moves of any position the game's parser accepts.
pub type MoveList<M, const N: usize> = arrayvec::ArrayVec<M, N>;

/// A move list that keeps `N` moves on the stack and spills to the heap beyond: for games whose
/// moves have no useful bound (chains of jumps by any route, whose number grows with the
/// product of the branches at each landing). Positions with at most `N` moves allocate nothing.
///
/// ```
/// use game_dsl::moves::SpillingList;
/// let mut list = SpillingList::<u32, 2>::new();
/// list.extend([1, 2, 3]);
/// assert_eq!((list.len(), list.spilled()), (3, true));
/// ```
pub type SpillingList<M, const N: usize> = smallvec::SmallVec<[M; N]>;

/// The move type of games declared with [`game!`](macro@crate::game): a 16-bit code whose meaning is
/// the game's (a cell index for placements, a number of tokens for takes, [`Move::PASS`] for a
/// pass). Read and write moves with [`Notation::parse_move`] and [`Notation::format_move`].
///
/// ```
/// use game_dsl::Move;
/// assert_eq!(Move::new(4).code(), 4);
/// assert!(Move::PASS.is_pass());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Move(u16);

impl Move {
    /// The pass, in games that allow one.
    pub const PASS: Move = Move(u16::MAX);

    /// The move with the given code.
    #[inline]
    pub const fn new(code: u16) -> Move {
        Move(code)
    }

    /// The move's code.
    #[inline]
    pub const fn code(self) -> u16 {
        self.0
    }

    /// The code as an index (a cell number for placements).
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Whether this is the pass.
    #[inline]
    pub const fn is_pass(self) -> bool {
        self.0 == u16::MAX
    }
}

/// A move as 16 bits, so that a transposition-table entry can keep it.
///
/// The engine recognises the table's move among the legal moves by these bits, so that a move
/// wider than 16 bits (a [`Path`](crate::pieces::Path) of several cells) may pack with loss: the
/// table's move is then a hint, and two moves of the same bits order as one.
///
/// ```
/// use game_dsl::{Move, moves::PackedMove};
/// assert_eq!(Move::new(41).pack(), 41);
/// ```
pub trait PackedMove: Copy {
    /// The move as 16 bits: the move itself when it fits, else a mix of its bits.
    fn pack(self) -> u16;
}

impl PackedMove for Move {
    #[inline]
    fn pack(self) -> u16 {
        self.0
    }
}

/// The longest move text that [`play_sequence`] tries when moves are written back to back: a
/// step between squares of two-digit rows (`a10b11`).
const LONGEST_MOVE_TEXT: usize = 6;

/// Plays a sequence of moves from `start` (see [`GameExt::play_sequence`]).
///
/// Moves are separated by white space or commas; within a run written back to back, the longest
/// prefix that is a legal move is taken, so `21435` reads as `2 1 4 3 5` in tic-tac-toe and
/// `f5d6c3` as `f5 d6 c3` in Othello. A word that is no move but makes one with the next, a
/// space between, is that move (Hive's `wA2 bL/`).
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// let pos = TicTacToe::start().play_sequence("5 1, 9").unwrap();
/// assert_eq!(pos.ply(), 3);
/// let err = TicTacToe::start().play_sequence("55").unwrap_err();
/// assert_eq!(err.to_string(), "move 2 of the sequence: illegal move `5`; legal moves: 1 2 3 4 6 7 8 9");
/// ```
pub fn play_sequence<G: Notation>(start: &G, sequence: &str) -> Result<G, MoveError> {
    let mut pos = *start;
    let mut number = 0;
    let chunks: Vec<&str> = sequence
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|c| !c.is_empty())
        .collect();
    let mut i = 0;
    while i < chunks.len() {
        let chunk = chunks[i];
        i += 1;
        // A move whose text holds a space (Hive's `wA2 bL/`) is a chunk and the next one.
        if let Some(next) = chunks.get(i)
            && pos.parse_legal_move(chunk).is_err()
        {
            match pos.parse_legal_move(&format!("{chunk} {next}")) {
                Ok(mv) => {
                    number += 1;
                    pos.play(mv);
                    i += 1;
                    continue;
                }
                Err(whole @ MoveError::Illegal { .. }) => {
                    return Err(MoveError::InSequence {
                        number: number + 1,
                        source: Box::new(whole),
                    });
                }
                Err(_) => {}
            }
        }
        let (mut rest, before, first) = (chunk, pos, number + 1);
        while !rest.is_empty() {
            number += 1;
            let (mv, len) = longest_legal_prefix(&pos, rest).map_err(|source| {
                // A chunk read as several moves that then fails, but that is itself a
                // well-formed move, was meant as one: say that one is illegal (`e3v`, not
                // `e3` then `v`).
                match before.parse_legal_move(chunk) {
                    Err(whole @ MoveError::Illegal { .. }) if number > first => {
                        MoveError::InSequence {
                            number: first,
                            source: Box::new(whole),
                        }
                    }
                    _ => MoveError::InSequence {
                        number,
                        source: Box::new(source),
                    },
                }
            })?;
            pos.play(mv);
            rest = &rest[len..];
        }
    }
    Ok(pos)
}

/// The longest prefix of `text` that is a legal move, or the error of reading the longest prefix
/// tried.
fn longest_legal_prefix<G: Notation>(pos: &G, text: &str) -> Result<(G::Move, usize), MoveError> {
    let ends: Vec<usize> = text.char_indices().map(|(i, c)| i + c.len_utf8()).collect();
    let tried = ends
        .iter()
        .rev()
        .filter(|&&end| end <= LONGEST_MOVE_TEXT || end == text.len());
    let mut first_error = None;
    for &end in tried {
        match pos.parse_legal_move(&text[..end]) {
            Ok(mv) => return Ok((mv, end)),
            Err(err) => {
                first_error.get_or_insert(err);
            }
        }
    }
    Err(first_error.expect("a non-empty text has a prefix"))
}

/// The moves of a pile game: take `min..=max` tokens, as [`Move`] codes equal to the number
/// taken.
///
/// ```
/// use game_dsl::moves::Takes;
/// let takes: Vec<u16> = Takes::new(1, 3).map(|m| m.code()).collect();
/// assert_eq!(takes, [1, 2, 3]);
/// assert_eq!(Takes::new(2, 1).count(), 0);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Takes {
    next: u32,
    last: u32,
}

impl Takes {
    /// Takes of `min` to `max` tokens (none if `min > max`).
    #[inline]
    pub fn new(min: u32, max: u32) -> Takes {
        Takes {
            next: min,
            last: max,
        }
    }
}

impl Iterator for Takes {
    type Item = Move;

    #[inline]
    fn next(&mut self) -> Option<Move> {
        (self.next <= self.last).then(|| {
            self.next += 1;
            Move::new((self.next - 1) as u16)
        })
    }
}

/// The moves of a game of several piles: take `min..=max` tokens (at most the whole pile) from
/// one pile, pile by pile, as [`Move`] codes `pile * 256 + taken` (piles numbered from 0).
///
/// ```
/// use game_dsl::moves::PileTakes;
/// let takes: Vec<u16> = PileTakes::new([1, 0, 2], 1, 3).map(|m| m.code()).collect();
/// assert_eq!(takes, [1, 2 * 256 + 1, 2 * 256 + 2]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PileTakes<const N: usize> {
    piles: [u8; N],
    pile: usize,
    take: u32,
    min: u32,
    max: u32,
}

impl<const N: usize> PileTakes<N> {
    /// Takes of `min` to `max` tokens from each of `piles`.
    #[inline]
    pub fn new(piles: [u8; N], min: u32, max: u32) -> PileTakes<N> {
        PileTakes {
            piles,
            pile: 0,
            take: min,
            min,
            max,
        }
    }
}

impl<const N: usize> Iterator for PileTakes<N> {
    type Item = Move;

    #[inline]
    fn next(&mut self) -> Option<Move> {
        while self.pile < N {
            if self.take <= self.max.min(u32::from(self.piles[self.pile])) {
                let mv = Move::new(((self.pile as u16) << 8) | self.take as u16);
                self.take += 1;
                return Some(mv);
            }
            self.pile += 1;
            self.take = self.min;
        }
        None
    }
}

/// The most tokens a take set may name: a set is a 64-bit mask, bit `k` for a take of `k`.
pub const MAX_SET_TAKE: u32 = 63;

/// The takes of `set` (bit `k`: a take of `k` tokens) that `tokens` tokens allow: those of at
/// most `tokens`.
///
/// ```
/// use game_dsl::moves::takes_within;
/// let set = 1 << 1 | 1 << 3 | 1 << 4;
/// assert_eq!(takes_within(set, 3), 1 << 1 | 1 << 3);
/// assert_eq!(takes_within(set, 200), set);
/// ```
#[inline]
pub const fn takes_within(set: u64, tokens: u32) -> u64 {
    if tokens >= MAX_SET_TAKE {
        set
    } else {
        set & ((2 << tokens) - 1)
    }
}

/// The moves of a pile game whose takes are a set (`take {1, 3, 4}`): the set bits of a mask,
/// lowest first, as [`Move`] codes equal to the number taken. No list is built: each move is the
/// lowest bit left.
///
/// ```
/// use game_dsl::moves::TakeSet;
/// let set = 1 << 1 | 1 << 3 | 1 << 4;
/// let takes: Vec<u16> = TakeSet::new(set, 3).map(|m| m.code()).collect();
/// assert_eq!(takes, [1, 3]);
/// assert_eq!(TakeSet::new(set, 3).count(), 2);
/// assert_eq!(TakeSet::new(set, 0).count(), 0);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct TakeSet {
    left: u64,
}

impl TakeSet {
    /// The takes of `set` allowed by a pile of `tokens` tokens.
    #[inline]
    pub const fn new(set: u64, tokens: u32) -> TakeSet {
        TakeSet {
            left: takes_within(set, tokens),
        }
    }
}

impl Iterator for TakeSet {
    type Item = Move;

    #[inline]
    fn next(&mut self) -> Option<Move> {
        (self.left != 0).then(|| {
            let take = self.left.trailing_zeros();
            self.left &= self.left - 1;
            Move::new(take as u16)
        })
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.left.count_ones() as usize;
        (n, Some(n))
    }

    /// The takes left, counted at once: one `popcnt` (perft counts its leaves so).
    #[inline]
    fn count(self) -> usize {
        self.left.count_ones() as usize
    }
}

impl ExactSizeIterator for TakeSet {}

/// The moves of a game of several piles whose takes are a set (`take {1, 3, 4}`): from each pile
/// in turn, the takes of the set it allows, as [`Move`] codes `pile * 256 + taken` (piles
/// numbered from 0).
///
/// ```
/// use game_dsl::moves::PileTakeSet;
/// let set = 1 << 1 | 1 << 3;
/// let takes: Vec<u16> = PileTakeSet::new([3, 0, 2], set).map(|m| m.code()).collect();
/// assert_eq!(takes, [1, 3, 2 * 256 + 1]);
/// assert_eq!(PileTakeSet::new([3, 0, 2], set).count(), 3);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PileTakeSet<const N: usize> {
    piles: [u8; N],
    set: u64,
    pile: usize,
    left: u64,
}

impl<const N: usize> PileTakeSet<N> {
    /// The takes of `set` from each of `piles`.
    #[inline]
    pub fn new(piles: [u8; N], set: u64) -> PileTakeSet<N> {
        let left = match piles.first() {
            Some(&tokens) => takes_within(set, u32::from(tokens)),
            None => 0,
        };
        PileTakeSet {
            piles,
            set,
            pile: 0,
            left,
        }
    }
}

impl<const N: usize> Iterator for PileTakeSet<N> {
    type Item = Move;

    #[inline]
    fn next(&mut self) -> Option<Move> {
        loop {
            if self.left != 0 {
                let take = self.left.trailing_zeros() as u16;
                self.left &= self.left - 1;
                return Some(Move::new(((self.pile as u16) << 8) | take));
            }
            self.pile += 1;
            if self.pile >= N {
                return None;
            }
            self.left = takes_within(self.set, u32::from(self.piles[self.pile]));
        }
    }

    /// The takes left, counted pile by pile with one `popcnt` each.
    #[inline]
    fn count(self) -> usize {
        let later: u32 = self
            .piles
            .iter()
            .skip(self.pile + 1)
            .map(|&tokens| takes_within(self.set, u32::from(tokens)).count_ones())
            .sum();
        (self.left.count_ones() + later) as usize
    }
}

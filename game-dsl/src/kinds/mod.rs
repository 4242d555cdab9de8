//! Games of kinds of pieces: each kind moves by its own parts (leaps by a vector and its images,
//! slides along lines, runs forward), with a royal kind that must not be left attacked,
//! castlings declared with cells, en passant and promotion by choice. Chess is such a game.
//!
//! The rules are constants of a [`KindRules`] type, from which [`Tables`] are computed when the
//! game compiles; the game is [`Kinds<R>`]. A position holds a set of cells for each kind and
//! for each player (a [`Board`]: `u64` for boards of at most 64 cells, `u128` for at most 128),
//! the castling rights, the cell open to en passant and the plies since a capture or an
//! irreversible move. Moves are generated piece by
//! piece from the tables and the slides' rays (the first piece met along a ray is its lowest or
//! highest bit), and a move that may leave the royal piece attacked (one of the royal piece, of
//! a piece on a line through it, en passant, any while it is attacked) is played and tested.
//!
//! This family exists beside [`pieces`](crate::pieces), whose stones are of two kinds (plain and
//! promoted) and whose moves are paths of cells: a game whose pieces differ by kind needs a set
//! for each kind, and a move that names its promotion.

mod board;
mod generate;
mod notation;
mod rules;
mod tables;

use std::marker::PhantomData;
use std::ops::ControlFlow;

pub use board::Board;
pub use rules::{
    Castle, Enter, Hand, History, Images, Kind, KindRules, Lines, MAX_KINDS, NoHand, Onto, Part,
    Pockets, Promotion, Region, Sets, Style, square, squares,
};
pub use tables::Tables;

use crate::game::{Game, Player, Scoring};
use crate::moves::MoveList;
use crate::{Move, Notation};
pub use generate::Sink;
use generate::{decode, dropped};

/// The most moves of a position (chess has at most 218).
pub const MAX_MOVES: usize = 256;

/// The most moves of a position of a game with hands on more than 64 cells (shogi has at most
/// 593).
pub const MAX_MOVES_WIDE: usize = 600;

/// A list of moves of a game of kinds ([`KindRules::Moves`]): an array of a fixed capacity.
pub trait MoveBuffer:
    Default
    + std::ops::DerefMut<Target = [Move]>
    + Extend<Move>
    + std::fmt::Debug
    + Clone
    + Send
    + Sync
    + 'static
    + IntoIterator<Item = Move>
    + Sink
{
    /// Removes every move.
    fn clear(&mut self);
}

impl<const N: usize> MoveBuffer for MoveList<Move, N> {
    fn clear(&mut self) {
        arrayvec::ArrayVec::clear(self);
    }
}

/// The en passant cell of a position where there is none.
const NO_CELL: u8 = u8::MAX;

/// The most plies a position keeps of the moves that led to it, since the last capture,
/// irreversible move or change of castling rights: what the repetition rule reads
/// ([`KindRules::REPEAT`]), and the most plies a game with the rule may declare for its quiet
/// rule.
pub const LINE: usize = 100;

/// A position of the game of kinds `R`: the cells of each kind and of each player, the side to
/// move, the castling rights (a bit per declared castling), the cell open to en passant (if
/// any) and the cell of the piece that would be captured there, the plies since a capture or
/// an irreversible move, and the plies played. Two positions are equal when all of these but
/// the runner's cell (known from the en passant cell) are.
///
/// A game with the repetition rule ([`KindRules::REPEAT`]) also keeps the moves played since
/// the last capture, irreversible move or change of castling rights (at most [`LINE`]), and the
/// en passant cell of the position they start from: a repeated position is found by taking
/// them back. They are not part of the position's equality nor of its [`Game::key`]: two
/// positions reached by different moves are equal, as their position strings are, though one
/// may be nearer a repetition (the transposition table may take one for the other, as engines'
/// tables do).
#[derive(Clone, Copy, Debug)]
pub struct Kinds<R: KindRules> {
    kinds: R::Sets,
    sides: [R::Bits; 2],
    side: u8,
    castling: u8,
    en_passant: u8,
    runner: u8,
    quiet: u16,
    ply: u16,
    /// Moves kept for the repetition rule: `since` of them.
    since: u8,
    /// The en passant cell of the position the kept moves start from (if any).
    opened: u8,
    line: R::Line,
    /// The pieces in hand and the cells of the promoted pieces (nothing without hands).
    hand: R::Hand,
    rules: PhantomData<R>,
}

impl<R: KindRules> Kinds<R> {
    /// What the rules see of a position, with the plies played: a position string (FEN) names
    /// the move number, so two positions that differ in it are not the same.
    #[inline(always)]
    #[allow(clippy::type_complexity)]
    fn seen(&self) -> (R::Sets, [R::Bits; 2], u64, R::Hand) {
        let quiet = if R::QUIET.is_some() { self.quiet } else { 0 };
        // None is the number of bits (64 on a board of 64 cells).
        let en_passant = if self.en_passant == NO_CELL {
            R::Bits::BITS
        } else {
            u32::from(self.en_passant)
        };
        let state = u64::from(self.side)
            | u64::from(self.castling) << 8
            | u64::from(en_passant) << 16
            | u64::from(quiet) << 24
            | u64::from(self.ply) << 40;
        (self.kinds, self.sides, state, self.hand)
    }

    /// A player's pieces, bit `row * WIDTH + column` from the top left.
    pub fn pieces(&self, player: Player) -> R::Bits {
        self.sides[player.index()]
    }

    /// The pieces of kind `kind` (an index of [`KindRules::KINDS`]), of both players.
    pub fn of_kind(&self, kind: usize) -> R::Bits {
        self.kinds[kind]
    }

    /// The kind and owner of the piece on `cell`, if one stands there.
    pub fn piece_at(&self, cell: usize) -> Option<(usize, Player)> {
        let owner = (0..2).find(|&p| self.sides[p].has(cell as u32))?;
        let kind = (0..R::KINDS.len()).find(|&k| self.kinds[k].has(cell as u32))?;
        Some((kind, Player::from_index(owner)))
    }

    /// How many pieces of `kind` `player` holds in hand (0 in a game without hands).
    pub fn in_hand(&self, player: Player, kind: usize) -> u32 {
        self.hand.count(player.index(), kind)
    }

    /// Plies since a capture or an irreversible move (chess's halfmove clock).
    pub fn quiet_plies(&self) -> u32 {
        u32::from(self.quiet)
    }

    /// The kind of the piece of the side to move on `cell` (there must be one).
    #[inline(always)]
    fn kind_at(&self, cell: u32) -> usize {
        let mut k = 0;
        while k + 1 < R::KINDS.len() && !self.kinds[k].has(cell) {
            k += 1;
        }
        k
    }

    /// Plays `mv`, a legal move of the side to move.
    #[inline(always)]
    fn apply(&mut self, mv: Move) {
        let t = R::TABLES;
        let me = self.side as usize;
        let zero = R::Bits::ZERO;
        if <R::Hand as Hand<R::Bits>>::ON
            && let Some((cell, kind)) = dropped::<R>(mv)
        {
            self.drop(cell, kind);
            return;
        }
        let (from, to, choice) = decode::<R>(mv);
        let (from_bit, to_bit) = (R::Bits::bit(from), R::Bits::bit(to));
        let k = self.kind_at(from);
        let promote = match (choice, R::KINDS[k].promote) {
            (Some(i), Some(promotion)) => Some(usize::from(promotion.to[i])),
            _ => None,
        };
        let castling = self.castling;
        let mut captured = self.sides[me ^ 1] & to_bit != zero;
        if captured {
            if <R::Hand as Hand<R::Bits>>::ON {
                self.pocket(to);
            }
            for set in &mut self.kinds.as_mut()[..R::KINDS.len()] {
                *set &= !to_bit;
            }
            self.sides[me ^ 1] &= !to_bit;
        } else if to == u32::from(self.en_passant)
            && t.en_passant[k][me][from as usize] & to_bit != zero
        {
            if <R::Hand as Hand<R::Bits>>::ON {
                self.pocket(u32::from(self.runner));
            }
            let victim = !R::Bits::bit(u32::from(self.runner));
            for set in &mut self.kinds.as_mut()[..R::KINDS.len()] {
                *set &= victim;
            }
            self.sides[me ^ 1] &= victim;
            captured = true;
        }
        self.kinds[k] &= !from_bit;
        self.kinds[promote.unwrap_or(k)] |= to_bit;
        self.sides[me] = (self.sides[me] & !from_bit) | to_bit;
        if <R::Hand as Hand<R::Bits>>::ON {
            let promoted = self.hand.promoted();
            let moved = if promoted.has(from) || promote.is_some() {
                to_bit
            } else {
                zero
            };
            self.hand
                .set_promoted((promoted & !from_bit & !to_bit) | moved);
        }
        if R::ROYAL == Some(k as u8) && !R::CASTLES.is_empty() {
            self.castle_partner(from, to);
        }
        self.en_passant = NO_CELL;
        if t.run_to[k][me][from as usize] == to_bit && t.run_to[k][me][from as usize] != zero {
            // The last cell passed over: one step back from where the run lands.
            let back = t.run_path[k][me][from as usize] & !to_bit;
            let passed = if me == 0 {
                back.lowest()
            } else {
                back.highest()
            };
            self.en_passant = passed as u8;
            self.runner = to as u8;
        }
        self.castling &= t.keep[from as usize] & t.keep[to as usize];
        let irreversible = captured || t.irreversible[k];
        // Counted only when a rule reads it, so that equal positions write the same string.
        self.quiet = if R::QUIET.is_none() || irreversible {
            0
        } else {
            self.quiet.saturating_add(1)
        };
        if R::REPEAT.is_some() {
            if irreversible
                || promote.is_some()
                || self.castling != castling
                || self.en_passant != NO_CELL
            {
                self.since = 0;
                self.opened = self.en_passant;
            } else if usize::from(self.since) < self.line.as_ref().len() {
                self.line.as_mut()[usize::from(self.since)] = mv.code();
                self.since += 1;
            } else if let Some(last) = self.line.as_ref().len().checked_sub(1) {
                // Without a quiet rule the line may fill: the oldest move is forgotten. The
                // position after it had no en passant cell (a run starts the line anew).
                let line = self.line.as_mut();
                line.copy_within(1.., 0);
                line[last] = mv.code();
                self.opened = NO_CELL;
            }
        }
        self.ply = self.ply.saturating_add(1);
        self.side ^= 1;
    }

    /// Puts the piece on `cell`, about to be captured, in the hand of the side to move: as
    /// the kind it was promoted from if it was promoted and the rules say so.
    #[inline(always)]
    fn pocket(&mut self, cell: u32) {
        let me = self.side as usize;
        let mut kind = self.kind_at(cell);
        let promoted = self.hand.promoted();
        if R::DEMOTE && promoted.has(cell) {
            kind = usize::from(R::TABLES.demote[kind]);
        }
        self.hand.set_promoted(promoted & !R::Bits::bit(cell));
        self.hand.add(me, kind);
    }

    /// Drops a piece of `kind` from the hand of the side to move on the empty cell `cell`.
    #[inline(always)]
    fn drop(&mut self, cell: u32, kind: usize) {
        let me = self.side as usize;
        let bit = R::Bits::bit(cell);
        self.kinds[kind] |= bit;
        self.sides[me] |= bit;
        self.hand.take(me, kind);
        self.en_passant = NO_CELL;
        // A drop cannot be undone by a move: the quiet rule and the kept moves start anew.
        self.quiet = 0;
        self.since = 0;
        self.opened = NO_CELL;
        self.ply = self.ply.saturating_add(1);
        self.side ^= 1;
    }

    /// Moves the partner of a castling whose royal move is `from` to `to`, if it is one the
    /// side to move still has the right to.
    #[inline(always)]
    fn castle_partner(&mut self, from: u32, to: u32) {
        let me = self.side as usize;
        for (i, castle) in R::CASTLES.iter().enumerate() {
            if usize::from(castle.player) == me
                && self.castling >> i & 1 == 1
                && (u32::from(castle.royal.0), u32::from(castle.royal.1)) == (from, to)
            {
                let (a, b) = (u32::from(castle.partner.0), u32::from(castle.partner.1));
                let partner = self.kind_at(a);
                let (a_bit, b_bit) = (R::Bits::bit(a), R::Bits::bit(b));
                self.kinds[partner] = (self.kinds[partner] & !a_bit) | b_bit;
                self.sides[me] = (self.sides[me] & !a_bit) | b_bit | R::Bits::bit(to);
                return;
            }
        }
    }

    /// Whether the side to move has a legal move.
    #[inline]
    fn has_moves(&self) -> bool {
        struct Any;
        impl Sink for Any {
            #[inline(always)]
            fn take(&mut self, _: Move) -> ControlFlow<()> {
                ControlFlow::Break(())
            }
        }
        self.generate(&mut Any).is_break()
    }

    /// The game's end for the side to move, tested before its moves: the quiet rule and the
    /// limit of plies.
    #[inline(always)]
    fn drawn(&self) -> bool {
        R::QUIET.is_some_and(|quiet| u32::from(self.quiet) >= quiet)
            || R::LIMIT.is_some_and(|limit| u32::from(self.ply) >= limit)
    }

    /// The draws read before anything else (OpenSpiel's chess reads them before a mate): the
    /// material cannot win, or the position occurs for the declared time.
    #[inline(always)]
    fn dead(&self) -> bool {
        (R::INSUFFICIENT && self.insufficient_material()) || self.repeated()
    }

    /// The value of a repetition for the side to move: a draw, or with the perpetual check
    /// rule a loss for a side whose last moves all gave check (the first player's looked at
    /// first, as OpenSpiel's shogi does).
    fn repetition_value(&self) -> i32 {
        let Some(n) = R::PERPETUAL else {
            return 0;
        };
        let checked = |side: usize| self.checked_in_a_row(side, n);
        let me = usize::from(self.side);
        match (0..2).find(|&side| checked(side)) {
            Some(side) if side == me => -1,
            Some(_) => 1,
            None => 0,
        }
    }

    /// Whether the position occurs for the time that draws ([`KindRules::REPEAT`]).
    #[inline(always)]
    pub(super) fn repeated(&self) -> bool {
        // An earlier equal position is at least 4 plies back: n occurrences span 4 (n - 1).
        R::REPEAT.is_some_and(|n| {
            u32::from(self.since) >= 4 * n.saturating_sub(1) && self.occurrences() >= n
        })
    }

    /// How many times the position has occurred since the moves kept start, this one
    /// included: the kept moves taken back one by one (each moved one piece from a cell to
    /// an empty one, capturing nothing), the positions with the same side to move compared.
    #[cold]
    fn occurrences(&self) -> u32 {
        let n = usize::from(self.since);
        let (mut kinds, mut sides) = (self.kinds, self.sides);
        let mut promoted = self.hand.promoted();
        let mut count = 1;
        for back in 1..=n {
            self.take_back(back, &mut kinds, &mut sides, &mut promoted);
            if back % 2 == 0
                && kinds == self.kinds
                && sides == self.sides
                && promoted == self.hand.promoted()
                && (back < n || !self.takes_en_passant(&kinds, &sides, self.opened))
            {
                count += 1;
            }
        }
        count
    }

    /// Takes back the kept move `back` plies before this position (1: the last) from the board
    /// `kinds`, `sides` and `promoted`, on which the later ones are taken back: each moved one
    /// piece from a cell to an empty one, capturing nothing.
    fn take_back(
        &self,
        back: usize,
        kinds: &mut R::Sets,
        sides: &mut [R::Bits; 2],
        promoted: &mut R::Bits,
    ) {
        let n = usize::from(self.since);
        let (from, to, _) = decode::<R>(Move::new(self.line.as_ref()[n - back]));
        let (from_bit, to_bit) = (R::Bits::bit(from), R::Bits::bit(to));
        // The last move was the opponent's; moves before alternate.
        let mover = usize::from(self.side) ^ (back & 1);
        sides[mover] = (sides[mover] & !to_bit) | from_bit;
        for set in &mut kinds.as_mut()[..R::KINDS.len()] {
            if *set & to_bit != R::Bits::ZERO {
                *set = (*set & !to_bit) | from_bit;
                break;
            }
        }
        if promoted.has(to) {
            *promoted = (*promoted & !to_bit) | from_bit;
        }
    }

    /// Whether each of `side`'s last `n` moves gave check, all among the kept moves: the
    /// positions after them found by taking the kept moves back. (At a repetition's fourth
    /// occurrence at least twelve plies are kept, six moves a side.)
    #[cold]
    fn checked_in_a_row(&self, side: usize, n: u32) -> bool {
        let kept = usize::from(self.since);
        let mut at = *self;
        let mut promoted = self.hand.promoted();
        let mut checks = 0;
        for back in 0..=kept {
            if back > 0 {
                self.take_back(back, &mut at.kinds, &mut at.sides, &mut promoted);
            }
            // The side to move there, and the side whose move led there.
            at.side = self.side ^ (back & 1) as u8;
            if usize::from(at.side ^ 1) == side {
                if !at.in_check() {
                    return false;
                }
                checks += 1;
                if checks >= n {
                    return true;
                }
            }
        }
        false
    }

    /// Whether a piece of the side to move, on the board `kinds` and `sides`, could take en
    /// passant on `cell` (64: none): OpenSpiel's `EpSquareThreatened`, which counts the en
    /// passant cell in a position only then.
    fn takes_en_passant(&self, kinds: &R::Sets, sides: &[R::Bits; 2], cell: u8) -> bool {
        if cell == NO_CELL {
            return false;
        }
        let me = usize::from(self.side);
        let t = R::TABLES;
        (0..R::KINDS.len()).any(|k| {
            let mut pieces = kinds[k] & sides[me];
            while pieces != R::Bits::ZERO {
                let from = pieces.lowest() as usize;
                pieces = pieces.without_lowest();
                if t.en_passant[k][me][from].has(u32::from(cell)) {
                    return true;
                }
            }
            false
        })
    }

    /// Whether the material left cannot win ([`KindRules::INSUFFICIENT`]): every piece but the
    /// royal ones is of a kind of [`KindRules::ALONE`] and is the only one, or all are of kinds
    /// of [`KindRules::SAME_COLOUR`] and stand on cells of one colour (none at all included).
    #[inline(always)]
    pub(super) fn insufficient_material(&self) -> bool {
        let zero = R::Bits::ZERO;
        let mut royal = zero;
        let (mut alone, mut same) = (zero, zero);
        for k in 0..R::KINDS.len() {
            if R::ROYAL == Some(k as u8) {
                royal |= self.kinds[k];
            } else if k < 8 && R::ALONE >> k & 1 == 1 {
                alone |= self.kinds[k];
            } else if k < 8 && R::SAME_COLOUR >> k & 1 == 1 {
                same |= self.kinds[k];
            }
        }
        let others = (self.sides[0] | self.sides[1]) & !royal;
        if others & !(alone | same) != zero {
            return false;
        }
        if others == alone {
            return alone.count() <= 1;
        }
        let light = R::Bits::from_u128(Self::LIGHT);
        others == same && (same & light == zero || same & !light == zero)
    }

    /// The value of the entering-king rule ([`KindRules::ENTER`]) for the side to move, if it
    /// ends the game: -1 when the side that has just moved has entered with the points that
    /// win, 0 when both royal pieces have entered.
    #[inline(always)]
    fn entered(&self) -> Option<i32> {
        let enter = R::ENTER?;
        let zone = |player: usize| -> R::Bits {
            let mut cells = 0u128;
            for cell in 0..R::WIDTH * R::HEIGHT {
                let row = cell / R::WIDTH;
                let own = if player == 0 {
                    R::HEIGHT - row
                } else {
                    row + 1
                };
                if own >= u32::from(enter.rows.0) && own <= u32::from(enter.rows.1) {
                    cells |= 1 << cell;
                }
            }
            R::Bits::from_u128(cells)
        };
        let royal = usize::from(R::ROYAL?);
        let inside =
            |player: usize| self.kinds[royal] & self.sides[player] & zone(player) != R::Bits::ZERO;
        let moved = usize::from(self.side) ^ 1;
        if !inside(moved) {
            return None;
        }
        let mut points = 0;
        for k in 0..R::KINDS.len() {
            if k == royal {
                continue;
            }
            let worth = enter
                .points
                .iter()
                .find(|(kind, _)| usize::from(*kind) == k)
                .map_or(1, |&(_, p)| u32::from(p));
            let there = (self.kinds[k] & self.sides[moved] & zone(moved)).count();
            points += worth * (there + self.hand.count(moved, k));
        }
        if points >= enter.win {
            Some(-1)
        } else if inside(moved ^ 1) {
            Some(0)
        } else {
            None
        }
    }

    /// The cells of one colour: those whose row and column add up to an even number (`a8` and
    /// `h1` on a chess board).
    const LIGHT: u128 = {
        let mut cells = 0u128;
        let mut cell = 0;
        while cell < R::WIDTH * R::HEIGHT {
            if (cell / R::WIDTH + cell % R::WIDTH) % 2 == 0 {
                cells |= 1 << cell;
            }
            cell += 1;
        }
        cells
    };
}

impl<R: KindRules> PartialEq for Kinds<R> {
    fn eq(&self, other: &Self) -> bool {
        self.seen() == other.seen()
    }
}

impl<R: KindRules> Eq for Kinds<R> {}

impl<R: KindRules> std::hash::Hash for Kinds<R> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.seen().hash(state);
    }
}

impl<R: KindRules> Default for Kinds<R> {
    fn default() -> Self {
        <Self as Game>::start()
    }
}

/// A list of moves (a [`Sink`] that never stops).
impl<const N: usize> Sink for MoveList<Move, N> {
    #[inline(always)]
    fn take(&mut self, mv: Move) -> ControlFlow<()> {
        self.push(mv);
        ControlFlow::Continue(())
    }
}

impl<R: KindRules> Game for Kinds<R> {
    type Move = Move;
    type Moves = R::Moves;
    type MoveIter = <R::Moves as IntoIterator>::IntoIter;

    const SCORING: Scoring = Scoring::Distance;

    fn start() -> Self {
        <Self as Notation>::parse_position(R::START).expect("the declared start is a position")
    }

    #[inline]
    fn side_to_move(&self) -> Player {
        Player::from_index(self.side as usize)
    }

    #[inline]
    fn ply(&self) -> u32 {
        u32::from(self.ply)
    }

    #[inline]
    fn moves(&self) -> Self::MoveIter {
        let mut moves = Self::Moves::default();
        self.generate_moves(&mut moves);
        moves.into_iter()
    }

    #[inline]
    fn generate_moves(&self, moves: &mut Self::Moves) {
        if !self.drawn() && !self.dead() && R::custom_end(self).is_none() {
            let _ = self.generate(moves);
            // A game the entering-king rule ends has no move, unless it ends as a mate.
            if R::ENTER.is_some() && !moves.is_empty() && self.entered().is_some() {
                MoveBuffer::clear(moves);
            }
        }
    }

    #[inline]
    fn play(&mut self, mv: Move) {
        self.apply(mv);
    }

    #[inline]
    fn terminal_value(&self) -> Option<i32> {
        if let Some(value) = R::custom_end(self) {
            return Some(value.signum());
        }
        if self.dead() {
            return Some(if self.repeated() {
                self.repetition_value()
            } else {
                0
            });
        }
        if self.drawn() {
            // A mate given on the ply that reaches the quiet limit still wins: the mate ends
            // the game first (FIDE Laws 5.1.1 and 9.6.2; OpenSpiel's chess looks for a mate
            // before the clock), as does a blocked side that wins or loses (OpenSpiel's
            // antichess looks for it before the clock).
            let blocked = if self.in_check() { -1 } else { R::BLOCKED };
            return Some(if blocked != 0 && !self.has_moves() {
                blocked
            } else {
                0
            });
        }
        if self.has_moves() {
            if R::ENTER.is_some() {
                self.entered()
            } else {
                None
            }
        } else if self.in_check() {
            Some(-1)
        } else {
            Some(R::BLOCKED)
        }
    }

    /// The plies left before the limit, in a game with hands and a limit (the search's stack
    /// is sized from it); otherwise the default bound.
    fn plies_left_bound(&self) -> u32 {
        match R::LIMIT {
            Some(limit) if <R::Hand as Hand<R::Bits>>::ON => limit.saturating_sub(self.ply()),
            _ => crate::score::MAX_DISTANCE as u32 - 1,
        }
    }

    fn evaluate(&self) -> i32 {
        let me = self.side as usize;
        R::KINDS
            .iter()
            .enumerate()
            .map(|(k, kind)| {
                let mut mine = (self.kinds[k] & self.sides[me]).count() as i32;
                let mut theirs = (self.kinds[k] & self.sides[me ^ 1]).count() as i32;
                if <R::Hand as Hand<R::Bits>>::ON {
                    mine += self.hand.count(me, k) as i32;
                    theirs += self.hand.count(me ^ 1, k) as i32;
                }
                kind.value * (mine - theirs)
            })
            .sum()
    }

    #[inline]
    fn order_hint(&self, mv: Move) -> i32 {
        let (_, to, promote) = decode::<R>(mv);
        i32::from(self.sides[self.side as usize ^ 1].has(to)) + i32::from(promote.is_some())
    }

    #[inline]
    fn key(&self) -> u64 {
        let (sets, sides, state, hand) = self.seen();
        // Each set as its words (one for `u64`), the hand's words if there are hands, then
        // the state.
        let mut all = [0; 2 * (MAX_KINDS + 2) + 7];
        let mut n = 0;
        for &set in sets.as_ref().iter().chain(&sides) {
            for i in 0..R::Bits::WORDS {
                all[n] = set.word(i);
                n += 1;
            }
        }
        if <R::Hand as Hand<R::Bits>>::ON {
            for word in hand.words() {
                all[n] = word;
                n += 1;
            }
        }
        all[n] = state;
        crate::hash::hash_words(&all[..=n], self.side as usize)
    }
}

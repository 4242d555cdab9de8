//! The moves of a game of kinds: each kind's leaps (blocked or not), slides (plain, or over a
//! screen, or onto a royal piece) and runs from every piece of the side to move, en passant,
//! promotions by choice and castlings, then the legality test of a royal kind (the royal piece
//! not attacked after the move), and the attacks on a cell.

use std::ops::ControlFlow;

use super::Kinds;
use super::board::Board;
use super::rules::{Hand, KindRules, Onto};
use super::tables::{DIAGONAL, ORTHOGONAL, cell_bits};
use crate::Move;

/// Where generated moves go: a list, or a test that stops at the first.
pub trait Sink {
    /// Takes a legal move; `Break` stops the generation.
    fn take(&mut self, mv: Move) -> ControlFlow<()>;
}

/// The bits of a cell in the moves of the game `R`.
const fn shift<R: KindRules>() -> u32 {
    cell_bits(R::WIDTH * R::HEIGHT)
}

/// A move's code: its cells from and to, and the index of its promotion among the moving
/// kind's choices plus one (0: none).
#[inline(always)]
pub(super) const fn encode<R: KindRules>(from: u32, to: u32, promote: u32) -> Move {
    let s = shift::<R>();
    Move::new((from | to << s | promote << (2 * s)) as u16)
}

/// Whether a drop writes its kind where a move writes its first cell (a number past the
/// board's cells), which the board leaves room for: else it writes the cell twice and the
/// kind plus one as a promotion.
const fn drop_in_from<R: KindRules>() -> bool {
    R::WIDTH * R::HEIGHT + R::KINDS.len() as u32 <= 1 << shift::<R>()
}

/// The code of the drop of a piece of `kind` on `cell`.
#[inline(always)]
pub(super) const fn encode_drop<R: KindRules>(cell: u32, kind: u32) -> Move {
    if drop_in_from::<R>() {
        encode::<R>(R::WIDTH * R::HEIGHT + kind, cell, 0)
    } else {
        encode::<R>(cell, cell, kind + 1)
    }
}

/// The cell and kind of a drop, if `mv` is one.
#[inline(always)]
pub(super) const fn dropped<R: KindRules>(mv: Move) -> Option<(u32, usize)> {
    let (from, to, promote) = decode::<R>(mv);
    if drop_in_from::<R>() {
        if from >= R::WIDTH * R::HEIGHT {
            Some((to, (from - R::WIDTH * R::HEIGHT) as usize))
        } else {
            None
        }
    } else if from == to {
        match promote {
            Some(kind) => Some((to, kind)),
            None => None,
        }
    } else {
        None
    }
}

/// A move's cells from and to, and the index of its promotion among the moving kind's
/// choices, if it is promoted.
#[inline(always)]
pub(super) const fn decode<R: KindRules>(mv: Move) -> (u32, u32, Option<usize>) {
    let s = shift::<R>();
    let mask = (1 << s) - 1;
    let code = mv.code() as u32;
    let promote = code >> (2 * s);
    (
        code & mask,
        code >> s & mask,
        if promote == 0 {
            None
        } else {
            Some(promote as usize - 1)
        },
    )
}

/// How a generated move is checked for the royal piece's safety.
#[derive(Clone, Copy)]
enum Test {
    /// It cannot expose the royal piece.
    None,
    /// The royal piece moves: the cell it goes to must not be attacked.
    Royal,
    /// Played, then the royal piece's cell tested.
    Play,
}

/// The first of the cells `set` met along direction `d` (`B::BITS` when `set` is empty).
#[inline(always)]
fn nearest<B: Board>(d: usize, set: B) -> u32 {
    if set == B::ZERO {
        B::BITS
    } else if d < 4 {
        set.highest()
    } else {
        set.lowest()
    }
}

/// The cells a slide along direction `d` reaches from `cell` among the pieces `occupied`: the
/// ray up to and with the first piece met.
#[inline(always)]
fn ray<R: KindRules>(d: usize, cell: usize, occupied: R::Bits) -> R::Bits {
    let rays = &R::TABLES.rays;
    let ray = rays[d][cell];
    let blockers = ray & occupied;
    if blockers == R::Bits::ZERO {
        return ray;
    }
    let first = if d < 4 {
        blockers.highest()
    } else {
        blockers.lowest()
    };
    ray ^ rays[d][first as usize]
}

/// The cells a slide along direction `d` reaches from `cell` after jumping `over` pieces among
/// `occupied`: the ray beyond the last screen, up to and with the next piece met (none if
/// there are fewer screens).
#[inline(always)]
fn screened<R: KindRules>(d: usize, cell: usize, occupied: R::Bits, over: u8) -> R::Bits {
    let mut from = cell;
    let mut n = 0;
    while n < over {
        let blockers = R::TABLES.rays[d][from] & occupied;
        if blockers == R::Bits::ZERO {
            return R::Bits::ZERO;
        }
        from = nearest(d, blockers) as usize;
        n += 1;
    }
    ray::<R>(d, from, occupied)
}

/// The cells a slide along rows and columns reaches from `cell`.
#[inline(always)]
pub(super) fn orthogonal<R: KindRules>(cell: usize, occupied: R::Bits) -> R::Bits {
    ORTHOGONAL
        .iter()
        .fold(R::Bits::ZERO, |set, &d| set | ray::<R>(d, cell, occupied))
}

/// The cells a slide along diagonals reaches from `cell`.
#[inline(always)]
pub(super) fn diagonal<R: KindRules>(cell: usize, occupied: R::Bits) -> R::Bits {
    DIAGONAL
        .iter()
        .fold(R::Bits::ZERO, |set, &d| set | ray::<R>(d, cell, occupied))
}

/// [`Kinds::generate_only`]: every move.
const ALL: u8 = 0;
/// [`Kinds::generate_only`]: the moves onto an opponent's piece.
const CAPTURES: u8 = 1;
/// [`Kinds::generate_only`]: the other moves (en passant and castling among them).
const NOT_CAPTURES: u8 = 2;
/// [`Kinds::generate_only`]: every move but drops.
const BOARD: u8 = 3;

/// A sink that notes whether it took a move.
struct Counted<'a, S> {
    sink: &'a mut S,
    any: bool,
}

impl<S: Sink> Sink for Counted<'_, S> {
    #[inline(always)]
    fn take(&mut self, mv: Move) -> ControlFlow<()> {
        self.any = true;
        self.sink.take(mv)
    }
}

impl<R: KindRules> Kinds<R> {
    /// The number of kinds declared.
    const KIND_COUNT: usize = R::KINDS.len();

    /// The cells among `onto`'s that a move may land on: `empty`, the opponent's pieces
    /// `theirs`, either, or the opponent's royal piece.
    #[inline(always)]
    fn landing(&self, onto: Onto, empty: R::Bits, theirs: R::Bits) -> R::Bits {
        match onto {
            Onto::Empty => empty,
            Onto::Enemy => theirs,
            Onto::Any => empty | theirs,
            Onto::Royal => match R::ROYAL {
                Some(royal) => theirs & self.kinds[usize::from(royal)],
                None => R::Bits::ZERO,
            },
        }
    }

    /// The cells the blocked leap `slot` of `player` reaches from `from` (whatever stands
    /// there) among the pieces `occupied`: those whose blocking cell is empty.
    #[inline(always)]
    fn blocked_leaps(&self, slot: usize, player: usize, from: usize, occupied: R::Bits) -> R::Bits {
        let t = R::TABLES;
        let mut set = R::Bits::ZERO;
        for i in 0..8 {
            let to = t.blocked_to[slot][player][i][from];
            if to != R::Bits::ZERO
                && t.blocked_by[slot][player][i][from] & occupied == R::Bits::ZERO
            {
                set |= to;
            }
        }
        set
    }

    /// Whether `cell` is attacked by `player`'s pieces, the pieces standing on `occupied`.
    #[inline(always)]
    pub(super) fn attacked_by(&self, cell: usize, player: usize, occupied: R::Bits) -> bool {
        let t = R::TABLES;
        let zero = R::Bits::ZERO;
        let theirs = self.sides[player];
        let mut orthogonal_sliders = zero;
        let mut diagonal_sliders = zero;
        for k in 0..Self::KIND_COUNT {
            let pieces = self.kinds[k] & theirs;
            if t.leaps[k] && t.attackers[k][player][cell] & pieces != zero {
                return true;
            }
            if t.orthogonal[k] {
                orthogonal_sliders |= pieces;
            }
            if t.diagonal[k] {
                diagonal_sliders |= pieces;
            }
        }
        if (orthogonal_sliders != zero
            && orthogonal::<R>(cell, occupied) & orthogonal_sliders != zero)
            || (diagonal_sliders != zero
                && diagonal::<R>(cell, occupied) & diagonal_sliders != zero)
        {
            return true;
        }
        if !t.simple {
            for slot in 0..t.blocked {
                if matches!(t.blocked_onto[slot], Onto::Empty) {
                    continue;
                }
                let mut pieces = self.kinds[usize::from(t.blocked_kind[slot])] & theirs;
                while pieces != zero {
                    let from = pieces.lowest();
                    pieces = pieces.without_lowest();
                    if self
                        .blocked_leaps(slot, player, from as usize, occupied)
                        .has(cell as u32)
                    {
                        return true;
                    }
                }
            }
            for slide in &t.slide[..t.slides] {
                if matches!(slide.onto, Onto::Empty) {
                    continue;
                }
                // A slide reversed: from the cell attacked, the other way, over as many
                // screens.
                let pieces = self.kinds[usize::from(slide.kind)] & theirs;
                if pieces == zero {
                    continue;
                }
                for d in 0..8 {
                    if slide.directions[player] >> d & 1 == 1
                        && screened::<R>(d ^ 4, cell, occupied, slide.over) & pieces != zero
                    {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// The cell of the royal piece of `player`, if the game has one and it is on the board.
    #[inline(always)]
    pub(super) fn royal_cell(&self, player: usize) -> Option<usize> {
        let royal = R::ROYAL? as usize;
        let set = self.kinds[royal] & self.sides[player];
        (set != R::Bits::ZERO).then(|| set.lowest() as usize)
    }

    /// Whether the side to move's royal piece is attacked.
    #[inline]
    pub fn in_check(&self) -> bool {
        let me = self.side as usize;
        self.royal_cell(me)
            .is_some_and(|cell| self.attacked_by(cell, me ^ 1, self.sides[0] | self.sides[1]))
    }

    /// Generates the legal moves into `sink`, until it says stop: with a compulsory capture,
    /// the captures if there are any, else the other moves.
    #[inline(always)]
    pub(super) fn generate<S: Sink>(&self, sink: &mut S) -> ControlFlow<()> {
        if R::CAPTURE_COMPULSORY {
            let mut counted = Counted { sink, any: false };
            self.generate_only::<_, CAPTURES>(&mut counted)?;
            if counted.any {
                return ControlFlow::Continue(());
            }
            self.generate_only::<_, NOT_CAPTURES>(sink)
        } else {
            self.generate_only::<_, ALL>(sink)
        }
    }

    /// Generates the legal moves of the class `ONLY` ([`ALL`], [`CAPTURES`] or
    /// [`NOT_CAPTURES`]) into `sink`, until it says stop.
    #[inline(always)]
    fn generate_only<S: Sink, const ONLY: u8>(&self, sink: &mut S) -> ControlFlow<()> {
        let t = R::TABLES;
        let zero = R::Bits::ZERO;
        let me = self.side as usize;
        let (mine, theirs) = (self.sides[me], self.sides[me ^ 1]);
        let occupied = mine | theirs;
        let empty = !occupied & t.board;
        let royal = self.royal_cell(me);
        // How each move is checked for the royal piece's safety: none needed for a piece that
        // is not pinned while the royal piece is not attacked; the royal piece's own moves by
        // the attacks on the cell it goes to; pinned pieces, en passant and every move while
        // the royal piece is attacked by playing them. With blocked leaps or screens, every
        // move is played.
        let (checked, pinned, royal_bit) = match royal {
            Some(cell) => {
                let checked = self.attacked_by(cell, me ^ 1, occupied);
                let pinned = if checked || !t.simple {
                    R::Bits::ALL
                } else {
                    self.pinned(cell, mine, theirs)
                };
                (checked, pinned, R::Bits::bit(cell as u32))
            }
            None => (false, zero, zero),
        };
        let en_passant = if self.en_passant != super::NO_CELL {
            R::Bits::bit(u32::from(self.en_passant))
        } else {
            zero
        };
        let mut emit = |mv: Move, test: Test| -> ControlFlow<()> {
            let legal = match test {
                Test::None => true,
                Test::Royal => {
                    let to = decode::<R>(mv).1;
                    !self.attacked_by(to as usize, me ^ 1, occupied & !royal_bit)
                }
                Test::Play => self.keeps_royal_safe(mv),
            };
            if legal {
                sink.take(mv)
            } else {
                ControlFlow::Continue(())
            }
        };
        for k in 0..Self::KIND_COUNT {
            let mut pieces = self.kinds[k] & mine;
            let promotes = t.promote[k][me];
            let dead = t.dead[k][me];
            while pieces != zero {
                let from = pieces.lowest() as usize;
                pieces = pieces.without_lowest();
                let mut targets =
                    (t.quiet[k][me][from] & empty) | (t.capture[k][me][from] & theirs);
                if t.orthogonal[k] {
                    targets |= orthogonal::<R>(from, occupied) & !mine;
                }
                if t.diagonal[k] {
                    targets |= diagonal::<R>(from, occupied) & !mine;
                }
                if t.run_path[k][me][from] & occupied == zero {
                    targets |= t.run_to[k][me][from];
                }
                if !t.simple {
                    for slot in 0..t.blocked {
                        if usize::from(t.blocked_kind[slot]) == k {
                            targets |= self.blocked_leaps(slot, me, from, occupied)
                                & self.landing(t.blocked_onto[slot], empty, theirs);
                        }
                    }
                    for slide in &t.slide[..t.slides] {
                        if usize::from(slide.kind) == k {
                            let land = self.landing(slide.onto, empty, theirs);
                            for d in 0..8 {
                                if slide.directions[me] >> d & 1 == 1 {
                                    targets |= screened::<R>(d, from, occupied, slide.over) & land;
                                }
                            }
                        }
                    }
                }
                if ONLY == CAPTURES {
                    targets &= theirs;
                } else if ONLY == NOT_CAPTURES {
                    targets &= !theirs;
                }
                let passant = if ONLY == CAPTURES {
                    zero
                } else {
                    t.en_passant[k][me][from] & en_passant
                };
                let test = if pinned.has(from as u32) {
                    Test::Play
                } else if royal_bit.has(from as u32) {
                    Test::Royal
                } else {
                    Test::None
                };
                let zone = promotes.has(from as u32);
                while targets != zero {
                    let to = targets.lowest();
                    targets = targets.without_lowest();
                    if zone || promotes.has(to) {
                        if let Some(promotion) = R::KINDS[k].promote {
                            if promotion.optional && !dead.has(to) {
                                emit(encode::<R>(from as u32, to, 0), test)?;
                            }
                            for choice in 0..promotion.to.len() {
                                emit(encode::<R>(from as u32, to, choice as u32 + 1), test)?;
                            }
                        }
                    } else {
                        emit(encode::<R>(from as u32, to, 0), test)?;
                    }
                }
                if passant != zero {
                    emit(encode::<R>(from as u32, passant.lowest(), 0), Test::Play)?;
                }
            }
        }
        if <R::Hand as Hand<R::Bits>>::ON && (ONLY == ALL || ONLY == NOT_CAPTURES) {
            // Drops: a piece from the hand onto an empty cell its kind may be dropped on. A
            // drop cannot expose the royal piece; while it is attacked, a drop must cover it.
            let test = if checked { Test::Play } else { Test::None };
            for k in 0..Self::KIND_COUNT {
                if self.hand.count(me, k) == 0 {
                    continue;
                }
                let mut targets = empty & t.drop[k][me];
                if R::DROP_ONCE_PER_COLUMN >> k & 1 == 1 {
                    let mut own = self.kinds[k] & mine & !self.hand.promoted();
                    while own != zero {
                        targets &= !t.column[own.lowest() as usize];
                        own = own.without_lowest();
                    }
                }
                let no_mate = R::DROP_NO_MATE >> k & 1 == 1;
                while targets != zero {
                    let to = targets.lowest();
                    targets = targets.without_lowest();
                    let mv = encode_drop::<R>(to, k as u32);
                    if no_mate && self.mates(mv) {
                        continue;
                    }
                    emit(mv, test)?;
                }
            }
        }
        if ONLY != CAPTURES && !checked && royal.is_some() {
            for (i, castle) in R::CASTLES.iter().enumerate() {
                if usize::from(castle.player) == me
                    && self.castling >> i & 1 == 1
                    && occupied & R::Bits::from_u128(castle.empty) == zero
                    && self.stands(castle.royal.0, R::ROYAL.unwrap_or(0), mine)
                    && mine.has(u32::from(castle.partner.0))
                    && self.safe(R::Bits::from_u128(castle.safe), me ^ 1, occupied)
                {
                    emit(
                        encode::<R>(u32::from(castle.royal.0), u32::from(castle.royal.1), 0),
                        Test::Play,
                    )?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Whether a piece of kind `kind` among `pieces` stands on `cell`.
    #[inline(always)]
    fn stands(&self, cell: u8, kind: u8, pieces: R::Bits) -> bool {
        (self.kinds[usize::from(kind)] & pieces).has(u32::from(cell))
    }

    /// The pieces among `mine` pinned to the royal piece on `royal`: each the only piece
    /// between it and an opponent's piece (among `theirs`) that slides along that line.
    #[inline(always)]
    fn pinned(&self, royal: usize, mine: R::Bits, theirs: R::Bits) -> R::Bits {
        let t = R::TABLES;
        let zero = R::Bits::ZERO;
        let (mut orthogonal_sliders, mut diagonal_sliders) = (zero, zero);
        for k in 0..Self::KIND_COUNT {
            if t.orthogonal[k] {
                orthogonal_sliders |= self.kinds[k] & theirs;
            }
            if t.diagonal[k] {
                diagonal_sliders |= self.kinds[k] & theirs;
            }
        }
        let occupied = mine | theirs;
        let mut pinned = zero;
        for (d, ray) in t.rays.iter().enumerate() {
            let sliders = if ORTHOGONAL.contains(&d) {
                orthogonal_sliders
            } else {
                diagonal_sliders
            };
            if ray[royal] & sliders == zero {
                continue;
            }
            let first = nearest(d, ray[royal] & occupied);
            if first >= R::Bits::BITS || !mine.has(first) {
                continue;
            }
            let second = nearest(d, ray[first as usize] & occupied);
            if second < R::Bits::BITS && sliders.has(second) {
                pinned |= R::Bits::bit(first);
            }
        }
        pinned
    }

    /// Whether no cell of `cells` is attacked by `player`.
    fn safe(&self, mut cells: R::Bits, player: usize, occupied: R::Bits) -> bool {
        while cells != R::Bits::ZERO {
            let cell = cells.lowest();
            cells = cells.without_lowest();
            if self.attacked_by(cell as usize, player, occupied) {
                return false;
            }
        }
        true
    }

    /// Whether `mv` checkmates: the opponent's royal piece is attacked after it and no move on
    /// the board (drops left out) saves it.
    #[inline(never)]
    fn mates(&self, mv: Move) -> bool {
        struct Any;
        impl Sink for Any {
            #[inline(always)]
            fn take(&mut self, _: Move) -> ControlFlow<()> {
                ControlFlow::Break(())
            }
        }
        let mut after = *self;
        after.apply(mv);
        after.in_check() && after.generate_only::<_, BOARD>(&mut Any).is_continue()
    }

    /// Whether the side to move's royal piece is not attacked after `mv`.
    #[inline(always)]
    fn keeps_royal_safe(&self, mv: Move) -> bool {
        let me = self.side as usize;
        let mut after = *self;
        after.apply(mv);
        match after.royal_cell(me) {
            Some(cell) => !after.attacked_by(cell, me ^ 1, after.sides[0] | after.sides[1]),
            None => true,
        }
    }
}

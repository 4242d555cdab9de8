//! The moves of a game of kinds: each kind's leaps, slides and runs from every piece of the
//! side to move, en passant, promotions by choice and castlings, then the legality test of a
//! royal kind (the royal piece not attacked after the move), and the attacks on a cell.

use std::ops::ControlFlow;

use super::Kinds;
use super::rules::KindRules;
use super::tables::{DIAGONAL, ORTHOGONAL};
use crate::Move;

/// Where generated moves go: a list, or a test that stops at the first.
pub(super) trait Sink {
    /// Takes a legal move; `Break` stops the generation.
    fn take(&mut self, mv: Move) -> ControlFlow<()>;
}

/// A move's code: its cells from and to, and the kind it is promoted to plus one (0: none).
#[inline(always)]
pub(super) const fn encode(from: u32, to: u32, promote: u32) -> Move {
    Move::new((from | to << 6 | promote << 12) as u16)
}

/// A move's cells from and to, and the kind it is promoted to, if it is.
#[inline(always)]
pub(super) const fn decode(mv: Move) -> (u32, u32, Option<usize>) {
    let code = mv.code() as u32;
    let promote = code >> 12;
    (
        code & 63,
        code >> 6 & 63,
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

/// The first of the cells `set` met along direction `d` (64 when `set` is empty).
#[inline(always)]
fn nearest(d: usize, set: u64) -> u32 {
    if set == 0 {
        64
    } else if d < 4 {
        63 - set.leading_zeros()
    } else {
        set.trailing_zeros()
    }
}

/// The cells a slide along direction `d` reaches from `cell` among the pieces `occupied`: the
/// ray up to and with the first piece met.
#[inline(always)]
fn ray<R: KindRules>(d: usize, cell: usize, occupied: u64) -> u64 {
    let rays = &R::TABLES.rays;
    let ray = rays[d][cell];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let first = if d < 4 {
        63 - blockers.leading_zeros()
    } else {
        blockers.trailing_zeros()
    };
    ray ^ rays[d][first as usize]
}

/// The cells a slide along rows and columns reaches from `cell`.
#[inline(always)]
pub(super) fn orthogonal<R: KindRules>(cell: usize, occupied: u64) -> u64 {
    ORTHOGONAL
        .iter()
        .fold(0, |set, &d| set | ray::<R>(d, cell, occupied))
}

/// The cells a slide along diagonals reaches from `cell`.
#[inline(always)]
pub(super) fn diagonal<R: KindRules>(cell: usize, occupied: u64) -> u64 {
    DIAGONAL
        .iter()
        .fold(0, |set, &d| set | ray::<R>(d, cell, occupied))
}

/// [`Kinds::generate_only`]: every move.
const ALL: u8 = 0;
/// [`Kinds::generate_only`]: the moves onto an opponent's piece.
const CAPTURES: u8 = 1;
/// [`Kinds::generate_only`]: the other moves (en passant and castling among them).
const NOT_CAPTURES: u8 = 2;

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

    /// Whether `cell` is attacked by `player`'s pieces, the pieces standing on `occupied`.
    #[inline(always)]
    pub(super) fn attacked_by(&self, cell: usize, player: usize, occupied: u64) -> bool {
        let t = R::TABLES;
        let theirs = self.sides[player];
        let mut orthogonal_sliders = 0;
        let mut diagonal_sliders = 0;
        for k in 0..Self::KIND_COUNT {
            let pieces = self.kinds[k] & theirs;
            if t.leaps[k] && t.attackers[k][player][cell] & pieces != 0 {
                return true;
            }
            if t.orthogonal[k] {
                orthogonal_sliders |= pieces;
            }
            if t.diagonal[k] {
                diagonal_sliders |= pieces;
            }
        }
        (orthogonal_sliders != 0 && orthogonal::<R>(cell, occupied) & orthogonal_sliders != 0)
            || (diagonal_sliders != 0 && diagonal::<R>(cell, occupied) & diagonal_sliders != 0)
    }

    /// The cell of the royal piece of `player`, if the game has one and it is on the board.
    #[inline(always)]
    pub(super) fn royal_cell(&self, player: usize) -> Option<usize> {
        let royal = R::ROYAL? as usize;
        let set = self.kinds[royal] & self.sides[player];
        (set != 0).then(|| set.trailing_zeros() as usize)
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
        let me = self.side as usize;
        let (mine, theirs) = (self.sides[me], self.sides[me ^ 1]);
        let occupied = mine | theirs;
        let empty = !occupied & t.board;
        let royal = self.royal_cell(me);
        // How each move is checked for the royal piece's safety: none needed for a piece that
        // is not pinned while the royal piece is not attacked; the royal piece's own moves by
        // the attacks on the cell it goes to; pinned pieces, en passant and every move while
        // the royal piece is attacked by playing them.
        let (checked, pinned, royal_bit) = match royal {
            Some(cell) => {
                let checked = self.attacked_by(cell, me ^ 1, occupied);
                let pinned = if checked {
                    u64::MAX
                } else {
                    self.pinned(cell, mine, theirs)
                };
                (checked, pinned, 1u64 << cell)
            }
            None => (false, 0, 0),
        };
        let en_passant = if self.en_passant < 64 {
            1u64 << self.en_passant
        } else {
            0
        };
        let mut emit = |from: u32, to: u32, promote: u32, test: Test| -> ControlFlow<()> {
            let mv = encode(from, to, promote);
            let legal = match test {
                Test::None => true,
                Test::Royal => !self.attacked_by(to as usize, me ^ 1, occupied & !royal_bit),
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
            while pieces != 0 {
                let from = pieces.trailing_zeros() as usize;
                pieces &= pieces - 1;
                let mut targets =
                    (t.quiet[k][me][from] & empty) | (t.capture[k][me][from] & theirs);
                if t.orthogonal[k] {
                    targets |= orthogonal::<R>(from, occupied) & !mine;
                }
                if t.diagonal[k] {
                    targets |= diagonal::<R>(from, occupied) & !mine;
                }
                if t.run_path[k][me][from] & occupied == 0 {
                    targets |= t.run_to[k][me][from];
                }
                if ONLY == CAPTURES {
                    targets &= theirs;
                } else if ONLY == NOT_CAPTURES {
                    targets &= !theirs;
                }
                let passant = if ONLY == CAPTURES {
                    0
                } else {
                    t.en_passant[k][me][from] & en_passant
                };
                let test = if pinned >> from & 1 == 1 {
                    Test::Play
                } else if royal_bit >> from & 1 == 1 {
                    Test::Royal
                } else {
                    Test::None
                };
                while targets != 0 {
                    let to = targets.trailing_zeros();
                    targets &= targets - 1;
                    if promotes >> to & 1 == 1 {
                        if let Some((_, choices)) = R::KINDS[k].promote {
                            for &choice in choices {
                                emit(from as u32, to, u32::from(choice) + 1, test)?;
                            }
                        }
                    } else {
                        emit(from as u32, to, 0, test)?;
                    }
                }
                if passant != 0 {
                    emit(from as u32, passant.trailing_zeros(), 0, Test::Play)?;
                }
            }
        }
        if ONLY != CAPTURES && !checked && royal.is_some() {
            for (i, castle) in R::CASTLES.iter().enumerate() {
                if usize::from(castle.player) == me
                    && self.castling >> i & 1 == 1
                    && occupied & castle.empty == 0
                    && self.stands(castle.royal.0, R::ROYAL.unwrap_or(0), mine)
                    && mine >> castle.partner.0 & 1 == 1
                    && self.safe(castle.safe, me ^ 1, occupied)
                {
                    emit(
                        u32::from(castle.royal.0),
                        u32::from(castle.royal.1),
                        0,
                        Test::Play,
                    )?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Whether a piece of kind `kind` among `pieces` stands on `cell`.
    #[inline(always)]
    fn stands(&self, cell: u8, kind: u8, pieces: u64) -> bool {
        (self.kinds[usize::from(kind)] & pieces) >> cell & 1 == 1
    }

    /// The pieces among `mine` pinned to the royal piece on `royal`: each the only piece
    /// between it and an opponent's piece (among `theirs`) that slides along that line.
    #[inline(always)]
    fn pinned(&self, royal: usize, mine: u64, theirs: u64) -> u64 {
        let t = R::TABLES;
        let (mut orthogonal_sliders, mut diagonal_sliders) = (0, 0);
        for k in 0..Self::KIND_COUNT {
            if t.orthogonal[k] {
                orthogonal_sliders |= self.kinds[k] & theirs;
            }
            if t.diagonal[k] {
                diagonal_sliders |= self.kinds[k] & theirs;
            }
        }
        let occupied = mine | theirs;
        let mut pinned = 0;
        for (d, ray) in t.rays.iter().enumerate() {
            let sliders = if ORTHOGONAL.contains(&d) {
                orthogonal_sliders
            } else {
                diagonal_sliders
            };
            if ray[royal] & sliders == 0 {
                continue;
            }
            let first = nearest(d, ray[royal] & occupied);
            if mine >> first & 1 == 0 {
                continue;
            }
            let second = nearest(d, ray[first as usize] & occupied);
            if second < 64 && sliders >> second & 1 == 1 {
                pinned |= 1 << first;
            }
        }
        pinned
    }

    /// Whether no cell of `cells` is attacked by `player`.
    fn safe(&self, mut cells: u64, player: usize, occupied: u64) -> bool {
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            if self.attacked_by(cell, player, occupied) {
                return false;
            }
        }
        true
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

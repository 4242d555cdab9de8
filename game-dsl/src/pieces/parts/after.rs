//! [`After`]: an action followed by an [`Effect`] where its stone lands: custodial capture
//! ([`Custodial`]) or conversion of the neighbours ([`Convert`]).

use std::fmt::Debug;

use super::{Dir, Found, Part, Phase, Scene, Turn};
use crate::bits::Bits;
use crate::pieces::Pieces;
use crate::pieces::board::{Board, Mask};
use crate::pieces::path::Route;
use crate::pieces::rules::PieceRules;

/// What a stone that lands does to the opponent's stones around it: captures them (removes
/// them) or converts them (they become the mover's). Either way a move that acts on one is a
/// capture: searched first, counted by `quiet`, and compulsory under `capture: compulsory`.
pub trait Effect: Copy + Debug + 'static {
    /// Whether the stones it acts on are removed; otherwise they become the mover's.
    const REMOVES: bool;

    /// The stones of `theirs` it acts on, for a stone of `mine` that landed on `landed`.
    fn acts_on<B: Board>(&self, landed: u32, mine: B, theirs: B) -> B;
}

/// Custodial capture: along each of `dirs` from the landed stone, a line of the opponent's
/// stones, `least` to `most` of them, closed right beyond by a stone of the mover's, is
/// captured: one stone (`1..=1`, tafl's and latrunculi's capture), a line of any number
/// (`1..=u32::MAX`, Hasami shogi's), or exactly two (`2..=2`, Pente's pairs). The cells of
/// `against`, while empty, close a line as a stone of the mover's does (tafl's hostile corners
/// and empty throne). Two masked shifts a direction for one stone, a shift a stone of the line
/// otherwise.
///
/// ```
/// use game_dsl::pieces::{Custodial, Dir, Effect, Mask};
/// // A row of four cells: left is -1 (from every cell but the first), right is +1.
/// const LEFT: Dir = Dir { offset: -1, from: Mask::bits(0b1110) };
/// const RIGHT: Dir = Dir { offset: 1, from: Mask::bits(0b0111) };
/// let custodial = Custodial { dirs: &[LEFT, RIGHT], least: 1, most: 1, against: Mask::EMPTY };
/// // A stone landing on cell 3, the opponent's on 2 and the mover's on 1: 2 is taken.
/// assert_eq!(custodial.acts_on(3, 0b1010u16, 0b0100), 0b0100);
/// // Nothing of the mover's beyond: nothing taken.
/// assert_eq!(custodial.acts_on(3, 0b1000u16, 0b0110), 0);
/// // Two of the opponent's between cells 3 and 0: a line, taken by lines of any number, or of
/// // exactly two, not by one stone alone.
/// assert_eq!(custodial.acts_on(3, 0b1001u16, 0b0110), 0);
/// let lines = Custodial { most: u32::MAX, ..custodial };
/// assert_eq!(lines.acts_on(3, 0b1001u16, 0b0110), 0b0110);
/// let pairs = Custodial { least: 2, most: 2, ..custodial };
/// assert_eq!(pairs.acts_on(3, 0b1001u16, 0b0110), 0b0110);
/// assert_eq!(pairs.acts_on(3, 0b1010u16, 0b0100), 0);
/// // Cell 1 hostile: while it is empty, the opponent's stone on 2 is taken against it.
/// let hostile = Custodial { against: Mask::bits(0b0010), ..custodial };
/// assert_eq!(hostile.acts_on(3, 0b1000u16, 0b0100), 0b0100);
/// // Not while the opponent's stone stands on it.
/// assert_eq!(hostile.acts_on(3, 0b1000u16, 0b0110), 0);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Custodial {
    /// The directions along which the landed stone sandwiches.
    pub dirs: &'static [Dir],
    /// The fewest stones of a line taken.
    pub least: u32,
    /// The most stones of a line taken.
    pub most: u32,
    /// The cells that close a sandwich while empty, as a stone of the mover's would.
    pub against: Mask,
}

impl Effect for Custodial {
    const REMOVES: bool = true;

    #[inline(always)]
    fn acts_on<B: Board>(&self, landed: u32, mine: B, theirs: B) -> B {
        let at = B::cell(landed);
        let mine = mine | (self.against.get::<B>() & !(mine | theirs));
        self.dirs.iter().fold(B::ZERO, |taken, d| {
            if self.most == 1 {
                return taken | (d.shift(at) & theirs & d.back(mine));
            }
            let (mut line, mut next, mut stones) = (B::ZERO, d.shift(at), 0);
            while stones < self.most && !(next & theirs).is_zero() {
                line |= next;
                next = d.shift(next);
                stones += 1;
            }
            if stones < self.least || (next & mine).is_zero() {
                taken
            } else {
                taken | line
            }
        })
    }
}

/// Conversion: each opponent's stone next to the landed stone along one of `dirs` becomes the
/// mover's (Ataxx's infection). One masked shift a direction.
///
/// ```
/// use game_dsl::pieces::{Convert, Dir, Effect, Mask};
/// const LEFT: Dir = Dir { offset: -1, from: Mask::bits(0b1110) };
/// const RIGHT: Dir = Dir { offset: 1, from: Mask::bits(0b0111) };
/// // A stone landing on cell 1 turns the opponent's on 0 and 2; 3 is not next to it.
/// assert_eq!(Convert { dirs: &[LEFT, RIGHT] }.acts_on(1, 0b0010u16, 0b1101), 0b0101);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Convert {
    /// The directions of the neighbours it converts.
    pub dirs: &'static [Dir],
}

impl Effect for Convert {
    const REMOVES: bool = false;

    #[inline(always)]
    fn acts_on<B: Board>(&self, landed: u32, _: B, theirs: B) -> B {
        let at = B::cell(landed);
        self.dirs
            .iter()
            .fold(B::ZERO, |near, d| near | (d.shift(at) & theirs))
    }
}

/// An action (a step, a slide, a jump, a stone placed or dropped) followed by `effect` where
/// its stone lands: the effect is a part made of the action. Only the stone that moved acts: a
/// stone that moves between two of the opponent's is not captured by them.
///
/// ```
/// use game_dsl::pieces::{After, Custodial, Dir, Mask, Part, Step, Target};
/// const LEFT: Dir = Dir { offset: -1, from: Mask::bits(0b1110) };
/// let step = Step { dirs: &[LEFT], onto: Target::Empty };
/// let custodial = Custodial { dirs: &[LEFT], least: 1, most: 1, against: Mask::EMPTY };
/// let after = After { part: step, effect: custodial };
/// assert_eq!(after.fixed_len(), Some(2));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct After<A, E> {
    /// The action.
    pub part: A,
    /// What its stone does where it lands.
    pub effect: E,
}

impl<A: Part, E: Effect> After<A, E> {
    /// The turn of the action alone.
    #[inline(always)]
    fn inner(&self, turn: &Turn<Self>) -> Turn<A> {
        Turn {
            movers: turn.movers,
            part: self.part,
            shoot: turn.shoot,
            spin: turn.spin,
        }
    }

    /// Whether `mv`, a move of the action from the scene's board, captures by the effect where
    /// it lands: the board after it is the mover's stones less the cell left, plus the landing.
    #[inline(always)]
    fn captures_where_it_lands<B: Board, P: Route>(
        &self,
        mv: P,
        moved: usize,
        scene: &Scene<B>,
    ) -> bool {
        let landed = mv.cell(moved - 1);
        let left = if A::MOVES_STONES {
            B::cell(mv.cell(0))
        } else {
            B::ZERO
        };
        let mine = (scene.mine & !left) | B::cell(landed);
        !self.effect.acts_on(landed, mine, scene.enemy).is_zero()
    }
}

impl<A: Part, E: Effect> Part for After<A, E> {
    const MOVES_STONES: bool = A::MOVES_STONES;

    #[inline(always)]
    fn generate<R: PieceRules>(
        &self,
        turn: &Turn<Self>,
        pos: &Pieces<R>,
        scene: &Scene<R::Bits>,
        out: &mut R::Moves,
    ) {
        let inner = self.inner(turn);
        if scene.phase == Phase::All {
            let from = out.len();
            self.part.generate(&inner, pos, scene, out);
            // The moves that capture where they land are captures: searched first, counted by
            // `quiet`.
            for mv in &mut out[from..] {
                if !mv.captures() && self.captures_where_it_lands(*mv, turn.moved(*mv), scene) {
                    *mv = mv.capturing();
                }
            }
            return;
        }
        // Compulsory capture: the moves of the action that capture, by its own rule or where
        // they land, or those that capture neither way.
        let all = Scene {
            phase: Phase::All,
            ..*scene
        };
        let mut moves = R::Moves::default();
        self.part.generate(&inner, pos, &all, &mut moves);
        out.extend(moves.into_iter().filter_map(|mv| {
            let captures = mv.captures() || self.captures_where_it_lands(mv, turn.moved(mv), scene);
            scene
                .phase
                .admits(captures)
                .then(|| if captures { mv.capturing() } else { mv })
        }));
    }

    #[inline(always)]
    fn any<R: PieceRules>(
        &self,
        turn: &Turn<Self>,
        pos: &Pieces<R>,
        scene: &Scene<R::Bits>,
    ) -> Found {
        if scene.phase == Phase::All {
            self.part.any(&self.inner(turn), pos, scene)
        } else {
            Found::Ask
        }
    }

    #[inline(always)]
    fn play<R: PieceRules>(&self, pos: &mut Pieces<R>, mv: R::Path, moved: usize) -> bool {
        let captured = self.part.play(pos, mv, moved);
        let me = pos.side as usize;
        let acted = self
            .effect
            .acts_on(mv.cell(moved - 1), pos.stones[me], pos.stones[me ^ 1]);
        if acted.is_zero() {
            return captured;
        }
        pos.stones[me ^ 1] &= !acted;
        if E::REMOVES {
            pos.promoted &= !acted;
        } else {
            pos.stones[me] |= acted;
        }
        true
    }

    fn fits<R: PieceRules>(&self, pos: &Pieces<R>, moved: &[u32], stone_fits: bool) -> bool {
        self.part.fits(pos, moved, stone_fits)
    }

    fn captures_in<B: Board, P: Route>(&self, mv: P, moved: usize, enemy: B) -> bool {
        mv.captures() || self.part.captures_in(mv, moved, enemy)
    }

    fn fills(&self) -> u32 {
        // A capture empties cells: no cell is filled for good. A conversion keeps them full.
        if E::REMOVES { 0 } else { self.part.fills() }
    }

    fn fixed_len(&self) -> Option<usize> {
        self.part.fixed_len()
    }

    fn swapped<P: Route>(&self, mv: P, moved: usize) -> Option<P> {
        self.part.swapped(mv, moved)
    }
}

//! [`Custodial`]: an action whose stone, where it lands, captures the opponent's stones it
//! sandwiches against stones of the mover's.

use super::{Dir, Found, Part, Phase, Scene, Turn};
use crate::bits::Bits;
use crate::pieces::Pieces;
use crate::pieces::board::Board;
use crate::pieces::path::Route;
use crate::pieces::rules::PieceRules;

/// An action (a step, a slide, a jump, a placement) followed by custodial capture: where its
/// stone lands, each opponent's stone next to it along one of `dirs` with a stone of the
/// mover's right beyond is captured (tafl's and latrunculi's capture, Hasami shogi's of one
/// stone). Only the stone that moved captures: a stone that moves between two of the
/// opponent's is safe. The sandwiches of a landing cell are two masked shifts a direction.
///
/// ```
/// use game_dsl::pieces::{Custodial, Dir, Mask, Step, Target};
/// // A row of four cells: left is -1 (from every cell but the first), right is +1.
/// const LEFT: Dir = Dir { offset: -1, from: Mask::bits(0b1110) };
/// const RIGHT: Dir = Dir { offset: 1, from: Mask::bits(0b0111) };
/// let step = Step { dirs: &[LEFT, RIGHT], onto: Target::Empty };
/// let custodial = Custodial { part: step, dirs: &[LEFT, RIGHT] };
/// // A stone landing on cell 3, the opponent's on 2 and the mover's on 1: 2 is taken.
/// assert_eq!(custodial.sandwiched(3, 0b1010u16, 0b0100), 0b0100);
/// // Nothing of the mover's beyond: nothing taken.
/// assert_eq!(custodial.sandwiched(3, 0b1000u16, 0b0110), 0);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Custodial<A> {
    /// The action.
    pub part: A,
    /// The directions along which the landed stone sandwiches.
    pub dirs: &'static [Dir],
}

impl<A> Custodial<A> {
    /// The stones of `theirs` that a stone of `mine` on `landed` (one of `mine`) sandwiches.
    #[inline(always)]
    pub fn sandwiched<B: Board>(&self, landed: u32, mine: B, theirs: B) -> B {
        let at = B::cell(landed);
        self.dirs.iter().fold(B::ZERO, |taken, d| {
            let next = d.shift(at) & theirs;
            taken | (next & d.back(mine))
        })
    }
}

impl<A: Part> Custodial<A> {
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

    /// Whether `mv`, a move of the action from the scene's board, sandwiches a stone where it
    /// lands: the board after it is the mover's stones less the cell left, plus the landing.
    #[inline(always)]
    fn sandwiches<B: Board, P: Route>(&self, mv: P, moved: usize, scene: &Scene<B>) -> bool {
        let landed = mv.cell(moved - 1);
        let left = if A::MOVES_STONES {
            B::cell(mv.cell(0))
        } else {
            B::ZERO
        };
        let mine = (scene.mine & !left) | B::cell(landed);
        !self.sandwiched(landed, mine, scene.enemy).is_zero()
    }
}

impl<A: Part> Part for Custodial<A> {
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
        let from = out.len();
        if scene.phase == Phase::All {
            self.part.generate(&inner, pos, scene, out);
            // The moves that sandwich a stone capture: searched first, counted by `quiet`.
            for mv in &mut out[from..] {
                if !mv.captures() && self.sandwiches(*mv, turn.moved(*mv), scene) {
                    *mv = mv.capturing();
                }
            }
            return;
        }
        // Compulsory capture: the moves of the action that capture, by its own rule or by a
        // sandwich, or those that capture neither way.
        let all = Scene {
            phase: Phase::All,
            ..*scene
        };
        let mut moves = R::Moves::default();
        self.part.generate(&inner, pos, &all, &mut moves);
        out.extend(moves.into_iter().filter_map(|mv| {
            let captures = mv.captures() || self.sandwiches(mv, turn.moved(mv), scene);
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
        let taken = self.sandwiched(mv.cell(moved - 1), pos.stones[me], pos.stones[me ^ 1]);
        if taken.is_zero() {
            return captured;
        }
        pos.stones[me ^ 1] &= !taken;
        pos.promoted &= !taken;
        true
    }

    fn fits<R: PieceRules>(&self, pos: &Pieces<R>, moved: &[u32], stone_fits: bool) -> bool {
        self.part.fits(pos, moved, stone_fits)
    }

    fn captures_in<B: Board, P: Route>(&self, mv: P, moved: usize, enemy: B) -> bool {
        mv.captures() || self.part.captures_in(mv, moved, enemy)
    }

    fn fills(&self) -> u32 {
        self.part.fills()
    }

    fn fixed_len(&self) -> Option<usize> {
        self.part.fixed_len()
    }

    fn swapped<P: Route>(&self, mv: P, moved: usize) -> Option<P> {
        self.part.swapped(mv, moved)
    }
}

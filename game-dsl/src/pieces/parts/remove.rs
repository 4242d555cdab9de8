//! [`Remove`]: one of the mover's stones taken off the board.

use super::{Dir, Found, Part, Phase, Scene, Turn};
use crate::bits::Bits;
use crate::pieces::Pieces;
use crate::pieces::board::{Board, Mask};
use crate::pieces::path::Route;
use crate::pieces::rules::PieceRules;

/// One of the mover's stones taken off the board: among `cells`, and when `beside` is not
/// empty, next to an empty cell along one of its directions (Konane's opening).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Remove {
    /// The cells it may be taken from.
    pub cells: Mask,
    /// Directions in which it must have an empty neighbour (none: no condition).
    pub beside: &'static [Dir],
}

impl Remove {
    /// The mover's stones that may be taken off.
    #[inline(always)]
    fn removable<B: Board>(self, mine: B, empty: B) -> B {
        let candidates = mine & self.cells.get::<B>();
        if self.beside.is_empty() {
            return candidates;
        }
        let near_empty = self
            .beside
            .iter()
            .fold(B::ZERO, |near, d| near | d.back(empty));
        candidates & near_empty
    }
}

impl Part for Remove {
    #[inline(always)]
    fn generate<R: PieceRules>(
        &self,
        _: &Turn<Self>,
        _: &Pieces<R>,
        scene: &Scene<R::Bits>,
        out: &mut R::Moves,
    ) {
        if scene.phase == Phase::Captures {
            return;
        }
        let mut stones = self.removable(scene.mine, scene.empty);
        while !stones.is_zero() {
            let at = stones.lowest();
            stones = stones.without_lowest();
            out.extend(Some(R::Path::new(scene.tag).then(at)));
        }
    }

    #[inline(always)]
    fn any<R: PieceRules>(&self, _: &Turn<Self>, _: &Pieces<R>, scene: &Scene<R::Bits>) -> Found {
        Found::when(!self.removable(scene.mine, scene.empty).is_zero())
    }

    #[inline(always)]
    fn play<R: PieceRules>(&self, pos: &mut Pieces<R>, mv: R::Path, _: usize) -> bool {
        pos.stones[pos.side as usize] &= !R::Bits::cell(mv.cell(0));
        false
    }

    fn fits<R: PieceRules>(&self, pos: &Pieces<R>, moved: &[u32], _: bool) -> bool {
        moved.len() == 1 && pos.stones[pos.side as usize].has(moved[0])
    }

    fn captures_in<B: Board, P: Route>(&self, _: P, _: usize, _: B) -> bool {
        false
    }

    fn fixed_len(&self) -> Option<usize> {
        Some(1)
    }
}

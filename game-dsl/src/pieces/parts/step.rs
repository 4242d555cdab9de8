//! [`Step`]: a stone moves one cell.

use super::{Dir, Found, Part, Scene, Target, Turn, first_step, one_move, replaces};
use crate::bits::Bits;
use crate::pieces::Pieces;
use crate::pieces::board::Board;
use crate::pieces::path::Route;
use crate::pieces::rules::PieceRules;

/// A stone moves one cell in one of the directions, onto the target: shifts of all the movers
/// at once.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Step {
    /// The directions.
    pub dirs: &'static [Dir],
    /// What it may move onto (an enemy stone there is captured).
    pub onto: Target,
}

impl Part for Step {
    #[inline(always)]
    fn generate<R: PieceRules>(
        &self,
        turn: &Turn<Self>,
        pos: &Pieces<R>,
        scene: &Scene<R::Bits>,
        out: &mut R::Moves,
    ) {
        let Some(onto) = scene.phase.narrow(self.onto) else {
            return;
        };
        let onto = onto.cells(scene.empty, scene.enemy);
        for d in self.dirs {
            let mut targets = d.shift(scene.movers) & onto;
            while !targets.is_zero() {
                let to = targets.lowest();
                targets = targets.without_lowest();
                let from = (to as i32 - d.offset) as u32;
                let mut mv = R::Path::new(scene.tag).then(from).then(to);
                if scene.enemy.has(to) {
                    mv = mv.capturing();
                }
                pos.finish(out, turn.shoot, mv, from, to, scene.empty);
            }
        }
    }

    #[inline(always)]
    fn any<R: PieceRules>(
        &self,
        turn: &Turn<Self>,
        _: &Pieces<R>,
        scene: &Scene<R::Bits>,
    ) -> Found {
        first_step(self.dirs, self.onto, turn.shoot, scene)
    }

    #[inline(always)]
    fn play<R: PieceRules>(&self, pos: &mut Pieces<R>, mv: R::Path, moved: usize) -> bool {
        let (from, to) = (mv.cell(0), mv.cell(moved - 1));
        let captured = pos.take(to);
        pos.move_stone(from, to);
        captured
    }

    fn fits<R: PieceRules>(&self, _: &Pieces<R>, moved: &[u32], stone_fits: bool) -> bool {
        stone_fits && one_move::<R::Bits>(self.dirs, moved, 1)
    }

    fn captures_in<B: Board, P: Route>(&self, mv: P, moved: usize, enemy: B) -> bool {
        replaces(mv, moved, enemy)
    }

    fn fixed_len(&self) -> Option<usize> {
        Some(2)
    }
}

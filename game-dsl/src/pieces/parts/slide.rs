//! [`Slide`]: a stone moves any distance over empty cells.

use super::{Dir, Found, Part, Scene, Target, Turn, first_step, one_move, replaces};
use crate::bits::Bits;
use crate::pieces::Pieces;
use crate::pieces::board::Board;
use crate::pieces::path::Route;
use crate::pieces::rules::PieceRules;

/// A stone moves any distance in one of the directions over empty cells, onto the target (a
/// rook, bishop or queen move): a ray of shifts from each stone until it is blocked.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Slide {
    /// The directions.
    pub dirs: &'static [Dir],
    /// What it may stop on (an enemy stone there is captured).
    pub onto: Target,
}

impl Part for Slide {
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
        let (stop_empty, stop_enemy) = (onto != Target::Enemy, onto != Target::Empty);
        let (tag, empty, enemy) = (scene.tag, scene.empty, scene.enemy);
        let mut stones = scene.movers;
        while !stones.is_zero() {
            let from = stones.lowest();
            stones = stones.without_lowest();
            for d in self.dirs {
                let mut at = R::Bits::cell(from);
                loop {
                    at = d.shift(at);
                    if at.is_zero() {
                        break;
                    }
                    let to = at.lowest();
                    if !(at & empty).is_zero() {
                        if stop_empty {
                            let mv = R::Path::new(tag).then(from).then(to);
                            pos.finish(out, turn.shoot, mv, from, to, empty);
                        }
                        continue;
                    }
                    if stop_enemy && !(at & enemy).is_zero() {
                        let mv = R::Path::new(tag).then(from).then(to).capturing();
                        pos.finish(out, turn.shoot, mv, from, to, empty);
                    }
                    break;
                }
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
        if self.onto == Target::Enemy {
            // A slide onto a stone needs a free line to it: ask the full generator.
            return Found::Ask;
        }
        // A slide that may stop on an empty cell moves iff its first step does.
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
        let reach = R::WIDTH.max(R::HEIGHT) as i32 - 1;
        stone_fits && one_move::<R::Bits>(self.dirs, moved, reach)
    }

    fn captures_in<B: Board, P: Route>(&self, mv: P, moved: usize, enemy: B) -> bool {
        replaces(mv, moved, enemy)
    }

    fn fixed_len(&self) -> Option<usize> {
        Some(2)
    }
}

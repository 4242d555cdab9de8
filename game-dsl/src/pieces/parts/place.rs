//! [`Place`]: a stone, or a shape of stones, put on empty cells.

use super::{Dir, Found, Part, Phase, Scene, Turn};
use crate::bits::Bits;
use crate::pieces::Pieces;
use crate::pieces::board::Board;
use crate::pieces::path::Path;
use crate::pieces::rules::PieceRules;

/// A stone, or a shape of stones, placed on empty cells: the anchor cell and one cell a step
/// away along each of `shape` (a domino lying down is `[right]`). Its anchors are the empty
/// cells whose neighbours along the shape are empty, a mask for all at once.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Place {
    /// The other cells of the shape, from the anchor (none for a single stone).
    pub shape: &'static [Dir],
}

impl Place {
    /// The cells where the shape fits on empty cells, by its anchor.
    #[inline(always)]
    fn anchors<B: Board>(self, empty: B) -> B {
        self.shape
            .iter()
            .fold(empty, |anchors, d| anchors & d.back(empty))
    }
}

impl Part for Place {
    const MOVES_STONES: bool = false;

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
        let mut anchors = self.anchors(scene.empty);
        while !anchors.is_zero() {
            let at = anchors.lowest();
            anchors = anchors.without_lowest();
            let mv = self
                .shape
                .iter()
                .fold(Path::new(scene.tag).then(at), |mv, d| {
                    mv.then((at as i32 + d.offset) as u32)
                });
            out.extend(Some(mv));
        }
    }

    #[inline(always)]
    fn any<B: Board>(&self, _: &Turn<Self>, scene: &Scene<B>) -> Found {
        Found::when(!self.anchors(scene.empty).is_zero())
    }

    #[inline(always)]
    fn play<R: PieceRules>(&self, pos: &mut Pieces<R>, mv: Path, _: usize) -> bool {
        for cell in mv.cells() {
            pos.stones[pos.side as usize] |= R::Bits::cell(cell);
        }
        false
    }

    fn fits<R: PieceRules>(&self, _: &Pieces<R>, moved: &[u32], _: bool) -> bool {
        moved.len() == self.shape.len() + 1
            && self
                .shape
                .iter()
                .zip(&moved[1..])
                .all(|(d, &c)| d.leads::<R::Bits>(moved[0], c, 1))
    }

    fn captures_in<B: Board>(&self, _: Path, _: usize, _: B) -> bool {
        false
    }

    fn fills(&self) -> u32 {
        self.shape.len() as u32 + 1
    }
}

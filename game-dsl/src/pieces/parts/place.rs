//! [`Place`]: a stone, or a shape of stones, put on empty cells, resting where the rules say
//! (a drop: on a stone or the bottom edge).

use super::{Dir, Found, Part, Phase, Scene, Turn};
use crate::bits::Bits;
use crate::pieces::Pieces;
use crate::pieces::board::Board;
use crate::pieces::path::Path;
use crate::pieces::rules::PieceRules;

/// A stone, or a shape of stones, placed on empty cells: the anchor cell and one cell a step
/// away along each of `shape` (a domino lying down is `[right]`). Its anchors are the empty
/// cells whose neighbours along the shape are empty, a mask for all at once; with `rest`, only
/// those whose neighbour that way is a stone or off the board (a drop: the lowest empty cell of
/// each column, `rest` being down).
///
/// ```
/// use game_dsl::pieces::{Dir, Place};
/// // A drop on a board 3 wide, 2 high: down is +3, from the top row.
/// const DOWN: Dir = Dir { offset: 3, from: 0b000_111 };
/// let drop = Place { shape: &[], rest: Some(DOWN) };
/// // A stone on the bottom row's middle cell: the drops are the bottom corners and above it.
/// let empty: u64 = 0b101_111;
/// assert_eq!(drop.anchors(empty), 0b101_010);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Place {
    /// The other cells of the shape, from the anchor (none for a single stone).
    pub shape: &'static [Dir],
    /// The way the anchor rests: its neighbour that way must be a stone or off the board
    /// (`None`: any empty cell).
    pub rest: Option<Dir>,
}

impl Place {
    /// The cells where the shape fits on empty cells and rests, by its anchor.
    #[inline(always)]
    pub fn anchors<B: Board>(self, empty: B) -> B {
        let fits = self
            .shape
            .iter()
            .fold(empty, |anchors, d| anchors & d.back(empty));
        match self.rest {
            None => fits,
            Some(d) => fits & (d.back(!empty) | !B::from_u128(d.from)),
        }
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

//! [`Place`]: a stone, or a shape of stones, put on empty cells, resting where the rules say
//! (a drop: on a stone or the bottom edge), maybe flanking the opponent's stones and flipping
//! them (Othello).

use super::{Dir, Found, Part, Phase, Scene, Turn};
use crate::bits::Bits;
use crate::pieces::Pieces;
use crate::pieces::board::Board;
use crate::pieces::path::Route;
use crate::pieces::rules::PieceRules;

/// A stone, or a shape of stones, placed on empty cells: the anchor cell and one cell a step
/// away along each of `shape` (a domino lying down is `[right]`). Its anchors are the empty
/// cells whose neighbours along the shape are empty, a mask for all at once; with `rest`, only
/// those whose neighbour that way is a stone or off the board (a drop: the lowest empty cell of
/// each column, `rest` being down). With `flank`, only where the stone flanks a run of the
/// opponent's stones along one of those directions, a stone of the mover's closing it; those
/// runs flip to the mover (Othello's `place flanking all`).
///
/// ```
/// use game_dsl::pieces::{Dir, Mask, Place};
/// // A drop on a board 3 wide, 2 high: down is +3, from the top row.
/// const DOWN: Dir = Dir { offset: 3, from: Mask::bits(0b000_111) };
/// let drop = Place { shape: &[], rest: Some(DOWN), flank: &[] };
/// // A stone on the bottom row's middle cell: the drops are the bottom corners and above it.
/// let empty: u64 = 0b101_111;
/// assert_eq!(drop.anchors(empty), 0b101_010);
///
/// // A row of four cells: left is -1 (from every cell but the first), right is +1.
/// const LEFT: Dir = Dir { offset: -1, from: Mask::bits(0b1110) };
/// const RIGHT: Dir = Dir { offset: 1, from: Mask::bits(0b0111) };
/// let flank = Place { shape: &[], rest: None, flank: &[LEFT, RIGHT] };
/// // Mine on cell 0, theirs on 1 and 2: cell 3 flanks both, and they flip.
/// assert_eq!(flank.flanking(0b0001u64, 0b0110, 0b1000), 0b1000);
/// assert_eq!(flank.flips(3, 0b0001u64, 0b0110), 0b0110);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Place {
    /// The other cells of the shape, from the anchor (none for a single stone).
    pub shape: &'static [Dir],
    /// The way the anchor rests: its neighbour that way must be a stone or off the board
    /// (`None`: any empty cell).
    pub rest: Option<Dir>,
    /// The directions along which a placed stone flanks the opponent's (none: it need not).
    pub flank: &'static [Dir],
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
            Some(d) => fits & (d.back(!empty) | !d.from.get::<B>()),
        }
    }

    /// The `empty` cells where a stone of `mine` flanks stones of `theirs` along one of
    /// [`flank`](Place::flank): along each direction, the runs of `theirs` that start next to
    /// a stone of `mine` grow one shift at a time, and the empty cells just past them are the
    /// cells.
    #[inline(always)]
    pub fn flanking<B: Board>(self, mine: B, theirs: B, empty: B) -> B {
        let mut cells = B::ZERO;
        for &d in self.flank {
            let mut run = d.shift(mine) & theirs;
            loop {
                let longer = run | (d.shift(run) & theirs);
                if longer == run {
                    break;
                }
                run = longer;
            }
            cells |= d.shift(run) & empty;
        }
        cells
    }

    /// The stones of `theirs` that a stone placed on `cell` flanks with `mine` and flips.
    #[inline(always)]
    pub fn flips<B: Board>(self, cell: u32, mine: B, theirs: B) -> B {
        let mut flipped = B::ZERO;
        for &d in self.flank {
            let (mut run, mut at) = (B::ZERO, d.shift(B::cell(cell)));
            while !(at & theirs).is_zero() {
                run |= at;
                at = d.shift(at);
            }
            if !(at & mine).is_zero() {
                flipped |= run;
            }
        }
        flipped
    }

    /// The cells where a move of it goes, given the mover's stones and the opponent's.
    #[inline(always)]
    fn cells<B: Board>(self, mine: B, theirs: B, empty: B) -> B {
        let anchors = self.anchors(empty);
        if self.flank.is_empty() {
            anchors
        } else {
            anchors & self.flanking(mine, theirs, empty)
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
        let mut anchors = self.cells(scene.mine, scene.enemy, scene.empty);
        while !anchors.is_zero() {
            let at = anchors.lowest();
            anchors = anchors.without_lowest();
            let mv = self
                .shape
                .iter()
                .fold(R::Path::new(scene.tag).then(at), |mv, d| {
                    mv.then((at as i32 + d.offset) as u32)
                });
            out.extend(Some(mv));
        }
    }

    #[inline(always)]
    fn any<R: PieceRules>(&self, _: &Turn<Self>, _: &Pieces<R>, scene: &Scene<R::Bits>) -> Found {
        Found::when(!self.cells(scene.mine, scene.enemy, scene.empty).is_zero())
    }

    #[inline(always)]
    fn play<R: PieceRules>(&self, pos: &mut Pieces<R>, mv: R::Path, moved: usize) -> bool {
        let (me, them) = (pos.side as usize, pos.side as usize ^ 1);
        if !self.flank.is_empty() {
            let flipped = self.flips(mv.cell(0), pos.stones[me], pos.stones[them]);
            pos.stones[me] |= flipped;
            pos.stones[them] &= !flipped;
        }
        for cell in mv.cells().take(moved) {
            pos.stones[me] |= R::Bits::cell(cell);
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

    fn captures_in<B: Board, P: Route>(&self, _: P, _: usize, _: B) -> bool {
        false
    }

    fn fills(&self) -> u32 {
        self.shape.len() as u32 + 1
    }

    fn fixed_len(&self) -> Option<usize> {
        Some(self.shape.len() + 1)
    }
}

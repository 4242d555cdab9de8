//! [`CountedSlide`]: a stone moves as many cells as there are stones on its line (Lines of
//! Action).

use super::{Dir, Found, Part, Scene, Target, Turn, one_move, replaces};
use crate::bits::Bits;
use crate::pieces::Pieces;
use crate::pieces::board::{Board, Table};
use crate::pieces::path::Route;
use crate::pieces::rules::PieceRules;

/// A stone moves along one of the directions exactly as many cells as there are stones, of
/// both sides and itself included, on the whole line of that move (the row, column or diagonal
/// through it), onto the target. The cells it passes must be empty, or with `over_own` hold no
/// enemy stone. The count is one population count of the stones masked by the line's
/// precomputed mask, the cells passed the difference of two precomputed rays: no loop over the
/// cells of a line.
///
/// ```
/// use game_dsl::pieces::{CountedSlide, Dir, Mask, Table, Target};
/// // Right on a board of 3 x 1: the rays beyond each cell, and the row through every cell.
/// const RIGHT: Dir = Dir { offset: 1, from: Mask::bits(0b011) };
/// let slide = CountedSlide {
///     dirs: &[RIGHT],
///     rays: &[Table(&[0b110, 0b100, 0])],
///     lines: &[Table(&[0b111; 3])],
///     onto: Target::Any,
///     over_own: true,
/// };
/// // Two stones on the row: the stone on cell 0 moves two cells, over its own stone, onto the
/// // empty cell 2.
/// assert_eq!(slide.target(0, 0, 0b011u16, 0b000u16, 0b100u16), Some(2));
/// // Not over an enemy stone.
/// assert_eq!(slide.target(0, 0, 0b011u16, 0b010u16, 0b100u16), None);
/// // Nor onto a cell it may not take.
/// assert_eq!(slide.target(0, 0, 0b011u16, 0b000u16, 0b000u16), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CountedSlide {
    /// The directions.
    pub dirs: &'static [Dir],
    /// For each direction, by cell: the cells beyond it that way, to the edge.
    pub rays: &'static [Table],
    /// For each direction, by cell: the cells of the whole line through it along that
    /// direction (the cell, and the rays both ways).
    pub lines: &'static [Table],
    /// What it may land on (an enemy stone there is captured; never its own stone).
    pub onto: Target,
    /// Whether it may pass over its own stones (never the enemy's).
    pub over_own: bool,
}

impl CountedSlide {
    /// The cell a stone on `from` reaches along direction `i` of [`dirs`](Self::dirs), given
    /// every stone of the board (`stones`), the stones it may not pass (`walls`) and the cells
    /// it may land on (`land`); `None` when the count leads off the board, through a wall or
    /// onto a cell it may not take.
    #[inline(always)]
    pub fn target<B: Board>(
        &self,
        i: usize,
        from: u32,
        stones: B,
        walls: B,
        land: B,
    ) -> Option<u32> {
        let count = (stones & self.lines[i].get::<B>(from)).count();
        let ray: B = self.rays[i].get(from);
        if ray.count() < count {
            return None;
        }
        let to = (from as i32 + count as i32 * self.dirs[i].offset) as u32;
        let passed = ray & !self.rays[i].get::<B>(to) & !B::cell(to);
        ((walls & passed).is_zero() && land.has(to)).then_some(to)
    }

    /// The stones a slide may not pass: every stone, or the enemy's with `over_own`.
    #[inline(always)]
    fn walls<B: Board>(&self, mine: B, enemy: B) -> B {
        if self.over_own { enemy } else { mine | enemy }
    }
}

impl Part for CountedSlide {
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
        let (mine, enemy, empty) = (scene.mine, scene.enemy, scene.empty);
        let (stones, walls, land) = (
            mine | enemy,
            self.walls(mine, enemy),
            onto.cells(empty, enemy),
        );
        let mut movers = scene.movers;
        while !movers.is_zero() {
            let from = movers.lowest();
            movers = movers.without_lowest();
            for i in 0..self.dirs.len() {
                if let Some(to) = self.target(i, from, stones, walls, land) {
                    let mut mv = R::Path::new(scene.tag).then(from).then(to);
                    if enemy.has(to) {
                        mv = mv.capturing();
                    }
                    pos.finish(out, turn.shoot, mv, from, to, empty);
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
        if !turn.shoot.is_empty() {
            // A shot needs a free line from where the stone lands: ask the full generator.
            return Found::Ask;
        }
        let (mine, enemy) = (scene.mine, scene.enemy);
        let land = self.onto.cells(scene.empty, enemy);
        let (stones, walls) = (mine | enemy, self.walls(mine, enemy));
        let mut movers = scene.movers;
        while !movers.is_zero() {
            let from = movers.lowest();
            movers = movers.without_lowest();
            if (0..self.dirs.len()).any(|i| self.target(i, from, stones, walls, land).is_some()) {
                return Found::Yes;
            }
        }
        Found::No
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

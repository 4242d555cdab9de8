//! [`Hop`]: a stone hops over stones of either side, capturing none, maybe on and on (Chinese
//! checkers, Halma).

use super::{Dir, Found, Part, Scene, Turn};
use crate::bits::Bits;
use crate::pieces::Pieces;
use crate::pieces::board::Board;
use crate::pieces::path::Route;
use crate::pieces::rules::PieceRules;

/// The most directions of a hop: a square's eight neighbours.
const MOST_DIRS: usize = 8;

/// A stone hops over the adjacent stone, of either side, into the empty cell beyond; nothing
/// is captured. With `chain` it may hop on from where it lands, as often as it likes and
/// stopping where it likes, never landing twice on a cell. A move is the stone's first cell and
/// its last, whatever the route: the cells a stone reaches are a flood of two shifts a
/// direction from the cells reached so far, through the hops open in the position (a stone
/// next to a cell that way, the cell beyond it empty), found once for all the movers.
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// game! {
///     /// Halma's moves on a small board: a stone steps to any neighbour or hops on and on.
///     pub SmallHalma {
///         board: 6 x 6,
///         start: { X: [a1, b1, a2], O: [f6, e6, f5] },
///         moves: [step all, hop all chain],
///         win: occupy,
///     }
/// }
/// let pos = SmallHalma::start();
/// let mut moves: Vec<String> = pos.legal_moves().iter().map(|&m| pos.format_move(m)).collect();
/// moves.sort();
/// // The stones step to the empty cells around them; a1 hops over b1 to c1 or over a2 to a3,
/// // and hops on from neither (back over its own stones would land where it started).
/// assert_eq!(moves, [
///     "a1a3", "a1b2", "a1c1", "a2a3", "a2b2", "a2b3", "b1b2", "b1c1", "b1c2",
/// ]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Hop {
    /// The directions.
    pub dirs: &'static [Dir],
    /// Whether the stone may hop on from where it lands.
    pub chain: bool,
}

impl Hop {
    /// The hops open in a position of `stones` and `empty` cells, one set a direction (in the
    /// order of [`Hop::dirs`]): the cells with a stone next to them that way and an empty
    /// cell beyond it.
    #[inline(always)]
    fn open<B: Board>(self, stones: B, empty: B) -> [B; MOST_DIRS] {
        let mut open = [B::ZERO; MOST_DIRS];
        for (set, d) in open.iter_mut().zip(self.dirs) {
            *set = d.back(stones & d.back(empty));
        }
        open
    }

    /// The cells the stone on `from` ends on by one hop or a chain of them, `open` being the
    /// hops open with every stone in place ([`Hop::open`]): the hops over the stone's own
    /// cell are closed, as it has left it, and it may not land there again.
    #[inline(always)]
    fn reach<B: Board>(self, from: u32, open: &[B; MOST_DIRS]) -> B {
        let start = B::cell(from);
        let mut paths = [B::ZERO; MOST_DIRS];
        for ((path, &set), d) in paths.iter_mut().zip(open).zip(self.dirs) {
            *path = set & !d.back(start);
        }
        let mut reached = B::ZERO;
        let mut frontier = start;
        loop {
            let mut next = B::ZERO;
            for (&path, d) in paths.iter().zip(self.dirs) {
                next |= d.shift(d.shift(frontier & path));
            }
            next &= !(reached | start);
            reached |= next;
            if next.is_zero() || !self.chain {
                return reached;
            }
            frontier = next;
        }
    }

    /// The stones a hop may go over in `scene`: either side's.
    #[inline(always)]
    fn stones<B: Board>(scene: &Scene<B>) -> B {
        scene.mine | scene.enemy
    }
}

impl Part for Hop {
    #[inline(always)]
    fn generate<R: PieceRules>(
        &self,
        turn: &Turn<Self>,
        pos: &Pieces<R>,
        scene: &Scene<R::Bits>,
        out: &mut R::Moves,
    ) {
        if !scene.phase.admits(false) {
            return;
        }
        let open = self.open(Self::stones(scene), scene.empty);
        let any = open.iter().fold(R::Bits::ZERO, |any, &set| any | set);
        let mut movers = scene.movers & any;
        while !movers.is_zero() {
            let from = movers.lowest();
            movers = movers.without_lowest();
            let mut reached: R::Bits = self.reach(from, &open);
            while !reached.is_zero() {
                let to = reached.lowest();
                reached = reached.without_lowest();
                let mv = R::Path::new(scene.tag).then(from).then(to);
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
        if !turn.shoot.is_empty() {
            return Found::Ask;
        }
        let open = self.open(Self::stones(scene), scene.empty);
        Found::when(open.iter().any(|&set| !(set & scene.movers).is_zero()))
    }

    #[inline(always)]
    fn play<R: PieceRules>(&self, pos: &mut Pieces<R>, mv: R::Path, moved: usize) -> bool {
        pos.move_stone(mv.cell(0), mv.cell(moved - 1));
        false
    }

    fn fits<R: PieceRules>(&self, pos: &Pieces<R>, moved: &[u32], stone_fits: bool) -> bool {
        let &[from, to] = moved else {
            return false;
        };
        let stones = pos.stones[0] | pos.stones[1];
        stone_fits && self.reach(from, &self.open(stones, pos.empty())).has(to)
    }

    fn captures_in<B: Board, P: Route>(&self, _: P, _: usize, _: B) -> bool {
        false
    }

    fn fixed_len(&self) -> Option<usize> {
        Some(2)
    }
}

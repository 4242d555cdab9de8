//! [`Jump`]: a stone jumps over the next cell, maybe again and again (chains of jumps).

use super::{Chain, Dir, Found, Part, Scene, Target, Turn};
use crate::bits::Bits;
use crate::pieces::Pieces;
use crate::pieces::board::Board;
use crate::pieces::path::{MAX_CELLS, MAX_ROUTES, Route};
use crate::pieces::rules::PieceRules;

/// A stone jumps over the adjacent cell, which holds the target, into the empty cell beyond; an
/// opponent's stone jumped over is captured. The first jumps of all the movers are two shifts
/// through the cells they may jump; a chain continues from the cell reached, one jump at a time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Jump {
    /// The directions.
    pub dirs: &'static [Dir],
    /// What it jumps over.
    pub over: Target,
    /// Whether and how jumps chain.
    pub chain: Chain,
}

/// Where a chain of jumps stands.
#[derive(Clone, Copy)]
struct ChainState<B> {
    empty: B,
    jumped: B,
    enemy: B,
    mine: B,
    plain: bool,
}

impl Jump {
    /// The cells it may jump.
    #[inline(always)]
    fn jumpable<B: Board>(self, mine: B, enemy: B, empty: B) -> B {
        match self.over {
            Target::Empty => empty,
            Target::Enemy => enemy,
            Target::Any => mine | enemy,
        }
    }

    /// Continues a chain of jumps that has reached `at` by a jump along `dirs[came]`: appends
    /// the move so far when it may end here, and every longer chain.
    #[allow(clippy::too_many_arguments)]
    fn extend_chain<R: PieceRules>(
        &self,
        turn: &Turn<Self>,
        pos: &Pieces<R>,
        out: &mut R::Moves,
        state: &ChainState<R::Bits>,
        mv: R::Path,
        at: u32,
        came: usize,
    ) {
        if out.len() >= MAX_ROUTES {
            return;
        }
        let side = pos.side as usize;
        let crowned =
            state.plain && R::PROMOTION_ENDS_CHAIN && R::PROMOTE[side].get::<R::Bits>().has(at);
        let whole = crowned || mv.len() == MAX_CELLS;
        let over_cells = match self.over {
            Target::Empty => state.empty,
            Target::Enemy => state.enemy & !state.jumped,
            Target::Any => (state.enemy | state.mine) & !state.jumped,
        };
        let mut extended = false;
        if !whole {
            let here = R::Bits::cell(at);
            for (i, d) in self.dirs.iter().enumerate() {
                if self.chain == Chain::Straight && i != came {
                    continue;
                }
                let landing = d.shift(d.shift(here) & over_cells) & state.empty;
                if landing.is_zero() {
                    continue;
                }
                let to = landing.lowest();
                let jumped = (at as i32 + d.offset) as u32;
                let mut next = mv.then(to);
                if state.enemy.has(jumped) {
                    next = next.capturing();
                }
                let state = ChainState {
                    jumped: state.jumped | R::Bits::cell(jumped),
                    ..*state
                };
                self.extend_chain(turn, pos, out, &state, next, to, i);
                extended = true;
            }
        }
        if !extended || self.chain == Chain::Straight {
            let from = mv.cell(0);
            let empty = state.empty & !R::Bits::cell(from);
            pos.finish(out, turn.shoot, mv, from, at, empty);
        }
    }
}

impl Part for Jump {
    #[inline(always)]
    fn generate<R: PieceRules>(
        &self,
        turn: &Turn<Self>,
        pos: &Pieces<R>,
        scene: &Scene<R::Bits>,
        out: &mut R::Moves,
    ) {
        if !scene.phase.admits(self.over.captures()) {
            return;
        }
        let &Scene {
            mine, enemy, empty, ..
        } = scene;
        let over_cells = self.jumpable(mine, enemy, empty);
        for (i, d) in self.dirs.iter().enumerate() {
            let mut landings = d.shift(d.shift(scene.movers) & over_cells) & empty;
            while !landings.is_zero() {
                let to = landings.lowest();
                landings = landings.without_lowest();
                let from = (to as i32 - 2 * d.offset) as u32;
                let jumped = (to as i32 - d.offset) as u32;
                let mut mv = R::Path::new(scene.tag).then(from).then(to);
                if enemy.has(jumped) {
                    mv = mv.capturing();
                }
                if self.chain == Chain::Single {
                    pos.finish(out, turn.shoot, mv, from, to, empty);
                    continue;
                }
                let state = ChainState {
                    // The stone has left its cell; the stones it jumps stay until the turn
                    // ends, and none is jumped twice.
                    empty: empty | R::Bits::cell(from),
                    jumped: R::Bits::cell(jumped),
                    enemy,
                    mine: mine ^ R::Bits::cell(from),
                    plain: !pos.promoted.has(from),
                };
                self.extend_chain(turn, pos, out, &state, mv, to, i);
            }
        }
    }

    #[inline(always)]
    fn any<R: PieceRules>(&self, _: &Turn<Self>, _: &Pieces<R>, scene: &Scene<R::Bits>) -> Found {
        let over = self.jumpable(scene.mine, scene.enemy, scene.empty);
        Found::when(
            self.dirs
                .iter()
                .any(|d| !(d.shift(d.shift(scene.movers) & over) & scene.empty).is_zero()),
        )
    }

    #[inline(always)]
    fn play<R: PieceRules>(&self, pos: &mut Pieces<R>, mv: R::Path, moved: usize) -> bool {
        let mut captured = false;
        for hop in 1..moved {
            captured |= pos.take((mv.cell(hop - 1) + mv.cell(hop)) / 2);
        }
        pos.move_stone(mv.cell(0), mv.cell(moved - 1));
        captured
    }

    fn fits<R: PieceRules>(&self, _: &Pieces<R>, moved: &[u32], stone_fits: bool) -> bool {
        stone_fits
            && moved.len() >= 2
            && moved.windows(2).all(|hop| {
                self.dirs
                    .iter()
                    .any(|d| d.leads::<R::Bits>(hop[0], hop[1], 2))
            })
    }

    fn captures_in<B: Board, P: Route>(&self, mv: P, moved: usize, enemy: B) -> bool {
        (1..moved).any(|hop| enemy.has((mv.cell(hop - 1) + mv.cell(hop)) / 2))
    }

    fn taken<B: Board, P: Route>(&self, mv: P, moved: usize, enemy: B) -> B {
        let mut taken = B::ZERO;
        for hop in 1..moved {
            taken |= B::cell((mv.cell(hop - 1) + mv.cell(hop)) / 2);
        }
        taken & enemy
    }

    fn fixed_len(&self) -> Option<usize> {
        (self.chain == Chain::Single).then_some(2)
    }
}

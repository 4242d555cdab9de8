//! [`FarJump`]: a stone jumps over a stone at any distance along a free line (flying kings).

use super::{Chain, Dir, Found, Part, Scene, Target, Turn};
use crate::bits::Bits;
use crate::pieces::Pieces;
use crate::pieces::board::Board;
use crate::pieces::path::{MAX_CELLS, MAX_ROUTES, Route};
use crate::pieces::rules::PieceRules;

/// A stone slides along one of the directions over empty cells, jumps the first stone it meets
/// (the target) and lands on any empty cell beyond it, up to the next stone or the edge: the
/// capture of international draughts' flying kings. An opponent's stone jumped is captured when
/// the turn ends: until then it stays and blocks, and is not jumped twice. `any` floods the
/// rays of all the movers at once with shifts; the moves follow each stone's rays.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FarJump {
    /// The directions.
    pub dirs: &'static [Dir],
    /// What it jumps over.
    pub over: Target,
    /// Whether and how jumps chain.
    pub chain: Chain,
}

/// Where a chain of far jumps stands: the empty cells (the mover's start among them), the
/// stones jumped so far, and the stones it may jump.
#[derive(Clone, Copy)]
struct Flight<B> {
    empty: B,
    jumped: B,
    over: B,
    enemy: B,
    plain: bool,
}

impl FarJump {
    /// The stones it may jump.
    #[inline(always)]
    fn jumpable<B: Board>(self, mine: B, enemy: B) -> B {
        match self.over {
            Target::Enemy => enemy,
            Target::Empty | Target::Any => mine | enemy,
        }
    }

    /// From `at`, along `d`: the stone met after the empty cells, if it may be jumped, and the
    /// empty cells beyond it (the landings), as a set.
    #[inline(always)]
    fn landings<B: Board>(d: Dir, at: u32, empty: B, over: B) -> Option<(u32, B)> {
        let mut ray = d.shift(B::cell(at));
        while !(ray & empty).is_zero() {
            ray = d.shift(ray);
        }
        if (ray & over).is_zero() {
            return None;
        }
        let jumped = ray.lowest();
        let mut landings = B::ZERO;
        let mut beyond = d.shift(ray) & empty;
        while !beyond.is_zero() {
            landings |= beyond;
            beyond = d.shift(beyond) & empty;
        }
        (!landings.is_zero()).then_some((jumped, landings))
    }

    /// Continues a chain that has reached `at` by a jump along `dirs[came]`: appends the move
    /// so far when it ends here, and every longer chain.
    #[allow(clippy::too_many_arguments)]
    fn extend_chain<R: PieceRules>(
        &self,
        turn: &Turn<Self>,
        pos: &Pieces<R>,
        out: &mut R::Moves,
        flight: &Flight<R::Bits>,
        mv: R::Path,
        at: u32,
        came: usize,
    ) {
        if out.len() >= MAX_ROUTES {
            return;
        }
        let side = pos.side as usize;
        let jumped = mv.len() >= 2;
        let crowned =
            flight.plain && R::PROMOTION_ENDS_CHAIN && R::PROMOTE[side].get::<R::Bits>().has(at);
        let whole = jumped && (crowned || mv.len() == MAX_CELLS || self.chain == Chain::Single);
        let mut extended = false;
        if !whole {
            let over = flight.over & !flight.jumped;
            for (i, d) in self.dirs.iter().enumerate() {
                if self.chain == Chain::Straight && jumped && i != came {
                    continue;
                }
                let Some((jumped, mut landings)) = Self::landings(*d, at, flight.empty, over)
                else {
                    continue;
                };
                let next = Flight {
                    jumped: flight.jumped | R::Bits::cell(jumped),
                    ..*flight
                };
                let capture = flight.enemy.has(jumped);
                while !landings.is_zero() {
                    let to = landings.lowest();
                    landings = landings.without_lowest();
                    let mut step = mv.then(to);
                    if capture {
                        step = step.capturing();
                    }
                    self.extend_chain(turn, pos, out, &next, step, to, i);
                }
                extended = true;
            }
        }
        if jumped && (!extended || self.chain == Chain::Straight) {
            let from = mv.cell(0);
            let empty = flight.empty & !R::Bits::cell(from);
            pos.finish(out, turn.shoot, mv, from, at, empty);
        }
    }

    /// The cells strictly between `from` and `to`, on a line along one of the directions.
    #[inline(always)]
    fn between<B: Board>(self, from: u32, to: u32) -> B {
        for d in self.dirs {
            let (mut at, mut between) = (d.shift(B::cell(from)), B::ZERO);
            while !at.is_zero() {
                if at.has(to) {
                    return between;
                }
                between |= at;
                at = d.shift(at);
            }
        }
        B::ZERO
    }
}

impl Part for FarJump {
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
        let mut stones = scene.movers;
        while !stones.is_zero() {
            let from = stones.lowest();
            stones = stones.without_lowest();
            let flight = Flight {
                // The stone has left its cell; the stones it jumps stay until the turn ends.
                empty: empty | R::Bits::cell(from),
                jumped: R::Bits::ZERO,
                over: self.jumpable(mine ^ R::Bits::cell(from), enemy),
                enemy,
                plain: !pos.promoted.has(from),
            };
            let start = R::Path::new(scene.tag).then(from);
            self.extend_chain(turn, pos, out, &flight, start, from, usize::MAX);
        }
    }

    #[inline(always)]
    fn any<R: PieceRules>(&self, _: &Turn<Self>, _: &Pieces<R>, scene: &Scene<R::Bits>) -> Found {
        let over = self.jumpable(scene.mine, scene.enemy);
        // Every mover's ray at once: the cells reached over empty cells, then a jumpable stone
        // with an empty cell beyond.
        Found::when(self.dirs.iter().any(|d| {
            let mut ray = d.shift(scene.movers);
            while !ray.is_zero() {
                if !(d.shift(ray & over) & scene.empty).is_zero() {
                    return true;
                }
                ray = d.shift(ray & scene.empty);
            }
            false
        }))
    }

    #[inline(always)]
    fn play<R: PieceRules>(&self, pos: &mut Pieces<R>, mv: R::Path, moved: usize) -> bool {
        let enemy = pos.stones[pos.side as usize ^ 1];
        let mut taken = self.taken(mv, moved, enemy);
        let captured = !taken.is_zero();
        while !taken.is_zero() {
            pos.take(taken.lowest());
            taken = taken.without_lowest();
        }
        pos.move_stone(mv.cell(0), mv.cell(moved - 1));
        captured
    }

    fn fits<R: PieceRules>(&self, _: &Pieces<R>, moved: &[u32], stone_fits: bool) -> bool {
        let reach = R::WIDTH.max(R::HEIGHT) as i32 - 1;
        stone_fits
            && moved.len() >= 2
            && moved.windows(2).all(|hop| {
                self.dirs
                    .iter()
                    .any(|d| (2..=reach).any(|k| d.leads::<R::Bits>(hop[0], hop[1], k)))
            })
    }

    fn captures_in<B: Board, P: Route>(&self, mv: P, moved: usize, enemy: B) -> bool {
        !self.taken(mv, moved, enemy).is_zero()
    }

    fn taken<B: Board, P: Route>(&self, mv: P, moved: usize, enemy: B) -> B {
        let mut taken = B::ZERO;
        for hop in 1..moved {
            taken |= self.between::<B>(mv.cell(hop - 1), mv.cell(hop)) & enemy;
        }
        taken
    }

    fn fixed_len(&self) -> Option<usize> {
        (self.chain == Chain::Single).then_some(2)
    }
}

//! The move generator of pieces games: each part of a turn as shifts and masks over all the
//! movers at once (steps, jumps, placements), or a ray of shifts per stone (slides, shots).

use super::Pieces;
use super::board::Board;
use super::parts::{Action, Chain, Dir, Movers, Target, Turn};
use super::path::{MAX_CELLS, MAX_ROUTES, Path};
use super::rules::PieceRules;
use crate::bits::Bits;

/// Which moves to generate: captures and the rest apart, for a game where capturing is
/// compulsory.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Phase {
    /// Every move.
    All,
    /// The moves that capture.
    Captures,
    /// The moves that do not.
    Quiet,
}

/// The board around a generation: the mover's stones, the opponent's, the empty cells.
#[derive(Clone, Copy)]
struct Scene<B> {
    mine: B,
    enemy: B,
    empty: B,
}

impl<R: PieceRules> Pieces<R> {
    /// The cells of the board.
    #[inline(always)]
    pub(super) fn board() -> R::Bits {
        let cells = R::WIDTH * R::HEIGHT;
        R::Bits::from_u128(if cells == 128 {
            u128::MAX
        } else {
            (1u128 << cells) - 1
        })
    }

    /// The empty cells.
    #[inline(always)]
    pub(super) fn empty(&self) -> R::Bits {
        Self::board() & !(self.stones[0] | self.stones[1] | self.blocked)
    }

    /// The turns of the side to move now.
    #[inline(always)]
    pub(super) fn turns(&self) -> &'static [Turn] {
        let opening = R::OPENING;
        if (self.ply as usize) < opening.len() {
            &opening[self.ply as usize..=self.ply as usize]
        } else {
            R::TURNS[self.side as usize]
        }
    }

    /// The turn that made `mv`.
    #[inline(always)]
    pub(super) fn turn_of(&self, mv: Path) -> &'static Turn {
        let turns = self.turns();
        &turns[mv.tag().min(turns.len() - 1)]
    }

    /// The stones of the mover that take `turn`.
    #[inline(always)]
    fn movers(&self, movers: Movers) -> R::Bits {
        let mine = self.stones[self.side as usize];
        match movers {
            Movers::All => mine,
            Movers::Plain => mine & !self.promoted,
            Movers::Promoted => mine & self.promoted,
        }
    }

    /// Appends every legal move to `out`, captures alone when they are compulsory and there is
    /// one.
    pub(super) fn generate(&self, out: &mut R::Moves) {
        if R::COMPULSORY {
            self.generate_phase(out, Phase::Captures);
            if out.is_empty() {
                self.generate_phase(out, Phase::Quiet);
            }
        } else {
            self.generate_phase(out, Phase::All);
        }
    }

    /// Appends the moves of `phase`.
    fn generate_phase(&self, out: &mut R::Moves, phase: Phase) {
        let side = self.side as usize;
        let scene = Scene {
            mine: self.stones[side],
            enemy: self.stones[side ^ 1],
            empty: self.empty(),
        };
        for (tag, turn) in self.turns().iter().enumerate() {
            let movers = self.movers(turn.movers);
            self.generate_turn(out, turn, tag as u8, movers, scene, phase);
        }
    }

    /// Whether the side to move has a legal move: the first cell of each part, without a list.
    pub(super) fn has_moves(&self) -> bool {
        let side = self.side as usize;
        let (mine, enemy, empty) = (self.stones[side], self.stones[side ^ 1], self.empty());
        for turn in self.turns() {
            let movers = self.movers(turn.movers);
            if movers.is_zero() && !matches!(turn.action, Action::Place { .. }) {
                continue;
            }
            let found = match turn.action {
                Action::Step { dirs, onto } | Action::Slide { dirs, onto } => {
                    let slide_to_enemy =
                        matches!(turn.action, Action::Slide { .. }) && onto == Target::Enemy;
                    // A shot can always go back to the cell the stone left, if it may go that
                    // way: then the stone can take the turn iff it can move.
                    let shoots_back = dirs
                        .iter()
                        .all(|d| turn.shoot.iter().any(|back| back.offset == -d.offset));
                    if (!turn.shoot.is_empty() && !shoots_back) || slide_to_enemy {
                        // A shot needs a free line from where the stone lands, and a slide onto
                        // a stone a free line to it: ask the full generator.
                        let mut moves = R::Moves::default();
                        self.generate(&mut moves);
                        return !moves.is_empty();
                    }
                    // A slide that may stop on an empty cell moves iff its first step does.
                    let onto = onto.cells(empty, enemy);
                    dirs.iter().any(|d| !(d.shift(movers) & onto).is_zero())
                }
                Action::Jump { dirs, over, .. } => {
                    let over = Self::jumpable(over, mine, enemy, empty);
                    dirs.iter()
                        .any(|d| !(d.shift(d.shift(movers) & over) & empty).is_zero())
                }
                Action::Place { shape } => !Self::anchors(empty, shape).is_zero(),
                Action::Remove { cells, beside } => {
                    !Self::removable(mine, empty, cells, beside).is_zero()
                }
            };
            if found {
                return true;
            }
        }
        false
    }

    /// The cells a jump over `over` may jump.
    #[inline(always)]
    fn jumpable(over: Target, mine: R::Bits, enemy: R::Bits, empty: R::Bits) -> R::Bits {
        match over {
            Target::Empty => empty,
            Target::Enemy => enemy,
            Target::Any => mine | enemy,
        }
    }

    /// The cells where `shape` fits on empty cells, by its anchor.
    #[inline(always)]
    fn anchors(empty: R::Bits, shape: &[Dir]) -> R::Bits {
        shape
            .iter()
            .fold(empty, |anchors, d| anchors & d.back(empty))
    }

    /// The mover's stones that may be taken off.
    #[inline(always)]
    fn removable(mine: R::Bits, empty: R::Bits, cells: u128, beside: &[Dir]) -> R::Bits {
        let candidates = mine & R::Bits::from_u128(cells);
        if beside.is_empty() {
            return candidates;
        }
        let near_empty = beside
            .iter()
            .fold(R::Bits::ZERO, |near, d| near | d.back(empty));
        candidates & near_empty
    }

    /// Appends the moves of one turn.
    #[inline(always)]
    fn generate_turn(
        &self,
        out: &mut R::Moves,
        turn: &Turn,
        tag: u8,
        movers: R::Bits,
        scene: Scene<R::Bits>,
        phase: Phase,
    ) {
        let Scene { mine, enemy, empty } = scene;
        let wanted = |target: Target| -> Target {
            match (phase, target) {
                (Phase::All, t) => t,
                (Phase::Captures, Target::Empty) | (Phase::Quiet, Target::Enemy) => Target::Empty,
                (Phase::Captures, _) => Target::Enemy,
                (Phase::Quiet, _) => Target::Empty,
            }
        };
        let skip = |target: Target| -> bool {
            matches!(
                (phase, target),
                (Phase::Captures, Target::Empty) | (Phase::Quiet, Target::Enemy)
            )
        };
        match turn.action {
            Action::Step { dirs, onto } => {
                if skip(onto) {
                    return;
                }
                let onto = wanted(onto).cells(empty, enemy);
                for d in dirs {
                    let mut targets = d.shift(movers) & onto;
                    while !targets.is_zero() {
                        let to = targets.lowest();
                        targets = targets.without_lowest();
                        let from = (to as i32 - d.offset) as u32;
                        let mut mv = Path::new(tag).then(from).then(to);
                        if enemy.has(to) {
                            mv = mv.capturing();
                        }
                        self.finish(out, turn, mv, from, to, empty);
                    }
                }
            }
            Action::Slide { dirs, onto } => {
                if skip(onto) {
                    return;
                }
                let onto = wanted(onto);
                let (stop_empty, stop_enemy) = (onto != Target::Enemy, onto != Target::Empty);
                let mut stones = movers;
                while !stones.is_zero() {
                    let from = stones.lowest();
                    stones = stones.without_lowest();
                    for d in dirs {
                        let mut at = R::Bits::cell(from);
                        loop {
                            at = d.shift(at);
                            if at.is_zero() {
                                break;
                            }
                            let to = at.lowest();
                            if !(at & empty).is_zero() {
                                if stop_empty {
                                    let mv = Path::new(tag).then(from).then(to);
                                    self.finish(out, turn, mv, from, to, empty);
                                }
                                continue;
                            }
                            if stop_enemy && !(at & enemy).is_zero() {
                                let mv = Path::new(tag).then(from).then(to).capturing();
                                self.finish(out, turn, mv, from, to, empty);
                            }
                            break;
                        }
                    }
                }
            }
            Action::Jump { dirs, over, chain } => {
                let captures = over.captures();
                if (phase == Phase::Captures && !captures) || (phase == Phase::Quiet && captures) {
                    return;
                }
                let over_cells = Self::jumpable(over, mine, enemy, empty);
                for (i, d) in dirs.iter().enumerate() {
                    let mut landings = d.shift(d.shift(movers) & over_cells) & empty;
                    while !landings.is_zero() {
                        let to = landings.lowest();
                        landings = landings.without_lowest();
                        let from = (to as i32 - 2 * d.offset) as u32;
                        let jumped = (to as i32 - d.offset) as u32;
                        let mut mv = Path::new(tag).then(from).then(to);
                        if enemy.has(jumped) {
                            mv = mv.capturing();
                        }
                        if chain == Chain::Single {
                            self.finish(out, turn, mv, from, to, empty);
                            continue;
                        }
                        let promoted = self.promoted.has(from);
                        let state = ChainState {
                            dirs,
                            over,
                            chain,
                            // The stone has left its cell; the stones it jumps stay until the
                            // turn ends, and none is jumped twice.
                            empty: empty | R::Bits::cell(from),
                            jumped: R::Bits::cell(jumped),
                            enemy,
                            mine: mine ^ R::Bits::cell(from),
                            plain: !promoted,
                        };
                        self.extend_chain(out, turn, &state, mv, to, i);
                    }
                }
            }
            Action::Place { shape } => {
                if phase == Phase::Captures {
                    return;
                }
                let mut anchors = Self::anchors(empty, shape);
                while !anchors.is_zero() {
                    let at = anchors.lowest();
                    anchors = anchors.without_lowest();
                    let mv = shape.iter().fold(Path::new(tag).then(at), |mv, d| {
                        mv.then((at as i32 + d.offset) as u32)
                    });
                    out.extend(Some(mv));
                }
            }
            Action::Remove { cells, beside } => {
                if phase == Phase::Captures {
                    return;
                }
                let mut stones = Self::removable(mine, empty, cells, beside);
                while !stones.is_zero() {
                    let at = stones.lowest();
                    stones = stones.without_lowest();
                    out.extend(Some(Path::new(tag).then(at)));
                }
            }
        }
    }

    /// Continues a chain of jumps that has reached `at` by a jump along `dirs[came]`: appends
    /// the move so far when it may end here, and every longer chain.
    fn extend_chain(
        &self,
        out: &mut R::Moves,
        turn: &Turn,
        state: &ChainState<R::Bits>,
        mv: Path,
        at: u32,
        came: usize,
    ) {
        if out.len() >= MAX_ROUTES {
            return;
        }
        let side = self.side as usize;
        let crowned = state.plain && R::PROMOTION_ENDS_CHAIN && R::PROMOTE[side] >> at & 1 == 1;
        let whole = crowned || mv.len() == MAX_CELLS;
        let over_cells = match state.over {
            Target::Empty => state.empty,
            Target::Enemy => state.enemy & !state.jumped,
            Target::Any => (state.enemy | state.mine) & !state.jumped,
        };
        let mut extended = false;
        if !whole {
            let here = R::Bits::cell(at);
            for (i, d) in state.dirs.iter().enumerate() {
                if state.chain == Chain::Straight && i != came {
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
                self.extend_chain(out, turn, &state, next, to, i);
                extended = true;
            }
        }
        if !extended || state.chain == Chain::Straight {
            let from = mv.cell(0);
            self.finish(out, turn, mv, from, at, state.empty & !R::Bits::cell(from));
        }
    }

    /// Appends `mv`, a stone's move from `from` to `to`, or with a shot, one move per cell the
    /// shot can reach from `to` (the cell left being empty).
    #[inline(always)]
    fn finish(
        &self,
        out: &mut R::Moves,
        turn: &Turn,
        mv: Path,
        from: u32,
        to: u32,
        empty: R::Bits,
    ) {
        if turn.shoot.is_empty() {
            out.extend(Some(mv));
            return;
        }
        let empty = (empty | R::Bits::cell(from)) & !R::Bits::cell(to);
        for d in turn.shoot {
            let mut at = R::Bits::cell(to);
            loop {
                at = d.shift(at) & empty;
                if at.is_zero() {
                    break;
                }
                out.extend(Some(mv.then(at.lowest())));
            }
        }
    }
}

/// Where a chain of jumps stands.
#[derive(Clone, Copy)]
struct ChainState<B: 'static> {
    dirs: &'static [Dir],
    over: Target,
    chain: Chain,
    empty: B,
    jumped: B,
    enemy: B,
    mine: B,
    plain: bool,
}

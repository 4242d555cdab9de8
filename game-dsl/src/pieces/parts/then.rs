//! [`Then`]: two actions in one turn, the second played on the board the first left (two
//! placements; a step, then a placement). A sequence is a part itself, so sequences nest.

use super::{Found, Movers, Part, Phase, Scene, Turn};
use crate::bits::Bits;
use crate::pieces::Pieces;
use crate::pieces::board::Board;
use crate::pieces::path::{MAX_CELLS, Route};
use crate::pieces::rules::PieceRules;

/// Two actions in one turn: every move of `first`, each followed by every move of `second` on
/// the board it leaves, by the same side. A move's path is the first action's cells, then the
/// second's; the first action's moves all have the same number of cells ([`Part::fixed_len`]:
/// not a chain of jumps), so that the path splits where the second's begin.
///
/// With `optional`, a move of the first action alone is a move of the turn as well (the path
/// is then the first's cells alone); such a sequence ends a turn's actions, its moves having no
/// set number of cells.
///
/// With `unordered`, the actions are the same placement, whose order does not change the
/// board: each set of cells is one move, listed once (each placement after the one before it
/// in reading order, unless it could only go there once that one was placed, as a drop on top
/// of it); a pair is read in either order. (`first` is then the same placement, or a sequence
/// of them, itself unordered.)
///
/// ```
/// use game_dsl::pieces::{Place, Then};
/// // Two stones a turn (Connect6).
/// const STONE: Place = Place { shape: &[], rest: None, flank: &[] };
/// let two = Then { first: STONE, second: STONE, unordered: true, optional: false };
/// assert_eq!(game_dsl::pieces::Part::fixed_len(&two), Some(2));
/// // One or two stones: moves of one cell or two.
/// let one_or_two = Then { optional: true, ..two };
/// assert_eq!(game_dsl::pieces::Part::fixed_len(&one_or_two), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Then<A, B> {
    /// The first action.
    pub first: A,
    /// The action played after it.
    pub second: B,
    /// Whether the two are the same placement, so that the order of their cells is not part
    /// of the move.
    pub unordered: bool,
    /// Whether the second action may be left out: a move of the first alone ends the turn too
    /// (`then optional`).
    pub optional: bool,
}

impl<F: Part, S: Part> Then<F, S> {
    /// The turn of the first action: the turn's stones, no shot (a shot follows the last
    /// action), no spin.
    #[inline(always)]
    fn first_turn(&self, movers: Movers) -> Turn<F> {
        Turn {
            movers,
            part: self.first,
            shoot: &[],
            spin: &[],
        }
    }

    /// The turn of the second action: the turn's stones and shot (it follows the last
    /// action), no spin (the turn's, played after the whole sequence).
    #[inline(always)]
    fn second_turn(&self, turn: &Turn<Self>) -> Turn<S> {
        Turn {
            movers: turn.movers,
            part: self.second,
            shoot: turn.shoot,
            spin: &[],
        }
    }

    /// The cells of the first action's moves.
    #[inline(always)]
    fn split(&self) -> usize {
        self.first.fixed_len().unwrap_or(1)
    }

    /// The board after `first`, a move of the first action of the side to move of `pos`, and
    /// the scene of the second action on it (`phase` its moves').
    #[inline(always)]
    fn after_first<R: PieceRules>(
        &self,
        pos: &Pieces<R>,
        first: R::Path,
        movers: Movers,
        scene: &Scene<R::Bits>,
        phase: Phase,
    ) -> (Pieces<R>, Scene<R::Bits>) {
        let mut next = *pos;
        self.first.play(&mut next, first, first.len());
        let side = next.side as usize;
        let mine = next.stones[side];
        let scene = Scene {
            mine,
            movers: movers.among(mine, next.promoted),
            enemy: next.stones[side ^ 1],
            empty: next.empty(),
            tag: scene.tag,
            phase,
        };
        (next, scene)
    }
}

/// The cells `from..to` of `mv`, as a route of the same turn.
#[inline(always)]
fn cells_of<P: Route>(mv: P, from: usize, to: usize) -> P {
    (from..to).fold(P::new(mv.tag() as u8), |part, i| part.then(mv.cell(i)))
}

impl<F: Part, S: Part> Part for Then<F, S> {
    const MOVES_STONES: bool = F::MOVES_STONES;

    fn generate<R: PieceRules>(
        &self,
        turn: &Turn<Self>,
        pos: &Pieces<R>,
        scene: &Scene<R::Bits>,
        out: &mut R::Moves,
    ) {
        // A turn captures if either action does: when captures alone are wanted, the first
        // action's quiet moves stay, each followed by the second's captures.
        let first_phase = match scene.phase {
            Phase::Captures => Phase::All,
            phase => phase,
        };
        let mut firsts = R::Moves::default();
        self.first.generate(
            &self.first_turn(turn.movers),
            pos,
            &Scene {
                phase: first_phase,
                ..*scene
            },
            &mut firsts,
        );
        let second_turn = self.second_turn(turn);
        // The cells where the second action's moves begin before the first is played: an
        // unordered placement goes before the one placed last only where it could not have
        // gone first (a drop on top of it).
        let mut starts = R::Bits::ZERO;
        if self.unordered {
            let mut alone = R::Moves::default();
            self.second.generate(&second_turn, pos, scene, &mut alone);
            for mv in alone.iter() {
                starts |= R::Bits::cell(mv.cell(0));
            }
        }
        let each = self.second.fixed_len().unwrap_or(1);
        for &first in firsts.iter() {
            // The first action alone, where the second is optional (and the phase admits it).
            if self.optional && scene.phase.admits(first.captures()) {
                out.extend(Some(first));
            }
            let phase = match scene.phase {
                Phase::Captures if first.captures() => Phase::All,
                phase => phase,
            };
            let (next, after) = self.after_first(pos, first, turn.movers, scene, phase);
            if S::MOVES_STONES && after.movers.is_zero() {
                continue;
            }
            let mut seconds = R::Moves::default();
            self.second
                .generate(&second_turn, &next, &after, &mut seconds);
            for &second in seconds.iter() {
                // A path holds MAX_CELLS cells: a longer turn (a long chain of jumps after the
                // first action) is not listed, as a chain stops at that length.
                if first.len() + second.len() > MAX_CELLS {
                    continue;
                }
                let at = second.cell(0);
                if self.unordered
                    && at < first.cell(first.len().saturating_sub(each))
                    && starts.has(at)
                {
                    continue;
                }
                let mut mv = second.cells().fold(first, |mv, cell| mv.then(cell));
                if second.captures() {
                    mv = mv.capturing();
                }
                out.extend(Some(mv));
            }
        }
    }

    fn any<R: PieceRules>(
        &self,
        turn: &Turn<Self>,
        pos: &Pieces<R>,
        scene: &Scene<R::Bits>,
    ) -> Found {
        let first_turn = self.first_turn(turn.movers);
        match self.first.any(&first_turn, pos, scene) {
            Found::No => return Found::No,
            // A move of the first action is one of the turn's.
            found if self.optional => return found,
            _ => {}
        }
        // The second action after each of the first's moves, until one has a move.
        let mut firsts = R::Moves::default();
        self.first.generate(&first_turn, pos, scene, &mut firsts);
        let second_turn = self.second_turn(turn);
        let mut found = Found::No;
        for &first in firsts.iter() {
            let (next, after) = self.after_first(pos, first, turn.movers, scene, scene.phase);
            if S::MOVES_STONES && after.movers.is_zero() {
                continue;
            }
            match self.second.any(&second_turn, &next, &after) {
                Found::Yes => return Found::Yes,
                Found::Ask => found = Found::Ask,
                Found::No => {}
            }
        }
        found
    }

    #[inline(always)]
    fn play<R: PieceRules>(&self, pos: &mut Pieces<R>, mv: R::Path, moved: usize) -> bool {
        let split = self.split().min(moved);
        let first = self.first.play(pos, mv, split);
        if moved == split {
            // The first action alone (the second optional).
            return first;
        }
        let second = self
            .second
            .play(pos, cells_of(mv, split, moved), moved - split);
        first | second
    }

    fn fits<R: PieceRules>(&self, pos: &Pieces<R>, moved: &[u32], stone_fits: bool) -> bool {
        let split = self.split();
        if self.optional && moved.len() == split {
            return self.first.fits(pos, moved, stone_fits);
        }
        moved.len() > split
            && self.first.fits(pos, &moved[..split], stone_fits)
            && self.second.fits(pos, &moved[split..], true)
    }

    fn captures_in<B: Board, P: Route>(&self, mv: P, moved: usize, enemy: B) -> bool {
        let split = self.split().min(moved);
        self.first.captures_in(mv, split, enemy)
            || moved > split
                && self
                    .second
                    .captures_in(cells_of(mv, split, moved), moved - split, enemy)
    }

    fn taken<B: Board, P: Route>(&self, mv: P, moved: usize, enemy: B) -> B {
        let split = self.split().min(moved);
        let first = self.first.taken(mv, split, enemy);
        if moved == split {
            return first;
        }
        first
            | self
                .second
                .taken(cells_of(mv, split, moved), moved - split, enemy)
    }

    fn fills(&self) -> u32 {
        // Cells filled for good by each action: only when both fill some (a stone moved or
        // removed after a placement may leave a cell).
        match (self.first.fills(), self.second.fills()) {
            (0, _) | (_, 0) => 0,
            (first, _) if self.optional => first,
            (first, second) => first + second,
        }
    }

    fn fixed_len(&self) -> Option<usize> {
        if self.optional {
            return None;
        }
        Some(self.first.fixed_len()? + self.second.fixed_len()?)
    }

    fn swapped<P: Route>(&self, mv: P, moved: usize) -> Option<P> {
        let split = self.split();
        (self.unordered && moved == 2 * split).then(|| {
            let second = cells_of(mv, split, moved);
            let first = cells_of(mv, 0, split);
            first
                .cells()
                .fold(second, |swapped, cell| swapped.then(cell))
        })
    }
}

//! The move generator of pieces games: the turns of the side to move, each a part listing its
//! moves as shifts and masks over all the movers at once (steps, jumps, placements), or a ray of
//! shifts per stone (slides, shots). The turn lists are tuples, so that a generation is the
//! turns' own code one after the other.

use std::ops::ControlFlow;

use super::board::Board;
use super::parts::{Dir, Found, Part, Phase, Scene, Turn, TurnList, Visit};
use super::path::Route;
use super::rules::PieceRules;
use super::{Lately, NO_CELL, Pieces};
use crate::bits::Bits;
use crate::game::Game;

impl<R: PieceRules> Pieces<R> {
    /// The cells of the board ([`PieceRules::CELLS`]).
    #[inline(always)]
    pub(super) fn board() -> R::Bits {
        R::CELLS.get()
    }

    /// The empty cells.
    #[inline(always)]
    pub(super) fn empty(&self) -> R::Bits {
        Self::board() & !(self.stones[0] | self.stones[1] | self.blocked)
    }

    /// Visits the turns of the side to move now: the opening's turn of this ply (tagged 0), or
    /// the player's turns.
    #[inline(always)]
    pub(super) fn visit_turns<V: Visit>(&self, visit: &mut V) -> ControlFlow<()> {
        let ply = self.ply as usize;
        if ply < R::Opening::LEN {
            R::OPENING.at(ply, 0, visit)
        } else if self.side == 0 {
            R::X_TURNS.each(visit)
        } else {
            R::O_TURNS.each(visit)
        }
    }

    /// Visits the turn that made `mv` (of the side to move).
    #[inline(always)]
    pub(super) fn visit_turn_of<V: Visit>(&self, mv: R::Path, visit: &mut V) -> ControlFlow<()> {
        Self::visit_turn_at(self.ply, self.side, mv, visit)
    }

    /// Visits the turn that made `mv` at ply `ply`, `side` to move.
    #[inline(always)]
    pub(super) fn visit_turn_at<V: Visit>(
        ply: u16,
        side: u8,
        mv: R::Path,
        visit: &mut V,
    ) -> ControlFlow<()> {
        let ply = ply as usize;
        let tag = mv.tag();
        if ply < R::Opening::LEN {
            R::OPENING.at(ply, 0, visit)
        } else if side == 0 {
            let index = tag.min(R::XTurns::LEN.saturating_sub(1));
            R::X_TURNS.at(index, index as u8, visit)
        } else {
            let index = tag.min(R::OTurns::LEN.saturating_sub(1));
            R::O_TURNS.at(index, index as u8, visit)
        }
    }

    /// Appends every legal move to `out`, captures alone when they are compulsory and there is
    /// one.
    pub(super) fn generate(&self, out: &mut R::Moves) {
        if R::COMPULSORY && R::MAJORITY {
            let mut captures = R::Moves::default();
            self.generate_legal(&mut captures, Phase::Captures);
            if captures.is_empty() {
                self.generate_legal(out, Phase::Quiet);
            } else {
                self.keep_most(captures, out);
            }
        } else if R::COMPULSORY {
            self.generate_legal(out, Phase::Captures);
            if out.is_empty() {
                self.generate_legal(out, Phase::Quiet);
            }
        } else {
            self.generate_legal(out, Phase::All);
        }
    }

    /// Appends the moves of `phase` that the repetition rule allows: all of them, unless it
    /// forbids a board's repetition ([`PieceRules::REPEAT_FORBIDS`]), when each is played on a
    /// copy and kept if the board it makes has not occurred the times forbidden. A capture that
    /// would be compulsory is not, if the rule forbids it.
    #[inline(always)]
    fn generate_legal(&self, out: &mut R::Moves, phase: Phase) {
        if !R::REPEAT_FORBIDS {
            return self.generate_phase(out, phase);
        }
        let mut moves = R::Moves::default();
        self.generate_phase(&mut moves, phase);
        out.extend(moves.into_iter().filter(|&mv| {
            let mut next = *self;
            next.play(mv);
            !next.repeats_too_often()
        }));
    }

    /// Appends the captures of `captures` that take the most stones (the majority rule), once
    /// each: a capture that takes the same stones from the same cell to the same cell as one
    /// kept already, by another route, is the same move.
    fn keep_most(&self, captures: R::Moves, out: &mut R::Moves) {
        let enemy = self.stones[self.side as usize ^ 1];
        let mut most = 0;
        for &mv in captures.iter() {
            most = most.max(self.taken(mv, enemy).count());
        }
        let mut kept = 0;
        for &mv in captures.iter() {
            let taken = self.taken(mv, enemy);
            if taken.count() != most {
                continue;
            }
            let same = |&other: &R::Path| {
                other.cell(0) == mv.cell(0)
                    && other.last() == mv.last()
                    && self.taken(other, enemy) == taken
            };
            if mv.len() > 2 && out[out.len() - kept..].iter().any(same) {
                continue;
            }
            out.extend(Some(mv));
            kept += 1;
        }
    }

    /// The opponent's stones of `enemy` that `mv`, a move of the side to move, takes.
    #[inline(always)]
    fn taken(&self, mv: R::Path, enemy: R::Bits) -> R::Bits {
        let mut taken = Taken {
            mv,
            enemy,
            taken: R::Bits::ZERO,
        };
        let _ = self.visit_turn_of(mv, &mut taken);
        taken.taken
    }

    /// Appends the moves of `phase`.
    #[inline(always)]
    fn generate_phase(&self, out: &mut R::Moves, phase: Phase) {
        let _ = self.visit_turns(&mut Generate {
            pos: self,
            out,
            scene: self.scene(phase),
        });
    }

    /// The scene of a generation of `phase`, before a turn gives its movers and tag.
    #[inline(always)]
    fn scene(&self, phase: Phase) -> Scene<R::Bits> {
        let side = self.side as usize;
        let mine = self.stones[side];
        Scene {
            mine,
            movers: mine,
            enemy: self.stones[side ^ 1],
            empty: self.open(),
            tag: 0,
            phase,
        }
    }

    /// The empty cells the side to move may play on: all of them, but the cell a ko bars
    /// ([`PieceRules::KO`]).
    #[inline(always)]
    fn open(&self) -> R::Bits {
        let barred = self.lately.barred();
        if R::KO && barred != NO_CELL {
            self.empty() & !R::Bits::cell(u32::from(barred))
        } else {
            self.empty()
        }
    }

    /// `scene` for `turn`, tagged `tag`.
    #[inline(always)]
    fn turn_scene<A: Part>(
        &self,
        scene: &Scene<R::Bits>,
        turn: &Turn<A>,
        tag: u8,
    ) -> Scene<R::Bits> {
        Scene {
            movers: turn.movers.among(scene.mine, self.promoted),
            tag,
            ..*scene
        }
    }

    /// Whether the side to move has a legal move: the first cell of each part, without a list.
    pub(super) fn has_moves(&self) -> bool {
        if R::REPEAT_FORBIDS {
            // Whether a move is legal depends on the board it makes.
            let mut moves = R::Moves::default();
            self.generate(&mut moves);
            return !moves.is_empty();
        }
        let mut any = Any {
            pos: self,
            scene: self.scene(Phase::All),
            found: Found::No,
        };
        let _ = self.visit_turns(&mut any);
        match any.found {
            Found::Yes => true,
            Found::No => false,
            Found::Ask => {
                let mut moves = R::Moves::default();
                self.generate(&mut moves);
                !moves.is_empty()
            }
        }
    }

    /// Appends `mv`, a stone's move from `from` to `to`, or with a shot along `shoot`, one move
    /// per cell the shot can reach from `to` (the cell left being empty).
    #[inline(always)]
    pub(super) fn finish(
        &self,
        out: &mut R::Moves,
        shoot: &[Dir],
        mv: R::Path,
        from: u32,
        to: u32,
        empty: R::Bits,
    ) {
        if shoot.is_empty() {
            out.extend(Some(mv));
            return;
        }
        let empty = (empty | R::Bits::cell(from)) & !R::Bits::cell(to);
        for d in shoot {
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

/// Lists the moves of each turn.
struct Generate<'a, R: PieceRules> {
    pos: &'a Pieces<R>,
    out: &'a mut R::Moves,
    scene: Scene<R::Bits>,
}

impl<R: PieceRules> Visit for Generate<'_, R> {
    #[inline(always)]
    fn turn<A: Part>(&mut self, tag: u8, turn: &Turn<A>) -> ControlFlow<()> {
        let scene = self.pos.turn_scene(&self.scene, turn, tag);
        let first = self.out.len();
        turn.part.generate(turn, self.pos, &scene, self.out);
        if !turn.spin.is_empty() {
            spun(self.out, first, turn.spin.len());
        }
        ControlFlow::Continue(())
    }
}

/// Makes each move of `out` from `first` on into `spins` moves, one ending with each spin's
/// index: the moves of the first spin in place, then those of each other spin in turn.
#[inline]
fn spun<P: Route, M: std::ops::DerefMut<Target = [P]> + Extend<P>>(
    out: &mut M,
    first: usize,
    spins: usize,
) {
    let last = out.len();
    for spin in 1..spins {
        for i in first..last {
            let mv = out[i].then(spin as u32);
            out.extend(Some(mv));
        }
    }
    for mv in &mut out[first..last] {
        *mv = mv.then(0);
    }
}

/// Stops at the first turn that has a move, or cannot tell.
struct Any<'a, R: PieceRules> {
    pos: &'a Pieces<R>,
    scene: Scene<R::Bits>,
    found: Found,
}

impl<R: PieceRules> Visit for Any<'_, R> {
    #[inline(always)]
    fn turn<A: Part>(&mut self, tag: u8, turn: &Turn<A>) -> ControlFlow<()> {
        let scene = self.pos.turn_scene(&self.scene, turn, tag);
        if A::MOVES_STONES && scene.movers.is_zero() {
            return ControlFlow::Continue(());
        }
        self.found = turn.part.any(turn, self.pos, &scene);
        match self.found {
            Found::No => ControlFlow::Continue(()),
            Found::Yes | Found::Ask => ControlFlow::Break(()),
        }
    }
}

/// The opponent's stones a move takes, read by the turn that made it.
struct Taken<B, P> {
    mv: P,
    enemy: B,
    taken: B,
}

impl<B: Board, P: Route> Visit for Taken<B, P> {
    #[inline(always)]
    fn turn<A: Part>(&mut self, _: u8, turn: &Turn<A>) -> ControlFlow<()> {
        self.taken = turn.part.taken(self.mv, turn.moved(self.mv), self.enemy);
        ControlFlow::Break(())
    }
}

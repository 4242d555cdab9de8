//! [`After`]: an action followed by an [`Effect`] where its stone lands: custodial capture
//! ([`Custodial`]), conversion of the neighbours ([`Convert`]), or capture of the groups left
//! without a liberty ([`Enclose`]).

use std::fmt::Debug;

use super::{Dir, Found, Part, Phase, Scene, Turn};
use crate::bits::Bits;
use crate::pieces::board::{Board, Mask};
use crate::pieces::path::Route;
use crate::pieces::rules::PieceRules;
use crate::pieces::{Lately, Pieces};

/// What a stone that lands does to the opponent's stones around it: captures them (removes
/// them) or converts them (they become the mover's). Either way a move that acts on one is a
/// capture: searched first, counted by `quiet`, and compulsory under `capture: compulsory`.
pub trait Effect: Copy + Debug + 'static {
    /// Whether the stones it acts on are removed; otherwise they become the mover's.
    const REMOVES: bool;
    /// Whether it forbids some moves ([`allows`](Effect::allows)), as Go's rule against
    /// suicide does.
    const FORBIDS: bool = false;

    /// The stones of `theirs` it acts on, for a stone of `mine` that landed on `landed`, with
    /// `empty` the empty cells.
    fn acts_on<B: Board>(&self, landed: u32, mine: B, theirs: B, empty: B) -> B;

    /// Whether a move whose stone landed on `landed` is legal, with `mine` and `empty` the
    /// mover's stones and the empty cells once the effect acted. Every move is, by default.
    #[inline(always)]
    fn allows<B: Board>(&self, landed: u32, mine: B, empty: B) -> bool {
        let _ = (landed, mine, empty);
        true
    }

    /// For a stone placed on each empty cell at once: the cells where it is legal and those
    /// where it acts, with `mine`, `theirs` and `empty` the position's, as
    /// [`allows`](Effect::allows) and [`acts_on`](Effect::acts_on) would say one cell at a
    /// time; `None` where the effect has no such way (then each placement is judged alone).
    #[inline(always)]
    fn placements<B: Board>(&self, mine: B, theirs: B, empty: B) -> Option<(B, B)> {
        let _ = (mine, theirs, empty);
        None
    }

    /// The mover's own stones it takes once it acted, with `mine` and `empty` the mover's
    /// stones and the empty cells then: where suicide is a move (Tromp-Taylor's rules), the
    /// mover's group left without a liberty. None, by default.
    #[inline(always)]
    fn takes_own<B: Board>(&self, landed: u32, mine: B, empty: B) -> B {
        let _ = (landed, mine, empty);
        B::ZERO
    }

    /// The cell the opponent may not play on its next move, after a stone landed on `landed`
    /// among `theirs` (the opponent's stones before the effect) and the effect acted on
    /// `acted`: Go's ko. None, by default.
    #[inline(always)]
    fn bars<B: Board>(&self, landed: u32, theirs: B, acted: B) -> Option<u32> {
        let _ = (landed, theirs, acted);
        None
    }
}

/// Custodial capture: along each of `dirs` from the landed stone, a line of the opponent's
/// stones, `least` to `most` of them, closed right beyond by a stone of the mover's, is
/// captured: one stone (`1..=1`, tafl's and latrunculi's capture), a line of any number
/// (`1..=u32::MAX`, Hasami shogi's), or exactly two (`2..=2`, Pente's pairs). The cells of
/// `against`, while empty, close a line as a stone of the mover's does (tafl's hostile corners
/// and empty throne). Two masked shifts a direction for one stone, a shift a stone of the line
/// otherwise.
///
/// ```
/// use game_dsl::pieces::{Custodial, Dir, Effect, Mask};
/// // A row of four cells: left is -1 (from every cell but the first), right is +1.
/// const LEFT: Dir = Dir { offset: -1, from: Mask::bits(0b1110) };
/// const RIGHT: Dir = Dir { offset: 1, from: Mask::bits(0b0111) };
/// let custodial = Custodial { dirs: &[LEFT, RIGHT], least: 1, most: 1, against: Mask::EMPTY };
/// // A stone landing on cell 3, the opponent's on 2 and the mover's on 1: 2 is taken.
/// assert_eq!(custodial.acts_on(3, 0b1010u16, 0b0100, 0b0001), 0b0100);
/// // Nothing of the mover's beyond: nothing taken.
/// assert_eq!(custodial.acts_on(3, 0b1000u16, 0b0110, 0b0001), 0);
/// // Two of the opponent's between cells 3 and 0: a line, taken by lines of any number, or of
/// // exactly two, not by one stone alone.
/// assert_eq!(custodial.acts_on(3, 0b1001u16, 0b0110, 0), 0);
/// let lines = Custodial { most: u32::MAX, ..custodial };
/// assert_eq!(lines.acts_on(3, 0b1001u16, 0b0110, 0), 0b0110);
/// let pairs = Custodial { least: 2, most: 2, ..custodial };
/// assert_eq!(pairs.acts_on(3, 0b1001u16, 0b0110, 0), 0b0110);
/// assert_eq!(pairs.acts_on(3, 0b1010u16, 0b0100, 0b0001), 0);
/// // Cell 1 hostile: while it is empty, the opponent's stone on 2 is taken against it.
/// let hostile = Custodial { against: Mask::bits(0b0010), ..custodial };
/// assert_eq!(hostile.acts_on(3, 0b1000u16, 0b0100, 0b0011), 0b0100);
/// // Not while the opponent's stone stands on it.
/// assert_eq!(hostile.acts_on(3, 0b1000u16, 0b0110, 0b0001), 0);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Custodial {
    /// The directions along which the landed stone sandwiches.
    pub dirs: &'static [Dir],
    /// The fewest stones of a line taken.
    pub least: u32,
    /// The most stones of a line taken.
    pub most: u32,
    /// The cells that close a sandwich while empty, as a stone of the mover's would.
    pub against: Mask,
}

impl Effect for Custodial {
    const REMOVES: bool = true;

    #[inline(always)]
    fn acts_on<B: Board>(&self, landed: u32, mine: B, theirs: B, empty: B) -> B {
        let at = B::cell(landed);
        let mine = mine | (self.against.get::<B>() & empty);
        self.dirs.iter().fold(B::ZERO, |taken, d| {
            if self.most == 1 {
                return taken | (d.shift(at) & theirs & d.back(mine));
            }
            let (mut line, mut next, mut stones) = (B::ZERO, d.shift(at), 0);
            while stones < self.most && !(next & theirs).is_zero() {
                line |= next;
                next = d.shift(next);
                stones += 1;
            }
            if stones < self.least || (next & mine).is_zero() {
                taken
            } else {
                taken | line
            }
        })
    }
}

/// Conversion: each opponent's stone next to the landed stone along one of `dirs` becomes the
/// mover's (Ataxx's infection). One masked shift a direction.
///
/// ```
/// use game_dsl::pieces::{Convert, Dir, Effect, Mask};
/// const LEFT: Dir = Dir { offset: -1, from: Mask::bits(0b1110) };
/// const RIGHT: Dir = Dir { offset: 1, from: Mask::bits(0b0111) };
/// // A stone landing on cell 1 turns the opponent's on 0 and 2; 3 is not next to it.
/// assert_eq!(Convert { dirs: &[LEFT, RIGHT] }.acts_on(1, 0b0010u16, 0b1101, 0), 0b0101);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Convert {
    /// The directions of the neighbours it converts.
    pub dirs: &'static [Dir],
}

impl Effect for Convert {
    const REMOVES: bool = false;

    #[inline(always)]
    fn acts_on<B: Board>(&self, landed: u32, _: B, theirs: B, _: B) -> B {
        let at = B::cell(landed);
        self.dirs
            .iter()
            .fold(B::ZERO, |near, d| near | (d.shift(at) & theirs))
    }
}

/// Capture of enclosed groups (Go's): each group of the opponent's stones (joined along `dirs`)
/// next to the landed stone that has no liberty (no empty cell next to it along `dirs`) once the
/// stone landed is captured; a move that leaves the mover's own group without a liberty, once
/// those are taken, is not legal (suicide, as in OpenSpiel's `go`), or, with `suicide`, takes
/// that group (Tromp-Taylor's rules). A group is a flood fill of shifts: the stone grown by
/// one cell along every direction and masked by its side's stones until it stops growing.
///
/// ```
/// use game_dsl::pieces::{Dir, Effect, Enclose, Mask};
/// // A row of four cells.
/// const LEFT: Dir = Dir { offset: -1, from: Mask::bits(0b1110) };
/// const RIGHT: Dir = Dir { offset: 1, from: Mask::bits(0b0111) };
/// let enclose = Enclose { dirs: &[LEFT, RIGHT], ko: true, suicide: false };
/// // The mover lands on 3; the opponent's 1 and 2, shut in by the mover's 0: both taken.
/// assert_eq!(enclose.acts_on(3, 0b1001u16, 0b0110, 0), 0b0110);
/// // With cell 0 empty, they keep a liberty.
/// assert_eq!(enclose.acts_on(3, 0b1000u16, 0b0110, 0b0001), 0);
/// // A stone on 0 next to the opponent's 1, with no liberty and nothing taken: suicide.
/// assert!(!enclose.allows(0, 0b0001u16, 0));
/// // With 1 empty, a liberty; with the mover's 1 and an empty 2, its group's liberty.
/// assert!(enclose.allows(0, 0b0001u16, 0b0010));
/// assert!(enclose.allows(0, 0b0011u16, 0b0100));
/// // Every placement at once, as the legal cells and those that take: with the opponent's
/// // 1 alone, 0 is shut in (suicide) while 2 and 3 are legal; with the mover's 0 and the
/// // opponent's 1 and 2, 3 is legal and takes them.
/// assert_eq!(enclose.placements(0u16, 0b0010, 0b1101), Some((0b1100, 0)));
/// assert_eq!(enclose.placements(0b0001u16, 0b0110, 0b1000), Some((0b1000, 0b1000)));
/// // With `suicide`, that stone is a move, and its group is taken.
/// let suicide = Enclose { suicide: true, ..enclose };
/// assert!(suicide.allows(0, 0b0001u16, 0));
/// assert_eq!(suicide.takes_own(0, 0b0001u16, 0), 0b0001);
/// assert_eq!(suicide.takes_own(0, 0b0011u16, 0b0100), 0);
/// // A ko: the stone on 2 lands between the opponent's 1 and 3 and takes 1 alone, so the
/// // opponent may not retake at once on 1; taking two stones is no ko.
/// assert_eq!(enclose.bars(2, 0b1010u16, 0b0010), Some(1));
/// assert_eq!(enclose.bars(2, 0b1010u16, 0b1010), None);
/// // Without the rule, nothing is barred.
/// assert_eq!(Enclose { ko: false, ..enclose }.bars(2, 0b1010u16, 0b0010), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Enclose {
    /// The directions along which stones join and liberties are counted.
    pub dirs: &'static [Dir],
    /// Go's simple ko (`enclose DIRS ko`): a stone that lands where every neighbour is the
    /// opponent's and takes exactly one stone bars that stone's cell to the opponent on its
    /// next move.
    pub ko: bool,
    /// Suicide a move (`enclose DIRS suicide`): a stone that leaves its own group without a
    /// liberty, once the opponent's groups are taken, takes that group.
    pub suicide: bool,
}

impl Enclose {
    /// `cells` and their neighbours along the directions.
    #[inline(always)]
    fn grown<B: Board>(&self, cells: B) -> B {
        Dir::grown(self.dirs, cells)
    }

    /// The group of `stones` that holds `seed`.
    #[inline(always)]
    fn group<B: Board>(&self, seed: B, stones: B) -> B {
        Dir::fill(self.dirs, seed, stones)
    }

    /// Whether every direction's opposite is among the directions: then a cell is next to a
    /// group exactly when the group is next to it, which [`Effect::placements`] counts on.
    #[inline(always)]
    fn symmetric(&self) -> bool {
        self.dirs
            .iter()
            .all(|d| self.dirs.iter().any(|e| e.offset == -d.offset))
    }

    /// The cells with at least one neighbour in `near` along the directions, and those with
    /// two.
    #[inline(always)]
    fn next_to<B: Board>(&self, near: B) -> (B, B) {
        let (mut one, mut two) = (B::ZERO, B::ZERO);
        for d in self.dirs {
            let n = d.back(near);
            two |= one & n;
            one |= n;
        }
        (one, two)
    }

    /// Whether the group of `mine` that holds `landed` has a liberty among `empty`.
    #[inline(always)]
    fn breathes<B: Board>(&self, landed: u32, mine: B, empty: B) -> bool {
        let at = B::cell(landed);
        // A liberty of the stone itself settles it without a flood fill.
        !(self.grown(at) & empty).is_zero() || !(self.grown(self.group(at, mine)) & empty).is_zero()
    }
}

impl Effect for Enclose {
    const REMOVES: bool = true;
    const FORBIDS: bool = true;

    #[inline(always)]
    fn acts_on<B: Board>(&self, landed: u32, _: B, theirs: B, empty: B) -> B {
        let mut next_to = self.grown(B::cell(landed)) & theirs;
        let mut taken = B::ZERO;
        while !next_to.is_zero() {
            let group = self.group(B::cell(next_to.lowest()), theirs);
            next_to &= !group;
            if (self.grown(group) & empty).is_zero() {
                taken |= group;
            }
        }
        taken
    }

    #[inline(always)]
    fn allows<B: Board>(&self, landed: u32, mine: B, empty: B) -> bool {
        self.suicide || self.breathes(landed, mine, empty)
    }

    /// Each group that can be taken or can be left without a liberty is filled once: a stone
    /// next to two empty cells gives its group two liberties, and a placement next to an empty
    /// cell has a liberty of its own. A placement takes an enemy group whose only liberty it
    /// is (or one with none); without `suicide`, it is legal with a liberty of its own, a
    /// capture, or a group of the mover's beside it with a liberty besides the cell.
    #[inline(always)]
    fn placements<B: Board>(&self, mine: B, theirs: B, empty: B) -> Option<(B, B)> {
        if !self.symmetric() {
            return None;
        }
        let (breathing, roomy) = self.next_to(empty);
        let mut taken = B::ZERO;
        let mut left = theirs & !roomy;
        while !left.is_zero() {
            let group = self.group(B::cell(left.lowest()), theirs);
            left &= !group;
            if !(group & roomy).is_zero() {
                continue;
            }
            let liberties = self.grown(group) & empty;
            // Taken by a stone on its only liberty, or (with none) on any empty cell beside it.
            let reach = match liberties.count() {
                0 => empty,
                1 => liberties,
                _ => continue,
            };
            taken |= self.next_to(group).0 & reach;
        }
        let free = empty & breathing;
        if self.suicide {
            return Some((empty, taken));
        }
        let mut legal = free | taken;
        // The cells shut in by stones: legal where a group of the mover's beside them has
        // another liberty.
        let shut = empty & !legal;
        let (beside_shut, _) = self.next_to(shut);
        let mut left = mine & beside_shut;
        while !left.is_zero() {
            let group = self.group(B::cell(left.lowest()), mine);
            left &= !group;
            let liberties = self.grown(group) & empty;
            if liberties.count() >= 2 {
                legal |= liberties;
            }
        }
        Some((legal, taken))
    }

    #[inline(always)]
    fn takes_own<B: Board>(&self, landed: u32, mine: B, empty: B) -> B {
        if !self.suicide || self.breathes(landed, mine, empty) {
            return B::ZERO;
        }
        self.group(B::cell(landed), mine)
    }

    #[inline(always)]
    fn bars<B: Board>(&self, landed: u32, theirs: B, acted: B) -> Option<u32> {
        if !self.ko || acted.count() != 1 {
            return None;
        }
        let at = B::cell(landed);
        // Every neighbour on the board the opponent's, before the capture.
        let around = self.grown(at) & !at;
        (around & !theirs).is_zero().then(|| acted.lowest())
    }
}

/// An action (a step, a slide, a jump, a stone placed or dropped) followed by `effect` where
/// its stone lands: the effect is a part made of the action. Only the stone that moved acts: a
/// stone that moves between two of the opponent's is not captured by them.
///
/// ```
/// use game_dsl::pieces::{After, Custodial, Dir, Mask, Part, Step, Target};
/// const LEFT: Dir = Dir { offset: -1, from: Mask::bits(0b1110) };
/// let step = Step { dirs: &[LEFT], onto: Target::Empty };
/// let custodial = Custodial { dirs: &[LEFT], least: 1, most: 1, against: Mask::EMPTY };
/// let after = After { part: step, effect: custodial };
/// assert_eq!(after.fixed_len(), Some(2));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct After<A, E> {
    /// The action.
    pub part: A,
    /// What its stone does where it lands.
    pub effect: E,
}

impl<A: Part, E: Effect> After<A, E> {
    /// The turn of the action alone.
    #[inline(always)]
    fn inner(&self, turn: &Turn<Self>) -> Turn<A> {
        Turn {
            movers: turn.movers,
            part: self.part,
            shoot: turn.shoot,
            spin: turn.spin,
        }
    }

    /// What the effect makes of `mv`, a move of the action from `pos`: `None` if it forbids
    /// it, else whether it captures (or converts) where it lands. The board after the action is
    /// the mover's stones less the cell left, plus the landing; an effect that forbids plays an
    /// action that captures by itself (a jump) on a copy of the position.
    #[inline(always)]
    fn judge<R: PieceRules>(
        &self,
        mv: R::Path,
        moved: usize,
        pos: &Pieces<R>,
        scene: &Scene<R::Bits>,
    ) -> Option<bool> {
        let landed = mv.cell(moved - 1);
        let me = pos.side as usize;
        if E::FORBIDS {
            // A move that captures nothing itself only moves or adds the stone: the board after
            // it is read without a copy of the position (which keeps the boards of a
            // repetition rule, Go's whole game). One that captures is played on a copy.
            let (mine, theirs, empty) = if mv.captures() {
                let mut after = *pos;
                self.part.play(&mut after, mv, moved);
                (after.stones[me], after.stones[me ^ 1], after.empty())
            } else {
                let left = if A::MOVES_STONES {
                    R::Bits::cell(mv.cell(0))
                } else {
                    R::Bits::ZERO
                };
                let at = R::Bits::cell(landed);
                // The empty cells of the position, a cell a ko bars among them: a liberty.
                let empty = (pos.empty() | left) & !at;
                ((pos.stones[me] & !left) | at, pos.stones[me ^ 1], empty)
            };
            let acted = self.effect.acts_on(landed, mine, theirs, empty);
            let (mine, empty) = if E::REMOVES {
                (mine, empty | acted)
            } else {
                (mine | acted, empty)
            };
            return self
                .effect
                .allows(landed, mine, empty)
                .then_some(!acted.is_zero());
        }
        let left = if A::MOVES_STONES {
            R::Bits::cell(mv.cell(0))
        } else {
            R::Bits::ZERO
        };
        let at = R::Bits::cell(landed);
        let mine = (scene.mine & !left) | at;
        let empty = (scene.empty | left) & !at;
        Some(
            !self
                .effect
                .acts_on(landed, mine, scene.enemy, empty)
                .is_zero(),
        )
    }
}

impl<A: Part, E: Effect> Part for After<A, E> {
    const MOVES_STONES: bool = A::MOVES_STONES;

    #[inline(always)]
    fn generate<R: PieceRules>(
        &self,
        turn: &Turn<Self>,
        pos: &Pieces<R>,
        scene: &Scene<R::Bits>,
        out: &mut R::Moves,
    ) {
        let inner = self.inner(turn);
        if scene.phase == Phase::All && !E::FORBIDS {
            let from = out.len();
            self.part.generate(&inner, pos, scene, out);
            // The moves that capture where they land are captures: searched first, counted by
            // `quiet`.
            for mv in &mut out[from..] {
                if !mv.captures() && self.judge(*mv, turn.moved(*mv), pos, scene) == Some(true) {
                    *mv = mv.capturing();
                }
            }
            return;
        }
        // The moves of the action that the effect allows; under compulsory capture, those that
        // capture, by the action's own rule or where they land, or those that capture neither
        // way.
        let all = Scene {
            phase: Phase::All,
            ..*scene
        };
        let mut moves = R::Moves::default();
        self.part.generate(&inner, pos, &all, &mut moves);
        // A stone placed that captures nothing by itself is judged from masks of every cell
        // at once, where the effect has them.
        let me = pos.side as usize;
        let placements = if E::FORBIDS && !A::MOVES_STONES {
            self.effect
                .placements(pos.stones[me], pos.stones[me ^ 1], pos.empty())
        } else {
            None
        };
        out.extend(moves.into_iter().filter_map(|mv| {
            let moved = turn.moved(mv);
            let judged = match placements {
                Some((legal, acts)) if !mv.captures() => {
                    let landed = mv.cell(moved - 1);
                    legal.has(landed).then(|| acts.has(landed))
                }
                _ => self.judge(mv, moved, pos, scene),
            };
            let captures = mv.captures() | judged?;
            scene
                .phase
                .admits(captures)
                .then(|| if captures { mv.capturing() } else { mv })
        }));
    }

    #[inline(always)]
    fn any<R: PieceRules>(
        &self,
        turn: &Turn<Self>,
        pos: &Pieces<R>,
        scene: &Scene<R::Bits>,
    ) -> Found {
        if scene.phase == Phase::All && !E::FORBIDS {
            self.part.any(&self.inner(turn), pos, scene)
        } else {
            Found::Ask
        }
    }

    #[inline(always)]
    fn play<R: PieceRules>(&self, pos: &mut Pieces<R>, mv: R::Path, moved: usize) -> bool {
        let captured = self.part.play(pos, mv, moved);
        let me = pos.side as usize;
        let (mine, theirs, empty) = (pos.stones[me], pos.stones[me ^ 1], pos.empty());
        let landed = mv.cell(moved - 1);
        let acted = self.effect.acts_on(landed, mine, theirs, empty);
        let own = self.effect.takes_own(landed, mine, empty | acted);
        if acted.is_zero() && own.is_zero() {
            return captured;
        }
        if let Some(cell) = self.effect.bars(landed, theirs, acted) {
            pos.lately.set_barred(cell as u16);
        }
        pos.stones[me ^ 1] &= !acted;
        if E::REMOVES {
            pos.promoted &= !(acted | own);
            pos.stones[me] &= !own;
        } else {
            pos.stones[me] |= acted;
        }
        true
    }

    fn fits<R: PieceRules>(&self, pos: &Pieces<R>, moved: &[u32], stone_fits: bool) -> bool {
        self.part.fits(pos, moved, stone_fits)
    }

    fn captures_in<B: Board, P: Route>(&self, mv: P, moved: usize, enemy: B) -> bool {
        mv.captures() || self.part.captures_in(mv, moved, enemy)
    }

    fn fills(&self) -> u32 {
        // A capture empties cells: no cell is filled for good. A conversion keeps them full.
        if E::REMOVES { 0 } else { self.part.fills() }
    }

    fn fixed_len(&self) -> Option<usize> {
        self.part.fixed_len()
    }

    fn swapped<P: Route>(&self, mv: P, moved: usize) -> Option<P> {
        self.part.swapped(mv, moved)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pieces::Mask;
    use proptest::prelude::*;

    /// The four orthogonal steps of a 6 x 6 board, bit `row * 6 + column`.
    const fn orthogonal() -> [Dir; 4] {
        let mut left = 0u64;
        let mut right = 0u64;
        let mut i = 0;
        while i < 36 {
            if i % 6 != 0 {
                left |= 1 << i;
            }
            if i % 6 != 5 {
                right |= 1 << i;
            }
            i += 1;
        }
        let all = (1u64 << 36) - 1;
        [
            Dir {
                offset: -1,
                from: Mask::bits(left as u128),
            },
            Dir {
                offset: 1,
                from: Mask::bits(right as u128),
            },
            Dir {
                offset: -6,
                from: Mask::bits((all & !0b11_1111) as u128),
            },
            Dir {
                offset: 6,
                from: Mask::bits((all >> 6) as u128),
            },
        ]
    }

    const ORTHOGONAL: [Dir; 4] = orthogonal();

    proptest! {
        /// `placements` says for every empty cell at once what `allows` and `acts_on` say of a
        /// stone placed on it, with and without suicide.
        #[test]
        fn placements_judge_every_cell_as_one_at_a_time(cells in proptest::collection::vec(0u8..3, 36), suicide: bool) {
            let (mut mine, mut theirs) = (0u64, 0u64);
            for (i, &c) in cells.iter().enumerate() {
                match c {
                    1 => mine |= 1 << i,
                    2 => theirs |= 1 << i,
                    _ => {}
                }
            }
            let empty = !(mine | theirs) & ((1 << 36) - 1);
            let enclose = Enclose { dirs: &ORTHOGONAL, ko: false, suicide };
            let (legal, acts) = enclose.placements(mine, theirs, empty).unwrap();
            for cell in 0..36 {
                if empty >> cell & 1 == 0 {
                    continue;
                }
                let at = 1u64 << cell;
                let (after, space) = (mine | at, empty & !at);
                let acted = enclose.acts_on(cell, after, theirs, space);
                prop_assert_eq!(acts >> cell & 1 == 1, acted != 0, "cell {}", cell);
                let allowed = enclose.allows(cell, after, space | acted);
                prop_assert_eq!(legal >> cell & 1 == 1, allowed, "cell {}", cell);
            }
        }
    }
}

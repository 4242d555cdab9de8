//! The parts a pieces game's moves are made of. Each primitive (a step, a slide, a slide by the
//! count of its line, a jump, a hop, a placement, a removal) is one type implementing [`Part`]: how it
//! lists its moves, whether it has one, how a move of it is played and read; it lives in its own
//! file, as does what may follow it in a turn, a block turned ([`Spin`]). A sequence of two
//! actions in one turn is a part too, [`Then`], so that sequences nest. The pieces they share are
//! here: the directions ([`Dir`]), what a stone may move onto ([`Target`]), how jumps chain
//! ([`Chain`]), which stones move ([`Movers`]), the board a generation sees ([`Scene`]) and a kind
//! of turn ([`Turn`]); a player's turns are a [`TurnList`], a tuple of turns of any parts. An
//! effect where an action's stone lands ([`Effect`]: [`Custodial`] capture, [`Convert`]) is a
//! part made of that action, [`After`].
//!
//! The `game!` macro writes the turns as constants, so that a generation is the game's own code:
//! every turn of the list unrolled, each part a few shifts and masks.

mod after;
mod counted;
mod far_jump;
mod hop;
mod jump;
mod list;
mod place;
mod remove;
mod slide;
mod spin;
mod step;
mod then;

pub use after::{After, Convert, Custodial, Effect, Enclose};
pub use counted::CountedSlide;
pub use far_jump::FarJump;
pub use hop::Hop;
pub use jump::Jump;
pub use list::{TurnList, Visit};
pub use place::Place;
pub use remove::Remove;
pub use slide::Slide;
pub use spin::Spin;
pub use step::Step;
pub use then::Then;

use std::fmt::Debug;

use super::Pieces;
use super::board::{Board, Mask};
use super::path::Route;
use super::rules::PieceRules;

/// A direction on the board as the generator uses it: how far a bit index moves for one step,
/// and the cells that have a neighbour that way (so that no step wraps around an edge).
///
/// ```
/// use game_dsl::pieces::{Dir, Mask};
/// // Up on a 3-column board of 3 rows: every cell but the top row's.
/// let up = Dir { offset: -3, from: Mask::bits(0b111_111_000) };
/// assert_eq!(up.shift(0b000_010_000u16), 0b000_000_010);
/// assert_eq!(up.shift(0b000_000_010u16), 0);
/// assert_eq!(up.back(0b000_000_010u16), 0b000_010_000);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Dir {
    /// The change of bit index for one step (`dy * width + dx`).
    pub offset: i32,
    /// The cells from which one step this way stays on the board.
    pub from: Mask,
}

impl Dir {
    /// The cells of `cells` moved one step this way (those that would leave the board dropped).
    #[inline(always)]
    pub fn shift<B: Board>(self, cells: B) -> B {
        let cells = cells & self.from.get::<B>();
        if self.offset > 0 {
            cells << self.offset as u32
        } else {
            cells >> (-self.offset) as u32
        }
    }

    /// The cells whose neighbour this way is in `cells`.
    #[inline(always)]
    pub fn back<B: Board>(self, cells: B) -> B {
        let moved = if self.offset > 0 {
            cells >> self.offset as u32
        } else {
            cells << (-self.offset) as u32
        };
        moved & self.from.get::<B>()
    }

    /// `cells` and their neighbours along each of `dirs`.
    ///
    /// ```
    /// use game_dsl::pieces::{Dir, Mask};
    /// const LEFT: Dir = Dir { offset: -1, from: Mask::bits(0b1110) };
    /// const RIGHT: Dir = Dir { offset: 1, from: Mask::bits(0b0111) };
    /// assert_eq!(Dir::grown(&[LEFT, RIGHT], 0b0100u16), 0b1110);
    /// ```
    #[inline(always)]
    pub fn grown<B: Board>(dirs: &[Dir], cells: B) -> B {
        dirs.iter().fold(cells, |grown, d| grown | d.shift(cells))
    }

    /// The cells of `within` joined to `seed` along `dirs` through cells of `within`, `seed`
    /// included (a flood fill of shifts: each round grows the set by all its neighbours).
    ///
    /// ```
    /// use game_dsl::pieces::{Dir, Mask};
    /// const LEFT: Dir = Dir { offset: -1, from: Mask::bits(0b1110) };
    /// const RIGHT: Dir = Dir { offset: 1, from: Mask::bits(0b0111) };
    /// // From cell 3 through 2 and 1; cell 0 is not within.
    /// assert_eq!(Dir::fill(&[LEFT, RIGHT], 0b1000u16, 0b1110), 0b1110);
    /// assert_eq!(Dir::fill(&[LEFT, RIGHT], 0b1000u16, 0b1011), 0b1000);
    /// ```
    #[inline(always)]
    pub fn fill<B: Board>(dirs: &[Dir], seed: B, within: B) -> B {
        let mut filled = seed;
        loop {
            let next = Self::grown(dirs, filled) & within | seed;
            if next == filled {
                return filled;
            }
            filled = next;
        }
    }

    /// Whether `times` steps this way lead from cell `from` to cell `to` on the board.
    fn leads<B: Board>(self, from: u32, to: u32, times: i32) -> bool {
        let mut at = B::cell(from);
        for _ in 0..times {
            at = self.shift(at);
        }
        at.has(to) && !at.is_zero()
    }
}

/// What a stone may move onto, or jump over.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Target {
    /// An empty cell.
    Empty,
    /// An opponent's stone, which is captured (by replacement, or jumped over).
    Enemy,
    /// Either.
    Any,
}

impl Target {
    /// The cells this target allows, given the empty cells and the opponent's stones.
    #[inline(always)]
    pub fn cells<B: Board>(self, empty: B, enemy: B) -> B {
        match self {
            Target::Empty => empty,
            Target::Enemy => enemy,
            Target::Any => empty | enemy,
        }
    }

    /// Whether the target may be an opponent's stone.
    pub const fn captures(self) -> bool {
        !matches!(self, Target::Empty)
    }
}

/// How jumps chain within one turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Chain {
    /// One jump a turn.
    Single,
    /// The stone jumps again while it can, in any of the jump's directions (draughts): only
    /// whole chains are moves.
    Any,
    /// The stone may jump again in the same direction (Konane): every prefix is a move.
    Straight,
}

/// Which of the mover's stones a turn moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Movers {
    /// Every stone.
    All,
    /// The stones not promoted.
    Plain,
    /// The promoted stones (draughts kings).
    Promoted,
}

impl Movers {
    /// The movers among the stones `mine`, given the promoted stones.
    #[inline(always)]
    pub fn among<B: Board>(self, mine: B, promoted: B) -> B {
        match self {
            Movers::All => mine,
            Movers::Plain => mine & !promoted,
            Movers::Promoted => mine & promoted,
        }
    }
}

/// Which moves a generation lists: captures and the rest apart, for a game where capturing is
/// compulsory.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// Every move.
    All,
    /// The moves that capture.
    Captures,
    /// The moves that do not.
    Quiet,
}

impl Phase {
    /// The target a move onto `target` has in this phase, or `None` when no such move belongs
    /// to it.
    #[inline(always)]
    pub fn narrow(self, target: Target) -> Option<Target> {
        match (self, target) {
            (Phase::All, t) => Some(t),
            (Phase::Captures, Target::Empty) | (Phase::Quiet, Target::Enemy) => None,
            (Phase::Captures, _) => Some(Target::Enemy),
            (Phase::Quiet, _) => Some(Target::Empty),
        }
    }

    /// Whether a move that captures (or not) belongs to this phase.
    #[inline(always)]
    pub fn admits(self, captures: bool) -> bool {
        match self {
            Phase::All => true,
            Phase::Captures => captures,
            Phase::Quiet => !captures,
        }
    }
}

/// The board around the generation of one turn: the mover's stones, those that take the turn,
/// the opponent's, the empty cells, the turn's tag and the moves wanted.
#[derive(Clone, Copy, Debug)]
pub struct Scene<B> {
    /// The mover's stones.
    pub mine: B,
    /// The stones that take the turn.
    pub movers: B,
    /// The opponent's stones.
    pub enemy: B,
    /// The empty cells.
    pub empty: B,
    /// The tag of the turn's moves.
    pub tag: u8,
    /// The moves wanted.
    pub phase: Phase,
}

/// What the quick test of a part found: whether the side to move has a move of it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Found {
    /// A move.
    Yes,
    /// No move.
    No,
    /// Cannot tell without listing the moves (a shot needs a free line from where the stone
    /// lands).
    Ask,
}

impl Found {
    /// `Yes` or `No`.
    #[inline(always)]
    pub fn when(found: bool) -> Found {
        if found { Found::Yes } else { Found::No }
    }
}

/// One elementary action of a turn: a primitive of the rules. Each primitive is a type holding
/// its constants (directions, targets, cells) that lists its moves as shifts and masks, tests
/// whether it has one, plays and reads them; a turn list calls them with the part's type known,
/// so that nothing is matched at run time.
pub trait Part: Copy + Debug + 'static {
    /// Whether the part moves a stone already on the board (a step, a slide, a jump, a
    /// removal): without movers it has no move. A placement does not.
    const MOVES_STONES: bool = true;

    /// Appends the moves of `turn` (this part, maybe followed by a shot) that `scene` allows.
    fn generate<R: PieceRules>(
        &self,
        turn: &Turn<Self>,
        pos: &Pieces<R>,
        scene: &Scene<R::Bits>,
        out: &mut R::Moves,
    );

    /// Whether `turn` has a move in `scene` (of the position `pos`), quickly, without a list.
    fn any<R: PieceRules>(
        &self,
        turn: &Turn<Self>,
        pos: &Pieces<R>,
        scene: &Scene<R::Bits>,
    ) -> Found;

    /// Plays the part of `mv` that this part made (its first `moved` cells; the shot is
    /// played by the turn) for the side to move of `pos`. Returns whether it captured.
    fn play<R: PieceRules>(&self, pos: &mut Pieces<R>, mv: R::Path, moved: usize) -> bool;

    /// Whether the cells `moved` (a move's cells but its shot's) have the shape of a move of
    /// this part for the side to move of `pos`, whose stone on the first cell `stone_fits`
    /// the turn's movers or not. Whether the move is legal is for the caller to check.
    fn fits<R: PieceRules>(&self, pos: &Pieces<R>, moved: &[u32], stone_fits: bool) -> bool;

    /// Whether a move whose first `moved` cells this part made captures one of `enemy`.
    fn captures_in<B: Board, P: Route>(&self, mv: P, moved: usize, enemy: B) -> bool;

    /// The opponent's stones of `enemy` that a move whose first `moved` cells this part made
    /// takes (the majority rule counts them, and tells routes that take the same apart). By
    /// default the cell it lands on, if it captures there.
    #[inline(always)]
    fn taken<B: Board, P: Route>(&self, mv: P, moved: usize, enemy: B) -> B {
        if moved >= 2 && self.captures_in(mv, moved, enemy) {
            B::cell(mv.cell(moved - 1))
        } else {
            B::ZERO
        }
    }

    /// The cells a move of it fills for good (a placement's), 0 for a move of a stone.
    fn fills(&self) -> u32 {
        0
    }

    /// The number of cells every move of it has in its path, if it is the same for all (a
    /// step's two, a placement's shape), `None` where it varies (a chain of jumps): a
    /// [`Then`] splits its moves' paths by it.
    fn fixed_len(&self) -> Option<usize> {
        None
    }

    /// The same move written another way, where the part's rules make two paths one move (two
    /// placements in either order, [`Then`]): the notation reads either. `None` by default.
    fn swapped<P: Route>(&self, mv: P, moved: usize) -> Option<P> {
        let _ = (mv, moved);
        None
    }
}

/// A kind of turn: a part taken by some of the mover's stones, maybe followed by an arrow shot
/// from where the stone landed, then maybe by a rearrangement of the board of the mover's
/// choice (a block turned).
///
/// A move of the turn is a [`Path`] of the part's cells, then the shot's cell, then the index
/// of the spin in [`spin`](Turn::spin): [`after`](Turn::after) says how many entries follow
/// the part's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Turn<A: Part> {
    /// The stones that take it.
    pub movers: Movers,
    /// The part.
    pub part: A,
    /// After the part, a new stone that blocks its cell for good slides from the cell the
    /// stone reached along one of these directions (Amazons' arrow); none: no shot.
    pub shoot: &'static [Dir],
    /// Last, the mover rearranges the board by one of these (Pentago: each quadrant turned
    /// either way); none: the turn ends with the part (and the shot).
    pub spin: &'static [Spin],
}

impl<A: Part> Turn<A> {
    /// The entries of a move's path after the part's: the shot's cell, the spin's index.
    #[inline(always)]
    pub fn after(&self) -> usize {
        usize::from(!self.shoot.is_empty()) + usize::from(!self.spin.is_empty())
    }

    /// The part's cells of `mv`, a move of this turn (at least 1 when the path is shorter
    /// than a move of it: the caller checks its shape).
    #[inline(always)]
    pub fn moved<P: Route>(&self, mv: P) -> usize {
        mv.len().saturating_sub(self.after()).max(1)
    }

    /// The fewest cells a ply of this turn fills for good (a placement's shape, an arrow).
    pub fn fills(&self) -> u32 {
        match self.part.fills() {
            0 => u32::from(!self.shoot.is_empty()),
            filled => filled,
        }
    }
}

/// Whether a step along one of `dirs` onto `onto` has a move in `scene`: its first step does,
/// unless a shot must follow that might have no free line (then `Ask`).
#[inline(always)]
fn first_step<B: Board>(dirs: &[Dir], onto: Target, shoot: &[Dir], scene: &Scene<B>) -> Found {
    // A shot can always go back to the cell the stone left, if it may go that way: then the
    // stone can take the turn iff it can move.
    let shoots_back = dirs
        .iter()
        .all(|d| shoot.iter().any(|back| back.offset == -d.offset));
    if !shoot.is_empty() && !shoots_back {
        return Found::Ask;
    }
    let onto = onto.cells(scene.empty, scene.enemy);
    Found::when(
        dirs.iter()
            .any(|d| !(d.shift(scene.movers) & onto).is_zero()),
    )
}

/// Whether the cells `moved` are a stone's move from its first cell to its second along one of
/// `dirs`, up to `reach` steps.
fn one_move<B: Board>(dirs: &[Dir], moved: &[u32], reach: i32) -> bool {
    moved.len() == 2
        && dirs
            .iter()
            .any(|d| (1..=reach).any(|k| d.leads::<B>(moved[0], moved[1], k)))
}

/// Whether a stone that moved from `moved[0]` to `moved[1]` (and no further) took an enemy
/// stone there.
fn replaces<B: Board, P: Route>(mv: P, moved: usize, enemy: B) -> bool {
    moved == 2 && enemy.has(mv.cell(1))
}

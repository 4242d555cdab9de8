//! A declared game that is a family's state under a name of its own.
//!
//! Two families of the runtime keep a game's state in one generic type over the declaration's
//! rules: [`Pieces<R>`](crate::pieces::Pieces) and [`Kinds<R>`](crate::kinds::Kinds). The
//! `game!` macro does not name a game of theirs with a type alias of that generic type (which
//! belongs to this crate, so that the author's crate could not implement a trait of another
//! crate on it: the orphan rule), but declares a `#[repr(transparent)]` struct around it and
//! implements [`Declared`] on it; [`Game`] and [`Notation`] come from the state through the
//! implementations here, inlined away.

use std::fmt::Debug;
use std::hash::Hash;

use super::knowledge::{Endgame, Tactics};
use super::look::{KindName, Look, Tile, TileMove};
use super::notation::Notation;
use super::rules::Game;
use super::touch::Touch;
use super::{Ending, Player, Scoring};
use crate::error::{MoveError, PositionError};

/// A game type that wraps a family's state ([`Declared::State`]) and plays as it: the type the
/// `game!` macro declares for a game of parts or of kinds, which the declaring crate owns, so
/// that it can implement its own traits and other crates' on it (a program's `Bundled`, say).
///
/// ```
/// use game_dsl::{game, Declared, Game, GameExt, Notation};
/// game! {
///     /// A stone steps to a neighbouring cell, then a quadrant turns; three in a row wins.
///     pub Duel {
///         board: 4 x 4,
///         start: { X: [a4], O: [d1] },
///         moves: step orthogonal then rotate quadrants,
///         win: line 3,
///     }
/// }
/// // A trait of another crate (here the standard library's) on the declared game: allowed,
/// // because `Duel` is this crate's type.
/// impl std::str::FromStr for Duel {
///     type Err = game_dsl::PositionError;
///     fn from_str(text: &str) -> Result<Duel, Self::Err> {
///         Duel::parse_position(text)
///     }
/// }
/// let pos = Duel::start().play_sequence("a4a3:1+").unwrap();
/// let read: Duel = pos.position_string().parse().unwrap();
/// assert_eq!(read, pos);
/// assert_eq!(pos.state().legal_moves(), pos.legal_moves());
/// ```
pub trait Declared: Copy + Eq + Hash + Debug + Send + Sync + 'static {
    /// The family's state that plays the game.
    type State: Notation;

    /// The state of this position.
    fn state(&self) -> &Self::State;

    /// The state of this position, to change.
    fn state_mut(&mut self) -> &mut Self::State;

    /// The position of a state.
    fn declared(state: Self::State) -> Self;
}

impl<D: Declared> Game for D {
    type Move = <D::State as Game>::Move;
    type Moves = <D::State as Game>::Moves;
    type MoveIter = <D::State as Game>::MoveIter;

    const SCORING: Scoring = <D::State as Game>::SCORING;

    #[inline]
    fn start() -> Self {
        D::declared(D::State::start())
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn side_to_move(&self) -> Player {
        self.state().side_to_move()
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn ply(&self) -> u32 {
        self.state().ply()
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn moves(&self) -> Self::MoveIter {
        self.state().moves()
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn generate_moves(&self, moves: &mut Self::Moves) {
        self.state().generate_moves(moves)
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn play(&mut self, mv: Self::Move) {
        self.state_mut().play(mv)
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn terminal_value(&self) -> Option<i32> {
        self.state().terminal_value()
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn evaluate(&self) -> i32 {
        self.state().evaluate()
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn order_hint(&self, mv: Self::Move) -> i32 {
        self.state().order_hint(mv)
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn key(&self) -> u64 {
        self.state().key()
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn plies_left_bound(&self) -> u32 {
        self.state().plies_left_bound()
    }

    fn positions_bound() -> u64 {
        D::State::positions_bound()
    }

    #[inline]
    fn tactics() -> impl Tactics<Self> {
        OfState(D::State::tactics())
    }

    #[inline]
    fn endgame() -> impl Endgame<Self> {
        OfState(D::State::endgame())
    }
}

/// The state's knowledge, as the knowledge of the declared game.
struct OfState<K>(K);

impl<D: Declared, K: Tactics<D::State>> Tactics<D> for OfState<K> {
    #[inline]
    fn finds_wins(&self) -> bool {
        self.0.finds_wins()
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn winning_move(&self, pos: &D) -> Option<<D::State as Game>::Move> {
        self.0.winning_move(pos.state())
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn non_losing_moves(&self, pos: &D, moves: &mut <D::State as Game>::Moves) -> bool {
        self.0.non_losing_moves(pos.state(), moves)
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn threats_after(&self, pos: &D, mv: <D::State as Game>::Move) -> u32 {
        self.0.threats_after(pos.state(), mv)
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn threats_after_each(&self, pos: &D, moves: &[<D::State as Game>::Move], threats: &mut [u32]) {
        self.0.threats_after_each(pos.state(), moves, threats)
    }
}

impl<D: Declared, K: Endgame<D::State>> Endgame<D> for OfState<K> {
    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn margin_bound(&self, pos: &D) -> u32 {
        self.0.margin_bound(pos.state())
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn value_ceiling(&self, pos: &D, alpha: i32) -> Option<i32> {
        self.0.value_ceiling(pos.state(), alpha)
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn exact_value_within(&self, pos: &D, alpha: i32, beta: i32) -> Option<(i32, u64)> {
        self.0.exact_value_within(pos.state(), alpha, beta)
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn moves_unless_over(&self, pos: &D, moves: &mut <D::State as Game>::Moves) -> Option<i32> {
        self.0.moves_unless_over(pos.state(), moves)
    }

    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn move_rank(&self, child: &D) -> i32 {
        self.0.move_rank(child.state())
    }
}

impl<D: Declared> Notation for D {
    const NAME: &'static str = <D::State as Notation>::NAME;
    const BOARD: Option<(usize, usize)> = <D::State as Notation>::BOARD;
    const LOOK: Look = <D::State as Notation>::LOOK;

    fn on_board(cell: usize) -> bool {
        D::State::on_board(cell)
    }

    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError> {
        self.state().parse_move(text)
    }

    fn format_move(&self, mv: Self::Move) -> String {
        self.state().format_move(mv)
    }

    fn touch(&self, mv: Self::Move) -> Option<Touch> {
        self.state().touch(mv)
    }

    fn must_capture(&self) -> bool {
        self.state().must_capture()
    }

    fn board_letters(&self) -> Option<Vec<char>> {
        self.state().board_letters()
    }

    fn hands(&self) -> Option<[Vec<(char, u32)>; 2]> {
        self.state().hands()
    }

    fn cell_name(cell: usize) -> Option<String> {
        D::State::cell_name(cell)
    }

    fn kinds() -> Vec<KindName> {
        D::State::kinds()
    }

    fn dropped(&self, mv: Self::Move) -> Option<char> {
        self.state().dropped(mv)
    }

    fn ending(&self) -> Option<Ending> {
        self.state().ending()
    }

    fn blocks_won(&self) -> Option<[u64; 2]> {
        self.state().blocks_won()
    }

    fn links(&self) -> Vec<[usize; 2]> {
        self.state().links()
    }

    fn walls(&self) -> Vec<[[usize; 2]; 2]> {
        self.state().walls()
    }

    fn tiles(&self) -> Vec<Tile> {
        self.state().tiles()
    }

    fn tile_move(&self, mv: Self::Move) -> Option<TileMove> {
        self.state().tile_move(mv)
    }

    fn parse_position(text: &str) -> Result<Self, PositionError> {
        D::State::parse_position(text).map(D::declared)
    }

    fn position_string(&self) -> String {
        self.state().position_string()
    }

    fn render(&self) -> String {
        self.state().render()
    }

    fn legend() -> &'static str {
        D::State::legend()
    }
}

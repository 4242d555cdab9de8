//! The rules of a game: what every search needs.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::DerefMut;

use super::knowledge::{Endgame, NoKnowledge, Tactics};
use super::{Player, Scoring};
use crate::moves::PackedMove;

/// A two-player, zero-sum, perfect-information game with alternating turns: its rules.
///
/// Positions are small `Copy` values: the searches use copy-make (copy the position, play the
/// move on the copy), which for bitboard positions costs a few machine words.
///
/// minimax, alpha-beta and perft need nothing else; the engine also asks for the game's
/// [`Tactics`] and [`Endgame`], which it has none of by default. Moves and positions as text are
/// [`Notation`](super::Notation)'s; [`GameExt`](super::GameExt) adds the conveniences.
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
///
/// game! {
///     /// Tic-tac-toe.
///     pub TicTacToe { board: 3 x 3, moves: place, win: line 3 }
/// }
///
/// let mut pos = TicTacToe::start();
/// assert_eq!(pos.legal_moves().len(), 9);
/// let centre = pos.parse_legal_move("5").unwrap();
/// pos.play(centre); // in place; `pos.after(centre)` would return the new position instead
/// assert_eq!(pos.legal_moves().len(), 8);
/// assert_eq!(pos.terminal_value(), None);
/// ```
///
/// A game written by hand implements the rules and [`Notation`](super::Notation), and runs in
/// every search (`tests/tests/hand_written.rs` has one).
pub trait Game: Copy + Eq + Hash + Debug + Send + Sync + 'static {
    /// A move: a small `Copy` value whose meaning is the game's, packable into 16 bits for the
    /// transposition table.
    type Move: PackedMove + Eq + Hash + Debug + Send + Sync + 'static;
    /// A list of moves with room for every move of any position the game's parser accepts,
    /// kept on the stack ([`MoveList`](crate::moves::MoveList)); where no useful bound exists,
    /// a list that spills to the heap beyond its stack room
    /// ([`SpillingList`](crate::moves::SpillingList)).
    type Moves: Default + DerefMut<Target = [Self::Move]> + Extend<Self::Move> + Debug + Clone;
    /// The legal moves of a position, generated lazily (for a bitboard, its set bits).
    type MoveIter: Iterator<Item = Self::Move>;

    /// How finished games are scored.
    const SCORING: Scoring;

    /// The starting position.
    fn start() -> Self;

    /// The player to move.
    fn side_to_move(&self) -> Player;

    /// Plies played since the start (for parsed positions: as far as the position tells).
    fn ply(&self) -> u32;

    /// The legal moves, in generation order. A finished game has no legal moves; a game with
    /// passes lists the pass as a move when it is the only one.
    fn moves(&self) -> Self::MoveIter;

    /// Appends every legal move to `moves` (which the caller passes empty): [`Game::moves`]
    /// into a list, which a game may fill faster than the iterator does.
    #[inline]
    fn generate_moves(&self, moves: &mut Self::Moves) {
        moves.extend(self.moves());
    }

    /// Plays a legal move, in place (see [`GameExt::after`](super::GameExt::after) for the
    /// position after a move, leaving this one as it is).
    fn play(&mut self, mv: Self::Move);

    /// `None` while the game goes on; for a finished game, its value for the side to move in
    /// the game's units: positive a win, negative a loss, 0 a draw. With [`Scoring::Distance`]
    /// the value is 1, 0 or -1; with [`Scoring::Margin`] it is the margin.
    fn terminal_value(&self) -> Option<i32>;

    /// Static evaluation for the side to move (positive is good for it). The magnitude must stay
    /// below [`crate::score::MAX_EVAL`].
    fn evaluate(&self) -> i32 {
        0
    }

    /// Move-ordering hint: moves with a higher hint are searched first.
    fn order_hint(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// A key of the position, side to move included, and of everything else that its value
    /// depends on (the plies played, in a game that is drawn after a number of plies): the
    /// transposition table takes positions of equal keys for the same. A game whose rules read
    /// the moves that led to a position (a repetition rule) may leave them out, as engines'
    /// tables do: positions equal but for their history then share an entry.
    fn key(&self) -> u64;

    /// An upper bound on the plies left before the game ends: the empty cells of a board that
    /// fills up, or the plies left before a game's limit on its length. The engine numbers the
    /// results still possible from it, and its window narrowing trusts it.
    fn plies_left_bound(&self) -> u32 {
        crate::score::MAX_DISTANCE as u32 - 1
    }

    /// How many positions the game can reach from its start, or a bound on it: the engine
    /// sizes its transposition table from it ([`Engine::new`](crate::Engine::new)). By default
    /// two choices a ply over the plies the start leaves, `2^plies`, so that tic-tac-toe counts
    /// 512 and Connect Four more than a table holds. A game that knows better says so: a
    /// declared pile game counts its positions exactly.
    ///
    /// ```
    /// use game_dsl::{game, Game};
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    /// game! { pub Nim { piles: [3, 4, 5], moves: take any, win: last_take } }
    ///
    /// assert_eq!(TicTacToe::positions_bound(), 1 << 9);
    /// assert_eq!(Nim::positions_bound(), 4 * 5 * 6 * 2); // the piles' counts, either side
    /// ```
    fn positions_bound() -> u64 {
        1u64.checked_shl(Self::start().plies_left_bound())
            .unwrap_or(u64::MAX)
    }

    /// The game's [`Tactics`], which the engine searches with: none by default.
    #[inline]
    fn tactics() -> impl Tactics<Self> {
        NoKnowledge
    }

    /// The game's [`Endgame`] knowledge, which the engine solves games scored by margin with:
    /// none by default.
    #[inline]
    fn endgame() -> impl Endgame<Self> {
        NoKnowledge
    }
}

//! What the engine may know of a game beyond its rules: capability traits with defaults.
//!
//! A game offers its knowledge through [`Game::tactics`] and [`Game::endgame`], which return a
//! value implementing the capability (a zero-sized one: the methods take the position). The
//! defaults return [`NoKnowledge`], whose every method says "cannot tell", and the engine then
//! searches every move. Generated games implement the capabilities on [`Knowledge<G>`], the
//! engine's knowledge of `G`, which is allowed from the crate that declares `G`.

use std::marker::PhantomData;

use super::rules::Game;

/// Tactics of games won by the move that completes a shape (a line, a connection, an occupied
/// goal): the engine plays a win at once, searches only the moves that do not lose at once, and
/// orders moves by the threats they make. Every method has a default that knows nothing.
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation, Tactics};
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
///
/// // X on 1 and 5, O on 2 and 4: X wins at once with 9.
/// let pos = TicTacToe::start().play_sequence("1 2 5 4").unwrap();
/// let win = TicTacToe::tactics().winning_move(&pos).unwrap();
/// assert_eq!(pos.format_move(win), "9");
/// ```
pub trait Tactics<G: Game> {
    /// Whether [`Tactics::winning_move`] finds the wins at once. A solve of a game scored by
    /// distance whose tactics do not first deepens a search a few plies, which finds a quick win
    /// (or loss) at once, before it bisects the values still possible. Generated games whose
    /// tactics find wins say so; the default is `false`.
    ///
    /// ```
    /// use game_dsl::{game, Game, NoKnowledge, Tactics};
    /// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
    ///
    /// assert!(TicTacToe::tactics().finds_wins());
    /// assert!(!Tactics::<TicTacToe>::finds_wins(&NoKnowledge));
    /// ```
    #[inline]
    fn finds_wins(&self) -> bool {
        false
    }

    /// A legal move of `pos` that wins at once, if there is one.
    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn winning_move(&self, _pos: &G) -> Option<G::Move> {
        None
    }

    /// Fills `moves` with the legal moves of `pos` that do not give the opponent a win at once,
    /// when the game can tell, and returns `true`; an empty list then means that every move
    /// loses at once (two threats, or one that cannot be blocked). Returns `false`, with `moves`
    /// untouched, for a game that cannot tell. Only asked when
    /// [`Tactics::winning_move`] found nothing.
    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn non_losing_moves(&self, _pos: &G, _moves: &mut G::Moves) -> bool {
        false
    }

    /// The number of threats (cells where one more stone would win) that `mv` creates for the
    /// player making it; moves that make more are searched first.
    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn threats_after(&self, _pos: &G, _mv: G::Move) -> u32 {
        0
    }

    /// [`Tactics::threats_after`] of each of `moves`, into `threats` (as long as `moves`). A
    /// game whose threats come from the whole board computes what the moves share once.
    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn threats_after_each(&self, pos: &G, moves: &[G::Move], threats: &mut [u32]) {
        for (threats, &mv) in threats.iter_mut().zip(moves) {
            *threats = self.threats_after(pos, mv);
        }
    }
}

/// The endgame of games scored by margin ([`Scoring::Margin`](super::Scoring::Margin)): bounds
/// of the final margin, a cheap ceiling of a position's value, and the game's own search of its
/// last plies. Values are in the units of [`Game::terminal_value`], for the side to move. Every
/// method has a default that knows nothing.
pub trait Endgame<G: Game> {
    /// An upper bound on the magnitude of the final margin: the engine numbers the results
    /// between its opposite and itself. Games whose margin counts cells return their number.
    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn margin_bound(&self, _pos: &G) -> u32 {
        crate::score::MAX_DISTANCE as u32
    }

    /// An upper bound of the value of `pos` at or below `alpha`, when the game can show one
    /// cheaply (Othello: the opponent's stones that no move can flip); `None` otherwise. A bound
    /// ends the search of the position: it cannot do better than `alpha`.
    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn value_ceiling(&self, _pos: &G, _alpha: i32) -> Option<i32> {
        None
    }

    /// The exact value of `pos` inside the window `(alpha, beta)` (fail-soft: a value at or
    /// below `alpha` is an upper bound, one at or above `beta` a lower bound), with the number
    /// of positions visited (`pos` included), when the game searches it faster than the engine
    /// would (Othello's last few empty cells, over the stones alone); `None` otherwise.
    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn exact_value_within(&self, _pos: &G, _alpha: i32, _beta: i32) -> Option<(i32, u64)> {
        None
    }

    /// [`Game::terminal_value`] if the game is over; else `None`, with every legal move appended
    /// to `moves` (passed empty). A game that finds both from one move generation (one that ends
    /// when neither side can move) says so here.
    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn moves_unless_over(&self, pos: &G, moves: &mut G::Moves) -> Option<i32> {
        let value = pos.terminal_value();
        if value.is_none() {
            pos.generate_moves(moves);
        }
        value
    }

    /// How good the move that led to `child` looks to the side that made it (the other side
    /// is to move in `child`), for ordering the moves of an exact solve: higher first. The
    /// default is fastest first, the fewer replies the better; a game can weigh its replies or
    /// add what else it knows (Othello: corners count twice, then stones held through the
    /// corners, then the empty cells next to the mover's stones).
    ///
    /// ```
    /// use game_dsl::{game, Endgame, Game, GameExt, NoKnowledge};
    /// game! { pub Tokens { pile: 5, moves: take 1..=2, win: last_take } }
    /// let child = Tokens::start().play_sequence("1").unwrap();
    /// assert_eq!(NoKnowledge.move_rank(&child), -2); // two replies
    /// ```
    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    fn move_rank(&self, child: &G) -> i32 {
        -(child.moves().count() as i32)
    }
}

/// No knowledge: the default of [`Game::tactics`] and [`Game::endgame`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct NoKnowledge;

impl<G: Game> Tactics<G> for NoKnowledge {}

impl<G: Game> Endgame<G> for NoKnowledge {}

/// The engine's knowledge of the game `G`: the type on which the crate that defines `G`
/// implements [`Tactics<G>`] and [`Endgame<G>`] (generated games do), returned by
/// [`Game::tactics`] and [`Game::endgame`].
///
/// ```
/// use game_dsl::{Game, GameExt, Knowledge, Tactics, Notation};
/// # #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)] struct Mine;
/// # impl Game for Mine {
/// #     type Move = game_dsl::Move;
/// #     type Moves = game_dsl::MoveList<game_dsl::Move, 1>;
/// #     type MoveIter = std::option::IntoIter<game_dsl::Move>;
/// #     const SCORING: game_dsl::Scoring = game_dsl::Scoring::Distance;
/// #     fn start() -> Self { Mine }
/// #     fn side_to_move(&self) -> game_dsl::Player { game_dsl::Player::First }
/// #     fn ply(&self) -> u32 { 0 }
/// #     fn moves(&self) -> Self::MoveIter { None.into_iter() }
/// #     fn play(&mut self, _: Self::Move) {}
/// #     fn terminal_value(&self) -> Option<i32> { Some(0) }
/// #     fn key(&self) -> u64 { 0 }
/// #     fn tactics() -> impl Tactics<Self> { Knowledge::new() }
/// # }
/// impl Tactics<Mine> for Knowledge<Mine> {
///     fn threats_after(&self, _pos: &Mine, _mv: game_dsl::Move) -> u32 {
///         1
///     }
/// }
/// // and in `impl Game for Mine`: fn tactics() -> impl Tactics<Self> { Knowledge::new() }
/// assert_eq!(Mine::tactics().threats_after(&Mine, game_dsl::Move::new(0)), 1);
/// ```
pub struct Knowledge<G>(PhantomData<fn(G)>);

impl<G> Knowledge<G> {
    /// The knowledge of `G`.
    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    pub const fn new() -> Knowledge<G> {
        Knowledge(PhantomData)
    }
}

impl<G> Default for Knowledge<G> {
    fn default() -> Self {
        Knowledge::new()
    }
}

impl<G> Clone for Knowledge<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G> Copy for Knowledge<G> {}

impl<G> std::fmt::Debug for Knowledge<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Knowledge<{}>", std::any::type_name::<G>())
    }
}

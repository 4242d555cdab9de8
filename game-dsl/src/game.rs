//! The contract between a game and the search algorithms.
//!
//! Generated code implements [`Game`]; every algorithm in this crate is generic over `G: Game`
//! and is monomorphized for each game, so a search calls the game's move generator and win check
//! directly, without dynamic dispatch.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::DerefMut;

use crate::error::{MoveError, PositionError};
use crate::moves::PackedMove;

/// One of the two players. `First` moves first and is written `X`; `Second` is written `O`.
///
/// ```
/// use game_dsl::Player;
/// assert_eq!(Player::First.opponent(), Player::Second);
/// assert_eq!(Player::Second.symbol(), 'O');
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Player {
    /// The player who moves first, written `X` (black in Othello).
    First,
    /// The player who moves second, written `O` (white in Othello).
    Second,
}

impl Player {
    /// The other player.
    #[inline]
    pub const fn opponent(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// 0 for the first player, 1 for the second: an index into per-player arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The player with the given index (0 or 1; any odd number is the second player).
    #[inline]
    pub const fn from_index(index: usize) -> Player {
        if index & 1 == 0 {
            Player::First
        } else {
            Player::Second
        }
    }

    /// The letter that stands for the player in boards and position strings.
    pub const fn symbol(self) -> char {
        match self {
            Player::First => 'X',
            Player::Second => 'O',
        }
    }

    /// Reads `X` or `O` (either case).
    pub fn from_symbol(c: char) -> Option<Player> {
        match c {
            'X' | 'x' => Some(Player::First),
            'O' | 'o' => Some(Player::Second),
            _ => None,
        }
    }
}

/// How the value of a finished game is scored.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Scoring {
    /// Win, draw or loss; a quicker win (and a slower loss) is better.
    Distance,
    /// Win, draw or loss by a margin (Othello's disc difference); a larger margin is better and
    /// the length of the game does not matter.
    Margin,
}

/// A two-player, zero-sum, perfect-information game with alternating turns.
///
/// Positions are small `Copy` values: the searches use copy-make (copy the position, play the
/// move on the copy), which for bitboard positions costs a few machine words.
///
/// ```
/// use game_dsl::{game, Game};
///
/// game! {
///     /// Tic-tac-toe.
///     pub TicTacToe { board: 3 x 3, moves: place, win: line 3 }
/// }
///
/// let mut pos = TicTacToe::start();
/// assert_eq!(pos.legal_moves().len(), 9);
/// let centre = pos.parse_legal_move("5").unwrap();
/// pos.play(centre);
/// assert_eq!(pos.legal_moves().len(), 8);
/// assert_eq!(pos.terminal_value(), None);
/// ```
pub trait Game: Copy + Eq + Hash + Debug + Send + Sync + 'static {
    /// A move: a small `Copy` value whose meaning is the game's, packable into 16 bits for the
    /// transposition table.
    type Move: PackedMove + Eq + Hash + Debug + Send + Sync + 'static;
    /// A list of moves with room for every move of any position, kept on the stack.
    type Moves: Default + DerefMut<Target = [Self::Move]> + Extend<Self::Move> + Debug + Clone;
    /// The legal moves of a position, generated lazily (for a bitboard, its set bits).
    type MoveIter: Iterator<Item = Self::Move>;

    /// The game's name as declared.
    const NAME: &'static str;
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

    /// Appends every legal move to `moves` (which the caller passes empty).
    #[inline]
    fn generate_moves(&self, moves: &mut Self::Moves) {
        moves.extend(self.moves());
    }

    /// [`Game::terminal_value`] if the game is over; else `None`, with every legal move appended
    /// to `moves` (passed empty). Games that find both from one move generation (a game that
    /// ends when neither side can move) override it.
    ///
    /// ```
    /// use game_dsl::{game, Game};
    /// game! { pub Tokens { pile: 1, moves: take 1..=2, win: last_take } }
    /// let mut moves = Default::default();
    /// assert_eq!(Tokens::start().moves_unless_over(&mut moves), None);
    /// assert_eq!(moves.len(), 1);
    /// let over = Tokens::start().play_sequence("1").unwrap();
    /// assert_eq!(over.moves_unless_over(&mut Default::default()), Some(-1));
    /// ```
    #[inline]
    fn moves_unless_over(&self, moves: &mut Self::Moves) -> Option<i32> {
        let value = self.terminal_value();
        if value.is_none() {
            self.generate_moves(moves);
        }
        value
    }

    /// Plays a legal move.
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

    /// A hash of the position, side to move included, and everything else that its value
    /// depends on (the plies played, in a game that is drawn after a number of plies): the
    /// transposition table takes positions of equal hashes for the same.
    fn hash(&self) -> u64;

    /// Move-ordering hint: moves with a higher hint are searched first.
    fn order_hint(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// Reads a move in the game's notation. Checks the syntax and the board's bounds, not
    /// legality: see [`Game::parse_legal_move`].
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;

    /// Writes a move in the game's notation.
    fn format_move(&self, mv: Self::Move) -> String;

    /// Reads a position string (see [`Game::position_string`]).
    fn parse_position(text: &str) -> Result<Self, PositionError>;

    /// The position as a one-line string that [`Game::parse_position`] reads back.
    fn position_string(&self) -> String;

    /// The position drawn for a person, several lines, with the notation's coordinates.
    fn render(&self) -> String;

    /// An upper bound on the plies left before the game ends: the empty cells of a board that
    /// fills up, or the plies left before a game's limit on its length. The engine bisects the
    /// score range between the values this allows, and its window narrowing trusts it.
    fn plies_left_bound(&self) -> u32 {
        crate::score::MAX_DISTANCE as u32 - 1
    }

    /// An upper bound on the magnitude of the final margin, for games scored by margin: the
    /// engine bisects the values between its opposite and itself. The default allows any
    /// margin the scores can carry; games whose margin counts cells return their number.
    fn margin_bound(&self) -> u32 {
        crate::score::MAX_DISTANCE as u32
    }

    /// The exact value of the position for the side to move, in the units of
    /// [`Game::terminal_value`] (with negamax: the value of the game played out perfectly), inside
    /// the window `(alpha, beta)` (fail-soft: a value at or below `alpha` is an upper bound of
    /// the true value, one at or above `beta` a lower bound), when the game can search it
    /// faster than the engine would, adding the positions it visits to `nodes` (this one
    /// included, as the engine counts them); `None` otherwise (the default). The engine asks for
    /// it in the last plies of a solve of a game scored by margin: games that flank search their
    /// last few empty cells over the stones alone, without the engine's bookkeeping.
    #[inline]
    fn exact_value_within(&self, _alpha: i32, _beta: i32, _nodes: &mut u64) -> Option<i32> {
        None
    }

    /// An upper bound of the value for the side to move (in the units of
    /// [`Game::terminal_value`]) at or below `alpha`, when the game can show one cheaply; `None`
    /// otherwise (the default). The engine asks for it in the solve of a game scored by margin,
    /// and a bound ends the search of the position (it cannot do better than `alpha`): games
    /// that flank count the opponent's stones that no move can flip.
    #[inline]
    fn value_ceiling(&self, _alpha: i32) -> Option<i32> {
        None
    }

    // Tactics. Games whose win is a line generate these from their threat bitboards; the
    // engine uses them for any game, and the defaults make it search every move.

    /// A legal move that wins at once, if there is one.
    #[inline]
    fn winning_move(&self) -> Option<Self::Move> {
        None
    }

    /// The number of threats (cells where one more stone would win) that `mv` creates for the
    /// player making it; the engine searches moves that make more threats first. 0 by default.
    #[inline]
    fn threats_after(&self, _mv: Self::Move) -> u32 {
        0
    }

    /// [`Game::threats_after`] of each of `moves`, into `threats` (as long as `moves`): the
    /// engine orders a position's moves with it. Games whose threats come from the whole board
    /// compute what the moves share once (the default asks [`Game::threats_after`] for each).
    #[inline]
    fn threats_after_each(&self, moves: &[Self::Move], threats: &mut [u32]) {
        for (threats, &mv) in threats.iter_mut().zip(moves) {
            *threats = self.threats_after(mv);
        }
    }

    /// Fills `moves` with the legal moves that do not give the opponent a win at once, when the
    /// game can tell, and returns `true`; an empty list then means that every move loses at once
    /// (the opponent has two threats, or a threat that cannot be blocked). Returns `false`, with
    /// `moves` untouched, for a game that cannot tell. Only called when
    /// [`Game::winning_move`] found nothing.
    #[inline]
    fn non_losing_moves(&self, _moves: &mut Self::Moves) -> bool {
        false
    }

    /// The legal moves, in generation order.
    #[inline]
    fn legal_moves(&self) -> Self::Moves {
        let mut moves = Self::Moves::default();
        self.generate_moves(&mut moves);
        moves
    }

    /// The position after `mv` (copy-make).
    #[inline]
    fn after(&self, mv: Self::Move) -> Self {
        let mut next = *self;
        next.play(mv);
        next
    }

    /// Whether the game is over.
    #[inline]
    fn is_over(&self) -> bool {
        self.terminal_value().is_some()
    }

    /// Reads a move and checks that it is legal here.
    fn parse_legal_move(&self, text: &str) -> Result<Self::Move, MoveError> {
        let mv = self.parse_move(text)?;
        if self.legal_moves().contains(&mv) {
            Ok(mv)
        } else if self.is_over() {
            Err(MoveError::GameOver {
                text: text.trim().to_string(),
            })
        } else {
            Err(MoveError::Illegal {
                text: text.trim().to_string(),
                legal: self
                    .legal_moves()
                    .iter()
                    .map(|&m| self.format_move(m))
                    .collect(),
            })
        }
    }

    /// Plays a sequence of moves from this position. Moves are separated by spaces or commas,
    /// or written back to back when the notation allows it (`21435`, `f5d6c3`).
    fn play_sequence(&self, sequence: &str) -> Result<Self, MoveError> {
        crate::moves::play_sequence(self, sequence)
    }
}

//! Integration tests of game-dsl live in `tests/`. This library re-exports what they share, the
//! [`conformance`] harness that every game passes (public for authors in
//! [`gamedsl::testing`]), and runs the README's and the docs' examples as doctests, so that they
//! cannot drift from the code.

pub use gamedsl::testing::{conformance, rng};

use game_dsl::perft::perft;
use game_dsl::{Game, GameExt, Notation};

/// The position `text` describes in `G`'s notation (FEN, SFEN, ...); panics with the game's
/// own message where it does not read.
///
/// ```
/// use game_dsl_tests::position;
/// use gamedsl::Chess;
/// let kings: Chess = position("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
/// # let _ = kings;
/// ```
pub fn position<G: Notation>(text: &str) -> G {
    G::parse_position(text).unwrap_or_else(|err| panic!("{err}"))
}

/// Asserts the perft counts of `pos` from depth 1: `expected[i]` at depth `i + 1`.
///
/// ```
/// use game_dsl::Game;
/// use game_dsl_tests::assert_perft;
/// use gamedsl::ConnectFour;
/// assert_perft(&ConnectFour::start(), &[7, 49, 343]);
/// ```
pub fn assert_perft<G: Game>(pos: &G, expected: &[u64]) {
    for (depth, &count) in (1..).zip(expected) {
        assert_eq!(perft(pos, depth), count, "perft({depth})");
    }
}

/// The legal moves of `pos`, written in the game's notation and sorted: what a test compares
/// with a plain reference's moves.
///
/// ```
/// use game_dsl_tests::sorted_moves;
/// use gamedsl::TicTacToe;
/// use game_dsl::Game;
///
/// assert_eq!(sorted_moves(&TicTacToe::start()).len(), 9);
/// ```
pub fn sorted_moves<G: Notation>(pos: &G) -> Vec<String> {
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&m| pos.format_move(m))
        .collect();
    moves.sort();
    moves
}

/// Plays `games` random games to their end in `kernel`'s game `K` and `general`'s `G`, one
/// declaration played by a kernel and by the general primitives, each move chosen among `K`'s
/// and played in `G` by its text: at every position the same legal moves (as text) and the same
/// value, and at the end of each game `finished` is called with both positions.
///
/// ```
/// use game_dsl::{Game, game};
/// // Hex on 5 x 5, kept off the connection kernel by `quiet: 25`.
/// game! { pub General { board: 5 x 5, moves: place, win: connect, quiet: 25 } }
/// let mut rng = game_dsl_tests::rng::Rng(7);
/// let mut ended = 0;
/// game_dsl_tests::side_by_side::<gamedsl::Hex5, General>(&mut rng, 20, |kernel, _| {
///     assert!(kernel.terminal_value().is_some());
///     ended += 1;
/// });
/// assert_eq!(ended, 20);
/// ```
pub fn side_by_side<K: Notation, G: Notation>(
    rng: &mut rng::Rng,
    games: usize,
    mut finished: impl FnMut(&K, &G),
) {
    for _ in 0..games {
        let (mut kernel, mut general) = (K::start(), G::start());
        loop {
            let text = kernel.position_string();
            assert_eq!(sorted_moves(&general), sorted_moves(&kernel), "{text}");
            assert_eq!(general.terminal_value(), kernel.terminal_value(), "{text}");
            if kernel.terminal_value().is_some() {
                finished(&kernel, &general);
                break;
            }
            let legal = kernel.legal_moves();
            let mv = legal[rng.below(legal.len())];
            let played = general.parse_move(&kernel.format_move(mv)).unwrap();
            kernel.play(mv);
            general.play(played);
        }
    }
}

/// Plays `games` random games side by side as [`side_by_side`] does, from the seed `seed`, and
/// checks at each end that both games give the same ending and that `G`'s position string
/// begins with `K`'s (the general primitives' may add counts of their own); returns X's wins,
/// O's wins and the draws.
///
/// ```
/// use game_dsl::game;
/// // Hex on 5 x 5, kept off the connection kernel by `quiet: 25`.
/// game! { pub General { board: 5 x 5, moves: place, win: connect, quiet: 25 } }
/// let [x, o, draws] = game_dsl_tests::outcomes_side_by_side::<gamedsl::Hex5, General>(20, 7);
/// assert_eq!((x + o, draws), (20, 0));
/// ```
pub fn outcomes_side_by_side<K: Notation, G: Notation>(games: usize, seed: u64) -> [usize; 3] {
    let mut ends = [0; 3];
    let mut rng = rng::Rng(seed);
    side_by_side::<K, G>(&mut rng, games, |kernel, general| {
        let text = kernel.position_string();
        assert_eq!(general.ending(), kernel.ending(), "{text}");
        assert!(general.position_string().starts_with(&text), "{text}");
        let value = kernel.terminal_value().expect("over");
        ends[first_player_outcome(value, kernel.side_to_move() == game_dsl::Player::First)] += 1;
    });
    ends
}

/// Where a finished game falls for X, the first player, as the random-game tests tally it:
/// 0 a win, 1 a loss, 2 a draw, from `value`, the result for the side to move, and whether
/// that side is X.
///
/// ```
/// use game_dsl_tests::first_player_outcome;
/// assert_eq!(first_player_outcome(-1, false), 0); // O to move has lost: X won
/// assert_eq!(first_player_outcome(-1, true), 1);
/// assert_eq!(first_player_outcome(0, true), 2);
/// ```
pub fn first_player_outcome(value: i32, first_to_move: bool) -> usize {
    let first = if first_to_move { value } else { -value };
    match first.signum() {
        1 => 0,
        -1 => 1,
        _ => 2,
    }
}

#[doc = include_str!("../../README.md")]
mod readme {}

#[doc = include_str!("../../docs/dsl.md")]
mod dsl_reference {}

#[doc = include_str!("../../docs/tutorial.md")]
mod tutorial {}

/// Whether the game type `$game` is played by the runtime's general pieces
/// (`game_dsl::pieces::Pieces`): a [`game_dsl::Declared`] game whose state is of that family,
/// rather than a kernel's type of its own. A macro, because it asks whether a concrete type
/// implements a trait (each method below is found for the type it fits, `Declared` first).
///
/// ```
/// use game_dsl::game;
/// game! { pub Line3 { board: 3 x 3, moves: place, win: line 3 } }
/// game! { pub Steps { board: 4 x 4, start: { X: [a4], O: [d1] },
///                     moves: step orthogonal then rotate quadrants, win: line 3 } }
/// assert!(!game_dsl_tests::played_by_pieces!(Line3));
/// assert!(game_dsl_tests::played_by_pieces!(Steps));
/// ```
#[macro_export]
macro_rules! played_by_pieces {
    ($game:ty) => {{
        #[allow(unused_imports)]
        use $crate::family::{OfDeclared as _, OfOwn as _};
        (&$crate::family::Probe::<$game>::new())
            .state_type()
            .is_some_and(|state| state.starts_with("game_dsl::pieces::Pieces<"))
    }};
}

/// The probe behind [`played_by_pieces!`]: the name of a declared game's state type, `None` for
/// a game of its own type.
#[doc(hidden)]
pub mod family {
    use std::marker::PhantomData;

    /// A game type to ask about.
    pub struct Probe<G>(PhantomData<G>);

    impl<G> Probe<G> {
        /// The probe of `G`.
        pub fn new() -> Self {
            Probe(PhantomData)
        }
    }

    impl<G> Default for Probe<G> {
        fn default() -> Self {
            Probe::new()
        }
    }

    /// Found first, on `Probe<G>` (the method's `&self` is the macro's `&Probe<G>`), where `G`
    /// is declared around a state.
    pub trait OfDeclared {
        /// The state's type name.
        fn state_type(&self) -> Option<&'static str>;
    }

    impl<G: game_dsl::Declared> OfDeclared for Probe<G> {
        fn state_type(&self) -> Option<&'static str> {
            Some(std::any::type_name::<G::State>())
        }
    }

    /// Found otherwise, on `&Probe<G>` (a further reference taken).
    pub trait OfOwn {
        /// None: the game is its own type.
        fn state_type(&self) -> Option<&'static str>;
    }

    impl<G> OfOwn for &Probe<G> {
        fn state_type(&self) -> Option<&'static str> {
            None
        }
    }
}

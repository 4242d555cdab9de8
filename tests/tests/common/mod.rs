//! What the test binaries share: the public benchmark data, read where it lies (never copied
//! into the repository), random positions, and the check that every search agrees with minimax.

use std::io::Write;
use std::path::PathBuf;

use game_dsl::analysis::analyze;
use game_dsl::engine::{Engine, Limits};
use game_dsl::search::Algorithm;
use game_dsl::{GameExt, Notation};

/// The benchmark data folder: `$GAME_DSL_DATA`, or `../shared/data` beside the workspace.
/// `None`, with a note in the test output, when it is absent; a panic instead when
/// `GAME_DSL_REQUIRE_DATA` is set (as `.ci/run` does), so that CI always runs these tests.
#[allow(dead_code)] // Not every test binary that includes this module uses it.
pub fn data_dir(test: &str) -> Option<PathBuf> {
    let dir = std::env::var_os("GAME_DSL_DATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/data"));
    if dir.is_dir() {
        return Some(dir);
    }
    if std::env::var_os("GAME_DSL_REQUIRE_DATA").is_some() {
        panic!(
            "{test}: benchmark data not found at {} (set GAME_DSL_DATA)",
            dir.display()
        );
    }
    // Written to standard output itself, in one piece, among the harness's own lines: the
    // harness keeps what `println!` prints for failing tests only, and a skip passes.
    let note = format!(
        "SKIPPED {test}: benchmark data not found at {} (set GAME_DSL_DATA; \
         GAME_DSL_REQUIRE_DATA=1 fails instead)\n",
        dir.display()
    );
    let _ = std::io::stdout().lock().write_all(note.as_bytes());
    None
}

/// The position after playing the `choices`-th legal move (modulo their number) at each ply,
/// stopping at the end of the game: random positions for property tests.
#[allow(dead_code)] // Not every test binary that includes this module uses it.
pub fn random_position<G: Notation>(start: G, choices: &[usize]) -> G {
    let mut pos = start;
    for &choice in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play(moves[choice % moves.len()]);
    }
    pos
}

/// Checks that alpha-beta (ordered or not), the engine and analysis return plain minimax's value
/// for `pos` searched `depth` plies deep, and that the engine's move achieves it.
#[allow(dead_code)] // Not every test binary that includes this module uses it.
pub fn check_agreement<G: Notation>(pos: &G, depth: u32) {
    let reference = Algorithm::Minimax.search(pos, depth);
    for algorithm in [Algorithm::AlphaBetaUnordered, Algorithm::AlphaBeta] {
        let result = algorithm.search(pos, depth);
        assert_eq!(
            result.score,
            reference.score,
            "{algorithm:?} at depth {depth} on {}",
            pos.position_string()
        );
        assert!(result.nodes <= reference.nodes);
    }
    let engine = Engine::<G>::with_table_bytes(1 << 20).search(pos, Limits::depth(depth));
    assert_eq!(
        engine.score,
        reference.score,
        "engine at depth {depth} on {}",
        pos.position_string()
    );
    // The move the engine names achieves that value (not just any move).
    if let Some(mv) = engine.best_move {
        let child = Algorithm::Minimax.search(&pos.after(mv), depth - 1);
        let value = game_dsl::score::from_child(G::SCORING, child.score);
        assert_eq!(
            value,
            reference.score,
            "engine's move at depth {depth} on {}",
            pos.position_string()
        );
    }
    let analysis = analyze(pos, depth, Algorithm::AlphaBeta);
    assert_eq!(
        analysis.score,
        reference.score,
        "analysis at depth {depth} on {}",
        pos.position_string()
    );
}

/// A game's rules written plainly in a test (cell arrays, no cleverness), for [`plain_perft`].
#[allow(dead_code)] // Not every test binary that includes this module uses it.
pub trait Plain: Clone {
    /// A move, as the reference writes it.
    type Move: Copy;
    /// The legal moves (none when the game is over).
    fn legal(&self) -> Vec<Self::Move>;
    /// Plays a legal move.
    fn play(&mut self, mv: Self::Move);
}

/// The leaves `depth` plies below `pos` in a [`Plain`] reference, to compare with the
/// generated game's perft.
#[allow(dead_code)] // Not every test binary that includes this module uses it.
pub fn plain_perft<P: Plain>(pos: &P, depth: u32) -> u64 {
    let legal = pos.legal();
    if depth <= 1 {
        return if depth == 0 { 1 } else { legal.len() as u64 };
    }
    legal
        .into_iter()
        .map(|mv| {
            let mut after = pos.clone();
            after.play(mv);
            plain_perft(&after, depth - 1)
        })
        .sum()
}

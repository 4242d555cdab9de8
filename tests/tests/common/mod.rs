//! Finding the public benchmark data, read where it lies (never copied into the repository).

use std::path::PathBuf;

/// The benchmark data folder: `$GAME_DSL_DATA`, or `../shared/data` beside the workspace.
/// `None`, with a note on standard error, when it is absent; a panic instead when
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
    eprintln!(
        "{test}: skipped, benchmark data not found at {} (set GAME_DSL_DATA)",
        dir.display()
    );
    None
}

/// The position after playing the `choices`-th legal move (modulo their number) at each ply,
/// stopping at the end of the game: random positions for property tests.
#[allow(dead_code)] // Not every test binary that includes this module uses it.
pub fn random_position<G: game_dsl::Game>(start: G, choices: &[usize]) -> G {
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

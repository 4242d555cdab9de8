//! Benchmark test sets: Pascal Pons' Connect Four sets, one position a line (the moves played
//! from the empty board as column digits, a space, the exact score).

use std::path::Path;

/// One position of a Connect Four test set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Connect4Case {
    /// The moves from the empty board, as column digits 1-7.
    pub moves: String,
    /// The exact score for the side to move, in the set's convention.
    pub score: i32,
}

/// Reads a Connect Four test set.
///
/// ```
/// use gamedsl::testsets::parse_connect4;
/// let cases = parse_connect4("4455 18\n\n2252576253462244111563365343671351441 -1\n").unwrap();
/// assert_eq!(cases.len(), 2);
/// assert_eq!(cases[0].score, 18);
/// assert!(parse_connect4("44x 3").is_err());
/// ```
pub fn parse_connect4(text: &str) -> Result<Vec<Connect4Case>, String> {
    text.lines()
        .enumerate()
        .filter_map(|(number, line)| {
            parse_connect4_line(line)
                .map_err(|e| format!("line {}: {e}", number + 1))
                .transpose()
        })
        .collect()
}

/// Reads one line of a Connect Four test set: `None` for a blank line.
///
/// ```
/// use gamedsl::testsets::parse_connect4_line;
/// assert_eq!(parse_connect4_line("4455 18").unwrap().unwrap().score, 18);
/// assert_eq!(parse_connect4_line("  ").unwrap(), None);
/// assert!(parse_connect4_line("44x 3").unwrap_err().starts_with("expected"));
/// ```
pub fn parse_connect4_line(line: &str) -> Result<Option<Connect4Case>, String> {
    if line.trim().is_empty() {
        return Ok(None);
    }
    let bad = || {
        format!(
            "expected `MOVES SCORE` (column digits 1-7, a space, a number), found `{}`",
            game_dsl::error::shown(line)
        )
    };
    let mut parts = line.split_whitespace();
    let moves = parts.next().ok_or_else(bad)?;
    let score = parts.next().and_then(|s| s.parse().ok()).ok_or_else(bad)?;
    if parts.next().is_some() || !moves.chars().all(|c| ('1'..='7').contains(&c)) {
        return Err(bad());
    }
    Ok(Some(Connect4Case {
        moves: moves.to_string(),
        score,
    }))
}

/// Reads a Connect Four test-set file.
pub fn read_connect4(path: &Path) -> Result<Vec<Connect4Case>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    parse_connect4(&text).map_err(|e| format!("{}: {e}", path.display()))
}

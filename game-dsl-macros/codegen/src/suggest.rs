//! "Did you mean ...?" for misspelt keywords, and lists of keywords for messages.

/// The candidate closest to `word` by edit distance, if it is close enough to be a likely
/// misspelling.
pub fn closest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    candidates
        .iter()
        .map(|&c| (edit_distance(word, c), c))
        .filter(|&(d, c)| d <= 2.min(c.len() / 2).max(1))
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

/// The message for an unknown word: ``unknown section `wins`; did you mean `win`?`` when a
/// candidate is close, else the list of candidates.
pub fn unknown(what: &str, plural: &str, word: &str, candidates: &[&str]) -> String {
    match closest(word, candidates) {
        Some(c) => format!("unknown {what} `{word}`; did you mean `{c}`?"),
        None if candidates.len() == 1 => {
            format!(
                "unknown {what} `{word}`; the only {what} is `{}`",
                candidates[0]
            )
        }
        None => format!(
            "unknown {what} `{word}`; the {plural} are {}",
            list(candidates, "and")
        ),
    }
}

/// `` `a`, `b` or `c` `` (or `and`).
pub fn list(words: &[&str], conjunction: &str) -> String {
    let quoted: Vec<String> = words.iter().map(|w| format!("`{w}`")).collect();
    match quoted.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {conjunction} {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// Levenshtein distance.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (diagonal + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(above + 1);
            diagonal = above;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_close_words_only() {
        assert_eq!(closest("wins", &["board", "win", "moves"]), Some("win"));
        assert_eq!(closest("bord", &["board", "win", "moves"]), Some("board"));
        assert_eq!(closest("colour", &["board", "win", "moves"]), None);
    }
}

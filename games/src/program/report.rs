//! Scores as the command line prints them: +1 win, 0 draw, -1 loss for the side to move (or the
//! margin), with the plies to the end; or a heuristic score.

use std::time::Duration;

use crate::registry::Bundled;
use game_dsl::Notation;
use game_dsl::score::{INFINITY, Score, Verdict, verdict};
use serde_json::{Value, json};

/// A score in the game's units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reported {
    /// +1 / 0 / -1 (or the margin) when proven, else the heuristic score.
    pub value: i32,
    /// Plies to the end under best play, for a proven win or loss.
    pub plies: Option<u32>,
    /// Whether the value is proven.
    pub exact: bool,
}

impl Reported {
    /// Reads a search score of `pos`, in the game's convention.
    pub fn of<G: Bundled>(pos: &G, score: Score, complete: bool) -> Reported {
        match verdict(G::SCORING, score, complete) {
            Verdict::Proven { value, plies } => Reported {
                value: pos.proven_score(value, plies),
                plies,
                exact: true,
            },
            Verdict::Heuristic(value) => Reported {
                value,
                plies: None,
                exact: false,
            },
        }
    }

    /// The value with its sign: `+18`, `0`, `-3`.
    pub fn signed(&self) -> String {
        if self.value > 0 {
            format!("+{}", self.value)
        } else {
            self.value.to_string()
        }
    }

    /// `+1 (win in 3 plies)`, `0 (draw)`, `5 (heuristic)`.
    pub fn text(&self) -> String {
        let value = self.signed();
        if !self.exact {
            return format!("{value} (heuristic)");
        }
        format!("{value} ({})", self.proven())
    }

    /// The text for `side`, saying what kind of score it is: `for X +1 (win in 3 plies,
    /// exact)`, `for O -24 (heuristic)`.
    pub fn for_side(&self, side: game_dsl::Player) -> String {
        let value = self.signed();
        let side = side.symbol();
        if self.exact {
            format!("for {side} {value} ({}, exact)", self.proven())
        } else {
            format!("for {side} {value} (heuristic)")
        }
    }

    /// What a proven value means: `draw`, `win in 3 plies`, `loss`.
    fn proven(&self) -> String {
        let plies = |n: u32| {
            if n == 1 {
                "1 ply".to_string()
            } else {
                format!("{n} plies")
            }
        };
        match (self.value.signum(), self.plies) {
            (0, _) => "draw".to_string(),
            (1, Some(n)) => format!("win in {}", plies(n)),
            (-1, Some(n)) => format!("loss in {}", plies(n)),
            (1, None) => "win".to_string(),
            _ => "loss".to_string(),
        }
    }

    /// The JSON fields `score`, `plies` and `exact`.
    pub fn json_fields(&self, object: &mut serde_json::Map<String, Value>) {
        object.insert("score".into(), json!(self.value));
        object.insert("plies".into(), json!(self.plies));
        object.insert("exact".into(), json!(self.exact));
    }
}

/// The range a stopped solve proved the value to lie in, in the game's units: `None` for an open
/// end (nothing proven on that side).
pub fn proven_bounds<G: Bundled>(
    pos: &G,
    (lower, upper): (Score, Score),
) -> (Option<Reported>, Option<Reported>) {
    let bound = |score: Score| (score.abs() < INFINITY).then(|| Reported::of(pos, score, true));
    (bound(lower), bound(upper))
}

/// `the value is between -3 (loss in 18 plies) and +5 (win in 12 plies)`, or what is known.
pub fn bounds_text(bounds: (Option<Reported>, Option<Reported>)) -> String {
    match bounds {
        (Some(lower), Some(upper)) if lower == upper => format!("the value is {}", lower.text()),
        (Some(lower), Some(upper)) => {
            format!("the value is between {} and {}", lower.text(), upper.text())
        }
        (Some(lower), None) => format!("the value is at least {}", lower.text()),
        (None, Some(upper)) => format!("the value is at most {}", upper.text()),
        (None, None) => "nothing is proven yet".to_string(),
    }
}

/// Milliseconds, for JSON and text.
pub fn millis(elapsed: Duration) -> f64 {
    // Whole microseconds: a time in JSON reads `26.729`, not `26.729000000000003`.
    elapsed.as_micros() as f64 / 1e3
}

/// A duration in the unit that suits it: `812.4 µs`, `36.2 ms`, `7.44 s`.
pub fn duration_text(elapsed: Duration) -> String {
    let micros = elapsed.as_secs_f64() * 1e6;
    if micros < 1e3 {
        format!("{micros:.1} µs")
    } else if micros < 1e6 {
        format!("{:.1} ms", micros / 1e3)
    } else {
        format!("{:.2} s", micros / 1e6)
    }
}

/// `1 node`, `12,345 nodes`.
pub fn nodes_text(nodes: u64) -> String {
    if nodes == 1 {
        "1 node".to_string()
    } else {
        format!("{} nodes", thousands(nodes))
    }
}

/// A move in the game's notation, or `-` for none.
pub fn move_text<G: Notation>(pos: &G, mv: Option<G::Move>) -> String {
    mv.map_or_else(|| "-".to_string(), |m| pos.format_move(m))
}

/// Prints a JSON object on one line.
pub fn print_json(value: Value) {
    println!("{value}");
}

/// A count with thousands separators: `549,946`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_durations_read_as_words() {
        assert_eq!(nodes_text(1), "1 node");
        assert_eq!(nodes_text(0), "0 nodes");
        assert_eq!(nodes_text(12_345), "12,345 nodes");
        assert_eq!(duration_text(Duration::from_nanos(812_449)), "812.4 µs");
        assert_eq!(duration_text(Duration::from_micros(36_240)), "36.2 ms");
        assert_eq!(duration_text(Duration::from_micros(7_444_545)), "7.44 s");
        assert_eq!(millis(Duration::from_nanos(26_729_000)), 26.729);
        assert_eq!(millis(Duration::from_nanos(26_729_999)), 26.729);
    }
}

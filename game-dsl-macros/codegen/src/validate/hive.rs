//! Checks of a game of the hive (`board: hive`, `pieces`, `royal`, `win: surround royal`,
//! `sides`, `pass`, `limit`), every mistake at its token, and its lowering to [`Hive`].

use syn::Ident;

use crate::ast::{Input, Number};
use crate::ast_hive::{BugDecl, HiveDecl, HiveValue, RoyalDecl};
use crate::errors::Errors;
use crate::hive_model::{Bug, Hive};

/// The most pieces a side has: 28 in all, so that the hive, plus a cell each side, is shorter
/// than the runtime's torus of 32 cells around (`hive::SIDE`) and never meets itself.
const PER_SIDE: u32 = 14;
/// The most cells a slide or a walk over the hive goes.
const MAX_STEPS: u32 = 7;

/// The sections of a game of the hive, each at most once.
#[derive(Default)]
struct Found<'a> {
    sides: Option<(&'a Ident, &'a Ident)>,
    pieces: Option<(&'a Ident, &'a [BugDecl])>,
    royal: Option<(&'a Ident, &'a RoyalDecl)>,
    win: bool,
    pass: Option<&'a Ident>,
    limit: Option<Number>,
    /// Whether `end: custom PATH` was seen (its path goes to the game, through
    /// `FamilyDecl::custom_end`).
    end: bool,
}

/// Checks a declaration of the hive and lowers it, or collects its errors; the sides' names as
/// the declaration gives them.
pub(super) fn lower(
    input: &Input,
    decl: &HiveDecl,
    errors: &mut Errors,
) -> (Option<Hive>, Option<[String; 2]>) {
    for error in &decl.errors {
        errors.push(error.clone());
    }
    let mut f = Found::default();
    let mut board = false;
    for section in &decl.sections {
        let key = &section.key;
        let duplicate = match &section.value {
            HiveValue::Board => std::mem::replace(&mut board, true),
            HiveValue::Sides(a, b) => f.sides.replace((a, b)).is_some(),
            HiveValue::Pieces(p) => f.pieces.replace((key, p)).is_some(),
            HiveValue::Royal(r) => f.royal.replace((key, r)).is_some(),
            HiveValue::Win => std::mem::replace(&mut f.win, true),
            HiveValue::Pass(p) => f.pass.replace(p).is_some(),
            HiveValue::Limit(n) => f.limit.replace(*n).is_some(),
            HiveValue::End(_) => std::mem::replace(&mut f.end, true),
        };
        if duplicate {
            errors.at(
                key.span(),
                format!("section `{key}` is written twice: write it once"),
            );
        }
    }
    let sides = f.sides.map(|(a, b)| [a.to_string(), b.to_string()]);
    let attempted = |name: &str| decl.attempted.contains(&name);
    let (bugs, bugs_ok) = match f.pieces {
        Some((key, list)) => bugs(key, list, errors),
        None => {
            if !attempted("pieces") {
                errors.at(
                    input.name.span(),
                    "a game of the hive needs its kinds of pieces: add them, as in `pieces: { \
                     queen Q: 1 slide 1, ant A: 3 slide any }`",
                );
            }
            (Vec::new(), false)
        }
    };
    let royal = match f.royal {
        Some((_, royal)) if !bugs.is_empty() => royal_of(royal, &bugs, errors),
        Some(_) => None,
        None => {
            if !attempted("royal") {
                errors.at(
                    input.name.span(),
                    "a game of the hive names the kind whose surrounding loses: add it, as in \
                     `royal: queen`",
                );
            }
            None
        }
    };
    if !f.win && !attempted("win") {
        errors.at(
            input.name.span(),
            "a game of the hive is won by surrounding the other side's royal piece: add `win: \
             surround royal`",
        );
    }
    let pass = match f.pass {
        Some(word) if word == "when_blocked" => true,
        Some(word) if word == "never" => false,
        Some(word) => {
            errors.at(
                word.span(),
                crate::suggest::unknown(
                    "pass rule",
                    "pass rules",
                    &word.to_string(),
                    &["when_blocked", "never"],
                ),
            );
            false
        }
        None => false,
    };
    let limit = match f.limit {
        Some(n) if (1..=crate::model::MAX_LIMIT).contains(&n.value) => n.value,
        Some(n) => {
            errors.at(n.span, "a limit is 1 to 65534 plies");
            0
        }
        None => 0,
    };
    let (true, Some((royal, royal_by, royal_first)), true) = (bugs_ok, royal, f.win) else {
        return (None, sides);
    };
    (
        Some(Hive {
            bugs,
            royal,
            royal_by,
            royal_first,
            limit,
            pass,
        }),
        sides,
    )
}

/// The kinds of pieces, and whether they are all valid: letters and names unique, counts
/// within a side's slots, parts known and each once.
fn bugs(key: &Ident, list: &[BugDecl], errors: &mut Errors) -> (Vec<Bug>, bool) {
    let mut ok = true;
    if list.is_empty() {
        errors.at(
            key.span(),
            "declare at least one kind of piece, as in `queen Q: 1 slide 1`",
        );
        return (Vec::new(), false);
    }
    let mut out: Vec<Bug> = Vec::new();
    let mut total = 0;
    for decl in list {
        let text = decl.letter.to_string();
        let letter = match text.chars().collect::<Vec<_>>()[..] {
            [c] if c.is_ascii_uppercase() => c,
            _ => {
                errors.at(
                    decl.letter.span(),
                    format!(
                        "a kind's letter is one capital letter, as in `{} Q`",
                        decl.name
                    ),
                );
                ok = false;
                '?'
            }
        };
        if out.iter().any(|b| b.letter == letter && letter != '?') {
            errors.at(
                decl.letter.span(),
                format!("the letter `{letter}` names two kinds: give each its own"),
            );
            ok = false;
        }
        if out.iter().any(|b| b.name == decl.name) {
            errors.at(
                decl.name.span(),
                format!("the kind `{}` is declared twice", decl.name),
            );
            ok = false;
        }
        if decl.count.value == 0 {
            errors.at(
                decl.count.span,
                "a side has at least one piece of each kind",
            );
            ok = false;
        }
        total += decl.count.value;
        let mut bug = Bug {
            name: decl.name.clone(),
            letter,
            count: decl.count.value,
            slide: 0,
            climb: false,
            hop: false,
            over: 0,
            mimic: false,
            throw: false,
        };
        let mut seen: Vec<String> = Vec::new();
        for part in &decl.parts {
            let word = part.word.to_string();
            if seen.contains(&word) {
                errors.at(
                    part.word.span(),
                    format!("the part `{word}` is written twice for `{}`", decl.name),
                );
                ok = false;
                continue;
            }
            seen.push(word.clone());
            let steps = |n: Number, errors: &mut Errors| {
                if (1..=MAX_STEPS).contains(&n.value) {
                    n.value
                } else {
                    errors.at(n.span, format!("`{word}` goes 1 to {MAX_STEPS} cells"));
                    0
                }
            };
            match (word.as_str(), part.amount) {
                ("slide", Some(None)) => bug.slide = 255,
                ("slide", Some(Some(n))) => bug.slide = steps(n, errors),
                ("over", Some(Some(n))) => bug.over = steps(n, errors),
                ("climb", _) => bug.climb = true,
                ("hop", _) => bug.hop = true,
                ("mimic", _) => bug.mimic = true,
                _ => bug.throw = true,
            }
            if (word == "slide" && bug.slide == 0) || (word == "over" && bug.over == 0) {
                ok = false;
            }
        }
        out.push(bug);
    }
    if total > PER_SIDE {
        errors.at(
            key.span(),
            format!("a side has at most {PER_SIDE} pieces in all; these kinds give it {total}"),
        );
        ok = false;
    }
    (out, ok)
}

/// The royal kind's index, the turn by which it enters (0: none), and whether it may enter
/// first.
fn royal_of(royal: &RoyalDecl, bugs: &[Bug], errors: &mut Errors) -> Option<(usize, u32, bool)> {
    for &span in &royal.duplicates {
        errors.at(
            span,
            "this rule of the royal piece is written twice: write it once",
        );
    }
    let Some(index) = bugs.iter().position(|b| b.name == royal.kind) else {
        let names: Vec<String> = bugs.iter().map(|b| b.name.to_string()).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        errors.at(
            royal.kind.span(),
            crate::suggest::unknown("kind", "kinds", &royal.kind.to_string(), &names),
        );
        return None;
    };
    let mut ok = royal.duplicates.is_empty();
    if bugs[index].count != 1 {
        errors.at(
            royal.kind.span(),
            format!(
                "a side has one royal piece: declare `{}` with 1 piece",
                royal.kind
            ),
        );
        ok = false;
    }
    let by = match royal.by_turn {
        Some(n) if (2..=255).contains(&n.value) => n.value,
        Some(n) => {
            errors.at(
                n.span,
                "the royal piece enters by a side's turn 2 to 255 (its first turn may always place it)",
            );
            ok = false;
            0
        }
        None => 0,
    };
    ok.then_some((index, by, !royal.not_first))
}

//! The weights of the evaluation terms, each small enough that the term it weighs, counted as
//! often as it can be, stays within the evaluation's limit.

use proc_macro2::Span;

use crate::ast::{Number, Weight};
use crate::errors::Errors;
use crate::geometry::{Board, LINE_DIRECTIONS};
use crate::model::MAX_EVAL;

/// A weight counted at most once per cell, small enough that `cells` of them stay below the
/// evaluation's limit.
pub(super) fn small_weight(
    weight: &Weight,
    cells: u64,
    what: &str,
    errors: &mut Errors,
) -> Option<i32> {
    let limit = MAX_EVAL / cells.max(1);
    if weight.value.unsigned_abs() > limit {
        errors.push(syn::Error::new_spanned(
            &weight.tokens,
            format!(
                "weight {} overflows the evaluation: {cells} cells times the weight of a {what} must \
                 stay below {MAX_EVAL}, so at most {limit} either way",
                weight.value
            ),
        ));
        return None;
    }
    Some(weight.value as i32)
}

/// A weight counted at most `most` times, small enough that the term stays below the
/// evaluation's limit; and the most the term can reach.
pub(super) fn term_weight(
    weight: &Weight,
    most: u64,
    what: &str,
    errors: &mut Errors,
) -> Option<(i32, u64)> {
    let limit = MAX_EVAL / most.max(1);
    if weight.value.unsigned_abs() > limit {
        errors.push(syn::Error::new_spanned(
            &weight.tokens,
            format!(
                "weight {} overflows the evaluation: {most} times the weight of a {what} must stay \
                 below {MAX_EVAL}, so at most {limit} either way",
                weight.value
            ),
        ));
        return None;
    }
    Some((
        weight.value as i32,
        weight.value.unsigned_abs() * most.max(1),
    ))
}

/// The weights of `eval: windows [...]`: one per number of stones in a window, from 1 to the
/// line's length less one, small enough that no evaluation overflows the score; and the largest
/// magnitude the windows score can reach.
pub(super) fn window_weights(
    board: Board,
    length: u32,
    weights: &[Number],
    list_span: Span,
    errors: &mut Errors,
) -> Option<(Vec<u32>, u64)> {
    let expected = length as usize - 1;
    let windows: u64 = LINE_DIRECTIONS
        .iter()
        .map(|&d| board.line_start_cells(d, length).len() as u64)
        .sum();
    counted_weights(
        Counted {
            term: "windows",
            each: format!("number of stones from 1 to {expected} in a window of {length}"),
            times: format!("{windows} windows"),
        },
        weights,
        expected,
        windows,
        list_span,
        errors,
    )
}

/// What a list of weights weighs, in the words of its errors.
pub(super) struct Counted {
    /// The term's name, as written in `eval`.
    pub term: &'static str,
    /// What each weight is for, after "one for each".
    pub each: String,
    /// How often a weight can be counted, before "times the weight".
    pub times: String,
}

/// A list of `expected` weights, each counted at most `count` times, small enough that no
/// evaluation overflows the score; and the largest magnitude the term can reach. Every error
/// is reported: a list of the wrong length at `list_span`, each weight too heavy at its own.
pub(super) fn counted_weights(
    counted: Counted,
    weights: &[Number],
    expected: usize,
    count: u64,
    list_span: Span,
    errors: &mut Errors,
) -> Option<(Vec<u32>, u64)> {
    let Counted { term, each, times } = counted;
    if weights.len() != expected {
        errors.at(
            list_span,
            format!(
                "`{term}` takes {expected} weights, one for each {each}; found {}",
                weights.len()
            ),
        );
        return None;
    }
    let limit = MAX_EVAL / count.max(1);
    let mut heavy = 0;
    for weight in weights {
        if u64::from(weight.value) > limit {
            errors.at(
                weight.span,
                format!(
                    "weight {} overflows the evaluation: {times} times the weight must stay \
                     below {MAX_EVAL}, so at most {limit}",
                    weight.value
                ),
            );
            heavy += 1;
        }
    }
    let most = weights
        .iter()
        .map(|w| u64::from(w.value))
        .max()
        .unwrap_or(0)
        * count;
    (heavy == 0).then(|| (weights.iter().map(|w| w.value).collect(), most))
}

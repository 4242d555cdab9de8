//! A pile game (`pile: N`): tokens taken in a range, the last take wins; and the take range
//! that a game of several piles checks too.

use super::Sections;
use super::sections::refuse_board_sections;
use crate::ast::{Moves, Number, Win};
use crate::errors::Errors;
use crate::model::{MAX_TAKE, Pile};

/// A pile game: tokens, take range, last take wins.
pub(super) fn lower(tokens: Number, s: &Sections, errors: &mut Errors) -> Option<Pile> {
    refuse_board_sections(s, "a pile game", errors);
    let take = match s.moves.map(|(_, m)| m) {
        Some(Moves::Take { min, max, .. }) => {
            take_range(min, max, MAX_TAKE, "", errors).map(|()| (min.value, max.value))
        }
        Some(Moves::TakeAny(span)) => {
            errors.at(
                *span,
                format!(
                    "`take any` from a single pile lets the first player take all {} tokens: \
                     take a range, as in `take 1..=3`, or declare several piles, as in `piles: [3, 4, 5]`",
                    tokens.value
                ),
            );
            None
        }
        Some(
            moves @ (Moves::Place(span)
            | Moves::Drop(span)
            | Moves::Flank(span)
            | Moves::Step { span, .. }),
        ) => {
            let kind = match moves {
                Moves::Place(_) => "place",
                Moves::Drop(_) => "drop",
                Moves::Step { .. } => "step",
                _ => "flank",
            };
            errors.at(
                *span,
                format!("`{kind}` moves need a `board`, as in `board: 3 x 3`; a pile game takes tokens: `take 1..=2`"),
            );
            None
        }
        Some(Moves::Parts(parts)) => {
            errors.at(
                parts.span,
                "moves of stones need a `board`, as in `board: 8 x 8`; a pile game takes tokens: `take 1..=2`",
            );
            None
        }
        None => None,
    };
    let win = match s.win.map(|(_, w)| w) {
        Some(Win::LastTake(_)) => Some(()),
        Some(Win::Line { span, .. }) => {
            errors.at(
                *span,
                "a `line` win needs a `board`; a pile game is won by `last_take`",
            );
            None
        }
        Some(Win::Majority(span)) => {
            errors.at(
                *span,
                "a `majority` win needs a `board`; a pile game is won by `last_take`",
            );
            None
        }
        Some(Win::Connect(span)) => {
            errors.at(
                *span,
                "a `connect` win needs a `board`; a pile game is won by `last_take`",
            );
            None
        }
        Some(Win::Occupy(span)) => {
            errors.at(
                *span,
                "an `occupy` win needs a `board`; a pile game is won by `last_take`",
            );
            None
        }
        Some(Win::Ends(_, span)) => {
            errors.at(
                *span,
                "stones that reach a row or capture need a `board`; a pile game is won by `last_take`",
            );
            None
        }
        None => None,
    };
    let (take_min, take_max) = take?;
    win?;
    Some(Pile {
        tokens: tokens.value,
        take_min,
        take_max,
        end: s.custom_end(),
    })
}

/// Checks a take range `min..=max` (a move takes `min` to `max` tokens, at most `limit`;
/// `why_limit` ends the message of a range beyond it).
pub(super) fn take_range(
    min: &Number,
    max: &Number,
    limit: u32,
    why_limit: &str,
    errors: &mut Errors,
) -> Option<()> {
    if min.value > max.value {
        errors.at(
            max.span,
            format!(
                "empty take range `{0}..={1}`: write the smaller number first, as in `{1}..={0}`",
                min.value, max.value
            ),
        );
        None
    } else if min.value == 0 {
        errors.at(
            min.span,
            "a move takes at least 1 token: start the range at 1 or more",
        );
        None
    } else if max.value > limit {
        errors.at(
            max.span,
            format!("a move takes at most {limit} tokens{why_limit}"),
        );
        None
    } else {
        Some(())
    }
}

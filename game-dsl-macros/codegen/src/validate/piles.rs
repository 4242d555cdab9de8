//! Checks of a game of several piles (`piles: [A, B, ...]`, Nim and its relatives).

use super::Sections;
use super::pile::{end, take_range, take_set};
use super::sections::refuse_board_sections;
use crate::ast::{Moves, Piles, Section, Win};
use crate::errors::Errors;
use crate::model::{self, MAX_PILE, MAX_PILES};

/// A game of several piles: sizes, take rule (a range, a set or any), who cannot take loses or
/// wins.
pub(super) fn lower(
    section: &Section,
    piles: &Piles,
    s: &Sections,
    errors: &mut Errors,
) -> Option<model::Piles> {
    let alone = alone(s, errors);
    refuse_board_sections(s, "a game of piles", errors);
    let counted = count(section, piles, errors);
    let sized = sizes(piles, errors);
    let take = match s.moves.map(|(_, m)| m) {
        Some(Moves::TakeAny(_)) => Some((1, None, None)),
        Some(Moves::Take { min, max, .. }) => {
            take_range(min, max, MAX_PILE, ": a pile holds no more", errors)
                .map(|()| (min.value, Some(max.value), None))
        }
        Some(Moves::TakeSet {
            takes, set_span, ..
        }) => take_set(takes, *set_span, errors).map(|set| {
            (
                set.trailing_zeros(),
                Some(63 - set.leading_zeros()),
                Some(set),
            )
        }),
        Some(Moves::PlaceInBlock { place: span, .. }) => {
            errors.at(
                *span,
                "a game of piles takes tokens: `take any` or a range, as in `take 1..=3`",
            );
            None
        }
        Some(Moves::Parts(parts)) => {
            errors.at(
                parts.span,
                "a game of piles takes tokens: `take any` or a range, as in `take 1..=3`",
            );
            None
        }
        None => None,
    };
    if let Some(
        Win::Line { span, .. }
        | Win::Majority(span)
        | Win::Connect(span)
        | Win::Shapes(_, span)
        | Win::Occupy(span)
        | Win::Ends(_, span),
    ) = s.win.map(|(_, w)| w)
    {
        errors.at(*span, "a game of piles is won by `last_take`");
    }
    let blocked = end(s, "a game of piles", errors);
    let (take_min, take_max, set) = take?;
    let blocked = blocked?;
    (alone && counted && sized).then(|| model::Piles {
        sizes: piles.sizes.iter().map(|n| n.value).collect(),
        take_min,
        take_max,
        set,
        blocked,
    })
}

/// Neither a `board` nor a `pile` besides the `piles`.
fn alone(s: &Sections, errors: &mut Errors) -> bool {
    if let Some((board, ..)) = s.board {
        errors.at(
            board.key.span(),
            "a game has a `board` or `piles`, not both: remove one",
        );
    }
    if let Some((pile, _)) = s.pile {
        errors.at(
            pile.key.span(),
            "a game has one `pile` or several `piles`, not both: remove one",
        );
    }
    s.board.is_none() && s.pile.is_none()
}

/// Two to [`MAX_PILES`] piles.
fn count(section: &Section, piles: &Piles, errors: &mut Errors) -> bool {
    match piles.sizes.len() {
        0 => errors.at(
            piles.span,
            "no piles: list the tokens of each, as in `piles: [3, 4, 5]`",
        ),
        1 => errors.at(
            section.key.span(),
            format!(
                "one pile is written `pile: {}`; `piles` lists two or more",
                piles.sizes[0].value
            ),
        ),
        n if n > MAX_PILES => errors.at(
            piles.span,
            format!("{n} piles: a game has at most {MAX_PILES}"),
        ),
        _ => return true,
    }
    false
}

/// Each pile of 1 to [`MAX_PILE`] tokens.
fn sizes(piles: &Piles, errors: &mut Errors) -> bool {
    let mut wrong = 0;
    for size in &piles.sizes {
        if size.value == 0 || size.value > MAX_PILE {
            errors.at(
                size.span,
                format!("a pile holds 1 to {MAX_PILE} tokens, not {}", size.value),
            );
            wrong += 1;
        }
    }
    wrong == 0
}

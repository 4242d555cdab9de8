//! Checks of a game of several piles (`piles: [A, B, ...]`, Nim and its relatives).

use super::{Sections, custom_end, refuse_board_sections};
use crate::ast::{Moves, Piles, Section, Win};
use crate::errors::Errors;
use crate::model;

/// The most piles a game may have (the hash packs eight to a word).
pub const MAX_PILES: usize = 16;
/// The most tokens a pile may hold (a move is coded `pile * 256 + taken`).
pub const MAX_PILE: u32 = 255;

/// A game of several piles: sizes, take rule, last take wins.
pub(super) fn lower(
    section: &Section,
    piles: &Piles,
    s: &Sections,
    errors: &mut Errors,
) -> Option<model::Piles> {
    let mut valid = true;
    if let Some((board, ..)) = s.board {
        errors.at(
            board.key.span(),
            "a game has a `board` or `piles`, not both: remove one",
        );
        valid = false;
    }
    if let Some((pile, _)) = s.pile {
        errors.at(
            pile.key.span(),
            "a game has one `pile` or several `piles`, not both: remove one",
        );
        valid = false;
    }
    refuse_board_sections(s, "a game of piles", errors);
    match piles.sizes.len() {
        0 => {
            errors.at(
                piles.span,
                "no piles: list the tokens of each, as in `piles: [3, 4, 5]`",
            );
            valid = false;
        }
        1 => {
            errors.at(
                section.key.span(),
                format!(
                    "one pile is written `pile: {}`; `piles` lists two or more",
                    piles.sizes[0].value
                ),
            );
            valid = false;
        }
        n if n > MAX_PILES => {
            errors.at(
                piles.span,
                format!("{n} piles: a game has at most {MAX_PILES}"),
            );
            valid = false;
        }
        _ => {}
    }
    for size in &piles.sizes {
        if size.value == 0 || size.value > MAX_PILE {
            errors.at(
                size.span,
                format!("a pile holds 1 to {MAX_PILE} tokens, not {}", size.value),
            );
            valid = false;
        }
    }
    let take = match s.moves.map(|(_, m)| m) {
        Some(Moves::TakeAny(_)) => Some((1, None)),
        Some(Moves::Take { min, max, .. }) => {
            super::take_range(min, max, MAX_PILE, ": a pile holds no more", errors)
                .map(|()| (min.value, Some(max.value)))
        }
        Some(
            Moves::Place(span) | Moves::Drop(span) | Moves::Flank(span) | Moves::Step { span, .. },
        ) => {
            errors.at(
                *span,
                "a game of piles takes tokens: `take any` or a range, as in `take 1..=3`",
            );
            None
        }
        None => None,
    };
    let win = match s.win.map(|(_, w)| w) {
        Some(Win::LastTake(_)) => Some(()),
        Some(
            Win::Line { span, .. } | Win::Majority(span) | Win::Connect(span) | Win::Occupy(span),
        ) => {
            errors.at(*span, "a game of piles is won by `last_take`");
            None
        }
        None => None,
    };
    match (valid, take, win) {
        (true, Some((take_min, take_max)), Some(())) => Some(model::Piles {
            sizes: piles.sizes.iter().map(|n| n.value).collect(),
            take_min,
            take_max,
            end: custom_end(s),
        }),
        _ => None,
    }
}

//! A pile game (`pile: N`): tokens taken in a range or from a set; who cannot take loses (the
//! last take wins) or wins (misère play). The take rules and the end that a game of several
//! piles checks too.

use proc_macro2::Span;

use super::Sections;
use super::sections::refuse_board_sections;
use crate::ast::{self, Lose, Moves, Number, Win};
use crate::errors::Errors;
use crate::model::{Blocked, MAX_SET_TAKE, MAX_TAKE, Pile};

/// A pile game: tokens, take range or set, who cannot take loses or wins.
pub(super) fn lower(tokens: Number, s: &Sections, errors: &mut Errors) -> Option<Pile> {
    refuse_board_sections(s, "a pile game", errors);
    let take = match s.moves.map(|(_, m)| m) {
        Some(Moves::Take { min, max, .. }) => {
            take_range(min, max, MAX_TAKE, "", errors).map(|()| (min.value, max.value, None))
        }
        Some(Moves::TakeSet {
            takes, set_span, ..
        }) => take_set(takes, *set_span, errors)
            .map(|set| (set.trailing_zeros(), 63 - set.leading_zeros(), Some(set))),
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
        Some(Moves::PlaceInBlock { place: span, .. }) => {
            errors.at(
                *span,
                "`place` moves need a `board`, as in `board: 3 x 3`; a pile game takes tokens: `take 1..=2`",
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
    board_win(s, errors);
    let blocked = end(s, "a pile game", errors);
    let (take_min, take_max, set) = take?;
    Some(Pile {
        tokens: tokens.value,
        take_min,
        take_max,
        set,
        blocked: blocked?,
    })
}

/// The end of a pile game or a game of piles (`game`, for messages): `win: last_take` (normal
/// play, short for `blocked: lose`) or `blocked: lose | win`; the result for a player who cannot
/// take, or `None` after an error.
pub(super) fn end(s: &Sections, game: &str, errors: &mut Errors) -> Option<Blocked> {
    if let Some((_, Lose::Line { span, .. })) = s.lose {
        errors.at(
            *span,
            format!(
                "a losing `line` needs a `board`; {game} in which who takes the last token loses \
                 (misère play) is written `blocked: win`"
            ),
        );
    }
    let win = match s.win.map(|(_, w)| w) {
        Some(Win::LastTake(span)) => Some(Some(*span)),
        // A board's win: reported by the caller.
        Some(_) => None,
        None => Some(None),
    };
    let blocked = match s.blocked {
        Some((section, blocked)) => match blocked {
            ast::Blocked::Lose(_) => Some(Some((section.key.span(), Blocked::Lose))),
            ast::Blocked::Win(_) => Some(Some((section.key.span(), Blocked::Win))),
            ast::Blocked::Draw(span) => {
                errors.at(
                    *span,
                    format!(
                        "{game} always ends, when no take is left: who cannot take either `lose`s \
                         (normal play, the last take wins) or `win`s (misère play)"
                    ),
                );
                None
            }
        },
        None => Some(None),
    };
    match (win?, blocked?) {
        (Some(_), None) => Some(Blocked::Lose),
        (None, Some((_, blocked))) => Some(blocked),
        (Some(_), Some((key, Blocked::Lose))) => {
            errors.at(
                key,
                "`win: last_take` is the short form of `blocked: lose`: write one of them",
            );
            None
        }
        (Some(last_take), Some((_, _))) => {
            errors.at(
                last_take,
                "`win: last_take` (who takes the last token wins) contradicts `blocked: win` \
                 (who cannot take wins, so the last take loses): remove `win: last_take`",
            );
            None
        }
        // No end at all: reported with the sections.
        (None, None) => None,
    }
}

/// Says at a board's win (`line`, `majority`, ...) that a pile game is won by `last_take`.
fn board_win(s: &Sections, errors: &mut Errors) {
    let (span, kind) = match s.win.map(|(_, w)| w) {
        Some(Win::Line { span, .. }) => (span, "a `line`"),
        Some(Win::Majority(span)) => (span, "a `majority`"),
        Some(Win::Connect(span)) => (span, "a `connect`"),
        Some(Win::Shapes(_, span)) => (span, "a shape (`ring`, `connect K of ...`)"),
        Some(Win::Occupy(span)) => (span, "an `occupy`"),
        Some(Win::Ends(_, span)) => (span, "a `reach` or `capture_all`"),
        Some(Win::LastTake(_)) | None => return,
    };
    errors.at(
        *span,
        format!("{kind} win needs a `board`; a pile game is won by `last_take`"),
    );
}

/// Checks a take set `{a, b, ...}`: not empty, each number from 1 to [`MAX_SET_TAKE`], none
/// twice (every mistake reported); the mask of its numbers.
pub(super) fn take_set(takes: &[Number], set_span: Span, errors: &mut Errors) -> Option<u64> {
    if takes.is_empty() {
        errors.at(
            set_span,
            "empty take set: list the numbers of tokens a move may take, as in `take {1, 3, 4}`",
        );
        return None;
    }
    let mut set = 0u64;
    let mut valid = true;
    for take in takes.iter().filter(|t| t.value <= MAX_SET_TAKE) {
        if take.value == 0 {
            errors.at(
                take.span,
                "a move takes at least 1 token: remove 0 from the take set",
            );
            valid = false;
        } else if set >> take.value & 1 == 1 {
            errors.at(
                take.span,
                format!("`{}` is in the take set twice: remove one", take.value),
            );
            valid = false;
        } else {
            set |= 1 << take.value;
        }
    }
    // One error for them all, after the others: a set of thousands of numbers is one mistake.
    let too_large: Vec<&Number> = takes.iter().filter(|t| t.value > MAX_SET_TAKE).collect();
    if let Some(first) = too_large.first() {
        let more = match too_large.len() - 1 {
            0 => String::new(),
            n => format!(" (and {n} more above {MAX_SET_TAKE})"),
        };
        errors.at(
            first.span,
            format!(
                "a take set holds numbers up to {MAX_SET_TAKE} (it is a 64-bit mask), not {}{more}: \
                 for larger takes, write a range, as in `take 1..=100`",
                first.value
            ),
        );
        valid = false;
    }
    valid.then_some(set)
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

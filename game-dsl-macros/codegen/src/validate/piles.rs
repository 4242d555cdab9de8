//! Games of taking tokens: one pile (`pile: N`, the token game and the subtraction games) or
//! several (`piles: [A, B, ...]`, Nim and its relatives). Both lower to one model,
//! [`model::Piles`]; a move takes tokens from one pile, a number in a range, one from a set, or
//! (from several piles) any number; who cannot take loses (the last take wins) or wins (misère
//! play). `piles: [N]` is the same game as `pile: N`.

use proc_macro2::Span;

use super::Sections;
use super::sections::refuse_board_sections;
use crate::ast::{self, Lose, Moves, Number, Piles, Win};
use crate::errors::Errors;
use crate::model::{self, Blocked, MAX_PILE, MAX_PILES, MAX_SET_TAKE, MAX_TAKE};

/// How a game's piles are written: `pile: N`, or `piles: [...]` in its section.
#[derive(Clone, Copy)]
pub(super) enum Written<'a> {
    /// `pile: N`.
    Pile(Number),
    /// `piles: [A, B, ...]`.
    Piles(&'a Piles),
}

/// A game of taking tokens: the piles' sizes, the take rule (a range, a set, or any for
/// several piles), who cannot take loses or wins.
pub(super) fn lower(written: Written, s: &Sections, errors: &mut Errors) -> Option<model::Piles> {
    let sizes = match written {
        Written::Pile(tokens) => lone_size(tokens, errors),
        Written::Piles(piles) => {
            let alone = alone(s, errors);
            list(piles, errors).filter(|_| alone)
        }
    };
    // The tokens of a lone pile as written, however it is written: the game's name in the
    // messages and its take rule follow.
    let lone = match written {
        Written::Pile(tokens) => Some(tokens.value),
        Written::Piles(piles) => match piles.sizes[..] {
            [tokens] => Some(tokens.value),
            _ => None,
        },
    };
    let game = if lone.is_some() {
        "a pile game"
    } else {
        "a game of piles"
    };
    refuse_board_sections(s, game, errors);
    let take = take(s, lone, errors);
    board_win(s, game, errors);
    let blocked = end(s, game, errors);
    let (take_min, take_max, set) = take?;
    let blocked = blocked?;
    Some(model::Piles {
        sizes: sizes?,
        take_min,
        take_max,
        set,
        blocked,
    })
}

/// A lone pile (`pile: N`) of at least one token.
fn lone_size(tokens: Number, errors: &mut Errors) -> Option<Vec<u32>> {
    if tokens.value == 0 {
        errors.at(tokens.span, "a pile holds at least 1 token, not 0");
        return None;
    }
    Some(vec![tokens.value])
}

/// The take rule: the fewest tokens a move takes, the most (`None`: any number, from several
/// piles) and the set of takes, if it is one; `lone` holds the tokens of a lone pile.
fn take(
    s: &Sections,
    lone: Option<u32>,
    errors: &mut Errors,
) -> Option<(u32, Option<u32>, Option<u64>)> {
    let (limit, why_limit, takes) = if lone.is_some() {
        (MAX_TAKE, "", "a pile game takes tokens: `take 1..=2`")
    } else {
        (
            MAX_PILE,
            ": a pile holds no more",
            "a game of piles takes tokens: `take any` or a range, as in `take 1..=3`",
        )
    };
    match s.moves.map(|(_, m)| m)? {
        Moves::TakeAny(span) => {
            if let Some(tokens) = lone {
                errors.at(
                    *span,
                    format!(
                        "`take any` from a single pile lets the first player take all {tokens} \
                         tokens: take a range, as in `take 1..=3`, or declare several piles, as \
                         in `piles: [3, 4, 5]`"
                    ),
                );
                return None;
            }
            Some((1, None, None))
        }
        Moves::Take { min, max, .. } => take_range(min, max, limit, why_limit, errors)
            .map(|()| (min.value, Some(max.value), None)),
        Moves::TakeSet {
            takes, set_span, ..
        } => take_set(takes, *set_span, errors).map(|set| {
            (
                set.trailing_zeros(),
                Some(63 - set.leading_zeros()),
                Some(set),
            )
        }),
        Moves::PlaceInBlock { place: span, .. } => {
            errors.at(
                *span,
                format!("`place` moves need a `board`, as in `board: 3 x 3`; {takes}"),
            );
            None
        }
        Moves::Parts(parts) => {
            errors.at(
                parts.span,
                format!("moves of stones need a `board`, as in `board: 8 x 8`; {takes}"),
            );
            None
        }
    }
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

/// One pile (as `pile: N`) or two to [`MAX_PILES`] piles of 1 to [`MAX_PILE`] tokens each.
fn list(piles: &Piles, errors: &mut Errors) -> Option<Vec<u32>> {
    match piles.sizes[..] {
        [] => {
            errors.at(
                piles.span,
                "no piles: list the tokens of each, as in `piles: [3, 4, 5]`",
            );
            return None;
        }
        [tokens] => return lone_size(tokens, errors),
        _ if piles.sizes.len() > MAX_PILES => {
            errors.at(
                piles.span,
                format!(
                    "{} piles: a game has at most {MAX_PILES}",
                    piles.sizes.len()
                ),
            );
            return None;
        }
        _ => {}
    }
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
    (wrong == 0).then(|| piles.sizes.iter().map(|n| n.value).collect())
}

/// Says at a board's win (`line`, `majority`, ...) that `game` is won by `last_take`.
fn board_win(s: &Sections, game: &str, errors: &mut Errors) {
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
        format!("{kind} win needs a `board`; {game} is won by `last_take`"),
    );
}

/// The end of a pile game or a game of piles (`game`, for messages): `win: last_take` (normal
/// play, short for `blocked: lose`) or `blocked: lose | win`; the result for a player who cannot
/// take, or `None` after an error.
fn end(s: &Sections, game: &str, errors: &mut Errors) -> Option<Blocked> {
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

/// Checks a take set `{a, b, ...}`: not empty, each number from 1 to [`MAX_SET_TAKE`], none
/// twice (every mistake reported); the mask of its numbers.
fn take_set(takes: &[Number], set_span: Span, errors: &mut Errors) -> Option<u64> {
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
fn take_range(
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

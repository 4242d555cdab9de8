//! How a board game goes on or ends besides its win: `pass` for a side without a move, the
//! result of a blocked side in a `step` game (`blocked`), and the `limit` on its length.

use super::Sections;
use crate::ast::{self, Pass};
use crate::errors::Errors;
use crate::model::{Blocked, GridMoves, MAX_LIMIT};

/// `pass`: only games whose moves can run out before the board is full may pass.
pub(super) fn pass(moves: Option<GridMoves>, s: &Sections, errors: &mut Errors) -> bool {
    match s.pass.map(|(_, p)| p) {
        Some(Pass::WhenBlocked(span)) => match moves {
            Some(kind @ (GridMoves::Place | GridMoves::Drop)) => {
                let kind = kind.keyword();
                errors.at(
                    *span,
                    format!(
                        "a `{kind}` game is blocked only when the board is full, and then it is over: \
                         remove `pass`"
                    ),
                );
                false
            }
            _ => true,
        },
        Some(Pass::Never(_)) | None => false,
    }
}

/// `blocked` and `pass`: a `step` game says what happens to a side that cannot move, once;
/// other games have no `blocked`. `None` after an error, else the rule (`Some(None)`: none, or
/// the side passes).
pub(super) fn blocked(
    moves: Option<GridMoves>,
    s: &Sections,
    errors: &mut Errors,
) -> Option<Option<Blocked>> {
    let passes = matches!(s.pass, Some((_, Pass::WhenBlocked(_))));
    match (moves, s.blocked) {
        (Some(GridMoves::Step(_)), Some((section, _))) if passes => {
            errors.at(
                section.key.span(),
                "a side that cannot move either passes (`pass: when_blocked`) or ends the game \
                 (`blocked`), not both: remove one",
            );
            None
        }
        (Some(GridMoves::Step(_)), Some((_, blocked))) => Some(Some(match blocked {
            ast::Blocked::Lose(_) => Blocked::Lose,
            ast::Blocked::Draw(_) => Blocked::Draw,
            ast::Blocked::Win(_) => Blocked::Win,
        })),
        (Some(GridMoves::Step(_)), None) if passes || s.attempted("blocked") => {
            passes.then_some(None)
        }
        (Some(GridMoves::Step(_)), None) => {
            errors.at(
                s.moves_span(),
                "a `step` game needs a rule for a side that cannot move: add `blocked: draw`, \
                 `blocked: lose` (or `win`), or `pass: when_blocked`",
            );
            None
        }
        // The flanking kernel is chosen without a `blocked` rule (`win: majority` refuses it).
        (Some(_), Some((section, _))) => {
            let why = "a `place` or `drop` game is blocked only when the board is full, and then \
                       it is over";
            errors.at(
                section.key.span(),
                format!("`blocked` says how a `step` game ends for a side that cannot move; {why}: remove `blocked`"),
            );
            None
        }
        _ => Some(None),
    }
}

/// `limit: N`: a `step` game needs one (stones can step back and forth forever); other games
/// end by themselves. `None` after an error.
pub(super) fn limit(
    moves: Option<GridMoves>,
    s: &Sections,
    errors: &mut Errors,
) -> Option<Option<u32>> {
    if let Some((_, n)) = s.limit {
        if n.value == 0 {
            errors.at(
                n.span,
                "a limit of 0 plies ends the game before its first move: give at least 1, as in \
                 `limit: 100`",
            );
            return None;
        }
        if n.value > MAX_LIMIT {
            errors.at(
                n.span,
                format!(
                    "a limit of {} plies is beyond the {MAX_LIMIT} that the ply counter (16 bits) holds",
                    n.value
                ),
            );
            return None;
        }
    }
    match (moves, s.limit) {
        (Some(GridMoves::Step(_)), Some((_, n))) => Some(Some(n.value)),
        (Some(GridMoves::Step(_)), None) if s.attempted("limit") => None,
        (Some(GridMoves::Step(_)), None) => {
            errors.at(
                s.moves_span(),
                "stones that step back and forth can play forever: add `limit: N`, a draw after \
                 N plies, as in `limit: 100`",
            );
            None
        }
        (Some(kind), Some((section, _))) => {
            errors.at(
                section.key.span(),
                format!(
                    "`limit` ends a game that could go on forever; a `{}` game ends by itself, \
                     each move filling a cell: remove `limit`",
                    kind.keyword()
                ),
            );
            None
        }
        _ => Some(None),
    }
}

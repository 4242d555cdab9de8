//! `moves` on a board: `place`, `drop`, `flank` or `step`, each on a board it supports.

use proc_macro2::Span;

use super::Sections;
use super::board::{a_board, small_lettered_board};
use crate::ast::Moves;
use crate::errors::Errors;
use crate::geometry::{Board, StepDirections};
use crate::model::GridMoves;

/// How stones are played on `board` (`None`: a board of the wrong size, already reported).
pub(super) fn kind(board: Option<Board>, s: &Sections, errors: &mut Errors) -> Option<GridMoves> {
    match s.moves.map(|(_, m)| m) {
        Some(Moves::Place(_) | Moves::PlaceInBlock { .. } | Moves::PlaceThenRotate(_)) => {
            Some(GridMoves::Place)
        }
        Some(Moves::Drop(_)) => Some(GridMoves::Drop),
        Some(Moves::Flank(span)) => flank(*span, board, errors),
        Some(Moves::Step { span, directions }) => step(*span, *directions, board, errors),
        Some(Moves::Take { span, .. } | Moves::TakeSet { span, .. } | Moves::TakeAny(span)) => {
            errors.at(
                *span,
                "`take` moves need a `pile`, as in `pile: 5`; a board game plays `place`",
            );
            None
        }
        // Moves made of parts are lowered by `pieces`, never here.
        Some(Moves::Parts(_)) | None => None,
    }
}

/// `moves: flank`: a board of at most 128 cells and 26 columns, with a row or column long
/// enough to flank a stone.
fn flank(span: Span, board: Option<Board>, errors: &mut Errors) -> Option<GridMoves> {
    let Some(board) = board else {
        return Some(GridMoves::Flank);
    };
    if !small_lettered_board("flank", "squares", "", board, span, errors) {
        None
    } else if board.width.max(board.height) < 3 {
        errors.at(
            span,
            format!(
                "no stone can be flanked on {}: `flank` needs a row or column of at least 3 cells",
                a_board(board.width, board.height)
            ),
        );
        None
    } else {
        Some(GridMoves::Flank)
    }
}

/// `moves: step DIRECTIONS`: a board of at most 128 cells (a move is coded `from * cells + to`
/// and the stones fit one integer) and 26 columns (squares are named by letters).
fn step(
    span: Span,
    directions: StepDirections,
    board: Option<Board>,
    errors: &mut Errors,
) -> Option<GridMoves> {
    let why = " (a side's stones in one integer, a move coded `from * cells + to` in 16 bits)";
    if let Some(board) = board
        && !small_lettered_board("step", "squares", why, board, span, errors)
    {
        return None;
    }
    Some(GridMoves::Step(directions))
}

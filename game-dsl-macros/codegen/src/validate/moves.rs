//! `moves` on a board: `place`, `drop`, `flank`, or moves made of parts that the step kernel
//! plays, each on a board it supports.

use proc_macro2::Span;

use super::Sections;
use super::board::{a_board, small_lettered_board};
use crate::ast::{Moves, Win};
use crate::ast_parts::PartsMoves;
use crate::errors::Errors;
use crate::geometry::{Board, StepDirections, steps};
use crate::model::GridMoves;

/// The step kernel (`expand/grid/step.rs`) for moves made of parts, when they are one plain
/// step onto empty cells in the kernel's directions (`step diagonal`, `orthogonal` or `all`,
/// for every stone, however the directions are written) in a game
/// with nothing the kernel lacks: none of the sections of moving stones
/// ([`Sections::of_moving_stones`]), and a win by `occupy`
/// (or none written). The `step` keyword and the directions are returned; any other game of
/// steps lowers to the general primitives (`validate::pieces`), which play the same game.
pub(super) fn step_kernel(moves: &PartsMoves, s: &Sections) -> Option<(Span, StepDirections)> {
    let [(None, turns)] = moves.lists.as_slice() else {
        return None;
    };
    let [turn] = turns.as_slice() else {
        return None;
    };
    let action = &turn.action;
    // The directions as the model has them, for each player: `forward_diagonal +
    // backward_diagonal` are the kernel's `diagonal`.
    let same = |player: usize, kernel: StepDirections| {
        let (words, kernel) = (
            super::pieces::union(&action.directions, player),
            steps(kernel),
        );
        words.len() == kernel.len() && kernel.iter().all(|d| words.contains(d))
    };
    let directions = [
        StepDirections::Diagonal,
        StepDirections::Orthogonal,
        StepDirections::All,
    ]
    .into_iter()
    .find(|&kernel| same(0, kernel) && same(1, kernel))?;
    let plain = action.keyword.text == "step"
        && turn.shoot.is_none()
        && action.target.as_ref().is_none_or(|t| t.text == "empty")
        && action.far.is_none()
        && action.chain.is_none()
        && action.shape.is_none()
        && action.cells.is_none()
        && action.by_count.is_none()
        && action.over_own.is_none();
    let general = s
        .of_moving_stones()
        .iter()
        .any(|&(section, name)| section.is_some() || s.attempted(name));
    let occupies = matches!(s.win.map(|(_, w)| w), None | Some(Win::Occupy(_)));
    (plain && !general && occupies).then_some((action.keyword.span, directions))
}

/// How stones are played on `board` (`None`: a board of the wrong size, already reported),
/// `step` being the step kernel's keyword and directions where the lowering chose it.
pub(super) fn kind(
    board: Option<Board>,
    step: Option<(Span, StepDirections)>,
    s: &Sections,
    errors: &mut Errors,
) -> Option<GridMoves> {
    if let Some((span, directions)) = step {
        return self::step(span, directions, board, errors);
    }
    match s.moves.map(|(_, m)| m) {
        Some(Moves::Place(_) | Moves::PlaceInBlock { .. } | Moves::PlaceThenRotate(_)) => {
            Some(GridMoves::Place)
        }
        Some(Moves::Drop(_)) => Some(GridMoves::Drop),
        Some(Moves::Flank(span)) => flank(*span, board, errors),
        Some(Moves::Take { span, .. } | Moves::TakeSet { span, .. } | Moves::TakeAny(span)) => {
            errors.at(
                *span,
                "`take` moves need a `pile`, as in `pile: 5`; a board game plays `place`",
            );
            None
        }
        // Moves made of parts are lowered by `pieces`, or here as the step kernel above.
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

//! `moves` on a board: moves made of parts that a grid kernel plays (the lowering's choice,
//! [`kernel`]), each on a board it supports.

use proc_macro2::Span;

use super::Sections;
use super::board::{a_board, small_lettered_board};
use crate::ast::{Moves, Win};
use crate::ast_parts::PartsMoves;
use crate::ast_rotate::Blocks;
use crate::errors::Errors;
use crate::geometry::{Board, Outline, StepDirections, steps};
use crate::model::GridMoves;

/// A grid kernel that plays moves made of parts, as the lowering picks it from their model.
#[derive(Clone, Copy)]
pub(super) enum Kernel {
    /// The placing kernels (`expand/grid/moves.rs`, `lines.rs`, `connect.rs`, `shapes.rs`):
    /// one `place` of a stone on any empty cell.
    Place,
    /// The dropping kernel (`expand/grid/moves.rs`, `lines.rs`): one `drop` of a stone to the
    /// lowest empty cell of a column.
    Drop,
    /// The step kernel (`expand/grid/step.rs`): one step onto empty cells in one of its three
    /// sets of directions, with the `step` keyword's span.
    Step(Span, StepDirections),
    /// The flanking kernel (`expand/grid/flank.rs`, Othello): one placement that flanks the
    /// opponent's stones in all eight directions and flips them, with the keyword's span.
    Flank(Span),
    /// The rotating kernel (`expand/grid/rotate.rs`, Pentago): one `place`, then a block
    /// turned, with the `rotate` keyword's span and the blocks as written.
    Rotate(Span, Blocks),
}

/// The grid kernel for moves made of parts, if one plays them: the moves are one turn for
/// every stone, the game has none of the sections of moving stones
/// ([`Sections::of_moving_stones`]), and
/// - `place` (a stone on any empty cell) or `drop` (a stone on the lowest empty cell of a
///   column) with an end of the placing games (`line N`, `connect`, shapes, `lose: line N`, or
///   none written, which those games report; `connect` for `place` alone) and no `blocked`
///   rule (their full board is a draw): the placing and dropping kernels;
/// - a step onto empty cells whose directions, resolved for each side, are the kernel's
///   `diagonal`, `orthogonal` or `all` (`step forward_diagonal + backward_diagonal` is `step
///   diagonal`), with `win: occupy`: the step kernel;
/// - a placement flanking in all eight directions (`flank`, `place flanking all`, or the eight
///   named otherwise) with `win: majority` and no `blocked` rule: the flanking kernel;
/// - `place then rotate BLOCKS` with `win: line N` (or none written, which the kernel
///   reports) and no `blocked` rule: the rotating kernel.
///
/// Any other game lowers to the general primitives (`validate::pieces`), which play the same
/// game where both apply.
pub(super) fn kernel(moves: &PartsMoves, s: &Sections) -> Option<Kernel> {
    let [(None, turns)] = moves.lists.as_slice() else {
        return None;
    };
    let [turn] = turns.as_slice() else {
        return None;
    };
    // A turn of several actions is the general primitives' (`pieces::Then`).
    if !turn.then.is_empty() {
        return None;
    }
    // Passes at any turn and a count by area are the general primitives'.
    let general = s.writes_moving_stones() || s.groups.pass.is_some() || s.groups.area.is_some();
    let action = &turn.action;
    let plain = !general
        && turn.shoot.is_none()
        && action.target.as_ref().is_none_or(|t| t.text == "empty")
        && action.chain.is_none()
        && action.plain_reach()
        && action.effects.is_empty();
    let win = s.win.map(|(_, w)| w);
    // On a board with an outline, the connection kernel alone has the outline's cells, and not
    // a star's nor squares' with cells left out (those are the general primitives', or the
    // hopping kernel's).
    let (outline, written) = super::board::written_outline(s);
    if written.is_some()
        && (matches!(outline, Outline::HexStar | Outline::Cut(_))
            || !matches!(win, Some(Win::Connect(_) | Win::Shapes(..))))
    {
        return None;
    }
    // The directions as the model has them, for each player.
    let same = |player: usize, kernel: &[crate::geometry::Direction]| {
        let words = super::pieces::union(&action.directions, player);
        words.len() == kernel.len() && kernel.iter().all(|d| words.contains(d))
    };
    let flanks_all = action.keyword.text == "flank"
        || (action.flanking.is_some()
            && same(0, &crate::geometry::ALL_STEPS)
            && same(1, &crate::geometry::ALL_STEPS));
    let rotate = turn.rotate;
    let placing =
        plain && action.flanking.is_none() && s.blocked.is_none() && !s.attempted("blocked");
    match action.keyword.text.as_str() {
        // A rotation can make the opponent's line: the line kernel with both sides' lines
        // read after the turn.
        "place" if rotate.is_some() => rotate
            .filter(|_| {
                placing
                    && s.lose.is_none()
                    && matches!(
                        win,
                        Some(Win::Line {
                            of_blocks: None,
                            exactly: None,
                            ..
                        }) | None
                    )
            })
            .map(|(span, blocks)| Kernel::Rotate(span, blocks)),
        _ if rotate.is_some() => None,
        "flank" | "place"
            if flanks_all
                && plain
                && s.blocked.is_none()
                && !s.attempted("blocked")
                && matches!(win, Some(Win::Majority(_))) =>
        {
            Some(Kernel::Flank(action.keyword.span))
        }
        // The placing kernels draw a full board: a `blocked` rule is the general primitives'.
        // The dropping kernel has no connection: a drop that joins sides is the general
        // primitives'.
        // Nor a line of exactly N.
        keyword @ ("place" | "drop")
            if placing
                && !matches!(
                    win,
                    Some(
                        Win::Ends(..)
                            | Win::Occupy(_)
                            | Win::Line {
                                exactly: Some(_),
                                ..
                            }
                    )
                )
                && !(keyword == "drop" && matches!(win, Some(Win::Connect(_)))) =>
        {
            Some(if keyword == "place" {
                Kernel::Place
            } else {
                Kernel::Drop
            })
        }
        "step" if plain && matches!(win, Some(Win::Occupy(_))) => [
            StepDirections::Diagonal,
            StepDirections::Orthogonal,
            StepDirections::All,
        ]
        .into_iter()
        .find(|&kernel| same(0, steps(kernel)) && same(1, steps(kernel)))
        .map(|directions| Kernel::Step(action.keyword.span, directions)),
        _ => None,
    }
}

/// How stones are played on `board` (`None`: a board of the wrong size, already reported),
/// `kernel` being the kernel the lowering chose for moves made of parts.
pub(super) fn kind(
    board: Option<Board>,
    kernel: Option<Kernel>,
    s: &Sections,
    errors: &mut Errors,
) -> Option<GridMoves> {
    match kernel {
        Some(Kernel::Place) => return Some(GridMoves::Place),
        Some(Kernel::Drop) => return Some(GridMoves::Drop),
        Some(Kernel::Step(span, directions)) => return step(span, directions, board, errors),
        Some(Kernel::Flank(span)) => return flank(span, board, errors),
        Some(Kernel::Rotate(..)) => return Some(GridMoves::Place),
        None => {}
    }
    match s.moves.map(|(_, m)| m) {
        Some(Moves::PlaceInBlock { .. }) => Some(GridMoves::Place),
        Some(Moves::Take { span, .. } | Moves::TakeSet { span, .. } | Moves::TakeAny(span)) => {
            errors.at(
                *span,
                "`take` moves need a `pile`, as in `pile: 5`; a board game plays `place`",
            );
            None
        }
        // Moves made of parts are lowered by `pieces`, or here as a kernel above.
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

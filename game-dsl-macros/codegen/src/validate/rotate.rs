//! `then rotate BLOCKS`: square blocks that tile the board, for the rotating kernel (`place
//! then rotate` won by lines) and for the general primitives' spins.

use super::board::{a_board, small_lettered_board};
use super::moves::Kernel;
use crate::ast_rotate::Blocks;
use crate::errors::Errors;
use crate::geometry::Board;
use crate::model::Rotation;

/// The rotation after each placement, where the lowering chose the rotating kernel
/// (`moves::Kernel::Rotate`): `Some(None)` for a game without one, `None` if the declaration's
/// is wrong (reported).
pub(super) fn rotation(
    board: Option<Board>,
    kernel: Option<Kernel>,
    errors: &mut Errors,
) -> Option<Option<Rotation>> {
    let Some(Kernel::Rotate(rotate, blocks)) = kernel else {
        return Some(None);
    };
    let board = board?;
    let why = " (a side's stones in one integer)";
    if !small_lettered_board("rotate", "squares", why, board, rotate, errors) {
        return None;
    }
    let size = block_side(blocks, board, errors)?;
    Some(Some(Rotation { size }))
}

/// The side of the blocks, checked: square, of at least 2 x 2, tiling the board.
pub(super) fn block_side(blocks: Blocks, board: Board, errors: &mut Errors) -> Option<u32> {
    let (width, height) = (board.width, board.height);
    let (side, span) = match blocks {
        Blocks::Quadrants(span) => {
            if width != height || !width.is_multiple_of(2) {
                errors.at(
                    span,
                    format!(
                        "the quadrants of {} are not square blocks of whole cells: a block turns \
                         a quarter, so write square blocks that tile the board; {}",
                        a_board(width, height),
                        tiling_hint(width, height)
                    ),
                );
                return None;
            }
            return Some(width / 2);
        }
        Blocks::Size {
            width: block_width,
            height: block_height,
        } => {
            if block_width.value != block_height.value {
                errors.at(
                    block_height.span,
                    format!(
                        "a block turned a quarter must be square: `{} x {}` is not, as in \
                         `rotate {} x {}`",
                        block_width.value, block_height.value, block_width.value, block_width.value
                    ),
                );
                return None;
            }
            (block_width.value, block_width.span)
        }
    };
    if side < 2 {
        errors.at(
            span,
            format!(
                "a block of {side} x {side} does not change when turned: blocks are at least 2 x 2"
            ),
        );
        return None;
    }
    if !width.is_multiple_of(side) || !height.is_multiple_of(side) {
        errors.at(
            span,
            format!(
                "blocks of {side} x {side} do not tile {}: a block's side must divide the width \
                 and the height; {}",
                a_board(width, height),
                tiling_hint(width, height)
            ),
        );
        return None;
    }
    Some(side)
}

/// The blocks that tile a `width x height` board, as a hint: `try `rotate 2 x 2` or ...`.
fn tiling_hint(width: u32, height: u32) -> String {
    let sides: Vec<String> = (2..=width.min(height))
        .filter(|&n| width.is_multiple_of(n) && height.is_multiple_of(n))
        .map(|n| format!("`rotate {n} x {n}`"))
        .collect();
    match sides.split_last() {
        None => "no square block of 2 x 2 cells or more does: change the board".to_string(),
        Some((last, [])) => format!("try {last}"),
        Some((last, rest)) => format!("try {} or {last}", rest.join(", ")),
    }
}

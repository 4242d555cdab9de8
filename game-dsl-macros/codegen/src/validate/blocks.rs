//! Blocks of the board (`board: 9 x 9 in blocks 3 x 3`), a placement in the block that the last
//! move names (`moves: place in block of last`) and a win by a line of won blocks (`win: line 3
//! of blocks won by line 3`): Ultimate tic-tac-toe's parts.

use proc_macro2::Span;

use super::Sections;
use super::board::a_board;
use crate::ast::{BlockSize, Moves, OfBlocks, Value, Win};
use crate::errors::Errors;
use crate::geometry::Board;
use crate::model::{BlockGame, GridMoves};

/// The most blocks a game of blocks may have (a side's won blocks are one `u16`).
const MAX_BLOCKS: u32 = 16;

/// The declared block size and the game of blocks, if any: `None` if the declaration's blocks
/// are wrong (reported).
pub(super) fn blocks(
    board: Option<Board>,
    moves: Option<GridMoves>,
    s: &Sections,
    errors: &mut Errors,
) -> Option<(Option<u32>, Option<BlockGame>)> {
    let declared = match s.board.map(|(section, _, _)| &section.value) {
        Some(Value::Board { blocks, .. }) => *blocks,
        _ => None,
    };
    let follow = match s.moves.map(|(_, m)| m) {
        Some(Moves::PlaceInBlock { block, .. }) => Some(*block),
        _ => None,
    };
    let of_blocks = match s.win.map(|(_, w)| w) {
        Some(Win::Line {
            length,
            of_blocks: Some(of_blocks),
            ..
        }) => Some((*length, *of_blocks)),
        _ => None,
    };
    let mut valid = true;
    let size = match (declared, board) {
        (Some(declared), Some(board)) => {
            let size = block_side(declared, board, errors);
            valid &= size.is_some();
            size
        }
        (Some(_), None) => return None,
        (None, _) => {
            let hint = "write the board's blocks, as in `board: 9 x 9 in blocks 3 x 3`";
            if let Some(span) = follow {
                errors.at(
                    span,
                    format!("`place in block of last` plays in the board's blocks: {hint}"),
                );
                valid = false;
            }
            if let Some((_, of_blocks)) = of_blocks {
                errors.at(
                    of_blocks.blocks,
                    format!("a line of won blocks needs the board's blocks: {hint}"),
                );
                valid = false;
            }
            None
        }
    };
    // After a `win` section that did not parse, its own error is the one to read.
    if let (Some(span), None) = (follow, of_blocks)
        && !s.attempted("win")
    {
        errors.at(
            span,
            "`place in block of last` plays blocks that close when won: win by a line of them, \
             as in `win: line 3 of blocks won by line 3`",
        );
        valid = false;
    }
    let (Some(size), Some(board)) = (size, board) else {
        return valid.then_some((None, None));
    };
    let Some((outer, of_blocks)) = of_blocks else {
        return valid.then_some((Some(size), None));
    };
    let (across, down) = (board.width / size, board.height / size);
    valid &= game_of_blocks(board, size, (outer, of_blocks), follow, s, errors);
    if moves.is_some_and(|m| m != GridMoves::Place) {
        errors.at(
            of_blocks.blocks,
            "a line of won blocks is made by placing stones: play `moves: place` or `moves: \
             place in block of last`",
        );
        valid = false;
    }
    valid.then_some((
        Some(size),
        Some(BlockGame {
            size,
            across,
            down,
            outer: outer.value,
            inner: of_blocks.inner.value,
            follow: follow.is_some(),
        }),
    ))
}

/// The side of the blocks, checked: square, tiling the board.
fn block_side(declared: BlockSize, board: Board, errors: &mut Errors) -> Option<u32> {
    let (width, height) = (declared.width, declared.height);
    if width.value != height.value {
        errors.at(
            height.span,
            format!(
                "blocks are square: `{} x {}` is not, as in `in blocks {} x {}`",
                width.value, height.value, width.value, width.value
            ),
        );
        return None;
    }
    let side = width.value;
    if side < 2 || !board.width.is_multiple_of(side) || !board.height.is_multiple_of(side) {
        let sides: Vec<String> = (2..board.width.min(board.height))
            .filter(|&n| board.width.is_multiple_of(n) && board.height.is_multiple_of(n))
            .map(|n| format!("`in blocks {n} x {n}`"))
            .collect();
        let hint = match sides.split_last() {
            None => "no block of 2 x 2 cells or more does: change the board".to_string(),
            Some((last, [])) => format!("try {last}"),
            Some((last, rest)) => format!("try {} or {last}", rest.join(", ")),
        };
        errors.at(
            width.span,
            format!(
                "blocks of {side} x {side} do not tile {}: a block is at least 2 x 2 and its side \
                 divides the width and the height; {hint}",
                a_board(board.width, board.height)
            ),
        );
        return None;
    }
    Some(side)
}

/// The rules of a game of blocks, checked: lines that fit, blocks the last move can name, the
/// board's size, and no section the game of blocks does not read.
fn game_of_blocks(
    board: Board,
    size: u32,
    (outer, of_blocks): (crate::ast::Number, OfBlocks),
    follow: Option<Span>,
    s: &Sections,
    errors: &mut Errors,
) -> bool {
    let (across, down) = (board.width / size, board.height / size);
    let mut valid = true;
    if board.words().is_some() || across * down > MAX_BLOCKS {
        errors.at(
            of_blocks.blocks,
            format!(
                "games of blocks are supported on boards of at most 128 cells and {MAX_BLOCKS} \
                 blocks (a side's stones in one integer); {} has {} cells in {} blocks",
                a_board(board.width, board.height),
                board.cells(),
                across * down
            ),
        );
        valid = false;
    }
    if outer.value < 2 || outer.value > across.max(down) {
        errors.at(
            outer.span,
            format!(
                "a line of {} won blocks does not fit {across} x {down} blocks: write a length \
                 from 2 to {}",
                outer.value,
                across.max(down).max(2)
            ),
        );
        valid = false;
    }
    if of_blocks.inner.value > size {
        errors.at(
            of_blocks.inner.span,
            format!(
                "a line of {} does not fit in a block of {size} x {size}: write a length from 1 \
                 to {size}",
                of_blocks.inner.value
            ),
        );
        valid = false;
    }
    if let Some(span) = follow
        && (across != size || down != size)
    {
        errors.at(
            span,
            format!(
                "the last move's place in its block names the next block, so the blocks must be \
                 laid out as the cells of one: {across} x {down} blocks of {size} x {size} are \
                 not; try `board: {n} x {n} in blocks {size} x {size}`",
                n = size * size
            ),
        );
        valid = false;
    }
    for (section, what) in [
        (s.start.map(|(s, _)| s), "start"),
        (s.pass.map(|(s, _)| s), "pass"),
        (s.limit.map(|(s, _)| s), "limit"),
        (s.lose.map(|(s, _)| s), "lose"),
    ] {
        if let Some(section) = section {
            errors.at(
                section.key.span(),
                format!("`{what}` is not supported with a line of won blocks yet: remove it"),
            );
            valid = false;
        }
    }
    valid
}

/// Says at the board's `in blocks` that a game of `what` has no blocks yet.
pub(super) fn refuse_blocks(s: &Sections, what: &str, errors: &mut Errors) {
    if let Some((
        Value::Board {
            blocks: Some(blocks),
            ..
        },
        _,
        _,
    )) = s.board.map(|(section, w, h)| (&section.value, w, h))
    {
        errors.at(
            blocks.span,
            format!("a game of {what} has no blocks yet: remove `in blocks ...`"),
        );
    }
}

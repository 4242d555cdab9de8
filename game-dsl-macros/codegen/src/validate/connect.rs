//! Checks of a connection game (`win: connect`, Hex): stones placed, no ordering section (the
//! game orders its moves itself), the `distance` evaluation term.

use proc_macro2::Span;
use syn::Ident;

use super::{Sections, small_lettered_board, small_weight};
use crate::ast::Weight;
use crate::errors::Errors;
use crate::expand::masks::Board;
use crate::model::{GridMoves, GridOrder, GridWin};

/// `win: connect`: stones are placed; dropped stones or flips would make another game.
pub(super) fn win(
    span: Span,
    board: Board,
    valid: bool,
    moves: Option<GridMoves>,
    errors: &mut Errors,
) -> Option<GridWin> {
    if valid && !small_lettered_board("connect", "cells", "", board, span, errors) {
        return None;
    }
    match moves {
        Some(kind @ (GridMoves::Drop | GridMoves::Flank | GridMoves::Step(_))) => {
            errors.at(
                span,
                format!(
                    "`connect` needs `moves: place`: a stone goes on any empty cell and stays, \
                     not `{}`",
                    kind.keyword()
                ),
            );
            None
        }
        _ => Some(GridWin::Connect),
    }
}

/// `order` in a connection game: none; cells next to stones come first, then central cells.
pub(super) fn order(s: &Sections, errors: &mut Errors) -> Option<GridOrder> {
    match s.order {
        Some((section, _)) => {
            errors.at(
                section.key.span(),
                "a `connect` game orders its moves itself (cells next to stones first, then \
                 central cells): remove `order`",
            );
            None
        }
        None => Some(GridOrder::None),
    }
}

/// `distance: N`: a connection game's term, with a weight that cannot overflow the evaluation.
pub(super) fn distance_weight(
    key: &Ident,
    weight: &Weight,
    win: Option<GridWin>,
    cells: u64,
    errors: &mut Errors,
) -> Option<i32> {
    match win {
        Some(GridWin::Connect) => small_weight(weight, cells, "cell to fill", errors),
        Some(_) => {
            errors.at(
                key.span(),
                "`distance` counts the cells a side must still fill to connect its sides: it \
                 needs `win: connect`",
            );
            None
        }
        None => None,
    }
}

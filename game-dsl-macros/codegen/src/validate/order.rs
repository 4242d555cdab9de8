//! `order`, the move-ordering hint: `lines` needs winning lines, `squares` a square table;
//! `connect` and `step` games order their moves themselves.

use super::Sections;
use crate::ast::Order;
use crate::errors::Errors;
use crate::model::{GridEval, GridMoves, GridOrder, GridWin};

/// The hint declared, or the default for the game.
pub(super) fn hint(
    moves: Option<GridMoves>,
    win: Option<GridWin>,
    eval: Option<&GridEval>,
    s: &Sections,
    errors: &mut Errors,
) -> Option<GridOrder> {
    if matches!(win, Some(GridWin::Connect | GridWin::Shapes(_))) {
        return built_in(
            s,
            "a `connect` game orders its moves itself (cells next to stones first, then \
             central cells): remove `order`",
            errors,
        );
    }
    if matches!(moves, Some(GridMoves::Step(_))) {
        return built_in(
            s,
            "a `step` game orders its moves itself (steps forward first, then steps onto \
             the cells to occupy): remove `order`",
            errors,
        );
    }
    let has_table = eval.is_some_and(|e| e.squares.is_some());
    match s.order.map(|(_, o)| o) {
        Some(Order::Centre(_)) => Some(GridOrder::Centre),
        Some(Order::Lines(span)) => match win {
            Some(GridWin::Majority) => {
                errors.at(
                    *span,
                    "`lines` orders cells by the winning lines through them, and a `majority` game \
                     has none: write `order: squares` with a square table, or `order: centre`",
                );
                None
            }
            _ => Some(GridOrder::Lines),
        },
        Some(Order::Squares(span)) => {
            if eval.is_some() && !has_table {
                errors.at(
                    *span,
                    "`order: squares` reads the square table: add one, as in \
                     `eval: { squares: quarter [...] }`",
                );
                None
            } else {
                Some(GridOrder::Squares)
            }
        }
        None => Some(match win {
            Some(GridWin::Majority) if has_table => GridOrder::Squares,
            Some(GridWin::Majority) => GridOrder::None,
            _ => GridOrder::Lines,
        }),
    }
}

/// A game that orders its moves itself takes no `order` (`why` says so).
fn built_in(s: &Sections, why: &str, errors: &mut Errors) -> Option<GridOrder> {
    match s.order {
        Some((section, _)) => {
            errors.at(section.key.span(), why);
            None
        }
        None => Some(GridOrder::None),
    }
}

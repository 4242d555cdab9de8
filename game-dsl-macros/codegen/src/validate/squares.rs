//! `squares`: a weight per cell, written for every cell, for the top-left quarter or for the
//! triangle of the quarter on and above its diagonal, and mirrored into the whole board.

use proc_macro2::Span;

use super::board::{a_board, cell_name};
use crate::ast::{Layout, Weight};
use crate::errors::Errors;
use crate::geometry::Board;
use crate::model::MAX_EVAL;

/// The weight of every cell from a square table written in full, for the top-left quarter, or
/// for the triangle of the quarter on and above its diagonal.
pub(super) fn square_table(
    board: Board,
    layout: Layout,
    layout_span: Option<Span>,
    weights: &[Weight],
    list_span: Span,
    errors: &mut Errors,
) -> Option<Vec<i32>> {
    let (w, h) = (board.width, board.height);
    let (quarter_w, quarter_h) = (w.div_ceil(2), h.div_ceil(2));
    let triangle = quarter_w * (quarter_w + 1) / 2;
    let name = |column: u32, row: u32| cell_name(column, row);
    let on = a_board(w, h);
    let quarter_last = name(quarter_w - 1, quarter_h - 1);
    if layout == Layout::Triangle && w != h {
        errors.at(
            layout_span.unwrap_or(list_span),
            format!(
                "a `triangle` table mirrors the board across its diagonals, which needs a square board, \
                 not {w} x {h}: write `quarter` with {} weights (a1..{quarter_last}, row by row)",
                quarter_w * quarter_h
            ),
        );
        return None;
    }
    let expected = match layout {
        Layout::Full => w * h,
        Layout::Quarter => quarter_w * quarter_h,
        Layout::Triangle => triangle,
    } as usize;
    if weights.len() != expected {
        let triangle_cells = || {
            (0..quarter_h)
                .map(|row| match quarter_w - 1 - row {
                    0 => name(row, row),
                    _ => format!("{}..{}", name(row, row), name(quarter_w - 1, row)),
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        let found = weights.len();
        let message = match layout {
            Layout::Full => {
                let mut message = format!(
                    "`squares` takes {expected} weights on {on}, one per cell row by row \
                     from a1; found {found}"
                );
                if found as u32 == quarter_w * quarter_h {
                    message += &format!(
                        ": for the top-left quarter (a1..{quarter_last}) alone, write `squares: quarter [...]`"
                    );
                } else if w == h && found as u32 == triangle {
                    message += &format!(
                        ": for the triangle {} alone, write `squares: triangle [...]`",
                        triangle_cells()
                    );
                } else {
                    message += &format!(
                        " (or write `quarter` and {} weights for a1..{quarter_last}{})",
                        quarter_w * quarter_h,
                        if w == h {
                            format!(", or `triangle` and {triangle}")
                        } else {
                            String::new()
                        }
                    );
                }
                message
            }
            Layout::Quarter => format!(
                "`quarter` takes {expected} weights on {on}, for the cells a1..{quarter_last} \
                 row by row (the other quarters mirror them); found {found}"
            ),
            Layout::Triangle => format!(
                "`triangle` takes {expected} weights on {on}, for the cells {} row by row \
                 (mirrored eight ways); found {found}",
                triangle_cells()
            ),
        };
        errors.at(list_span, message);
        return None;
    }
    let mut heavy = 0;
    for weight in weights {
        if weight.value.unsigned_abs() > MAX_EVAL {
            errors.push(syn::Error::new_spanned(
                &weight.tokens,
                format!(
                    "weight {} overflows the evaluation: a cell's weight is at most {MAX_EVAL} either way",
                    weight.value
                ),
            ));
            heavy += 1;
        }
    }
    if heavy > 0 {
        return None;
    }
    let value = |i: u32| weights[i as usize].value as i32;
    let table = (0..h)
        .flat_map(|row| (0..w).map(move |column| (column, row)))
        .map(|(column, row)| {
            let (c, r) = (column.min(w - 1 - column), row.min(h - 1 - row));
            match layout {
                Layout::Full => value(row * w + column),
                Layout::Quarter => value(r * quarter_w + c),
                Layout::Triangle => {
                    let (r, c) = (r.min(c), r.max(c));
                    // Rows of the triangle before row `r` hold quarter_w, quarter_w - 1, ... cells.
                    value(r * quarter_w - r * r.saturating_sub(1) / 2 + (c - r))
                }
            }
        })
        .collect();
    Some(table)
}

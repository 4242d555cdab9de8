//! `eval`: every term once, each one meaningful for the game, none that can overflow, and their
//! sum within the evaluation's limit.

use syn::Ident;

use super::Sections;
use super::squares::square_table;
use super::weights::{small_weight, term_weight, window_weights};
use crate::ast::{EvalTerm, Number, Section, Term, Weight, Win};
use crate::errors::Errors;
use crate::geometry::{Axis, Board, steps};
use crate::model::{GridEval, GridMoves, GridWin, MAX_EVAL};

/// The parts of the game that the terms are checked against, lowered before them.
struct Parts {
    board: Board,
    moves: Option<GridMoves>,
    win: Option<GridWin>,
    start: Option<[u128; 2]>,
    /// The length of a line of won blocks, in a game of blocks.
    outer: Option<u32>,
}

/// The evaluation declared (none: empty). `None` after an error.
pub(super) fn terms(
    board: Board,
    moves: Option<GridMoves>,
    win: Option<GridWin>,
    start: Option<[u128; 2]>,
    s: &Sections,
    errors: &mut Errors,
) -> Option<GridEval> {
    let mut eval = GridEval::default();
    let Some((section, declared)) = s.eval else {
        return Some(eval);
    };
    let outer = match s.win.map(|(_, w)| w) {
        Some(Win::Line {
            length,
            of_blocks: Some(_),
            ..
        }) => Some(length.value),
        _ => None,
    };
    let parts = Parts {
        board,
        moves,
        win,
        start,
        outer,
    };
    let mut valid = true;
    let mut seen: Vec<String> = Vec::new();
    // The largest magnitude each term can reach.
    let mut reaches: Vec<(String, u64)> = Vec::new();
    for EvalTerm { key, term } in &declared.terms {
        let name = key.to_string();
        if seen.contains(&name) {
            errors.at(
                key.span(),
                format!("`{name}` is given twice in `eval`: give each term once"),
            );
            valid = false;
            continue;
        }
        seen.push(name.clone());
        match lower_term(&parts, key, term, &mut eval, errors) {
            Some(reach) => reaches.push((name, reach)),
            None => valid = false,
        }
    }
    (valid && within_limit(section, &reaches, errors)).then_some(eval)
}

/// Sets one term of `eval`; the most it can reach, or `None` after an error.
fn lower_term(
    p: &Parts,
    key: &Ident,
    term: &Term,
    eval: &mut GridEval,
    errors: &mut Errors,
) -> Option<u64> {
    let cells = u64::from(p.board.cells());
    match term {
        Term::Windows { weights, list_span } => {
            let none = match p.win? {
                GridWin::Line(length) | GridWin::LoseLine(length) => {
                    let (weights, most) =
                        window_weights(p.board, length, weights, *list_span, errors)?;
                    eval.windows = Some(weights);
                    return Some(most);
                }
                GridWin::Majority => {
                    "a `majority` game has none: use `squares`, `mobility` or `frontier`"
                }
                GridWin::Connect => "a `connect` game has none: use `distance`",
                GridWin::Shapes(_) => "a game won by shapes has none",
                GridWin::Occupy => "an `occupy` game has none: use `goal` or `advance`",
            };
            errors.at(
                key.span(),
                format!("`windows` counts the windows of a winning line, and {none}"),
            );
            None
        }
        Term::Blocks { weights, list_span } => {
            let Some(outer) = p.outer else {
                errors.at(
                    key.span(),
                    "`blocks` counts the lines of won blocks: it needs a game won by them, as in \
                     `win: line 3 of blocks won by line 3`",
                );
                return None;
            };
            let (weights, most) = block_weights(outer, weights, *list_span, errors)?;
            eval.blocks = Some(weights);
            Some(most)
        }
        Term::Squares {
            layout,
            layout_span,
            weights,
            list_span,
        } => {
            let table = square_table(p.board, *layout, *layout_span, weights, *list_span, errors)?;
            let reach = table.iter().map(|w| u64::from(w.unsigned_abs())).sum();
            eval.squares = Some(table);
            Some(reach)
        }
        Term::Mobility(weight) => mobility(p, key, weight, eval, errors),
        Term::Frontier(weight) => {
            eval.frontier = small_weight(weight, cells, "frontier stone", errors)?;
            Some(u64::from(eval.frontier.unsigned_abs()) * cells)
        }
        Term::Distance(weight) => match p.win? {
            GridWin::Connect => {
                eval.distance = small_weight(weight, cells, "cell to fill", errors)?;
                Some(u64::from(eval.distance.unsigned_abs()) * cells)
            }
            _ => {
                errors.at(
                    key.span(),
                    "`distance` counts the cells a side must still fill to connect its sides: it \
                     needs `win: connect`",
                );
                None
            }
        },
        Term::Goal(weight) => match p.win? {
            GridWin::Occupy => {
                let most = p
                    .start
                    .map_or(1, |[x, o]| x.count_ones().max(o.count_ones()));
                let (w, reach) =
                    term_weight(weight, u64::from(most), "stone on a cell to occupy", errors)?;
                eval.goal = w;
                Some(reach)
            }
            _ => {
                errors.at(
                    key.span(),
                    "`goal` counts the stones on the cells a side must occupy: it needs `win: occupy`",
                );
                None
            }
        },
        Term::Advance(weight) => advance(p, key, weight, eval, errors),
        Term::Material(_) | Term::Promoted(_) => {
            errors.at(
                key.span(),
                format!(
                    "`{key}` counts stones that move and are captured: it needs moves made of \
                     parts, as in `moves: step forward`"
                ),
            );
            None
        }
        // Clamped to the evaluation's limit where it is called; the built-in terms then have a
        // limit of their own to keep.
        Term::Custom(function) => {
            eval.custom = Some(function.clone());
            Some(0)
        }
    }
}

/// The most lines of won blocks a board holds: 16 blocks at most, lines in four directions.
const MOST_BLOCK_LINES: u64 = 64;

/// `blocks [...]`: one weight per number of won blocks in a line of `outer`, from 1 to `outer`
/// less one; with the most the term reaches.
fn block_weights(
    outer: u32,
    weights: &[Number],
    list_span: proc_macro2::Span,
    errors: &mut Errors,
) -> Option<(Vec<u32>, u64)> {
    let expected = outer as usize - 1;
    if weights.len() != expected {
        errors.at(
            list_span,
            format!(
                "`blocks` takes {expected} weights, one for each number of won blocks from 1 to \
                 {expected} in a line of {outer}; found {}",
                weights.len()
            ),
        );
        return None;
    }
    let limit = MAX_EVAL / MOST_BLOCK_LINES;
    let mut valid = true;
    for weight in weights {
        if u64::from(weight.value) > limit {
            errors.at(
                weight.span,
                format!(
                    "weight {} overflows the evaluation: a board's lines of blocks times the \
                     weight must stay below {MAX_EVAL}, so at most {limit}",
                    weight.value
                ),
            );
            valid = false;
        }
    }
    let most = weights
        .iter()
        .map(|w| u64::from(w.value))
        .max()
        .unwrap_or(0);
    valid.then(|| {
        (
            weights.iter().map(|w| w.value).collect(),
            most * MOST_BLOCK_LINES,
        )
    })
}

/// `mobility: N`: legal moves that differ between the sides (`flank`, `step`), counted at most
/// once per cell for a flank, once per neighbour for a step.
fn mobility(
    p: &Parts,
    key: &Ident,
    weight: &Weight,
    eval: &mut GridEval,
    errors: &mut Errors,
) -> Option<u64> {
    let most = match p.moves {
        Some(kind @ (GridMoves::Place | GridMoves::Drop)) => {
            let kind = kind.keyword();
            errors.at(
                key.span(),
                format!(
                    "`mobility` counts legal moves, and with `{kind}` moves both sides have the \
                     same: it needs `moves: flank` or `step`"
                ),
            );
            return None;
        }
        Some(GridMoves::Step(directions)) => u64::from(p.board.step_pairs(steps(directions))),
        _ => u64::from(p.board.cells()),
    };
    eval.mobility = small_weight(weight, most, "legal move", errors)?;
    Some(u64::from(eval.mobility.unsigned_abs()) * most)
}

/// `advance: N`: the rows each stone stands from its side's own edge (`moves: step`), which
/// needs sides that start apart.
fn advance(
    p: &Parts,
    key: &Ident,
    weight: &Weight,
    eval: &mut GridEval,
    errors: &mut Errors,
) -> Option<u64> {
    match p.moves? {
        GridMoves::Step(_) => {}
        kind => {
            errors.at(
                key.span(),
                format!(
                    "`advance` counts the rows a stone has moved towards the other side: it needs \
                     `moves: step`, not `{}`",
                    kind.keyword()
                ),
            );
            return None;
        }
    }
    let [x, o] = p.start?;
    let Some(axis) = Axis::between(p.board, x, o) else {
        errors.at(
            key.span(),
            "`advance` counts the rows a stone has moved towards the other side's start, and X and \
             O start centred on the same row and column: use `goal`",
        );
        return None;
    };
    let rows = u64::from(axis.length(p.board) - 1);
    let most = u64::from(x.count_ones().max(o.count_ones())) * rows;
    let (w, reach) = term_weight(weight, most, "row advanced", errors)?;
    eval.advance = w;
    Some(reach)
}

/// Whether the terms together stay within the evaluation's limit; if not, says how far each
/// one reaches.
fn within_limit(section: &Section, reaches: &[(String, u64)], errors: &mut Errors) -> bool {
    let total: u64 = reaches.iter().map(|(_, r)| r).sum();
    if total <= MAX_EVAL {
        return true;
    }
    let parts: Vec<String> = reaches.iter().map(|(n, r)| format!("{n} {r}")).collect();
    errors.at(
        section.key.span(),
        format!(
            "the evaluation can reach {total} ({}), beyond the limit of {MAX_EVAL}: make the weights smaller",
            parts.join(", ")
        ),
    );
    false
}

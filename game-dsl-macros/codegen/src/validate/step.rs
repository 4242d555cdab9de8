//! Checks of a movement game (`moves: step`, Kono): a board whose moves fit 16 bits, the win by
//! `occupy`, the rule for a side that cannot move (`blocked` or `pass`), the `limit` on the
//! game's length, a start layout from which the game can be played and won, the ordering
//! (built in) and the evaluation terms of movement (`goal`, `advance`).

use proc_macro2::Span;
use syn::Ident;

use super::{Sections, small_lettered_board};
use crate::ast::{Pass, StartList, Weight};
use crate::errors::Errors;
use crate::expand::masks::{Axis, Board, steps};
use crate::model::{Blocked, GridMoves, GridOrder, GridWin, StepDirections};

/// The longest `limit`: the ply counter is 16 bits.
pub const MAX_LIMIT: u32 = u16::MAX as u32 - 1;

/// `moves: step DIRECTIONS`: a board of at most 128 cells (a move is coded `from * cells + to`
/// and the stones fit one integer) and 26 columns (squares are named by letters).
pub(super) fn moves(
    span: Span,
    directions: StepDirections,
    board: Board,
    valid: bool,
    errors: &mut Errors,
) -> Option<GridMoves> {
    let why = " (a side's stones in one integer, a move coded `from * cells + to` in 16 bits)";
    if valid && !small_lettered_board("step", "squares", why, board, span, errors) {
        return None;
    }
    Some(GridMoves::Step(directions))
}

/// `win: occupy`: stones that move, so that they can reach the other side's start.
pub(super) fn occupy(span: Span, moves: Option<GridMoves>, errors: &mut Errors) -> Option<GridWin> {
    match moves {
        Some(GridMoves::Step(_)) => Some(GridWin::Occupy),
        Some(kind) => {
            errors.at(
                span,
                format!(
                    "`occupy` needs stones that move to the cells the other side starts on: \
                     `moves: step diagonal` (or `orthogonal`, `all`), not `{}`",
                    kind.keyword()
                ),
            );
            None
        }
        None => None,
    }
}

/// Any win but `occupy` in a `step` game.
pub(super) fn other_win(span: Span, errors: &mut Errors) {
    errors.at(
        span,
        "a `step` game is won by `occupy`: a side's stones on every cell the other side starts on",
    );
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
        (Some(GridMoves::Step(_)), Some((_, blocked))) => Some(Some(blocked.rule)),
        (Some(GridMoves::Step(_)), None) if passes || s.attempted.contains(&"blocked") => {
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
        (Some(kind), Some((section, _))) => {
            let why = match kind {
                GridMoves::Flank => {
                    "a `flank` game in which the side to move cannot flank ends by `majority` (or \
                     passes, with `pass: when_blocked`)"
                }
                _ => {
                    "a `place` or `drop` game is blocked only when the board is full, and then it is over"
                }
            };
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
        (Some(GridMoves::Step(_)), None) if s.attempted.contains(&"limit") => None,
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

/// The start of a `step` game (or an `occupy` win): a layout, each side with stones, enough of
/// them to occupy the other's start, and a first move (or a pass) for X. Whether all is well.
pub(super) fn start(
    board: Board,
    moves: Option<GridMoves>,
    win: Option<GridWin>,
    passes: bool,
    stones: [u128; 2],
    s: &Sections,
    errors: &mut Errors,
) -> bool {
    let directions = match moves {
        Some(GridMoves::Step(directions)) => Some(directions),
        _ => None,
    };
    let occupy = win == Some(GridWin::Occupy);
    if directions.is_none() && !occupy {
        return true;
    }
    let Some((section, start)) = s.start else {
        if s.attempted.contains(&"start") {
            return false;
        }
        let example = "`start: { X: [a3, b3], O: [a1, b1] }`";
        let (span, message) = match s.win {
            Some((_, crate::ast::Win::Occupy(span))) if occupy => (
                *span,
                format!(
                    "`occupy` is won on the cells the other side starts on: add a start layout, \
                     as in {example}"
                ),
            ),
            _ => (
                s.moves_span(),
                format!(
                    "a `step` game moves the stones it starts with: add a start layout, as in {example}"
                ),
            ),
        };
        errors.at(span, message);
        return false;
    };
    let list = |second: bool| start.lists.iter().find(|l| l.second == second);
    let mut valid = true;
    for (player, second) in [("X", false), ("O", true)] {
        if stones[usize::from(second)] == 0 {
            errors.at(
                list(second).map_or(section.key.span(), |l: &StartList| l.player.span()),
                format!("{player} has no stones at the start: a `step` game moves the stones it starts with"),
            );
            valid = false;
        }
    }
    if !valid {
        return false;
    }
    if occupy {
        for (player, other, second) in [("X", "O", false), ("O", "X", true)] {
            let (own, goal) = (
                stones[usize::from(second)].count_ones(),
                stones[usize::from(!second)].count_ones(),
            );
            if own < goal {
                errors.at(
                    list(second).map_or(section.key.span(), |l| l.player.span()),
                    format!(
                        "{player} starts with {own} stones and could never occupy the {goal} cells \
                         {other} starts on: give {player} at least {goal} stones or {other} at most {own}"
                    ),
                );
                valid = false;
            }
        }
    }
    if let Some(directions) = directions.filter(|_| valid) {
        let directions = steps(directions);
        let x_moves = board.step_moves(stones[0], stones[1], directions);
        let o_moves = board.step_moves(stones[1], stones[0], directions);
        let problem = if x_moves == 0 && o_moves == 0 {
            Some("neither side can step from this layout, so the game is over before it starts")
        } else if x_moves == 0 && !passes {
            Some(
                "X, who moves first, cannot step from this layout, so the game is over before it \
                 starts: make room, or let X pass with `pass: when_blocked`",
            )
        } else {
            None
        };
        if let Some(problem) = problem {
            errors.at(section.key.span(), problem);
            valid = false;
        }
    }
    valid
}

/// `order` in a `step` game: none; the game orders its moves itself.
pub(super) fn order(s: &Sections, errors: &mut Errors) -> Option<GridOrder> {
    match s.order {
        Some((section, _)) => {
            errors.at(
                section.key.span(),
                "a `step` game orders its moves itself (steps forward first, then steps onto \
                 the cells to occupy): remove `order`",
            );
            None
        }
        None => Some(GridOrder::None),
    }
}

/// `goal: N`: the stones on the cells a side must occupy (`win: occupy`), with a weight that
/// cannot overflow the evaluation; and the most the term can reach.
pub(super) fn goal_weight(
    key: &Ident,
    weight: &Weight,
    win: Option<GridWin>,
    start: Option<[u128; 2]>,
    errors: &mut Errors,
) -> Option<(i32, u64)> {
    match win {
        Some(GridWin::Occupy) => {
            let most = start.map_or(1, |[x, o]| x.count_ones().max(o.count_ones()));
            term_weight(weight, u64::from(most), "stone on a cell to occupy", errors)
        }
        Some(_) => {
            errors.at(
                key.span(),
                "`goal` counts the stones on the cells a side must occupy: it needs `win: occupy`",
            );
            None
        }
        None => None,
    }
}

/// `advance: N`: the rows each stone stands from its side's own edge (`moves: step`), which
/// needs sides that start apart; with a weight that cannot overflow the evaluation, and the most
/// the term can reach.
pub(super) fn advance_weight(
    key: &Ident,
    weight: &Weight,
    board: Board,
    moves: Option<GridMoves>,
    start: Option<[u128; 2]>,
    errors: &mut Errors,
) -> Option<(i32, u64)> {
    match moves {
        Some(GridMoves::Step(_)) => {}
        Some(kind) => {
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
        None => return None,
    }
    let [x, o] = start?;
    let Some(axis) = Axis::between(board, x, o) else {
        errors.at(
            key.span(),
            "`advance` counts the rows a stone has moved towards the other side's start, and X and \
             O start centred on the same row and column: use `goal`",
        );
        return None;
    };
    let rows = u64::from(axis.length(board) - 1);
    let most = u64::from(x.count_ones().max(o.count_ones())) * rows;
    term_weight(weight, most, "row advanced", errors)
}

/// A weight counted at most `most` times, small enough that the term stays below the
/// evaluation's limit; and the most the term can reach.
fn term_weight(weight: &Weight, most: u64, what: &str, errors: &mut Errors) -> Option<(i32, u64)> {
    let limit = super::MAX_EVAL / most.max(1);
    if weight.value.unsigned_abs() > limit {
        errors.push(syn::Error::new_spanned(
            &weight.tokens,
            format!(
                "weight {} overflows the evaluation: {most} times the weight of a {what} must stay \
                 below {}, so at most {limit} either way",
                weight.value,
                super::MAX_EVAL
            ),
        ));
        return None;
    }
    Some((
        weight.value as i32,
        weight.value.unsigned_abs() * most.max(1),
    ))
}

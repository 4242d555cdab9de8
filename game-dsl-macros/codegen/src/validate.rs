//! Semantic checks of a declaration, and its lowering to the [`model`](crate::model).
//!
//! Every check runs and every failure is kept with the span of the token at fault, so the user
//! sees all the mistakes of a declaration in one compile.

use proc_macro2::Span;

use crate::ast::{
    Blocked, CellName, End, Eval, EvalTerm, Input, Layout, Moves, Number, Order, Pass, Section,
    Start, Term, Value, Weight, Win,
};
use crate::errors::Errors;
use crate::expand::masks::{Board, LINE_DIRECTIONS};
use crate::model::{Game, Grid, GridEval, GridMoves, GridOrder, GridWin, Kind, Pile};

mod connect;
pub mod piles;
pub mod step;

/// The largest board the generator supports, in cells: beyond 128 cells a player's stones are
/// a `bits::Wide<N>` of `N` 64-bit words.
pub const MAX_CELLS: u32 = 1024;
/// The largest magnitude of an evaluation (the runtime's `score::MAX_EVAL`).
pub const MAX_EVAL: u64 = 1 << 23;
/// The largest number of tokens a move may take (moves are 16-bit codes).
pub const MAX_TAKE: u32 = 1 << 15;

/// The sections of a declaration, each at most once.
#[derive(Default)]
struct Sections<'a> {
    board: Option<(&'a Section, Number, Number)>,
    pile: Option<(&'a Section, Number)>,
    piles: Option<(&'a Section, &'a crate::ast::Piles)>,
    moves: Option<(&'a Section, &'a Moves)>,
    win: Option<(&'a Section, &'a Win)>,
    order: Option<(&'a Section, &'a Order)>,
    eval: Option<(&'a Section, &'a Eval)>,
    start: Option<(&'a Section, &'a Start)>,
    pass: Option<(&'a Section, &'a Pass)>,
    blocked: Option<(&'a Section, &'a Blocked)>,
    limit: Option<(&'a Section, Number)>,
    end: Option<(&'a Section, &'a End)>,
    /// Sections written but not parsed (their errors are reported already).
    attempted: &'a [&'static str],
}

impl Sections<'_> {
    /// Where to report a problem of the moves: the move kind, or the call site if there is none.
    fn moves_span(&self) -> Span {
        match self.moves.map(|(_, m)| m) {
            Some(Moves::Place(span) | Moves::Drop(span) | Moves::Flank(span)) => *span,
            Some(Moves::Step { span, .. }) => *span,
            Some(Moves::Take { span, .. } | Moves::TakeAny(span)) => *span,
            None => Span::call_site(),
        }
    }
}

impl Input {
    /// Checks the declaration and lowers it to the model, or returns every error found.
    pub fn validate(&self) -> syn::Result<Game> {
        let mut errors = Errors::default();
        for error in &self.errors {
            errors.push(error.clone());
        }
        let sections = self.collect_sections(&mut errors);
        let kind = lower(self, &sections, &mut errors);
        match (errors.is_empty(), kind) {
            (true, Some(kind)) => Ok(Game {
                attrs: self.attrs.clone(),
                vis: self.vis.clone(),
                name: self.name.clone(),
                kind,
            }),
            _ => errors.finish(()).and_then(|()| {
                Err(syn::Error::new(
                    self.name.span(),
                    "invalid game declaration",
                ))
            }),
        }
    }

    /// Sorts sections by name, reporting duplicates.
    fn collect_sections<'a>(&'a self, errors: &mut Errors) -> Sections<'a> {
        let mut found = Sections {
            attempted: &self.attempted,
            ..Sections::default()
        };
        for section in &self.sections {
            let duplicate = match &section.value {
                Value::Board { width, height } => {
                    found.board.replace((section, *width, *height)).is_some()
                }
                Value::Pile(tokens) => found.pile.replace((section, *tokens)).is_some(),
                Value::Piles(piles) => found.piles.replace((section, piles)).is_some(),
                Value::Moves(moves) => found.moves.replace((section, moves)).is_some(),
                Value::Win(win) => found.win.replace((section, win)).is_some(),
                Value::Order(order) => found.order.replace((section, order)).is_some(),
                Value::Eval(eval) => found.eval.replace((section, eval)).is_some(),
                Value::Start(start) => found.start.replace((section, start)).is_some(),
                Value::Pass(pass) => found.pass.replace((section, pass)).is_some(),
                Value::Blocked(blocked) => found.blocked.replace((section, blocked)).is_some(),
                Value::Limit(limit) => found.limit.replace((section, *limit)).is_some(),
                Value::End(end) => found.end.replace((section, end)).is_some(),
            };
            if duplicate {
                errors.at(
                    section.key.span(),
                    format!(
                        "duplicate section `{}`: a game declares it once",
                        section.key
                    ),
                );
            }
        }
        found
    }
}

/// Checks the sections together and builds the game's kind.
fn lower(input: &Input, s: &Sections, errors: &mut Errors) -> Option<Kind> {
    let name = &input.name;
    let attempted = |section| input.attempted.contains(&section);
    if s.moves.is_none() && !attempted("moves") {
        errors.at(
            name.span(),
            format!("`{name}` has no `moves` section: add one, as in `moves: place` or `moves: take 1..=2`"),
        );
    }
    if s.win.is_none() && !attempted("win") {
        errors.at(
            name.span(),
            format!(
                "`{name}` has no `win` section: add one, as in `win: line 3` or `win: last_take`"
            ),
        );
    }
    if let Some((section, piles)) = s.piles {
        return piles::lower(section, piles, s, errors).map(Kind::Piles);
    }
    match (s.board, s.pile) {
        (Some(_), Some((pile, _))) => {
            errors.at(
                pile.key.span(),
                "a game has a `board` or a `pile`, not both: remove one",
            );
            None
        }
        (Some((_, width, height)), None) => lower_grid(width, height, s, errors).map(Kind::Grid),
        (None, Some((_, tokens))) => lower_pile(tokens, s, errors).map(Kind::Pile),
        (None, None) if attempted("board") || attempted("pile") => None,
        (None, None) => {
            errors.at(
                name.span(),
                format!("`{name}` has neither a `board` nor a `pile`: add one, as in `board: 3 x 3` or `pile: 5`"),
            );
            None
        }
    }
}

/// A board game: dimensions, start, moves, passes, win condition, ordering and evaluation.
fn lower_grid(width: Number, height: Number, s: &Sections, errors: &mut Errors) -> Option<Grid> {
    let mut valid = true;
    for (n, what) in [(width, "width"), (height, "height")] {
        if n.value == 0 {
            errors.at(n.span, format!("the board's {what} must be at least 1"));
            valid = false;
        }
    }
    let cells = u64::from(width.value) * u64::from(height.value);
    if valid && cells > u64::from(MAX_CELLS) {
        errors.at(
            width.span,
            format!(
                "{} has {cells} cells; boards of at most {MAX_CELLS} cells are supported",
                a_board(width.value, height.value)
            ),
        );
        valid = false;
    }
    let board = Board {
        width: width.value,
        height: height.value,
    };
    let moves = grid_moves(board, valid, s, errors);
    let win = grid_win(board, valid, moves, s, errors);
    let pass = grid_pass(moves, s, errors);
    let blocked = step::blocked(moves, s, errors);
    let limit = step::limit(moves, s, errors);
    // A `step` game on a wide board is refused on its keyword already.
    let wide_step = matches!(s.moves, Some((_, Moves::Step { .. })));
    let wide_start = s
        .start
        .filter(|_| valid && board.words().is_some() && !wide_step);
    let start = if let Some((section, _)) = wide_start {
        errors.at(
            section.key.span(),
            format!(
                "start layouts are supported on boards of at most 128 cells; {} has {cells}: \
                 remove `start` or use a smaller board",
                a_board(width.value, height.value)
            ),
        );
        None
    } else if valid && board.words().is_none() {
        start_layout(board, moves, win, pass, s, errors)
    } else if valid && !wide_step {
        Some([0, 0])
    } else {
        None
    };
    let eval = if valid {
        grid_eval(board, moves, win, start, s, errors)
    } else {
        None
    };
    let order = grid_order(moves, win, eval.as_ref(), s, errors);
    match (valid, moves, win, start, eval, order, blocked, limit) {
        (
            true,
            Some(moves),
            Some(win),
            Some(start),
            Some(eval),
            Some(order),
            Some(blocked),
            Some(limit),
        ) => Some(Grid {
            width: width.value,
            height: height.value,
            moves,
            win,
            pass,
            blocked,
            limit,
            order,
            start,
            eval,
            end: custom_end(s),
        }),
        _ => None,
    }
}

/// `end: custom PATH`: the function, checked by the compiler where the generated code calls it.
fn custom_end(s: &Sections) -> Option<syn::Path> {
    s.end.map(|(_, end)| end.function.clone())
}

/// `moves` on a board: `place`, `drop` or `flank`.
fn grid_moves(board: Board, valid: bool, s: &Sections, errors: &mut Errors) -> Option<GridMoves> {
    match s.moves.map(|(_, m)| m) {
        Some(Moves::Place(_)) => Some(GridMoves::Place),
        Some(Moves::Drop(_)) => Some(GridMoves::Drop),
        Some(Moves::Flank(span)) => {
            if valid && !small_lettered_board("flank", "squares", "", board, *span, errors) {
                None
            } else if valid && board.width.max(board.height) < 3 {
                errors.at(
                    *span,
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
        Some(Moves::Step { span, directions }) => {
            step::moves(*span, *directions, board, valid, errors)
        }
        Some(Moves::Take { span, .. } | Moves::TakeAny(span)) => {
            take_needs_pile(*span, errors);
            None
        }
        None => None,
    }
}

/// `win` on a board: `line N` with `place` or `drop`, `majority` with `flank`.
fn grid_win(
    board: Board,
    valid: bool,
    moves: Option<GridMoves>,
    s: &Sections,
    errors: &mut Errors,
) -> Option<GridWin> {
    match (s.win.map(|(_, w)| w), moves) {
        (Some(Win::Occupy(span)), _) => return step::occupy(*span, moves, errors),
        (
            Some(
                Win::Line { span, .. }
                | Win::Majority(span)
                | Win::LastTake(span)
                | Win::Connect(span),
            ),
            Some(GridMoves::Step(_)),
        ) => {
            step::other_win(*span, errors);
            return None;
        }
        _ => {}
    }
    match s.win.map(|(_, w)| w) {
        Some(Win::Line { span, length }) => {
            let longest = board.width.max(board.height);
            if moves == Some(GridMoves::Flank) {
                errors.at(
                    *span,
                    "`flank` moves flip stones and play on until neither side can move: win by \
                     `majority`, or play `place` or `drop` moves to win by `line N`",
                );
                None
            } else if length.value < 2 {
                errors.at(length.span, "a winning line has at least 2 stones");
                None
            } else if valid && length.value > longest {
                errors.at(
                    length.span,
                    format!(
                        "a line of {} cannot fit on {}",
                        length.value,
                        a_board(board.width, board.height)
                    ),
                );
                None
            } else {
                Some(GridWin::Line(length.value))
            }
        }
        Some(Win::Majority(span)) => match moves {
            Some(kind @ (GridMoves::Place | GridMoves::Drop)) => {
                let kind = kind.keyword();
                errors.at(
                    *span,
                    format!(
                        "`majority` needs `moves: flank`: `{kind}` moves never change a stone's owner, \
                         so the count is settled before the game starts; a `{kind}` game wins by `line N`"
                    ),
                );
                None
            }
            _ => Some(GridWin::Majority),
        },
        Some(Win::LastTake(span)) => {
            errors.at(
                *span,
                "`last_take` needs `moves: take a..=b` on a `pile`; a board game wins by `line N` or `majority`",
            );
            None
        }
        Some(Win::Connect(span)) => connect::win(*span, board, valid, moves, errors),
        Some(Win::Occupy(_)) => unreachable!("checked above"),
        None => None,
    }
}

/// `pass`: only games whose moves can run out before the board is full may pass.
fn grid_pass(moves: Option<GridMoves>, s: &Sections, errors: &mut Errors) -> bool {
    match s.pass.map(|(_, p)| p) {
        Some(Pass::WhenBlocked(span)) => match moves {
            Some(kind @ (GridMoves::Place | GridMoves::Drop)) => {
                let kind = kind.keyword();
                errors.at(
                    *span,
                    format!(
                        "a `{kind}` game is blocked only when the board is full, and then it is over: \
                         remove `pass`"
                    ),
                );
                false
            }
            _ => true,
        },
        Some(Pass::Never(_)) | None => false,
    }
}

/// `start`: the cells on the board, each listed once; stones lie on others in a `drop` game;
/// no line is made yet; a `flank` game can begin.
fn start_layout(
    board: Board,
    moves: Option<GridMoves>,
    win: Option<GridWin>,
    pass: bool,
    s: &Sections,
    errors: &mut Errors,
) -> Option<[u128; 2]> {
    let mut stones = [0u128; 2];
    let mut valid = true;
    let mut seen: Vec<&CellName> = Vec::new();
    for list in s.start.iter().flat_map(|(_, start)| &start.lists) {
        for cell in &list.cells {
            let Some(bit) = board.bit(cell.column as i32, cell.row as i32) else {
                let last_column = char::from(b'a' + board.width.min(26) as u8 - 1);
                errors.at(
                    cell.span,
                    format!(
                        "`{}` is off the {} x {} board: columns are `a` to `{last_column}`, rows 1 to {} \
                         (row 1 at the top)",
                        cell.text, board.width, board.height, board.height
                    ),
                );
                valid = false;
                continue;
            };
            if seen.iter().any(|c| c.text == cell.text) {
                errors.at(
                    cell.span,
                    format!("`{}` is listed twice: a cell holds one stone", cell.text),
                );
                valid = false;
                continue;
            }
            seen.push(cell);
            stones[usize::from(list.second)] |= 1 << bit;
        }
    }
    if !valid {
        return None;
    }
    let occupied = stones[0] | stones[1];
    if moves == Some(GridMoves::Drop) {
        for cell in &seen {
            let below = board.bit(cell.column as i32, cell.row as i32 + 1);
            if below.is_some_and(|b| occupied >> b & 1 == 0) {
                errors.at(
                    cell.span,
                    format!(
                        "`{}` lies above an empty cell: in a `drop` game stones lie on the bottom row or on \
                         other stones",
                        cell.text
                    ),
                );
                valid = false;
            }
        }
    }
    let start_span = s.start.map(|(section, _)| section.key.span());
    if let (Some(GridWin::Line(length)), Some(span)) = (win, start_span) {
        for (player, &set) in ["X", "O"].iter().zip(&stones) {
            if board.has_line(set, length) {
                errors.at(
                    span,
                    format!("{player} already has a line of {length} at the start: remove a stone"),
                );
                valid = false;
            }
        }
    }
    if moves == Some(GridMoves::Flank) {
        let x_moves = board.flank_moves(stones[0], stones[1]);
        let o_moves = board.flank_moves(stones[1], stones[0]);
        let example = "`start: { X: [e4, d5], O: [d4, e5] }`";
        let problem = match start_span {
            // The section did not parse: its own error says what is wrong.
            None if s.attempted.contains(&"start") => None,
            None => Some(
                "a `flank` game needs stones to flank at the start: add a layout, as in "
                    .to_string()
                    + example,
            ),
            Some(_) if x_moves == 0 && o_moves == 0 => Some(
                "neither side can flank a stone from this layout, so the game is over before it \
                 starts: give each side stones next to the other's"
                    .to_string(),
            ),
            Some(_) if x_moves == 0 && !pass => Some(
                "X, who moves first, cannot flank a stone from this layout: add stones, or \
                 `pass: when_blocked` to let X pass"
                    .to_string(),
            ),
            Some(_) => None,
        };
        if let Some(problem) = problem {
            errors.at(start_span.unwrap_or_else(|| s.moves_span()), problem);
            valid = false;
        } else if start_span.is_none() {
            valid = false;
        }
    }
    valid &= step::start(board, moves, win, pass, stones, s, errors);
    valid.then_some(stones)
}

/// `order`: `lines` needs winning lines, `squares` a square table.
fn grid_order(
    moves: Option<GridMoves>,
    win: Option<GridWin>,
    eval: Option<&GridEval>,
    s: &Sections,
    errors: &mut Errors,
) -> Option<GridOrder> {
    if win == Some(GridWin::Connect) {
        return connect::order(s, errors);
    }
    if matches!(moves, Some(GridMoves::Step(_))) {
        return step::order(s, errors);
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

/// `eval`: every term once, each one meaningful for the game, none that can overflow.
fn grid_eval(
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
    let mut valid = true;
    let mut seen: Vec<String> = Vec::new();
    // The largest magnitude each term can reach.
    let mut reaches: Vec<(String, u64)> = Vec::new();
    let cells = u64::from(board.cells());
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
        let mut reach = 0;
        match term {
            Term::Windows { weights, list_span } => match win {
                Some(GridWin::Line(length)) => {
                    match window_weights(board, length, weights, *list_span, errors) {
                        Some((weights, most)) => {
                            reach += most;
                            eval.windows = Some(weights);
                        }
                        None => valid = false,
                    }
                }
                Some(GridWin::Majority) => {
                    errors.at(
                        key.span(),
                        "`windows` counts the windows of a winning line, and a `majority` game has \
                         none: use `squares`, `mobility` or `frontier`",
                    );
                    valid = false;
                }
                Some(GridWin::Connect) => {
                    errors.at(
                        key.span(),
                        "`windows` counts the windows of a winning line, and a `connect` game has \
                         none: use `distance`",
                    );
                    valid = false;
                }
                Some(GridWin::Occupy) => {
                    errors.at(
                        key.span(),
                        "`windows` counts the windows of a winning line, and an `occupy` game has \
                         none: use `goal` or `advance`",
                    );
                    valid = false;
                }
                None => valid = false,
            },
            Term::Squares {
                layout,
                layout_span,
                weights,
                list_span,
            } => match square_table(board, *layout, *layout_span, weights, *list_span, errors) {
                Some(table) => {
                    reach += table
                        .iter()
                        .map(|w| u64::from(w.unsigned_abs()))
                        .sum::<u64>();
                    eval.squares = Some(table);
                }
                None => valid = false,
            },
            Term::Mobility(weight) => match moves {
                Some(kind @ (GridMoves::Place | GridMoves::Drop)) => {
                    let kind = kind.keyword();
                    errors.at(
                        key.span(),
                        format!(
                            "`mobility` counts legal moves, and with `{kind}` moves both sides have the \
                             same: it needs `moves: flank` or `step`"
                        ),
                    );
                    valid = false;
                }
                _ => {
                    // A cell is the target of at most one flank, but of a step from each
                    // neighbour.
                    let most = match moves {
                        Some(GridMoves::Step(directions)) => {
                            u64::from(board.step_pairs(crate::expand::masks::steps(directions)))
                        }
                        _ => cells,
                    };
                    match small_weight(weight, most, "legal move", errors) {
                        Some(w) => {
                            reach += u64::from(w.unsigned_abs()) * most;
                            eval.mobility = w;
                        }
                        None => valid = false,
                    }
                }
            },
            Term::Frontier(weight) => match small_weight(weight, cells, "frontier stone", errors) {
                Some(w) => {
                    reach += u64::from(w.unsigned_abs()) * cells;
                    eval.frontier = w;
                }
                None => valid = false,
            },
            Term::Distance(weight) => {
                match connect::distance_weight(key, weight, win, cells, errors) {
                    Some(w) => {
                        reach += u64::from(w.unsigned_abs()) * cells;
                        eval.distance = w;
                    }
                    None => valid = false,
                }
            }
            Term::Goal(weight) => match step::goal_weight(key, weight, win, start, errors) {
                Some((w, most)) => {
                    reach += most;
                    eval.goal = w;
                }
                None => valid = false,
            },
            Term::Advance(weight) => {
                match step::advance_weight(key, weight, board, moves, start, errors) {
                    Some((w, most)) => {
                        reach += most;
                        eval.advance = w;
                    }
                    None => valid = false,
                }
            }
            // Clamped to the evaluation's limit where it is called; the built-in terms then
            // have a limit of their own to keep.
            Term::Custom(function) => eval.custom = Some(function.clone()),
        }
        reaches.push((name, reach));
    }
    let total: u64 = reaches.iter().map(|(_, r)| r).sum();
    if valid && total > MAX_EVAL {
        let parts: Vec<String> = reaches.iter().map(|(n, r)| format!("{n} {r}")).collect();
        errors.at(
            section.key.span(),
            format!(
                "the evaluation can reach {total} ({}), beyond the limit of {MAX_EVAL}: make the weights smaller",
                parts.join(", ")
            ),
        );
        valid = false;
    }
    valid.then_some(eval)
}

/// A weight counted at most once per cell, small enough that `cells` of them stay below the
/// evaluation's limit.
fn small_weight(weight: &Weight, cells: u64, what: &str, errors: &mut Errors) -> Option<i32> {
    let limit = MAX_EVAL / cells.max(1);
    if weight.value.unsigned_abs() > limit {
        errors.push(syn::Error::new_spanned(
            &weight.tokens,
            format!(
                "weight {} overflows the evaluation: {cells} cells times the weight of a {what} must \
                 stay below {MAX_EVAL}, so at most {limit} either way",
                weight.value
            ),
        ));
        return None;
    }
    Some(weight.value as i32)
}

/// The weight of every cell from a square table written in full, for the top-left quarter, or
/// for the triangle of the quarter on and above its diagonal.
fn square_table(
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
    let mut valid = true;
    for weight in weights {
        if weight.value.unsigned_abs() > MAX_EVAL {
            errors.push(syn::Error::new_spanned(
                &weight.tokens,
                format!(
                    "weight {} overflows the evaluation: a cell's weight is at most {MAX_EVAL} either way",
                    weight.value
                ),
            ));
            valid = false;
        }
    }
    if !valid {
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

/// "a 6 x 6 board", "an 8 x 8 board".
/// Whether `board` suits a game of `keyword` that keeps a side's stones in one integer (at most
/// 128 cells; `why` may say more) and names its `noun` (cells, squares) by a column letter (at
/// most 26 columns); if not, says so at `span`.
fn small_lettered_board(
    keyword: &str,
    noun: &str,
    why: &str,
    board: Board,
    span: Span,
    errors: &mut Errors,
) -> bool {
    if board.words().is_some() {
        errors.at(
            span,
            format!(
                "`{keyword}` games are supported on boards of at most 128 cells{why}; {} has {}: \
                 use a smaller board",
                a_board(board.width, board.height),
                board.cells()
            ),
        );
        false
    } else if board.width > 26 {
        errors.at(
            span,
            format!(
                "the {noun} of a `{keyword}` game are named by a column letter, `a` to `z`, so its \
                 board is at most 26 columns wide, not {}: turn it, as in `board: {} x {}`",
                board.width, board.height, board.width
            ),
        );
        false
    } else {
        true
    }
}

fn a_board(width: u32, height: u32) -> String {
    let digits = width.to_string();
    let article = if digits.starts_with('8') || width == 11 || width == 18 {
        "an"
    } else {
        "a"
    };
    format!("{article} {width} x {height} board")
}

/// The algebraic name of a cell: column letter, row number from the top.
fn cell_name(column: u32, row: u32) -> String {
    format!("{}{}", char::from(b'a' + (column % 26) as u8), row + 1)
}

/// The weights of `eval: windows [...]`: one per number of stones in a window, from 1 to the
/// line's length less one, small enough that no evaluation overflows the score; and the largest
/// magnitude the windows score can reach.
fn window_weights(
    board: Board,
    length: u32,
    weights: &[Number],
    list_span: Span,
    errors: &mut Errors,
) -> Option<(Vec<u32>, u64)> {
    let expected = length as usize - 1;
    if weights.len() != expected {
        errors.at(
            list_span,
            format!(
                "`windows` takes {expected} weights, one for each number of stones from 1 to {expected} \
                 in a window of {length}; found {}",
                weights.len()
            ),
        );
        return None;
    }
    let windows: u64 = LINE_DIRECTIONS
        .iter()
        .map(|&d| board.line_start_cells(d, length).len() as u64)
        .sum();
    let limit = MAX_EVAL / windows.max(1);
    let mut valid = true;
    for weight in weights {
        if u64::from(weight.value) > limit {
            errors.at(
                weight.span,
                format!(
                    "weight {} overflows the evaluation: {windows} windows times the weight must stay \
                     below {MAX_EVAL}, so at most {limit}",
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
        .unwrap_or(0)
        * windows;
    valid.then(|| (weights.iter().map(|w| w.value).collect(), most))
}

/// Says at each section that only board games have (`start`, `pass`, `blocked`, `limit`,
/// `order`, `eval`) that `game` (a pile game, a game of piles) has none.
fn refuse_board_sections(s: &Sections, game: &str, errors: &mut Errors) {
    for (section, what) in [
        (s.start.map(|(s, _)| s), "start"),
        (s.pass.map(|(s, _)| s), "pass"),
        (s.blocked.map(|(s, _)| s), "blocked"),
        (s.limit.map(|(s, _)| s), "limit"),
        (s.order.map(|(s, _)| s), "order"),
        (s.eval.map(|(s, _)| s), "eval"),
    ] {
        if let Some(section) = section {
            errors.at(
                section.key.span(),
                format!("`{what}` applies to board games; {game} has none"),
            );
        }
    }
}

/// A pile game: tokens, take range, last take wins.
fn lower_pile(tokens: Number, s: &Sections, errors: &mut Errors) -> Option<Pile> {
    refuse_board_sections(s, "a pile game", errors);
    let take = match s.moves.map(|(_, m)| m) {
        Some(Moves::Take { min, max, .. }) => {
            take_range(min, max, MAX_TAKE, "", errors).map(|()| (min.value, max.value))
        }
        Some(Moves::TakeAny(span)) => {
            errors.at(
                *span,
                format!(
                    "`take any` from a single pile lets the first player take all {} tokens: \
                     take a range, as in `take 1..=3`, or declare several piles, as in `piles: [3, 4, 5]`",
                    tokens.value
                ),
            );
            None
        }
        Some(
            moves @ (Moves::Place(span)
            | Moves::Drop(span)
            | Moves::Flank(span)
            | Moves::Step { span, .. }),
        ) => {
            let kind = match moves {
                Moves::Place(_) => "place",
                Moves::Drop(_) => "drop",
                Moves::Step { .. } => "step",
                _ => "flank",
            };
            errors.at(
                *span,
                format!("`{kind}` moves need a `board`, as in `board: 3 x 3`; a pile game takes tokens: `take 1..=2`"),
            );
            None
        }
        None => None,
    };
    let win = match s.win.map(|(_, w)| w) {
        Some(Win::LastTake(_)) => Some(()),
        Some(Win::Line { span, .. }) => {
            errors.at(
                *span,
                "a `line` win needs a `board`; a pile game is won by `last_take`",
            );
            None
        }
        Some(Win::Majority(span)) => {
            errors.at(
                *span,
                "a `majority` win needs a `board`; a pile game is won by `last_take`",
            );
            None
        }
        Some(Win::Connect(span)) => {
            errors.at(
                *span,
                "a `connect` win needs a `board`; a pile game is won by `last_take`",
            );
            None
        }
        Some(Win::Occupy(span)) => {
            errors.at(
                *span,
                "an `occupy` win needs a `board`; a pile game is won by `last_take`",
            );
            None
        }
        None => None,
    };
    match (take, win) {
        (Some((take_min, take_max)), Some(())) => Some(Pile {
            tokens: tokens.value,
            take_min,
            take_max,
            end: custom_end(s),
        }),
        _ => None,
    }
}

/// `take` on a board.
fn take_needs_pile(span: Span, errors: &mut Errors) {
    errors.at(
        span,
        "`take` moves need a `pile`, as in `pile: 5`; a board game plays `place`",
    );
}

/// Checks a take range `min..=max` (a move takes `min` to `max` tokens, at most `limit`;
/// `why_limit` ends the message of a range beyond it).
pub(crate) fn take_range(
    min: &Number,
    max: &Number,
    limit: u32,
    why_limit: &str,
    errors: &mut Errors,
) -> Option<()> {
    if min.value > max.value {
        errors.at(
            max.span,
            format!(
                "empty take range `{0}..={1}`: write the smaller number first, as in `{1}..={0}`",
                min.value, max.value
            ),
        );
        None
    } else if min.value == 0 {
        errors.at(
            min.span,
            "a move takes at least 1 token: start the range at 1 or more",
        );
        None
    } else if max.value > limit {
        errors.at(
            max.span,
            format!("a move takes at most {limit} tokens{why_limit}"),
        );
        None
    } else {
        Some(())
    }
}

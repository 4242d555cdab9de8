//! Semantic checks of a declaration, and its lowering to the [`model`](crate::model).
//!
//! Every check runs and every failure is kept with the span of the token at fault, so the user
//! sees all the mistakes of a declaration in one compile.

use proc_macro2::Span;

use crate::ast::{Eval, Input, Moves, Number, Order, Section, Value, Win};
use crate::errors::Errors;
use crate::expand::masks::{Board, LINE_DIRECTIONS};
use crate::model::{Game, Grid, GridMoves, GridOrder, GridWin, Kind, Pile};

/// The largest board the generator supports, in cells (one 128-bit word per player).
pub const MAX_CELLS: u32 = 128;
/// The largest magnitude of an evaluation (the runtime's `score::MAX_EVAL`).
pub const MAX_EVAL: u64 = 1 << 23;
/// The largest number of tokens a move may take (moves are 16-bit codes).
pub const MAX_TAKE: u32 = 1 << 15;

/// The sections of a declaration, each at most once.
#[derive(Default)]
struct Sections<'a> {
    board: Option<(&'a Section, Number, Number)>,
    pile: Option<(&'a Section, Number)>,
    moves: Option<(&'a Section, &'a Moves)>,
    win: Option<(&'a Section, &'a Win)>,
    order: Option<(&'a Section, &'a Order)>,
    eval: Option<(&'a Section, &'a Eval)>,
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
        let mut found = Sections::default();
        for section in &self.sections {
            let duplicate = match &section.value {
                Value::Board { width, height } => {
                    found.board.replace((section, *width, *height)).is_some()
                }
                Value::Pile(tokens) => found.pile.replace((section, *tokens)).is_some(),
                Value::Moves(moves) => found.moves.replace((section, moves)).is_some(),
                Value::Win(win) => found.win.replace((section, win)).is_some(),
                Value::Order(order) => found.order.replace((section, order)).is_some(),
                Value::Eval(eval) => found.eval.replace((section, eval)).is_some(),
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

/// A board game: dimensions, moves and win condition.
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
                "a {} x {} board has {cells} cells; boards of at most {MAX_CELLS} cells are supported",
                width.value, height.value
            ),
        );
        valid = false;
    }
    let moves = match s.moves.map(|(_, m)| m) {
        Some(Moves::Place(_)) => Some(GridMoves::Place),
        Some(Moves::Drop(_)) => Some(GridMoves::Drop),
        Some(Moves::Take { span, .. }) => {
            take_needs_pile(*span, errors);
            None
        }
        None => None,
    };
    let win = match s.win.map(|(_, w)| w) {
        Some(Win::Line { length, .. }) => {
            let longest = width.value.max(height.value);
            if length.value < 2 {
                errors.at(length.span, "a winning line has at least 2 stones");
                None
            } else if valid && length.value > longest {
                errors.at(
                    length.span,
                    format!(
                        "a line of {} cannot fit on a {} x {} board",
                        length.value, width.value, height.value
                    ),
                );
                None
            } else {
                Some(GridWin::Line(length.value))
            }
        }
        Some(Win::LastTake(span)) => {
            errors.at(
                *span,
                "`last_take` needs `moves: take a..=b` on a `pile`; a board game wins by `line N`",
            );
            None
        }
        None => None,
    };
    let order = match s.order.map(|(_, o)| o) {
        Some(Order::Centre(_)) => GridOrder::Centre,
        Some(Order::Lines(_)) | None => GridOrder::Lines,
    };
    let board = Board {
        width: width.value,
        height: height.value,
    };
    let windows = match (s.eval.map(|(_, e)| e), win) {
        (
            Some(Eval::Windows {
                weights, list_span, ..
            }),
            Some(GridWin::Line(length)),
        ) if valid => window_weights(board, length, weights, *list_span, errors),
        _ => None,
    };
    match (valid, moves, win) {
        (true, Some(moves), Some(win)) => Some(Grid {
            width: width.value,
            height: height.value,
            moves,
            win,
            order,
            windows,
        }),
        _ => None,
    }
}

/// The weights of `eval: windows [...]`: one per number of stones in a window, from 1 to the
/// line's length less one, small enough that no evaluation overflows the score.
fn window_weights(
    board: Board,
    length: u32,
    weights: &[Number],
    list_span: Span,
    errors: &mut Errors,
) -> Option<Vec<u32>> {
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
        .map(|&d| u64::from(board.line_starts(d, length).count_ones()))
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
    valid.then(|| weights.iter().map(|w| w.value).collect())
}

/// A pile game: tokens, take range, last take wins.
fn lower_pile(tokens: Number, s: &Sections, errors: &mut Errors) -> Option<Pile> {
    for (section, what) in [
        (s.order.map(|(s, _)| s), "order"),
        (s.eval.map(|(s, _)| s), "eval"),
    ] {
        if let Some(section) = section {
            errors.at(
                section.key.span(),
                format!("`{what}` applies to board games; a pile game has none"),
            );
        }
    }
    let take = match s.moves.map(|(_, m)| m) {
        Some(Moves::Take { min, max, .. }) => {
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
            } else if max.value > MAX_TAKE {
                errors.at(max.span, format!("a move takes at most {MAX_TAKE} tokens"));
                None
            } else {
                Some((min.value, max.value))
            }
        }
        Some(moves @ (Moves::Place(span) | Moves::Drop(span))) => {
            let kind = if matches!(moves, Moves::Place(_)) {
                "place"
            } else {
                "drop"
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
        None => None,
    };
    match (take, win) {
        (Some((take_min, take_max)), Some(())) => Some(Pile {
            tokens: tokens.value,
            take_min,
            take_max,
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

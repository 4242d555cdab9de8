//! Semantic checks of a declaration, and its lowering to the [`model`](crate::model).
//!
//! Every check runs and every failure is kept with the span of the token at fault, so the user
//! sees all the mistakes of a declaration in one compile.

use proc_macro2::Span;

use crate::ast::{Input, Moves, Number, Section, Value, Win};
use crate::errors::Errors;
use crate::model::{Game, Grid, GridMoves, GridWin, Kind, Pile};

/// The largest board the generator supports, in cells (one 128-bit word per player).
pub const MAX_CELLS: u32 = 128;
/// The largest number of tokens a move may take (moves are 16-bit codes).
pub const MAX_TAKE: u32 = 1 << 15;

/// The sections of a declaration, each at most once.
#[derive(Default)]
struct Sections<'a> {
    board: Option<(&'a Section, Number, Number)>,
    pile: Option<(&'a Section, Number)>,
    moves: Option<(&'a Section, &'a Moves)>,
    win: Option<(&'a Section, &'a Win)>,
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
    match (valid, moves, win) {
        (true, Some(moves), Some(win)) => Some(Grid {
            width: width.value,
            height: height.value,
            moves,
            win,
        }),
        _ => None,
    }
}

/// A pile game: tokens, take range, last take wins.
fn lower_pile(tokens: Number, s: &Sections, errors: &mut Errors) -> Option<Pile> {
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
        Some(Moves::Place(span)) => {
            errors.at(*span, "`place` moves need a `board`, as in `board: 3 x 3`; a pile game takes tokens: `take 1..=2`");
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

//! Reading and writing moves, positions and boards: the text side of generated games.
//!
//! Board positions are written as the cells row by row from the top left (`X`, `O`, `-` for an
//! empty cell; `.` is read as empty too, and `/` between rows is allowed), then a space and the
//! side to move. This is the format of the Edax / FFO problem files, used for every board game.

use crate::error::{MoveError, PositionError};
use crate::game::{Game, Player};
use crate::moves::Move;
use crate::score::{self, Verdict};

/// Reads a cell number `1..=cells` (cells numbered row by row from the top left).
///
/// ```
/// use game_dsl::notation::parse_cell_number;
/// assert_eq!(parse_cell_number(" 9 ", 9, "a cell number 1..9").unwrap().index(), 8);
/// assert!(parse_cell_number("0", 9, "a cell number 1..9").is_err());
/// ```
pub fn parse_cell_number(text: &str, cells: usize, expected: &str) -> Result<Move, MoveError> {
    parse_number_in(text, 1, cells as u32, expected).map(|n| Move::new((n - 1) as u16))
}

/// Reads a whole number in `min..=max`.
///
/// ```
/// use game_dsl::notation::parse_number_in;
/// assert_eq!(parse_number_in("2", 1, 2, "1 or 2"), Ok(2));
/// assert_eq!(
///     parse_number_in("3", 1, 2, "a number of tokens from 1 to 2").unwrap_err().to_string(),
///     "malformed move `3`: expected a number of tokens from 1 to 2"
/// );
/// ```
pub fn parse_number_in(text: &str, min: u32, max: u32, expected: &str) -> Result<u32, MoveError> {
    let text = text.trim();
    match text.parse::<u32>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(MoveError::Malformed {
            text: text.to_string(),
            expected: expected.to_string(),
        }),
    }
}

/// A board position as read from text, before the game checks it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedGrid {
    /// Each cell's owner, row by row from the top left.
    pub cells: Vec<Option<Player>>,
    /// The side to move, if the text gives it.
    pub side: Option<Player>,
    /// The plies played, if the text gives them (games with a limit on their length, read by
    /// [`parse_grid_with_ply`]).
    pub ply: Option<u32>,
}

impl ParsedGrid {
    /// The side to move: as given, or else the one that alternate play from an empty board
    /// implies (`X` when both have as many stones, `O` when `X` has one more).
    pub fn side_or_alternating(&self, text: &str) -> Result<Player, PositionError> {
        if let Some(side) = self.side {
            return Ok(side);
        }
        let count = |p| self.cells.iter().filter(|&&c| c == Some(p)).count();
        let (x, o) = (count(Player::First), count(Player::Second));
        if x == o {
            Ok(Player::First)
        } else if x == o + 1 {
            Ok(Player::Second)
        } else {
            Err(PositionError::new(
                text,
                format!(
                    "{x} X and {o} O stones cannot come from alternate moves; add the side to move (` X` or ` O`)"
                ),
            ))
        }
    }

    /// The side to move, which the text must give: for games where the stones do not tell it
    /// (a game with passes, or whose moves flip stones).
    ///
    /// ```
    /// use game_dsl::notation::parse_grid;
    /// use game_dsl::Player;
    /// let grid = parse_grid("X-O/---/--- O", 9).unwrap();
    /// assert_eq!(grid.side_given("X-O/---/--- O"), Ok(Player::Second));
    /// let grid = parse_grid("X-O/---/---", 9).unwrap();
    /// assert!(grid.side_given("X-O/---/---").is_err());
    /// ```
    pub fn side_given(&self, text: &str) -> Result<Player, PositionError> {
        self.side.ok_or_else(|| {
            PositionError::new(
                text,
                "add the side to move after the cells and a space: ` X` or ` O`",
            )
        })
    }

    /// The plies played in a game that is a draw after `limit` plies, with `side` to move: as
    /// given, at most `limit`; or else the fewest that fit, 0 with X to move and 1 with O. With
    /// `alternating` (a game without passes) X moves at even plies and O at odd ones.
    ///
    /// ```
    /// use game_dsl::notation::parse_grid_with_ply;
    /// use game_dsl::Player;
    /// let grid = parse_grid_with_ply("X-O/---/--- O 7", 9).unwrap();
    /// assert_eq!(grid.ply_within("", Player::Second, 100, true), Ok(7));
    /// assert!(grid.ply_within("", Player::Second, 6, true).is_err()); // past the limit
    /// assert!(grid.ply_within("", Player::First, 100, true).is_err()); // X moves at even plies
    /// let grid = parse_grid_with_ply("X-O/---/--- O", 9).unwrap();
    /// assert_eq!(grid.ply_within("", Player::Second, 100, true), Ok(1));
    /// ```
    pub fn ply_within(
        &self,
        text: &str,
        side: Player,
        limit: u32,
        alternating: bool,
    ) -> Result<u32, PositionError> {
        let Some(ply) = self.ply else {
            return Ok((side.index() as u32).min(limit));
        };
        if ply > limit {
            return Err(PositionError::new(
                text,
                format!(
                    "ply {ply} is past the limit of {limit} plies, where the game ends in a draw"
                ),
            ));
        }
        if alternating && ply % 2 != side.index() as u32 {
            return Err(PositionError::new(
                text,
                format!(
                    "{} cannot be to move at ply {ply}: X moves at even plies (0, 2, ...) and O at odd ones",
                    side.symbol()
                ),
            ));
        }
        Ok(ply)
    }
}

/// Reads a board of `cells` cells and an optional side to move.
///
/// ```
/// use game_dsl::notation::parse_grid;
/// use game_dsl::Player;
/// let grid = parse_grid("X-O/---/--- O", 9).unwrap();
/// assert_eq!(grid.cells[0], Some(Player::First));
/// assert_eq!(grid.cells[2], Some(Player::Second));
/// assert_eq!(grid.side, Some(Player::Second));
/// assert!(parse_grid("X-O", 9).unwrap_err().to_string().contains("expected 9 cells"));
/// ```
pub fn parse_grid(text: &str, cells: usize) -> Result<ParsedGrid, PositionError> {
    read_grid(text, cells, false)
}

/// Reads a board of `cells` cells, an optional side to move and, after it, an optional number
/// of plies played: the position of a game that is a draw after a number of plies (`limit`).
///
/// ```
/// use game_dsl::notation::parse_grid_with_ply;
/// let grid = parse_grid_with_ply("X-O/---/--- O 12", 9).unwrap();
/// assert_eq!(grid.ply, Some(12));
/// assert_eq!(parse_grid_with_ply("X-O/---/--- O", 9).unwrap().ply, None);
/// assert_eq!(
///     parse_grid_with_ply("X-O/---/--- O twelve", 9).unwrap_err().to_string(),
///     "malformed position `X-O/---/--- O twelve`: the plies played, after the side to move, are a whole number, not `twelve`"
/// );
/// ```
pub fn parse_grid_with_ply(text: &str, cells: usize) -> Result<ParsedGrid, PositionError> {
    read_grid(text, cells, true)
}

/// [`parse_grid`], with the plies played after the side to move if `with_ply`.
fn read_grid(text: &str, cells: usize, with_ply: bool) -> Result<ParsedGrid, PositionError> {
    let mut parts = text.split_whitespace();
    let board = parts.next().unwrap_or("");
    let side = match parts.next() {
        None => None,
        Some(s) if s.chars().count() == 1 => {
            match Player::from_symbol(s.chars().next().unwrap_or(' ')) {
                Some(p) => Some(p),
                None => {
                    return Err(PositionError::new(
                        text,
                        format!("the side to move is `X` or `O`, not `{s}`"),
                    ));
                }
            }
        }
        Some(s) => {
            return Err(PositionError::new(
                text,
                format!("the side to move is `X` or `O`, not `{s}`"),
            ));
        }
    };
    let ply = match parts.next() {
        Some(count) if with_ply => Some(count.parse::<u32>().map_err(|_| {
            PositionError::new(
                text,
                format!(
                    "the plies played, after the side to move, are a whole number, not `{count}`"
                ),
            )
        })?),
        Some(extra) => {
            return Err(PositionError::new(
                text,
                format!("unexpected `{extra}` after the side to move"),
            ));
        }
        None => None,
    };
    if let Some(extra) = parts.next() {
        let after = if with_ply {
            "the plies played"
        } else {
            "the side to move"
        };
        return Err(PositionError::new(
            text,
            format!("unexpected `{extra}` after {after}"),
        ));
    }
    let mut read = Vec::with_capacity(cells);
    for c in board.chars().filter(|&c| c != '/') {
        read.push(match c {
            '-' | '.' | '_' => None,
            _ => match Player::from_symbol(c) {
                Some(p) => Some(p),
                None => {
                    return Err(PositionError::new(
                        text,
                        format!("unexpected `{c}`: cells are `X`, `O` or `-` (empty)"),
                    ));
                }
            },
        });
    }
    if read.len() != cells {
        return Err(PositionError::new(
            text,
            format!(
                "expected {cells} cells (`X`, `O` or `-`, row by row from the top left), found {}",
                read.len()
            ),
        ));
    }
    Ok(ParsedGrid {
        cells: read,
        side,
        ply,
    })
}

/// Writes a board position: its cells, a space, the side to move.
///
/// ```
/// use game_dsl::notation::grid_string;
/// use game_dsl::Player;
/// let owner = |cell| (cell == 4).then_some(Player::First);
/// assert_eq!(grid_string(9, owner, Player::Second), "----X---- O");
/// ```
pub fn grid_string(cells: usize, owner: impl Fn(usize) -> Option<Player>, side: Player) -> String {
    let mut s: String = (0..cells)
        .map(|c| owner(c).map_or('-', Player::symbol))
        .collect();
    s.push(' ');
    s.push(side.symbol());
    s
}

/// Writes the position of a game with a limit on its length: its cells, the side to move and
/// the plies played.
///
/// ```
/// use game_dsl::notation::grid_ply_string;
/// use game_dsl::Player;
/// let owner = |cell| (cell == 4).then_some(Player::First);
/// assert_eq!(grid_ply_string(9, owner, Player::Second, 5), "----X---- O 5");
/// ```
pub fn grid_ply_string(
    cells: usize,
    owner: impl Fn(usize) -> Option<Player>,
    side: Player,
    ply: u32,
) -> String {
    format!("{} {ply}", grid_string(cells, owner, side))
}

/// A line saying who is to move, or how the game ended.
///
/// ```
/// use game_dsl::{game, Game, GameExt, Notation};
/// use game_dsl::notation::status;
/// game! { pub TicTacToe { board: 3 x 3, moves: place, win: line 3 } }
/// assert_eq!(status(&TicTacToe::start()), "X to move");
/// assert_eq!(status(&TicTacToe::start().play_sequence("1 4 2 5 3").unwrap()), "X wins");
/// ```
pub fn status<G: Game>(pos: &G) -> String {
    let side = pos.side_to_move();
    match pos.terminal_value() {
        None => format!("{} to move", side.symbol()),
        Some(value) => {
            match score::verdict(G::SCORING, score::terminal(G::SCORING, value, 0), true) {
                Verdict::Proven { value: 0, .. } => "draw".to_string(),
                Verdict::Proven { value, .. } => {
                    let winner = if value > 0 { side } else { side.opponent() };
                    match G::SCORING {
                        crate::Scoring::Margin => {
                            format!("{} wins by {}", winner.symbol(), value.abs())
                        }
                        crate::Scoring::Distance => format!("{} wins", winner.symbol()),
                    }
                }
                Verdict::Heuristic(_) => "game over".to_string(),
            }
        }
    }
}

/// The legend of a drawing that says nothing of its own: the players' letters, the default of
/// [`Notation::legend`](crate::Notation::legend).
pub const LEGEND_PLAYERS: &str = "X: the first player, O: the second player";

/// The legend of [`render_numbered`]'s drawings.
pub const LEGEND_NUMBERED: &str =
    "X, O: the players' stones; a number: an empty cell, and the move that plays there";

/// Draws a board whose empty cells show their number (the cell-number notation).
///
/// ```
/// use game_dsl::notation::render_numbered;
/// use game_dsl::Player;
/// let owner = |cell| (cell == 0).then_some(Player::First);
/// assert_eq!(
///     render_numbered(3, 3, owner, "O to move"),
///     " X | 2 | 3\n---+---+---\n 4 | 5 | 6\n---+---+---\n 7 | 8 | 9\nO to move\n"
/// );
/// ```
pub fn render_numbered(
    width: usize,
    height: usize,
    owner: impl Fn(usize) -> Option<Player>,
    status: &str,
) -> String {
    let cell_width = (width * height).to_string().len();
    let separator = vec!["-".repeat(cell_width + 2); width].join("+");
    let mut out = String::new();
    for row in 0..height {
        if row > 0 {
            out.push_str(&separator);
            out.push('\n');
        }
        let cells: Vec<String> = (0..width)
            .map(|column| {
                let cell = row * width + column;
                let label = owner(cell).map_or((cell + 1).to_string(), |p| p.symbol().to_string());
                format!(" {label:>cell_width$} ")
            })
            .collect();
        out.push_str(cells.join("|").trim_end());
        out.push('\n');
    }
    out.push_str(status);
    out.push('\n');
    out
}

/// Reads a square in algebraic notation: a column letter (`a` on the left) and a row number
/// (`1` at the top), as in `f5`; either case. With `passes`, `ps` (or `pass`) is the pass.
///
/// ```
/// use game_dsl::notation::parse_square;
/// use game_dsl::Move;
/// assert_eq!(parse_square("a1", 8, 8, true), Ok(Move::new(0)));
/// assert_eq!(parse_square("F5", 8, 8, true), Ok(Move::new(4 * 8 + 5)));
/// assert_eq!(parse_square("ps", 8, 8, true), Ok(Move::PASS));
/// assert_eq!(
///     parse_square("i1", 8, 8, true).unwrap_err().to_string(),
///     "malformed move `i1`: expected a square a1..h8 (column letter, row number from the top) or `ps` to pass"
/// );
/// assert!(parse_square("ps", 6, 6, false).is_err());
/// ```
pub fn parse_square(
    text: &str,
    width: usize,
    height: usize,
    passes: bool,
) -> Result<Move, MoveError> {
    let text = text.trim();
    let lower = text.to_ascii_lowercase();
    if passes && (lower == "ps" || lower == "pass") {
        return Ok(Move::PASS);
    }
    match leading_square(&lower, width, height) {
        Some((cell, "")) => Ok(Move::new(cell as u16)),
        _ => Err(MoveError::Malformed {
            text: text.to_string(),
            expected: format!(
                "a square a1..{} (column letter, row number from the top){}",
                square_name(width * height - 1, width),
                if passes { " or `ps` to pass" } else { "" }
            ),
        }),
    }
}

/// Reads a step of a stone from one square to another (`moves: step`): the two squares in
/// algebraic notation, back to back (`a5b4`) or joined by `-` (`a5-b4`); either case. With
/// `passes`, `ps` (or `pass`) is the pass. The move is coded `from * cells + to`; whether the
/// squares are neighbours is the game's to check, with the legal moves.
///
/// ```
/// use game_dsl::notation::parse_step;
/// use game_dsl::Move;
/// assert_eq!(parse_step("a5b4", 5, 5, false), Ok(Move::new(20 * 25 + 16)));
/// assert_eq!(parse_step(" A5-B4 ", 5, 5, false), Ok(Move::new(20 * 25 + 16)));
/// assert_eq!(parse_step("ps", 5, 5, true), Ok(Move::PASS));
/// assert_eq!(
///     parse_step("a5", 5, 5, false).unwrap_err().to_string(),
///     "malformed move `a5`: expected a step from one square to the next, as in `b5c4`: two squares a1..e5 (column letter, row number from the top)"
/// );
/// assert!(parse_step("a5f4", 5, 5, false).is_err());
/// assert!(parse_step("a5b4c3", 5, 5, false).is_err());
/// ```
pub fn parse_step(
    text: &str,
    width: usize,
    height: usize,
    passes: bool,
) -> Result<Move, MoveError> {
    let text = text.trim();
    let lower = text.to_ascii_lowercase();
    if passes && (lower == "ps" || lower == "pass") {
        return Ok(Move::PASS);
    }
    let squares = leading_square(&lower, width, height).and_then(|(from, rest)| {
        let rest = rest.strip_prefix('-').unwrap_or(rest);
        let (to, rest) = leading_square(rest, width, height)?;
        rest.is_empty().then_some((from, to))
    });
    match squares {
        Some((from, to)) => Ok(Move::new((from * width * height + to) as u16)),
        None => Err(MoveError::Malformed {
            text: text.to_string(),
            expected: format!(
                "a step from one square to the next, as in `{}`: two squares a1..{} (column letter, row \
                 number from the top){}",
                example_step(width, height),
                square_name(width * height - 1, width),
                if passes { " or `ps` to pass" } else { "" }
            ),
        }),
    }
}

/// A step for messages: from the second cell of the bottom row up and to the right (a first
/// move of Kono), or another step on a board too small for it.
fn example_step(width: usize, height: usize) -> String {
    let bottom = (height - 1) * width;
    let (from, to) = match (width, height) {
        (3.., 2..) => (bottom + 1, bottom + 2 - width),
        (2, 2..) => (bottom, bottom + 1 - width),
        (1, 2..) => (bottom, bottom - 1),
        (2.., 1) => (0, 1),
        _ => (0, 0),
    };
    format!("{}{}", square_name(from, width), square_name(to, width))
}

/// The square at the start of `text` (a lower-case letter and a row number without leading
/// zero), as a cell of a `width x height` board, and the rest of the text.
pub(crate) fn leading_square(text: &str, width: usize, height: usize) -> Option<(usize, &str)> {
    let letter = text.chars().next().filter(char::is_ascii_lowercase)?;
    let rest = &text[1..];
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (number, rest) = rest.split_at(digits);
    if number.is_empty() || number.starts_with('0') {
        return None;
    }
    let (column, row) = (
        letter as usize - 'a' as usize,
        number.parse::<usize>().ok()?,
    );
    (column < width && (1..=height).contains(&row)).then_some(((row - 1) * width + column, rest))
}

/// Writes a step (`moves: step`): the square it leaves and the square it reaches, back to
/// back (`a5b4`), or `ps` for the pass.
///
/// ```
/// use game_dsl::notation::format_step;
/// use game_dsl::Move;
/// assert_eq!(format_step(Move::new(20 * 25 + 16), 5, 5), "a5b4");
/// assert_eq!(format_step(Move::PASS, 5, 5), "ps");
/// ```
pub fn format_step(mv: Move, width: usize, height: usize) -> String {
    if mv.is_pass() {
        return "ps".to_string();
    }
    let cells = width * height;
    format!(
        "{}{}",
        square_name(mv.index() / cells, width),
        square_name(mv.index() % cells, width)
    )
}

/// The algebraic name of a cell: column letter, row number from the top.
///
/// ```
/// use game_dsl::notation::square_name;
/// assert_eq!(square_name(0, 8), "a1");
/// assert_eq!(square_name(37, 8), "f5");
/// ```
pub fn square_name(cell: usize, width: usize) -> String {
    let column = (b'a' + (cell % width) as u8) as char;
    format!("{column}{}", cell / width + 1)
}

/// Writes a move of a game in algebraic notation: the square, or `ps` for the pass.
///
/// ```
/// use game_dsl::notation::format_square;
/// use game_dsl::Move;
/// assert_eq!(format_square(Move::new(19), 8), "d3");
/// assert_eq!(format_square(Move::PASS, 8), "ps");
/// ```
pub fn format_square(mv: Move, width: usize) -> String {
    if mv.is_pass() {
        "ps".to_string()
    } else {
        square_name(mv.index(), width)
    }
}

/// The legend of [`render_lettered`]'s drawings where `.` marks the cells the side to move may
/// play (a flanking game's legal moves).
pub const LEGEND_LEGAL: &str =
    "X, O: the players' stones; -: an empty cell; .: an empty cell the side to move may play";

/// The legend of [`render_lettered`]'s drawings where `.` marks the cells a stone of the side to
/// move can reach (a movement game's destinations).
pub const LEGEND_REACH: &str = "X, O: the players' stones; -: an empty cell; .: an empty cell a stone of the side to move can move to";

/// Draws a board with its coordinates: column letters on top, row numbers at the side (row 1 at
/// the top); `-` is an empty cell and `.` an empty cell where the side to move may play.
///
/// ```
/// use game_dsl::notation::render_lettered;
/// use game_dsl::Player;
/// let owner = |cell| match cell { 4 => Some(Player::First), 5 => Some(Player::Second), _ => None };
/// assert_eq!(
///     render_lettered(3, 2, owner, |cell| cell == 3, "X to move"),
///     "   a b c\n 1 - - -\n 2 . X O\nX to move\n"
/// );
/// ```
pub fn render_lettered(
    width: usize,
    height: usize,
    owner: impl Fn(usize) -> Option<Player>,
    marked: impl Fn(usize) -> bool,
    status: &str,
) -> String {
    let (mut out, label) = column_letters(width, height);
    for row in 0..height {
        out.push_str(&format!(" {:>label$}", row + 1));
        for column in 0..width {
            let cell = row * width + column;
            let mark = match owner(cell) {
                Some(player) => player.symbol(),
                None if marked(cell) => '.',
                None => '-',
            };
            out.push(' ');
            out.push(mark);
        }
        out.push('\n');
    }
    out.push_str(status);
    out.push('\n');
    out
}

/// Reads a pile position: the tokens left, and optionally the side to move (`X` by default).
///
/// ```
/// use game_dsl::notation::parse_pile;
/// use game_dsl::Player;
/// assert_eq!(parse_pile("6"), Ok((6, Player::First)));
/// assert_eq!(parse_pile("6 O"), Ok((6, Player::Second)));
/// assert!(parse_pile("six").is_err());
/// ```
pub fn parse_pile(text: &str) -> Result<(u32, Player), PositionError> {
    let mut parts = text.split_whitespace();
    let tokens = parts.next().and_then(|t| t.parse::<u32>().ok()).ok_or_else(|| {
        PositionError::new(text, "expected the number of tokens left, as in `6` (and optionally the side to move, `6 O`)")
    })?;
    let side = match parts.next() {
        None => Player::First,
        Some(s) => s
            .chars()
            .next()
            .filter(|_| s.len() == 1)
            .and_then(Player::from_symbol)
            .ok_or_else(|| {
                PositionError::new(text, format!("the side to move is `X` or `O`, not `{s}`"))
            })?,
    };
    if let Some(extra) = parts.next() {
        return Err(PositionError::new(
            text,
            format!("unexpected `{extra}` after the side to move"),
        ));
    }
    Ok((tokens, side))
}

/// Writes a pile position: the tokens left, and ` O` when the second player is to move.
pub fn pile_string(tokens: u32, side: Player) -> String {
    match side {
        Player::First => tokens.to_string(),
        Player::Second => format!("{tokens} O"),
    }
}

/// The legend of [`render_pile`]'s drawings.
pub const LEGEND_PILE: &str = "●: a token (up to 40 drawn, … for more)";

/// Draws a pile.
///
/// ```
/// use game_dsl::notation::render_pile;
/// assert_eq!(render_pile(3, "X to move"), "3 tokens: ● ● ●\nX to move\n");
/// ```
pub fn render_pile(tokens: u32, status: &str) -> String {
    let shown = tokens.min(40) as usize;
    let mut drawing = vec!["●"; shown].join(" ");
    if tokens as usize > shown {
        drawing.push_str(" …");
    }
    let noun = if tokens == 1 { "token" } else { "tokens" };
    format!("{tokens} {noun}: {drawing}\n{status}\n")
}

/// The legend of [`render_columns`]'s drawings.
pub const LEGEND_COLUMNS: &str =
    "X, O: the players' stones; .: an empty cell; the numbers below: the columns, a move's name";

/// Draws a board played by columns, with the column numbers below it.
///
/// ```
/// use game_dsl::notation::render_columns;
/// use game_dsl::Player;
/// let owner = |cell| match cell { 4 => Some(Player::First), 1 => Some(Player::Second), _ => None };
/// assert_eq!(render_columns(3, 2, owner, "X to move"), " . O .\n . X .\n 1 2 3\nX to move\n");
/// ```
pub fn render_columns(
    width: usize,
    height: usize,
    owner: impl Fn(usize) -> Option<Player>,
    status: &str,
) -> String {
    let label_width = width.to_string().len();
    let mut out = String::new();
    for row in 0..height {
        for column in 0..width {
            let mark = owner(row * width + column).map_or('.', Player::symbol);
            out.push_str(&format!(" {mark:>label_width$}"));
        }
        out.push('\n');
    }
    for column in 1..=width {
        out.push_str(&format!(" {column:>label_width$}"));
    }
    out.push('\n');
    out.push_str(status);
    out.push('\n');
    out
}

/// Reads a take from one of several piles, `pile:tokens` (piles numbered from 1): the move code
/// `(pile - 1) * 256 + tokens`.
///
/// ```
/// use game_dsl::notation::parse_pile_take;
/// assert_eq!(parse_pile_take("2:3", 3, 1, 255).unwrap().code(), 256 + 3);
/// assert!(parse_pile_take("4:1", 3, 1, 255).is_err());
/// assert!(parse_pile_take("3", 3, 1, 255).is_err());
/// ```
pub fn parse_pile_take(text: &str, piles: usize, min: u32, max: u32) -> Result<Move, MoveError> {
    let text = text.trim();
    let malformed = || MoveError::Malformed {
        text: text.to_string(),
        expected: format!(
            "`pile:tokens`, as in `2:{min}` (take {min} from pile 2), a pile from 1 to {piles} and from {min} to {max} tokens"
        ),
    };
    let (pile, take) = text.split_once(':').ok_or_else(malformed)?;
    let pile = pile
        .trim()
        .parse::<usize>()
        .ok()
        .filter(|p| (1..=piles).contains(p));
    let take = take
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|t| (min..=max).contains(t));
    match (pile, take) {
        (Some(pile), Some(take)) => Ok(Move::new((((pile - 1) as u16) << 8) | take as u16)),
        _ => Err(malformed()),
    }
}

/// Writes a take from one of several piles: `pile:tokens`, piles numbered from 1.
///
/// ```
/// use game_dsl::notation::format_pile_take;
/// use game_dsl::Move;
/// assert_eq!(format_pile_take(Move::new(256 + 3)), "2:3");
/// ```
pub fn format_pile_take(mv: Move) -> String {
    format!("{}:{}", (mv.code() >> 8) + 1, mv.code() & 0xff)
}

/// Reads a position of several piles: the tokens of each, separated by commas, and optionally
/// the side to move (`X` by default).
///
/// ```
/// use game_dsl::notation::parse_piles;
/// use game_dsl::Player;
/// assert_eq!(parse_piles::<3>("3,4,5"), Ok(([3, 4, 5], Player::First)));
/// assert_eq!(parse_piles::<3>("0, 1, 2 O"), Ok(([0, 1, 2], Player::Second)));
/// assert!(parse_piles::<3>("3,4").is_err());
/// ```
pub fn parse_piles<const N: usize>(text: &str) -> Result<([u8; N], Player), PositionError> {
    let expected = || {
        let example: Vec<String> = (3..3 + N).map(|n| n.to_string()).collect();
        format!(
            "expected the tokens of each of the {N} piles (0 to 255), separated by commas, as in `{}` (and optionally the side to move, `{} O`)",
            example.join(","),
            example.join(",")
        )
    };
    let trimmed = text.trim();
    let (counts, side) = match trimmed.rsplit_once(char::is_whitespace) {
        Some((counts, side)) if side.chars().all(|c| c.is_ascii_alphabetic()) => {
            let player = side
                .chars()
                .next()
                .filter(|_| side.len() == 1)
                .and_then(Player::from_symbol)
                .ok_or_else(|| {
                    PositionError::new(
                        text,
                        format!("the side to move is `X` or `O`, not `{side}`"),
                    )
                })?;
            (counts, player)
        }
        _ => (trimmed, Player::First),
    };
    let counts: Vec<u8> = counts
        .split(',')
        .map(|c| c.trim().parse::<u8>())
        .collect::<Result<_, _>>()
        .map_err(|_| PositionError::new(text, expected()))?;
    let piles: [u8; N] = counts
        .try_into()
        .map_err(|_| PositionError::new(text, expected()))?;
    Ok((piles, side))
}

/// Writes a position of several piles: the tokens of each separated by commas, and ` O` when
/// the second player is to move.
///
/// ```
/// use game_dsl::notation::piles_string;
/// use game_dsl::Player;
/// assert_eq!(piles_string(&[3, 4, 5], Player::Second), "3,4,5 O");
/// ```
pub fn piles_string(piles: &[u8], side: Player) -> String {
    let counts: Vec<String> = piles.iter().map(u8::to_string).collect();
    match side {
        Player::First => counts.join(","),
        Player::Second => format!("{} O", counts.join(",")),
    }
}

/// The legend of [`render_piles`]'s drawings.
pub const LEGEND_PILES: &str =
    "pile N: the tokens left in pile N (the move N:k takes k of them), ● a token";

/// Draws several piles, one line each, numbered from 1.
///
/// ```
/// use game_dsl::notation::render_piles;
/// assert_eq!(render_piles(&[1, 2], "X to move"), "pile 1: 1 ●\npile 2: 2 ● ●\nX to move\n");
/// ```
pub fn render_piles(piles: &[u8], status: &str) -> String {
    let mut drawing = String::new();
    for (i, &tokens) in piles.iter().enumerate() {
        let shown = usize::from(tokens).min(40);
        let mut line = format!("pile {}: {tokens}", i + 1);
        if shown > 0 {
            line.push(' ');
            line.push_str(&vec!["●"; shown].join(" "));
        }
        if usize::from(tokens) > shown {
            line.push_str(" …");
        }
        drawing.push_str(&line);
        drawing.push('\n');
    }
    format!("{drawing}{status}\n")
}

/// The legend of [`render_hex`]'s drawings (a connection game's).
pub const LEGEND_HEX: &str = "X, O: the players' stones (X joins the top and bottom rows, O the left and right columns); -: an empty cell";

/// Draws a board of hexagonal cells (Hex) as a rhombus: each row half a cell to the right of the
/// one above, so that a cell's six neighbours touch it; column letters on top, row numbers at
/// the side (row 1 at the top), `-` an empty cell.
///
/// ```
/// use game_dsl::notation::render_hex;
/// use game_dsl::Player;
/// let owner = |cell| match cell { 0 => Some(Player::First), 3 => Some(Player::Second), _ => None };
/// assert_eq!(render_hex(2, 2, owner, "X to move"), "   a b\n 1 X -\n 2  - O\nX to move\n");
/// ```
pub fn render_hex(
    width: usize,
    height: usize,
    owner: impl Fn(usize) -> Option<Player>,
    status: &str,
) -> String {
    let symbol = |cell| owner(cell).map_or('-', Player::symbol);
    hex_outline_of_symbols(width, height, |_| true, symbol, status)
}

/// Draws a board of hexagonal cells that leaves cells of its rectangle out (a triangle, a
/// hexagon): as [`render_hex`], the cells off the board blank.
///
/// ```
/// use game_dsl::notation::render_hex_outline;
/// use game_dsl::Player;
/// // A triangle of side 3 in a 3 x 3 rhombus: the cells with column + row < 3.
/// let text = render_hex_outline(3, 3, |cell| cell % 3 + cell / 3 < 3, |cell| (cell == 4).then_some(Player::First), "X to move");
/// assert_eq!(text, "   a b c\n 1 - - -\n 2  - X\n 3   -\nX to move\n");
/// ```
pub fn render_hex_outline(
    width: usize,
    height: usize,
    on_board: impl Fn(usize) -> bool,
    owner: impl Fn(usize) -> Option<Player>,
    status: &str,
) -> String {
    let symbol = |cell| owner(cell).map_or('-', Player::symbol);
    hex_outline_of_symbols(width, height, on_board, symbol, status)
}

/// [`render_hex_outline`] with each cell's letter given by `symbol` (a game of moving stones
/// writes promoted stones and blocked cells too).
pub(crate) fn hex_outline_of_symbols(
    width: usize,
    height: usize,
    on_board: impl Fn(usize) -> bool,
    symbol: impl Fn(usize) -> char,
    status: &str,
) -> String {
    let (mut out, label) = column_letters(width, height);
    for row in 0..height {
        let mut line = format!(" {:>label$}{}", row + 1, " ".repeat(row));
        for column in 0..width {
            let cell = row * width + column;
            line.push(' ');
            line.push(if on_board(cell) { symbol(cell) } else { ' ' });
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str(status);
    out.push('\n');
    out
}

/// The first line of a board whose columns are letters: `a` to the last column's letter, after
/// room for the row numbers; with the width of those numbers.
pub(crate) fn column_letters(width: usize, height: usize) -> (String, usize) {
    let label = height.to_string().len();
    let mut out = " ".repeat(label + 1);
    for column in 0..width {
        out.push(' ');
        out.push((b'a' + column as u8) as char);
    }
    out.push('\n');
    (out, label)
}

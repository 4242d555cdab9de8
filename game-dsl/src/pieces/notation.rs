//! The notation of pieces games: moves as the squares they touch, positions cell by cell.

use super::board::Board;
use std::ops::ControlFlow;

use super::parts::{Part, Turn, TurnList, Visit};
use super::path::{MAX_CELLS, MAX_ROUTES, Route};
use super::{Lately, PieceRules, Pieces, Play, Taken};
use crate::bits::Bits;
use crate::error::{MoveError, PositionError};
use crate::game::{Game, GameExt, Notation, Player, Touch};
use crate::notation::{
    column_letters, hex_outline_of_symbols, leading_square, square_name, status,
};

/// Finds whether a list of turns has one that shoots an arrow.
struct Shoots(bool);

impl Visit for Shoots {
    fn turn<A: Part>(&mut self, _tag: u8, turn: &Turn<A>) -> ControlFlow<()> {
        self.0 |= !turn.shoot.is_empty();
        if self.0 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }
}

impl<R: PieceRules> Pieces<R> {
    /// Whether a turn of either side shoots an arrow, leaving cells blocked for good.
    fn shoots() -> bool {
        let mut shoots = Shoots(false);
        let _ = R::X_TURNS.each(&mut shoots);
        let _ = R::O_TURNS.each(&mut shoots);
        shoots.0
    }

    /// The cells of the board in the order of their bits: those a position's text lists.
    fn cells() -> impl Iterator<Item = u32> {
        (0..R::WIDTH * R::HEIGHT).filter(|&cell| Self::on_board(cell as usize))
    }

    /// Whether the position string carries the plies played: when the rules depend on them.
    pub(super) fn counts_plies() -> bool {
        R::LIMIT.is_some() || R::Opening::LEN > 0
    }

    /// The letter of a cell in position strings and drawings: `X` and `O` for stones, `x` and
    /// `o` for promoted ones, `*` for a blocked cell, `-` for an empty one.
    fn symbol(&self, cell: u32) -> char {
        let promoted = self.promoted.has(cell);
        match (self.stones[0].has(cell), self.stones[1].has(cell)) {
            (true, _) if promoted => 'x',
            (true, _) => 'X',
            (_, true) if promoted => 'o',
            (_, true) => 'O',
            _ if self.blocked.has(cell) => '*',
            _ => '-',
        }
    }

    /// An example of a move, for messages: the first legal move of the start.
    fn example() -> String {
        let start = Self::start();
        start
            .legal_moves()
            .first()
            .map(|&mv| start.format_move(mv))
            .unwrap_or_else(|| "a1b1".to_string())
    }
}

impl<R: PieceRules> Pieces<R> {
    /// The move that the cells of `path` name: the legal move that touches them, or those
    /// cells as a move that is not legal, tagged and marked as the generator would.
    fn named(&self, path: R::Path) -> R::Path {
        let path = self.tagged(path);
        // Two turns may make moves of one shape (a king's slide and its capture from afar):
        // the legal move that touches these cells is the one meant.
        let legal = self.legal_moves();
        let find = |path: R::Path| legal.iter().find(|legal| legal.same_cells(path)).copied();
        // Or the same move written another way (two placements in the other order).
        let swapped = || {
            let mut swap = Swap {
                mv: path,
                swapped: None,
            };
            let _ = self.visit_turn_of(path, &mut swap);
            swap.swapped.and_then(find)
        };
        // Or written as shown, a stone's cell once where one action ends and the next begins
        // (`b1c1d1`: a step to c1, then on from c1).
        let joined = || {
            legal
                .iter()
                .find(|&&legal| {
                    let squares = legal.len() - usize::from(self.spin_of(legal).is_some());
                    legal.len() > path.len()
                        && joined_squares(legal, squares)
                            .chain((squares..legal.len()).map(|i| legal.cell(i)))
                            .eq(path.cells())
                })
                .copied()
        };
        find(path).or_else(swapped).or_else(joined).unwrap_or(path)
    }

    /// A drop into `column` (from 0): the legal drop there, which the generator lands on the
    /// column's lowest empty cell, or the column's top cell if it is full (a move that is not
    /// legal).
    fn dropped(&self, column: u32) -> R::Path {
        let legal = self
            .legal_moves()
            .iter()
            .find(|mv| {
                mv.cells()
                    .next()
                    .is_some_and(|cell| cell % R::WIDTH == column)
            })
            .copied();
        legal.unwrap_or_else(|| self.tagged(R::Path::new(0).then(column)))
    }

    /// `path` with the tag of the first turn of the side to move whose shape it has (the
    /// directions, the number of cells, the kind of stone on its first cell), without
    /// generating the moves: whether it is legal is for the caller to check.
    fn tagged(&self, path: R::Path) -> R::Path {
        let cells: Vec<u32> = path.cells().collect();
        let mut fit = Fit {
            pos: self,
            cells: &cells,
            tag: None,
        };
        let _ = self.visit_turns(&mut fit);
        let mut tagged = R::Path::new(fit.tag.unwrap_or(0));
        for cell in cells {
            tagged = tagged.then(cell);
        }
        // A capture is marked as the generator marks it, so that the move equals the listed one.
        let mut mark = CaptureMark {
            enemy: self.stones[self.side as usize ^ 1],
            mv: tagged,
        };
        let _ = self.visit_turn_of(tagged, &mut mark);
        mark.mv
    }
}

/// Finds the first turn whose moves have the shape of `cells`: the directions, the number of
/// cells, the kind of stone on the first cell.
struct Fit<'a, R: PieceRules> {
    pos: &'a Pieces<R>,
    cells: &'a [u32],
    tag: Option<u8>,
}

impl<R: PieceRules> Visit for Fit<'_, R> {
    fn turn<A: Part>(&mut self, tag: u8, turn: &Turn<A>) -> ControlFlow<()> {
        let cells = self.cells;
        // The part's cells, then a shot's cell and a spin's index, each where the turn has it.
        let Some(split) = cells.len().checked_sub(turn.after()) else {
            return ControlFlow::Continue(());
        };
        let (moved, after) = cells.split_at(split);
        let spin_known = turn.spin.is_empty()
            || after
                .last()
                .is_some_and(|&i| (i as usize) < turn.spin.len());
        if moved.is_empty() || (!turn.shoot.is_empty() && moved.len() < 2) || !spin_known {
            return ControlFlow::Continue(());
        }
        let pos = self.pos;
        let mine = pos.stones[pos.side as usize];
        let stone_fits = turn.movers.among(mine, pos.promoted).has(moved[0]);
        if turn.part.fits(pos, moved, stone_fits) {
            self.tag = Some(tag);
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }
}

/// The first `squares` cells of `mv` (those named by squares) as a move is written: a cell
/// that repeats the one before it (where a stone's second action begins where its first
/// ended) once.
fn joined_squares<P: Route>(mv: P, squares: usize) -> impl Iterator<Item = u32> {
    (0..squares)
        .filter(move |&i| i == 0 || mv.cell(i) != mv.cell(i - 1))
        .map(move |i| mv.cell(i))
}

/// The move `mv` written another way by its turn's part ([`Part::swapped`]), its shot's cell
/// and spin's index after it as they were.
struct Swap<P> {
    mv: P,
    swapped: Option<P>,
}

impl<P: Route> Visit for Swap<P> {
    fn turn<A: Part>(&mut self, _: u8, turn: &Turn<A>) -> ControlFlow<()> {
        let moved = self.mv.len().saturating_sub(turn.after());
        self.swapped = turn.part.swapped(self.mv, moved).map(|swapped| {
            (moved..self.mv.len()).fold(swapped, |swapped, i| swapped.then(self.mv.cell(i)))
        });
        ControlFlow::Break(())
    }
}

/// Finds whether the turn visited ends with a spin.
struct Spins(bool);

impl Visit for Spins {
    fn turn<A: Part>(&mut self, _: u8, turn: &Turn<A>) -> ControlFlow<()> {
        self.0 = !turn.spin.is_empty();
        ControlFlow::Break(())
    }
}

impl<R: PieceRules> Pieces<R> {
    /// The index of the spin that ends `mv`, a move of the side to move, if its turn has one.
    fn spin_of(&self, mv: R::Path) -> Option<u32> {
        let mut spins = Spins(false);
        let _ = self.visit_turn_of(mv, &mut spins);
        (spins.0 && mv.len() > 1).then(|| mv.last())
    }
}

/// The most blocks a spin's text may name: a spin's index is one entry of a [`Path`], which
/// the turn then checks against its spins.
const MOST_BLOCKS: usize = 64;

/// Marks `mv` as a capture if it captures: it lands on an opponent's stone, or jumps one.
struct CaptureMark<B, P> {
    enemy: B,
    mv: P,
}

impl<B: Board, P: Route> Visit for CaptureMark<B, P> {
    fn turn<A: Part>(&mut self, _: u8, turn: &Turn<A>) -> ControlFlow<()> {
        let moved = self.mv.len().checked_sub(turn.after());
        if moved.is_some_and(|moved| moved > 0 && turn.part.captures_in(self.mv, moved, self.enemy))
        {
            self.mv = self.mv.capturing();
        }
        ControlFlow::Break(())
    }
}

impl<R: PieceRules> Notation for Pieces<R> {
    const NAME: &'static str = R::NAME;
    const BOARD: Option<(usize, usize)> = Some((R::WIDTH as usize, R::HEIGHT as usize));
    const LOOK: crate::Look = R::LOOK;

    fn ending(&self) -> Option<crate::Ending> {
        Pieces::ending(self)
    }

    fn on_board(cell: usize) -> bool {
        u32::try_from(cell).is_ok_and(|cell| R::CELLS.has(cell))
    }

    /// Reads the squares a move touches, back to back or joined by `-` (`b7b6`, `c6-e4-g2`):
    /// the legal move that touches them, or those squares as a move that is not legal.
    fn parse_move(&self, text: &str) -> Result<R::Path, MoveError> {
        let (width, height) = (R::WIDTH as usize, R::HEIGHT as usize);
        let lower = text.trim().to_ascii_lowercase();
        if (R::PASS || R::PASS_ALWAYS) && (lower == "ps" || lower == "pass") {
            return Ok(R::Path::PASS);
        }
        if R::COLUMNS {
            let column = lower
                .parse::<u32>()
                .ok()
                .filter(|column| (1..=R::WIDTH).contains(column))
                .ok_or_else(|| MoveError::Malformed {
                    text: text.trim().to_string(),
                    expected: format!("a column number, 1 to {}", R::WIDTH),
                })?;
            return Ok(self.dropped(column - 1));
        }
        // A turn that ends with a spin names it last: `c3:4+`.
        let (squares, spin) = match lower.split_once(':') {
            Some((squares, spin)) => (
                squares,
                Some(crate::turn::turn_index(spin, MOST_BLOCKS).map(|i| i as u32)),
            ),
            None => (lower.as_str(), None),
        };
        let mut rest = squares;
        let mut path = R::Path::new(0);
        while !rest.is_empty() && path.len() < MAX_CELLS {
            let Some((cell, after)) =
                leading_square(rest, width, height).filter(|&(cell, _)| Self::on_board(cell))
            else {
                break;
            };
            path = path.then(cell as u32);
            rest = after.strip_prefix('-').unwrap_or(after);
        }
        if path.is_pass() || !rest.is_empty() || spin == Some(None) {
            return Err(MoveError::Malformed {
                text: text.trim().to_string(),
                expected: if R::HEXAGONS {
                    format!(
                        "the cells a move touches, as in `{}`: cells of the board (column \
                         letter, row number from the top)",
                        Self::example()
                    )
                } else {
                    format!(
                        "the squares a move touches, as in `{}`: squares a1..{} (column \
                         letter, row number from the top){}",
                        Self::example(),
                        square_name(width * height - 1, width),
                        if spin.is_some() {
                            ", then `:`, the block (from 1) and `+` clockwise or `-` \
                             counter-clockwise"
                        } else {
                            ""
                        }
                    )
                },
            });
        }
        if let Some(Some(spin)) = spin {
            path = path.then(spin);
        }
        Ok(self.named(path))
    }

    fn format_move(&self, mv: R::Path) -> String {
        if mv.is_pass() {
            return "ps".to_string();
        }
        if R::COLUMNS {
            let cell = mv.cells().next().unwrap_or(0);
            return (cell % R::WIDTH + 1).to_string();
        }
        let spin = self.spin_of(mv);
        let squares = mv.len() - usize::from(spin.is_some());
        let mut text: String = joined_squares(mv, squares)
            .map(|cell| square_name(cell as usize, R::WIDTH as usize))
            .collect();
        if let Some(spin) = spin {
            text.push_str(&crate::turn::turn_text(spin as usize));
        }
        text
    }

    /// The move as its [`Path`] names it, with the stones it moves and takes: the cells a stone
    /// of the mover leaves, the cells of the path it fills (a landing, a shape's cells, an
    /// arrow's cell) and the other side's stones it takes (jumped over, or landed on).
    fn touch(&self, mv: R::Path) -> Option<Touch> {
        let me = self.side_to_move();
        let after = self.after(mv);
        let mine = self.stones(me);
        let mine_after = after.stones(me);
        let filled = (mine_after & !mine) | (after.blocked & !self.blocked);
        // What the move takes, its part takes: a spin that ends the turn moves stones, takes
        // none.
        let mut part = *self;
        let mut play = Play::<R, false> {
            pos: &mut part,
            mv,
            captured: false,
        };
        if !mv.is_pass() {
            let _ = Self::visit_turn_at(self.ply, self.side, mv, &mut play);
        }
        let taken = self.stones(me.opponent()) & !part.stones(me.opponent());
        let cells = |mut set: R::Bits| {
            let mut list = Vec::new();
            while !set.is_zero() {
                list.push(set.lowest() as usize);
                set = set.without_lowest();
            }
            list
        };
        let squares = mv.len() - usize::from(self.spin_of(mv).is_some());
        let path: Vec<usize> = mv.cells().take(squares).map(|cell| cell as usize).collect();
        let mut enters: Vec<usize> = Vec::new();
        for &cell in &path {
            if filled.has(cell as u32) && !enters.contains(&cell) {
                enters.push(cell);
            }
        }
        Some(Touch {
            leaves: cells(mine & !mine_after),
            enters,
            captures: cells(taken),
            path,
        })
    }

    /// Captures are compulsory ([`PieceRules::COMPULSORY`]) and the moves listed capture: the
    /// generator lists captures alone when there is one.
    fn must_capture(&self) -> bool {
        R::COMPULSORY && self.moves().next().is_some_and(|mv| mv.captures())
    }

    /// Reads the cells row by row (`X`, `O`, promoted `x`, `o`, blocked `*`, empty `-`), then
    /// the side to move (`X` when left out), then where the rules count them the plies played,
    /// the plies since the last capture, the stones X and O have taken, the passes in a row,
    /// and the cell a ko bars (`-` for none).
    fn parse_position(text: &str) -> Result<Self, PositionError> {
        let cells = Self::cells().count();
        let mut words = text.split_whitespace();
        let grid = words.next().unwrap_or("");
        if grid.chars().count() != cells {
            return Err(PositionError::new(
                text,
                format!(
                    "expected {cells} cells (X, O, x, o promoted, * blocked, - empty), row by row \
                     from the top left, then the side to move"
                ),
            ));
        }
        let mut pos = Self::start();
        pos.stones = [R::Bits::ZERO; 2];
        for ((at, cell), c) in Self::cells().enumerate().zip(grid.chars()) {
            let bit = R::Bits::cell(cell);
            match c {
                'X' => pos.stones[0] |= bit,
                'O' => pos.stones[1] |= bit,
                'x' => {
                    pos.stones[0] |= bit;
                    pos.promoted |= bit;
                }
                'o' => {
                    pos.stones[1] |= bit;
                    pos.promoted |= bit;
                }
                '*' => pos.blocked |= bit,
                '-' | '.' => {}
                other => {
                    return Err(PositionError::new(
                        text,
                        format!(
                            "unexpected `{}` at cell {}: cells are X, O, x, o, * or -",
                            other.escape_default(),
                            at + 1
                        ),
                    ));
                }
            }
        }
        for (player, stones) in ["X", "O"].iter().zip(pos.stones) {
            let count = stones.count();
            if count > R::MAX_STONES {
                return Err(PositionError::new(
                    text,
                    format!(
                        "{player} has {count} stones; a position of this game has at most {}",
                        R::MAX_STONES
                    ),
                ));
            }
        }
        let side = match words.next() {
            None => Player::First,
            Some(word) => {
                let mut chars = word.chars();
                match (chars.next().and_then(Player::from_symbol), chars.next()) {
                    (Some(player), None) => player,
                    _ => {
                        return Err(PositionError::new(
                            text,
                            "the side to move is X or O, after the cells",
                        ));
                    }
                }
            }
        };
        pos.side = side.index() as u8;
        let mut number = |what: &str, max: u32| -> Result<Option<u16>, PositionError> {
            match words.next() {
                None => Ok(None),
                Some(word) => match word.parse::<u32>() {
                    Ok(n) if n <= max => Ok(Some(n as u16)),
                    _ => Err(PositionError::new(
                        text,
                        format!("expected {what}, a number up to {max}, after the side to move"),
                    )),
                },
            }
        };
        if Self::counts_plies() {
            let max = R::LIMIT.unwrap_or(u32::from(u16::MAX - 1));
            pos.ply = number("the plies played", max)?.unwrap_or(u16::from(pos.side));
            if u32::from(pos.ply) % 2 != u32::from(pos.side) {
                return Err(PositionError::new(
                    text,
                    format!(
                        "{} moves at {} plies, not at {}",
                        side.symbol(),
                        if pos.side == 0 { "even" } else { "odd" },
                        pos.ply
                    ),
                ));
            }
        } else {
            pos.ply = u16::from(pos.side);
        }
        if let Some(quiet) = R::QUIET {
            pos.quiet = number("the plies since the last capture", quiet)?.unwrap_or(0);
        }
        if <R::Taken as Taken>::WINS.is_some() {
            let mut counts = [0; 2];
            for (count, player) in counts.iter_mut().zip(["X", "O"]) {
                *count = number(
                    &format!("the stones {player} has taken"),
                    u32::from(u16::MAX),
                )?
                .unwrap_or(0);
            }
            pos.taken.set(counts);
        }
        if R::PASSES > 0 {
            let passes = number("the passes in a row", R::PASSES)?.unwrap_or(0);
            pos.lately.set_passes(passes as u8);
        }
        if R::KO {
            let barred = match words.next() {
                None | Some("-") => super::NO_CELL,
                Some(word) => {
                    let (width, height) = (R::WIDTH as usize, R::HEIGHT as usize);
                    let lower = word.to_ascii_lowercase();
                    match leading_square(&lower, width, height) {
                        Some((cell, ""))
                            if Self::on_board(cell) && pos.empty().has(cell as u32) =>
                        {
                            cell as u16
                        }
                        _ => {
                            return Err(PositionError::new(
                                text,
                                "expected the empty cell a ko bars to the side to move (as \
                                 `c3`), or `-` for none, last",
                            ));
                        }
                    }
                }
            };
            pos.lately.set_barred(barred);
        }
        if words.next().is_some() {
            return Err(PositionError::new(
                text,
                "unexpected text after the position",
            ));
        }
        if R::UNBOUNDED_ROUTES && pos.legal_moves().len() >= MAX_ROUTES {
            return Err(PositionError::new(
                text,
                format!(
                    "this position has more than {MAX_ROUTES} routes of jumps, more than a \
                     position may list"
                ),
            ));
        }
        // A position read from a string counts its repetitions from there.
        pos.restart_repeats();
        Ok(pos)
    }

    fn position_string(&self) -> String {
        let mut out: String = Self::cells().map(|cell| self.symbol(cell)).collect();
        out.push(' ');
        out.push(self.side_to_move().symbol());
        if Self::counts_plies() {
            out.push_str(&format!(" {}", self.ply));
        }
        if R::QUIET.is_some() {
            out.push_str(&format!(" {}", self.quiet));
        }
        if <R::Taken as Taken>::WINS.is_some() {
            let [x, o] = self.taken.counts();
            out.push_str(&format!(" {x} {o}"));
        }
        if R::PASSES > 0 {
            out.push_str(&format!(" {}", self.lately.passes()));
        }
        if R::KO {
            let barred = self.lately.barred();
            if barred == super::NO_CELL {
                out.push_str(" -");
            } else {
                out.push(' ');
                out.push_str(&square_name(barred as usize, R::WIDTH as usize));
            }
        }
        out
    }

    fn legend() -> &'static str {
        // Only the symbols the game can show: promoted stones where stones are promoted, blocked
        // cells where a turn shoots an arrow.
        let promotes = !R::PROMOTE.iter().all(|m| m.is_empty());
        let shoots = Self::shoots();
        match (promotes, shoots) {
            (true, true) => {
                "X, O: the players' stones; x, o: promoted stones; *: a cell blocked for good; -: an empty cell"
            }
            (true, false) => "X, O: the players' stones; x, o: promoted stones; -: an empty cell",
            (false, true) => {
                "X, O: the players' stones; *: a cell blocked for good (an arrow); -: an empty cell"
            }
            (false, false) => "X, O: the players' stones; -: an empty cell",
        }
    }

    fn render(&self) -> String {
        let (width, height) = (R::WIDTH as usize, R::HEIGHT as usize);
        // Hexagons: on an outline, or where chains join through a hexagon's neighbours.
        if R::HEXAGONS || Self::CHAINS {
            let symbol = |cell: usize| self.symbol(cell as u32);
            return hex_outline_of_symbols(width, height, Self::on_board, symbol, &status(self));
        }
        let (mut out, label) = column_letters(width, height);
        for row in 0..height {
            out.push_str(&format!(" {:>label$}", row + 1));
            for column in 0..width {
                let cell = row * width + column;
                out.push(' ');
                // A cell left out of the board's squares (a cross's corners) is blank.
                out.push(if Self::on_board(cell) {
                    self.symbol(cell as u32)
                } else {
                    ' '
                });
            }
            out.push('\n');
        }
        out.push_str(&status(self));
        out.push('\n');
        out
    }
}

impl<R: PieceRules> std::fmt::Display for Pieces<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render())
    }
}

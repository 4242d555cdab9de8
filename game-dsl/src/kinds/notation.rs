//! The notation of games of kinds: positions in FEN (Forsyth-Edwards Notation: the rows from
//! the top, each kind's letter, upper case for the first player, digits for runs of empty
//! cells; the side to move `w` or `b`; the castling rights by their letters or `-`; the cell
//! open to en passant or `-`; the plies since a capture or a pawn's move; the move number),
//! moves in long algebraic notation (`e2e4`, `e7e8q`, castling as the royal piece's move
//! `e1g1`).

use std::marker::PhantomData;

use super::generate::{decode, dropped, encode, encode_drop};
use super::rules::{Hand, KindRules, Sets, Style};
use super::{Board, Kinds, NO_CELL};
use crate::error::{MoveError, PositionError};
use crate::game::{Game, GameExt, Notation, Player, Touch};
use crate::{Move, notation};

/// Whether positions are SFEN and moves USI.
const fn sfen<R: KindRules>() -> bool {
    matches!(R::STYLE, Style::Sfen)
}

/// The name of `cell`: its column's letter and its row's number from the bottom (`e4`); in
/// SFEN, its column's number from the right and its row's letter from the top (`7g`).
fn cell_name<R: KindRules>(cell: u32) -> String {
    if sfen::<R>() {
        let row = (b'a' + (cell / R::WIDTH) as u8) as char;
        return format!("{}{row}", R::WIDTH - cell % R::WIDTH);
    }
    let column = (b'a' + (cell % R::WIDTH) as u8) as char;
    format!("{column}{}", R::HEIGHT - cell / R::WIDTH)
}

/// Reads a cell's name at the start of `text`: the cell and the rest of the text.
fn read_cell<R: KindRules>(text: &str) -> Option<(u32, &str)> {
    if sfen::<R>() {
        let digits = text.chars().take_while(char::is_ascii_digit).count();
        let column: u32 = text[..digits].parse().ok()?;
        let mut chars = text[digits..].chars();
        let row = u32::from(chars.next()?).checked_sub(u32::from('a'))?;
        return ((1..=R::WIDTH).contains(&column) && row < R::HEIGHT)
            .then(|| (row * R::WIDTH + R::WIDTH - column, chars.as_str()));
    }
    let mut chars = text.chars();
    let column = u32::from(chars.next()?).checked_sub(u32::from('a'))?;
    let rest = chars.as_str();
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    let row: u32 = rest[..digits].parse().ok()?;
    (column < R::WIDTH && (1..=R::HEIGHT).contains(&row))
        .then(|| ((R::HEIGHT - row) * R::WIDTH + column, &rest[digits..]))
}

/// The index of the kind written `letter` (either case).
fn kind_of<R: KindRules>(letter: char) -> Option<usize> {
    R::KINDS
        .iter()
        .position(|kind| kind.letter == letter.to_ascii_uppercase())
}

/// The kind `kind` is promoted to (its first choice), written `+` and `kind`'s letter in SFEN.
fn promoted_kind<R: KindRules>(kind: usize) -> Option<usize> {
    R::KINDS[kind]
        .promote
        .and_then(|promotion| promotion.to.first().map(|&to| usize::from(to)))
}

/// The kind whose promotion `kind` is, if it is one (SFEN writes it `+` and that kind's
/// letter).
fn base_kind<R: KindRules>(kind: usize) -> Option<usize> {
    (0..R::KINDS.len()).find(|&j| promoted_kind::<R>(j) == Some(kind))
}

/// `kind`, read from the letter `ch` of an SFEN, unless it is a promoted kind: SFEN writes those
/// `+` and the unpromoted kind's letter, never with a letter of their own.
fn unpromoted<R: KindRules>(text: &str, ch: char, kind: usize) -> Result<usize, PositionError> {
    match base_kind::<R>(kind) {
        Some(base) => {
            let letter = R::KINDS[base].letter;
            let letter = if ch.is_ascii_lowercase() {
                letter.to_ascii_lowercase()
            } else {
                letter
            };
            Err(PositionError::new(
                text,
                format!("`{ch}` is not a letter of SFEN: a promoted piece is written `+{letter}`"),
            ))
        }
        None => Ok(kind),
    }
}

impl<R: KindRules> Kinds<R> {
    /// The letter of the piece on `cell` and `~` after it if it was promoted (in a game with
    /// hands), or `None` for an empty cell.
    fn written(&self, cell: usize) -> Option<String> {
        if sfen::<R>() {
            let (kind, owner) = self.piece_at(cell)?;
            let (plus, kind) = match base_kind::<R>(kind) {
                Some(base) => ("+", base),
                None => ("", kind),
            };
            let letter = R::KINDS[kind].letter;
            return Some(match owner {
                Player::First => format!("{plus}{letter}"),
                Player::Second => format!("{plus}{}", letter.to_ascii_lowercase()),
            });
        }
        let letter = self.letter(cell)?;
        Some(if self.hand.promoted().has(cell as u32) {
            format!("{letter}~")
        } else {
            letter.to_string()
        })
    }

    /// The hands as a FEN writes them after the rows (`[PNp]`: the first player's pieces in
    /// upper case, by kind, then the second's), or nothing when both are empty.
    fn hands_text(&self) -> String {
        if sfen::<R>() {
            return self.sfen_hands();
        }
        let mut text = String::new();
        for player in 0..2 {
            for (k, kind) in R::KINDS.iter().enumerate() {
                let letter = if player == 0 {
                    kind.letter
                } else {
                    kind.letter.to_ascii_lowercase()
                };
                for _ in 0..self.hand.count(player, k) {
                    text.push(letter);
                }
            }
        }
        if text.is_empty() {
            text
        } else {
            format!("[{text}]")
        }
    }

    /// The hands as SFEN writes them: the first player's pieces in upper case, by kind, then
    /// the second's, a count before a letter of more than one (`2Pp`); `-` when both are
    /// empty.
    fn sfen_hands(&self) -> String {
        let mut text = String::new();
        for player in 0..2 {
            for (k, kind) in R::KINDS.iter().enumerate() {
                let letter = if player == 0 {
                    kind.letter
                } else {
                    kind.letter.to_ascii_lowercase()
                };
                match self.hand.count(player, k) {
                    0 => {}
                    1 => text.push(letter),
                    n => text.push_str(&format!("{n}{letter}")),
                }
            }
        }
        if text.is_empty() {
            "-".to_string()
        } else {
            text
        }
    }

    /// Reads SFEN's hands (`2Pp`, or `-`).
    fn read_sfen_hands(text: &str, held: &str, hand: &mut R::Hand) -> Result<(), PositionError> {
        if held == "-" {
            return Ok(());
        }
        let mut count = 0u32;
        for ch in held.chars() {
            if let Some(digit) = ch.to_digit(10) {
                count = count * 10 + digit;
                if count > 99 {
                    return Err(PositionError::new(text, "too many pieces in hand"));
                }
                continue;
            }
            let kind = kind_of::<R>(ch)
                .ok_or_else(|| PositionError::new(text, format!("unknown piece `{ch}` in hand")))?;
            let kind = unpromoted::<R>(text, ch, kind)?;
            if R::ROYAL == Some(kind as u8) {
                return Err(PositionError::new(
                    text,
                    format!("a {} cannot be in hand", R::KINDS[kind].name),
                ));
            }
            for _ in 0..count.max(1) {
                hand.add(usize::from(ch.is_ascii_lowercase()), kind);
            }
            count = 0;
        }
        Ok(())
    }

    /// The letter of the piece on `cell`, or `None` for an empty cell.
    fn letter(&self, cell: usize) -> Option<char> {
        let (kind, owner) = self.piece_at(cell)?;
        let letter = R::KINDS[kind].letter;
        Some(match owner {
            Player::First => letter,
            Player::Second => letter.to_ascii_lowercase(),
        })
    }

    /// Reads the board of a FEN: every cell's piece, and in a game with hands the pieces in
    /// hand (`[PNp]` after the rows) and the promoted pieces (a `~` after the letter).
    #[allow(clippy::type_complexity)]
    fn read_board(
        text: &str,
        board: &str,
    ) -> Result<(R::Sets, [R::Bits; 2], R::Hand), PositionError> {
        let (width, height) = (R::WIDTH, R::HEIGHT);
        let mut hand = <R::Hand as Hand<R::Bits>>::EMPTY;
        let board = match board.split_once('[') {
            Some((rows, held)) if <R::Hand as Hand<R::Bits>>::ON => {
                let held = held.strip_suffix(']').ok_or_else(|| {
                    PositionError::new(text, "the hands are written in brackets: `[PNp]`")
                })?;
                for ch in held.chars() {
                    let kind = kind_of::<R>(ch).ok_or_else(|| {
                        PositionError::new(text, format!("unknown piece `{ch}` in hand"))
                    })?;
                    if R::ROYAL == Some(kind as u8) {
                        return Err(PositionError::new(
                            text,
                            format!("a {} cannot be in hand", R::KINDS[kind].name),
                        ));
                    }
                    hand.add(usize::from(ch.is_ascii_lowercase()), kind);
                }
                rows
            }
            _ => board,
        };
        let mut promoted = R::Bits::ZERO;
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != height as usize {
            return Err(PositionError::new(
                text,
                format!(
                    "expected {height} rows separated by `/`, got {}",
                    rows.len()
                ),
            ));
        }
        let (mut kinds, mut sides) = (<R::Sets as Sets<R::Bits>>::EMPTY, [R::Bits::ZERO; 2]);
        for (row, line) in rows.iter().enumerate() {
            let mut column = 0u32;
            let mut plus = false;
            for ch in line.chars() {
                if ch == '+' && sfen::<R>() && !plus {
                    plus = true;
                    continue;
                }
                if ch == '~' && <R::Hand as Hand<R::Bits>>::ON && column > 0 && column <= width {
                    promoted |= R::Bits::bit(row as u32 * width + column - 1);
                    continue;
                }
                if let Some(run) = ch.to_digit(10) {
                    column += run;
                    continue;
                }
                let mut kind = kind_of::<R>(ch).ok_or_else(|| {
                    PositionError::new(text, format!("unknown piece `{ch}` in row {}", row + 1))
                })?;
                if sfen::<R>() {
                    kind = unpromoted::<R>(text, ch, kind)?;
                }
                if column >= width {
                    return Err(PositionError::new(
                        text,
                        format!("row {} has more than {width} cells", row + 1),
                    ));
                }
                let bit = R::Bits::bit(row as u32 * width + column);
                if plus {
                    plus = false;
                    kind = promoted_kind::<R>(kind).ok_or_else(|| {
                        PositionError::new(text, format!("`+{ch}`: the piece is not promoted"))
                    })?;
                    promoted |= bit;
                }
                kinds[kind] |= bit;
                sides[usize::from(ch.is_ascii_lowercase())] |= bit;
                column += 1;
            }
            if column != width {
                return Err(PositionError::new(
                    text,
                    format!("row {} has {column} cells, not {width}", row + 1),
                ));
            }
        }
        hand.set_promoted(promoted & (sides[0] | sides[1]));
        Ok((kinds, sides, hand))
    }
}

impl<R: KindRules> Notation for Kinds<R> {
    /// The author's end ([`KindRules::custom_end`]), a draw by the material left or by a
    /// repeated position; `None` for the other ends.
    fn ending(&self) -> Option<crate::Ending> {
        if R::custom_end(self).is_some() {
            Some(crate::Ending::Rule)
        } else if R::INSUFFICIENT && self.insufficient_material() {
            Some(crate::Ending::Material)
        } else if self.repeated() {
            Some(crate::Ending::Repetition)
        } else {
            None
        }
    }

    const NAME: &'static str = R::NAME;
    const BOARD: Option<(usize, usize)> = Some((R::WIDTH as usize, R::HEIGHT as usize));
    /// Squares in a checkerboard whose bottom-left square is dark, as chess boards are set
    /// (unless [`KindRules::CHECKERED`] says one colour), or the crossings of lines the rules
    /// give ([`KindRules::CELLS`]); the pieces drawn as [`KindRules::STONES`] says, and the
    /// sides' names the rules give.
    const LOOK: crate::Look = crate::Look {
        cells: R::CELLS,
        checkered: match R::CELLS {
            crate::Cells::Squares if R::CHECKERED => Some(((R::HEIGHT - 1) % 2) as u8),
            _ => None,
        },
        stones: R::STONES,
        sides: R::SIDES,
        ..crate::Look::DEFAULT
    };

    /// Chess's `e4`, or in SFEN shogi's `7g`.
    fn cell_name(cell: usize) -> Option<String> {
        Some(cell_name::<R>(u32::try_from(cell).ok()?))
    }

    /// The kinds in the order declared; a kind is promoted from the kind whose promotion makes
    /// it and nothing else (shogi's tokin from the pawn; chess's queen from nothing, though a
    /// pawn may become one).
    fn kinds() -> Vec<crate::KindName> {
        R::KINDS
            .iter()
            .enumerate()
            .map(|(k, kind)| crate::KindName {
                letter: kind.letter,
                name: kind.name,
                promoted_from: R::KINDS
                    .iter()
                    .find(|from| from.promote.is_some_and(|p| p.to == [k as u8]))
                    .map(|from| from.letter),
                value: kind.value,
            })
            .collect()
    }

    fn board_letters(&self) -> Option<Vec<char>> {
        let cells = (R::WIDTH * R::HEIGHT) as usize;
        Some(
            (0..cells)
                .map(|cell| self.letter(cell).unwrap_or('-'))
                .collect(),
        )
    }

    fn touch(&self, mv: Move) -> Option<Touch> {
        // The opponent's pieces the move takes: those gone after it (on the cell reached, or
        // beside it for en passant), a mask of theirs before without theirs after.
        let them = self.side_to_move().opponent();
        let mut gone = self.pieces(them) & !self.after(mv).pieces(them);
        let mut captures = Vec::new();
        while gone != R::Bits::ZERO {
            captures.push(gone.lowest() as usize);
            gone = gone.without_lowest();
        }
        if <R::Hand as Hand<R::Bits>>::ON
            && let Some((cell, _)) = dropped::<R>(mv)
        {
            let cell = cell as usize;
            return Some(Touch {
                path: vec![cell],
                leaves: Vec::new(),
                enters: vec![cell],
                captures,
            });
        }
        let (from, to, _) = decode::<R>(mv);
        let (from, to) = (from as usize, to as usize);
        Some(Touch {
            path: vec![from, to],
            leaves: vec![from],
            enters: vec![to],
            captures,
        })
    }

    fn hands(&self) -> Option<[Vec<(char, u32)>; 2]> {
        if !<R::Hand as Hand<R::Bits>>::ON {
            return None;
        }
        Some([0, 1].map(|player| {
            R::KINDS
                .iter()
                .enumerate()
                .filter_map(|(k, kind)| {
                    let count = self.hand.count(player, k);
                    (count > 0).then_some((kind.letter, count))
                })
                .collect()
        }))
    }

    fn dropped(&self, mv: Move) -> Option<char> {
        if !<R::Hand as Hand<R::Bits>>::ON {
            return None;
        }
        dropped::<R>(mv).map(|(_, kind)| R::KINDS[kind].letter)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let malformed = || {
            MoveError::Malformed {
            text: text.to_string(),
            expected: if <R::Hand as Hand<R::Bits>>::ON {
                "a move from a cell to a cell, such as `e2e4`, with the letter of a promotion (`e7e8q`), or a drop from the hand, such as `P@e4`"
            } else {
                "a move from a cell to a cell, such as `e2e4`, with the letter of a promotion (`e7e8q`)"
            }
            .to_string(),
        }
        };
        let trimmed = text.trim();
        let drop_mark = if sfen::<R>() { '*' } else { '@' };
        if <R::Hand as Hand<R::Bits>>::ON
            && let Some((letter, cell)) = trimmed.split_once(drop_mark)
        {
            let mut letters = letter.chars();
            let kind = match (letters.next(), letters.next()) {
                (Some(ch), None) => kind_of::<R>(ch).ok_or_else(malformed)?,
                _ => return Err(malformed()),
            };
            let (to, rest) = read_cell::<R>(cell).ok_or_else(malformed)?;
            if !rest.is_empty() {
                return Err(malformed());
            }
            return Ok(encode_drop::<R>(to, kind as u32));
        }
        let (from, rest) = read_cell::<R>(trimmed).ok_or_else(malformed)?;
        let (to, rest) = read_cell::<R>(rest).ok_or_else(malformed)?;
        let choices = self
            .piece_at(from as usize)
            .and_then(|(kind, _)| R::KINDS[kind].promote)
            .map_or(&[][..], |promotion| promotion.to);
        let promote = match rest {
            "" => 0,
            "+" if sfen::<R>() && !choices.is_empty() => 1,
            letter if letter.chars().count() == 1 && !sfen::<R>() => {
                let ch = letter.chars().next().unwrap_or(' ');
                let kind = kind_of::<R>(ch).ok_or_else(malformed)?;
                choices
                    .iter()
                    .position(|&to| usize::from(to) == kind)
                    .ok_or_else(malformed)? as u32
                    + 1
            }
            _ => return Err(malformed()),
        };
        Ok(encode::<R>(from, to, promote))
    }

    fn format_move(&self, mv: Move) -> String {
        if <R::Hand as Hand<R::Bits>>::ON
            && let Some((cell, kind)) = dropped::<R>(mv)
        {
            // A drop: the kind's letter, `@` (`*` in USI), the cell (`P@e4`).
            let mark = if sfen::<R>() { '*' } else { '@' };
            return format!("{}{mark}{}", R::KINDS[kind].letter, cell_name::<R>(cell));
        }
        let (from, to, choice) = decode::<R>(mv);
        let mut text = cell_name::<R>(from) + &cell_name::<R>(to);
        if let Some(i) = choice {
            if sfen::<R>() {
                text.push('+');
            } else if let Some((kind, _)) = self.piece_at(from as usize)
                && let Some(promotion) = R::KINDS[kind].promote
                && let Some(&to) = promotion.to.get(i)
            {
                text.push(R::KINDS[usize::from(to)].letter.to_ascii_lowercase());
            }
        }
        text
    }

    fn parse_position(text: &str) -> Result<Self, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if sfen::<R>() {
            return Self::parse_sfen(text, &fields);
        }
        if fields.len() < 2 || fields.len() > 6 {
            return Err(PositionError::new(
                text,
                "expected a FEN: the rows, the side to move (`w` or `b`), the castling rights, the en passant cell, the plies since a capture or a pawn's move, the move number",
            ));
        }
        let (kinds, sides, hand) = Self::read_board(text, fields[0])?;
        let side = match fields[1] {
            "w" => 0u8,
            "b" => 1,
            other => {
                return Err(PositionError::new(
                    text,
                    format!("the side to move is `w` or `b`, not `{other}`"),
                ));
            }
        };
        let mut castling = 0u8;
        match fields.get(2).copied().unwrap_or("-") {
            "-" => {}
            rights => {
                for ch in rights.chars() {
                    let i = R::CASTLES
                        .iter()
                        .position(|castle| castle.letter == ch)
                        .ok_or_else(|| {
                            PositionError::new(text, format!("unknown castling right `{ch}`"))
                        })?;
                    castling |= 1 << i;
                }
            }
        }
        let (mut en_passant, mut runner) = (NO_CELL, NO_CELL);
        match fields.get(3).copied().unwrap_or("-") {
            "-" => {}
            name => {
                let cell = read_cell::<R>(name)
                    .filter(|(_, rest)| rest.is_empty())
                    .ok_or_else(|| PositionError::new(text, format!("`{name}` is not a cell")))?
                    .0;
                // The runner stands one cell beyond, the way the side that moved went.
                let beyond = if side == 0 {
                    cell.checked_add(R::WIDTH)
                } else {
                    cell.checked_sub(R::WIDTH)
                };
                match beyond.filter(|&b| b < R::WIDTH * R::HEIGHT) {
                    Some(b) if sides[usize::from(side ^ 1)].has(b) => {
                        en_passant = cell as u8;
                        runner = b as u8;
                    }
                    _ => {
                        return Err(PositionError::new(
                            text,
                            format!("no piece has just run past the en passant cell `{name}`"),
                        ));
                    }
                }
            }
        }
        let number = |i: usize, default: u32, what: &str| -> Result<u32, PositionError> {
            fields.get(i).map_or(Ok(default), |field| {
                field
                    .parse::<u32>()
                    .ok()
                    .filter(|&n| n < 10_000)
                    .ok_or_else(|| {
                        PositionError::new(text, format!("{what} is a number, not `{field}`"))
                    })
            })
        };
        let quiet = number(4, 0, "the halfmove clock")?;
        let full = number(5, 1, "the move number")?.max(1);
        let pos: Kinds<R> = Kinds {
            kinds,
            sides,
            side,
            castling,
            en_passant,
            runner,
            quiet: if R::QUIET.is_some() { quiet as u16 } else { 0 },
            ply: ((full - 1) * 2 + u32::from(side)) as u16,
            since: 0,
            opened: en_passant,
            line: <R::Line as super::History>::EMPTY,
            hand,
            rules: PhantomData,
        };
        pos.check_royal(text)?;
        // Castling rights need the royal piece and its partner in place.
        for (i, castle) in R::CASTLES.iter().enumerate() {
            let own = pos.sides[usize::from(castle.player)];
            if castling >> i & 1 == 1
                && (!own.has(u32::from(castle.royal.0)) || !own.has(u32::from(castle.partner.0)))
            {
                return Err(PositionError::new(
                    text,
                    format!(
                        "castling right `{}` without its pieces in place",
                        castle.letter
                    ),
                ));
            }
        }
        Ok(pos)
    }

    fn position_string(&self) -> String {
        self.position_text()
    }

    fn render(&self) -> String {
        self.drawing()
    }

    fn legend() -> &'static str {
        if sfen::<R>() {
            "upper-case letters: the first player's pieces, lower-case: the second's, + before a letter: promoted; .: an empty cell"
        } else {
            "upper-case letters: White's pieces (the first player), lower-case: Black's; .: an empty cell"
        }
    }
}

impl<R: KindRules> Kinds<R> {
    /// Reads an SFEN: the rows, the side to move (`b` the first player, `w` the second), the
    /// hands (`-` or `2Pp`), the move number.
    fn parse_sfen(text: &str, fields: &[&str]) -> Result<Self, PositionError> {
        if fields.len() < 2 || fields.len() > 4 {
            return Err(PositionError::new(
                text,
                "expected an SFEN: the rows, the side to move (`b` or `w`), the pieces in hand (`-` or such as `2Pp`), the move number",
            ));
        }
        let (kinds, sides, mut hand) = Self::read_board(text, fields[0])?;
        let side = match fields[1] {
            "b" => 0u8,
            "w" => 1,
            other => {
                return Err(PositionError::new(
                    text,
                    format!("the side to move is `b` or `w`, not `{other}`"),
                ));
            }
        };
        Self::read_sfen_hands(text, fields.get(2).copied().unwrap_or("-"), &mut hand)?;
        let number = match fields.get(3) {
            None => 1,
            Some(field) => field
                .parse::<u32>()
                .ok()
                .filter(|&n| (1..10_000).contains(&n))
                .ok_or_else(|| {
                    PositionError::new(text, format!("the move number is a number, not `{field}`"))
                })?,
        };
        let pos: Kinds<R> = Kinds {
            kinds,
            sides,
            side,
            castling: 0,
            en_passant: NO_CELL,
            runner: NO_CELL,
            quiet: 0,
            ply: ((number - 1) * 2 + u32::from(side)) as u16,
            since: 0,
            opened: NO_CELL,
            line: <R::Line as super::History>::EMPTY,
            hand,
            rules: PhantomData,
        };
        pos.check_royal(text)?;
        Ok(pos)
    }

    /// Refuses a position without one royal piece for each player, or whose side not to move
    /// is attacked.
    fn check_royal(&self, text: &str) -> Result<(), PositionError> {
        let pos = self;
        let names = if sfen::<R>() {
            [
                "the first player (upper case)",
                "the second player (lower case)",
            ]
        } else {
            ["White (upper case)", "Black (lower case)"]
        };
        if let Some(royal) = R::ROYAL {
            for (side, name) in pos.sides.iter().zip(names) {
                if (pos.kinds[usize::from(royal)] & *side).count() != 1 {
                    return Err(PositionError::new(
                        text,
                        format!("{} has not one {}", name, R::KINDS[usize::from(royal)].name),
                    ));
                }
            }
            // The side that has just moved cannot have left its royal piece attacked.
            let moved = usize::from(pos.side ^ 1);
            if let Some(cell) = pos.royal_cell(moved)
                && pos.attacked_by(cell, moved ^ 1, pos.sides[0] | pos.sides[1])
            {
                return Err(PositionError::new(text, "the side not to move is in check"));
            }
        }
        Ok(())
    }

    /// The position's string: FEN, or SFEN.
    fn position_text(&self) -> String {
        let (width, height) = (R::WIDTH as usize, R::HEIGHT as usize);
        let mut rows = Vec::with_capacity(height);
        for row in 0..height {
            let mut line = String::new();
            let mut run = 0;
            for column in 0..width {
                match self.written(row * width + column) {
                    Some(letter) => {
                        if run > 0 {
                            line.push_str(&run.to_string());
                            run = 0;
                        }
                        line.push_str(&letter);
                    }
                    None => run += 1,
                }
            }
            if run > 0 {
                line.push_str(&run.to_string());
            }
            rows.push(line);
        }
        if sfen::<R>() {
            return format!(
                "{} {} {} {}",
                rows.join("/"),
                if self.side == 0 { 'b' } else { 'w' },
                self.sfen_hands(),
                self.ply / 2 + 1
            );
        }
        let castling: String = R::CASTLES
            .iter()
            .enumerate()
            .filter(|(i, _)| self.castling >> i & 1 == 1)
            .map(|(_, castle)| castle.letter)
            .collect();
        format!(
            "{}{} {} {} {} {} {}",
            rows.join("/"),
            self.hands_text(),
            if self.side == 0 { 'w' } else { 'b' },
            if castling.is_empty() {
                "-".to_string()
            } else {
                castling
            },
            if self.en_passant != NO_CELL {
                cell_name::<R>(u32::from(self.en_passant))
            } else {
                "-".to_string()
            },
            self.quiet,
            self.ply / 2 + 1
        )
    }

    /// The drawing of the board.
    fn drawing(&self) -> String {
        let (width, height) = (R::WIDTH as usize, R::HEIGHT as usize);
        let mut out = String::new();
        for row in 0..height {
            out.push_str(&format!("{} ", height - row));
            for column in 0..width {
                out.push(' ');
                out.push(self.letter(row * width + column).unwrap_or('.'));
            }
            out.push('\n');
        }
        out.push_str("  ");
        for column in 0..width {
            out.push(' ');
            out.push((b'a' + column as u8) as char);
        }
        out.push('\n');
        if <R::Hand as Hand<R::Bits>>::ON {
            let hands = self.hands_text();
            out.push_str(&format!(
                "in hand: {}\n",
                if hands.is_empty() { "none" } else { &hands }
            ));
        }
        out.push_str(&notation::status(self));
        if self.in_check() && !self.is_over_here() {
            out.push_str(" (in check)");
        }
        out.push('\n');
        out
    }

    /// Whether the game is over here (for the drawing).
    fn is_over_here(&self) -> bool {
        self.terminal_value().is_some()
    }
}

//! A game of kinds of pieces: every section checked, each mistake at its token, and lowered to
//! the constants of the runtime's `KindRules`.

use proc_macro2::Span;
use syn::Ident;

use crate::ast::{Blocked, Input, Number};
use crate::ast_kinds::{
    CastleDecl, DropRule, EnterDecl, KindValue, KindsDecl, PartDecl, PieceDecl, PromoteDecl,
    RegionDecl, Square,
};
use crate::ast_parts::Word;
use crate::errors::Errors;
use crate::kinds_model::{
    CastleModel, KindModel, KindsGame, PartModel, PieceLook, PromotionModel, RegionModel,
};
use crate::suggest::unknown;

/// The most kinds (the runtime's `MAX_KINDS`).
const MAX_KINDS: usize = 16;
/// The most plies a position keeps for the repetition rule (the runtime's `kinds::LINE`).
const LINE: usize = 100;
/// The side of the board the rest is checked on when the board is not valid.
const MAX_SIDE: u32 = 8;
/// The most columns (a letter each).
const MAX_COLUMNS: u32 = 26;
/// The most cells (a `u128` per kind).
const MAX_CELLS: u32 = 128;

/// A kind of `insufficient` and how its material is too little (`alone`, `same_colour`).
type Material = (Ident, Word);

/// The sections of a declaration of kinds, each at most once.
#[derive(Default)]
struct Found<'a> {
    board: Option<(&'a Ident, Number, Number, Option<&'a Ident>)>,
    sides: Option<(&'a Ident, &'a Ident)>,
    start: Option<&'a syn::LitStr>,
    pieces: Option<(&'a Ident, &'a [PieceDecl])>,
    promote: Option<&'a [PromoteDecl]>,
    royal: Option<&'a Word>,
    castle: Option<(&'a Ident, &'a [CastleDecl])>,
    capture: Option<&'a Word>,
    blocked: Option<&'a Blocked>,
    quiet: Option<Option<Number>>,
    limit: Option<Number>,
    repeat: Option<(&'a Ident, Number, &'a Word, Option<Number>)>,
    insufficient: Option<(&'a Ident, Option<&'a [Material]>)>,
    hand: Option<(&'a Ident, &'a Word, Option<&'a Word>)>,
    drop: Option<(&'a Ident, &'a [(Ident, DropRule)])>,
    notation: Option<&'a Word>,
    look: Option<&'a Word>,
    enter: Option<(&'a Ident, &'a EnterDecl)>,
    eval: Option<&'a [(Ident, i32, Span)]>,
    /// Whether `end: custom PATH` was seen (its path goes to the game, through
    /// `FamilyDecl::custom_end`).
    end: bool,
}

/// Checks a declaration of kinds of pieces and lowers it, or collects its errors.
pub(super) fn lower(input: &Input, decl: &KindsDecl, errors: &mut Errors) -> Option<KindsGame> {
    crate::ast_kinds::push_errors(decl, errors);
    let mut f = Found::default();
    for section in &decl.sections {
        let key = &section.key;
        let duplicate = match &section.value {
            KindValue::Board(w, h, drawn) => {
                f.board.replace((key, *w, *h, drawn.as_ref())).is_some()
            }
            KindValue::Sides(a, b) => f.sides.replace((a, b)).is_some(),
            KindValue::Start(fen) => f.start.replace(fen).is_some(),
            KindValue::Pieces(p) => f.pieces.replace((key, p)).is_some(),
            KindValue::Promote(p) => f.promote.replace(p).is_some(),
            KindValue::Royal(w) => f.royal.replace(w).is_some(),
            KindValue::Castle(c) => f.castle.replace((key, c)).is_some(),
            KindValue::Capture(w) => f.capture.replace(w).is_some(),
            KindValue::Blocked(b) => f.blocked.replace(b).is_some(),
            KindValue::Quiet(n) => f.quiet.replace(*n).is_some(),
            KindValue::Limit(n) => f.limit.replace(*n).is_some(),
            KindValue::Repeat(n, end, perpetual) => {
                f.repeat.replace((key, *n, end, *perpetual)).is_some()
            }
            KindValue::Insufficient(list) => {
                f.insufficient.replace((key, list.as_deref())).is_some()
            }
            KindValue::Hand(from, demoted) => {
                f.hand.replace((key, from, demoted.as_ref())).is_some()
            }
            KindValue::Drop(list) => f.drop.replace((key, list)).is_some(),
            KindValue::Notation(w) => f.notation.replace(w).is_some(),
            KindValue::Look(w) => f.look.replace(w).is_some(),
            KindValue::Enter(e) => f.enter.replace((key, e)).is_some(),
            KindValue::Eval(e) => f.eval.replace(e).is_some(),
            KindValue::End(_) => std::mem::replace(&mut f.end, true),
        };
        if duplicate {
            errors.at(
                key.span(),
                format!("duplicate section `{key}`: a game declares it once"),
            );
        }
    }
    let name = &input.name;
    for (section, example) in [
        ("board", "`board: 8 x 8`"),
        (
            "start",
            "`start: \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"`",
        ),
    ] {
        let present = match section {
            "board" => f.board.is_some(),
            _ => f.start.is_some(),
        };
        if !present && !decl.attempted.contains(&section) {
            errors.at(
                name.span(),
                format!("`{name}` has no `{section}` section: add one, as in {example}"),
            );
        }
    }
    // With a board that is not valid, the rest is checked on 8 x 8, so that its errors show.
    let valid_board = board(&f, errors);
    let (width, height) = valid_board.unwrap_or((MAX_SIDE, MAX_SIDE));
    let (pieces_key, pieces) = f.pieces?;
    let mut kinds = kinds(pieces_key, pieces, width, height, errors);
    let names: Vec<String> = pieces.iter().map(|p| p.name.to_string()).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    for promote in f.promote.unwrap_or_default() {
        let last = match promote.last {
            Some(last) => {
                let row = in_range(last, height, "row", errors);
                if row.is_some_and(|r| r < promote.row.value) {
                    errors.at(
                        last.span,
                        format!(
                            "the zone's last row comes after its first: write `rows {}..{}`",
                            last.value, promote.row.value
                        ),
                    );
                }
                row
            }
            None => Some(promote.row.value),
        };
        if let (Some(kind), Some(row), Some(last), Some(to)) = (
            kind_index(&promote.kind, &names, errors),
            in_range(promote.row, height, "row", errors),
            last,
            promote
                .to
                .iter()
                .map(|k| kind_index(k, &names, errors))
                .collect::<Option<Vec<u8>>>(),
        ) {
            if to.is_empty() {
                errors.at(
                    promote.row.span,
                    "a promotion needs at least one kind to become, as in `to [queen]`",
                );
            }
            if width * height > 64 && to.len() > 3 {
                errors.at(
                    promote.row.span,
                    "on a board of more than 64 cells a move has room for three promotion \
                     choices at most: list at most three kinds",
                );
            }
            let Some(k) = kinds.get_mut(usize::from(kind)) else {
                continue;
            };
            if k.promote.is_some() {
                errors.at(
                    promote.kind.span(),
                    format!("`{}` has two promotions: give each kind one", promote.kind),
                );
            }
            k.promote = Some(PromotionModel {
                rows: (row as u8, last as u8),
                to,
                optional: promote.optional.is_some(),
            });
        }
    }
    let royal = match f.royal {
        Some(word) if word.text == "none" => None,
        Some(word) => {
            let ident = Ident::new(&word.text, word.span);
            kind_index(&ident, &names, errors)
        }
        None => None,
    };
    if royal.is_none() {
        for piece in pieces {
            for part in &piece.parts {
                if let PartDecl::Slide {
                    onto: Some(onto), ..
                } = part
                    && onto.text == "royal"
                {
                    errors.at(
                        onto.span,
                        "a slide `onto royal` captures the royal piece: declare one, as in \
                         `royal: general`",
                    );
                }
            }
        }
    }
    let castles = match f.castle {
        Some((key, castles)) => {
            if !castles.is_empty() && royal.is_none() {
                errors.at(
                    key.span(),
                    "a castling moves the royal piece: declare it, as in `royal: king`, or write `castle: none`",
                );
            }
            castles
                .iter()
                .filter_map(|c| castle(c, width, height, errors))
                .collect()
        }
        None => Vec::new(),
    };
    let mut letters: Vec<(char, Span)> = Vec::new();
    if let Some((_, castles)) = f.castle {
        for c in castles {
            let letter = c.letter.to_string();
            if let Some(first) = letter.chars().next()
                && let Some(&(_, _)) = letters.iter().find(|(l, _)| *l == first)
            {
                errors.at(
                    c.letter.span(),
                    format!("two castlings have the letter `{letter}`: give each its own"),
                );
            }
            if let Some(first) = letter.chars().next() {
                letters.push((first, c.letter.span()));
            }
        }
    }
    if castles.len() > 8 {
        errors.at(
            f.castle.map_or(name.span(), |(k, _)| k.span()),
            "a game has at most 8 castlings",
        );
    }
    let capture_compulsory = match f.capture {
        Some(word) if word.text == "compulsory" => true,
        Some(word) => {
            errors.at(
                word.span,
                format!(
                    "`capture: {}` applies to games of moving stones; a game of kinds of pieces \
                     has `capture: compulsory`",
                    word.text
                ),
            );
            false
        }
        None => false,
    };
    let blocked = match f.blocked {
        Some(Blocked::Lose(_)) => -1,
        Some(Blocked::Win(_)) => 1,
        Some(Blocked::Draw(_)) | None => 0,
    };
    if let Some(values) = f.eval {
        for (kind, value, _) in values {
            if let Some(k) = kind_index(kind, &names, errors) {
                kinds[usize::from(k)].value = *value;
            }
        }
    }
    let repeat = repeat(&f, errors);
    let perpetual = perpetual(&f, errors);
    let hand = hand(&f, width, height, errors);
    let (drops, drop_once_per_column, drop_no_mate) =
        drops(&f, hand.is_some(), royal, &names, width, height, errors);
    let sfen = match f.notation {
        Some(word) if word.text == "sfen" => true,
        Some(word) if word.text == "fen" => false,
        Some(word) => {
            errors.at(
                word.span,
                format!(
                    "positions and moves are written `notation: fen` (chess) or `notation: sfen` \
                     (shogi), not `{}`",
                    word.text
                ),
            );
            false
        }
        None => false,
    };
    let enter = match f.enter {
        Some((key, e)) => {
            if royal.is_none() {
                errors.at(
                    key.span(),
                    "the entering rule reads where the royal piece stands: declare it, as in \
                     `royal: king`",
                );
            }
            let first = in_range(e.rows.0, height, "row", errors);
            let last = in_range(e.rows.1, height, "row", errors);
            if let (Some(a), Some(b)) = (first, last)
                && a > b
            {
                errors.at(
                    e.rows.1.span,
                    format!("the zone's last row comes after its first: write `rows {b}..{a}`"),
                );
            }
            let mut points = Vec::new();
            for (kind, value, span) in &e.points {
                if !(0..=255).contains(value) {
                    errors.at(*span, "a kind's points are from 0 to 255");
                    continue;
                }
                if let Some(k) = kind_index(kind, &names, errors) {
                    points.push((k, *value as u8));
                }
            }
            match (first, last) {
                (Some(a), Some(b)) => Some(((a as u8, b as u8), e.win.value, points)),
                _ => None,
            }
        }
        None => None,
    };
    if hand.is_some() && width * height > 64 && (width * height) as usize + kinds.len() > 128 {
        errors.at(
            f.hand.map_or(name.span(), |(key, _, _)| key.span()),
            format!(
                "hands on a board of more than 64 cells need room in a move for a drop's kind: \
                 the cells and the kinds add up to at most 128, not {}",
                (width * height) as usize + kinds.len()
            ),
        );
    }
    let insufficient = insufficient(&f, royal, &names, errors);
    let sides = f.sides.map(|(a, b)| [a.to_string(), b.to_string()]);
    let drawn = |word: &str| {
        f.board
            .is_some_and(|board| board.3.is_some_and(|w| w == word))
    };
    let (crossings, plain) = (drawn("crossings"), drawn("plain"));
    let stones = look(&f, errors);
    let start = f.start?;
    if valid_board.is_some() {
        fen(start, &kinds, sfen, width, height, errors);
    }
    Some(KindsGame {
        width,
        height,
        crossings,
        plain,
        stones,
        sides,
        start: start.value(),
        kinds,
        royal,
        castles,
        capture_compulsory,
        blocked,
        quiet: f.quiet.flatten().map(|n| n.value),
        limit: f.limit.map(|n| n.value),
        repeat,
        perpetual,
        insufficient,
        hand,
        drops,
        drop_once_per_column,
        drop_no_mate,
        sfen,
        enter,
    })
}

/// `hand: captured [demoted]`, on a board whose moves have room for a drop's kind.
fn hand(f: &Found, width: u32, height: u32, errors: &mut Errors) -> Option<bool> {
    let (key, from, demoted) = f.hand?;
    let mut ok = true;
    if from.text != "captured" {
        errors.at(
            from.span,
            format!(
                "pieces in hand are the pieces captured: write `hand: captured`, not `hand: {}`",
                from.text
            ),
        );
        ok = false;
    }
    if let Some(word) = demoted
        && word.text != "demoted"
    {
        errors.at(
            word.span,
            format!(
                "after `hand: captured` comes `demoted` (a promoted piece joins the hand as the \
                 kind it was promoted from) or nothing, not `{}`",
                word.text
            ),
        );
        ok = false;
    }
    let _ = (key, width, height);
    ok.then_some(demoted.is_some())
}

/// `drop: [KIND within REGION, ...]`: with hands, kinds declared, not royal, each once.
fn drops(
    f: &Found,
    hand: bool,
    royal: Option<u8>,
    names: &[&str],
    width: u32,
    height: u32,
    errors: &mut Errors,
) -> (Vec<(u8, RegionModel)>, u16, u16) {
    let Some((key, list)) = f.drop else {
        return (Vec::new(), 0, 0);
    };
    if !hand && f.hand.is_none() {
        errors.at(
            key.span(),
            "`drop` says where pieces in hand may be dropped: declare the hands too, as in \
             `hand: captured`",
        );
    }
    let mut out: Vec<(u8, RegionModel)> = Vec::new();
    let (mut once, mut no_mate) = (0u16, 0u16);
    for (kind, rule) in list {
        let Some(k) = kind_index(kind, names, errors) else {
            continue;
        };
        if Some(k) == royal {
            errors.at(
                kind.span(),
                format!("`{kind}` is the royal kind, which is never captured nor in hand"),
            );
            continue;
        }
        let r = match rule {
            DropRule::Within(r) => r,
            DropRule::OnePerColumn(span) | DropRule::NotMating(span) => {
                let bits = if matches!(rule, DropRule::OnePerColumn(_)) {
                    &mut once
                } else {
                    &mut no_mate
                };
                if *bits >> k & 1 == 1 {
                    errors.at(
                        *span,
                        format!("`{kind}` has this rule twice: write it once"),
                    );
                }
                *bits |= 1 << k;
                continue;
            }
        };
        if out.iter().any(|(other, _)| *other == k) {
            errors.at(
                kind.span(),
                format!("`{kind}` is listed twice: give each kind one region"),
            );
            continue;
        }
        out.push((k, region(&Some(r.clone()), width, height, errors)));
    }
    (out, once, no_mate)
}

/// `repeat: N draw`: from the second occurrence, with the quiet rule of at most `LINE` plies
/// (the moves a position keeps).
fn repeat(f: &Found, errors: &mut Errors) -> Option<u32> {
    let (key, times, end, _) = f.repeat?;
    let mut ok = true;
    if times.value < 2 {
        errors.at(
            times.span,
            format!(
                "a position repeats from its second occurrence: write `repeat: 2 draw` or more, \
                 not `repeat: {}`",
                times.value
            ),
        );
        ok = false;
    }
    if end.text != "draw" {
        errors.at(
            end.span,
            format!(
                "a repetition ends the game as a draw: write `repeat: {} draw`, not `{}`",
                times.value.max(2),
                end.text
            ),
        );
        ok = false;
    }
    match f.quiet {
        // `quiet: none`: the moves kept are the last ones.
        Some(None) => {}
        None => {
            errors.at(
                key.span(),
                format!(
                    "`repeat` reads the moves since the last capture or pawn's move: declare the \
                     quiet rule too, as in `quiet: 100` (at most {LINE} plies)"
                ),
            );
            ok = false;
        }
        Some(Some(quiet)) if quiet.value as usize > LINE => {
            errors.at(
                quiet.span,
                format!(
                    "with `repeat`, a position keeps the moves of at most {LINE} plies: write \
                     `quiet: {LINE}` or fewer"
                ),
            );
            ok = false;
        }
        Some(_) => {}
    }
    ok.then_some(times.value)
}

/// `repeat: N draw { perpetual_check: M }`: M checks in a row (1 to 255) lose a repetition, in
/// a game with a royal kind.
fn perpetual(f: &Found, errors: &mut Errors) -> Option<u32> {
    let (_, _, _, Some(checks)) = f.repeat? else {
        return None;
    };
    if !(1..=255).contains(&checks.value) {
        errors.at(checks.span, "a perpetual check is 1 to 255 checks in a row");
        return None;
    }
    if f.royal.is_none() {
        errors.at(
            checks.span,
            "a perpetual check attacks a royal piece: declare one, as in `royal: king`",
        );
        return None;
    }
    Some(checks.value)
}

/// `insufficient: [KIND alone | same_colour, ...]`: kinds declared, none royal, each once;
/// `insufficient: none` is no rule.
fn insufficient(
    f: &Found,
    royal: Option<u8>,
    names: &[&str],
    errors: &mut Errors,
) -> Option<(u8, u8)> {
    let (key, list) = f.insufficient?;
    let list = list?;
    if royal.is_none() {
        errors.at(
            key.span(),
            "`insufficient` counts the pieces beside the royal ones: declare `royal: KIND`, or \
             write `insufficient: none`",
        );
    }
    let (mut alone, mut same) = (0u8, 0u8);
    let mut ok = royal.is_some();
    for (kind, how) in list {
        let Some(k) = kind_index(kind, names, errors) else {
            ok = false;
            continue;
        };
        let bit = 1u8 << k;
        if Some(k) == royal {
            errors.at(
                kind.span(),
                format!(
                    "`{kind}` is the royal kind, which the material rule leaves aside: list the \
                     other kinds"
                ),
            );
            ok = false;
        } else if (alone | same) & bit != 0 {
            errors.at(
                kind.span(),
                format!("`{kind}` is listed twice: list each kind once"),
            );
            ok = false;
        }
        match how.text.as_str() {
            "alone" => alone |= bit,
            "same_colour" => same |= bit,
            other => {
                errors.at(
                    how.span,
                    unknown(
                        "material rule",
                        "ways material is too little",
                        other,
                        crate::ast_kinds::MATERIAL,
                    ),
                );
                ok = false;
            }
        }
    }
    ok.then_some((alone, same))
}

/// `look: stones | figurines | wedges`: how the pieces are drawn; stones without the section.
fn look(f: &Found, errors: &mut Errors) -> PieceLook {
    match f.look.map(|word| (word, word.text.as_str())) {
        None | Some((_, "stones")) => PieceLook::Stones,
        Some((_, "figurines")) => PieceLook::Figurines,
        Some((_, "wedges")) => PieceLook::Wedges,
        Some((word, other)) => {
            errors.at(
                word.span,
                format!(
                    "unknown look of pieces `{other}`: write `look: figurines` for chess \
                     figurines, `look: wedges` for shogi's pointed pieces, or `look: stones` for \
                     round stones with the kinds' letters"
                ),
            );
            PieceLook::Stones
        }
    }
}

/// `board: W x H`: at most 26 columns and 128 cells.
fn board(f: &Found, errors: &mut Errors) -> Option<(u32, u32)> {
    let (_, width, height, drawn) = f.board?;
    let mut ok = true;
    if let Some(word) = drawn
        && word != "crossings"
        && word != "plain"
    {
        let (w, h) = (width.value, height.value);
        errors.at(
            word.span(),
            format!(
                "unknown way to draw the board `{word}`: write `board: {w} x {h} crossings` for \
                 pieces on the crossings of lines (xiangqi), `board: {w} x {h} plain` for squares \
                 of one colour (shogi), or nothing for a checkerboard",
            ),
        );
    }
    for n in [width, height] {
        if n.value == 0 {
            errors.at(n.span, "a board has at least one column and one row");
            ok = false;
        }
    }
    if width.value > MAX_COLUMNS {
        errors.at(
            width.span,
            format!("a board of kinds of pieces has at most {MAX_COLUMNS} columns (a letter each)"),
        );
        ok = false;
    }
    if ok && width.value * height.value > MAX_CELLS {
        errors.at(
            height.span,
            format!(
                "a board of kinds of pieces has at most {MAX_CELLS} cells (the pieces of a kind \
                 are a `u128`), not {}: write fewer rows or columns, as in `board: 9 x 10`",
                width.value * height.value
            ),
        );
        ok = false;
    }
    ok.then_some((width.value, height.value))
}

/// A region, its cells on the board.
fn region(
    region: &Option<RegionDecl>,
    width: u32,
    height: u32,
    errors: &mut Errors,
) -> RegionModel {
    match region {
        None => RegionModel::Any,
        Some(RegionDecl::Half(true, _)) => RegionModel::OwnHalf,
        Some(RegionDecl::Half(false, _)) => RegionModel::OtherHalf,
        Some(RegionDecl::Cells(a, b)) => {
            let mut ok = true;
            for corner in [a, b] {
                if corner.column >= width || corner.row > height {
                    errors.at(
                        corner.span,
                        format!("this corner is off the {width} x {height} board"),
                    );
                    ok = false;
                }
            }
            if !ok {
                return RegionModel::Any;
            }
            RegionModel::Cells {
                columns: (a.column.min(b.column) as u8, a.column.max(b.column) as u8),
                rows: (a.row.min(b.row) as u8, a.row.max(b.row) as u8),
            }
        }
    }
}

/// `n`, from 1 to `max`.
fn in_range(n: Number, max: u32, what: &str, errors: &mut Errors) -> Option<u32> {
    if n.value == 0 || n.value > max {
        errors.at(
            n.span,
            format!(
                "{what} {} is off the board: write one from 1 to {max}",
                n.value
            ),
        );
        None
    } else {
        Some(n.value)
    }
}

/// The index of the kind `ident` among `names`, or an error with a suggestion.
fn kind_index(ident: &Ident, names: &[&str], errors: &mut Errors) -> Option<u8> {
    let name = ident.to_string();
    match names.iter().position(|&n| n == name) {
        Some(i) => Some(i as u8),
        None => {
            errors.at(
                ident.span(),
                unknown("kind", "kinds declared in `pieces`", &name, names),
            );
            None
        }
    }
}

/// The kinds: names and letters each once, parts that move.
fn kinds(
    key: &Ident,
    pieces: &[PieceDecl],
    width: u32,
    height: u32,
    errors: &mut Errors,
) -> Vec<KindModel> {
    if pieces.is_empty() {
        errors.at(
            key.span(),
            "`pieces` declares no kind: add one, as in `pieces: { king K: leap (1, 1) all }`",
        );
    }
    if pieces.len() > MAX_KINDS {
        errors.at(
            pieces[MAX_KINDS].name.span(),
            format!("a game has at most {MAX_KINDS} kinds of pieces"),
        );
    }
    let mut out = Vec::new();
    for (i, piece) in pieces.iter().enumerate() {
        let name = piece.name.to_string();
        if pieces[..i].iter().any(|p| p.name == piece.name) {
            errors.at(
                piece.name.span(),
                format!("duplicate kind `{name}`: give each kind its own name"),
            );
        }
        let text = piece.letter.to_string();
        let letter = text.chars().next().unwrap_or('?');
        if text.len() != 1 || !letter.is_ascii_uppercase() {
            errors.at(
                piece.letter.span(),
                format!(
                    "the letter of `{name}` is one capital letter (the first player's pieces are \
                     written with it, the second's in lower case), not `{text}`"
                ),
            );
        } else if let Some(other) = pieces[..i].iter().find(|p| p.letter == piece.letter) {
            errors.at(
                piece.letter.span(),
                format!(
                    "`{name}` and `{}` have the same letter `{text}`: give each kind its own",
                    other.name
                ),
            );
        }
        let parts = piece
            .parts
            .iter()
            .filter_map(|part| lower_part(part, width, height, errors))
            .collect();
        out.push(KindModel {
            name,
            letter,
            parts,
            promote: None,
            value: 0,
        });
    }
    out
}

/// A part, checked.
fn lower_part(part: &PartDecl, width: u32, height: u32, errors: &mut Errors) -> Option<PartModel> {
    match part {
        PartDecl::Leap {
            by: (forward, sideways, span),
            all,
            onto,
            en_passant,
            blocked,
            within,
            from,
            ..
        } => {
            if (*forward, *sideways) == (0, 0) {
                errors.at(
                    *span,
                    "a leap of (0, 0) goes nowhere: give it a vector, as in `leap (1, 2)`",
                );
                return None;
            }
            let longest = i64::from(width.max(height)) - 1;
            if forward.abs() > longest || sideways.abs() > longest {
                errors.at(
                    *span,
                    format!("this leap goes off any cell of a {width} x {height} board: each number is at most {longest}"),
                );
                return None;
            }
            if let Some(span) = en_passant
                && onto.text != "enemy"
            {
                errors.at(
                    *span,
                    "`en_passant` captures a runner: it goes with a capture, as in `leap (1, 1) onto enemy en_passant`",
                );
            }
            if let Some((bf, bs, bspan)) = blocked {
                if (*bf, *bs) == (0, 0) || (*bf, *bs) == (*forward, *sideways) {
                    errors.at(
                        *bspan,
                        "the blocking cell lies on the way, neither the start (0, 0) nor the \
                         landing cell: as in `leap (2, 1) all blocked (1, 0)`",
                    );
                    return None;
                }
                let between = |b: i64, v: i64| b * v >= 0 && b.abs() <= v.abs();
                if !between(*bf, *forward) || !between(*bs, *sideways) {
                    errors.at(
                        *bspan,
                        format!(
                            "the blocking cell ({bf}, {bs}) is not between the start and the \
                             landing cell ({forward}, {sideways}): each number between 0 and the \
                             leap's"
                        ),
                    );
                    return None;
                }
                if let Some(span) = en_passant {
                    errors.at(*span, "a blocked leap does not capture en passant");
                }
            }
            Some(PartModel::Leap {
                blocked: blocked.map(|(f, s, _)| (f as i8, s as i8)),
                within: region(within, width, height, errors),
                from: region(from, width, height, errors),
                by: (*forward as i8, *sideways as i8),
                all: *all,
                onto: match onto.text.as_str() {
                    "empty" => "Empty",
                    "enemy" => "Enemy",
                    _ => "Any",
                },
                en_passant: en_passant.is_some(),
            })
        }
        PartDecl::Slide { lines, onto, over } => {
            let over = match over {
                Some(n) if n.value > 1 => {
                    errors.at(
                        n.span,
                        "a slide jumps at most one piece: write `over 1` (xiangqi's cannon) or \
                         nothing",
                    );
                    return None;
                }
                Some(n) => n.value as u8,
                None => 0,
            };
            Some(PartModel::Slide {
                lines: match lines.text.as_str() {
                    "orthogonal" => "Orthogonal",
                    "diagonal" => "Diagonal",
                    "forward" => "Forward",
                    _ => "All",
                },
                onto: match onto.as_ref().map(|w| w.text.as_str()) {
                    Some("empty") => "Empty",
                    Some("enemy") => "Enemy",
                    Some("royal") => "Royal",
                    _ => "Any",
                },
                over,
            })
        }
        PartDecl::Run {
            cells, from_row, ..
        } => {
            let row = in_range(*from_row, height, "row", errors)?;
            if cells.value == 0 || row + cells.value > height {
                errors.at(
                    cells.span,
                    format!(
                        "a run of {} from row {row} leaves a board of {height} rows: run from 1 to {} cells",
                        cells.value,
                        height - row
                    ),
                );
                return None;
            }
            Some(PartModel::Run {
                cells: cells.value as u8,
                from_row: row as u8,
            })
        }
    }
}

/// A cell's index from the top left, or an error if it is off the board.
fn cell(square: &Square, width: u32, height: u32, errors: &mut Errors) -> Option<u8> {
    if square.column >= width || square.row > height {
        errors.at(
            square.span,
            format!("this cell is off the {width} x {height} board"),
        );
        return None;
    }
    Some(((height - square.row) * width + square.column) as u8)
}

/// A castling, its cells on the board.
fn castle(c: &CastleDecl, width: u32, height: u32, errors: &mut Errors) -> Option<CastleModel> {
    let text = c.letter.to_string();
    let letter = text.chars().next().unwrap_or('?');
    if text.len() != 1 || !letter.is_ascii_alphabetic() {
        errors.at(
            c.letter.span(),
            format!("a castling's letter is one letter (`K` for the first player, `k` for the second), not `{text}`"),
        );
    }
    let mut at = |s: &Square| cell(s, width, height, errors);
    let royal = (at(&c.royal.0), at(&c.royal.1));
    let partner = (at(&c.partner.0), at(&c.partner.1));
    let mut set = |cells: &[Square]| {
        cells
            .iter()
            .map(|s| cell(s, width, height, errors).map(|i| 1u128 << i))
            .try_fold(0u128, |all, bit| bit.map(|b| all | b))
    };
    let empty = set(&c.empty);
    let safe = set(&c.safe);
    Some(CastleModel {
        letter,
        player: u8::from(letter.is_ascii_lowercase()),
        royal: (royal.0?, royal.1?),
        partner: (partner.0?, partner.1?),
        empty: empty?,
        safe: safe?,
    })
}

/// Checks the start's placement: `height` ranks of `width` cells, letters of declared kinds.
fn fen(
    start: &syn::LitStr,
    kinds: &[KindModel],
    sfen: bool,
    width: u32,
    height: u32,
    errors: &mut Errors,
) {
    let text = start.value();
    // SFEN writes a promoted piece `+` and the letter of the kind it was promoted from.
    let text = if sfen { text.replace('+', "") } else { text };
    // The hands, in brackets after the rows, are read when the game starts.
    let placement = text.split_whitespace().next().unwrap_or("");
    let placement = placement.split('[').next().unwrap_or("");
    let placement = placement.replace('~', "");
    let placement = placement.as_str();
    let ranks: Vec<&str> = placement.split('/').collect();
    let mut problem = None;
    if ranks.len() != height as usize {
        problem = Some(format!(
            "the start has {} rows; the board has {height}",
            ranks.len()
        ));
    }
    for rank in &ranks {
        let mut cells = 0;
        for ch in rank.chars() {
            if let Some(d) = ch.to_digit(10) {
                cells += d;
            } else if kinds.iter().any(|k| k.letter == ch.to_ascii_uppercase()) {
                cells += 1;
            } else {
                problem.get_or_insert(format!(
                    "the start names a piece `{ch}` of no declared kind (the letters are {})",
                    kinds
                        .iter()
                        .map(|k| k.letter.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
        }
        if cells != width {
            problem.get_or_insert(format!(
                "the start's row `{rank}` has {cells} cells; the board has {width} columns"
            ));
        }
    }
    if text.split_whitespace().count() < 2 {
        problem.get_or_insert(
            "the start names the side to move after its rows, as in `... w - - 0 1`".into(),
        );
    }
    if let Some(problem) = problem {
        let what = if sfen { "an SFEN" } else { "a FEN" };
        errors.at(
            start.span(),
            format!("{problem}: write the start as {what}"),
        );
    }
}

//! The syntax of moves made of parts (steps, slides, jumps, placements, removals, shots), their
//! targets and directions, and of the sections that go with them: ends (`reach`, `capture_all`,
//! `connected`),
//! `capture`, `promote`, `opening`, `quiet` and start regions. Parsed here into a syntax tree
//! that keeps every token's span; `validate::pieces` lowers it.

use proc_macro2::Span;
use syn::parse::ParseStream;
use syn::{Ident, Token};

use crate::suggest::{list, unknown};

/// The action keywords.
pub const ACTIONS: &[&str] = &[
    "step", "slide", "jump", "hop", "place", "drop", "flank", "remove",
];
/// The direction words.
pub const DIRECTIONS: &[&str] = &[
    "forward",
    "backward",
    "sideways",
    "forward_diagonal",
    "backward_diagonal",
    "orthogonal",
    "diagonal",
    "all",
    "up",
    "down",
    "left",
    "right",
    "vertical",
    "horizontal",
    "up_left",
    "up_right",
    "down_left",
    "down_right",
];
/// The targets of a move or a jump.
pub const TARGETS: &[&str] = &["empty", "enemy", "any"];
/// The keys of a `moves` table.
pub const MOVE_KEYS: &[&str] = &["X", "O", "plain", "promoted"];
/// The ends of a pieces game.
pub const ENDS: &[&str] = &["reach", "capture_all", "connected", "captures"];
/// The ends a list of ends takes: those of moving stones, and a line.
const LISTED_ENDS: &[&str] = &["reach", "capture_all", "connected", "captures", "line"];
/// The rows a `reach` or `promote` names.
pub const ROWS: &[&str] = &["far_row"];
/// The shapes of `place`.
pub const SHAPES: &[&str] = &["domino"];

/// A word with its span.
#[derive(Clone)]
pub struct Word {
    /// The word.
    pub text: String,
    /// Where it was written.
    pub span: Span,
}

impl Word {
    fn parse(input: ParseStream, expected: &str) -> syn::Result<Word> {
        let ident: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), format!("expected {expected}")))?;
        Ok(Word {
            text: ident.to_string(),
            span: ident.span(),
        })
    }
}

/// `moves:` made of parts: one list of turns for every stone, or a table by player or by kind
/// of stone.
pub struct PartsMoves {
    /// The lists, each with its key (`None`: the moves of every stone of both players).
    pub lists: Vec<(Option<Word>, Vec<TurnSyntax>)>,
    /// The span of the whole value.
    pub span: Span,
}

/// One kind of turn: an action, maybe followed by more actions (`then ACTION`), then maybe by
/// `then shoot DIRECTIONS`, then maybe by `then rotate BLOCKS`.
pub struct TurnSyntax {
    /// The action.
    pub action: ActionSyntax,
    /// The actions after it, in order.
    pub then: Vec<ThenSyntax>,
    /// The directions of the shot after it, with the `shoot` keyword's span.
    pub shoot: Option<(Span, Vec<Word>)>,
    /// The blocks turned last, with the `rotate` keyword's span.
    pub rotate: Option<(Span, crate::ast_rotate::Blocks)>,
}

impl TurnSyntax {
    /// The turn's actions in order, the first and those after `then`.
    pub fn actions(&self) -> impl Iterator<Item = &ActionSyntax> {
        std::iter::once(&self.action).chain(self.then.iter().map(|then| &then.action))
    }
}

/// `then [optional] ACTION`: an action after the one before it, in the same turn.
pub struct ThenSyntax {
    /// `optional`: the turn may end before this action.
    pub optional: Option<Word>,
    /// The action.
    pub action: ActionSyntax,
}

/// An action as written.
pub struct ActionSyntax {
    /// The keyword (`step`, `slide`, `jump`, `hop`, `place`, `remove`).
    pub keyword: Word,
    /// The directions (`step`, `slide`, `jump`, `hop`; `place domino`'s orientation; `remove
    /// beside`).
    pub directions: Vec<Word>,
    /// `onto TARGET` (`step`, `slide`) or `over TARGET` (`jump`).
    pub target: Option<Word>,
    /// `far`: a jump over a stone at any distance.
    pub far: Option<Word>,
    /// `chain` and `chain straight` (`hop`: `chain` alone).
    pub chain: Option<(Word, Option<Word>)>,
    /// `place domino ...`.
    pub shape: Option<Word>,
    /// `remove at [cells]`.
    pub cells: Option<Vec<crate::ast::CellName>>,
    /// `slide ... by count`: the `by` word (the distance is the count of the line's stones).
    pub by_count: Option<Word>,
    /// `slide ... by count over own`: the `own` word (it may pass its own stones).
    pub over_own: Option<Word>,
    /// `place flanking DIRS`: the `flanking` word (the stone must flank the opponent's stones
    /// along one of `directions`, and flips them); `flank` is `place flanking all`.
    pub flanking: Option<Word>,
    /// The effects after the action, in order (`custodial DIRS`, `convert DIRS`, `enclose
    /// DIRS`): what its stone does where it lands.
    pub effects: Vec<EffectSyntax>,
}

/// An effect as written after an action: `custodial [lines | N] DIRS [against [cells]]`,
/// `convert DIRS` or `enclose DIRS`.
pub struct EffectSyntax {
    /// `custodial`, `convert` or `enclose`.
    pub word: Word,
    /// The directions along which it acts.
    pub directions: Vec<Word>,
    /// `custodial lines DIRS`: the `lines` word (a line of any number of stones is captured).
    pub lines: Option<Word>,
    /// `custodial N DIRS`: a line of exactly `N` stones is captured (Pente's pairs: 2).
    pub exactly: Option<crate::ast::Number>,
    /// `custodial DIRS against [cells]`: the `against` word and the cells that, while empty,
    /// close a sandwich as a stone of the mover's does.
    pub against: Option<(Word, Vec<crate::ast::CellName>)>,
    /// `enclose DIRS ko`: the `ko` word (Go's simple ko: a single stone just taken, by a stone
    /// that landed among the opponent's, is not retaken at once).
    pub ko: Option<Word>,
    /// `enclose DIRS suicide`: the `suicide` word (a stone that leaves its own group without a
    /// liberty is a move, and takes that group).
    pub suicide: Option<Word>,
}

impl ActionSyntax {
    /// Whether none of the options that shape where an action goes is written (`far`, a
    /// shape, cells, `by count`, `over own`): what every kernel's action lacks.
    pub fn plain_reach(&self) -> bool {
        self.far.is_none()
            && self.shape.is_none()
            && self.cells.is_none()
            && self.by_count.is_none()
            && self.over_own.is_none()
    }

    /// The action `keyword` with no option written.
    pub fn new(keyword: Word) -> ActionSyntax {
        ActionSyntax {
            keyword,
            directions: Vec::new(),
            target: None,
            far: None,
            chain: None,
            shape: None,
            cells: None,
            by_count: None,
            over_own: None,
            flanking: None,
            effects: Vec::new(),
        }
    }
}

/// Whether the `moves` value starts like moves made of parts rather than one of the move kinds
/// of the other families (`place in block of last` is the blocks' own).
pub fn starts_parts(input: ParseStream) -> bool {
    if input.peek(syn::token::Bracket) || input.peek(syn::token::Brace) {
        return true;
    }
    let fork = input.fork();
    let Ok(first) = fork.parse::<Ident>() else {
        return false;
    };
    match first.to_string().as_str() {
        "step" | "slide" | "jump" | "hop" | "drop" | "flank" | "remove" => true,
        "place" => !fork.peek(Token![in]),
        _ => false,
    }
}

/// `TURN`, `[TURN, ...]` or `{ KEY: TURNS, ... }`.
pub fn parse_moves(input: ParseStream) -> syn::Result<PartsMoves> {
    let span = input.span();
    if input.peek(syn::token::Brace) {
        let content;
        syn::braced!(content in input);
        let mut lists = Vec::new();
        while !content.is_empty() {
            let key = Word::parse(
                &content,
                &format!("the stones a list is for: {}", list(MOVE_KEYS, "or")),
            )?;
            if !MOVE_KEYS.contains(&key.text.as_str()) {
                return Err(syn::Error::new(
                    key.span,
                    unknown("key", "keys", &key.text, MOVE_KEYS)
                        + " (a table of moves is by player, `X` and `O`, or by kind of stone, \
                           `plain` and `promoted`)",
                ));
            }
            if !content.peek(Token![:]) {
                return Err(content.error(format!("expected `:` after `{}`", key.text)));
            }
            content.parse::<Token![:]>()?;
            lists.push((Some(key), parse_turns(&content)?));
            if content.is_empty() {
                break;
            }
            content.parse::<Token![,]>().map_err(|e| {
                syn::Error::new(e.span(), "separate the lists of moves with commas")
            })?;
        }
        return Ok(PartsMoves { lists, span });
    }
    Ok(PartsMoves {
        lists: vec![(None, parse_turns(input)?)],
        span,
    })
}

/// `TURN` or `[TURN, ...]`.
fn parse_turns(input: ParseStream) -> syn::Result<Vec<TurnSyntax>> {
    if !input.peek(syn::token::Bracket) {
        return Ok(vec![parse_turn(input)?]);
    }
    let content;
    let brackets = syn::bracketed!(content in input);
    let mut turns = Vec::new();
    while !content.is_empty() {
        turns.push(parse_turn(&content)?);
        if content.is_empty() {
            break;
        }
        content
            .parse::<Token![,]>()
            .map_err(|e| syn::Error::new(e.span(), "separate the moves with commas"))?;
    }
    if turns.is_empty() {
        return Err(syn::Error::new(
            brackets.span.join(),
            "an empty list of moves: add one, as in `[step forward]`",
        ));
    }
    Ok(turns)
}

/// `ACTION`, then maybe `then ACTION` (again), then maybe `then shoot DIRECTIONS`, then maybe
/// `then rotate BLOCKS`.
pub fn parse_turn(input: ParseStream) -> syn::Result<TurnSyntax> {
    let action = parse_action(input)?;
    let mut turn = TurnSyntax {
        action,
        then: Vec::new(),
        shoot: None,
        rotate: None,
    };
    while input.peek(Ident) && turn.rotate.is_none() {
        let last = turn.then.last().map_or(&turn.action, |then| &then.action);
        let then = Word::parse(input, "`then`")?;
        if then.text != "then" {
            return Err(syn::Error::new(then.span, unexpected(last, &then)));
        }
        // Another action: what the turn does next, on the board the last one left; maybe
        // `optional`, the turn ending before it or not.
        let optional = if peek_word(input, "optional") {
            Some(Word::parse(input, "`optional`")?)
        } else {
            None
        };
        if let Some(word) = &optional
            && peek_action(input).is_none()
        {
            return Err(syn::Error::new(
                word.span,
                format!(
                    "`optional` comes before an action, as in `step all then optional step all`: \
                     the actions are {}",
                    list(ACTIONS, "or")
                ),
            ));
        }
        if let Some(next) = peek_action(input) {
            if turn.shoot.is_some() {
                return Err(syn::Error::new(
                    next.span,
                    format!(
                        "a shot ends the turn's actions: write `then {}` before `then shoot`",
                        next.text
                    ),
                ));
            }
            let action = parse_action(input)?;
            turn.then.push(ThenSyntax { optional, action });
            continue;
        }
        let word = Word::parse(
            input,
            "an action, `shoot` or `rotate` after `then`, as in `place then place`, `slide all \
             then shoot all` or `place then rotate quadrants`",
        )?;
        match word.text.as_str() {
            "shoot" if turn.shoot.is_none() => {
                turn.shoot = Some((word.span, parse_directions(input, "shoot", word.span)?));
            }
            "shoot" => {
                return Err(syn::Error::new(
                    word.span,
                    "a turn shoots once: write `then shoot DIRECTIONS` once",
                ));
            }
            "rotate" => {
                turn.rotate = Some((word.span, crate::ast_rotate::parse_blocks(input)?));
            }
            _ => {
                return Err(syn::Error::new(
                    word.span,
                    unknown("second action", "second actions", &word.text, &THEN_WORDS),
                ));
            }
        }
    }
    Ok(turn)
}

/// The words that may follow `then`: an action (maybe `optional`), a shot or a block turned.
const THEN_WORDS: [&str; 11] = [
    "step", "slide", "jump", "hop", "place", "drop", "flank", "remove", "optional", "shoot",
    "rotate",
];

/// The action word next in `input`, if the next word is one, without taking it.
fn peek_action(input: ParseStream) -> Option<Word> {
    let word = input.fork().parse::<Ident>().ok()?;
    ACTIONS.contains(&word.to_string().as_str()).then(|| Word {
        text: word.to_string(),
        span: word.span(),
    })
}

/// The words that may follow `action`'s last word.
fn followers(action: &ActionSyntax) -> &'static [&'static str] {
    match action.keyword.text.as_str() {
        "jump" if action.chain.is_some() => &["straight", "then"],
        "jump" if action.far.is_some() => &["chain", "then"],
        "jump" if action.target.is_some() => &["far", "chain", "then"],
        "jump" => &["over", "far", "chain", "then"],
        "hop" if action.chain.is_none() => &["chain", "then"],
        "step" | "slide" if action.target.is_some() => &["then"],
        "slide" if action.by_count.is_some() && action.over_own.is_none() => {
            &["over", "onto", "then"]
        }
        "slide" if action.by_count.is_none() => &["by", "onto", "then"],
        "step" | "slide" => &["onto", "then"],
        "remove" if action.cells.is_none() && action.directions.is_empty() => &["at", "beside"],
        _ => &["then"],
    }
}

/// The message for a word that cannot follow `action`: a did-you-mean if it is close to a
/// word that can, else what may follow.
fn unexpected(action: &ActionSyntax, word: &Word) -> String {
    let choices = followers(action);
    if let Some(meant) = crate::suggest::closest(&word.text, choices) {
        return format!(
            "unexpected `{}` after `{}`; did you mean `{meant}`?",
            word.text, action.keyword.text
        );
    }
    if ACTIONS.contains(&word.text.as_str()) {
        return format!(
            "`{}` starts another move: separate moves with commas, as in `[{} ..., {} ...]`",
            word.text, action.keyword.text, word.text
        );
    }
    format!(
        "unexpected `{}` after `{}`: it may be followed by {} (a second action, as in \
         `slide all then shoot all`); separate moves with commas",
        word.text,
        action.keyword.text,
        list(choices, "or")
    )
}

/// The message for a move kind of its own written among the parts of a move.
fn not_a_part(word: &Word) -> Option<String> {
    let (what, instead) = match word.text.as_str() {
        "take" => ("takes tokens from a pile", "`moves: take 1..=3`"),
        _ => return None,
    };
    Some(format!(
        "`{}` is a move kind of its own ({what}) and cannot combine with parts: \
         write {instead} alone, or build the moves from the parts {}",
        word.text,
        list(ACTIONS, "and")
    ))
}

/// One action with its options.
fn parse_action(input: ParseStream) -> syn::Result<ActionSyntax> {
    let keyword = Word::parse(input, &format!("a move: {}", list(ACTIONS, "or")))?;
    if let Some(message) = not_a_part(&keyword) {
        return Err(syn::Error::new(keyword.span, message));
    }
    if !ACTIONS.contains(&keyword.text.as_str()) {
        return Err(syn::Error::new(
            keyword.span,
            unknown("action", "actions", &keyword.text, ACTIONS),
        ));
    }
    let mut action = ActionSyntax::new(keyword.clone());
    match keyword.text.as_str() {
        "step" | "slide" | "jump" => {
            action.directions = parse_directions(input, &keyword.text, keyword.span)?;
            if peek_word(input, "by") {
                parse_by_count(input, &mut action)?;
            }
            let (preposition, example) = if keyword.text == "jump" {
                ("over", "`jump diagonal over enemy`")
            } else {
                ("onto", "`step forward_diagonal onto any`")
            };
            if peek_word(input, preposition) {
                Word::parse(input, preposition)?;
                let target = Word::parse(
                    input,
                    &format!("a target after `{preposition}`: {}", list(TARGETS, "or")),
                )?;
                if !TARGETS.contains(&target.text.as_str()) {
                    return Err(syn::Error::new(
                        target.span,
                        unknown("target", "targets", &target.text, TARGETS),
                    ));
                }
                action.target = Some(target);
            } else if peek_word(input, "onto") || peek_word(input, "over") {
                let wrong = Word::parse(input, "")?;
                return Err(syn::Error::new(
                    wrong.span,
                    format!(
                        "`{}` {} with `{preposition}`, not `{}`, as in {example}",
                        keyword.text,
                        if keyword.text == "jump" {
                            "says what it jumps"
                        } else {
                            "says where it lands"
                        },
                        wrong.text,
                    ),
                ));
            }
            if peek_word(input, "far") {
                let far = Word::parse(input, "far")?;
                if keyword.text != "jump" {
                    return Err(syn::Error::new(
                        far.span,
                        format!(
                            "`far` is for jumps, as in `jump diagonal over enemy far` (over a \
                             stone at any distance); a `{}` that goes any distance is a `slide`",
                            keyword.text
                        ),
                    ));
                }
                action.far = Some(far);
            }
            if peek_word(input, "chain") {
                let chain = Word::parse(input, "chain")?;
                if keyword.text != "jump" {
                    return Err(syn::Error::new(
                        chain.span,
                        format!(
                            "only jumps and hops chain; `{}` moves once a turn",
                            keyword.text
                        ),
                    ));
                }
                let straight = if peek_word(input, "straight") {
                    Some(Word::parse(input, "straight")?)
                } else if input.peek(Ident) && !peek_word(input, "then") {
                    let word = Word::parse(input, "")?;
                    if crate::suggest::closest(&word.text, &["straight"]).is_some() {
                        return Err(syn::Error::new(
                            word.span,
                            format!(
                                "unexpected `{}` after `chain`; did you mean `straight`?",
                                word.text
                            ),
                        ));
                    }
                    return Err(syn::Error::new(
                        word.span,
                        format!(
                            "unexpected `{}` after `chain`: `chain` alone chains jumps in any \
                             direction, `chain straight` only straight on",
                            word.text
                        ),
                    ));
                } else {
                    None
                };
                action.chain = Some((chain, straight));
            }
        }
        "hop" => {
            action.directions = parse_directions(input, "hop", keyword.span)?;
            if peek_word(input, "chain") {
                action.chain = Some((Word::parse(input, "chain")?, None));
            }
            if input.peek(Ident) && !peek_word(input, "then") {
                let word = Word::parse(input, "")?;
                let message = match word.text.as_str() {
                    "over" | "onto" => format!(
                        "a hop goes over a stone of either side into the empty cell beyond, and \
                         captures nothing: remove `{} ...`, or write a `jump` (`jump all over \
                         enemy`) to capture",
                        word.text
                    ),
                    "straight" | "far" => format!(
                        "`{}` is for jumps; a chain of hops goes on in any direction and stops \
                         where it likes",
                        word.text
                    ),
                    "custodial" | "convert" | "enclose" => effect_after(&word.text, "a hop"),
                    _ => unexpected(&action, &word),
                };
                return Err(syn::Error::new(word.span, message));
            }
        }
        "place" if peek_word(input, "flanking") => {
            let flanking = Word::parse(input, "flanking")?;
            action.directions = parse_directions(input, "place flanking", flanking.span)?;
            action.flanking = Some(flanking);
        }
        "place" => {
            if input.peek(Ident)
                && !peek_word(input, "then")
                && !EFFECTS.iter().any(|effect| peek_word(input, effect))
            {
                let shape = Word::parse(input, "a shape")?;
                if !SHAPES.contains(&shape.text.as_str()) {
                    let message = match crate::suggest::closest(&shape.text, &["flanking"]) {
                        Some(_) => format!(
                            "unexpected `{}` after `place`; did you mean `flanking`? (as in \
                             `place flanking all`)",
                            shape.text
                        ),
                        None => {
                            unknown("shape", "shapes", &shape.text, SHAPES)
                                + " (or `flanking DIRS`, or no word for a single stone)"
                        }
                    };
                    return Err(syn::Error::new(shape.span, message));
                }
                if !input.peek(Ident) {
                    return Err(syn::Error::new(
                        shape.span,
                        "a domino lies `vertical` or `horizontal`: write `place domino vertical` \
                         or `place domino horizontal`",
                    ));
                }
                action.directions = parse_directions(input, "place domino", shape.span)?;
                action.shape = Some(shape);
            }
        }
        "remove" => {
            if peek_word(input, "at") {
                Word::parse(input, "at")?;
                action.cells = Some(parse_cells(input, "at", "remove at [a1, c3]")?);
            } else if peek_word(input, "beside") {
                let beside = Word::parse(input, "beside")?;
                action.directions = parse_directions(input, "remove beside", beside.span)?;
            } else if input.peek(Ident) {
                let word = Word::parse(input, "")?;
                let message = if EFFECTS.contains(&word.text.as_str()) {
                    effect_after(&word.text, "`remove`, which lands no stone")
                } else {
                    unexpected(&action, &word)
                };
                return Err(syn::Error::new(word.span, message));
            }
        }
        // A drop takes no option: the stone falls to the lowest empty cell of its column; a
        // flank is `place flanking all`.
        "drop" | "flank" => {}
        _ => unreachable!("every action is parsed"),
    }
    while let Some(effect) = EFFECTS.iter().find(|effect| peek_word(input, effect)) {
        let word = Word::parse(input, effect)?;
        let lands = matches!(
            keyword.text.as_str(),
            "step" | "slide" | "jump" | "place" | "drop"
        );
        if !lands || action.flanking.is_some() || action.shape.is_some() {
            return Err(syn::Error::new(
                word.span,
                effect_after(
                    &word.text,
                    &match (action.flanking.is_some(), action.shape.is_some()) {
                        (true, _) => "a flanking placement, which flips what it flanks".to_string(),
                        (_, true) => "a shape".to_string(),
                        _ => format!("`{}`", keyword.text),
                    },
                ),
            ));
        }
        if action.effects.iter().any(|e| e.word.text == word.text) {
            return Err(syn::Error::new(
                word.span,
                format!(
                    "`{}` is written twice after this action: write it once, with every \
                     direction it acts along (`DIR + DIR`)",
                    word.text
                ),
            ));
        }
        action.effects.push(parse_effect(input, word)?);
    }
    Ok(action)
}

/// The options and directions of the effect `word`, after its word.
fn parse_effect(input: ParseStream, word: Word) -> syn::Result<EffectSyntax> {
    let mut effect = EffectSyntax {
        word,
        directions: Vec::new(),
        lines: None,
        exactly: None,
        against: None,
        ko: None,
        suicide: None,
    };
    if peek_word(input, "lines") {
        let lines = Word::parse(input, "lines")?;
        if effect.word.text != "custodial" {
            return Err(syn::Error::new(
                lines.span,
                custodial_only(
                    "`lines`",
                    "`custodial lines DIRS`, a line of the opponent's stones closed by one of \
                     the mover's",
                    &effect.word.text,
                ),
            ));
        }
        effect.lines = Some(lines);
    } else if input.peek(syn::LitInt) {
        let exactly = crate::ast::parse_number(input, "the stones of a line taken")?;
        if effect.word.text != "custodial" {
            return Err(syn::Error::new(
                exactly.span,
                custodial_only(
                    "a count of stones",
                    "`custodial 2 DIRS`, a line of exactly two of the opponent's stones \
                     closed by one of the mover's",
                    &effect.word.text,
                ),
            ));
        }
        if exactly.value == 0 {
            return Err(syn::Error::new(
                exactly.span,
                "a custodial capture takes at least one stone: write `custodial DIRS` for \
                 one, `custodial N DIRS` for a line of exactly N",
            ));
        }
        effect.exactly = Some(exactly);
    }
    effect.directions = parse_directions(input, &effect.word.text, effect.word.span)?;
    if peek_word(input, "against") {
        let against = Word::parse(input, "against")?;
        if effect.word.text != "custodial" {
            return Err(syn::Error::new(
                against.span,
                custodial_only(
                    "`against`",
                    "`custodial orthogonal against [a1, i9]`: cells that close a line while \
                     empty",
                    &effect.word.text,
                ),
            ));
        }
        let cells = parse_cells(input, "against", "custodial orthogonal against [a1, i9]")?;
        effect.against = Some((against, cells));
    }
    // Go's options, in either order: `ko`, `suicide`.
    loop {
        let (text, does, written) = if peek_word(input, "ko") {
            (
                "ko",
                "bars the retaking of a single stone taken from a group",
                effect.ko.is_some(),
            )
        } else if peek_word(input, "suicide") {
            (
                "suicide",
                "lets a stone take its own group left without a liberty",
                effect.suicide.is_some(),
            )
        } else {
            break;
        };
        let option = Word::parse(input, text)?;
        if written {
            return Err(syn::Error::new(
                option.span,
                format!("`{text}` is written twice: remove one"),
            ));
        }
        if effect.word.text != "enclose" {
            return Err(syn::Error::new(
                option.span,
                format!(
                    "`{text}` {does}, and `{}` takes no group: write `enclose orthogonal {text}`",
                    effect.word.text
                ),
            ));
        }
        *if text == "ko" {
            &mut effect.ko
        } else {
            &mut effect.suicide
        } = Some(option);
    }
    Ok(effect)
}

/// Why `what` (as in `example`) cannot go with the effect `effect`, which is not custodial.
fn custodial_only(what: &str, example: &str, effect: &str) -> String {
    let does = if effect == "convert" {
        "turns the neighbours"
    } else {
        "takes whole groups left without a liberty"
    };
    format!(
        "{what} is for custodial capture ({example}); `{effect}` {does}, and takes no such word"
    )
}

/// A list of cells in brackets after the word `after`, as in `example`.
fn parse_cells(
    input: ParseStream,
    after: &str,
    example: &str,
) -> syn::Result<Vec<crate::ast::CellName>> {
    if !input.peek(syn::token::Bracket) {
        return Err(input.error(format!(
            "expected a list of cells after `{after}`, as in `{example}`"
        )));
    }
    let content;
    syn::bracketed!(content in input);
    let mut cells = Vec::new();
    while !content.is_empty() {
        cells.push(crate::ast::parse_cell(&content)?);
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(cells)
}

/// The effects that may follow an action whose stone lands.
const EFFECTS: &[&str] = &["custodial", "convert", "enclose"];

/// Why the effect `effect` cannot follow `what`.
fn effect_after(effect: &str, what: &str) -> String {
    format!(
        "`{effect}` acts where a stone lands: it follows a `step`, `slide`, `jump`, or a single \
         stone placed or dropped, not {what}"
    )
}

/// `by count [over own]` after a slide's directions: the distance is the count of the stones
/// on the line of the move, and with `over own` the stone may pass its own stones.
fn parse_by_count(input: ParseStream, action: &mut ActionSyntax) -> syn::Result<()> {
    let by = Word::parse(input, "by")?;
    if action.keyword.text != "slide" {
        return Err(syn::Error::new(
            by.span,
            format!(
                "`by count` sets how far a slide goes: `{}` {}; write `slide DIRECTIONS by count`",
                action.keyword.text,
                if action.keyword.text == "step" {
                    "moves one cell"
                } else {
                    "goes over one stone"
                }
            ),
        ));
    }
    let count = Word::parse(input, "`count` after `by`, as in `slide all by count`")?;
    if count.text != "count" {
        return Err(syn::Error::new(
            count.span,
            unknown("distance", "distances", &count.text, &["count"])
                + " (the stones on the line of the move)",
        ));
    }
    action.by_count = Some(by);
    if peek_word(input, "over") {
        Word::parse(input, "over")?;
        let own = Word::parse(
            input,
            "`own` after `over`, as in `slide all by count over own`",
        )?;
        if own.text != "own" {
            let message = match crate::suggest::closest(&own.text, &["own"]) {
                Some(_) => format!(
                    "unexpected `{}` after `over`; did you mean `own`?",
                    own.text
                ),
                None => format!(
                    "a slide by count passes over `own` stones only, never `{}`: write \
                     `over own`, or nothing to pass none",
                    own.text
                ),
            };
            return Err(syn::Error::new(own.span, message));
        }
        action.over_own = Some(own);
    }
    Ok(())
}

/// Whether the next token is the word `word`.
fn peek_word(input: ParseStream, word: &str) -> bool {
    input
        .fork()
        .parse::<Ident>()
        .is_ok_and(|ident| ident == word)
}

/// `DIRECTION` or `DIRECTION + DIRECTION ...`.
/// `after` is the span of the word before them, where a missing direction is reported.
fn parse_directions(input: ParseStream, what: &str, after: Span) -> syn::Result<Vec<Word>> {
    let mut words = Vec::new();
    loop {
        if !input.peek(Ident) {
            let span = if input.is_empty() || input.peek(Token![,]) {
                after
            } else {
                input.span()
            };
            return Err(syn::Error::new(
                span,
                format!(
                    "expected a direction after `{what}`: {}",
                    list(DIRECTIONS, "or")
                ),
            ));
        }
        let word = Word::parse(
            input,
            &format!("a direction after `{what}`: {}", list(DIRECTIONS, "or")),
        )?;
        if !DIRECTIONS.contains(&word.text.as_str()) {
            return Err(syn::Error::new(
                word.span,
                unknown("direction", "directions", &word.text, DIRECTIONS),
            ));
        }
        words.push(word);
        if !input.peek(Token![+]) {
            return Ok(words);
        }
        input.parse::<Token![+]>()?;
    }
}

/// An end of a pieces game.
pub enum EndSyntax {
    /// `reach far_row`: a stone on the row farthest from its side's start wins.
    Reach(Word, Word),
    /// `capture_all`: a side left without stones loses.
    CaptureAll(Word),
    /// `connected`: a side whose stones all form one group wins.
    Connected(Word),
    /// `captures N`: a side that has taken `N` of the opponent's stones wins.
    Captures(Word, crate::ast::Number),
    /// `line [exactly] N` in a list of ends: a line of `N` of a side's stones wins (with
    /// `exactly`, the span of the word: a longer run does not).
    Line(Word, crate::ast::Number, Option<Span>),
}

/// Whether the `win` value starts like the ends of a pieces game.
pub fn starts_ends(input: ParseStream) -> bool {
    if input.peek(syn::token::Bracket) {
        return true;
    }
    input
        .fork()
        .parse::<Ident>()
        .is_ok_and(|ident| ENDS.contains(&ident.to_string().as_str()))
}

/// `END` or `[END, ...]`.
pub fn parse_ends(input: ParseStream) -> syn::Result<Vec<EndSyntax>> {
    if !input.peek(syn::token::Bracket) {
        return Ok(vec![parse_end(input)?]);
    }
    let content;
    syn::bracketed!(content in input);
    let mut ends = Vec::new();
    while !content.is_empty() {
        ends.push(parse_end(&content)?);
        if content.is_empty() {
            break;
        }
        content.parse::<Token![,]>()?;
    }
    Ok(ends)
}

fn parse_end(input: ParseStream) -> syn::Result<EndSyntax> {
    let word = Word::parse(
        input,
        &format!("a win condition: {}", list(LISTED_ENDS, "or")),
    )?;
    match word.text.as_str() {
        "reach" => {
            let row = Word::parse(input, "the row to reach: `far_row`")?;
            if !ROWS.contains(&row.text.as_str()) {
                return Err(syn::Error::new(
                    row.span,
                    unknown("row", "rows", &row.text, ROWS),
                ));
            }
            Ok(EndSyntax::Reach(word, row))
        }
        "capture_all" => Ok(EndSyntax::CaptureAll(word)),
        "connected" => Ok(EndSyntax::Connected(word)),
        "captures" => {
            let count = crate::ast::parse_number(
                input,
                "the count of the opponent's stones that wins, as in `captures 10`",
            )?;
            Ok(EndSyntax::Captures(word, count))
        }
        "line" => {
            let exactly = crate::ast::parse_exactly(input)?;
            let length = crate::ast::parse_length(input, exactly)?;
            Ok(EndSyntax::Line(word, length, exactly))
        }
        other => Err(syn::Error::new(
            word.span,
            unknown(
                "win condition",
                "win conditions of a list",
                other,
                LISTED_ENDS,
            ),
        )),
    }
}

/// A region of the board for a start layout: `rows A..=B`, `dark`, `light`, or a colour and rows
/// (`dark rows 6..=8`).
pub struct Region {
    /// `dark` or `light`, if given.
    pub colour: Option<Word>,
    /// The rows, from the top, both included, if given.
    pub rows: Option<(u32, u32, Span)>,
}

/// The words that start a region.
const REGIONS: &[&str] = &["rows", "dark", "light"];

/// Whether a start list is a region rather than a list of cells (any word: a misspelt region
/// is told so).
pub fn starts_region(input: ParseStream) -> bool {
    input.peek(Ident)
}

/// `rows A..=B`, `dark`, `light`, `dark rows A..=B`.
pub fn parse_region(input: ParseStream) -> syn::Result<Region> {
    let mut region = Region {
        colour: None,
        rows: None,
    };
    let first = input.fork().parse::<Ident>()?;
    if !REGIONS.contains(&first.to_string().as_str()) {
        return Err(syn::Error::new(
            first.span(),
            unknown("region", "regions", &first.to_string(), REGIONS)
                + " (as in `rows 1..=2`, `dark` or `dark rows 6..=8`), or list the cells, as in `[a1, b2]`",
        ));
    }
    if peek_word(input, "dark") || peek_word(input, "light") {
        region.colour = Some(Word::parse(input, "dark or light")?);
    }
    if peek_word(input, "rows") {
        let rows = Word::parse(input, "rows")?;
        let expected = "a range of rows from the top, as in `rows 1..=2`";
        let first: syn::LitInt = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), format!("expected {expected}")))?;
        if input.peek(Token![..]) && !input.peek(Token![..=]) {
            let dots: Token![..] = input.parse()?;
            return Err(syn::Error::new(
                syn::spanned::Spanned::span(&dots),
                "write the range of rows with `..=`, as in `rows 7..=8`: both ends are included",
            ));
        }
        input
            .parse::<Token![..=]>()
            .map_err(|e| syn::Error::new(e.span(), format!("expected {expected}")))?;
        let last: syn::LitInt = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), format!("expected {expected}")))?;
        let (first, last) = (first.base10_parse::<u32>()?, last.base10_parse::<u32>()?);
        region.rows = Some((first, last, rows.span));
    }
    Ok(region)
}

/// The capture rules: captures compulsory, or compulsory and of the most stones.
pub const CAPTURE_RULES: &[&str] = &["compulsory", "most"];

/// `capture: compulsory` or `capture: most`.
pub fn parse_capture(input: ParseStream) -> syn::Result<Word> {
    let word = Word::parse(input, "`compulsory` or `most`, as in `capture: compulsory`")?;
    if !CAPTURE_RULES.contains(&word.text.as_str()) {
        return Err(syn::Error::new(
            word.span,
            unknown("capture rule", "capture rules", &word.text, CAPTURE_RULES),
        ));
    }
    Ok(word)
}

/// `promote: far_row [at end]`.
pub struct PromoteSyntax {
    /// The row.
    pub row: Word,
    /// `at end`: a stone is promoted only where its move ends; a chain goes on through the row.
    pub at_end: Option<Word>,
}

/// `promote: far_row` or `promote: far_row at end`.
pub fn parse_promote(input: ParseStream) -> syn::Result<PromoteSyntax> {
    let row = Word::parse(input, "the row where stones are promoted: `far_row`")?;
    if !ROWS.contains(&row.text.as_str()) {
        return Err(syn::Error::new(
            row.span,
            unknown("row", "rows", &row.text, ROWS),
        ));
    }
    let mut at_end = None;
    if input.peek(Ident) {
        let at = Word::parse(input, "`at end`")?;
        let end = (at.text == "at")
            .then(|| Word::parse(input, "`end` after `at`"))
            .transpose()?;
        match end {
            Some(end) if end.text == "end" => at_end = Some(at),
            Some(end) => {
                return Err(syn::Error::new(
                    end.span,
                    format!("expected `end` after `at`, found `{}`", end.text),
                ));
            }
            None => {
                return Err(syn::Error::new(
                    at.span,
                    format!(
                        "unexpected `{}` after `{}`: it may be followed by `at end` (promoted only \
                         where the move ends, a chain of jumps going on through the row)",
                        at.text, row.text
                    ),
                ));
            }
        }
    }
    Ok(PromoteSyntax { row, at_end })
}

/// `opening: [ACTION, ...]`: the moves of the first plies, one per ply.
pub fn parse_opening(input: ParseStream) -> syn::Result<Vec<TurnSyntax>> {
    if !input.peek(syn::token::Bracket) {
        return Err(input.error(
            "expected the moves of the first plies in brackets, one per ply, as in \
             `opening: [remove at [c3, d4], remove beside orthogonal]`",
        ));
    }
    parse_turns(input)
}

//! The short form of Chinese checkers' and Halma's moves, `moves: step or hop [chain]`: read as
//! the parts it stands for, `[step all, hop all [chain]]` (a stone steps to any neighbour, or
//! hops over stones), so that it lowers as any moves made of parts do; `validate::hops` picks
//! the hopping kernel for it. `ast.rs` calls in here when a `moves` value begins with
//! `step or`.

use syn::Ident;
use syn::parse::ParseStream;

use crate::ast::parse_word as word;
use crate::ast_parts::{ActionSyntax, PartsMoves, TurnSyntax, Word};

/// Whether a `moves` value is `step or ...`.
pub fn starts_hop_moves(input: ParseStream) -> bool {
    let fork = input.fork();
    let words = [fork.parse::<Ident>(), fork.parse::<Ident>()];
    matches!(words, [Ok(a), Ok(b)] if a == "step" && b == "or")
}

/// `step or hop [chain]`, as the parts `[step all, hop all [chain]]`, each word's span kept.
pub fn parse_hop_moves(input: ParseStream) -> syn::Result<PartsMoves> {
    let span = input.span();
    let step: Ident = input.parse()?;
    let expected = "`step or hop` or `step or hop chain`";
    word(input, "or", expected)?;
    let hop = word(input, "hop", expected)?;
    let chain = if input.is_empty() {
        None
    } else {
        Some(word(input, "chain", expected)?)
    };
    let named = |text: &str, span| Word {
        text: text.to_string(),
        span,
    };
    let turn = |keyword: Word, chain: Option<Word>| TurnSyntax {
        action: ActionSyntax {
            directions: vec![named("all", keyword.span)],
            chain: chain.map(|chain| (chain, None)),
            ..ActionSyntax::new(keyword)
        },
        then: Vec::new(),
        shoot: None,
        rotate: None,
    };
    let step = turn(named("step", step.span()), None);
    let hop = turn(named("hop", hop), chain.map(|span| named("chain", span)));
    Ok(PartsMoves {
        lists: vec![(None, vec![step, hop])],
        span,
    })
}

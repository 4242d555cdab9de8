//! The syntax of a turn that places a stone then turns a block of the board:
//! `moves: place then rotate quadrants` or `moves: place then rotate 3 x 3` (Pentago).
//!
//! The rotation is a second action after `place`, as `shoot` is after a slide; it is parsed
//! here, apart from the moves made of parts, since its kernel is the line games' (stones stay
//! where they are put, but for the blocks turned).

use proc_macro2::Span;
use syn::Ident;
use syn::parse::ParseStream;

use crate::ast::{Number, parse_number};
use crate::suggest::unknown;

/// The blocks that a turn may rotate, as written after `rotate`.
#[derive(Clone, Copy)]
pub enum Blocks {
    /// `quadrants`: the board's four quarters.
    Quadrants(Span),
    /// `N x M`: square blocks of this size that tile the board (the sides checked later).
    Size {
        /// Columns of a block.
        width: Number,
        /// Rows of a block.
        height: Number,
    },
}

/// `place then rotate BLOCKS`: a stone on an empty cell, then one block turned a quarter
/// either way.
#[derive(Clone, Copy)]
pub struct PlaceThenRotate {
    /// The `place` keyword.
    pub place: Span,
    /// The `rotate` keyword.
    pub rotate: Span,
    /// The blocks it turns.
    pub blocks: Blocks,
}

/// The words that may follow `rotate`.
const BLOCK_WORDS: &[&str] = &["quadrants"];

/// Whether the input is `place then rotate ...`.
pub fn starts(input: ParseStream) -> bool {
    let fork = input.fork();
    ["place", "then", "rotate"]
        .iter()
        .all(|word| fork.parse::<Ident>().is_ok_and(|ident| ident == word))
}

/// `place then rotate quadrants | place then rotate N x N`, after [`starts`] said so.
pub fn parse(input: ParseStream) -> syn::Result<PlaceThenRotate> {
    let place: Ident = input.parse()?;
    let _then: Ident = input.parse()?;
    let rotate: Ident = input.parse()?;
    let expected = "the blocks a turn rotates: `quadrants` or a size, as in `rotate 3 x 3`";
    let blocks = if input.peek(Ident) {
        let word: Ident = input.parse()?;
        if word != "quadrants" {
            return Err(syn::Error::new(
                word.span(),
                unknown("block", "blocks", &word.to_string(), BLOCK_WORDS)
                    + " (or a size, as in `rotate 3 x 3`)",
            ));
        }
        Blocks::Quadrants(word.span())
    } else {
        let width = parse_number(input, expected)?;
        let by: Ident = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), format!("expected {expected}")))?;
        if by != "x" {
            return Err(syn::Error::new(by.span(), format!("expected {expected}")));
        }
        let height = parse_number(input, expected)?;
        Blocks::Size { width, height }
    };
    Ok(PlaceThenRotate {
        place: place.span(),
        rotate: rotate.span(),
        blocks,
    })
}

//! The blocks a turn rotates, after `then rotate`: `quadrants` or a size (`rotate 3 x 3`), as
//! in Pentago's `moves: place then rotate quadrants`. The rotation ends a turn of any part, as
//! `shoot` follows a slide (`ast_parts::parse_turn`).

use proc_macro2::Span;
use syn::Ident;
use syn::parse::ParseStream;

use crate::ast::{Number, parse_by};
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

/// The words that may follow `rotate`.
const BLOCK_WORDS: &[&str] = &["quadrants"];

/// The blocks after `rotate`: `quadrants` or `N x M`.
pub fn parse_blocks(input: ParseStream) -> syn::Result<Blocks> {
    let expected = "the blocks a turn rotates: `quadrants` or a size, as in `rotate 3 x 3`";
    if input.peek(Ident) {
        let word: Ident = input.parse()?;
        if word != "quadrants" {
            return Err(syn::Error::new(
                word.span(),
                unknown("block", "blocks", &word.to_string(), BLOCK_WORDS)
                    + " (or a size, as in `rotate 3 x 3`)",
            ));
        }
        return Ok(Blocks::Quadrants(word.span()));
    }
    let (width, height) = parse_by(input, expected)?;
    Ok(Blocks::Size { width, height })
}

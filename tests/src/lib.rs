//! Integration tests of game-dsl live in `tests/`; this library only runs the README's examples
//! as doctests, so that the README cannot drift from the code.

#[doc = include_str!("../../README.md")]
mod readme {}

#[doc = include_str!("../../docs/dsl.md")]
mod dsl_reference {}

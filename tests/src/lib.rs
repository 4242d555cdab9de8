//! Integration tests of game-dsl live in `tests/`. This library holds what they share, the
//! [`conformance`] harness that every game passes, and runs the README's and the docs' examples
//! as doctests, so that they cannot drift from the code.

pub mod conformance;
pub mod rng;

#[doc = include_str!("../../README.md")]
mod readme {}

#[doc = include_str!("../../docs/dsl.md")]
mod dsl_reference {}

#[doc = include_str!("../../docs/tutorial.md")]
mod tutorial {}

//! Integration tests of game-dsl live in `tests/`. This library re-exports what they share, the
//! [`conformance`] harness that every game passes (public for authors in
//! [`games::testing`]), and runs the README's and the docs' examples as doctests, so that they
//! cannot drift from the code.

pub use games::testing::{conformance, rng};

#[doc = include_str!("../../README.md")]
mod readme {}

#[doc = include_str!("../../docs/dsl.md")]
mod dsl_reference {}

#[doc = include_str!("../../docs/tutorial.md")]
mod tutorial {}

//! Collects every error of a declaration, so that all of them are reported at once.

use proc_macro2::Span;
use std::fmt::Display;

/// A growing set of errors, each with its span.
#[derive(Default)]
pub struct Errors(Option<syn::Error>);

impl Errors {
    /// Adds an error.
    pub fn push(&mut self, error: syn::Error) {
        match &mut self.0 {
            Some(all) => all.combine(error),
            None => self.0 = Some(error),
        }
    }

    /// Adds an error at `span`.
    pub fn at(&mut self, span: Span, message: impl Display) {
        self.push(syn::Error::new(span, message));
    }

    /// Whether no error was added.
    pub fn is_empty(&self) -> bool {
        self.0.is_none()
    }

    /// `Ok(value)` if no error was added, else every error.
    pub fn finish<T>(self, value: T) -> syn::Result<T> {
        match self.0 {
            Some(error) => Err(error),
            None => Ok(value),
        }
    }
}

//! The author's end (`end: custom PATH`) in the generated rules of every family: the function,
//! bound where it is named, and the lines that test it before every end of the game's own.

use proc_macro2::{Ident, TokenStream};
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

use super::{doc, path_text};

/// The author's end of a game, if it declares one: what each family's rules add for it. Every
/// fragment is empty for a game without one, so that a family writes them unconditionally.
#[derive(Clone, Copy)]
pub(super) struct CustomEnd<'a>(pub Option<&'a syn::Path>);

impl CustomEnd<'_> {
    /// Whether the game declares an end of its own.
    pub fn is_some(self) -> bool {
        self.0.is_some()
    }

    /// Whether the game has none.
    pub fn is_none(self) -> bool {
        self.0.is_none()
    }

    /// The method `custom_end(&self) -> Option<i32>`, an inherent item of the game.
    pub fn method(self) -> TokenStream {
        self.0
            .map(|function| binding(function, None))
            .unwrap_or_default()
    }

    /// The method in an inherent `impl` block of its own, for a family whose inherent items are
    /// written elsewhere (a runtime position's wrapper).
    pub fn inherent_impl(self, name: &Ident) -> TokenStream {
        let method = self.method();
        if method.is_empty() {
            return method;
        }
        quote! {
            impl #name {
                #method
            }
        }
    }

    /// A line of `terminal_value`'s doc comment that says the author's end comes first.
    pub fn doc(self) -> TokenStream {
        self.0
            .map(|function| {
                let text = doc(format!(
                    " The author's end condition (`end: custom {}`) first: its value's sign, or \
                     the value itself in a game scored by its margin.",
                    path_text(function)
                ));
                quote!(#[doc = #text])
            })
            .unwrap_or_default()
    }

    /// The first lines of `terminal_value`: the author's value, its sign, when the function
    /// ends the game.
    pub fn value_first(self) -> TokenStream {
        self.first(quote!(Some(value.signum())))
    }

    /// The first lines of `terminal_value` in a game scored by its margin: the author's value as
    /// it is.
    pub fn margin_first(self) -> TokenStream {
        self.first(quote!(Some(value)))
    }

    /// `if let Some(value) = self.custom_end() { return #result; }`.
    fn first(self, result: TokenStream) -> TokenStream {
        self.0
            .map(|_| {
                quote! {
                    if let Some(value) = self.custom_end() {
                        return #result;
                    }
                }
            })
            .unwrap_or_default()
    }

    /// The first lines of a function that lists moves: `done` (no moves) when the author's end
    /// has ended the game.
    pub fn no_moves(self, done: TokenStream) -> TokenStream {
        self.return_when_over(done)
    }

    /// The first lines of `Notation::ending`: the game's own rule, when it ended the game.
    pub fn ending_first(self) -> TokenStream {
        self.return_when_over(quote!(Some(::game_dsl::Ending::Rule)))
    }

    /// `if self.custom_end().is_some() { return #result; }`.
    fn return_when_over(self, result: TokenStream) -> TokenStream {
        self.0
            .map(|_| {
                quote! {
                    if self.custom_end().is_some() {
                        return #result;
                    }
                }
            })
            .unwrap_or_default()
    }

    /// `over`, a test that the game is over by its own rules, or over by the author's end:
    /// `#over || self.custom_end().is_some()`.
    pub fn or_over(self, over: TokenStream) -> TokenStream {
        match self.0 {
            Some(_) => quote!(#over || self.custom_end().is_some()),
            None => over,
        }
    }

    /// `value`, or `done` once the author's end has ended the game: `if
    /// self.custom_end().is_some() { #done } else { #value }`.
    pub fn unless_over(self, value: TokenStream, done: TokenStream) -> TokenStream {
        match self.0 {
            Some(_) => quote!(if self.custom_end().is_some() { #done } else { #value }),
            None => value,
        }
    }

    /// `Notation::ending` for a family that says nothing else of its endings.
    pub fn ending(self) -> TokenStream {
        self.0
            .map(|_| {
                quote! {
                    /// The author's end says so when it decided.
                    fn ending(&self) -> Option<::game_dsl::Ending> {
                        self.custom_end().map(|_| ::game_dsl::Ending::Rule)
                    }
                }
            })
            .unwrap_or_default()
    }
}

/// `custom_end`, for a declaration with `end: custom PATH`: the author's function, checked
/// against its signature where it is named, so that a wrong signature is reported on the path.
/// A method of the game, or, where `game` names it with its state's type, a function of its
/// rules that takes the state (`PieceRules::custom_end`) and gives the author's function the
/// game around a copy of it.
pub(super) fn binding(function: &syn::Path, game: Option<(&Ident, &TokenStream)>) -> TokenStream {
    let text = doc(format!(
        "The end condition written in Rust (`end: custom {}`): `Some(value)` for the side to move \
         if the game is over by it.",
        path_text(function)
    ));
    let (game, receiver, position) = match game {
        None => (quote!(Self), quote!(&self), quote!(self)),
        Some((name, state)) => (quote!(#name), quote!(pos: &#state), quote!(&#name(*pos))),
    };
    // The signature carries the path's span, so that a mismatch is reported there; the local
    // binding is the generated code's own, so that it resolves even when the path comes
    // through a variant's `macro_rules!` (whose hygiene would hide a binding of its span).
    let signature = quote_spanned! {function.span()=> fn(&#game) -> Option<i32> };
    quote! {
        #[doc = #text]
        #[::game_dsl::hot]
        fn custom_end(#receiver) -> Option<i32> {
            let end: #signature = #function;
            end(#position)
        }
    }
}

//! Variants: `pub Name: Base { changes }`. Every declaration hands its sections to the variants
//! that follow it through a `macro_rules!` macro, since a proc macro cannot read another item's
//! tokens.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::Ident;

use crate::ast::Input;

/// The name of the macro holding the sections of the game `name`.
fn macro_name(name: &Ident) -> Ident {
    format_ident!("__game_dsl_variant_of_{}", name, span = name.span())
}

/// `macro_rules!` holding the game's sections: `NAME_OF_MACRO! { VARIANT }` expands to
/// `game! { @base { SECTIONS } VARIANT }`, the variant's sections replacing the base's of the
/// same name. A proc macro cannot read another item's tokens; this macro hands them over.
pub fn variant_macro(input: &Input) -> TokenStream {
    let name = macro_name(&input.name);
    let body = &input.body;
    quote! {
        #[allow(unused_macros)]
        macro_rules! #name {
            ($($variant:tt)*) => {
                ::game_dsl::game! { @base { #body } $($variant)* }
            };
        }
    }
}

/// `pub Antichess: Chess { ... }`: a call of the base's macro with the variant.
pub fn variant(input: &Input, base: &Ident) -> TokenStream {
    let name = macro_name(base);
    let attrs = &input.attrs;
    let vis = &input.vis;
    let variant = &input.name;
    let body = &input.body;
    quote! {
        #name! { #(#attrs)* #vis #variant { #body } }
    }
}

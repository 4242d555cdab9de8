//! The runtime's contract: which trait each generated item belongs to.
//!
//! The families of games generate one `impl ::game_dsl::Game` holding every item of the game
//! (as if one trait held them all); [`split`] sorts those items into the traits of the runtime,
//! in one place: the rules stay in `impl Game`, the text goes to `impl Notation`, and the engine's
//! knowledge (`Tactics`, `Endgame`) becomes inherent methods of the game that `Knowledge<NAME>`
//! implements the capability with, one line each. `impl Game` then returns that knowledge from
//! `tactics()` and `endgame()`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::visit_mut::VisitMut;
use syn::{FnArg, ImplItem, Item, ItemImpl, Pat, Type};

/// The items of `Notation`.
const NOTATION: &[&str] = &[
    "NAME",
    "BOARD",
    "parse_move",
    "format_move",
    "parse_position",
    "position_string",
    "render",
    "legend",
];

/// The methods of `Tactics`.
const TACTICS: &[&str] = &[
    "winning_move",
    "non_losing_moves",
    "threats_after",
    "threats_after_each",
];

/// The methods of `Endgame`.
const ENDGAME: &[&str] = &[
    "margin_bound",
    "value_ceiling",
    "exact_value_within",
    "moves_unless_over",
    "move_rank",
];

/// Sorts the items of every `impl ::game_dsl::Game` in `generated` into the runtime's traits.
pub(crate) fn split(generated: TokenStream) -> TokenStream {
    let file: syn::File = match syn::parse2(generated.clone()) {
        Ok(file) => file,
        // Generated code always parses; if it did not, the compiler would say where.
        Err(_) => return generated,
    };
    let mut out = TokenStream::new();
    for item in file.items {
        match item {
            Item::Impl(imp) if is_game_impl(&imp) => out.extend(split_impl(imp)),
            item => out.extend(quote!(#item)),
        }
    }
    out
}

/// Whether `imp` is `impl ::game_dsl::Game for ...`.
fn is_game_impl(imp: &ItemImpl) -> bool {
    imp.trait_.as_ref().is_some_and(|(path, _)| {
        path.segments.len() == 2
            && path.segments[0].ident == "game_dsl"
            && path.segments[1].ident == "Game"
    })
}

/// The name of an impl item.
fn item_name(item: &ImplItem) -> String {
    match item {
        ImplItem::Const(c) => c.ident.to_string(),
        ImplItem::Fn(f) => f.sig.ident.to_string(),
        ImplItem::Type(t) => t.ident.to_string(),
        _ => String::new(),
    }
}

/// One `impl Game` split into the rules, the notation and the knowledge.
fn split_impl(mut imp: ItemImpl) -> TokenStream {
    let name = imp.self_ty.clone();
    let mut notation = Vec::new();
    let mut tactics = Vec::new();
    let mut endgame = Vec::new();
    let mut rules = Vec::new();
    for item in std::mem::take(&mut imp.items) {
        let item_name = item_name(&item);
        if NOTATION.contains(&item_name.as_str()) {
            notation.push(item);
        } else if TACTICS.contains(&item_name.as_str()) {
            tactics.push(item);
        } else if ENDGAME.contains(&item_name.as_str()) {
            endgame.push(item);
        } else {
            rules.push(item);
        }
    }
    let mut out = TokenStream::new();
    let known: Vec<ImplItem> = [
        knowledge(&name, "Tactics", "tactics", tactics, &mut out),
        knowledge(&name, "Endgame", "endgame", endgame, &mut out),
    ]
    .into_iter()
    .flatten()
    .collect();
    imp.items = rules;
    imp.items.extend(known);
    out.extend(quote! {
        #imp

        impl ::game_dsl::Notation for #name {
            #(#notation)*
        }
    });
    out
}

/// For the `methods` of the capability `capability` (none: nothing): writes them into `out` as
/// inherent methods of the game, and the capability implemented on `Knowledge<NAME>` by calling
/// them; returns the item of `impl Game` that hands the knowledge out (`accessor`).
fn knowledge(
    name: &Type,
    capability: &str,
    accessor: &str,
    methods: Vec<ImplItem>,
    out: &mut TokenStream,
) -> Option<ImplItem> {
    if methods.is_empty() {
        return None;
    }
    let capability = format_ident!("{capability}");
    let accessor = format_ident!("{accessor}");
    let mut inherent = Vec::new();
    let mut delegates = Vec::new();
    for item in methods {
        let ImplItem::Fn(mut method) = item else {
            continue;
        };
        QualifySelfTypes.visit_impl_item_fn_mut(&mut method);
        let mut sig = method.sig.clone();
        let ident = sig.ident.clone();
        let args: Vec<_> = sig
            .inputs
            .iter()
            .filter_map(|arg| match arg {
                FnArg::Typed(typed) => match &*typed.pat {
                    Pat::Ident(pat) => Some(pat.ident.clone()),
                    _ => None,
                },
                FnArg::Receiver(_) => None,
            })
            .collect();
        ReplaceSelf(name).visit_signature_mut(&mut sig);
        sig.inputs.insert(1, syn::parse_quote!(pos: &#name));
        delegates.push(quote! {
            #[inline]
            #sig {
                pos.#ident(#(#args),*)
            }
        });
        inherent.push(method);
    }
    let doc = format!(" The engine's `{capability}` of the game, read by `Knowledge<Self>`.");
    out.extend(quote! {
        #[doc = #doc]
        impl #name {
            #(#inherent)*
        }

        impl ::game_dsl::#capability<#name> for ::game_dsl::Knowledge<#name> {
            #(#delegates)*
        }
    });
    Some(syn::parse_quote! {
        #[inline]
        fn #accessor() -> impl ::game_dsl::#capability<Self> {
            ::game_dsl::Knowledge::new()
        }
    })
}

/// Writes `Self::Move`, `Self::Moves` and `Self::MoveIter` as `<Self as ::game_dsl::Game>::...`,
/// which an inherent method needs.
struct QualifySelfTypes;

impl VisitMut for QualifySelfTypes {
    fn visit_type_mut(&mut self, ty: &mut Type) {
        if let Type::Path(path) = ty
            && path.qself.is_none()
            && path.path.segments.len() == 2
            && path.path.segments[0].ident == "Self"
        {
            let assoc = &path.path.segments[1].ident;
            if assoc == "Move" || assoc == "Moves" || assoc == "MoveIter" {
                *ty = syn::parse_quote!(<Self as ::game_dsl::Game>::#assoc);
                return;
            }
        }
        syn::visit_mut::visit_type_mut(self, ty);
    }
}

/// Writes the type `Self` as the game's type, for the signatures of `Knowledge<NAME>`'s methods.
struct ReplaceSelf<'a>(&'a Type);

impl VisitMut for ReplaceSelf<'_> {
    fn visit_type_mut(&mut self, ty: &mut Type) {
        if let Type::Path(path) = ty
            && path.qself.is_none()
            && path.path.is_ident("Self")
        {
            *ty = self.0.clone();
            return;
        }
        syn::visit_mut::visit_type_mut(self, ty);
    }
}

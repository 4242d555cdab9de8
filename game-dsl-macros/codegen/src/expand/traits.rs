//! The runtime's traits, written from the items a family of games generates for each.
//!
//! A family fills an [`Impls`] by trait as it generates: the rules go to `impl Game`, the text
//! to `impl Notation`, and the engine's knowledge, each method tagged by the [`Method`] of
//! `Tactics` or `Endgame` it implements. [`Impls::write`] then writes the four: the knowledge
//! as inherent methods of the game (their bodies call the game's private helpers), the
//! capabilities on `Knowledge<NAME>` delegating to them, one line each, and `impl Game`, which
//! hands that knowledge out from `tactics()` and `endgame()`.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

/// A method of the engine's knowledge, `Tactics` or `Endgame`: its signature is the trait's, so
/// the delegation from `Knowledge<NAME>` is written from the method alone.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Method {
    /// `Tactics::winning_move`.
    WinningMove,
    /// `Tactics::non_losing_moves`.
    NonLosingMoves,
    /// `Tactics::threats_after`.
    ThreatsAfter,
    /// `Tactics::threats_after_each`.
    ThreatsAfterEach,
    /// `Endgame::margin_bound`.
    MarginBound,
    /// `Endgame::value_ceiling`.
    ValueCeiling,
    /// `Endgame::exact_value_within`.
    ExactValueWithin,
    /// `Endgame::moves_unless_over`.
    MovesUnlessOver,
    /// `Endgame::move_rank`.
    MoveRank,
}

/// The two capabilities of the engine's knowledge.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Capability {
    Tactics,
    Endgame,
}

impl Capability {
    /// The trait's name and the accessor of `Game` that returns it.
    fn names(self) -> (Ident, Ident) {
        match self {
            Capability::Tactics => (format_ident!("Tactics"), format_ident!("tactics")),
            Capability::Endgame => (format_ident!("Endgame"), format_ident!("endgame")),
        }
    }
}

impl Method {
    /// The capability the method belongs to.
    fn capability(self) -> Capability {
        match self {
            Method::WinningMove
            | Method::NonLosingMoves
            | Method::ThreatsAfter
            | Method::ThreatsAfterEach => Capability::Tactics,
            Method::MarginBound
            | Method::ValueCeiling
            | Method::ExactValueWithin
            | Method::MovesUnlessOver
            | Method::MoveRank => Capability::Endgame,
        }
    }

    /// The method of `Knowledge<NAME>` that calls the game's inherent method of the same name.
    fn delegate(self, name: &Ident) -> TokenStream {
        let moves = quote!(moves: &mut <#name as ::game_dsl::Game>::Moves);
        let (ident, params, args, output) = match self {
            Method::WinningMove => (
                "winning_move",
                quote!(),
                quote!(),
                quote!(-> Option<::game_dsl::Move>),
            ),
            Method::NonLosingMoves => ("non_losing_moves", moves, quote!(moves), quote!(-> bool)),
            Method::ThreatsAfter => (
                "threats_after",
                quote!(mv: ::game_dsl::Move),
                quote!(mv),
                quote!(-> u32),
            ),
            Method::ThreatsAfterEach => (
                "threats_after_each",
                quote!(moves: &[::game_dsl::Move], threats: &mut [u32]),
                quote!(moves, threats),
                quote!(),
            ),
            Method::MarginBound => ("margin_bound", quote!(), quote!(), quote!(-> u32)),
            Method::ValueCeiling => (
                "value_ceiling",
                quote!(alpha: i32),
                quote!(alpha),
                quote!(-> Option<i32>),
            ),
            Method::ExactValueWithin => (
                "exact_value_within",
                quote!(alpha: i32, beta: i32),
                quote!(alpha, beta),
                quote!(-> Option<(i32, u64)>),
            ),
            Method::MovesUnlessOver => (
                "moves_unless_over",
                moves,
                quote!(moves),
                quote!(-> Option<i32>),
            ),
            Method::MoveRank => ("move_rank", quote!(), quote!(), quote!(-> i32)),
        };
        let ident = format_ident!("{ident}");
        let comma = (!params.is_empty()).then(|| quote!(,));
        // Tactics that find the wins at once say so: the engine's solve then needs no shallow
        // search first to find a quick one.
        let finds_wins = (self == Method::WinningMove).then(|| {
            quote! {
                #[inline]
                fn finds_wins(&self) -> bool {
                    true
                }
            }
        });
        quote! {
            #finds_wins
            #[::game_dsl::hot]
            fn #ident(&self, pos: &#name #comma #params) #output {
                pos.#ident(#args)
            }
        }
    }
}

/// The items of a game's implementations of the runtime's traits, by trait, in the order they
/// are written.
#[derive(Default)]
pub(crate) struct Impls {
    /// Items of `impl Game`.
    rules: TokenStream,
    /// Items of `impl Notation`.
    notation: TokenStream,
    /// The knowledge: inherent methods of the game, each with the method of `Tactics` or
    /// `Endgame` it implements (its signature as the trait's, without `pos`, `Self::Moves`
    /// written `<Self as ::game_dsl::Game>::Moves`).
    knowledge: Vec<(Method, TokenStream)>,
    /// Implementations of the runtime's other traits for the game (a flank game's
    /// `flank::Board`), written after `impl Notation`.
    other: TokenStream,
}

impl Impls {
    /// Adds items of `impl Game`.
    pub(crate) fn rules(&mut self, items: TokenStream) -> &mut Self {
        self.rules.extend(items);
        self
    }

    /// Adds items of `impl Notation`.
    pub(crate) fn notation(&mut self, items: TokenStream) -> &mut Self {
        self.notation.extend(items);
        self
    }

    /// Adds the inherent method that implements `method` of the engine's knowledge.
    pub(crate) fn knows(&mut self, method: Method, item: TokenStream) -> &mut Self {
        self.knowledge.push((method, item));
        self
    }

    /// Adds an implementation of another of the runtime's traits for the game.
    pub(crate) fn other(&mut self, implementation: TokenStream) -> &mut Self {
        self.other.extend(implementation);
        self
    }

    /// Adds everything `other` holds, after what is here.
    pub(crate) fn append(&mut self, other: Impls) -> &mut Self {
        self.rules.extend(other.rules);
        self.notation.extend(other.notation);
        self.knowledge.extend(other.knowledge);
        self.other.extend(other.other);
        self
    }

    /// The implementations for the game `name`: for each capability it has, its inherent
    /// methods and `Knowledge<NAME>`'s implementation; then `impl Game`, `impl Notation` and
    /// the other traits.
    pub(crate) fn write(self, name: &Ident) -> TokenStream {
        let Impls {
            rules,
            notation,
            knowledge,
            other,
        } = self;
        let mut out = TokenStream::new();
        let mut accessors = TokenStream::new();
        for capability in [Capability::Tactics, Capability::Endgame] {
            let methods: Vec<_> = knowledge
                .iter()
                .filter(|(method, _)| method.capability() == capability)
                .collect();
            if methods.is_empty() {
                continue;
            }
            let (capability, accessor) = capability.names();
            let inherent = methods.iter().map(|(_, item)| item);
            let delegates = methods.iter().map(|(method, _)| method.delegate(name));
            let doc =
                format!(" The engine's `{capability}` of the game, read by `Knowledge<Self>`.");
            out.extend(quote! {
                #[doc = #doc]
                impl #name {
                    #(#inherent)*
                }

                impl ::game_dsl::#capability<#name> for ::game_dsl::Knowledge<#name> {
                    #(#delegates)*
                }
            });
            accessors.extend(quote! {
                #[::game_dsl::hot]
                fn #accessor() -> impl ::game_dsl::#capability<Self> {
                    ::game_dsl::Knowledge::new()
                }
            });
        }
        out.extend(quote! {
            impl ::game_dsl::Game for #name {
                #rules
                #accessors
            }

            impl ::game_dsl::Notation for #name {
                #notation
            }

            #other
        });
        out
    }
}

//! What an invalid declaration expands to besides its errors: the type, with an `impl Game`
//! whose bodies are never run, so that code using the game reports no secondary errors. The
//! accessors that functions named by `custom` read (`stones`, `owner`, `tokens`) are there too,
//! typed as the valid declaration would type them when the board's size can be read, and
//! `LIMIT` when a `limit` reads.

use proc_macro2::TokenStream;
use quote::quote;

use crate::ast::{Input, Value};
use crate::expand::bits_type;
use crate::geometry::{Board, MAX_CELLS};
use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Ident, Visibility};

/// The attributes, visibility and name of a declaration, if at least those parse.
struct Head {
    attrs: Vec<Attribute>,
    vis: Visibility,
    name: Ident,
}

impl Parse for Head {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let head = Head {
            attrs: input.call(Attribute::parse_outer)?,
            vis: input.parse()?,
            name: input.parse()?,
        };
        input.parse::<TokenStream>()?;
        Ok(head)
    }
}

/// The stand-in type for an invalid declaration, or nothing if even its name is missing.
pub fn expand(input: TokenStream) -> TokenStream {
    let Ok(Head { attrs, vis, name }) = syn::parse2::<Head>(input.clone()) else {
        return TokenStream::new();
    };
    let docs = attrs.iter().filter(|a| a.path().is_ident("doc"));
    let name_str = name.to_string();
    let accessors = accessors(input);
    quote! {
        #(#docs)*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
        #vis struct #name;

        impl ::game_dsl::Game for #name {
            type Move = ::game_dsl::Move;
            type Moves = ::game_dsl::MoveList<::game_dsl::Move, 1>;
            type MoveIter = ::core::iter::Empty<::game_dsl::Move>;
            const SCORING: ::game_dsl::Scoring = ::game_dsl::Scoring::Distance;
            fn start() -> Self { unreachable!() }
            fn side_to_move(&self) -> ::game_dsl::Player { unreachable!() }
            fn ply(&self) -> u32 { unreachable!() }
            fn moves(&self) -> Self::MoveIter { unreachable!() }
            fn play(&mut self, _: ::game_dsl::Move) { unreachable!() }
            fn terminal_value(&self) -> Option<i32> { unreachable!() }
            fn key(&self) -> u64 { unreachable!() }
        }

        impl ::game_dsl::Notation for #name {
            const NAME: &'static str = #name_str;
            fn parse_move(&self, _: &str) -> Result<::game_dsl::Move, ::game_dsl::MoveError> { unreachable!() }
            fn format_move(&self, _: ::game_dsl::Move) -> String { unreachable!() }
            fn parse_position(_: &str) -> Result<Self, ::game_dsl::PositionError> { unreachable!() }
            fn position_string(&self) -> String { unreachable!() }
            fn render(&self) -> String { unreachable!() }
        }

        impl #name {
            #accessors
        }
    }
}

/// The accessors of the generated type, if the sections that shape them can be read.
fn accessors(input: TokenStream) -> TokenStream {
    let Ok(input) = syn::parse2::<Input>(input) else {
        return TokenStream::new();
    };
    let limit = input
        .sections
        .iter()
        .find_map(|section| match &section.value {
            Value::Limit(n) => {
                let n = n.value;
                Some(quote!(pub const LIMIT: u32 = #n;))
            }
            _ => None,
        });
    let mut tokens = shape_accessors(&input);
    tokens.extend(limit);
    tokens
}

/// `WIDTH`, `HEIGHT`, `stones` and `owner` of a board, `tokens` of a pile, `piles` of piles.
fn shape_accessors(input: &Input) -> TokenStream {
    for section in &input.sections {
        match &section.value {
            Value::Board { width, height, .. } => {
                let cells = u64::from(width.value) * u64::from(height.value);
                if cells == 0 || cells > u64::from(MAX_CELLS) {
                    return TokenStream::new();
                }
                let board = Board {
                    width: width.value,
                    height: height.value,
                };
                let bits = bits_type(board);
                let (width, height) = (board.width as usize, board.height as usize);
                return quote! {
                    pub const WIDTH: usize = #width;
                    pub const HEIGHT: usize = #height;
                    pub fn stones(&self, _: ::game_dsl::Player) -> #bits { unreachable!() }
                    pub fn owner(&self, _: usize) -> Option<::game_dsl::Player> { unreachable!() }
                };
            }
            // One pile, however written, is the kernel of a lone pile's.
            Value::Pile(_) => return lone_pile(),
            Value::Piles(piles) if piles.sizes.len() == 1 => return lone_pile(),
            Value::Piles(_) => {
                return quote! {
                    pub fn piles(&self) -> &[u8] { unreachable!() }
                };
            }
            _ => {}
        }
    }
    TokenStream::new()
}

/// The methods of the kernel of a lone pile.
fn lone_pile() -> TokenStream {
    quote! {
        pub fn tokens(&self) -> u32 { unreachable!() }
    }
}

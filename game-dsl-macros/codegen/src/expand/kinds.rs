//! A game of kinds of pieces: a rules type implementing `game_dsl::kinds::KindRules` with the
//! declared constants, and the game, `Kinds<Rules>`. A declaration of kinds also defines a
//! `macro_rules!` macro holding its sections, through which a variant (`pub Antichess: Chess
//! { ... }`) is declared.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::Ident;

use super::{doc, hex, number};
use crate::kinds_model::{KindsGame, PartModel, PieceLook, RegionModel};
use crate::model::Game;

/// The rules type and the game.
pub fn expand(game: &Game, k: &KindsGame) -> TokenStream {
    let name = &game.name;
    let vis = &game.vis;
    let rules = format_ident!("{}Rules", name);
    let state = quote!(::game_dsl::kinds::Kinds<#rules>);
    let declared = super::declared(game, &state);
    let label = name.to_string();
    let (width, height) = (number(k.width), number(k.height));
    let kinds = k.kinds.iter().map(|kind| {
        let kind_name = &kind.name;
        let letter = kind.letter;
        let value = kind.value;
        let promote = match &kind.promote {
            Some(promotion) => {
                let (first, last) = (number(promotion.rows.0), number(promotion.rows.1));
                let to = promotion.to.iter().map(|&t| number(t));
                let optional = promotion.optional;
                quote!(Some(::game_dsl::kinds::Promotion {
                    rows: (#first, #last),
                    to: &[#(#to),*],
                    optional: #optional,
                }))
            }
            None => quote!(None),
        };
        let parts = kind.parts.iter().map(part);
        quote! {
            ::game_dsl::kinds::Kind {
                name: #kind_name,
                letter: #letter,
                value: #value,
                promote: #promote,
                parts: &[#(#parts),*],
            }
        }
    });
    let start = &k.start;
    let royal = match k.royal {
        Some(r) => {
            let r = number(r);
            quote!(Some(#r))
        }
        None => quote!(None),
    };
    let castles = k.castles.iter().map(|c| {
        let letter = c.letter;
        let player = number(c.player);
        let (r0, r1) = (number(c.royal.0), number(c.royal.1));
        let (p0, p1) = (number(c.partner.0), number(c.partner.1));
        let (empty, safe) = (hex(c.empty), hex(c.safe));
        quote! {
            ::game_dsl::kinds::Castle {
                letter: #letter,
                player: #player,
                royal: (#r0, #r1),
                partner: (#p0, #p1),
                empty: #empty,
                safe: #safe,
            }
        }
    });
    let quiet = match k.quiet {
        Some(q) => {
            let q = number(q);
            quote!(Some(#q))
        }
        None => quote!(None),
    };
    let repeat = match k.repeat {
        Some(n) => {
            let n = number(n);
            quote!(Some(#n))
        }
        None => quote!(None),
    };
    // Written only where declared (the default is none).
    let perpetual = k.perpetual.map(|n| {
        let n = number(n);
        quote!(const PERPETUAL: ::core::option::Option<u32> = Some(#n);)
    });
    // The moves kept for the repetition rule: none without it.
    let line = if k.repeat.is_some() {
        quote!([u16; ::game_dsl::kinds::LINE])
    } else {
        quote!([u16; 0])
    };
    let (insufficient, alone, same_colour) = match k.insufficient {
        Some((alone, same)) => (true, alone, same),
        None => (false, 0, 0),
    };
    let sides = k
        .sides
        .as_ref()
        .map(|[a, b]| quote!(const SIDES: [&'static str; 2] = [#a, #b];));
    let cells = k.crossings.then(|| cells(k));
    let plain = k.plain.then(|| {
        quote!(
            const CHECKERED: bool = false;
        )
    });
    let stones = match k.stones {
        PieceLook::Stones => None,
        PieceLook::Figurines => Some(quote!(::game_dsl::Stones::Figurines)),
        PieceLook::Wedges => Some(quote!(::game_dsl::Stones::Wedges)),
    }
    .map(|stones| quote!(const STONES: ::game_dsl::Stones = #stones;));
    let limit = match k.limit {
        Some(q) => {
            let q = number(q);
            quote!(Some(#q))
        }
        None => quote!(None),
    };
    // The bitboard: the narrowest integer with a bit per cell.
    let bits = Ident::new(
        if k.width * k.height <= 64 {
            "u64"
        } else {
            "u128"
        },
        Span::call_site(),
    );
    // The hands: none (a type with nothing in it) or pockets.
    let hand = if k.hand.is_some() {
        quote!(::game_dsl::kinds::Pockets<#bits>)
    } else {
        quote!(::game_dsl::kinds::NoHand)
    };
    let demote = k.hand == Some(true);
    let drops = k.drops.iter().map(|(kind, r)| {
        let kind = number(*kind);
        let r = region(*r);
        quote!((#kind, #r))
    });
    let blocked = k.blocked;
    let compulsory = k.capture_compulsory;
    // The move list: wider for hands on more than 64 cells (drops everywhere).
    let moves = if k.hand.is_some() && k.width * k.height > 64 {
        quote!(::game_dsl::moves::MoveList<::game_dsl::Move, { ::game_dsl::kinds::MAX_MOVES_WIDE }>)
    } else {
        quote!(::game_dsl::moves::MoveList<::game_dsl::Move, { ::game_dsl::kinds::MAX_MOVES }>)
    };
    // The kinds' sets: 8 or 16.
    let sets = if k.kinds.len() <= 8 {
        quote!([#bits; 8])
    } else {
        quote!([#bits; 16])
    };
    let (once, no_mate) = (
        proc_macro2::Literal::u16_unsuffixed(k.drop_once_per_column),
        proc_macro2::Literal::u16_unsuffixed(k.drop_no_mate),
    );
    let enter = match &k.enter {
        Some(((first, last), win, points)) => {
            let (first, last, win) = (number(*first), number(*last), number(*win));
            let points = points.iter().map(|&(kind, p)| {
                let (kind, p) = (number(kind), number(p));
                quote!((#kind, #p))
            });
            quote!(Some(::game_dsl::kinds::Enter {
                rows: (#first, #last),
                win: #win,
                points: &[#(#points),*],
            }))
        }
        None => quote!(None),
    };
    let style = if k.sfen {
        quote!(::game_dsl::kinds::Style::Sfen)
    } else {
        quote!(::game_dsl::kinds::Style::Fen)
    };
    let custom_end = game
        .end
        .as_ref()
        .map(|end| super::custom::binding(end, Some((name, &state))));
    let rules_doc = doc(format!(
        "The rules of [`{name}`], as the constants of its declaration."
    ));
    quote! {
        #[doc = #rules_doc]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
        #vis struct #rules;

        #declared

        impl ::game_dsl::kinds::KindRules for #rules {
            type Bits = #bits;
            type Sets = #sets;
            type Moves = #moves;
            type Line = #line;
            type Hand = #hand;
            const DEMOTE: bool = #demote;
            const DROP_ONCE_PER_COLUMN: u16 = #once;
            const DROP_NO_MATE: u16 = #no_mate;
            const STYLE: ::game_dsl::kinds::Style = #style;
            const ENTER: ::core::option::Option<::game_dsl::kinds::Enter> = #enter;
            const DROPS: &'static [(u8, ::game_dsl::kinds::Region)] = &[#(#drops),*];
            const NAME: &'static str = #label;
            const WIDTH: u32 = #width;
            const HEIGHT: u32 = #height;
            const KINDS: &'static [::game_dsl::kinds::Kind] = &[#(#kinds),*];
            const START: &'static str = #start;
            const ROYAL: ::core::option::Option<u8> = #royal;
            const CASTLES: &'static [::game_dsl::kinds::Castle] = &[#(#castles),*];
            const BLOCKED: i32 = #blocked;
            const CAPTURE_COMPULSORY: bool = #compulsory;
            const QUIET: ::core::option::Option<u32> = #quiet;
            const LIMIT: ::core::option::Option<u32> = #limit;
            const REPEAT: ::core::option::Option<u32> = #repeat;
            #perpetual
            const INSUFFICIENT: bool = #insufficient;
            const ALONE: u8 = #alone;
            const SAME_COLOUR: u8 = #same_colour;
            #custom_end
            const TABLES: &'static ::game_dsl::kinds::Tables<#bits> =
                &::game_dsl::kinds::Tables::<#bits>::build(
                    Self::WIDTH,
                    Self::HEIGHT,
                    Self::KINDS,
                    Self::CASTLES,
                    Self::DROPS,
                );
            #sides
            #cells
            #plain
            #stones
        }
    }
}

/// `const CELLS` of a board drawn as lines with the pieces on their crossings: broken between
/// the two halves where a kind is confined to a half (xiangqi's river), and each rectangle that
/// confines a kind crossed by its diagonals, as the first player and the second see it (the
/// palaces).
fn cells(k: &KindsGame) -> TokenStream {
    let regions = || {
        k.kinds
            .iter()
            .flat_map(|kind| &kind.parts)
            .flat_map(|part| match part {
                PartModel::Leap { within, from, .. } => vec![*within, *from],
                _ => Vec::new(),
            })
    };
    let halves = regions().any(|r| matches!(r, RegionModel::OwnHalf | RegionModel::OtherHalf));
    let gap = if halves {
        let row = number(k.height / 2 - 1);
        quote!(Some(#row))
    } else {
        quote!(None)
    };
    let mut crossed: Vec<[u32; 4]> = Vec::new();
    for region in regions() {
        if let RegionModel::Cells { columns, rows } = region {
            let (column, across) = (u32::from(columns.0), u32::from(columns.1 - columns.0) + 1);
            let down = u32::from(rows.1 - rows.0) + 1;
            // Rows count from 1 at the mover's edge: the first player's at the bottom.
            for top in [k.height - u32::from(rows.1), u32::from(rows.0) - 1] {
                let rectangle = [column, top, across, down];
                if !crossed.contains(&rectangle) {
                    crossed.push(rectangle);
                }
            }
        }
    }
    let crossed = crossed.iter().map(|&[column, top, across, down]| {
        let (column, top, across, down) =
            (number(column), number(top), number(across), number(down));
        quote!([#column, #top, #across, #down])
    });
    quote! {
        const CELLS: ::game_dsl::Cells = ::game_dsl::Cells::Crossings {
            gap: #gap,
            crossed: &[#(#crossed),*],
            stars: &[],
        };
    }
}

/// A part as the runtime's `Part`.
fn part(p: &PartModel) -> TokenStream {
    match p {
        PartModel::Leap {
            by: (f, s),
            all,
            onto,
            en_passant,
            blocked,
            within,
            from,
        } => {
            let images = Ident::new(if *all { "All" } else { "Mirror" }, Span::call_site());
            let onto = Ident::new(onto, Span::call_site());
            let blocked = match blocked {
                Some((bf, bs)) => quote!(Some((#bf, #bs))),
                None => quote!(None),
            };
            let (within, from) = (region(*within), region(*from));
            quote! {
                ::game_dsl::kinds::Part::Leap {
                    by: (#f, #s),
                    images: ::game_dsl::kinds::Images::#images,
                    onto: ::game_dsl::kinds::Onto::#onto,
                    en_passant: #en_passant,
                    blocked: #blocked,
                    within: #within,
                    from: #from,
                }
            }
        }
        PartModel::Slide { lines, onto, over } => {
            let lines = Ident::new(lines, Span::call_site());
            let onto = Ident::new(onto, Span::call_site());
            let over = number(*over);
            quote! {
                ::game_dsl::kinds::Part::Slide {
                    lines: ::game_dsl::kinds::Lines::#lines,
                    onto: ::game_dsl::kinds::Onto::#onto,
                    over: #over,
                }
            }
        }
        PartModel::Run { cells, from_row } => {
            let (cells, from_row) = (number(*cells), number(*from_row));
            quote!(::game_dsl::kinds::Part::Run { cells: #cells, from_row: #from_row })
        }
    }
}

/// A region as the runtime's `Region`.
fn region(r: RegionModel) -> TokenStream {
    match r {
        RegionModel::Any => quote!(::game_dsl::kinds::Region::Any),
        RegionModel::OwnHalf => quote!(::game_dsl::kinds::Region::OwnHalf),
        RegionModel::OtherHalf => quote!(::game_dsl::kinds::Region::OtherHalf),
        RegionModel::Cells { columns, rows } => {
            let (c0, c1, r0, r1) = (
                number(columns.0),
                number(columns.1),
                number(rows.0),
                number(rows.1),
            );
            quote!(::game_dsl::kinds::Region::Cells { columns: (#c0, #c1), rows: (#r0, #r1) })
        }
    }
}

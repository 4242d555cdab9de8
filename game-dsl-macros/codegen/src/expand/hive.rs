//! Games of the hive (Hive): the type and its traits, over the runtime's `game_dsl::hive`,
//! called with the game's rules as a constant: its kinds with their parts, and each side's
//! slots numbered kind by kind.
//!
//! A position is `game_dsl::hive::Position` (each piece's cell and height, the cells held, the
//! piece moved last, the side, the plies); a move is a `game_dsl::Move` coded by its piece and
//! the cell it goes to. Moves are named from the position they are played in (the piece beside
//! the cell), so the notation's items read `self`.

use proc_macro2::TokenStream;
use quote::quote;

use super::custom::CustomEnd;
use super::traits::Impls;
use super::{doc, number, std_impls, type_header};
use crate::hive_model::Hive;
use crate::model::Game;

/// What a kind's parts say, for the rules' doc: `slides 1 cell`, `climbs`, ...
fn gait_words(bug: &crate::hive_model::Bug) -> String {
    let mut words = Vec::new();
    match bug.slide {
        0 => {}
        255 => words.push("slides any distance".to_string()),
        1 => words.push("slides 1 cell".to_string()),
        n => words.push(format!("slides exactly {n} cells")),
    }
    if bug.climb {
        words.push("climbs".to_string());
    }
    if bug.hop {
        words.push("hops over a line".to_string());
    }
    if bug.over > 0 {
        words.push(format!("walks {} over the hive and down", bug.over));
    }
    if bug.mimic {
        words.push("moves as the kinds it touches".to_string());
    }
    if bug.throw {
        words.push("lifts a touching piece over itself".to_string());
    }
    if words.is_empty() {
        words.push("never moves".to_string());
    }
    words.join(", ")
}

/// The type and `impl Game` of a game of the hive.
pub fn expand(game: &Game, hive: &Hive) -> TokenStream {
    let name = &game.name;
    let vis = &game.vis;
    let header = type_header(game);
    let name_str = name.to_string();
    let kinds = hive.bugs.iter().map(|bug| {
        let letter = bug.letter;
        let count = number(bug.count);
        let (slide, over) = (number(bug.slide), number(bug.over));
        let (climb, hop, mimic, throw) = (bug.climb, bug.hop, bug.mimic, bug.throw);
        quote! {
            ::game_dsl::hive::Kind {
                letter: #letter,
                count: #count,
                gait: ::game_dsl::hive::Gait {
                    slide: #slide,
                    climb: #climb,
                    hop: #hop,
                    over: #over,
                    mimic: #mimic,
                    throw: #throw,
                },
            }
        }
    });
    let slots = hive
        .bugs
        .iter()
        .enumerate()
        .flat_map(|(kind, bug)| (0..bug.count).map(move |_| number(kind as u32)));
    let first_slot = hive.bugs.iter().scan(0u32, |next, bug| {
        let first = *next;
        *next += bug.count;
        Some(number(first))
    });
    let kind_names = hive.bugs.iter().map(|bug| {
        let (letter, kind) = (bug.letter, bug.name.to_string());
        quote! {
            ::game_dsl::KindName { letter: #letter, name: #kind, promoted_from: None, value: 0 }
        }
    });
    let royal = number(hive.royal as u32);
    let royal_by = number(hive.royal_by);
    let royal_first = hive.royal_first;
    let limit = number(hive.limit);
    let pass = hive.pass;
    let sides = super::look::sides(game);
    let pieces: Vec<String> = hive
        .bugs
        .iter()
        .map(|bug| {
            format!(
                "{} {} ({}: {})",
                bug.count,
                bug.name,
                bug.letter,
                gait_words(bug)
            )
        })
        .collect();
    let royal_name = &hive.bugs[hive.royal].name;
    let rules_doc = doc(format!(
        "The rules: each side has {}; a piece enters touching its own side's pieces and none \
         of the other's, and pieces move once the side's {royal_name} is placed{}, never \
         splitting the hive; a side whose {royal_name} is surrounded loses{}; a side without a \
         move {}.",
        pieces.join(", "),
        if hive.royal_by > 0 {
            format!(" (by the side's turn {})", hive.royal_by)
        } else {
            String::new()
        },
        super::limit_words(hive.limit),
        if hive.pass { "passes" } else { "loses" },
    ));
    let end = CustomEnd(game.end.as_ref());
    let custom = end.inherent_impl(name);
    let rule_first = end.ending_first();
    let mut impls = Impls::default();
    impls
        .rules(super::runtime_rules(
            quote!(::game_dsl::hive),
            name,
            "The placements, then the moves of the pieces on the table, piece by piece.",
            "Ten times the pieces around the other side's royal piece less those around the mover's, plus the mover's pieces free to move less the other's.",
            end,
        ))
        .notation(quote! {
            const NAME: &'static str = #name_str;
            const LOOK: ::game_dsl::Look = ::game_dsl::Look {
                cells: ::game_dsl::Cells::Tiles,
                sides: #sides,
                ..::game_dsl::Look::DEFAULT
            };

            fn tiles(&self) -> Vec<::game_dsl::Tile> {
                ::game_dsl::hive::tiles(&Self::RULES, &self.0)
            }

            fn tile_move(&self, mv: Self::Move) -> Option<::game_dsl::TileMove> {
                ::game_dsl::hive::tile_move(&Self::RULES, &self.0, mv)
            }

            fn cell_name(cell: usize) -> Option<String> {
                ::game_dsl::hive::cell_name(&Self::RULES, cell)
            }

            fn kinds() -> Vec<::game_dsl::KindName> {
                vec![#(#kind_names),*]
            }

            fn hands(&self) -> Option<[Vec<(char, u32)>; 2]> {
                Some(::game_dsl::hive::hands(&Self::RULES, &self.0))
            }

            fn parse_move(&self, text: &str) -> Result<Self::Move, ::game_dsl::MoveError> {
                ::game_dsl::hive::parse_move(&Self::RULES, &self.0, text)
            }

            fn format_move(&self, mv: Self::Move) -> String {
                ::game_dsl::hive::format_move(&Self::RULES, &self.0, mv)
            }

            fn ending(&self) -> Option<::game_dsl::Ending> {
                #rule_first
                self.0.ending(&Self::RULES)
            }

            fn parse_position(text: &str) -> Result<Self, ::game_dsl::PositionError> {
                ::game_dsl::hive::parse_position(&Self::RULES, text).map(#name)
            }

            fn position_string(&self) -> String {
                ::game_dsl::hive::position_string(&Self::RULES, &self.0)
            }

            fn legend() -> &'static str {
                ::game_dsl::hive::LEGEND
            }

            fn render(&self) -> String {
                let status = ::game_dsl::notation::status(self);
                ::game_dsl::hive::render(&Self::RULES, &self.0, &status)
            }
        });
    let impls = impls.write(name);
    let std_impls = std_impls(name);

    quote! {
        #header
        #vis struct #name(::game_dsl::hive::Position);

        impl #name {
            #[doc = #rules_doc]
            pub const RULES: ::game_dsl::hive::HiveRules = ::game_dsl::hive::HiveRules {
                kinds: &[#(#kinds),*],
                slots: &[#(#slots),*],
                first_slot: &[#(#first_slot),*],
                royal: #royal,
                royal_by: #royal_by,
                royal_first: #royal_first,
                limit: #limit,
                pass: #pass,
            };

            /// The position (see [`game_dsl::hive`]).
            pub fn position(&self) -> &::game_dsl::hive::Position {
                &self.0
            }
        }

        #custom

        #impls

        #std_impls
    }
}

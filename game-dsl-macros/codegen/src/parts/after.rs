//! [`After`]: an action followed by an effect where its stone lands: custodial capture,
//! conversion of the neighbours, or capture of enclosed groups.

use proc_macro2::TokenStream;
use quote::quote;

use super::{DirConstants, Primitive, cell_names, direction_names};
use crate::geometry::{Board, Direction, Set};

/// What the landed stone does to the opponent's stones around it, as the runtime's
/// `game_dsl::pieces::Effect` of the same name.
pub enum Effect {
    /// `custodial [lines | N] DIRS`: captures each one next to it along one of the directions
    /// with a stone of the mover's right beyond (with `lines`, a line of them closed by one;
    /// with `N`, a line of exactly `N`).
    Custodial {
        /// The directions.
        dirs: Vec<Direction>,
        /// The stones of a line taken: exactly this many, or any number (`lines`).
        stones: Option<u32>,
        /// The cells that close a sandwich while empty (`against [cells]`).
        against: Set,
    },
    /// `convert DIRS`: turns each one next to it along one of the directions into the mover's.
    Convert(Vec<Direction>),
    /// `enclose DIRS [ko] [suicide]`: captures each group of them (joined along the
    /// directions) next to it left without a liberty; a move that leaves its own group without
    /// one is not legal, or with `suicide` takes that group. With `ko`, a single stone taken by
    /// a stone that landed among the opponent's is not retaken at once.
    Enclose {
        /// The directions.
        dirs: Vec<Direction>,
        /// Go's simple ko.
        ko: bool,
        /// Suicide a move, taking the mover's group.
        suicide: bool,
    },
}

/// `ACTION custodial DIRS`, `ACTION convert DIRS`: the action, then the effect where its stone
/// lands.
pub struct After {
    /// The action (a step, a slide, a jump, a single stone placed or dropped).
    pub part: Box<dyn Primitive>,
    /// What its stone does where it lands.
    pub effect: Effect,
}

impl Primitive for After {
    fn runtime_type(&self) -> TokenStream {
        let part = self.part.runtime_type();
        let effect = match self.effect {
            Effect::Custodial { .. } => quote!(::game_dsl::pieces::Custodial),
            Effect::Convert(_) => quote!(::game_dsl::pieces::Convert),
            Effect::Enclose { .. } => quote!(::game_dsl::pieces::Enclose),
        };
        quote!(::game_dsl::pieces::After<#part, #effect>)
    }

    fn constant(&self, board: Board, dirs: &mut DirConstants) -> TokenStream {
        let part = self.part.constant(board, dirs);
        let effect = match &self.effect {
            Effect::Custodial {
                dirs: d,
                stones,
                against,
            } => {
                let d = dirs.slice(d);
                let (least, most) = match stones {
                    Some(n) => (*n, *n),
                    None => (1, u32::MAX),
                };
                let against = crate::expand::pieces_mask(board, *against);
                quote!(::game_dsl::pieces::Custodial {
                    dirs: #d,
                    least: #least,
                    most: #most,
                    against: #against,
                })
            }
            Effect::Convert(d) => {
                let d = dirs.slice(d);
                quote!(::game_dsl::pieces::Convert { dirs: #d })
            }
            Effect::Enclose {
                dirs: d,
                ko,
                suicide,
            } => {
                let d = dirs.slice(d);
                quote!(::game_dsl::pieces::Enclose { dirs: #d, ko: #ko, suicide: #suicide })
            }
        };
        quote!(::game_dsl::pieces::After { part: #part, effect: #effect })
    }

    fn words(&self, who: &str, board: Board) -> String {
        let effect = match &self.effect {
            Effect::Custodial {
                dirs,
                stones,
                against,
            } => format!(
                "capturing each {} of the opponent's stones it then sandwiches {} against one of \
                 the mover's{}",
                match stones {
                    None => "line".to_string(),
                    Some(1) => "one".to_string(),
                    Some(n) => format!("line of exactly {n}"),
                },
                direction_names(dirs),
                if against.is_empty() {
                    String::new()
                } else {
                    format!(" or an empty cell of {}", cell_names(board, *against))
                }
            ),
            Effect::Convert(d) => format!(
                "turning the opponent's stones next to it {} into the mover's",
                direction_names(d)
            ),
            Effect::Enclose { dirs, ko, suicide } => format!(
                "capturing each group of the opponent's stones (joined {}) it leaves without a \
                 liberty, {}{}",
                direction_names(dirs),
                if *suicide {
                    "then its own group if it left it without one (suicide)"
                } else {
                    "and never leaving its own group without one"
                },
                if *ko {
                    "; a single stone it takes from among the opponent's is not retaken at once \
                     (ko)"
                } else {
                    ""
                }
            ),
        };
        format!("{}, {effect}", self.part.words(who, board))
    }

    /// A conversion counts as a capture too: searched first, counted by `quiet`, compulsory
    /// under `capture: compulsory`.
    fn captures(&self) -> bool {
        true
    }

    fn places(&self) -> bool {
        self.part.places()
    }

    fn moves_stones(&self) -> bool {
        self.part.moves_stones()
    }

    fn drops(&self) -> bool {
        self.part.drops()
    }

    fn flips(&self) -> bool {
        matches!(self.effect, Effect::Convert(_)) || self.part.flips()
    }

    fn moves_stone(&self) -> bool {
        self.part.moves_stone()
    }

    fn spills(&self) -> bool {
        self.part.spills()
    }

    fn kept_on_stack(&self) -> u32 {
        self.part.kept_on_stack()
    }

    fn most_moves(&self, board: Board, stones: u32) -> u32 {
        self.part.most_moves(board, stones)
    }
}

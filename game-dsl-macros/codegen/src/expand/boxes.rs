//! Games of edges and boxes (dots and boxes): the type and its traits, over the runtime's edge
//! work (`game_dsl::boxes`), called with the game's board as a constant.
//!
//! A position is the edges drawn (a `u128`: across in the low word, down in the high word,
//! rows padded to `W + 1` bits) and each side's boxes (a `u64` each); a move is a whole turn, the
//! set of edges drawn (`game_dsl::boxes::Lines`).

use proc_macro2::TokenStream;
use quote::quote;

use super::custom::CustomEnd;
use super::traits::Impls;
use super::{doc, number, side_and_ply, std_impls, type_header};
use crate::boxes_model::Boxes;
use crate::model::Game;

/// The type and `impl Game` of a game of edges and boxes.
pub fn expand(game: &Game, boxes: &Boxes) -> TokenStream {
    let name = &game.name;
    let vis = &game.vis;
    let header = type_header(game);
    let name_str = name.to_string();
    let look = super::look::edges(game, boxes.columns, boxes.rows);
    let columns = number(boxes.columns);
    let rows = number(boxes.rows);
    let again = boxes.again_on_box;
    let board_doc = doc(format!(
        "The board: {} x {} boxes, {} edges; {}.",
        boxes.columns,
        boxes.rows,
        boxes.edges(),
        if again {
            "a player who closes a box draws again"
        } else {
            "one edge a turn"
        }
    ));
    let end = CustomEnd(game.end.as_ref());
    let custom = end.inherent_impl(name);
    let (custom_first, custom_doc) = (end.value_first(), end.doc());
    let (no_moves, ending) = (end.no_moves(TokenStream::new()), end.ending());
    let side_ply = side_and_ply();
    let mut impls = Impls::default();
    impls
        .rules(quote! {
            type Move = ::game_dsl::boxes::Lines;
            type Moves = ::game_dsl::boxes::Turns;
            type MoveIter = ::game_dsl::boxes::TurnIter;

            const SCORING: ::game_dsl::Scoring = ::game_dsl::Scoring::Distance;

            fn start() -> Self {
                #name { edges: 0, owners: [0, 0], side: ::game_dsl::Player::First, ply: 0 }
            }

            #side_ply

            /// Every turn: each set of edges that the mover can draw in a row, every one but the
            /// last closing a box.
            #[inline]
            fn moves(&self) -> Self::MoveIter {
                let mut turns = ::game_dsl::boxes::Turns::new();
                self.generate_moves(&mut turns);
                turns.into_iter()
            }

            #[inline]
            fn generate_moves(&self, moves: &mut Self::Moves) {
                #no_moves
                if self.edges != Self::ALL {
                    ::game_dsl::boxes::turns(&Self::RULES, self.edges, moves);
                }
            }

            /// Draws the turn's edges; the boxes they close are the mover's.
            #[inline]
            fn play(&mut self, mv: Self::Move) {
                let closed = ::game_dsl::boxes::play(&Self::RULES, &mut self.edges, mv);
                self.owners[self.side.index()] |= closed;
                self.side = self.side.opponent();
                self.ply = self.ply.wrapping_add(1);
            }

            /// When every edge is drawn: more boxes wins, as many draws.
            #custom_doc
            #[inline]
            fn terminal_value(&self) -> Option<i32> {
                #custom_first
                if self.edges != Self::ALL {
                    return None;
                }
                let side = self.side.index();
                Some(::game_dsl::boxes::most(self.owners[side], self.owners[1 - side]))
            }

            /// The boxes held, the mover's less the opponent's.
            #[inline]
            fn evaluate(&self) -> i32 {
                let side = self.side.index();
                self.owners[side].count_ones() as i32 - self.owners[1 - side].count_ones() as i32
            }

            /// The edges and the boxes held.
            #[inline]
            fn key(&self) -> u64 {
                ::game_dsl::hash::hash_words(
                    &[self.edges as u64, (self.edges >> 64) as u64, self.owners[0], self.owners[1]],
                    self.side.index(),
                )
            }

            /// A turn draws at least one edge.
            #[inline]
            fn plies_left_bound(&self) -> u32 {
                (Self::ALL & !self.edges).count_ones()
            }
        })
        .notation(quote! {
            const NAME: &'static str = #name_str;
            #look

            #ending

            /// An edge's name, in the order of the position's text.
            fn cell_name(cell: usize) -> Option<String> {
                ::game_dsl::boxes::edge_at(&Self::RULES, cell)
            }

            fn parse_move(&self, text: &str) -> Result<Self::Move, ::game_dsl::MoveError> {
                ::game_dsl::boxes::parse_turn(&Self::RULES, text)
            }

            fn format_move(&self, mv: Self::Move) -> String {
                ::game_dsl::boxes::format_turn(&Self::RULES, mv)
            }

            fn parse_position(text: &str) -> Result<Self, ::game_dsl::PositionError> {
                let (edges, owners, side) = ::game_dsl::boxes::parse_position(&Self::RULES, text)?;
                Ok(#name { edges, owners, side, ply: 0 })
            }

            fn position_string(&self) -> String {
                ::game_dsl::boxes::position_string(&Self::RULES, self.edges, self.owners, self.side)
            }

            fn legend() -> &'static str {
                ::game_dsl::boxes::LEGEND
            }

            fn render(&self) -> String {
                let status = ::game_dsl::notation::status(self);
                ::game_dsl::boxes::render(&Self::RULES, self.edges, self.owners, &status)
            }
        });
    let impls = impls.write(name);
    let std_impls = std_impls(name);

    quote! {
        #header
        #vis struct #name {
            /// The edges drawn: across in the low word, down in the high word.
            edges: u128,
            /// The boxes X and O hold.
            owners: [u64; 2],
            /// The player to move.
            side: ::game_dsl::Player,
            /// Plies (turns) played.
            ply: u16,
        }

        impl #name {
            #[doc = #board_doc]
            pub const RULES: ::game_dsl::boxes::EdgeBoard = ::game_dsl::boxes::EdgeBoard {
                columns: #columns,
                rows: #rows,
                again_on_box: #again,
            };
            /// Every edge of the board.
            pub const ALL: u128 = Self::RULES.all_edges();

            /// The edges drawn (see [`game_dsl::boxes`]).
            pub fn edges(&self) -> u128 {
                self.edges
            }

            /// The boxes `player` holds, a bit each (box `(r, c)` at bit `r * (W + 1) + c`).
            pub fn boxes(&self, player: ::game_dsl::Player) -> u64 {
                self.owners[player.index()]
            }
        }

        #custom

        #impls

        #std_impls
    }
}

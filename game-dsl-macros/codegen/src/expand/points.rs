//! Games of points joined by lines (morris): the type and its traits, over the runtime's graph
//! work (`game_dsl::points`), called with the game's rules as a constant.
//!
//! A position is `game_dsl::points::Position` (each side's stones, a `u32`, the stones in hand,
//! the side to move, the turns played); a move is a whole turn, `game_dsl::points::Turn` (the
//! stone placed or moved and the stone its mill removes).

use proc_macro2::TokenStream;
use quote::quote;

use super::custom::CustomEnd;
use super::traits::Impls;
use super::{doc, number, std_impls, type_header};
use crate::model::Game;
use crate::points_model::Points;

/// The type and `impl Game` of a game of points.
pub fn expand(game: &Game, points: &Points) -> TokenStream {
    let name = &game.name;
    let vis = &game.vis;
    let header = type_header(game);
    let name_str = name.to_string();
    let squares = number(points.squares);
    let point_count = number(8 * points.squares);
    // Each square's 8 sides' halves, and 4 lines between each square and the next.
    let line_count = number(8 * points.squares + 4 * (points.squares - 1));
    let hand = number(points.hand);
    let step = points.step;
    let fly = number(points.fly);
    let remove = points.remove_on_mill;
    let fewer = number(points.fewer);
    let limit = number(points.limit);
    let sides = super::look::sides(game);
    let board_doc = doc(format!(
        "The rules: {} nested squares ({} points); {} stones a side placed from the hand{}{}{}{}{}.",
        points.squares,
        8 * points.squares,
        points.hand,
        if points.step {
            ", then stepped along the lines"
        } else {
            ""
        },
        if points.fly > 0 {
            format!(", flown with {} stones or fewer", points.fly)
        } else {
            String::new()
        },
        if remove {
            "; a mill removes an opponent's stone"
        } else {
            ""
        },
        if points.fewer > 0 {
            format!("; a side with fewer than {} stones loses", points.fewer)
        } else {
            String::new()
        },
        if points.limit > 0 {
            format!("; drawn after {} turns", points.limit)
        } else {
            String::new()
        },
    ));
    let end = CustomEnd(game.end.as_ref());
    let custom = end.inherent_impl(name);
    let (custom_first, custom_doc) = (end.value_first(), end.doc());
    let (no_moves, rule_first) = (end.no_moves(TokenStream::new()), end.ending_first());
    let side_ply = super::side_and_ply_of(quote!(self.0));
    let mut impls = Impls::default();
    impls
        .rules(quote! {
            type Move = ::game_dsl::points::Turn;
            type Moves = ::game_dsl::points::Turns;
            type MoveIter = ::game_dsl::points::TurnIter;

            const SCORING: ::game_dsl::Scoring = ::game_dsl::Scoring::Distance;

            fn start() -> Self {
                #name(::game_dsl::points::Position::start(&Self::RULES))
            }

            #side_ply

            /// Every turn: a stone placed, stepped or flown, and the stone its mill removes.
            #[inline]
            fn moves(&self) -> Self::MoveIter {
                let mut turns = ::game_dsl::points::Turns::new();
                self.generate_moves(&mut turns);
                turns.into_iter()
            }

            #[inline]
            fn generate_moves(&self, moves: &mut Self::Moves) {
                #no_moves
                self.0.turns(&Self::RULES, moves);
            }

            #[inline]
            fn play(&mut self, mv: Self::Move) {
                self.0.play(mv);
            }

            #custom_doc

            #[inline]
            fn terminal_value(&self) -> Option<i32> {

                #custom_first
                self.0.value(&Self::RULES)
            }

            /// The stones, in hand and on the board, the mover's less the opponent's.
            #[inline]
            fn evaluate(&self) -> i32 {
                self.0.material()
            }

            /// The stones, the stones in hand and, with a limit, the turns played.
            #[inline]
            fn key(&self) -> u64 {
                let p = &self.0;
                let ply = if Self::RULES.limit > 0 { u64::from(p.ply) } else { 0 };
                ::game_dsl::hash::hash_words(
                    &[
                        u64::from(p.stones[0]) | u64::from(p.stones[1]) << 32,
                        u64::from(p.hand[0]) | u64::from(p.hand[1]) << 8 | ply << 16,
                    ],
                    p.side.index(),
                )
            }

            /// The turns left before the limit.
            #[inline]
            fn plies_left_bound(&self) -> u32 {
                if Self::RULES.limit > 0 {
                    u32::from(Self::RULES.limit.saturating_sub(self.0.ply))
                } else {
                    ::game_dsl::score::MAX_DISTANCE as u32 - 1
                }
            }
        })
        .notation(quote! {
            const NAME: &'static str = #name_str;
            const LOOK: ::game_dsl::Look = ::game_dsl::Look {
                cells: ::game_dsl::Cells::Points {
                    size: Self::RULES.board.size,
                    points: &Self::POINTS,
                    lines: &Self::LINES,
                },
                checkered: None,
                stones: ::game_dsl::Stones::Stones,
                kings: false,
                arrows: false,
                turns: false,
                blocks: None,
                names: ::game_dsl::Names::Algebraic,
                sides: #sides,
            };

            /// A point's name, in the order of the position's text.
            fn cell_name(cell: usize) -> Option<String> {
                (cell < Self::RULES.board.points).then(|| Self::RULES.board.name(cell))
            }

            fn parse_move(&self, text: &str) -> Result<Self::Move, ::game_dsl::MoveError> {
                ::game_dsl::points::parse_turn(&Self::RULES.board, text)
            }

            fn format_move(&self, mv: Self::Move) -> String {
                ::game_dsl::points::format_turn(&Self::RULES.board, mv)
            }

            fn ending(&self) -> Option<::game_dsl::Ending> {
                #rule_first
                self.0.ending(&Self::RULES)
            }

            fn parse_position(text: &str) -> Result<Self, ::game_dsl::PositionError> {
                ::game_dsl::points::parse_position(&Self::RULES, text).map(#name)
            }

            fn position_string(&self) -> String {
                ::game_dsl::points::position_string(&Self::RULES, &self.0)
            }

            fn legend() -> &'static str {
                ::game_dsl::points::LEGEND
            }

            fn render(&self) -> String {
                let status = ::game_dsl::notation::status(self);
                ::game_dsl::points::render(&Self::RULES.board, &self.0, &status)
            }
        });
    let impls = impls.write(name);
    let std_impls = std_impls(name);

    quote! {
        #header
        #vis struct #name(::game_dsl::points::Position);

        impl #name {
            #[doc = #board_doc]
            pub const RULES: ::game_dsl::points::PointRules = ::game_dsl::points::PointRules {
                board: ::game_dsl::points::PointBoard::morris(#squares),
                hand: #hand,
                step: #step,
                fly: #fly,
                remove_on_mill: #remove,
                fewer: #fewer,
                limit: #limit,
            };
            /// Each point's column and row from the top left, for the look.
            const POINTS: [(u8, u8); #point_count] = Self::RULES.board.coords_array::<#point_count>();
            /// The lines joining the points, for the look.
            const LINES: [(u8, u8); #line_count] = Self::RULES.board.lines_array::<#line_count>();

            /// The position (see [`game_dsl::points`]).
            pub fn position(&self) -> &::game_dsl::points::Position {
                &self.0
            }
        }

        #custom

        #impls

        #std_impls
    }
}

//! Movement games (`moves: step`, Kono): a move takes a stone of the mover one cell in one of
//! the declared directions onto an empty cell; nothing is captured. A side wins when its stones
//! stand on every cell the other side started on (`win: occupy`); a side that cannot move
//! passes or ends the game (`pass`, `blocked`); the game is a draw after `limit` plies.
//!
//! The moves of all stones are found at once, direction by direction: the stones that have a
//! neighbour that way (a mask, so that no step wraps around an edge), shifted by the direction's
//! offset in bits, onto the empty cells. A move is coded `from * cells + to`, `from` being the
//! target less the offset. The win is one test of the last mover's stones against its goal.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::eval::signed;
use super::{Context, Rules};
use crate::expand::traits::{Impls, Method};
use crate::expand::{doc, hex, number};
use crate::geometry::{Axis, Direction, StepDirections, steps};
use crate::model::{Blocked, GridMoves};

/// The directions of the game's steps.
fn directions(cx: &Context) -> &'static [Direction] {
    match cx.grid.moves {
        GridMoves::Step(directions) => steps(directions),
        _ => unreachable!("step rules are generated for `step` games"),
    }
}

/// The most moves a position can have: a step from each cell to each neighbour, and the pass.
pub fn max_moves(cx: &Context, directions: StepDirections) -> u32 {
    cx.board.step_pairs(steps(directions)) + u32::from(cx.grid.pass)
}

/// The constant of a direction: `STEP_UP_LEFT`.
fn constant(direction: &Direction) -> Ident {
    format_ident!("STEP_{}", direction.name)
}

/// The cells that `stones` (an expression) reach by a step along `direction`.
fn shifted(cx: &Context, direction: &Direction, stones: &TokenStream) -> TokenStream {
    let c = constant(direction);
    if cx.board.shift(*direction) > 0 {
        quote!((#stones & Self::#c.1) << Self::#c.0)
    } else {
        quote!((#stones & Self::#c.1) >> Self::#c.0)
    }
}

/// The rules of a movement game.
pub(super) fn rules(cx: &Context, name: &Ident) -> Rules {
    let bits = &cx.bits;
    let board = cx.board;
    let grid = cx.grid;
    let directions = directions(cx);
    let count = number(directions.len() as u32);
    let (width, height, cells) = (
        number(board.width),
        number(board.height),
        number(board.cells()),
    );
    let constants = directions.iter().map(|d| {
        let name = constant(d);
        let shift = board.shift(*d);
        let (by, toward) = (
            number(shift.unsigned_abs()),
            if shift > 0 { "higher" } else { "lower" },
        );
        let sources = hex(board.step_sources(*d).low());
        let text = doc(format!(
            "Steps {}: the bits a stone moves by (towards {toward} bits), and the cells it can step from that way.",
            d.description
        ));
        quote! {
            #[doc = #text]
            const #name: (u32, #bits) = (#by, #sources);
        }
    });
    let offsets = directions.iter().map(|d| signed(board.shift(*d)));
    let stones = quote!(stones);
    let each: Vec<TokenStream> = directions.iter().map(|d| shifted(cx, d, &stones)).collect();
    let names: Vec<&str> = directions.iter().map(|d| d.description).collect();
    let stepped_doc = doc(format!(
        "The cells the stones of `stones` reach by one step, direction by direction ({}), \
         occupied or not.",
        names.join(", ")
    ));

    let pass = grid.pass;
    let over = cx
        .end
        .or_over(quote!(self.won() || u32::from(self.ply) >= Self::LIMIT));
    let (custom_first, custom_doc) = (cx.end.value_first(), cx.end.doc());
    let blocked = match grid.blocked {
        Some(rule) => {
            let value = signed(rule.value());
            quote!(Some(#value))
        }
        None => quote! {
            if Self::reach(self.theirs) & empty != 0 {
                None
            } else {
                Some(0)
            }
        },
    };
    let blocked_text = match grid.blocked {
        Some(Blocked::Lose) => "a side that cannot move loses",
        Some(Blocked::Draw) => "a side that cannot move draws",
        Some(Blocked::Win) => "a side that cannot move wins",
        None => "a side that cannot move passes, and the game is a draw when neither can",
    };
    let zeros = quote!([0; #count]);
    let moves = if pass {
        quote! {
            /// The steps of the player to move, onto empty cells; the pass alone when it has none
            /// and the other side can move.
            #[inline]
            fn moves(&self) -> Self::MoveIter {
                let (over, empty) = (self.over(), self.empty());
                let targets = if over { #zeros } else { Self::step_targets(self.mine, empty) };
                let may_pass = !over
                    && targets.iter().all(|&cells| cells == 0)
                    && Self::reach(self.theirs) & empty != 0;
                ::game_dsl::bits::Steps::new(targets, Self::STEP_OFFSETS, #cells, may_pass)
            }
        }
    } else {
        quote! {
            /// The steps of the player to move, onto empty cells.
            #[inline]
            fn moves(&self) -> Self::MoveIter {
                let targets = if self.over() {
                    #zeros
                } else {
                    Self::step_targets(self.mine, self.empty())
                };
                ::game_dsl::bits::Steps::new(targets, Self::STEP_OFFSETS, #cells, false)
            }
        }
    };
    let step_stone = quote! {
        let (from, to) = (mv.index() / #cells, mv.index() % #cells);
        self.mine ^= (1 << from) | (1 << to);
    };
    let step_stone = if pass {
        quote! {
            if !mv.is_pass() {
                #step_stone
            }
        }
    } else {
        step_stone
    };
    let terminal_doc = doc(format!(
        "Over when the last mover occupies its goal (it won), at the limit of {} plies (a \
         draw), or when the side to move cannot move: {}.",
        grid.limit.unwrap_or(0),
        blocked_text
    ));
    let play_items = quote! {
        #moves

        /// Always inlined: the searches copy a position and play on the copy.
        #[inline(always)]
        fn play(&mut self, mv: ::game_dsl::Move) {
            #step_stone
            ::core::mem::swap(&mut self.mine, &mut self.theirs);
            self.side = self.side.opponent();
            self.ply += 1;
        }

        #[doc = #terminal_doc]
        #custom_doc
        #[inline]
        fn terminal_value(&self) -> Option<i32> {
            #custom_first
            if self.won() {
                return Some(-1);
            }
            if u32::from(self.ply) >= Self::LIMIT {
                return Some(0);
            }
            let empty = self.empty();
            if Self::reach(self.mine) & empty != 0 {
                None
            } else {
                #blocked
            }
        }
    };

    // Every win is made by a step onto the goal, and with `blocked: lose` by blocking the
    // opponent as well: the list of the moves that do not lose at once is exact only without
    // the blocking win, and with a blocked side's win (`blocked: win`) a move may lose at once
    // by blocking the opponent.
    let exact_threats = matches!(grid.blocked, None | Some(Blocked::Draw));
    let pass_guard = if pass {
        quote! {
            if targets.iter().all(|&cells| cells == 0) {
                // The pass: let the search look.
                return false;
            }
        }
    } else {
        TokenStream::new()
    };
    let non_losing = exact_threats.then(|| {
        quote! {
            /// The opponent wins at once when its goal lacks one cell, empty after our move, next
            /// to one of its stones off the goal: then a stone of ours must step onto that cell,
            /// or stay on it. No threat matters on the last ply before the limit.
            #[inline]
            fn non_losing_moves(&self, moves: &mut <Self as ::game_dsl::Game>::Moves) -> bool {
                let empty = self.empty();
                let targets = Self::step_targets(self.mine, empty);
                #pass_guard
                let goal = self.their_goal();
                let missing = goal & !self.theirs;
                let threat = u32::from(self.ply) + 1 < Self::LIMIT
                    && missing.count_ones() == 1
                    && Self::reach(self.theirs & !goal) & missing != 0;
                let safe = if !threat {
                    targets
                } else if missing & self.mine != 0 {
                    Self::step_targets(self.mine & !missing, empty)
                } else {
                    targets.map(|cells| cells & missing)
                };
                moves.extend(::game_dsl::bits::Steps::new(safe, Self::STEP_OFFSETS, #cells, false));
                true
            }
        }
    });
    let winning_move = quote! {
        /// A step that completes the mover's occupation: its goal lacks one cell, empty, next
        /// to a stone of the mover that stands off the goal.
        #[inline]
        fn winning_move(&self) -> Option<::game_dsl::Move> {
            let goal = self.goal();
            let missing = goal & !self.mine;
            if missing.count_ones() != 1 || missing & self.theirs != 0 {
                return None;
            }
            let onto = Self::stepped(self.mine & !goal).map(|cells| cells & missing);
            ::game_dsl::bits::Steps::new(onto, Self::STEP_OFFSETS, #cells, false).next()
        }
    };

    let (progress, progress_doc) = progress_table(cx);
    let pass_hint = if pass {
        quote! {
            if mv.is_pass() {
                return 0;
            }
        }
    } else {
        TokenStream::new()
    };
    let ply_status = quote!(format!(
        "{}, ply {} of {}",
        ::game_dsl::notation::status(self),
        self.ply,
        Self::LIMIT
    ));
    let mut game_items = Impls::default();
    game_items.rules(quote! {
        /// Steps forward first (towards the other side's start), then steps onto the cells to
        /// occupy, by `PROGRESS`.
        #[inline]
        fn order_hint(&self, mv: ::game_dsl::Move) -> i32 {
            #pass_hint
            let progress = &Self::PROGRESS[self.side.index()];
            let (from, to) = (mv.index() / #cells, mv.index() % #cells);
            i32::from(progress[to]) - i32::from(progress[from])
        }

        /// The plies left before the limit.
        #[inline]
        fn plies_left_bound(&self) -> u32 {
            Self::LIMIT - u32::from(self.ply)
        }
    });
    if super::moves::has_tactics(cx) {
        game_items.knows(Method::WinningMove, winning_move);
        if let Some(non_losing) = non_losing {
            game_items.knows(Method::NonLosingMoves, non_losing);
        }
    }
    game_items.notation(quote! {
        fn parse_move(&self, text: &str) -> Result<::game_dsl::Move, ::game_dsl::MoveError> {
            ::game_dsl::notation::parse_step(text, #width, #height, #pass)
        }

        fn format_move(&self, mv: ::game_dsl::Move) -> String {
            ::game_dsl::notation::format_step(mv, #width, #height)
        }

        fn legend() -> &'static str {
            ::game_dsl::notation::LEGEND_REACH
        }

        /// The board with its coordinates; `.` marks the empty cells a stone of the side to move
        /// can step to; then the plies played.
        fn render(&self) -> String {
            let reach = if self.over() { 0 } else { Self::reach(self.mine) & self.empty() };
            ::game_dsl::notation::render_lettered(
                #width,
                #height,
                |cell| self.owner(cell),
                |cell| reach >> cell & 1 == 1,
                &#ply_status,
            )
        }
    });

    let first = quote!(::game_dsl::Player::First);
    let inherent = quote! {
        #(#constants)*
        /// The offset in bits of a step in each direction (`to - from`), in the order of the moves.
        const STEP_OFFSETS: [i32; #count] = [#(#offsets),*];
        #[doc = #progress_doc]
        const PROGRESS: [[i8; #cells]; 2] = #progress;

        #[doc = #stepped_doc]
        #[inline(always)]
        fn stepped(stones: #bits) -> [#bits; #count] {
            [#(#each),*]
        }

        /// Every cell the stones of `stones` reach by one step, occupied or not.
        #[inline(always)]
        fn reach(stones: #bits) -> #bits {
            #(#each)|*
        }

        /// The empty cells the stones of `stones` reach by one step, direction by direction.
        #[inline(always)]
        fn step_targets(stones: #bits, empty: #bits) -> [#bits; #count] {
            Self::stepped(stones).map(|cells| cells & empty)
        }

        /// The number of steps the stones of `stones` can make onto `empty` cells.
        #[inline]
        fn step_count(stones: #bits, empty: #bits) -> u32 {
            Self::step_targets(stones, empty).iter().map(|cells| cells.count_ones()).sum()
        }

        /// The cells the player to move must occupy: those the other side starts on.
        #[inline(always)]
        fn goal(&self) -> #bits {
            if self.side == #first { Self::START_O } else { Self::START_X }
        }

        /// The cells the other player must occupy: those the player to move starts on.
        #[inline(always)]
        fn their_goal(&self) -> #bits {
            if self.side == #first { Self::START_X } else { Self::START_O }
        }

        /// Whether the player who just moved occupies its goal: it has won.
        #[inline(always)]
        fn won(&self) -> bool {
            let goal = self.their_goal();
            self.theirs & goal == goal
        }

        /// Whether the game is over whoever can move: won, or at the limit.
        #[inline(always)]
        fn over(&self) -> bool {
            #over
        }
    };

    Rules {
        fields: TokenStream::new(),
        start_fields: TokenStream::new(),
        inherent,
        move_iter: quote!(::game_dsl::bits::Steps<#bits, #count>),
        scoring: quote!(::game_dsl::Scoring::Distance),
        play_items,
        game_items,
        from_stones: quote! {
            /// The position from each player's stones and the side to move, checked: each side
            /// has the stones it starts with (none is ever added or taken), and the side to move
            /// has not won already. The plies played are set by the caller.
            fn from_stones(
                stones: [#bits; 2],
                side: ::game_dsl::Player,
                text: &str,
            ) -> ::core::result::Result<Self, ::game_dsl::PositionError> {
                for (player, start) in [(#first, Self::START_X), (::game_dsl::Player::Second, Self::START_O)] {
                    let (have, keep) = (stones[player.index()].count_ones(), start.count_ones());
                    if have != keep {
                        return Err(::game_dsl::PositionError::new(
                            text,
                            format!(
                                "{} has {have} stones; in this game each side keeps the {keep} it starts with",
                                player.symbol()
                            ),
                        ));
                    }
                }
                let (mine, theirs) = (stones[side.index()], stones[side.opponent().index()]);
                let goal = if side == #first { Self::START_O } else { Self::START_X };
                if mine & goal == goal {
                    return Err(::game_dsl::PositionError::new(
                        text,
                        format!(
                            "{} is to move but already occupies every cell {} starts on: the game would be over",
                            side.symbol(),
                            side.opponent().symbol()
                        ),
                    ));
                }
                Ok(#name { mine, theirs, side, ply: 0 })
            }
        },
        side: quote!(side_given),
    }
}

/// `PROGRESS`: for each player (X, then O) and cell, twice the rows (or columns) the cell stands
/// from the player's own edge, plus one on a cell of its goal; the move-ordering hint of a step
/// is its gain. Without an axis to advance along (sides centred on the same row and column),
/// the goal alone.
fn progress_table(cx: &Context) -> (TokenStream, syn::LitStr) {
    let board = cx.board;
    let [x, o] = cx.grid.start;
    let axis = Axis::between(board, x, o);
    let rows = |first: bool| {
        let goal = if first { o } else { x };
        let values = (0..board.cells()).map(move |cell| {
            let advance = axis.map_or(0, |a| a.advance(board, cell, first)) as i32;
            signed(2 * advance + (goal >> cell & 1) as i32)
        });
        quote!([#(#values),*])
    };
    let (x_row, o_row) = (rows(true), rows(false));
    let along = match axis {
        Some(Axis::Rows { .. }) => "twice the rows a cell stands from the player's own edge, ",
        Some(Axis::Columns { .. }) => {
            "twice the columns a cell stands from the player's own edge, "
        }
        None => "",
    };
    (
        quote!([#x_row, #o_row]),
        doc(format!(
            "Move ordering, for X then O: {along}plus one on a cell the player must occupy; a \
             step's hint is its gain."
        )),
    )
}

/// The evaluation terms of movement: `advance` (the rows each stone stands from its side's own
/// edge, by classes of cells of equal value) and `goal` (the stones on the cells to occupy).
pub fn eval_items(cx: &Context) -> (TokenStream, TokenStream) {
    let eval = &cx.grid.eval;
    let bits = &cx.bits;
    let mut constants = TokenStream::new();
    let mut functions = TokenStream::new();
    if eval.goal != 0 {
        let weight = signed(eval.goal);
        constants.extend(quote! {
            /// The weight of each stone on a cell its side must occupy (`eval: goal`).
            const GOAL: i32 = #weight;
        });
    }
    if eval.advance != 0 {
        let board = cx.board;
        let [x, o] = cx.grid.start;
        let axis = Axis::between(board, x, o).expect("validated: the sides start apart");
        let weight = signed(eval.advance);
        let length = axis.length(board);
        let classes = |first: bool| {
            let classes = (1..length).map(|k| {
                let cells = (0..board.cells()).filter(|&c| axis.advance(board, c, first) == k);
                let (k, cells) = (number(k), cx.mask(cells));
                quote!((#k, #cells))
            });
            quote!([#(#classes),*])
        };
        let (x_classes, o_classes) = (classes(true), classes(false));
        let n = number(length - 1);
        let unit = match axis {
            Axis::Rows { .. } => "row",
            Axis::Columns { .. } => "column",
        };
        let classes_doc = doc(format!(
            "For X, then O: the cells that stand `k` {unit}s from the player's own edge, for `k` from 1."
        ));
        constants.extend(quote! {
            /// The weight of each row a stone stands from its side's own edge (`eval: advance`).
            const ADVANCE: i32 = #weight;
            #[doc = #classes_doc]
            const ADVANCE_CLASSES: [[(i32, #bits); #n]; 2] = [#x_classes, #o_classes];
        });
        functions.extend(quote! {
            /// The rows the stones of `stones`, the player's of index `player`, stand from its own
            /// edge, in all.
            #[inline]
            fn advance_score(stones: #bits, player: usize) -> i32 {
                let mut score = 0;
                for (rows, cells) in Self::ADVANCE_CLASSES[player] {
                    score += rows * (stones & cells).count_ones() as i32;
                }
                score
            }
        });
    }
    (constants, functions)
}

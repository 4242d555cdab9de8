//! Games of moving stones made of parts: the declaration written as the constants of a
//! `game_dsl::pieces::PieceRules`, and the game as `game_dsl::pieces::Pieces` of them. The
//! runtime's generator combines the parts; every constant is known when the game compiles, so
//! that each part becomes the game's own shifts and masks.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::{doc, hex, number};
use crate::geometry::{Board, Direction};
use crate::model::Game;
use crate::pieces_model::{MoveRoom, PieceAction, PieceTurn, Pieces};

/// The game type and its rules.
pub fn expand(game: &Game, pieces: &Pieces) -> TokenStream {
    let name = &game.name;
    let vis = &game.vis;
    let attrs = &game.attrs;
    let rules = format_ident!("{}Rules", name);
    let board = Board {
        width: pieces.width,
        height: pieces.height,
    };
    let bits: syn::Type = syn::parse_str(board.bits_type()).expect("a type");
    let moves = match pieces.moves {
        MoveRoom::Bounded(most) => {
            let most = number(most);
            quote!(::game_dsl::__private::ArrayVec<::game_dsl::pieces::Path, #most>)
        }
        MoveRoom::Spilling(kept) => {
            let kept = number(kept);
            quote!(::game_dsl::moves::SpillingList<::game_dsl::pieces::Path, #kept>)
        }
    };
    let unbounded = matches!(pieces.moves, MoveRoom::Spilling(_)).then(|| {
        quote! {
            /// Chains of jumps by any route: the moves are bounded by `MAX_ROUTES` only.
            const UNBOUNDED_ROUTES: bool = true;
        }
    });
    let max_stones = number(pieces.max_stones);
    let (width, height) = (number(pieces.width), number(pieces.height));
    let name_text = name.to_string();
    let [x, o] = pieces.start.map(hex);
    let mut used: Vec<Direction> = Vec::new();
    let turns: Vec<TokenStream> = pieces
        .turns
        .iter()
        .map(|list| {
            let list: Vec<TokenStream> = list.iter().map(|t| turn(t, &mut used)).collect();
            quote!(&[#(#list),*])
        })
        .collect();
    let opening: Vec<TokenStream> = pieces.opening.iter().map(|t| turn(t, &mut used)).collect();
    let dirs = used.iter().map(|d| {
        let constant = format_ident!("{}", d.name);
        let offset = number(board.shift(*d).unsigned_abs());
        let offset = if board.shift(*d) < 0 {
            quote!(-#offset)
        } else {
            quote!(#offset)
        };
        let from = hex(board.step_sources(*d));
        let text = doc(format!(
            "One step {}: the change of cell index, and the cells that have a neighbour that way.",
            d.description
        ));
        quote! {
            #[doc = #text]
            pub const #constant: ::game_dsl::pieces::Dir =
                ::game_dsl::pieces::Dir { offset: #offset, from: #from };
        }
    });
    let mut optional = Vec::new();
    if !pieces.opening.is_empty() {
        let text = doc(format!(
            "The first plies, one turn each: {}.",
            sentences(board, &pieces.opening)
        ));
        optional.push(quote! {
            #[doc = #text]
            const OPENING: &'static [::game_dsl::pieces::Turn] = &[#(#opening),*];
        });
    }
    if pieces.compulsory {
        optional.push(quote!(
            const COMPULSORY: bool = true;
        ));
    }
    if pieces.promote != [0, 0] {
        let [x, o] = pieces.promote.map(hex);
        optional.push(quote! {
            #[doc = " Plain stones are promoted on the far row: the top row for X, the bottom row for O."]
            const PROMOTE: [u128; 2] = [#x, #o];
        });
    }
    if pieces.goal != [0, 0] {
        let [x, o] = pieces.goal.map(hex);
        optional.push(quote! {
            #[doc = " A stone on the far row wins: the top row for X, the bottom row for O."]
            const GOAL: [u128; 2] = [#x, #o];
        });
    }
    if pieces.capture_all {
        optional.push(quote!(
            const CAPTURE_ALL: bool = true;
        ));
    }
    if pieces.blocked != -1 {
        let value = pieces.blocked;
        optional.push(quote!(const BLOCKED: i32 = #value;));
    }
    if let Some(limit) = pieces.limit {
        let limit = number(limit);
        optional.push(quote!(const LIMIT: Option<u32> = Some(#limit);));
    }
    if let Some(quiet) = pieces.quiet {
        let quiet = number(quiet);
        optional.push(quote!(const QUIET: Option<u32> = Some(#quiet);));
    }
    for (constant, value) in [
        ("MATERIAL", pieces.material),
        ("PROMOTED", pieces.promoted),
        ("ADVANCE", pieces.advance),
    ] {
        if value != 0 {
            let constant = format_ident!("{}", constant);
            let value = proc_macro2::Literal::i32_unsuffixed(value);
            optional.push(quote!(const #constant: i32 = #value;));
        }
    }
    let start_doc = picture(board, pieces.start).into_iter().map(doc);
    let turns_doc = pieces
        .turns
        .iter()
        .zip(["X", "O"])
        .map(|(list, player)| doc(format!("{player}: {}.", sentences(board, list))));
    let rules_doc = doc(format!(
        "The rules of [`{name}`] as constants, which `game_dsl::pieces::Pieces` plays."
    ));
    quote! {
        #(#attrs)*
        #vis type #name = ::game_dsl::pieces::Pieces<#rules>;

        #[doc = #rules_doc]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
        #vis struct #rules;

        impl #rules {
            #(#dirs)*
        }

        impl ::game_dsl::pieces::PieceRules for #rules {
            type Bits = #bits;
            type Moves = #moves;
            const NAME: &'static str = #name_text;
            const WIDTH: u32 = #width;
            const HEIGHT: u32 = #height;
            /// The start, X's stones and O's:
            ///
            /// ```text
            #(#[doc = #start_doc])*
            /// ```
            const START: [u128; 2] = [#x, #o];
            /// The most stones a side may have: the list of moves has room for their moves.
            const MAX_STONES: u32 = #max_stones;
            #unbounded
            /// Each player's turns, in the order of the declaration (a move's tag is its index).
            ///
            #(#[doc = #turns_doc])*
            const TURNS: [&'static [::game_dsl::pieces::Turn]; 2] = [#(#turns),*];
            #(#optional)*
        }
    }
}

/// The directions as a slice of the rules' constants, recording those used.
fn dirs(list: &[Direction], used: &mut Vec<Direction>) -> TokenStream {
    let names: Vec<Ident> = list
        .iter()
        .map(|d| {
            if !used.contains(d) {
                used.push(*d);
            }
            format_ident!("{}", d.name)
        })
        .collect();
    quote!(&[#(Self::#names),*])
}

/// A `Turn` literal.
fn turn(turn: &PieceTurn, used: &mut Vec<Direction>) -> TokenStream {
    let movers = format_ident!("{}", turn.movers);
    let target = |t: &str| {
        let t = format_ident!("{}", t);
        quote!(::game_dsl::pieces::Target::#t)
    };
    let action = match &turn.action {
        PieceAction::Step(d, onto) => {
            let (d, onto) = (dirs(d, used), target(onto));
            quote!(::game_dsl::pieces::Action::Step { dirs: #d, onto: #onto })
        }
        PieceAction::Slide(d, onto) => {
            let (d, onto) = (dirs(d, used), target(onto));
            quote!(::game_dsl::pieces::Action::Slide { dirs: #d, onto: #onto })
        }
        PieceAction::Jump(d, over, chain) => {
            let (d, over) = (dirs(d, used), target(over));
            let chain = format_ident!("{}", chain);
            quote!(::game_dsl::pieces::Action::Jump {
                dirs: #d,
                over: #over,
                chain: ::game_dsl::pieces::Chain::#chain,
            })
        }
        PieceAction::Place(shape) => {
            let shape = dirs(shape, used);
            quote!(::game_dsl::pieces::Action::Place { shape: #shape })
        }
        PieceAction::Remove(cells, beside) => {
            let (cells, beside) = (hex(*cells), dirs(beside, used));
            quote!(::game_dsl::pieces::Action::Remove { cells: #cells, beside: #beside })
        }
    };
    let shoot = dirs(&turn.shoot, used);
    quote! {
        ::game_dsl::pieces::Turn {
            movers: ::game_dsl::pieces::Movers::#movers,
            action: #action,
            shoot: #shoot,
        }
    }
}

/// The board drawn row by row from the top, `X`, `O` and `.`, for a doc comment.
fn picture(board: Board, start: [u128; 2]) -> Vec<String> {
    (0..board.height)
        .map(|row| {
            let cells: Vec<&str> = (0..board.width)
                .map(|column| {
                    let bit = row * board.width + column;
                    match (start[0] >> bit & 1, start[1] >> bit & 1) {
                        (1, _) => "X",
                        (_, 1) => "O",
                        _ => ".",
                    }
                })
                .collect();
            cells.join(" ")
        })
        .collect()
}

/// The names of the cells of `mask` (`a1` the top-left cell), or "anywhere" for every cell.
fn cell_names(board: Board, mask: u128) -> String {
    if mask == board.all() {
        return "anywhere".to_string();
    }
    let names: Vec<String> = (0..board.cells())
        .filter(|&bit| mask >> bit & 1 == 1)
        .map(|bit| {
            let column = (b'a' + (bit % board.width) as u8) as char;
            format!("{column}{}", bit / board.width + 1)
        })
        .collect();
    format!("at {}", names.join(", "))
}

/// The directions' constants, `UP or DOWN`.
fn direction_names(dirs: &[Direction]) -> String {
    let names: Vec<&str> = dirs.iter().map(|d| d.name).collect();
    names.join(" or ")
}

/// A target in words.
fn target_words(target: &str) -> &'static str {
    match target {
        "Enemy" => "an enemy stone",
        "Any" => "an empty cell or an enemy stone",
        _ => "an empty cell",
    }
}

/// The turns in words, for a doc comment: `plain stones step UP_LEFT or UP_RIGHT onto an empty
/// cell; ...`.
fn sentences(board: Board, turns: &[PieceTurn]) -> String {
    let said: Vec<String> = turns
        .iter()
        .map(|turn| {
            let who = match turn.movers {
                "Plain" => "plain stones",
                "Promoted" => "promoted stones",
                _ => "stones",
            };
            let what = match &turn.action {
                PieceAction::Step(d, onto) => {
                    format!(
                        "{who} step {} onto {}",
                        direction_names(d),
                        target_words(onto)
                    )
                }
                PieceAction::Slide(d, onto) => {
                    format!(
                        "{who} slide {} onto {}",
                        direction_names(d),
                        target_words(onto)
                    )
                }
                PieceAction::Jump(d, over, chain) => format!(
                    "{who} jump {} over {}{}",
                    direction_names(d),
                    target_words(over),
                    match *chain {
                        "Any" => ", chained along any of these for as long as it can",
                        "Straight" => ", chained straight on",
                        _ => "",
                    }
                ),
                PieceAction::Place(shape) if shape.is_empty() => "a stone is placed".to_string(),
                PieceAction::Place(shape) => {
                    format!(
                        "a domino is placed on an empty cell and the next one {}",
                        direction_names(shape)
                    )
                }
                PieceAction::Remove(cells, beside) if beside.is_empty() => {
                    format!("a stone is removed {}", cell_names(board, *cells))
                }
                PieceAction::Remove(cells, beside) => format!(
                    "a stone is removed {}, beside an empty cell {}",
                    cell_names(board, *cells),
                    direction_names(beside)
                ),
            };
            if turn.shoot.is_empty() {
                what
            } else {
                format!("{what}, then shoot {}", direction_names(&turn.shoot))
            }
        })
        .collect();
    said.join("; ")
}

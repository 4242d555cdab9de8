//! Games of moving stones made of parts: the declaration written as the constants of a
//! `game_dsl::pieces::PieceRules`, and the game as `game_dsl::pieces::Pieces` of them. The
//! runtime's generator combines the parts; every constant is known when the game compiles, so
//! that each part becomes the game's own shifts and masks.

use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

use super::{doc, hex, number};
use crate::geometry::{Board, Set};
use crate::model::{Game, Rotation};
use crate::parts::{DirConstants, direction_names};
use crate::pieces_model::{MoveRoom, PieceTurn, Pieces};

/// The game type and its rules.
pub fn expand(game: &Game, pieces: &Pieces) -> TokenStream {
    let name = &game.name;
    let vis = &game.vis;
    let rules = format_ident!("{}Rules", name);
    let state = quote!(::game_dsl::pieces::Pieces<#rules>);
    let declared = super::declared(game, &state);
    let board = Board {
        width: pieces.width,
        height: pieces.height,
    };
    let bits = super::grid::bits_type(board);
    // A move's cells fit in 7 bits on a board of at most 128 cells.
    let path = match board.words() {
        None => quote!(::game_dsl::pieces::Path),
        Some(_) => quote!(::game_dsl::pieces::WidePath),
    };
    let moves = match pieces.moves {
        MoveRoom::Bounded(most) => {
            let most = number(most);
            quote!(::game_dsl::__private::ArrayVec<#path, #most>)
        }
        MoveRoom::Spilling(kept) | MoveRoom::Large(kept) => {
            let kept = number(kept);
            quote!(::game_dsl::moves::SpillingList<#path, #kept>)
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
    let [x, o] = pieces.start.map(|set| mask(board, set));
    let mut used = DirConstants::default();
    let [(x_types, x_turns), (o_types, o_turns)] =
        [0, 1].map(|player| turn_list(board, &pieces.turns[player], &mut used));
    let (opening_types, opening) = turn_list(board, &pieces.opening, &mut used);
    let chains = pieces.chains.as_ref().map(|chains| {
        let steps = used.slice(&chains.steps);
        let [x, o] = [0, 1].map(|player| {
            let joins = chains.joins[player].iter().map(|join| {
                let count = number(join.count);
                let regions = join.regions.iter().map(|&region| mask(board, region));
                quote!(::game_dsl::pieces::Join { count: #count, regions: &[#(#regions),*] })
            });
            quote!(&[#(#joins),*])
        });
        let ring = chains.ring.map(|border| {
            let border = mask(board, border);
            quote! {
                #[doc = " A chain around one or more cells wins (a ring); the border is the cells with a neighbour off the board."]
                const RING: bool = true;
                const BORDER: ::game_dsl::pieces::Mask = #border;
            }
        });
        quote! {
            #[doc = " The stones of a chain join through the six neighbours of a hexagon on a rhombus."]
            const CONNECT: &'static [::game_dsl::pieces::Dir] = #steps;
            #[doc = " X's and O's winning chains: each touches `count` of its `regions`."]
            const JOINS: [&'static [::game_dsl::pieces::Join]; 2] = [#x, #o];
            #ring
        }
    });
    // The directions along which an area's empty cells reach stones.
    let area_dirs = pieces
        .area
        .as_ref()
        .map(|area| used.slice(&area.dirs))
        .unwrap_or_default();
    let dirs = used.used().iter().map(|d| {
        let constant = Ident::new(d.name, Span::call_site());
        let offset = number(board.shift(*d).unsigned_abs());
        let offset = if board.shift(*d) < 0 {
            quote!(-#offset)
        } else {
            quote!(#offset)
        };
        // The cells of the board, outline included, whose neighbour this way is on it too.
        let shift = board.shift(*d);
        let from = board.step_sources(*d).cells().filter(|&cell| {
            pieces.cells.has(cell) && pieces.cells.has((cell as i32 + shift) as u32)
        });
        let from = mask(board, Set::of(from));
        // On hexagons the rhombus's rows are drawn half a cell apart: its up and down are a
        // hexagon's up-left and down-right neighbours.
        let description = match (pieces.hex, d.dx, d.dy) {
            (true, 0, -1) => "up and to the left",
            (true, 0, 1) => "down and to the right",
            _ => d.description,
        };
        let text = doc(format!(
            "One step {description}: the change of cell index, and the cells that have a \
             neighbour that way."
        ));
        quote! {
            #[doc = #text]
            pub const #constant: ::game_dsl::pieces::Dir =
                ::game_dsl::pieces::Dir { offset: #offset, from: #from };
        }
    });
    let tables = line_tables(board, pieces.cells, used.line_tables());
    let spins = spin_constants(board, pieces);
    let mut optional = Vec::new();
    let cells_doc = if pieces.cells == board.all() {
        doc("The cells of the board: the whole rectangle.")
    } else {
        doc("The cells of the outline, in the rhombus of a Hex board.")
    };
    let cells = mask(board, pieces.cells);
    let opening_doc = if pieces.opening.is_empty() {
        doc("No opening: the players' turns from the first ply.")
    } else {
        doc(format!(
            "The first plies, one turn each: {}.",
            sentences(board, &pieces.opening)
        ))
    };
    if pieces.compulsory {
        optional.push(quote!(
            const COMPULSORY: bool = true;
        ));
    }
    if pieces.majority {
        optional.push(quote! {
            #[doc = " A side that can capture must take the most stones it can."]
            const MAJORITY: bool = true;
        });
    }
    if pieces.promote_at_end {
        optional.push(quote! {
            #[doc = " A plain stone is promoted only where its move ends: a chain goes on through the far row."]
            const PROMOTION_ENDS_CHAIN: bool = false;
        });
    }
    if pieces.promote != [Set::EMPTY; 2] {
        let [x, o] = pieces.promote.map(|set| mask(board, set));
        optional.push(quote! {
            #[doc = " Plain stones are promoted on the far row: the top row for X, the bottom row for O."]
            const PROMOTE: [::game_dsl::pieces::Mask; 2] = [#x, #o];
        });
    }
    if pieces.goal != [Set::EMPTY; 2] {
        let [x, o] = pieces.goal.map(|set| mask(board, set));
        optional.push(quote! {
            #[doc = " A stone on the far row wins: the top row for X, the bottom row for O."]
            const GOAL: [::game_dsl::pieces::Mask; 2] = [#x, #o];
        });
    }
    if pieces.occupy {
        optional.push(quote! {
            #[doc = " A side whose stones stand on every cell the other side started on wins."]
            const OCCUPY: bool = true;
        });
    }
    if let Some(line) = pieces.line {
        let text = doc(format!(
            "A line of {line} of a side's stones, in a row, a column or a diagonal, {}.",
            if pieces.line_loses { "loses" } else { "wins" }
        ));
        let line = number(line);
        optional.push(quote! {
            #[doc = #text]
            const LINE: u32 = #line;
        });
        if pieces.line_loses {
            optional.push(quote! {
                #[doc = " The line loses: the side that makes it loses."]
                const LINE_LOSES: bool = true;
            });
        }
        if pieces.line_exact {
            optional.push(quote! {
                #[doc = " The line is of exactly its length: a longer run does not count."]
                const LINE_EXACT: bool = true;
            });
        }
    }
    if pieces.capture_all {
        optional.push(quote!(
            const CAPTURE_ALL: bool = true;
        ));
    }
    if pieces.connected {
        optional.push(quote! {
            #[doc = " A side whose stones all form one group (8-connected) wins; the mover first."]
            const CONNECTED: bool = true;
        });
    }
    if pieces.pass {
        optional.push(quote! {
            #[doc = " A side that cannot move passes while the other can."]
            const PASS: bool = true;
        });
    }
    if pieces.hex {
        optional.push(quote! {
            #[doc = " The cells are hexagons: lines run along their three axes, groups join their six neighbours."]
            const HEXAGONS: bool = true;
        });
    }
    if pieces.columns {
        optional.push(quote! {
            #[doc = " Every move drops a stone into a column, and is named by it."]
            const COLUMNS: bool = true;
        });
    }
    if pieces.most_stones {
        optional.push(quote! {
            #[doc = " The stones are counted when neither side can move: most wins, by the margin."]
            const MOST_STONES: bool = true;
        });
    }
    if pieces.ko {
        optional.push(quote! {
            #[doc = " A single stone just taken in a ko is not retaken at once: the position keeps the cell."]
            const KO: bool = true;
        });
    }
    if pieces.pass_always {
        optional.push(quote! {
            #[doc = " A side may pass at any turn."]
            const PASS_ALWAYS: bool = true;
        });
    }
    if let Some(area) = &pieces.area {
        let dirs = &area_dirs;
        let komi2 = proc_macro2::Literal::i32_unsuffixed(area.komi2);
        let text = doc(format!(
            "The game is scored by area when it ends: each side's stones and the empty cells \
             that reach its stones only, O adding a komi of {}{}.",
            area.komi2 / 2,
            if area.komi2 % 2 == 1 { ".5" } else { "" }
        ));
        optional.push(quote! {
            #[doc = #text]
            const AREA: Option<::game_dsl::pieces::Area> =
                Some(::game_dsl::pieces::Area { komi2: #komi2, dirs: #dirs });
        });
        if area.passes > 0 {
            let passes = number(area.passes);
            let text = doc(format!("{} passes in a row end the game.", area.passes));
            optional.push(quote! {
                #[doc = #text]
                const PASSES: u32 = #passes;
            });
        }
    }
    optional.extend(chains);
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
    // A side that has taken `N` of the opponent's stones wins: each side's count is kept.
    let taken = match pieces.captures {
        Some(count) => {
            let count = number(count);
            quote!(::game_dsl::pieces::Tally<#count>)
        }
        None => quote!(()),
    };
    // The passes in a row and the cell a ko bars, where the rules read them.
    let lately = if pieces.ko || pieces.area.as_ref().is_some_and(|area| area.passes > 0) {
        quote!(::game_dsl::pieces::PassesAndKo)
    } else {
        quote!(())
    };
    let recent = match pieces.repeat {
        Some(repeat) => {
            let times = number(repeat.times);
            let forbids = repeat.then == crate::model::Repetition::Forbidden;
            let reads = if forbids { "no move may make" } else { "draws" };
            if forbids {
                optional.push(quote! {
                    #[doc = " No move makes that occurrence of a board: it is forbidden, not drawn."]
                    const REPEAT_FORBIDS: bool = true;
                });
            }
            let places = pieces
                .turns
                .iter()
                .flatten()
                .chain(&pieces.opening)
                .any(|turn| turn.part.places());
            let since = format!(" The occurrence of a board since the last capture that {reads}.");
            let whole = format!(" The occurrence of a board in the whole game that {reads}.");
            if !places {
                optional.push(quote! {
                    #[doc = #since]
                    const REPEAT: Option<u32> = Some(#times);
                });
                quote!(::game_dsl::repeat::Recent)
            } else {
                // Stones placed bring boards back after captures: every board of the game is
                // kept, as many as the limit's plies (the runtime's default without a limit).
                let kept = match pieces.limit {
                    Some(limit) => {
                        let limit = proc_macro2::Literal::usize_unsuffixed(limit as usize);
                        quote!({ ::game_dsl::repeat::kept_for(#limit) })
                    }
                    None => quote!(::game_dsl::repeat::KEPT),
                };
                optional.push(quote! {
                    #[doc = #whole]
                    const REPEAT: Option<u32> = Some(#times);
                    #[doc = " Stones are placed: a board before a capture can come back."]
                    const CAPTURES_FOR_GOOD: bool = false;
                });
                quote!(::game_dsl::repeat::Recent<#kept>)
            }
        }
        None => quote!(()),
    };
    for (constant, value) in [
        (quote!(MATERIAL), pieces.material),
        (quote!(PROMOTED), pieces.promoted),
        (quote!(ADVANCE), pieces.advance),
    ] {
        if value != 0 {
            let value = proc_macro2::Literal::i32_unsuffixed(value);
            optional.push(quote!(const #constant: i32 = #value;));
        }
    }
    optional.push(super::look::pieces(game, pieces));
    if let Some(end) = &game.end {
        optional.push(super::custom::binding(end, Some((name, &state))));
    }
    let start_doc = picture(board, pieces.start).into_iter().map(doc);
    let [x_doc, o_doc] = [0, 1].map(|player| {
        doc(format!(
            "{}'s turns, in the order of the declaration (a move's tag is its index): {}.",
            ["X", "O"][player],
            sentences(board, &pieces.turns[player])
        ))
    });
    let rules_doc = doc(format!(
        "The rules of [`{name}`] as constants, which `game_dsl::pieces::Pieces` plays."
    ));
    quote! {
        #declared

        #[doc = #rules_doc]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
        #vis struct #rules;

        impl #rules {
            #(#dirs)*
            #(#spins)*
            #tables
        }

        impl ::game_dsl::pieces::PieceRules for #rules {
            type Bits = #bits;
            type Path = #path;
            type Moves = #moves;
            type Opening = #opening_types;
            type XTurns = #x_types;
            type OTurns = #o_types;
            type Recent = #recent;
            type Taken = #taken;
            type Lately = #lately;
            const NAME: &'static str = #name_text;
            const WIDTH: u32 = #width;
            const HEIGHT: u32 = #height;
            /// The start, X's stones and O's:
            ///
            /// ```text
            #(#[doc = #start_doc])*
            /// ```
            const START: [::game_dsl::pieces::Mask; 2] = [#x, #o];
            #[doc = #cells_doc]
            const CELLS: ::game_dsl::pieces::Mask = #cells;
            /// The most stones a side may have: the list of moves has room for their moves.
            const MAX_STONES: u32 = #max_stones;
            #unbounded
            #[doc = #opening_doc]
            const OPENING: Self::Opening = #opening;
            #[doc = #x_doc]
            const X_TURNS: Self::XTurns = #x_turns;
            #[doc = #o_doc]
            const O_TURNS: Self::OTurns = #o_turns;
            #(#optional)*
        }
    }
}

/// A list of turns as the runtime's `TurnList`: its type, a tuple of `Turn`s of the parts, and
/// its value, a tuple of `Turn` literals.
fn turn_list(
    board: Board,
    turns: &[PieceTurn],
    used: &mut DirConstants,
) -> (TokenStream, TokenStream) {
    let types = turns.iter().map(|turn| {
        let part = turn.part.runtime_type();
        quote!(::game_dsl::pieces::Turn<#part>)
    });
    let values: Vec<TokenStream> = turns.iter().map(|t| turn(board, t, used)).collect();
    (quote!((#(#types,)*)), quote!((#(#values,)*)))
}

/// A `Turn` literal.
fn turn(board: Board, turn: &PieceTurn, used: &mut DirConstants) -> TokenStream {
    let movers = turn.movers;
    let part = turn.part.constant(board, used);
    let shoot = used.slice(&turn.shoot);
    let spin = match turn.rotate {
        Some(rotation) => {
            let constant = block_turns(rotation);
            quote!(Self::#constant)
        }
        None => quote!(&[]),
    };
    quote! {
        ::game_dsl::pieces::Turn {
            movers: #movers,
            part: #part,
            shoot: #shoot,
            spin: #spin,
        }
    }
}

/// The name of the rules' constant of the spins that turn blocks of `rotation`'s size:
/// `BLOCK_TURNS_3`.
fn block_turns(rotation: Rotation) -> Ident {
    format_ident!("BLOCK_TURNS_{}", rotation.size)
}

/// The rules' constant of each size of block that a turn rotates: for each block, row by row,
/// a quarter turn counter-clockwise then clockwise (spin `2 * block + 1` is the clockwise one),
/// each the cells that move and one masked shift per offset.
fn spin_constants(board: Board, pieces: &Pieces) -> Vec<TokenStream> {
    let mut sizes: Vec<Rotation> = pieces
        .turns
        .iter()
        .flatten()
        .chain(&pieces.opening)
        .filter_map(|turn| turn.rotate)
        .collect();
    sizes.sort_by_key(|rotation| rotation.size);
    sizes.dedup_by_key(|rotation| rotation.size);
    sizes
        .into_iter()
        .map(|rotation| {
            let blocks = rotation.blocks(board.width, board.height);
            let spins = (0..2 * blocks).map(|spin| {
                let moved: Vec<(u32, i32)> = rotation
                    .quarter_turn(board.width, spin / 2, spin % 2 == 1)
                    .into_iter()
                    .map(|(from, to)| (from, to as i32 - from as i32))
                    .filter(|&(_, offset)| offset != 0)
                    .collect();
                let mut offsets: Vec<i32> = moved.iter().map(|&(_, offset)| offset).collect();
                offsets.sort_unstable();
                offsets.dedup();
                let cells = |offset: Option<i32>| {
                    moved
                        .iter()
                        .filter(|&&(_, o)| offset.is_none_or(|offset| o == offset))
                        .fold(Set::EMPTY, |set, &(from, _)| set | Set::cell(from))
                };
                let moving = mask(board, cells(None));
                let moves = offsets.iter().map(|&offset| {
                    let from = mask(board, cells(Some(offset)));
                    let offset = proc_macro2::Literal::i32_unsuffixed(offset);
                    quote!(::game_dsl::pieces::Dir { offset: #offset, from: #from })
                });
                quote!(::game_dsl::pieces::Spin { moving: #moving, moves: &[#(#moves),*] })
            });
            let n = rotation.size;
            let text = doc(format!(
                "Each block of {n} x {n}, row by row, turned a quarter counter-clockwise, then \
                 clockwise: the cells that move, and a masked shift for each offset."
            ));
            let constant = block_turns(rotation);
            quote! {
                #[doc = #text]
                pub const #constant: &'static [::game_dsl::pieces::Spin] = &[#(#spins),*];
            }
        })
        .collect()
}

/// The board drawn row by row from the top, `X`, `O` and `.`, for a doc comment.
fn picture(board: Board, start: [Set; 2]) -> Vec<String> {
    (0..board.height)
        .map(|row| {
            let cells: Vec<&str> = (0..board.width)
                .map(|column| {
                    let bit = row * board.width + column;
                    match (start[0].has(bit), start[1].has(bit)) {
                        (true, _) => "X",
                        (_, true) => "O",
                        _ => ".",
                    }
                })
                .collect();
            cells.join(" ")
        })
        .collect()
}

/// The turns in words, for a doc comment: `plain stones step UP_LEFT or UP_RIGHT onto an empty
/// cell; ...`.
fn sentences(board: Board, turns: &[PieceTurn]) -> String {
    let said: Vec<String> = turns
        .iter()
        .map(|turn| {
            let mut what = turn.part.words(turn.movers.words(), board);
            if !turn.shoot.is_empty() {
                what = format!("{what}, then shoot {}", direction_names(&turn.shoot));
            }
            if let Some(rotation) = turn.rotate {
                let n = rotation.size;
                what = format!("{what}, then turn a block of {n} x {n} a quarter either way");
            }
            what
        })
        .collect();
    said.join("; ")
}

/// For each direction of a slide by count, its tables by cell: the ray beyond the cell to the
/// edge (`RAYS_UP`), and the whole line through it along the direction (`LINE_UP`: the cell and
/// both rays), whose stones the slide counts.
fn line_tables(board: Board, on_board: Set, dirs: &[crate::geometry::Direction]) -> TokenStream {
    // An outline is convex along every line: a ray within it is the rectangle's, masked.
    let tables = dirs.iter().map(|d| {
        let rays_name = format_ident!("RAYS_{}", d.name);
        let line_name = format_ident!("LINE_{}", d.name);
        let rays = table(
            board,
            (0..board.cells()).map(|cell| board.ray(cell, *d, 1) & on_board),
        );
        let lines = table(
            board,
            (0..board.cells()).map(|cell| {
                (board.ray(cell, *d, 1) | board.ray(cell, *d, -1) | Set::cell(cell)) & on_board
            }),
        );
        let rays_doc = doc(format!(
            "By cell, the cells beyond it {}, to the edge.",
            d.description
        ));
        let line_doc = doc(format!(
            "By cell, the cells of the whole line through it {} and back (the cell included).",
            d.description
        ));
        quote! {
            #[doc = #rays_doc]
            pub const #rays_name: ::game_dsl::pieces::Table = #rays;
            #[doc = #line_doc]
            pub const #line_name: ::game_dsl::pieces::Table = #lines;
        }
    });
    quote!(#(#tables)*)
}

/// The words of a set of cells of `board` that its set type reads: one for a board of at most
/// 64 cells, two up to 128, one for each 64 cells beyond.
fn words(board: Board, set: Set) -> impl Iterator<Item = syn::LitInt> {
    set.words(board.cells().div_ceil(64).max(1) as usize)
        .into_iter()
        .map(|word| hex(word.into()))
}

/// A set of cells as the runtime's `Mask`: `::game_dsl::pieces::Mask::bits(0xff00)` on a board
/// of at most 128 cells, `::game_dsl::pieces::Mask::words(&[0xff00, 0, 0x1])` on a larger one.
pub fn mask(board: Board, set: Set) -> TokenStream {
    if board.words().is_none() {
        let bits = hex(set.low());
        return quote!(::game_dsl::pieces::Mask::bits(#bits));
    }
    let words = words(board, set);
    quote!(::game_dsl::pieces::Mask::words(&[#(#words),*]))
}

/// A set of cells for each cell, as the runtime's `Table`: their words one after the other.
fn table(board: Board, sets: impl Iterator<Item = Set>) -> TokenStream {
    let words = sets.flat_map(|set| words(board, set));
    quote!(::game_dsl::pieces::Table(&[#(#words),*]))
}

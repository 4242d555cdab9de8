//! The `LOOK` constant of a game (`game_dsl::Look`): how a front end draws its board, read from
//! what the declaration says rather than from its text drawing. A board of hexagons is one that
//! joins sides or has a hexagonal outline; a checkerboard is one whose start names dark or
//! light squares; dominoes, arrows and kings are the pieces the declared moves make.

use proc_macro2::TokenStream;
use quote::quote;

use super::number;
use crate::model::{Game, Grid, GridMoves, GridWin};
use crate::pieces_model::Pieces;
use crate::pits_model::Pits;

/// The parts of a look: the runtime's variants, as paths written once here.
struct Parts {
    cells: TokenStream,
    checkered: Option<u8>,
    stones: Drawn,
    kings: bool,
    arrows: bool,
    blocks: Option<u32>,
    turns: bool,
    names: Naming,
    sides: TokenStream,
}

/// How a stone is drawn: `game_dsl::Stones`' variants that a board game of stones picks.
#[derive(Clone, Copy)]
enum Drawn {
    Round,
    Letters,
    Discs,
    Drops,
    Dominoes,
}

/// How the cells are named: `game_dsl::Names`' variants.
#[derive(Clone, Copy)]
enum Naming {
    Algebraic,
    Numbered,
    Columns,
    None,
}

impl Parts {
    /// The constant `const LOOK: ::game_dsl::Look = ...;`.
    fn constant(&self) -> TokenStream {
        let Parts {
            cells,
            checkered,
            stones,
            kings,
            arrows,
            blocks,
            turns,
            names,
            sides,
        } = self;
        let stones = match stones {
            Drawn::Round => quote!(Stones),
            Drawn::Letters => quote!(Letters),
            Drawn::Discs => quote!(Discs),
            Drawn::Drops => quote!(Drops),
            Drawn::Dominoes => quote!(Dominoes),
        };
        let names = match names {
            Naming::Algebraic => quote!(Algebraic),
            Naming::Numbered => quote!(Numbered),
            Naming::Columns => quote!(Columns),
            Naming::None => quote!(None),
        };
        let some = |value: Option<u32>| match value.map(number) {
            Some(n) => quote!(Some(#n)),
            None => quote!(None),
        };
        let (checkered, blocks) = (some(checkered.map(u32::from)), some(*blocks));
        quote! {
            const LOOK: ::game_dsl::Look = ::game_dsl::Look {
                cells: #cells,
                checkered: #checkered,
                stones: ::game_dsl::Stones::#stones,
                kings: #kings,
                arrows: #arrows,
                blocks: #blocks,
                turns: #turns,
                names: ::game_dsl::Names::#names,
                sides: #sides,
            };
        }
    }
}

/// The players' names as the look says them: the declaration's `sides`, else `["X", "O"]`.
pub fn sides(game: &Game) -> TokenStream {
    match &game.sides {
        Some([first, second]) => quote!([#first, #second]),
        None => quote!(["X", "O"]),
    }
}

/// The look of a game without a board (piles): the default one, with the declaration's `sides`
/// where it names them; nothing where it does not.
pub fn piles(game: &Game) -> Option<TokenStream> {
    game.sides.as_ref()?;
    let sides = sides(game);
    Some(quote! {
        const LOOK: ::game_dsl::Look = ::game_dsl::Look {
            sides: #sides,
            ..::game_dsl::Look::DEFAULT
        };
    })
}

/// The look of a board game of bitboards: hexagons for a game that joins sides or a board of
/// hexagons; drops in a frame, flipping discs, or letters for placements on a board of at most
/// 16 cells numbered cell by cell (tic-tac-toe); the blocks a turn rotates.
pub fn grid(game: &Game, grid: &Grid) -> TokenStream {
    let connects = matches!(grid.win, GridWin::Connect | GridWin::Shapes(_));
    let hexagons = connects || grid.outline.is_partial();
    // Placements numbered cell by cell are those of the line games (not the connection games,
    // whose moves are lettered, nor Pentago's turns).
    let numbered = grid.moves == GridMoves::Place && !connects && grid.rotate.is_none();
    let stones = match grid.moves {
        GridMoves::Drop => Drawn::Drops,
        GridMoves::Flank => Drawn::Discs,
        _ if numbered && grid.width * grid.height <= 16 => Drawn::Letters,
        _ => Drawn::Round,
    };
    let names = match grid.moves {
        GridMoves::Drop => Naming::Columns,
        _ if numbered => Naming::Numbered,
        _ => Naming::Algebraic,
    };
    let cells = if hexagons {
        quote!(::game_dsl::Cells::Hexagons)
    } else {
        quote!(::game_dsl::Cells::Squares)
    };
    Parts {
        cells,
        checkered: None,
        stones,
        kings: false,
        arrows: false,
        blocks: grid
            .rotate
            .map(|rotation| rotation.size)
            .or(grid.block_size),
        turns: grid.rotate.is_some(),
        names,
        sides: sides(game),
    }
    .constant()
}

/// The look of a game of moving stones: hexagons on an outline of hexagons or where chains win
/// (as in the connection kernel); a checkerboard whose dark squares are those with
/// `column + row` odd where the start names a colour of squares; dominoes where a move places
/// a shape; drops named by column where every move drops a stone; arrows where a move shoots;
/// kings where stones are promoted; the blocks a move turns.
pub fn pieces(game: &Game, pieces: &Pieces) -> TokenStream {
    let turns = || pieces.turns.iter().flatten().chain(&pieces.opening);
    // Hexagons on an outline, or where chains join through a hexagon's neighbours.
    let cells = if pieces.hex || pieces.chains.is_some() {
        quote!(::game_dsl::Cells::Hexagons)
    } else {
        quote!(::game_dsl::Cells::Squares)
    };
    Parts {
        cells,
        checkered: pieces.checkered.then_some(1),
        stones: if turns().any(|turn| turn.part.places_shape()) {
            Drawn::Dominoes
        } else if pieces.columns {
            Drawn::Drops
        } else {
            Drawn::Round
        },
        kings: pieces.promote != [crate::geometry::Set::EMPTY; 2],
        arrows: turns().any(|turn| !turn.shoot.is_empty()),
        blocks: turns().find_map(|turn| turn.rotate.map(|rotation| rotation.size)),
        turns: turns().any(|turn| turn.rotate.is_some()),
        names: if pieces.columns {
            Naming::Columns
        } else {
            Naming::Algebraic
        },
        sides: sides(game),
    }
    .constant()
}

/// The look of a game of pits: two rows of pits, with stores if the game has them.
pub fn pits(game: &Game, pits: &Pits) -> TokenStream {
    let per_side = number(pits.pits);
    let stores = pits.stores;
    Parts {
        cells: quote!(::game_dsl::Cells::Pits { per_side: #per_side, stores: #stores }),
        checkered: None,
        stones: Drawn::Round,
        kings: false,
        arrows: false,
        blocks: None,
        turns: false,
        names: Naming::None,
        sides: sides(game),
    }
    .constant()
}

/// The look of a game of edges and boxes: edges between the dots of `columns` x `rows` boxes.
pub fn edges(game: &Game, columns: u32, rows: u32) -> TokenStream {
    let (columns, rows) = (number(columns), number(rows));
    Parts {
        cells: quote!(::game_dsl::Cells::Edges { columns: #columns, rows: #rows }),
        checkered: None,
        stones: Drawn::Round,
        kings: false,
        arrows: false,
        blocks: None,
        turns: false,
        names: Naming::Algebraic,
        sides: sides(game),
    }
    .constant()
}

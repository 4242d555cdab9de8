//! The primitives of moves made of parts, as the compiler models them: one type per primitive
//! (a step, a slide, a slide by the count of its line, a jump, a hop, a placement, a removal, two
//! of them in sequence, and one followed by an effect where its stone lands), each implementing [`Primitive`]: the
//! runtime's type and constant it writes, how it reads in words in the generated doc comment,
//! and what the validator needs to know of it (whether it captures, places stones, moves a
//! stone, and how many moves it may have). `validate::pieces` builds them from the syntax;
//! `expand::pieces` writes them.

mod after;
mod counted;
mod hop;
mod jump;
mod place;
mod remove;
mod slide;
mod step;
mod then;

pub use after::{After, Effect};
pub use counted::CountedSlide;
pub use hop::Hop;
pub use jump::Jump;
pub use place::Place;
pub use remove::Remove;
pub use slide::Slide;
pub use step::Step;
pub use then::Then;

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

use crate::geometry::{Board, Direction, Set};

/// A primitive of the rules, as the runtime's `game_dsl::pieces::Part` of the same name.
pub trait Primitive {
    /// The runtime's type, as `::game_dsl::pieces::Step`.
    fn runtime_type(&self) -> TokenStream;

    /// The runtime's constant, as `::game_dsl::pieces::Step { dirs: &[Self::UP], onto: ... }`,
    /// its directions written with `dirs`, its cells as sets of `board`'s.
    fn constant(&self, board: Board, dirs: &mut DirConstants) -> TokenStream;

    /// The primitive taken by `who` (`stones`, `plain stones`), in words for a doc comment:
    /// `stones step UP onto an empty cell`.
    fn words(&self, who: &str, board: Board) -> String;

    /// Whether a move of it may capture.
    fn captures(&self) -> bool;

    /// Whether it puts new stones on the board.
    fn places(&self) -> bool {
        false
    }

    /// Whether it moves or removes stones already on the board (every primitive that does not
    /// place; a sequence, if one of its actions does).
    fn moves_stones(&self) -> bool {
        !self.places()
    }

    /// Whether it drops a stone into a column, where it rests on the cell below (a `drop`):
    /// its moves are named by the column.
    fn drops(&self) -> bool {
        false
    }

    /// Whether it places a shape of several stones (a domino), drawn as one piece.
    fn places_shape(&self) -> bool {
        false
    }

    /// Whether it turns the opponent's stones into the mover's (a flanking placement).
    fn flips(&self) -> bool {
        false
    }

    /// Whether it moves a stone to a new cell, from which a shot may leave.
    fn moves_stone(&self) -> bool {
        true
    }

    /// Whether its moves have no useful bound (chains of jumps by any route).
    fn spills(&self) -> bool {
        false
    }

    /// The moves a list that spills keeps on the stack for it ([`Primitive::spills`]), where
    /// its first moves' bound is larger (chains of hops).
    fn kept_on_stack(&self) -> u32 {
        0
    }

    /// The most moves it has in a position of `stones` stones a side (for a primitive that
    /// spills, those kept on the stack).
    fn most_moves(&self, board: Board, stones: u32) -> u32;
}

/// The directions the rules' constants name: a slice of `Self::UP`-like constants for each
/// list written, and those used, which the rules type defines.
#[derive(Default)]
pub struct DirConstants {
    used: Vec<Direction>,
    lines: Vec<Direction>,
}

impl DirConstants {
    /// `&[Self::UP, Self::LEFT]`: the directions as a slice of the rules' constants.
    pub fn slice(&mut self, list: &[Direction]) -> TokenStream {
        let names: Vec<TokenStream> = list.iter().map(|d| self.one(*d)).collect();
        quote!(&[#(#names),*])
    }

    /// `Self::DOWN`: one direction as the rules' constant.
    pub fn one(&mut self, d: Direction) -> TokenStream {
        if !self.used.contains(&d) {
            self.used.push(d);
        }
        let name = Ident::new(d.name, Span::call_site());
        quote!(Self::#name)
    }

    /// The directions named so far, in the order first named.
    pub fn used(&self) -> &[Direction] {
        &self.used
    }

    /// `&[Self::RAYS_UP, ...]` and `&[Self::LINE_UP, ...]`: for each direction, the tables by
    /// cell of the ray beyond the cell and of the whole line through it, which the rules type
    /// defines (a slide by the count of its line).
    pub fn lines(&mut self, list: &[Direction]) -> (TokenStream, TokenStream) {
        for d in list {
            if !self.lines.contains(d) {
                self.lines.push(*d);
            }
        }
        let rays = list.iter().map(|d| quote::format_ident!("RAYS_{}", d.name));
        let lines = list.iter().map(|d| quote::format_ident!("LINE_{}", d.name));
        (quote!(&[#(Self::#rays),*]), quote!(&[#(Self::#lines),*]))
    }

    /// The directions whose ray and line tables were named, in the order first named.
    pub fn line_tables(&self) -> &[Direction] {
        &self.lines
    }
}

/// The directions' constants in words, `UP or DOWN`.
pub fn direction_names(dirs: &[Direction]) -> String {
    let names: Vec<&str> = dirs.iter().map(|d| d.name).collect();
    names.join(" or ")
}

/// The names of `cells` (`a1` the top-left cell), `a1, c3`.
pub fn cell_names(board: Board, cells: Set) -> String {
    let names: Vec<String> = cells
        .cells()
        .map(|bit| {
            let column = (b'a' + (bit % board.width) as u8) as char;
            format!("{column}{}", bit / board.width + 1)
        })
        .collect();
    names.join(", ")
}

/// The most cells a slide along `dirs` reaches from one cell of an empty board.
pub fn most_slides(board: Board, dirs: &[Direction]) -> u32 {
    (0..board.cells())
        .map(|cell| {
            dirs.iter()
                .map(|d| board.ray(cell, *d, 1).count())
                .sum::<u32>()
        })
        .max()
        .unwrap_or(0)
}

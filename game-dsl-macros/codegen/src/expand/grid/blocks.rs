//! Games of blocks (`board: 9 x 9 in blocks 3 x 3`, `moves: place in block of last`, `win:
//! line 3 of blocks won by line 3`: Ultimate tic-tac-toe).
//!
//! A block is won by a line of its own cells: the line kernel's `has_line` on the mover's
//! stones masked to the block played in (a line within the mask is a line of the block). Each
//! side's won blocks are a `u16`, bit `b` for block `b`, updated when a move wins its block; a
//! line of them is a lookup in a table of every set of blocks, laid out when the macro runs.
//! The cells still open (of blocks neither won nor full) are a mask kept as blocks close, so the
//! legal cells are `empty & BLOCK_CELLS[next]` or `empty & open`: no per-cell loop.

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

use super::{Context, Rules, lines, plies_from_stones};
use crate::expand::traits::Impls;
use crate::expand::{doc, hex, number};
use crate::geometry::{Board, LINE_DIRECTIONS};
use crate::model::BlockGame;

/// The constants of the blocks: their cells, each cell's block (and the block it names), and
/// the table of the sets of won blocks that hold a line.
fn block_constants(cx: &Context, blocks: BlockGame) -> TokenStream {
    let bits = &cx.bits;
    let board = cx.board;
    let n = blocks.size;
    let count = blocks.count();
    let block_of = |cell: u32| {
        let (column, row) = (cell % board.width, cell / board.width);
        (row / n) * blocks.across + column / n
    };
    let block_cells = (0..count).map(|b| cx.mask((0..board.cells()).filter(|&c| block_of(c) == b)));
    let cells = number(board.cells());
    let of = (0..board.cells()).map(|c| number(block_of(c)));
    let meta = Board {
        width: blocks.across,
        height: blocks.down,
    };
    let sets = 1u32 << count;
    let mut table = vec![0u64; sets.div_ceil(64) as usize];
    for set in 0..sets {
        if meta.has_line(u128::from(set), blocks.outer) {
            table[(set / 64) as usize] |= 1 << (set % 64);
        }
    }
    let words = number(table.len() as u32);
    let table = table.into_iter().map(|w| hex(w.into()));
    let count_n = number(count);
    let all_blocks = hex(((1u32 << count) - 1).into());
    let outer = blocks.outer;
    let blocks_doc = doc(format!(
        "The blocks of {n} x {n} cells, numbered from 0 row by row from the top left."
    ));
    let table_doc = doc(format!(
        "Bit `s` tells whether the set of blocks `s` (bit `b` for block `b`) holds a line of \
         {outer} blocks."
    ));
    let block_windows = cx.grid.eval.blocks.as_ref().map(|weights| {
        let lines: Vec<u32> = LINE_DIRECTIONS
            .into_iter()
            .flat_map(|d| {
                meta.line_start_cells(d, outer)
                    .into_iter()
                    .map(move |start| {
                        (0..outer).fold(0, |line, k| {
                            line | 1 << (start as i32 + k as i32 * meta.shift(d))
                        })
                    })
            })
            .collect();
        let count = number(lines.len() as u32);
        let lines = lines.into_iter().map(|line| hex(line.into()));
        // No weight for an empty line, nor for a whole one (the game is over there).
        let weights = std::iter::once(0)
            .chain(weights.iter().copied())
            .chain(std::iter::once(0))
            .map(number);
        let length = number(outer + 1);
        let text = doc(format!(
            "The lines of {outer} blocks score: for every line with no block in `blocked`, the \
             weight of its number of blocks in `won` (`eval: blocks`)."
        ));
        quote! {
            /// Every line of blocks, bit `b` for block `b`.
            const BLOCK_LINES: [u16; #count] = [#(#lines),*];
            /// The weight of a line of blocks by its number of won blocks.
            const BLOCK_WEIGHTS: [i32; #length] = [#(#weights),*];

            #[doc = #text]
            #[inline]
            fn block_windows(won: u16, blocked: u16) -> i32 {
                let mut score = 0;
                for &line in &Self::BLOCK_LINES {
                    if line & blocked == 0 {
                        score += Self::BLOCK_WEIGHTS[(line & won).count_ones() as usize];
                    }
                }
                score
            }
        }
    });
    let follow = blocks.follow.then(|| {
        let names = (0..board.cells()).map(|c| {
            let (column, row) = (c % board.width, c / board.width);
            number((row % n) * blocks.across + column % n)
        });
        quote! {
            /// For each cell, the block the next move is played in: the one whose place among
            /// the blocks is the cell's place in its own block.
            const NEXT_BLOCK: [u8; #cells] = [#(#names),*];
        }
    });
    quote! {
        #[doc = #blocks_doc]
        pub const BLOCKS: usize = #count_n;
        /// Every block's bit.
        const ALL_BLOCKS: u16 = #all_blocks;
        /// The cells of each block.
        const BLOCK_CELLS: [#bits; #count_n] = [#(#block_cells),*];
        /// For each cell, its block.
        const BLOCK_OF: [u8; #cells] = [#(#of),*];
        #follow
        #block_windows
        #[doc = #table_doc]
        const BLOCK_LINE_TABLE: [u64; #words] = [#(#table),*];

        /// Whether the set of blocks `won` holds a line.
        #[inline]
        fn has_block_line(won: u16) -> bool {
            Self::BLOCK_LINE_TABLE[usize::from(won >> 6)] >> (won & 63) & 1 == 1
        }

        /// The blocks each side has won and the blocks closed (won or full), read from the
        /// stones: `None` if a block holds lines of both sides.
        fn blocks_of(mine: #bits, theirs: #bits) -> Option<(u16, u16, u16)> {
            let (mut mine_won, mut theirs_won, mut closed) = (0u16, 0u16, 0u16);
            for (b, &cells) in Self::BLOCK_CELLS.iter().enumerate() {
                let (m, t) = (Self::has_line(mine & cells), Self::has_line(theirs & cells));
                if m && t {
                    return None;
                }
                if m {
                    mine_won |= 1 << b;
                }
                if t {
                    theirs_won |= 1 << b;
                }
                if m || t || (mine | theirs) & cells == cells {
                    closed |= 1 << b;
                }
            }
            Some((mine_won, theirs_won, closed))
        }

        /// The cells of the open blocks (neither won nor full).
        fn open_cells(closed: u16) -> #bits {
            let mut open = Self::CELLS;
            for (b, &cells) in Self::BLOCK_CELLS.iter().enumerate() {
                if closed >> b & 1 == 1 {
                    open &= !cells;
                }
            }
            open
        }

        /// The block the player to move must play in, if one (from 1); `None`: any open block.
        pub fn forced_block(&self) -> Option<usize> {
            (usize::from(self.next) < Self::BLOCKS).then(|| usize::from(self.next) + 1)
        }

        /// The blocks `player` has won, bit `b` for block `b` (from 0, row by row).
        pub fn won_blocks(&self, player: ::game_dsl::Player) -> u16 {
            if player == self.side { self.mine_blocks } else { self.theirs_blocks }
        }

        /// The cells where the player to move may place: the empty cells of the block it is
        /// sent to, or of every open block; none once the game is over.
        #[inline]
        fn playable(&self) -> #bits {
            if self.won {
                0
            } else if usize::from(self.next) < Self::BLOCKS {
                self.empty() & Self::BLOCK_CELLS[usize::from(self.next)]
            } else {
                self.empty() & self.open
            }
        }

        /// The block sent to by a move on `cell`, or `BLOCKS` (any open block) if it is closed
        /// (`closed`: the closed blocks after the move).
        #[inline]
        fn next_after(cell: usize, closed: u16) -> u8 {
            let next = Self::next_of(cell);
            if usize::from(next) < Self::BLOCKS && closed >> next & 1 == 0 {
                next
            } else {
                Self::BLOCKS as u8
            }
        }
    }
}

/// The rules of a game of blocks.
pub fn rules(cx: &Context, name: &Ident, blocks: BlockGame) -> Rules {
    let bits = &cx.bits;
    let board = cx.board;
    let line_items = lines::items(cx);
    let constants = block_constants(cx, blocks);
    let ply = plies_from_stones(cx);
    let placed_bit = cx.bit(quote!(cell));
    let count = blocks.count();
    let (width, height, cells) = (
        number(board.width),
        number(board.height),
        number(board.cells()),
    );
    let next_of = if blocks.follow {
        quote! {
            /// The block a move on `cell` names.
            #[inline]
            fn next_of(cell: usize) -> u8 {
                Self::NEXT_BLOCK[cell]
            }
        }
    } else {
        quote! {
            /// A move names no block: the next is played in any open block.
            #[inline]
            fn next_of(_cell: usize) -> u8 {
                Self::BLOCKS as u8
            }
        }
    };
    let expected = syn::LitStr::new(
        &format!("a cell number 1..{}", board.cells()),
        Span::call_site(),
    );
    let block_expected =
        format!("the block to play in, after the side to move, is a number from 1 to {count}");
    let zero = cx.zero();
    let no_moves = cx.end.no_moves(quote!(::game_dsl::bits::Cells::new(#zero)));
    let (custom_first, custom_doc) = (cx.end.value_first(), cx.end.doc());
    let mut game_items = Impls::default();
    game_items.rules(quote! {
        #[inline]
        fn plies_left_bound(&self) -> u32 {
            (self.empty() & self.open).count_ones()
        }
    });
    game_items.notation(quote! {
        fn parse_move(&self, text: &str) -> Result<::game_dsl::Move, ::game_dsl::MoveError> {
            ::game_dsl::notation::parse_cell_number(text, #cells, #expected)
        }

        fn format_move(&self, mv: ::game_dsl::Move) -> String {
            (mv.index() + 1).to_string()
        }

        fn legend() -> &'static str {
            ::game_dsl::notation::LEGEND_NUMBERED
        }

        fn blocks_won(&self) -> Option<[u64; 2]> {
            Some([
                u64::from(self.won_blocks(::game_dsl::Player::First)),
                u64::from(self.won_blocks(::game_dsl::Player::Second)),
            ])
        }

        fn render(&self) -> String {
            let mut status = ::game_dsl::notation::status(self);
            if ::game_dsl::Game::terminal_value(self).is_none() {
                match self.forced_block() {
                    Some(block) => status.push_str(&format!(", in block {block}")),
                    None => status.push_str(", in any open block"),
                }
            }
            ::game_dsl::notation::render_numbered(#width, #height, |cell| self.owner(cell), &status)
        }
    });
    let text_doc = doc(format!(
        "The board and the side to move of a position's text, and the block to play in written \
         after them (from 1; absent: any open block, `{count}` blocks)."
    ));
    Rules {
        fields: quote! {
            /// The blocks won by the player to move, bit `b` for block `b`.
            mine_blocks: u16,
            /// The blocks won by the other player.
            theirs_blocks: u16,
            /// The blocks closed: won, or full.
            closed: u16,
            /// The cells of the open blocks.
            open: #bits,
            /// The block the player to move plays in (from 0), or `BLOCKS` for any open block.
            next: u8,
            /// Whether the last move made a line of won blocks.
            won: bool,
        },
        start_fields: quote!(mine_blocks: 0, theirs_blocks: 0, closed: 0, open: Self::CELLS, next: Self::BLOCKS as u8, won: false,),
        inherent: quote! {
            #line_items

            #constants

            #next_of

            #[doc = #text_doc]
            fn split_position(text: &str) -> Result<(String, u8), ::game_dsl::PositionError> {
                let words: Vec<&str> = text.split_whitespace().collect();
                let head = words[..words.len().min(2)].join(" ");
                let next = match words.get(2) {
                    None => Self::BLOCKS as u8,
                    Some(word) => match word.parse::<usize>() {
                        Ok(block) if (1..=Self::BLOCKS).contains(&block) => (block - 1) as u8,
                        _ => {
                            return Err(::game_dsl::PositionError::new(
                                text,
                                format!("{}, not `{word}`", #block_expected),
                            ));
                        }
                    },
                };
                if let Some(extra) = words.get(3) {
                    return Err(::game_dsl::PositionError::new(
                        text,
                        format!("unexpected `{extra}` after the block to play in"),
                    ));
                }
                Ok((head, next))
            }
        },
        move_iter: quote!(::game_dsl::bits::Cells<#bits>),
        scoring: quote!(::game_dsl::Scoring::Distance),
        play_items: quote! {
            #[inline]
            fn moves(&self) -> Self::MoveIter {
                #no_moves
                ::game_dsl::bits::Cells::new(self.playable())
            }

            /// Places the stone; if its block now holds a line of the mover's, the block is
            /// the mover's (and a line of won blocks wins); a block won or full closes.
            #[inline]
            fn play(&mut self, mv: ::game_dsl::Move) {
                let cell = mv.index();
                let block = usize::from(Self::BLOCK_OF[cell]);
                let cells = Self::BLOCK_CELLS[block];
                let placed = self.mine | #placed_bit;
                let mut mine_blocks = self.mine_blocks;
                if Self::has_line(placed & cells) {
                    mine_blocks |= 1 << block;
                    self.closed |= 1 << block;
                    self.open &= !cells;
                    self.won = Self::has_block_line(mine_blocks);
                } else if (placed | self.theirs) & cells == cells {
                    self.closed |= 1 << block;
                    self.open &= !cells;
                }
                self.next = Self::next_after(cell, self.closed);
                self.mine = self.theirs;
                self.theirs = placed;
                self.mine_blocks = self.theirs_blocks;
                self.theirs_blocks = mine_blocks;
                self.side = self.side.opponent();
                self.ply += 1;
            }

            /// Over when the last move made a line of won blocks (its maker won) or closed the
            /// last open block (a draw).
            #custom_doc
            #[inline]
            fn terminal_value(&self) -> Option<i32> {
                #custom_first
                if self.won {
                    Some(-1)
                } else if self.closed == Self::ALL_BLOCKS {
                    Some(0)
                } else {
                    None
                }
            }
        },
        game_items,
        from_stones: quote! {
            /// The position from each player's stones, the side to move and the block to play
            /// in (`BLOCKS`: any open block), checked.
            fn from_stones(
                stones: [#bits; 2],
                side: ::game_dsl::Player,
                next: u8,
                text: &str,
            ) -> ::core::result::Result<Self, ::game_dsl::PositionError> {
                let (mine, theirs) = (stones[side.index()], stones[side.opponent().index()]);
                let Some((mine_blocks, theirs_blocks, closed)) = Self::blocks_of(mine, theirs) else {
                    return Err(::game_dsl::PositionError::new(
                        text,
                        "a block holds lines of both sides: a block won is closed",
                    ));
                };
                if Self::has_block_line(mine_blocks) {
                    return Err(::game_dsl::PositionError::new(
                        text,
                        format!("{} is to move but already has a line of blocks", side.symbol()),
                    ));
                }
                if usize::from(next) < Self::BLOCKS && closed >> next & 1 == 1 {
                    return Err(::game_dsl::PositionError::new(
                        text,
                        format!("block {} is won or full: no move is played in it", next + 1),
                    ));
                }
                let ply = #ply;
                let won = Self::has_block_line(theirs_blocks);
                let open = Self::open_cells(closed);
                Ok(#name { mine, theirs, mine_blocks, theirs_blocks, closed, open, next, won, side, ply })
            }
        },
        side: quote!(side_or_alternating),
    }
}

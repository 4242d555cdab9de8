//! The tables of a game of kinds, computed from its declaration when the game compiles (`const`
//! evaluation): each kind's leaps and runs from every cell for each player, the cells attacking
//! a cell, the blocked leaps with the cell that blocks each, the other slides, the rays of the
//! slides, the castling rights a move through a cell keeps. One `build` for each bitboard type
//! (a `const fn` cannot be generic over integer arithmetic).

use super::board::Board;
use super::rules::{Castle, Images, Kind, Lines, MAX_KINDS, Onto, Part, Region};

/// The eight directions as (rows, columns): the four that lower a cell's index first (their
/// first piece met is the highest bit), then the four that raise it (the lowest bit).
const DIRECTIONS: [(i32, i32); 8] = [
    (-1, 0),
    (0, -1),
    (-1, -1),
    (-1, 1),
    (1, 0),
    (0, 1),
    (1, 1),
    (1, -1),
];

/// The directions of rows and columns, as indices of [`DIRECTIONS`].
pub const ORTHOGONAL: [usize; 4] = [0, 1, 4, 5];
/// The diagonal directions, as indices of [`DIRECTIONS`].
pub const DIAGONAL: [usize; 4] = [2, 3, 6, 7];

/// The most blocked leaps (parts) of a declaration.
pub const MAX_BLOCKED: usize = 4;
/// The most slides of a declaration other than plain slides (onto an empty cell or an
/// opponent's piece, over no screen).
pub const MAX_SLIDES: usize = 4;

/// A slide other than a plain one: its kind, directions (a bit per direction of
/// [`DIRECTIONS`]), what it lands on and the screens it jumps.
#[derive(Clone, Copy, Debug)]
pub struct Slide {
    /// The kind that slides.
    pub kind: u8,
    /// A bit per direction, for each player.
    pub directions: [u8; 2],
    /// What it lands on.
    pub onto: Onto,
    /// The pieces it jumps over.
    pub over: u8,
}

/// The tables of a declaration on the bitboard `B`; see the module's documentation.
#[derive(Debug)]
pub struct Tables<B: Board> {
    /// The board's cells.
    pub board: B,
    /// The cells each kind of each player leaps to onto an empty cell, from each cell.
    pub quiet: [[B::ByCell; 2]; MAX_KINDS],
    /// The cells each kind of each player captures on by a leap, from each cell.
    pub capture: [[B::ByCell; 2]; MAX_KINDS],
    /// The cells each kind of each player captures on en passant, from each cell.
    pub en_passant: [[B::ByCell; 2]; MAX_KINDS],
    /// The cells from which each kind of each player captures onto each cell by a leap.
    pub attackers: [[B::ByCell; 2]; MAX_KINDS],
    /// The cell a run of each kind of each player lands on, from each cell (none: 0).
    pub run_to: [[B::ByCell; 2]; MAX_KINDS],
    /// The cells a run passes over and lands on, which must be empty.
    pub run_path: [[B::ByCell; 2]; MAX_KINDS],
    /// The cells of each kind's promotion zone, for each player: a move that starts or ends
    /// there is promoted.
    pub promote: [[B; 2]; MAX_KINDS],
    /// The cells from which each kind of each player could never move, even on an empty
    /// board: no move leaves it there unpromoted, no drop puts it there.
    pub dead: [[B; 2]; MAX_KINDS],
    /// The cells of each cell's column.
    pub column: B::ByCell,
    /// Whether each kind slides along rows and columns.
    pub orthogonal: [bool; MAX_KINDS],
    /// Whether each kind slides along diagonals.
    pub diagonal: [bool; MAX_KINDS],
    /// Whether each kind captures by a leap.
    pub leaps: [bool; MAX_KINDS],
    /// Whether every move of each kind goes forward, so cannot be undone (a pawn's).
    pub irreversible: [bool; MAX_KINDS],
    /// The number of blocked leaps.
    pub blocked: usize,
    /// The kind of each blocked leap.
    pub blocked_kind: [u8; MAX_BLOCKED],
    /// What each blocked leap lands on.
    pub blocked_onto: [Onto; MAX_BLOCKED],
    /// For each blocked leap, player and image of its vector, the cell it lands on from each
    /// cell.
    pub blocked_to: [[[B::ByCell; 8]; 2]; MAX_BLOCKED],
    /// The same, the cell that must be empty.
    pub blocked_by: [[[B::ByCell; 8]; 2]; MAX_BLOCKED],
    /// The number of other slides.
    pub slides: usize,
    /// The slides other than plain ones.
    pub slide: [Slide; MAX_SLIDES],
    /// Whether every move's safety for the royal piece can be told from the pins of plain
    /// slides (no blocked leap, no other slide).
    pub simple: bool,
    /// Each direction's ray from each cell, to the edge.
    pub rays: [B::ByCell; 8],
    /// The castling rights (a bit per castling) a move from or to each cell keeps.
    pub keep: [u8; 128],
    /// The cells each kind of each player may be dropped on from the hand (empty or not).
    pub drop: [[B; 2]; MAX_KINDS],
    /// The kind each kind was promoted from, if some kind is promoted to it (else itself):
    /// what a captured promoted piece becomes in hand.
    pub demote: [u8; MAX_KINDS],
}

macro_rules! build {
    ($t:ty) => {
        impl Tables<$t> {
            /// The tables of the kinds `kinds`, castlings `castles` and drop regions `drops`
            /// on a board of `width` x `height`. A declaration the tables cannot serve fails
            /// when the game compiles.
            pub const fn build(
                width: u32,
                height: u32,
                kinds: &[Kind],
                castles: &[Castle],
                drops: &[(u8, Region)],
            ) -> Tables<$t> {
                const N: usize = <$t>::BITS as usize;
                const EMPTY: [$t; N] = [0; N];
                assert!(
                    width * height <= <$t>::BITS,
                    "the board has more cells than the bitboard has bits"
                );
                assert!(kinds.len() <= MAX_KINDS, "at most 16 kinds of pieces");
                assert!(castles.len() <= 8, "at most 8 castlings");
                let (w, h) = (width as i32, height as i32);
                let cells = width * height;
                let one: $t = 1;
                let mut t = Tables {
                    board: if cells == <$t>::BITS {
                        <$t>::MAX
                    } else {
                        (one << cells) - 1
                    },
                    quiet: [[EMPTY; 2]; MAX_KINDS],
                    capture: [[EMPTY; 2]; MAX_KINDS],
                    en_passant: [[EMPTY; 2]; MAX_KINDS],
                    attackers: [[EMPTY; 2]; MAX_KINDS],
                    run_to: [[EMPTY; 2]; MAX_KINDS],
                    run_path: [[EMPTY; 2]; MAX_KINDS],
                    promote: [[0; 2]; MAX_KINDS],
                    dead: [[0; 2]; MAX_KINDS],
                    column: EMPTY,
                    orthogonal: [false; MAX_KINDS],
                    diagonal: [false; MAX_KINDS],
                    leaps: [false; MAX_KINDS],
                    irreversible: [false; MAX_KINDS],
                    blocked: 0,
                    blocked_kind: [0; MAX_BLOCKED],
                    blocked_onto: [Onto::Any; MAX_BLOCKED],
                    blocked_to: [[[EMPTY; 8]; 2]; MAX_BLOCKED],
                    blocked_by: [[[EMPTY; 8]; 2]; MAX_BLOCKED],
                    slides: 0,
                    slide: [Slide {
                        kind: 0,
                        directions: [0; 2],
                        onto: Onto::Any,
                        over: 0,
                    }; MAX_SLIDES],
                    simple: true,
                    rays: [EMPTY; 8],
                    keep: [u8::MAX; 128],
                    drop: [[0; 2]; MAX_KINDS],
                    demote: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
                };
                // Columns.
                let mut cell = 0;
                while cell < cells {
                    let mut r = 0;
                    while r < height {
                        t.column[cell as usize] |= one << (r * width + cell % width);
                        r += 1;
                    }
                    cell += 1;
                }
                // Rays.
                let mut d = 0;
                while d < 8 {
                    let (dr, dc) = DIRECTIONS[d];
                    let mut cell = 0;
                    while cell < cells as i32 {
                        let (mut r, mut c) = (cell / w + dr, cell % w + dc);
                        while r >= 0 && r < h && c >= 0 && c < w {
                            t.rays[d][cell as usize] |= one << (r * w + c);
                            r += dr;
                            c += dc;
                        }
                        cell += 1;
                    }
                    d += 1;
                }
                // Kinds.
                let mut k = 0;
                while k < kinds.len() {
                    let kind = &kinds[k];
                    let mut forward_only = true;
                    let mut p = 0;
                    while p < kind.parts.len() {
                        match kind.parts[p] {
                            Part::Leap {
                                by,
                                images,
                                onto,
                                en_passant,
                                blocked,
                                within,
                                from,
                            } => {
                                let (f, s) = (by.0 as i32, by.1 as i32);
                                assert!(f != 0 || s != 0, "a leap of (0, 0) goes nowhere");
                                assert!(
                                    !matches!(onto, Onto::Royal),
                                    "a leap lands on an empty cell, an enemy or either"
                                );
                                let (vectors, n) = images_of(f, s, images);
                                let slot = t.blocked;
                                if blocked.is_some() {
                                    assert!(slot < MAX_BLOCKED, "at most 4 blocked leaps");
                                    assert!(!en_passant, "a blocked leap takes no runner");
                                    t.blocked += 1;
                                    t.blocked_kind[slot] = k as u8;
                                    t.blocked_onto[slot] = onto;
                                    t.simple = false;
                                }
                                let mut i = 0;
                                while i < n {
                                    if vectors[i].0 <= 0 {
                                        forward_only = false;
                                    }
                                    i += 1;
                                }
                                let mut player = 0;
                                while player < 2 {
                                    let mut cell = 0;
                                    while cell < cells as i32 {
                                        let start_ok =
                                            from.holds(own_row(player, cell / w, h), cell % w, h);
                                        let mut i = 0;
                                        while start_ok && i < n {
                                            let (vf, vs) = vectors[i];
                                            let dr = if player == 0 { -vf } else { vf };
                                            let (r, c) = (cell / w + dr, cell % w + vs);
                                            if r >= 0
                                                && r < h
                                                && c >= 0
                                                && c < w
                                                && within.holds(own_row(player, r, h), c, h)
                                            {
                                                let to = (r * w + c) as usize;
                                                let (from, bit) = (cell as usize, one << to);
                                                if let Some((bf, bs)) = blocked {
                                                    let (lf, ls) = image_of(
                                                        f, s, bf as i32, bs as i32, i, images,
                                                    );
                                                    let ldr = if player == 0 { -lf } else { lf };
                                                    let (lr, lc) = (cell / w + ldr, cell % w + ls);
                                                    assert!(
                                                        lr >= 0 && lr < h && lc >= 0 && lc < w,
                                                        "a blocking cell lies between"
                                                    );
                                                    t.blocked_to[slot][player][i][from] = bit;
                                                    t.blocked_by[slot][player][i][from] =
                                                        one << (lr * w + lc);
                                                } else {
                                                    if !matches!(onto, Onto::Enemy) {
                                                        t.quiet[k][player][from] |= bit;
                                                    }
                                                    if !matches!(onto, Onto::Empty) {
                                                        t.capture[k][player][from] |= bit;
                                                        t.attackers[k][player][to] |= one << from;
                                                        t.leaps[k] = true;
                                                    }
                                                    if en_passant {
                                                        t.en_passant[k][player][from] |= bit;
                                                    }
                                                }
                                            }
                                            i += 1;
                                        }
                                        cell += 1;
                                    }
                                    player += 1;
                                }
                            }
                            Part::Slide { lines, onto, over } => {
                                forward_only = false;
                                if matches!(onto, Onto::Any)
                                    && over == 0
                                    && !matches!(lines, Lines::Forward)
                                {
                                    match lines {
                                        Lines::Orthogonal => t.orthogonal[k] = true,
                                        Lines::Diagonal => t.diagonal[k] = true,
                                        Lines::All | Lines::Forward => {
                                            t.orthogonal[k] = true;
                                            t.diagonal[k] = true;
                                        }
                                    }
                                } else {
                                    assert!(
                                        t.slides < MAX_SLIDES,
                                        "at most 4 slides with screens or a target"
                                    );
                                    assert!(over <= 1, "a slide jumps at most one piece");
                                    // Forward: up (direction 0) for the first player, down
                                    // (direction 4) for the second.
                                    let directions = match lines {
                                        Lines::Orthogonal => [0b0011_0011; 2],
                                        Lines::Diagonal => [0b1100_1100; 2],
                                        Lines::All => [0xff; 2],
                                        Lines::Forward => [0b0000_0001, 0b0001_0000],
                                    };
                                    t.slide[t.slides] = Slide {
                                        kind: k as u8,
                                        directions,
                                        onto,
                                        over,
                                    };
                                    t.slides += 1;
                                    t.simple = false;
                                }
                            }
                            Part::Run {
                                cells: run,
                                from_row,
                            } => {
                                assert!(
                                    from_row >= 1 && from_row as i32 <= h,
                                    "a run starts on the board"
                                );
                                let mut player = 0;
                                while player < 2 {
                                    let row = if player == 0 {
                                        h - from_row as i32
                                    } else {
                                        from_row as i32 - 1
                                    };
                                    let dr = if player == 0 { -1 } else { 1 };
                                    let end = row + dr * run as i32;
                                    if end >= 0 && end < h {
                                        let mut c = 0;
                                        while c < w {
                                            let from = (row * w + c) as usize;
                                            let mut path: $t = 0;
                                            let mut i = 1;
                                            while i <= run as i32 {
                                                path |= one << ((row + dr * i) * w + c);
                                                i += 1;
                                            }
                                            t.run_path[k][player][from] = path;
                                            t.run_to[k][player][from] = one << (end * w + c);
                                            c += 1;
                                        }
                                    }
                                    player += 1;
                                }
                            }
                        }
                        p += 1;
                    }
                    t.irreversible[k] = forward_only;
                    if let Some(promotion) = kind.promote {
                        let (first, last) = promotion.rows;
                        assert!(
                            first >= 1 && first <= last && last as i32 <= h,
                            "a promotion zone is rows on the board"
                        );
                        assert!(
                            (promotion.to.len() as u32) < 1 << (16 - 2 * cell_bits(cells)),
                            "a promotion's choices do not fit in a move of this board"
                        );
                        let mut cell = 0;
                        while cell < cells as i32 {
                            let mut player = 0;
                            while player < 2 {
                                let row = own_row(player, cell / w, h);
                                if row >= first as i32 && row <= last as i32 {
                                    t.promote[k][player] |= one << cell;
                                }
                                player += 1;
                            }
                            cell += 1;
                        }
                    }
                    k += 1;
                }
                // Dead cells: no leap, run or slide leads anywhere from them.
                let mut k = 0;
                while k < kinds.len() {
                    let mut player = 0;
                    while player < 2 {
                        let mut cell = 0;
                        while cell < cells as usize {
                            let mut reach = t.quiet[k][player][cell]
                                | t.capture[k][player][cell]
                                | t.run_to[k][player][cell];
                            let mut d = 0;
                            while d < 8 {
                                let along =
                                    if t.orthogonal[k] && (d == 0 || d == 1 || d == 4 || d == 5) {
                                        true
                                    } else {
                                        t.diagonal[k] && (d == 2 || d == 3 || d == 6 || d == 7)
                                    };
                                let mut s = 0;
                                let mut other = false;
                                while s < t.slides {
                                    if t.slide[s].kind as usize == k
                                        && t.slide[s].directions[player] >> d & 1 == 1
                                    {
                                        other = true;
                                    }
                                    s += 1;
                                }
                                if along || other {
                                    reach |= t.rays[d][cell];
                                }
                                d += 1;
                            }
                            let mut slot = 0;
                            while slot < t.blocked {
                                if t.blocked_kind[slot] as usize == k {
                                    let mut i = 0;
                                    while i < 8 {
                                        reach |= t.blocked_to[slot][player][i][cell];
                                        i += 1;
                                    }
                                }
                                slot += 1;
                            }
                            if reach == 0 {
                                t.dead[k][player] |= one << cell;
                            }
                            cell += 1;
                        }
                        player += 1;
                    }
                    k += 1;
                }
                // Drops: each kind anywhere, unless a region is declared for it.
                let mut k = 0;
                while k < kinds.len() {
                    let mut region = Region::Any;
                    let mut i = 0;
                    while i < drops.len() {
                        if drops[i].0 as usize == k {
                            region = drops[i].1;
                        }
                        i += 1;
                    }
                    let mut player = 0;
                    while player < 2 {
                        let mut cell = 0;
                        while cell < cells as i32 {
                            if region.holds(own_row(player, cell / w, h), cell % w, h)
                                && t.dead[k][player] >> cell & 1 == 0
                            {
                                t.drop[k][player] |= one << cell;
                            }
                            cell += 1;
                        }
                        player += 1;
                    }
                    // The kind promoted to this one, if any.
                    let mut j = 0;
                    while j < kinds.len() {
                        if let Some(promotion) = kinds[j].promote {
                            let choices = promotion.to;
                            let mut c = 0;
                            while c < choices.len() {
                                if choices[c] as usize == k && t.demote[k] as usize == k {
                                    t.demote[k] = j as u8;
                                }
                                c += 1;
                            }
                        }
                        j += 1;
                    }
                    k += 1;
                }
                // Castling rights.
                let mut i = 0;
                while i < castles.len() {
                    let c = &castles[i];
                    t.keep[c.royal.0 as usize] &= !(1 << i);
                    t.keep[c.partner.0 as usize] &= !(1 << i);
                    i += 1;
                }
                t
            }
        }
    };
}

build!(u64);
build!(u128);

/// The row `r` (from 0 at the top) counted from `player`'s own edge, from 1.
const fn own_row(player: usize, r: i32, h: i32) -> i32 {
    if player == 0 { h - r } else { r + 1 }
}

/// The bits of a cell in a move's code on a board of `cells` cells: 6 up to 64, else 7.
pub const fn cell_bits(cells: u32) -> u32 {
    if cells <= 64 { 6 } else { 7 }
}

/// The eight images of the vector `(f, s)`, in the order [`images_of`] considers them.
const fn all_images(f: i32, s: i32) -> [(i32, i32); 8] {
    [
        (f, s),
        (f, -s),
        (-f, s),
        (-f, -s),
        (s, f),
        (s, -f),
        (-s, f),
        (-s, -f),
    ]
}

/// The image of `(bf, bs)` by the transformation that takes `(f, s)` to the `i`th of its
/// distinct images (as [`images_of`] lists them).
const fn image_of(f: i32, s: i32, bf: i32, bs: i32, i: usize, images: Images) -> (i32, i32) {
    let (_, _, which) = distinct(f, s, images);
    let blocked = all_images(bf, bs);
    blocked[which[i]]
}

/// The images of the vector `(f, s)`, with no repeats: up to eight.
const fn images_of(f: i32, s: i32, images: Images) -> ([(i32, i32); 8], usize) {
    let (out, n, _) = distinct(f, s, images);
    (out, n)
}

/// The distinct images of `(f, s)`, their number, and which transformation gives each.
const fn distinct(f: i32, s: i32, images: Images) -> ([(i32, i32); 8], usize, [usize; 8]) {
    let all = all_images(f, s);
    let take = match images {
        Images::Mirror => 2,
        Images::All => 8,
    };
    let mut out = [(0, 0); 8];
    let mut which = [0; 8];
    let mut n = 0;
    let mut i = 0;
    while i < take {
        let mut seen = false;
        let mut j = 0;
        while j < n {
            if out[j].0 == all[i].0 && out[j].1 == all[i].1 {
                seen = true;
            }
            j += 1;
        }
        if !seen {
            out[n] = all[i];
            which[n] = i;
            n += 1;
        }
        i += 1;
    }
    (out, n, which)
}

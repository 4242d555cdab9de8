//! The tables of a game of kinds, computed from its declaration when the game compiles (`const`
//! evaluation): each kind's leaps and runs from every cell for each player, the cells attacking
//! a cell, the rays of the slides, the castling rights a move through a cell keeps.

use super::rules::{Castle, Images, Kind, Lines, MAX_KINDS, Onto, Part};

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

/// A set of cells for each cell of a board of at most 64.
pub type ByCell = [u64; 64];

/// The tables of a declaration; see the module's documentation.
#[derive(Debug)]
pub struct Tables {
    /// The board's cells.
    pub board: u64,
    /// The cells each kind of each player leaps to onto an empty cell, from each cell.
    pub quiet: [[ByCell; 2]; MAX_KINDS],
    /// The cells each kind of each player captures on by a leap, from each cell.
    pub capture: [[ByCell; 2]; MAX_KINDS],
    /// The cells each kind of each player captures on en passant, from each cell.
    pub en_passant: [[ByCell; 2]; MAX_KINDS],
    /// The cells from which each kind of each player captures onto each cell by a leap.
    pub attackers: [[ByCell; 2]; MAX_KINDS],
    /// The cell a run of each kind of each player lands on, from each cell (none: 0).
    pub run_to: [[ByCell; 2]; MAX_KINDS],
    /// The cells a run passes over and lands on, which must be empty.
    pub run_path: [[ByCell; 2]; MAX_KINDS],
    /// The cells on which each kind of each player is promoted.
    pub promote: [[u64; 2]; MAX_KINDS],
    /// Whether each kind slides along rows and columns.
    pub orthogonal: [bool; MAX_KINDS],
    /// Whether each kind slides along diagonals.
    pub diagonal: [bool; MAX_KINDS],
    /// Whether each kind captures by a leap.
    pub leaps: [bool; MAX_KINDS],
    /// Whether every move of each kind goes forward, so cannot be undone (a pawn's).
    pub irreversible: [bool; MAX_KINDS],
    /// Each direction's ray from each cell, to the edge.
    pub rays: [ByCell; 8],
    /// The cells on a row, column or diagonal through each cell.
    pub lines: ByCell,
    /// The castling rights (a bit per castling) a move from or to each cell keeps.
    pub keep: [u8; 64],
}

impl Tables {
    /// The tables of the kinds `kinds` and castlings `castles` on a board of `width` x `height`.
    /// A declaration the tables cannot serve fails when the game compiles.
    pub const fn build(width: u32, height: u32, kinds: &[Kind], castles: &[Castle]) -> Tables {
        assert!(
            width <= 8 && height <= 8,
            "a game of kinds has at most 8 x 8 cells"
        );
        assert!(kinds.len() <= MAX_KINDS, "at most 8 kinds of pieces");
        assert!(castles.len() <= 8, "at most 8 castlings");
        let (w, h) = (width as i32, height as i32);
        let cells = width * height;
        let mut t = Tables {
            board: if cells == 64 {
                u64::MAX
            } else {
                (1u64 << cells) - 1
            },
            quiet: [[[0; 64]; 2]; MAX_KINDS],
            capture: [[[0; 64]; 2]; MAX_KINDS],
            en_passant: [[[0; 64]; 2]; MAX_KINDS],
            attackers: [[[0; 64]; 2]; MAX_KINDS],
            run_to: [[[0; 64]; 2]; MAX_KINDS],
            run_path: [[[0; 64]; 2]; MAX_KINDS],
            promote: [[0; 2]; MAX_KINDS],
            orthogonal: [false; MAX_KINDS],
            diagonal: [false; MAX_KINDS],
            leaps: [false; MAX_KINDS],
            irreversible: [false; MAX_KINDS],
            rays: [[0; 64]; 8],
            lines: [0; 64],
            keep: [u8::MAX; 64],
        };
        // Rays.
        let mut d = 0;
        while d < 8 {
            let (dr, dc) = DIRECTIONS[d];
            let mut cell = 0;
            while cell < cells as i32 {
                let (mut r, mut c) = (cell / w + dr, cell % w + dc);
                while r >= 0 && r < h && c >= 0 && c < w {
                    t.rays[d][cell as usize] |= 1 << (r * w + c);
                    r += dr;
                    c += dc;
                }
                t.lines[cell as usize] |= t.rays[d][cell as usize];
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
                    } => {
                        let (f, s) = (by.0 as i32, by.1 as i32);
                        assert!(f != 0 || s != 0, "a leap of (0, 0) goes nowhere");
                        let (vectors, n) = images_of(f, s, images);
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
                                let mut i = 0;
                                while i < n {
                                    let (vf, vs) = vectors[i];
                                    let dr = if player == 0 { -vf } else { vf };
                                    let (r, c) = (cell / w + dr, cell % w + vs);
                                    if r >= 0 && r < h && c >= 0 && c < w {
                                        let to = (r * w + c) as usize;
                                        let (from, bit) = (cell as usize, 1u64 << to);
                                        if !matches!(onto, Onto::Enemy) {
                                            t.quiet[k][player][from] |= bit;
                                        }
                                        if !matches!(onto, Onto::Empty) {
                                            t.capture[k][player][from] |= bit;
                                            t.attackers[k][player][to] |= 1 << from;
                                            t.leaps[k] = true;
                                        }
                                        if en_passant {
                                            t.en_passant[k][player][from] |= bit;
                                        }
                                    }
                                    i += 1;
                                }
                                cell += 1;
                            }
                            player += 1;
                        }
                    }
                    Part::Slide { lines } => {
                        forward_only = false;
                        match lines {
                            Lines::Orthogonal => t.orthogonal[k] = true,
                            Lines::Diagonal => t.diagonal[k] = true,
                            Lines::All => {
                                t.orthogonal[k] = true;
                                t.diagonal[k] = true;
                            }
                        }
                    }
                    Part::Run {
                        cells: run,
                        from_row,
                    } => {
                        assert!(run >= 2, "a run goes at least 2 cells (use a leap for 1)");
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
                                    let mut path = 0u64;
                                    let mut i = 1;
                                    while i <= run as i32 {
                                        path |= 1 << ((row + dr * i) * w + c);
                                        i += 1;
                                    }
                                    t.run_path[k][player][from] = path;
                                    t.run_to[k][player][from] = 1 << (end * w + c);
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
            if let Some((row, _)) = kind.promote {
                assert!(
                    row >= 1 && row as i32 <= h,
                    "a promotion row is on the board"
                );
                let row_mask = ((1u64 << width) - 1) << (width * (row as u32 - 1));
                // Counted from the first player's edge (the bottom), then the second's.
                t.promote[k][0] = row_mask.reverse_bits() >> (64 - cells);
                t.promote[k][1] = row_mask;
                let _ = w;
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

/// The images of the vector `(f, s)` (forward, sideways), with no repeats: up to eight.
const fn images_of(f: i32, s: i32, images: Images) -> ([(i32, i32); 8], usize) {
    let all = [
        (f, s),
        (f, -s),
        (-f, s),
        (-f, -s),
        (s, f),
        (s, -f),
        (-s, f),
        (-s, -f),
    ];
    let take = match images {
        Images::Mirror => 2,
        Images::All => 8,
    };
    let mut out = [(0, 0); 8];
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
            n += 1;
        }
        i += 1;
    }
    (out, n)
}

//! Flanking (`moves: flank`, Othello), for the code the macro generates: on a board of 64 cells
//! or fewer, the stones a move flips, from the eight rays of the cell it is played on, the legal
//! cells and the last cell's flip count; on any flank board, the exact search of the last empty
//! cells ([`solve`]).
//!
//! Each ray is the set of cells beyond the new stone in one direction, to the edge; the first
//! four run towards higher bits, the last four towards lower bits. Along a ray the run of the
//! opponent's stones flips when the nearest cell that is not the opponent's holds a stone of the
//! mover: that cell is the lowest set bit of `ray & !theirs` on a ray towards higher bits, the
//! highest on one towards lower bits.
//!
//! The eight rays fit two 256-bit vectors, the four towards higher bits and the four towards
//! lower bits: where the processor has AVX-512 VL and CD ([`crate::cpu`]: known at build time
//! with `-C target-cpu=native` on such a machine, or at run time in the searches' AVX-512
//! copies), [`flips`] does the eight at once (a leading-zero count per lane finds the highest
//! bits); elsewhere it walks the rays one by one with bit scans. Both give the same stones (the
//! tests compare them). With one 512-bit vector of the eight in place of the two halves,
//! Othello's endgame solves took 1.2x the time (FFO #40 and #42, docs/benchmarks.md): the wider
//! instructions and the longer reduction to one word cost more than they share.
//!
//! [`moves`] uses AVX2 where the build targets it; in the copies of a build that does not, the
//! compiler vectorises the portable code itself (as fast, on `perft othello 11`). The last
//! cell's count uses BMI2 where the processor has it, at build or run time.
//!
//! The exact search of a flanking game's last empty cells, generic over what it needs of the
//! board, is in [`solve`] ([`exact_value`], over a [`Board`] the macro implements).

pub mod solve;

pub use solve::{Board, CEILING_EMPTY, FEW_EMPTY, Stones, exact_value, stable_ceiling};

/// The stones of `theirs` that a stone of `mine` flips on the cell whose eight `rays` are given
/// (four towards higher bits, then four towards lower bits).
///
/// ```
/// // A row of four cells, bits 0..4: mine on 0, theirs on 1 and 2, the new stone on 3.
/// let rays = [0, 0, 0, 0, 0b0111, 0, 0, 0]; // from cell 3 towards lower bits: 2, 1, 0
/// assert_eq!(game_dsl::flank::flips(&rays, 0b0001, 0b0110), 0b0110);
/// assert_eq!(game_dsl::flank::flips(&rays, 0b0000, 0b0110), 0); // nothing closes the run
/// ```
#[inline(always)]
pub fn flips(rays: &[u64; 8], mine: u64, theirs: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if crate::cpu::has(crate::cpu::Level::V4) {
        // SAFETY: the processor has the instructions (`cpu::has`).
        return unsafe { flips_avx512vl(rays, mine, theirs) };
    }
    flips_by_scans(rays, mine, theirs)
}

/// [`flips`] in two vectors of four 64-bit lanes: the four rays towards higher bits in one,
/// the four towards lower bits in the other. Compiled with the instructions it needs, so that
/// it is inlined into the searches' AVX-512 copies ([`crate::cpu`]) and fast when called
/// from elsewhere; callers check that the processor has them.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,avx512f,avx512cd,avx512vl")]
#[inline]
fn flips_avx512vl(rays: &[u64; 8], mine: u64, theirs: u64) -> u64 {
    use std::arch::x86_64::*;
    // SAFETY: `rays` is 64 readable bytes.
    let (up, down) = unsafe {
        (
            _mm256_loadu_si256(rays.as_ptr().cast()),
            _mm256_loadu_si256(rays.as_ptr().add(4).cast()),
        )
    };
    let mine = _mm256_set1_epi64x(mine as i64);
    let theirs = _mm256_set1_epi64x(theirs as i64);
    let zero = _mm256_setzero_si256();
    // Up, the nearest cell that is not theirs is the lowest bit; the run below it flips if it
    // is mine.
    let stop = _mm256_andnot_si256(theirs, up);
    let closer = _mm256_and_si256(_mm256_and_si256(stop, _mm256_sub_epi64(zero, stop)), mine);
    let closed = _mm256_test_epi64_mask(closer, closer);
    let flipped_up =
        _mm256_maskz_and_epi64(closed, up, _mm256_sub_epi64(closer, _mm256_set1_epi64x(1)));
    // Down, the highest bit (a shift by 64, for an empty lane, gives 0); the run above it.
    let stop = _mm256_andnot_si256(theirs, down);
    let highest = _mm256_srlv_epi64(_mm256_set1_epi64x(i64::MIN), _mm256_lzcnt_epi64(stop));
    let closer = _mm256_and_si256(highest, mine);
    let above = _mm256_sub_epi64(zero, _mm256_add_epi64(closer, closer));
    let v = _mm256_or_si256(flipped_up, _mm256_and_si256(down, above));
    // The four lanes or-ed into one word.
    let half = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
    (_mm_cvtsi128_si64(half) | _mm_extract_epi64::<1>(half)) as u64
}

/// [`flips`] ray by ray, with bit scans.
#[inline(always)]
pub fn flips_by_scans(rays: &[u64; 8], mine: u64, theirs: u64) -> u64 {
    let mut flipped = 0;
    for &ray in &rays[..4] {
        // The nearest cell that is not theirs is the lowest bit.
        let stop = ray & !theirs;
        let first = stop & stop.wrapping_neg();
        if first & mine != 0 {
            flipped |= ray & (first - 1);
        }
    }
    for &ray in &rays[4..] {
        // The nearest cell that is not theirs is the highest bit.
        let stop = ray & !theirs;
        if stop & mine != 0 {
            let first: u64 = 1 << (u64::BITS - 1 - stop.leading_zeros());
            if first & mine != 0 {
                flipped |= ray & !((first << 1) - 1);
            }
        }
    }
    flipped
}

/// The `empty` cells where a stone of `mine` flanks stones of `theirs`, on a board of at most
/// 8 x 8 cells in 64 bits whose four `axes` are given as the bit step of each and the cells
/// with a neighbour on both sides along it (where a flanked stone can lie).
///
/// Along each axis and both ways, the runs of `theirs` that follow a stone of `mine` grow by
/// doubling (runs of 1, 2, 4, then 6), and the cells just past them are the moves. Where the
/// build has AVX2, the four axes are the four lanes of two vectors, one shifted towards higher
/// bits and one towards lower bits, each lane by its axis' step (faster on Othello's endgames
/// than eight lanes of one 512-bit vector, docs/benchmarks.md); elsewhere, one axis after the
/// other.
///
/// ```
/// use game_dsl::flank::moves;
/// // A row of four cells, bits 0..4, as a board of one axis (the others have no room).
/// let axes = [(1, 0b0110), (4, 0), (5, 0), (3, 0)];
/// assert_eq!(moves(0b0001, 0b0010, 0b1100, &axes), 0b0100);
/// assert_eq!(moves(0b0001, 0b0110, 0b1000, &axes), 0b1000);
/// ```
#[inline(always)]
pub fn moves(mine: u64, theirs: u64, empty: u64, axes: &[(u32, u64); 4]) -> u64 {
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    {
        // SAFETY: the build enables the instructions.
        unsafe { moves_avx2(mine, theirs, empty, axes) }
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "avx2")))]
    {
        moves_by_axes(mine, theirs, empty, axes)
    }
}

/// [`moves`] in two vectors of four lanes, one axis a lane: shifted towards higher bits in one,
/// towards lower bits in the other.
///
/// # Safety
///
/// The processor must have AVX2.
#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
#[inline(always)]
unsafe fn moves_avx2(mine: u64, theirs: u64, empty: u64, axes: &[(u32, u64); 4]) -> u64 {
    use std::arch::x86_64::*;
    let [a, b, c, d] = axes.map(|(step, _)| i64::from(step));
    let [ia, ib, ic, id] = axes.map(|(_, inner)| (inner & theirs) as i64);
    // SAFETY: the instructions are enabled by the build.
    unsafe {
        let once = _mm256_set_epi64x(d, c, b, a);
        let twice = _mm256_add_epi64(once, once);
        let inner = _mm256_set_epi64x(id, ic, ib, ia);
        let mine = _mm256_set1_epi64x(mine as i64);
        // Runs of 1, 2, 4, then 6 stones, both ways.
        let mut up = _mm256_and_si256(inner, _mm256_sllv_epi64(mine, once));
        let mut down = _mm256_and_si256(inner, _mm256_srlv_epi64(mine, once));
        up = _mm256_or_si256(up, _mm256_and_si256(inner, _mm256_sllv_epi64(up, once)));
        down = _mm256_or_si256(down, _mm256_and_si256(inner, _mm256_srlv_epi64(down, once)));
        let inner_up = _mm256_and_si256(inner, _mm256_sllv_epi64(inner, once));
        let inner_down = _mm256_and_si256(inner, _mm256_srlv_epi64(inner, once));
        up = _mm256_or_si256(up, _mm256_and_si256(inner_up, _mm256_sllv_epi64(up, twice)));
        down = _mm256_or_si256(
            down,
            _mm256_and_si256(inner_down, _mm256_srlv_epi64(down, twice)),
        );
        up = _mm256_or_si256(up, _mm256_and_si256(inner_up, _mm256_sllv_epi64(up, twice)));
        down = _mm256_or_si256(
            down,
            _mm256_and_si256(inner_down, _mm256_srlv_epi64(down, twice)),
        );
        or_lanes(_mm256_or_si256(
            _mm256_sllv_epi64(up, once),
            _mm256_srlv_epi64(down, once),
        )) & empty
    }
}

/// The four 64-bit lanes of `v` or-ed into one word.
///
/// # Safety
///
/// The processor must have AVX2.
#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
#[inline(always)]
unsafe fn or_lanes(v: std::arch::x86_64::__m256i) -> u64 {
    use std::arch::x86_64::*;
    // SAFETY: the instructions are enabled by the build.
    unsafe {
        let half = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
        (_mm_cvtsi128_si64(half) | _mm_extract_epi64::<1>(half)) as u64
    }
}

/// [`moves`] one axis after the other.
#[inline(always)]
pub fn moves_by_axes(mine: u64, theirs: u64, empty: u64, axes: &[(u32, u64); 4]) -> u64 {
    let mut ends = 0;
    for &(step, inner) in axes {
        let inner = inner & theirs;
        let mut up = inner & (mine << step);
        let mut down = inner & (mine >> step);
        up |= inner & (up << step);
        down |= inner & (down >> step);
        let inner_2 = inner & (inner << step);
        let inner_2_down = inner_2 >> step;
        up |= inner_2 & (up << (2 * step));
        down |= inner_2_down & (down >> (2 * step));
        up |= inner_2 & (up << (2 * step));
        down |= inner_2_down & (down >> (2 * step));
        ends |= (up << step) | (down >> step);
    }
    ends & empty
}

/// The number of stones that a stone of `mine` flips on `placed`, the last empty cell of the
/// board (every other cell holds a stone of `mine` or `theirs`), from the four `lines` through
/// it (each the whole row, column or diagonal, the cell included, at most 8 cells long) or its
/// eight `rays`.
///
/// With every other cell full, a run flips when a stone of `mine` closes it, so the count
/// depends on `mine`'s stones along each line alone: where the build has BMI2, they are
/// gathered into a byte per line (`pext`) and the count read from a table by the cell's place
/// in the line; elsewhere the flips are counted.
///
/// ```
/// use game_dsl::flank::last_flip_count;
/// // One row of four cells, bits 0..4, full but for cell 3: mine on 0, theirs on 1 and 2.
/// let lines = [0b1111, 0b1000, 0b1000, 0b1000];
/// let rays = [0, 0, 0, 0, 0b0111, 0, 0, 0];
/// assert_eq!(last_flip_count(&lines, &rays, 0b1000, 0b0001, 0b0110), 2);
/// assert_eq!(last_flip_count(&lines, &rays, 0b1000, 0b0110, 0b0001), 0);
/// ```
#[inline(always)]
pub fn last_flip_count(
    lines: &[u64; 4],
    rays: &[u64; 8],
    placed: u64,
    mine: u64,
    theirs: u64,
) -> u32 {
    #[cfg(target_arch = "x86_64")]
    if crate::cpu::has(crate::cpu::Level::V3) {
        // SAFETY: the processor has the instructions (`cpu::has`).
        return unsafe { last_flip_count_bmi2(lines, placed, mine) };
    }
    let _ = (lines, placed);
    flips(rays, mine, theirs).count_ones()
}

/// [`last_flip_count`] by `pext` and [`LAST_FLIPS`], compiled with the instructions it needs
/// (as [`flips_avx512vl`] is); callers check that the processor has them.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi2,popcnt")]
#[inline]
fn last_flip_count_bmi2(lines: &[u64; 4], placed: u64, mine: u64) -> u32 {
    let mut count = 0;
    for &line in lines {
        let stones = std::arch::x86_64::_pext_u64(mine, line);
        let place = (line & (placed - 1)).count_ones();
        count += u32::from(LAST_FLIPS[place as usize][stones as usize & 0xff]);
    }
    count
}

/// For a cell at place `p` of a full line of at most 8 cells and the mover's stones along it
/// (bit `i` for place `i`; the cell itself empty), the stones a stone there flips: on each side,
/// the cells before the nearest stone of the mover, if there is one.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
static LAST_FLIPS: [[u8; 256]; 8] = {
    let mut table = [[0u8; 256]; 8];
    let mut place = 0;
    while place < 8 {
        let mut stones: u32 = 0;
        while stones < 256 {
            let above = stones >> (place + 1);
            let below = stones & ((1 << place) - 1);
            let mut count = 0;
            if above != 0 {
                count += above.trailing_zeros();
            }
            if below != 0 {
                count += place - 1 - below.ilog2();
            }
            table[place as usize][stones as usize] = count as u8;
            stones += 1;
        }
        place += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The eight directions of an 8 x 8 board as (columns, rows) steps: the four towards higher
    /// bits first, as the macro lays out the rays.
    const DIRECTIONS: [(i32, i32); 8] = [
        (1, 0),
        (0, 1),
        (1, 1),
        (-1, 1),
        (-1, 0),
        (0, -1),
        (-1, -1),
        (1, -1),
    ];

    /// The eight rays of each cell of an 8 x 8 board, as the macro lays them out.
    fn rays_8x8() -> Vec<[u64; 8]> {
        (0..64)
            .map(|cell: i32| {
                let mut rays = [0u64; 8];
                for (ray, (dx, dy)) in rays.iter_mut().zip(DIRECTIONS) {
                    let (mut x, mut y) = (cell % 8 + dx, cell / 8 + dy);
                    while (0..8).contains(&x) && (0..8).contains(&y) {
                        *ray |= 1 << (y * 8 + x);
                        x += dx;
                        y += dy;
                    }
                }
                rays
            })
            .collect()
    }

    /// Flips found cell by cell along each direction, the slow way.
    fn flips_slowly(cell: i32, mine: u64, theirs: u64) -> u64 {
        let mut flipped = 0;
        for (dx, dy) in DIRECTIONS {
            let (mut x, mut y, mut run) = (cell % 8 + dx, cell / 8 + dy, 0u64);
            while (0..8).contains(&x) && (0..8).contains(&y) {
                let bit = 1u64 << (y * 8 + x);
                if theirs & bit != 0 {
                    run |= bit;
                } else {
                    if mine & bit != 0 {
                        flipped |= run;
                    }
                    break;
                }
                x += dx;
                y += dy;
            }
        }
        flipped
    }

    /// The four whole lines through each cell of an 8 x 8 board.
    fn lines_8x8(rays: &[[u64; 8]]) -> Vec<[u64; 4]> {
        rays.iter()
            .enumerate()
            .map(|(cell, r)| std::array::from_fn(|axis| r[axis] | r[axis + 4] | 1 << cell))
            .collect()
    }

    #[test]
    fn the_last_cells_flips_are_counted_as_played() {
        let rays = rays_8x8();
        let lines = lines_8x8(&rays);
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..200_000 {
            state = crate::hash::mix(state);
            let cell = (state >> 58) as usize;
            let placed = 1u64 << cell;
            let mine = crate::hash::mix(state ^ 7) & !placed;
            let theirs = !mine & !placed;
            let expected = flips_slowly(cell as i32, mine, theirs).count_ones();
            let counted = last_flip_count(&lines[cell], &rays[cell], placed, mine, theirs);
            assert_eq!(counted, expected, "cell {cell}, mine {mine:#x}");
        }
    }

    #[test]
    fn the_moves_are_the_cells_that_flip_something() {
        let axes = [
            (1, 0x7e7e_7e7e_7e7e_7e7e),
            (8, 0x00ff_ffff_ffff_ff00),
            (9, 0x007e_7e7e_7e7e_7e00),
            (7, 0x007e_7e7e_7e7e_7e00),
        ];
        let mut state = 0x1234_5678_9abc_def0u64;
        for round in 0..100_000 {
            state = crate::hash::mix(state);
            let (a, b, c) = (
                state,
                crate::hash::mix(state ^ 3),
                crate::hash::mix(state ^ 5),
            );
            // Boards three quarters full and half full alike.
            let filled = if round % 2 == 0 { a | b } else { a };
            let (mine, theirs) = (filled & c, filled & !c);
            let empty = !filled;
            let expected = (0..64)
                .filter(|&cell| empty >> cell & 1 == 1 && flips_slowly(cell, mine, theirs) != 0)
                .fold(0u64, |m, cell| m | 1 << cell);
            assert_eq!(moves_by_axes(mine, theirs, empty, &axes), expected);
            assert_eq!(moves(mine, theirs, empty, &axes), expected);
        }
    }

    #[test]
    fn every_way_of_flipping_agrees_with_the_slow_count() {
        let rays = rays_8x8();
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..200_000 {
            state = crate::hash::mix(state);
            let (a, b) = (state, crate::hash::mix(state ^ 1));
            let cell = (b >> 58) as i32;
            let placed = 1u64 << cell;
            let (mine, theirs) = (a & !b & !placed, b & !a & !placed);
            let expected = flips_slowly(cell, mine, theirs);
            assert_eq!(flips_by_scans(&rays[cell as usize], mine, theirs), expected);
            assert_eq!(flips(&rays[cell as usize], mine, theirs), expected);
        }
    }
}

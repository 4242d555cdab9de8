//! [`Area`]: a game scored by area when it ends (`win: area { ... }`): each side's stones and
//! the empty cells that reach its stones only (Tromp-Taylor's count, Go's), the second player
//! adding a komi.

use super::board::Board;
use super::parts::Dir;

/// The count by area, as the rules keep it ([`PieceRules::AREA`](super::PieceRules::AREA)).
///
/// An empty cell counts for a side when every cell it reaches through empty cells (along
/// `dirs`: a square's four neighbours, a hexagon's six) and next to a stone is that side's.
/// Two flood fills of shifts, one a side, from the empty cells next to its stones.
///
/// ```
/// use game_dsl::pieces::{Area, Dir, Mask};
/// // A row of five cells.
/// const LEFT: Dir = Dir { offset: -1, from: Mask::bits(0b11110) };
/// const RIGHT: Dir = Dir { offset: 1, from: Mask::bits(0b01111) };
/// let area = Area { komi2: 1, dirs: &[LEFT, RIGHT] };
/// // X on cell 1, O on cell 3: cell 0 reaches X only, cell 4 O only, cell 2 both.
/// assert_eq!(area.areas([0b00010u16, 0b01000], 0b11111), [2, 2]);
/// // Equal areas: the komi's half point wins for O.
/// assert_eq!(area.score2([0b00010u16, 0b01000], 0b11111), -1);
/// // X on 2 as well: cells 0 to 2 are X's.
/// assert_eq!(area.areas([0b00110u16, 0b01000], 0b11111), [3, 2]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Area {
    /// The komi in half points, added to the second player's area.
    pub komi2: i32,
    /// The directions along which empty cells reach stones.
    pub dirs: &'static [Dir],
}

impl Area {
    /// Each side's area on the board `cells`, X's first: its stones and the empty cells that
    /// reach its stones only.
    #[inline]
    pub fn areas<B: Board>(&self, stones: [B; 2], cells: B) -> [u32; 2] {
        let empty = cells & !(stones[0] | stones[1]);
        let reach = stones.map(|mine| {
            let next_to = Dir::grown(self.dirs, mine) & empty;
            Dir::fill(self.dirs, next_to, empty)
        });
        [
            (stones[0] | reach[0] & !reach[1]).count(),
            (stones[1] | reach[1] & !reach[0]).count(),
        ]
    }

    /// X's area less O's and the komi, in half points.
    #[inline]
    pub fn score2<B: Board>(&self, stones: [B; 2], cells: B) -> i32 {
        let [x, o] = self.areas(stones, cells);
        2 * (x as i32 - o as i32) - self.komi2
    }
}

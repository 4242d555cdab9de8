//! TwixT on 8 x 8 holes (OpenSpiel's `twixt`, its default size).

use game_dsl::game;

game! {
    /// TwixT on a board of 8 x 8 holes, OpenSpiel's `twixt` with `board_size=8`: a peg placed
    /// links to each peg of its side a knight's move away, unless a link of either side already
    /// crosses the segment between them; Red (`X`, first) joins the top and bottom rows
    /// through links, Blue (`O`) the left and right columns; a side may not place on the
    /// other's edges (so no one places on a corner); Blue's first move may take Red's first
    /// peg instead, turned a quarter clockwise (the swap); a side to move without a hole draws.
    /// Holes are named a1 (top left) to h8.
    pub Twixt {
        board: 8 x 8,
        sides: [Red, Blue],
        moves: place then link (1, 2) { crossing: never, enemy_edges: closed, swap: rotate },
        win: connect,
        blocked: draw,
    }
}

//! Dots and boxes on 2 x 2 boxes (OpenSpiel's `dots_and_boxes` with its default parameters).

use game_dsl::game;

game! {
    /// Dots and boxes (OpenSpiel's `dots_and_boxes`, 2 x 2 boxes): 3 x 3 dots, 12 edges between
    /// neighbouring dots. A player draws an edge; one who closes a box (draws its fourth edge)
    /// holds it and draws again. A move is the turn's whole set of edges (`a1a2+b1b2`: the edges
    /// from dot a1 down and from b1 down). When every edge is drawn, more boxes wins, as many
    /// draws.
    pub DotsAndBoxes {
        board: edges of 2 x 2 boxes,
        moves: draw { again on box },
        win: most boxes,
    }
}

//! Havannah, on a hexagon of 8 hexagons a side (OpenSpiel's `havannah`, its default size).

use game_dsl::game;

game! {
    /// Havannah on a hexagon of 169 hexagonal cells, 8 a side: a player wins by one group of
    /// stones that makes a ring around one or more cells (whatever they hold), joins two of the
    /// six corners (a bridge) or joins three of the six edges, whose corners belong to none (a
    /// fork). A full board with no such group is a draw. X moves first, with no swap.
    /// The hexagon is drawn in a 15 x 15 rhombus, cells named by column letter and row from the
    /// top: the corners are h1, o1, o8, h15, a15 and a8; OpenSpiel's `havannah` names the same
    /// cells with rows counted from the bottom (its a1 is a15 here).
    pub Havannah {
        board: hex hexagon 8,
        moves: place,
        win: ring or connect 2 of corners or connect 3 of edges,
    }
}

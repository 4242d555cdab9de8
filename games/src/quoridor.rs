//! Quoridor for two (OpenSpiel's `quoridor`, its default parameters).

use game_dsl::game;

game! {
    /// Quoridor for two on 9 x 9, OpenSpiel's `quoridor` with `board_size=9, players=2`: each
    /// side's pawn starts in the middle of its edge row and races to the opposite one; a turn
    /// moves the pawn a cell up, down, left or right unless a wall stands between, jumping over
    /// the other pawn (or beside it, when a wall or the edge stands behind it), or places one
    /// of the side's ten walls, two cells long, between the cells: walls may not overlap nor
    /// cross, and must leave both pawns a path; 324 plies draw. Cells and walls are named in
    /// Glendenning's notation as OpenSpiel writes them: `e8`, and a wall by the cell at its top
    /// left with `h` (across) or `v` (along), as `e3h`, rows counted from the top; X (first)
    /// starts on e9.
    pub Quoridor {
        board: 9 x 9,
        start: { X: [e9], O: [e1] },
        moves: step or jump or wall 2 { stock: 10 },
        pass: when_blocked,
        win: reach far_row,
        limit: 324,
    }
}

//! Nine men's morris (OpenSpiel's `nine_mens_morris`).

use game_dsl::game;

game! {
    /// Nine men's morris on three nested squares joined at the middles of their sides: 24
    /// points, 16 mills (three joined points in a straight line). Each side places its nine
    /// stones one a turn on empty points, then moves a stone along a line to the empty point
    /// next to it; a side down to three stones flies (moves a stone to any empty point). A
    /// stone placed or moved that makes a mill removes an opponent's stone, one not in a mill
    /// unless all are. A side left with two stones, or without a move, loses; the game is drawn
    /// after 200 turns (OpenSpiel's `kMaxNumTurns`). White (`X` in positions) moves first. A move is
    /// the point placed on (`d7`), or the point left and the point reached (`a1a4`), then `x`
    /// and the stone removed (`a1a4xd7`); columns a to g, rows 1 to 7 from the bottom.
    pub NineMensMorris {
        board: morris 3,
        moves: phases [place from hand 9, step, fly at 3] then remove on mill,
        lose: fewer 3,
        limit: 200,
        sides: [White, Black],
    }
}

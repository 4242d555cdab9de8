//! Lines of Action, Claude Soucie's game (Sid Sackson, *A Gamut of Games*, 1969), with the rules
//! of OpenSpiel's `lines_of_action`.

use game_dsl::game;

game! {
    /// Lines of Action on 8 x 8: X's twelve stones start on the top and bottom rows, O's on the
    /// left and right columns, the corners empty. A stone moves in any of the eight directions
    /// exactly as many cells as there are stones, of both sides, on the whole line of that move;
    /// it may pass over its own stones but not the opponent's, and lands on an empty cell or an
    /// opponent's stone, which it captures. A side whose stones all form one group (joined
    /// through the eight neighbours) wins; when a move joins both sides' groups, the mover wins.
    /// A side without a move loses; a move that makes a board (the stones alone, whoever is to
    /// move) seen before in the game draws, and so does the 1,000th ply (the rules of
    /// OpenSpiel's `lines_of_action`, `open_spiel/games/lines_of_action/lines_of_action.cc`,
    /// `visited_boards_` and its default `max_game_length`; both read before a win). X moves
    /// first; moves are written as cells, `b1d3`, rows from the top.
    pub LinesOfAction {
        board: 8 x 8,
        start: { X: [b1, c1, d1, e1, f1, g1, b8, c8, d8, e8, f8, g8],
                 O: [a2, a3, a4, a5, a6, a7, h2, h3, h4, h5, h6, h7] },
        moves: slide all by count over own onto any,
        win: connected,
        limit: 1000,
        repeat: 2 draw,
    }
}

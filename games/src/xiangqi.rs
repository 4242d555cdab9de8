//! Xiangqi (Chinese chess), as OpenSpiel's `xiangqi` plays it.

use game_dsl::game;

game! {
    /// Xiangqi (Chinese chess) as OpenSpiel's `xiangqi` plays it
    /// (`open_spiel/games/xiangqi/xiangqi.cc`): seven kinds of pieces on the 90 points of 9 x 10.
    /// The general steps one point orthogonally and the advisors one diagonally, both within
    /// the palace (d1..f3 for Red, d8..f10 for Black); elephants move two points diagonally
    /// unless the point between (the eye) is occupied and never cross the river (stay in their
    /// own half); horses move one point orthogonally then one diagonally outward, unless the
    /// first point (the leg) is occupied; chariots slide orthogonally; cannons slide
    /// orthogonally onto empty points and capture by jumping exactly one piece (the screen,
    /// of either side) along the line; soldiers step forward, and also sideways once across
    /// the river. A move may not leave one's general attacked nor let the two generals face
    /// each other on an open file (each general "sees" the other along the file). A side
    /// without a legal move loses, in check or not; the game is drawn after 500 plies.
    /// OpenSpiel has no repetition rule (perpetual check and chase are not modelled).
    /// Positions are FEN with OpenSpiel's letters (`G A E H R C S`, Red upper case), moves
    /// from a point to a point, columns `a`..`i` and rows 1 (Red's edge) to 10: `h3e3`.
    pub Xiangqi {
        board: 9 x 10 crossings,
        sides: [Red, Black],
        start: "rheagaehr/9/1c5c1/s1s1s1s1s/9/9/S1S1S1S1S/1C5C1/9/RHEAGAEHR w - - 0 1",
        pieces: {
            general G: [leap (1, 0) all within d1..f3, slide orthogonal onto royal],
            advisor A: leap (1, 1) all within d1..f3,
            elephant E: leap (2, 2) all blocked (1, 1) within own half,
            horse H: leap (2, 1) all blocked (1, 0),
            chariot R: slide orthogonal,
            cannon C: [slide orthogonal onto empty, slide orthogonal onto enemy over 1],
            soldier S: [leap (1, 0), leap (0, 1) from other half],
        },
        royal: general,
        blocked: lose,
        limit: 500,
        eval: { material: { advisor: 200, elephant: 200, horse: 400, chariot: 900, cannon: 450, soldier: 100 } },
    }
}

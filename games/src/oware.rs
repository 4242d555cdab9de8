//! Oware, the Abapa rules, as OpenSpiel's `oware` plays it with its default parameters.

use game_dsl::game;

game! {
    /// Oware (OpenSpiel's `oware`, `open_spiel/games/oware/oware.cc`; the Abapa rules of
    /// <https://en.wikipedia.org/wiki/Oware>): each side has 6 pits of 4 seeds and no store; the
    /// seeds captured are counted beside the board. A turn takes every seed of one of the mover's
    /// non-empty pits and sows them one by one counter-clockwise, skipping the pit sown from
    /// (12 seeds or more go round). A last seed in an opponent's pit that then holds 2 or 3
    /// captures it and the opponent's pits before it while each holds 2 or 3, unless that would
    /// take all the opponent's seeds (a grand slam captures nothing). When the opponent has no
    /// seeds the mover must sow into its pits if it can. The game ends once a side has captured
    /// more than 24 seeds (or both 24), when the side to move has no legal turn, or when a turn
    /// makes a position (side to move, captures, pits) seen since the last capture
    /// (`boards_since_last_capture_`): then each side takes the seeds in its own pits, and more
    /// seeds wins. A game also ends after 1,000 plies (OpenSpiel's `kMaxGameLength`), counted
    /// the same way (docs/rules.md). Pits are numbered 1 to 6 from the mover's left.
    pub Oware {
        board: pits 2 x 6,
        start: 4 seeds,
        moves: sow { skip origin, capture 2 3 backward, no grand slam, must feed },
        win: most seeds { no move, over half },
        limit: 1000,
        repeat: 2 end,
    }
}

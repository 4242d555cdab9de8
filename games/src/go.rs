//! Go on 9 x 9 and 19 x 19.

use game_dsl::game;

game! {
    /// Go on a 9 x 9 board, OpenSpiel's `go` with `board_size=9, komi=7.5`: a stone placed
    /// removes the enemy groups it leaves without a liberty; suicide is illegal; a ko is not
    /// retaken at once; a placement that brings back an earlier board ends the game as a draw;
    /// two passes in a row or 162 plies end the game, scored by area (Tromp-Taylor), White (`O`)
    /// adding 7.5. Black (`X` in positions) moves first; points are named a1 (bottom left) to
    /// j9, without i. Written in parts, played by the kernel of groups that the lowering picks
    /// for them (`game_dsl::groups`).
    pub Go9 {
        board: 9 x 9,
        sides: [Black, White],
        moves: place enclose orthogonal ko,
        pass: always,
        repeat: 2 draw,
        win: area { komi: 7.5, passes: 2, limit: 162 },
    }
}

game! {
    /// Go on a 19 x 19 board, OpenSpiel's `go` with its default parameters (`board_size=19,
    /// komi=7.5`): the rules of [`Go9`] on 361 points, two passes in a row or 722 plies (OpenSpiel's
    /// `max_game_length`) ending the game. Each side's stones are a `Wide<6>` (six 64-bit words).
    pub Go: Go9 {
        board: 19 x 19,
        win: area { komi: 7.5, passes: 2, limit: 722 },
    }
}

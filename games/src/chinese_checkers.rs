//! Chinese checkers for two players (OpenSpiel's `chinese_checkers`, its default parameters).

use game_dsl::game;

game! {
    /// Chinese checkers for two on the star of 121 holes, OpenSpiel's `chinese_checkers` with
    /// `players=2, max_moves=1000`: each side's ten stones start in one point of the star, X's
    /// at the top; a stone steps to a neighbouring hole or hops over a neighbouring stone of
    /// either side (none is captured), and may hop on from where it lands as often as it likes;
    /// a side wins when its stones fill the point opposite its own; a side without a move
    /// passes; 1,000 plies draw. Holes are named by column (`a` to `q`) and row from the top
    /// of the star's rhombus: the top point is m1, l2 m2, k3 l3 m3, j4 k4 l4 m4.
    pub ChineseCheckers {
        board: hex star 4,
        start: { X: rows 1..=4, O: rows 14..=17 },
        moves: step or hop chain,
        pass: when_blocked,
        win: occupy,
        limit: 1000,
    }
}

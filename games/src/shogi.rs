//! Shogi (Japanese chess), as OpenSpiel's `shogi` plays it.

use game_dsl::game;

game! {
    /// Shogi as OpenSpiel's `shogi` plays it (`open_spiel/games/shogi/`): fourteen kinds of
    /// pieces on 9 x 9, the first player (Black, upper case) at the bottom. Pawns step forward,
    /// lances slide forward, knights leap two forward and one sideways, silvers step diagonally
    /// or forward, golds orthogonally or diagonally forward, bishops and rooks slide, the king
    /// steps. A move that starts or ends in the last three rows may promote a pawn, lance or
    /// knight to a piece that moves as a gold, a silver to one too, a bishop to a horse (a
    /// bishop that also steps orthogonally) and a rook to a dragon (a rook that also steps
    /// diagonally); a piece must promote where it could never move again. Captured pieces join
    /// the captor's hand unpromoted; instead of a move a side may drop one on an empty cell,
    /// not where it could never move, not a pawn on a column where it has an unpromoted pawn
    /// (nifu), nor a pawn that mates (uchifuzume). A move may not leave one's king attacked; a
    /// side without a legal move loses. A side whose king has entered the last three rows
    /// after its move wins if its pieces there and in hand count 28 points (bishops, rooks,
    /// horses and dragons 5, the others 1); both kings entered draw (OpenSpiel's rule, read
    /// after a mate). A position (the board, the hands, the side to move) that occurs for the
    /// fourth time ends the game: drawn, unless a side's last six moves all gave check, which
    /// then loses (OpenSpiel's `kNumRepetitionsToEnd` and its perpetual check). The game is
    /// drawn after 17,695 plies, OpenSpiel's `max_game_length()` (which its rules do not
    /// enforce). Positions are SFEN, moves USI (`7g7f`, `8h2b+`, `P*5e`).
    pub Shogi {
        board: 9 x 9 plain,
        sides: [Black, White],
        look: wedges,
        notation: sfen,
        start: "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        pieces: {
            pawn P: leap (1, 0),
            lance L: slide forward,
            knight N: leap (2, 1),
            silver S: [leap (1, 1) all, leap (1, 0)],
            gold G: [leap (1, 0) all, leap (1, 1)],
            bishop B: slide diagonal,
            rook R: slide orthogonal,
            king K: [leap (1, 0) all, leap (1, 1) all],
            tokin T: [leap (1, 0) all, leap (1, 1)],
            promoted_lance Y: [leap (1, 0) all, leap (1, 1)],
            promoted_knight E: [leap (1, 0) all, leap (1, 1)],
            promoted_silver I: [leap (1, 0) all, leap (1, 1)],
            horse H: [slide diagonal, leap (1, 0) all],
            dragon D: [slide orthogonal, leap (1, 1) all],
        },
        promote: [
            pawn at rows 7..9 to [tokin] optional,
            lance at rows 7..9 to [promoted_lance] optional,
            knight at rows 7..9 to [promoted_knight] optional,
            silver at rows 7..9 to [promoted_silver] optional,
            bishop at rows 7..9 to [horse] optional,
            rook at rows 7..9 to [dragon] optional,
        ],
        royal: king,
        hand: captured demoted,
        drop: [pawn one per column, pawn not mating],
        blocked: lose,
        limit: 17695,
        quiet: none,
        repeat: 4 draw { perpetual_check: 6 },
        enter: rows 7..9 win 28 points { bishop: 5, rook: 5, horse: 5, dragon: 5 },
        eval: { material: { pawn: 100, lance: 300, knight: 350, silver: 450, gold: 500, bishop: 800, rook: 1000, tokin: 500, promoted_lance: 500, promoted_knight: 500, promoted_silver: 500, horse: 1100, dragon: 1300 } },
    }
}

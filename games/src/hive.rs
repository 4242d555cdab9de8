//! Hive with its three expansion pieces (OpenSpiel's `hive`, its default parameters).

use game_dsl::game;

game! {
    /// Hive with the mosquito, the ladybug and the pillbug, as OpenSpiel's `hive` plays it
    /// (`open_spiel/games/hive/`, after Gen42's rules and the Universal Hive Protocol). Each
    /// side has a queen, three ants, three grasshoppers, two spiders, two beetles, a mosquito,
    /// a ladybug and a pillbug. A turn places a piece touching the side's own pieces and none
    /// of the other's (the first two pieces anywhere, then beside the first), or, once the
    /// queen is placed (by the side's fourth turn, never as its first piece), moves one without
    /// splitting the hive: the queen and the pillbug slide one cell, the ant any distance, the
    /// spider exactly three, the beetle one cell also onto the hive, the grasshopper hops over a
    /// line, the ladybug goes two cells over the hive and down, the mosquito moves as any kind
    /// it touches, and the pillbug may instead lift a touching piece over itself. A side whose
    /// queen is surrounded loses (both: a draw); a side without a move passes; 500 plies draw.
    /// Moves are the Universal Hive Protocol's: `wA1 bS1/`, White (w) first.
    pub Hive {
        board: hive,
        sides: [White, Black],
        pieces: {
            queen Q: 1 slide 1,
            ant A: 3 slide any,
            grasshopper G: 3 hop,
            spider S: 2 slide 3,
            beetle B: 2 [slide 1, climb],
            mosquito M: 1 mimic,
            ladybug L: 1 over 2,
            pillbug P: 1 [slide 1, throw],
        },
        royal: queen { by_turn: 4, not_first },
        win: surround royal,
        pass: when_blocked,
        limit: 500,
    }
}

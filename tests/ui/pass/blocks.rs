//! Games of blocks: placed in the block the last move names, or in any open block, won by a
//! line of won blocks.

use game_dsl::{Game, GameExt, Notation, game};

game! {
    /// Four blocks of 2 x 2; two in a row wins a block, two won blocks in a row win.
    pub Small { board: 4 x 4 in blocks 2 x 2, moves: place in block of last, win: line 2 of blocks won by line 2 }
}

game! {
    /// Anywhere in an open block; a 6 x 3 board of two blocks, won by a line of 3 in one.
    pub Anywhere { board: 6 x 3 in blocks 3 x 3, moves: place, win: line 2 of blocks won by line 3 }
}

game! {
    /// Blocks that only shape the drawing.
    pub Drawn { board: 6 x 6 in blocks 3 x 3, moves: place, win: line 4 }
}

fn main() {
    // Cell 2 (top right of the top-left block) sends O to the top-right block.
    let pos = Small::start().play_sequence("2").unwrap();
    assert_eq!(pos.forced_block(), Some(2));
    assert_eq!(pos.legal_moves().len(), 4);
    assert_eq!(Anywhere::start().legal_moves().len(), 18);
    assert_eq!(Anywhere::BLOCKS, 2);
    assert_eq!(Drawn::LOOK.blocks, Some(3));
    assert_eq!(Small::parse_position(&pos.position_string()).unwrap(), pos);
}

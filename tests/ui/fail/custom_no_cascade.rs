use game_dsl::{game, Game, GameExt};

/// Reads the board through the generated accessors.
fn corners(pos: &TicTacToe) -> i32 {
    let mine = pos.stones(pos.side_to_move());
    (mine & 0b101_000_101).count_ones() as i32 + TicTacToe::WIDTH as i32
}

game! {
    pub TicTacToe { board: 3 x 3, moves: place, win: line 3, order: corners, eval: custom corners }
}

fn main() {
    // The declaration is wrong (`order: corners`), and that is the one error: `corners` still
    // compiles against the type's accessors.
    let _ = TicTacToe::start().legal_moves();
}

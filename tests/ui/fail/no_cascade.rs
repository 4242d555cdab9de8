use game_dsl::{game, Game, GameExt};

game! {
    pub TicTacToe { board: 3 x 3, moves: place, win: line 4 }
}

fn main() {
    // The game type still exists, so only the real error above is reported.
    let pos = TicTacToe::start();
    let _ = pos.legal_moves();
}

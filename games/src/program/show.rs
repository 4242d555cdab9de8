//! `gamedsl show`: draw a position; with `--json`, what a tool needs of it: the position, the
//! side to move, the legal moves, whether the game is over and its result, and the drawing.

use crate::registry::{Bundled, GameAction};
use serde_json::json;

use super::CliResult;
use super::args::ShowCmd;
use super::report::print_json;

impl GameAction for ShowCmd {
    type Output = CliResult;

    fn run<G: Bundled>(self) -> CliResult {
        let pos: G = self.position.setup()?;
        if self.json {
            print_json(show_json(&pos));
            return Ok(());
        }
        print!("{}", pos.render());
        println!("legend: {}", G::legend());
        println!("position: {}", pos.position_string());
        Ok(())
    }
}

/// A finished position's winner (`None`: a draw) and the margin of the win (1 where games are
/// won or lost without one), from the value for the side to move.
pub fn result<G: Bundled>(pos: &G) -> Option<(Option<game_dsl::Player>, i32)> {
    let value = pos.terminal_value()?;
    let winner = match value.signum() {
        1 => Some(pos.side_to_move()),
        -1 => Some(pos.side_to_move().opponent()),
        _ => None,
    };
    Some((winner, value.abs()))
}

/// `show --json`: `game`, `position`, `to_move` (the side's symbol), `moves` (the legal moves
/// in notation order), `over`, `winner` (a symbol, or `null` for a draw or a game not over),
/// `result` (`"X wins"`, `"X wins by 4"`, `"draw"`, or `null`), `board` (the drawing) and
/// `legend`.
fn show_json<G: Bundled>(pos: &G) -> serde_json::Value {
    let mut moves: Vec<String> = pos.moves().map(|m| pos.format_move(m)).collect();
    moves.sort_by(|a, b| (a.len(), a).cmp(&(b.len(), b)));
    let outcome = result(pos);
    let winner = outcome.and_then(|(winner, _)| winner);
    let text = outcome.map(|(winner, margin)| match winner {
        Some(player) if margin > 1 => format!("{} wins by {margin}", player.symbol()),
        Some(player) => format!("{} wins", player.symbol()),
        None => "draw".to_string(),
    });
    json!({
        "game": G::ID,
        "position": pos.position_string(),
        "to_move": pos.side_to_move().symbol().to_string(),
        "moves": moves,
        "over": outcome.is_some(),
        "winner": winner.map(|player| player.symbol().to_string()),
        "result": text,
        "board": pos.render(),
        "legend": G::legend(),
    })
}

//! `gamedsl show`: draw a position.

use crate::registry::{Bundled, GameAction};

use super::CliResult;
use super::args::ShowCmd;

impl GameAction for ShowCmd {
    type Output = CliResult;

    fn run<G: Bundled>(self) -> CliResult {
        let pos: G = self.position.setup()?;
        print!("{}", pos.render());
        println!("legend: {}", G::legend());
        println!("position: {}", pos.position_string());
        Ok(())
    }
}

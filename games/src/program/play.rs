//! `gamedsl play`: a game in the terminal, against the engine or engine against engine. Reads
//! moves line by line from standard input, so a test (or a pipe) can play a whole game.

use std::io::{IsTerminal, Write};
use std::time::Duration;

use crate::registry::{Bundled, GameAction};
use game_dsl::MoveError;
use game_dsl::engine::Limits;
use game_dsl::search::Algorithm;
use game_dsl::{Budget, GameExt, Notation};

use super::CliResult;
use super::args::{Humans, PlayCmd};
use super::input::read_line;
use super::progress::{self, Live};
use super::report::{Reported, millis, nodes_text};

/// What the scores printed mean, said once before the game.
const SCORES: &str = "scores: for the side named; exact: the result under best play (+1 win, 0 draw, -1 loss, \
or the game's own scale: Connect Four's 22 - k, Othello's disc difference); heuristic: the \
engine's evaluation, on a scale of its own that can exceed the exact one";

/// The engine's default depth when neither `--depth` nor `--time` is given.
const DEFAULT_DEPTH: u32 = 8;

/// The most the engine thinks about a move when neither `--depth` nor `--time` is given: where
/// [`DEFAULT_DEPTH`] would take minutes (Gomoku's 225 moves a ply), it plays its deepest
/// iteration completed by then.
const DEFAULT_TIME: Duration = Duration::from_secs(5);

/// The longest line read from standard input: a move or a command is a few characters.
const MAX_LINE: usize = 1024;

impl GameAction for PlayCmd {
    type Output = CliResult;

    fn run<G: Bundled>(self) -> CliResult {
        let start: G = self.position.setup()?;
        let limits = match (self.depth, self.time) {
            (None, None) => Limits::depth(DEFAULT_DEPTH).with_time(DEFAULT_TIME),
            (depth, time) => Limits {
                depth,
                time,
                nodes: None,
            },
        };
        let algorithm = Algorithm::from_name(&self.algo);
        if algorithm.is_some() && self.time.is_some() {
            return Err(format!(
                "--time limits the engine's iterative deepening; {} searches to a fixed --depth",
                self.algo
            ));
        }
        let mut engine = self.engine.engine::<G>()?;
        let mut think = |pos: &G| match algorithm {
            Some(algorithm) => {
                // Ctrl-C stops the search; the game ends there.
                let budget = Budget::unlimited();
                let _stoppable = progress::stoppable(Some(budget.monitor().clone()));
                algorithm.search_with(pos, limits.depth.unwrap_or(DEFAULT_DEPTH), &budget)
            }
            None => {
                // Ctrl-C stops the search, which returns its deepest completed iteration.
                let _stoppable = progress::stoppable(Some(engine.monitor()));
                let live = Live::engine(engine.monitor(), false, |progress| {
                    format!("thinking: depth {}", progress.depth)
                });
                let result = engine.search(pos, limits);
                live.finish();
                result
            }
        };
        let mut history = vec![start];
        let stdin = std::io::stdin();
        // Piped moves are echoed after the prompt, so that the transcript reads as a game.
        let echo = !stdin.is_terminal();
        let mut input = stdin.lock();
        let mut shown = None;
        println!("legend: {}", G::legend());
        println!("{SCORES}");
        loop {
            let pos = *history.last().expect("never empty");
            if shown != Some(pos) {
                println!("{}", pos.render());
                shown = Some(pos);
            }
            if pos.is_over() {
                break;
            }
            if !self.is_human(pos.side_to_move()) {
                let result = think(&pos);
                if progress::interrupted() {
                    println!("interrupted");
                    return Ok(());
                }
                let mv = result.best_move.ok_or("the engine found no move")?;
                let reported = Reported::of(&pos, result.score, result.complete);
                println!(
                    "{} plays {}: score {}, depth {}, {}, {:.1} ms",
                    pos.side_to_move().symbol(),
                    pos.format_move(mv),
                    reported.for_side(pos.side_to_move()),
                    result.depth,
                    nodes_text(result.nodes),
                    millis(result.elapsed)
                );
                history.push(pos.after(mv));
                continue;
            }
            print!("{} to move> ", pos.side_to_move().symbol());
            std::io::stdout().flush().map_err(|e| e.to_string())?;
            let Some(line) =
                read_line(&mut input, MAX_LINE).map_err(|e| format!("standard input: {e}"))?
            else {
                println!();
                println!("end of input: game left unfinished");
                return Ok(());
            };
            if echo {
                println!("{}", game_dsl::error::shown(line.trim()));
            }
            match line.trim() {
                "" => {}
                "quit" | "q" => {
                    println!("quit");
                    return Ok(());
                }
                "undo" | "u" => self.undo(&mut history),
                "hint" | "h" => {
                    let result = think(&pos);
                    if let Some(mv) = result.best_move {
                        let reported = Reported::of(&pos, result.score, result.complete);
                        println!(
                            "hint: {} (score {})",
                            pos.format_move(mv),
                            reported.for_side(pos.side_to_move())
                        );
                    }
                }
                text => match pos.parse_legal_move(text) {
                    Ok(mv) => history.push(pos.after(mv)),
                    Err(e @ MoveError::Malformed { .. }) => {
                        let mut legal: Vec<String> =
                            pos.moves().map(|m| pos.format_move(m)).collect();
                        legal.sort_by(|a, b| (a.len(), a).cmp(&(b.len(), b)));
                        println!("{e}; legal moves: {}", game_dsl::error::listed(&legal));
                    }
                    Err(e) => println!("{e}"),
                },
            }
        }
        let end = history.last().expect("never empty");
        let value = end.terminal_value().unwrap_or(0);
        let winner = match value.signum() {
            1 => Some(end.side_to_move()),
            -1 => Some(end.side_to_move().opponent()),
            _ => None,
        };
        match winner {
            Some(player) if value.abs() > 1 => {
                println!("result: {} wins by {}", player.symbol(), value.abs())
            }
            Some(player) => println!("result: {} wins", player.symbol()),
            None => println!("result: draw"),
        }
        println!("moves: {}", moves_played(&history).join(" "));
        Ok(())
    }
}

impl PlayCmd {
    /// Whether a human plays `side`.
    fn is_human(&self, side: game_dsl::Player) -> bool {
        match self.human {
            Humans::Both => true,
            Humans::None => false,
            Humans::First => side == game_dsl::Player::First,
            Humans::Second => side == game_dsl::Player::Second,
        }
    }

    /// Takes back moves until a human is to move again (at least one move).
    fn undo<G: Notation>(&self, history: &mut Vec<G>) {
        if history.len() < 2 {
            println!("nothing to undo");
            return;
        }
        history.pop();
        while history.len() > 1
            && !self.is_human(history.last().expect("never empty").side_to_move())
        {
            history.pop();
        }
    }
}

/// The moves between successive positions, in notation.
fn moves_played<G: Notation>(history: &[G]) -> Vec<String> {
    history
        .windows(2)
        .filter_map(|pair| {
            let mv = pair[0].moves().find(|&mv| pair[0].after(mv) == pair[1])?;
            Some(pair[0].format_move(mv))
        })
        .collect()
}

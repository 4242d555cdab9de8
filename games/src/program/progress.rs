//! Long work on a terminal: a live line or a bar on standard error while it runs, and Ctrl-C to
//! stop it cleanly.
//!
//! The live line of an engine search is redrawn ten times a second by a thread that reads the
//! engine's [`Monitor`]; the search itself only publishes its counters. When standard error is
//! not a terminal, an engine search writes its progress as plain lines instead, one each time
//! the text changes (the bounds a solve has proven, the depth reached), so that a log or a
//! program watching it sees the search under way; bars are not drawn. Nothing is written when
//! the command prints JSON.
//!
//! Ctrl-C during stoppable work ([`stoppable`]) asks it to stop: the engine returns its best
//! result so far, perft and bench stop between units, and the command prints what was done and
//! exits with code 130. A second Ctrl-C, or one outside stoppable work, exits at once.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, Once};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use game_dsl::engine::{Monitor, Progress};
#[cfg(feature = "progress")]
use indicatif::{ProgressBar, ProgressStyle};

use super::report::thousands;

/// Whether Ctrl-C stopped some work.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// The work Ctrl-C stops, while there is some.
static WORK: Mutex<Option<Work>> = Mutex::new(None);

/// Stoppable work: the engine to stop, if any (perft and bench poll [`interrupted`]).
struct Work {
    monitor: Option<Arc<Monitor>>,
}

/// Whether Ctrl-C stopped the work: the command prints what it has and exits with code 130.
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::Relaxed)
}

/// While the returned guard lives, Ctrl-C stops the work instead of ending the program: it stops
/// `monitor`'s searches, if given, and makes [`interrupted`] true.
pub fn stoppable(monitor: Option<Arc<Monitor>>) -> Stoppable {
    static HANDLER: Once = Once::new();
    HANDLER.call_once(|| {
        // Without a handler (none can be installed) Ctrl-C ends the program, as by default.
        let _ = ctrlc::set_handler(on_interrupt);
    });
    *WORK.lock().unwrap_or_else(|e| e.into_inner()) = Some(Work { monitor });
    Stoppable(())
}

/// See [`stoppable`]; dropping it makes Ctrl-C end the program again.
pub struct Stoppable(());

impl Drop for Stoppable {
    fn drop(&mut self) {
        *WORK.lock().unwrap_or_else(|e| e.into_inner()) = None;
    }
}

/// The Ctrl-C handler (it runs on a thread of its own).
fn on_interrupt() {
    let work = WORK.lock().unwrap_or_else(|e| e.into_inner());
    let Some(work) = work.as_ref() else {
        eprintln!();
        std::process::exit(130);
    };
    if INTERRUPTED.swap(true, Ordering::Relaxed) {
        eprintln!();
        std::process::exit(130);
    }
    if let Some(monitor) = &work.monitor {
        monitor.stop();
    }
    eprintln!("\nstopping (Ctrl-C again quits at once)");
}

/// Whether to draw: on a terminal, and not when the output is JSON (and never without the
/// feature `progress`).
fn visible(quiet: bool) -> bool {
    cfg!(feature = "progress") && !quiet && std::io::stderr().is_terminal()
}

/// Without the feature `progress`, a bar that is never drawn.
#[cfg(not(feature = "progress"))]
#[derive(Clone)]
struct ProgressBar;

#[cfg(not(feature = "progress"))]
impl ProgressBar {
    fn hidden() -> ProgressBar {
        ProgressBar
    }
    fn inc(&self, _: u64) {}
    fn set_message(&self, _: String) {}
    fn finish_and_clear(&self) {}
}

/// A spinner: `{spinner} {msg}`.
#[cfg(feature = "progress")]
fn spinner() -> ProgressBar {
    ProgressBar::new_spinner()
        .with_style(ProgressStyle::with_template("{spinner} {msg}").expect("a valid template"))
}

/// A bar over `len` units named `unit`, redrawn ten times a second.
#[cfg(feature = "progress")]
fn counted(len: u64, unit: &str) -> ProgressBar {
    let template = format!("{{bar:30}} {{pos}}/{{len}} {unit}, {{elapsed_precise}}  {{msg}}");
    let bar = ProgressBar::new(len).with_style(
        ProgressStyle::with_template(&template)
            .expect("a valid template")
            .progress_chars("=> "),
    );
    bar.enable_steady_tick(Duration::from_millis(100));
    bar
}

/// Whether to write progress as plain lines: not on a terminal, and not when the output is
/// JSON.
fn logged(quiet: bool) -> bool {
    !quiet && !std::io::stderr().is_terminal()
}

/// A live line or a bar on standard error, cleared when finished.
pub struct Live {
    bar: ProgressBar,
    started: Instant,
    /// The thread that redraws an engine's line, and the flag that ends it.
    ticker: Option<(Arc<AtomicBool>, JoinHandle<()>)>,
}

impl Live {
    /// A line about an engine search, redrawn ten times a second: `describe`'s text (the depth,
    /// or the bounds of a solve), then nodes, nodes per second and the time elapsed.
    pub fn engine(
        monitor: Arc<Monitor>,
        quiet: bool,
        describe: impl Fn(&Progress) -> String + Send + 'static,
    ) -> Live {
        if logged(quiet) {
            return Live::log(monitor, describe);
        }
        if !visible(quiet) {
            return Live::hidden();
        }
        #[cfg(not(feature = "progress"))]
        return Live::hidden();
        #[cfg(feature = "progress")]
        Live::drawn(monitor, describe)
    }

    /// A spinner line redrawn ten times a second, by a thread of its own.
    #[cfg(feature = "progress")]
    fn drawn(
        monitor: Arc<Monitor>,
        describe: impl Fn(&Progress) -> String + Send + 'static,
    ) -> Live {
        let bar = spinner();
        let started = Instant::now();
        let done = Arc::new(AtomicBool::new(false));
        let ticker = {
            let (bar, done) = (bar.clone(), Arc::clone(&done));
            std::thread::spawn(move || {
                while !done.load(Ordering::Relaxed) {
                    let progress = monitor.progress();
                    bar.set_message(format!(
                        "{}  {}",
                        describe(&progress),
                        rate_line(progress.nodes, started.elapsed())
                    ));
                    bar.tick();
                    std::thread::sleep(Duration::from_millis(100));
                }
            })
        };
        Live {
            bar,
            started,
            ticker: Some((done, ticker)),
        }
    }

    /// A bar over `len` units of work (`unit`: "root moves", "positions", "runs").
    pub fn bar(len: u64, unit: &str, quiet: bool) -> Live {
        if !visible(quiet) {
            return Live::hidden();
        }
        #[cfg(not(feature = "progress"))]
        return {
            let _ = (len, unit);
            Live::hidden()
        };
        #[cfg(feature = "progress")]
        Live {
            bar: counted(len, unit),
            started: Instant::now(),
            ticker: None,
        }
    }

    /// An engine search's progress as lines on standard error, checked ten times a second and
    /// written when `describe`'s text changes.
    fn log(monitor: Arc<Monitor>, describe: impl Fn(&Progress) -> String + Send + 'static) -> Live {
        let done = Arc::new(AtomicBool::new(false));
        let ticker = {
            let done = Arc::clone(&done);
            std::thread::spawn(move || {
                let mut last = String::new();
                loop {
                    // Woken early when the search ends.
                    std::thread::park_timeout(Duration::from_millis(100));
                    if done.load(Ordering::Relaxed) {
                        break;
                    }
                    let line = describe(&monitor.progress());
                    if line != last {
                        eprintln!("{line}");
                        last = line;
                    }
                }
            })
        };
        Live {
            bar: ProgressBar::hidden(),
            started: Instant::now(),
            ticker: Some((done, ticker)),
        }
    }

    /// Nothing drawn.
    fn hidden() -> Live {
        Live {
            bar: ProgressBar::hidden(),
            started: Instant::now(),
            ticker: None,
        }
    }

    /// One more unit done, `nodes` visited so far in all.
    pub fn step(&self, nodes: u64) {
        self.bar.inc(1);
        self.bar
            .set_message(rate_line(nodes, self.started.elapsed()));
    }

    /// Clears the line.
    pub fn finish(mut self) {
        self.stop();
    }

    fn stop(&mut self) {
        if let Some((done, ticker)) = self.ticker.take() {
            done.store(true, Ordering::Relaxed);
            ticker.thread().unpark();
            let _ = ticker.join();
        }
        self.bar.finish_and_clear();
    }
}

impl Drop for Live {
    fn drop(&mut self) {
        self.stop();
    }
}

/// `1,234,567 nodes  2.5 M/s  3.1 s`.
fn rate_line(nodes: u64, elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    format!(
        "{} nodes  {:.1} M/s  {seconds:.1} s",
        thousands(nodes),
        nodes as f64 / seconds.max(1e-9) / 1e6
    )
}

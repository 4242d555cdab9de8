//! One search: negamax alpha-beta over a shared transposition table. What every search shares
//! is here (the counts, the clock, the table's cut-offs and stores, the loop over the moves with
//! principal variation search); the search of games scored by distance is `distance.rs`, that of
//! games scored by margin `margin.rs`.

use std::marker::PhantomData;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use crate::game::{Game, GameExt, Scoring};
use crate::moves::PackedMove;
use crate::score::{self, INFINITY, Score};
use crate::tt::{Bound, Entry, MAX_WORK, SOLVED, Table};

use super::busy::{Busy, MARKED_PLIES};
use super::root::RootBest;
use crate::monitor::Monitor;

/// The positions of the current line that a parallel search records, from the root: those it
/// marks busy (`busy.rs`).
const PATH_LEN: usize = MARKED_PLIES as usize + 1;

/// A position of the current line, as a thread of a parallel search entered it: its key, the
/// window and the depth it is searched in.
#[derive(Clone, Copy, Default)]
struct PathNode {
    key: u64,
    alpha: Score,
    beta: Score,
    depth: u32,
}

/// A position of the current line that another thread resolved: the search returns to it at
/// once, with the table's score and move.
#[derive(Clone, Copy)]
struct Unwind {
    ply: u32,
    score: Score,
    best_move: Option<u16>,
}

/// The depth that stands for "to the end of the game": no position is ever this far down.
pub(crate) const TO_THE_END: u32 = u32::MAX;

/// Nodes between two looks at the clock and the stop request (and two publications of the
/// node count): a position costs well under a microsecond, so this is a few milliseconds at
/// most, and reading the clock that seldom costs nothing measurable.
pub(crate) const CLOCK_INTERVAL: u64 = 4096;

/// The same in a parallel search, where a thread must also notice soon that another finished
/// the work they share: a fraction of a millisecond.
pub(crate) const SHARED_CLOCK_INTERVAL: u64 = 512;

/// The state of one search from a root: the table it shares, and what it counts.
pub(crate) struct Searcher<'t, G: Game> {
    table: &'t Table,
    /// Where stop requests come from and progress goes.
    monitor: &'t Monitor,
    /// Positions visited.
    pub(crate) nodes: u64,
    /// Entries stored in the table since the last [`Searcher::publish`].
    stores: u64,
    /// Positions whose score came from the horizon: evaluated at depth 0, or taken from an
    /// entry that was. A subtree that adds none is solved to the end of the game.
    pub(crate) horizons: u64,
    /// When to stop, if there is a time limit.
    pub(super) deadline: Option<Instant>,
    /// The node count at which to look at the clock next.
    next_clock: u64,
    /// The node count last published to the monitor.
    published: u64,
    /// Whether stop requests stop this search (not during the first iteration of a
    /// depth-limited search, which always completes).
    pub(crate) heed_stop: bool,
    /// Whether the time ran out or a stop was requested: every score since is meaningless.
    pub(crate) stopped: bool,
    /// The best move at the root (ply 0) of the last search, within its window.
    pub(crate) root_move: Option<G::Move>,
    /// Nodes between two looks at the clock.
    pub(crate) clock_interval: u64,
    /// The node count at which the search stops (looked at with the clock), setting
    /// `out_of_nodes` as well as `stopped`.
    pub(crate) node_limit: u64,
    /// Whether the search stopped at `node_limit`.
    pub(crate) out_of_nodes: bool,
    /// The count of positions of all the search's threads together, as published to the
    /// monitor, at which the search stops (looked at with the clock): the engine's
    /// [`super::Limits::nodes`].
    pub(crate) shared_node_limit: u64,
    /// Another stop condition, for the threads of a parallel search: stop once the counter
    /// reaches the limit (a newer job posted, or the current one answered by another thread).
    pub(crate) cancel: Option<(Arc<AtomicU64>, u64)>,
    /// In a parallel search, the positions the threads are in (see `busy.rs`).
    pub(crate) busy: Option<&'t Busy>,
    /// In a parallel search, the positions of the current line near the root (the first
    /// [`PATH_LEN`] plies), so that a thread searching below a position another thread has
    /// resolved meanwhile stops there (see [`Searcher::resolved_ancestor`]).
    path: [PathNode; PATH_LEN],
    /// How many positions of `path`, from the root, are on the current line.
    path_top: u32,
    /// The position of the line the search is returning to, resolved by another thread.
    unwind: Option<Unwind>,
    /// In a parallel solve, the best root move the threads have proven, and the job's number
    /// (see `root.rs`).
    pub(crate) root_best: Option<(Arc<RootBest>, u64)>,
    /// The window's alpha at the root while a root move is searched, in a parallel solve.
    root_alpha: Option<Score>,
    /// Whether the search is returning to the root because another thread raised its alpha.
    root_raised: bool,
    game: PhantomData<fn(G)>,
}

/// A distance score stored relative to the position that holds it: a win `d` plies below the
/// root, found at ply `ply`, is a win `d - ply` plies below the position, whatever the path.
#[inline]
fn to_table<G: Game>(score: Score, ply: u32) -> Score {
    match G::SCORING {
        Scoring::Distance if score::is_decisive(score) => score + score.signum() * ply as Score,
        _ => score,
    }
}

/// The reverse of [`to_table`].
#[inline]
fn from_table<G: Game>(score: Score, ply: u32) -> Score {
    match G::SCORING {
        Scoring::Distance if score::is_decisive(score) => score - score.signum() * ply as Score,
        _ => score,
    }
}

impl<'t, G: Game> Searcher<'t, G> {
    pub(crate) fn new(
        table: &'t Table,
        monitor: &'t Monitor,
        deadline: Option<Instant>,
    ) -> Searcher<'t, G> {
        Searcher {
            table,
            monitor,
            nodes: 0,
            stores: 0,
            horizons: 0,
            deadline,
            next_clock: 0,
            published: 0,
            heed_stop: true,
            stopped: false,
            root_move: None,
            clock_interval: CLOCK_INTERVAL,
            node_limit: u64::MAX,
            out_of_nodes: false,
            shared_node_limit: u64::MAX,
            cancel: None,
            busy: None,
            path: [PathNode::default(); PATH_LEN],
            path_top: 0,
            unwind: None,
            root_best: None,
            root_alpha: None,
            root_raised: false,
            game: PhantomData,
        }
    }

    /// Sets or lifts the time limit.
    pub(crate) fn set_deadline(&mut self, deadline: Option<Instant>) {
        self.deadline = deadline;
        self.next_clock = self.nodes;
    }

    /// Publishes the node count to the monitor and the table (done every few thousand
    /// positions; call it at the end of a search).
    pub(crate) fn publish(&mut self) {
        self.monitor.add_nodes(self.nodes - self.published);
        // The table grows with the entries stored (`Table::note_stores`).
        self.table.note_stores(self.stores);
        self.stores = 0;
        self.published = self.nodes;
    }

    /// Counts `nodes` positions visited by other threads, which published them already.
    pub(crate) fn absorb(&mut self, nodes: u64) {
        self.nodes += nodes;
        self.published += nodes;
    }

    /// The table's best move for `pos`, if it has an entry: the first legal move whose packed
    /// bits are the entry's (see [`PackedMove::pack`]).
    pub(crate) fn table_move(&self, pos: &G) -> Option<G::Move> {
        legal_move(pos, self.table.probe(pos.key())?.best_move?)
    }

    #[cold]
    fn look_at_clock(&mut self) {
        self.next_clock = self.nodes + self.clock_interval;
        self.publish();
        if self.nodes >= self.node_limit {
            self.out_of_nodes = true;
            self.stopped = true;
        }
        if (self.heed_stop && self.monitor.is_stopped())
            || self.monitor.nodes() >= self.shared_node_limit
            || self
                .cancel
                .as_ref()
                .is_some_and(|(counter, limit)| counter.load(Ordering::Acquire) >= *limit)
            || self
                .deadline
                .is_some_and(|deadline| Instant::now() >= deadline)
        {
            self.stopped = true;
        }
        if !self.stopped && self.busy.is_some() && self.path_top > 1 {
            self.resolved_ancestor();
        }
        if !self.stopped
            && let (Some((root, job)), Some(alpha)) = (&self.root_best, self.root_alpha)
            && root.above(*job, alpha)
        {
            // Another thread proved a better root move: the move searched now is searched
            // again, in the raised window.
            self.stopped = true;
            self.root_raised = true;
        }
    }

    /// In a parallel search: whether the table now resolves a position of the current line
    /// (other than the root) in the window it is searched in, because another thread finished
    /// it (a cut-off found by a younger brother, a subtree both entered). Then the rest of the
    /// subtree below it is wasted work: the search stops, returns to that position (the
    /// shallowest such), and takes the table's score there, a true bound like every entry
    /// (`Searcher::search_moves`). The root is never resolved so: it must name its best move.
    #[cold]
    fn resolved_ancestor(&mut self) {
        for ply in 1..(self.path_top as usize).min(PATH_LEN) {
            let node = self.path[ply];
            let Some(entry) = self.table.probe(node.key) else {
                continue;
            };
            if entry.depth != SOLVED && u32::from(entry.depth) < node.depth {
                continue;
            }
            let stored = from_table::<G>(entry.score, ply as u32);
            let resolved = match entry.bound {
                Bound::Exact => true,
                Bound::Lower => stored >= node.beta,
                Bound::Upper => stored <= node.alpha,
            };
            if resolved {
                if entry.depth != SOLVED {
                    self.horizons += 1;
                }
                self.unwind = Some(Unwind {
                    ply: ply as u32,
                    score: stored,
                    best_move: entry.best_move,
                });
                self.stopped = true;
                return;
            }
        }
    }

    /// Forgets a return to a resolved position (at the start of a new search from the root).
    pub(crate) fn reset_unwind(&mut self) {
        self.unwind = None;
    }

    /// The negamax value of `pos`, `ply` plies below the root, searched `depth` plies deep
    /// ([`TO_THE_END`] to solve): exact inside `(alpha, beta)`, else a bound on the same side
    /// (fail-soft). `may_win_now` is false when the caller knows that the side to move has no
    /// move that wins at once (its parent kept only moves that leave no such win). Games scored
    /// by distance and by margin are searched differently (`distance.rs`, `margin.rs`).
    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    pub(crate) fn negamax(
        &mut self,
        pos: &G,
        alpha: Score,
        beta: Score,
        depth: u32,
        ply: u32,
        may_win_now: bool,
    ) -> Score {
        debug_assert!(alpha < beta);
        // In the copy for the processor's instruction sets; the recursion stays in it.
        crate::cpu::fast(
            (self, pos, alpha, beta, depth, ply, may_win_now),
            #[inline(always)]
            |(this, pos, alpha, beta, depth, ply, may_win_now)| match G::SCORING {
                Scoring::Distance => this.distance(pos, alpha, beta, depth, ply, may_win_now),
                Scoring::Margin => this.margin(pos, alpha, beta, depth, ply),
            },
        )
    }

    /// What every search does first at a position: count it, and score it at once if the game
    /// is over, the horizon is reached or the search is stopping (`None`: search it).
    #[inline(always)]
    pub(super) fn enter(&mut self, pos: &G, depth: u32, ply: u32) -> Option<Score> {
        self.nodes += 1;
        if let Some(score) = score::terminal_score(pos, ply) {
            return Some(score);
        }
        if depth == 0 {
            self.horizons += 1;
            return Some(score::evaluation(pos));
        }
        self.heed_clock()
    }

    /// [`Searcher::enter`] for a solve that learns whether the game is over from the moves it
    /// generates next ([`crate::Endgame::moves_unless_over`]): count the position, look at the
    /// clock, and stop if the search is stopping.
    #[inline(always)]
    pub(super) fn enter_unless_over(&mut self) -> Option<Score> {
        self.nodes += 1;
        self.heed_clock()
    }

    /// Looks at the clock when it is time to; `Some(0)` once the search is stopping.
    #[inline(always)]
    fn heed_clock(&mut self) -> Option<Score> {
        if self.nodes >= self.next_clock {
            self.look_at_clock();
        }
        self.stopped.then_some(0)
    }

    /// Reads the table's entry for `key`: its move, and either a score that ends the search of
    /// the position (`Err`) or the window narrowed by the bound it holds. The root's entry never
    /// ends its search: the root must name its best move.
    #[inline(always)]
    pub(super) fn probe(
        &mut self,
        key: u64,
        window: &mut (Score, Score),
        depth: u32,
        ply: u32,
    ) -> Result<Option<u16>, Score> {
        let Some(entry) = self.table.probe(key) else {
            return Ok(None);
        };
        let table_move = entry.best_move;
        if ply > 0 && (entry.depth == SOLVED || u32::from(entry.depth) >= depth) {
            if entry.depth != SOLVED {
                self.horizons += 1;
            }
            let stored = from_table::<G>(entry.score, ply);
            let (alpha, beta) = window;
            match entry.bound {
                Bound::Exact => return Err(stored),
                Bound::Lower if stored > *alpha => {
                    *alpha = stored;
                    if *alpha >= *beta {
                        return Err(*alpha);
                    }
                }
                Bound::Upper if stored < *beta => {
                    *beta = stored;
                    if *alpha >= *beta {
                        return Err(*beta);
                    }
                }
                _ => {}
            }
        }
        Ok(table_move)
    }

    /// Enhanced transposition cut-off: a move whose child the table already proves to be worth
    /// at least `beta` to the side to move (the child's entry bounds its value from above, at
    /// the depth the child would be searched) ends the search of `pos` before any child is
    /// searched. Returns that score and move. The children's entries were prefetched by the
    /// ordering, so the probes mostly hit the cache.
    #[cfg_attr(copies, inline(always))]
    #[cfg_attr(not(copies), inline)]
    pub(super) fn transposition_cutoff(
        &mut self,
        pos: &G,
        moves: &[G::Move],
        children: &[G],
        beta: Score,
        next: u32,
        ply: u32,
    ) -> Option<(Score, G::Move)> {
        for (i, &mv) in moves.iter().enumerate() {
            let Some(entry) = self.table.probe(child_of(pos, children, i, mv).key()) else {
                continue;
            };
            if !matches!(entry.bound, Bound::Upper | Bound::Exact)
                || (entry.depth != SOLVED && u32::from(entry.depth) < next)
            {
                continue;
            }
            let score = -from_table::<G>(entry.score, ply + 1);
            if score >= beta {
                if entry.depth != SOLVED {
                    self.horizons += 1;
                }
                return Some((score, mv));
            }
        }
        None
    }

    /// Searches the ordered `moves` of `pos` (whose table key is `key`) in the window
    /// `(alpha, beta)`: the first in full, the others with a null window first (principal
    /// variation search), until one reaches `beta`. In a parallel search, near the root, a
    /// younger move whose position another thread is searching waits at the end of the list
    /// (`busy.rs`). `children`, if not empty, holds the child of each move, in their order
    /// (as the ordering played them). Returns the best score and move, or `None` once the
    /// search is stopping.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(super) fn search_moves(
        &mut self,
        pos: &G,
        key: u64,
        moves: &mut G::Moves,
        children: &[G],
        (mut alpha, beta): (Score, Score),
        next: u32,
        ply: u32,
        child_may_win_now: bool,
    ) -> Option<(Score, G::Move)> {
        let mut best = -INFINITY;
        let mut best_move = moves[0];
        let busy = self.busy.filter(|_| Busy::worth_marking(ply));
        let marked = busy.is_some_and(|busy| busy.enter(key));
        // The line is recorded only while it is whole from the root (not below a position
        // searched from elsewhere than a parent's move loop, as the proof of a line does).
        let recorded = busy.is_some() && self.path_top == ply && (ply as usize) < PATH_LEN;
        if recorded {
            self.path[ply as usize] = PathNode {
                key,
                alpha,
                beta,
                depth: if next == TO_THE_END {
                    TO_THE_END
                } else {
                    next + 1
                },
            };
            self.path_top = ply + 1;
        }
        let mut deferred = G::Moves::default();
        let mut searched = 0;
        // The last root move this thread helped another prove (see below).
        let mut joined = None;
        // The root of a parallel solve shares its best move with the other threads.
        let root = if ply == 0 {
            self.root_best.clone()
        } else {
            None
        };
        // The root move another thread is proving in the whole window above `alpha`, unless it
        // is `mv` or the one this thread helped last (`joined`).
        let proved_elsewhere = |alpha: Score, mv: G::Move, joined: Option<u16>| {
            root.as_ref()
                .and_then(|(root, job)| root.exact_search(*job, alpha))
                .filter(|&bits| bits != mv.pack() && joined != Some(bits))
        };
        for pass in 0.. {
            if pass > 0 {
                if deferred.is_empty() {
                    break;
                }
                // Swapped, not moved, so that no third list takes this frame's stack.
                std::mem::swap(moves, &mut deferred);
                deferred = G::Moves::default();
            }
            'moves: for (i, &mv) in moves.iter().enumerate() {
                // A move another thread proves exact at the root, searched before `mv`.
                let mut helped = false;
                loop {
                    if let Some((root, job)) = &root
                        && let Some((score, bits)) = root.better_than(*job, alpha)
                        && let Some(proven) = legal_move(pos, bits)
                    {
                        // Another thread proved a better move: its value is the new alpha.
                        (best, best_move, alpha) = (score, proven, score);
                        self.root_move = Some(proven);
                        searched = searched.max(1);
                        if alpha >= beta {
                            break 'moves;
                        }
                    }
                    // At the root, while another thread proves a move's value in the whole
                    // window, this one helps it (both search it, sharing its subtree as they
                    // share any position) before it tests younger moves: that value raises the
                    // window they are tested in, as in a serial search.
                    let help = if searched > 0 && !helped {
                        proved_elsewhere(alpha, mv, joined).and_then(|bits| {
                            joined = Some(bits);
                            legal_move(pos, bits)
                        })
                    } else {
                        None
                    };
                    let (this, child) = match help {
                        Some(other) => (other, pos.after(other)),
                        // The deferred moves of later passes are no longer in the children's
                        // order.
                        None => (
                            mv,
                            child_of(pos, if pass == 0 { children } else { &[] }, i, mv),
                        ),
                    };
                    if help.is_none()
                        && pass == 0
                        && searched > 0
                        && busy.is_some_and(|busy| busy.is_busy(child.key()))
                    {
                        deferred.extend([mv]);
                        continue 'moves;
                    }
                    if root.is_some() {
                        self.root_alpha = Some(alpha);
                    }
                    // The move searched in the whole window.
                    let whole = move |searcher: &mut Self| {
                        -searcher.negamax(&child, -beta, -alpha, next, ply + 1, child_may_win_now)
                    };
                    let score = if searched == 0 || alpha + 1 == beta || help.is_some() {
                        let owner = help.is_none() && alpha + 1 < beta;
                        self.exact_at_root(&root, alpha, this, owner, whole)
                    } else {
                        let probe = -self.negamax(
                            &child,
                            -alpha - 1,
                            -alpha,
                            next,
                            ply + 1,
                            child_may_win_now,
                        );
                        if probe > alpha && probe < beta {
                            if !self.stopped && proved_elsewhere(alpha, mv, joined).is_some() {
                                // Better than alpha, but another thread is proving a move
                                // exact in this window: this one again, after helping it.
                                self.root_alpha = None;
                                deferred.extend([mv]);
                                continue 'moves;
                            }
                            self.exact_at_root(&root, alpha, this, true, whole)
                        } else {
                            probe
                        }
                    };
                    if root.is_some() {
                        self.root_alpha = None;
                        if self.root_raised {
                            // Another thread raised alpha here: this move again, last, in its
                            // window (a move helped is left to its own thread).
                            (self.stopped, self.root_raised) = (false, false);
                            if help.is_some() {
                                helped = true;
                                continue;
                            }
                            deferred.extend([mv]);
                            continue 'moves;
                        }
                    }
                    searched += 1;
                    if self.stopped {
                        if marked && let Some(busy) = busy {
                            busy.leave(key);
                        }
                        if recorded {
                            self.path_top = ply;
                        }
                        return match self.unwind {
                            Some(unwind) if unwind.ply == ply => {
                                // Another thread resolved this position: its table entry is
                                // the result.
                                self.unwind = None;
                                self.stopped = false;
                                let table_move = unwind.best_move.and_then(|bits| {
                                    moves.iter().find(|mv| mv.pack() == bits).copied()
                                });
                                Some((unwind.score, table_move.unwrap_or(best_move)))
                            }
                            _ => None,
                        };
                    }
                    if score > best {
                        best = score;
                        best_move = this;
                        if ply == 0 {
                            self.root_move = Some(this);
                        }
                        if score > alpha {
                            if let Some((root, job)) = &root {
                                root.offer(*job, score, this.pack());
                            }
                            alpha = score;
                            if alpha >= beta {
                                break 'moves;
                            }
                        }
                    }
                    if help.is_none() {
                        break;
                    }
                    helped = true;
                }
            }
            if alpha >= beta {
                break;
            }
        }
        if marked && let Some(busy) = busy {
            busy.leave(key);
        }
        if recorded {
            self.path_top = ply;
        }
        Some((best, best_move))
    }

    /// `search`, a search of the root move `mv` in the whole window above `alpha`; while it
    /// runs, recorded for the other threads of a parallel solve when this thread is the move's
    /// `owner` (it is not helping another prove it, and the window is not a null window), so
    /// that they help it too (`RootBest::begin_exact`).
    #[inline(always)]
    fn exact_at_root(
        &mut self,
        root: &Option<(Arc<RootBest>, u64)>,
        alpha: Score,
        mv: G::Move,
        owner: bool,
        search: impl FnOnce(&mut Self) -> Score,
    ) -> Score {
        match root {
            Some((root, job)) if owner => {
                root.begin_exact(*job, alpha, mv.pack());
                let score = search(self);
                root.end_exact(*job, mv.pack());
                score
            }
            _ => search(self),
        }
    }

    /// Stores the result of a search of the position `key` in the window `window`: `best`, a
    /// bound on the side of the window it fell, and `best_move`. `before` is the count of
    /// (horizons, positions) when the search of the position started: a subtree that met no
    /// horizon is solved, whatever depth was asked, and the positions it took rank the entry.
    #[inline(always)]
    pub(super) fn store(
        &mut self,
        key: u64,
        (best, best_move): (Score, G::Move),
        window: (Score, Score),
        depth: u32,
        ply: u32,
        before: (u64, u64),
    ) {
        let bound = if best <= window.0 {
            Bound::Upper
        } else if best >= window.1 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let searched = if self.horizons == before.0 {
            SOLVED
        } else {
            depth.min(u32::from(SOLVED) - 1) as u8
        };
        let work = u64::BITS - (self.nodes - before.1).leading_zeros();
        self.stores += 1;
        self.table.store(
            key,
            Entry {
                score: to_table::<G>(best, ply),
                depth: searched,
                bound,
                best_move: Some(best_move.pack()),
                work: work.min(u32::from(MAX_WORK)) as u8,
            },
        );
    }

    /// The table, for the searches' prefetches.
    #[inline(always)]
    pub(super) fn table(&self) -> &'t Table {
        self.table
    }
}

/// The child of `pos` after its `i`-th move `mv`: `children[i]` when the ordering kept it,
/// else played now.
#[inline(always)]
fn child_of<G: Game>(pos: &G, children: &[G], i: usize, mv: G::Move) -> G {
    children.get(i).copied().unwrap_or_else(|| pos.after(mv))
}

/// The legal move of `pos` whose packed bits are `bits` (a table's best move, or one another
/// thread published). Out of line: its list of moves would otherwise take stack in every ply's
/// frame of the search, though only the root of a parallel solve asks there.
#[inline(never)]
#[cold]
fn legal_move<G: Game>(pos: &G, bits: u16) -> Option<G::Move> {
    pos.legal_moves()
        .iter()
        .find(|mv| mv.pack() == bits)
        .copied()
}

/// The next depth below `depth`: one less, or still [`TO_THE_END`].
#[inline(always)]
pub(super) fn next_depth(depth: u32) -> u32 {
    if depth == TO_THE_END {
        depth
    } else {
        depth - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game;

    game! { pub Tokens { pile: 9, moves: take 1..=2, win: last_take } }

    /// A searcher of a parallel search whose line holds, at ply 1, a position searched to the
    /// end in the window `(alpha, beta)`, with the clock due.
    fn on_a_line<'t>(
        table: &'t Table,
        monitor: &'t Monitor,
        busy: &'t Busy,
        key: u64,
        (alpha, beta): (Score, Score),
    ) -> Searcher<'t, Tokens> {
        let mut searcher = Searcher::new(table, monitor, None);
        searcher.busy = Some(busy);
        searcher.path[1] = PathNode {
            key,
            alpha,
            beta,
            depth: TO_THE_END,
        };
        searcher.path_top = 3;
        searcher
    }

    fn entry(score: Score, bound: Bound) -> Entry {
        Entry {
            score,
            depth: SOLVED,
            bound,
            best_move: None,
            work: 1,
        }
    }

    #[test]
    fn a_thread_returns_to_a_position_of_its_line_that_the_table_resolves() {
        let (table, monitor, busy) = (Table::new(1 << 16), Monitor::default(), Busy::new());
        let key = 0x9e37_79b9_7f4a_7c15;
        // Nothing in the table: the search goes on.
        let mut searcher = on_a_line(&table, &monitor, &busy, key, (-3, 5));
        searcher.look_at_clock();
        assert!(!searcher.stopped && searcher.unwind.is_none());
        // A lower bound inside the window does not resolve the position.
        table.store(key, entry(2, Bound::Lower));
        searcher.look_at_clock();
        assert!(!searcher.stopped);
        // One at beta does: the search stops and returns to ply 1 with that score.
        table.store(key, entry(5, Bound::Lower));
        searcher.look_at_clock();
        assert!(searcher.stopped);
        let unwind = searcher.unwind.expect("resolved");
        assert_eq!((unwind.ply, unwind.score), (1, 5));
        // An upper bound at alpha, an exact score anywhere, resolve it too.
        for (score, bound) in [(-3, Bound::Upper), (40, Bound::Exact)] {
            let mut searcher = on_a_line(&table, &monitor, &busy, key, (-3, 5));
            table.store(key, entry(score, bound));
            searcher.look_at_clock();
            assert_eq!(searcher.unwind.map(|unwind| unwind.ply), Some(1));
        }
        // Not in a serial search, nor at the root, nor for a line not recorded that deep.
        let mut serial = on_a_line(&table, &monitor, &busy, key, (-3, 5));
        serial.busy = None;
        serial.look_at_clock();
        assert!(!serial.stopped);
        let mut shallow = on_a_line(&table, &monitor, &busy, key, (-3, 5));
        shallow.path_top = 1;
        shallow.look_at_clock();
        assert!(!shallow.stopped);
    }
}

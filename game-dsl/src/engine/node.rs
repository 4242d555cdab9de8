//! One search: negamax alpha-beta over a shared transposition table.

use std::marker::PhantomData;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use crate::game::{Game, Scoring};
use crate::moves::PackedMove;
use crate::score::{self, INFINITY, Score, WIN};
use crate::tt::{Bound, Entry, MAX_WORK, SOLVED, Table};

use super::busy::Busy;
use super::monitor::Monitor;

/// The depth that stands for "to the end of the game": no position is ever this far down.
pub(crate) const TO_THE_END: u32 = u32::MAX;

/// Nodes between two looks at the clock and the stop request (and two publications of the
/// node count).
const CLOCK_INTERVAL: u64 = 4096;

/// The same in a parallel search, where a thread must also notice soon that another finished
/// the work they share (about 0.2 ms on Connect Four).
pub(crate) const SHARED_CLOCK_INTERVAL: u64 = 512;

/// The state of one search from a root: the table it shares, and what it counts.
pub(crate) struct Searcher<'t, G: Game> {
    table: &'t Table,
    /// Where stop requests come from and progress goes.
    monitor: &'t Monitor,
    /// Positions visited.
    pub(crate) nodes: u64,
    /// Positions whose score came from the horizon: evaluated at depth 0, or taken from an
    /// entry that was. A subtree that adds none is solved to the end of the game.
    pub(crate) horizons: u64,
    /// When to stop, if there is a time limit.
    deadline: Option<Instant>,
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
    /// Another stop condition, for the threads of a parallel search: stop once the counter
    /// reaches the limit (a newer job posted, or the current one answered by another thread).
    pub(crate) cancel: Option<(Arc<AtomicU64>, u64)>,
    /// In a parallel search, the positions the threads are in (see `busy.rs`).
    pub(crate) busy: Option<&'t Busy>,
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
            cancel: None,
            busy: None,
            game: PhantomData,
        }
    }

    /// Sets or lifts the time limit.
    pub(crate) fn set_deadline(&mut self, deadline: Option<Instant>) {
        self.deadline = deadline;
        self.next_clock = self.nodes;
    }

    /// Publishes the node count to the monitor (done every few thousand positions; call it at
    /// the end of a search).
    pub(crate) fn publish(&mut self) {
        self.monitor.add_nodes(self.nodes - self.published);
        self.published = self.nodes;
    }

    /// Counts `nodes` positions visited by other threads, which published them already.
    pub(crate) fn absorb(&mut self, nodes: u64) {
        self.nodes += nodes;
        self.published += nodes;
    }

    /// The table's best move for `pos`, if it has an entry.
    pub(crate) fn table_move(&self, pos: &G) -> Option<G::Move> {
        self.table
            .probe(Game::hash(pos))
            .and_then(|entry| entry.best())
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
    }

    /// The negamax value of `pos`, `ply` plies below the root, searched `depth` plies deep
    /// ([`TO_THE_END`] to solve): exact inside `(alpha, beta)`, else a bound on the same side
    /// (fail-soft). `may_win_now` is false when the caller knows that the side to move has no
    /// move that wins at once (its parent kept only moves that leave no such win).
    pub(crate) fn negamax(
        &mut self,
        pos: &G,
        mut alpha: Score,
        mut beta: Score,
        depth: u32,
        ply: u32,
        may_win_now: bool,
    ) -> Score {
        debug_assert!(alpha < beta);
        self.nodes += 1;
        if let Some(score) = score::terminal_score(pos, ply) {
            return score;
        }
        if depth == 0 {
            self.horizons += 1;
            return score::evaluation(pos);
        }
        if self.nodes >= self.next_clock {
            self.look_at_clock();
        }
        if self.stopped {
            return 0;
        }
        if depth == TO_THE_END && ply > 0 && Self::is_shallow(pos) {
            self.nodes -= 1;
            return self.shallow(pos, alpha, beta, ply);
        }
        if depth == TO_THE_END
            && G::SCORING == Scoring::Margin
            && ply > 0
            && let Some(ceiling) = pos.value_ceiling(score::margin_window(alpha, beta).0)
        {
            // The game shows that the value cannot exceed alpha.
            return score::terminal(G::SCORING, ceiling, ply);
        }
        let (horizons, nodes) = (self.horizons, self.nodes);
        let key = Game::hash(pos);
        // The table is probed after the tactics: start the load now (the parent prefetched the
        // entry too, except at the root).
        self.table.prefetch(key);

        // Tactics (distance scoring only: with margins an immediate win need not be the best).
        let mut moves = G::Moves::default();
        let mut tactical = false;
        if G::SCORING == Scoring::Distance {
            if may_win_now && let Some(win) = pos.winning_move() {
                if ply == 0 {
                    self.root_move = Some(win);
                }
                return WIN - (ply as Score + 1);
            }
            // Pruning the moves that lose at once looks two plies ahead: not at depth 1, where
            // it would make the value differ from the depth-limited minimax value.
            tactical = depth >= 2 && pos.non_losing_moves(&mut moves);
            // At the root the window is not narrowed and the table does not end the search: the
            // root must name its best move.
            if tactical && moves.is_empty() {
                // Every move lets the opponent win at once.
                return -(WIN - (ply as Score + 2));
            }
            if tactical && ply > 0 {
                // No win at once: the quickest win is with the next move of ours, and the
                // quickest loss with the opponent's move after it (the game's wins are made by
                // the move that ends the game, as in every line game). Too few plies left for
                // either: a draw at best, or at worst (if the search sees to the end).
                let left = pos.plies_left_bound();
                let max = if left >= 3 {
                    WIN - (ply as Score + 3)
                } else {
                    0
                };
                if beta > max {
                    beta = max;
                    if alpha >= beta {
                        return beta;
                    }
                }
                let min = if left >= 4 {
                    -(WIN - (ply as Score + 4))
                } else if depth >= left {
                    0
                } else {
                    -INFINITY
                };
                if alpha < min {
                    alpha = min;
                    if alpha >= beta {
                        return alpha;
                    }
                }
            }
        }

        let mut table_move = None;
        if let Some(entry) = self.table.probe(key) {
            table_move = entry.best::<G::Move>();
            if ply > 0 && (entry.depth == SOLVED || u32::from(entry.depth) >= depth) {
                if entry.depth != SOLVED {
                    self.horizons += 1;
                }
                let stored = from_table::<G>(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return stored,
                    Bound::Lower if stored > alpha => {
                        alpha = stored;
                        if alpha >= beta {
                            return alpha;
                        }
                    }
                    Bound::Upper if stored < beta => {
                        beta = stored;
                        if alpha >= beta {
                            return beta;
                        }
                    }
                    _ => {}
                }
            }
        }

        if !tactical {
            pos.generate_moves(&mut moves);
        }
        if moves.is_empty() {
            // A game that lists no move in a position that is not over breaks the contract;
            // score the position rather than fail.
            debug_assert!(false, "no legal move in a position that is not over");
            return score::evaluation(pos);
        }
        // Every child probes the table: start all the loads now, so that they overlap (measured
        // on Pons' Connect Four set `Test_L2_R2`: 15% faster than prefetching in the child).
        order(pos, &mut moves, table_move, Some(self.table));

        let window = (alpha, beta);
        let next = if depth == TO_THE_END {
            depth
        } else {
            depth - 1
        };
        let mut best = -INFINITY;
        let mut best_move = moves[0];
        // In a parallel search, the younger brothers that another thread is searching now wait
        // at the end of the list (`busy.rs`).
        let busy = self.busy.filter(|_| Busy::worth_marking(ply));
        let marked = busy.is_some_and(|busy| busy.enter(key));
        let mut deferred = G::Moves::default();
        let mut searched = 0;
        for pass in 0..2 {
            let list = if pass == 0 {
                &*moves
            } else if deferred.is_empty() {
                break;
            } else {
                moves.clone_from(&deferred);
                &*moves
            };
            for &mv in list {
                let child = pos.after(mv);
                if pass == 0
                    && searched > 0
                    && busy.is_some_and(|busy| busy.is_busy(Game::hash(&child)))
                {
                    deferred.extend([mv]);
                    continue;
                }
                let score = if searched == 0 || beta - alpha == 1 {
                    -self.negamax(&child, -beta, -alpha, next, ply + 1, !tactical)
                } else {
                    // Principal variation search: prove the move no better than the best so
                    // far with a null window, and search it fully only if that fails.
                    let probe = -self.negamax(&child, -alpha - 1, -alpha, next, ply + 1, !tactical);
                    if probe > alpha && probe < beta {
                        -self.negamax(&child, -beta, -alpha, next, ply + 1, !tactical)
                    } else {
                        probe
                    }
                };
                searched += 1;
                if self.stopped {
                    if marked && let Some(busy) = busy {
                        busy.leave(key);
                    }
                    return 0;
                }
                if score > best {
                    best = score;
                    best_move = mv;
                    if ply == 0 {
                        self.root_move = Some(mv);
                    }
                    if score > alpha {
                        alpha = score;
                        if alpha >= beta {
                            break;
                        }
                    }
                }
            }
            if alpha >= beta {
                break;
            }
        }
        if marked && let Some(busy) = busy {
            busy.leave(key);
        }

        let bound = if best <= window.0 {
            Bound::Upper
        } else if best >= window.1 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        // A subtree that met no horizon is solved, whatever depth was asked.
        let searched = if self.horizons == horizons {
            SOLVED
        } else {
            depth.min(u32::from(SOLVED) - 1) as u8
        };
        let work = u64::BITS - (self.nodes - nodes).leading_zeros();
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
        best
    }
}

/// The children whose table entries are loaded ahead, at most (all of Connect Four's seven;
/// of Gomoku's two hundred, playing every move only to load its entry would cost more than
/// the search of most of them, which a cut-off skips).
const PREFETCHED_CHILDREN: usize = 8;

/// From this many moves on, their threats are asked for all at once
/// ([`Game::threats_after_each`]); shorter lists (Connect Four's seven) are ordered move by move,
/// which costs less there (measured on `Test_L2_R2`: the batch took 40% more time).
const SHARED_THREATS_MOVES: usize = 16;

/// Orders `moves` for the search: the table's move first, then by the threats each move makes
/// ([`Game::threats_after`], as Pons orders), then by the game's hint ([`Game::order_hint`]),
/// highest first, generation order among equals ([`crate::ordering::sort_by_key_descending`]).
/// With `prefetch`, starts loading the table entry of every child, from the child that the
/// ordering computes anyway.
#[inline]
pub(crate) fn order<G: Game>(
    pos: &G,
    moves: &mut [G::Move],
    first: Option<G::Move>,
    prefetch: Option<&Table>,
) {
    let prefetch_child = |child: &G| {
        if let Some(table) = prefetch {
            table.prefetch(Game::hash(child));
        }
    };
    let mut start = 0;
    if let Some(first) = first
        && let Some(i) = moves.iter().position(|&mv| mv == first)
    {
        moves[..=i].rotate_right(1);
        prefetch_child(&pos.after(first));
        start = 1;
    }
    if G::SCORING == Scoring::Margin {
        // Fastest first: the moves that leave the opponent the fewest replies (the endgame
        // ordering of Othello solvers), then the game's hint.
        let key = |mv: G::Move| {
            let child = pos.after(mv);
            prefetch_child(&child);
            let replies = child.moves().count() as i64;
            (-replies << 32) + i64::from(pos.order_hint(mv))
        };
        crate::ordering::sort_by_key_descending(&mut moves[start..], key);
        return;
    }
    let rest = &mut moves[start..];
    let mut threats = arrayvec::ArrayVec::<u32, 256>::new();
    if (SHARED_THREATS_MOVES..=threats.capacity()).contains(&rest.len()) {
        // The threats of all the moves at once: a game may share work between them.
        threats.extend(rest.iter().map(|_| 0));
        pos.threats_after_each(rest, &mut threats);
        let mut keyed: arrayvec::ArrayVec<(i64, G::Move), 256> = rest
            .iter()
            .zip(threats.iter())
            .map(|(&mv, &threats)| {
                (
                    (i64::from(threats) << 32) + i64::from(pos.order_hint(mv)),
                    mv,
                )
            })
            .collect();
        // Stable, and for long lists quicker than the insertion sort of short ones.
        keyed.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
        for (mv, (_, sorted)) in rest.iter_mut().zip(keyed) {
            *mv = sorted;
        }
    } else {
        let key = |mv| (i64::from(pos.threats_after(mv)) << 32) + i64::from(pos.order_hint(mv));
        crate::ordering::sort_by_key_descending(rest, key);
    }
    if prefetch.is_some() {
        // The children searched first: of long lists, one is most often enough.
        for &mv in moves[start..].iter().take(PREFETCHED_CHILDREN) {
            prefetch_child(&pos.after(mv));
        }
    }
}

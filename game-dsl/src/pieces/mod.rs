//! Pieces games: stones that step, slide, jump, capture, are placed as shapes or promoted, made
//! of parts that combine (see [`Part`], [`Turn`], [`TurnList`], [`PieceRules`]).
//!
//! A `game!` declaration whose moves are made of parts (`step forward`, `slide all then shoot
//! all`, `jump diagonal over enemy chain`, `place domino vertical`, ...) becomes a
//! [`PieceRules`] type of constants and the game [`Pieces<R>`]: the generator here combines the
//! parts, each a few shifts and masks over a bitboard, and every constant is known when the game
//! compiles, so the code is the game's own. A move is a [`Path`] of the cells it touches.
//!
//! ```
//! use game_dsl::{game, Game, GameExt, Notation};
//!
//! game! {
//!     /// Breakthrough on 8 x 8.
//!     pub Breakthrough {
//!         board: 8 x 8,
//!         start: { X: rows 7..=8, O: rows 1..=2 },
//!         moves: [step forward, step forward_diagonal onto any],
//!         win: [reach far_row, capture_all],
//!     }
//! }
//! let start = Breakthrough::start();
//! assert_eq!(start.legal_moves().len(), 22);
//! let pos = start.play_sequence("a7a6 b2b3").unwrap();
//! assert_eq!(pos.format_move(pos.legal_moves()[0]), "a6a5");
//! ```

mod area;
mod board;
mod generate;
mod group;
mod lately;
mod line;
mod notation;
mod parts;
mod path;
mod rules;
mod taken;

use std::marker::PhantomData;
use std::ops::ControlFlow;

pub use area::Area;
pub use board::{Board, Mask, Table};
pub use group::Join;
pub use lately::{Lately, NO_CELL, PassesAndKo};
pub use parts::{
    After, Chain, Convert, CountedSlide, Custodial, Dir, Effect, Enclose, FarJump, Found, Hop,
    Jump, Movers, Part, Phase, Place, Remove, Scene, Slide, Spin, Step, Target, Then, Turn,
    TurnList, Visit,
};
pub use path::{MAX_CELLS, MAX_ROUTES, Path, Route, WidePath};
pub use rules::PieceRules;
pub use taken::{Taken, Tally};

use crate::bits::Bits;
use crate::game::{Game, Player, Scoring};
use crate::repeat::Repetitions;

/// A position of the pieces game `R`: each player's stones, the promoted ones among them, the
/// cells blocked for good (arrows), the side to move and the plies played. Two positions are
/// equal when the rules cannot tell them apart: the plies played count only in a game with a
/// `limit` or an `opening`, the plies since a capture only in a game with `quiet`. A game with
/// the repetition rule also keeps the boards since the last capture ([`crate::repeat`]), which
/// are not part of its equality nor of its [`Game::key`] (as chess's kept moves).
#[derive(Clone, Copy, Debug)]
pub struct Pieces<R: PieceRules> {
    stones: [R::Bits; 2],
    promoted: R::Bits,
    blocked: R::Bits,
    ply: u16,
    quiet: u16,
    /// The opponent's stones each side has taken, where a count of them wins
    /// ([`PieceRules::Taken`]; `()` otherwise).
    taken: R::Taken,
    side: u8,
    /// The passes in a row just played, where passes end the game ([`PieceRules::PASSES`]),
    /// and the cell the side to move may not play (Go's ko, [`PieceRules::KO`]), where the
    /// rules read them ([`PieceRules::Lately`]; `()` otherwise).
    lately: R::Lately,
    /// How many times the board has occurred since the last capture, with the repetition rule
    /// (1 without): not part of the position's equality nor of its key, as `recent`.
    repeats: u8,
    /// The boards since the last capture, with the repetition rule ([`PieceRules::REPEAT`]).
    recent: R::Recent,
    rules: PhantomData<R>,
}

/// What the rules see of a position: X's and O's stones, the promoted stones, the blocked cells,
/// the side to move, the plies played and since a capture, the stones each side took, the
/// passes in a row and the cell barred, where the rules count them.
type Seen<B> = ([B; 4], u8, u16, u16, [u16; 2], u8, u16);

impl<R: PieceRules> Pieces<R> {
    /// What the rules see of the position (see [`Seen`]).
    #[inline(always)]
    fn seen(&self) -> Seen<R::Bits> {
        let ply = if Self::counts_plies() { self.ply } else { 0 };
        let quiet = if R::QUIET.is_some() { self.quiet } else { 0 };
        let [x, o] = self.stones;
        let taken = self.taken.counts();
        (
            [x, o, self.promoted, self.blocked],
            self.side,
            ply,
            quiet,
            taken,
            self.lately.passes(),
            self.lately.barred(),
        )
    }
}

impl<R: PieceRules> PartialEq for Pieces<R> {
    fn eq(&self, other: &Self) -> bool {
        self.seen() == other.seen()
    }
}

impl<R: PieceRules> Eq for Pieces<R> {}

impl<R: PieceRules> std::hash::Hash for Pieces<R> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.seen().hash(state);
    }
}

impl<R: PieceRules> Default for Pieces<R> {
    fn default() -> Self {
        <Self as Game>::start()
    }
}

impl<R: PieceRules> Pieces<R> {
    /// Columns.
    pub const WIDTH: usize = R::WIDTH as usize;
    /// Rows.
    pub const HEIGHT: usize = R::HEIGHT as usize;

    /// A player's stones, bit `row * WIDTH + column`.
    pub fn stones(&self, player: Player) -> R::Bits {
        self.stones[player.index()]
    }

    /// The promoted stones, of both players.
    pub fn promoted(&self) -> R::Bits {
        self.promoted
    }

    /// The cells blocked for good (arrows).
    pub fn blocked(&self) -> R::Bits {
        self.blocked
    }

    /// The owner of a cell, if a stone stands on it.
    pub fn owner(&self, cell: usize) -> Option<Player> {
        let cell = cell as u32;
        if self.stones[0].has(cell) {
            Some(Player::First)
        } else if self.stones[1].has(cell) {
            Some(Player::Second)
        } else {
            None
        }
    }

    /// The key of the board alone (stones, promoted stones, blocked cells; not the side to
    /// move): what the repetition rule compares.
    #[inline(always)]
    fn board_key(&self) -> u64 {
        let boards = [self.stones[0], self.stones[1], self.promoted, self.blocked];
        Self::hash_boards(boards, None, 0)
    }

    /// The hash of the boards (each player's stones, the promoted stones, the blocked cells),
    /// maybe a word more, and the side `side`. On a board of at most 128 cells the words hashed
    /// are each player's two, and the promoted and blocked cells' two folded into one each; a
    /// larger board's are all their words.
    #[inline(always)]
    fn hash_boards(boards: [R::Bits; 4], extra: Option<u64>, side: usize) -> u64 {
        let [x, o, promoted, blocked] = boards;
        if R::Bits::WORDS <= 2 {
            let words = [
                x.word(0),
                x.word(1),
                o.word(0),
                o.word(1),
                promoted.word(0) ^ promoted.word(1),
                blocked.word(0) ^ blocked.word(1),
                extra.unwrap_or(0),
            ];
            let used = if extra.is_some() { 7 } else { 6 };
            return crate::hash::hash_words(&words[..used], side);
        }
        let mut words = [0; 4 * board::MAX_WORDS + 1];
        let mut used = 0;
        for set in boards {
            for i in 0..R::Bits::WORDS {
                words[used] = set.word(i);
                used += 1;
            }
        }
        if let Some(extra) = extra {
            words[used] = extra;
            used += 1;
        }
        crate::hash::hash_words(&words[..used], side)
    }

    /// Starts the boards kept for the repetition rule afresh from this one (at the start, or a
    /// position read from a string).
    #[inline]
    fn restart_repeats(&mut self) {
        self.recent = R::Recent::EMPTY;
        self.repeats = if R::REPEAT.is_some() {
            self.recent.add(self.board_key()).min(u32::from(u8::MAX)) as u8
        } else {
            1
        };
    }

    /// How many times the board has occurred since the last capture, this time included
    /// (1 in a game without the repetition rule).
    pub fn occurrences(&self) -> u32 {
        u32::from(self.repeats)
    }

    /// Plies played without a capture.
    pub fn quiet_plies(&self) -> u32 {
        u32::from(self.quiet)
    }

    /// The opponent's stones `player` has taken, where the rules count them
    /// ([`PieceRules::Taken`]); 0 otherwise.
    pub fn stones_taken(&self, player: Player) -> u32 {
        u32::from(self.taken.counts()[player.index()])
    }

    /// Whether `player` has taken the stones that win ([`PieceRules::Taken`]).
    #[inline(always)]
    fn took_enough(&self, player: usize) -> bool {
        <R::Taken as Taken>::WINS.is_some_and(|n| u32::from(self.taken.counts()[player]) >= n)
    }

    /// How `player` has won by its stones' places alone, if it has: a stone on its goal or every
    /// cell the other side started on occupied ([`Ending::Goal`](crate::Ending::Goal)), or a
    /// line ([`Ending::Line`](crate::Ending::Line)).
    #[inline(always)]
    fn placed_win(&self, player: usize) -> Option<crate::Ending> {
        let stones = self.stones[player];
        let occupied = || {
            let goal: R::Bits = R::START[player ^ 1].get();
            stones & goal == goal
        };
        if !(stones & R::GOAL[player].get::<R::Bits>()).is_zero() || (R::OCCUPY && occupied()) {
            return Some(crate::Ending::Goal);
        }
        (R::LINE > 0 && !R::LINE_LOSES && Self::has_line(stones)).then_some(crate::Ending::Line)
    }

    /// The value for the side to move of a game decided before any move is looked at: the
    /// author's end first ([`PieceRules::custom_end`]), then a goal reached, cells occupied or
    /// a line made (the side that just moved first), a side without stones, a limit reached, a
    /// side's stones all connected (tested after the limit, as OpenSpiel's Lines of Action
    /// does).
    #[inline(always)]
    fn decided(&self) -> Option<i32> {
        if let Some(value) = R::custom_end(self) {
            return Some(if R::MOST_STONES {
                value
            } else {
                value.signum()
            });
        }
        let (me, them) = (self.side as usize, self.side as usize ^ 1);
        if let Some(won) = self.placed_win(them) {
            // A turn that rearranges the board ([`Spin`]) can make both sides' lines at once:
            // a draw (Pentago).
            if R::LINE > 0 && won == crate::Ending::Line && Self::has_line(self.stones[me]) {
                return Some(0);
            }
            return Some(-1);
        }
        if self.placed_win(me).is_some() {
            return Some(1);
        }
        if R::LINE_LOSES {
            if Self::has_line(self.stones[them]) {
                return Some(1);
            }
            if Self::has_line(self.stones[me]) {
                return Some(-1);
            }
        }
        if Self::CHAINS {
            // The side that just moved first: a capture can join the other side's chain too.
            if Self::chain_wins(self.stones[them], them) {
                return Some(-1);
            }
            if Self::chain_wins(self.stones[me], me) {
                return Some(1);
            }
        }
        if <R::Taken as Taken>::WINS.is_some() {
            if self.took_enough(them) {
                return Some(-1);
            }
            if self.took_enough(me) {
                return Some(1);
            }
        }
        if R::CAPTURE_ALL {
            if self.stones[me].is_zero() {
                return Some(-1);
            }
            if self.stones[them].is_zero() {
                return Some(1);
            }
        }
        // A board brought back ends a game scored by area as a draw, even at its end.
        if R::AREA.is_some() && !self.repeated() && (self.passed_out() || self.at_limit()) {
            return Some(self.area_value());
        }
        if self.at_limit()
            || R::QUIET.is_some_and(|quiet| u32::from(self.quiet) >= quiet)
            || self.repeated()
        {
            return Some(0);
        }
        if R::CONNECTED {
            // The side that just moved first: a move that joins both sides wins for the mover.
            if Self::connected(self.stones[them]) {
                return Some(-1);
            }
            if Self::connected(self.stones[me]) {
                return Some(1);
            }
        }
        None
    }

    /// Whether the game has reached its limit of plies ([`PieceRules::LIMIT`]).
    #[inline(always)]
    fn at_limit(&self) -> bool {
        R::LIMIT.is_some_and(|limit| u32::from(self.ply) >= limit)
    }

    /// Whether the board has occurred the times that draw ([`PieceRules::REPEAT`]; never where
    /// they are forbidden instead).
    #[inline(always)]
    fn repeated(&self) -> bool {
        !R::REPEAT_FORBIDS && self.repeats_too_often()
    }

    /// Whether the board has occurred the times the repetition rule reads
    /// ([`PieceRules::REPEAT`]).
    #[inline(always)]
    fn repeats_too_often(&self) -> bool {
        R::REPEAT.is_some_and(|n| u32::from(self.repeats) >= n)
    }

    /// Whether the passes in a row that end the game were played ([`PieceRules::PASSES`]).
    #[inline(always)]
    fn passed_out(&self) -> bool {
        R::PASSES > 0 && u32::from(self.lately.passes()) >= R::PASSES
    }

    /// X's area less O's and the komi, in half points ([`PieceRules::AREA`]; 0 without).
    #[inline]
    pub fn area_score2(&self) -> i32 {
        R::AREA.map_or(0, |area| area.score2(self.stones, Self::board()))
    }

    /// The value of a game over by its count of area for the side to move: 1, 0 or -1.
    #[inline]
    fn area_value(&self) -> i32 {
        let score = self.area_score2().signum();
        if self.side == 0 { score } else { -score }
    }

    /// Whether the side to move may go on: it has a move, or the rules let it pass.
    #[inline(always)]
    fn may_move(&self) -> bool {
        R::PASS_ALWAYS || self.has_moves() || (R::PASS && self.other_can_move())
    }

    /// Why the game is over, in the order [`Pieces::decided`] tests the rules, or `None`
    /// while it goes on: the author's end, a goal reached or occupied, a line, every stone
    /// taken, the ply limit, the quiet rule, or no move for the side to move.
    fn ending(&self) -> Option<crate::Ending> {
        use crate::Ending;
        if R::custom_end(self).is_some() {
            return Some(Ending::Rule);
        }
        let (me, them) = (self.side as usize, self.side as usize ^ 1);
        if let Some(ending) = self.placed_win(them).or_else(|| self.placed_win(me)) {
            return Some(ending);
        }
        if R::LINE_LOSES && (Self::has_line(self.stones[them]) || Self::has_line(self.stones[me])) {
            return Some(Ending::Line);
        }
        if Self::CHAINS
            && (Self::chain_wins(self.stones[them], them) || Self::chain_wins(self.stones[me], me))
        {
            return Some(Ending::Connection);
        }
        if (R::CAPTURE_ALL && (self.stones[me].is_zero() || self.stones[them].is_zero()))
            || self.took_enough(them)
            || self.took_enough(me)
        {
            return Some(Ending::Captured);
        }
        if R::AREA.is_some() && self.repeated() {
            return Some(Ending::Repetition);
        }
        if R::AREA.is_some() && (self.passed_out() || self.at_limit()) {
            return Some(Ending::Count);
        }
        if self.at_limit() {
            return Some(Ending::PlyLimit);
        }
        if R::QUIET.is_some_and(|quiet| u32::from(self.quiet) >= quiet) {
            return Some(Ending::Quiet);
        }
        if self.repeated() {
            return Some(Ending::Repetition);
        }
        if R::CONNECTED && (Self::connected(self.stones[them]) || Self::connected(self.stones[me]))
        {
            return Some(Ending::Connection);
        }
        if self.may_move() {
            None
        } else if R::MOST_STONES || R::AREA.is_some() {
            Some(Ending::Count)
        } else {
            Some(Ending::NoMoves)
        }
    }

    /// Whether the side not to move would have a move, were it to move: where the rules let a
    /// side without a move pass ([`PieceRules::PASS`]), the game goes on while it does.
    #[inline]
    fn other_can_move(&self) -> bool {
        let mut other = *self;
        other.side ^= 1;
        other.has_moves()
    }

    /// The count of a game over by [`PieceRules::MOST_STONES`], for the side to move: the
    /// difference in stones, the empty cells credited to the side with more.
    #[inline]
    fn margin(&self) -> i32 {
        let (me, them) = (self.side as usize, self.side as usize ^ 1);
        let mine = self.stones[me].count() as i32;
        let theirs = self.stones[them].count() as i32;
        let empty = self.empty().count() as i32;
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => mine - theirs + empty,
            std::cmp::Ordering::Less => mine - theirs - empty,
            std::cmp::Ordering::Equal => 0,
        }
    }

    /// The sum over a player's stones of the rows each stands from its side's own edge.
    fn advance(&self, player: usize) -> i32 {
        let width = R::WIDTH;
        let row = R::Bits::from_words(&board::first_cells(width));
        (0..R::HEIGHT)
            .map(|r| {
                let stones = (self.stones[player] >> (r * width)) & row;
                let rows = if player == 0 { R::HEIGHT - 1 - r } else { r };
                (stones.count() * rows) as i32
            })
            .sum()
    }
}

impl<R: PieceRules> Game for Pieces<R> {
    type Move = R::Path;
    type Moves = R::Moves;
    type MoveIter = <R::Moves as IntoIterator>::IntoIter;

    const SCORING: Scoring = if R::MOST_STONES {
        Scoring::Margin
    } else {
        Scoring::Distance
    };

    fn start() -> Self {
        let mut pos = Pieces {
            stones: [R::START[0].get(), R::START[1].get()],
            promoted: R::Bits::ZERO,
            blocked: R::Bits::ZERO,
            ply: 0,
            quiet: 0,
            taken: R::Taken::default(),
            side: 0,
            lately: R::Lately::default(),
            repeats: 1,
            recent: R::Recent::EMPTY,
            rules: PhantomData,
        };
        if R::REPEAT.is_some() {
            pos.restart_repeats();
        }
        pos
    }

    #[inline]
    fn side_to_move(&self) -> Player {
        Player::from_index(self.side as usize)
    }

    #[inline]
    fn ply(&self) -> u32 {
        u32::from(self.ply)
    }

    #[inline]
    fn moves(&self) -> Self::MoveIter {
        let mut moves = R::Moves::default();
        self.generate_moves(&mut moves);
        moves.into_iter()
    }

    #[inline]
    fn generate_moves(&self, moves: &mut Self::Moves) {
        if self.decided().is_none() {
            self.generate(moves);
            if R::PASS_ALWAYS || (R::PASS && moves.is_empty() && self.other_can_move()) {
                moves.extend(Some(R::Path::PASS));
            }
        }
    }

    fn play(&mut self, mv: R::Path) {
        let (ply, side) = (self.ply, self.side);
        let theirs = self.stones[side as usize ^ 1];
        if R::KO {
            self.lately.set_barred(NO_CELL);
        }
        let mut play = Play::<R, true> {
            pos: self,
            mv,
            captured: false,
        };
        if !mv.is_pass() {
            let _ = Self::visit_turn_at(ply, side, mv, &mut play);
        }
        let captured = play.captured;
        if R::PASSES > 0 {
            let passes = if mv.is_pass() {
                self.lately.passes().saturating_add(1)
            } else {
                0
            };
            self.lately.set_passes(passes);
        }
        if <R::Taken as Taken>::WINS.is_some() && captured {
            let left = self.stones[side as usize ^ 1];
            self.taken.add(side as usize, (theirs & !left).count());
        }
        self.quiet = if captured {
            0
        } else {
            self.quiet.saturating_add(1)
        };
        if R::REPEAT.is_some() {
            // A board before a capture had more stones: none of them can come again, unless
            // stones are placed.
            if captured && R::CAPTURES_FOR_GOOD {
                self.recent.clear();
            }
            // A pass leaves the board as it was: it repeats nothing.
            self.repeats = if mv.is_pass() {
                1
            } else {
                self.recent.add(self.board_key()).min(u32::from(u8::MAX)) as u8
            };
        }
        self.ply = self.ply.saturating_add(1);
        self.side ^= 1;
    }

    fn terminal_value(&self) -> Option<i32> {
        if let Some(value) = self.decided() {
            return Some(value);
        }
        if self.may_move() {
            None
        } else if R::MOST_STONES {
            Some(self.margin())
        } else if R::AREA.is_some() {
            Some(self.area_value())
        } else {
            Some(R::BLOCKED)
        }
    }

    fn evaluate(&self) -> i32 {
        let (me, them) = (self.side as usize, self.side as usize ^ 1);
        let mut score = 0;
        if R::MATERIAL != 0 {
            score +=
                R::MATERIAL * (self.stones[me].count() as i32 - self.stones[them].count() as i32);
        }
        if R::PROMOTED != 0 {
            score += R::PROMOTED
                * ((self.stones[me] & self.promoted).count() as i32
                    - (self.stones[them] & self.promoted).count() as i32);
        }
        if R::ADVANCE != 0 {
            score += R::ADVANCE * (self.advance(me) - self.advance(them));
        }
        if R::AREA.is_some() {
            // The count that will score the game, in points, for the side to move.
            let area = self.area_score2() / 2;
            score += if me == 0 { area } else { -area };
        }
        score
    }

    #[inline]
    fn order_hint(&self, mv: R::Path) -> i32 {
        i32::from(mv.captures())
    }

    #[inline]
    fn key(&self) -> u64 {
        let (boards, side, ply, quiet, [x, o], passes, barred) = self.seen();
        let extra =
            u64::from(ply) | u64::from(quiet) << 16 | u64::from(x) << 32 | u64::from(o) << 48;
        // The side, the passes in a row and the barred cell, where the rules keep them.
        let barred = if barred == NO_CELL {
            0
        } else {
            usize::from(barred) + 1
        };
        let seed = side as usize | (passes as usize) << 1 | barred << 9;
        Self::hash_boards(boards, Some(extra), seed)
    }

    fn plies_left_bound(&self) -> u32 {
        let played = u32::from(self.ply);
        let mut bound = crate::score::MAX_DISTANCE as u32 - 1;
        if let Some(limit) = R::LIMIT {
            bound = bound.min(limit.saturating_sub(played));
        }
        if let Some(quiet) = R::QUIET {
            // A capture resets the count: each stone can be captured once.
            let stones = (self.stones[0] | self.stones[1]).count();
            bound = bound.min((stones + 1) * quiet);
        }
        if let Some(fill) = Self::cells_per_ply() {
            // Every ply fills cells for good: a placement or an arrow.
            // A pass is followed by a move: at most every other ply passes.
            let remaining = (R::Opening::LEN as u32).saturating_sub(played);
            let plies = self.empty().count() / fill + remaining + 1;
            // Passes at any turn: at most `PASSES - 1` in a row before a move, and none
            // bounded without that end.
            if !R::PASS_ALWAYS {
                bound = bound.min(if R::PASS { 2 * plies } else { plies });
            } else if R::PASSES > 0 {
                bound = bound.min(plies * R::PASSES);
            }
        }
        bound
    }
}

impl<R: PieceRules> Pieces<R> {
    /// The fewest cells every ply after the opening fills for good, if every turn fills some
    /// (placements and shots); `None` otherwise.
    fn cells_per_ply() -> Option<u32> {
        let mut fills = Fills { fewest: u32::MAX };
        let _ = R::X_TURNS.each(&mut fills);
        let _ = R::O_TURNS.each(&mut fills);
        (fills.fewest != 0 && fills.fewest != u32::MAX).then_some(fills.fewest)
    }

    /// Rearranges every set of cells of the board by `spin`: the stones, the promoted stones
    /// and the blocked cells move together.
    #[inline]
    fn spin(&mut self, spin: Spin) {
        self.stones = self.stones.map(|stones| spin.apply(stones));
        self.promoted = spin.apply(self.promoted);
        self.blocked = spin.apply(self.blocked);
    }

    /// Takes the opponent's stone on `cell`, if there is one: whether there was.
    #[inline(always)]
    fn take(&mut self, cell: u32) -> bool {
        let them = self.side as usize ^ 1;
        if !self.stones[them].has(cell) {
            return false;
        }
        let bit = R::Bits::cell(cell);
        self.stones[them] &= !bit;
        self.promoted &= !bit;
        true
    }

    /// Moves a stone of the side to move from `from` to `to`: a promoted stone stays promoted,
    /// a plain one is promoted where its side's plain stones are.
    #[inline(always)]
    fn move_stone(&mut self, from: u32, to: u32) {
        let me = self.side as usize;
        let (from_bit, to_bit) = (R::Bits::cell(from), R::Bits::cell(to));
        self.stones[me] = (self.stones[me] & !from_bit) | to_bit;
        if self.promoted.has(from) {
            self.promoted = (self.promoted & !from_bit) | to_bit;
        } else if R::PROMOTE[me].get::<R::Bits>().has(to) {
            self.promoted |= to_bit;
        }
    }
}

/// Plays a move with the turn that made it: its part, then its shot, then its spin unless
/// `SPIN` is false (what the move itself did to the board: [`Notation::touch`]).
pub(super) struct Play<'a, R: PieceRules, const SPIN: bool> {
    pub(super) pos: &'a mut Pieces<R>,
    pub(super) mv: R::Path,
    pub(super) captured: bool,
}

impl<R: PieceRules, const SPIN: bool> Visit for Play<'_, R, SPIN> {
    #[inline(always)]
    fn turn<A: Part>(&mut self, _: u8, turn: &Turn<A>) -> ControlFlow<()> {
        let mv = self.mv;
        let moved = turn.moved(mv);
        self.captured = turn.part.play(self.pos, mv, moved);
        if !turn.shoot.is_empty() {
            self.pos.blocked |= R::Bits::cell(mv.cell(moved));
        }
        if SPIN
            && !turn.spin.is_empty()
            && let Some(&spin) = turn.spin.get(mv.last() as usize)
        {
            self.pos.spin(spin);
        }
        ControlFlow::Break(())
    }
}

/// The fewest cells a ply of the turns visited fills for good (0: a turn fills none).
struct Fills {
    fewest: u32,
}

impl Visit for Fills {
    fn turn<A: Part>(&mut self, _: u8, turn: &Turn<A>) -> ControlFlow<()> {
        self.fewest = self.fewest.min(turn.fills());
        ControlFlow::Continue(())
    }
}

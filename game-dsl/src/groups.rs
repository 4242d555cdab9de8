//! Stones placed on the points of a square grid that capture the enemy groups they leave
//! without a liberty (Go): `moves: place then capture groups { ... }`, `pass: always`,
//! `win: area { ... }`.
//!
//! A group is a set of one side's stones joined through orthogonal neighbours; its liberties are
//! the empty points next to it. Every set is a [`BitSet`] with bit `row * width + column`, row 0
//! at the top: a `u128` on boards of at most 128 points (9 x 9 has 81), a
//! [`Wide<N>`](crate::bits::Wide) of `N` words on larger ones (19 x 19 has 361, `Wide<6>`); the
//! generated code picks the type from the board's size, and the code below is monomorphized for
//! it. A group is found by a flood fill:
//! the seed dilated (shifted by one point in the four directions, masked at the edges) and
//! masked by the side's stones, until it stops growing. A placement removes each enemy group
//! next to it that it leaves without a liberty; with `suicide: illegal` a placement whose own
//! group then has no liberty is not a move, with `suicide: legal` that group is removed. With
//! `ko: simple`, a placement on a point whose neighbours are all enemy stones (or the edge) that
//! takes exactly one stone forbids the opponent, on its next move only, the point of that stone.
//! With `repeat: draw`, a placement that brings back the stones of any earlier position of the
//! game (positional superko) ends it as a draw: a position keeps the keys of the boards of the
//! whole game, so that the rule needs no history outside it; with `repeat: 2 forbid` (Go's parts
//! only, [`GroupRules::forbidding_repeats`]), such a placement is not a move (positional
//! superko, Tromp-Taylor's rule 8). The game ends after the declared
//! number of passes in a row, or after the plies of its limit, and is scored by area
//! (Tromp-Taylor): a side's stones and the empty points that reach only its stones; the second
//! player adds the komi, kept in half points. These are OpenSpiel's rules for `go`.

use crate::bits::{BitSet, Indices, Wide};
use crate::error::{MoveError, PositionError};
use crate::game::Player;
use crate::hash::hash_words;
use crate::moves::{Move, MoveList};

/// The most points a board of groups has: 25 x 25.
pub const MAX_POINTS: usize = 625;

/// The most points of a board held in a `u128`.
pub const NARROW_POINTS: usize = 128;

/// The most 64-bit words of a board ([`MAX_POINTS`] bits).
const MAX_WORDS: usize = MAX_POINTS.div_ceil(64);

/// The move list of a board of at most 128 points: every point and the pass. A larger board's
/// list is `MoveList<Move, { points + 1 }>`.
pub type Moves = MoveList<Move, { NARROW_POINTS + 1 }>;

/// No point (no ko).
pub const NONE: u16 = u16::MAX;

/// The rules of a game of groups, a constant of the declaring type; `B` holds a set of points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupRules<B> {
    /// Columns.
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// Whether a placement that leaves its own group without a liberty (after its captures) is
    /// a move, which removes that group (`suicide: legal`), or not (`suicide: illegal`).
    pub suicide: bool,
    /// `ko: simple`: the single stone just taken in a ko may not be retaken at once.
    pub ko: bool,
    /// `repeat: draw`: a placement that brings back an earlier board ends the game as a draw.
    pub repeat_draw: bool,
    /// `repeat: 2 forbid` (positional superko): a placement that would bring back an earlier
    /// board is not a move ([`GroupRules::forbidding_repeats`]).
    pub repeat_forbid: bool,
    /// The komi in half points, added to the second player's area.
    pub komi2: i32,
    /// The passes in a row that end the game (0: passing never ends it).
    pub passes: u8,
    /// The plies after which the game is scored (0: no limit).
    pub limit: u16,
    /// Every point of the board.
    pub all: B,
    /// The points with a neighbour to their left (not in column 0).
    pub not_left: B,
    /// The points with a neighbour to their right (not in the last column).
    pub not_right: B,
}

impl GroupRules<u128> {
    /// The rules on a `width x height` board (at most 128 points), the masks computed. The
    /// generated code calls it with the declaration's values, one argument each.
    #[allow(clippy::too_many_arguments)]
    pub const fn new(
        width: u32,
        height: u32,
        suicide: bool,
        ko: bool,
        repeat_draw: bool,
        komi2: i32,
        passes: u8,
        limit: u16,
    ) -> GroupRules<u128> {
        assert!(width * height <= NARROW_POINTS as u32 && width <= 25 && height <= 25);
        let [all, not_left, not_right] = masks::<2>(width, height);
        GroupRules {
            width,
            height,
            suicide,
            ko,
            repeat_draw,
            repeat_forbid: false,
            komi2,
            passes,
            limit,
            all: narrow(all),
            not_left: narrow(not_left),
            not_right: narrow(not_right),
        }
    }
}

/// A set of two words, lowest first, as one `u128`.
const fn narrow([low, high]: [u64; 2]) -> u128 {
    low as u128 | (high as u128) << 64
}

/// The masks of a `width x height` board in `N` words each, lowest first: every point, the
/// points not in the left column, and those not in the right one.
const fn masks<const N: usize>(width: u32, height: u32) -> [[u64; N]; 3] {
    let mut all = [0u64; N];
    let mut not_left = [0u64; N];
    let mut not_right = [0u64; N];
    let mut cell = 0;
    while cell < width * height {
        let (word, bit) = ((cell / 64) as usize, 1u64 << (cell % 64));
        all[word] |= bit;
        if cell % width != 0 {
            not_left[word] |= bit;
        }
        if cell % width != width - 1 {
            not_right[word] |= bit;
        }
        cell += 1;
    }
    [all, not_left, not_right]
}

impl<const N: usize> GroupRules<Wide<N>> {
    /// The rules on a `width x height` board of more than 128 points (at most `64 * N` and
    /// [`MAX_POINTS`]), the masks computed, as [`GroupRules::new`] does for smaller boards.
    ///
    /// ```
    /// use game_dsl::bits::Wide;
    /// use game_dsl::groups::GroupRules;
    /// const RULES: GroupRules<Wide<6>> =
    ///     GroupRules::<Wide<6>>::new_wide(19, 19, false, true, true, 15, 2, 722);
    /// assert_eq!(RULES.all.count_ones(), 361);
    /// assert_eq!(RULES.not_left.count_ones(), 361 - 19);
    /// assert!(!RULES.not_right.has(18) && RULES.not_right.has(19));
    /// ```
    #[allow(clippy::too_many_arguments)]
    pub const fn new_wide(
        width: u32,
        height: u32,
        suicide: bool,
        ko: bool,
        repeat_draw: bool,
        komi2: i32,
        passes: u8,
        limit: u16,
    ) -> GroupRules<Wide<N>> {
        assert!(
            width * height <= 64 * N as u32
                && width * height <= MAX_POINTS as u32
                && width <= 25
                && height <= 25
        );
        let [all, not_left, not_right] = masks::<N>(width, height);
        GroupRules {
            width,
            height,
            suicide,
            ko,
            repeat_draw,
            repeat_forbid: false,
            komi2,
            passes,
            limit,
            all: Wide::from_words(all),
            not_left: Wide::from_words(not_left),
            not_right: Wide::from_words(not_right),
        }
    }
}

impl<B: Copy> GroupRules<B> {
    /// The same rules, a placement that would bring back a board of the game forbidden
    /// (positional superko, Tromp-Taylor's rule 8) instead of drawing.
    ///
    /// ```
    /// use game_dsl::groups::{GroupRules, Position};
    /// use game_dsl::moves::Move;
    /// // A row of four points, suicide a move.
    /// const FREE: GroupRules<u128> = GroupRules::new(4, 1, true, false, false, 0, 2, 20);
    /// const SUPERKO: GroupRules<u128> = FREE.forbidding_repeats();
    /// let mut pos = Position::<u128, 21>::start(&SUPERKO);
    /// pos.play(&SUPERKO, Move::new(1));
    /// // O's stone at 0 would have no liberty and take nothing: it would take itself and
    /// // bring back X's board, which superko forbids.
    /// assert_eq!(pos.legal_points(&FREE), 0b1101);
    /// assert_eq!(pos.legal_points(&SUPERKO), 0b1100);
    /// ```
    pub const fn forbidding_repeats(self) -> Self {
        GroupRules {
            repeat_draw: false,
            repeat_forbid: true,
            ..self
        }
    }
}

impl<B> GroupRules<B> {
    /// The number of points.
    pub const fn points(&self) -> usize {
        (self.width * self.height) as usize
    }
}

impl<B: BitSet> GroupRules<B> {
    /// The points next to `set` (and those of `set` that have a neighbour in it).
    #[inline(always)]
    pub fn dilate(&self, set: B) -> B {
        ((set & self.not_right) << 1
            | (set & self.not_left) >> 1
            | set << self.width
            | set >> self.width)
            & self.all
    }

    /// The points with at least two of their neighbours in `set`.
    #[inline]
    pub fn two_neighbours_in(&self, set: B) -> B {
        let left = (set & self.not_right) << 1;
        let right = (set & self.not_left) >> 1;
        let up = set << self.width;
        let down = set >> self.width;
        (left & right | (left | right) & (up | down) | up & down) & self.all
    }

    /// The points of `within` joined to `seed` through `within` (with `seed & within`).
    #[inline]
    pub fn fill(&self, seed: B, within: B) -> B {
        let mut set = seed & within;
        loop {
            let grown = (set | self.dilate(set)) & within;
            if grown == set {
                return set;
            }
            set = grown;
        }
    }

    /// The groups of `stones` with a stone in `seeds` that have two liberties or more (the
    /// empty points next to them; `breathing`), or else exactly one. Each group is filled from
    /// a seed until its second liberty shows: a group found to have two stands in the result
    /// by the part of it filled so far (the seed among it), and its other seeds are filled
    /// again, each stopping as soon.
    #[inline(never)]
    fn groups_by_liberties(&self, seeds: B, stones: B, empty: B, breathing: bool) -> B {
        let mut kept = B::ZERO;
        let mut seeds = seeds;
        while !seeds.is_zero() {
            let mut set = seeds.lowest_bit();
            let two = loop {
                let around = self.dilate(set);
                if (around & empty).count() >= 2 {
                    break true;
                }
                let grown = (set | around) & stones;
                if grown == set {
                    break false;
                }
                set = grown;
            };
            seeds &= !set;
            if two == breathing {
                kept |= set;
            }
        }
        kept
    }

    /// The key of a board: its stones alone (the history of positional repetition), the XOR
    /// of each stone's key ([`stone_keys`]), so that a placement changes it by the keys of the
    /// stones it adds and takes.
    #[inline]
    pub fn board_key(stones: [B; 2]) -> u64 {
        stone_keys(0, stones[0]) ^ stone_keys(1, stones[1])
    }

    /// The area of each side (its stones and the empty points that reach its stones only),
    /// first player's first.
    pub fn areas(&self, stones: [B; 2]) -> [u32; 2] {
        let empty = self.all & !(stones[0] | stones[1]);
        let reach = [
            self.fill(self.dilate(stones[0]), empty),
            self.fill(self.dilate(stones[1]), empty),
        ];
        [
            (stones[0] | reach[0] & !reach[1]).count(),
            (stones[1] | reach[1] & !reach[0]).count(),
        ]
    }
}

/// A position: each side's stones, the side to move, the point the side to move may not take
/// back (ko), the passes in a row, the plies played, whether a board came back, and the keys of
/// the boards after each ply (`H`: the limit and one; index 0 is the start's), with a filter of
/// them where a placement may not bring one back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position<B, const H: usize> {
    /// Each side's stones, the first player's first.
    pub stones: [B; 2],
    /// The side to move.
    pub side: Player,
    /// The point the side to move may not play (a ko), or [`NONE`].
    pub ko: u16,
    /// The passes in a row just played.
    pub passes: u8,
    /// The plies played.
    pub ply: u16,
    /// Whether a placement brought back an earlier board (`repeat: draw`).
    pub repeated: bool,
    /// The key of the board after each ply, up to `ply` ([`GroupRules::board_key`]).
    pub history: [u64; H],
    /// With [`GroupRules::repeat_forbid`], a filter of the keys in `history`: for each, the bit
    /// its top 9 bits number is set, so that a key whose bit is clear was not among them (most
    /// of those a superko looks up).
    pub filter: [u64; 8],
}

/// Each side's key of a stone on each point (Zobrist's keys): the key of a board is the XOR of
/// its stones' keys ([`GroupRules::board_key`]).
static POINT_KEYS: [[u64; MAX_POINTS]; 2] = point_keys();

/// [`POINT_KEYS`]: each the SplitMix64 finaliser of a distinct odd multiple of the golden ratio.
const fn point_keys() -> [[u64; MAX_POINTS]; 2] {
    let mut keys = [[0; MAX_POINTS]; 2];
    let mut point = 0;
    while point < MAX_POINTS {
        let mut side = 0;
        while side < 2 {
            let seed = (2 * (2 * point + side) + 1) as u64;
            keys[side][point] = crate::hash::mix(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15));
            side += 1;
        }
        point += 1;
    }
    keys
}

/// The XOR of the keys of `side`'s stones on the points of `set`.
#[inline]
pub fn stone_keys<B: BitSet>(side: usize, set: B) -> u64 {
    Indices::new(set).fold(0, |key, point| key ^ POINT_KEYS[side][point])
}

/// The bit of [`Position::filter`] that `key` sets: its top 9 bits, as a word and a bit.
#[inline(always)]
fn filter_bit(key: u64) -> (usize, u64) {
    let bit = (key >> 55) as usize;
    (bit / 64, 1 << (bit % 64))
}

/// The legal moves of a position, lazily: the legal points in order, then the pass.
#[derive(Clone, Copy, Debug)]
pub struct GroupMoves<B> {
    cells: Indices<B>,
    pass: bool,
}

/// No moves, not even the pass: the moves of a finished game.
impl<B: BitSet> Default for GroupMoves<B> {
    #[inline]
    fn default() -> GroupMoves<B> {
        GroupMoves {
            cells: Indices::new(B::ZERO),
            pass: false,
        }
    }
}

impl<B: BitSet> Iterator for GroupMoves<B> {
    type Item = Move;

    #[inline]
    fn next(&mut self) -> Option<Move> {
        if let Some(cell) = self.cells.next() {
            return Some(Move::new(cell as u16));
        }
        if self.pass {
            self.pass = false;
            return Some(Move::PASS);
        }
        None
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.cells.len() + usize::from(self.pass);
        (n, Some(n))
    }

    #[inline]
    fn count(self) -> usize {
        self.cells.len() + usize::from(self.pass)
    }
}

impl<B: BitSet, const H: usize> Position<B, H> {
    /// The empty board, the first player to move.
    pub fn start(rules: &GroupRules<B>) -> Position<B, H> {
        let _ = rules;
        Position::with_history([B::ZERO; 2], Player::First, NONE, 0, 0, false)
    }

    /// A position whose history is its own board at every ply up to `ply` (its game before it
    /// unknown).
    fn with_history(
        stones: [B; 2],
        side: Player,
        ko: u16,
        passes: u8,
        ply: u16,
        repeated: bool,
    ) -> Position<B, H> {
        let mut pos = Position {
            stones,
            side,
            ko,
            passes,
            ply,
            repeated,
            history: [0; H],
            filter: [0; 8],
        };
        let key = GroupRules::<B>::board_key(stones);
        pos.history[..=usize::from(ply)].fill(key);
        pos.remember(key);
        pos
    }

    /// Adds `key` to [`Position::filter`].
    #[inline(always)]
    fn remember(&mut self, key: u64) {
        let (word, bit) = filter_bit(key);
        self.filter[word] |= bit;
    }

    /// Whether a board of key `key` occurred in the game.
    #[inline(always)]
    fn seen(&self, key: u64) -> bool {
        let (word, bit) = filter_bit(key);
        self.filter[word] & bit != 0
            && self.history[..=usize::from(self.ply).min(H - 1)].contains(&key)
    }

    /// Whether the game is over: a board came back, the passes in a row that end it, the limit.
    #[inline]
    pub fn over(&self, rules: &GroupRules<B>) -> bool {
        self.repeated
            || (rules.passes > 0 && self.passes >= rules.passes)
            || (rules.limit > 0 && self.ply >= rules.limit)
    }

    /// The points the side to move may play: empty, not the ko, and (with `suicide: illegal`)
    /// leaving its group a liberty once the enemy groups it takes are removed.
    pub fn legal_points(&self, rules: &GroupRules<B>) -> B {
        let me = self.side.index();
        let mine = self.stones[me];
        let theirs = self.stones[1 - me];
        let empty = rules.all & !(mine | theirs);
        let mut legal = empty;
        if self.ko != NONE {
            legal &= !B::bit(usize::from(self.ko));
        }
        if rules.suicide {
            return self.unrepeated(rules, legal);
        }
        // A point next to an empty point always has a liberty; the others (`shut`), fewer and
        // costlier, are looked at apart.
        let shut = legal & !rules.dilate(empty);
        if shut.is_zero() {
            return self.unrepeated(rules, legal);
        }
        self.unrepeated(
            rules,
            legal & !Self::suicides(rules, shut, mine, theirs, empty),
        )
    }

    /// The points of `legal` but those whose placement would bring back a board of the game,
    /// where the rules forbid it.
    #[inline(always)]
    fn unrepeated(&self, rules: &GroupRules<B>, legal: B) -> B {
        if rules.repeat_forbid {
            legal & !self.repeating(rules, legal)
        } else {
            legal
        }
    }

    /// The points of `legal` whose placement would bring back a board of the game, its key
    /// looked up among the game's. A placement next to no enemy stone that keeps a liberty
    /// (`quiet`) adds its stone alone, so its key is the key now and the stone's; any other is
    /// placed on a copy of the stones, its key changed by the stones it adds and takes.
    #[inline(never)]
    fn repeating(&self, rules: &GroupRules<B>, legal: B) -> B {
        let me = self.side.index();
        let key = self.key_now();
        let empty = rules.all & !(self.stones[0] | self.stones[1]);
        let mut quiet = legal & !rules.dilate(self.stones[1 - me]);
        if rules.suicide {
            quiet &= rules.dilate(empty);
        }
        let mut repeating = B::ZERO;
        for cell in Indices::new(quiet) {
            if self.seen(key ^ POINT_KEYS[me][cell]) {
                repeating |= B::bit(cell);
            }
        }
        for cell in Indices::new(legal & !quiet) {
            let (mine, theirs, _) = self.placed(rules, cell);
            if self.seen(self.key_after(mine, theirs)) {
                repeating |= B::bit(cell);
            }
        }
        repeating
    }

    /// The key of the board now: the last of the history.
    #[inline(always)]
    fn key_now(&self) -> u64 {
        self.history[usize::from(self.ply).min(H - 1)]
    }

    /// The key of the board once the side to move's stones are `mine` and the opponent's
    /// `theirs` (after a placement), from the key now and the stones that changed.
    #[inline(always)]
    fn key_after(&self, mine: B, theirs: B) -> u64 {
        let me = self.side.index();
        self.key_now()
            ^ stone_keys(me, mine ^ self.stones[me])
            ^ stone_keys(1 - me, theirs ^ self.stones[1 - me])
    }

    /// The mover's stones and the opponent's after the side to move places a stone on `cell`:
    /// the enemy groups left without a liberty taken, then (with `suicide: legal`) the mover's
    /// own group if it has none; and the enemy stones taken.
    #[inline(always)]
    fn placed(&self, rules: &GroupRules<B>, cell: usize) -> (B, B, B) {
        let me = self.side.index();
        let cell = B::bit(cell);
        let mut mine = self.stones[me] | cell;
        let mut theirs = self.stones[1 - me];
        let taken = Self::capture(rules, cell, &mut mine, &mut theirs);
        (mine, theirs, taken)
    }

    /// Takes from `theirs` each enemy group next to `cell` (a stone just placed in `mine`) left
    /// without a liberty, then (with `suicide: legal`) the mover's own group from `mine` if it
    /// has none; returns the enemy stones taken. The sets change in place: returned by value,
    /// they cost perft on 19 x 19 about a tenth (docs/benchmarks.md).
    #[inline(always)]
    fn capture(rules: &GroupRules<B>, cell: B, mine: &mut B, theirs: &mut B) -> B {
        let mut taken = B::ZERO;
        let mut enemy = rules.dilate(cell) & *theirs;
        while !enemy.is_zero() {
            let group = rules.fill(enemy.lowest_bit(), *theirs);
            enemy &= !group;
            let empty = rules.all & !(*mine | *theirs);
            if (rules.dilate(group) & empty).is_zero() {
                *theirs &= !group;
                taken |= group;
            }
        }
        if rules.suicide {
            let group = rules.fill(cell, *mine);
            let empty = rules.all & !(*mine | *theirs);
            if (rules.dilate(group) & empty).is_zero() {
                *mine &= !group;
            }
        }
        taken
    }

    /// The points of `shut` (empty, their neighbours all stones) where a stone of the mover
    /// would have no liberty: no group of its own next to it has another liberty, and no enemy
    /// group next to it has that point for its only liberty (to be taken). Each group next to
    /// such points is filled once at most, whatever the number of points it touches.
    #[inline(never)]
    fn suicides(rules: &GroupRules<B>, shut: B, mine: B, theirs: B, empty: B) -> B {
        // A stone with two empty neighbours gives its group two liberties: the shut points next
        // to such a stone of the mover's need no fill.
        let free = rules.two_neighbours_in(empty);
        let rest = shut & !rules.dilate(mine & free);
        if rest.is_zero() {
            return B::ZERO;
        }
        // Then the mover's groups next to the other shut points; then, for the points still
        // shut, the enemy groups next to them that have no other liberty (and are taken).
        let breathing = rules.groups_by_liberties(rules.dilate(rest) & mine, mine, empty, true);
        let rest = rest & !rules.dilate(breathing);
        if rest.is_zero() {
            return B::ZERO;
        }
        let taken =
            rules.groups_by_liberties(rules.dilate(rest) & theirs & !free, theirs, empty, false);
        rest & !rules.dilate(taken)
    }

    /// The legal moves: the legal points, then the pass (none once the game is over).
    #[inline]
    pub fn moves(&self, rules: &GroupRules<B>) -> GroupMoves<B> {
        if self.over(rules) {
            return GroupMoves::default();
        }
        GroupMoves {
            cells: Indices::new(self.legal_points(rules)),
            pass: true,
        }
    }

    /// Plays a legal move: a placement and its captures, or the pass.
    pub fn play(&mut self, rules: &GroupRules<B>, mv: Move) {
        let me = self.side.index();
        // The board's key, changed by the stones a placement adds and takes.
        let mut key = self.key_now();
        if mv.is_pass() {
            self.ko = NONE;
            self.passes = self.passes.saturating_add(1);
        } else {
            let cell = B::bit(mv.index());
            let mut mine = self.stones[me] | cell;
            let mut theirs = self.stones[1 - me];
            let in_eye = (rules.dilate(cell) & !theirs).is_zero();
            let taken = Self::capture(rules, cell, &mut mine, &mut theirs);
            self.ko = if rules.ko && in_eye && taken.count() == 1 {
                taken.lowest() as u16
            } else {
                NONE
            };
            key = self.key_after(mine, theirs);
            self.stones[me] = mine;
            self.stones[1 - me] = theirs;
            self.passes = 0;
        }
        self.ply += 1;
        let ply = usize::from(self.ply);
        if ply < H {
            if rules.repeat_draw && !mv.is_pass() && self.history[..ply].contains(&key) {
                self.repeated = true;
            }
            self.history[ply] = key;
            if rules.repeat_forbid {
                self.remember(key);
            }
        }
        self.side = self.side.opponent();
    }

    /// The first player's area less the second's and the komi, in half points.
    pub fn score2(&self, rules: &GroupRules<B>) -> i32 {
        let [first, second] = rules.areas(self.stones);
        2 * (first as i32 - second as i32) - rules.komi2
    }

    /// The value for the side to move once the game is over (1, 0 or -1), `None` before.
    #[inline]
    pub fn value(&self, rules: &GroupRules<B>) -> Option<i32> {
        if !self.over(rules) {
            return None;
        }
        if self.repeated {
            return Some(0);
        }
        let score = self.score2(rules).signum();
        Some(if self.side == Player::First {
            score
        } else {
            -score
        })
    }

    /// Why the game ended: a board came back, or the area was counted.
    pub fn ending(&self, rules: &GroupRules<B>) -> Option<crate::Ending> {
        if !self.over(rules) {
            None
        } else if self.repeated {
            Some(crate::Ending::Repetition)
        } else {
            Some(crate::Ending::Count)
        }
    }

    /// The area of the side to move less the other side's, in points, komi counted.
    #[inline]
    pub fn evaluate(&self, rules: &GroupRules<B>) -> i32 {
        let score = self.score2(rules) / 2;
        if self.side == Player::First {
            score
        } else {
            -score
        }
    }

    /// The key: the stones, the side, the ko, the passes in a row and the plies played (the
    /// history of boards is left out, as engines leave out the history of repetitions).
    #[inline]
    pub fn key(&self) -> u64 {
        let s = self.stones;
        let mut words = [0u64; 2 * MAX_WORDS + 1];
        for i in 0..B::WORDS {
            words[i] = s[0].word(i);
            words[B::WORDS + i] = s[1].word(i);
        }
        // The ko's low byte where a board of at most 255 points has it all (no ko: 255), its
        // high byte above the other fields.
        let ko = if self.ko == NONE { 0xff } else { self.ko };
        words[2 * B::WORDS] = u64::from(ko & 0xff)
            | u64::from(self.passes) << 8
            | u64::from(self.ply) << 16
            | u64::from(self.repeated) << 32
            | u64::from(ko >> 8) << 40;
        hash_words(&words[..2 * B::WORDS + 1], self.side.index())
    }
}

/// The letters of the columns: `a` to `z` without `i`, as Go boards write them.
const COLUMNS: &[u8] = b"abcdefghjklmnopqrstuvwxyz";

/// Writes a move: the pass `pass`, a point its column letter (`a`, `b`, ... without `i`) and its
/// row from the bottom (`a1` is the bottom left), as OpenSpiel writes Go's points.
pub fn format_move<B>(rules: &GroupRules<B>, mv: Move) -> String {
    if mv.is_pass() {
        return "pass".to_string();
    }
    cell_name(rules, mv.index()).unwrap_or_default()
}

/// The name of the point `cell` (`row * width + column` from the top left) as a move writes
/// it: `a9` is the top left of a 9 x 9 board; `None` off the board.
pub fn cell_name<B>(rules: &GroupRules<B>, cell: usize) -> Option<String> {
    let cell = u32::try_from(cell).ok()?;
    let (row, column) = (cell / rules.width, cell % rules.width);
    (row < rules.height)
        .then(|| format!("{}{}", COLUMNS[column as usize] as char, rules.height - row))
}

/// Reads a move written by [`format_move`] (whether legal or not is the caller's question).
pub fn parse_move<B>(rules: &GroupRules<B>, text: &str) -> Result<Move, MoveError> {
    let malformed = || MoveError::Malformed {
        text: text.to_string(),
        expected: format!(
            "`pass` or a point: a column `a` to `{}` (without `i`) and a row 1 to {} from the bottom, as `c3`",
            COLUMNS[rules.width as usize - 1] as char,
            rules.height
        ),
    };
    let text_lower = text.trim().to_ascii_lowercase();
    if text_lower == "pass" {
        return Ok(Move::PASS);
    }
    let mut chars = text_lower.chars();
    let letter = chars.next().ok_or_else(malformed)?;
    let column = COLUMNS[..rules.width as usize]
        .iter()
        .position(|&c| c as char == letter)
        .ok_or_else(malformed)? as u32;
    let row: u32 = chars.as_str().parse().map_err(|_| malformed())?;
    if row == 0 || row > rules.height || chars.as_str().starts_with('0') {
        return Err(malformed());
    }
    Ok(Move::new(
        ((rules.height - row) * rules.width + column) as u16,
    ))
}

/// Writes a position: each point `X`, `O` or `-` row by row from the top, the side to move, the
/// ko point (or `-`), the passes in a row and the plies played (`--------- X - 0 0`), and
/// `repeated` if the last placement brought back an earlier board (the game is then drawn).
pub fn position_string<B: BitSet, const H: usize>(
    rules: &GroupRules<B>,
    position: &Position<B, H>,
) -> String {
    let mut text: String = (0..rules.points())
        .map(|p| {
            if position.stones[0].has(p) {
                'X'
            } else if position.stones[1].has(p) {
                'O'
            } else {
                '-'
            }
        })
        .collect();
    let ko = if position.ko == NONE {
        "-".to_string()
    } else {
        format_move(rules, Move::new(position.ko))
    };
    text.push_str(&format!(
        " {} {} {} {}",
        position.side.symbol(),
        ko,
        position.passes,
        position.ply
    ));
    if position.repeated {
        text.push_str(" repeated");
    }
    text
}

/// Reads a position written by [`position_string`] (the ko, passes and plies may be left out:
/// none, none, and the side to move's parity). Its history is its own board only: a board of
/// the game before it is not known, so that its repetition is not seen.
pub fn parse_position<B: BitSet, const H: usize>(
    rules: &GroupRules<B>,
    text: &str,
) -> Result<Position<B, H>, PositionError> {
    let expected = || {
        format!(
            "expected the {} points as `X`, `O` or `-` row by row from the top, the side to move, \
             and optionally the ko point (or `-`), the passes in a row and the plies played \
             (below {}), then `repeated` after a board came back, separated by spaces",
            rules.points(),
            rules.limit
        )
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let (points, side, rest, repeated) = match words[..] {
        [points, side] => (points, side, None, false),
        [points, side, ko, passes, ply] => (points, side, Some((ko, passes, ply)), false),
        [points, side, ko, passes, ply, "repeated"] if rules.repeat_draw => {
            (points, side, Some((ko, passes, ply)), true)
        }
        _ => return Err(PositionError::new(text, expected())),
    };
    let side = match side {
        "X" => Player::First,
        "O" => Player::Second,
        _ => return Err(PositionError::new(text, expected())),
    };
    if points.chars().count() != rules.points() {
        return Err(PositionError::new(text, expected()));
    }
    let mut stones = [B::ZERO; 2];
    for (p, c) in points.chars().enumerate() {
        match c {
            'X' => stones[0] |= B::bit(p),
            'O' => stones[1] |= B::bit(p),
            '-' => {}
            _ => return Err(PositionError::new(text, expected())),
        }
    }
    for side in 0..2 {
        let mut rest = stones[side];
        while !rest.is_zero() {
            let group = rules.fill(rest.lowest_bit(), stones[side]);
            rest &= !group;
            if (rules.dilate(group) & !(stones[0] | stones[1])).is_zero() {
                return Err(PositionError::new(
                    text,
                    "every group of stones has a liberty (an empty point next to it)",
                ));
            }
        }
    }
    let (ko, passes, ply) = match rest {
        None => (NONE, 0, side.index() as u16),
        Some((ko, passes, ply)) => {
            let ko = if ko == "-" {
                NONE
            } else {
                match parse_move(rules, ko) {
                    Ok(mv) if !mv.is_pass() && !(stones[0] | stones[1]).has(mv.index()) => {
                        mv.index() as u16
                    }
                    _ => return Err(PositionError::new(text, expected())),
                }
            };
            let passes = passes
                .parse::<u8>()
                .ok()
                .filter(|&n| rules.passes == 0 || n <= rules.passes);
            let ply = ply
                .parse::<u16>()
                .ok()
                .filter(|&n| usize::from(n) < H && usize::from(n % 2) == side.index());
            match (passes, ply) {
                (Some(passes), Some(ply)) => (ko, passes, ply),
                _ => return Err(PositionError::new(text, expected())),
            }
        }
    };
    Ok(Position::with_history(
        stones, side, ko, passes, ply, repeated,
    ))
}

/// The legend of [`render`]'s drawings.
pub const LEGEND: &str = "X (black), O (white): the players' stones; +: an empty point (columns a, b, ... without i from the left, rows 1, 2, ... from the bottom)";

/// Draws the board, the names of the columns and rows, and `status` below.
pub fn render<B: BitSet, const H: usize>(
    rules: &GroupRules<B>,
    position: &Position<B, H>,
    status: &str,
) -> String {
    let mut text = String::new();
    let (width, height) = (rules.width as usize, rules.height as usize);
    for row in 0..height {
        text.push_str(&format!("{:>2} ", height - row));
        for column in 0..width {
            let p = row * width + column;
            let c = if position.stones[0].has(p) {
                'X'
            } else if position.stones[1].has(p) {
                'O'
            } else {
                '+'
            };
            text.push(c);
            if column + 1 < width {
                text.push(' ');
            }
        }
        text.push('\n');
    }
    text.push_str("   ");
    for (column, &letter) in COLUMNS.iter().enumerate().take(width) {
        text.push(letter as char);
        if column + 1 < width {
            text.push(' ');
        }
    }
    text.push('\n');
    text.push_str(status);
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULES: GroupRules<u128> = GroupRules::new(9, 9, false, true, true, 15, 2, 162);

    fn play(moves: &[&str]) -> Position<u128, 163> {
        let mut p = Position::<u128, 163>::start(&RULES);
        for m in moves {
            let mv = parse_move(&RULES, m).unwrap();
            assert!(p.moves(&RULES).any(|x| x == mv), "{m} is legal");
            p.play(&RULES, mv);
        }
        p
    }

    #[test]
    fn a_ko_is_taken_and_not_retaken_at_once() {
        let e5 = parse_move(&RULES, "e5").unwrap();
        let f5 = parse_move(&RULES, "f5").unwrap();
        let p = play(&["d5", "e5", "e4", "f4", "e6", "f6", "a1", "g5", "f5"]);
        assert_eq!(p.stones[1] >> e5.index() & 1, 0, "O e5 is taken");
        assert_eq!(p.ko, e5.index() as u16);
        assert!(
            !p.moves(&RULES).any(|m| m == e5),
            "the ko is not retaken at once"
        );
        let p = play(&[
            "d5", "e5", "e4", "f4", "e6", "f6", "a1", "g5", "f5", "a9", "b9", "e5",
        ]);
        assert_eq!(p.stones[0] >> f5.index() & 1, 0, "X f5 is taken back");
        assert_eq!(p.ko, f5.index() as u16);
    }

    #[test]
    fn a_placement_without_a_liberty_is_not_a_move() {
        // O a1 between X a2 and X b1 takes nothing: suicide.
        let p = play(&["a2", "e5", "b1"]);
        let a1 = parse_move(&RULES, "a1").unwrap();
        assert!(!p.moves(&RULES).any(|m| m == a1));
        assert_eq!(p.moves(&RULES).count(), 81 - 3 - 1 + 1);
    }

    #[test]
    fn the_area_counts_stones_and_surrounded_points() {
        let p = play(&["e5"]);
        assert_eq!(RULES.areas(p.stones), [81, 0]);
        assert_eq!(p.score2(&RULES), 162 - 15);
    }

    /// The same 9 x 9 game held in two words of a `Wide<2>` plays as the `u128` one: the same
    /// moves, boards and keys along pseudo-random games.
    #[test]
    fn a_wide_board_plays_as_an_integer_one() {
        const WIDE: GroupRules<Wide<2>> =
            GroupRules::<Wide<2>>::new_wide(9, 9, false, true, true, 15, 2, 162);
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20 {
            let mut narrow = Position::<u128, 163>::start(&RULES);
            let mut wide = Position::<Wide<2>, 163>::start(&WIDE);
            loop {
                let moves: Vec<Move> = narrow.moves(&RULES).collect();
                assert_eq!(moves, wide.moves(&WIDE).collect::<Vec<_>>());
                assert_eq!(narrow.key(), wide.key());
                assert_eq!(
                    position_string(&RULES, &narrow),
                    position_string(&WIDE, &wide)
                );
                if moves.is_empty() {
                    assert_eq!(narrow.value(&RULES), wide.value(&WIDE));
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                // Pass rarely, so that games fill the board and capture.
                let mv = moves[(seed % moves.len().max(2).saturating_sub(1) as u64) as usize];
                narrow.play(&RULES, mv);
                wide.play(&WIDE, mv);
            }
        }
    }

    #[test]
    fn moves_are_written_as_go_points() {
        assert_eq!(format_move(&RULES, Move::new(72)), "a1");
        assert_eq!(format_move(&RULES, Move::new(8)), "j9");
        assert_eq!(parse_move(&RULES, "j9").unwrap(), Move::new(8));
        assert!(parse_move(&RULES, "i3").is_err());
    }
}

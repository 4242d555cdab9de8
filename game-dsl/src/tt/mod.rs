//! The transposition table: what the search learned about a position, kept for when it meets the
//! position again by another order of moves (or in the next search of an iterative deepening).
//!
//! A fixed array allocated once, at the size the user asks for ([`Engine::with_table_bytes`]),
//! or at the size that suits the game (from [`Game::positions_bound`], which [`Engine::new`] reads): the
//! search never allocates, and an engine reused for many positions keeps its table.
//! Each entry is 16 bytes, two `AtomicU64` written with relaxed ordering as `(key ^ data, data)`:
//! a reader recomputes the key from the two words, so an entry torn by two threads writing at
//! once (the threads of a parallel search, [`crate::engine::Engine::with_threads`], or engines
//! sharing a table, [`crate::engine::Engine::with_table`]) reads as a miss, never as another
//! position's data (the "xor trick" of Hyatt and Mann's lockless hashing). The full 64-bit key is
//! checked, so a wrong hit needs a collision of the whole hash. A store that moves an entry from
//! one slot to the other may copy a torn pair: it lands as a pair whose key no position has.
//! No lock anywhere: `&Table` is shared between threads as it is (`Table: Sync`).
//!
//! The data word packs the score (32 bits), the best move (16 bits, [`PackedMove::pack`](crate::moves::PackedMove::pack)), the
//! depth searched (8 bits, [`SOLVED`] for "to the end of the game"), the bound (2 bits) and the
//! work (5 bits: log2 of the positions searched below).
//!
//! Entries go in buckets of two, one cache line (32 bytes) between them: the first slot keeps the
//! more valuable entry (deeper, then more work), the second the latest (Fhourstones' two-level
//! replacement): a deep subtree's entry survives the many shallow ones stored after it, which
//! matters most when the table is small for the search (figures in docs/benchmarks.md).

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering::Relaxed};

mod memory;
use memory::ZeroedArray;

use crate::score::Score;
#[cfg(doc)]
use crate::{Engine, Game};

/// The depth of an entry whose score holds to the end of the game, whatever the depth asked.
///
/// ```
/// use game_dsl::tt::{Bound, Entry, SOLVED};
/// let proven = Entry { score: 0, depth: SOLVED, bound: Bound::Exact, best_move: None, work: 3 };
/// assert_eq!(Entry::unpack(proven.pack()).unwrap().depth, SOLVED);
/// ```
pub const SOLVED: u8 = u8::MAX;

/// The size of the largest table a game gets by default (see [`bytes_for_positions`]), and of
/// the command line's `--table-mb` when the game needs that much: 64 MiB.
///
/// ```
/// use game_dsl::tt::{DEFAULT_BYTES, Table};
/// assert_eq!(Table::new(DEFAULT_BYTES).len(), 4 << 20);
/// ```
pub const DEFAULT_BYTES: usize = 64 << 20;

/// The smallest table [`bytes_for_positions`] gives: 64 KiB, 4,096 entries, an allocation
/// that costs next to nothing.
///
/// ```
/// use game_dsl::tt::{bytes_for_positions, MIN_DEFAULT_BYTES};
/// assert_eq!(bytes_for_positions(10), MIN_DEFAULT_BYTES);
/// ```
pub const MIN_DEFAULT_BYTES: usize = 64 << 10;

/// The size of a table with room for `positions` positions, as [`Engine::new`] chooses it
/// from [`Game::positions_bound`]: two entries a position (few collisions), rounded up to a power of two, between
/// [`MIN_DEFAULT_BYTES`] and [`DEFAULT_BYTES`].
///
/// A table costs what a search writes into it: its pages come zeroed from the system when
/// first written, and a search writes all over it. A table much larger than the game costs
/// the time to zero it, at every new [`Engine`]: 64 MiB for 240 positions of
/// Nim is a thousand times the work of the search (docs/benchmarks.md).
///
/// ```
/// use game_dsl::tt::{bytes_for_positions, DEFAULT_BYTES};
/// assert_eq!(bytes_for_positions(3_000), 128 << 10); // 6,000 entries: 8,192
/// assert_eq!(bytes_for_positions(100_000), 4 << 20); // 262,144 entries of 16 bytes
/// assert_eq!(bytes_for_positions(u64::MAX), DEFAULT_BYTES);
/// ```
///
/// [`Game::positions_bound`]: crate::Game::positions_bound
/// [`Engine::new`]: crate::Engine::new
pub const fn bytes_for_positions(positions: u64) -> usize {
    const ENTRY: u64 = 16;
    let entries = positions.saturating_mul(2);
    if entries >= (DEFAULT_BYTES as u64) / ENTRY {
        return DEFAULT_BYTES;
    }
    let bytes = (entries * ENTRY).next_power_of_two() as usize;
    if bytes < MIN_DEFAULT_BYTES {
        MIN_DEFAULT_BYTES
    } else {
        bytes
    }
}

/// What a stored score says about the position's value.
///
/// ```
/// use game_dsl::tt::{Bound, Entry};
/// // A search that failed high with 5 stores a lower bound: the value is at least 5.
/// let entry = Entry { score: 5, depth: 4, bound: Bound::Lower, best_move: Some(3), work: 6 };
/// assert_eq!(Entry::unpack(entry.pack()).unwrap().bound, Bound::Lower);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Bound {
    /// The value is at least the score (the search failed high).
    Lower = 1,
    /// The value is at most the score (the search failed low).
    Upper = 2,
    /// The value is the score.
    Exact = 3,
}

impl Bound {
    #[inline]
    const fn from_bits(bits: u64) -> Option<Bound> {
        match bits {
            1 => Some(Bound::Lower),
            2 => Some(Bound::Upper),
            3 => Some(Bound::Exact),
            _ => None,
        }
    }
}

/// What the table keeps about one position.
///
/// ```
/// use game_dsl::tt::{Bound, Entry};
/// let entry = Entry { score: -7, depth: 3, bound: Bound::Upper, best_move: Some(12), work: 9 };
/// assert_eq!(Entry::unpack(entry.pack()), Some(entry));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Entry {
    /// The score, relative to the position (the engine adjusts distance scores).
    pub score: Score,
    /// Plies searched below the position; [`SOLVED`] if the score holds to the end of the game.
    pub depth: u8,
    /// What the score says about the value.
    pub bound: Bound,
    /// The best move found, packed with [`PackedMove::pack`](crate::moves::PackedMove::pack).
    pub best_move: Option<u16>,
    /// The work the search spent on the position: log2 of the positions it visited below it
    /// (at most [`MAX_WORK`]). Decides which entry a full bucket gives up.
    pub work: u8,
}

/// The largest [`Entry::work`].
///
/// ```
/// use game_dsl::tt::{Bound, Entry, MAX_WORK};
/// let entry = Entry { score: 1, depth: 2, bound: Bound::Exact, best_move: None, work: MAX_WORK };
/// assert_eq!(Entry::unpack(entry.pack()).unwrap().work, MAX_WORK);
/// ```
pub const MAX_WORK: u8 = 31;

const MOVE_SHIFT: u32 = 32;
const DEPTH_SHIFT: u32 = 48;
const BOUND_SHIFT: u32 = 56;
const HAS_MOVE: u64 = 1 << 58;
const WORK_SHIFT: u32 = 59;

impl Entry {
    /// The entry as one word; never 0, so that an empty slot reads as no entry.
    ///
    /// ```
    /// use game_dsl::tt::{Bound, Entry};
    /// let entry = Entry { score: 0, depth: 0, bound: Bound::Upper, best_move: None, work: 0 };
    /// assert_ne!(entry.pack(), 0);
    /// ```
    #[inline]
    pub const fn pack(self) -> u64 {
        let mv = match self.best_move {
            Some(mv) => (mv as u64) << MOVE_SHIFT | HAS_MOVE,
            None => 0,
        };
        self.score as u32 as u64
            | mv
            | (self.depth as u64) << DEPTH_SHIFT
            | (self.bound as u64) << BOUND_SHIFT
            | ((self.work & MAX_WORK) as u64) << WORK_SHIFT
    }

    /// Which of two entries a bucket keeps: the deeper, then the one that cost more.
    #[inline]
    const fn priority(data: u64) -> u64 {
        (data >> DEPTH_SHIFT & 0xff) << 5 | data >> WORK_SHIFT
    }

    /// The entry back from [`Entry::pack`]; `None` for the empty word.
    ///
    /// ```
    /// use game_dsl::tt::{Bound, Entry};
    /// let entry = Entry { score: -3, depth: 1, bound: Bound::Exact, best_move: Some(9), work: 2 };
    /// assert_eq!(Entry::unpack(entry.pack()), Some(entry));
    /// assert_eq!(Entry::unpack(0), None);
    /// ```
    #[inline]
    pub const fn unpack(data: u64) -> Option<Entry> {
        let Some(bound) = Bound::from_bits(data >> BOUND_SHIFT & 3) else {
            return None;
        };
        Some(Entry {
            score: data as u32 as i32,
            depth: (data >> DEPTH_SHIFT) as u8,
            bound,
            best_move: if data & HAS_MOVE != 0 {
                Some((data >> MOVE_SHIFT) as u16)
            } else {
                None
            },
            work: (data >> WORK_SHIFT) as u8,
        })
    }
}

/// One slot: the key xor the data, and the data.
#[derive(Default)]
#[repr(C, align(16))]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    /// The data word, if the slot holds `key`.
    #[inline]
    fn read(&self, key: u64) -> Option<u64> {
        let data = self.data.load(Relaxed);
        (self.check.load(Relaxed) ^ data == key).then_some(data)
    }

    #[inline]
    fn write(&self, key: u64, data: u64) {
        self.check.store(key ^ data, Relaxed);
        self.data.store(data, Relaxed);
    }
}

/// Two slots in one cache line: the first keeps the more valuable entry, the second the latest.
#[derive(Default)]
#[repr(C, align(32))]
struct Bucket {
    slots: [Slot; 2],
}

/// A transposition table of fixed size, shared by reference (its methods take `&self`, so that
/// threads can share it).
///
/// ```
/// use game_dsl::tt::{Bound, Entry, Table};
/// let table = Table::new(1 << 20);
/// assert_eq!(table.len(), 65_536);
/// let entry = Entry { score: 3, depth: 5, bound: Bound::Exact, best_move: Some(2), work: 7 };
/// table.store(0xfeed, entry);
/// assert_eq!(table.probe(0xfeed), Some(entry));
/// assert_eq!(table.probe(0xbeef), None);
/// ```
pub struct Table {
    /// On huge pages where the system has them (`memory.rs`): a power of two of buckets.
    buckets: ZeroedArray<Bucket>,
    /// The buckets in use: a power of two, at most `buckets.len()`; a key's bucket is its low
    /// bits. Grows with the search ([`Table::note_stores`]), back to the first size at
    /// [`Table::clear`].
    in_use: AtomicUsize,
    /// Entries stored since the table was last cleared, as the searches report them.
    stores: AtomicU64,
    /// Set while one thread doubles the buckets in use.
    growing: AtomicBool,
}

/// The buckets a table uses at first (64 KiB, 4,096 entries, when it has that many): a search
/// of a few thousand positions stays in the processor's cache, and clearing it costs nothing.
const FIRST_BUCKETS: usize = (64 << 10) / size_of::<Bucket>();

/// The table doubles the buckets in use when the entries stored since it was cleared exceed
/// its entries in use divided by this: at 2, a table has room for twice the positions it was
/// asked to keep, as [`bytes_for_positions`] sizes it.
const GROW_BEFORE: u64 = 2;

impl Table {
    /// A table of at most `bytes` bytes, empty: a power of two of buckets of two entries
    /// (32 bytes), at least one bucket.
    ///
    /// ```
    /// use game_dsl::tt::Table;
    /// assert_eq!(Table::new(64 << 20).bytes(), 64 << 20);
    /// assert_eq!(Table::new(100 << 20).bytes(), 64 << 20); // rounded down to a power of two
    /// assert_eq!(Table::new(0).len(), 2);
    /// ```
    pub fn new(bytes: usize) -> Table {
        // SAFETY: a bucket of zeros is two empty slots (`Bucket::default`).
        Table::with_buckets(unsafe { ZeroedArray::new(Table::buckets_for(bytes)) })
    }

    /// [`Table::new`], or `None` when the system has not the memory: the pages come zeroed
    /// from the system as the searches first write them, so this costs nothing up front.
    ///
    /// ```
    /// use game_dsl::tt::Table;
    /// assert_eq!(Table::try_new(1 << 20).map(|t| t.bytes()), Some(1 << 20));
    /// assert!(Table::try_new(usize::MAX / 2).is_none());
    /// ```
    pub fn try_new(bytes: usize) -> Option<Table> {
        // SAFETY: as in `new`.
        Some(Table::with_buckets(unsafe {
            ZeroedArray::try_new(Table::buckets_for(bytes))
        }?))
    }

    /// The buckets of a table of at most `bytes` bytes: a power of two, at least one.
    fn buckets_for(bytes: usize) -> usize {
        let len = bytes / size_of::<Bucket>();
        if len <= 1 { 1 } else { 1 << len.ilog2() }
    }

    fn with_buckets(buckets: ZeroedArray<Bucket>) -> Table {
        Table {
            in_use: AtomicUsize::new(buckets.len().min(FIRST_BUCKETS)),
            buckets,
            stores: AtomicU64::new(0),
            growing: AtomicBool::new(false),
        }
    }

    /// The number of entries.
    ///
    /// ```
    /// use game_dsl::tt::Table;
    /// assert_eq!(Table::new(160).len(), 8);
    /// ```
    #[inline]
    pub fn len(&self) -> usize {
        self.buckets.len() * 2
    }

    /// Whether the table has no room (never: a table has at least one bucket).
    ///
    /// ```
    /// use game_dsl::tt::Table;
    /// assert!(!Table::new(0).is_empty());
    /// ```
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.buckets.is_empty()
    }

    /// The memory the entries take, in bytes.
    ///
    /// ```
    /// use game_dsl::tt::Table;
    /// assert_eq!(Table::new(1000).bytes(), 512);
    /// ```
    pub fn bytes(&self) -> usize {
        self.buckets.len() * size_of::<Bucket>()
    }

    /// The entries in use now: a table starts with 4,096 (64 KiB, or all it has if fewer) and
    /// doubles them as the searches report the entries they store ([`Table::note_stores`]), up
    /// to [`Table::len`]. A small search keeps its entries in
    /// the processor's cache, and [`Table::clear`] empties only what was used.
    ///
    /// ```
    /// use game_dsl::tt::Table;
    /// let table = Table::new(64 << 20);
    /// assert_eq!(table.in_use(), 4096);
    /// table.note_stores(3000);
    /// assert_eq!(table.in_use(), 8192);
    /// table.note_stores(100 << 20);
    /// assert_eq!(table.in_use(), table.len());
    /// table.clear();
    /// assert_eq!(table.in_use(), 4096);
    /// ```
    #[inline]
    pub fn in_use(&self) -> usize {
        self.in_use.load(Relaxed) * 2
    }

    /// Tells the table that a search stored `stores` more entries: once those since the last
    /// [`Table::clear`] exceed half the entries in use, the table doubles them (as often as needed,
    /// up to [`Table::len`]), each bucket copied to its new twin so that every entry is still
    /// found. Searches call it every few thousand positions; threads may call it at once (one
    /// doubles, the others go on; a store racing with the copy may be lost, as any entry may
    /// be replaced).
    pub fn note_stores(&self, stores: u64) {
        let total = self.stores.fetch_add(stores, Relaxed) + stores;
        loop {
            let in_use = self.in_use.load(Relaxed);
            if in_use >= self.buckets.len() || GROW_BEFORE * total <= 2 * in_use as u64 {
                return;
            }
            if self.growing.swap(true, Relaxed) {
                return;
            }
            // Only this thread changes `in_use` while `growing` is set.
            let in_use = self.in_use.load(Relaxed);
            if in_use < self.buckets.len() {
                let (low, high) = self.buckets[..2 * in_use].split_at(in_use);
                for (from, to) in low.iter().zip(high) {
                    for (from, to) in from.slots.iter().zip(&to.slots) {
                        to.check.store(from.check.load(Relaxed), Relaxed);
                        to.data.store(from.data.load(Relaxed), Relaxed);
                    }
                }
                self.in_use.store(2 * in_use, Relaxed);
            }
            self.growing.store(false, Relaxed);
        }
    }

    /// The bucket of a key: its low bits, as many as the buckets in use take.
    #[inline]
    fn bucket(&self, key: u64) -> &Bucket {
        let index = key as usize & (self.in_use.load(Relaxed) - 1);
        &self.buckets[index]
    }

    /// Asks the processor to bring the bucket of `key` into the cache, so that a [`Table::probe`]
    /// a little later does not wait for memory.
    ///
    /// ```
    /// use game_dsl::tt::Table;
    /// let table = Table::new(1 << 10);
    /// table.prefetch(42);
    /// assert_eq!(table.probe(42), None);
    /// ```
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            // SAFETY: a prefetch is a hint that never faults, and the pointer is to a live slot.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(self.bucket(key)).cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The entry stored for `key`, if its bucket holds that key (in an entry not torn by a
    /// concurrent write).
    ///
    /// ```
    /// use game_dsl::tt::{Bound, Entry, Table};
    /// let table = Table::new(1 << 10);
    /// assert_eq!(table.probe(99), None);
    /// let entry = Entry { score: 2, depth: 1, bound: Bound::Lower, best_move: None, work: 0 };
    /// table.store(99, entry);
    /// assert_eq!(table.probe(99), Some(entry));
    /// ```
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let [first, second] = &self.bucket(key).slots;
        first
            .read(key)
            .or_else(|| second.read(key))
            .and_then(Entry::unpack)
    }

    /// Stores `entry` for `key`: in place of the key's older entry if the bucket holds one; else
    /// in the first slot if the entry is worth at least what that slot holds (which moves to the
    /// second), else in the second slot.
    ///
    /// ```
    /// use game_dsl::tt::{Bound, Entry, Table};
    /// let table = Table::new(32); // one bucket
    /// let deep = Entry { score: 1, depth: 9, bound: Bound::Exact, best_move: None, work: 20 };
    /// let shallow = Entry { depth: 1, work: 2, ..deep };
    /// table.store(1, deep);
    /// table.store(2, shallow);
    /// table.store(3, shallow); // replaces key 2, the latest, not key 1, the deepest
    /// assert_eq!((table.probe(1), table.probe(2), table.probe(3)), (Some(deep), None, Some(shallow)));
    /// ```
    #[inline]
    pub fn store(&self, key: u64, entry: Entry) {
        let [first, second] = &self.bucket(key).slots;
        let data = entry.pack();
        if second.read(key).is_some() {
            // Moves up if it became more valuable than the first.
            let kept = first.data.load(Relaxed);
            if Entry::priority(data) >= Entry::priority(kept) {
                let kept_key = first.check.load(Relaxed) ^ kept;
                first.write(key, data);
                second.write(kept_key, kept);
            } else {
                second.write(key, data);
            }
        } else if first.read(key).is_some() {
            first.write(key, data);
        } else {
            let kept = first.data.load(Relaxed);
            if Entry::priority(data) >= Entry::priority(kept) {
                second.write(first.check.load(Relaxed) ^ kept, kept);
                first.write(key, data);
            } else {
                second.write(key, data);
            }
        }
    }

    /// Forgets every entry, and goes back to the first entries in use ([`Table::in_use`]):
    /// only the buckets used since the last clear are written.
    ///
    /// ```
    /// use game_dsl::tt::{Bound, Entry, Table};
    /// let table = Table::new(1 << 10);
    /// table.store(7, Entry { score: 1, depth: 1, bound: Bound::Lower, best_move: None, work: 1 });
    /// table.clear();
    /// assert_eq!(table.probe(7), None);
    /// ```
    pub fn clear(&self) {
        let in_use = self.in_use.load(Relaxed);
        for slot in self.buckets[..in_use]
            .iter()
            .flat_map(|bucket| &bucket.slots)
        {
            slot.write(0, 0);
        }
        self.in_use.store(in_use.min(FIRST_BUCKETS), Relaxed);
        self.stores.store(0, Relaxed);
    }
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table").field("len", &self.len()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(score: Score, depth: u8, bound: Bound, best_move: Option<u16>) -> Entry {
        Entry {
            score,
            depth,
            bound,
            best_move,
            work: 0,
        }
    }

    #[test]
    fn entries_round_trip_through_one_word() {
        for e in [
            entry(0, 0, Bound::Exact, None),
            entry(-1, SOLVED, Bound::Lower, Some(0)),
            Entry {
                work: MAX_WORK,
                ..entry(i32::MIN, 17, Bound::Upper, Some(u16::MAX))
            },
            Entry {
                work: 13,
                ..entry(i32::MAX, 254, Bound::Exact, Some(12345))
            },
        ] {
            assert_ne!(e.pack(), 0);
            assert_eq!(Entry::unpack(e.pack()), Some(e));
        }
        assert_eq!(Entry::unpack(0), None);
    }

    #[test]
    fn store_and_probe_round_trip() {
        let table = Table::new(1 << 16);
        let keys: Vec<u64> = (1..1000u64).map(crate::hash::mix).collect();
        for (i, &key) in keys.iter().enumerate() {
            table.store(
                key,
                entry(i as Score - 100, 5, Bound::Exact, Some(i as u16)),
            );
        }
        let mut found = 0;
        for (i, &key) in keys.iter().enumerate() {
            if let Some(e) = table.probe(key) {
                assert_eq!(e, entry(i as Score - 100, 5, Bound::Exact, Some(i as u16)));
                found += 1;
            }
        }
        // 999 keys in 2048 buckets of two: about 1.3% of the buckets get three keys or more
        // and forget one.
        assert!(found > 950, "{found}");
        assert_eq!(table.probe(crate::hash::mix(5000)), None);
    }

    #[test]
    fn a_bucket_keeps_the_most_valuable_entry_and_the_latest() {
        let table = Table::new(32);
        assert_eq!(table.len(), 2);
        let deep = Entry {
            work: 20,
            ..entry(1, 9, Bound::Exact, None)
        };
        table.store(1, deep);
        for key in 2..10 {
            table.store(key, entry(key as Score, 3, Bound::Lower, None));
        }
        assert_eq!(table.probe(1), Some(deep));
        assert_eq!(table.probe(9).unwrap().score, 9);
        assert_eq!(table.probe(8), None);
        // A store for a key the bucket holds replaces that entry, whatever it is worth.
        table.store(1, entry(-1, 0, Bound::Upper, None));
        assert_eq!(table.probe(1).unwrap().score, -1);
        assert_eq!(table.probe(9).unwrap().score, 9);
        // An entry worth more than the first moves it to the second slot.
        let deeper = entry(10, 12, Bound::Exact, None);
        table.store(10, deeper);
        assert_eq!(table.probe(10), Some(deeper));
        assert_eq!(table.probe(1).unwrap().score, -1);
        assert_eq!(table.probe(9), None);
    }

    #[test]
    fn torn_entries_read_as_misses() {
        let table = Table::new(32);
        let (a, b) = (
            entry(5, 9, Bound::Exact, Some(3)),
            entry(-5, 2, Bound::Upper, None),
        );
        table.store(0xaaaa, a);
        let slot = &table.bucket(0xaaaa).slots[0];
        assert_eq!(table.probe(0xaaaa), Some(a));
        // Another thread's store of `b` for another key got only its data word in ...
        slot.data.store(b.pack(), Relaxed);
        assert_eq!(table.probe(0xaaaa), None);
        assert_eq!(table.probe(0xbbbb), None);
        // ... or only its check word.
        slot.write(0xaaaa, a.pack());
        slot.check.store(0xbbbb ^ b.pack(), Relaxed);
        assert_eq!(table.probe(0xaaaa), None);
        assert_eq!(table.probe(0xbbbb), None);
    }

    /// Four threads store and probe the same few buckets at once; every hit must hold the data
    /// its key was stored with (here: a score derived from the key), torn pairs read as misses.
    #[test]
    fn threads_sharing_a_table_never_read_another_keys_entry() {
        let table = Table::new(8 * 32);
        let score_of = |key: u64| (key % 1_000_003) as Score;
        let hits = std::sync::atomic::AtomicU64::new(0);
        std::thread::scope(|scope| {
            for thread in 0..4u64 {
                let (table, hits) = (&table, &hits);
                scope.spawn(move || {
                    for i in 0..200_000u64 {
                        let key = crate::hash::mix(i % 64 + thread * 7);
                        let depth = (i % 200) as u8;
                        if i % 3 == 0 {
                            let stored = entry(score_of(key), depth, Bound::Exact, Some(i as u16));
                            table.store(key, stored);
                        } else if let Some(found) = table.probe(key) {
                            assert_eq!(found.score, score_of(key));
                            hits.fetch_add(1, Relaxed);
                        }
                    }
                });
            }
        });
        assert!(hits.load(Relaxed) > 0);
    }

    #[test]
    fn entries_stay_found_as_the_table_grows() {
        let table = Table::new(1 << 20);
        assert_eq!(table.in_use(), 4096);
        let keys: Vec<u64> = (1..3000u64).map(crate::hash::mix).collect();
        for (i, &key) in keys.iter().enumerate() {
            table.store(key, entry(i as Score, 5, Bound::Exact, Some(i as u16)));
        }
        let before: Vec<Option<Entry>> = keys.iter().map(|&key| table.probe(key)).collect();
        table.note_stores(2000); // half of 4,096 entries: not yet
        assert_eq!(table.in_use(), 4096);
        table.note_stores(1 << 20);
        assert_eq!(table.in_use(), table.len());
        let after: Vec<Option<Entry>> = keys.iter().map(|&key| table.probe(key)).collect();
        assert_eq!(before, after);
        assert!(
            after.iter().flatten().count() > 2000,
            "{}",
            after.iter().flatten().count()
        );
        // A clear empties what was used and starts small again.
        table.clear();
        assert_eq!(table.in_use(), 4096);
        assert!(keys.iter().all(|&key| table.probe(key).is_none()));
    }

    #[test]
    fn clear_empties_every_slot() {
        let table = Table::new(1 << 12);
        for key in 0..1000u64 {
            table.store(crate::hash::mix(key), entry(1, 1, Bound::Lower, Some(1)));
        }
        table.clear();
        assert!((0..1000u64).all(|key| table.probe(crate::hash::mix(key)).is_none()));
        // Key 0 on an empty slot: the words match (0 ^ 0 == 0) but hold no entry.
        assert_eq!(table.probe(0), None);
    }

    #[test]
    fn keys_spread_over_every_bucket() {
        let table = Table::new(64 * 32);
        let mut used = [false; 64];
        for key in 0..10_000u64 {
            let bucket = std::ptr::from_ref(table.bucket(crate::hash::mix(key)));
            used[(bucket as usize - table.buckets.as_ptr() as usize) / size_of::<Bucket>()] = true;
        }
        assert!(used.iter().all(|&u| u));
    }
}

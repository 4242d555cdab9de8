//! The table's memory: one zeroed array, on huge pages where the system has them.
//!
//! A probe lands on a random bucket of a table of tens of megabytes: with the usual 4 KiB pages
//! nearly every probe also misses the processor's cache of address translations (the TLB) and
//! walks the page tables. On Linux a large array is its own anonymous mapping (`mmap`), aligned
//! to 2 MiB and marked with `madvise(MADV_HUGEPAGE)` before it is first written, so that the
//! kernel backs it with 2 MiB pages when transparent huge pages are enabled (`always`, or
//! `madvise` as on most distributions); elsewhere, or when the kernel declines, it is an
//! ordinary allocation. Either way the zeros come from the system: no page is touched before a
//! search writes to it, so a table of gigabytes costs nothing up front, and an allocation the
//! system refuses is an error to report, not an abort.

use std::alloc::{Layout, alloc_zeroed, dealloc, handle_alloc_error};
use std::ops::Deref;
use std::ptr::NonNull;

/// The size of a huge page on x86-64 and most 64-bit ARM systems.
const HUGE_PAGE: usize = 2 << 20;

/// The largest array advised onto huge pages. Each first touch of a huge page zeroes 2 MiB and,
/// with the kernel's `defrag` setting at `madvise` (the usual default), may compact memory
/// first, which for a table of several GiB costs more than a small search saves (figures in
/// docs/benchmarks.md). Larger tables use ordinary pages.
const HUGE_ADVICE_LIMIT: usize = 1 << 30;

/// A fixed array of `T`, zeroed, owned, on huge pages when it is at least one huge page long.
///
/// `T` must be valid when all its bytes are zero (the table's buckets: atomic words).
pub(crate) struct ZeroedArray<T> {
    ptr: NonNull<T>,
    len: usize,
    /// Where the memory came from, to give it back.
    source: Source,
}

/// How a [`ZeroedArray`]'s memory was obtained.
enum Source {
    /// From the global allocator, with this layout.
    Heap(Layout),
    /// A mapping of its own: its start and length (the array starts at the first huge-page
    /// boundary inside it).
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    Mapped(*mut u8, usize),
}

// SAFETY: the array owns its elements as a `Box<[T]>` would.
unsafe impl<T: Send> Send for ZeroedArray<T> {}
// SAFETY: shared access gives out `&[T]` only, as a `Box<[T]>` would.
unsafe impl<T: Sync> Sync for ZeroedArray<T> {}

impl<T> ZeroedArray<T> {
    /// `len` elements (at least one), all bytes zero; aborts when the memory is not there.
    ///
    /// # Safety
    ///
    /// The all-zero bit pattern must be a valid `T`.
    pub(crate) unsafe fn new(len: usize) -> ZeroedArray<T> {
        // SAFETY: the caller's promise.
        unsafe { ZeroedArray::try_new(len) }
            .unwrap_or_else(|| handle_alloc_error(Layout::new::<T>()))
    }

    /// `len` elements (at least one), all bytes zero, or `None` when the system has not the
    /// memory (or the address space) for them.
    ///
    /// # Safety
    ///
    /// The all-zero bit pattern must be a valid `T`.
    pub(crate) unsafe fn try_new(len: usize) -> Option<ZeroedArray<T>> {
        let len = len.max(1);
        let layout = Layout::array::<T>(len).ok()?;
        assert!(layout.size() > 0, "no array of zero-sized elements");
        if layout.size() >= HUGE_PAGE
            && let Some((mapping, mapped, start)) = map_huge(layout.size())
        {
            return Some(ZeroedArray {
                ptr: NonNull::new(start.cast::<T>())?,
                len,
                source: Source::Mapped(mapping, mapped),
            });
        }
        // SAFETY: a layout of non-zero size.
        let raw = unsafe { alloc_zeroed(layout) };
        Some(ZeroedArray {
            ptr: NonNull::new(raw.cast::<T>())?,
            len,
            source: Source::Heap(layout),
        })
    }
}

/// A fresh anonymous mapping (zero pages, none touched) with `size` bytes from a huge-page
/// boundary, advised to use huge pages up to [`HUGE_ADVICE_LIMIT`]: the mapping, its length, and
/// the aligned start. `None` when the system refuses it.
#[cfg(target_os = "linux")]
fn map_huge(size: usize) -> Option<(*mut u8, usize, *mut u8)> {
    let mapped = size.checked_add(HUGE_PAGE)?;
    // SAFETY: a new private anonymous mapping; no existing memory is affected.
    let raw = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            mapped,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if raw == libc::MAP_FAILED {
        return None;
    }
    let raw = raw.cast::<u8>();
    let start = raw.wrapping_add(raw.align_offset(HUGE_PAGE));
    if size <= HUGE_ADVICE_LIMIT {
        // SAFETY: `size` bytes from `start` lie inside the mapping; the advice changes no
        // contents (a refusal only leaves small pages).
        unsafe {
            libc::madvise(start.cast(), size, libc::MADV_HUGEPAGE);
        }
    }
    Some((raw, mapped, start))
}

#[cfg(not(target_os = "linux"))]
fn map_huge(_size: usize) -> Option<(*mut u8, usize, *mut u8)> {
    None
}

/// Gives a mapping of [`map_huge`] back.
#[cfg(target_os = "linux")]
fn unmap(mapping: *mut u8, len: usize) {
    // SAFETY: a mapping of ours, no longer used.
    unsafe {
        libc::munmap(mapping.cast(), len);
    }
}

#[cfg(not(target_os = "linux"))]
fn unmap(_mapping: *mut u8, _len: usize) {}

impl<T> Deref for ZeroedArray<T> {
    type Target = [T];

    #[inline]
    fn deref(&self) -> &[T] {
        // SAFETY: `len` initialized (zeroed, valid by `new`'s contract) elements from `ptr`.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl<T> Drop for ZeroedArray<T> {
    fn drop(&mut self) {
        // SAFETY: allocated in `new` with this layout; the elements need no drop of their own
        // beyond what `T` does, and the table's atomics do nothing on drop.
        unsafe {
            std::ptr::drop_in_place(std::ptr::slice_from_raw_parts_mut(
                self.ptr.as_ptr(),
                self.len,
            ));
            match self.source {
                Source::Heap(layout) => dealloc(self.ptr.as_ptr().cast(), layout),
                Source::Mapped(mapping, len) => unmap(mapping, len),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

    #[test]
    fn small_and_large_arrays_start_zeroed_and_align_large_ones_to_a_huge_page() {
        // SAFETY: zero is a valid `AtomicU64`.
        let small = unsafe { ZeroedArray::<AtomicU64>::new(3) };
        assert_eq!(small.len(), 3);
        assert!(small.iter().all(|word| word.load(Relaxed) == 0));
        // SAFETY: as above.
        let large = unsafe { ZeroedArray::<AtomicU64>::new(HUGE_PAGE / 8 + 5) };
        assert_eq!(large.len(), HUGE_PAGE / 8 + 5);
        assert_eq!(large.as_ptr() as usize % HUGE_PAGE, 0);
        large[HUGE_PAGE / 8 + 4].store(7, Relaxed);
        assert_eq!(large.iter().map(|word| word.load(Relaxed)).sum::<u64>(), 7);
        // SAFETY: as above.
        let empty = unsafe { ZeroedArray::<AtomicU64>::new(0) };
        assert_eq!(empty.len(), 1);
    }

    #[test]
    fn an_array_larger_than_the_address_space_allows_is_none_not_an_abort() {
        // SAFETY: zero is a valid `AtomicU64`.
        assert!(unsafe { ZeroedArray::<AtomicU64>::try_new(usize::MAX / 16) }.is_none());
    }
}

//! The table's memory: one zeroed array, on huge pages where the system has them.
//!
//! A probe lands on a random bucket of a table of tens of megabytes: with the usual 4 KiB pages
//! nearly every probe also misses the processor's cache of address translations (the TLB) and
//! walks the page tables. On Linux the array is aligned to 2 MiB and marked with
//! `madvise(MADV_HUGEPAGE)` before it is first written, so that the kernel backs it with 2 MiB
//! pages when transparent huge pages are enabled (`always`, or `madvise` as on most
//! distributions); elsewhere, or when the kernel declines, it is an ordinary allocation.

use std::alloc::{Layout, alloc, alloc_zeroed, dealloc, handle_alloc_error};
use std::ops::Deref;
use std::ptr::NonNull;

/// The size of a huge page on x86-64 and most 64-bit ARM systems.
const HUGE_PAGE: usize = 2 << 20;

/// A fixed array of `T`, zeroed, owned, on huge pages when it is at least one huge page long.
///
/// `T` must be valid when all its bytes are zero (the table's buckets: atomic words).
pub(crate) struct ZeroedArray<T> {
    ptr: NonNull<T>,
    len: usize,
    layout: Layout,
}

// SAFETY: the array owns its elements as a `Box<[T]>` would.
unsafe impl<T: Send> Send for ZeroedArray<T> {}
// SAFETY: shared access gives out `&[T]` only, as a `Box<[T]>` would.
unsafe impl<T: Sync> Sync for ZeroedArray<T> {}

impl<T> ZeroedArray<T> {
    /// `len` elements (at least one), all bytes zero.
    ///
    /// # Safety
    ///
    /// The all-zero bit pattern must be a valid `T`.
    pub(crate) unsafe fn new(len: usize) -> ZeroedArray<T> {
        let len = len.max(1);
        let mut layout = Layout::array::<T>(len).expect("a table that fits in memory");
        let huge = layout.size() >= HUGE_PAGE;
        if huge {
            layout = layout
                .align_to(HUGE_PAGE)
                .expect("a valid alignment")
                .pad_to_align();
        }
        assert!(layout.size() > 0, "no array of zero-sized elements");
        let raw = if huge {
            // The advice before the first write: the zeros written next bring the pages in.
            // SAFETY: a layout of non-zero size.
            let raw = unsafe { alloc(layout) };
            if !raw.is_null() {
                advise_huge_pages(raw, layout.size());
                // SAFETY: `layout.size()` bytes allocated from `raw`.
                unsafe { raw.write_bytes(0, layout.size()) };
            }
            raw
        } else {
            // SAFETY: a layout of non-zero size.
            unsafe { alloc_zeroed(layout) }
        };
        let Some(ptr) = NonNull::new(raw.cast::<T>()) else {
            handle_alloc_error(layout)
        };
        ZeroedArray { ptr, len, layout }
    }
}

/// Asks the kernel to back `len` bytes from `start` (aligned to a huge page) with huge pages,
/// before they are first written: the pages then come in huge as they are. A refusal only
/// leaves small pages.
#[cfg(target_os = "linux")]
fn advise_huge_pages(start: *mut u8, len: usize) {
    // SAFETY: the range is one allocation of ours; the advice changes no contents.
    unsafe {
        libc::madvise(start.cast(), len, libc::MADV_HUGEPAGE);
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_start: *mut u8, _len: usize) {}

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
            dealloc(self.ptr.as_ptr().cast(), self.layout);
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
}

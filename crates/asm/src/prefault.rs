//! Room about to be written in bulk, made present ahead by one system call.
//!
//! A fresh page costs a fault when first written: 1.25-1.85 us a 4 KiB
//! page on the test VM, against 0.65-0.9 us when `madvise` with
//! `MADV_POPULATE_WRITE` makes a run of pages present at once (a C test, 12
//! MiB, three runs). The code of a large source is copied into its section
//! piece by piece (big.s: 1.2 MB, some 300 pages), on the thread the whole
//! assembly waits for.

/// How far past what is about to be written the room is made present.
const AHEAD: usize = 256 << 10;

const PAGE: usize = 4096;

/// Before `extra` bytes are appended to `v`: makes its room up to some way
/// past them present, where `*mark` (the address made present so far, kept
/// by the caller between calls) does not reach. Room the vector lacks is
/// left to its growth.
pub(crate) fn ahead(v: &mut Vec<u8>, extra: usize, mark: &mut usize) {
    let base = v.as_ptr() as usize;
    let (from, cap_end) = (base + v.len(), base + v.capacity());
    let end = from.saturating_add(extra);
    if end > cap_end || (base..=cap_end).contains(mark) && end <= *mark {
        return;
    }
    let start = from & !(PAGE - 1);
    let stop = end.saturating_add(AHEAD).min(cap_end) & !(PAGE - 1);
    if stop > start {
        populate(start, stop - start);
    }
    *mark = stop;
}

#[cfg(target_os = "linux")]
fn populate(start: usize, len: usize) {
    // SAFETY: the range is pages of the vector's own allocation (its spare
    // room, or the page its last bytes are on); populating writes nothing
    // a program can see (kernels without the advice refuse it: nothing
    // changes then)
    unsafe {
        libc::madvise(start as *mut libc::c_void, len, libc::MADV_POPULATE_WRITE);
    }
}

#[cfg(not(target_os = "linux"))]
fn populate(_: usize, _: usize) {}

#[cfg(test)]
mod tests {
    /// Appending through `ahead` keeps the bytes, across the vector's
    /// growth and with or without room to make present.
    #[test]
    fn appends_are_kept() {
        let mut v: Vec<u8> = Vec::with_capacity(1 << 20);
        let mut mark = 0;
        let mut want = Vec::new();
        for k in 0..4000u32 {
            let chunk: Vec<u8> = (0..(k % 700)).map(|i| (i ^ k) as u8).collect();
            super::ahead(&mut v, chunk.len(), &mut mark);
            v.extend_from_slice(&chunk);
            want.extend_from_slice(&chunk);
        }
        assert!(v.len() > 1 << 20, "the vector grew past its first room");
        assert_eq!(v, want);
    }
}

//! Pieces of work on two threads, results in order.
//!
//! `asm` and `disasm` cut large inputs into more pieces than threads: a thread
//! that another process holds up leaves the remaining pieces to the other one.

use std::sync::atomic::{AtomicUsize, Ordering};

/// Inputs smaller than this are not cut: below it a thread costs more than it
/// saves.
pub const MIN_INPUT: usize = 1 << 16;

/// Bytes of input per piece, about.
const PIECE: usize = 1 << 19;

/// How many pieces an input of `len` bytes is cut into (1: not cut).
pub fn pieces_for(len: usize) -> usize {
    if len < MIN_INPUT {
        1
    } else {
        len.div_ceil(PIECE).clamp(2, 64)
    }
}

/// `work(i)` for every piece `i` in `0..pieces`, on this thread and one more,
/// each taking the next piece when free; the results in piece order.
pub fn in_order<R: Send>(pieces: usize, work: impl Fn(usize) -> R + Sync) -> Vec<R> {
    if pieces <= 1 {
        return (0..pieces).map(&work).collect();
    }
    let next = AtomicUsize::new(0);
    let take = || {
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= pieces {
                return done;
            }
            done.push((i, work(i)));
        }
    };
    let finished = std::thread::scope(|s| {
        let helper = s.spawn(take);
        let mut mine = take();
        // a helper that failed leaves its pieces undone; they are redone below
        mine.extend(helper.join().unwrap_or_default());
        mine
    });
    let mut slots: Vec<Option<R>> = (0..pieces).map(|_| None).collect();
    for (i, r) in finished {
        if let Some(slot) = slots.get_mut(i) {
            *slot = Some(r);
        }
    }
    slots
        .into_iter()
        .enumerate()
        .map(|(i, r)| r.unwrap_or_else(|| work(i)))
        .collect()
}

/// Cuts `text` into `pieces` stretches that end at line ends: the start
/// offset of each (the first is 0), then `text.len()`.
pub fn line_cuts(text: &[u8], pieces: usize) -> Vec<usize> {
    let mut cuts = vec![0];
    for k in 1..pieces {
        let want = text.len() * k / pieces;
        let at = text
            .get(want..)
            .and_then(|t| t.iter().position(|&b| b == b'\n'))
            .map_or(text.len(), |p| want + p + 1);
        if at > *cuts.last().unwrap_or(&0) && at < text.len() {
            cuts.push(at);
        }
    }
    cuts.push(text.len());
    cuts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_order() {
        let squares = in_order(100, |i| i * i);
        assert_eq!(squares, (0..100).map(|i| i * i).collect::<Vec<_>>());
        assert_eq!(in_order(1, |i| i + 7), vec![7]);
        assert!(in_order(0, |i| i).is_empty());
    }

    #[test]
    fn cuts_fall_after_line_ends() {
        let text = b"aaaa\nbb\ncccccc\nd\neeeeeeeeee\n";
        for pieces in 1..8 {
            let cuts = line_cuts(text, pieces);
            assert_eq!(cuts.first(), Some(&0));
            assert_eq!(cuts.last(), Some(&text.len()));
            assert!(cuts.windows(2).all(|w| w[0] < w[1]), "{cuts:?}");
            assert!(cuts[1..cuts.len() - 1]
                .iter()
                .all(|&c| text[c - 1] == b'\n'));
        }
        assert_eq!(line_cuts(b"", 3), vec![0, 0]);
        assert_eq!(line_cuts(b"no newline", 3), vec![0, 10]);
    }
}

//! Pieces of work on two threads, results in order.
//!
//! `asm` and `disasm` cut large inputs into many more pieces than threads: a
//! thread that another process holds up leaves the remaining pieces to the
//! other one, and each thread reuses its buffers, piece after piece. The
//! two threads are kept on different CPUs (see `amdgpu_asm::placement`).

use amdgpu_asm::placement::Apart;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};

/// Inputs smaller than this are not cut: below it a thread costs more than it
/// saves.
pub const MIN_INPUT: usize = 1 << 16;

/// Bytes of input per piece when streaming: small enough that a piece's
/// buffers stay in the cache and are reused, large enough that handing the
/// output over in order costs little.
const STREAM_PIECE: usize = 1 << 16;

/// How many pieces [`stream`] cuts an input of `len` bytes into.
pub fn stream_pieces_for(len: usize) -> usize {
    if len < MIN_INPUT {
        1
    } else {
        len.div_ceil(STREAM_PIECE)
    }
}

/// `work(scratch, i)` for every piece `i` in `0..pieces` on this thread and
/// one more, each thread with its own reused `scratch`; then, one piece at a
/// time and in piece order, `deliver(shared, scratch, i, result)`. When
/// `deliver` returns `false` no further piece is delivered (nor worked on).
pub fn stream<S, T: Send, R>(
    pieces: usize,
    shared: &mut T,
    scratch: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize) -> R + Sync,
    deliver: impl Fn(&mut T, &mut S, usize, R) -> bool + Sync,
) {
    if pieces <= 1 {
        let mut s = scratch();
        for i in 0..pieces {
            let r = work(&mut s, i);
            if !deliver(shared, &mut s, i, r) {
                return;
            }
        }
        return;
    }
    struct Turn<'t, T> {
        next: usize,
        stop: bool,
        /// A thread waits for its turn: only then is a wake-up (a system
        /// call) needed.
        waiting: bool,
        shared: &'t mut T,
    }
    let turn = Mutex::new(Turn {
        next: 0,
        stop: false,
        waiting: false,
        shared,
    });
    let changed = Condvar::new();
    let taken = AtomicUsize::new(0);
    let run = || {
        // A thread that panics stops the other instead of leaving it waiting
        // for a turn that never comes; the panic is raised again below.
        struct Halt<'a, 't, T>(&'a Mutex<Turn<'t, T>>, &'a Condvar);
        impl<T> Drop for Halt<'_, '_, T> {
            fn drop(&mut self) {
                if std::thread::panicking() {
                    self.0.lock().unwrap_or_else(|e| e.into_inner()).stop = true;
                    self.1.notify_all();
                }
            }
        }
        let _halt = Halt(&turn, &changed);
        let mut s = scratch();
        loop {
            let i = taken.fetch_add(1, Ordering::Relaxed);
            if i >= pieces {
                return;
            }
            let r = work(&mut s, i);
            let mut t = turn.lock().unwrap_or_else(|e| e.into_inner());
            while t.next != i && !t.stop {
                t.waiting = true;
                t = changed.wait(t).unwrap_or_else(|e| e.into_inner());
            }
            if t.stop {
                return;
            }
            if !deliver(&mut *t.shared, &mut s, i, r) {
                t.stop = true;
            }
            t.next += 1;
            if std::mem::take(&mut t.waiting) {
                changed.notify_all();
            }
        }
    };
    // the helper is spawned on this thread's CPU alone, which this thread
    // then leaves, until the end (see amdgpu_asm::placement)
    let apart = Apart::pin_here();
    let aside = Apart::helper(apart.as_ref());
    std::thread::scope(|scope| {
        let helper = scope.spawn(|| {
            aside.step_aside();
            run()
        });
        if let Some(a) = &apart {
            a.step_aside();
        }
        run();
        if let Err(panic) = helper.join() {
            std::panic::resume_unwind(panic);
        }
    });
}

/// Where piece `k` of `pieces` starts when `text` is cut at line ends: 0
/// for the first, `text.len()` from `pieces` on, else just after the first
/// `\n` at or after byte `text.len() * k / pieces` (or the end). Pieces may
/// be empty. Each piece's bounds can be found by the thread that works on
/// it, so that the first reads of a mapped file (page faults) fall on both
/// threads rather than all on one before the work starts.
pub fn line_cut(text: &[u8], pieces: usize, k: usize) -> usize {
    if k == 0 {
        return 0;
    }
    if k >= pieces {
        return text.len();
    }
    let want = text.len() * k / pieces;
    text.get(want..)
        .and_then(|t| memchr::memchr(b'\n', t))
        .map_or(text.len(), |p| want + p + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streamed_pieces_are_delivered_in_order() {
        for pieces in [0, 1, 2, 7, 100] {
            let mut seen = Vec::new();
            stream(
                pieces,
                &mut seen,
                Vec::<usize>::new,
                |s, i| {
                    s.push(i);
                    i * 3
                },
                |seen, _, i, r| {
                    assert_eq!(r, i * 3);
                    seen.push(i);
                    true
                },
            );
            assert_eq!(seen, (0..pieces).collect::<Vec<_>>());
        }
        let mut seen = Vec::new();
        stream(
            50,
            &mut seen,
            || (),
            |_, i| i,
            |seen, _, i, _| {
                seen.push(i);
                i < 20
            },
        );
        assert_eq!(seen, (0..=20).collect::<Vec<_>>());
    }

    /// The two threads work on different CPUs when more than one is
    /// allowed, and the caller has all its CPUs again afterwards (see
    /// `amdgpu_asm::placement`).
    #[cfg(target_os = "linux")]
    #[test]
    fn threads_work_apart_and_the_caller_gets_its_cpus_back() {
        fn allowed() -> Vec<usize> {
            // SAFETY: fills a set we own, of the size given.
            unsafe {
                let mut set: libc::cpu_set_t = std::mem::zeroed();
                assert_eq!(
                    libc::sched_getaffinity(0, std::mem::size_of_val(&set), &mut set),
                    0
                );
                (0..libc::CPU_SETSIZE as usize)
                    .filter(|&c| libc::CPU_ISSET(c, &set))
                    .collect()
            }
        }
        let before = allowed();
        let caller = std::thread::current().id();
        let mut seen = Vec::new();
        stream(
            400,
            &mut seen,
            || (),
            |_, _| {
                // long enough that the helper takes some pieces
                std::thread::sleep(std::time::Duration::from_micros(200));
                (std::thread::current().id() == caller, allowed())
            },
            |seen, _, _, r| {
                seen.push(r);
                true
            },
        );
        assert_eq!(allowed(), before);
        let cpus = |mine: bool| -> Vec<&Vec<usize>> {
            let mut v: Vec<_> = seen.iter().filter(|r| r.0 == mine).map(|r| &r.1).collect();
            v.dedup();
            v
        };
        let (own, helper) = (cpus(true), cpus(false));
        assert!(!own.is_empty() && !helper.is_empty(), "one thread did all");
        assert_eq!((own.len(), helper.len()), (1, 1), "{own:?} {helper:?}");
        if before.len() > 1 {
            assert!(
                own[0].iter().all(|c| !helper[0].contains(c)),
                "{own:?} {helper:?}"
            );
            let mut both = [own[0].clone(), helper[0].clone()].concat();
            both.sort();
            assert_eq!(both, before);
        } else {
            assert!(own[0] == &before && helper[0] == &before);
        }
    }

    #[test]
    fn cuts_fall_after_line_ends() {
        let text = b"aaaa\nbb\ncccccc\nd\neeeeeeeeee\n";
        for pieces in 1..8 {
            let cuts: Vec<usize> = (0..=pieces).map(|k| line_cut(text, pieces, k)).collect();
            assert_eq!(cuts.first(), Some(&0));
            assert_eq!(cuts.last(), Some(&text.len()));
            assert!(cuts.windows(2).all(|w| w[0] <= w[1]), "{cuts:?}");
            assert!(cuts[1..pieces]
                .iter()
                .all(|&c| c == text.len() || text[c - 1] == b'\n'));
        }
        assert_eq!(line_cut(b"", 3, 1), 0);
        assert_eq!(line_cut(b"no newline", 3, 2), 10);
    }
}

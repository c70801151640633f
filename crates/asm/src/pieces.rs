//! Instruction lines encoded ahead of the statement loop, on several
//! threads.
//!
//! The source is cut at line ends into pieces. Threads take the pieces in
//! order and encode each line that is a plain instruction whose encoding
//! cannot depend on what the statement loop knows: it names no symbol at
//! all (the same test as the loop's cache of repeated lines). Everything
//! else (labels, directives, assignments, lines that name a symbol or do
//! not parse) is left to the loop, which reads the pieces in source order
//! and takes the ready encodings where it is in no block, recording or
//! macro context — so the output and the first error are those of the
//! loop reading every line itself.
//!
//! Each piece's bytes are checked where it is read: that they are UTF-8
//! text (a `\n` is never inside a character, so the pieces are if the
//! source is), and that they hold no `/*` (a comment may span lines) and no
//! `\r` (line numbers differ from line ends). From a piece that holds
//! either, the loop reads the rest of the source itself.

use crate::placement::Apart;
use crate::variants::Variants;
use amdgpu_isa::syntax::{parse_inst_in, Cursor, Scope};
use amdgpu_isa::{Encoded, Target};
use std::borrow::Cow;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};

/// How large a piece is (bytes): small enough that the loop can start on
/// the first while the other threads go on, large enough that handing one
/// over costs nothing next to encoding it.
pub(crate) const PIECE: usize = 128 << 10;

/// How many distinct lines one thread keeps encodings of.
const KEEP_LIMIT: usize = 1 << 16;
/// How many bytes of their texts (so that offsets fit in 32 bits).
const KEYS_LIMIT: usize = 1 << 24;

/// A run of lines of a piece: lines for the loop to read (`insts` 0), or
/// lines that are all encoded instructions, blank or comments only.
pub(crate) struct Item {
    /// Byte range in the piece (the lines without their last `\n`).
    pub start: u32,
    pub end: u32,
    /// The run's first line, counted from 0 at the piece's start.
    pub line: u32,
    /// How many encoded instructions the run holds (0: lines for the loop).
    pub insts: u32,
}

/// One piece read ahead.
pub(crate) struct Piece<'s> {
    /// Where the piece starts in the source.
    pub start: usize,
    /// The piece's text; none if its lines were not read (see
    /// [`checked`]): the loop reads on from its start by itself.
    pub text: Option<&'s str>,
    pub items: Vec<Item>,
    /// Each encoded instruction's line (from 0 at the piece's start; left
    /// empty unless asked for) and length.
    pub lines: Vec<u32>,
    pub lens: Vec<u8>,
    /// The encodings one after another.
    pub code: Vec<u8>,
    /// How many `\n`s the piece holds.
    pub newlines: usize,
}

/// The text of piece `b` if it may be read ahead: UTF-8 text without `/*`
/// or `\r` (see the module note).
fn checked(b: &[u8]) -> Option<&str> {
    // (a SIMD check: std's took a twentieth of all the time reading ahead)
    let text = simdutf8::basic::from_utf8(b).ok()?;
    (!special(b)).then_some(text)
}

/// Whether `b` holds `/*` or `\r`, whose lines `clean_line` alone does not
/// give as the loop reads them.
fn special(b: &[u8]) -> bool {
    memchr::memchr(b'\r', b).is_some() || memchr::memmem::find(b, b"/*").is_some()
}

/// The pieces of a source: one per `size` bytes, each from the first line
/// start at or after its multiple of `size` to the next one's (a line
/// longer than a piece leaves pieces empty). Each piece's ends are found by
/// the thread that reads it: found all first, they cost a fault on a page of
/// the source each before any thread started (big.s: 0.3 ms).
#[derive(Clone, Copy)]
pub(crate) struct Grid {
    len: usize,
    size: usize,
}

impl Grid {
    pub fn new(len: usize, size: usize) -> Grid {
        Grid {
            len,
            size: size.max(1),
        }
    }

    /// How many pieces; none if the source is too long for a piece's
    /// 32-bit offsets.
    pub fn count(&self) -> usize {
        if self.len >= u32::MAX as usize {
            return 0;
        }
        self.len.div_ceil(self.size)
    }

    /// Where piece `i` starts and ends in `b` (the source).
    fn bounds(&self, b: &[u8], i: usize) -> (usize, usize) {
        (self.line_start(b, i), self.line_start(b, i + 1))
    }

    /// The first line start in `b` at or after the `k`th multiple of the
    /// size (or the end).
    fn line_start(&self, b: &[u8], k: usize) -> usize {
        let at = k.saturating_mul(self.size);
        if at == 0 || at >= b.len() {
            return at.min(b.len());
        }
        if b[at - 1] == b'\n' {
            return at;
        }
        memchr::memchr(b'\n', &b[at..]).map_or(b.len(), |i| at + i + 1)
    }
}

/// A scope that knows no symbol, noting whether it was asked.
struct NoSymbols(std::cell::Cell<bool>);

impl Scope for NoSymbols {
    fn absolute(&self, _: &str) -> Option<i64> {
        self.0.set(true);
        None
    }
}

/// One thread's verdicts on the lines it met, by their whole text: an
/// open-addressing table whose keys are copied together (a key left in the
/// source would cost a cache miss to compare). Keyed by the raw line, a
/// repeated line costs one hash and one comparison, not a reading.
///
/// Each thread classifies the lines it meets first itself. A table shared
/// by the threads (16 shards under locks) saved parsing a line twice, but
/// once lines differing only in a literal were patched (variants.rs) its
/// lookups cost more than the parses they saved: without it, big.s 13.02
/// -> 12.51 ms (60 alternating runs), 105 page faults fewer.
struct Known<'s> {
    /// Index into `entries` ([`FREE`]: none); a power of two long.
    slots: Vec<u32>,
    entries: Vec<Entry>,
    keys: Vec<u8>,
    variants: Variants<'s>,
}

struct Entry {
    hash: u64,
    key: (u32, u32),
    line: Line,
}

impl<'s> Known<'s> {
    fn new() -> Known<'s> {
        // room for the distinct lines of a large compiler output (big.s:
        // 6,100 of 40 bytes), so that no vector is copied as it grows
        Known {
            slots: vec![FREE; 1 << 14],
            entries: Vec::with_capacity(1 << 13),
            keys: Vec::with_capacity(1 << 18),
            variants: Variants::new(),
        }
    }

    /// The slot of `key`: its entry's, or the free one it would take.
    fn slot(&self, key: &[u8], hash: u64) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = first_slot(hash, mask);
        loop {
            let Some(entry) = self.entries.get(self.slots[i] as usize) else {
                return i;
            };
            let (at, len) = (entry.key.0 as usize, entry.key.1 as usize);
            if entry.hash == hash && self.keys.get(at..at + len).is_some_and(|k| same(k, key)) {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /// Starts fetching the slot of a line whose hash is `hash`.
    fn prefetch_slot(&self, hash: u64) {
        let i = first_slot(hash, self.slots.len() - 1);
        prefetch(self.slots.as_ptr().wrapping_add(i));
    }

    /// Starts fetching the entry (and key) in the first slot of a line whose
    /// hash is `hash`.
    fn prefetch_entry(&self, hash: u64) {
        let i = first_slot(hash, self.slots.len() - 1);
        let e = self.slots.get(i).copied().unwrap_or(FREE);
        if let Some(entry) = self.entries.get(e as usize) {
            prefetch(entry);
            prefetch(self.keys.as_ptr().wrapping_add(entry.key.0 as usize));
        }
    }

    /// What the loop would make of the line `raw` (without its `\n`),
    /// whose hash is `hash` (see [`next_line`]).
    fn line(&mut self, target: Target, raw: &'s str, hash: u64) -> Line {
        let b = raw.as_bytes();
        // directives and local labels (`.LBB0_2:`) are the loop's, comment
        // lines are blank: no need to remember those
        match b.iter().find(|&&c| c != b' ' && c != b'\t') {
            None | Some(b';') => return Line::Blank,
            Some(b'.') => return Line::Other,
            _ => {}
        }
        let slot = self.slot(b, hash);
        if let Some(e) = self.entries.get(self.slots[slot] as usize) {
            return e.line;
        }
        let line = self.variants.line(raw, || classify(target, raw));
        if self.entries.len() < KEEP_LIMIT && self.keys.len() + b.len() <= KEYS_LIMIT {
            self.slots[slot] = self.entries.len() as u32;
            self.entries.push(Entry {
                hash,
                key: (self.keys.len() as u32, b.len() as u32),
                line,
            });
            self.keys.extend_from_slice(b);
            // at most half full
            if 2 * self.entries.len() > self.slots.len() {
                self.grow();
            }
        }
        line
    }

    fn grow(&mut self) {
        self.slots = vec![FREE; 2 * self.slots.len()];
        let mask = self.slots.len() - 1;
        for (n, e) in self.entries.iter().enumerate() {
            let mut i = first_slot(e.hash, mask);
            while self.slots[i] != FREE {
                i = (i + 1) & mask;
            }
            self.slots[i] = n as u32;
        }
    }
}

/// A free slot of [`Known`]: not zero, so that a new table is written
/// whole when it is made. A table of zeros would come as fresh zeroed pages,
/// mapped to the shared zero page while they are only read and copied at
/// their first write, each copy flushing the TLB of every CPU running this
/// process (traced: 360 of 20 runs' samples on the loop's thread).
const FREE: u32 = u32::MAX;

/// Where a line whose hash is `hash` is looked for first, in a table of
/// `mask + 1` slots: its hash's high half, which FxHash mixes best.
fn first_slot(hash: u64, mask: usize) -> usize {
    (hash >> 32) as usize & mask
}

/// A hint that `p` is read soon: its cache line is fetched meanwhile.
#[inline(always)]
fn prefetch<T>(p: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch only hints; it never faults, whatever the address
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(p.cast())
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

/// `a == b` for the short texts of lines, eight bytes at a time in line
/// (a call to the C library's `memcmp` costs more than the comparison).
fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let word = |c: &[u8]| u64::from_le_bytes(c.try_into().unwrap_or_default());
    let (mut x, mut y) = (a.chunks_exact(8), b.chunks_exact(8));
    x.by_ref().zip(y.by_ref()).all(|(p, q)| word(p) == word(q))
        && x.remainder().iter().zip(y.remainder()).all(|(p, q)| p == q)
}

/// The line of `b` starting at `at`: where it ends (its `\n`, or the end
/// of `b`) and a hash of its bytes, found together eight bytes at a time (a
/// line of compiler output is some 40 bytes: a search call per line and a
/// second pass to hash it cost more than the line's few words).
fn next_line(b: &[u8], at: usize) -> (usize, u64) {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const NEWLINES: u64 = ONES * b'\n' as u64;
    // FxHash's step
    let mix = |h: u64, w: u64| (h.rotate_left(5) ^ w).wrapping_mul(0xf135_7aea_2e62_a9c5);
    let mut h = 0;
    let mut i = at;
    loop {
        let w = match b.get(i..i + 8) {
            Some(s) => u64::from_le_bytes(s.try_into().unwrap_or_default()),
            None => {
                // the last bytes, as if a `\n` followed
                let mut last = [b'\n'; 8];
                let rest = b.get(i..).unwrap_or_default();
                last[..rest.len()].copy_from_slice(rest);
                u64::from_le_bytes(last)
            }
        };
        // a byte of `w ^ NEWLINES` is zero where `w` holds a `\n`: the
        // lowest such byte is the lowest flagged here (borrows only run up)
        let x = w ^ NEWLINES;
        let found = x.wrapping_sub(ONES) & !x & HIGH;
        if found != 0 {
            let n = found.trailing_zeros() as usize / 8;
            let head = w & ((1u64 << (8 * n)) - 1);
            let end = i + n;
            return (end, mix(mix(h, head), (end - at) as u64));
        }
        h = mix(h, w);
        i += 8;
    }
}

/// Reads piece `i` of `src`.
fn read<'s>(
    target: Target,
    lines_kept: bool,
    src: &'s [u8],
    (grid, i): (Grid, usize),
    known: &mut Known<'s>,
) -> Piece<'s> {
    let (start, end) = grid.bounds(src, i);
    let bytes = &src[start..end];
    let mut p = Piece {
        start,
        text: checked(bytes),
        items: Vec::new(),
        lines: Vec::new(),
        lens: Vec::new(),
        code: Vec::new(),
        newlines: 0,
    };
    let Some(text) = p.text else {
        return p;
    };
    // compiler output: a line of 20 bytes or more, at most 8 bytes of code
    // per 20 bytes of source
    let lines = text.len() / 20;
    if lines_kept {
        p.lines.reserve(lines);
    }
    p.lens.reserve(lines);
    p.code.reserve(text.len() / 5);
    let b = text.as_bytes();
    let mut at = 0;
    let mut line = 0u32;
    // the item being extended: its lines so far
    let mut open: Option<Item> = None;
    // the next two lines' ends and hashes: the table's slot of the second
    // and the entry of the first are fetched while this line is looked up
    // (a line's own lookup is three dependent loads that miss the cache)
    let after = |at: usize| (at < b.len()).then(|| next_line(b, at));
    let mut next = after(at);
    let mut second = next.and_then(|(end, _)| after(end + 1));
    while let Some((end, hash)) = next {
        next = second;
        second = next.and_then(|(end, _)| after(end + 1));
        if let Some((_, h)) = second {
            known.prefetch_slot(h);
        }
        if let Some((_, h)) = next {
            known.prefetch_entry(h);
        }
        let kind = known.line(target, &text[at..end], hash);
        if let Line::Inst(code) = &kind {
            if lines_kept {
                p.lines.push(line);
            }
            p.lens.push(code.len() as u8);
            // a copy of fixed size (inline, where one of the code's length
            // calls memcpy), then cut to the length
            let to = p.code.len() + code.len();
            p.code.extend_from_slice(code.padded());
            p.code.truncate(to);
        }
        let insts = u32::from(matches!(kind, Line::Inst(_)));
        // a blank line joins either kind of run: it does nothing outside
        // blocks, and inside one the loop reads the whole run
        let joins = match (&open, &kind) {
            (Some(_), Line::Blank) => true,
            (Some(r), Line::Inst(_)) => r.insts > 0,
            (Some(r), Line::Other) => r.insts == 0,
            (None, _) => false,
        };
        match &mut open {
            Some(r) if joins => {
                r.end = end as u32;
                r.insts += insts;
            }
            _ => {
                p.items.extend(open.take());
                open = Some(Item {
                    start: at as u32,
                    end: end as u32,
                    line,
                    insts,
                });
            }
        }
        if end < b.len() {
            p.newlines += 1;
        }
        line += 1;
        at = end + 1;
    }
    p.items.extend(open.take());
    p
}

/// What the statement loop makes of a line outside blocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Line {
    Blank,
    /// An instruction that names no symbol, encoded.
    Inst(Encoded),
    /// Anything else: the loop reads it.
    Other,
}

/// What the statement loop would make of `raw` outside blocks (the same
/// steps as `Assembler::line`), and whether it is an ALU instruction.
pub(crate) fn classify(target: Target, raw: &str) -> (Line, bool) {
    // (borrowed: a piece read ahead holds no `/*`)
    let text = amdgpu_isa::syntax::clean_line(raw);
    let text = &*text;
    let mut c = Cursor::new(text);
    c.skip_ws();
    if c.at_end() {
        return (Line::Blank, false);
    }
    let start = c.pos();
    let Some(word) = c.ident() else {
        return (Line::Other, false);
    };
    if word.starts_with('.') || c.rest().starts_with(':') {
        return (Line::Other, false);
    }
    c.skip_ws();
    if c.rest().starts_with('=') {
        return (Line::Other, false);
    }
    let body = &text[start..];
    let scope = NoSymbols(std::cell::Cell::new(false));
    match parse_inst_in(target, body, &scope) {
        Ok((inst, deferred)) if deferred.is_empty() && !scope.0.get() => {
            let alu = matches!(inst, amdgpu_isa::Inst::Alu(_));
            (Line::Inst(inst.encode()), alu)
        }
        _ => (Line::Other, false),
    }
}

/// Reads `src` in the pieces of `grid` on up to `threads` threads (the
/// caller's among them), handing each piece to `take` in order; stops at
/// the first error `take` returns. With a second thread, that thread runs
/// `side` first.
pub(crate) fn each<'s, E>(
    target: Target,
    lines_kept: bool,
    src: &'s [u8],
    grid: Grid,
    threads: usize,
    side: impl FnOnce() + Send,
    mut take: impl FnMut(&Piece<'s>) -> Result<(), E>,
) -> Result<(), E> {
    let count = grid.count();
    let slots: Vec<Mutex<Slot<'s>>> = (0..count).map(|_| Mutex::new(Slot::Empty)).collect();
    let ready = Condvar::new();
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let claim = || {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let i = next.fetch_add(1, Ordering::Relaxed);
        (i < count).then_some(i)
    };
    let put = |i: usize, s: Slot<'s>| {
        *lock(&slots[i]) = s;
        ready.notify_all();
    };
    let mut side = Some(side);
    let helpers = threads.min(count).saturating_sub(1);
    // one helper starts on this thread's CPU, which this thread leaves (see
    // placement.rs); more are left to the scheduler
    let apart = (helpers == 1).then(Apart::pin_here).flatten();
    let aside = Apart::helper(apart.as_ref());
    std::thread::scope(|scope| {
        for _ in 0..helpers {
            let side = side.take();
            // a thread that cannot start leaves its share to the loop's
            let _ = std::thread::Builder::new()
                .name("read-ahead".into())
                .spawn_scoped(scope, || {
                    aside.step_aside();
                    if let Some(side) = side {
                        side();
                    }
                    let mut known = Known::new();
                    while let Some(i) = claim() {
                        // a piece whose reading failed is left to the loop's
                        // thread, which meets the failure itself
                        let mut guard = Abandon(Some(i), &put, std::marker::PhantomData);
                        let p = read(target, lines_kept, src, (grid, i), &mut known);
                        guard.0 = None;
                        put(i, Slot::Ready(p));
                    }
                });
        }
        if let Some(a) = &apart {
            a.step_aside();
        }
        let mut known = Known::new();
        let result = (|| {
            for (want, slot) in slots.iter().enumerate() {
                let piece = loop {
                    let mut held = lock(slot);
                    match std::mem::replace(&mut *held, Slot::Empty) {
                        Slot::Ready(p) => break p,
                        Slot::Abandoned => {
                            break read(target, lines_kept, src, (grid, want), &mut known)
                        }
                        Slot::Empty => {}
                    }
                    // not ready: read the next unclaimed piece meanwhile,
                    // or wait for the one being read
                    if next.load(Ordering::Relaxed) < count {
                        drop(held);
                        if let Some(i) = claim() {
                            let p = read(target, lines_kept, src, (grid, i), &mut known);
                            if i == want {
                                break p;
                            }
                            put(i, Slot::Ready(p));
                        }
                        continue;
                    }
                    drop(ready.wait(held));
                };
                take(&piece)?;
            }
            Ok(())
        })();
        stop.store(true, Ordering::Relaxed);
        result
    })
}

/// The last `.amdgpu_metadata` block of a source, as the statement loop
/// would collect it.
pub(crate) struct MetadataAhead<'s> {
    /// Where the directive's name stands in the source.
    pub at: usize,
    /// Where the `.end_amdgpu_metadata` line starts.
    pub end: usize,
    /// The YAML the loop collects from the lines between.
    pub yaml: Cow<'s, str>,
}

/// The YAML of `src`'s last `.amdgpu_metadata` block as the statement loop
/// collects it (a guess: the loop takes it only if its own is the same).
pub(crate) fn metadata_yaml(src: &[u8]) -> Option<MetadataAhead<'_>> {
    let at = memchr::memmem::rfind(src, b".amdgpu_metadata")?;
    let rest = std::str::from_utf8(src.get(at..)?).ok()?;
    // the directive's line gives "\n" (see `directive`), each line after
    // it its text without comments and trailing blanks
    let first = rest.find('\n')?;
    if let Some((end, yaml)) = as_written(&rest[first..]) {
        return Some(MetadataAhead {
            at,
            end: at + first + end,
            yaml: Cow::Borrowed(yaml),
        });
    }
    // (room for all of it at once: a doubling string takes twice its
    // pages, fresh ones each time)
    let room = memchr::memmem::find(rest.as_bytes(), b".end_amdgpu_metadata").unwrap_or(0);
    let mut yaml = String::with_capacity(room + 1);
    yaml.push('\n');
    let mut line_at = at + first + 1;
    for raw in rest.split('\n').skip(1) {
        let text = amdgpu_isa::syntax::clean_line(raw);
        if text.trim() == ".end_amdgpu_metadata" {
            if special(&src[at..line_at]) {
                return None;
            }
            return Some(MetadataAhead {
                at,
                end: line_at,
                yaml: Cow::Owned(yaml),
            });
        }
        yaml.push_str(text.trim_end());
        yaml.push('\n');
        line_at += raw.len() + 1;
    }
    None
}

/// The YAML of a block whose lines are already as the loop collects them
/// (`body`: from the `\n` that ends the directive's line), and where its
/// end line starts in `body`: ASCII text with no comment (`;`, `/`), no
/// control character and no blank before a line end, which cleaning
/// leaves as it is (compiler output's, taken without a copy).
fn as_written(body: &str) -> Option<(usize, &str)> {
    let b = body.as_bytes();
    let name = memchr::memmem::find(b, b".end_amdgpu_metadata")?;
    let end = memchr::memrchr(b'\n', &b[..name])? + 1;
    let line = body[end..].split('\n').next()?;
    let yaml = &b[..end];
    let plain = |c: &u8| *c == b'\n' || (b' '..=b'~').contains(c) && !matches!(c, b';' | b'/');
    (line.trim() == ".end_amdgpu_metadata"
        && yaml.iter().all(plain)
        && memchr::memmem::find(yaml, b" \n").is_none())
    .then(|| (end, &body[..end]))
}

/// A piece's place between the threads.
enum Slot<'s> {
    Empty,
    Ready(Piece<'s>),
    /// Its thread stopped while reading it.
    Abandoned,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Marks the piece being read abandoned if its thread unwinds.
struct Abandon<'a, 's, F: Fn(usize, Slot<'s>)>(
    Option<usize>,
    &'a F,
    std::marker::PhantomData<Slot<'s>>,
);

impl<'s, F: Fn(usize, Slot<'s>)> Drop for Abandon<'_, 's, F> {
    fn drop(&mut self) {
        if let Some(i) = self.0 {
            (self.1)(i, Slot::Abandoned);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::next_line;

    /// `next_line` ends each line where the first `\n` after it is (or at
    /// the end), and gives one line's bytes the same hash wherever they
    /// stand: checked on every start of pseudo-random texts dense in `\n`,
    /// high bytes and bytes one off `\n` (the bit trick's edge cases).
    #[test]
    fn next_line_finds_the_line_end_and_hashes_the_line_alone() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut byte = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            [b'\n', b'\x0b', b'\x09', 0x8a, 0xff, 0, b'a', b'v', b' '][(seed % 9) as usize]
        };
        for len in 0..80 {
            let text: Vec<u8> = (0..len).map(|_| byte()).collect();
            for at in 0..=len {
                let (end, hash) = next_line(&text, at);
                let want = memchr::memchr(b'\n', &text[at..]).map_or(len, |i| at + i);
                assert_eq!(end, want, "{text:?} from {at}");
                // the same line elsewhere, after other bytes and before a `\n`
                let mut moved = vec![b'x'; at % 8 + 3];
                let from = moved.len();
                moved.extend_from_slice(&text[at..end]);
                moved.push(b'\n');
                moved.extend_from_slice(b"tail");
                assert_eq!(next_line(&moved, from), (from + end - at, hash));
            }
        }
    }
}

//! `amdgpu-isa asm`: LLVM-syntax text in, canonical text or machine code out.
//!
//! Large sources are assembled on two threads in pieces of about 64 KiB (see
//! `parallel.rs`) cut at line ends outside `/* */` comments; each piece's
//! output is written as soon as the pieces before it are out (see
//! `output.rs`). The first error is the first in the text, with its line
//! counted from the start of the file, and leaves stdout empty.

use crate::disasm::Listing;
use crate::output::Output;
use crate::{input, parallel, Failure};
use amdgpu_isa::encoding::ds::DsInst;
use amdgpu_isa::operand::HEX_BYTES;
use amdgpu_isa::syntax::{parse_plain_ds_line, parse_source_into};
use amdgpu_isa::{Inst, Item, SourceError, Statement, Target};
use std::process::ExitCode;

/// What to produce for each statement.
#[derive(Clone, Copy)]
enum Emit {
    Text,
    TextWithEncoding,
    Code,
}

/// What the pieces delivered so far left behind.
struct Progress<'e> {
    emit: &'e mut (dyn FnMut(&[u8]) -> Result<(), Failure> + Send),
    /// The first error: the offset of its piece in the text, and the error.
    error: Option<(usize, SourceError)>,
    failure: Option<Failure>,
    /// A piece is not UTF-8.
    not_utf8: bool,
    /// Where the piece starts from which the text must be cut again.
    resume: Option<usize>,
}

pub fn run(
    target: Target,
    show_encoding: bool,
    output: Option<std::path::PathBuf>,
    file: Option<&str>,
) -> Result<ExitCode, Failure> {
    let (name, data) = input::map_bytes(file)?;
    if output.is_none() && needs_reader(&data) {
        return full_text(target, show_encoding, &name, &data);
    }
    let emit = match (&output, show_encoding) {
        (Some(_), _) => Emit::Code,
        (None, true) => Emit::TextWithEncoding,
        (None, false) => Emit::Text,
    };
    let mut out = Output::stdout();
    let mut code = Vec::new();
    let mut sink = |b: &[u8]| match emit {
        Emit::Code => {
            code.extend_from_slice(b);
            Ok(())
        }
        _ => out.write(b),
    };
    let Progress {
        error,
        failure,
        not_utf8,
        ..
    } = assemble_all(target, &data, emit, &mut sink);
    if not_utf8 || failure.is_some() || error.is_some() {
        out.abandon();
        // as one pass would: text that is not UTF-8 is refused before
        // anything is assembled (the pieces check only their own bytes)
        if let Err(e) = std::str::from_utf8(&data) {
            return Err(input::not_utf8(&name, &data, e));
        }
        if error.is_some() && output.is_none() {
            // a symbolic operand (`s_cbranch_scc0 .LBB0_2`) or another
            // statement the line-by-line reader does not take: the full
            // reader has the last word, output or error
            return full_text(target, show_encoding, &name, &data);
        }
        if let Some((start, e)) = error {
            let line = e.line + count_lines(&data[..start]);
            let e = SourceError { line, ..e };
            return Err(Failure::located(format!("{name}:{e}")));
        }
        return Err(failure.unwrap_or_else(|| {
            // cannot happen: a piece that is not UTF-8 makes the text so
            Failure::usage(format!("{name}: input is not valid UTF-8 text"))
        }));
    }
    if let Some(path) = output {
        std::fs::write(&path, &code)
            .map_err(|e| Failure::usage(format!("{}: {e}", path.display())))?;
        return Ok(ExitCode::SUCCESS);
    }
    out.finish()?;
    Ok(ExitCode::SUCCESS)
}

/// Whether `data` needs the full reader for text output: a line whose first
/// word is a directive (`.text`, `.amdhsa_kernel`...) or an assignment
/// (`x = 1`). One scan of line starts, far cheaper than assembling; sources
/// without such lines go to the fast parallel reader first, which hands the
/// rest (symbolic operands) back to the full reader when it fails.
fn needs_reader(data: &[u8]) -> bool {
    data.split(|&b| b == b'\n').any(|line| {
        let t = line.trim_ascii_start();
        let word = t
            .iter()
            .position(|&b| !(b.is_ascii_alphanumeric() || b"._$".contains(&b)))
            .map_or(t, |e| &t[..e]);
        let after = t[word.len()..].trim_ascii_start();
        (word.first() == Some(&b'.') && !after.starts_with(b":"))
            || (after.first() == Some(&b'=') && after.get(1) != Some(&b'='))
    })
}

/// Text output through the full reader ([`amdgpu_asm::text::print`]):
/// directives, labels and symbolic operands as llvm-mc-22 prints them.
fn full_text(
    target: Target,
    show_encoding: bool,
    name: &str,
    data: &[u8],
) -> Result<ExitCode, Failure> {
    let text = std::str::from_utf8(data).map_err(|e| input::not_utf8(name, data, e))?;
    let listing = amdgpu_asm::text::print(text, target, show_encoding)
        .map_err(|e| Failure::located(format!("{name}:{e}")))?;
    let mut out = Output::stdout();
    out.write(listing.as_bytes())?;
    out.finish()?;
    Ok(ExitCode::SUCCESS)
}

/// `asm -o OUT`: the whole source assembled into a relocatable code object
/// (or, with `raw`, the bytes of its `.text`), written only when nothing
/// failed.
pub fn object(
    target: Target,
    output: &std::path::Path,
    raw: bool,
    file: Option<&str>,
) -> Result<ExitCode, Failure> {
    write_object(target, output, raw, file).inspect_err(|_| {
        // no output is left behind by a failed run, not even an older one
        // (llvm-mc-22 deletes it too)
        let _ = std::fs::remove_file(output);
    })?;
    Ok(ExitCode::SUCCESS)
}

fn write_object(
    target: Target,
    output: &std::path::Path,
    raw: bool,
    file: Option<&str>,
) -> Result<(), Failure> {
    let (name, data) = input::map_bytes(file)?;
    // the output is opened on another thread while the source is
    // assembled (llvm-mc-22 too opens it before it assembles)
    let opened = Opening((!same_file(file, output)).then(|| {
        let path = output.to_owned();
        // started on this thread's CPU, which this thread leaves (see
        // amdgpu_asm::placement): queued behind this thread it would open
        // the file milliseconds late, in the assembly's time
        let apart = amdgpu_asm::placement::Apart::pin_here();
        let aside = amdgpu_asm::placement::Apart::helper(apart.as_ref());
        let opening = std::thread::spawn(move || {
            aside.step_aside();
            open_in_place(&path)
        });
        if let Some(a) = &apart {
            a.step_aside();
        }
        opening
    }));
    // (the UTF-8 check is made piece by piece as the source is read)
    let a = amdgpu_asm::assemble_object_bytes(&data, target).map_err(|e| match e {
        amdgpu_asm::InputError::NotUtf8(e) => input::not_utf8(&name, &data, e),
        amdgpu_asm::InputError::Source(e) => Failure::located(format!("{name}:{e}")),
    })?;
    let failed = |e: std::io::Error| Failure::usage(format!("{}: {e}", output.display()));
    if raw {
        let text = a
            .section(".text")
            .ok_or_else(|| Failure::usage("no .text section"))?;
        if !text.relocs.is_empty() {
            return Err(Failure::usage(format!(
                "{name}: .text has {} relocation(s), which raw bytes cannot hold; write an object (leave out --raw)",
                text.relocs.len()
            )));
        }
        opened
            .file(output)
            .and_then(|f| write_parts(f, &[text.data.as_slice()]))
            .map_err(failed)?;
        std::mem::forget(data);
    } else {
        let file = opened.file(output).map_err(failed)?;
        write_object_file(&file, output, &a, &name, data)?;
    }
    // the process ends next, which returns the memory at once: the
    // assembly is not taken apart piece by piece first (clang's
    // -disable-free)
    std::mem::forget(a);
    Ok(())
}

/// The output being opened on another thread, if it is: waited for however
/// `write_object` ends, so that a failed run's output is removed after it
/// was made, not before.
struct Opening(Option<std::thread::JoinHandle<std::io::Result<std::fs::File>>>);

impl Opening {
    fn file(mut self, path: &std::path::Path) -> std::io::Result<std::fs::File> {
        match self.0.take() {
            Some(thread) => thread
                .join()
                .unwrap_or_else(|_| Err(std::io::ErrorKind::Other.into())),
            None => open_in_place(path),
        }
    }
}

impl Drop for Opening {
    fn drop(&mut self) {
        if let Some(thread) = self.0.take() {
            let _ = thread.join();
        }
    }
}

/// The output, created or opened to be written over in place: an older
/// file is not emptied first (the writer cuts off what is left of it past
/// the new end). Emptying a 1.6 MB object cost 0.9 ms of a thread beside
/// the assembly, and ext4 then allocates the new one's blocks when it is
/// closed (its `auto_da_alloc` for a file emptied and written anew:
/// 0.13 ms at the end of a run); written over, the blocks are there.
fn open_in_place(path: &std::path::Path) -> std::io::Result<std::fs::File> {
    std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
}

/// Cuts `file` (written over in place: [`open_in_place`]) to `len` bytes,
/// if an older file left more.
fn cut(file: &std::fs::File, len: u64) -> std::io::Result<()> {
    if file.metadata()?.len() > len {
        file.set_len(len)?;
    }
    Ok(())
}

/// Whether `output` is the source file `input` itself (the source is read
/// from its mapping until the object is written: it is not emptied first).
fn same_file(input: Option<&str>, output: &std::path::Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let Some(input) = input.filter(|&f| f != "-") else {
            return false;
        };
        match (std::fs::metadata(input), std::fs::metadata(output)) {
            (Ok(i), Ok(o)) => (i.dev(), i.ino()) == (o.dev(), o.ino()),
            // no output yet: nothing to empty
            (_, Err(_)) => false,
            (Err(_), Ok(_)) => true,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = (input, output);
        true
    }
}

/// Writes the object of `a` (`name`: the source, for errors) into `file`
/// (new or written over: [`open_in_place`], at `path`). On unix the first
/// section's data (the code: most of an object of compiler output) is
/// written on another thread while the rest is laid out (big.s: 1.2 of
/// 1.6 MB, some 0.4 ms of writing, beside 0.4-0.6 ms of laying out); then
/// the other parts, each at its offset. Elsewhere, all parts with one
/// `writev`.
///
/// `spent` (the source) is dropped on the thread that writes the code once
/// it has, or else never: the process ends next, and undoing the source's
/// mapping there (2,000 page-table entries for 8 MB) is the exit's time,
/// on this thread it flushes the other CPU's TLB too.
fn write_object_file<T: Send>(
    file: &std::fs::File,
    path: &std::path::Path,
    a: &amdgpu_asm::Assembly,
    name: &str,
    spent: T,
) -> Result<(), Failure> {
    let failed = |e: std::io::Error| Failure::usage(format!("{}: {e}", path.display()));
    let laid_out = || {
        a.elf_parts()
            .map_err(|e| Failure::usage(format!("{name}: {e}")))
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileExt;
        let first = a.first_data();
        std::thread::scope(|scope| {
            // started on this thread's CPU, which this thread leaves (see
            // amdgpu_asm::placement)
            let apart = first
                .is_some()
                .then(amdgpu_asm::placement::Apart::pin_here)
                .flatten();
            let aside = amdgpu_asm::placement::Apart::helper(apart.as_ref());
            let early = match first {
                Some((at, data)) => Some(scope.spawn(move || {
                    aside.step_aside();
                    let written = file.write_all_at(data, at);
                    drop(spent);
                    written
                })),
                None => {
                    std::mem::forget(spent);
                    None
                }
            };
            if let Some(apart) = &apart {
                apart.step_aside();
            }
            let mut end = 0;
            for (at, part) in laid_out()?.parts_at() {
                end = end.max(at + part.len() as u64);
                if first.is_some_and(|(f, d)| f == at && std::ptr::eq(d, part)) {
                    continue;
                }
                file.write_all_at(part, at).map_err(failed)?;
            }
            match early.map(|t| t.join()) {
                None | Some(Ok(Ok(()))) => cut(file, end).map_err(failed),
                Some(Ok(Err(e))) => Err(failed(e)),
                Some(Err(_)) => Err(failed(std::io::ErrorKind::Other.into())),
            }
        })
    }
    #[cfg(not(unix))]
    {
        std::mem::forget(spent);
        let elf = laid_out()?;
        write_parts(file.try_clone().map_err(failed)?, &elf.parts()).map_err(failed)
    }
}

/// Writes `parts` one after another into `file` (new or written over: see
/// [`open_in_place`]; cut after them), with one `writev` for all of them (a
/// short write goes on where it stopped).
fn write_parts(mut file: std::fs::File, parts: &[&[u8]]) -> std::io::Result<()> {
    use std::io::{IoSlice, Write};
    let mut slices: Vec<IoSlice> = parts.iter().map(|p| IoSlice::new(p)).collect();
    let mut rest = &mut slices[..];
    while !rest.is_empty() {
        match file.write_vectored(rest) {
            Ok(0) => return Err(std::io::ErrorKind::WriteZero.into()),
            Ok(n) => IoSlice::advance_slices(&mut rest, n),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    cut(&file, parts.iter().map(|p| p.len() as u64).sum())
}

/// Assembles `text` in pieces on two threads, handing each piece's output
/// to `emit` in order; stops at the first error, or at the first piece that
/// is not UTF-8 (then `not_utf8` is set and the caller reports it).
///
/// Pieces are cut at line ends by the threads themselves (see
/// `parallel::line_cut`), and each checks its own bytes, so that no pass
/// over the whole text runs on one thread first. A cut could fall inside a
/// `/* */` comment: from the first piece holding a `/*` on, the rest is cut
/// again where no comment is open.
fn assemble_all<'e>(
    target: Target,
    text: &[u8],
    emit: Emit,
    sink: &'e mut (dyn FnMut(&[u8]) -> Result<(), Failure> + Send),
) -> Progress<'e> {
    let mut progress = Progress {
        emit: sink,
        error: None,
        failure: None,
        not_utf8: false,
        resume: None,
    };
    let pieces = parallel::stream_pieces_for(text.len());
    let cut = |k: usize| parallel::line_cut(text, pieces, k);
    assemble_pieces(target, text, pieces, &cut, pieces > 1, emit, &mut progress);
    if let Some(start) = progress.resume.take() {
        let rest = text.get(start..).unwrap_or_default();
        match std::str::from_utf8(rest) {
            Err(_) => progress.not_utf8 = true,
            Ok(rest_text) => {
                let cuts = comment_safe_cuts(rest_text, parallel::stream_pieces_for(rest.len()));
                let cut = |k: usize| start + cuts[k];
                assemble_pieces(
                    target,
                    text,
                    cuts.len() - 1,
                    &cut,
                    false,
                    emit,
                    &mut progress,
                );
            }
        }
    }
    progress
}

/// Why a piece was not assembled.
enum Skip {
    Source(SourceError),
    NotUtf8,
    /// It holds a `/*`: the pieces from here on must be cut again.
    Comment,
}

/// Assembles `text[cut(i)..cut(i + 1)]` for each piece `i` in `0..count`
/// into `progress`; with `check_comments`, stops at the first piece holding
/// a `/*` and notes where it starts in `progress.resume`.
fn assemble_pieces(
    target: Target,
    text: &[u8],
    count: usize,
    cut: &(dyn Fn(usize) -> usize + Sync),
    check_comments: bool,
    emit: Emit,
    progress: &mut Progress,
) {
    parallel::stream(
        count,
        progress,
        || {
            // room for a piece's output, mapped in at once (see mem.rs)
            let piece = text.len() / count.max(1) + 4096;
            let room = match emit {
                Emit::Code => piece / 4,
                Emit::Text => piece + piece / 4,
                Emit::TextWithEncoding => piece * 3,
            };
            (Listing::with_room(room), Vec::new(), LineMemo::default())
        },
        |(buf, stmts, memo), i| {
            buf.clear();
            let bytes = text.get(cut(i)..cut(i + 1)).unwrap_or_default();
            let src = std::str::from_utf8(bytes).map_err(|_| Skip::NotUtf8)?;
            if check_comments && memchr::memmem::find(bytes, b"/*").is_some() {
                return Err(Skip::Comment);
            }
            assemble(target, src, emit, stmts, memo, buf).map_err(Skip::Source)
        },
        |p, (buf, ..), i, r| match r {
            Err(Skip::Source(e)) => {
                p.error = Some((cut(i), e));
                false
            }
            Err(Skip::NotUtf8) => {
                p.not_utf8 = true;
                false
            }
            Err(Skip::Comment) => {
                p.resume = Some(cut(i));
                false
            }
            Ok(()) => match (p.emit)(buf.text()) {
                Ok(()) => true,
                Err(f) => {
                    p.failure = Some(f);
                    false
                }
            },
        },
    );
}

fn count_lines(text: &[u8]) -> usize {
    text.iter().filter(|&&b| b == b'\n').count()
}

/// Like [`parallel::line_cuts`], but only at line ends outside `/* */`
/// comments (a piece is assembled as if no comment were open at its start).
/// Comments are found as the assembler finds them: `;` and `//` run to the
/// line's end or a `\r`, `/*` opens a comment and `*/` closes it.
fn comment_safe_cuts(text: &str, pieces: usize) -> Vec<usize> {
    let bytes = text.as_bytes();
    let mut cuts = vec![0];
    let mut in_block = false;
    let mut line_start = 0;
    while line_start < bytes.len() && cuts.len() < pieces {
        let end = bytes[line_start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(bytes.len(), |p| line_start + p);
        let line = &bytes[line_start..end];
        let mut i = 0;
        loop {
            if in_block {
                match find2(line, i, b"*/") {
                    Some(p) => {
                        in_block = false;
                        i = p + 2;
                    }
                    None => break,
                }
            } else {
                let Some(p) = line[i.min(line.len())..]
                    .iter()
                    .position(|&b| b == b';' || b == b'/')
                    .map(|p| i + p)
                else {
                    break;
                };
                match (line[p], line.get(p + 1)) {
                    // a `\r` ends the comment too (llvm-mc-22)
                    (b';', _) | (b'/', Some(b'/')) => match memchr::memchr(b'\r', &line[p..]) {
                        Some(r) => i = p + r + 1,
                        None => break,
                    },
                    (b'/', Some(b'*')) => {
                        in_block = true;
                        i = p + 2;
                    }
                    _ => i = p + 1,
                }
            }
        }
        let next = end + 1;
        if !in_block && next < bytes.len() && next >= bytes.len() * cuts.len() / pieces {
            cuts.push(next);
        }
        line_start = next;
    }
    cuts.push(bytes.len());
    cuts
}

/// Offset of the first `pair` in `line` at or after `from`.
fn find2(line: &[u8], from: usize, pair: &[u8; 2]) -> Option<usize> {
    line.get(from..)?
        .windows(2)
        .position(|w| w == pair)
        .map(|p| from + p)
}

/// Assembles `src` (one piece, whose first line is not inside a comment)
/// into `out`; `stmts` is a reused buffer.
///
/// The usual DS line is read by the one-pass reader and printed straight
/// away; any other line goes to the general parser alone (with the rest of
/// the piece when it may open a `/* */` comment), which reads the lines the
/// reader takes the same way. A line seen before (compiled code repeats
/// `s_waitcnt`s, moves, address arithmetic) is answered from `memo`.
fn assemble(
    target: Target,
    src: &str,
    emit: Emit,
    stmts: &mut Vec<Statement>,
    memo: &mut LineMemo,
    out: &mut Listing,
) -> Result<(), SourceError> {
    let bytes = src.as_bytes();
    let (mut at, mut lines) = (0, 0);
    while let Some(rest) = bytes.get(at..).filter(|r| !r.is_empty()) {
        if let Some((inst, n)) = parse_plain_ds_line(target, rest) {
            push_ds(out, &inst, emit);
            at += n;
            lines += 1;
            continue;
        }
        let (len, opens_comment) = scan_line(rest);
        let end = at + len;
        let line = src.get(at..end).unwrap_or_default();
        if !opens_comment {
            if let Some(text) = memo.find(line.as_bytes()) {
                out.push_bytes(text);
                at = end;
                lines += 1;
                continue;
            }
        }
        let general = if opens_comment {
            src.get(at..).unwrap_or_default()
        } else {
            line
        };
        parse_source_into(target, general, stmts).map_err(|e| SourceError {
            line: e.line + lines,
            ..e
        })?;
        let before = out.text().len();
        out.with_vec(|out| {
            for s in stmts.iter() {
                push_item(out, &s.item, emit);
            }
        });
        if opens_comment {
            break;
        }
        memo.keep(line.as_bytes(), &out.text()[before..]);
        at = end;
        lines += 1;
    }
    Ok(())
}

/// The length of the first line of `text` (its newline included) and
/// whether that line holds a `/*`: one vectorised scan for both.
fn scan_line(text: &[u8]) -> (usize, bool) {
    let (mut from, mut opens) = (0, false);
    while let Some(i) = text
        .get(from..)
        .and_then(|t| memchr::memchr2(b'\n', b'/', t))
    {
        let i = from + i;
        if text[i] == b'\n' {
            return (i + 1, opens);
        }
        opens |= text.get(i + 1) == Some(&b'*');
        from = i + 1;
    }
    (text.len(), opens)
}

/// The output of lines assembled before, by their exact text (newline
/// included). A line outside a `/* */` comment assembles the same wherever
/// it is: the parser reads nothing but the line and the target (no symbols,
/// no sections), so its output can be replayed.
///
/// An open-addressing hash of the texts; each entry's text and output are
/// kept one after another in `store`, and everything is forgotten when the
/// table is half full or the store full. Empty (no allocation) until the
/// first line is kept.
#[derive(Default)]
struct LineMemo {
    /// 1 + the index of an entry in `entries`, 0 for none.
    slots: Vec<u32>,
    /// Per entry: the text's hash, then where its text starts in `store`
    /// (bits 0-31), the text's length (32-47) and the output's (48-63).
    entries: Vec<[u64; 2]>,
    store: Vec<u8>,
}

/// log2 of the number of slots: room for the few thousand distinct lines
/// of a large listing of compiled code at a low load.
const LINE_MEMO_BITS: u32 = 14;
/// Bytes of texts and outputs kept at most.
const LINE_MEMO_STORE: usize = 1 << 20;
/// Longer lines (or outputs) are not kept.
const LINE_MEMO_LONGEST: usize = 1024;

impl LineMemo {
    /// A hash of `text`: its 8-byte words and length mixed by
    /// multiplication (FxHash's step).
    fn hash(text: &[u8]) -> u64 {
        const K: u64 = 0x517c_c1b7_2722_0a95;
        let mut h = text.len() as u64;
        let mut words = text.chunks_exact(8);
        for w in &mut words {
            let w = u64::from_le_bytes(w.try_into().unwrap_or_default());
            h = (h.rotate_left(5) ^ w).wrapping_mul(K);
        }
        let mut tail = [0u8; 8];
        tail[..words.remainder().len()].copy_from_slice(words.remainder());
        (h.rotate_left(5) ^ u64::from_le_bytes(tail)).wrapping_mul(K)
    }

    /// The slot of `text` (hashed `h`): where its entry is, or the empty
    /// slot where it would go (the table is never full).
    fn slot(&self, text: &[u8], h: u64) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = (h >> (64 - LINE_MEMO_BITS)) as usize;
        loop {
            match self.slots[i] {
                0 => return i,
                e => {
                    if self.entry(e as usize - 1, h, text).is_some() {
                        return i;
                    }
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// The output of entry `e` when its text is `text` (hashed `h`).
    fn entry(&self, e: usize, h: u64, text: &[u8]) -> Option<&[u8]> {
        let [kept, place] = *self.entries.get(e)?;
        if kept != h {
            return None;
        }
        let at = (place & 0xffff_ffff) as usize;
        let (len, out) = ((place >> 32 & 0xffff) as usize, (place >> 48) as usize);
        let entry = self.store.get(at..at + len + out)?;
        (entry[..len] == *text).then(|| &entry[len..])
    }

    /// The output kept for `text`.
    fn find(&self, text: &[u8]) -> Option<&[u8]> {
        if self.slots.is_empty() {
            return None;
        }
        let h = Self::hash(text);
        match self.slots[self.slot(text, h)] {
            0 => None,
            e => self.entry(e as usize - 1, h, text),
        }
    }

    /// Keeps `output` as what `text` assembles to.
    fn keep(&mut self, text: &[u8], output: &[u8]) {
        if text.len() > LINE_MEMO_LONGEST || output.len() > LINE_MEMO_LONGEST {
            return;
        }
        if self.slots.is_empty() {
            self.slots = vec![0; 1 << LINE_MEMO_BITS];
            self.store = Vec::with_capacity(LINE_MEMO_STORE);
        }
        if self.store.len() + text.len() + output.len() > LINE_MEMO_STORE
            || 2 * self.entries.len() >= self.slots.len()
        {
            self.slots.fill(0);
            self.entries.clear();
            self.store.clear();
        }
        let h = Self::hash(text);
        let slot = self.slot(text, h);
        if self.slots[slot] != 0 {
            return; // kept already
        }
        let place =
            self.store.len() as u64 | (text.len() as u64) << 32 | (output.len() as u64) << 48;
        self.entries.push([h, place]);
        self.slots[slot] = self.entries.len() as u32;
        self.store.extend_from_slice(text);
        self.store.extend_from_slice(output);
    }
}

/// The output for one DS instruction, written in place.
#[inline(always)]
fn push_ds(out: &mut Listing, inst: &DsInst, emit: Emit) {
    match emit {
        Emit::Code => out.push_small(&inst.encode().to_le_bytes()),
        Emit::TextWithEncoding => out.push_ds_line(inst, true),
        Emit::Text => out.push_ds_line(inst, false),
    }
}

/// The output for one statement.
fn push_item(out: &mut Vec<u8>, item: &Item, emit: Emit) {
    match (item, emit) {
        (Item::Inst(inst), Emit::Code) => out.extend_from_slice(&inst.encode()),
        (Item::Label(_), Emit::Code) => {}
        (Item::Label(l), _) => {
            out.extend_from_slice(l.as_bytes());
            out.extend_from_slice(b":\n");
        }
        (Item::Inst(inst), Emit::TextWithEncoding) => {
            push_with_encoding(out, inst);
            out.push(b'\n');
        }
        (Item::Inst(inst), Emit::Text) => {
            out.push(b'\t');
            push_text(out, inst);
            out.push(b'\n');
        }
    }
}

/// Appends the canonical text of `inst` to `out`: DS instructions through
/// their byte printer, the others through the formatter.
pub fn push_text(out: &mut Vec<u8>, inst: &Inst) {
    struct Bytes<'a>(&'a mut Vec<u8>);
    impl std::fmt::Write for Bytes<'_> {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            self.0.extend_from_slice(s.as_bytes());
            Ok(())
        }
    }
    let _ = match inst {
        Inst::Ds(d) => d.write_bytes(out),
        other => other.write_text(&mut Bytes(out)),
    };
}

/// `llvm-mc -show-encoding` layout: tab, text padded to 40 columns (at least
/// one space), then `; encoding: [0x..,...]`.
pub fn push_with_encoding(out: &mut Vec<u8>, inst: &Inst) {
    // DS words (the usual) as one `u64`, the others through `Encoded`
    match inst {
        Inst::Ds(d) => push_encoded_line(out, &d.encode().to_le_bytes(), |out| {
            let _ = d.write_bytes(out);
        }),
        _ => push_encoded_line(out, &inst.encode(), |out| push_text(out, inst)),
    }
}

/// [`push_with_encoding`] for the text that `text` appends and the bytes
/// `code`.
#[inline(always)]
fn push_encoded_line(out: &mut Vec<u8>, code: &[u8], text: impl FnOnce(&mut Vec<u8>)) {
    out.push(b'\t');
    let start = out.len();
    text(out);
    let width = out.len() - start;
    let pad = 40usize.saturating_sub(width).max(usize::from(width >= 40));
    // padding, `; encoding: [`, up to 16 bytes, on the stack
    let mut tail = [b' '; 40 + 13 + 5 * 16];
    tail[pad..pad + 13].copy_from_slice(b"; encoding: [");
    let mut n = pad + 13;
    if code.len() > 16 {
        out.extend_from_slice(&tail[..n]);
        for b in code {
            out.extend_from_slice(&HEX_BYTES[usize::from(*b)]);
        }
    } else {
        for b in code {
            tail[n..n + 5].copy_from_slice(&HEX_BYTES[usize::from(*b)]);
            n += 5;
        }
        out.extend_from_slice(&tail[..n]);
    }
    // the last byte's comma becomes the closing bracket
    if let Some(last) = out.last_mut().filter(|c| **c == b',') {
        *last = b']';
    } else {
        out.push(b']');
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use amdgpu_isa::parse_source;

    /// Slices and halves change nothing: same output, and the same first
    /// error with its line counted from the start.
    #[test]
    fn pieces_equal_one_pass() {
        let t = Target::from_name("gfx950").unwrap();
        let mut src = String::new();
        for i in 0..20_000 {
            src.push_str(&format!(
                "l{i}: ds_add_u32 v{}, v2 offset:{i} ; c\n",
                i % 256
            ));
        }
        let whole = |src: &str| -> Result<Vec<u8>, SourceError> {
            let mut out = Vec::new();
            for s in parse_source(t, src)? {
                match &s.item {
                    Item::Label(l) => out.extend_from_slice(format!("{l}:\n").as_bytes()),
                    Item::Inst(i) => {
                        let text = i.display().to_string();
                        let hex: Vec<String> =
                            i.encode().iter().map(|b| format!("{b:#04x}")).collect();
                        let line = format!("\t{text:<39} ; encoding: [{}]\n", hex.join(","));
                        out.extend_from_slice(line.as_bytes());
                    }
                }
            }
            Ok(out)
        };
        let pieces = |src: &str, emit| -> Result<Vec<u8>, SourceError> {
            let mut out = Vec::new();
            let mut sink = |b: &[u8]| {
                out.extend_from_slice(b);
                Ok(())
            };
            let error = assemble_all(t, src.as_bytes(), emit, &mut sink).error;
            match error {
                Some((start, e)) => Err(SourceError {
                    line: e.line + count_lines(&src.as_bytes()[..start]),
                    ..e
                }),
                None => Ok(out),
            }
        };
        assert_eq!(pieces(&src, Emit::TextWithEncoding), whole(&src));
        let bad = src.replace("offset:17000 ", "offset:70000 ");
        assert_eq!(
            pieces(&bad, Emit::Text).map(|_| ()),
            whole(&bad).map(|_| ())
        );
        // block comments across what would be cuts
        let commented: String = src
            .lines()
            .enumerate()
            .map(|(i, l)| match i % 1000 {
                0 => format!("/* open ; // x\n{l}\n"),
                1 => format!("{l} */ {l}\n"),
                2 => format!("{l} // /* not opened\n"),
                3 => format!("{l} ; /* not opened\n"),
                _ => format!("{l}\n"),
            })
            .collect();
        let expect = whole(&commented);
        assert!(expect.is_ok());
        assert_eq!(pieces(&commented, Emit::TextWithEncoding), expect);
        let cuts = comment_safe_cuts(&commented, 40);
        assert!(cuts.len() > 30, "{}", cuts.len());
    }

    /// A `\r` ends a `;` comment, so a `/*` after it opens one: no cut
    /// falls inside that.
    #[test]
    fn cuts_stay_out_of_a_comment_opened_after_a_cr() {
        let nops = |k: u8| format!("s_nop {k}\n").repeat(100);
        let text = format!("s_nop 0 ; c\r/* open\n{}*/\n{}", nops(1), nops(2));
        let close = text.find("*/").unwrap();
        let cuts = comment_safe_cuts(&text, 20);
        assert!(cuts.len() > 5, "{cuts:?}");
        assert!(cuts.iter().all(|&c| c == 0 || c > close), "{cuts:?}");
    }

    /// Lines answered from the memo print what the parser prints for them:
    /// repeated ALU/SMEM lines, with labels, comments, CRLF ends and a last
    /// line without its newline, in pieces and in one pass.
    #[test]
    fn memo_replays_what_the_parser_prints() {
        let t = Target::from_name("gfx950").unwrap();
        let lines = [
            "\ts_waitcnt lgkmcnt(0)\n",
            "\tv_add_u32_e32 v3, s2, v1\n",
            "k: v_mov_b32_e32 v1, 0x1234 ; note\n",
            "\tv_lshl_add_u32 v0, v0, 2, s2 // note\n",
            "\ts_load_dword s2, s[0:1], 0x10\r\n",
            "\tv_add_u32_e32 v3, s2, v1 /* c */\n",
            "\tds_write_b32 v0, v2\n",
            "\n",
        ];
        let mut src = String::new();
        for i in 0..30_000 {
            src.push_str(lines[i * 7 % lines.len()]);
        }
        src.push_str("\ts_nop 0");
        let mut want = Vec::new();
        for s in parse_source(t, &src).unwrap() {
            push_item(&mut want, &s.item, Emit::TextWithEncoding);
        }
        let mut got = Vec::new();
        let mut sink = |b: &[u8]| {
            got.extend_from_slice(b);
            Ok(())
        };
        let p = assemble_all(t, src.as_bytes(), Emit::TextWithEncoding, &mut sink);
        assert!(p.error.is_none() && p.failure.is_none() && !p.not_utf8);
        assert_eq!(
            String::from_utf8_lossy(&got),
            String::from_utf8_lossy(&want)
        );
        // a bad line is reported where it first is, even after good copies
        let bad = format!("{src}\n\tv_add_u32_e32 v3, s2, v1, v2\n{src}");
        let mut sink = |_: &[u8]| Ok(());
        let p = assemble_all(t, bad.as_bytes(), Emit::Text, &mut sink);
        let (start, e) = p.error.expect("an error");
        assert_eq!(e.line + count_lines(&bad.as_bytes()[..start]), 30_002);
    }

    /// The memo gives back only what was kept for the same text, and starts
    /// over when its store is full.
    #[test]
    fn memo_keeps_texts_apart() {
        let mut m = LineMemo::default();
        assert_eq!(m.find(b"a\n"), None);
        m.keep(b"a\n", b"A");
        m.keep(b"b\n", b"BB");
        assert_eq!(m.find(b"a\n"), Some(&b"A"[..]));
        assert_eq!(m.find(b"b\n"), Some(&b"BB"[..]));
        assert_eq!(m.find(b"a"), None);
        assert_eq!(m.find(b"c\n"), None);
        // many more entries than slots, more bytes than the store holds
        let texts: Vec<String> = (0..40_000).map(|i| format!("line {i}\n")).collect();
        for (i, text) in texts.iter().enumerate() {
            m.keep(text.as_bytes(), format!("{i:>40}").as_bytes());
        }
        let mut found = 0;
        for (i, text) in texts.iter().enumerate() {
            if let Some(out) = m.find(text.as_bytes()) {
                assert_eq!(out, format!("{i:>40}").as_bytes());
                found += 1;
            }
        }
        assert!(found > 1000, "{found}");
        assert!(m.store.len() <= LINE_MEMO_STORE);
        // too long to keep
        m.keep(&[b'x'; 2000], b"X");
        assert_eq!(m.find(&[b'x'; 2000]), None);
    }

    #[test]
    fn scan_line_finds_the_end_and_block_comments() {
        assert_eq!(scan_line(b"a b\nc"), (4, false));
        assert_eq!(scan_line(b"a // x /* y\nc /*"), (12, true));
        assert_eq!(scan_line(b"a / *\n/*"), (6, false));
        assert_eq!(scan_line(b"a/"), (2, false));
        assert_eq!(scan_line(b"/*"), (2, true));
        assert_eq!(scan_line(b""), (0, false));
    }

    /// Text that is not UTF-8 is reported as such, wherever it is, before
    /// an error in an earlier piece, and with nothing on stdout.
    #[test]
    fn not_utf8_wins_over_earlier_errors() {
        let Some(bin) = crate::test_binary() else {
            return; // the binary is built for `cargo test` of this package
        };
        let dir = std::env::temp_dir().join(format!("amdgpu-isa-utf8-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let good = "\tds_add_u32 v1, v2 offset:8\n".repeat(20_000);
        let mut late = format!("\tds_add_u32 v1, v2 offset:70000\n{good}").into_bytes();
        late.extend_from_slice(b"\tds_add_u32 v1, v2 ; \xff\n");
        let mut early = b"\tds_add_u32 v1, \xc3\n".to_vec();
        early.extend_from_slice(good.as_bytes());
        for (name, src, line, col) in [("late.s", late, 20_002, 22), ("early.s", early, 1, 17)] {
            let path = dir.join(name);
            std::fs::write(&path, src).unwrap();
            let out = std::process::Command::new(&bin)
                .args(["asm", "--target", "gfx950"])
                .arg(&path)
                .output()
                .unwrap();
            let want = format!(
                "{}:{line}:{col}: error: input is not valid UTF-8 text\n",
                path.display()
            );
            assert_eq!(String::from_utf8_lossy(&out.stderr), want, "{name}");
            assert!(out.stdout.is_empty(), "{name}");
            assert_eq!(out.status.code(), Some(2), "{name}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// `asm -o` writes the object the library makes (its parts written
    /// with one `writev`), `--raw` the bytes of `.text`; a source with an
    /// error leaves no file behind, not even an older one; `-o` may name
    /// the source itself.
    #[test]
    fn object_files_as_the_library_makes_them() {
        let Some(bin) = crate::test_binary() else {
            return; // the binary is built for `cargo test` of this package
        };
        let dir = std::env::temp_dir().join(format!("amdgpu-isa-obj-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let t = Target::from_name("gfx1100").unwrap();
        let src = "\t.text\n\t.globl k\nk:\nloop:\n\ts_mov_b32 s0, 1\n\ts_cbranch_scc0 loop\n\t.data\n\t.long 7\n\t.text\n\ts_endpgm\n";
        let a = amdgpu_asm::assemble(src, t).unwrap();
        let path = dir.join("k.s");
        std::fs::write(&path, src).unwrap();
        let out = dir.join("k.o");
        let run = |extra: &[&str]| {
            std::process::Command::new(&bin)
                .args(["asm", "--target", "gfx1100"])
                .arg(&path)
                .arg("-o")
                .arg(&out)
                .args(extra)
                .output()
                .unwrap()
        };
        assert!(run(&[]).status.success());
        assert_eq!(std::fs::read(&out).unwrap(), a.to_elf().unwrap());
        let text = a.section(".text").unwrap().data.clone();
        assert!(run(&["--raw"]).status.success());
        assert_eq!(std::fs::read(&out).unwrap(), text);
        std::fs::write(&path, "\ts_mov_b32 s0, bogus_op(\n").unwrap();
        // (the output is opened on another thread meanwhile: removed after
        // it was made, however quickly the source fails)
        for _ in 0..10 {
            std::fs::write(&out, "older").unwrap();
            let failed = run(&[]);
            assert_eq!(failed.status.code(), Some(2));
            assert!(!out.exists());
        }
        // an object written over its own source: the source is not emptied
        // before it is read
        std::fs::write(&path, src).unwrap();
        let over = std::process::Command::new(&bin)
            .args(["asm", "--target", "gfx1100"])
            .arg(&path)
            .arg("-o")
            .arg(&path)
            .output()
            .unwrap();
        assert!(over.status.success());
        assert_eq!(std::fs::read(&path).unwrap(), a.to_elf().unwrap());
        let _ = std::fs::remove_dir_all(&dir);
    }
}

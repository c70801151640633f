//! `amdgpu-isa disasm`: machine code in, LLVM-syntax text out.
//!
//! Large inputs are handled on two threads in pieces of about 64 KiB (see
//! `parallel.rs`), cut at line ends: each piece's text is parsed into bytes
//! and decoded by one thread, and the listings are written in order, each as
//! soon as the pieces before it are out (see `output.rs`). A piece is decoded
//! from its first byte; near its end, where an instruction could need bytes
//! of the next piece, decoding stops at the first word that does not decode,
//! and those bytes are carried over and decoded again in front of the next
//! piece. Either way the output, warnings and exit code are those of one pass
//! from the start.

use crate::{input, parallel, resolve_target, DisasmTargetArgs, Failure};
use amdgpu_isa::encoding::ds::{self, DsInst};
use amdgpu_isa::{decode, DecodeError, Target};
use std::io::Write as _;
use std::process::ExitCode;

// `src/elf.rs` and `src/output.rs`, declared here so that `main.rs` need not
// change.
#[path = "elf.rs"]
pub mod elf;

use crate::output::Output;

/// Disassembles FILE (or stdin). Without `--target`, an ELF code object is
/// decoded for the processor its header names.
pub fn run(args: &DisasmTargetArgs, raw: bool, file: Option<&str>) -> Result<ExitCode, Failure> {
    let wave = args.wave_size.as_deref();
    let chosen = args
        .target
        .as_deref()
        .map(|t| resolve_target(t, wave))
        .transpose()?;
    let (name, data) = input::map_bytes(file)?;
    if elf::is_elf(&data) {
        let target = match chosen {
            Some(t) => t,
            None => {
                let gpu = elf::processor(&data)
                    .map_err(|msg| Failure::located(format!("{name}: error: {msg}")))?;
                resolve_target(gpu, wave)?
            }
        };
        return run_elf(target, &name, &data);
    }
    let target = chosen.ok_or_else(|| {
        Failure::usage(format!(
            "{name}: --target is required (only an ELF code object names its processor)"
        ))
    })?;
    // Raw machine code has no late errors (only text can hold a bad token),
    // so its listing may stream into a pipe too.
    let mut out = if raw {
        Output::stdout_final()
    } else {
        Output::stdout()
    };
    let pieces = parallel::stream_pieces_for(data.len());
    // Warnings go out as they are found, before the listing when it is held
    // (as one pass would write them); `list` reports none while a later bad
    // token could still make the run an error.
    let text: &[u8] = if raw { &[] } else { &data };
    let mut locate = Locator::new(text);
    let mut warnings = std::io::BufWriter::with_capacity(1 << 16, std::io::stderr());
    let (mut bad, mut unsupported) = (0usize, 0usize);
    let mut warn = |at: usize, e: DecodeError| {
        let (line, col) = locate.origin(at);
        let _ = match e {
            DecodeError::Unsupported { len } => {
                unsupported += 1;
                writeln!(
                    warnings,
                    "{name}:{line}:{col}: warning: instruction not supported yet ({len} bytes skipped)"
                )
            }
            e => {
                bad += 1;
                writeln!(warnings, "{name}:{line}:{col}: warning: {e}")
            }
        };
    };
    let listed = list(
        target,
        &data,
        raw,
        pieces,
        &mut |b: &[u8]| out.write(b),
        &mut warn,
    );
    let _ = warnings.flush();
    if let Err(stop) = listed {
        out.abandon();
        return Err(match stop {
            Stop::Write(f) => f,
            // Report as one pass would: the text is checked for UTF-8
            // before any token, then the first bad token wins.
            Stop::Text(TextError::Token { .. }) | Stop::Text(TextError::NotUtf8)
                if std::str::from_utf8(&data).is_err() =>
            {
                Failure::usage(format!(
                    "{name}: not text; use --raw for binary machine code"
                ))
            }
            Stop::Text(TextError::Token { at, msg }) => {
                let (line, col) = line_col(&data, at);
                Failure::located(format!("{name}:{line}:{col}: error: {msg}"))
            }
            Stop::Text(TextError::NotUtf8) => Failure::usage(format!(
                "{name}: not text; use --raw for binary machine code"
            )),
        });
    }
    out.finish()?;
    if bad + unsupported > 0 {
        eprintln!(
            "{name}: error: {bad} undecodable and {unsupported} not yet supported instruction(s)"
        );
        return Ok(ExitCode::from(2));
    }
    Ok(ExitCode::SUCCESS)
}

/// An ELF code object: `llvm-objdump -d` output on stdout; a note on stderr
/// counts the instructions printed as `<not yet supported>` (exit code 0);
/// undecodable words and malformed files give exit code 2.
fn run_elf(target: Target, name: &str, data: &[u8]) -> Result<ExitCode, Failure> {
    // a malformed object is found before anything is listed
    let mut out = Output::stdout_final();
    let listing = elf::disassemble(name, data, target, &mut |b: &[u8]| out.write(b));
    let listing = match listing {
        Ok(l) => l,
        Err(elf::Stop::Malformed(msg)) => {
            out.abandon();
            return Err(Failure::located(format!("{name}: error: {msg}")));
        }
        Err(elf::Stop::Write(f)) => {
            out.abandon();
            return Err(f);
        }
    };
    out.finish()?;
    if listing.unsupported > 0 {
        eprintln!(
            "{name}: note: {} of {} instructions are not supported yet",
            listing.unsupported, listing.instructions
        );
    }
    if listing.invalid > 0 {
        eprintln!(
            "{name}: error: {} undecodable instruction word(s)",
            listing.invalid
        );
        return Ok(ExitCode::from(2));
    }
    Ok(ExitCode::SUCCESS)
}

/// Where a piece's decoding may stop short when it is not the last: an
/// instruction starting closer to the end than this could need later bytes
/// (the longest encodings are 20 bytes).
const NEAR_END: usize = 64;

/// Why listing stopped before the end.
enum Stop {
    Text(TextError),
    Write(Failure),
}

/// One thread's reused buffers.
#[derive(Default)]
struct Scratch {
    /// The piece's machine code (text input) after its first `fused` bytes,
    /// which were decoded straight from the text (see [`list_byte_lines`]).
    bytes: Vec<u8>,
    fused: usize,
    /// Its listing.
    out: Listing,
    /// Byte offset (in the piece) and problem of each instruction that did
    /// not decode.
    notes: Vec<(usize, DecodeError)>,
}

/// What the pieces delivered so far left behind.
struct Progress<'e> {
    emit: &'e mut (dyn FnMut(&[u8]) -> Result<(), Failure> + Send),
    /// Offset in the machine code of the next piece's first byte.
    next: usize,
    /// Bytes at the end of the pieces so far not decoded yet, and the offset
    /// of the first.
    carry: Vec<u8>,
    carry_at: usize,
    note: &'e mut (dyn FnMut(usize, DecodeError) + Send),
    /// The text after the pieces so far is known to parse: no bad token can
    /// come, and warnings may go out.
    checked: bool,
    stop: Option<Stop>,
}

impl Progress<'_> {
    /// Gives `note` the problems of code that starts at offset `base`,
    /// unless the first of all finds (`check`) a bad token in the text after
    /// it: then nothing, and `false`.
    fn hand_over(
        &mut self,
        notes: &[(usize, DecodeError)],
        base: usize,
        check: impl FnOnce() -> Result<(), TextError>,
    ) -> bool {
        if !notes.is_empty() && !self.checked {
            if let Err(e) = check() {
                self.stop = Some(Stop::Text(e));
                return false;
            }
            self.checked = true;
        }
        for &(at, e) in notes {
            (self.note)(base + at, e);
        }
        true
    }
}

/// Lists `data` (text, or machine code when `raw`), cut into about `pieces`
/// pieces, through `emit`; gives `note` the byte offset in the machine code
/// and problem of every instruction that did not decode, in order, each
/// before the listing that holds it and only once the whole text is known
/// to parse (as one pass that parses first, then decodes, would).
fn list(
    target: Target,
    data: &[u8],
    raw: bool,
    pieces: usize,
    emit: &mut (dyn FnMut(&[u8]) -> Result<(), Failure> + Send),
    note: &mut (dyn FnMut(usize, DecodeError) + Send),
) -> Result<(), Stop> {
    let count = pieces.max(1);
    // where piece `k` starts, found by the thread that lists it (see
    // `parallel::line_cut`)
    let cut = |k: usize| {
        if raw && k < count {
            // 8-byte boundaries: DS words are 8 bytes, the others multiples of 4
            (data.len() * k / count) & !7
        } else {
            parallel::line_cut(data, count, k)
        }
    };
    let piece = |i: usize| data.get(cut(i)..cut(i + 1)).unwrap_or_default();
    let mut progress = Progress {
        emit,
        next: 0,
        carry: Vec::new(),
        carry_at: 0,
        note,
        checked: raw,
        stop: None,
    };
    parallel::stream(
        count,
        &mut progress,
        || {
            // room for a piece's listing, mapped in at once (see mem.rs):
            // a DS line is about 43 bytes, from 40 bytes of byte list, 18
            // of hex dwords or 8 of machine code
            let piece = data.len() / count + 4096;
            let room = if raw { piece * 6 } else { piece * 5 / 2 };
            Scratch {
                out: Listing::with_room(room),
                ..Scratch::default()
            }
        },
        |s, i| -> Result<usize, TextError> {
            let Scratch {
                bytes,
                fused,
                out,
                notes,
            } = s;
            out.clear();
            notes.clear();
            let code = if raw {
                *fused = 0;
                piece(i)
            } else {
                let text = piece(i);
                let (lines, at) = list_byte_lines(target, text, out);
                *fused = 8 * lines;
                bytes.clear();
                parse_hex(text.get(at..).unwrap_or_default(), bytes)
                    .map_err(|e| e.moved(cut(i) + at))?;
                bytes
            };
            let first = notes.len();
            let end = decode_into(target, code, i + 1 == count, out, notes);
            for (at, _) in &mut notes[first..] {
                *at += *fused;
            }
            Ok(*fused + end)
        },
        |p, s, i, r| {
            let end = match r {
                Ok(end) => end,
                Err(e) => {
                    p.stop = Some(Stop::Text(e));
                    return false;
                }
            };
            // the piece's code after its fused lines, which decoded whole
            let rest = if raw { piece(i) } else { &s.bytes[..] };
            let base = p.next;
            p.next += s.fused + rest.len();
            if p.carry.is_empty() {
                if !p.hand_over(&s.notes, base, || check_text(data, cut(i + 1))) {
                    return false;
                }
                p.carry
                    .extend_from_slice(rest.get(end - s.fused..).unwrap_or_default());
                p.carry_at = base + end;
            } else {
                // The piece before stopped short: decode its rest and this
                // piece again, in one stretch (rare: only a word that does
                // not decode near a piece's end); the fused lines' bytes are
                // read again from the text, which parsed before.
                let mut joined = std::mem::take(&mut p.carry);
                if raw {
                    joined.extend_from_slice(rest);
                } else if let Err(e) = parse_hex(piece(i), &mut joined) {
                    // cannot happen: the same text parsed in `work`
                    p.stop = Some(Stop::Text(e));
                    return false;
                }
                s.out.clear();
                s.notes.clear();
                let end = decode_into(target, &joined, i + 1 == count, &mut s.out, &mut s.notes);
                let from = p.carry_at;
                if !p.hand_over(&s.notes, from, || check_text(data, cut(i + 1))) {
                    return false;
                }
                p.carry_at = from + end;
                p.carry = joined.get(end..).unwrap_or_default().to_vec();
            }
            match (p.emit)(s.out.text()) {
                Ok(()) => true,
                Err(f) => {
                    p.stop = Some(Stop::Write(f));
                    false
                }
            }
        },
    );
    match progress.stop {
        Some(stop) => Err(stop),
        None => Ok(()),
    }
}

/// Checks that `text` from byte `from` (a line start) parses, as
/// [`parse_hex`] would report it, a stretch of lines at a time so that the
/// bytes parsed need little room. Run once, at the first warning of a text
/// input: before it is printed, no bad token may remain.
fn check_text(text: &[u8], from: usize) -> Result<(), TextError> {
    const STRETCH: usize = 1 << 20;
    let mut bytes = Vec::new();
    let mut at = from;
    while at < text.len() {
        let end = text
            .get(at + STRETCH..)
            .and_then(|t| memchr::memchr(b'\n', t))
            .map_or(text.len(), |p| at + STRETCH + p + 1);
        bytes.clear();
        parse_hex(&text[at..end], &mut bytes).map_err(|e| e.moved(at))?;
        at = end;
    }
    Ok(())
}

/// Decodes `code` from its start into `out`, noting the problems; unless it
/// is the `last` piece, stops at the first word near the end that does not
/// decode (later bytes may complete it). Returns where decoding stopped.
fn decode_into(
    target: Target,
    code: &[u8],
    last: bool,
    out: &mut Listing,
    notes: &mut Vec<(usize, DecodeError)>,
) -> usize {
    let mut at = 0;
    while let Some(rest) = code.get(at..).filter(|r| !r.is_empty()) {
        // DS words, the usual input, straight to their printer: `decode`
        // tries DS first too, so this changes nothing but the detour
        if let Some(word) = rest.first_chunk::<8>().map(|w| u64::from_le_bytes(*w)) {
            if list_ds(target, word, out) {
                at += 8;
                continue;
            }
        }
        match decode(target, rest) {
            Ok(inst) => {
                out.with_vec(|out| {
                    out.push(b'\t');
                    crate::asm::push_text(out, &inst);
                    out.push(b'\n');
                });
                at += inst.len();
            }
            Err(_) if !last && rest.len() < NEAR_END => break,
            Err(e @ DecodeError::Unsupported { len }) => {
                notes.push((at, e));
                at += len;
            }
            Err(e) => {
                notes.push((at, e));
                // as LLVM does: resume one dword later
                at += 4;
            }
        }
    }
    at
}

/// Lists `word` if it is a DS instruction of `target`; whether it was.
#[inline(always)]
fn list_ds(target: Target, word: u64, out: &mut Listing) -> bool {
    if !ds::matches(word as u32) {
        return false;
    }
    let Ok(inst) = DsInst::decode(target, word) else {
        return false;
    };
    match out.room().and_then(|b| inst.write_line_in(false, b)) {
        Some(n) => out.len += n,
        None => out.with_vec(|v| inst.write_line(false, v)),
    }
    true
}

/// Lists the leading lines of `text` that are one DS instruction each, in
/// the usual shape (`0xHH,` eight times, the last `,` a line end), straight
/// from the text: no byte buffer, one pass. Stops at the first other line;
/// returns how many lines it listed and where that line starts. (Decoding of
/// a piece starts at its first byte, so these lines hold whole instructions.)
fn list_byte_lines(target: Target, text: &[u8], out: &mut Listing) -> (usize, usize) {
    let mut at = 0;
    while let Some(line) = text
        .get(at..at + 40)
        .and_then(|l| <&[u8; 40]>::try_from(l).ok())
    {
        match byte_list_line(line) {
            Some(bytes) if list_ds(target, u64::from_le_bytes(bytes), out) => at += 40,
            _ => break,
        }
    }
    (at / 40, at)
}

/// A piece's listing: its text is `buf[..len]`. The buffer keeps its length
/// (zeroed once) so that a line is written in place, with no per-line
/// zeroing or copy.
#[derive(Default)]
pub(crate) struct Listing {
    buf: Vec<u8>,
    len: usize,
    /// Where [`Listing::with_vec`] writes first.
    spill: Vec<u8>,
}

impl Listing {
    /// An empty listing with room for `n` bytes, mapped in (see mem.rs).
    pub(crate) fn with_room(n: usize) -> Listing {
        Listing {
            buf: crate::mem::zeroed(n + DsInst::LINE_ROOM),
            ..Listing::default()
        }
    }

    pub(crate) fn clear(&mut self) {
        self.len = 0;
    }

    pub(crate) fn text(&self) -> &[u8] {
        self.buf.get(..self.len).unwrap_or_default()
    }

    /// Appends `inst`'s line (see [`DsInst::write_line`]), the usual one
    /// written in place.
    #[inline(always)]
    pub(crate) fn push_ds_line(&mut self, inst: &DsInst, encoding: bool) {
        match self.room().and_then(|b| inst.write_line_in(encoding, b)) {
            Some(n) => self.len += n,
            None => self.with_vec(|v| inst.write_line(encoding, v)),
        }
    }

    /// Appends `bytes` (at most [`DsInst::LINE_ROOM`]).
    #[inline(always)]
    pub(crate) fn push_small(&mut self, bytes: &[u8]) {
        match self.room().and_then(|b| b.get_mut(..bytes.len())) {
            Some(dst) => {
                dst.copy_from_slice(bytes);
                self.len += bytes.len();
            }
            None => self.with_vec(|v| v.extend_from_slice(bytes)),
        }
    }

    /// Appends `bytes`, of any length.
    pub(crate) fn push_bytes(&mut self, bytes: &[u8]) {
        self.reserve(bytes.len());
        if let Some(dst) = self.buf.get_mut(self.len..self.len + bytes.len()) {
            dst.copy_from_slice(bytes);
            self.len += bytes.len();
        }
    }

    /// The [`DsInst::LINE_ROOM`] bytes after the text, to write a line into.
    #[inline(always)]
    fn room(&mut self) -> Option<&mut [u8; DsInst::LINE_ROOM]> {
        if self.buf.len() < self.len + DsInst::LINE_ROOM {
            self.grow();
        }
        self.buf
            .get_mut(self.len..self.len + DsInst::LINE_ROOM)
            .and_then(|b| b.try_into().ok())
    }

    #[cold]
    fn grow(&mut self) {
        self.reserve(DsInst::LINE_ROOM);
    }

    /// Makes `buf` at least `more` bytes longer than the text.
    fn reserve(&mut self, more: usize) {
        if self.buf.len() < self.len + more {
            let want = (self.len + more).max(2 * self.buf.len());
            self.buf.resize(want, 0);
        }
    }

    /// Appends through a `Vec` (the less usual lines).
    pub(crate) fn with_vec(&mut self, f: impl FnOnce(&mut Vec<u8>)) {
        let mut spill = std::mem::take(&mut self.spill);
        spill.clear();
        f(&mut spill);
        self.reserve(spill.len());
        if let Some(dst) = self.buf.get_mut(self.len..self.len + spill.len()) {
            dst.copy_from_slice(&spill);
            self.len += spill.len();
        }
        self.spill = spill;
    }
}

enum TextError {
    NotUtf8,
    /// A bad token at byte offset `at` of the text.
    Token {
        at: usize,
        msg: String,
    },
}

impl TextError {
    /// The error of a stretch of text that starts at byte `start`, located in
    /// the whole text.
    fn moved(self, start: usize) -> TextError {
        match self {
            TextError::Token { at, msg } => TextError::Token {
                at: start + at,
                msg,
            },
            e => e,
        }
    }
}

/// Value of each byte as a hex digit, or 0xff.
static HEX: [u8; 256] = {
    let mut t = [0xff; 256];
    let mut c = 0;
    while c < 256 {
        t[c] = match c as u8 {
            d @ b'0'..=b'9' => d - b'0',
            d @ b'a'..=b'f' => d - b'a' + 10,
            d @ b'A'..=b'F' => d - b'A' + 10,
            _ => 0xff,
        };
        c += 1;
    }
    t
};

/// Bytes that end a token: separators, comment starts, line ends.
static STOP: [bool; 256] = {
    let mut t = [false; 256];
    let stops = b",[] \t\r\n;#";
    let mut i = 0;
    while i < stops.len() {
        t[stops[i] as usize] = true;
        i += 1;
    }
    t
};

/// Offset of the end of the line holding `i` (its `\n`, or the text's end).
fn line_end(text: &[u8], i: usize) -> usize {
    memchr::memchr(b'\n', &text[i..]).map_or(text.len(), |p| i + p)
}

/// Parses llvm-mc style byte lists (`0x00,0x00,0x66,0xd8`) and hex dwords
/// (`D8660000 05000201`, little-endian words as printed by disassemblers) into
/// `out`. Comments after `;`, `#` or `//` run to the end of the line. On a bad
/// token: its byte offset in `text` and the message.
///
/// Text that is not UTF-8 is refused: in a comment here, elsewhere as a bad
/// token (only ASCII makes a token), which the caller then reports as not
/// text. So the text need not be checked as a whole first.
fn parse_hex(text: &[u8], out: &mut Vec<u8>) -> Result<(), TextError> {
    let n = text.len();
    let mut i = 0;
    while i < n {
        // The common line, eight `0xHH` joined by `,`, in one step.
        if let Some(line) = text
            .get(i..i + 40)
            .and_then(|l| <&[u8; 40]>::try_from(l).ok())
        {
            if let Some(bytes) = byte_list_line(line) {
                out.extend_from_slice(&bytes);
                i += 40;
                continue;
            }
        }
        // The common token, `0xHH` and a `,` or line end, read as one word.
        if let Some(window) = text.get(i..i + 8) {
            let mut w = [0u8; 8];
            w.copy_from_slice(window);
            let w = u64::from_le_bytes(w);
            let (h, l) = (HEX[(w >> 16) as u8 as usize], HEX[(w >> 24) as u8 as usize]);
            let sep = (w >> 32) as u8;
            // `0` then `x` or `X` (which differ in bit 5 only)
            if w & 0xdfff == 0x5830 && h | l < 16 && (sep == b',' || sep == b'\n') {
                out.push(h << 4 | l);
                i += 5;
                continue;
            }
        }
        match text[i] {
            b',' | b'[' | b']' | b' ' | b'\t' | b'\r' | b'\n' => i += 1,
            b';' | b'#' => i = comment_end(text, i)?,
            b'/' if text.get(i + 1) == Some(&b'/') => i = comment_end(text, i)?,
            _ => i = parse_token(text, i, out).map_err(|(at, msg)| TextError::Token { at, msg })?,
        }
    }
    Ok(())
}

/// The end of the comment starting at `i` (its line's end), or `NotUtf8`.
fn comment_end(text: &[u8], i: usize) -> Result<usize, TextError> {
    let end = line_end(text, i);
    let comment = &text[i..end];
    if comment.is_ascii() || std::str::from_utf8(comment).is_ok() {
        Ok(end)
    } else {
        Err(TextError::NotUtf8)
    }
}

/// Value of two hex digits read as a little-endian `u16` (the first digit
/// in the low byte), or 0x100 when either is not a hex digit.
static HEX_PAIR: [u16; 1 << 16] = {
    let mut t = [0x100u16; 1 << 16];
    let mut i = 0;
    while i < 1 << 16 {
        let (h, l) = (HEX[i & 0xff], HEX[i >> 8]);
        if h | l < 16 {
            t[i] = (h << 4 | l) as u16;
        }
        i += 1;
    }
    t
};

/// The fixed bytes of a byte-list line, eight bytes at a time: their
/// positions, the values (`0`, `x`, `,` and the final line end), and the
/// case bit that `X` may add.
const LINE_SHAPE: [(u64, u64, u64); 5] = {
    let mut t = [(0u64, 0u64, 0u64); 5];
    let mut i = 0;
    while i < 40 {
        let (what, case) = match i % 5 {
            0 => (b'0', 0),
            1 => (b'x', 0x20),
            4 if i == 39 => (b'\n', 0),
            4 => (b',', 0),
            _ => (0, 0),
        };
        if what != 0 {
            let shift = 8 * (i % 8);
            t[i / 8].0 |= 0xff << shift;
            t[i / 8].1 |= (what as u64) << shift;
            t[i / 8].2 |= case << shift;
        }
        i += 1;
    }
    t
};

/// The bytes of `0xHH,0xHH,0xHH,0xHH,0xHH,0xHH,0xHH,0xHH\n` (exactly that
/// shape, either case of `x` and of the digits), or `None`.
#[inline(always)]
fn byte_list_line(line: &[u8; 40]) -> Option<[u8; 8]> {
    let mut bad = 0u64;
    for (k, &(mask, want, case)) in LINE_SHAPE.iter().enumerate() {
        let mut w = [0u8; 8];
        w.copy_from_slice(&line[8 * k..8 * k + 8]);
        bad |= ((u64::from_le_bytes(w) | case) & mask) ^ want;
    }
    let (mut word, mut digits) = (0u64, 0u16);
    for k in 0..8 {
        let pair = HEX_PAIR[usize::from(u16::from_le_bytes([line[5 * k + 2], line[5 * k + 3]]))];
        digits |= pair;
        word |= u64::from(pair as u8) << (8 * k);
    }
    (bad == 0 && digits < 0x100).then_some(word.to_le_bytes())
}

/// Parses the token at `start` (any form); returns where it ends.
fn parse_token(text: &[u8], start: usize, out: &mut Vec<u8>) -> Result<usize, (usize, String)> {
    let prefixed = text[start] == b'0' && matches!(text.get(start + 1), Some(b'x' | b'X'));
    let digits = if prefixed { start + 2 } else { start };
    let mut value = 0u32;
    let mut j = digits;
    let mut ok = true;
    while j < text.len() && !STOP[usize::from(text[j])] {
        let d = HEX[usize::from(text[j])];
        ok &= d != 0xff && j - digits < 8;
        value = value << 4 | u32::from(d & 15);
        j += 1;
    }
    match (ok, prefixed, j - digits) {
        (true, true, 1..=2) => out.push(value as u8),
        (true, _, 8) => out.extend_from_slice(&value.to_le_bytes()),
        _ => {
            let tok = shown_token(&text[start..j]);
            let msg = format!(
                "invalid input token '{tok}': expected a byte like 0x1f or a dword like D8660000"
            );
            return Err((start, msg));
        }
    }
    Ok(j)
}

/// Characters of a token shown in a message: a longer one is cut there (it
/// may be megabytes long).
const SHOWN_CHARS: usize = 64;

/// `token` as a message shows it: at most [`SHOWN_CHARS`] characters, then
/// `…` if it was longer.
fn shown_token(token: &[u8]) -> String {
    // 4 bytes per character at most: the first SHOWN_CHARS characters are
    // whole within this many bytes
    let head = String::from_utf8_lossy(&token[..token.len().min(4 * SHOWN_CHARS + 4)]);
    match head.char_indices().nth(SHOWN_CHARS) {
        Some((cut, _)) => format!("{}…", &head[..cut]),
        None => head.into_owned(),
    }
}

/// 1-based line and column of byte offset `at` of `text`. As in LLVM's
/// `SourceMgr`, lines end at `\n` and columns count from the last `\n` or
/// `\r` (so text with `\r` line ends is one line of many column 1s).
fn line_col(text: &[u8], at: usize) -> (usize, usize) {
    let before = &text[..at.min(text.len())];
    let line = memchr::memchr_iter(b'\n', before).count() + 1;
    let col = before.len() - memchr::memrchr2(b'\n', b'\r', before).map_or(0, |p| p + 1) + 1;
    (line, col)
}

/// Whether `b` separates tokens (`\r` among them: LLVM reads it as blank).
fn is_sep(b: u8) -> bool {
    b == b',' || b == b'[' || b == b']' || b.is_ascii_whitespace()
}

/// The part of `line` before any comment.
fn before_comment(line: &[u8]) -> &[u8] {
    let end = line
        .iter()
        .enumerate()
        .position(|(i, &b)| b == b';' || b == b'#' || (b == b'/' && line.get(i + 1) == Some(&b'/')))
        .unwrap_or(line.len());
    &line[..end]
}

/// Code bytes a token of `len` characters holds: `0xHH` one, a dword four.
fn token_size(len: usize) -> usize {
    if len > 4 {
        4
    } else {
        1
    }
}

/// Finds the line and column of the token holding a byte of the parsed code,
/// walking the text forward (diagnostics come in increasing byte order): each
/// line and each token is read once, however many diagnostics it has.
struct Locator<'a> {
    text: &'a [u8],
    /// Text offset of the next line to read.
    next: usize,
    /// 0-based number of the next line.
    next_line: usize,
    /// Code bytes held by the lines before the next one.
    bytes_before: usize,
    /// The last line read that holds code.
    current: Option<LineTokens<'a>>,
}

/// The tokens of a line, read one after another.
struct LineTokens<'a> {
    /// The line before any comment, its 0-based number, and the code byte
    /// of its first token.
    text: &'a [u8],
    line: usize,
    first: usize,
    /// Where the next token's search starts, and its first code byte.
    pos: usize,
    byte: usize,
    /// Where columns count from: after the last `\r` read.
    col_base: usize,
    /// The last token read: its column and code bytes.
    last: Option<(usize, std::ops::Range<usize>)>,
}

impl<'a> LineTokens<'a> {
    fn new(text: &'a [u8], line: usize, first: usize) -> LineTokens<'a> {
        LineTokens {
            text,
            line,
            first,
            pos: 0,
            byte: first,
            col_base: 0,
            last: None,
        }
    }

    /// The column (1-based) of the token holding code byte `at`, or 1 if
    /// none of the line does.
    fn column(&mut self, at: usize) -> usize {
        if self.last.as_ref().is_some_and(|(_, r)| at < r.start) {
            *self = LineTokens::new(self.text, self.line, self.first);
        }
        loop {
            if let Some((col, r)) = &self.last {
                if r.contains(&at) {
                    return *col;
                }
            }
            // the next token
            let t = self.text;
            while self.pos < t.len() && is_sep(t[self.pos]) {
                if t[self.pos] == b'\r' {
                    self.col_base = self.pos + 1;
                }
                self.pos += 1;
            }
            if self.pos == t.len() {
                return 1;
            }
            let start = self.pos;
            while self.pos < t.len() && !is_sep(t[self.pos]) {
                self.pos += 1;
            }
            let size = token_size(self.pos - start);
            self.last = Some((start - self.col_base + 1, self.byte..self.byte + size));
            self.byte += size;
        }
    }
}

impl<'a> Locator<'a> {
    fn new(text: &'a [u8]) -> Locator<'a> {
        Locator {
            text,
            next: 0,
            next_line: 0,
            bytes_before: 0,
            current: None,
        }
    }

    /// Line and column (1-based) of the token holding code byte `at`; raw
    /// input (no text) counts bytes along line 1.
    fn origin(&mut self, at: usize) -> (usize, usize) {
        if self.current.as_ref().is_some_and(|c| at < c.first) {
            *self = Locator::new(self.text);
        }
        // read lines while the next one starts at or before `at`
        while self.next < self.text.len() && self.bytes_before <= at {
            let end = line_end(self.text, self.next);
            let line = before_comment(&self.text[self.next..end]);
            let size: usize = line
                .split(|&b| is_sep(b))
                .filter(|t| !t.is_empty())
                .map(|t| token_size(t.len()))
                .sum();
            if size > 0 {
                self.current = Some(LineTokens::new(line, self.next_line, self.bytes_before));
            }
            self.bytes_before += size;
            self.next = end + 1;
            self.next_line += 1;
        }
        match &mut self.current {
            Some(c) => (c.line + 1, c.column(at)),
            None => (1, at + 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(text: &str) -> Vec<u8> {
        let mut out = Vec::new();
        assert!(parse_hex(text.as_bytes(), &mut out).is_ok());
        out
    }

    #[test]
    fn parses_byte_lists_and_dwords() {
        assert_eq!(bytes("0x00,0x01, 0xAb\n0X2 ; c 0xff"), [0, 1, 0xab, 2]);
        assert_eq!(
            bytes("[0x00,0x01]\r\n// x\nD8660000 # y"),
            [0, 1, 0, 0, 0x66, 0xd8]
        );
        assert_eq!(bytes("0x1f"), [0x1f]);
    }

    /// The one-step reader of whole byte-list lines agrees with the token
    /// reader, whatever one byte is changed to.
    #[test]
    fn line_reader_agrees_with_tokens() {
        let line = *b"0x00,0x1f,0xA0,0Xff,0x9c,0xd8,0x07,0xE5\n";
        let mut checked = 0;
        for at in 0..40 {
            for b in 0..=255u8 {
                let mut l = line;
                l[at] = b;
                let mut by_tokens = Vec::new();
                let tokens = parse_hex(&l[..39], &mut by_tokens).is_ok() && l[39] == b'\n';
                let shaped = (0..8).all(|k| {
                    l[5 * k] == b'0'
                        && l[5 * k + 1] | 0x20 == b'x'
                        && HEX[usize::from(l[5 * k + 2])] < 16
                        && HEX[usize::from(l[5 * k + 3])] < 16
                        && l[5 * k + 4] == if k == 7 { b'\n' } else { b',' }
                });
                assert_eq!(
                    byte_list_line(&l).is_some(),
                    shaped,
                    "{:?}",
                    String::from_utf8_lossy(&l)
                );
                if let Some(bytes) = byte_list_line(&l) {
                    assert!(
                        tokens && by_tokens == bytes,
                        "{:?}",
                        String::from_utf8_lossy(&l)
                    );
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, 16 * 22 + 8 * 2 + 16, "{checked}");
    }

    #[test]
    fn bad_tokens_are_located() {
        let mut out = Vec::new();
        let text = b"0x00,0x01\n 0x001 0x00";
        let Err(TextError::Token { at, msg }) = parse_hex(text, &mut out) else {
            panic!("no token error");
        };
        assert_eq!(line_col(text, at), (2, 2));
        assert!(msg.contains("'0x001'"), "{msg}");
        let Err(TextError::Token { at, .. }) = parse_hex(b"0x00//x", &mut out) else {
            panic!("no token error");
        };
        assert_eq!(at, 0);
        // not UTF-8: in a comment, or where a token would be
        assert!(matches!(
            parse_hex(b"0x00 ; \xff\n", &mut out),
            Err(TextError::NotUtf8)
        ));
        assert!(parse_hex("0x00 ; é\n".as_bytes(), &mut out).is_ok());
        assert!(matches!(
            parse_hex(b"0x00 \xff\n", &mut out),
            Err(TextError::Token { at: 5, .. })
        ));
    }

    /// The listing and notes of `data` cut into `pieces`.
    fn listed(
        t: Target,
        data: &[u8],
        raw: bool,
        pieces: usize,
    ) -> (Vec<u8>, Vec<(usize, DecodeError)>) {
        let mut text = Vec::new();
        let mut notes = Vec::new();
        let listed = list(
            t,
            data,
            raw,
            pieces,
            &mut |b: &[u8]| {
                text.extend_from_slice(b);
                Ok(())
            },
            &mut |at, e| notes.push((at, e)),
        );
        assert!(listed.is_ok());
        (text, notes)
    }

    /// Pieces decoded on two threads give what one pass gives, also when cuts
    /// fall inside instructions or next to words that do not decode.
    #[test]
    fn pieces_equal_one_pass() {
        let t = Target::from_name("gfx1100").unwrap();
        // ds_add_u32 v1, v2 (8 bytes), s_nop 0 (4 bytes), undecodable words,
        // and a truncated DS word at the very end
        let mut code = Vec::new();
        for i in 0..5000 {
            code.extend_from_slice(match i % 7 {
                0 | 3 => &[0x00, 0x00, 0x80, 0xbf][..],
                5 => &[0xff, 0xff, 0xff, 0xff],
                _ => &[0x00, 0x00, 0x00, 0xd8, 0x01, 0x02, 0x00, 0x00],
            });
        }
        code.extend_from_slice(&[0x00, 0x00, 0x00, 0xd8]);
        // text lines of 1 to 11 bytes, so that cuts split instructions
        let mut text = String::new();
        let mut line = 0;
        let mut at = 0;
        while at < code.len() {
            let n = (line * 7 % 11 + 1).min(code.len() - at);
            let bytes: Vec<String> = code[at..at + n]
                .iter()
                .map(|b| format!("{b:#04x}"))
                .collect();
            text.push_str(&bytes.join(","));
            text.push_str(if line % 5 == 0 { " ; c\n" } else { "\n" });
            at += n;
            line += 1;
        }
        let mut parsed = Vec::new();
        parse_hex(text.as_bytes(), &mut parsed).ok().unwrap();
        assert!(parsed == code);
        let (one, notes) = listed(t, text.as_bytes(), false, 1);
        assert!(one.len() > 1000 && notes.len() > 700);
        assert!(matches!(
            notes.last(),
            Some((_, DecodeError::Truncated { .. }))
        ));
        for pieces in [2, 3, 7, 64, 500, 5000] {
            let (many, many_notes) = listed(t, text.as_bytes(), false, pieces);
            assert!(many == one, "{pieces} pieces");
            assert_eq!(many_notes, notes, "{pieces} pieces");
        }
        for skip in [0, 4, 8, 12] {
            let bytes = &code[skip..];
            let (one, notes) = listed(t, bytes, true, 1);
            assert!(one.len() > 1000 && !notes.is_empty());
            for pieces in [2, 3, 5, 64, 5000] {
                assert!(
                    listed(t, bytes, true, pieces).0 == one,
                    "skip {skip}, {pieces} pieces"
                );
                assert_eq!(listed(t, bytes, true, pieces).1, notes);
            }
        }
        assert!(listed(t, &[], true, 3).0.is_empty());
        assert!(listed(t, b"", false, 1).0.is_empty());
    }

    /// Lines listed straight from the text (one DS word each) give what
    /// decoding the parsed bytes gives, also when other lines put later
    /// words out of step with the lines and cuts fall anywhere.
    #[test]
    fn byte_lines_equal_parsed_bytes() {
        let t = Target::from_name("gfx1100").unwrap();
        let mut text = String::new();
        for line in 0..6000u32 {
            let bytes: Vec<u8> = match line % 97 {
                13 => vec![0x00, 0x00, 0x80, 0xbf],       // s_nop 0
                29 | 71 => vec![0xff, 0xff, 0xff, 0xff],  // does not decode
                50 => vec![0x00, 0x00, 0x00, 0xd8, 0x01], // splits a word
                51 => vec![0x02, 0x00, 0x00],
                _ => {
                    // ds_add_u32 with varying registers and offsets
                    let w = 0xd800_0000u64 | u64::from(line % 300) | u64::from(line % 7) << 32;
                    w.to_le_bytes().to_vec()
                }
            };
            let tokens: Vec<String> = bytes.iter().map(|b| format!("{b:#04x}")).collect();
            text.push_str(&tokens.join(","));
            text.push('\n');
        }
        text.push_str("0x00,0x00,0x00,0xd8\n"); // truncated at the end
        let mut code = Vec::new();
        parse_hex(text.as_bytes(), &mut code).ok().unwrap();
        let mut want = Listing::default();
        let mut want_notes = Vec::new();
        decode_into(t, &code, true, &mut want, &mut want_notes);
        assert!(want.text().len() > 100_000 && want_notes.len() > 100);
        for pieces in [1, 2, 3, 7, 64, 500, 6000] {
            let (text, notes) = listed(t, text.as_bytes(), false, pieces);
            assert!(text == want.text(), "{pieces} pieces");
            assert_eq!(notes, want_notes, "{pieces} pieces");
        }
    }

    /// The first bad token stops the listing, wherever it is, and no
    /// problem of a word before it is reported (one pass parses all the text
    /// first).
    #[test]
    fn bad_token_stops_the_listing() {
        let t = Target::from_name("gfx1100").unwrap();
        let mut text = "0x00,0x00,0x80,0xbf\n0xff,0xff,0xff,0xff\n".repeat(10_000);
        let at = text.len() + 5;
        text.push_str("0x00,0xzz\n");
        text.push_str(&"0x00,0x00,0x80,0xbf\n".repeat(100));
        // also where the checked text is read in more than one stretch
        let far = "0x00,0x00,0x80,0xbf\n".repeat(60_000) + "0x00,0xzz\n";
        let far_at = 40 * 10_000 + far.len() - 5;
        let far = text[..40 * 10_000].to_string() + &far;
        for (text, at) in [(&text, at), (&far, far_at)] {
            for pieces in [1, 2, 64] {
                let mut notes = 0;
                let r = list(
                    t,
                    text.as_bytes(),
                    false,
                    pieces,
                    &mut |_: &[u8]| Ok(()),
                    &mut |_, _| notes += 1,
                );
                match r {
                    Err(Stop::Text(TextError::Token { at: got, .. })) => assert_eq!(got, at),
                    _ => panic!("{pieces} pieces: no token error"),
                }
                assert_eq!(notes, 0, "{pieces} pieces");
            }
        }
    }

    #[test]
    fn locator_finds_tokens() {
        let text = b"; only a comment\n0x00,0x01 D8660000\n\n  0x05";
        let mut l = Locator::new(text);
        assert_eq!(l.origin(0), (2, 1));
        assert_eq!(l.origin(1), (2, 6));
        assert_eq!(l.origin(3), (2, 11));
        assert_eq!(l.origin(6), (4, 3));
        assert_eq!(l.origin(2), (2, 11));
        assert_eq!(Locator::new(b"").origin(7), (1, 8));
        // columns count from a `\r` too (as LLVM's do), lines do not
        let text = b"0x00\r0x01,\r 0x02\r\nD8660000\r 0x03";
        let mut l = Locator::new(text);
        assert_eq!(l.origin(0), (1, 1));
        assert_eq!(l.origin(1), (1, 1));
        assert_eq!(l.origin(2), (1, 2));
        assert_eq!(l.origin(5), (2, 1));
        assert_eq!(l.origin(7), (2, 2));
        assert_eq!(l.origin(0), (1, 1));
        assert_eq!(line_col(text, 17), (1, 1));
        assert_eq!(line_col(text, 18), (2, 1));
        assert_eq!(line_col(text, 28), (2, 2));
    }
}

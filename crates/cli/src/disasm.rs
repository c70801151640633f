//! `amdgpu-isa disasm`: machine code in, LLVM-syntax text out.
//!
//! Large inputs are handled on two threads (see `parallel.rs`): the text is
//! cut into pieces at line ends and parsed into bytes, then the bytes are cut
//! into pieces and decoded. A piece's decoding is kept only when the piece
//! before it ended exactly where it begins; otherwise that stretch is decoded
//! again in order. Either way the output, warnings and exit code are those of
//! one pass from the start.

use crate::{input, parallel, resolve_target, write_stdout, DisasmTargetArgs, Failure};
use amdgpu_isa::{decode, DecodeError, Target};
use std::fmt::Write as _;
use std::io::Write as _;
use std::process::ExitCode;

// `src/elf.rs`, declared here so that `main.rs` need not change.
#[path = "elf.rs"]
pub mod elf;

/// Disassembles FILE (or stdin). Without `--target`, an ELF code object is
/// decoded for the processor its header names.
pub fn run(args: &DisasmTargetArgs, raw: bool, file: Option<&str>) -> Result<ExitCode, Failure> {
    let wave = args.wave_size.as_deref();
    let chosen = args
        .target
        .as_deref()
        .map(|t| resolve_target(t, wave))
        .transpose()?;
    let (name, data) = input::read_bytes(file)?;
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
    let pieces = parallel::pieces_for(data.len());
    let parsed;
    let (bytes, text): (&[u8], &[u8]) = if raw {
        (&data, &[])
    } else {
        let bytes = parse_text(&data, pieces).map_err(|e| match e {
            TextError::NotUtf8 => Failure::usage(format!(
                "{name}: not text; use --raw for binary machine code"
            )),
            TextError::Token { at, msg } => {
                let (line, col) = line_col(&data, at);
                Failure::located(format!("{name}:{line}:{col}: error: {msg}"))
            }
        })?;
        parsed = bytes;
        (&parsed, &data)
    };
    let parts = decode_all(target, bytes, pieces);

    // Warnings first, then the listing, then the summary (as one pass would).
    let mut locate = Locator::new(text);
    let mut warnings = String::new();
    let (mut bad, mut unsupported) = (0usize, 0usize);
    for (at, e) in parts.iter().flat_map(|p| &p.notes) {
        let (line, col) = locate.origin(*at);
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
    }
    if !warnings.is_empty() {
        let _ = std::io::stderr().lock().write_all(warnings.as_bytes());
    }
    for p in &parts {
        write_stdout(&p.out)?;
    }
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
    let listing = elf::disassemble(name, data, target)
        .map_err(|msg| Failure::located(format!("{name}: error: {msg}")))?;
    write_stdout(listing.text.as_bytes())?;
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

/// The decoded text of a stretch of machine code.
struct Part {
    /// Where decoding began.
    from: usize,
    out: Vec<u8>,
    /// Byte offset and problem of each instruction that did not decode.
    notes: Vec<(usize, DecodeError)>,
    /// Where decoding stopped: the first instruction boundary at or after the
    /// requested stop.
    end: usize,
}

/// Decodes `bytes[from..]` up to the first instruction boundary at or past
/// `stop`. Instructions see every byte after them, as in one pass.
fn decode_part(target: Target, bytes: &[u8], from: usize, stop: usize) -> Part {
    let mut part = Part {
        from,
        out: input::buffer((stop - from) * 6),
        notes: Vec::new(),
        end: from,
    };
    let mut at = from;
    while at < stop {
        match decode(target, &bytes[at..]) {
            Ok(inst) => {
                part.out.push(b'\t');
                crate::asm::push_text(&mut part.out, &inst, target);
                part.out.push(b'\n');
                at += inst.len();
            }
            Err(e @ DecodeError::Unsupported { len }) => {
                part.notes.push((at, e));
                at += len;
            }
            Err(e) => {
                part.notes.push((at, e));
                // as LLVM does: resume one dword later
                at += 4;
            }
        }
    }
    part.end = at;
    part
}

/// Decodes all of `bytes`, cut into `pieces` decoded on two threads.
fn decode_all(target: Target, bytes: &[u8], pieces: usize) -> Vec<Part> {
    // Cut at 8-byte boundaries: DS words are 8 bytes, the others multiples of 4.
    let mut cuts: Vec<usize> = (0..pieces)
        .map(|k| (bytes.len() * k / pieces) & !7)
        .collect();
    cuts.dedup();
    cuts.push(bytes.len());
    let parts = parallel::in_order(cuts.len() - 1, |i| {
        decode_part(target, bytes, cuts[i], cuts[i + 1])
    });
    // A piece counts only if it starts where the one before really ended;
    // else its stretch is decoded again from there (the cut fell inside an
    // instruction), and a piece wholly overrun by the one before is dropped.
    let mut kept = Vec::with_capacity(parts.len());
    let mut expected = 0;
    for (part, &stop) in parts.into_iter().zip(&cuts[1..]) {
        if expected >= stop {
            continue;
        }
        let part = if part.from == expected {
            part
        } else {
            decode_part(target, bytes, expected, stop)
        };
        expected = part.end;
        kept.push(part);
    }
    kept
}

enum TextError {
    NotUtf8,
    /// A bad token at byte offset `at` of the text.
    Token {
        at: usize,
        msg: String,
    },
}

/// Parses the text into bytes, cut at line ends into `pieces` parsed on two
/// threads.
fn parse_text(text: &[u8], pieces: usize) -> Result<Vec<u8>, TextError> {
    let cuts = parallel::line_cuts(text, pieces);
    let parts = parallel::in_order(cuts.len() - 1, |i| {
        parse_checked(text.get(cuts[i]..cuts[i + 1]).unwrap_or_default())
    });
    // Report as one pass would: the text is checked for UTF-8 before any
    // token, then the first bad token wins.
    if parts.iter().any(|p| matches!(p, Err(TextError::NotUtf8))) {
        return Err(TextError::NotUtf8);
    }
    let mut bytes = Vec::with_capacity(parts.iter().map(|p| p.as_ref().map_or(0, Vec::len)).sum());
    for (part, start) in parts.into_iter().zip(&cuts) {
        match part {
            Ok(b) => bytes.extend_from_slice(&b),
            Err(TextError::Token { at, msg }) => {
                return Err(TextError::Token {
                    at: start + at,
                    msg,
                })
            }
            Err(e) => return Err(e),
        }
    }
    Ok(bytes)
}

/// UTF-8 check plus [`parse_hex`] of one part (cut at a line end, so a part
/// is valid UTF-8 exactly when its share of the whole text is).
fn parse_checked(text: &[u8]) -> Result<Vec<u8>, TextError> {
    if std::str::from_utf8(text).is_err() {
        return Err(TextError::NotUtf8);
    }
    let mut out = Vec::with_capacity(text.len() / 4);
    parse_hex(text, &mut out).map_err(|(at, msg)| TextError::Token { at, msg })?;
    Ok(out)
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
    text[i..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(text.len(), |p| i + p)
}

/// Parses llvm-mc style byte lists (`0x00,0x00,0x66,0xd8`) and hex dwords
/// (`D8660000 05000201`, little-endian words as printed by disassemblers) into
/// `out`. Comments after `;`, `#` or `//` run to the end of the line. On a bad
/// token: its byte offset in `text` and the message.
fn parse_hex(text: &[u8], out: &mut Vec<u8>) -> Result<(), (usize, String)> {
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
            b';' | b'#' => i = line_end(text, i),
            b'/' if text.get(i + 1) == Some(&b'/') => i = line_end(text, i),
            _ => i = parse_token(text, i, out)?,
        }
    }
    Ok(())
}

/// The bytes of `0xHH,0xHH,0xHH,0xHH,0xHH,0xHH,0xHH,0xHH\n` (exactly that
/// shape, either case of `x` and of the digits), or `None`.
#[inline(always)]
fn byte_list_line(line: &[u8; 40]) -> Option<[u8; 8]> {
    let mut bytes = [0u8; 8];
    let mut bad = 0u8;
    for (k, b) in bytes.iter_mut().enumerate() {
        let t = &line[5 * k..5 * k + 5];
        let sep = if k == 7 { b'\n' } else { b',' };
        let (h, l) = (HEX[usize::from(t[2])], HEX[usize::from(t[3])]);
        bad |= (t[0] ^ b'0') | ((t[1] | 0x20) ^ b'x') | (t[4] ^ sep) | ((h | l) & 0xf0);
        *b = h << 4 | l;
    }
    (bad == 0).then_some(bytes)
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
            let tok = String::from_utf8_lossy(&text[start..j]);
            let msg = format!(
                "invalid input token '{tok}': expected a byte like 0x1f or a dword like D8660000"
            );
            return Err((start, msg));
        }
    }
    Ok(j)
}

/// 1-based line and column of byte offset `at` of `text`.
fn line_col(text: &[u8], at: usize) -> (usize, usize) {
    let before = &text[..at.min(text.len())];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let col = before.len()
        - before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1)
        + 1;
    (line, col)
}

/// Calls `f(start, token)` for each token of `line` before any comment.
fn for_each_token(line: &[u8], mut f: impl FnMut(usize, &[u8])) {
    let end = line
        .iter()
        .enumerate()
        .position(|(i, &b)| b == b';' || b == b'#' || (b == b'/' && line.get(i + 1) == Some(&b'/')))
        .unwrap_or(line.len());
    let sep = |b: u8| b == b',' || b == b'[' || b == b']' || b.is_ascii_whitespace();
    let mut i = 0;
    while i < end {
        if sep(line[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < end && !sep(line[i]) {
            i += 1;
        }
        f(start, &line[start..i]);
    }
}

/// Finds the line and column of the token holding a byte of the parsed code,
/// walking the text forward (diagnostics come in increasing byte order).
struct Locator<'a> {
    text: &'a [u8],
    /// Text offset of the next line to read.
    next: usize,
    /// 0-based number of the next line.
    next_line: u32,
    /// Code bytes held by the lines before the next one.
    bytes_before: usize,
    /// The last line read that holds code: (first byte, line number, text).
    current: Option<(usize, u32, &'a [u8])>,
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
    fn origin(&mut self, at: usize) -> (u32, u32) {
        if self.current.is_some_and(|(first, _, _)| at < first) {
            *self = Locator::new(self.text);
        }
        // read lines while the next one starts at or before `at`
        while self.next < self.text.len() && self.bytes_before <= at {
            let end = line_end(self.text, self.next);
            let line = &self.text[self.next..end];
            let mut size = 0;
            for_each_token(line, |_, tok| size += if tok.len() > 4 { 4 } else { 1 });
            if size > 0 {
                self.current = Some((self.bytes_before, self.next_line, line));
            }
            self.bytes_before += size;
            self.next = end + 1;
            self.next_line += 1;
        }
        let Some((first, line, text)) = self.current else {
            return (1, at as u32 + 1);
        };
        // walk the line's tokens again to find the one holding byte `at`
        let mut offset = first;
        let mut col = 1;
        for_each_token(text, |start, tok| {
            let size = if tok.len() > 4 { 4 } else { 1 };
            if offset <= at && at < offset + size && col == 1 {
                col = start as u32 + 1;
            }
            offset += size;
        });
        (line + 1, col)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(text: &str) -> Vec<u8> {
        let mut out = Vec::new();
        parse_hex(text.as_bytes(), &mut out)
            .map_err(|e| e.1)
            .unwrap();
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

    #[test]
    fn bad_tokens_are_located() {
        let mut out = Vec::new();
        let text = b"0x00,0x01\n 0x001 0x00";
        let (at, msg) = parse_hex(text, &mut out).unwrap_err();
        assert_eq!(line_col(text, at), (2, 2));
        assert!(msg.contains("'0x001'"), "{msg}");
        let (at, _) = parse_hex(b"0x00//x", &mut out).unwrap_err();
        assert_eq!(at, 0);
    }

    /// Pieces of a parallel parse and decode give what one pass gives, also
    /// when cuts fall inside instructions.
    #[test]
    fn pieces_equal_one_pass() {
        let t = Target::from_name("gfx1100").unwrap();
        // ds_add_u32 v1, v2 (8 bytes), s_nop 0 (4 bytes) and undecodable words
        let mut text = String::new();
        for i in 0..5000 {
            text.push_str(match i % 7 {
                0 | 3 => "0x00,0x00,0x80,0xbf\n",
                5 => "0xff,0xff,0xff,0xff\n",
                _ => "0x00,0x00,0x00,0xd8,0x01,0x02,0x00,0x00\n",
            });
        }
        let one = parse_text(text.as_bytes(), 1).ok().unwrap();
        for pieces in [2, 3, 7, 64] {
            assert!(parse_text(text.as_bytes(), pieces).ok() == Some(one.clone()));
        }
        let text_of = |parts: Vec<Part>| parts.into_iter().flat_map(|p| p.out).collect::<Vec<_>>();
        let notes_of =
            |parts: Vec<Part>| parts.into_iter().flat_map(|p| p.notes).collect::<Vec<_>>();
        for skip in [0, 4, 8, 12] {
            let bytes = &one[skip..];
            let (a, notes) = (
                text_of(decode_all(t, bytes, 1)),
                notes_of(decode_all(t, bytes, 1)),
            );
            assert!(a.len() > 1000 && !notes.is_empty());
            for pieces in [2, 3, 5, 64, 5000] {
                assert!(
                    text_of(decode_all(t, bytes, pieces)) == a,
                    "skip {skip}, {pieces} pieces"
                );
                assert_eq!(notes_of(decode_all(t, bytes, pieces)), notes);
            }
        }
        assert!(decode_all(t, &[], 3).iter().all(|p| p.out.is_empty()));
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
    }
}

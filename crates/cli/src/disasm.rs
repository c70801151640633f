//! `amdgpu-isa disasm`: machine code in, LLVM-syntax text out.

use crate::{input, write_stdout, Failure};
use amdgpu_isa::{decode, DecodeError, Target};
use std::process::ExitCode;

// `src/elf.rs`, declared here so that `main.rs` need not change.
#[path = "elf.rs"]
pub mod elf;

/// Machine code read from text, with where each line's bytes began so that a
/// diagnostic can name the line and column of an instruction.
struct Code<'a> {
    bytes: Vec<u8>,
    /// (byte offset in `bytes`, 0-based line number, line text) of each line
    /// holding code.
    lines: Vec<(usize, u32, &'a [u8])>,
}

impl Code<'_> {
    /// Line and column (1-based) of the token holding byte `at`.
    fn origin(&self, at: usize) -> (u32, u32) {
        let i = self.lines.partition_point(|o| o.0 <= at);
        let Some(&(first, line, text)) = i.checked_sub(1).and_then(|i| self.lines.get(i)) else {
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

pub fn run(target: Target, raw: bool, file: Option<&str>) -> Result<ExitCode, Failure> {
    let (name, data) = input::read_bytes(file)?;
    if elf::is_elf(&data) {
        return run_elf(target, &name, &data);
    }
    let text_input;
    let code = if raw {
        Code {
            bytes: data.clone(),
            lines: Vec::new(),
        }
    } else {
        text_input = data;
        let text = std::str::from_utf8(&text_input).map_err(|_| {
            Failure::usage(format!(
                "{name}: not text; use --raw for binary machine code"
            ))
        })?;
        parse_hex(text).map_err(|(line, col, msg)| {
            Failure::located(format!("{name}:{line}:{col}: error: {msg}"))
        })?
    };
    let bytes = &code.bytes;
    let mut out = String::with_capacity(bytes.len() * 6);
    let (mut bad, mut unsupported) = (0usize, 0usize);
    let mut at = 0;
    while at < bytes.len() {
        match decode(target, &bytes[at..]) {
            Ok(inst) => {
                out.push('\t');
                let _ = inst.write_text(target, &mut out);
                out.push('\n');
                at += inst.len();
            }
            Err(DecodeError::Unsupported { len }) => {
                let (line, col) = code.origin(at);
                eprintln!("{name}:{line}:{col}: warning: instruction not supported yet ({len} bytes skipped)");
                unsupported += 1;
                at += len;
            }
            Err(e) => {
                let (line, col) = code.origin(at);
                eprintln!("{name}:{line}:{col}: warning: {e}");
                bad += 1;
                // as LLVM does: resume one dword later
                at += 4;
            }
        }
    }
    write_stdout(out.as_bytes())?;
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

/// Parses llvm-mc style byte lists (`0x00,0x00,0x66,0xd8`) and hex dwords
/// (`D8660000 05000201`, little-endian words as printed by disassemblers).
/// Comments after `;`, `#` or `//` are ignored.
fn parse_hex(text: &str) -> Result<Code<'_>, (usize, usize, String)> {
    let mut code = Code {
        bytes: Vec::with_capacity(text.len() / 4),
        lines: Vec::new(),
    };
    for (n, line) in text.lines().enumerate() {
        let line = line.as_bytes();
        let first = code.bytes.len();
        let mut i = 0;
        while i < line.len() {
            match line[i] {
                b',' | b'[' | b']' | b' ' | b'\t' | b'\r' => i += 1,
                b';' | b'#' => break,
                b'/' if line.get(i + 1) == Some(&b'/') => break,
                _ => {
                    let start = i;
                    let prefixed = line[i] == b'0' && matches!(line.get(i + 1), Some(b'x' | b'X'));
                    let digits = if prefixed { i + 2 } else { i };
                    let mut value = 0u32;
                    let mut j = digits;
                    let mut ok = true;
                    while j < line.len()
                        && !matches!(
                            line[j],
                            b',' | b'[' | b']' | b' ' | b'\t' | b'\r' | b';' | b'#'
                        )
                    {
                        let d = HEX[usize::from(line[j])];
                        ok &= d != 0xff && j - digits < 8;
                        value = value << 4 | u32::from(d & 15);
                        j += 1;
                    }
                    match (ok, prefixed, j - digits) {
                        (true, true, 1..=2) => code.bytes.push(value as u8),
                        (true, _, 8) => code.bytes.extend_from_slice(&value.to_le_bytes()),
                        _ => {
                            let tok = String::from_utf8_lossy(&line[start..j]);
                            let msg = format!("invalid input token '{tok}': expected a byte like 0x1f or a dword like D8660000");
                            return Err((n + 1, start + 1, msg));
                        }
                    }
                    i = j;
                }
            }
        }
        if code.bytes.len() > first {
            code.lines.push((first, n as u32, line));
        }
    }
    Ok(code)
}

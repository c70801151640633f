//! `amdgpu-isa disasm`: machine code in, LLVM-syntax text out.

use crate::{input, write_stdout, Failure};
use amdgpu_isa::{decode, Target};
use std::process::ExitCode;

// `src/elf.rs`, declared here so that `main.rs` need not change.
#[path = "elf.rs"]
pub mod elf;

/// One input byte and where it was written (1-based line and column).
#[derive(Clone, Copy)]
struct Located {
    byte: u8,
    line: usize,
    col: usize,
}

pub fn run(target: Target, raw: bool, file: Option<&str>) -> Result<ExitCode, Failure> {
    let (name, data) = input::read_bytes(file)?;
    if elf::is_elf(&data) {
        return run_elf(target, &name, &data);
    }
    let bytes: Vec<Located> = if raw {
        data.iter()
            .enumerate()
            .map(|(i, &byte)| Located {
                byte,
                line: 1,
                col: i + 1,
            })
            .collect()
    } else {
        let text = std::str::from_utf8(&data).map_err(|_| {
            Failure::usage(format!(
                "{name}: not text; use --raw for binary machine code"
            ))
        })?;
        parse_hex(text).map_err(|(line, col, msg)| {
            Failure::located(format!("{name}:{line}:{col}: error: {msg}"))
        })?
    };
    let plain: Vec<u8> = bytes.iter().map(|b| b.byte).collect();
    let mut out = String::with_capacity(plain.len() * 6);
    let mut bad = 0usize;
    let mut at = 0;
    while at < plain.len() {
        match decode(target, &plain[at..]) {
            Ok(inst) => {
                out.push('\t');
                use std::fmt::Write;
                let _ = write!(out, "{}", inst.display(target));
                out.push('\n');
                at += inst.len();
            }
            Err(e) => {
                let b = bytes[at];
                eprintln!("{name}:{}:{}: warning: {e}", b.line, b.col);
                bad += 1;
                at += 4;
            }
        }
    }
    write_stdout(out.as_bytes())?;
    if bad > 0 {
        eprintln!("{name}: error: {bad} undecodable instruction word(s)");
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

/// Parses llvm-mc style byte lists (`0x00,0x00,0x66,0xd8`) and hex dwords
/// (`D8660000 05000201`, little-endian words as printed by disassemblers).
fn parse_hex(text: &str) -> Result<Vec<Located>, (usize, usize, String)> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let code = line.split([';', '#']).next().unwrap_or("");
        let code = code.split("//").next().unwrap_or("");
        let mut pos = 0;
        for tok in code.split(|c: char| c == ',' || c == '[' || c == ']' || c.is_whitespace()) {
            let col = pos + 1;
            pos += tok.len() + 1;
            if tok.is_empty() {
                continue;
            }
            let (digits, prefixed) = match tok.strip_prefix("0x").or_else(|| tok.strip_prefix("0X"))
            {
                Some(d) => (d, true),
                None => (tok, false),
            };
            let bad = || {
                (n + 1, col, format!("invalid input token '{tok}': expected a byte like 0x1f or a dword like D8660000"))
            };
            if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_hexdigit()) {
                return Err(bad());
            }
            let value = u32::from_str_radix(digits, 16).map_err(|_| bad())?;
            match (prefixed, digits.len()) {
                (true, 1..=2) => out.push(Located {
                    byte: value as u8,
                    line: n + 1,
                    col,
                }),
                (_, 8) => out.extend(value.to_le_bytes().map(|byte| Located {
                    byte,
                    line: n + 1,
                    col,
                })),
                _ => return Err(bad()),
            }
        }
    }
    Ok(out)
}

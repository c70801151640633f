//! `s_version`'s operand: a UC_VERSION_* code OR-ed with flag bits
//! (`UC_VERSION_GFX11|UC_VERSION_W64_BIT`). The names come from the table
//! (`@ucversion` rows of `data/alu.tsv`).

use super::{AsmError, Cursor, INVALID_OPERAND};
use crate::tables::alu::uc_versions;
use crate::target::Target;
use std::fmt::{self, Write};

fn name_of(target: Target, v: u16) -> Option<&'static str> {
    uc_versions(target).iter().find(|e| e.0 == v).map(|e| e.1)
}

/// SIMM16 as LLVM's decoder prints it: the code's name (or its decimal
/// value) OR-ed with each flag bit's name, nested as LLVM prints a chain of
/// `|` (`((A|B)|C)|D`); any other bit set prints the whole value in hex
/// (observed with llvm-mc-22).
pub fn print(f: &mut impl Write, v: u16, target: Target) -> fmt::Result {
    let flags: Vec<&str> = (13..16)
        .filter(|b| v >> b & 1 != 0)
        .map(|b| name_of(target, 1 << b))
        .collect::<Option<_>>()
        .unwrap_or_default();
    let named_flags = flags.len() == (v >> 13).count_ones() as usize;
    if v & !0xe0ff != 0 || !named_flags {
        return write!(f, "{v:#x}");
    }
    for _ in 1..flags.len() {
        f.write_str("(")?;
    }
    match name_of(target, v & 0xff) {
        Some(n) => f.write_str(n)?,
        None => write!(f, "{}", v & 0xff)?,
    }
    for (i, n) in flags.iter().enumerate() {
        f.write_str(if i > 0 { ")|" } else { "|" })?;
        f.write_str(n)?;
    }
    Ok(())
}

/// An expression over numbers and the UC_VERSION_* names (the rest of the
/// operand), which must fit 16 bits, signed or not.
pub fn parse(c: &mut Cursor, target: Target) -> Result<u16, AsmError> {
    c.skip_ws();
    let pos = c.pos();
    let rest = c.rest();
    let text = rest
        .get(..rest.find(',').unwrap_or(rest.len()))
        .unwrap_or("");
    let bad = || AsmError::at(pos, INVALID_OPERAND);
    // names become their values; the rest is an ordinary expression
    let mut expanded = String::with_capacity(text.len());
    let mut words = text.char_indices().peekable();
    while let Some((k, ch)) = words.next() {
        if !(ch.is_ascii_alphanumeric() || ch == '_') {
            expanded.push(ch);
            continue;
        }
        let mut end = k + ch.len_utf8();
        while let Some(&(j, d)) = words.peek() {
            if !(d.is_ascii_alphanumeric() || d == '_') {
                break;
            }
            end = j + d.len_utf8();
            words.next();
        }
        let word = text.get(k..end).unwrap_or("");
        if ch.is_ascii_digit() {
            expanded.push_str(word);
        } else {
            let v = uc_versions(target)
                .iter()
                .find(|e| e.1 == word)
                .ok_or_else(bad)?;
            write!(expanded, "{}", v.0).map_err(|_| bad())?;
        }
    }
    let mut sub = Cursor::new(&expanded);
    let v = sub.imm().map_err(|e| AsmError::at(pos, e.msg))?;
    if !sub.at_end() || !(-32768..=65535).contains(&v) {
        return Err(bad());
    }
    c.set_pos(pos + text.len());
    Ok(v as u16)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(v: u16) -> String {
        let mut s = String::new();
        print(&mut s, v, Target::from_name("gfx1100").unwrap()).unwrap();
        s
    }

    // expected texts: llvm-mc-22 --disassemble -mcpu=gfx1100
    #[test]
    fn prints_as_llvm_decodes() {
        assert_eq!(text(0x0006), "UC_VERSION_GFX11");
        assert_eq!(text(0x2006), "UC_VERSION_GFX11|UC_VERSION_W64_BIT");
        assert_eq!(text(0x400a), "10|UC_VERSION_W32_BIT");
        assert_eq!(
            text(0xe000),
            "((UC_VERSION_GFX7|UC_VERSION_W64_BIT)|UC_VERSION_W32_BIT)|UC_VERSION_MDP_BIT"
        );
        assert_eq!(text(0x1234), "0x1234");
    }

    #[test]
    fn parses_names_and_numbers() {
        let t = Target::from_name("gfx1100").unwrap();
        let v = |s: &str| parse(&mut Cursor::new(s), t);
        assert_eq!(v("UC_VERSION_GFX10 | UC_VERSION_W64_BIT").unwrap(), 0x2004);
        assert_eq!(v("(UC_VERSION_GFX10 + 1)").unwrap(), 5);
        assert_eq!(v("-1").unwrap(), 0xffff);
        assert!(v("65536").is_err());
        assert!(v("s0").is_err());
    }
}

//! Instruction lines that differ from lines met before only in a trailing
//! literal, encoded without parsing them.
//!
//! Compiler output repeats ALU lines with one constant changed: big.s (the
//! benchmark source of `tools/asm_speed.sh`) holds 2,970 distinct
//! `v_mad_u32_u24` lines in twelve shapes (`v_mad_u32_u24 v0, v0, 11,
//! 0x11a`, then 0x149, 0x178 ...), and the ALU operand rules take some
//! 0.85 us a line where looking up a line takes nanoseconds.
//!
//! A line is cut into its head, everything up to and including the comma
//! before its last operand, and that operand when it is an integer of a
//! known class (see [`class`]): a plain 32-bit literal, or one of `1..=64`.
//! Once two lines of one head and class have been parsed as ALU
//! instructions whose encodings differ exactly in their values' differing
//! bits at one place, and the first holds there what a value of the class
//! is encoded as (a literal: the whole last dword; a small integer: a
//! 9-bit source operand `128 + v`), every later line of that head and
//! class is the first's encoding with its own value's bits there. Every
//! other line is parsed, as before.
//!
//! Why classes and not the head alone: a literal that is an inline
//! constant (`-16..=64`, the float constants, a 16-bit one in either half
//! of a packed operand) is encoded in the operand field instead, values
//! past 16 bits are refused by 16-bit operands, and 64-bit operands read
//! bit 31 as a sign; a small integer is an inline constant only in a
//! source operand. Within a class every such rule gives all values the
//! same verdict; the check of two lines catches the rest (fields other
//! than expected, transformed values, a second literal in the head).
//! `tests::patched_lines_are_parsed_lines` holds this against the parser on
//! every line of the isa crate's conformance corpora (all targets) that
//! ends in an integer after a comma, with 29 values in its place.

use crate::pieces::Line;
use amdgpu_isa::Encoded;

/// One thread's heads met so far.
pub(crate) struct Variants<'s> {
    heads: std::collections::HashMap<(&'s str, u8), State, rustc_hash::FxBuildHasher>,
}

#[derive(Clone, Copy)]
enum State {
    /// One line of the head parsed: its value and encoding.
    Seen(u32, Encoded),
    /// Two agreed: the first's value and encoding, and the bit where its
    /// value stands (each line's encoding is the first's with its own
    /// value's bits there).
    Patched(u32, Encoded, u32),
    /// They did not (or the first did not parse): every line is parsed.
    Parsed,
}

/// The class of the integers `1..=64` (see [`class`]).
const INLINE: u8 = 3;

impl<'s> Variants<'s> {
    pub fn new() -> Variants<'s> {
        Variants {
            heads: Default::default(),
        }
    }

    /// What `parse` makes of `line` (with whether it is an ALU
    /// instruction, the only kind whose trailing literal is patched), or
    /// the encoding of an earlier line of the same head and class, patched.
    pub fn line(&mut self, line: &'s str, parse: impl FnOnce() -> (Line, bool)) -> Line {
        let Some((head, value, class)) = split(line) else {
            return parse().0;
        };
        let key = (head, class);
        let state = self.heads.get(&key).copied();
        if let Some(State::Patched(first, code, at)) = state {
            return Line::Inst(patched(&code, first, value, at));
        }
        if let Some(State::Parsed) = state {
            return parse().0;
        }
        let (parsed, alu) = parse();
        let code = match parsed {
            Line::Inst(c) if alu && c.len() <= 16 => Some(c),
            _ => None,
        };
        let next = match (state, code) {
            (None, Some(c)) => State::Seen(value, c),
            // (the same line again: one the line tables did not keep)
            (Some(State::Seen(first, c)), _) if first == value => State::Seen(first, c),
            (Some(State::Seen(first, a)), Some(b)) => match field(first, &a, value, &b, class) {
                Some(at) => State::Patched(first, a, at),
                None => State::Parsed,
            },
            _ => State::Parsed,
        };
        self.heads.insert(key, next);
        parsed
    }
}

/// `line` as its head, the value of its trailing literal and that value's
/// class; none unless the line ends in `, LITERAL` (a decimal or `0x` hex
/// integer whose class is known) and holds no comment.
fn split(line: &str) -> Option<(&str, u32, u8)> {
    let t = line.trim_end_matches([' ', '\t']);
    if t.bytes()
        .any(|b| matches!(b, b';' | b'/' | b'#' | b'*' | b'\r'))
    {
        return None;
    }
    // (the byte after any other: a boundary, the token being ASCII)
    let start = t.bytes().rposition(|b| !b.is_ascii_alphanumeric())? + 1;
    let (head, token) = t.split_at(start);
    if !head.trim_end_matches([' ', '\t']).ends_with(',') {
        return None;
    }
    let value = literal(token)?;
    Some((head, value, class(value)?))
}

/// A decimal (no leading zero: that is octal to LLVM) or `0x` hex integer
/// token's value, if it fits in 32 bits.
fn literal(token: &str) -> Option<u32> {
    let v = match token.strip_prefix("0x") {
        Some(hex) if (1..=16).contains(&hex.len()) => u64::from_str_radix(hex, 16).ok()?,
        Some(_) => return None,
        None if token.len() <= 10
            && token.starts_with(|ch: char| ('1'..='9').contains(&ch))
            && token.bytes().all(|b| b.is_ascii_digit()) =>
        {
            token.parse().ok()?
        }
        None => return None,
    };
    u32::try_from(v).ok()
}

/// The class of a trailing integer: [`INLINE`] for `1..=64` (an inline
/// constant in a source operand), else, for a literal's value, 0 up to 16
/// bits, 1 up to 31, 2 with bit 31 set; none for a value that may be
/// encoded other than as itself in a literal dword. Left out: every inline
/// constant as a 32-bit value (`-16..=64`; the f32 constants and the high
/// halves of the f64 ones), and every value with a 16-bit inline constant
/// in a half (integer, f16 or bf16: packed operands may take such a pair
/// inline). (AMDGPU inline constants: the ISA guides' "Instruction
/// Operands"; LLVM's isInlinableLiteral32/64/V216.)
fn class(v: u32) -> Option<u8> {
    use amdgpu_isa::operand::{inline_of_bits, INLINE_BF16, INLINE_F16, INLINE_F64_HIGH};
    if (1..=64).contains(&v) {
        return Some(INLINE);
    }
    // (inline_of_bits: the integers -16..=64 and the f32 constants)
    if inline_of_bits(v).is_some() || INLINE_F64_HIGH.contains(&v) {
        return None;
    }
    let inline16 =
        |h: u16| h <= 64 || h >= 0xfff0 || INLINE_F16.contains(&h) || INLINE_BF16.contains(&h);
    let (low, high) = (v as u16, (v >> 16) as u16);
    if inline16(low) || high != 0 && inline16(high) {
        return None;
    }
    Some(match v {
        0..=0xffff => 0,
        0x1_0000..=0x7fff_ffff => 1,
        _ => 2,
    })
}

/// Where the value `a` of a line of class `class` stands in its encoding
/// `ca`, if `cb`, the encoding of a line of the same head and class with
/// value `b`, is `ca` with `b`'s bits in place of `a`'s: the two differ
/// exactly in `a ^ b` at one place, and there `ca` holds what a value of
/// the class is encoded as. A literal is the whole last dword; an inline
/// integer `1..=64` a 9-bit source operand `128 + v` (the ISA guides'
/// operand table; `128 | v` for these, so bits can be swapped), which
/// tells it from an immediate field that would take other values
/// differently (`s_nop`, `s_setprio`).
fn field(a: u32, ca: &Encoded, b: u32, cb: &Encoded, class: u8) -> Option<u32> {
    if ca.len() != cb.len() || ca.len() < 8 {
        return None;
    }
    let (wa, wb) = (wide(ca), wide(cb));
    let (diff, x) = (wa ^ wb, u128::from(a ^ b));
    let at = diff.trailing_zeros().checked_sub(x.trailing_zeros())?;
    if at > 96 || x << at != diff {
        return None;
    }
    let held = |bits: u32| (wa >> at) & ((1u128 << bits) - 1);
    let holds = if class == INLINE {
        held(9) == u128::from(128 | a)
    } else {
        at as usize == 8 * (ca.len() - 4) && held(32) == u128::from(a)
    };
    holds.then_some(at)
}

/// An encoding of up to 16 bytes as one number, its first byte lowest
/// (longer ones are never patched: [`Variants::line`]).
fn wide(c: &Encoded) -> u128 {
    let mut b = [0u8; 16];
    let n = c.len().min(16);
    b[..n].copy_from_slice(&c[..n]);
    u128::from_le_bytes(b)
}

/// `c` (the encoding of a line whose value is `first`) with `value`'s bits
/// in place of `first`'s at bit `at`.
fn patched(c: &Encoded, first: u32, value: u32, at: u32) -> Encoded {
    let b = (wide(c) ^ u128::from(first ^ value) << at).to_le_bytes();
    let mut words = [0u32; 4];
    for (w, b) in words.iter_mut().zip(b.chunks_exact(4)) {
        *w = u32::from_le_bytes(b.try_into().unwrap_or_default());
    }
    Encoded::from_words(&words[..c.len() / 4])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pieces::classify;
    use amdgpu_isa::Target;

    /// Values of every class (several each, so that heads get patched) and
    /// at their edges (left out of every class: parsed).
    const VALUES: [u32; 29] = [
        1,
        7,
        0x20,
        64,
        2,
        63,
        0x41,
        0x1234,
        0xffef,
        0x8000,
        0x7fff,
        0x4243,
        0x41_0041,
        0x1234_5678,
        0x7fff_7fff,
        0x0100_0100,
        0x7fef_4141,
        0x8041_8041,
        0xdead_beef,
        0xffef_1234,
        0x9999_9999,
        // at the classes' edges, in none
        0x3f80_0000,
        0x3c00,
        0x1_0000,
        0xffff,
        0x7fff_ffff,
        0x4242_3c00,
        0x40,
        0xffff_fff0,
    ];

    /// Every line of the isa crate's conformance corpora that ends in an
    /// integer after a comma, on its target, with that integer replaced by
    /// each of `VALUES` in turn (one head after another, each met afresh):
    /// what the read-ahead makes of each line through [`Variants`] is what
    /// it makes of it parsed.
    #[test]
    fn patched_lines_are_parsed_lines() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../isa/tests/data");
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .expect("the isa crate's test data")
            .filter_map(|e| Some(e.ok()?.path()))
            .filter(|p| p.to_string_lossy().ends_with("_corpus.tsv"))
            .collect();
        files.sort();
        let (mut heads, mut patched) = (0, 0);
        for path in files {
            let text = std::fs::read_to_string(&path).expect("a corpus");
            let mut seen = std::collections::HashSet::new();
            for row in text.lines() {
                let f: Vec<&str> = row.split('\t').collect();
                let (target, line) = match f.as_slice() {
                    ["asm", t, input, ..] => (*t, *input),
                    ["rt", t, _, text, ..] => (*t, *text),
                    _ => continue,
                };
                let t = line.trim_end();
                let Some(at) = t.bytes().rposition(|b| !b.is_ascii_alphanumeric()) else {
                    continue;
                };
                let (head, token) = t.split_at(at + 1);
                let integer = token == "0" || literal(token).is_some();
                if !integer || !head.trim_end().ends_with(',') || !seen.insert((target, head)) {
                    continue;
                }
                let target = match target.split_once(':') {
                    Some((name, "w64")) => Target::from_name(name)
                        .and_then(|t| t.with_wave_size(64))
                        .expect("a target"),
                    _ => Target::from_name(target).expect("a target"),
                };
                heads += 1;
                let lines: Vec<String> = VALUES.iter().map(|v| format!("{head}{v:#x}")).collect();
                let mut variants = Variants::new();
                for l in &lines {
                    let parsed = classify(target, l).0;
                    let mut met = false;
                    let got = variants.line(l, || {
                        met = true;
                        classify(target, l)
                    });
                    patched += usize::from(!met);
                    assert_eq!(got, parsed, "{target:?}: {l}");
                }
            }
        }
        // (14,936 heads in the corpora of LLVM 22; 83,719 lines patched)
        assert!(
            heads > 14_000 && patched > 80_000,
            "{heads} heads, {patched} patched"
        );
    }

    #[test]
    fn only_plain_literals_after_a_comma_are_cut_off() {
        assert_eq!(
            split("\tv_mad_u32_u24 v0, v0, 11, 0x11a"),
            Some(("\tv_mad_u32_u24 v0, v0, 11, ", 0x11a, 0))
        );
        assert_eq!(
            split("s_add_u32 s0, s1, 305419896"),
            Some(("s_add_u32 s0, s1, ", 0x1234_5678, 1))
        );
        assert_eq!(
            split("v_mad_u32_u24 v8, v5, 5, 6"),
            Some(("v_mad_u32_u24 v8, v5, 5, ", 6, INLINE))
        );
        for line in [
            "v_add_f32 v0, 1.0, v1",
            "v_mad_u32_u24 v0, v0, 11, 0x3f800000",
            "v_mad_u32_u24 v0, v0, 11, 0123",
            "v_mad_u32_u24 v0, v0, 11, 0",
            "v_mad_u32_u24 v0, v0, 11, 65535",
            "v_mad_u32_u24 v0, v0, 11, -0x11a",
            "v_mad_u32_u24 v0, v0, 11, 2+0x11a",
            "v_mad_u32_u24 v0, v0, 11, 0x11a ; note",
            "v_mad_u32_u24 v0, v0, 11, 0x100000000",
            "v_pk_add_u16 v0, v1, 0x3c000100",
            "ds_load_b32 v0, v3 offset:1504",
            "s_branch 1000",
            "v_mad_u32_u24 v0, v0, 11, é0x11a",
            "v_mad_u32_u24 v0, v0, 11,é",
        ] {
            assert_eq!(split(line), None, "{line}");
        }
    }

    proptest::proptest! {
        /// Any text: no panic, and a head and literal that are the line's.
        #[test]
        fn any_line_is_cut_or_left(line in "\\PC{0,40}(, ?(0x[0-9a-fA-F]{1,9}|[0-9]{1,11}))?[ \t]?") {
            if let Some((head, value, _)) = split(&line) {
                let rest = line.trim_end().strip_prefix(head).expect("the head starts the line");
                proptest::prop_assert_eq!(literal(rest), Some(value));
            }
            let mut variants = Variants::new();
            let target = Target::from_name("gfx1100").expect("a target");
            for _ in 0..3 {
                let got = variants.line(&line, || classify(target, &line));
                proptest::prop_assert_eq!(got, classify(target, &line).0);
            }
        }
    }
}

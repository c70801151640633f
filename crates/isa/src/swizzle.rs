//! The `offset:` operand of `ds_swizzle_b32`, printed and parsed as llvm-mc 22
//! does (`AMDGPUInstPrinter::printSwizzle`, `AMDGPUAsmParser::parseSwizzle`).
//!
//! The 16-bit offset selects a lane pattern:
//!
//! | offset            | printed as                                          |
//! |-------------------|-----------------------------------------------------|
//! | `0`               | nothing: llvm omits `offset:` (see [`printed_when_zero`]) |
//! | `0x0001..=0x7fff` | `BITMASK_PERM`, or `SWAP`/`REVERSE`/`BROADCAST` when it is one |
//! | `0x8000..=0x80ff` | `QUAD_PERM`                                         |
//! | `0xc000..=0xdfff` | `ROTATE` (GFX9+ only)                               |
//! | `0xe000..=0xffff` | `FFT` (GFX9+ only)                                  |
//! | anything else     | a decimal number (`0x8100..=0xbfff`; before GFX9 also `0xc000..`) |
//!
//! Printing drops bits outside the macro's fields, so `parse(format(x))` is
//! the offset llvm-mc assembles the printed text to, which is not always `x`:
//! `0xf000` prints as `swizzle(FFT,0)`, which assembles to `0xe000`.
//!
//! Besides the macros, llvm-mc takes any absolute MC expression: integer, char
//! and float literals, unary and binary operators with GNU precedence, `(...)`,
//! `[...]`, and AMDGPU's `max(...)`/`or(...)`.  Symbols, `.` and forward labels
//! are never absolute here, and AMDGPU's target-dependent `alignto`,
//! `extrasgprs`, `totalnumvgprs` and `occupancy` are treated as plain symbols.

use std::fmt;
use std::ops::RangeInclusive;

// LLVM's AMDGPU::Swizzle encodings (SIDefines.h), under the same names.
const QUAD_PERM_ENC: u16 = 0x8000; // four 2-bit lane ids in bits 7:0
const QUAD_PERM_ENC_MASK: u16 = 0xff00;
const BITMASK_PERM_ENC_MASK: u16 = 0x8000; // BITMASK_PERM_ENC is 0
const BITMASK_MAX: u16 = 0x1f; // and mask in bits 4:0 (BITMASK_AND_SHIFT 0)
const BITMASK_OR_SHIFT: u16 = 5; // or mask in bits 9:5
const BITMASK_XOR_SHIFT: u16 = 10; // xor mask in bits 14:10
const ROTATE_MODE_ENC: u16 = 0xc000; // also ROTATE_MODE_LO
const ROTATE_DIR_SHIFT: u16 = 10; // 1 bit: 0 left, 1 right
const ROTATE_SIZE_SHIFT: u16 = 5; // 5 bits: lanes to rotate by
const FFT_MODE_ENC: u16 = 0xe000; // also FFT_MODE_LO
const FFT_SWIZZLE_MASK: u16 = 0x1f; // also FFT_SWIZZLE_MAX

/// Whether llvm prints `offset:` for a zero offset.  It does not: callers
/// must omit the operand, as [`format`] has no empty spelling for it.
pub const fn printed_when_zero() -> bool {
    false
}

/// The text llvm-mc prints after `offset:`.  `fft_rotate` is true on GFX9 and
/// later (all gfx9xx, gfx10xx, gfx11xx and gfx12xx targets print identically);
/// before GFX9 offsets from `0xc000` on print as numbers.  Zero, which llvm
/// never prints, gives `"0"`.
pub fn format(offset: u16, fft_rotate: bool) -> String {
    if fft_rotate && offset >= FFT_MODE_ENC {
        return format!("swizzle(FFT,{})", offset & FFT_SWIZZLE_MASK);
    }
    if fft_rotate && offset >= ROTATE_MODE_ENC {
        let dir = offset >> ROTATE_DIR_SHIFT & 1;
        let size = offset >> ROTATE_SIZE_SHIFT & 0x1f;
        return format!("swizzle(ROTATE,{dir},{size})");
    }
    if offset & QUAD_PERM_ENC_MASK == QUAD_PERM_ENC {
        let [a, b, c, d] = [0, 2, 4, 6].map(|shift| offset >> shift & 3);
        return format!("swizzle(QUAD_PERM,{a},{b},{c},{d})");
    }
    if offset == 0 || offset & BITMASK_PERM_ENC_MASK != 0 {
        return offset.to_string();
    }
    let and = offset & BITMASK_MAX;
    let or = offset >> BITMASK_OR_SHIFT & BITMASK_MAX;
    let xor = offset >> BITMASK_XOR_SHIFT & BITMASK_MAX;
    if and == BITMASK_MAX && or == 0 && xor.is_power_of_two() {
        return format!("swizzle(SWAP,{xor})");
    }
    if and == BITMASK_MAX && or == 0 && xor > 0 && (xor + 1).is_power_of_two() {
        return format!("swizzle(REVERSE,{})", xor + 1);
    }
    let group = BITMASK_MAX - and + 1;
    if group > 1 && group.is_power_of_two() && or < group && xor == 0 {
        return format!("swizzle(BROADCAST,{group},{or})");
    }
    // Each lane-id bit is 0, 1, kept (p) or inverted (i): see what becomes of
    // an all-zeros and an all-ones lane id.
    let (zeros, ones) = (or ^ xor, (and | or) ^ xor);
    let mask: String = (0..5)
        .rev()
        .map(|bit| match (zeros >> bit & 1, ones >> bit & 1) {
            (0, 0) => '0',
            (1, 1) => '1',
            (0, _) => 'p',
            _ => 'i',
        })
        .collect();
    format!("swizzle(BITMASK_PERM,\"{mask}\")")
}

/// Parses the text after `offset:` as llvm-mc does, with its range checks and
/// diagnostics.  `text` is the operand alone, up to the end of the statement
/// (`;`, `//` and a newline end it, as in llvm): llvm reads anything after the
/// operand as more operands and rejects them, and so does this.
pub fn parse(text: &str, fft_rotate: bool) -> Result<u16, SwizzleError> {
    let mut p = Parser::new(text.as_bytes(), fft_rotate);
    let offset = if p.eat_ident(b"swizzle") {
        p.swizzle_macro()?
    } else {
        let col = p.tok.start;
        let value = p.absolute("expected a swizzle macro or an absolute expression")?;
        u16::try_from(value).map_err(|_| SwizzleError::at(col, "expected a 16-bit offset"))?
    };
    p.finish()?;
    Ok(offset)
}

/// A diagnostic with llvm-mc's wording and caret position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SwizzleError {
    /// Byte offset into the parsed text where llvm-mc puts its caret.
    pub col: usize,
    /// llvm-mc's wording, without the `error: ` prefix.
    pub message: &'static str,
}

impl SwizzleError {
    fn at(col: usize, message: &'static str) -> Self {
        SwizzleError { col, message }
    }
}

impl fmt::Display for SwizzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message)
    }
}

impl std::error::Error for SwizzleError {}

fn bitmask_perm(and: u16, or: u16, xor: u16) -> u16 {
    and | or << BITMASK_OR_SHIFT | xor << BITMASK_XOR_SHIFT
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Kind {
    /// An integer or character literal (which may start a directional label).
    Int(i64),
    /// A float literal, standing for its IEEE double bit pattern.
    Real(i64),
    /// An integer literal wider than 64 bits.
    BigNum,
    Str,
    Ident,
    Punct(&'static str),
    /// Malformed input; llvm's lexer has its own message, but the parser reports the spot.
    Error,
    End,
}

#[derive(Debug, Clone, Copy)]
struct Token {
    kind: Kind,
    start: usize,
    end: usize,
}

impl Token {
    fn new(kind: Kind, start: usize, end: usize) -> Self {
        Token { kind, start, end }
    }

    /// The parser stops at an error, so it spans the rest of the input.
    fn error(s: &[u8], start: usize) -> Self {
        Token::new(Kind::Error, start, s.len())
    }
}

/// The byte at `k`, or 0 past the end (0 matches no token class).
fn byte(s: &[u8], k: usize) -> u8 {
    s.get(k).copied().unwrap_or(0)
}

/// Punctuation of llvm's AsmLexer, longest first.
const PUNCT: [&str; 36] = [
    "<<", "<=", "<>", ">>", ">=", "==", "!=", "||", "&&", "->", "(", ")", "[", "]", "{", "}", ",",
    ":", "+", "-", "~", "*", "/", "%", "^", "|", "&", "!", "<", ">", "=", "$", "@", "#", "?", "\\",
];

/// Lexes the token at or after `i`; lexing only depends on the position.
fn lex(s: &[u8], mut i: usize) -> Token {
    loop {
        match (s.get(i), byte(s, i + 1)) {
            (Some(b' ' | b'\t' | 0), _) => i += 1,
            (Some(b'/'), b'*') => match s[i + 2..].windows(2).position(|w| w == b"*/") {
                Some(n) => i += n + 4,
                None => return Token::error(s, i),
            },
            _ => break,
        }
    }
    let c = byte(s, i);
    match c {
        _ if i >= s.len() => Token::new(Kind::End, i, i),
        b'\n' | b'\r' | b';' => Token::new(Kind::End, i, i),
        b'/' if byte(s, i + 1) == b'/' => Token::new(Kind::End, i, i),
        b'0'..=b'9' => lex_number(s, i),
        b'.' if byte(s, i + 1).is_ascii_digit() => {
            let e = digits_end(s, i + 1);
            if is_ident_char(byte(s, e)) && !matches!(byte(s, e), b'e' | b'E') {
                Token::new(Kind::Ident, i, ident_end(s, e))
            } else {
                lex_real(s, i, e)
            }
        }
        _ if c.is_ascii_alphabetic() || c == b'_' || c == b'.' => {
            Token::new(Kind::Ident, i, ident_end(s, i))
        }
        b'\'' => lex_char(s, i),
        b'"' => {
            let mut k = i + 1;
            loop {
                match s.get(k) {
                    None => return Token::error(s, i),
                    Some(b'"') => return Token::new(Kind::Str, i, k + 1),
                    Some(b'\\') if k + 1 < s.len() => k += 2,
                    Some(_) => k += 1,
                }
            }
        }
        _ => match PUNCT.iter().find(|p| s[i..].starts_with(p.as_bytes())) {
            Some(p) => Token::new(Kind::Punct(p), i, i + p.len()),
            None => Token::error(s, i),
        },
    }
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'?' | b'@')
}

fn ident_end(s: &[u8], mut i: usize) -> usize {
    i += 1;
    while i < s.len() && is_ident_char(s[i]) {
        i += 1;
    }
    i
}

fn digits_end(s: &[u8], mut i: usize) -> usize {
    while i < s.len() && s[i].is_ascii_digit() {
        i += 1;
    }
    i
}

/// llvm's LexDigit without the MASM/HLASM/Motorola dialects.
fn lex_number(s: &[u8], start: usize) -> Token {
    if s[start] != b'0' || byte(s, start + 1) == b'.' {
        let e = digits_end(s, start);
        return match byte(s, e) {
            b'.' | b'e' | b'E' => lex_real(s, start, e + usize::from(byte(s, e) == b'.')),
            _ => int_token(s, start, start..e, 10),
        };
    }
    match byte(s, start + 1) {
        // "0b" not followed by a digit is the integer 0 before a label suffix.
        b'b' | b'B' if !byte(s, start + 2).is_ascii_digit() => {
            Token::new(Kind::Int(0), start, start + 1)
        }
        b'b' | b'B' => {
            let mut e = start + 2;
            while matches!(byte(s, e), b'0' | b'1') {
                e += 1;
            }
            if e == start + 2 {
                return Token::error(s, start);
            }
            int_token(s, start, start + 2..e, 2)
        }
        b'x' | b'X' => {
            let mut e = start + 2;
            while byte(s, e).is_ascii_hexdigit() {
                e += 1;
            }
            match byte(s, e) {
                b'.' | b'p' | b'P' => lex_hex_real(s, start),
                _ if e == start + 2 => Token::error(s, start),
                _ => int_token(s, start, start + 2..e, 16),
            }
        }
        _ => int_token(s, start, start..digits_end(s, start), 8),
    }
}

/// An integer of `digits`, then the C suffixes llvm ignores (`[uU]?[lL]?[lL]?`).
fn int_token(s: &[u8], start: usize, digits: std::ops::Range<usize>, radix: u32) -> Token {
    let mut value = Some(0u64);
    let mut end = digits.end;
    for &c in &s[digits] {
        match char::from(c).to_digit(radix) {
            Some(d) => {
                value = value.and_then(|v| v.checked_mul(radix.into())?.checked_add(d.into()))
            }
            None => return Token::error(s, start),
        }
    }
    if matches!(s.get(end), Some(b'u' | b'U')) {
        end += 1;
    }
    for _ in 0..2 {
        if matches!(s.get(end), Some(b'l' | b'L')) {
            end += 1;
        }
    }
    // llvm keeps 64-bit values as int64 (so 2^64-1 is -1); wider ones are BigNums.
    let kind = value.map_or(Kind::BigNum, |v| Kind::Int(v as i64));
    Token::new(kind, start, end)
}

/// A decimal float whose integer part (and `.`, if any) end before `i`.
fn lex_real(s: &[u8], start: usize, i: usize) -> Token {
    let mut end = digits_end(s, i);
    if matches!(byte(s, end), b'+' | b'-') {
        return Token::error(s, end);
    }
    if matches!(byte(s, end), b'e' | b'E') {
        end += 1 + usize::from(matches!(byte(s, end + 1), b'+' | b'-'));
        end = digits_end(s, end);
    }
    // APFloat reads a missing exponent ("1e", "1e+") as zero.
    let text = std::str::from_utf8(&s[start..end]).unwrap_or("");
    let text = text
        .trim_end_matches(['+', '-'])
        .trim_end_matches(['e', 'E']);
    match text.parse::<f64>() {
        Ok(v) => Token::new(Kind::Real(v.to_bits() as i64), start, end),
        Err(_) => Token::error(s, start),
    }
}

/// A hex float such as `0x1.8p3`.
fn lex_hex_real(s: &[u8], start: usize) -> Token {
    let (mut mantissa, mut exp, mut digits) = (0u64, 0i64, 0);
    let (mut i, mut fraction) = (start + 2, false);
    loop {
        let c = byte(s, i);
        if c == b'.' && !fraction {
            fraction = true;
        } else if let Some(d) = char::from(c).to_digit(16) {
            digits += 1;
            // Keep the top 60 bits; later digits only scale the value.
            if mantissa >> 56 == 0 {
                mantissa = mantissa << 4 | u64::from(d);
                exp -= if fraction { 4 } else { 0 };
            } else if !fraction {
                exp += 4;
            }
        } else {
            break;
        }
        i += 1;
    }
    if digits == 0 || !matches!(byte(s, i), b'p' | b'P') {
        return Token::error(s, start);
    }
    i += 1;
    let negative = byte(s, i) == b'-';
    i += usize::from(matches!(byte(s, i), b'+' | b'-'));
    let e = digits_end(s, i);
    if e == i {
        return Token::error(s, start);
    }
    let scale = s[i..e]
        .iter()
        .fold(0i64, |v, &c| (v * 10 + i64::from(c - b'0')).min(1 << 20));
    exp += if negative { -scale } else { scale };
    // Scale in steps that stay within f64's exponent range.
    let mut value = mantissa as f64;
    while exp != 0 && value != 0.0 && value.is_finite() {
        let step = exp.clamp(-1000, 1000);
        value *= 2f64.powi(step as i32);
        exp -= step;
    }
    Token::new(Kind::Real(value.to_bits() as i64), start, e)
}

/// A character literal: `'c'`, or `'\c'` with llvm's handful of escapes.
fn lex_char(s: &[u8], start: usize) -> Token {
    let escaped = s.get(start + 1) == Some(&b'\\');
    let c = s.get(start + 1 + usize::from(escaped));
    let close = start + 2 + usize::from(escaped);
    let (Some(&c), Some(b'\'')) = (c, s.get(close)) else {
        return Token::error(s, start);
    };
    let value = match (escaped, c) {
        (true, b't') => b'\t',
        (true, b'n') => b'\n',
        (true, b'b') => 8,
        (true, b'f') => 12,
        (true, b'r') => b'\r',
        _ => c,
    };
    Token::new(Kind::Int(value.into()), start, close + 1)
}

/// GNU-mode binary operators of llvm's AsmParser, with their precedence.
fn binop(kind: Kind) -> Option<(&'static str, u8)> {
    let Kind::Punct(op) = kind else { return None };
    let precedence = match op {
        "||" => 1,
        "&&" => 2,
        "==" | "!=" | "<>" | "<" | "<=" | ">" | ">=" => 3,
        "+" | "-" => 4,
        "|" | "!" | "^" | "&" => 5,
        "*" | "/" | "%" | "<<" | ">>" => 6,
        _ => return None,
    };
    Some((op, precedence))
}

/// MCExpr's int64 arithmetic; `None` where it is not absolute (division by zero).
fn apply(op: &str, a: i64, b: i64) -> Option<i64> {
    let truth = |c: bool| -i64::from(c); // comparisons give -1 for true
    Some(match op {
        "||" => i64::from(a != 0 || b != 0),
        "&&" => i64::from(a != 0 && b != 0),
        "==" => truth(a == b),
        "!=" | "<>" => truth(a != b),
        "<" => truth(a < b),
        "<=" => truth(a <= b),
        ">" => truth(a > b),
        ">=" => truth(a >= b),
        "+" => a.wrapping_add(b),
        "-" => a.wrapping_sub(b),
        "|" => a | b,
        "!" => a | !b,
        "^" => a ^ b,
        "&" => a & b,
        "*" => a.wrapping_mul(b),
        "/" if b != 0 => a.wrapping_div(b),
        "%" if b != 0 => a.wrapping_rem(b),
        // Shift counts wrap modulo 64, as in the x86 build of llvm-mc.
        "<<" => (a as u64).wrapping_shl(b as u32) as i64,
        ">>" => (a as u64).wrapping_shr(b as u32) as i64,
        _ => return None,
    })
}

/// Guards the recursion on inputs like "((((...", as the other expressions
/// are (llvm has no limit of its own).
const MAX_DEPTH: u32 = crate::syntax::MAX_EXPR_DEPTH;

/// A value that may not be absolute (a symbol, `.`, a division by zero).
type Value = Option<i64>;

struct Parser<'a> {
    src: &'a [u8],
    tok: Token,
    fft_rotate: bool,
    depth: u32,
}

impl<'a> Parser<'a> {
    fn new(src: &'a [u8], fft_rotate: bool) -> Self {
        Parser {
            src,
            tok: lex(src, 0),
            fft_rotate,
            depth: 0,
        }
    }

    fn bump(&mut self) {
        self.tok = lex(self.src, self.tok.end);
    }

    fn text(&self, t: Token) -> &'a [u8] {
        &self.src[t.start..t.end]
    }

    fn error(&self, message: &'static str) -> SwizzleError {
        SwizzleError::at(self.tok.start, message)
    }

    fn is(&self, punct: &str) -> bool {
        matches!(self.tok.kind, Kind::Punct(p) if p == punct)
    }

    fn eat(&mut self, punct: &str) -> bool {
        let found = self.is(punct);
        if found {
            self.bump();
        }
        found
    }

    fn expect(&mut self, punct: &str, message: &'static str) -> Result<(), SwizzleError> {
        if self.eat(punct) {
            Ok(())
        } else {
            Err(self.error(message))
        }
    }

    fn eat_ident(&mut self, name: &[u8]) -> bool {
        let found = self.tok.kind == Kind::Ident && self.text(self.tok) == name;
        if found {
            self.bump();
        }
        found
    }

    /// `(MODE, args...)` after `swizzle`.
    fn swizzle_macro(&mut self) -> Result<u16, SwizzleError> {
        self.expect("(", "expected a left parentheses")?;
        let mode = self.tok;
        let name = if mode.kind == Kind::Ident {
            self.text(mode)
        } else {
            b""
        };
        self.bump();
        let offset = match name {
            b"QUAD_PERM" => {
                let mut offset = QUAD_PERM_ENC;
                for lane in 0..4 {
                    offset |= self.operand(0..=3, "expected a 2-bit lane id")? << (2 * lane);
                }
                offset
            }
            b"BITMASK_PERM" => self.bitmask_string()?,
            b"BROADCAST" => {
                let group = self.group_size(2..=32, "group size must be in the interval [2,32]")?;
                let lane = self.operand(
                    0..=i64::from(group) - 1,
                    "lane id must be in the interval [0,group size - 1]",
                )?;
                bitmask_perm(BITMASK_MAX + 1 - group, lane, 0)
            }
            b"SWAP" => {
                let group = self.group_size(1..=16, "group size must be in the interval [1,16]")?;
                bitmask_perm(BITMASK_MAX, 0, group)
            }
            b"REVERSE" => {
                let group = self.group_size(2..=32, "group size must be in the interval [2,32]")?;
                bitmask_perm(BITMASK_MAX, 0, group - 1)
            }
            b"FFT" => {
                if !self.fft_rotate {
                    return Err(self.error("FFT mode swizzle not supported on this GPU"));
                }
                FFT_MODE_ENC | self.operand(0..=31, "FFT swizzle must be in the interval [0,31]")?
            }
            b"ROTATE" => {
                if !self.fft_rotate {
                    return Err(self.error("Rotate mode swizzle not supported on this GPU"));
                }
                let dir = self.operand(0..=1, "direction must be 0 (left) or 1 (right)")?;
                let size = self.operand(
                    0..=31,
                    "number of threads to rotate must be in the interval [0,31]",
                )?;
                ROTATE_MODE_ENC | dir << ROTATE_DIR_SHIFT | size << ROTATE_SIZE_SHIFT
            }
            _ => return Err(SwizzleError::at(mode.start, "expected a swizzle mode")),
        };
        self.expect(")", "expected a closing parentheses")?;
        Ok(offset)
    }

    /// `, expr` with the value in `range`.
    fn operand(
        &mut self,
        range: RangeInclusive<i64>,
        message: &'static str,
    ) -> Result<u16, SwizzleError> {
        self.expect(",", "expected a comma")?;
        let col = self.tok.start;
        let value = self.absolute("expected absolute expression")?;
        match u16::try_from(value) {
            Ok(v) if range.contains(&value) => Ok(v),
            _ => Err(SwizzleError::at(col, message)),
        }
    }

    /// An operand that must also be a power of two.
    fn group_size(
        &mut self,
        range: RangeInclusive<i64>,
        message: &'static str,
    ) -> Result<u16, SwizzleError> {
        let col = lex(self.src, self.tok.end).start; // where the operand after the comma starts
        let size = self.operand(range, message)?;
        if size.is_power_of_two() {
            Ok(size)
        } else {
            Err(SwizzleError::at(col, "group size must be a power of two"))
        }
    }

    /// `, "mask"`: five of 0 (clear), 1 (set), p (keep), i (invert), high bit first.
    fn bitmask_string(&mut self) -> Result<u16, SwizzleError> {
        self.expect(",", "expected a comma")?;
        if self.tok.kind != Kind::Str {
            return Err(self.error("expected a string"));
        }
        // llvm checks the raw text between the quotes, escapes and all.
        let mask = &self.src[self.tok.start + 1..self.tok.end - 1];
        if mask.len() != 5 {
            return Err(self.error("expected a 5-character mask"));
        }
        let (mut and, mut or, mut xor) = (0, 0, 0);
        for (i, c) in mask.iter().enumerate() {
            let bit = 1 << (4 - i);
            match c {
                b'0' => {}
                b'1' => or |= bit,
                b'p' => and |= bit,
                b'i' => (and, xor) = (and | bit, xor | bit),
                _ => return Err(self.error("invalid mask")),
            }
        }
        self.bump();
        Ok(bitmask_perm(and, or, xor))
    }

    /// An expression that must evaluate to a constant.
    fn absolute(&mut self, message: &'static str) -> Result<i64, SwizzleError> {
        let col = self.tok.start;
        self.expression()?.ok_or(SwizzleError::at(col, message))
    }

    fn expression(&mut self) -> Result<Value, SwizzleError> {
        let lhs = self.primary(true)?;
        self.binop_rhs(1, lhs)
    }

    /// Precedence climbing, as AsmParser::parseBinOpRHS.
    fn binop_rhs(&mut self, min_precedence: u8, mut lhs: Value) -> Result<Value, SwizzleError> {
        while let Some((op, precedence)) =
            binop(self.tok.kind).filter(|&(_, p)| p >= min_precedence)
        {
            self.bump();
            let mut rhs = self.primary(true)?;
            if binop(self.tok.kind).is_some_and(|(_, next)| next > precedence) {
                rhs = self.binop_rhs(precedence + 1, rhs)?;
            }
            lhs = lhs.zip(rhs).and_then(|(a, b)| apply(op, a, b));
        }
        Ok(lhs)
    }

    /// `max(...)`/`or(...)` only start an operand, not follow a unary operator.
    fn primary(&mut self, variadic: bool) -> Result<Value, SwizzleError> {
        // a number or string at the limit is no level deeper
        let leaf = matches!(
            self.tok.kind,
            Kind::Int(_) | Kind::Real(_) | Kind::BigNum | Kind::Str | Kind::End | Kind::Error
        );
        if self.depth >= MAX_DEPTH && !leaf {
            return Err(self.error(crate::syntax::TOO_DEEP));
        }
        self.depth += 1;
        let value = self.primary_unguarded(variadic);
        self.depth -= 1;
        value
    }

    fn primary_unguarded(&mut self, variadic: bool) -> Result<Value, SwizzleError> {
        let t = self.tok;
        let next = lex(self.src, t.end);
        match t.kind {
            Kind::Int(_) if next.kind == Kind::Ident && matches!(self.text(next), b"b" | b"f") => {
                // A directional label: "1b" names an earlier "1:" (never defined here).
                if self.text(next) == b"b" {
                    return Err(self.error("directional label undefined"));
                }
                self.tok = lex(self.src, next.end);
                Ok(None)
            }
            Kind::Int(v) | Kind::Real(v) => {
                self.bump();
                Ok(Some(v))
            }
            Kind::BigNum => Err(self.error("literal value out of range for directive")),
            Kind::Ident
                if variadic
                    && next.kind == Kind::Punct("(")
                    && matches!(self.text(t), b"max" | b"or") =>
            {
                self.variadic()
            }
            Kind::Ident | Kind::Str => {
                self.bump();
                Ok(None)
            }
            Kind::Punct("(") => {
                self.bump();
                let value = self.expression()?;
                self.expect(")", "expected ')'")?;
                Ok(value)
            }
            Kind::Punct("[") => {
                self.bump();
                let value = self.expression()?;
                self.expect("]", "expected ']' in brackets expression")?;
                Ok(value)
            }
            Kind::Punct(op @ ("-" | "+" | "~" | "!")) => {
                self.bump();
                let v = self.primary(false)?;
                Ok(v.map(|v| match op {
                    "-" => v.wrapping_neg(),
                    "~" => !v,
                    "!" => i64::from(v == 0),
                    _ => v,
                }))
            }
            Kind::Punct("$" | "*") => Err(self.error("invalid token in expression")),
            Kind::Punct("@") => Err(self.error("expected a symbol reference")),
            Kind::Error => Err(self.error("failed parsing operand.")),
            _ => Err(self.error("unknown token in expression")),
        }
    }

    /// AMDGPU's `max(a, ...)` (signed) and `or(a, ...)`.
    fn variadic(&mut self) -> Result<Value, SwizzleError> {
        let is_max = self.text(self.tok) == b"max";
        let [empty, commas_mismatch, unexpected] = if is_max {
            [
                "empty max expression",
                "mismatch of commas in max expression",
                "unexpected token in max expression",
            ]
        } else {
            [
                "empty or expression",
                "mismatch of commas in or expression",
                "unexpected token in or expression",
            ]
        };
        self.bump();
        self.bump();
        let (mut args, mut commas) = (Vec::new(), 0);
        loop {
            if self.eat(")") {
                if args.is_empty() {
                    return Err(self.error(empty));
                }
                if commas + 1 != args.len() {
                    return Err(self.error(commas_mismatch));
                }
                let args: Option<Vec<i64>> = args.into_iter().collect();
                let combine = if is_max { i64::max } else { |a, b| a | b };
                return Ok(args.and_then(|a| a.into_iter().reduce(combine)));
            }
            args.push(self.expression()?);
            if self.eat(",") {
                commas += 1;
            } else if !self.is(")") {
                return Err(self.error(unexpected));
            }
        }
    }

    /// llvm parses what follows as more operands, then rejects the first one.
    fn finish(&mut self) -> Result<(), SwizzleError> {
        let mut extra = None;
        loop {
            self.eat(",");
            if self.tok.kind == Kind::End {
                break;
            }
            extra.get_or_insert(self.tok.start);
            self.expression()?;
        }
        match extra {
            Some(col) => Err(SwizzleError::at(col, "invalid operand for instruction")),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Printed forms observed from llvm-mc-22 --disassemble (gfx908, gfx1100, gfx1200
    // print alike; gfx803 stands for fft_rotate = false).
    #[test]
    fn prints_like_llvm() {
        let cases: &[(u16, &str)] = &[
            (0x0001, r#"swizzle(BITMASK_PERM,"0000p")"#),
            (0x0021, r#"swizzle(BITMASK_PERM,"00001")"#),
            (0x0010, "swizzle(BROADCAST,16,0)"),
            (0x005c, "swizzle(BROADCAST,4,2)"),
            (0x041f, "swizzle(SWAP,1)"),
            (0x401f, "swizzle(SWAP,16)"),
            (0x7c1f, "swizzle(REVERSE,32)"),
            (0x8000, "swizzle(QUAD_PERM,0,0,0,0)"),
            (0x8039, "swizzle(QUAD_PERM,1,2,3,0)"),
            (0x8100, "33024"),
            (0x9c3f, "39999"),
            (0xc000, "swizzle(ROTATE,0,0)"),
            (0xc460, "swizzle(ROTATE,1,3)"),
            (0xd000, "swizzle(ROTATE,0,0)"),
            (0xe003, "swizzle(FFT,3)"),
            (0xf000, "swizzle(FFT,0)"),
        ];
        for &(offset, text) in cases {
            assert_eq!(format(offset, true), text, "{offset:#06x}");
        }
        assert_eq!(format(0xe000, false), "57344");
        assert_eq!(format(0xc0ff, false), "49407");
        assert_eq!(format(0x80ff, false), "swizzle(QUAD_PERM,3,3,3,3)");
        assert!(!printed_when_zero());
    }

    // Offsets llvm-mc-22 -show-encoding assembled these operands to (gfx1100).
    #[test]
    fn parses_like_llvm() {
        let cases: &[(&str, u16)] = &[
            ("swizzle(QUAD_PERM,0,1,2,3)", 32996),
            ("swizzle( QUAD_PERM , 1 , 2 , 3 , 0 )", 32825),
            ("swizzle(QUAD_PERM,1+1,(3),~0&3,'\\0'-48)", 32830),
            (r#"swizzle(BITMASK_PERM,"01pi0")"#, 2310),
            ("swizzle(BROADCAST,2,1)", 62),
            ("swizzle(SWAP,16)", 16415),
            ("swizzle(REVERSE,32)", 31775),
            ("swizzle(FFT,0x1f)", 57375),
            ("swizzle(ROTATE,1 , 2*3)", 50368),
            ("swizzle (FFT,1)", 57345),
            ("0xffff", 65535),
            ("017", 15),
            ("0b101", 5),
            ("12ULL", 12),
            ("1 << 2 + 1", 5),
            ("2 ! 1 + 3", 1),
            ("-65536 >> 48", 65535),
            ("'a'", 97),
            ("1e-320", 2024),
            ("0x1p-1074", 1),
            ("max(0-1,1)-1", 0),
            ("or (1, 2)", 3),
            ("1 ,", 1),
        ];
        for &(text, offset) in cases {
            assert_eq!(parse(text, true), Ok(offset), "{text}");
        }
    }

    // Diagnostics and caret columns from llvm-mc-22 (gfx1100, and gfx803 for the last two).
    #[test]
    #[rustfmt::skip]
    fn rejects_like_llvm() {
        let cases: &[(&str, usize, &str)] = &[
            ("", 0, "unknown token in expression"),
            ("-1", 0, "expected a 16-bit offset"),
            ("3 == 3", 0, "expected a 16-bit offset"),
            ("7 / 0", 0, "expected a swizzle macro or an absolute expression"),
            ("99999999999999999999", 0, "literal value out of range for directive"),
            ("019", 0, "failed parsing operand."),
            ("2 + 1b", 4, "directional label undefined"),
            ("10h", 2, "invalid operand for instruction"),
            ("max(1,)", 7, "mismatch of commas in max expression"),
            ("1 ( 2", 5, "expected ')'"),
            ("swizzle", 7, "expected a left parentheses"),
            ("swizzle(quad_perm,0,0,0,0)", 8, "expected a swizzle mode"),
            ("swizzle(QUAD_PERM,0,0,0)", 23, "expected a comma"),
            ("swizzle(QUAD_PERM,0,0,0,4)", 24, "expected a 2-bit lane id"),
            ("swizzle(QUAD_PERM,foo,0,0,0)", 18, "expected absolute expression"),
            ("swizzle(QUAD_PERM,0,0,0,0,0)", 25, "expected a closing parentheses"),
            (r#"swizzle(BITMASK_PERM,"01pi")"#, 21, "expected a 5-character mask"),
            (r#"swizzle(BITMASK_PERM,"01PI0")"#, 21, "invalid mask"),
            ("swizzle(BITMASK_PERM,01010)", 21, "expected a string"),
            ("swizzle(BROADCAST,3,1)", 18, "group size must be a power of two"),
            ("swizzle(BROADCAST,4,4)", 20, "lane id must be in the interval [0,group size - 1]"),
            ("swizzle(SWAP,32)", 13, "group size must be in the interval [1,16]"),
            ("swizzle(REVERSE,1)", 16, "group size must be in the interval [2,32]"),
            ("swizzle(FFT,32)", 12, "FFT swizzle must be in the interval [0,31]"),
            ("swizzle(ROTATE,2,0)", 15, "direction must be 0 (left) or 1 (right)"),
            ("swizzle(ROTATE,0,32)", 17, "number of threads to rotate must be in the interval [0,31]"),
            ("swizzle(FFT,0) foo", 15, "invalid operand for instruction"),
        ];
        for &(text, col, message) in cases {
            assert_eq!(parse(text, true), Err(SwizzleError { col, message }), "{text}");
        }
        let pre_gfx9 = |col, message| Err(SwizzleError { col, message });
        assert_eq!(parse("swizzle(FFT,0)", false), pre_gfx9(11, "FFT mode swizzle not supported on this GPU"));
        assert_eq!(parse("swizzle(ROTATE", false), pre_gfx9(14, "Rotate mode swizzle not supported on this GPU"));
    }

    // Printing is lossy (BITMASK_PERM "00001" is 0x21 but assembles to 0x20, which
    // prints as BROADCAST), yet the assembled offset always survives a round trip.
    #[test]
    fn reassembled_offsets_round_trip() {
        for fft_rotate in [false, true] {
            for offset in 1..=u16::MAX {
                let text = format(offset, fft_rotate);
                let back = parse(&text, fft_rotate).unwrap_or_else(|e| panic!("{text}: {e}"));
                assert_eq!(
                    parse(&format(back, fft_rotate), fft_rotate),
                    Ok(back),
                    "{text}"
                );
            }
        }
    }

    // Random strings of tokens and fragments; errors must point inside the text.
    #[test]
    fn never_panics() {
        #[rustfmt::skip]
        let pieces = [
            "swizzle", "(", ")", ",", "QUAD_PERM", "BITMASK_PERM", "FFT", "ROTATE", "SWAP", "\"",
            "'", "\\", "0", "1", "9", "0x", "0b", ".", "e", "p", "+", "-", "<<", ">>", "!", "~",
            "/", "*", "%", "max", "or", "[", "]", " ", "/*", "*/", "é", "\0", "b", "f", "pi01",
        ];
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..100_000 {
            let mut text = String::new();
            for _ in 0..seed % 12 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                text.push_str(pieces[(seed % pieces.len() as u64) as usize]);
            }
            if let Err(e) = parse(&text, seed & 1 == 0) {
                assert!(e.col <= text.len(), "{text:?}: {e:?}");
            }
        }
        assert!(parse(&"(".repeat(100_000), true).is_err());
        assert!(parse(&"-".repeat(100_000), true).is_err());
    }
}

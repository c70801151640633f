//! A cursor over one line of assembly, with byte positions for diagnostics.

use super::AsmError;

/// Bytes that may continue an identifier: letters, digits, `_`, `.`, `$`.
static IDENT: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'$';
        c += 1;
    }
    t
};

/// Each byte of a word set to `b`.
pub(crate) const fn splat(b: u8) -> u64 {
    u64::from_le_bytes([b; 8])
}

/// The high bit of each byte of `w` (all ASCII) that lies in `lo..=hi`: the
/// sums stay within their bytes, so no carry crosses into the next.
/// (Identifiers are scanned byte by byte: eight at once was slower for the
/// short words of assembly.)
pub(crate) const fn in_range(w: u64, lo: u8, hi: u8) -> u64 {
    w.wrapping_add(splat(0x80 - lo)) & !w.wrapping_add(splat(0x7f - hi)) & splat(0x80)
}

/// Whether `word` holds an upper-case ASCII letter (mnemonics are compared
/// in lower case), eight bytes at a time.
pub(crate) fn has_upper(word: &str) -> bool {
    let mut chunks = word.as_bytes().chunks_exact(8);
    // non-ASCII bytes (high bit set) are left out
    let upper = |w: u64| in_range(w & splat(0x7f), b'A', b'Z') & !w != 0;
    chunks
        .by_ref()
        .any(|c| upper(u64::from_le_bytes(c.try_into().unwrap_or_default())))
        || chunks.remainder().iter().any(u8::is_ascii_uppercase)
}

/// How deeply an expression may nest (parentheses and unary operators):
/// the parser recurses once per level, and a thread's stack must hold the
/// deepest one (2 MiB, a test thread's, in a debug build). llvm-mc-22 has
/// no limit and itself crashes between 5,000 and 20,000 parentheses; no
/// program nests anywhere near this.
pub const MAX_EXPR_DEPTH: u32 = 1000;

/// The message for an expression past [`MAX_EXPR_DEPTH`] (a test checks
/// that the two agree).
pub const TOO_DEEP: &str = "expression nested too deeply (more than 1000 levels)";

pub struct Cursor<'a> {
    text: &'a str,
    pos: usize,
    /// Levels of the expression being read (see [`MAX_EXPR_DEPTH`]).
    depth: u32,
}

impl<'a> Cursor<'a> {
    pub fn new(text: &'a str) -> Cursor<'a> {
        Cursor {
            text,
            pos: 0,
            depth: 0,
        }
    }

    pub fn pos(&self) -> usize {
        self.pos
    }

    pub fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    /// Returns to an earlier position.
    pub fn set_pos(&mut self, pos: usize) {
        self.pos = pos.min(self.text.len());
    }

    /// Moves `n` bytes forward (within the text).
    pub fn bump(&mut self, n: usize) {
        self.pos = (self.pos + n).min(self.text.len());
    }

    #[inline]
    pub fn skip_ws(&mut self) {
        // most calls find a token right here: one byte looked at
        match self.text.as_bytes().get(self.pos) {
            Some(b) if b.is_ascii_graphic() => {}
            Some(_) => self.skip_blanks(),
            None => {}
        }
    }

    fn skip_blanks(&mut self) {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && (bytes[self.pos] == b' ' || bytes[self.pos] == b'\t') {
            self.pos += 1;
        }
        // rare: other (Unicode) blanks
        if self.pos < bytes.len() && !bytes[self.pos].is_ascii_graphic() {
            let rest = self.rest();
            self.pos += rest.len() - rest.trim_start().len();
        }
    }

    pub fn at_end(&mut self) -> bool {
        self.skip_ws();
        self.pos == self.text.len()
    }

    pub fn peek(&mut self) -> Option<char> {
        self.skip_ws();
        match self.text.as_bytes().get(self.pos) {
            Some(&b) if b.is_ascii() => Some(char::from(b)),
            _ => self.rest().chars().next(),
        }
    }

    /// Consumes `c` if it comes next.
    pub fn eat(&mut self, c: char) -> bool {
        self.skip_ws();
        let hit = if c.is_ascii() {
            self.text.as_bytes().get(self.pos) == Some(&(c as u8))
        } else {
            self.rest().starts_with(c)
        };
        if hit {
            self.pos += c.len_utf8();
        }
        hit
    }

    pub fn expect(&mut self, c: char) -> Result<(), AsmError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.error(format!("expected '{c}'")))
        }
    }

    /// An identifier: letters, digits, `_`, `.`, `$`, not starting with a digit.
    pub fn ident(&mut self) -> Option<&'a str> {
        self.skip_ws();
        let bytes = self.text.as_bytes();
        let start = self.pos;
        let first = *bytes.get(start)?;
        if !IDENT[usize::from(first)] || first.is_ascii_digit() {
            return None;
        }
        let mut end = start + 1;
        while let Some(&b) = bytes.get(end) {
            if !IDENT[usize::from(b)] {
                break;
            }
            end += 1;
        }
        // ASCII bytes only, so both ends are character boundaries
        let word = self.text.get(start..end)?;
        self.pos = end;
        Some(word)
    }

    /// Consumes `word` if the next identifier is exactly it.
    pub fn eat_word(&mut self, word: &str) -> bool {
        let save = self.pos;
        match self.ident() {
            Some(w) if w.eq_ignore_ascii_case(word) => true,
            _ => {
                self.pos = save;
                false
            }
        }
    }

    /// An integer literal: decimal, `0x` hex, `0b` binary, or octal after a
    /// leading `0`; or a floating-point one, which stands for its double's
    /// bits (LLVM's expression parser: `row_mask:1.0` is 0x3ff0000000000000).
    fn literal(&mut self) -> Result<i64, AsmError> {
        self.skip_ws();
        let start = self.pos;
        let rest = self.rest();
        if let Some(len) = float_len(rest) {
            let v = parse_float(&rest[..len])
                .ok_or_else(|| AsmError::at(start, "invalid floating point literal"))?;
            if rest[len..].starts_with(['+', '-']) {
                // LLVM's lexer: a sign right after the fraction (`1.0+1`)
                return Err(AsmError::at(start + len, "invalid sign in float literal"));
            }
            self.pos += len;
            return Ok(v.to_bits() as i64);
        }
        let (radix, skip) = if rest.starts_with("0x") || rest.starts_with("0X") {
            (16, 2)
        } else if rest.starts_with("0b") || rest.starts_with("0B") {
            (2, 2)
        } else if rest.len() > 1 && rest.starts_with('0') && rest.as_bytes()[1].is_ascii_digit() {
            // a leading 0 makes the number octal (llvm-mc-22: `017` is 15, `08` an error)
            (8, 1)
        } else {
            (10, 0)
        };
        let digits = &rest[skip..];
        let len = digits
            .find(|c: char| !c.is_digit(radix))
            .unwrap_or(digits.len());
        if len == 0 {
            return Err(AsmError::at(start, "expected absolute expression"));
        }
        self.pos += skip + len;
        u64::from_str_radix(&digits[..len], radix)
            .map(|v| v as i64)
            .map_err(|_| AsmError::at(start, "literal value out of range"))
    }

    /// An absolute integer expression: literals joined by `+ - * & | ^ << >>`,
    /// unary `-` and `~`, and parentheses, evaluated with wrapping 64-bit math as
    /// the LLVM assembler does.
    pub fn expr(&mut self) -> Result<i64, AsmError> {
        // fast path: a plain decimal number not followed by an operator
        self.skip_ws();
        let bytes = self.text.as_bytes();
        let start = self.pos;
        let (mut end, mut v) = (start, 0i64);
        while let Some(&d) = bytes.get(end).filter(|d| d.is_ascii_digit()) {
            v = v.wrapping_mul(10).wrapping_add(i64::from(d - b'0'));
            end += 1;
        }
        let digits = end - start;
        if digits > 0
            && digits < 18
            && !(digits > 1 && bytes[start] == b'0')
            && !(digits == 1
                && bytes[start] == b'0'
                && bytes.get(end).is_some_and(|b| b.is_ascii_alphabetic()))
            && !bytes.get(end).is_some_and(|b| b".eE".contains(b))
        {
            let mut after = end;
            while bytes.get(after).is_some_and(|&b| b == b' ' || b == b'\t') {
                after += 1;
            }
            if !bytes.get(after).is_some_and(|b| b"+-*&^|<>".contains(b)) {
                self.pos = end;
                return Ok(v);
            }
        }
        self.expr_bin(0)
    }

    /// A bare immediate operand: as [`Cursor::expr`], but a float, with a
    /// `-` written right before it, is the whole operand and the `-` its
    /// sign (`-0.0` is the sign bit), as LLVM's operand parser reads it; in
    /// `name:value` modifiers both are the expression's (`row_mask:-1.0` is
    /// -0x3ff0000000000000, `row_mask:1.0 +1` 0x3ff0000000000001).
    pub fn imm(&mut self) -> Result<i64, AsmError> {
        let Some(x) = self.signed_float() else {
            return self.expr();
        };
        if self.rest().starts_with(['+', '-']) {
            return Err(self.error("invalid sign in float literal"));
        }
        Ok(x.to_bits() as i64)
    }

    /// A float operand, a `-` written right before it its sign, as LLVM's
    /// operand parser reads one; `None`, nothing consumed, when no float
    /// comes next (an integer, a name, `--2.0`).
    pub fn signed_float(&mut self) -> Option<f64> {
        self.skip_ws();
        let rest = self.rest();
        let neg = rest.starts_with('-');
        let body = &rest[usize::from(neg)..];
        let len = float_len(body)?;
        let x = parse_float(&body[..len])?;
        self.pos += usize::from(neg) + len;
        Some(if neg { -x } else { x })
    }

    /// Whether a number (not a name) comes next: a digit, a sign, `(` or
    /// the `.` of a float such as `.5`.
    pub fn at_number(&mut self) -> bool {
        self.peek()
            .is_some_and(|ch| ch.is_ascii_digit() || ch == '-' || ch == '(' || ch == '.')
    }

    fn expr_bin(&mut self, min_prec: u8) -> Result<i64, AsmError> {
        let mut lhs = self.expr_unary()?;
        loop {
            self.skip_ws();
            let rest = self.rest();
            let (op, prec, len) = match rest.as_bytes() {
                [b'<', b'<', ..] => ("<<", 4, 2),
                [b'>', b'>', ..] => (">>", 4, 2),
                [b'*', ..] => ("*", 5, 1),
                [b'+', ..] => ("+", 3, 1),
                [b'-', ..] => ("-", 3, 1),
                [b'&', ..] => ("&", 2, 1),
                [b'^', ..] => ("^", 1, 1),
                [b'|', ..] => ("|", 0, 1),
                _ => return Ok(lhs),
            };
            if prec < min_prec {
                return Ok(lhs);
            }
            self.pos += len;
            let rhs = self.expr_bin(prec + 1)?;
            lhs = match op {
                "<<" => lhs.wrapping_shl(rhs as u32),
                ">>" => lhs.wrapping_shr(rhs as u32),
                "*" => lhs.wrapping_mul(rhs),
                "+" => lhs.wrapping_add(rhs),
                "-" => lhs.wrapping_sub(rhs),
                "&" => lhs & rhs,
                "^" => lhs ^ rhs,
                _ => lhs | rhs,
            };
        }
    }

    fn expr_unary(&mut self) -> Result<i64, AsmError> {
        self.skip_ws();
        // each `-`, `~`, `+` and `(` is one level: the parser recurses there
        if !matches!(self.peek(), Some('-' | '~' | '+' | '(')) {
            return self.literal();
        }
        if self.depth >= MAX_EXPR_DEPTH {
            return Err(self.error(TOO_DEEP));
        }
        self.depth += 1;
        let v = self.expr_nested();
        self.depth -= 1;
        v
    }

    fn expr_nested(&mut self) -> Result<i64, AsmError> {
        if self.eat('-') {
            return Ok(self.expr_unary()?.wrapping_neg());
        }
        if self.eat('~') {
            return Ok(!self.expr_unary()?);
        }
        if self.eat('+') {
            return self.expr_unary();
        }
        self.expect('(')?;
        let v = self.expr()?;
        self.expect(')')?;
        Ok(v)
    }

    pub fn error(&self, msg: impl Into<String>) -> AsmError {
        AsmError::at(self.pos, msg)
    }

    /// Refuses a source written with two minus signs (`--1`, `- - 1`) where
    /// a source takes the neg modifier: LLVM asks for `neg(...)` there
    /// (llvm-mc-22: "invalid syntax, expected 'neg' modifier").
    pub(crate) fn refuse_doubled_minus(&mut self) -> Result<(), AsmError> {
        let doubled = self
            .rest()
            .trim_start()
            .strip_prefix('-')
            .is_some_and(|t| t.trim_start().starts_with('-'));
        if doubled {
            self.skip_ws();
            return Err(self.error("invalid syntax, expected 'neg' modifier"));
        }
        Ok(())
    }
}

/// The length of the floating-point literal `text` starts with, as LLVM's
/// lexer reads one: decimal digits with a `.` or an exponent (`1.5`, `.5`,
/// `1.`, `1e3`, `2.5E-1`), or hex digits with a `.` or a binary exponent
/// (`0x1.8p1`). `None`: no float there (an integer, a name...).
fn float_len(text: &str) -> Option<usize> {
    let b = text.as_bytes();
    let run = |mut i: usize, hex: bool| {
        while b.get(i).is_some_and(|c| {
            if hex {
                c.is_ascii_hexdigit()
            } else {
                c.is_ascii_digit()
            }
        }) {
            i += 1;
        }
        i
    };
    let exponent = |i: usize, marks: &[u8]| {
        if !b.get(i).is_some_and(|c| marks.contains(c)) {
            return i;
        }
        let sign = usize::from(b.get(i + 1).is_some_and(|c| *c == b'+' || *c == b'-'));
        run(i + 1 + sign, false)
    };
    if b.len() > 2 && b[0] == b'0' && (b[1] | 0x20) == b'x' {
        let int = run(2, true);
        let frac = if b.get(int) == Some(&b'.') {
            run(int + 1, true)
        } else {
            int
        };
        let end = exponent(frac, b"pP");
        return (end > frac || frac > int).then_some(end);
    }
    let int = run(0, false);
    let dot = b.get(int) == Some(&b'.');
    let frac = if dot { run(int + 1, false) } else { int };
    // a digit is needed; `017.5` and `0e1` are no decimal floats to LLVM's
    // lexer (the `0` starts an octal or prefixed number), `0.5` is one
    if frac - usize::from(dot) == 0 || b[0] == b'0' && (int > 1 || int == 1 && !dot) {
        return None;
    }
    let end = exponent(frac, b"eE");
    (dot || end > frac).then_some(end)
}

/// The value of the float written in an operand's text (`1.5`, `-0.25`,
/// `1e3`, inside bars or `neg(...)` too), its sign only where `-` touches the
/// digits; `None` when the number there is no float (`15`, `0x3e00`).
pub(crate) fn float_in(text: &str) -> Option<f64> {
    let start = text.find(|ch: char| ch.is_ascii_digit() || ch == '.')?;
    let body = text.get(start..)?;
    let x = parse_float(body.get(..float_len(body)?)?)?;
    let negative = text.get(..start).is_some_and(|t| t.ends_with('-'));
    Some(if negative { -x } else { x })
}

/// The value of a float literal [`float_len`] measured; hex floats need
/// their `p` exponent, as LLVM asks.
fn parse_float(text: &str) -> Option<f64> {
    let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) else {
        // an exponent mark without digits (`1e`) is exponent 0 to LLVM
        return text.trim_end_matches(['e', 'E', '+', '-']).parse().ok();
    };
    let (mant, exp) = hex.split_once(['p', 'P'])?;
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    let digits = format!("{int}{frac}");
    let m = u128::from_str_radix(if digits.is_empty() { "0" } else { &digits }, 16).ok()?;
    let e: i32 = exp.parse().ok()?;
    Some(m as f64 * 2f64.powi(e - 4 * frac.len() as i32))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `has_upper` finds upper-case ASCII letters, and no others.
    #[test]
    fn upper_case_is_found() {
        for (word, upper) in [
            ("ds_add_u32", false),
            ("ds_add_U32", true),
            ("DS", true),
            ("ds_read2st64_b64", false),
            ("ds_read2st64_b64Z", true),
            ("v_Mov", true),
            ("\u{c1}\u{e9}[@", false),
            ("ds_\u{c1}\u{c1}\u{da}_x", false),
        ] {
            assert_eq!(has_upper(word), upper, "{word}");
        }
        let mut c = Cursor::new("  ds_add_u32\u{e9}x v1");
        assert_eq!(c.ident(), Some("ds_add_u32"));
        assert_eq!(
            Cursor::new("v_mov_b32_e32, v1").ident(),
            Some("v_mov_b32_e32")
        );
    }
}

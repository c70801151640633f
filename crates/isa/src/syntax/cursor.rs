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

/// The symbols an assembler knows while it reads a line: an expression
/// naming one resolves to its value when it is absolute already (a `.set`
/// constant defined above); any other name leaves the expression for the
/// assembler to evaluate once the whole source is laid out.
pub trait Scope {
    /// The value of symbol `name` if it is absolute so far.
    fn absolute(&self, name: &str) -> Option<i64>;
}

/// What a deferred expression became in the instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Nothing took it: it stood where only an absolute value goes.
    Open,
    /// The instruction's literal dword (encoded as [`DEFERRED_LITERAL`]).
    Literal,
    /// A branch's 16-bit dword offset (encoded as 0 plus the expression's
    /// constant part).
    Branch,
    /// An operand that holds only a constant (a SOPK immediate, an SMEM
    /// offset, a K): LLVM reads the expression as the operand and refuses
    /// it there ("invalid operand for instruction"), where a named value
    /// (`offset:x`) wants an absolute expression.
    Operand,
}

/// An expression of a line that names a symbol the [`Scope`] could not
/// resolve: its byte span in the line and where it went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deferred {
    pub start: usize,
    pub end: usize,
    pub role: Role,
}

/// The literal dword standing for a deferred expression until the
/// assembler patches it: no inline constant of any operand type (a NaN
/// pattern), so that the operand is encoded as a literal as LLVM encodes
/// an expression it cannot evaluate yet.
pub const DEFERRED_LITERAL: u32 = 0x7fff_0000;

pub struct Cursor<'a> {
    text: &'a str,
    pos: usize,
    /// Levels of the expression being read (see [`MAX_EXPR_DEPTH`]).
    depth: u32,
    /// The assembler's symbols, when there is an assembler.
    scope: Option<&'a dyn Scope>,
    /// Names read that the scope left unresolved (valued 0 meanwhile).
    unresolved: u32,
    deferred: Vec<Deferred>,
}

impl<'a> Cursor<'a> {
    pub fn new(text: &'a str) -> Cursor<'a> {
        Cursor {
            text,
            pos: 0,
            depth: 0,
            scope: None,
            unresolved: 0,
            deferred: Vec::new(),
        }
    }

    /// A cursor whose expressions may name the symbols of `scope`.
    pub fn with_scope(text: &'a str, scope: &'a dyn Scope) -> Cursor<'a> {
        Cursor {
            scope: Some(scope),
            ..Cursor::new(text)
        }
    }

    /// A cursor over another text (a rewritten operand list) that may name
    /// the same symbols.
    pub fn fork<'b>(&self, text: &'b str) -> Cursor<'b>
    where
        'a: 'b,
    {
        Cursor {
            text,
            pos: 0,
            depth: 0,
            scope: self.scope,
            unresolved: 0,
            deferred: Vec::new(),
        }
    }

    /// Whether every expression read so far had a value (none left to the
    /// assembler, no unresolved name).
    pub fn settled(&self) -> bool {
        self.unresolved == 0 && self.deferred.is_empty()
    }

    /// The expressions left to the assembler so far.
    pub fn deferred(&self) -> &[Deferred] {
        &self.deferred
    }

    /// Whether the expressions read since the first `n` left to the
    /// assembler end with one an operand took as its literal (see
    /// [`Role::Literal`]).
    pub fn literal_deferred_since(&self, n: usize) -> bool {
        self.deferred
            .get(n..)
            .and_then(<[Deferred]>::last)
            .is_some_and(|d| d.role == Role::Literal)
    }

    /// Gives the deferred expression that starts at or after byte `from`
    /// the role `role`; whether there was one.
    pub fn claim_deferred(&mut self, from: usize, role: Role) -> bool {
        match self.deferred.last_mut() {
            Some(d) if d.start >= from => {
                d.role = role;
                true
            }
            _ => false,
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

    /// A number (integer or float bits, as [`Cursor::expr`] reads one),
    /// not an expression: for assemblers parsing their own expressions.
    pub fn number(&mut self) -> Result<i64, AsmError> {
        let v = self.literal()?;
        self.no_variant()?;
        Ok(v)
    }

    /// Refuses a variant written on a number (`4@rel32@lo`): a variant
    /// needs a symbol (llvm-mc-22 reports it at the variant).
    fn no_variant(&self) -> Result<(), AsmError> {
        let Some(rest) = self.rest().strip_prefix('@') else {
            return Ok(());
        };
        let name: String = rest
            .chars()
            .take_while(|ch| ch.is_ascii_alphanumeric() || *ch == '@' || *ch == '_')
            .collect();
        Err(AsmError::at(
            self.pos + 1,
            format!("invalid modifier '{name}' (no symbols present)"),
        ))
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
            if let Some(v) = self.symbol()? {
                return Ok(v);
            }
            // no operand at all where one must start (llvm-mc-22: `s_mov_b32
            // s0, -`, `1+`, `offset:` at the line's end or before `,`)
            let missing = rest
                .trim_start()
                .chars()
                .next()
                .is_none_or(|ch| matches!(ch, ',' | ')' | ']' | ':' | '}'));
            let msg = if missing {
                "unknown token in expression"
            } else {
                "expected absolute expression"
            };
            return Err(AsmError::at(start, msg));
        }
        self.pos += skip + len;
        if self.scope.is_some() {
            self.no_variant()?;
        }
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
            && !bytes.get(end).is_some_and(|b| b".eE@".contains(b))
        {
            let mut after = end;
            while bytes.get(after).is_some_and(|&b| b == b' ' || b == b'\t') {
                after += 1;
            }
            if !bytes
                .get(after)
                .is_some_and(|b| b"+-*/%&^|!=<>".contains(b))
            {
                self.pos = end;
                return Ok(v);
            }
        }
        let before = self.unresolved;
        let v = self.expr_bin(0)?;
        if self.unresolved != before {
            self.deferred.push(Deferred {
                start,
                end: self.pos,
                role: Role::Open,
            });
        }
        Ok(v)
    }

    /// A symbol name where a number would be, when there is a scope: its
    /// value if absolute, else 0 and counted as unresolved. LLVM reads
    /// `name@variant@...` (`sym@rel32@lo`) as one reference.
    fn symbol(&mut self) -> Result<Option<i64>, AsmError> {
        let Some(scope) = self.scope else {
            return Ok(None);
        };
        let save = self.pos;
        let Some(name) = self.ident() else {
            return Ok(None);
        };
        let mut variant = false;
        while self.rest().starts_with('@') {
            self.pos += 1;
            variant = true;
            if self.ident().is_none() {
                return Err(self.error("expected symbol variant after '@'"));
            }
        }
        if !variant {
            if let Some(v) = scope.absolute(name) {
                return Ok(Some(v));
            }
        }
        debug_assert!(self.pos > save);
        self.unresolved += 1;
        Ok(Some(0))
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
        // `-` is a token of its own to LLVM's lexer: `- 1.0` is -1.0 too
        // (AMDGPUAsmParser::parseImm: a minus, then a real)
        let body = if neg { rest[1..].trim_start() } else { rest };
        let len = float_len(body)?;
        let x = parse_float(&body[..len])?;
        self.pos += rest.len() - body.len() + len;
        Some(if neg { -x } else { x })
    }

    /// Whether a number (not a name) comes next: a digit, a sign, `(` or
    /// the `.` of a float such as `.5`.
    pub fn at_number(&mut self) -> bool {
        self.peek()
            .is_some_and(|ch| ch.is_ascii_digit() || ch == '-' || ch == '(' || ch == '.')
    }

    /// Binary operators by LLVM's GNU-mode precedence (AsmParser's
    /// getGNUBinOpPrecedence: `||` < `&&` < comparisons < `+ -` <
    /// `| ! & ^` < `* / % << >>`); comparisons give -1 for true, `>>` is a
    /// logical shift on AMDGPU (llvm-mc-22: `-8>>1` is 0x7ffffffffffffffc).
    fn expr_bin(&mut self, min_prec: u8) -> Result<i64, AsmError> {
        let mut lhs = self.expr_unary()?;
        loop {
            self.skip_ws();
            let at = self.pos;
            let Some((op, prec, len)) = binary_op(self.rest().as_bytes()) else {
                return Ok(lhs);
            };
            if prec < min_prec {
                return Ok(lhs);
            }
            self.pos += len;
            let rhs = self.expr_bin(prec + 1)?;
            lhs = match apply(op, lhs, rhs) {
                Some(v) => v,
                // LLVM leaves such an expression unevaluated (a fixup that
                // never resolves); with no symbols it is no value
                None if self.scope.is_some() => {
                    self.unresolved += 1;
                    0
                }
                None => return Err(AsmError::at(at, "division by zero")),
            };
        }
    }

    fn expr_unary(&mut self) -> Result<i64, AsmError> {
        self.skip_ws();
        // each `-`, `~`, `+`, `!` and `(` is one level: the parser recurses there
        if !matches!(self.peek(), Some('-' | '~' | '+' | '!' | '(')) {
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
        if self.eat('!') {
            return Ok(i64::from(self.expr_unary()? == 0));
        }
        self.expect('(')?;
        let v = self.expr_bin(0)?;
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

/// A binary operator of LLVM's expressions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    LOr,
    LAnd,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    Sub,
    Or,
    OrNot,
    And,
    Xor,
    Mul,
    Div,
    Mod,
    Shl,
    Shr,
}

/// The binary operator `text` starts with: the operator, its GNU-mode
/// precedence (higher binds tighter) and its length.
pub fn binary_op(text: &[u8]) -> Option<(Op, u8, usize)> {
    Some(match text {
        [b'|', b'|', ..] => (Op::LOr, 1, 2),
        [b'&', b'&', ..] => (Op::LAnd, 2, 2),
        [b'=', b'=', ..] => (Op::Eq, 3, 2),
        [b'!', b'=', ..] => (Op::Ne, 3, 2),
        [b'<', b'>', ..] => (Op::Ne, 3, 2),
        [b'<', b'=', ..] => (Op::Le, 3, 2),
        [b'>', b'=', ..] => (Op::Ge, 3, 2),
        [b'<', b'<', ..] => (Op::Shl, 6, 2),
        [b'>', b'>', ..] => (Op::Shr, 6, 2),
        [b'<', ..] => (Op::Lt, 3, 1),
        [b'>', ..] => (Op::Gt, 3, 1),
        [b'+', ..] => (Op::Add, 4, 1),
        [b'-', ..] => (Op::Sub, 4, 1),
        [b'|', ..] => (Op::Or, 5, 1),
        [b'!', ..] => (Op::OrNot, 5, 1),
        [b'&', ..] => (Op::And, 5, 1),
        [b'^', ..] => (Op::Xor, 5, 1),
        [b'*', ..] => (Op::Mul, 6, 1),
        [b'/', ..] => (Op::Div, 6, 1),
        [b'%', ..] => (Op::Mod, 6, 1),
        _ => return None,
    })
}

/// `lhs op rhs` as LLVM evaluates it: wrapping 64-bit arithmetic,
/// comparisons -1 for true, `>>` logical (AMDGPU); `None` for a division
/// by zero.
pub fn apply(op: Op, lhs: i64, rhs: i64) -> Option<i64> {
    let truth = |b: bool| -i64::from(b);
    Some(match op {
        Op::LOr => i64::from(lhs != 0 || rhs != 0),
        Op::LAnd => i64::from(lhs != 0 && rhs != 0),
        Op::Eq => truth(lhs == rhs),
        Op::Ne => truth(lhs != rhs),
        Op::Lt => truth(lhs < rhs),
        Op::Le => truth(lhs <= rhs),
        Op::Gt => truth(lhs > rhs),
        Op::Ge => truth(lhs >= rhs),
        Op::Add => lhs.wrapping_add(rhs),
        Op::Sub => lhs.wrapping_sub(rhs),
        Op::Or => lhs | rhs,
        Op::OrNot => lhs | !rhs,
        Op::And => lhs & rhs,
        Op::Xor => lhs ^ rhs,
        Op::Mul => lhs.wrapping_mul(rhs),
        Op::Div | Op::Mod if rhs == 0 => return None,
        Op::Div => lhs.wrapping_div(rhs),
        Op::Mod => lhs.wrapping_rem(rhs),
        Op::Shl => lhs.wrapping_shl(rhs as u32),
        Op::Shr => (lhs as u64).wrapping_shr(rhs as u32) as i64,
    })
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

    /// Operators and precedence as llvm-mc-22 evaluates them
    /// (`s_mov_b32 s0, EXPR -show-encoding`, gfx1100).
    #[test]
    fn expressions_follow_llvm_precedence() {
        for (text, want) in [
            ("2+3&1", 3),
            ("1<<2+1", 5),
            ("7/2", 3),
            ("-7/2", -3),
            ("7%3", 1),
            ("3==3", -1),
            ("3<>4", -1),
            ("2<3", -1),
            ("(1<2)+1", 0),
            ("~0 == -1", -1),
            ("1&&2", 1),
            ("0||3", 1),
            ("!5", 0),
            ("!0", 1),
            ("5!2", -3),
            ("1 << 65", 2),
            ("-8>>1", 0x7fff_ffff_ffff_fffc),
        ] {
            assert_eq!(Cursor::new(text).expr(), Ok(want), "{text}");
        }
        assert!(Cursor::new("1/0").expr().is_err());
    }

    struct Known;
    impl Scope for Known {
        fn absolute(&self, name: &str) -> Option<i64> {
            (name == "five").then_some(5)
        }
    }

    #[test]
    fn symbols_resolve_or_defer() {
        let mut c = Cursor::with_scope("five*2", &Known);
        assert_eq!(c.expr(), Ok(10));
        assert!(c.deferred().is_empty());
        let mut c = Cursor::with_scope(" sym@rel32@lo+4, x", &Known);
        assert_eq!(c.expr(), Ok(4));
        assert_eq!(c.rest(), ", x");
        assert_eq!(
            c.deferred(),
            &[Deferred {
                start: 1,
                end: 15,
                role: Role::Open
            }]
        );
        assert!(c.claim_deferred(0, Role::Branch));
        assert_eq!(c.deferred()[0].role, Role::Branch);
        // without a scope a name is no number
        assert!(Cursor::new("sym").expr().is_err());
    }
}

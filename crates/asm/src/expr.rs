//! Expressions as LLVM's assembler reads them (GNU precedence, shared with
//! the instruction parser through `amdgpu_isa::syntax::binary_op`), kept as
//! trees so that names defined further down the source can be resolved
//! once the whole source has been read.

use amdgpu_isa::syntax::{apply, binary_op, Cursor, Op, MAX_EXPR_DEPTH, TOO_DEEP};
use amdgpu_isa::AsmError;

/// A symbol variant written after `@` (`sym@rel32@lo`): the relocation an
/// operand asks for (AMDGPUUsage "Relocation Records").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    None,
    Rel32Lo,
    Rel32Hi,
    Rel64,
    Abs32Lo,
    Abs32Hi,
    GotPcRel,
    GotPcRel32Lo,
    GotPcRel32Hi,
}

impl Variant {
    fn from_text(text: &str) -> Option<Variant> {
        Some(match text.to_ascii_lowercase().as_str() {
            "rel32@lo" => Variant::Rel32Lo,
            "rel32@hi" => Variant::Rel32Hi,
            "rel64" => Variant::Rel64,
            "abs32@lo" => Variant::Abs32Lo,
            "abs32@hi" => Variant::Abs32Hi,
            "gotpcrel" => Variant::GotPcRel,
            "gotpcrel32@lo" => Variant::GotPcRel32Lo,
            "gotpcrel32@hi" => Variant::GotPcRel32Hi,
            _ => return None,
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    Num(i64),
    /// A symbol by name, and the variant written after it.
    Sym(String, Variant),
    /// `.`: the place where the expression was written.
    Here {
        section: usize,
        offset: u64,
    },
    Neg(Box<Expr>),
    Not(Box<Expr>),
    LNot(Box<Expr>),
    Bin(Op, Box<Expr>, Box<Expr>),
    /// An AMDGPU expression function (`max(a, b)`, `alignto(x, 4)`...):
    /// its name and arguments (boxed: every expression is as large as its
    /// largest kind, and kernel blocks and symbols hold thousands).
    Call(Box<(String, Vec<Expr>)>),
}

impl Expr {
    /// The call of function `name` on `args`.
    pub fn call(name: String, args: Vec<Expr>) -> Expr {
        Expr::Call(Box::new((name, args)))
    }

    /// Parses an expression at `c`; `here` is the current place (`.`).
    pub fn parse(c: &mut Cursor, here: (usize, u64)) -> Result<Expr, AsmError> {
        Expr::parse_located(c, here).map(|(e, _)| e)
    }

    /// [`Expr::parse`], and where LLVM locates the expression: its
    /// outermost binary operator, else its start (MCBinaryExpr's location;
    /// errors of its fixup are reported there).
    pub fn parse_located(c: &mut Cursor, here: (usize, u64)) -> Result<(Expr, usize), AsmError> {
        c.skip_ws();
        let start = c.pos();
        // a plain decimal and nothing after it, as most values compiler
        // output writes (`.set k.num_vgpr, 5`): no descent through the
        // precedence levels
        if let Some(n) = plain_decimal(c.rest()) {
            c.bump(c.rest().len());
            return Ok((Expr::Num(n), start));
        }
        let mut p = Parser {
            here,
            depth: 0,
            top: None,
        };
        let e = p.binary(c, 0)?;
        Ok((e, p.top.unwrap_or(start)))
    }

    /// Calls `f` with each symbol name, in the order written.
    pub fn names(&self, f: &mut dyn FnMut(&str)) {
        match self {
            Expr::Sym(n, _) => f(n),
            Expr::Num(_) | Expr::Here { .. } => {}
            Expr::Neg(e) | Expr::Not(e) | Expr::LNot(e) => e.names(f),
            Expr::Bin(_, a, b) => {
                a.names(f);
                b.names(f);
            }
            Expr::Call(call) => call.1.iter().for_each(|a| a.names(f)),
        }
    }

    /// Calls `f` with the section and offset of each `.` in the expression.
    pub fn map_here(&mut self, f: &mut dyn FnMut(usize, &mut u64)) {
        match self {
            Expr::Here { section, offset } => f(*section, offset),
            Expr::Num(_) | Expr::Sym(..) => {}
            Expr::Neg(e) | Expr::Not(e) | Expr::LNot(e) => e.map_here(f),
            Expr::Bin(_, a, b) => {
                a.map_here(f);
                b.map_here(f);
            }
            Expr::Call(call) => call.1.iter_mut().for_each(|a| a.map_here(f)),
        }
    }

    /// The expression's only symbol when it is nothing but that name.
    pub fn as_symbol(&self) -> Option<&str> {
        match self {
            Expr::Sym(name, Variant::None) => Some(name),
            _ => None,
        }
    }
}

/// `text` as a decimal number if it is only digits (and trailing blanks):
/// no sign, no leading `0` (octal), at most 18 digits (no overflow).
fn plain_decimal(text: &str) -> Option<i64> {
    let digits = text.trim_end_matches([' ', '\t']).as_bytes();
    let plain = (1..=18).contains(&digits.len())
        && digits.iter().all(u8::is_ascii_digit)
        && (digits.len() == 1 || digits[0] != b'0');
    plain.then(|| {
        digits
            .iter()
            .fold(0i64, |n, d| n * 10 + i64::from(d - b'0'))
    })
}

struct Parser {
    here: (usize, u64),
    depth: u32,
    /// The position of the outermost binary operator read so far.
    top: Option<usize>,
}

impl Parser {
    fn binary(&mut self, c: &mut Cursor, min_prec: u8) -> Result<Expr, AsmError> {
        let mut lhs = self.unary(c)?;
        loop {
            c.skip_ws();
            let Some((op, prec, len)) = binary_op(c.rest().as_bytes()) else {
                return Ok(lhs);
            };
            if prec < min_prec {
                return Ok(lhs);
            }
            let at = c.pos();
            c.bump(len);
            let outermost = self.depth == 0 && min_prec == 0;
            let rhs = self.binary(c, prec + 1)?;
            if outermost {
                self.top = Some(at);
            }
            lhs = Expr::Bin(op, Box::new(lhs), Box::new(rhs));
        }
    }

    fn unary(&mut self, c: &mut Cursor) -> Result<Expr, AsmError> {
        if self.depth >= MAX_EXPR_DEPTH {
            return Err(c.error(TOO_DEEP));
        }
        self.depth += 1;
        let e = self.primary(c);
        self.depth -= 1;
        e
    }

    fn primary(&mut self, c: &mut Cursor) -> Result<Expr, AsmError> {
        c.skip_ws();
        let start = c.pos();
        if c.eat('-') {
            return Ok(Expr::Neg(Box::new(self.unary(c)?)));
        }
        if c.eat('~') {
            return Ok(Expr::Not(Box::new(self.unary(c)?)));
        }
        if c.eat('!') {
            return Ok(Expr::LNot(Box::new(self.unary(c)?)));
        }
        if c.eat('+') {
            return self.unary(c);
        }
        if c.eat('(') {
            let e = self.binary(c, 0)?;
            if !c.eat(')') {
                // (llvm-mc-22's words, in directives as in operands)
                return Err(c.error("expected ')'"));
            }
            return Ok(e);
        }
        let first = c.rest().as_bytes().first().copied();
        if first.is_some_and(|b| b.is_ascii_digit()) {
            let n = c.number()?;
            return Ok(Expr::Num(n));
        }
        let Some(name) = c.ident() else {
            return Err(AsmError::at(start, "unknown token in expression"));
        };
        if name == "." {
            return Ok(Expr::Here {
                section: self.here.0,
                offset: self.here.1,
            });
        }
        if c.rest().starts_with('(') {
            c.bump(1);
            let mut args = Vec::new();
            if !c.eat(')') {
                loop {
                    args.push(self.binary(c, 0)?);
                    if c.eat(')') {
                        break;
                    }
                    if !c.eat(',') {
                        return Err(c.error("expected ',' or ')' in argument list"));
                    }
                }
            }
            return Ok(Expr::call(name.to_ascii_lowercase(), args));
        }
        let mut variant = Variant::None;
        if c.rest().starts_with('@') {
            let at = c.pos() + 1;
            let text: String = c.rest()[1..]
                .chars()
                .take_while(|ch| ch.is_ascii_alphanumeric() || *ch == '@' || *ch == '_')
                .collect();
            c.bump(1 + text.len());
            variant = Variant::from_text(&text)
                .ok_or_else(|| AsmError::at(at, format!("invalid variant '{text}'")))?;
        }
        Ok(Expr::Sym(name.to_string(), variant))
    }
}

/// One side of a value: a symbol (with its place when a label defines
/// it) or a bare place (`.`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Term {
    At(usize, u64),
    Sym(usize, Option<(usize, u64)>),
}

impl Term {
    pub fn place(self) -> Option<(usize, u64)> {
        match self {
            Term::At(s, o) => Some((s, o)),
            Term::Sym(_, p) => p,
        }
    }
}

/// What an expression evaluates to, as LLVM's MCValue: `add - sub + k`,
/// `add` with the variant written on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    pub add: Option<Term>,
    pub sub: Option<Term>,
    pub k: i64,
    pub variant: Variant,
    /// The constant came from two places cancelling (`.Lend-.Lstart`), not
    /// from numbers alone: LLVM resolves a PC-relative fixup of the first
    /// kind and relocates one of the second.
    pub folded: bool,
}

impl Value {
    pub fn abs(k: i64) -> Value {
        Value {
            add: None,
            sub: None,
            k,
            variant: Variant::None,
            folded: false,
        }
    }

    pub fn absolute(&self) -> Option<i64> {
        (self.add.is_none() && self.sub.is_none()).then_some(self.k)
    }

    /// Folds `add - sub` into the constant when both are places in one
    /// section (or the same symbol).
    fn fold(mut self) -> Value {
        let (Some(a), Some(b)) = (self.add, self.sub) else {
            return self;
        };
        match (a.place(), b.place()) {
            (Some((sa, oa)), Some((sb, ob))) if sa == sb => {
                self.k = self.k.wrapping_add(oa.wrapping_sub(ob) as i64);
                (self.add, self.sub, self.folded) = (None, None, true);
            }
            _ if a == b => (self.add, self.sub, self.folded) = (None, None, true),
            _ => {}
        }
        self
    }
}

/// What evaluation needs from the assembler.
pub trait Env {
    /// The value of symbol `index`'s name: its place, its assigned
    /// expression's value, or `None` while it is undefined.
    fn lookup(&self, name: &str, depth: u32) -> Result<Option<Value>, String>;
    /// The index of symbol `name` (registered on first use).
    fn index(&self, name: &str) -> Option<usize>;
    /// An AMDGPU expression function.
    fn call(&self, name: &str, args: &[i64]) -> Result<i64, String>;
}

/// How deep `.set` symbols may refer to one another before evaluation
/// calls it a cycle.
pub const MAX_SET_DEPTH: u32 = 256;

impl Expr {
    /// Evaluates as far as the symbols known to `env` allow.
    pub fn eval(&self, env: &dyn Env, depth: u32) -> Result<Value, String> {
        let abs = |e: &Expr| -> Result<i64, String> {
            e.eval(env, depth)?
                .absolute()
                .ok_or_else(|| "expected absolute expression".to_string())
        };
        Ok(match self {
            Expr::Num(n) => Value::abs(*n),
            Expr::Here { section, offset } => Value {
                add: Some(Term::At(*section, *offset)),
                ..Value::abs(0)
            },
            Expr::Sym(name, variant) => {
                if depth >= MAX_SET_DEPTH {
                    return Err(format!("cyclic dependency detected for symbol '{name}'"));
                }
                let v = match env.lookup(name, depth + 1)? {
                    Some(v) => v,
                    // a name never seen is no value at all (it is not 0)
                    None => Value {
                        add: Some(Term::Sym(
                            env.index(name).ok_or("expected absolute expression")?,
                            None,
                        )),
                        ..Value::abs(0)
                    },
                };
                if *variant != Variant::None {
                    if v.sub.is_some() || v.variant != Variant::None || v.add.is_none() {
                        return Err(format!("invalid use of variant on '{name}'"));
                    }
                    return Ok(Value {
                        variant: *variant,
                        ..v
                    });
                }
                v
            }
            Expr::Neg(e) => Value::abs(abs(e)?.wrapping_neg()),
            Expr::Not(e) => Value::abs(!abs(e)?),
            Expr::LNot(e) => Value::abs(i64::from(abs(e)? == 0)),
            Expr::Call(call) => {
                let args = call.1.iter().map(abs).collect::<Result<Vec<_>, _>>()?;
                Value::abs(env.call(&call.0, &args)?)
            }
            Expr::Bin(op @ (Op::Add | Op::Sub), a, b) => {
                let (a, b) = (a.eval(env, depth)?, b.eval(env, depth)?);
                let relocatable = || "expected relocatable expression".to_string();
                let (add, sub, k, variant) = if *op == Op::Add {
                    let add = match (a.add, b.add) {
                        (x, None) | (None, x) => x,
                        _ => return Err(relocatable()),
                    };
                    let sub = match (a.sub, b.sub) {
                        (x, None) | (None, x) => x,
                        _ => return Err(relocatable()),
                    };
                    let variant = if a.add.is_some() {
                        a.variant
                    } else {
                        b.variant
                    };
                    (add, sub, a.k.wrapping_add(b.k), variant)
                } else {
                    if b.sub.is_some() && a.add.is_some() || b.add.is_some() && a.sub.is_some() {
                        return Err(relocatable());
                    }
                    let add = a.add.or(b.sub);
                    let sub = a.sub.or(b.add);
                    (add, sub, a.k.wrapping_sub(b.k), a.variant)
                };
                Value {
                    add,
                    sub,
                    k,
                    variant,
                    folded: a.folded || b.folded,
                }
                .fold()
            }
            Expr::Bin(op, a, b) => Value::abs(
                apply(*op, abs(a)?, abs(b)?).ok_or_else(|| "division by zero".to_string())?,
            ),
        })
    }
}

#[cfg(test)]
mod plain_decimal_tests {
    use super::*;

    /// The shortcut for plain decimals takes exactly the texts it should,
    /// and reads them as the full expression parser does.
    #[test]
    fn plain_decimals_read_as_the_parser_reads_them() {
        let full = |text: &str| {
            let mut c = Cursor::new(text);
            let mut p = Parser {
                here: (0, 0),
                depth: 0,
                top: None,
            };
            p.binary(&mut c, 0).ok().filter(|_| c.at_end())
        };
        for text in ["0", "5", "12 ", "24\t", "999999999999999999", "4096"] {
            let n = plain_decimal(text).expect(text);
            assert_eq!(full(text), Some(Expr::Num(n)), "{text}");
        }
        // octal, signs, other radixes, suffixes, sums, too long, empty
        for text in [
            "010",
            "-1",
            "+1",
            "0x10",
            "1.5",
            "1a",
            "1+1",
            "1 + 1",
            "9999999999999999999",
            "",
            " ",
        ] {
            assert_eq!(plain_decimal(text), None, "{text}");
        }
    }
}

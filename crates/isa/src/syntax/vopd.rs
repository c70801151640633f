//! VOPD text: `v_dual_<x> vdst, src0[, vsrc1] :: v_dual_<y> vdst, src0[, vsrc1]`,
//! and the pairing rules LLVM's assembler enforces (one literal, the
//! constant bus, VGPR banks; messages and positions as llvm-mc-22 gives them).

use super::{float_in, parse_vreg, AsmError, Cursor, INVALID_OPERAND, NOT_VALID};
use crate::encoding::vopd::{VopdHalf, VopdInst};
use crate::operand::{self, Parsed, LITERAL, VGPR0};
use crate::tables::vop3p::Values;
use crate::tables::vopd::{self, Half, Shape, VOPD_ROWS};
use crate::target::{Gen, Target};
use std::fmt::{self, Write};

impl VopdHalf {
    /// `src0_literal` is the literal as this half's src0 shows it; `bare`:
    /// LLVM prints it as a plain value (a second fmaak/fmamk's src0).
    fn print<W: Write>(
        &self,
        target: Target,
        literal: u32,
        src0_literal: u32,
        bare: bool,
        f: &mut W,
    ) -> fmt::Result {
        let row = self.row();
        write!(f, "{} v{}, ", row.name, self.dst)?;
        if self.src0 == LITERAL && bare {
            f.write_str(&operand::bare_literal(src0_literal))?;
        } else if self.src0 == LITERAL {
            // lit(...) where an inline constant of the operand's type would
            // have said the same (observed with llvm-mc-22)
            if row.values.inline(src0_literal).is_some() {
                write!(f, "lit({src0_literal:#x})")?;
            } else {
                write!(f, "{src0_literal:#x}")?;
            }
        } else {
            operand::print(f, self.src0, 1, target.gen(), literal)?;
        }
        match row.shape {
            Shape::Src0 => Ok(()),
            Shape::Src0Vsrc1 => write!(f, ", v{}", self.vsrc1),
            Shape::Src0Vsrc1K => write!(f, ", v{}, {literal:#x}", self.vsrc1),
            Shape::Src0KVsrc1 => write!(f, ", {literal:#x}, v{}", self.vsrc1),
        }
    }
}

impl VopdInst {
    pub fn print<W: Write>(&self, f: &mut W) -> fmt::Result {
        let target = self.target;
        let lit = self.literal;
        self.x
            .print(target, lit, self.shown[0].unwrap_or(lit), false, f)?;
        f.write_str(" :: ")?;
        // after an X fmamk, LLVM shows the src0 literal of a Y with K as a
        // plain value (observed with llvm-mc-22)
        let bare = self.x.row().shape == Shape::Src0KVsrc1 && self.y.row().shape.has_k();
        self.y
            .print(target, lit, self.shown[1].unwrap_or(lit), bare, f)
    }
}

/// Where each operand of a half was written, for LLVM's error positions.
#[derive(Default)]
struct Spots {
    dst: usize,
    src0: usize,
    vsrc1: usize,
    k: usize,
}

/// A half as parsed: the fields, its literal values with their positions.
struct Parsed1 {
    half: VopdHalf,
    spots: Spots,
    src0_literal: Option<u32>,
    /// The src0 literal was written as `lit(...)`.
    src0_lit: bool,
    k: Option<u32>,
}

/// Parses the operands and the Y half after the X mnemonic (row `x_row`,
/// written at byte `start`).
pub fn parse(
    target: Target,
    x_row: usize,
    start: usize,
    c: &mut Cursor,
) -> Result<VopdInst, AsmError> {
    let Some(g) = vopd::group(target) else {
        return Err(AsmError::at(start, "instruction requires wavesize=32"));
    };
    if VOPD_ROWS[x_row].cell(Half::X, g).is_none() {
        return Err(AsmError::at(start, "instruction not supported on this GPU"));
    }
    let x = parse_half(target, g, x_row, c)?;
    c.skip_ws();
    if c.at_end() {
        return Err(AsmError::at(0, "too few operands for instruction"));
    }
    if !c.rest().starts_with("::") {
        if c.eat(',') {
            c.skip_ws();
        }
        return Err(c.error(INVALID_OPERAND));
    }
    c.bump(2);
    c.skip_ws();
    if c.at_end() {
        return Err(c.error("expected a VOPDY instruction after ::"));
    }
    let ypos = c.pos();
    // LLVM matches the Y mnemonic exactly as written (no case folding)
    let y_row = c
        .ident()
        .and_then(|name| vopd::lookup(name, g))
        .filter(|&r| VOPD_ROWS[r].cell(Half::Y, g).is_some())
        .ok_or_else(|| AsmError::at(ypos, "invalid VOPDY instruction"))?;
    let y = parse_half(target, g, y_row, c)?;
    c.skip_ws();
    if !c.at_end() {
        return Err(c.error(INVALID_OPERAND));
    }
    check_pair(target, &x, &y)
}

fn parse_half(target: Target, g: usize, row: usize, c: &mut Cursor) -> Result<Parsed1, AsmError> {
    let r = &VOPD_ROWS[row];
    let mut p = Parsed1 {
        half: VopdHalf {
            row: row as u8,
            dst: 0,
            src0: 0,
            vsrc1: 0,
        },
        spots: Spots::default(),
        src0_literal: None,
        src0_lit: false,
        k: None,
    };
    c.skip_ws();
    p.spots.dst = c.pos();
    p.half.dst = vgpr(c)?;
    comma(c)?;
    p.spots.src0 = c.pos();
    let (src0, lit, written_lit) = parse_src0(target, g, r.values, c)?;
    p.half.src0 = src0;
    p.src0_literal = lit;
    p.src0_lit = written_lit;
    if r.shape == Shape::Src0KVsrc1 {
        comma(c)?;
        p.spots.k = c.pos();
        p.k = Some(parse_k(target, c)?);
    }
    if r.shape.has_vsrc1() {
        comma(c)?;
        p.spots.vsrc1 = c.pos();
        p.half.vsrc1 = vgpr(c)?;
    }
    if r.shape == Shape::Src0Vsrc1K {
        comma(c)?;
        p.spots.k = c.pos();
        p.k = Some(parse_k(target, c)?);
    }
    Ok(p)
}

/// The `,` before an operand; LLVM reports a missing one, or `::` / the end
/// of the line in its place, as an invalid operand.
fn comma(c: &mut Cursor) -> Result<(), AsmError> {
    c.skip_ws();
    if c.at_end() {
        return Err(AsmError::at(0, "too few operands for instruction"));
    }
    if !c.eat(',') {
        return Err(c.error(INVALID_OPERAND));
    }
    c.skip_ws();
    Ok(())
}

/// A single VGPR (`vN`).
fn vgpr(c: &mut Cursor) -> Result<u8, AsmError> {
    c.skip_ws();
    match parse_vreg(c)? {
        Some(r) if r.file == 'v' && r.width == 1 => Ok(r.index as u8),
        Some(r) => Err(AsmError::at(r.pos, INVALID_OPERAND)),
        None => Err(c.error(INVALID_OPERAND)),
    }
}

/// SRC0: a register, inline constant or literal (no modifiers).
fn parse_src0(
    target: Target,
    g: usize,
    values: Values,
    c: &mut Cursor,
) -> Result<(u16, Option<u32>, bool), AsmError> {
    c.skip_ws();
    let pos = c.pos();
    let rest = c.rest();
    let bytes = rest.as_bytes();
    let negated_non_number = bytes.first() == Some(&b'-')
        && !bytes
            .get(1)
            .is_some_and(|b| b.is_ascii_digit() || *b == b'.');
    if bytes.first() == Some(&b'|')
        || negated_non_number
        || rest.starts_with("abs(")
        || rest.starts_with("neg(")
        || rest.starts_with("sext(")
    {
        return Err(AsmError::at(pos, NOT_VALID));
    }
    // LDS direct reads are VOPD sources on GFX11+ too (llvm-mc-22)
    if c.eat_word("src_lds_direct") || c.eat_word("lds_direct") {
        return Ok((254, None, false));
    }
    let parsed = operand::parse_source(c, target.gen(), 1)?;
    let consumed = &rest[..c.pos() - pos];
    let parsed = retype(parsed, values, consumed);
    match parsed {
        Parsed::Literal(x) => Ok((LITERAL, Some(x), consumed.starts_with("lit("))),
        Parsed::Reg(v, 1) if v != LITERAL && vopd::src0_valid(g, v) => Ok((v, None, false)),
        Parsed::Reg(..) => Err(AsmError::at(pos, INVALID_OPERAND)),
    }
}

/// What a number written for an operand whose type is `values` encodes as
/// (the generic parser types numbers as f32).
fn retype(p: Parsed, values: Values, consumed: &str) -> Parsed {
    if values == Values::F32 {
        return p;
    }
    // a float written for a 16-bit operand is its 16-bit pattern
    let p = match p {
        Parsed::Literal(x) if float_in(consumed).is_some() => Parsed::Literal(match values {
            Values::Bf16 => f32_to_bf16(x),
            _ => f32_to_f16(x),
        }),
        p => p,
    };
    if consumed.contains("lit(") {
        return p;
    }
    match p {
        // an integer spelling of an f32 pattern is a literal for f16/bf16
        Parsed::Reg(v @ 240..=248, _) if float_in(consumed).is_none() => {
            Parsed::Literal(Values::F32.bits()[usize::from(v - 240)])
        }
        Parsed::Literal(x) => match values.inline(x) {
            Some(v) => Parsed::Reg(v, 1),
            None => p,
        },
        p => p,
    }
}

/// bf16 bits of an f32, rounded to nearest even.
fn f32_to_bf16(b: u32) -> u32 {
    if b & 0x7fff_ffff > 0x7f80_0000 {
        return (b >> 16) | 0x40; // NaN stays NaN
    }
    (b.wrapping_add(0x7fff + (b >> 16 & 1))) >> 16
}

/// f16 bits of an f32, rounded to nearest even.
fn f32_to_f16(b: u32) -> u32 {
    let sign = (b >> 16) & 0x8000;
    let exp = (b >> 23 & 0xff) as i32;
    let man = b & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1 << (shift - 1);
        let rest = m & ((1 << shift) - 1);
        let mut r = m >> shift;
        if rest > half || (rest == half && r & 1 != 0) {
            r += 1;
        }
        return sign | r;
    }
    let rest = man & 0x1fff;
    let mut r = (e as u32) << 10 | man >> 13;
    if rest > 0x1000 || (rest == 0x1000 && r & 1 != 0) {
        r += 1;
    }
    sign | r
}

/// The constant K of fmaak/fmamk: any 32-bit value, always a literal.
fn parse_k(target: Target, c: &mut Cursor) -> Result<u32, AsmError> {
    c.skip_ws();
    let pos = c.pos();
    match operand::parse_source(c, target.gen(), 1)? {
        Parsed::Literal(x) => Ok(x),
        Parsed::Reg(v @ 128..=192, _) => Ok(u32::from(v - 128)),
        Parsed::Reg(v @ 193..=208, _) => Ok((-i32::from(v - 192)) as u32),
        Parsed::Reg(v @ 240..=248, _) => Ok(Values::F32.bits()[usize::from(v - 240)]),
        Parsed::Reg(..) => Err(AsmError::at(pos, INVALID_OPERAND)),
    }
}

/// The VGPR bank (0-3) a src0 reads from; LDS direct counts as bank 1
/// (observed with llvm-mc-22).
fn src0_bank(v: u16) -> Option<u16> {
    match v {
        VGPR0.. => Some((v - VGPR0) % 4),
        254 => Some(1),
        _ => None,
    }
}

/// The VGPR in a half's src1 slot: VSRC1, except for fmamk, whose VSRC1 is
/// the addend (src2; its src1 slot holds K).
fn src1(h: &Parsed1) -> Option<u8> {
    matches!(h.half.row().shape, Shape::Src0Vsrc1 | Shape::Src0Vsrc1K).then_some(h.half.vsrc1)
}

/// The VGPR in a half's src2 slot: fmamk's VSRC1, or the destination of
/// the accumulating fmac / dot2acc (which read it as their addend).
fn src2(h: &Parsed1) -> Option<u8> {
    let row = h.half.row();
    if row.shape == Shape::Src0KVsrc1 {
        Some(h.half.vsrc1)
    } else if row.name.contains("_fmac_") || row.name.contains("_dot2acc_") {
        Some(h.half.dst)
    } else {
        None
    }
}

/// Whether source value `v` is read over the scalar constant bus.
fn scalar(v: u16) -> bool {
    // null (124 on GFX11+) and LDS direct (254) do not count (llvm-mc-22)
    matches!(v, 0..=123 | 125..=127 | 230..=239 | 251..=253)
}

/// The rules that tie the halves together, in the order LLVM checks them.
fn check_pair(target: Target, x: &Parsed1, y: &Parsed1) -> Result<VopdInst, AsmError> {
    // one literal dword serves both halves; LLVM leaves `lit(...)` sources
    // out of the check; it encodes K, else the first src0 literal (llvm-mc-22)
    let mut literal = None;
    for (value, pos) in [
        (x.src0_literal.filter(|_| !x.src0_lit), x.spots.src0),
        (x.k, x.spots.k),
        (y.src0_literal.filter(|_| !y.src0_lit), y.spots.src0),
        (y.k, y.spots.k),
    ] {
        if let Some(v) = value {
            if literal.is_some_and(|l| l != v) {
                return Err(AsmError::at(
                    pos,
                    "only one unique literal operand is allowed",
                ));
            }
            literal = Some(v);
        }
    }
    let literal = x.k.or(y.k).or(x.src0_literal).or(y.src0_literal);
    let shown = [x.src0_literal, y.src0_literal].map(|v| v.filter(|&v| Some(v) != literal));
    // two scalar values at most: distinct SGPRs/specials, the literal, and
    // v_dual_cndmask_b32's implicit VCC counted on its own (llvm-mc-22)
    let mut seen: Vec<u16> = Vec::with_capacity(2);
    for h in [&x.half, &y.half] {
        if scalar(h.src0) && !seen.contains(&h.src0) {
            seen.push(h.src0);
        }
    }
    let reads_vcc = [&x.half, &y.half]
        .iter()
        .any(|h| h.row().name == "v_dual_cndmask_b32");
    if seen.len() + usize::from(literal.is_some()) + usize::from(reads_vcc) > 2 {
        return Err(AsmError::at(
            y.spots.src0,
            "invalid operand (violates constant bus restrictions)",
        ));
    }
    // VGPR banks, per operand slot: dst and src2 by parity, src0 and src1
    // modulo 4 (LLVM's VOPD bank counts 2, 4, 4, 2)
    if (x.half.dst ^ y.half.dst) & 1 == 0 {
        return Err(AsmError::at(
            y.spots.dst,
            "one dst register must be even and the other odd",
        ));
    }
    // GFX12 lets two movs read the same bank (observed with llvm-mc-22)
    let both_mov = x.half.row().shape == Shape::Src0 && y.half.row().shape == Shape::Src0;
    let (a, b) = (src0_bank(x.half.src0), src0_bank(y.half.src0));
    if a.is_some() && a == b && !(both_mov && target.gen() >= Gen::Gfx12) {
        return Err(AsmError::at(
            y.spots.src0,
            "src0 operands must use different VGPR banks",
        ));
    }
    if let (Some(a), Some(b)) = (src1(x), src1(y)) {
        if a % 4 == b % 4 {
            return Err(AsmError::at(
                y.spots.vsrc1,
                "src1 operands must use different VGPR banks",
            ));
        }
    }
    if let (Some(a), Some(b)) = (src2(x), src2(y)) {
        if (a ^ b) & 1 == 0 {
            // reported at the src2 that was written as an operand (fmamk's)
            let pos = if y.half.row().shape == Shape::Src0KVsrc1 {
                y.spots.vsrc1
            } else {
                x.spots.vsrc1
            };
            return Err(AsmError::at(
                pos,
                "src2 operands must use different VGPR banks",
            ));
        }
    }
    Ok(VopdInst {
        target,
        x: x.half,
        y: y.half,
        literal: literal.unwrap_or(0),
        shown,
    })
}

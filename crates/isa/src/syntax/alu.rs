//! SALU/VALU syntax: operand slots per shape, printing and parsing.

use super::{AsmError, Cursor};
use crate::encoding::alu::AluInst;
use crate::encoding::DecodeError;
use crate::operand::{self, Parsed, LITERAL, VGPR0};
use crate::tables::alu::{flags, AluRow, KStyle, Shape, ALU_ROWS};
use crate::target::{Gen, Target};
use std::fmt::{self, Write};

const INVALID_OPERAND: &str = "invalid operand for instruction";

/// One printed operand position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    /// Scalar destination of `width` dwords (SDST, or VDST holding an SGPR).
    Sdst(u8),
    /// VGPR destination.
    Vdst,
    /// A lane mask destination (VOPC e64): wave size wide.
    MaskDst,
    /// The implicit VCC of short forms, printed but not encoded.
    Vcc,
    /// Source `i` taking any scalar/vector operand of `width` dwords.
    Src(usize, u8),
    /// Source `i` that must be a VGPR.
    Vgpr(usize),
    /// Source `i` that is a lane mask (v_cndmask_b32_e64).
    MaskSrc(usize),
    /// The SIMM16 operand.
    Imm,
}

fn slots(row: &AluRow, e64: bool, target: Target) -> Vec<Slot> {
    let w = if row.has(flags::B64) { 2 } else { 1 };
    let gen = target.gen();
    let mut v = Vec::with_capacity(4);
    match row.shape {
        Shape::Sop1 if row.has(flags::NODST) => v.push(Slot::Src(0, w)),
        Shape::Sop1 => v.extend([Slot::Sdst(w), Slot::Src(0, w)]),
        Shape::Sop2 => v.extend([Slot::Sdst(w), Slot::Src(0, w), Slot::Src(1, w)]),
        Shape::Sopk => v.extend([Slot::Sdst(1), Slot::Imm]),
        Shape::Sopc => v.extend([Slot::Src(0, w), Slot::Src(1, w)]),
        Shape::Sopp if matches!(row.k, KStyle::None | KStyle::Endpgm) => {}
        Shape::Sopp => v.push(Slot::Imm),
        Shape::Vop1 if row.has(flags::SDST) => v.extend([Slot::Sdst(1), Slot::Src(0, 1)]),
        Shape::Vop1 => v.extend([Slot::Vdst, Slot::Src(0, 1)]),
        Shape::Vop2 if row.has(flags::CND) => {
            v.extend([Slot::Vdst, Slot::Src(0, 1)]);
            if e64 {
                v.extend([Slot::Src(1, 1), Slot::MaskSrc(2)]);
            } else {
                v.extend([Slot::Vgpr(1), Slot::Vcc]);
            }
        }
        Shape::Vop2 => v.extend([
            Slot::Vdst,
            Slot::Src(0, 1),
            if e64 { Slot::Src(1, 1) } else { Slot::Vgpr(1) },
        ]),
        Shape::Vopc => {
            // GFX10+ v_cmpx writes EXEC only and prints no destination.
            let cmpx_quiet = row.has(flags::CMPX) && gen >= Gen::Gfx10;
            if !cmpx_quiet {
                v.push(if e64 { Slot::MaskDst } else { Slot::Vcc });
            }
            v.extend([
                Slot::Src(0, 1),
                if e64 { Slot::Src(1, 1) } else { Slot::Vgpr(1) },
            ]);
        }
        Shape::Vop3 if row.has(flags::READLANE) => {
            v.extend([Slot::Sdst(1), Slot::Vgpr(0), Slot::Src(1, 1)])
        }
        Shape::Vop3 => v.extend([Slot::Vdst, Slot::Src(0, 1), Slot::Src(1, 1)]),
    }
    v
}

fn mask_width(target: Target) -> u8 {
    if target.wave64() {
        2
    } else {
        1
    }
}

/// Checks a decoded instruction the way LLVM's decoder does.
pub fn validate_decoded(target: Target, inst: &mut AluInst) -> Result<(), DecodeError> {
    let row = inst.row();
    let gen = target.gen();
    let slots = slots(row, inst.e64, target);
    let float = row.has(flags::F32);
    let mut used = [false; 3];
    for s in &slots {
        match *s {
            Slot::Src(i, w) => {
                used[i] = true;
                let v = inst.src[i];
                // DPP/SDWA markers: forms not modelled yet (8 bytes)
                if !inst.is_vop3()
                    && i == 0
                    && row.shape.is_vector()
                    && (v == 250
                        || v == 249 && gen == Gen::Gfx9
                        || (v == 233 || v == 234) && gen >= Gen::Gfx10)
                {
                    return Err(DecodeError::Unsupported { len: 8 });
                }
                if !operand::is_valid(v, w, gen)
                    || (!row.shape.is_vector() && v > 255)
                    || (v == LITERAL && inst.is_vop3() && gen == Gen::Gfx9)
                {
                    return Err(DecodeError::Invalid);
                }
            }
            Slot::Vgpr(i) => {
                used[i] = true;
                if inst.src[i] < VGPR0 {
                    return Err(DecodeError::Invalid);
                }
            }
            Slot::MaskSrc(i) => {
                used[i] = true;
                if inst.src[i] >= VGPR0
                    || !operand::is_valid(inst.src[i], mask_width(target), gen)
                    || inst.src[i] == LITERAL
                {
                    return Err(DecodeError::Invalid);
                }
            }
            Slot::Sdst(w) if !operand::is_valid(inst.dst, w, gen) || inst.dst > 127 => {
                return Err(DecodeError::Invalid)
            }
            Slot::MaskDst
                if inst.dst > 127 || !operand::is_valid(inst.dst, mask_width(target), gen) =>
            {
                return Err(DecodeError::Invalid)
            }
            Slot::Imm if row.k == KStyle::None && inst.simm16 != 0 => {
                return Err(DecodeError::Invalid)
            }
            _ => {}
        }
    }
    if row.shape == Shape::Sopp && row.k == KStyle::None && inst.simm16 != 0 {
        return Err(DecodeError::Invalid);
    }
    if inst.is_vop3() {
        // Source modifiers only on float sources the instruction has.
        let allowed = (0..3)
            .filter(|&i| float && used[i])
            .fold(0u8, |m, i| m | 1 << i);
        if inst.abs & !allowed != 0 || inst.neg & !allowed != 0 || (!float && inst.omod != 0) {
            return Err(DecodeError::Invalid);
        }
        // Fields of sources the instruction lacks are ignored by LLVM's decoder.
        for i in 0..3 {
            if !used[i] {
                inst.src[i] = 0;
            }
        }
        let cmpx_quiet = row.has(flags::CMPX) && gen >= Gen::Gfx10;
        if cmpx_quiet {
            inst.dst = 126;
        }
    }
    Ok(())
}

impl AluInst {
    pub fn print(&self, target: Target, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row = self.row();
        let gen = target.gen();
        f.write_str(row.name)?;
        if row.has_twin() {
            f.write_str(if self.e64 { "_e64" } else { "_e32" })?;
        }
        let mut first = true;
        for slot in slots(row, self.e64, target) {
            f.write_str(if first { " " } else { ", " })?;
            first = false;
            match slot {
                Slot::Sdst(w) => operand::print(f, self.dst, w, gen, 0)?,
                Slot::Vdst => write!(f, "v{}", self.dst)?,
                Slot::MaskDst => operand::print(f, self.dst, mask_width(target), gen, 0)?,
                Slot::Vcc => f.write_str(if target.wave64() { "vcc" } else { "vcc_lo" })?,
                Slot::MaskSrc(i) => {
                    operand::print(f, self.src[i], mask_width(target), gen, self.literal)?
                }
                Slot::Src(i, w) => {
                    let (neg, abs) = (self.neg >> i & 1 != 0, self.abs >> i & 1 != 0);
                    if neg {
                        f.write_char('-')?;
                    }
                    if abs {
                        f.write_char('|')?;
                    }
                    operand::print(f, self.src[i], w, gen, self.literal)?;
                    if abs {
                        f.write_char('|')?;
                    }
                }
                Slot::Vgpr(i) => operand::print(f, self.src[i], 1, gen, self.literal)?,
                Slot::Imm => print_imm(f, row.k, self.simm16, gen)?,
            }
        }
        if let Some(k) = endpgm_suffix(self) {
            write!(f, " {k}")?;
        }
        if self.clamp {
            f.write_str(" clamp")?;
        }
        match self.omod {
            1 => f.write_str(" mul:2")?,
            2 => f.write_str(" mul:4")?,
            3 => f.write_str(" div:2")?,
            _ => {}
        }
        Ok(())
    }
}

/// `s_waitcnt` counter fields per generation: (shift, width) of vmcnt low,
/// vmcnt high, expcnt, lgkmcnt.
fn waitcnt_fields(gen: Gen) -> [(u32, u32); 4] {
    match gen {
        Gen::Gfx9 => [(0, 4), (14, 2), (4, 3), (8, 4)],
        Gen::Gfx10 => [(0, 4), (14, 2), (4, 3), (8, 6)],
        _ => [(10, 6), (16, 0), (0, 3), (4, 6)],
    }
}

fn field(v: u16, (shift, width): (u32, u32)) -> u32 {
    (u32::from(v) >> shift) & ((1 << width) - 1)
}

fn print_imm(f: &mut impl Write, k: KStyle, v: u16, gen: Gen) -> fmt::Result {
    match k {
        KStyle::None => Ok(()),
        KStyle::Hex => write!(f, "{v:#x}"),
        KStyle::Small if v <= 64 => write!(f, "{v}"),
        KStyle::Small => write!(f, "{v:#x}"),
        KStyle::Endpgm => Ok(()),
        KStyle::Waitcnt => {
            let [vl, vh, e, l] = waitcnt_fields(gen);
            let vm = field(v, vl) | field(v, vh) << vl.1;
            let (exp, lgkm) = (field(v, e), field(v, l));
            let maxes = (63, 7, (1 << l.1) - 1);
            let all = (vm, exp, lgkm) == maxes;
            let mut parts = Vec::new();
            if vm != maxes.0 || all {
                parts.push(format!("vmcnt({vm})"));
            }
            if exp != maxes.1 || all {
                parts.push(format!("expcnt({exp})"));
            }
            if lgkm != maxes.2 || all {
                parts.push(format!("lgkmcnt({lgkm})"));
            }
            f.write_str(&parts.join(" "))
        }
    }
}

/// `s_endpgm` prints its (rare) immediate after the name, without a comma.
pub fn endpgm_suffix(inst: &AluInst) -> Option<u16> {
    (inst.row().k == KStyle::Endpgm && inst.simm16 != 0).then_some(inst.simm16)
}

/// Parses the operands of an ALU instruction. `forced` is the `_e32`/`_e64`
/// suffix the user wrote, if any.
pub fn parse(
    target: Target,
    row_index: usize,
    forced: Option<bool>,
    c: &mut Cursor,
) -> Result<AluInst, AsmError> {
    let row = &ALU_ROWS[row_index];
    let gen = target.gen();
    // Try the short form first unless e64 was asked for; fall back to VOP3.
    let candidates: &[bool] = match (row.shape, forced) {
        (Shape::Vop1 | Shape::Vop2 | Shape::Vopc, Some(e64)) if row.has_twin() => {
            if e64 {
                &[true]
            } else {
                &[false]
            }
        }
        (Shape::Vop1 | Shape::Vop2 | Shape::Vopc, None) if row.has_twin() => &[false, true],
        _ => &[false],
    };
    let start = c.pos();
    let mut first_err = None;
    for &e64 in candidates {
        c.set_pos(start);
        match parse_form(target, row_index, e64, c) {
            Ok(inst) => return Ok(inst),
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
    }
    let _ = gen;
    Err(first_err.expect("at least one form tried"))
}

fn parse_form(
    target: Target,
    row_index: usize,
    e64: bool,
    c: &mut Cursor,
) -> Result<AluInst, AsmError> {
    let row = &ALU_ROWS[row_index];
    let gen = target.gen();
    let mut inst = AluInst::new(row_index);
    inst.e64 = e64;
    let mut literal: Option<u32> = None;
    let slots = slots(row, e64, target);
    let cmpx_quiet = row.has(flags::CMPX) && gen >= Gen::Gfx10;
    if e64 && cmpx_quiet {
        inst.dst = 126;
    }
    for (k, slot) in slots.iter().enumerate() {
        if k > 0 && !c.eat(',') {
            return Err(if c.at_end() {
                AsmError::at(0, "too few operands for instruction")
            } else {
                c.error(INVALID_OPERAND)
            });
        }
        if c.at_end() {
            return Err(AsmError::at(0, "too few operands for instruction"));
        }
        c.skip_ws();
        let pos = c.pos();
        let bad = || AsmError::at(pos, INVALID_OPERAND);
        match *slot {
            Slot::Sdst(_) | Slot::MaskDst => {
                let w = if let Slot::Sdst(w) = *slot {
                    w
                } else {
                    mask_width(target)
                };
                match operand::parse_register(c, gen)? {
                    Some((v, rw)) if rw == w && v < 128 => inst.dst = v,
                    _ => return Err(bad()),
                }
            }
            Slot::Vdst => match operand::parse_register(c, gen)? {
                Some((v, 1)) if v >= VGPR0 => inst.dst = v - VGPR0,
                _ => return Err(bad()),
            },
            Slot::Vcc => match operand::parse_register(c, gen)? {
                Some((106, w)) if w == mask_width(target) => {}
                _ => return Err(bad()),
            },
            Slot::Vgpr(i) => match operand::parse_register(c, gen)? {
                Some((v, 1)) if v >= VGPR0 => inst.src[i] = v,
                _ => return Err(bad()),
            },
            Slot::MaskSrc(i) => match operand::parse_register(c, gen)? {
                Some((v, w)) if w == mask_width(target) && v < VGPR0 => inst.src[i] = v,
                _ => return Err(bad()),
            },
            Slot::Src(i, w) => {
                let (neg, abs) = parse_src_modifiers(c);
                let p = operand::parse_source(c, gen, w)?;
                if abs && !c.eat('|') {
                    return Err(c.error("expected vertical bar"));
                }
                if (neg || abs) && !(e64 && row.has(flags::F32)) {
                    return Err(bad());
                }
                inst.neg |= u8::from(neg) << i;
                inst.abs |= u8::from(abs) << i;
                inst.src[i] = match p {
                    Parsed::Reg(v, rw) if rw == w && (v < VGPR0 || row.shape.is_vector()) => v,
                    Parsed::Reg(..) => return Err(bad()),
                    Parsed::Literal(x) => {
                        if inst.is_vop3() && gen == Gen::Gfx9 {
                            return Err(AsmError::at(pos, "literal operands are not supported"));
                        }
                        if literal.is_some_and(|l| l != x) {
                            return Err(AsmError::at(
                                pos,
                                "only one unique literal operand is allowed",
                            ));
                        }
                        literal = Some(x);
                        LITERAL
                    }
                };
            }
            Slot::Imm => inst.simm16 = parse_imm(c, row.k, gen, pos)?,
        }
    }
    if row.k == KStyle::Endpgm && !c.at_end() {
        c.skip_ws();
        let pos = c.pos();
        inst.simm16 = parse_imm(c, KStyle::Small, gen, pos)?;
    }
    while !c.at_end() {
        let pos = c.pos();
        match c.ident() {
            Some("clamp") if inst.is_vop3() => inst.clamp = true,
            Some(m @ ("mul" | "div")) if inst.is_vop3() && row.has(flags::F32) => {
                c.expect(':')?;
                let v = c.expr()?;
                inst.omod = match (m, v) {
                    ("mul", 1) | ("div", 1) => 0,
                    ("mul", 2) => 1,
                    ("mul", 4) => 2,
                    ("div", 2) => 3,
                    _ => return Err(AsmError::at(pos, "invalid mul value.")),
                };
            }
            _ => return Err(AsmError::at(pos, INVALID_OPERAND)),
        }
    }
    inst.literal = literal.unwrap_or(0);
    check_constant_bus(target, &inst).map_err(|m| AsmError::at(0, m))?;
    Ok(inst)
}

/// `-x`, `|x|`, `-|x|`, `neg(x)` and `abs(x)` prefixes; the closing `|`/`)` is
/// the caller's (only `|` is supported there).
fn parse_src_modifiers(c: &mut Cursor) -> (bool, bool) {
    c.skip_ws();
    let save = c.pos();
    let mut neg = false;
    if c.rest().starts_with("-|") || c.rest().starts_with("-v") || c.rest().starts_with("-s") {
        c.bump(1);
        neg = true;
    }
    let abs = c.eat('|');
    if !abs && !neg {
        c.set_pos(save);
    }
    (neg, abs)
}

/// GFX9 lets one scalar value reach a VALU instruction; GFX10+ two.
fn check_constant_bus(target: Target, inst: &AluInst) -> Result<(), &'static str> {
    let row = inst.row();
    if !row.shape.is_vector() || row.has(flags::READLANE) || row.has(flags::WRITELANE) {
        return Ok(());
    }
    let limit = if target.gen() == Gen::Gfx9 { 1 } else { 2 };
    let mut seen: Vec<u16> = Vec::new();
    for (i, &v) in inst.src.iter().enumerate() {
        let is_sgpr = v < 128 || (v == LITERAL) || (v > 208 && v < 240 || v > 248 && v < VGPR0);
        let used = i < 2 || row.has(flags::CND) && inst.e64;
        if used && is_sgpr && !seen.contains(&v) {
            seen.push(v);
        }
    }
    if seen.len() > limit {
        return Err("invalid operand (violates constant bus restrictions)");
    }
    Ok(())
}

fn parse_imm(c: &mut Cursor, k: KStyle, gen: Gen, pos: usize) -> Result<u16, AsmError> {
    if k == KStyle::Waitcnt {
        return parse_waitcnt(c, gen);
    }
    let v = c.expr()?;
    if !(-32768..=65535).contains(&v) {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    }
    Ok(v as u16)
}

/// `vmcnt(N) expcnt(N) lgkmcnt(N)` in any order, separated by blanks, `&` or
/// `,`; unnamed counters stay at their maximum. A bare number is taken as is.
fn parse_waitcnt(c: &mut Cursor, gen: Gen) -> Result<u16, AsmError> {
    let [vl, vh, e, l] = waitcnt_fields(gen);
    let place = |v: u32, (s, w): (u32, u32)| (v & ((1 << w) - 1)) << s;
    let mut value = place(63, vl) | place(63 >> vl.1, vh) | place(7, e) | place(u32::MAX, l);
    if c.peek()
        .is_some_and(|ch| ch.is_ascii_digit() || ch == '-' || ch == '(')
    {
        return Ok(c.expr()? as u16);
    }
    loop {
        c.skip_ws();
        let pos = c.pos();
        let Some(name) = c.ident() else {
            return Err(c.error("expected a counter name"));
        };
        c.expect('(')?;
        let n = c.expr()?;
        c.expect(')')?;
        let (fields, max): (&[(u32, u32)], u32) = match name {
            "vmcnt" => (&[vl, vh], 63),
            "expcnt" => (&[e], 7),
            "lgkmcnt" => (&[l], (1 << l.1) - 1),
            _ => return Err(AsmError::at(pos, format!("invalid counter name {name}"))),
        };
        if n < 0 || n as u32 > max {
            return Err(AsmError::at(pos, format!("too large value for {name}")));
        }
        let mut n = n as u32;
        for &fl in fields {
            value = value & !place(u32::MAX, fl) | place(n, fl);
            n >>= fl.1;
        }
        if c.at_end() {
            break;
        }
        c.eat('&');
        c.eat(',');
    }
    Ok(value as u16)
}

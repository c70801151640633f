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
    /// Source `i` that must be scalar (lane selects, v_writelane's value);
    /// `lds`: LLVM's class also admits LDS direct (v_writelane's value on GFX10+).
    Ssrc(usize, bool),
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
        Shape::Vop1 if row.has(flags::SDST) => v.extend([Slot::Sdst(1), Slot::Vgpr(0)]),
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
            v.extend([Slot::Sdst(1), Slot::Vgpr(0), Slot::Ssrc(1, false)])
        }
        Shape::Vop3 if row.has(flags::WRITELANE) => v.extend([
            Slot::Vdst,
            Slot::Ssrc(0, gen >= Gen::Gfx10),
            Slot::Ssrc(1, false),
        ]),
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

/// Which sources an instruction reads, from its slots.
fn used_sources(slots: &[Slot]) -> [bool; 3] {
    let mut used = [false; 3];
    for s in slots {
        if let Slot::Src(i, _) | Slot::Vgpr(i) | Slot::MaskSrc(i) | Slot::Ssrc(i, _) = *s {
            used[i] = true;
        }
    }
    used
}

/// Checks a decoded instruction the way LLVM's decoder does. LLVM is lenient
/// about operand classes (it prints a comment instead), strict about numbers
/// that name nothing and about modifiers an instruction cannot take.
pub fn validate_decoded(target: Target, inst: &mut AluInst) -> Result<(), DecodeError> {
    let row = inst.row();
    let gen = target.gen();
    let slots = slots(row, inst.e64, target);
    let used = used_sources(&slots);
    for s in &slots {
        let (i, w) = match *s {
            Slot::Src(i, w) => (i, w),
            Slot::Vgpr(i) | Slot::Ssrc(i, _) => (i, 1),
            Slot::MaskSrc(i) => (i, mask_width(target)),
            Slot::Sdst(w) if !operand::is_valid(inst.dst, w, gen) || inst.dst == LITERAL => {
                return Err(DecodeError::Invalid)
            }
            Slot::MaskDst
                if !operand::is_valid(inst.dst, mask_width(target), gen) || inst.dst == LITERAL =>
            {
                return Err(DecodeError::Invalid)
            }
            _ => continue,
        };
        let v = inst.src[i];
        // DPP/SDWA markers: forms not modelled yet (8 bytes)
        let marker =
            v == 250 || v == 249 && gen == Gen::Gfx9 || (v == 233 || v == 234) && gen >= Gen::Gfx10;
        if !inst.is_vop3() && i == 0 && row.shape.is_vector() && marker {
            return Err(DecodeError::Unsupported { len: 8 });
        }
        // GFX11+ VOP3 with a DPP marker in src0: the VOP3 DPP forms, not modelled yet
        if inst.is_vop3() && i == 0 && gen >= Gen::Gfx11 && matches!(v, 233 | 234 | 250) {
            return Err(DecodeError::Unsupported { len: 12 });
        }
        if !operand::is_valid(v, w, gen) || (v == LITERAL && inst.is_vop3() && gen == Gen::Gfx9) {
            return Err(DecodeError::Invalid);
        }
    }
    if inst.is_vop3() {
        let float = row.has(flags::F32);
        // Source modifiers only on float sources the instruction has (and on
        // v_cndmask_b32's two data sources, which LLVM treats as floats).
        let allowed = (0..3)
            .filter(|&i| float && used[i])
            .fold(0u8, |m, i| m | 1 << i)
            | if row.has(flags::CND) { 0b011 } else { 0 };
        let omod_ok = float && row.shape != Shape::Vopc;
        let clamp_ok = float || row.has(flags::CLAMP);
        if inst.abs & !allowed != 0
            || inst.neg & !allowed != 0
            || (!omod_ok && inst.omod != 0)
            || (!clamp_ok && inst.clamp)
        {
            return Err(DecodeError::Invalid);
        }
        // Fields of sources the instruction lacks are ignored by LLVM's decoder.
        for (src, used) in inst.src.iter_mut().zip(used) {
            if !used {
                *src = 0;
            }
        }
        if row.has(flags::CMPX) && gen >= Gen::Gfx10 {
            inst.dst = 126;
        }
    }
    if row.shape == Shape::Sopp && row.k == KStyle::None && inst.simm16 != 0 {
        return Err(DecodeError::Invalid);
    }
    inst.imm = i32::from(inst.simm16);
    Ok(())
}

/// LLVM's comment after an operand whose number breaks the operand's class.
fn class_comment(
    f: &mut impl Write,
    slot: Slot,
    v: u16,
    gen: Gen,
    scalar_shape: bool,
) -> fmt::Result {
    let inline = (128..=208).contains(&v) || (240..=248).contains(&v);
    let null = v == if gen >= Gen::Gfx11 { 124 } else { 125 };
    match slot {
        Slot::Sdst(_) | Slot::MaskDst | Slot::MaskSrc(_) if inline => {
            f.write_str("/*Invalid immediate*/")
        }
        // VALU scalar destinations exclude M0 and LDS direct
        Slot::Sdst(_) if !scalar_shape && (v == 254 || operand::is_m0(v, gen)) => {
            f.write_str("/*Invalid register, operand has 'SReg_32_XM0' register class*/")
        }
        Slot::Vgpr(_) if v < VGPR0 && inline => f.write_str("/*Invalid immediate*/"),
        Slot::Vgpr(_) if v < VGPR0 && !null && v < 230 => {
            f.write_str("/*Invalid register, operand has 'VRegOrLds_32' register class*/")
        }
        Slot::Ssrc(_, false) if v >= VGPR0 || v == 254 => {
            f.write_str("/*Invalid register, operand has 'SReg_32' register class*/")
        }
        Slot::Ssrc(_, true) if v >= VGPR0 => {
            f.write_str("/*Invalid register, operand has 'SRegOrLds_32' register class*/")
        }
        // LDS direct is a vector-only source
        Slot::Src(..) if scalar_shape && v == 254 => {
            f.write_str("/*Invalid register, operand has 'SReg_32' register class*/")
        }
        _ => Ok(()),
    }
}

impl AluInst {
    pub fn print<W: Write>(&self, target: Target, f: &mut W) -> fmt::Result {
        let row = self.row();
        let gen = target.gen();
        f.write_str(row.name)?;
        if row.has_twin() {
            f.write_str(if self.e64 { "_e64" } else { "_e32" })?;
        }
        let scalar = !row.shape.is_vector();
        let mut first = true;
        for slot in slots(row, self.e64, target) {
            f.write_str(if first { " " } else { ", " })?;
            first = false;
            match slot {
                Slot::Sdst(w) => {
                    operand::print(f, self.dst, w, gen, 0)?;
                    class_comment(f, slot, self.dst, gen, scalar)?;
                }
                Slot::Vdst => write!(f, "v{}", self.dst)?,
                Slot::MaskDst => {
                    operand::print(f, self.dst, mask_width(target), gen, 0)?;
                    class_comment(f, slot, self.dst, gen, scalar)?;
                }
                Slot::Vcc => f.write_str(if target.wave64() { "vcc" } else { "vcc_lo" })?,
                // LLVM shows a literal where a VGPR or lane mask belongs as a bare number
                Slot::Vgpr(i) | Slot::MaskSrc(i) if self.src[i] == LITERAL => write!(
                    f,
                    "{}/*Invalid immediate*/",
                    operand::bare_literal(self.literal)
                )?,
                Slot::MaskSrc(i) => {
                    // a constant in a lane mask prints in its 32-bit form
                    let w = if (128..=248).contains(&self.src[i]) {
                        1
                    } else {
                        mask_width(target)
                    };
                    operand::print(f, self.src[i], w, gen, self.literal)?;
                    class_comment(f, slot, self.src[i], gen, scalar)?;
                }
                Slot::Src(i, w) => {
                    let (neg, abs) = (self.neg >> i & 1 != 0, self.abs >> i & 1 != 0);
                    let mut text = String::new();
                    operand::print(&mut text, self.src[i], w, gen, self.literal)?;
                    if abs {
                        text = format!("|{text}|");
                    }
                    // `-` before a number would read as a negative constant
                    let numeric = text.starts_with(|c: char| c.is_ascii_digit() || c == '-');
                    match (neg, numeric) {
                        (true, true) => write!(f, "neg({text})")?,
                        (true, false) => write!(f, "-{text}")?,
                        _ => f.write_str(&text)?,
                    }
                    class_comment(f, slot, self.src[i], gen, scalar)?;
                }
                Slot::Vgpr(i) | Slot::Ssrc(i, _) => {
                    operand::print(f, self.src[i], 1, gen, self.literal)?;
                    class_comment(f, slot, self.src[i], gen, scalar)?;
                }
                Slot::Imm => print_imm(f, row.k, self.imm, self.simm16, gen)?,
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

/// `imm` is the value as written (the assembler echoes it, e.g. `s_nop -1`);
/// for decoded instructions it equals the 16-bit field `v`.
fn print_imm(f: &mut impl Write, k: KStyle, imm: i32, v: u16, gen: Gen) -> fmt::Result {
    match k {
        KStyle::None => Ok(()),
        KStyle::Hex => write!(f, "{v:#x}"),
        KStyle::Small if imm <= 64 => write!(f, "{imm}"),
        KStyle::Small => write!(f, "{imm:#x}"),
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
pub fn endpgm_suffix(inst: &AluInst) -> Option<i32> {
    (inst.row().k == KStyle::Endpgm && inst.simm16 != 0).then_some(inst.imm)
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
    // The implicit VCC destination of VOPC short forms may be left out.
    let skip_vcc = row.shape == Shape::Vopc && !e64 && {
        let save = c.pos();
        let plain = !matches!(operand::parse_register(c, gen), Ok(Some((106, _))));
        c.set_pos(save);
        plain
    };
    let slots: Vec<Slot> = slots
        .into_iter()
        .filter(|s| !(skip_vcc && *s == Slot::Vcc))
        .collect();
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
                // lane-mask destinations also take specials such as src_execz
                let mask = *slot == Slot::MaskDst;
                match operand::parse_register(c, gen)? {
                    Some((v, rw))
                        if (rw == w || rw == 0) && (v < 128 || mask && v < VGPR0 && v != 254) =>
                    {
                        inst.dst = v
                    }
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
            Slot::Ssrc(i, _) => match operand::parse_source(c, gen, 1)? {
                Parsed::Reg(v, _) if v < VGPR0 && v != 254 => inst.src[i] = v,
                Parsed::Literal(x)
                    if i == 0 && gen >= Gen::Gfx10 && literal.is_none_or(|l| l == x) =>
                {
                    literal = Some(x);
                    inst.src[i] = LITERAL;
                }
                _ => return Err(bad()),
            },
            Slot::MaskSrc(i) => match operand::parse_register(c, gen)? {
                Some((v, w)) if (w == mask_width(target) || w == 0) && v < VGPR0 && v != 254 => {
                    inst.src[i] = v
                }
                _ => return Err(bad()),
            },
            Slot::Src(i, w) => {
                let (neg, abs, p) = parse_modified_source(c, gen, w)?;
                let modifiable = row.has(flags::F32) || row.has(flags::CND) && i < 2;
                if (neg || abs) && !(e64 && modifiable) {
                    return Err(bad());
                }
                inst.neg |= u8::from(neg) << i;
                inst.abs |= u8::from(abs) << i;
                inst.src[i] = match p {
                    // LLVM 22 assembles `s_barrier_signal null` to inline 20 (observed with llvm-mc-22)
                    Parsed::Reg(v, _) if row.has(flags::NODST) && operand::is_null(v, gen) => 148,
                    Parsed::Reg(v, _)
                        if row.has(flags::NODST) && (v <= 123 || v == 126 || v == 127) =>
                    {
                        return Err(bad())
                    }
                    Parsed::Literal(_) if row.has(flags::NODST) => return Err(bad()),
                    // LDS direct is a first-source-only vector operand
                    Parsed::Reg(254, _) if target.needs_aligned_vgprs() => {
                        return Err(AsmError::at(pos, "lds_direct is not supported on this GPU"))
                    }
                    Parsed::Reg(254, _) if i > 0 || !row.shape.is_vector() => return Err(bad()),
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
            Slot::Imm => (inst.simm16, inst.imm) = parse_imm(c, row.k, gen, pos)?,
        }
    }
    if row.k == KStyle::Endpgm && !c.at_end() {
        c.skip_ws();
        let pos = c.pos();
        let v = c.expr()?;
        if !(0..=65535).contains(&v) {
            return Err(AsmError::at(pos, "expected a 16-bit value"));
        }
        (inst.simm16, inst.imm) = (v as u16, v as i32);
    }
    // GFX11's s_waitcnt_*cnt take only `null` as their register.
    if row.shape == Shape::Sopk
        && row.name.starts_with("s_waitcnt_")
        && gen == Gen::Gfx11
        && inst.dst != 124
    {
        return Err(AsmError::at(0, "src0 must be null"));
    }
    while !c.at_end() {
        let pos = c.pos();
        match c.ident() {
            Some("clamp") if inst.is_vop3() && (row.has(flags::F32) || row.has(flags::CLAMP)) => {
                inst.clamp = true
            }
            Some(m @ ("mul" | "div"))
                if inst.is_vop3() && row.has(flags::F32) && row.shape != Shape::Vopc =>
            {
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

/// A source with optional modifiers: `-x`, `|x|`, `-|x|`, `neg(x)`, `abs(x)`,
/// `neg(|x|)`... Inside bars or parentheses `|` is not an operator.
fn parse_modified_source(
    c: &mut Cursor,
    gen: Gen,
    width: u8,
) -> Result<(bool, bool, Parsed), AsmError> {
    c.skip_ws();
    let rest = c.rest();
    let mut neg_paren = false;
    let neg = if rest.starts_with("neg(") {
        c.bump(4);
        neg_paren = true;
        true
    } else if rest.starts_with('-')
        && rest[1..].starts_with(|ch: char| ch == '|' || ch.is_ascii_alphabetic())
    {
        c.bump(1);
        true
    } else {
        false
    };
    c.skip_ws();
    let close = if c.rest().starts_with('|') {
        c.bump(1);
        Some('|')
    } else if c.rest().starts_with("abs(") {
        c.bump(4);
        Some(')')
    } else {
        None
    };
    let end = close.or(neg_paren.then_some(')'));
    c.skip_ws();
    let lit_written = c.rest().starts_with("lit(");
    // LLVM 22 rejects `-lit(...)` (a plain minus before lit), observed with llvm-mc-22
    if lit_written && neg && !neg_paren && close.is_none() {
        return Err(c.error("invalid operand for instruction"));
    }
    let p = match end {
        Some(ch) => {
            let start = c.pos();
            let Some(len) = closing(c.rest(), ch) else {
                return Err(c.error(format!("expected '{ch}'")));
            };
            let mut inner = Cursor::new(&c.rest()[..len]);
            let p = operand::parse_source(&mut inner, gen, width)
                .map_err(|e| AsmError::at(start + e.pos, e.msg))?;
            if !inner.at_end() {
                return Err(AsmError::at(
                    start + inner.pos(),
                    format!("expected '{ch}'"),
                ));
            }
            c.bump(len + 1);
            p
        }
        None => operand::parse_source(c, gen, width)?,
    };
    // `lit(...)` is ignored inside abs bars: LLVM 22 encodes `|lit(0x3f800000)|`
    // as the inline 1.0 (observed with llvm-mc-22)
    let p = match p {
        Parsed::Literal(x) if lit_written && close.is_some() => {
            operand::inline_of_bits(x).map_or(p, |v| Parsed::Reg(v, width))
        }
        p => p,
    };
    if close.is_some() && neg_paren {
        c.expect(')')?;
    }
    Ok((neg, close.is_some(), p))
}

/// Byte index of the `|` or `)` that closes an operand, skipping nested
/// parentheses (`neg(lit(1))`).
fn closing(text: &str, ch: char) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            c if c == ch && depth == 0 => return Some(i),
            _ => {}
        }
    }
    None
}

/// GFX9 lets one scalar value reach a VALU instruction; GFX10+ two.
fn check_constant_bus(target: Target, inst: &AluInst) -> Result<(), &'static str> {
    let row = inst.row();
    if row.has(flags::WRITELANE) && target.gen() == Gen::Gfx9 {
        // the value and a scalar lane select share GFX9's one scalar read (M0 is
        // free as the lane select)
        let sgpr = |v: u16| v < 128 || (209..240).contains(&v) || (249..255).contains(&v);
        let (value, lane) = (inst.src[0], inst.src[1]);
        if sgpr(value) && sgpr(lane) && lane != 124 && value != lane {
            return Err("invalid operand (violates constant bus restrictions)");
        }
    }
    if !row.shape.is_vector() || row.has(flags::READLANE) || row.has(flags::WRITELANE) {
        return Ok(());
    }
    let limit = if target.gen() == Gen::Gfx9 { 1 } else { 2 };
    let used = used_sources(&slots(row, inst.e64, target));
    let mut seen: Vec<u16> = Vec::new();
    for (i, &v) in inst.src.iter().enumerate() {
        // LDS direct (254) does not travel on the constant bus
        // null and LDS direct (254) do not travel on the constant bus
        let is_sgpr = (v < 128 && !operand::is_null(v, target.gen()))
            || v == LITERAL
            || (209..240).contains(&v)
            || (249..VGPR0).contains(&v) && v != 254;
        // a wave64 lane mask reads a register pair, distinct from its low half
        let key = if i == 2 && row.has(flags::CND) && target.wave64() {
            v | 0x8000
        } else {
            v
        };
        if used[i] && is_sgpr && !seen.contains(&key) {
            seen.push(key);
        }
    }
    // v_cndmask_b32_e32 reads VCC through the constant bus too (in wave64 the
    // whole pair, which differs from a `vcc_lo` source).
    let vcc = if target.wave64() { 106 | 0x8000 } else { 106 };
    if row.has(flags::CND) && !inst.e64 && !seen.contains(&vcc) {
        seen.push(vcc);
    }
    if seen.len() > limit {
        return Err("invalid operand (violates constant bus restrictions)");
    }
    Ok(())
}

/// The 16-bit field and the value as written. SOPP immediates are truncated
/// silently (as LLVM does); SOPK ones must fit 16 bits.
fn parse_imm(c: &mut Cursor, k: KStyle, gen: Gen, pos: usize) -> Result<(u16, i32), AsmError> {
    if k == KStyle::Waitcnt {
        let v = parse_waitcnt(c, gen)?;
        return Ok((v, i32::from(v)));
    }
    let v = c.expr()?;
    if k == KStyle::Hex && !(-32768..=65535).contains(&v) {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    }
    Ok((v as u16, v as i32))
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

//! SDWA (sub-dword addressing, GFX9 and GFX10): a VOP1, VOP2 or VOPC short
//! form whose src0 field holds 249 is followed by a dword that selects bytes
//! or words of its operands (AMD Vega and RDNA ISA guides, "SDWA").
//!
//! ```text
//! VOP1/VOP2  SRC0:8 DST_SEL:3 DST_UNUSED:2 CLAMP OMOD:2 | SRC0_SEL:3 SEXT0 NEG0 ABS0 - S0
//!            SRC1_SEL:3 SEXT1 NEG1 ABS1 - S1
//! VOPC       SRC0:8 SDST:7 SD                           | (the same from bit 16 on)
//! ```
//! S0/S1 make a source a scalar operand (SGPR, constant) instead of a VGPR;
//! VOP2/VOPC's src1 register number stays in the first dword's VSRC1 field.
//! Which opcodes take SDWA, and which of these bits each takes, is probed
//! from LLVM's disassembler (`data/alu_sdwa.tsv`).

use super::DecodeError;
use crate::encoding::alu::AluInst;
use crate::operand::{self, LITERAL, VGPR0};
use crate::tables::alu::{group, AluRow, Opnd, Shape};
use crate::target::{Gen, Target};

include!(concat!(env!("OUT_DIR"), "/alu_sdwa_table.rs"));

/// src0 value announcing an SDWA dword.
pub const SDWA: u16 = 249;

/// Modifier bits a row's SDWA form takes (the mask of `data/alu_sdwa.tsv`).
pub mod mods {
    pub const NEG0: u16 = 0x1;
    pub const ABS0: u16 = 0x2;
    pub const SEXT0: u16 = 0x4;
    pub const S0: u16 = 0x8;
    pub const NEG1: u16 = 0x10;
    pub const ABS1: u16 = 0x20;
    pub const SEXT1: u16 = 0x40;
    pub const S1: u16 = 0x80;
    pub const CLAMP: u16 = 0x100;
    pub const OMOD: u16 = 0x200;
    /// VOPC: an explicit scalar destination (SD); without it the form has
    /// no destination operand at all (GFX10 `v_cmpx_*`).
    pub const SD: u16 = 0x400;
    /// No destination selects: LLVM prints neither dst_sel nor dst_unused,
    /// takes dst_sel DWORD only and ignores dst_unused (gfx942/gfx950
    /// `v_cvt_*_fp8`/`bf8`).
    pub const NODST: u16 = 0x800;
    /// The neg/abs bits it takes print nothing: LLVM decodes them as no
    /// modifier, yet assembles `-`/`|...|` into them (GFX9 `v_pk_fmac_f16`).
    pub const SILENT_MODS: u16 = 0x1000;
}

/// Select fields kept in `AluInst::sdwa`: DST_SEL 10:8, DST_UNUSED 12:11,
/// SRC0_SEL 18:16, SRC0_SEXT 19, SRC1_SEL 26:24, SRC1_SEXT 27 (the rest
/// lives in `src`, `dst`, `neg`, `abs`, `clamp`, `omod`).
pub const KEPT: u32 = 0x0f0f_1f00;

/// The assembler's defaults: every select DWORD, dst_unused UNUSED_PRESERVE.
pub fn defaults(shape: Shape, m: u16) -> u32 {
    match shape {
        // dst_unused is left 0 where LLVM prints no destination selects
        Shape::Vop1 if m & mods::NODST != 0 => 6 << 8 | 6 << 16,
        Shape::Vop1 => 6 << 8 | 2 << 11 | 6 << 16,
        Shape::Vopc => 6 << 16 | 6 << 24,
        _ => 6 << 8 | 2 << 11 | 6 << 16 | 6 << 24,
    }
}

fn shape_index(shape: Shape) -> Option<usize> {
    match shape {
        Shape::Vop1 => Some(0),
        Shape::Vop2 => Some(1),
        Shape::Vopc => Some(2),
        _ => None,
    }
}

/// The modifier mask of `row`'s SDWA form on `target`, when LLVM has one.
pub fn takes(row: &AluRow, target: Target) -> Option<u16> {
    let op = usize::from(row.op_on(target)?);
    let cell = *ALU_SDWA
        .get(group(target))?
        .get(shape_index(row.shape)?)?
        .get(op)?;
    (cell & TAKEN != 0).then_some(cell & !TAKEN)
}

/// Whether the SDWA form of `row` is modelled: single-dword sources only
/// (the operand-less VOP1s' form, `v_nop_sdwa`, is `operandless_takes`).
pub fn modelled(row: &AluRow) -> bool {
    row.sig32.iter().all(|o| match *o {
        Opnd::Src(_, w, _) => w == 1,
        Opnd::VDst(_) => true,
        Opnd::Vcc => true,
        _ => false,
    })
}

/// Whether `row` is an operand-less VOP1 with an SDWA form on `target`:
/// `v_nop` on GFX9 and GFX10 (LLVM defines `v_clrexcp` and `v_pipeflush`
/// without one; swept with llvm-mc-22 on every target).
pub fn operandless_takes(row: &AluRow, target: Target) -> bool {
    row.operandless() && row.name == "v_nop" && matches!(target.gen(), Gen::Gfx9 | Gen::Gfx10)
}

/// SDWA dword bits the `v_nop_sdwa` form needs clear: CLAMP, OMOD,
/// SRC0_SEL, SRC0's SEXT/NEG/ABS, SRC1_SEL, SRC1's SEXT/NEG/ABS and S1.
/// SRC0, DST_SEL, DST_UNUSED, S0 and bits 22 and 30 are ignored; with any
/// of these set LLVM decodes the 4-byte form instead (every bit alone and
/// random dwords, swept with llvm-mc-22 on the GFX9 and GFX10 targets).
pub const OPERANDLESS_ZERO: u32 = 0xbf3f_e000;

/// Whether LLVM decodes the SDWA form of an operand-less VOP1 word whose
/// SRC0 field holds `src0`, followed by dword `d` (it prints as the plain
/// form, `v_nop`).
pub fn decode_operandless(row: &AluRow, target: Target, src0: u16, d: u32) -> bool {
    marked(target, row.shape, src0) && operandless_takes(row, target) && d & OPERANDLESS_ZERO == 0
}

/// Whether LLVM has no instruction at a VOP1/VOP2/VOPC opcode of `shape`
/// that has no ALU row: the tables hold every such opcode llvm-mc-22
/// decodes (swept on all targets; the operand-less VOP1s v_nop 0,
/// v_clrexcp 0x35 on GFX9 and 0x41 on GFX10, v_pipeflush 0x1b from GFX10
/// on included). LLVM refuses the others plain and with an SDWA or DPP
/// dword alike.
pub fn short_opcode_unknown(shape: Shape) -> bool {
    shape_index(shape).is_some()
}

/// Whether a short-form word with src0 field `src0` carries an SDWA dword.
pub fn marked(target: Target, shape: Shape, src0: u16) -> bool {
    src0 == SDWA && matches!(target.gen(), Gen::Gfx9 | Gen::Gfx10) && shape_index(shape).is_some()
}

/// The VOPC destination field read as a lane mask: LLVM reads a 64-bit
/// SDST as the pair holding it (`s1` is `s[0:1]`), an SGPR or trap
/// temporary pair only (observed with llvm-mc-22).
fn mask_dst(target: Target, v: u16) -> Option<u16> {
    if !target.wave64() {
        return Some(v);
    }
    let sgprs = if target.gen() == Gen::Gfx9 { 101 } else { 105 };
    let v = if v <= sgprs || (108..=123).contains(&v) {
        v & !1
    } else {
        v
    };
    operand::is_valid(v, 2, target.gen()).then_some(v)
}

/// A scalar (S0/S1) source: any scalar operand but a literal.
fn scalar_ok(v: u16, gen: Gen) -> bool {
    v != LITERAL && operand::is_valid(v, 1, gen)
}

/// Completes a short-form `inst` (src0 = 249) from its SDWA dword.
pub fn decode(target: Target, mut inst: AluInst, bytes: &[u8]) -> Result<AluInst, DecodeError> {
    let d = super::read_u32(bytes, 4)?;
    let row = inst.row();
    let gen = target.gen();
    let Some(m) = takes(row, target) else {
        return Err(DecodeError::Invalid);
    };
    if !modelled(row) {
        return Err(DecodeError::Unsupported { len: 8 });
    }
    let bit = |b: u32| d >> b & 1 != 0;
    let sel = |lo: u32| d >> lo & 7;
    let vop1 = row.shape == Shape::Vop1;
    let vopc = row.shape == Shape::Vopc;
    // select 7 names nothing; VOP1 has no src1 fields (bit 30 is ignored)
    let no_dst = m & mods::NODST != 0;
    // (a select of 7 crashes llvm-mc-22's decoder; refused here)
    let bad_sel = sel(16) == 7
        || !vopc && sel(8) == 7
        || no_dst && sel(8) != 6
        || !vop1 && sel(24) == 7
        || vop1 && d & 0xbf00_0000 != 0;
    // a modifier bit the form does not take makes the word invalid
    let wanted = [
        (20, mods::NEG0),
        (21, mods::ABS0),
        (19, mods::SEXT0),
        (23, mods::S0),
        (28, mods::NEG1),
        (29, mods::ABS1),
        (27, mods::SEXT1),
        (31, mods::S1),
    ];
    let refused = wanted.iter().any(|&(b, k)| bit(b) && m & k == 0)
        || !vopc && bit(13) && m & mods::CLAMP == 0
        || !vopc && d >> 14 & 3 != 0 && m & mods::OMOD == 0
        || vopc && bit(15) && m & mods::SD == 0;
    if bad_sel || refused {
        return Err(DecodeError::Invalid);
    }
    // destinations wider than a pair past v255, or unaligned where VGPRs
    // align, print forms not modelled (a pair at v255 prints `v[255:256]`
    // and its class comment: gfx942 v_cvt_pk_f32_bf8_sdwa, llvm-mc-22)
    for o in row.sig32 {
        if let Opnd::VDst(w) = *o {
            let w = u16::from(w);
            let odd = w > 2 && target.needs_aligned_vgprs() && inst.dst & 1 != 0;
            if w > 2 && inst.dst + w > 256 || odd {
                return Err(DecodeError::Unsupported { len: 8 });
            }
        }
    }
    let src0 = (d & 0xff) as u16;
    inst.src[0] = if bit(23) { src0 } else { VGPR0 + src0 };
    if !vop1 && bit(31) {
        inst.src[1] -= VGPR0;
    }
    for i in 0..2 {
        if inst.src[i] < VGPR0 && !scalar_ok(inst.src[i], gen) {
            return Err(DecodeError::Invalid);
        }
    }
    if vop1 {
        inst.src[1] = 0;
    }
    inst.neg = (d >> 20 & 1 | d >> 27 & 2) as u8;
    inst.abs = (d >> 21 & 1 | d >> 28 & 2) as u8;
    if vopc {
        // without SD the destination is VCC (and bits 14:8 are ignored)
        inst.dst = if bit(15) {
            mask_dst(target, (d >> 8 & 0x7f) as u16).ok_or(DecodeError::Invalid)?
        } else {
            106
        };
    } else {
        inst.clamp = bit(13);
        inst.omod = (d >> 14 & 3) as u8;
    }
    // VOPC's bits 12:8 belong to SDST; dst_unused is ignored without dst selects
    let unused = if vopc {
        0x1f00
    } else if no_dst {
        0x1800
    } else {
        0
    };
    inst.sdwa = Some(d & KEPT & !unused);
    Ok(inst)
}

/// The two dwords of an SDWA form.
pub fn encode(inst: &AluInst, target: Target) -> ([u32; 4], usize) {
    let row = inst.row();
    let op = u32::from(row.op_on(target).unwrap_or(0));
    let kept = inst.sdwa.unwrap_or(0) & KEPT;
    let d = u32::from(inst.dst);
    // (field, S bit) of a source
    let field = |v: u16| (u32::from(v & 0xff), u32::from(v < VGPR0));
    let (s0, scalar0) = field(inst.src[0]);
    let (s1, scalar1) = field(inst.src[1]);
    let sdwa = u32::from(SDWA);
    let w0 = match row.shape {
        Shape::Vop1 => 0x3f << 25 | d << 17 | op << 9 | sdwa,
        Shape::Vopc => 0x3e << 25 | op << 17 | s1 << 9 | sdwa,
        _ => op << 25 | d << 17 | s1 << 9 | sdwa,
    };
    let (neg, abs) = (u32::from(inst.neg), u32::from(inst.abs));
    let mut w1 = kept
        | s0
        | scalar0 << 23
        | (neg & 1) << 20
        | (abs & 1) << 21
        | (neg & 2) << 27
        | (abs & 2) << 28;
    match row.shape {
        Shape::Vop1 => {}
        _ => w1 |= scalar1 << 31,
    }
    match row.shape {
        // `vcc` is the form without SD
        Shape::Vopc if d != 106 => w1 |= 1 << 15 | (d & 0x7f) << 8,
        Shape::Vopc => {}
        _ => w1 |= u32::from(inst.clamp) << 13 | u32::from(inst.omod) << 14,
    }
    ([w0, w1, 0, 0], 2)
}

//! DPP forms of the vector ALU encodings: a DPP dword after the short form
//! (VOP1/VOP2/VOPC, src0 field 250 = DPP16, 233/234 = DPP8 without/with FI on
//! GFX10+) or, from GFX11 on, after the VOP3 pair (its src0 field holds the
//! marker). Which rows take which form per target is probed from llvm-mc-22
//! (`data/alu_dpp.tsv`).
//!
//! ```text
//! DPP16  ROW_MASK:4 BANK_MASK:4 ABS1 NEG1 ABS0 NEG0 BOUND_CTRL FI - DPP_CTRL:9 SRC0:8
//! DPP8   LANE_SEL7:3 ... LANE_SEL0:3 SRC0:8
//! ```
//! In the VOP3 forms neg/abs live in the VOP3 fields; LLVM's decoder ignores
//! the DPP16 dword's modifier bits there, and bit 17 everywhere. A VOP3 form
//! with a literal source (255) reads the literal after the DPP dword: LLVM's
//! decoder takes such words, its assembler refuses the text (llvm-mc-22).

use super::alu::AluInst;
use super::vop3p::Vop3pInst;
use super::DecodeError;
use crate::operand::{LITERAL, VGPR0};
use crate::tables::alu::{
    dpp16_bit7_misprinted, dpp16_bit7_misprinted_vop3p, dpp8_sel_as_source,
    dpp8_sel_as_source_vop3p, dpp_lo128, flags, takes_dpp, takes_dpp_vop3p, AluRow, Opnd, Packed16,
    Shape,
};
use crate::tables::vop3p::{Kind, Values};
use crate::target::{Gen, Target};

/// The DPP controls of an instruction; its src0 VGPR lives in `AluInst::src[0]`
/// and short-form neg/abs in `AluInst::neg`/`abs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dpp {
    /// DPP16: the dword's DPP_CTRL, FI, BOUND_CTRL and masks (`KEPT16` bits),
    /// and `row_mask`/`bank_mask` as written less their low 4 bits (0 but for
    /// assembled values outside 0-15: LLVM's assembler encodes the low 4 bits
    /// of any 64-bit value and echoes the value as written, `row_mask:0x10`,
    /// `row_mask:-0x1`; llvm-mc-22 on gfx908, gfx1030, gfx1100, gfx1200).
    D16(u32, [i64; 2]),
    /// DPP8: the eight 3-bit lane selects (lane 0 lowest) and FI.
    D8 { sel: u32, fi: bool },
}

impl Dpp {
    pub fn is_dpp8(self) -> bool {
        matches!(self, Dpp::D8 { .. })
    }

    /// Whether a literal dword follows the DPP dword for the selects
    /// (`SEL_AS_SOURCE` with select field 255).
    pub fn reads_literal(self) -> bool {
        matches!(self, Dpp::D8 { sel, .. } if sel == SEL_AS_SOURCE | 255)
    }
}

/// Set in `Dpp::D8`'s `sel` above the 24 select bits where llvm-mc-22 reads
/// the field like a source operand (`tables::alu::dpp8_sel_as_source`) and
/// the field holds an inline constant or 255 (a literal dword after the DPP
/// dword): the selects print as that value's low 24 bits (`shown_sel`).
pub const SEL_AS_SOURCE: u32 = 1 << 31;

/// The select bits LLVM prints for DPP8 field `sel` (with `SEL_AS_SOURCE`:
/// the constant's or the literal's value; swept with llvm-mc-22 over the
/// values 120-259 on gfx1030, gfx1100 and gfx1200).
pub fn shown_sel(sel: u32, literal: u32) -> u32 {
    if sel & SEL_AS_SOURCE == 0 {
        return sel;
    }
    let v = sel & !SEL_AS_SOURCE;
    let value = match v {
        255 => literal,
        _ => crate::operand::bits_of_inline(v).unwrap_or(v),
    };
    value & 0xff_ffff
}

/// `SEL_AS_SOURCE` for DPP8 field `sel` where `as_source` rows read it
/// like a source operand.
fn sel_flag(as_source: bool, sel: u32) -> u32 {
    let read = as_source && matches!(sel, 128..=208 | 240..=248 | 255);
    sel | if read { SEL_AS_SOURCE } else { 0 }
}

/// src0 values announcing a DPP dword.
pub const DPP16: u16 = 250;
pub const DPP8: u16 = 233;
pub const DPP8_FI: u16 = 234;

/// DPP16 dword fields kept in `Dpp::D16`: DPP_CTRL 16:8, FI 18, BOUND_CTRL 19,
/// BANK_MASK 27:24, ROW_MASK 31:28 (GFX9 has no FI: LLVM's decoder ignores it).
const KEPT16: u32 = 0xff0d_ff00;

/// Set in `Dpp::D16` (a bit the dword's decoding ignores; never encoded) of
/// decoded words whose DPP_CTRL LLVM's decoder reads like a source operand
/// field (the `dpp16_bit7` rows of `data/alu_dpp.tsv`: `v_fma_mixlo_f16`,
/// ...); `syntax::dpp::ctrl_read_as_source` gives the control it prints.
pub const CTRL_AS_SOURCE: u32 = 1 << 17;

/// Set in `Dpp::D16` (a bit of the dword's NEG0 field, which `Dpp::D16`
/// does not keep; never encoded) of assembled `fi:N` with N odd but not 1:
/// LLVM's assembler encodes FI and its echo shows no `fi:1` (llvm-mc-22 on
/// gfx1030, gfx1100).
pub const FI_UNECHOED: u32 = 1 << 20;

/// Whether the DPP form of `row` on `target` is modelled: LLVM takes it, and
/// the row is none of the forms whose DPP text is not modelled yet (lane
/// reads, constant-K forms); of the operand-less VOP1s, `v_nop` on GFX9 and
/// GFX10 (`operandless_takes`).
pub fn modelled(row: &AluRow, target: Target, dpp8: bool, e64: bool) -> bool {
    let unmodelled = flags::SDST | flags::KIMM | flags::READLANE | flags::WRITELANE;
    let operandless = row.operandless() && !e64 && operandless_takes(row, target, dpp8);
    operandless
        || takes_dpp(row, target, dpp8, e64) && row.flags & unmodelled == 0 && !row.operandless()
}

/// Whether `row` is an operand-less VOP1 with a DPP form on `target`:
/// `v_nop`, DPP16 on GFX9 and DPP16/DPP8 on GFX10 (LLVM defines
/// `v_clrexcp` and `v_pipeflush` without DPP or SDWA forms, and GFX11+
/// without `v_nop_dpp`: each marker there gives a 4-byte word; swept with
/// llvm-mc-22 on every target, every bit of the second dword alone and
/// random dwords).
pub fn operandless_takes(row: &AluRow, target: Target, dpp8: bool) -> bool {
    row.operandless()
        && row.name == "v_nop"
        && match target.gen() {
            Gen::Gfx9 => !dpp8,
            Gen::Gfx10 => true,
            Gen::Gfx11 | Gen::Gfx12 => false,
        }
}

/// The DPP form LLVM decodes from an operand-less VOP1 word whose SRC0
/// field holds `marker`, followed by dword `d`; None: the word is the
/// 4-byte form (LLVM falls back to it when the target has no such DPP form
/// or the dword does not fit it). A DPP16 dword needs neg/abs (bits 23:20)
/// clear and takes any DPP_CTRL (values the target lacks print as comments);
/// a DPP8 dword takes any lane selects. SRC0 (bits 7:0) and bit 17 are
/// ignored, FI too on GFX9 (every bit alone, every DPP_CTRL and random
/// dwords, swept with llvm-mc-22 on every target).
pub fn decode_operandless(row: &AluRow, target: Target, marker: u16, d: u32) -> Option<Dpp> {
    let dpp8 = match marker {
        DPP16 => false,
        DPP8 | DPP8_FI => true,
        _ => return None,
    };
    if !operandless_takes(row, target, dpp8) {
        return None;
    }
    if dpp8 {
        return Some(Dpp::D8 {
            sel: d >> 8,
            fi: marker == DPP8_FI,
        });
    }
    if d >> 20 & 0xf != 0 {
        return None;
    }
    let fi = if target.gen() == Gen::Gfx9 {
        1 << 18
    } else {
        0
    };
    Some(Dpp::D16(d & KEPT16 & !fi, [0; 2]))
}

/// 64-bit operands of a short form (LLVM's "DP ALU" DPP rules): (any, a source).
pub fn dpp_wide(row: &AluRow) -> (bool, bool) {
    let src = row.sig32.iter().any(|o| matches!(o, Opnd::Src(_, 2, _)));
    (src || row.sig32.contains(&Opnd::VDst(2)), src)
}

/// What the assembler takes in a short DPP form of `row` on `target`, for its
/// 64-bit operands (observed with llvm-mc-22).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WideDpp {
    /// No 64-bit operand, or one the target takes with any control.
    Any,
    /// gfx90a, gfx942, gfx950: 64-bit operands with row_newbcast only.
    NewbcastOnly,
    /// Not at all: from GFX10 on, and a 64-bit source on other GFX9 targets
    /// (a 64-bit destination alone is taken there).
    Refused,
}

/// [`WideDpp`] for `row`'s short DPP form on `target`.
pub fn wide_rule(row: &AluRow, target: Target) -> WideDpp {
    let (wide, wide_src) = dpp_wide(row);
    let aligned = target.needs_aligned_vgprs();
    if !wide {
        WideDpp::Any
    } else if target.gen() != Gen::Gfx9 || !aligned && wide_src {
        WideDpp::Refused
    } else if aligned {
        WideDpp::NewbcastOnly
    } else {
        WideDpp::Any
    }
}

/// Whether `inst`'s DPP_CTRL is one LLVM refuses for 64-bit operands: gfx90a,
/// gfx942 and gfx950 take them with row_newbcast only.
pub fn dp_alu_refused(inst: &AluInst, target: Target, ctrl: u32) -> bool {
    let aligned_gfx9 = target.gen() == Gen::Gfx9 && target.needs_aligned_vgprs();
    aligned_gfx9 && !inst.is_vop3() && dpp_wide(inst.row()).0 && !(0x150..=0x15f).contains(&ctrl)
}

/// Moves the DPP dword of a decoded instruction whose src0 field holds a DPP
/// marker into `inst` (a no-op for other instructions).
pub fn decode(target: Target, inst: &mut AluInst, bytes: &[u8]) -> Result<(), DecodeError> {
    let gen = target.gen();
    let row = inst.row();
    let vop3 = inst.is_vop3();
    let marker = inst.src[0];
    let dpp8 = match marker {
        DPP16 => false,
        DPP8 | DPP8_FI if gen >= Gen::Gfx10 => true,
        _ => return Ok(()),
    };
    if vop3 && gen < Gen::Gfx11 || !row.shape.is_vector() {
        return Ok(());
    }
    let len = if vop3 { 12 } else { 8 };
    // (a VOP3 form with a literal source reads one more dword)
    let unsupported = DecodeError::Unsupported {
        len: super::length::instruction_len(target, bytes).unwrap_or(len),
    };
    if !takes_dpp(row, target, dpp8, vop3) {
        // LLVM reads no DPP form here (probed)
        return Err(DecodeError::Invalid);
    }
    let d = super::read_u32(bytes, len - 4)?;
    if !modelled(row, target, dpp8, vop3) {
        return Err(unsupported);
    }
    if vop3 && row.ignored != 0 {
        vop3_ignored_mods(inst)?;
    } else if vop3 && vop3_mods_refused(inst) {
        // (checked before the refusals of forms not modelled below)
        return Err(DecodeError::Invalid);
    }
    // (a lane-mask destination holding a constant prints as in the plain
    // VOP3 form, "Invalid immediate"; 255 reads a literal after the DPP
    // dword and prints it so: `syntax::alu`, as llvm-mc-22 does in wave32
    // and wave64)
    // llvm-mc-22 assembles a literal in a packed 16-bit source of a GFX11
    // e64_dpp form into a word that lacks the literal dword (gfx1150); that
    // cut word is not modelled
    let packed_literal =
        |i: usize| inst.src[i] == LITERAL && row.packed.get(i) != Some(&Packed16::None);
    if vop3 && (packed_literal(1) || packed_literal(2)) && bytes.len() < 16 {
        return Err(unsupported);
    }
    inst.src[0] = VGPR0 + (d & 0xff) as u16;
    if !vop3 {
        lo128_fields(target, inst)?;
    }
    if dpp8 {
        let sel = sel_flag(dpp8_sel_as_source(row, target, vop3), d >> 8);
        let dpp = Dpp::D8 {
            sel,
            fi: marker == DPP8_FI,
        };
        if dpp.reads_literal() {
            // (a literal source too would read a second one: not modelled)
            if inst.has_literal() {
                return Err(unsupported);
            }
            inst.literal = super::read_u32(bytes, len)?;
        }
        inst.dpp = Some(dpp);
        return Ok(());
    }
    // DPP_CTRL values the target lacks print as comments (`syntax::dpp`);
    // some rows' DPP_CTRL is read like a source field (llvm-mc-22 crashes on 0xff)
    let ctrl = d >> 8 & 0x1ff;
    let as_source = dpp16_bit7_misprinted(row, target, vop3);
    if as_source && ctrl == 0xff {
        return Err(unsupported);
    }
    if !vop3 {
        let mut neg = (d >> 20 & 1 | d >> 21 & 2) as u8;
        let mut abs = (d >> 21 & 1 | d >> 22 & 2) as u8;
        let untwinned = untwinned_mods(row, gen);
        if let Some(m) = untwinned {
            (neg, abs) = (neg & m, abs & m);
        }
        // modifier bits a row's VOP3 twin does not take are dropped where the
        // VOP3 form ignores them too, else the word is invalid (observed with
        // llvm-mc-22); rows without a twin past GFX10 were not probed
        if untwinned.is_none() && (neg & !row.neg != 0 || abs & !row.abs != 0) {
            if !row.has_twin() {
                return Err(unsupported);
            }
            // a VOP1 has no second source to modify
            let vop1_src1 = row.shape == Shape::Vop1 && (neg | abs) & 2 != 0;
            if row.ignored == 0 || vop1_src1 {
                return Err(DecodeError::Invalid);
            }
            (neg, abs) = (neg & row.neg, abs & row.abs);
        }
        (inst.neg, inst.abs) = (neg, abs);
    }
    let mut kept = d & KEPT16;
    if gen == Gen::Gfx9 {
        kept &= !(1 << 18);
    }
    if as_source {
        kept |= CTRL_AS_SOURCE;
    }
    inst.dpp = Some(Dpp::D16(kept, [0; 2]));
    Ok(())
}

/// Whether `row`'s GFX11+ VOP3 DPP form reads its src1 field as a raw
/// operand number (`flags::DPP_SRC1_RAW`): constants print as numbers, 255
/// as `0xff` with no literal after it; named operands print by name, and
/// numbers naming nothing make the word invalid, as in any source (swept
/// with llvm-mc-22: src1 0..=255 of v_fmac_f32/f16_e64_dpp, DPP16 and DPP8,
/// gfx1100/gfx1150/gfx1200, wave32 and wave64: 6,144 words).
pub fn src1_raw(row: &AluRow) -> bool {
    row.has(flags::DPP_SRC1_RAW)
}

/// Whether 255 in source field `i` of a GFX10+ VOP3 word of `row` (a DPP
/// form when `dpp`) reads a literal: in a field the row reads, but src1 of
/// `src1_raw` rows' DPP forms (LLVM reads no literal for an unused field;
/// swept with llvm-mc-22 over every VOP3 opcode, plain on gfx1030 and
/// GFX11+, DPP16 and DPP8 on gfx1100, gfx1150 and gfx1200).
pub fn vop3_reads_literal(row: &AluRow, i: usize, dpp: bool) -> bool {
    let reads = row
        .sig64
        .iter()
        .any(|o| matches!(o, Opnd::Src(k, ..) if usize::from(*k) == i));
    reads && !(dpp && i == 1 && src1_raw(row))
}

/// The neg/abs bits (a source mask, both alike) a GFX10 DPP form of a row
/// without a VOP3 twin takes: both sources' with packed f16 sources
/// (v_dot2c_f32_f16, v_pk_fmac_f16), none with integer ones (v_dot4c_i32_i8
/// ignores them). Probed with llvm-mc-22 on gfx1011 and gfx1030, all 16
/// combinations. None: the row has a twin, or another generation.
fn untwinned_mods_gfx10(row: &AluRow, gen: Gen) -> Option<u8> {
    if gen != Gen::Gfx10 || row.has_twin() {
        return None;
    }
    Some(if row.packed[0] != Packed16::None {
        3
    } else {
        0
    })
}

/// The neg/abs source mask a short DPP form of a row without a VOP3 twin
/// takes (`untwinned_mods_gfx10`); on GFX11 both sources' of a row with
/// packed f16 sources (v_dot2acc_f32_f16: all 16 combinations probed with
/// llvm-mc-22 on gfx1100 and gfx1150), other GFX11+ rows not probed.
pub fn untwinned_mods(row: &AluRow, gen: Gen) -> Option<u8> {
    if gen >= Gen::Gfx11 && !row.has_twin() && row.packed[0] != Packed16::None {
        return Some(3);
    }
    untwinned_mods_gfx10(row, gen)
}

/// The sources (bit mask) taking neg/abs in the DPP16 form of a row
/// without a VOP3 form on `target`: 0 when it has no such form either.
pub fn untwinned_dpp_mods(row: &AluRow, target: Target) -> u8 {
    match untwinned_mods(row, target.gen()) {
        Some(mods) if mods != 0 && takes_dpp(row, target, false, false) => mods,
        _ => 0,
    }
}

/// The modifier bits of a GFX11+ VOP3 DPP form whose row LLVM's decoder
/// partly ignores (`AluRow::ignored`): neg/abs of a source the row reads
/// decode as nothing (but for a fake16 form of a row with no modifiers at
/// all); of a field it does not read, and omod or clamp it does not take,
/// make the word invalid (swept with llvm-mc-22 over every VOP3 DPP opcode
/// of gfx1100, gfx1150 and gfx1200).
fn vop3_ignored_mods(inst: &mut AluInst) -> Result<(), DecodeError> {
    let row = inst.row();
    let read = (0..3).fold(0u8, |m, i| {
        let reads = row
            .sig64
            .iter()
            .any(|o| matches!(o, Opnd::Src(k, ..) if *k == i));
        m | u8::from(reads) << i
    });
    let ignored = inst.neg & !row.neg | inst.abs & !row.abs;
    let omod = inst.omod != 0 && !row.has(flags::OMOD);
    let clamp = inst.clamp && !row.has(flags::CLAMP);
    let fake16 = inst.fake16 && ignored != 0 && row.neg | row.abs == 0;
    if (inst.neg | inst.abs) & !read != 0 || omod || clamp || fake16 {
        return Err(DecodeError::Invalid);
    }
    (inst.neg, inst.abs) = (inst.neg & row.neg, inst.abs & row.abs);
    Ok(())
}

/// Whether a VOP3 DPP word sets modifiers its row does not take, which
/// LLVM's decoder refuses as in the plain VOP3 form (`validate_decoded`).
fn vop3_mods_refused(inst: &AluInst) -> bool {
    let row = inst.row();
    inst.abs & !row.abs != 0
        || inst.neg & !row.neg != 0
        || inst.omod != 0 && !row.has(flags::OMOD)
        || inst.clamp && !row.has(flags::CLAMP)
}

/// GFX12 16-bit short-form fields reach v0-v127 only (probed per opcode,
/// `data/alu_dpp.tsv`): v128 and up make the word invalid as the
/// destination and print LLVM's class comment as a source.
fn lo128_fields(target: Target, inst: &mut AluInst) -> Result<(), DecodeError> {
    let fields = dpp_lo128(inst.row(), target);
    if fields & 8 != 0 && inst.dst >= 128 {
        return Err(DecodeError::Invalid);
    }
    inst.lo128_comment = (0..2)
        .filter(|&i| fields >> i & 1 != 0 && inst.src[i] >= VGPR0 + 128)
        .fold(0, |m, i| m | 1 << i);
    Ok(())
}

/// Whether the op_sel bits its plain form refuses are ignored in a VOP3
/// word of `row` (second dword `hi`): in the DPP forms of rows taking
/// `byte_sel:N` only; other rows' DPP forms refuse them too (swept with
/// llvm-mc-22 over every VOP3 DPP opcode and op_sel value of gfx1100,
/// gfx1150 and gfx1200; the byte_sel rows' every op_sel value in the plain,
/// DPP16 and DPP8 forms on gfx1200 and gfx1201, wave32 and wave64).
pub fn vop3_opsel_ignored(row: &AluRow, gen: Gen, hi: u32) -> bool {
    row.has_byte_sel() && vop3_marker(gen, hi)
}

/// Whether the second dword of a VOP3 word holds a DPP marker in src0 (a
/// GFX11+ VOP3 DPP form).
pub fn vop3_marker(gen: Gen, hi: u32) -> bool {
    gen >= Gen::Gfx11 && matches!((hi & 0x1ff) as u16, DPP16 | DPP8 | DPP8_FI)
}

/// Machine code of a DPP-form instruction: the short or VOP3 form with the
/// marker in src0, then the DPP dword (then a VOP3 form's literal).
pub fn encode(inst: &AluInst, dpp: Dpp) -> ([u32; 4], usize) {
    let mut base = *inst;
    base.dpp = None;
    let src0 = u32::from(inst.src[0].wrapping_sub(VGPR0)) & 0xff;
    let (marker, dword) = match dpp {
        Dpp::D16(kept, _) => {
            let mut d = kept & KEPT16 | src0;
            if !inst.is_vop3() {
                let (neg, abs) = (u32::from(inst.neg), u32::from(inst.abs));
                d |= (neg & 1) << 20 | (abs & 1) << 21 | (neg & 2) << 21 | (abs & 2) << 22;
                (base.neg, base.abs) = (0, 0);
            }
            (DPP16, d)
        }
        Dpp::D8 { sel, fi } => (
            if fi { DPP8_FI } else { DPP8 },
            (sel & !SEL_AS_SOURCE) << 8 | src0,
        ),
    };
    base.src[0] = marker;
    let (mut words, n) = base.encode();
    // the form's own dwords, then the DPP dword, then the literal
    let own = if inst.is_vop3() { 2 } else { 1 };
    if n > own {
        words.copy_within(own..n, own + 1);
    }
    if let Some(w) = words.get_mut(own) {
        *w = dword;
    }
    if dpp.reads_literal() {
        if let Some(w) = words.get_mut(n + 1) {
            *w = inst.literal;
        }
        return (words, n + 2);
    }
    (words, n + 1)
}

/// Moves the DPP dword of a GFX11+ VOP3P instruction whose src0 field holds
/// a DPP marker into `inst` (a no-op for other instructions).
pub fn decode_vop3p(target: Target, inst: &mut Vop3pInst, bytes: &[u8]) -> Result<(), DecodeError> {
    let marker = inst.src[0];
    let dpp8 = match marker {
        DPP16 => false,
        DPP8 | DPP8_FI => true,
        _ => return Ok(()),
    };
    if target.gen() < Gen::Gfx11 {
        return Ok(());
    }
    let unsupported = DecodeError::Unsupported {
        len: super::length::instruction_len(target, bytes).unwrap_or(12),
    };
    let row = inst.row();
    let op = row.op_on(target).unwrap_or(u8::MAX);
    // LLVM decodes no DPP form of other opcodes, whatever their modifiers
    // (swept with llvm-mc-22 over every opcode, op_sel, op_sel_hi and neg)
    if !takes_dpp_vop3p(target, op, dpp8) {
        return Err(DecodeError::Invalid);
    }
    // literal sources after the DPP dword: not modelled
    if inst.src[1..].contains(&LITERAL) {
        return Err(unsupported);
    }
    // (a scalar or constant where the DPP form reads VGPRs only prints with
    // LLVM's class or "Invalid immediate" comment: `syntax::dpp`)
    let d = super::read_u32(bytes, 8)?;
    let dpp = if dpp8 {
        let dpp = Dpp::D8 {
            sel: sel_flag(dpp8_sel_as_source_vop3p(target, op), d >> 8),
            fi: marker == DPP8_FI,
        };
        if dpp.reads_literal() {
            inst.literal = super::read_u32(bytes, 12)?;
        }
        dpp
    } else {
        // (DPP_CTRL values the target lacks print as comments: `syntax::dpp`)
        let ctrl = d >> 8 & 0x1ff;
        // some rows' DPP_CTRL is read like a source field (llvm-mc-22 crashes on 0xff)
        let as_source = dpp16_bit7_misprinted_vop3p(target, op);
        if as_source && ctrl == 0xff {
            return Err(unsupported);
        }
        Dpp::D16(
            d & KEPT16 | if as_source { CTRL_AS_SOURCE } else { 0 },
            [0; 2],
        )
    };
    inst.src[0] = VGPR0 + (d & 0xff) as u16;
    inst.dpp = Some(dpp);
    Ok(())
}

/// Whether source `i` of a VOP3P DPP form reads VGPRs only: src1 of
/// `v_fma_mix*`, src1 and src2 of rows whose first source is a 32-bit value
/// (`v_dot4_f32_fp8_*`); other sources take SGPRs and constants, printed as
/// in the plain form (swept with llvm-mc-22 over every VOP3P DPP opcode of
/// gfx1100, gfx1150 and gfx1200).
pub fn vop3p_vgpr_only(inst: &Vop3pInst, i: usize) -> bool {
    let row = inst.row();
    let word_sources = row
        .sources()
        .first()
        .is_some_and(|o| o.values == Values::F32);
    i >= 1 && (row.kind == Kind::Mix && i == 1 || word_sources)
}

/// Whether LLVM prints value `v` of a VGPR-only source without a comment:
/// VGPRs, `null` and the special sources 230-253 other than constants
/// (observed with llvm-mc-22; SGPRs, trap temporaries, m0, exec, vcc and
/// src_lds_direct name the class, constants say "Invalid immediate").
pub fn vgpr_only_plain(v: u16) -> bool {
    matches!(v, 124 | 230..=239 | 249..=253 | VGPR0..)
}

/// Machine code of a VOP3P DPP form: the VOP3P pair with the marker in src0,
/// then the DPP dword.
pub fn encode_vop3p(inst: &Vop3pInst, dpp: Dpp) -> ([u32; 4], usize) {
    let mut base = *inst;
    base.dpp = None;
    let src0 = u32::from(inst.src[0].wrapping_sub(VGPR0)) & 0xff;
    let (marker, dword) = match dpp {
        Dpp::D16(kept, _) => (DPP16, kept & KEPT16 | src0),
        Dpp::D8 { sel, fi } => (
            if fi { DPP8_FI } else { DPP8 },
            (sel & !SEL_AS_SOURCE) << 8 | src0,
        ),
    };
    base.src[0] = marker;
    let (mut words, n) = base.encode();
    if let Some(w) = words.get_mut(n) {
        *w = dword;
    }
    if dpp.reads_literal() {
        words[n + 1] = inst.literal;
        return (words, n + 2);
    }
    (words, n + 1)
}

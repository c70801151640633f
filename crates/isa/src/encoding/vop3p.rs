//! The VOP3P encoding: packed math, dot products, mix, and the matrix
//! instructions (MFMA/SMFMAC on CDNA, WMMA/SWMMAC on RDNA 3/4).
//!
//! ```text
//! GFX9:  110100111 OP:7 | GFX10+: 11001100 0 OP:7, then
//!        CLAMP 15 OP_SEL_HI[2] 14 OP_SEL 13:11 NEG_HI 10:8 VDST 7:0
//!        NEG_LO 63:61 OP_SEL_HI[1:0] 60:59 SRC2 58:50 SRC1 49:41 SRC0 40:32
//! MFMA:  ACC_CD 15 ABID 14:11 CBSZ 10:8 | BLGP 63:61 ACC(src1, src0) 60:59
//! ```
//! On GFX9 VOP3P shares VOP3's prefix 110100: its opcodes are VOP3's
//! 0x380-0x3ff. A source of 255 reads a 32-bit literal (GFX10+ only).
//!
//! gfx950's scaled MFMA (`v_mfma_scale_f32_*`, rows flagged
//! [`flags::SCALE`]) is 128 bits: a `v_mfma_ld_scale_b32` word whose SRC0 /
//! SRC1 are the scale sources and whose OP_SEL[1:0] / OP_SEL_HI[1:0] pick
//! their bytes, then the f8f6f4 MFMA word with ABID 1 (llvm-mc-22 ignores the
//! first word's other fields).

use super::DecodeError;
use crate::operand::{self, LITERAL, VGPR0};
use crate::tables::vop3p::{
    by_opcode, flags, group, index_of, File, Kind, Operand, Vop3pRow, VOP3P_ROWS, VOP3P_UNMODELLED,
};
use crate::target::{Gen, Target};

/// Whether source value `v` of a VGPR-only matrix source prints as `null`:
/// LLVM decodes the null register number there (GFX9 125, GFX11+ 124;
/// observed with llvm-mc-22).
pub(crate) fn null_source(row: &Vop3pRow, o: &Operand, v: u16, gen: Gen) -> bool {
    let null = if gen >= Gen::Gfx11 { 124 } else { 125 };
    let matrix = row.kind == Kind::Mai || row.name.contains("mma");
    matrix && !o.sgpr && v == null && gen != Gen::Gfx10
}

/// Word bits that hold modifiers (8-15 and 59-63).
pub const MOD_MASK: u64 = 0xff00 | 0x1f << 59;

/// The scale word's bits that llvm-mc-22 reads besides SRC0 / SRC1:
/// OP_SEL[1:0] (12:11) and OP_SEL_HI[1:0] (60:59).
pub const SCALE_SEL: u64 = 3 << 11 | 3 << 59;

/// A VOP3P instruction: its row and every field's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vop3pInst {
    /// The target it was parsed or decoded for: [`crate::Inst`] encodes
    /// and prints it for that one.
    pub target: Target,
    pub row: u16,
    /// VDST register index.
    pub dst: u8,
    /// Sources as 9-bit operand numbers (VGPRs and AGPRs are 256+n); 3 and
    /// 4 are a scaled MFMA's scale sources.
    pub src: [u16; 5],
    /// Modifier bits, in their word positions (see [`MOD_MASK`]).
    pub mods: u64,
    pub literal: u32,
    /// A scaled MFMA's `v_mfma_ld_scale_b32` word's OP_SEL[1:0] and
    /// OP_SEL_HI[1:0], in their word positions (see [`SCALE_SEL`]).
    pub scale_sel: u64,
    /// The DPP controls of a GFX11+ DPP form (`encoding::dpp`; its src0 VGPR
    /// lives in `src[0]`).
    pub dpp: Option<super::dpp::Dpp>,
    /// A GFX10+ word in GFX9's VOP3P encoding (`mix_in_gfx9_encoding`),
    /// encoded back so.
    pub gfx9_encoding: bool,
    /// Sources (bit i: source i) whose literal was written `lit(...)`:
    /// LLVM's assembler prints them so again, whatever the value (observed
    /// with llvm-mc-22 -show-encoding: `v_dot4_i32_iu8 v10, lit(0x1234),
    /// v40, v50`); decoded words never.
    pub lit_text: u8,
}

/// Whether `w0` is in the VOP3P encoding on `target`.
pub fn matches(target: Target, w0: u32) -> bool {
    if target.gen() == Gen::Gfx9 {
        w0 >> 23 == GFX9_PREFIX
    } else {
        w0 >> 24 == 0xCC || mix_in_gfx9_encoding(w0)
    }
}

/// GFX9's VOP3P prefix (bits 31:23).
const GFX9_PREFIX: u32 = 0b1_1010_0111;

/// Whether GFX10+ word `w0` is a v_fma_mix_f32 / v_fma_mixlo_f16 /
/// v_fma_mixhi_f16 (opcodes 32-34) in GFX9's VOP3P encoding, which
/// llvm-mc-22's decoder still reads on gfx1010 to gfx1201 (no DPP form).
pub fn mix_in_gfx9_encoding(w0: u32) -> bool {
    w0 >> 23 == GFX9_PREFIX && (32..=34).contains(&(w0 >> 16 & 0x7f))
}

fn prefix(gen: Gen) -> u32 {
    if gen == Gen::Gfx9 {
        GFX9_PREFIX << 23
    } else {
        0xCC << 24
    }
}

impl Vop3pInst {
    pub fn new(target: Target, row: usize) -> Vop3pInst {
        let r = &VOP3P_ROWS[row];
        Vop3pInst {
            target,
            row: row as u16,
            dst: 0,
            src: [0; 5],
            mods: r.canon,
            literal: 0,
            scale_sel: 0,
            dpp: None,
            gfx9_encoding: false,
            lit_text: 0,
        }
    }

    pub fn row(&self) -> &'static Vop3pRow {
        &VOP3P_ROWS[self.row as usize]
    }

    pub fn has_literal(&self) -> bool {
        self.src[..self.row().sources().len()].contains(&LITERAL)
    }

    pub fn size(&self) -> usize {
        // a DPP dword or a literal follows the pair (both where the DPP8
        // selects read a literal)
        if self.row().has(flags::SCALE) || self.dpp.is_some_and(|d| d.reads_literal()) {
            16
        } else if self.dpp.is_some() || self.has_literal() {
            12
        } else {
            8
        }
    }

    /// Whether modifier bit `bit` (a word bit number) is set.
    pub fn bit(&self, bit: u32) -> bool {
        self.mods >> bit & 1 != 0
    }

    /// Machine code as little-endian dwords (2 or 3).
    pub fn encode(&self) -> ([u32; 4], usize) {
        let target = self.target;
        if let Some(dpp) = self.dpp {
            return super::dpp::encode_vop3p(self, dpp);
        }
        let op = u32::from(self.row().op_on(target).unwrap_or(0));
        let s = |i: usize| u64::from(self.src[i]);
        let prefix = if self.gfx9_encoding {
            GFX9_PREFIX << 23
        } else {
            prefix(target.gen())
        };
        let w = u64::from(prefix | op << 16 | u32::from(self.dst))
            | self.mods & MOD_MASK
            | s(0) << 32
            | s(1) << 41
            | s(2) << 50;
        let words = [w as u32, (w >> 32) as u32, self.literal, 0];
        (words, if self.has_literal() { 3 } else { 2 })
    }

    /// Machine code as little-endian dwords (2, 3, or 4 for a scaled MFMA:
    /// the scale word, then the MFMA word).
    pub fn words(&self) -> ([u32; 4], usize) {
        let target = self.target;
        let (w, n) = self.encode();
        if !self.row().has(flags::SCALE) {
            return (w, n);
        }
        let op = crate::tables::vop3p::lookup(LD_SCALE, target)
            .and_then(|r| VOP3P_ROWS[r].op_on(target))
            .unwrap_or(0);
        let ld = u64::from(prefix(target.gen()) | u32::from(op) << 16)
            | self.scale_sel & SCALE_SEL
            | u64::from(self.src[3]) << 32
            | u64::from(self.src[4]) << 41;
        ([ld as u32, (ld >> 32) as u32, w[0], w[1]], 4)
    }

    /// Width in dwords of operand `k` (0 = destination): the row's, or for
    /// f8f6f4 MFMA sources 0 and 1 the one their format field (CBSZ, BLGP) picks.
    pub fn width(&self, k: usize, o: &Operand) -> u8 {
        let row = self.row();
        let format = match k {
            1 => Some(self.mods >> 8 & 7),
            2 => Some(self.mods >> 61 & 7),
            _ => None,
        };
        match format {
            Some(f) if !row.fmt.is_empty() => {
                let at = (k - 1) * 8 + f as usize;
                row.fmt.get(at).copied().unwrap_or(o.width)
            }
            _ => o.width,
        }
    }

    /// The register file letter of operand `k` (0 = destination).
    pub fn file_letter(&self, k: usize, o: &Operand) -> char {
        let agpr = match o.file {
            File::V => false,
            File::A => true,
            File::Acc => self.bit(59 + k as u32 - 1),
            File::AccCd => self.bit(15),
        };
        if agpr {
            'a'
        } else {
            'v'
        }
    }
}

/// Decodes a VOP3P instruction (the caller checked [`matches`]).
pub fn decode(target: Target, bytes: &[u8]) -> Result<Vop3pInst, DecodeError> {
    let lo = super::read_u32(bytes, 0)?;
    let hi = super::read_u32(bytes, 4)?;
    let w = u64::from(hi) << 32 | u64::from(lo);
    let gen = target.gen();
    let op = (lo >> 16 & 0x7f) as usize;
    let unsupported = || match super::length::instruction_len(target, bytes) {
        Some(len) => DecodeError::Unsupported { len },
        None => DecodeError::Invalid,
    };
    let gfx9_encoding = gen != Gen::Gfx9 && mix_in_gfx9_encoding(lo);
    // GFX10+ bit 23 is part of no VOP3P opcode
    if gen != Gen::Gfx9 && lo >> 23 & 1 != 0 && !gfx9_encoding {
        return Err(DecodeError::Invalid);
    }
    let Some(row) = by_opcode(target, op) else {
        let modelled = VOP3P_UNMODELLED.get(group(target)).copied().unwrap_or(0);
        return Err(if modelled >> op & 1 != 0 {
            unsupported()
        } else {
            DecodeError::Invalid
        });
    };
    // gfx950 v_mfma_ld_scale_b32 fused with the scaled MFMA after it
    if super::length::instruction_len(target, bytes) == Some(16) && gen == Gen::Gfx9 {
        return decode_scaled(target, bytes, w);
    }
    let mods = w & MOD_MASK;
    if (mods ^ row.canon) & row.reject != 0 {
        return Err(DecodeError::Invalid);
    }
    // a row without a destination takes VDST 0 only (llvm-mc-22)
    if row.has(flags::NO_DST) && lo & 0xff != 0 {
        return Err(DecodeError::Invalid);
    }
    let mut inst = Vop3pInst::new(target, index_of(row));
    inst.mods = mods & !row.ignore | row.canon & row.ignore;
    inst.dst = (lo & 0xff) as u8;
    let nsrc = row.sources().len();
    let field = |i: usize| (w >> (32 + 9 * i) & 0x1ff) as u16;
    inst.src[..nsrc].copy_from_slice(&[field(0), field(1), field(2)][..nsrc]);
    inst.gfx9_encoding = gfx9_encoding;
    // (that encoding has no DPP form: llvm-mc-22 refuses the markers there)
    if gfx9_encoding
        && matches!(
            inst.src[0],
            super::dpp::DPP16 | super::dpp::DPP8 | super::dpp::DPP8_FI
        )
    {
        return Err(DecodeError::Invalid);
    }
    super::dpp::decode_vop3p(target, &mut inst, bytes)?;
    if !sources_decode(gen, &inst) {
        return Err(DecodeError::Invalid);
    }
    // An unused source field of 255 reads no literal: llvm-mc-22 decodes the
    // 8 bytes alone and the next dword as an instruction of its own (GFX9-12).
    // (DPP forms with such a field are not modelled.)
    if (nsrc..3).any(|i| field(i) == LITERAL) && inst.dpp.is_some() && !inst.has_literal() {
        return Err(unsupported());
    }
    if agpr_past_a255(&inst) {
        return Err(DecodeError::Invalid);
    }
    // (values outside an operand's class print with LLVM's class comment)
    if !valid_operands(target, &inst) && !inst.sources_print(target) {
        return Err(unsupported());
    }
    if inst.has_literal() {
        inst.literal = super::read_u32(bytes, 8)?;
    }
    Ok(inst)
}

/// The scale word of a scaled MFMA's mnemonic.
const LD_SCALE: &str = "v_mfma_ld_scale_b32";

/// Decodes a gfx950 scaled MFMA: scale word `ld`, then the MFMA word.
fn decode_scaled(target: Target, bytes: &[u8], ld: u64) -> Result<Vop3pInst, DecodeError> {
    let w = u64::from(super::read_u32(bytes, 12)?) << 32 | u64::from(super::read_u32(bytes, 8)?);
    let op = w >> 16 & 0x7f;
    let Some(row) = VOP3P_ROWS
        .iter()
        .position(|r| r.has(flags::SCALE) && r.op_on(target).map(u64::from) == Some(op))
    else {
        return Err(DecodeError::Unsupported { len: 16 });
    };
    let mut inst = Vop3pInst::new(target, row);
    let r = inst.row();
    let mods = w & MOD_MASK;
    if (mods ^ r.canon) & r.reject != 0 {
        return Err(DecodeError::Invalid);
    }
    inst.mods = mods & !r.ignore | r.canon & r.ignore;
    inst.dst = (w & 0xff) as u8;
    let field = |x: u64, i: usize| (x >> (32 + 9 * i) & 0x1ff) as u16;
    inst.src = [
        field(w, 0),
        field(w, 1),
        field(w, 2),
        field(ld, 0),
        field(ld, 1),
    ];
    inst.scale_sel = ld & SCALE_SEL;
    if !sources_decode(target.gen(), &inst) {
        return Err(DecodeError::Invalid);
    }
    // the scale sources are VGPRs; other values print with LLVM's comments
    // (scale_comment) or make the word invalid (observed with llvm-mc-22)
    if inst.src[3..].iter().any(|&v| !scale_source_decodes(v)) {
        return Err(DecodeError::Invalid);
    }
    if agpr_past_a255(&inst) {
        return Err(DecodeError::Invalid);
    }
    let mut vgprs = inst;
    vgprs.src[3..].fill(VGPR0);
    if !valid_operands(target, &vgprs) && !vgprs.sources_print(target) {
        return Err(DecodeError::Unsupported { len: 16 });
    }
    Ok(inst)
}

/// Whether llvm-mc-22 decodes a scaled MFMA with scale source `v`: VGPRs,
/// SGPRs and specials, inline constants, and the apertures / status sources
/// gfx950 has (but no literal or reserved number).
fn scale_source_decodes(v: u16) -> bool {
    matches!(v, 0..=208 | 230 | 231 | 235..=248 | 251..=254 | VGPR0..)
}

/// LLVM's comment after a scale source that is no VGPR (observed with
/// llvm-mc-22; `null` and the apertures print bare).
pub(crate) fn scale_comment(v: u16) -> Option<&'static str> {
    match v {
        125 => None,
        0..=127 | 254 => Some("/*Invalid register, operand has 'VGPR_32' register class*/"),
        128..=208 | 240..=248 => Some("/*Invalid immediate*/"),
        _ => None,
    }
}

/// Whether every operand is one llvm-mc-22 assembles for the row (the
/// assembler's rule; the decoder also prints what LLVM decodes beyond it,
/// bare or with its class comment: `Vop3pInst::sources_print`).
pub(crate) fn valid_operands(target: Target, inst: &Vop3pInst) -> bool {
    let row = inst.row();
    let gen = target.gen();
    let ops = row.operands;
    let Some(d) = ops.first() else { return false };
    // (a VGPR tuple past v255 prints as such: see `agpr_past_a255`)
    if !aligned(target, inst.dst, d) {
        return false;
    }
    for (i, o) in row.sources().iter().enumerate() {
        let v = inst.src[i];
        let sgpr = o.sgpr && o.asm_sgpr && o.width <= 2;
        // a 32/64-bit operand of vector registers or inline constants (f64
        // MFMA C on gfx90a+, GFX12 wave64 f16/bf16 WMMA C) takes the
        // inline-value registers too; one whose SGPRs decode but do not
        // assemble does not (gfx908 `v_accvgpr_write_b32`; llvm-mc-22)
        let inline = sgpr || !o.sgpr && o.constant && o.asm_constant && o.width <= 2;
        let ok = match v {
            VGPR0.. => aligned(target, (v - VGPR0) as u8, o),
            LITERAL => o.literal && gen != Gen::Gfx9,
            // llvm-mc-22 decodes null in a VGPR-only matrix source, but reads
            // that text only where constants go (WMMA C, not A/B or SWMMAC C)
            _ if null_source(row, o, v, gen) => o.constant,
            128..=208 | 240..=248 => o.constant,
            0..=127 => o.sgpr && o.width <= 2 && operand::is_valid(v, o.width, gen),
            // LLVM's inline-value registers go where its assembler takes a
            // 32/64-bit SGPR or inline constant (llvm-mc-22): apertures and
            // src_scc everywhere, src_pops_exiting_wave_id / src_vccz /
            // src_execz before GFX11, src_lds_direct as a 32-bit src0 on
            // GFX9 before gfx90a and GFX10 (also where SGPRs only decode:
            // gfx908 `v_accvgpr_write_b32 a1, src_lds_direct`), never of a
            // reversed-operand shift ("cannot be used with this
            // instruction"); src_flat_scratch_base_lo/hi on none of our
            // targets ("register not available on this GPU")
            235..=238 | 253 => inline,
            239 | 251 | 252 => inline && gen <= Gen::Gfx10,
            254 => {
                i == 0
                    && o.sgpr
                    && o.width == 1
                    && gen <= Gen::Gfx10
                    && !target.needs_aligned_vgprs()
                    && !row.name.contains("rev")
            }
            _ => false,
        };
        if !ok {
            return false;
        }
    }
    true
}

/// Whether llvm-mc-22 decodes every source value as an operand of its
/// row's width (it refuses the word otherwise; its class comments come later).
fn sources_decode(gen: Gen, inst: &Vop3pInst) -> bool {
    // f8f6f4 MFMA sources decode at the row's width before CBSZ / BLGP narrow
    // them: s100 or ttmp12 as an fp4 A is refused (llvm-mc-22, gfx950)
    let ops = inst.row().sources();
    // (a scaled MFMA's scale sources are checked by `scale_source_decodes`)
    ops.iter()
        .zip(inst.src)
        .take(3)
        .all(|(o, v)| source_decodes(v, o.width, gen))
}

/// Whether llvm-mc-22 decodes source value `v` as an operand of `width`
/// dwords (AMDGPUDisassembler::decodeSrcOp; confirmed by sweeping values
/// 0-254 through every source of every VOP3P opcode on each target group).
fn source_decodes(v: u16, width: u8, gen: Gen) -> bool {
    // a 32- or 64-bit SGPR/TTMP always fits; a wider tuple must fit its file
    match v {
        _ if operand::scalar_tuple_first(v, width, gen).is_some() => true,
        128..=208 | 240..=248 | LITERAL.. => true,
        // 32- and 64-bit operands take the special registers their width has
        _ if width <= 2 => operand::is_valid(v, width, gen),
        // wider ones only null (m0, vcc, exec, src_* are refused)
        _ => v == if gen >= Gen::Gfx11 { 124 } else { 125 },
    }
}

/// Whether a register tuple runs past a255: llvm-mc-22 refuses the word,
/// while a VGPR tuple past v255 prints as it is (`v[250:257]`; the assembler
/// refuses that text).
fn agpr_past_a255(inst: &Vop3pInst) -> bool {
    let row = inst.row();
    row.operands.iter().enumerate().any(|(k, o)| {
        let start = match k {
            0 => u16::from(inst.dst),
            _ => match inst.src.get(k - 1) {
                Some(&v) if v >= VGPR0 => v - VGPR0,
                _ => return false,
            },
        };
        let width = inst.width(k, o);
        inst.file_letter(k, o) == 'a' && usize::from(start) + usize::from(width) > 256
    })
}

/// gfx90a+ register tuples of 64 bits or more start at an even register.
fn aligned(target: Target, r: u8, o: &Operand) -> bool {
    !(target.needs_aligned_vgprs() && o.width >= 2 && !r.is_multiple_of(2))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Words swept through llvm-mc-22: refused ones must be `Invalid`,
    /// decoded ones must not be (their text is checked by the corpus).
    #[test]
    fn sources_llvm_refuses_are_invalid() {
        let cases: [(&str, [u8; 8], bool); 10] = [
            // gfx908 v_mfma_f32_32x32x1f32 C (32 dwords, SGPR_512): s[88:103]
            // decodes, s92 (s[92:107]), vcc and exec do not
            (
                "gfx908",
                [0x34, 0x40, 0xc0, 0xd3, 0x1a, 0x05, 0x62, 0x19],
                true,
            ),
            (
                "gfx908",
                [0x34, 0x40, 0xc0, 0xd3, 0x1a, 0x05, 0x72, 0x19],
                false,
            ),
            (
                "gfx908",
                [0x34, 0x40, 0xc0, 0xd3, 0x1a, 0x05, 0xaa, 0x19],
                false,
            ),
            (
                "gfx908",
                [0x34, 0x40, 0xc0, 0xd3, 0x1a, 0x05, 0xfa, 0x19],
                false,
            ),
            // ttmp[0:15] fits, ttmp[4:19] does not; null is taken
            (
                "gfx908",
                [0x34, 0x40, 0xc0, 0xd3, 0x1a, 0x05, 0xb2, 0x19],
                true,
            ),
            (
                "gfx908",
                [0x34, 0x40, 0xc0, 0xd3, 0x1a, 0x05, 0xc2, 0x19],
                false,
            ),
            (
                "gfx908",
                [0x34, 0x40, 0xc0, 0xd3, 0x1a, 0x05, 0xf6, 0x19],
                true,
            ),
            // gfx950 f8f6f4 A in fp4 (CBSZ 4, 4 dwords) decodes at 8 dwords:
            // s[96:99] prints, s100 is refused
            (
                "gfx950",
                [0x10, 0x04, 0xad, 0xd3, 0x60, 0x20, 0x42, 0x1c],
                true,
            ),
            (
                "gfx950",
                [0x10, 0x04, 0xad, 0xd3, 0x64, 0x20, 0x42, 0x1c],
                false,
            ),
            // gfx1100 v_wmma_i32_16x16x16_iu8 B (4 dwords) = m0
            (
                "gfx1100",
                [0x72, 0x40, 0x44, 0xcc, 0x42, 0xfb, 0xf4, 0x19],
                false,
            ),
        ];
        for (name, bytes, decodes) in cases {
            let t = Target::from_name(name).unwrap();
            let got = decode(t, &bytes);
            assert_eq!(
                !matches!(got, Err(DecodeError::Invalid)),
                decodes,
                "{name} {bytes:02x?}: {got:?}"
            );
        }
    }

    /// Inline-value registers and null as sources: llvm-mc-22's encodings
    /// (`None`: it refuses the line).
    #[test]
    fn special_sources_assemble_as_llvm_does() {
        let cases: [(&str, &str, Option<[u8; 8]>); 19] = [
            (
                "gfx1103",
                "v_pk_mad_u16 v189, src_shared_limit, v169, -4.0 op_sel:[1,0,0] op_sel_hi:[0,1,0] neg_lo:[0,1,0] neg_hi:[1,1,0] clamp",
                Some([0xbd, 0x8b, 0x09, 0xcc, 0xec, 0x52, 0xdf, 0x53]),
            ),
            (
                "gfx1103",
                "v_pk_max_u16 v189, v28, src_private_base op_sel_hi:[1,0] clamp",
                Some([0xbd, 0xc0, 0x0c, 0xcc, 0x1c, 0xdb, 0x01, 0x08]),
            ),
            (
                "gfx1152",
                "v_fma_mixlo_f16 v117, src_private_limit, neg(0.15915494), |v76| op_sel:[1,0,1] op_sel_hi:[0,1,0]",
                Some([0x75, 0x2c, 0x21, 0xcc, 0xee, 0xf0, 0x31, 0x55]),
            ),
            (
                "gfx1010",
                "v_fma_mix_f32 v1, src_scc, src_execz, v2",
                Some([0x01, 0x00, 0x20, 0xcc, 0xfd, 0xf8, 0x09, 0x04]),
            ),
            (
                "gfx900",
                "v_pk_fma_f16 v1, src_execz, v2, v3",
                Some([0x01, 0x40, 0x8e, 0xd3, 0xfc, 0x04, 0x0e, 0x1c]),
            ),
            (
                "gfx900",
                "v_pk_add_u16 v1, src_lds_direct, v2",
                Some([0x01, 0x40, 0x8a, 0xd3, 0xfe, 0x04, 0x02, 0x18]),
            ),
            (
                "gfx90a",
                "v_pk_add_f32 v[0:1], src_scc, v[2:3]",
                Some([0x00, 0x40, 0xb2, 0xd3, 0xfd, 0x04, 0x02, 0x18]),
            ),
            // LDS direct takes no constant bus slot
            (
                "gfx906",
                "v_pk_mad_u16 v139, src_lds_direct, v177, s84",
                Some([0x8b, 0x40, 0x89, 0xd3, 0xfe, 0x62, 0x53, 0x19]),
            ),
            ("gfx900", "v_pk_add_u16 v1, v2, src_lds_direct", None),
            ("gfx90a", "v_pk_add_u16 v1, src_lds_direct, v2", None),
            ("gfx1100", "v_pk_add_u16 v1, src_execz, v2", None),
            // null decodes in a WMMA B, but is refused as text there
            (
                "gfx1151",
                "v_wmma_f16_16x16x16_f16 v[180:187], v[28:35], null, v[149:156]",
                None,
            ),
            (
                "gfx1100",
                "v_wmma_f32_16x16x16_f16 v[26:33], v[37:44], v[171:178], null neg_lo:[1,0,0] neg_hi:[1,1,1]",
                Some([0x1a, 0x47, 0x40, 0xcc, 0x25, 0x57, 0xf3, 0x39]),
            ),
            // LDS direct goes where SGPRs decode without assembling; the
            // inline values do not ("source operand must be either a VGPR
            // or an inline constant")
            (
                "gfx908",
                "v_accvgpr_write_b32 a10, src_lds_direct",
                Some([0x0a, 0x40, 0xd9, 0xd3, 0xfe, 0x00, 0x00, 0x18]),
            ),
            ("gfx908", "v_accvgpr_write_b32 a10, src_scc", None),
            // a 64-bit C of registers or inline constants takes the inline
            // values the target has
            (
                "gfx90a",
                "v_mfma_f64_4x4x4f64 v[10:11], a[30:31], a[40:41], src_scc",
                Some([0x0a, 0x00, 0xef, 0xd3, 0x1e, 0x51, 0xf6, 0x1b]),
            ),
            (
                "gfx1200:w64",
                "v_wmma_f16_16x16x16_f16 v[10:11], v[30:31], v[40:41], src_shared_base",
                Some([0x0a, 0x40, 0x42, 0xcc, 0x1e, 0x51, 0xae, 0x1b]),
            ),
            (
                "gfx1200:w64",
                "v_wmma_f16_16x16x16_f16 v[10:11], v[30:31], v[40:41], src_vccz",
                None,
            ),
            // decoded, printed bare, never assembled on these targets
            (
                "gfx950",
                "v_pk_add_f16 v10, src_flat_scratch_base_lo, v40",
                None,
            ),
        ];
        for (name, text, want) in cases {
            let t = match name.strip_suffix(":w64") {
                Some(n) => Target::from_name(n).unwrap().with_wave_size(64).unwrap(),
                None => Target::from_name(name).unwrap(),
            };
            let got = crate::assemble_line(t, text)
                .ok()
                .map(|i| i.encode().as_bytes().to_vec());
            assert_eq!(got, want.map(|b| b.to_vec()), "{name} `{text}`");
        }
    }

    /// An unused source field of 255 reads no literal: llvm-mc-22 decodes
    /// 8 bytes (gfx900, gfx1030, gfx1100, gfx1200: `v_pk_add_u16 v1, v2, v2`).
    #[test]
    fn unused_literal_field_reads_no_literal() {
        // (the dword after the pair is `s_nop 0x7e` for llvm-mc-22)
        for (name, w0) in [
            ("gfx900", 0xd38a_4001u32),
            ("gfx1030", 0xcc0a_4001),
            ("gfx1100", 0xcc0a_4001),
            ("gfx1200", 0xcc0a_4001),
        ] {
            let t = Target::from_name(name).unwrap();
            let mut bytes = w0.to_le_bytes().to_vec();
            bytes.extend_from_slice(&[0x02, 0x05, 0xfe, 0x1b, 0x7e, 0x00, 0x80, 0xbf]);
            let inst = decode(t, &bytes).unwrap();
            assert_eq!(inst.size(), 8, "{name}");
        }
    }
}

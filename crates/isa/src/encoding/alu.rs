//! The scalar (SOP1, SOP2, SOPK, SOPC, SOPP) and vector (VOP1, VOP2, VOPC,
//! VOP3) ALU encodings. Field positions are the same on every generation but
//! VOP3's prefix (GFX9 `110100`, GFX10+ `110101`); opcodes differ per generation.
//!
//! ```text
//! SOP2  10 OP:7 SDST:7 SSRC1:8 SSRC0:8          SOPK  1011 OP:5 SDST:7 SIMM16
//! SOP1  101111101 SDST:7 OP:8 SSRC0:8           SOPC  101111110 OP:7 SSRC1:8 SSRC0:8
//! SOPP  101111111 OP:7 SIMM16                   VOP1  0111111 VDST:8 OP:8 SRC0:9
//! VOP2  0 OP:6 VDST:8 VSRC1:8 SRC0:9            VOPC  0111110 OP:8 VSRC1:8 SRC0:9
//! VOP3  PREFIX:6 OP:10 CLAMP OP_SEL:4 ABS:3 VDST:8 | NEG:3 OMOD:2 SRC2:9 SRC1:9 SRC0:9
//! ```
//! A source of 255 takes a 32-bit literal from the next dword. VOP3b forms
//! (carry-out, `v_div_scale`, `v_mad_u64_u32`) keep an SGPR destination in
//! bits 14:8 where VOP3a has ABS and OP_SEL.

use super::DecodeError;
use crate::operand::{LITERAL, VGPR0};
use crate::tables::alu::{
    by_opcode, flags, index_of, opcodes_complete, AluRow, KStyle, OpSel, Opnd, Shape, ALU_ROWS,
};
use crate::target::{Gen, Target};

/// An ALU instruction: its row, the form, and every field's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AluInst {
    /// The target it was parsed or decoded for: [`crate::Inst`] encodes
    /// and prints it for that one.
    pub target: Target,
    pub row: u16,
    /// The VOP3 encoding of a row whose shape is VOP1/VOP2/VOPC.
    pub e64: bool,
    /// SDST, VDST (VGPR index, or SGPR number for scalar destinations).
    pub dst: u16,
    /// Sources as 9-bit operand numbers (VGPRs are 256+n).
    pub src: [u16; 3],
    pub simm16: u16,
    /// SIMM16 as written in assembly (LLVM echoes `s_nop -1` as `-1`); equals
    /// `simm16` for decoded instructions.
    pub imm: i32,
    pub literal: u32,
    pub abs: u8,
    pub neg: u8,
    pub clamp: bool,
    pub omod: u8,
    /// VOP3b carry-out SGPR (bits 14:8).
    pub sdst: u16,
    /// Sources (bit mask) written as float text where LLVM echoes the text
    /// rather than its 16-bit integer spelling (assembled instructions only).
    pub float_text: u8,
    /// Sources (bit mask) whose literal was written `lit(...)`, which LLVM's
    /// assembler echoes (assembled instructions only).
    pub lit_text: u8,
    /// VOP3 op_sel (bits 14:11): bit i source i, bit 3 the destination.
    pub opsel: u8,
    /// A true16 row in its 32-bit-register form: registers print whole
    /// (`v1`, not `v1.l`) and op_sel does not show.
    pub fake16: bool,
    /// The DPP controls of a DPP form (its src0 VGPR and neg/abs live in
    /// `src[0]`, `neg`, `abs`; see `encoding::dpp`).
    pub dpp: Option<super::dpp::Dpp>,
    /// gfx950 `v_bitop3_*` truth table (`bitop3:N`): bits 2:0 in NEG, 5:3 in
    /// ABS, 7:6 in OMOD (`flags::BITOP3` rows; `neg`, `abs`, `omod` stay 0).
    pub bitop3: u8,
    /// The select fields of an SDWA form's dword (`encoding::sdwa::KEPT`;
    /// its sources, modifiers and VOPC destination live in the other fields).
    pub sdwa: Option<u32>,
    /// Sources (bit mask) printing LLVM's VGPR_32_Lo128 class comment: v128
    /// and up in a GFX12 16-bit short DPP field (decoded instructions only;
    /// see `encoding::dpp`).
    pub lo128_comment: u8,
}

impl AluInst {
    pub fn new(target: Target, row: usize) -> AluInst {
        AluInst {
            target,
            row: row as u16,
            e64: false,
            dst: 0,
            src: [0; 3],
            simm16: 0,
            imm: 0,
            literal: 0,
            abs: 0,
            neg: 0,
            clamp: false,
            omod: 0,
            sdst: 0,
            float_text: 0,
            lit_text: 0,
            opsel: 0,
            fake16: false,
            dpp: None,
            bitop3: 0,
            sdwa: None,
            lo128_comment: 0,
        }
    }

    pub fn row(&self) -> &'static AluRow {
        &ALU_ROWS[self.row as usize]
    }

    /// Whether the instruction is in the VOP3 encoding.
    pub fn is_vop3(&self) -> bool {
        self.e64 || self.row().shape == Shape::Vop3
    }

    pub fn has_literal(&self) -> bool {
        let row = self.row();
        // s_sendmsg_rtn's SSRC0 holds a message number: 255 is message 255,
        // not a literal (llvm-mc-22 decodes it in 4 bytes as sendmsg(255, 0, 0))
        // (src1 of v_fmac_*_e64_dpp is read raw: `dpp::src1_raw`)
        let raw1 = self.dpp.is_some() && self.is_vop3() && super::dpp::src1_raw(row);
        let src = |i: usize| self.src[i] == LITERAL && !(i == 1 && raw1);
        (src(0) || src(1) || src(2)) && row.k != KStyle::Sendmsg
            || row.has(flags::KIMM)
            || self.dpp.is_some_and(|d| d.reads_literal())
            || self.dst == LITERAL && self.literal_dst()
    }

    /// Whether the destination field names a VALU scalar destination, where
    /// 255 reads a literal (llvm-mc-22 prints it as an invalid immediate; in
    /// a VOP3 DPP form after the DPP dword).
    fn literal_dst(&self) -> bool {
        let row = self.row();
        row.shape.is_vector()
            && (self.dpp.is_none() || self.is_vop3())
            && self.sdwa.is_none()
            && row
                .sig(self.is_vop3())
                .iter()
                .any(|o| matches!(o, Opnd::SDst(_) | Opnd::MaskDst))
    }

    /// Size in bytes, literal included.
    pub fn size(&self) -> usize {
        // a DPP dword follows the short form or (GFX11+) the VOP3 pair
        let base = match (self.is_vop3(), self.dpp.is_some()) {
            (true, true) => 12,
            (false, false) if self.sdwa.is_none() => 4,
            (false, false) => 8,
            _ => 8,
        };
        base + if self.has_literal() { 4 } else { 0 }
    }
}

pub(crate) fn vop3_prefix(gen: Gen) -> u32 {
    if gen == Gen::Gfx9 {
        0b110100
    } else {
        0b110101
    }
}

/// Recognises the encoding of `w` and returns its shape and opcode.
pub fn classify(gen: Gen, w: u32) -> Option<(Shape, usize)> {
    let bits = |hi: u32, lo: u32| (w >> lo & ((1 << (hi - lo + 1)) - 1)) as usize;
    Some(match w >> 23 {
        0x17f => (Shape::Sopp, bits(22, 16)),
        0x17e => (Shape::Sopc, bits(22, 16)),
        0x17d => (Shape::Sop1, bits(15, 8)),
        _ if w >> 28 == 0xb => (Shape::Sopk, bits(27, 23)),
        _ if w >> 30 == 0b10 => (Shape::Sop2, bits(29, 23)),
        _ if w >> 25 == 0x3f => (Shape::Vop1, bits(16, 9)),
        _ if w >> 25 == 0x3e => (Shape::Vopc, bits(24, 17)),
        _ if w >> 31 == 0 => (Shape::Vop2, bits(30, 25)),
        _ if w >> 26 == vop3_prefix(gen) => (Shape::Vop3, bits(25, 16)),
        _ => return None,
    })
}

/// Decodes an ALU instruction; `Ok(None)` when the word belongs to no ALU
/// encoding (the caller tries the others).
pub fn decode(target: Target, bytes: &[u8]) -> Result<Option<AluInst>, DecodeError> {
    let gen = target.gen();
    let w = super::read_u32(bytes, 0)?;
    let Some((shape, op)) = classify(gen, w) else {
        return Ok(None);
    };
    let Some(row) = by_opcode(target, shape, op) else {
        // scalar and VOP3 opcodes llvm-mc-22 does not decode either (SOP1 79,
        // s_barrier_signal_isfirst, before GFX12)
        if super::sdwa::short_opcode_unknown(shape) || opcodes_complete(target, shape) {
            return Err(DecodeError::Invalid);
        }
        // An opcode outside the modelled subset: step over it when its size is known.
        return Err(match super::length::instruction_len(target, bytes) {
            Some(len) => DecodeError::Unsupported { len },
            None => DecodeError::Invalid,
        });
    };
    let mut inst = AluInst::new(target, index_of(row));
    if row.has(flags::ILLEGAL) {
        // only the all-zero word (llvm-mc-22: any other bit is an invalid encoding)
        return if w == 0 {
            Ok(Some(inst))
        } else {
            Err(DecodeError::Invalid)
        };
    }
    if row.operandless() {
        return decode_operandless(target, inst, shape, w, bytes).map(Some);
    }
    let f = |hi: u32, lo: u32| (w >> lo & ((1 << (hi - lo + 1)) - 1)) as u16;
    let unsupported = || match super::length::instruction_len(target, bytes) {
        Some(len) => DecodeError::Unsupported { len },
        None => DecodeError::Invalid,
    };
    match shape {
        Shape::Sop1 => (inst.dst, inst.src[0]) = (f(22, 16), f(7, 0)),
        Shape::Sop2 => (inst.dst, inst.src[0], inst.src[1]) = (f(22, 16), f(7, 0), f(15, 8)),
        Shape::Sopk => (inst.dst, inst.simm16) = (f(22, 16), f(15, 0)),
        Shape::Sopc => (inst.src[0], inst.src[1]) = (f(7, 0), f(15, 8)),
        Shape::Sopp => inst.simm16 = f(15, 0),
        Shape::Vop1 => (inst.dst, inst.src[0]) = (f(24, 17), f(8, 0)),
        Shape::Vop2 => {
            (inst.dst, inst.src[0], inst.src[1]) = (f(24, 17), f(8, 0), VGPR0 + f(16, 9))
        }
        Shape::Vopc => (inst.src[0], inst.src[1]) = (f(8, 0), VGPR0 + f(16, 9)),
        Shape::Vop3 => {
            let hi = super::read_u32(bytes, 4)?;
            inst.e64 = row.shape != Shape::Vop3;
            inst.dst = f(7, 0);
            inst.clamp = w >> 15 & 1 != 0;
            if row.vop3b() {
                inst.sdst = f(14, 8);
            } else {
                inst.abs = (w >> 8 & 7) as u8;
                // op_sel: what each bit does was probed from LLVM's decoder
                let bits = (w >> 11 & 0xf) as u8;
                let set = |k: OpSel| (0..4).any(|b| bits >> b & 1 != 0 && row.opsel[b] == k);
                // (the bits a byte_sel row's DPP form ignores are dropped below)
                if set(OpSel::Invalid) && !super::dpp::vop3_opsel_ignored(row, gen, hi) {
                    return Err(DecodeError::Invalid);
                }
                if set(OpSel::Unmodelled) {
                    return Err(unsupported());
                }
                if set(OpSel::Fake16) {
                    inst.fake16 = true;
                } else {
                    inst.opsel = (0..4)
                        .filter(|&b| {
                            matches!(
                                row.opsel[b],
                                OpSel::Select | OpSel::ByteSel(_) | OpSel::BoundCtrl | OpSel::Fi
                            )
                        })
                        .fold(0, |m, b| m | bits & 1 << b);
                }
            }
            inst.neg = (hi >> 29) as u8;
            inst.omod = (hi >> 27 & 3) as u8;
            if row.has(flags::BITOP3) {
                inst.bitop3 = inst.neg | inst.abs << 3 | inst.omod << 6;
                (inst.neg, inst.abs, inst.omod) = (0, 0, 0);
            }
            inst.src = [
                (hi & 0x1ff) as u16,
                (hi >> 9 & 0x1ff) as u16,
                (hi >> 18 & 0x1ff) as u16,
            ];
            // SGPR-destination VOP3 rows keep the SGPR number in VDST as is.
        }
    }
    if super::sdwa::marked(target, shape, inst.src[0]) {
        return super::sdwa::decode(target, inst, bytes).map(Some);
    }
    super::dpp::decode(target, &mut inst, bytes)?;
    // s_set_gpr_idx_on: SSRC1 holds the index mode bits, shown as the immediate
    if shape == Shape::Sopc && row.k == KStyle::GprIdx {
        (inst.simm16, inst.src[1]) = (inst.src[1], 0);
    }
    crate::syntax::alu::validate_decoded(target, &mut inst)?;
    if inst.has_literal() {
        inst.literal = super::read_u32(bytes, inst.size() - 4)?;
    }
    // a vector K of 255 llvm-mc-22 reads like a literal source operand,
    // and crashes on in the 16-bit forms (`syntax::alu::print_kimm`)
    if row.has(flags::KIMM)
        && row.shape.is_vector()
        && inst.literal == 255
        && row.name.ends_with("_f16")
    {
        return Err(DecodeError::Unsupported { len: inst.size() });
    }
    Ok(Some(inst))
}

/// The operand-less VOP1s (`v_nop`, `v_clrexcp`, `v_pipeflush`) and their
/// VOP3 twins, which LLVM prints alike (llvm-mc-22). The short form needs a
/// zero VDST field. With a DPP or SDWA marker in SRC0, LLVM first tries the
/// 8-byte DPP/SDWA form (`operandless_ext`), else decodes the 4-byte form,
/// which ignores SRC0 and reads no literal for 255.
/// The twin is always 8 bytes and is refused when it sets VDST, ABS, CLAMP,
/// OMOD or NEG; op_sel and the source fields are ignored (swept bit by bit
/// with llvm-mc-22 on gfx900, gfx942, gfx950, gfx1030, gfx1100, gfx1150 and
/// gfx1200).
fn decode_operandless(
    target: Target,
    mut inst: AluInst,
    shape: Shape,
    w: u32,
    bytes: &[u8],
) -> Result<AluInst, DecodeError> {
    if shape == Shape::Vop3 {
        let hi = super::read_u32(bytes, 4)?;
        if w & 0x87ff != 0 || hi >> 27 != 0 {
            return Err(DecodeError::Invalid);
        }
        inst.e64 = true;
        return Ok(inst);
    }
    if w >> 17 & 0xff != 0 {
        return Err(DecodeError::Invalid);
    }
    match operandless_ext(target, inst.row(), w, bytes) {
        Some(OperandlessExt::Dpp(dpp)) => inst.dpp = Some(dpp),
        // (an SDWA form keeps no field: LLVM prints and assembles it bare)
        Some(OperandlessExt::Sdwa) => (inst.src[0], inst.sdwa) = (VGPR0, Some(0)),
        None => {}
    }
    Ok(inst)
}

/// The 8-byte form of a short operand-less VOP1 word.
pub(crate) enum OperandlessExt {
    Dpp(super::dpp::Dpp),
    Sdwa,
}

/// The DPP or SDWA form LLVM decodes from the short operand-less VOP1 word
/// `w` at the front of `bytes`; None: the 4-byte form. LLVM's decoder tries
/// the 64-bit tables first, when 8 bytes remain, and falls back to the
/// 32-bit form where the target has no DPP/SDWA form of the row or the
/// second dword does not fit it (`dpp::decode_operandless`,
/// `sdwa::decode_operandless`; llvm-mc-22).
pub(crate) fn operandless_ext(
    target: Target,
    row: &AluRow,
    w: u32,
    bytes: &[u8],
) -> Option<OperandlessExt> {
    let d = super::read_u32(bytes, 4).ok()?;
    let src0 = (w & 0x1ff) as u16;
    if super::sdwa::decode_operandless(row, target, src0, d) {
        return Some(OperandlessExt::Sdwa);
    }
    super::dpp::decode_operandless(row, target, src0, d).map(OperandlessExt::Dpp)
}

impl AluInst {
    /// Machine code as little-endian dwords (1 to 4: a VOP3 DPP form with a literal).
    pub fn encode(&self) -> ([u32; 4], usize) {
        let target = self.target;
        if let Some(dpp) = self.dpp {
            return super::dpp::encode(self, dpp);
        }
        if self.sdwa.is_some() {
            return super::sdwa::encode(self, target);
        }
        let gen = target.gen();
        let row = self.row();
        if row.has(flags::ILLEGAL) {
            // `v_illegal`: the zero word (LLVM's V_ILLEGAL, Inst{31-0} = 0)
            return ([0; 4], 1);
        }
        let s = |i: usize| u32::from(self.src[i]);
        let d = u32::from(self.dst);
        let mut words = [0u32; 4];
        let n;
        if self.is_vop3() {
            let op = u32::from(row.vop3_op_on(target).expect("row exists on target"));
            // (abs written on a VOP3b row, v_div_scale_*, is printed and
            // not encoded, as LLVM does: its bits hold the sdst)
            let abs = if row.vop3b() { 0 } else { self.abs };
            words[0] = vop3_prefix(gen) << 26
                | op << 16
                | u32::from(self.clamp) << 15
                | u32::from(self.opsel & if row.opsel_tied_src2() { !4 } else { !0 }) << 11
                | u32::from(abs) << 8
                | u32::from(self.sdst) << 8
                | u32::from(self.bitop3 >> 3 & 7) << 8
                | d;
            words[1] = u32::from(self.neg) << 29
                | u32::from(self.omod) << 27
                | u32::from(self.bitop3 & 7) << 29
                | u32::from(self.bitop3 >> 6) << 27
                | s(2) << 18
                | s(1) << 9
                | s(0);
            n = 2;
        } else {
            let op = u32::from(row.op_on(target).expect("row exists on target"));
            words[0] = match row.shape {
                Shape::Sop1 => 0x17d << 23 | d << 16 | op << 8 | s(0),
                Shape::Sop2 => 0b10 << 30 | op << 23 | d << 16 | s(1) << 8 | s(0),
                Shape::Sopk => 0xb << 28 | op << 23 | d << 16 | u32::from(self.simm16),
                // s_set_gpr_idx_on: SSRC1 holds the index mode bits
                Shape::Sopc if row.k == KStyle::GprIdx => {
                    0x17e << 23 | op << 16 | u32::from(self.simm16) << 8 | s(0)
                }
                Shape::Sopc => 0x17e << 23 | op << 16 | s(1) << 8 | s(0),
                Shape::Sopp => 0x17f << 23 | op << 16 | u32::from(self.simm16),
                Shape::Vop1 => 0x3f << 25 | d << 17 | op << 9 | s(0),
                Shape::Vop2 => op << 25 | d << 17 | (s(1) - u32::from(VGPR0)) << 9 | s(0),
                Shape::Vopc => 0x3e << 25 | op << 17 | (s(1) - u32::from(VGPR0)) << 9 | s(0),
                Shape::Vop3 => unreachable!("VOP3 rows are always is_vop3"),
            };
            n = 1;
        }
        if self.has_literal() {
            words[n] = self.literal;
            return (words, n + 1);
        }
        (words, n)
    }
}

#[cfg(test)]
mod tests {
    use crate::encoding::DecodeError;
    use crate::Target;

    fn dis(t: &str, bytes: &[u8]) -> Result<(String, usize), DecodeError> {
        let t = Target::from_name(t).unwrap();
        crate::decode(t, bytes).map(|i| (i.display().to_string(), i.len()))
    }

    fn asm(t: &str, text: &str) -> Result<Vec<u8>, String> {
        let t = Target::from_name(t).unwrap();
        crate::syntax::parse_inst(t, text)
            .map(|i| i.encode().to_vec())
            .map_err(|e| e.to_string())
    }

    /// `v_illegal` on GFX10+: the zero word both ways; any other bit, the
    /// `_e64`/`_dpp`/`_sdwa` forms and operands are refused, and GFX9/CDNA
    /// have no such instruction (the zero word is `v_cndmask_b32` there).
    /// Expected results from `llvm-mc-22 -show-encoding` and `--disassemble`.
    #[test]
    fn v_illegal_follows_llvm() {
        for t in ["gfx1010", "gfx1030", "gfx1100", "gfx1150", "gfx1200"] {
            assert_eq!(dis(t, &[0; 4]).unwrap(), ("v_illegal".into(), 4), "{t}");
            assert_eq!(asm(t, "v_illegal").unwrap(), [0; 4], "{t}");
            assert_eq!(asm(t, "v_illegal_e32").unwrap(), [0; 4], "{t}");
            for w in [[1, 0, 0, 0], [0, 2, 0, 0], [0, 0, 2, 0], [0xff, 0, 0, 0]] {
                assert!(matches!(dis(t, &w), Err(DecodeError::Invalid)), "{t} {w:?}");
            }
            for bad in [
                "v_illegal v1",
                "v_illegal_e64",
                "v_illegal_dpp",
                "v_illegal_sdwa",
            ] {
                assert!(asm(t, bad).is_err(), "{t} {bad}");
            }
        }
        for t in ["gfx900", "gfx906", "gfx942", "gfx950"] {
            assert_eq!(
                dis(t, &[0; 4]).unwrap().0,
                "v_cndmask_b32_e32 v0, s0, v0, vcc"
            );
            assert!(asm(t, "v_illegal").is_err(), "{t}");
        }
    }

    /// The operand-less VOP1s and their VOP3 twins, both printed without a
    /// suffix; expected bytes and text from `llvm-mc-22 -show-encoding` (and
    /// `--disassemble`).
    #[test]
    fn operandless_vop1s_follow_llvm() {
        let nop = [0x00, 0x00, 0x00, 0x7e];
        for (t, name, e32, e64) in [
            ("gfx908", "v_nop", nop, [0x00, 0x00, 0x40, 0xd1]),
            (
                "gfx950",
                "v_clrexcp",
                [0x00, 0x6a, 0x00, 0x7e],
                [0x00, 0x00, 0x75, 0xd1],
            ),
            (
                "gfx1030",
                "v_clrexcp",
                [0x00, 0x82, 0x00, 0x7e],
                [0x00, 0x00, 0xc1, 0xd5],
            ),
            (
                "gfx1030",
                "v_pipeflush",
                [0x00, 0x36, 0x00, 0x7e],
                [0x00, 0x00, 0x9b, 0xd5],
            ),
            ("gfx1100", "v_nop", nop, [0x00, 0x00, 0x80, 0xd5]),
            (
                "gfx1200",
                "v_pipeflush",
                [0x00, 0x36, 0x00, 0x7e],
                [0x00, 0x00, 0x9b, 0xd5],
            ),
        ] {
            let e64 = [e64, [0; 4]].concat();
            for (text, bytes) in [
                (name.to_string(), e32.to_vec()),
                (format!("{name}_e32"), e32.to_vec()),
                (format!("{name}_e64"), e64.clone()),
            ] {
                assert_eq!(asm(t, &text), Ok(bytes.clone()), "{t} {text}");
                assert_eq!(
                    dis(t, &bytes),
                    Ok((name.to_string(), bytes.len())),
                    "{t} {text}"
                );
            }
        }
        // operands are refused ("invalid operand for instruction")
        assert!(asm("gfx1100", "v_nop v0").is_err());
        assert!(asm("gfx1100", "v_nop_e64 clamp").is_err());
        // the wrong target: "instruction not supported on this GPU"
        let e = asm("gfx1100", "v_clrexcp").unwrap_err();
        assert!(e.contains("not supported on this GPU"), "{e}");
        let e = asm("gfx942", "v_pipeflush_e64").unwrap_err();
        assert!(e.contains("not supported on this GPU"), "{e}");
        // the DPP/SDWA spellings of the rows without such forms
        // (llvm-mc-22 -show-encoding)
        for (t, text, want) in [
            (
                "gfx1030",
                "v_clrexcp_sdwa",
                "sdwa variant of this instruction is not supported",
            ),
            (
                "gfx1030",
                "v_pipeflush_dpp quad_perm:[0,1,2,3]",
                "dpp variant of this",
            ),
            (
                "gfx1100",
                "v_nop_dpp dpp8:[0,1,2,3,4,5,6,7]",
                "dpp variant of this",
            ),
            ("gfx1100", "v_nop_sdwa", "sdwa variant of this"),
            (
                "gfx1100",
                "v_nop_e64_dpp quad_perm:[0,1,2,3]",
                "e64_dpp variant of this",
            ),
        ] {
            let e = asm(t, text).unwrap_err();
            assert!(e.contains(want), "{t} {text}: {e}");
        }
    }

    /// `v_nop`'s DPP and SDWA forms (GFX9, GFX10): expected bytes and text
    /// from `llvm-mc-22 -show-encoding`, refusals as llvm-mc-22 refuses.
    #[test]
    fn operandless_dpp_sdwa_forms_assemble_as_llvm() {
        let sdwa = vec![0xf9, 0x00, 0x00, 0x7e, 0x00, 0x00, 0x00, 0x00];
        for (t, text, want, bytes) in [
            ("gfx908", "v_nop_sdwa", "v_nop", sdwa.clone()),
            ("gfx1030", "v_nop_e64_sdwa", "v_nop", sdwa.clone()),
            ("gfx1010", "v_nop_e32_sdwa", "v_nop", sdwa),
            // `_sdwa_e32` / `_sdwa_e64`: the plain forms, GFX11+ too
            (
                "gfx1100",
                "v_nop_sdwa_e32",
                "v_nop",
                vec![0x00, 0x00, 0x00, 0x7e],
            ),
            (
                "gfx908",
                "v_nop_sdwa_e64",
                "v_nop",
                vec![0x00, 0x00, 0x40, 0xd1, 0x00, 0x00, 0x00, 0x00],
            ),
            (
                "gfx908",
                "v_nop_dpp quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1 bound_ctrl:0",
                "v_nop quad_perm:[0,1,2,3] row_mask:0x0 bank_mask:0x1 bound_ctrl:1",
                vec![0xfa, 0x00, 0x00, 0x7e, 0x00, 0xe4, 0x08, 0x01],
            ),
            (
                "gfx908",
                "v_nop row_bcast:15",
                "v_nop row_bcast:15 row_mask:0xf bank_mask:0xf",
                vec![0xfa, 0x00, 0x00, 0x7e, 0x00, 0x42, 0x01, 0xff],
            ),
            (
                "gfx90a",
                "v_nop_dpp row_newbcast:1",
                "v_nop row_newbcast:1 row_mask:0xf bank_mask:0xf",
                vec![0xfa, 0x00, 0x00, 0x7e, 0x00, 0x51, 0x01, 0xff],
            ),
            (
                "gfx908",
                "v_nop_dpp quad_perm:[0,1,2,3] row_mask:0x1, bank_mask:0x1",
                "v_nop quad_perm:[0,1,2,3] row_mask:0x1 bank_mask:0x1",
                vec![0xfa, 0x00, 0x00, 0x7e, 0x00, 0xe4, 0x00, 0x11],
            ),
            (
                "gfx1030",
                "v_nop_dpp quad_perm:[0,1,2,3] fi:1",
                "v_nop quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf fi:1",
                vec![0xfa, 0x00, 0x00, 0x7e, 0x00, 0xe4, 0x04, 0xff],
            ),
            (
                "gfx1030",
                "v_nop_e32_dpp row_xmask:3",
                "v_nop row_xmask:3 row_mask:0xf bank_mask:0xf",
                vec![0xfa, 0x00, 0x00, 0x7e, 0x00, 0x63, 0x01, 0xff],
            ),
            (
                "gfx1030",
                "v_nop dpp8:[0,1,2,3,4,5,6,7]",
                "v_nop dpp8:[0,1,2,3,4,5,6,7]",
                vec![0xe9, 0x00, 0x00, 0x7e, 0x00, 0x88, 0xc6, 0xfa],
            ),
            // fi:N in DPP8 is FI for any N but 0
            (
                "gfx1010",
                "v_nop_dpp dpp8:[0,1,2,3,4,5,6,7] fi:2",
                "v_nop dpp8:[0,1,2,3,4,5,6,7] fi:1",
                vec![0xea, 0x00, 0x00, 0x7e, 0x00, 0x88, 0xc6, 0xfa],
            ),
        ] {
            let tg = Target::from_name(t).unwrap();
            let inst = crate::syntax::parse_inst(tg, text).map_err(|e| e.to_string());
            let inst = inst.unwrap_or_else(|e| panic!("{t} {text}: {e}"));
            assert_eq!(inst.display().to_string(), want, "{t} {text}");
            assert_eq!(inst.encode().to_vec(), bytes, "{t} {text}");
        }
        // refused by llvm-mc-22 ("not a valid operand.", "invalid operand
        // for instruction", "too few operands for instruction", ...)
        for (t, text) in [
            ("gfx908", "v_nop_sdwa clamp"),
            ("gfx908", "v_nop_sdwa dst_sel:DWORD"),
            ("gfx1030", "v_nop dst_sel:DWORD"),
            ("gfx908", "v_nop_dpp"),
            ("gfx908", "v_nop_dpp row_mask:0x3"),
            ("gfx908", "v_nop_dpp row_mask:0x3 quad_perm:[0,1,2,3]"),
            (
                "gfx1030",
                "v_nop_dpp quad_perm:[0,1,2,3] bank_mask:0x3 row_mask:0x5",
            ),
            ("gfx1030", "v_nop_dpp quad_perm:[0,1,2,3] fi:1 bound_ctrl:1"),
            (
                "gfx1030",
                "v_nop_dpp quad_perm:[0,1,2,3] row_mask:0x1 row_mask:0x1",
            ),
            ("gfx1030", "v_nop_dpp quad_perm:[0,1,2,3],, row_mask:0x1"),
            ("gfx1030", "v_nop_dpp, quad_perm:[0,1,2,3]"),
            ("gfx908", "v_nop_dpp quad_perm:[0,1,2,3] fi:1"),
            ("gfx908", "v_nop_dpp dpp8:[0,1,2,3,4,5,6,7]"),
            ("gfx908", "v_nop_dpp row_share:1"),
            ("gfx1030", "v_nop_dpp row_bcast:15"),
            ("gfx1030", "v_nop_e32 quad_perm:[0,1,2,3]"),
            ("gfx1030", "v_nop_e64 quad_perm:[0,1,2,3]"),
            ("gfx1100", "v_nop quad_perm:[0,1,2,3]"),
            ("gfx1030", "v_clrexcp_sdwa_e32"),
            ("gfx908", "v_nop_sdwa_e32 clamp"),
            ("gfx1030", "v_nop_dpp_e32 quad_perm:[0,1,2,3]"),
        ] {
            assert!(asm(t, text).is_err(), "{t} {text}");
        }
    }

    /// Words of `v_nop` (and the other operand-less VOP1s) whose SRC0 holds
    /// a DPP/SDWA marker or 255: LLVM decodes the 8-byte DPP/SDWA form when
    /// the target has it and the second dword fits it, else the 4-byte form
    /// (llvm-mc-22 --disassemble, each word alone, then a sentinel).
    #[test]
    fn operandless_markers_decode_as_llvm() {
        let w = |w0: [u8; 4], d: u32| [w0.to_vec(), d.to_le_bytes().to_vec()].concat();
        let (dpp16, dpp8, dpp8_fi, sdwa) = (
            [0xfa, 0x00, 0x00, 0x7e],
            [0xe9, 0x00, 0x00, 0x7e],
            [0xea, 0x00, 0x00, 0x7e],
            [0xf9, 0x00, 0x00, 0x7e],
        );
        for (t, bytes, want, len) in [
            (
                "gfx908",
                w(dpp16, 0),
                "v_nop quad_perm:[0,0,0,0] row_mask:0x0 bank_mask:0x0",
                8,
            ),
            // SRC0 and FI (GFX9) ignored, bound_ctrl printed
            (
                "gfx908",
                w(dpp16, 0xff0ce4ff),
                "v_nop quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf bound_ctrl:1",
                8,
            ),
            (
                "gfx1030",
                w(dpp16, 0xff04e400),
                "v_nop quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf fi:1",
                8,
            ),
            (
                "gfx908",
                w(dpp16, 0xff01e400),
                "v_nop /* Invalid dpp_ctrl value */ row_mask:0xf bank_mask:0xf",
                8,
            ),
            // neg/abs bits: the 4-byte form
            ("gfx908", w(dpp16, 0xff10e400), "v_nop", 4),
            ("gfx1030", w(dpp16, 0xff80e400), "v_nop", 4),
            ("gfx1030", w(dpp8, 0), "v_nop dpp8:[0,0,0,0,0,0,0,0]", 8),
            (
                "gfx1010",
                w(dpp8_fi, 0x100),
                "v_nop dpp8:[1,0,0,0,0,0,0,0] fi:1",
                8,
            ),
            ("gfx908", w(dpp8, 0), "v_nop", 4),
            // SDWA: bits ignored but CLAMP, OMOD, the source fields and S1
            ("gfx908", w(sdwa, 0x40c01fff), "v_nop", 8),
            ("gfx1030", w(sdwa, 0), "v_nop", 8),
            ("gfx908", w(sdwa, 0x2000), "v_nop", 4),
            ("gfx1030", w(sdwa, 0x00060600), "v_nop", 4),
            // GFX11+ has none of these forms; 255 never reads a literal
            ("gfx1100", w(dpp16, 0xff00e400), "v_nop", 4),
            ("gfx1200", w(dpp8, 0), "v_nop", 4),
            ("gfx1030", w([0xff, 0x00, 0x00, 0x7e], 0), "v_nop", 4),
            // nor do v_clrexcp and v_pipeflush
            (
                "gfx1030",
                w([0xfa, 0x36, 0x00, 0x7e], 0xff00e400),
                "v_pipeflush",
                4,
            ),
            ("gfx908", w([0xf9, 0x6a, 0x00, 0x7e], 0), "v_clrexcp", 4),
            // fewer than 8 bytes: the 4-byte form
            ("gfx1030", dpp8.to_vec(), "v_nop", 4),
        ] {
            assert_eq!(
                dis(t, &bytes),
                Ok((want.to_string(), len)),
                "{t} {bytes:02x?}"
            );
        }
    }

    /// SRC0 is ignored, a VDST is refused; the twin ignores op_sel and the
    /// sources but refuses VDST, ABS, CLAMP, OMOD and NEG (llvm-mc-22).
    #[test]
    fn operandless_vop1_fields_follow_llvm() {
        // `v_nop` with src0 v255 / 0.5 (llvm-mc-22: `v_nop`)
        assert_eq!(
            dis("gfx1100", &[0xff, 0x01, 0x00, 0x7e]),
            Ok(("v_nop".into(), 4))
        );
        assert_eq!(
            dis("gfx90a", &[0xf0, 0x6a, 0x00, 0x7e]),
            Ok(("v_clrexcp".into(), 4))
        );
        // VDST v1: "invalid instruction encoding"
        assert_eq!(
            dis("gfx1100", &[0x00, 0x00, 0x02, 0x7e]),
            Err(DecodeError::Invalid)
        );
        assert_eq!(
            dis("gfx942", &[0x00, 0x6a, 0xfe, 0x7f]),
            Err(DecodeError::Invalid)
        );
        // the twin with op_sel and sources set: `v_nop`
        let t = [0x00, 0x78, 0x40, 0xd1, 0x01, 0x04, 0x0c, 0x04];
        assert_eq!(dis("gfx900", &t), Ok(("v_nop".into(), 8)));
        let t = [0x00, 0x08, 0x9b, 0xd5, 0xff, 0xfe, 0xff, 0x07];
        assert_eq!(dis("gfx1150", &t), Ok(("v_pipeflush".into(), 8)));
        // VDST, ABS, CLAMP, OMOD, NEG: refused
        for w in [
            [0x01, 0x00, 0x80, 0xd5, 0, 0, 0, 0],
            [0x00, 0x01, 0x80, 0xd5, 0, 0, 0, 0],
            [0x00, 0x80, 0x80, 0xd5, 0, 0, 0, 0],
            [0x00, 0x00, 0x80, 0xd5, 0, 0, 0, 0x08],
            [0x00, 0x00, 0x80, 0xd5, 0, 0, 0, 0x20],
            [0x00, 0x00, 0x40, 0xd1, 0, 0, 0, 0x08],
        ] {
            let t = if w[3] == 0xd1 { "gfx942" } else { "gfx1200" };
            assert_eq!(dis(t, &w), Err(DecodeError::Invalid), "{t} {w:02x?}");
        }
    }
}

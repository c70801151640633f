//! Instruction sizes for every encoding, including those not decoded yet.
//!
//! The encoding is chosen by the high bits of the first dword, as in LLVM's
//! AMDGPU disassembler (values from `llvm-mc-22 -show-encoding` experiments):
//!
//! ```text
//! bits      GFX9          GFX10          GFX11          GFX12          size
//! 0.......  VOP2          VOP2           VOP2           VOP2           4 (+4)
//! 0111110.  VOPC          VOPC           VOPC           VOPC           4 (+4)
//! 0111111.  VOP1          VOP1           VOP1           VOP1           4 (+4)
//! 10......  SOP2/K/1/C/P  same           same           same           4 (+4)
//! 110000    SMEM          -              -              -              8
//! 110001    EXP           -              -              VBUFFER        8 | 12
//! 110010    -             VINTRP         VOPD           VOPD           4 | 8 (+4)
//! 110011    -             VOP3P (CC)     VOP3P (CC) VINTERP (CD) LDSDIR (CE)
//! 110100    VOP3/VOP3P    -              -              VIMAGE         8 | 12 (+4)
//! 110101    VINTRP        VOP3           VOP3           VOP3           4 | 8 (+4)
//! 110110    DS            DS             DS             DS             8
//! 110111    FLAT          FLAT           FLAT           -              8
//! 111000    MUBUF         MUBUF          MUBUF          -              8 (+4)
//! 111001    -             -              -              VSAMPLE        12
//! 111010    MTBUF         MTBUF          MTBUF          -              8 (+4)
//! 111011    -             -              -              VFLAT (EC-EE)  12
//! 111100    MIMG          MIMG (+NSA)    MIMG (+NSA)    -              8 (+4n)
//! 111101    -             SMEM           SMEM           SMEM           8
//! 111110    -             EXP            EXP            EXP            8
//! ```
//!
//! "+4" is a trailing 32-bit literal (a source field is 255, or a constant
//! operand K: v_madmk/madak, v_fmamk/fmaak, s_fmamk/fmaak, s_setreg_imm32), or
//! the DPP/SDWA dword (VOP1/VOP2/VOPC src0 250 = DPP16, 249 = SDWA on GFX9/10,
//! 233/234 = DPP8 on GFX10+; on GFX11+ VOP3/VOP3P take a DPP dword the same
//! way). Like LLVM, 255 in a buffer SOFFSET or GFX12 image RSRC field, or in a
//! VINTERP source, also reads a literal, though no assembler emits that.
//! A GFX10+ VOP3 word of an opcode the ALU table has reads one only for a
//! source its row reads, and none for src1 of `v_fmac_*_e64_dpp`
//! (`vop3_alu_len`); VOP3P words of unused 255 fields are sized by
//! `encoding::vop3p` (this module counts every field there).
//!
//! Checked against `llvm-objdump-22` on random words (every instruction LLVM
//! decodes gets LLVM's size) and on the whole `tests/elf` corpus.

use crate::tables::alu::{by_opcode, dpp8_sel_as_source, dpp8_sel_as_source_vop3p, Opnd, Shape};
use crate::target::{Arch, Gen, Target};

const LITERAL: u32 = 255;
const DPP16: u32 = 250;
const SDWA: u32 = 249;
const DPP8: u32 = 233;
const DPP8_FI: u32 = 234;

/// Size in bytes of the instruction at the front of `bytes`, judged from its
/// encoding bits (and literal operands), or `None` when no encoding matches
/// or `bytes` is shorter than the instruction.
///
/// This is a property of the encoding: an opcode the target does not have
/// still gets the size of its encoding (GFX10+ VOP3 words of an opcode with
/// an ALU row ask the row which 255 fields read a literal: `vop3_alu_len`).
pub fn instruction_len(target: Target, bytes: &[u8]) -> Option<usize> {
    let w0 = word(bytes, 0)?;
    let len = encoding_len(target, w0, bytes)?;
    (len <= bytes.len()).then_some(len)
}

fn word(bytes: &[u8], at: usize) -> Option<u32> {
    let b = bytes.get(at..at + 4)?;
    Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

fn encoding_len(target: Target, w0: u32, bytes: &[u8]) -> Option<usize> {
    let gen = target.gen();
    if w0 >> 31 == 0 {
        return Some(vop_e32_len(target, w0, bytes));
    }
    if w0 >> 30 == 0b10 {
        return Some(scalar_len(target, w0));
    }
    let hi8 = w0 >> 24;
    // LLVM reads a literal for a source-operand field that holds 255 (in
    // VOP3, one the instruction reads: `vop3_alu_len`), also in fields where
    // no assembler would put one (buffer SOFFSET, image RSRC).
    let w1 = || word(bytes, 4);
    let lit = |yes: bool| if yes { 4 } else { 0 };
    match (gen, w0 >> 26) {
        // VINTRP; CDNA 2-4 have none (llvm-mc-22 calls those words invalid)
        (Gen::Gfx9, 0b110101)
            if !matches!(target.arch(), Arch::Cdna2 | Arch::Cdna3 | Arch::Cdna4) =>
        {
            Some(4)
        }
        (Gen::Gfx10, 0b110010) => Some(4),
        (Gen::Gfx9, 0b110000 | 0b110001) => Some(8), // SMEM, EXP
        (_, 0b110110) => Some(8),                    // DS
        (Gen::Gfx9 | Gen::Gfx10 | Gen::Gfx11, 0b110111) => Some(8), // FLAT
        (Gen::Gfx9 | Gen::Gfx10 | Gen::Gfx11, 0b111000 | 0b111010) => {
            Some(8 + lit(w1()? >> 24 == LITERAL)) // MUBUF, MTBUF: SOFFSET
        }
        (Gen::Gfx10 | Gen::Gfx11 | Gen::Gfx12, 0b111101 | 0b111110) => Some(8), // SMEM, EXP
        // v_fma_mix* in GFX9's VOP3P encoding (`vop3p::mix_in_gfx9_encoding`;
        // GFX12 reads those words as VIMAGE first)
        (Gen::Gfx10 | Gen::Gfx11, 0b110100) if super::vop3p::mix_in_gfx9_encoding(w0) => {
            let w1 = w1()?;
            Some(8 + lit((0..3).any(|i| src(w1, i) == LITERAL)))
        }
        (Gen::Gfx12, 0b110001) => Some(12), // VBUFFER
        (Gen::Gfx12, 0b110100 | 0b111001) => {
            Some(12 + lit((w1()? >> 9) & 0x1ff == LITERAL)) // VIMAGE, VSAMPLE: RSRC
        }
        (Gen::Gfx12, 0b111011) if hi8 != 0xEF => Some(12), // VFLAT, VSCRATCH, VGLOBAL
        // MIMG: GFX9 plain; GFX10 NSA dword count in bits 2:1; GFX11 NSA bit 0 (one dword).
        (Gen::Gfx9, 0b111100) => Some(8),
        (Gen::Gfx10, 0b111100) => Some(8 + 4 * ((w0 as usize >> 1) & 3)),
        (Gen::Gfx11, 0b111100) => Some(8 + 4 * (w0 as usize & 1)),
        // VOP3 / VOP3P.
        (Gen::Gfx9, 0b110100) => Some(gfx9_vop3_len(target, w0, bytes)),
        (Gen::Gfx10, 0b110101) if super::interp::matches(target, w0) => {
            super::interp::sized(target, w0, w1()?)
        }
        (Gen::Gfx10 | Gen::Gfx11 | Gen::Gfx12, 0b110101) => {
            Some(vop3_alu_len(target, w0, w1()?, bytes))
        }
        (Gen::Gfx10, 0b110011) if hi8 == 0xCC => Some(vop3_len(gen, w1()?)),
        (Gen::Gfx11 | Gen::Gfx12, 0b110011) => match hi8 {
            0xCC => {
                // VOP3P: a DPP8 dword may read a literal for its selects
                let w1 = w1()?;
                let op = (w0 >> 16 & 0x7f) as u8;
                let dpp8 = matches!(src(w1, 0), DPP8 | DPP8_FI);
                let as_source = dpp8 && dpp8_sel_as_source_vop3p(target, op);
                Some(vop3_len(gen, w1) + dpp8_literal(as_source, bytes, 8))
            }
            0xCD => {
                let w1 = w1()?; // VINTERP: the row's sources decide
                super::interp::sized(target, w0, w1)
                    .or(Some(8 + lit((0..3).any(|i| src(w1, i) == LITERAL))))
            }
            0xCE => Some(4), // LDSDIR / VDSDIR
            _ => None,
        },
        (Gen::Gfx11 | Gen::Gfx12, 0b110010) => Some(vopd_len(w0, w1()?)),
        _ => None,
    }
}

/// The 9-bit source field `i` (0-2) of a VOP3-style second dword.
fn src(w1: u32, i: u32) -> u32 {
    (w1 >> (9 * i)) & 0x1ff
}

/// VOP1 / VOP2 / VOPC (bit 31 clear): one dword, plus a literal or DPP/SDWA
/// dword. An operand-less VOP1 (`v_nop`) reads no literal, and a DPP/SDWA
/// dword only where LLVM decodes that form (`alu::operandless_ext`).
fn vop_e32_len(target: Target, w0: u32, bytes: &[u8]) -> usize {
    let gen = target.gen();
    if w0 >> 25 == 0b0111111 {
        if let Some(row) = by_opcode(target, Shape::Vop1, (w0 >> 9 & 0xff) as usize) {
            if row.operandless() {
                let ext = super::alu::operandless_ext(target, row, w0, bytes);
                return if ext.is_some() { 8 } else { 4 };
            }
        }
    }
    let src0 = w0 & 0x1ff;
    let extra = match src0 {
        LITERAL | DPP16 => true,
        SDWA => matches!(gen, Gen::Gfx9 | Gen::Gfx10),
        DPP8 | DPP8_FI => gen != Gen::Gfx9,
        _ => false,
    };
    let is_vop2 = !matches!(w0 >> 25, 0b0111110 | 0b0111111);
    if matches!(src0, DPP8 | DPP8_FI) && gen != Gen::Gfx9 {
        let row = match w0 >> 25 {
            0b0111111 => by_opcode(target, Shape::Vop1, (w0 >> 9 & 0xff) as usize),
            0b0111110 => by_opcode(target, Shape::Vopc, (w0 >> 17 & 0xff) as usize),
            op => by_opcode(target, Shape::Vop2, op as usize),
        };
        let lit = row.is_some_and(|r| dpp8_sel_as_source(r, target, false));
        return 8 + dpp8_literal(lit, bytes, 4);
    }
    if extra || (is_vop2 && vop2_has_constant(target, (w0 >> 25) & 0x3f)) {
        8
    } else {
        4
    }
}

/// 4 where a DPP8 dword at byte `at` whose selects the row reads like a
/// source operand (`as_source`) holds 255 there: a literal dword follows
/// (`dpp::SEL_AS_SOURCE`).
fn dpp8_literal(as_source: bool, bytes: &[u8], at: usize) -> usize {
    let lit = as_source && word(bytes, at).is_some_and(|d| d >> 8 == 255);
    if lit {
        4
    } else {
        0
    }
}

/// VOP2 opcodes with a mandatory literal K: v_madmk/madak, v_fmamk/fmaak.
fn vop2_has_constant(target: Target, op: u32) -> bool {
    match target.gen() {
        Gen::Gfx9 => matches!(op, 0x17 | 0x18 | 0x24 | 0x25),
        Gen::Gfx10 => {
            matches!(op, 0x2c | 0x2d | 0x37 | 0x38)
                || (target.arch() == Arch::Rdna1 && matches!(op, 0x20 | 0x21))
        }
        Gen::Gfx11 | Gen::Gfx12 => matches!(op, 0x2c | 0x2d | 0x37 | 0x38),
    }
}

/// SOP2 / SOPK / SOP1 / SOPC / SOPP (bits 31:30 = 10).
/// SOP1 opcode of `s_getpc_b64`.
fn getpc_b64(gen: Gen) -> u32 {
    match gen {
        Gen::Gfx9 => 0x1c,
        Gen::Gfx10 => 0x1f,
        Gen::Gfx11 | Gen::Gfx12 => 0x47,
    }
}

fn scalar_len(target: Target, w0: u32) -> usize {
    let gen = target.gen();
    let lit = |src: u32| if src & 0xff == LITERAL { 4 } else { 0 };
    match w0 >> 23 {
        // SOP1; s_getpc_b64 has no source, so SSRC0 = 255 reads no literal
        0b1_0111_1101 if (w0 >> 8) & 0xff == getpc_b64(gen) => 4,
        0b1_0111_1101 => 4 + lit(w0),                   // SOP1
        0b1_0111_1110 => 4 + lit(w0).max(lit(w0 >> 8)), // SOPC
        0b1_0111_1111 => 4,                             // SOPP
        _ if w0 >> 28 == 0b1011 => {
            // SOPK: only s_setreg_imm32_b32 carries a 32-bit immediate.
            let setreg_imm32 = match gen {
                Gen::Gfx9 => 0x14,
                Gen::Gfx10 => 0x15,
                Gen::Gfx11 | Gen::Gfx12 => 0x13,
            };
            if (w0 >> 23) & 0x1f == setreg_imm32 {
                8
            } else {
                4
            }
        }
        // SOP2; GFX11.5+ s_fmaak_f32 / s_fmamk_f32 have a constant operand K.
        op if matches!(target.arch(), Arch::Rdna35 | Arch::Rdna4)
            && matches!(op & 0x7f, 0x45 | 0x46) =>
        {
            8
        }
        _ => 4 + lit(w0).max(lit(w0 >> 8)),
    }
}

/// GFX9 VOP3/VOP3P (`0xD0..0xD3`): 64 bits, no literal. gfx950's
/// v_mfma_ld_scale_b32 followed by a scaled MFMA is one 128-bit instruction:
/// the MFMA word has ABID 1 (bits 14:11); else llvm-mc-22 reads two.
fn gfx9_vop3_len(target: Target, w0: u32, bytes: &[u8]) -> usize {
    if target.arch() == Arch::Cdna4 && w0 >> 16 == 0xD3AC {
        if let Some(w2) = word(bytes, 8) {
            if matches!(w2 >> 16, 0xD3AD | 0xD3AE) && w2 >> 11 & 0xf == 1 {
                return 16;
            }
        }
    }
    8
}

/// GFX10+ VOP3/VOP3P: 64 bits, plus a literal when a source field is 255
/// (any field: the size of an opcode no row describes); on GFX11+ src0
/// 250/233/234 selects a 96-bit DPP form (a literal follows the DPP dword).
fn vop3_len(gen: Gen, w1: u32) -> usize {
    if gen >= Gen::Gfx11 && matches!(src(w1, 0), DPP16 | DPP8 | DPP8_FI) {
        return if (1..3).any(|i| src(w1, i) == LITERAL) {
            16
        } else {
            12
        };
    }
    if (0..3).any(|i| src(w1, i) == LITERAL) {
        12
    } else {
        8
    }
}

/// GFX10+ VOP3 (prefix 110101): as `vop3_len`, but an opcode with an ALU
/// row reads a literal only for a source field its row reads
/// (`dpp::vop3_reads_literal`: not src1 of `v_fmac_*_e64_dpp`) or for a
/// scalar or lane-mask destination field of 255 (VOPC e64), and the
/// VOP3 twins of the operand-less VOP1s (`v_nop_e64`) read no DPP dword or
/// literal. Swept with llvm-mc-22: every VOP3 opcode with 255 in
/// src0, src1 or src2, plain (gfx1030, gfx1100, gfx1150, gfx1200) and after
/// a DPP16 or DPP8 marker (gfx1100, gfx1150, gfx1200, wave32 and wave64).
fn vop3_alu_len(target: Target, w0: u32, w1: u32, bytes: &[u8]) -> usize {
    let gen = target.gen();
    let op = (w0 >> 16 & 0x3ff) as usize;
    let Some(row) = by_opcode(target, Shape::Vop3, op) else {
        return vop3_len(gen, w1);
    };
    if row.operandless() {
        return 8;
    }
    let dpp = gen >= Gen::Gfx11 && matches!(src(w1, 0), DPP16 | DPP8 | DPP8_FI);
    let first = usize::from(dpp);
    let lit = (first..3)
        .any(|i| src(w1, i as u32) == LITERAL && super::dpp::vop3_reads_literal(row, i, dpp))
        || w0 & 0xff == LITERAL
            && row
                .sig64
                .iter()
                .any(|o| matches!(o, Opnd::SDst(_) | Opnd::MaskDst));
    let dpp8 = dpp && matches!(src(w1, 0), DPP8 | DPP8_FI);
    let sel_lit = dpp8_literal(dpp8 && dpp8_sel_as_source(row, target, true), bytes, 8);
    8 + if dpp { 4 } else { 0 } + if lit { 4 } else { 0 } + sel_lit
}

/// VOPD: 64 bits, plus one shared literal for SRCX0/SRCY0 = 255 or for
/// v_dual_fmaak_f32 / v_dual_fmamk_f32 (opcode 1 / 2 in either half).
fn vopd_len(w0: u32, w1: u32) -> usize {
    let opx = (w0 >> 22) & 0xf;
    let opy = (w0 >> 17) & 0x1f;
    let lit = w0 & 0x1ff == LITERAL
        || w1 & 0x1ff == LITERAL
        || matches!(opx, 1 | 2)
        || matches!(opy, 1 | 2);
    if lit {
        12
    } else {
        8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn len(target: &str, words: &[u32]) -> Option<usize> {
        let t = Target::from_name(target).unwrap();
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        instruction_len(t, &bytes)
    }

    /// Words from `llvm-mc-22 -show-encoding`, padded with zero dwords; the
    /// expected size is the encoding's.
    #[track_caller]
    fn check(target: &str, size: usize, words: &[u32]) {
        let mut padded = words.to_vec();
        padded.resize(5, 0);
        assert_eq!(len(target, &padded), Some(size), "{target} {words:08x?}");
        // Exactly the instruction's bytes suffice; one dword less does not.
        assert_eq!(len(target, &padded[..size / 4]), Some(size));
        assert_eq!(len(target, &padded[..size / 4 - 1]), None);
    }

    #[test]
    fn scalar() {
        for t in ["gfx908", "gfx1030", "gfx1100", "gfx1200"] {
            check(t, 4, &[0xbf800000]); // s_nop 0
            check(t, 4, &[0xb0001234]); // s_movk_i32
            check(t, 4, &[0xbf060100]); // s_cmp_eq_u32 s0, s1
            check(t, 8, &[0xbf0aff01, 0x80]); // s_cmp_lt_u32 s1, 0x80
            check(t, 8, &[0x8b0000ff, 0xffff0]); // SOP2 literal in ssrc0
            check(t, 8, &[0x8b00ff00, 0xffff0]); // SOP2 literal in ssrc1
        }
        check("gfx908", 8, &[0xbe8300ff, 0x05040100]); // s_mov_b32 s3, 0x5040100
        check("gfx908", 8, &[0xba00f801, 1]); // s_setreg_imm32_b32
        check("gfx1030", 8, &[0xba80f801, 1]);
        check("gfx1100", 8, &[0xb980f801, 1]);
        check("gfx1200", 8, &[0xb980f801, 1]);
        check("gfx908", 4, &[0xba800004]); // s_call_b64
        check("gfx1030", 4, &[0xbb000004]);
        check("gfx1100", 4, &[0xba000004]);
    }

    #[test]
    fn vector_e32() {
        for t in ["gfx908", "gfx1030", "gfx1100", "gfx1200"] {
            check(t, 4, &[0x7e0a0303]); // v_mov_b32_e32 v5, v3
            check(t, 8, &[0x7e0002ff, 0x12345]); // literal
            check(t, 8, &[0x7e0002fa, 0]); // DPP16
            check(t, 4, &[0x7d9800c0]); // VOPC
            check(t, 8, &[0x7d9800ff, 0x80]); // VOPC literal
        }
        check("gfx908", 8, &[0x7e0002f9, 0]); // SDWA
        check("gfx1030", 8, &[0x7c0404f9, 0]);
        check("gfx1100", 4, &[0x7e0002f9]); // no SDWA on GFX11+
        check("gfx908", 4, &[0x7e0002e9]); // no DPP8 on GFX9
        check("gfx1030", 8, &[0x7e0002e9, 0]);
        check("gfx1200", 8, &[0x7e0002ea, 0]);
        // v_nop: a DPP/SDWA dword only where LLVM decodes that form (and 8
        // bytes remain), no literal (llvm-mc-22: else `v_nop` in 4 bytes,
        // then the next dword on its own)
        for (t, size, words) in [
            ("gfx908", 8, [0x7e0000fa, 0xff00e400]),
            ("gfx908", 4, [0x7e0000fa, 0xff10e400]), // neg0 set
            ("gfx908", 4, [0x7e0000f9, 0x00060600]), // src0_sel DWORD
            ("gfx1030", 8, [0x7e0000e9, 0]),
            ("gfx1100", 4, [0x7e0000fa, 0xff00e400]),
            ("gfx1030", 4, [0x7e0000ff, 0x12345]),
        ] {
            assert_eq!(len(t, &words), Some(size), "{t} {words:08x?}");
            assert_eq!(len(t, &words[..1]), Some(4), "{t} {words:08x?}");
        }
        // VOP2 with a constant operand K.
        check("gfx908", 8, &[0x2e000501, 0x1234]); // v_madmk_f32
        check("gfx942", 8, &[0x30000501, 0x1234]); // v_fmaak_f32
        check("gfx950", 8, &[0x4a000501, 0x1234]); // v_madak_f16
        check("gfx1010", 8, &[0x40000501, 0x1234]); // v_madmk_f32
        check("gfx1030", 4, &[0x40000501]); // not on RDNA2
        check("gfx1030", 8, &[0x70000501, 0x1234]); // v_fmaak_f16
        check("gfx1100", 8, &[0x58000501, 0x1234]); // v_fmamk_f32
        check("gfx1200", 8, &[0x6e000501, 0x1234]); // v_fmamk_f16
    }

    #[test]
    fn vop3() {
        check("gfx908", 8, &[0xd1cb8105, 0xbc260f03]);
        check("gfx908", 8, &[0xd10100ff, 0x000001ff]); // no literal on GFX9
        check("gfx908", 4, &[0xd4000001]); // VINTRP
        assert_eq!(len("gfx90a", &[0xd4000001, 0]), None); // no VINTRP on CDNA 2+
        check("gfx908", 8, &[0xd3c00000, 0]); // MFMA
        check(
            "gfx950",
            16,
            &[0xd3ac0000, 0x00023318, 0xd3ad0800, 0x04521904],
        );
        check("gfx950", 8, &[0xd3ac4000, 0x18023318, 0xbf800000]);
        check(
            "gfx942",
            8,
            &[0xd3ac0000, 0x00023318, 0xd3ad0800, 0x04521904],
        );
        for t in ["gfx1030", "gfx1100", "gfx1200"] {
            check(t, 8, &[0xd5030000, 0x00020501]);
            check(t, 12, &[0xd5030000, 0x000204ff, 0x1234]); // src0 literal
            check(t, 12, &[0xd5010002, 0x01a9fe80, 0x100]); // src1 literal
            check(t, 12, &[0xd54b0000, 0x03fe02ff, 0x1234]); // src0 + src2
            check(t, 8, &[0xcc0e4000, 0x1c0a0501]); // VOP3P
            check(t, 12, &[0xcc0e4000, 0x0415ff01, 0x1234]);
        }
        check("gfx1030", 8, &[0xd5030000, 0x000204fa]); // no VOP3 DPP on GFX10
        check("gfx1100", 12, &[0xd5030000, 0x000204fa, 0xff00e401]);
        check("gfx1100", 12, &[0xd5030000, 0x000204e9, 0xfac68801]);
        check("gfx1200", 12, &[0xcc200000, 0x040e04e9, 0xfac68801]);
        // A literal after the DPP dword (LLVM reads it for src1/src2 = 255).
        check(
            "gfx1100",
            16,
            &[0xd5030000, 0x0001fefa, 0xff00e401, 0x22222222],
        );
        // 255 in a source field the instruction does not read: no literal
        // (bytes llvm-mc-22 consumes); v_fmac_*_e64_dpp reads src1 raw
        check("gfx1030", 8, &[0xd5030001, 0x03fe0501]); // v_add_f32_e64, src2
        check("gfx1200", 8, &[0xd5030001, 0x03fe0501]);
        check("gfx1100", 12, &[0xd5030001, 0x03fe04fa, 0xff00e401]); // e64_dpp, src2
        check("gfx1200", 12, &[0xd52b0001, 0x040dfefa, 0xff00e401]); // v_fmac_f32_e64_dpp
        check("gfx1100", 12, &[0xd5360001, 0x040dfee9, 0x00fac601]); // v_fmac_f16_e64_dpp
        check("gfx1100", 12, &[0xd52b0001, 0x0001fe01, 0x1234]); // v_fmac_f32_e64 reads it
        check("gfx1150", 16, &[0xd5010001, 0x03fe04e9, 0xfac601, 0x1234]); // v_cndmask src2
        check("gfx1200", 16, &[0xd4320001, 0x040dfee9, 0xfac601, 0x1234]); // v_cmp_eq_i16

        // a lane-mask or scalar destination of 255 reads one too
        check("gfx1100", 12, &[0xd44a00ff, 0x00020501, 0x1234]); // v_cmp_eq_u32_e64
        check("gfx1030", 12, &[0xd4c200ff, 0x00020501, 0x1234]);
        check("gfx1200", 12, &[0xd76000ff, 0x00000101, 0x1234]); // v_readlane_b32
        check("gfx1200", 16, &[0xd44a00ff, 0x000204fa, 0xff00e401, 0x1234]);
        check("gfx1100", 8, &[0xd5e000ff, 0x00000101]); // v_sin_f16_e64 v255.l

        // v_nop_e64 reads neither a DPP dword nor a literal
        check("gfx1100", 8, &[0xd5800000, 0x07fffee9]);
        check("gfx1200", 8, &[0xd5800000, 0x000000ff]);
        check("gfx1030", 4, &[0xc8000001]); // VINTRP
        check("gfx1030", 8, &[0xd6000005, 0x0000_0eff]); // v_interp_p1_f32_e64 attr63.w
        check("gfx1030", 12, &[0xd6000005, 0x0001_fe03, 0x1234]); // literal source
        check("gfx1100", 8, &[0xcd000000, 0x040e0501]); // VINTERP
        check("gfx1100", 8, &[0xcd020000, 0x040e04ff]); // a true16 half reads 255 as v255
        check("gfx1100", 12, &[0xcd000000, 0x040e04ff, 0x1234]);
        check("gfx1200", 12, &[0xcd000000, 0x0405fe01, 0x11111111]);
        check("gfx1200", 4, &[0xce000001]); // VDSDIR
        assert_eq!(len("gfx1030", &[0xcd000000, 0, 0]), None);
        assert_eq!(len("gfx1100", &[0xcf000000, 0, 0]), None);
    }

    #[test]
    fn vopd() {
        check("gfx1100", 8, &[0xca100108, 0x03040109]);
        check("gfx1100", 12, &[0xca240080, 0x0c083eff, 0x3ff]);
        check("gfx1100", 12, &[0xc8500501, 0x00000104, 0x1234]); // fmaak :: mov
        check("gfx1200", 12, &[0xca040104, 0x00000501, 0x1234]); // mov :: fmamk
        check("gfx1200", 12, &[0xca1000ff, 0x000000ff, 0x1234]);
    }

    #[test]
    fn memory() {
        check("gfx908", 8, &[0xc0020000, 0]); // SMEM
        check("gfx908", 8, &[0xc400000f, 0]); // EXP
        check("gfx908", 8, &[0xe0500000, 0]); // MUBUF
        check("gfx908", 8, &[0xf0000f00, 0]); // MIMG
        check("gfx908", 8, &[0xdc500000, 0]); // FLAT
        check("gfx908", 8, &[0xd81a0000, 0]); // DS
        for t in ["gfx1030", "gfx1100"] {
            check(t, 8, &[0xf4000000, 0]);
            check(t, 8, &[0xf800000f, 0]);
            check(t, 8, &[0xe0300000, 0]);
            check(t, 8, &[0xe8b00000, 0]); // MTBUF
            check(t, 8, &[0xdc308000, 0]);
            check(t, 8, &[0xf0000f00, 0]);
        }
        check("gfx1030", 12, &[0xe0300000, 0xff000100, 0x11111111]); // SOFFSET 255
        check("gfx1100", 12, &[0xe8b00000, 0xff000100, 0x11111111]);
        check("gfx1200", 16, &[0xd3c00000, 0x0001fe00, 0, 0x11111111]); // RSRC 255
        check("gfx1200", 16, &[0xe7c6c000, 0x0001fe00, 0, 0x11111111]);
        check("gfx1030", 12, &[0xf0800f0a, 0, 0]); // NSA, 1 extra dword
        check("gfx1030", 16, &[0xf0a80f0c, 0, 0, 0]);
        check("gfx1030", 20, &[0xf1989f07, 0, 0, 0, 0]);
        check("gfx1100", 12, &[0xf06c0f05, 0, 0]);
        check("gfx1100", 8, &[0xf06c0f04, 0]);
        check("gfx1200", 12, &[0xee050000, 0, 0]); // global
        check("gfx1200", 12, &[0xec05007c, 0, 0]); // flat
        check("gfx1200", 12, &[0xed05007c, 0, 0]); // scratch
        check("gfx1200", 12, &[0xc405007c, 0, 0]); // VBUFFER
        check("gfx1200", 12, &[0xc420007c, 0, 0]); // tbuffer
        check("gfx1200", 12, &[0xd3c00000, 0, 0]); // VIMAGE
        check("gfx1200", 12, &[0xe7c6c000, 0, 0]); // VSAMPLE
        check("gfx1200", 8, &[0xf400a200, 0]); // SMEM
        check("gfx1200", 8, &[0xf800000f, 0]); // EXP
        assert_eq!(len("gfx1200", &[0xdc500000, 0, 0]), None);
        assert_eq!(len("gfx1200", &[0xef000000, 0, 0]), None);
        assert_eq!(len("gfx908", &[0xf4000000, 0, 0]), None);
        assert_eq!(len("gfx1030", &[0xc0020000, 0, 0]), None);
    }

    #[test]
    fn short_input() {
        assert_eq!(len("gfx1100", &[]), None);
        let t = Target::from_name("gfx1100").unwrap();
        assert_eq!(instruction_len(t, &[0, 0, 0x80]), None);
        assert_eq!(instruction_len(t, &[0, 0, 0x80, 0xbf]), Some(4));
    }
}

//! The VOP3P table (packed math, dot products, mix, MFMA/SMFMAC, WMMA/SWMMAC):
//! one row per mnemonic and operand shape, one opcode column per group of
//! targets (and wave sizes: WMMA operands halve in wave64) that LLVM treats
//! identically.

use crate::operand::{INLINE_BF16, INLINE_F16, INLINE_F32};
use crate::target::{Gen, Target};

/// How the modifier bits of a row read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `op_sel`, `op_sel_hi`, `neg_lo`, `neg_hi`, `clamp` (packed math, dot, WMMA).
    Packed,
    /// As `Packed`, but NEG_LO / NEG_HI print as `-x` / `|x|` (`v_fma_mix*`).
    Mix,
    /// Matrix cores: CBSZ, ABID, BLGP and the ACC bits choosing AGPRs.
    Mai,
}

/// Register file of an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum File {
    /// VGPRs (sources may also take what the operand's flags allow).
    V,
    /// AGPRs.
    A,
    /// AGPRs when the source's ACC bit (59 + source) is set, else VGPRs.
    Acc,
    /// AGPRs when ACC_CD (bit 15) is set, else VGPRs (MFMA D and C).
    AccCd,
}

/// One operand: the destination first, then the sources.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operand {
    pub file: File,
    /// Width in dwords.
    pub width: u8,
    /// Also takes SGPRs, inline constants, literals.
    pub sgpr: bool,
    pub constant: bool,
    pub literal: bool,
    /// Inline constants print with f64 precision (1/(2*pi)).
    pub f64_const: bool,
    /// Literals are 16 bits wide (printed truncated).
    pub lit16: bool,
    /// Which float values are inline constants.
    pub values: Values,
    /// Literals print as bare hex, never `lit(...)` (WMMA C).
    pub bare_literal: bool,
    /// The assembler takes SGPRs / inline constants here (the decoder may
    /// accept more: gfx908 `v_accvgpr_write_b32 a1, s2`).
    pub asm_sgpr: bool,
    pub asm_constant: bool,
    pub asm_literal: bool,
    /// A literal with an f32 inline value prints as `lit(...)` (besides
    /// those of `values`; gfx12 WMMA bf16 C).
    pub lit_f32: bool,
}

/// The float values an operand's inline constants 240-248 stand for, which
/// decide whether a literal could have been an inline constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Values {
    F32,
    /// Packed or single f16 (the value in the low half).
    F16,
    Bf16,
}

impl Values {
    /// Bit patterns of inline constants 240..=248, from LLVM's
    /// `getInlineEncodingV216` (AMDGPUBaseInfo.cpp).
    pub fn bits(self) -> [u32; 9] {
        match self {
            Values::F32 => INLINE_F32,
            Values::F16 => INLINE_F16.map(u32::from),
            Values::Bf16 => INLINE_BF16.map(u32::from),
        }
    }

    /// The inline constant operand number encoding `v`, if any.
    pub fn inline(self, v: u32) -> Option<u16> {
        match v as i32 {
            n @ 0..=64 => Some(128 + n as u16),
            n @ -16..=-1 => Some((192 - n) as u16),
            _ => self
                .bits()
                .iter()
                .position(|&b| b == v)
                .map(|i| 240 + i as u16),
        }
    }
}

pub mod flags {
    /// `op_sel_hi` defaults to all zeros (mix) rather than all ones.
    pub const OPHI0: u8 = 1;
    /// MFMA BLGP prints as `neg:[..]` (f64 MFMA on gfx942+).
    pub const BLGP_NEG: u8 = 2;
    /// OP_SEL holds SWMMAC's `index_key`.
    pub const INDEX_KEY: u8 = 4;
    /// No destination: VDST must be 0 (gfx950 `v_mfma_ld_scale_b32`); the
    /// row's first operand stands in for it and is never printed.
    pub const NO_DST: u8 = 8;
    /// gfx950 fused scaled MFMA (`v_mfma_scale_f32_*`): a
    /// `v_mfma_ld_scale_b32` word holding the last two sources (the scales),
    /// then the MFMA word (ABID 1); 128 bits. The opcode is the MFMA's, and
    /// the row is not in the decode table (the plain MFMA owns that opcode).
    pub const SCALE: u8 = 16;
}

#[derive(Debug)]
pub struct Vop3pRow {
    pub name: &'static str,
    pub kind: Kind,
    pub flags: u8,
    /// Destination, then sources.
    pub operands: &'static [Operand],
    /// Modifier bits (of the 64-bit word) LLVM rejects unless they equal `canon`.
    pub reject: u64,
    /// Modifier bits LLVM ignores; the assembler writes them as in `canon`.
    pub ignore: u64,
    /// The modifier bits of the instruction without modifiers.
    pub canon: u64,
    /// Modifier bits the decoder prints but the assembler rejects (gfx942
    /// `v_dot2_f32_f16 op_sel`).
    pub asm_reject: u64,
    /// gfx950 f8f6f4 MFMA: the widths of sources 0 and 1 for each CBSZ
    /// value, then for each BLGP value (the A / B formats); empty elsewhere.
    pub fmt: &'static [u8],
    pub cells: [Option<u8>; VOP3P_GROUPS.len()],
}

impl Vop3pRow {
    pub fn has(&self, flag: u8) -> bool {
        self.flags & flag != 0
    }
    pub fn sources(&self) -> &'static [Operand] {
        self.operands.get(1..).unwrap_or(&[])
    }
    pub fn op_on(&self, target: Target) -> Option<u8> {
        self.cells.get(group(target)).copied().flatten()
    }
}

include!(concat!(env!("OUT_DIR"), "/vop3p_table.rs"));

/// The column of the VOP3P table that `target` reads (wave64 groups are
/// named `TARGET:w64`).
pub fn group(target: Target) -> usize {
    let w64 = target.wave64() && target.gen() != Gen::Gfx9;
    // every target is in a group (the table covers all of them)
    group_of_name(target.name(), w64).unwrap_or(0)
}

/// `VOP3P_NAMES` hashed at compile time (one probe per mnemonic).
pub(crate) static VOP3P_HASH: super::NameHash<u16> = super::NameHash::new(&VOP3P_NAMES);

/// Row of `name` on `target`.
pub fn lookup(name: &str, target: Target) -> Option<usize> {
    VOP3P_HASH.row_on(name, group(target) as u32)
}

/// Groups on which `name` exists, as a bit mask.
pub fn groups_having(name: &str) -> u16 {
    VOP3P_HASH.mask_of(name)
}

/// Whether `name` exists on `target` (either wave size).
pub fn on_target(name: &str, target: Target) -> bool {
    let mask = groups_having(name);
    VOP3P_GROUP_TARGETS.iter().enumerate().any(|(g, ts)| {
        mask >> g & 1 != 0
            && ts
                .iter()
                .any(|t| t.strip_suffix(":w64").unwrap_or(t) == target.name())
    })
}

/// Row decoding opcode `op` on `target`.
pub fn by_opcode(target: Target, op: usize) -> Option<&'static Vop3pRow> {
    match VOP3P_DECODE.get(group(target))?.get(op) {
        Some(&r) if r != 0 => VOP3P_ROWS.get(r as usize - 1),
        _ => None,
    }
}

pub fn index_of(row: &Vop3pRow) -> usize {
    (row as *const Vop3pRow as usize - VOP3P_ROWS.as_ptr() as usize)
        / std::mem::size_of::<Vop3pRow>()
}

pub fn all_names() -> impl Iterator<Item = &'static str> {
    VOP3P_NAMES.iter().map(|e| e.0)
}

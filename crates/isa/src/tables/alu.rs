//! The scalar and vector ALU table (program subset): one row per mnemonic,
//! one opcode column per encoding generation.

use crate::target::Gen;

/// Encoding family an instruction lives in (its short form for VOP1/2/C).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Sop1,
    Sop2,
    Sopk,
    Sopc,
    Sopp,
    Vop1,
    Vop2,
    Vopc,
    Vop3,
}

impl Shape {
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn is_vector(self) -> bool {
        matches!(self, Shape::Vop1 | Shape::Vop2 | Shape::Vopc | Shape::Vop3)
    }
}

/// How a SIMM16 operand is spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KStyle {
    /// No operand; the field must be zero.
    None,
    /// `0x1234`.
    Hex,
    /// Decimal up to 64, hex above (`s_nop`).
    Small,
    /// Nothing for 0, decimal otherwise (`s_endpgm`).
    Endpgm,
    /// `vmcnt(N) expcnt(N) lgkmcnt(N)`.
    Waitcnt,
}

/// Row flags (see `data/alu.tsv`).
pub mod flags {
    /// Scalar operands are 64-bit.
    pub const B64: u16 = 1;
    /// Float operation: VOP3 takes abs/neg/clamp/omod.
    pub const F32: u16 = 2;
    /// VOP1 whose destination is an SGPR (`v_readfirstlane_b32`).
    pub const SDST: u16 = 4;
    /// No VOP3 twin.
    pub const NOE64: u16 = 8;
    /// `v_cndmask_b32`: a lane-mask third source (VCC in e32).
    pub const CND: u16 = 16;
    /// `v_readlane_b32 sdst, vsrc, ssrc`.
    pub const READLANE: u16 = 32;
    /// `v_writelane_b32 vdst, ssrc, ssrc`.
    pub const WRITELANE: u16 = 64;
    /// `v_cmpx_*`: writes EXEC.
    pub const CMPX: u16 = 128;
    /// SOP1 without destination (`s_barrier_signal`).
    pub const NODST: u16 = 256;
    /// Integer VOP3 form takes `clamp`.
    pub const CLAMP: u16 = 512;
}

#[derive(Debug)]
pub struct AluRow {
    pub name: &'static str,
    pub shape: Shape,
    pub flags: u16,
    pub k: KStyle,
    /// Opcode per generation (GFX9, GFX10, GFX11, GFX12).
    pub ops: [Option<u16>; 4],
}

impl AluRow {
    pub fn has(&self, flag: u16) -> bool {
        self.flags & flag != 0
    }
    pub fn op(&self, gen: Gen) -> Option<u16> {
        self.ops[gen as usize]
    }
    /// Whether the row has both a short form and a VOP3 twin (and so prints
    /// `_e32` / `_e64`).
    pub fn has_twin(&self) -> bool {
        matches!(self.shape, Shape::Vop1 | Shape::Vop2 | Shape::Vopc) && !self.has(flags::NOE64)
    }
    /// The VOP3 opcode of the twin.
    pub fn vop3_op(&self, gen: Gen) -> Option<u16> {
        let op = self.op(gen)?;
        match self.shape {
            Shape::Vop3 => Some(op),
            Shape::Vopc => Some(op),
            Shape::Vop2 => Some(0x100 + op),
            Shape::Vop1 => Some(if gen == Gen::Gfx9 { 0x140 } else { 0x180 } + op),
            _ => None,
        }
    }
}

include!(concat!(env!("OUT_DIR"), "/alu_table.rs"));

/// Row of `name` (canonical or alias) on `gen`.
pub fn lookup(name: &str, gen: Gen) -> Option<usize> {
    super::row_on(&ALU_NAMES, name, gen as u32)
}

/// Row decoding `op` of `shape` on `gen`.
pub fn by_opcode(gen: Gen, shape: Shape, op: usize) -> Option<&'static AluRow> {
    match ALU_DECODE[gen as usize][shape.index()].get(op) {
        Some(&r) if r != 0 => Some(&ALU_ROWS[r as usize - 1]),
        _ => None,
    }
}

pub fn index_of(row: &AluRow) -> usize {
    (row as *const AluRow as usize - ALU_ROWS.as_ptr() as usize) / std::mem::size_of::<AluRow>()
}

/// Generations on which `name` exists, as a bit mask.
pub fn gens_having(name: &str) -> u8 {
    // four generations: the mask fits a byte
    super::mask_of(&ALU_NAMES, name) as u8
}

pub fn all_names() -> impl Iterator<Item = &'static str> {
    ALU_NAMES.iter().map(|e| e.0)
}

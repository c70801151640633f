//! The SMEM (scalar memory) encoding: 64 bits, one layout per generation.
//!
//! ```text
//! GFX9:   SOFFSET 63:57 | OFFSET 52:32 | 110000 31:26 | OP 25:18 | IMM 17 | GLC 16 | SOE 14 | SDATA 12:6 | SBASE 5:0
//! GFX10:  SOFFSET 63:57 | OFFSET 52:32 | 111101 31:26 | OP 25:18 | GLC 16 | DLC 14 | SDATA 12:6 | SBASE 5:0
//! GFX11:  SOFFSET 63:57 | OFFSET 52:32 | 111101 31:26 | OP 25:18 | GLC 14 | DLC 13 | SDATA 12:6 | SBASE 5:0
//! GFX12:  SOFFSET 63:57 | SCALE 56 | OFFSET 55:32 | 111101 31:26 | TH 24:23 | SCOPE 22:21 | NV 20 | OP 18:13 | SDATA 12:6 | SBASE 5:0
//! ```
//!
//! SBASE holds an SGPR number halved. On GFX10+ an SOFFSET of `null` means
//! "no register offset"; GFX9 says the same with its IMM and SOE bits instead.
//! Which other bits must be zero, and which LLVM ignores, is per instruction and
//! comes from the table (probed with llvm-mc-22, see `tools/gen_smem_table.py`).

use super::DecodeError;
use crate::tables::smem::{self, SmemCell, SmemOperand, SmemRow, SMEM_DECODE, SMEM_ROWS};
use crate::target::{Gen, Target};

/// GFX9 IMM bit: the offset field is an immediate (else an SGPR number).
pub const GFX9_IMM: u64 = 1 << 17;
/// GFX9 SOE bit: SOFFSET (bits 63:57) names an SGPR.
pub const GFX9_SOE: u64 = 1 << 14;

const SDATA: u64 = 0x7f << 6;
const SBASE: u64 = 0x3f;
const SOFFSET_SHIFT: u32 = 57;
const SOFFSET: u64 = 0x7f << SOFFSET_SHIFT;

/// Value of the 6-bit encoding field (bits 31:26).
fn encoding(gen: Gen) -> u32 {
    if gen == Gen::Gfx9 {
        0b110000
    } else {
        0b111101
    }
}

/// Whether the first dword belongs to the SMEM encoding of `target`.
pub fn matches(target: Target, word0: u32) -> bool {
    word0 >> 26 == encoding(target.gen())
}

/// (shift, mask) of the opcode field.
pub fn op_field(gen: Gen) -> (u32, u32) {
    if gen == Gen::Gfx12 {
        (13, 0x3f)
    } else {
        (18, 0xff)
    }
}

/// Width in bits of the immediate offset field.
pub fn offset_bits(gen: Gen) -> u32 {
    if gen == Gen::Gfx12 {
        24
    } else {
        21
    }
}

/// The SOFFSET value meaning "no register" (GFX10+).
pub fn null_soffset(gen: Gen) -> Option<u8> {
    match gen {
        Gen::Gfx9 => None,
        Gen::Gfx10 => Some(0x7d),
        _ => Some(0x7c),
    }
}

/// An SMEM instruction: its table row and its canonical 64-bit word (bits
/// LLVM ignores are cleared).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SmemInst {
    /// The target it was parsed or decoded for: [`crate::Inst`] encodes
    /// and prints it for that one.
    pub target: Target,
    pub row: u16,
    pub word: u64,
    /// How the assembly text spelled what the word cannot tell apart.
    pub written: Written,
}

/// Spellings LLVM's assembler echoes back although the encoding loses them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// The SDATA immediate as written (the field keeps only its low bits).
    pub sdata_imm: Option<i32>,
    /// The offset was a bare immediate (`0x0`, never `null`, on GFX10/11).
    pub imm_offset: bool,
    /// `null` was written as the SOFFSET register (GFX12 then prints `null offset:0x0`).
    pub null_soffset: bool,
}

impl SmemInst {
    pub fn row(&self) -> &'static SmemRow {
        &SMEM_ROWS[self.row as usize]
    }

    pub fn cell(&self, target: Target) -> Option<&'static SmemCell> {
        self.row().cells[smem::group(target)].as_ref()
    }

    pub fn sdata(&self) -> u8 {
        ((self.word & SDATA) >> 6) as u8
    }
    pub fn sbase(&self) -> u8 {
        (self.word & SBASE) as u8
    }
    pub fn soffset(&self) -> u8 {
        (self.word >> SOFFSET_SHIFT) as u8 & 0x7f
    }
    /// The immediate offset, sign-extended from its field.
    pub fn offset(&self, gen: Gen) -> i32 {
        let bits = offset_bits(gen);
        let raw = (self.word >> 32) as u32 & ((1 << bits) - 1);
        ((raw << (32 - bits)) as i32) >> (32 - bits)
    }

    pub fn decode(target: Target, word: u64) -> Result<SmemInst, DecodeError> {
        let gen = target.gen();
        let group = smem::group(target);
        let (shift, mask) = op_field(gen);
        let op = (word as u32 >> shift) & mask;
        let index = SMEM_DECODE[group][op as usize];
        if index == 0 {
            return Err(DecodeError::Invalid);
        }
        let row = &SMEM_ROWS[index as usize - 1];
        let cell = row.cells[group].as_ref().ok_or(DecodeError::Invalid)?;
        if word & cell.zero != 0 {
            return Err(DecodeError::Invalid);
        }
        let mut keep = 0xfc00_0000 | u64::from(mask << shift) | cell.cpol;
        if row.has_sdata() {
            keep |= SDATA;
        }
        if row.has_sbase() {
            keep |= SBASE;
        }
        if row.has(SmemOperand::Offset) {
            keep |= offset_bits_used(gen, word);
        }
        let inst = SmemInst {
            target,
            row: index - 1,
            word: word & keep,
            written: Written::default(),
        };
        // every register field must name a register of its class
        let valid =
            |class: u8, v: u8| class == smem::NO_CLASS || smem::spelling(class, v).is_some();
        let soffset_used = keep & SOFFSET != 0 || (gen == Gen::Gfx9 && keep & GFX9_IMM == 0);
        let soffset_value = if gen == Gen::Gfx9 && inst.word & (GFX9_IMM | GFX9_SOE) == 0 {
            (inst.word >> 32) as u8 & 0x7f
        } else {
            inst.soffset()
        };
        let ok = (!row
            .operands
            .iter()
            .any(|o| matches!(o, SmemOperand::Sdata(_)))
            || valid(cell.sdata, inst.sdata()))
            && (!row.has_sbase() || valid(cell.sbase, inst.sbase()))
            && (!soffset_used
                || !row.has(SmemOperand::Offset)
                || valid(cell.soffset, soffset_value));
        if !ok {
            return Err(DecodeError::Invalid);
        }
        Ok(inst)
    }

    pub fn encode(&self) -> u64 {
        self.word
    }
}

/// Bits of the offset fields that an instruction with an offset operand uses.
fn offset_bits_used(gen: Gen, word: u64) -> u64 {
    let imm = ((1u64 << offset_bits(gen)) - 1) << 32;
    if gen != Gen::Gfx9 {
        return imm | SOFFSET;
    }
    let mut keep = GFX9_IMM | GFX9_SOE;
    if word & GFX9_IMM != 0 {
        keep |= imm;
    } else if word & GFX9_SOE == 0 {
        // the SGPR form: the register number sits in the low offset bits
        keep |= 0x7f << 32;
    }
    if word & GFX9_SOE != 0 {
        keep |= SOFFSET;
    }
    keep
}

//! GFX12's VFLAT, VSCRATCH and VGLOBAL encodings (96 bits), read through the
//! same table as the 64-bit FLAT encoding (its `gfx12` column).
//!
//! ```text
//! dword 0: 111011 31:26 | SEG 25:24 | OP 21:14 | NV 7 | SADDR 6:0
//! dword 1: VSRC 30:23 | TH 22:20 | SCOPE 19:18 | SVE 17 | SCALE_OFFSET 16 | VDST 7:0
//! dword 2: OFFSET 31:8 (signed) | VADDR 7:0
//! ```
//!
//! Bit 0 of TH picks the variant (an atomic returns its old value, as GLC
//! does before GFX12). Must-be-zero and modifier bits come from the table
//! (probed with llvm-mc-22, see `tools/gen_flat_table.py`).

use super::flat::FlatInst;
use super::DecodeError;
use crate::tables::flat::{
    self, FlatOperand, FlatRow, Segment, FLAT_SADDR, FLAT_SCRATCH_SADDR, FLAT_SEGMENT_SADDR,
};
use crate::target::{Gen, Target};

const ENCODING: u32 = 0b111011;
pub const OP_SHIFT: u32 = 14;
pub const OP_BITS: u32 = 8;
pub const SEG_SHIFT: u32 = 24;
/// Positions in the 64-bit `word` (dwords 0 and 1).
pub const SVE: u64 = 1 << 49;
pub const SCOPE_SHIFT: u32 = 50;
pub const TH_SHIFT: u32 = 52;
pub const VDST_SHIFT: u32 = 32;
pub const DATA_SHIFT: u32 = 55;
/// The offset's width (dword 2, bits 31:8).
pub const OFFSET_BITS: u32 = 24;

/// Whether `word0` opens a VFLAT/VSCRATCH/VGLOBAL instruction (SEG 3 is not one).
pub fn is_vflat(word0: u32) -> bool {
    word0 >> 26 == ENCODING && word0 >> SEG_SHIFT & 3 != 3
}

pub fn matches(target: Target, word0: u32) -> bool {
    target.gen() == Gen::Gfx12 && is_vflat(word0)
}

/// Bits that identify the encoding, opcode and segment.
const FIXED: u64 = 0x3f << 26 | 3 << SEG_SHIFT | ((1 << OP_BITS) - 1) << OP_SHIFT;

/// The register fields `row` uses in `word` (dwords 0-1), with the FLAT
/// segment's fixed SADDR and SCRATCH's SVE bit, and in dword 2.
pub fn field_bits(row: &FlatRow, word: u64) -> (u64, u32) {
    let mut bits = match row.segment {
        Segment::Flat => 0x7f,
        Segment::Scratch => SVE,
        Segment::Global => 0,
    };
    if fixed_saddr(row) {
        bits |= 0x7f;
    }
    let mut bits2 = 0u32;
    for op in row.operands {
        match op {
            // SCRATCH ignores VADDR when SVE is clear [exp: llvm-mc-22]
            FlatOperand::Vaddr if row.segment == Segment::Scratch && word & SVE == 0 => {}
            FlatOperand::Vaddr => bits2 |= 0xff,
            FlatOperand::Data(_) => bits |= 0xff << DATA_SHIFT,
            FlatOperand::Saddr => bits |= 0x7f,
            FlatOperand::Vdst(_) => bits |= 0xff << VDST_SHIFT,
        }
    }
    (bits, bits2)
}

/// Whether `row` takes an address (and with it an offset).
pub fn has_address(row: &FlatRow) -> bool {
    row.operands
        .iter()
        .any(|o| matches!(o, FlatOperand::Vaddr | FlatOperand::Saddr))
}

/// GLOBAL rows without address operands (`global_inv`) keep SADDR at `off`
/// [exp: llvm-mc-22: any other value is invalid].
fn fixed_saddr(row: &FlatRow) -> bool {
    row.segment == Segment::Global && !row.operands.contains(&FlatOperand::Saddr)
}

pub fn decode(target: Target, word: u64, word2: u32) -> Result<FlatInst, DecodeError> {
    let w0 = word as u32;
    let group = flat::group(target).ok_or(DecodeError::Unsupported { len: 12 })?;
    let seg = w0 >> SEG_SHIFT & 3;
    let op = (w0 >> OP_SHIFT & ((1 << OP_BITS) - 1)) as usize;
    let variant = (word >> TH_SHIFT & 1) as usize;
    let (row_index, cell_index, row, cell) = super::flat::lookup(group, seg, op, variant)?;
    let (fields, fields2) = field_bits(row, word);
    if word & cell.zero & !fields != 0 {
        return Err(DecodeError::Invalid);
    }
    let saddr = word as u8 & 0x7f;
    if row.segment == Segment::Flat && FLAT_SEGMENT_SADDR.get(group) != Some(&saddr)
        || fixed_saddr(row)
            && row.segment == Segment::Global
            && FLAT_SADDR[group][usize::from(saddr)] != "off"
    {
        return Err(DecodeError::Invalid);
    }
    if row.operands.contains(&FlatOperand::Saddr) {
        let spellings = match row.segment {
            Segment::Scratch => &FLAT_SCRATCH_SADDR[group][usize::from(row.lds)],
            _ => &FLAT_SADDR[group],
        };
        if spellings[usize::from(saddr)] == "-" {
            return Err(DecodeError::Invalid);
        }
    }
    let keep = FIXED | cell.cpol | 7 << TH_SHIFT | 3 << SCOPE_SHIFT | fields;
    Ok(FlatInst {
        target,
        row: row_index as u16,
        cell: cell_index as u8,
        word: word & keep,
        // (instructions without an address ignore OFFSET too)
        word2: word2 & (fields2 | if has_address(row) { 0xffff_ff00 } else { 0 }),
        unencoded: 0,
    })
}

//! The FLAT encoding (GFX9-GFX11, 64 bits); GLOBAL, its segment 2, is modelled.
//!
//! ```text
//! GFX9:   VDST 63:56 | ACC 55 | SADDR 54:48 | DATA 47:40 | ADDR 39:32 | 110111 31:26 | SC1 25 | OP 24:18 | SLC 17 | GLC 16 | SEG 15:14 | LDS 13 | OFFSET 12:0
//! GFX10:  VDST 63:56 | SADDR 54:48 | DATA 47:40 | ADDR 39:32 | 110111 31:26 | OP 24:18 | SLC 17 | GLC 16 | SEG 15:14 | LDS 13 | DLC 12 | OFFSET 11:0
//! GFX11:  VDST 63:56 | SVE 55 | SADDR 54:48 | DATA 47:40 | ADDR 39:32 | 110111 31:26 | OP 24:18 | SEG 17:16 | SLC 15 | GLC 14 | DLC 13 | OFFSET 12:0
//! ```
//!
//! Which other bits must be zero, which print cache-policy modifiers and which
//! LLVM ignores is per instruction and comes from the table (probed with
//! llvm-mc-22, see `tools/gen_flat_table.py`).

use super::DecodeError;
use crate::tables::flat::{
    self, FlatCell, FlatOperand, FlatRow, FLAT_DECODE, FLAT_ROWS, FLAT_SADDR,
};
use crate::target::{Gen, Target};

const ENCODING: u32 = 0b110111;
const SEG_GLOBAL: u32 = 2;
/// GFX9 ACC bit: the data and destination registers are AGPRs (gfx90a+).
pub const ACC: u64 = 1 << 55;

/// OP field: bits 24:18 in every generation's 64-bit FLAT layout.
pub const OP_SHIFT: u32 = 18;
pub const OP_BITS: u32 = 7;
const OP_MASK: u32 = (1 << OP_BITS) - 1;

/// Whether the first dword belongs to the 64-bit FLAT encoding of `target`.
pub fn matches(target: Target, word0: u32) -> bool {
    target.gen() != Gen::Gfx12 && word0 >> 26 == ENCODING
}

pub fn seg_shift(gen: Gen) -> u32 {
    if gen == Gen::Gfx11 {
        16
    } else {
        14
    }
}

pub fn glc_bit(gen: Gen) -> u32 {
    if gen == Gen::Gfx11 {
        14
    } else {
        16
    }
}

/// The LDS bit (GFX9/10); GFX11 has separate LDS opcodes.
pub fn lds_bit(gen: Gen) -> Option<u32> {
    (gen != Gen::Gfx11).then_some(13)
}

/// Width in bits of the signed offset field.
pub fn offset_bits(gen: Gen) -> u32 {
    if gen == Gen::Gfx10 {
        12
    } else {
        13
    }
}

/// Bits that identify the encoding, opcode and segment.
fn fixed(gen: Gen) -> u64 {
    0x3f << 26 | u64::from(OP_MASK) << OP_SHIFT | 3 << seg_shift(gen)
}

/// A GLOBAL instruction: table row, the cell (variant) it was built from, and
/// its canonical 64-bit word (bits LLVM ignores are cleared).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlatInst {
    pub row: u16,
    pub cell: u8,
    pub word: u64,
    /// Cache-policy bits written in the text that the encoding drops (LLVM's
    /// assembler takes `scc` on gfx90a's f32/f64 atomics, echoes it, and
    /// leaves the bit clear).
    pub unencoded: u64,
}

impl FlatInst {
    pub fn row(&self) -> &'static FlatRow {
        &FLAT_ROWS[self.row as usize]
    }

    pub fn cell(&self, target: Target) -> Option<&'static FlatCell> {
        self.row().cells[flat::group(target)?].get(self.cell as usize)
    }

    pub fn addr(&self) -> u8 {
        (self.word >> 32) as u8
    }
    pub fn data(&self) -> u8 {
        (self.word >> 40) as u8
    }
    pub fn saddr(&self) -> u8 {
        (self.word >> 48) as u8 & 0x7f
    }
    pub fn vdst(&self) -> u8 {
        (self.word >> 56) as u8
    }
    pub fn acc(&self) -> bool {
        self.word & ACC != 0
    }
    pub fn offset(&self, gen: Gen) -> i32 {
        let bits = offset_bits(gen);
        let raw = self.word as u32 & ((1 << bits) - 1);
        ((raw << (32 - bits)) as i32) >> (32 - bits)
    }

    pub fn decode(target: Target, word: u64) -> Result<FlatInst, DecodeError> {
        let gen = target.gen();
        let w0 = word as u32;
        if w0 >> seg_shift(gen) & 3 != SEG_GLOBAL {
            // FLAT and SCRATCH segments are not modelled yet
            return Err(DecodeError::Unsupported { len: 8 });
        }
        let group = flat::group(target).ok_or(DecodeError::Unsupported { len: 8 })?;
        let op = (w0 >> OP_SHIFT & OP_MASK) as usize;
        let mut variant = (w0 >> glc_bit(gen) & 1) as usize;
        if let Some(b) = lds_bit(gen) {
            variant |= ((w0 >> b & 1) as usize) << 1;
        }
        let entry = FLAT_DECODE[group][op * 4 + variant];
        if entry == 0 {
            return Err(DecodeError::Invalid);
        }
        let (row_index, cell_index) = ((entry >> 8) as usize - 1, (entry & 0xff) as usize);
        let row = &FLAT_ROWS[row_index];
        let cell = row.cells[group]
            .get(cell_index)
            .ok_or(DecodeError::Invalid)?;
        let zero = cell.zero | if word & ACC != 0 { cell.acc_zero } else { 0 };
        if word & zero & !field_bits(row) != 0 {
            return Err(DecodeError::Invalid);
        }
        let mut keep = fixed(gen)
            | cell.cpol
            | 1 << glc_bit(gen)
            | ((1 << offset_bits(gen)) - 1)
            | field_bits(row);
        if let Some(b) = lds_bit(gen) {
            keep |= 1 << b;
        }
        if cell.acc != 0 {
            keep |= ACC;
        }
        let inst = FlatInst {
            row: row_index as u16,
            cell: cell_index as u8,
            word: word & keep,
            unencoded: 0,
        };
        // AGPR tuples may not run past a255 (VGPR tuples print past v255)
        let past_a255 = |field: flat::Field, index: u8, width: u8| {
            inst.acc() && cell.acc_field(field) && u32::from(index) + u32::from(width) > 256
        };
        let agpr_overflow = row.operands.iter().any(|op| match *op {
            FlatOperand::Vdst(w) => past_a255(flat::Field::Vdst, inst.vdst(), w),
            FlatOperand::Data(w) => past_a255(flat::Field::Data, inst.data(), w),
            _ => false,
        });
        if agpr_overflow {
            return Err(DecodeError::Invalid);
        }
        if row.operands.contains(&FlatOperand::Saddr)
            && FLAT_SADDR[group][inst.saddr() as usize] == "-"
        {
            return Err(DecodeError::Invalid);
        }
        Ok(inst)
    }

    pub fn encode(&self) -> u64 {
        self.word
    }
}

/// The register fields `row` uses. (The probe that found the must-be-zero
/// bits flipped these too; a flip there names another register, which LLVM
/// judges by register class, so they are not must-be-zero bits.)
pub fn field_bits(row: &FlatRow) -> u64 {
    row.operands.iter().fold(0, |m, op| {
        m | match op {
            FlatOperand::Vaddr => 0xff << 32,
            FlatOperand::Data(_) => 0xff << 40,
            FlatOperand::Saddr => 0x7f << 48,
            FlatOperand::Vdst(_) => 0xff << 56,
        }
    })
}

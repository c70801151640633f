//! The FLAT encoding (GFX9-GFX11, 64 bits) and its three segments: FLAT (0),
//! SCRATCH (1) and GLOBAL (2).
//!
//! ```text
//! GFX9:   VDST 63:56 | ACC 55 | SADDR 54:48 | DATA 47:40 | ADDR 39:32 | 110111 31:26 | SC1 25 | OP 24:18 | SLC 17 | GLC 16 | SEG 15:14 | LDS 13 | OFFSET 12:0
//! GFX10:  VDST 63:56 | SADDR 54:48 | DATA 47:40 | ADDR 39:32 | 110111 31:26 | OP 24:18 | SLC 17 | GLC 16 | SEG 15:14 | LDS 13 | DLC 12 | OFFSET 11:0
//! GFX11:  VDST 63:56 | SVE 55 | SADDR 54:48 | DATA 47:40 | ADDR 39:32 | 110111 31:26 | OP 24:18 | SEG 17:16 | SLC 15 | GLC 14 | DLC 13 | OFFSET 12:0
//! ```
//!
//! Which other bits must be zero, which print cache-policy modifiers and which
//! LLVM ignores is per instruction and comes from the table (probed with
//! llvm-mc-22, see `tools/gen_flat_table.py`). SCRATCH's address is a VGPR,
//! an SGPR, both or neither; on gfx942/gfx950 bit 13 and on GFX11 bit 55 (SVE)
//! say whether the VGPR is used, on other targets one SADDR value does.

use super::flat12;
use super::DecodeError;
use crate::tables::flat::{
    self, FlatCell, FlatOperand, FlatRow, ScratchVaddr, Segment, FLAT_DECODE, FLAT_ROWS,
    FLAT_SADDR, FLAT_SCRATCH_SADDR, FLAT_SCRATCH_VADDR, FLAT_SEGMENT_SADDR,
};
use crate::target::{Gen, Target};

const ENCODING: u32 = 0b110111;
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

/// The LDS bit where it picks an opcode variant of `segment` on `group`
/// (gfx942's SCRATCH uses it as SVE instead).
pub fn variant_lds_bit(gen: Gen, group: usize, segment: Segment) -> Option<u32> {
    let b = lds_bit(gen)?;
    let sve =
        matches!(FLAT_SCRATCH_VADDR.get(group), Some(&ScratchVaddr::Sve(s)) if u32::from(s) == b);
    (!(segment == Segment::Scratch && sve)).then_some(b)
}

/// Width in bits of the offset field (signed for GLOBAL and SCRATCH; the
/// FLAT segment prints it unsigned and assembles one bit less).
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
    /// The target it was parsed or decoded for: [`crate::Inst`] encodes
    /// and prints it for that one.
    pub target: Target,
    pub row: u16,
    pub cell: u8,
    /// The first two dwords (all of it before GFX12).
    pub word: u64,
    /// GFX12's third dword (VADDR, OFFSET); 0 before.
    pub word2: u32,
    /// Cache-policy bits written in the text that the encoding drops (LLVM's
    /// assembler takes `scc` on gfx90a's f32/f64 atomics, echoes it, and
    /// leaves the bit clear), and [`SADDR_NULL`].
    pub unencoded: u64,
}

/// A flag of [`FlatInst::unencoded`]: the SADDR was written `null` where
/// LLVM's assembler takes it (GFX10+ SCRATCH and GLOBAL `_addtid`), which
/// encodes what `off` does (GFX10 SCRATCH: what a VGPR address does, with
/// none written) and which llvm-mc-22 echoes.
pub const SADDR_NULL: u64 = 1 << 63;

impl FlatInst {
    pub fn row(&self) -> &'static FlatRow {
        &FLAT_ROWS[self.row as usize]
    }

    pub fn cell(&self, target: Target) -> Option<&'static FlatCell> {
        self.row().cells[flat::group(target)?].get(self.cell as usize)
    }

    /// GFX12's 96-bit layout (the encoding field tells it apart).
    pub fn is_gfx12(&self) -> bool {
        flat12::is_vflat(self.word as u32)
    }
    /// Size in bytes.
    pub fn len(&self) -> usize {
        if self.is_gfx12() {
            12
        } else {
            8
        }
    }
    pub fn is_empty(&self) -> bool {
        false
    }
    /// The instruction's dwords (`len() / 4` of them).
    pub fn words(&self) -> [u32; 3] {
        [self.word as u32, (self.word >> 32) as u32, self.word2]
    }

    pub fn addr(&self) -> u8 {
        if self.is_gfx12() {
            return self.word2 as u8;
        }
        (self.word >> 32) as u8
    }
    pub fn data(&self) -> u8 {
        if self.is_gfx12() {
            return (self.word >> 55) as u8;
        }
        (self.word >> 40) as u8
    }
    pub fn saddr(&self) -> u8 {
        if self.is_gfx12() {
            return self.word as u8 & 0x7f;
        }
        (self.word >> 48) as u8 & 0x7f
    }
    pub fn vdst(&self) -> u8 {
        if self.is_gfx12() {
            return (self.word >> 32) as u8;
        }
        (self.word >> 56) as u8
    }
    pub fn acc(&self) -> bool {
        !self.is_gfx12() && self.word & ACC != 0
    }
    pub fn offset(&self, gen: Gen) -> i32 {
        if self.is_gfx12() {
            // a signed 24-bit field
            return (self.word2 as i32) >> 8;
        }
        let bits = offset_bits(gen);
        let raw = self.word as u32 & ((1 << bits) - 1);
        if self.row().segment == Segment::Flat {
            return raw as i32;
        }
        ((raw << (32 - bits)) as i32) >> (32 - bits)
    }

    /// SCRATCH: whether the VGPR address is used (on `group`'s rule).
    pub fn scratch_vaddr(&self, group: usize) -> bool {
        if self.is_gfx12() {
            return self.word & flat12::SVE != 0;
        }
        scratch_vaddr_on(self.word, group)
    }

    pub fn decode(target: Target, word: u64) -> Result<FlatInst, DecodeError> {
        let gen = target.gen();
        let w0 = word as u32;
        let group = flat::group(target).ok_or(DecodeError::Unsupported { len: 8 })?;
        let seg = w0 >> seg_shift(gen) & 3;
        let segment = match seg {
            0 => Segment::Flat,
            1 => Segment::Scratch,
            _ => Segment::Global,
        };
        let op = (w0 >> OP_SHIFT & OP_MASK) as usize;
        let mut variant = (w0 >> glc_bit(gen) & 1) as usize;
        if let Some(b) = variant_lds_bit(gen, group, segment) {
            variant |= ((w0 >> b & 1) as usize) << 1;
        }
        let (row_index, cell_index, row, cell) = lookup(group, seg, op, variant)?;
        let zero = cell.zero | if word & ACC != 0 { cell.acc_zero } else { 0 };
        if word & zero & !field_bits(row, word, group) != 0 {
            return Err(DecodeError::Invalid);
        }
        let saddr = (word >> 48) as u8 & 0x7f;
        if row.segment == Segment::Flat && FLAT_SEGMENT_SADDR.get(group) != Some(&saddr) {
            return Err(DecodeError::Invalid);
        }
        let mut keep = fixed(gen)
            | cell.cpol
            | 1 << glc_bit(gen)
            | ((1 << offset_bits(gen)) - 1)
            | field_bits(row, word, group);
        if let Some(b) = variant_lds_bit(gen, group, row.segment) {
            keep |= 1 << b;
        }
        if cell.acc != 0 {
            keep |= ACC;
        }
        let inst = FlatInst {
            target,
            row: row_index as u16,
            cell: cell_index as u8,
            word: word & keep,
            word2: 0,
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
        let spellings = if row.segment == Segment::Scratch {
            &FLAT_SCRATCH_SADDR[group][usize::from(row.lds)]
        } else {
            &FLAT_SADDR[group]
        };
        if row.operands.contains(&FlatOperand::Saddr) && spellings[inst.saddr() as usize] == "-" {
            return Err(DecodeError::Invalid);
        }
        Ok(inst)
    }

    pub fn encode(&self) -> u64 {
        self.word
    }
}

/// The register fields `row` uses in `word`, with the FLAT segment's fixed
/// SADDR and SCRATCH's SVE bit. (The probe that found the must-be-zero bits
/// flipped these too; a flip there names another register, which LLVM judges
/// by register class, so they are not must-be-zero bits.) SCRATCH ignores
/// its VADDR field when the VGPR address is off [exp: llvm-mc-22].
pub fn field_bits(row: &FlatRow, word: u64, group: usize) -> u64 {
    let mut bits = match row.segment {
        Segment::Flat => 0x7f << 48,
        Segment::Scratch => match FLAT_SCRATCH_VADDR.get(group) {
            Some(&ScratchVaddr::Sve(b)) => 1 << b,
            _ => 0,
        },
        Segment::Global => 0,
    };
    for op in row.operands {
        bits |= match op {
            FlatOperand::Vaddr if row.segment == Segment::Scratch => {
                if scratch_vaddr_on(word, group) {
                    0xff << 32
                } else {
                    0
                }
            }
            FlatOperand::Vaddr => 0xff << 32,
            FlatOperand::Data(_) => 0xff << 40,
            FlatOperand::Saddr => 0x7f << 48,
            FlatOperand::Vdst(_) => 0xff << 56,
        };
    }
    bits
}

/// SCRATCH: whether `word` uses its VGPR address on `group`.
pub fn scratch_vaddr_on(word: u64, group: usize) -> bool {
    match FLAT_SCRATCH_VADDR.get(group) {
        Some(&ScratchVaddr::Saddr(v)) => (word >> 48) as u8 & 0x7f == v,
        Some(&ScratchVaddr::Sve(b)) => word >> b & 1 != 0,
        None => false,
    }
}

/// The row and cell the segment, opcode and variant of a word name on
/// `group`, with their indices; a word naming none is invalid.
pub(super) fn lookup(
    group: usize,
    seg: u32,
    op: usize,
    variant: usize,
) -> Result<(usize, usize, &'static FlatRow, &'static FlatCell), DecodeError> {
    let slot = flat::decode_slot(seg, op, variant).ok_or(DecodeError::Invalid)?;
    let entry = FLAT_DECODE[group][slot];
    if entry == 0 {
        return Err(DecodeError::Invalid);
    }
    let (row_index, cell_index) = ((entry >> 8) as usize - 1, (entry & 0xff) as usize);
    let row = &FLAT_ROWS[row_index];
    let cell = row.cells[group]
        .get(cell_index)
        .ok_or(DecodeError::Invalid)?;
    Ok((row_index, cell_index, row, cell))
}

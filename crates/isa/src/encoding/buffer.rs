//! The MUBUF encoding (buffer memory, GFX9-GFX11, 64 bits).
//!
//! ```text
//! GFX9:   SOFFSET 63:56 | TFE/ACC 55 | SRSRC 52:48 | VDATA 47:40 | VADDR 39:32 | 111000 31:26 | OP 24:18 | SLC 17 | LDS 16 | SC1 15 | GLC 14 | IDXEN 13 | OFFEN 12 | OFFSET 11:0
//! GFX10:  SOFFSET 63:56 | TFE 55 | SLC 54 | SRSRC 52:48 | VDATA 47:40 | VADDR 39:32 | 111000 31:26 | OP[7] 25 | OP[6:0] 24:18 | LDS 16 | DLC 15 | GLC 14 | IDXEN 13 | OFFEN 12 | OFFSET 11:0
//! GFX11:  SOFFSET 63:56 | IDXEN 55 | OFFEN 54 | TFE 53 | SRSRC 52:48 | VDATA 47:40 | VADDR 39:32 | 111000 31:26 | OP 25:18 | GLC 14 | DLC 13 | SLC 12 | OFFSET 11:0
//! ```
//!
//! MTBUF (`tbuffer_*`, encoding 111010) has the same fields with a data
//! FORMAT in 25:19 and a 4-bit OP in 18:15 (GFX10: OP[2:0] in 18:16, OP[3] in
//! bit 53), no LDS bit, and its own cache-policy bits (SLC in 54 on GFX9/10).
//!
//! On gfx90a and later CDNA parts bit 55 is ACC (VDATA names AGPRs) and there
//! is no TFE. Which other bits must be zero, which print cache-policy
//! modifiers and which LLVM ignores is per instruction and comes from the
//! table (probed with llvm-mc-22, see `tools/gen_buffer_table.py`).
//!
//! GFX12 moved buffer memory to the 96-bit VBUFFER encoding (buffer_* and
//! tbuffer_*, the latter as OP 128-143), as `tools/probe_vbuffer.py` finds it
//! with llvm-mc-22:
//!
//! ```text
//! GFX12:  OFFSET 94:72 | VADDR 71:64 | IDXEN 63 | OFFEN 62 | FORMAT 61:55 | TH 54:52 | SCOPE 51:50 | SRSRC 49:41 | VDATA 39:32 | 110001 31:26 | TFE 22 | OP 21:14 | NV 7 | SOFFSET 6:0
//! ```
//!
//! `word` holds its low 64 bits and `hi` the third dword (VADDR, the 23-bit
//! unsigned offset; bit 95 must be zero). Bits 41-42 of SRSRC are ignored
//! (the resource is four aligned SGPRs) and 48-49 must be zero.

use super::DecodeError;
use crate::tables::buffer::{self, BufCell, BufOperand, BufRow, BUF_DECODE, BUF_ROWS, TBUF_DECODE};
use crate::tables::buffer::{BUF_SOFFSET, BUF_SRSRC};
use crate::target::{Gen, Target};

const ENCODING: u32 = 0b111000;
const MTBUF: u32 = 0b111010;
const VBUFFER: u32 = 0b110001;
/// GFX12: TH, SCOPE, NV, the TFE bit and tbuffer's first OP.
pub const TH_SHIFT: u32 = 52;
pub const SCOPE_SHIFT: u32 = 50;
pub const NV: u64 = 1 << 7;
const TFE12: u32 = 22;
pub const TBUF_OP12: u8 = 128;
/// GFX12: the offset field is 23 bits, in dword 2 above VADDR.
pub const OFFSET_BITS12: u32 = 23;
/// GFX12: the format field, 61:55 (LLVM's assembler writes 1 there for buffer_*).
pub const FORMAT_SHIFT12: u32 = 55;
/// The MTBUF data format field, 25:19.
pub const FORMAT_SHIFT: u32 = 19;
/// gfx90a+ ACC bit: the data registers are AGPRs.
pub const ACC: u64 = 1 << 55;
pub const GLC: u32 = 14;
/// The field is 12 bits, unsigned, in every generation here.
pub const OFFSET_MASK: u64 = 0xfff;

/// Whether the first dword belongs to the MUBUF encoding of `target`.
pub fn matches(target: Target, word0: u32) -> bool {
    if target.gen() == Gen::Gfx12 {
        return word0 >> 26 == VBUFFER;
    }
    word0 >> 26 == ENCODING || word0 >> 26 == MTBUF
}

/// The encoding bits (31:26) of a MUBUF or MTBUF word (GFX12: VBUFFER).
pub fn encoding_bits(gen: Gen, mtbuf: bool) -> u64 {
    let e = match (gen, mtbuf) {
        (Gen::Gfx12, _) => VBUFFER,
        (_, true) => MTBUF,
        _ => ENCODING,
    };
    u64::from(e) << 26
}

/// OFFEN and IDXEN bit positions.
pub fn offen_bit(gen: Gen) -> u32 {
    match gen {
        Gen::Gfx11 => 54,
        Gen::Gfx12 => 62,
        _ => 12,
    }
}
pub fn idxen_bit(gen: Gen) -> u32 {
    offen_bit(gen) + 1
}

/// The LDS bit (GFX9/10).
pub fn lds_bit(gen: Gen) -> Option<u32> {
    matches!(gen, Gen::Gfx9 | Gen::Gfx10).then_some(16)
}

/// The TFE bit; gfx90a and later CDNA use bit 55 for ACC instead.
pub fn tfe_bit(target: Target) -> Option<u32> {
    match target.gen() {
        Gen::Gfx11 => Some(53),
        Gen::Gfx12 => Some(TFE12),
        _ if target.needs_aligned_vgprs() => None,
        _ => Some(55),
    }
}

/// Whether bit 55 is ACC on `target`.
pub fn has_acc(target: Target) -> bool {
    target.gen() == Gen::Gfx9 && target.needs_aligned_vgprs()
}

/// The bits of the OP field holding `op` (of MUBUF, or of MTBUF).
pub fn op_bits(gen: Gen, mtbuf: bool, op: u8) -> u64 {
    let op = u64::from(op);
    match (mtbuf, gen) {
        (_, Gen::Gfx12) => {
            let first = if mtbuf { u64::from(TBUF_OP12) } else { 0 };
            ((op + first) & 0xff) << 14
        }
        (true, Gen::Gfx10) => (op & 7) << 16 | (op >> 3 & 1) << 53,
        (true, _) => (op & 0xf) << 15,
        (false, Gen::Gfx10) => (op & 0x7f) << 18 | (op >> 7 & 1) << 25,
        (false, Gen::Gfx9) => (op & 0x7f) << 18,
        (false, _) => (op & 0xff) << 18,
    }
}

fn op_of(gen: Gen, mtbuf: bool, word: u64) -> usize {
    match (mtbuf, gen) {
        (_, Gen::Gfx12) => (word >> 14 & 0xff) as usize % usize::from(TBUF_OP12),
        (true, Gen::Gfx10) => (word >> 16 & 7 | (word >> 53 & 1) << 3) as usize,
        (true, _) => (word >> 15 & 0xf) as usize,
        (false, Gen::Gfx9) => (word >> 18 & 0x7f) as usize,
        (false, Gen::Gfx10) => (word >> 18 & 0x7f | (word >> 25 & 1) << 7) as usize,
        (false, _) => (word >> 18 & 0xff) as usize,
    }
}

/// The variant bits (GLC, LDS, TFE) of a word (MTBUF has no LDS bit).
pub fn variant_of(target: Target, mtbuf: bool, word: u64) -> u8 {
    let gen = target.gen();
    // (GFX12: TH bit 0 makes an atomic return, with no variant of its own)
    let mut v = if gen == Gen::Gfx12 {
        0
    } else {
        (word >> GLC & 1) as u8
    };
    if let Some(b) = lds_bit(gen).filter(|_| !mtbuf) {
        v |= ((word >> b & 1) as u8) << 1;
    }
    if let Some(b) = tfe_bit(target) {
        v |= ((word >> b & 1) as u8) << 2;
    }
    v
}

/// The word bits that spell variant `v`.
pub fn variant_bits(target: Target, mtbuf: bool, v: u8) -> u64 {
    let gen = target.gen();
    let mut w = if gen == Gen::Gfx12 {
        0
    } else {
        u64::from(v & 1) << GLC
    };
    if let Some(b) = lds_bit(gen).filter(|_| !mtbuf) {
        w |= u64::from(v >> 1 & 1) << b;
    }
    if let Some(b) = tfe_bit(target) {
        w |= u64::from(v >> 2 & 1) << b;
    }
    w
}

/// A buffer instruction: table row, the cell (variant) it was built from,
/// and its canonical word (bits LLVM ignores are cleared; GFX12 adds `hi`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BufInst {
    /// The target it was parsed or decoded for: [`crate::Inst`] encodes
    /// and prints it for that one.
    pub target: Target,
    pub row: u16,
    pub cell: u8,
    pub word: u64,
    /// The offset as written when it exceeds the field: LLVM's assembler
    /// takes 16 bits, encodes the low 12 and prints the value it was given.
    pub text_offset: u16,
    /// Cache-policy bits written in the text that the encoding drops (LLVM's
    /// assembler takes `scc` on gfx90a's float atomics, echoes it, and leaves
    /// the bit clear).
    pub unencoded: u64,
    /// GFX12's VBUFFER: `word` is the low 64 bits and `hi` the third dword.
    pub vbuffer: bool,
    pub hi: u32,
    /// SOFFSET written `src_scc` on GFX12: LLVM's assembler takes it, encodes
    /// the low 7 bits of its number (m0's) and echoes `src_scc`.
    pub text_scc: bool,
}

impl BufInst {
    pub fn row(&self) -> &'static BufRow {
        &BUF_ROWS[self.row as usize]
    }

    pub fn cell(&self, target: Target) -> Option<&'static BufCell> {
        self.row().cells[buffer::group(target)?].get(self.cell as usize)
    }

    pub fn vaddr(&self) -> u8 {
        if self.vbuffer {
            self.hi as u8
        } else {
            (self.word >> 32) as u8
        }
    }
    pub fn vdata(&self) -> u8 {
        (self.word >> if self.vbuffer { 32 } else { 40 }) as u8
    }
    /// SRSRC as its field value (the first SGPR divided by 4).
    pub fn srsrc(&self) -> u8 {
        (self.word >> if self.vbuffer { 43 } else { 48 }) as u8 & 0x1f
    }
    pub fn soffset(&self) -> u8 {
        if self.vbuffer {
            self.word as u8 & 0x7f
        } else {
            (self.word >> 56) as u8
        }
    }
    /// GFX12's TH and SCOPE fields.
    pub fn th(&self) -> u8 {
        (self.word >> TH_SHIFT) as u8 & 7
    }
    pub fn scope(&self) -> u8 {
        (self.word >> SCOPE_SHIFT) as u8 & 3
    }
    /// Size in bytes: 12 for GFX12's VBUFFER, 8 before.
    pub fn len(&self) -> usize {
        if self.vbuffer {
            12
        } else {
            8
        }
    }
    pub fn is_empty(&self) -> bool {
        false
    }
    /// The dwords of the encoding (the first `len() / 4` are used).
    pub fn words(&self) -> [u32; 3] {
        [self.word as u32, (self.word >> 32) as u32, self.hi]
    }
    pub fn acc(&self, target: Target) -> bool {
        has_acc(target) && self.word & ACC != 0
    }
    /// The MTBUF data format.
    pub fn format(&self) -> u8 {
        let shift = if self.vbuffer {
            FORMAT_SHIFT12
        } else {
            FORMAT_SHIFT
        };
        (self.word >> shift) as u8 & 0x7f
    }
    pub fn offset(&self) -> u32 {
        if self.vbuffer {
            self.hi >> 8
        } else {
            (self.word & OFFSET_MASK) as u32
        }
    }
    pub fn offen(&self, gen: Gen) -> bool {
        self.word >> offen_bit(gen) & 1 != 0
    }
    pub fn idxen(&self, gen: Gen) -> bool {
        self.word >> idxen_bit(gen) & 1 != 0
    }
    /// Number of address VGPRs: one per OFFEN / IDXEN.
    pub fn vaddr_width(&self, gen: Gen) -> u8 {
        u8::from(self.offen(gen)) + u8::from(self.idxen(gen))
    }

    /// Decodes a MUBUF / MTBUF word, or (`hi`: its third dword) GFX12's VBUFFER.
    pub fn decode(target: Target, word: u64, hi: u32) -> Result<BufInst, DecodeError> {
        let gen = target.gen();
        let vbuffer = gen == Gen::Gfx12;
        let group = buffer::group(target).ok_or(DecodeError::Unsupported {
            len: if vbuffer { 12 } else { 8 },
        })?;
        let mtbuf = if vbuffer {
            word >> 14 & 0xff >= u64::from(TBUF_OP12)
        } else {
            (word as u32) >> 26 == MTBUF
        };
        let op = op_of(gen, mtbuf, word);
        let variant = variant_of(target, mtbuf, word) as usize;
        let entry = if mtbuf {
            TBUF_DECODE[group]
                .get(op * 8 + variant)
                .copied()
                .unwrap_or(0)
        } else {
            BUF_DECODE[group][op * 8 + variant]
        };
        if entry == 0 {
            return Err(DecodeError::Invalid);
        }
        let (row_index, cell_index) = ((entry >> 8) as usize - 1, (entry & 0xff) as usize);
        let row = &BUF_ROWS[row_index];
        let cell = row.cells[group]
            .get(cell_index)
            .ok_or(DecodeError::Invalid)?;
        let acc = has_acc(target) && word & ACC != 0;
        let zero = cell.zero | if acc { cell.acc_zero } else { 0 };
        if word & zero & !field_bits(gen, row) != 0 {
            return Err(DecodeError::Invalid);
        }
        let soffset = if vbuffer {
            (word & 0x7f) as usize
        } else {
            (word >> 56) as usize
        };
        // bit 95 must be zero, and SRSRC's ignored low bits (41-42) with
        // `null` (SGPR 124; 125-127 are no resource) [exp: llvm-mc-22]
        if vbuffer && (hi >> 31 != 0 || word >> 43 & 0x1f == 31 && word >> 41 & 3 != 0) {
            return Err(DecodeError::Invalid);
        }
        if soffset == 255 && row.has(BufOperand::Soffset) {
            // a literal SOFFSET: GFX11 reads a third dword (not modelled)
            return Err(if gen == Gen::Gfx11 {
                DecodeError::Unsupported { len: 12 }
            } else {
                DecodeError::Invalid
            });
        }
        let keep = 0x3f << 26
            | if vbuffer {
                0xff << 14
            } else {
                op_bits(gen, mtbuf, 0xff)
            }
            | variant_bits(target, mtbuf, 7)
            | cell.cpol
            | cell.keep
            | field_bits(gen, row)
            | if cell.acc { ACC } else { 0 };
        // LLVM ignores buffer_*'s format field and assembles 1 there
        let canon = if vbuffer && !row.format {
            1 << FORMAT_SHIFT12
        } else {
            0
        };
        let inst = BufInst {
            target,
            row: row_index as u16,
            cell: cell_index as u8,
            word: word & keep | canon,
            text_offset: 0,
            unencoded: 0,
            vbuffer,
            hi: if vbuffer { hi & 0x7fff_ffff } else { 0 },
            text_scc: false,
        };
        for op in row.operands {
            let ok = match *op {
                // AGPR tuples may not run past a255 (VGPR tuples print past v255)
                BufOperand::Vdata(w) => {
                    !(inst.acc(target) && u32::from(inst.vdata()) + u32::from(w) > 256)
                }
                BufOperand::Srsrc => BUF_SRSRC[group][inst.srsrc() as usize] != "-",
                BufOperand::Soffset => BUF_SOFFSET[group][soffset] != "-",
                BufOperand::Vaddr => true,
            };
            if !ok {
                return Err(DecodeError::Invalid);
            }
        }
        Ok(inst)
    }

    /// The first 64 bits of the encoding (all of it before GFX12; see `words`).
    pub fn encode(&self) -> u64 {
        self.word
    }
}

/// The operand fields `row` uses (OFFEN and IDXEN belong to the address).
/// (The probe that found the must-be-zero bits left these alone: a flip there
/// names another register, which LLVM judges by register class.)
pub fn field_bits(gen: Gen, row: &BufRow) -> u64 {
    if gen == Gen::Gfx12 {
        // (VADDR itself is in the third dword)
        return row.operands.iter().fold(0, |m, op| {
            m | match op {
                BufOperand::Vaddr => 1 << offen_bit(gen) | 1 << idxen_bit(gen),
                BufOperand::Vdata(_) => 0xff << 32,
                BufOperand::Srsrc => 0x1f << 43,
                BufOperand::Soffset => 0x7f,
            }
        }) | if row.format {
            0x7f << FORMAT_SHIFT12
        } else {
            0
        };
    }
    row.operands.iter().fold(0, |m, op| {
        m | match op {
            BufOperand::Vaddr => 0xff << 32 | 1 << offen_bit(gen) | 1 << idxen_bit(gen),
            BufOperand::Vdata(_) => 0xff << 40,
            BufOperand::Srsrc => 0x1f << 48,
            BufOperand::Soffset => 0xff << 56,
        }
    }) | if row.format { 0x7f << FORMAT_SHIFT } else { 0 }
}

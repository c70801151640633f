//! The DS encoding: 64 bits, one layout per generation.
//!
//! ```text
//! GFX9:      VDST 63:56 | DATA1 55:48 | DATA0 47:40 | ADDR 39:32 | 110110 31:26 | ACC 25 | OP 24:17 | GDS 16 | OFFSET1 15:8 | OFFSET0 7:0
//! GFX10-12:  VDST 63:56 | DATA1 55:48 | DATA0 47:40 | ADDR 39:32 | 110110 31:26 | OP 25:18 | GDS 17 | OFFSET1 15:8 | OFFSET0 7:0
//! ```

use super::DecodeError;
use crate::tables::ds::{DsCell, DsRow, Field, GdsBit, OffsetKind, DS_DECODE, DS_GROUPS, DS_ROWS};
use crate::target::{Gen, Target};

const ENCODING: u32 = 0b110110;

/// Whether the first dword belongs to the DS encoding.
pub fn matches(word0: u32) -> bool {
    word0 >> 26 == ENCODING
}

/// Positions of the per-generation fields of the first dword.
#[derive(Clone, Copy)]
pub struct Layout {
    pub op_shift: u32,
    pub gds_bit: u32,
    pub acc_bit: Option<u32>,
}

impl Layout {
    pub fn of(target: Target) -> Layout {
        match target.gen() {
            Gen::Gfx9 => Layout {
                op_shift: 17,
                gds_bit: 16,
                acc_bit: Some(25),
            },
            _ => Layout {
                op_shift: 18,
                gds_bit: 17,
                acc_bit: None,
            },
        }
    }
}

/// Per row: the bytes of the second dword its register operands fill.
static USED_FIELDS: [u32; DS_ROWS.len()] = {
    let mut t = [0u32; DS_ROWS.len()];
    let mut r = 0;
    while r < DS_ROWS.len() {
        let ops = DS_ROWS[r].operands;
        let mut i = 0;
        while i < ops.len() {
            t[r] |= 0xff << (8 * ops[i].field as u32);
            i += 1;
        }
        r += 1;
    }
    t
};

/// Per row: `width - 1` of each AGPR-capable register operand, in the byte
/// of the second dword it fills. Adding it to the 7 low bits of each byte
/// cannot carry into the next byte, and a byte whose top bit is set in both
/// the register and the sum is a tuple that runs past 255.
static ACC_TAIL: [u32; DS_ROWS.len()] = {
    let mut t = [0u32; DS_ROWS.len()];
    let mut r = 0;
    while r < DS_ROWS.len() {
        let ops = DS_ROWS[r].operands;
        let mut i = 0;
        while i < ops.len() {
            if ops[i].acc {
                t[r] |= (ops[i].width as u32 - 1) << (8 * ops[i].field as u32);
            }
            i += 1;
        }
        r += 1;
    }
    t
};

/// What [`DsInst::decode`] needs of a row on one DS group, per group and
/// opcode, packed in a word (0: no instruction): 1 + the row in the low
/// bits, then flags, then the bytes of the second dword its registers fill.
static DECODE_INFO: [[u64; 256]; DS_GROUPS.len()] = {
    let mut t = [[0u64; 256]; DS_GROUPS.len()];
    let mut g = 0;
    while g < DS_GROUPS.len() {
        let mut op = 0;
        while op < 256 {
            let index = DS_DECODE[g][op] as usize;
            if index != 0 {
                let row = &DS_ROWS[index - 1];
                if let Some(cell) = &row.cells[g] {
                    let (gds0, gds1, kept) = match cell.gds {
                        GdsBit::Printed => (1, 1, 1),
                        GdsBit::Ignored => (1, 1, 0),
                        GdsBit::Required => (0, 1, 1),
                        GdsBit::Invalid => (1, 0, 0),
                    };
                    t[g][op] = index as u64
                        | gds0 << INFO_GDS_OK
                        | gds1 << (INFO_GDS_OK + 1)
                        | kept << INFO_GDS_KEPT
                        | (cell.acc as u64) << INFO_ACC_OK
                        | (matches!(row.offset, OffsetKind::None) as u64) << INFO_NO_OFFSET
                        | (USED_FIELDS[index - 1] as u64) << INFO_USED;
                }
            }
            op += 1;
        }
        g += 1;
    }
    t
};

/// Per row and DS group: the first dword's encoding and opcode bits (0:
/// the row is not on the group).
static ENCODE_BASE: [[u32; DS_GROUPS.len()]; DS_ROWS.len()] = {
    let mut t = [[0u32; DS_GROUPS.len()]; DS_ROWS.len()];
    let mut r = 0;
    while r < DS_ROWS.len() {
        let mut g = 0;
        while g < DS_GROUPS.len() {
            if let Some(cell) = &DS_ROWS[r].cells[g] {
                // GFX9 groups come first in the table (checked in the tests)
                let shift = if g < GFX9_GROUPS { 17 } else { 18 };
                t[r][g] = ENCODING << 26 | (cell.op as u32) << shift;
            }
            g += 1;
        }
        r += 1;
    }
    t
};

/// The DS groups of the GFX9 layout (OP at bit 17): the first four.
const GFX9_GROUPS: usize = 4;

/// Fields of a [`DECODE_INFO`] word.
const INFO_ROW: u64 = 0xffff;
/// Two bits: a clear, a set GDS bit decodes.
const INFO_GDS_OK: u32 = 16;
/// A set GDS bit is printed (not dropped).
const INFO_GDS_KEPT: u32 = 18;
/// The ACC bit decodes.
const INFO_ACC_OK: u32 = 19;
/// The offset bits must be zero.
const INFO_NO_OFFSET: u32 = 20;
/// From here: the used bytes of the second dword.
const INFO_USED: u32 = 32;

/// A DS instruction: a table row plus its field values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DsInst {
    /// The target it was parsed or decoded for: [`crate::Inst`] encodes
    /// and prints it for that one.
    pub target: Target,
    pub row: u16,
    /// Register numbers indexed by [`Field`]; unused fields stay zero.
    pub regs: [u8; 4],
    /// ACC bit: the operands marked `acc` in the table are AGPRs.
    pub acc: bool,
    /// `{OFFSET1, OFFSET0}`.
    pub offset: u16,
    pub gds: bool,
}

impl DsInst {
    /// Row `row` with every field zero: where the parsers start.
    pub fn empty(target: Target, row: usize) -> DsInst {
        DsInst {
            target,
            row: row as u16,
            regs: [0; 4],
            acc: false,
            offset: 0,
            gds: false,
        }
    }

    pub fn row(&self) -> &'static DsRow {
        &DS_ROWS[self.row as usize]
    }

    /// The row's entry for `target`; present for any `DsInst` built for it.
    pub fn cell(&self, target: Target) -> Option<&'static DsCell> {
        self.row().cells[target.ds_group()].as_ref()
    }

    pub fn reg(&self, field: Field) -> u8 {
        self.regs[field as usize]
    }

    #[inline(always)]
    pub fn decode(target: Target, word: u64) -> Result<DsInst, DecodeError> {
        let lo = word as u32;
        let group = target.ds_group();
        let gfx9 = group < GFX9_GROUPS;
        let (op_shift, gds_shift) = if gfx9 { (17, 16) } else { (18, 17) };
        let info = DECODE_INFO
            .get(group)
            .and_then(|g| g.get(usize::from((lo >> op_shift) as u8)))
            .copied()
            .unwrap_or(0);
        let gds = lo >> gds_shift & 1;
        let acc = gfx9 && lo >> 25 & 1 != 0;
        let offset = lo as u16;
        let hi = (word >> 32) as u32;
        // LLVM's decoder insists that fields the instruction does not use are
        // zero; the rest of the checks are the row's, packed in `info`.
        let bad = info == 0
            || info >> (INFO_GDS_OK + gds) & 1 == 0
            || (acc && info >> INFO_ACC_OK & 1 == 0)
            || (offset != 0 && info >> INFO_NO_OFFSET & 1 != 0)
            || hi & !(info >> INFO_USED) as u32 != 0;
        if bad {
            return Err(DecodeError::Invalid);
        }
        let row_index = (info & INFO_ROW) as u16 - 1;
        let regs = hi.to_le_bytes();
        // AGPR tuples may not run past a255 (VGPR tuples print past v255).
        if acc {
            let tail = ACC_TAIL.get(usize::from(row_index)).copied().unwrap_or(0);
            if hi & ((hi & 0x7f7f_7f7f) + tail) & 0x8080_8080 != 0 {
                return Err(DecodeError::Invalid);
            }
        }
        Ok(DsInst {
            target,
            row: row_index,
            regs,
            acc,
            offset,
            gds: gds != 0 && info >> INFO_GDS_KEPT & 1 != 0,
        })
    }

    #[inline]
    pub fn encode(&self) -> u64 {
        let target = self.target;
        let base = ENCODE_BASE
            .get(usize::from(self.row))
            .and_then(|r| r.get(target.ds_group()))
            .copied()
            .unwrap_or(0);
        assert!(base != 0, "instruction exists on target");
        let gfx9 = target.gen() == Gen::Gfx9;
        let gds_shift = if gfx9 { 16 } else { 17 };
        // the ACC bit exists on GFX9 encodings only
        let acc = u32::from(self.acc && gfx9) << 25;
        let lo = base | u32::from(self.offset) | u32::from(self.gds) << gds_shift | acc;
        let hi = u32::from_le_bytes(self.regs);
        u64::from(hi) << 32 | u64::from(lo)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The packed tables agree with the layouts of every target.
    #[test]
    fn groups_follow_layouts() {
        for t in Target::all() {
            let layout = Layout::of(t);
            assert_eq!(t.ds_group() < GFX9_GROUPS, layout.op_shift == 17, "{t}");
            assert_eq!(layout.acc_bit.is_some(), t.gen() == Gen::Gfx9, "{t}");
        }
    }

    /// The carry test on [`ACC_TAIL`] finds exactly the AGPR tuples that run
    /// past 255, for every row, operand and register number.
    #[test]
    fn acc_tail_finds_tuples_past_255() {
        for (r, row) in DS_ROWS.iter().enumerate() {
            for op in row.operands {
                // a width above 129 could carry into the next byte
                assert!(
                    op.width >= 1 && (!op.acc || op.width <= 129),
                    "{}",
                    row.name
                );
                for reg in 0..=255u32 {
                    let hi = reg << (8 * op.field as u32);
                    let flagged = hi & ((hi & 0x7f7f_7f7f) + ACC_TAIL[r]) & 0x8080_8080 != 0;
                    assert_eq!(
                        flagged,
                        op.acc && reg + u32::from(op.width) > 256,
                        "{} {reg}",
                        row.name
                    );
                }
            }
        }
    }
}

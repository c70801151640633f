//! The DS encoding: 64 bits, one layout per generation.
//!
//! ```text
//! GFX9:      VDST 63:56 | DATA1 55:48 | DATA0 47:40 | ADDR 39:32 | 110110 31:26 | ACC 25 | OP 24:17 | GDS 16 | OFFSET1 15:8 | OFFSET0 7:0
//! GFX10-12:  VDST 63:56 | DATA1 55:48 | DATA0 47:40 | ADDR 39:32 | 110110 31:26 | OP 25:18 | GDS 17 | OFFSET1 15:8 | OFFSET0 7:0
//! ```

use super::DecodeError;
use crate::tables::ds::{DsCell, DsRow, Field, GdsBit, OffsetKind, DS_DECODE, DS_ROWS};
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

/// A DS instruction: a table row plus its field values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DsInst {
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

    pub fn decode(target: Target, word: u64) -> Result<DsInst, DecodeError> {
        let lo = word as u32;
        let layout = Layout::of(target);
        let op = (lo >> layout.op_shift) as u8;
        let index = DS_DECODE[target.ds_group()][op as usize];
        if index == 0 {
            return Err(DecodeError::Invalid);
        }
        let row = &DS_ROWS[index as usize - 1];
        let cell = row.cells[target.ds_group()]
            .as_ref()
            .ok_or(DecodeError::Invalid)?;
        let gds = lo >> layout.gds_bit & 1 != 0;
        let gds_ok = match cell.gds {
            GdsBit::Printed | GdsBit::Ignored => true,
            GdsBit::Required => gds,
            GdsBit::Invalid => !gds,
        };
        let acc = layout.acc_bit.is_some_and(|b| lo >> b & 1 != 0);
        let offset = lo as u16;
        if !gds_ok || (acc && !cell.acc) || (row.offset == OffsetKind::None && offset != 0) {
            return Err(DecodeError::Invalid);
        }
        // LLVM's decoder insists that fields the instruction does not use are zero.
        let used = USED_FIELDS
            .get(usize::from(index - 1))
            .copied()
            .unwrap_or(0);
        let hi = (word >> 32) as u32;
        if hi & !used != 0 {
            return Err(DecodeError::Invalid);
        }
        let regs = hi.to_le_bytes();
        // AGPR tuples may not run past a255 (VGPR tuples print past v255).
        if acc
            && row
                .operands
                .iter()
                .any(|o| o.acc && u32::from(regs[o.field as usize]) + u32::from(o.width) > 256)
        {
            return Err(DecodeError::Invalid);
        }
        let gds = gds && cell.gds != GdsBit::Ignored;
        Ok(DsInst {
            row: index - 1,
            regs,
            acc,
            offset,
            gds,
        })
    }

    pub fn encode(&self, target: Target) -> u64 {
        let layout = Layout::of(target);
        let cell = self.cell(target).expect("instruction exists on target");
        let mut lo =
            ENCODING << 26 | u32::from(cell.op) << layout.op_shift | u32::from(self.offset);
        lo |= u32::from(self.gds) << layout.gds_bit;
        if let Some(b) = layout.acc_bit {
            lo |= u32::from(self.acc) << b;
        }
        let hi = u32::from_le_bytes(self.regs);
        u64::from(hi) << 32 | u64::from(lo)
    }
}

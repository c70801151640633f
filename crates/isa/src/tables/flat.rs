//! The FLAT-encoding table (GFX9-GFX11: its GLOBAL, FLAT and SCRATCH
//! segments; GFX12: VGLOBAL, VFLAT and VSCRATCH): one row per mnemonic and
//! operand list, one column per group of targets LLVM treats identically.
//! A column holds one cell per variant of the bits that pick the operand list
//! (GLC: an atomic returns its old value; LDS: the data goes to LDS).

use crate::target::Target;

/// The SEG field: which address space the instruction reaches. The
/// mnemonic's prefix names it (`flat_`, `scratch_`, `global_`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Segment {
    Flat = 0,
    Scratch = 1,
    Global = 2,
}

/// What turns SCRATCH's VGPR address on, per group [exp: llvm-mc-22, see
/// `tools/gen_flat_table.py`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScratchVaddr {
    /// GFX9/GFX10: this SADDR value (which then means no SGPR).
    Saddr(u8),
    /// gfx942/gfx950 and GFX11: this bit (SVE).
    Sve(u8),
}

/// A register field of the FLAT encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Addr = 0,
    Data = 1,
    Vdst = 3,
}

/// One operand, in the order the assembly text lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlatOperand {
    Vdst(u8),
    /// The address: a VGPR pair, or one VGPR (an offset) when SADDR is used.
    Vaddr,
    Data(u8),
    /// An SGPR pair or `off`.
    Saddr,
}

/// LLVM names a register class in a comment when a register breaks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlatNote {
    pub field: Field,
    pub acc: bool,
    pub odd: bool,
    pub class: &'static str,
}

/// One instruction variant on one group of targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlatCell {
    pub op: u8,
    /// Bit 0: GLC set; bit 1: LDS set.
    pub variant: u8,
    /// Bits that make the word invalid when set.
    pub zero: u64,
    /// Cache-policy bits that print as modifiers.
    pub cpol: u64,
    /// Fields the ACC bit turns into AGPRs (bit 0: VDST, bit 1: DATA).
    pub acc: u8,
    /// Bits that make the word invalid when the ACC bit is set.
    pub acc_zero: u64,
    /// GFX12: the `FLAT_TH` table that spells this cell's TH and SCOPE.
    pub th: u8,
    pub notes: &'static [FlatNote],
}

impl FlatCell {
    pub fn note(&self, field: Field, acc: bool, odd: bool) -> Option<&'static str> {
        self.notes
            .iter()
            .find(|n| n.field == field && n.acc == acc && n.odd == odd)
            .map(|n| n.class)
    }
    pub fn acc_field(&self, field: Field) -> bool {
        match field {
            Field::Vdst => self.acc & 1 != 0,
            Field::Data => self.acc & 2 != 0,
            Field::Addr => false,
        }
    }
}

#[derive(Debug)]
pub struct FlatRow {
    pub name: &'static str,
    pub segment: Segment,
    pub operands: &'static [FlatOperand],
    /// The LDS form: the `lds` modifier is part of the instruction.
    pub lds: bool,
    pub cells: [&'static [FlatCell]; FLAT_GROUPS.len()],
    /// Another row with the same name (e.g. an atomic's returning form).
    pub twin: Option<u16>,
}

include!(concat!(env!("OUT_DIR"), "/flat_table.rs"));

/// The index into a `FLAT_DECODE` column of opcode `op`, variant `variant`
/// of the segment with SEG field `seg` (one block of 1024 per segment, as
/// build.rs lays them out); `None` for the reserved SEG value 3.
pub fn decode_slot(seg: u32, op: usize, variant: usize) -> Option<usize> {
    (seg < 3 && op < 256 && variant < 4).then_some(seg as usize * 1024 + op * 4 + variant)
}

/// The column of the table that `target` reads (GFX12's VFLAT, VSCRATCH and
/// VGLOBAL have their own); `None` for a target the table does not know.
pub fn group(target: Target) -> Option<usize> {
    match FLAT_GROUP_OF_DS_GROUP.get(target.ds_group()) {
        Some(&g) if g != u8::MAX => Some(g as usize),
        _ => FLAT_GROUP_TARGETS
            .iter()
            .position(|g| g.contains(&target.name())),
    }
}

/// `FLAT_NAMES` hashed at compile time (one probe per mnemonic).
pub(crate) static FLAT_HASH: super::NameHash<u16> = super::NameHash::new(&FLAT_NAMES);

/// Row index of `name` on group `group`.
pub fn lookup(name: &str, group: usize) -> Option<usize> {
    FLAT_HASH.row_on(name, group as u32)
}

/// Groups on which `name` exists, as a bit mask.
pub fn groups_having(name: &str) -> u16 {
    FLAT_HASH.mask_of(name)
}

/// Every FLAT-encoding spelling, for suggestions.
pub fn all_names() -> impl Iterator<Item = &'static str> {
    FLAT_NAMES.iter().map(|e| e.0)
}

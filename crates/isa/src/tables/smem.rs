//! The SMEM (scalar memory) table: one row per mnemonic and operand list, one
//! column per group of targets that LLVM treats identically, plus LLVM's
//! spelling of every value of the register fields.

use crate::target::Target;

/// One operand, in the order the assembly text lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmemOperand {
    /// SDATA as a register tuple of this many dwords.
    Sdata(u8),
    /// SDATA as a small number (`s_atc_probe`, the `s_prefetch_*` length).
    SdataImm,
    /// SBASE as an SGPR pair (2) or a buffer resource quad (4).
    Sbase(u8),
    /// The address offset: an immediate, an SGPR, or both (`s5 offset:0x10`).
    Offset,
    /// SOFFSET printed as an operand of its own (`s_prefetch_*`).
    Soffset,
}

/// One instruction on one group of targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SmemCell {
    pub op: u8,
    /// Bits that make the word invalid when set.
    pub zero: u64,
    /// Cache-policy bits that print as modifiers.
    pub cpol: u64,
    /// Spelling classes (indexes into [`SMEM_CLASSES`]) of SDATA, SBASE, SOFFSET.
    pub sdata: u8,
    pub sbase: u8,
    pub soffset: u8,
}

/// No spelling class (the field is not an operand).
pub const NO_CLASS: u8 = u8::MAX;

#[derive(Debug)]
pub struct SmemRow {
    pub name: &'static str,
    pub operands: &'static [SmemOperand],
    pub cells: [Option<SmemCell>; SMEM_GROUPS.len()],
}

impl SmemRow {
    pub fn has(&self, op: SmemOperand) -> bool {
        self.operands.contains(&op)
    }
    pub fn has_sdata(&self) -> bool {
        self.operands
            .iter()
            .any(|o| matches!(o, SmemOperand::Sdata(_) | SmemOperand::SdataImm))
    }
    pub fn has_sbase(&self) -> bool {
        self.operands
            .iter()
            .any(|o| matches!(o, SmemOperand::Sbase(_)))
    }
    /// Buffer instructions take an unsigned offset; the others a signed one.
    pub fn is_buffer(&self) -> bool {
        self.name.contains("buffer")
    }
}

include!(concat!(env!("OUT_DIR"), "/smem_table.rs"));

/// LLVM's text for value `v` of a field in spelling class `class` (`None`: invalid).
pub fn spelling(class: u8, v: u8) -> Option<&'static str> {
    let s = *SMEM_CLASSES.get(class as usize)?.get(v as usize)?;
    (s != "-").then_some(s)
}

/// The column of the SMEM table that `target` reads.
pub fn group(target: Target) -> usize {
    match SMEM_GROUP_OF_DS_GROUP.get(target.ds_group()) {
        Some(&g) if g != u8::MAX => g as usize,
        // a DS group that SMEM splits: find the target by name
        _ => SMEM_GROUP_TARGETS
            .iter()
            .position(|g| g.contains(&target.name()))
            .unwrap_or(0),
    }
}

/// `SMEM_NAMES` hashed at compile time (one probe per mnemonic).
pub(crate) static SMEM_HASH: super::NameHash<u16> = super::NameHash::new(&SMEM_NAMES);

/// Row index of `name` (canonical or alias) on SMEM group `group`.
pub fn lookup(name: &str, group: usize) -> Option<usize> {
    SMEM_HASH.row_on(name, group as u32)
}

/// Groups on which `name` (canonical or alias) exists, as a bit mask.
pub fn groups_having(name: &str) -> u16 {
    SMEM_HASH.mask_of(name)
}

/// Every SMEM spelling (canonical and alias), for suggestions.
pub fn all_names() -> impl Iterator<Item = &'static str> {
    SMEM_NAMES.iter().map(|e| e.0)
}

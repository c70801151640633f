//! The buffer table (MUBUF and MTBUF encodings, GFX9-GFX11; GFX12's VBUFFER): one row per mnemonic and
//! operand list, one column per group of targets LLVM treats identically.
//! A column holds one cell per variant of the bits that pick the operand list
//! (GLC: an atomic returns its old value; LDS: the data goes to LDS; TFE: one
//! more data register receives the fault status).

use crate::target::Target;

/// A vector register field of the MUBUF encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Vaddr,
    Vdata,
}

/// One operand, in the order the assembly text lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufOperand {
    /// Data registers (loaded or stored; an atomic's operand and result).
    Vdata(u8),
    /// The address VGPRs: none (`off`), one (`offen` or `idxen`) or a pair (both).
    Vaddr,
    /// The buffer resource, four aligned SGPRs.
    Srsrc,
    /// A scalar offset: an SGPR or an inline constant.
    Soffset,
}

/// LLVM names a register class in a comment when a register breaks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BufNote {
    pub field: Field,
    pub acc: bool,
    pub odd: bool,
    pub class: &'static str,
}

/// One instruction variant on one group of targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BufCell {
    pub op: u8,
    /// Bit 0: GLC set; bit 1: LDS set; bit 2: TFE set.
    pub variant: u8,
    /// Bits that make the word invalid when set.
    pub zero: u64,
    /// Cache-policy bits that print as modifiers.
    pub cpol: u64,
    /// Other bits that are part of the instruction (the offset field).
    pub keep: u64,
    /// The ACC bit turns VDATA into AGPRs.
    pub acc: bool,
    /// Bits that make the word invalid when the ACC bit is set.
    pub acc_zero: u64,
    pub notes: &'static [BufNote],
}

impl BufCell {
    pub fn note(&self, field: Field, acc: bool, odd: bool) -> Option<&'static str> {
        self.notes
            .iter()
            .find(|n| n.field == field && n.acc == acc && n.odd == odd)
            .map(|n| n.class)
    }
}

#[derive(Debug)]
pub struct BufRow {
    pub name: &'static str,
    pub operands: &'static [BufOperand],
    /// The LDS form: the `lds` modifier is part of the instruction.
    pub lds: bool,
    /// `lds` comes before the cache-policy modifiers (after them elsewhere).
    pub lds_first: bool,
    /// The TFE form: `tfe` is written and VDATA has one more register.
    pub tfe: bool,
    /// LLVM's assembler takes this form (it refuses TFE on stores, which its
    /// disassembler prints).
    pub assembles: bool,
    /// An MTBUF instruction: a data format follows SOFFSET.
    pub format: bool,
    pub cells: [&'static [BufCell]; BUF_GROUPS.len()],
    /// Another row with the same name (its LDS or TFE form).
    pub twin: Option<u16>,
}

impl BufRow {
    pub fn has(&self, op: BufOperand) -> bool {
        self.operands.contains(&op)
    }
}

include!(concat!(env!("OUT_DIR"), "/buffer_table.rs"));

/// The cache-policy modifiers of `row`'s encoding on `group`, in print order.
pub fn cpol(row: &BufRow, group: usize) -> &'static [(&'static str, u8)] {
    if row.format {
        TBUF_CPOL[group]
    } else {
        BUF_CPOL[group]
    }
}

/// The column of the table that `target` reads (GFX12's is VBUFFER).
pub fn group(target: Target) -> Option<usize> {
    match BUF_GROUP_OF_DS_GROUP.get(target.ds_group()) {
        Some(&g) if g != u8::MAX => Some(g as usize),
        _ => BUF_GROUP_TARGETS
            .iter()
            .position(|g| g.contains(&target.name())),
    }
}

/// `BUF_NAMES` hashed at compile time (one probe per mnemonic).
pub(crate) static BUF_HASH: super::NameHash<u16> = super::NameHash::new(&BUF_NAMES);

/// Row index of `name` on group `group`.
pub fn lookup(name: &str, group: usize) -> Option<usize> {
    BUF_HASH.row_on(name, group as u32)
}

/// Groups on which `name` exists, as a bit mask.
pub fn groups_having(name: &str) -> u16 {
    BUF_HASH.mask_of(name)
}

/// Every buffer spelling, for suggestions.
pub fn all_names() -> impl Iterator<Item = &'static str> {
    BUF_NAMES.iter().map(|e| e.0)
}

//! The DS (LDS / GDS data share) table: one row per mnemonic, one column per
//! group of targets that LLVM treats identically.

/// A register field of the DS encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Addr = 0,
    Data0 = 1,
    Data1 = 2,
    Vdst = 3,
}

impl Field {
    pub const ALL: [Field; 4] = [Field::Addr, Field::Data0, Field::Data1, Field::Vdst];

    pub fn name(self) -> &'static str {
        match self {
            Field::Addr => "ADDR",
            Field::Data0 => "DATA0",
            Field::Data1 => "DATA1",
            Field::Vdst => "VDST",
        }
    }
}

/// One register operand, in the order the assembly text lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DsOperand {
    pub field: Field,
    /// The ACC bit turns this operand into an AGPR.
    pub acc: bool,
    /// Width in dwords.
    pub width: u8,
}

impl DsOperand {
    pub fn is_dst(&self) -> bool {
        self.field == Field::Vdst
    }
}

/// How the 16 offset bits are spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OffsetKind {
    /// No offset; the bits must be zero.
    None,
    /// `offset:N`, one 16-bit byte offset.
    Offset16,
    /// `offset0:N offset1:M`, two 8-bit element offsets.
    Offset8x2,
    /// `offset:swizzle(...)`, a lane pattern for `ds_swizzle_b32`.
    Swizzle,
}

/// What the GDS bit means for one instruction on one group of targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GdsBit {
    /// `gds` is accepted and printed.
    Printed,
    /// The bit decodes but is dropped (gfx90a+): neither printed nor assembled.
    Ignored,
    /// GWS operations: the bit must be set.
    Required,
    /// A set bit makes the word undecodable.
    Invalid,
}

/// LLVM names a register class in a comment when a decoded register breaks it;
/// this records the class for `field` under ACC bit `acc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClassNote {
    pub field: Field,
    pub acc: bool,
    pub class: &'static str,
}

/// One instruction on one group of targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DsCell {
    pub op: u8,
    pub gds: GdsBit,
    /// Whether the ACC bit decodes (GFX9 encodings only).
    pub acc: bool,
    pub notes: &'static [ClassNote],
}

impl DsCell {
    pub fn note(&self, field: Field, acc: bool) -> Option<&'static str> {
        self.notes
            .iter()
            .find(|n| n.field == field && n.acc == acc)
            .map(|n| n.class)
    }
}

#[derive(Debug)]
pub struct DsRow {
    pub name: &'static str,
    pub operands: &'static [DsOperand],
    pub offset: OffsetKind,
    pub cells: [Option<DsCell>; DS_GROUPS.len()],
}

impl DsRow {
    pub fn uses(&self, field: Field) -> Option<&DsOperand> {
        self.operands.iter().find(|o| o.field == field)
    }
}

include!(concat!(env!("OUT_DIR"), "/ds_table.rs"));

/// `DS_NAMES` hashed at compile time: one probe per mnemonic in the assembler.
pub(crate) static DS_HASH: super::NameHash<u16> = super::NameHash::new(&DS_NAMES);

/// Row index of `name` (canonical or alias) on DS group `group`.
pub fn lookup(name: &str, group: usize) -> Option<usize> {
    DS_HASH.row_on(name, group as u32)
}

/// Groups on which `name` (canonical or alias) exists, as a bit mask.
pub fn groups_having(name: &str) -> u16 {
    DS_HASH.mask_of(name)
}

/// Every DS spelling (canonical and alias), for suggestions.
pub fn all_names() -> impl Iterator<Item = &'static str> {
    DS_NAMES.iter().map(|e| e.0)
}

//! The VOPD (dual issue, GFX11+) table: one row per half-instruction name,
//! with its X and Y opcodes per group of targets, generated from llvm-mc-22
//! by `tools/gen_vopd_table.py`.

use crate::tables::vop3p::Values;
use crate::target::Target;

/// The operands after the destination, in text order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `src0, vsrc1`
    Src0Vsrc1,
    /// `src0, vsrc1, K` (fmaak)
    Src0Vsrc1K,
    /// `src0, K, vsrc1` (fmamk)
    Src0KVsrc1,
    /// `src0` (mov)
    Src0,
}

impl Shape {
    pub fn has_vsrc1(self) -> bool {
        self != Shape::Src0
    }
    pub fn has_k(self) -> bool {
        matches!(self, Shape::Src0Vsrc1K | Shape::Src0KVsrc1)
    }
}

/// One half's opcode on one group, and the bits of its 17 source bits
/// (SRC0 8:0, VSRC1 16:9) that make the word invalid when set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HalfCell {
    pub op: u8,
    pub zero: u32,
}

#[derive(Debug)]
pub struct VopdRow {
    pub name: &'static str,
    pub shape: Shape,
    /// Which inline-constant patterns make a src0 literal print as `lit(...)`.
    pub values: Values,
    pub x: [Option<HalfCell>; VOPD_GROUPS.len()],
    pub y: [Option<HalfCell>; VOPD_GROUPS.len()],
}

/// Which half of a VOPD pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Half {
    X,
    Y,
}

impl VopdRow {
    pub fn cell(&self, half: Half, group: usize) -> Option<HalfCell> {
        let cells = match half {
            Half::X => &self.x,
            Half::Y => &self.y,
        };
        cells.get(group).copied().flatten()
    }
}

include!(concat!(env!("OUT_DIR"), "/vopd_table.rs"));

/// The column of the VOPD table that `target` reads; `None` where the target
/// has no VOPD (before GFX11, and in wave64: LLVM 22 requires wave32).
pub fn group(target: Target) -> Option<usize> {
    if target.wave64() {
        return None;
    }
    VOPD_GROUP_TARGETS
        .iter()
        .position(|g| g.contains(&target.name()))
}

/// Whether the target has VOPD in either wave size.
pub fn on_target(target: Target) -> bool {
    VOPD_GROUP_TARGETS
        .iter()
        .any(|g| g.contains(&target.name()))
}

/// `VOPD_NAMES` hashed at compile time (one probe per mnemonic).
pub(crate) static VOPD_HASH: super::NameHash<u16> = super::NameHash::new(&VOPD_NAMES);

/// Row of the half-instruction `name` on `group` (in either half).
pub fn lookup(name: &str, group: usize) -> Option<usize> {
    VOPD_HASH.row_on(name, group as u32)
}

/// Groups on which `name` exists, as a bit mask.
pub fn groups_having(name: &str) -> u16 {
    VOPD_HASH.mask_of(name)
}

/// Row with opcode `op` in `half` on `group`.
pub fn by_opcode(half: Half, group: usize, op: u32) -> Option<usize> {
    let table: &[u8] = match half {
        Half::X => VOPD_X_DECODE.get(group)?,
        Half::Y => VOPD_Y_DECODE.get(group)?,
    };
    match table.get(op as usize) {
        Some(&r) if r != 0 => Some(r as usize - 1),
        _ => None,
    }
}

/// Whether LLVM decodes `v` as a src0 operand on `group`.
pub fn src0_valid(group: usize, v: u16) -> bool {
    VOPD_SRC0
        .get(group)
        .and_then(|m| m.get(usize::from(v) / 64))
        .is_some_and(|w| w >> (v % 64) & 1 != 0)
}

pub fn all_names() -> impl Iterator<Item = &'static str> {
    VOPD_NAMES.iter().map(|e| e.0)
}

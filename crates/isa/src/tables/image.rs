//! The image table (MIMG, GFX9 (gfx900, gfx906, gfx908, gfx90a) to GFX11; GFX12's VIMAGE and VSAMPLE): one row per mnemonic, one cell per
//! group of targets LLVM treats identically, generated from llvm-mc-22 by
//! `tools/gen_image_table.py`.  A cell holds the parameters of the rule LLVM's
//! disassembler sizes VDATA and VADDR by (see `encoding::image`).

use crate::target::Target;

/// BVH ray-intersection forms: fixed fields and fixed address widths.
#[derive(Debug)]
pub struct Bvh {
    /// The word without / with A16, registers clear.
    pub base: [u64; 2],
    /// Bits that must keep the value they have in `base`, per form.
    pub fixed: [u64; 2],
    /// Address dwords without / with A16.
    pub dwords: [u8; 2],
    /// NSA: (NSA size, width of each address operand), without / with A16.
    pub nsa: [(u8, &'static [u8]); 2],
    /// VDATA dwords.
    pub vdata: u8,
}

/// One opcode on one group of targets.
#[derive(Debug)]
pub struct ImageCell {
    pub op: u8,
    /// GFX12: a VSAMPLE (not VIMAGE) word.
    pub vsample: bool,
    /// GFX12: whose th: spellings it prints (0 none, 1 loads, 2 stores, 3 atomics).
    pub th: u8,
    /// LLVM's address rule: extra words (offset, bias, z-compare), whether the
    /// coordinates count, a lod/clamp/mip word, gradients, 16-bit gradients.
    pub extra: u8,
    pub coords: bool,
    pub lod: bool,
    pub grad: bool,
    pub g16: bool,
    /// Gather4: four data dwords whatever DMASK says.
    pub gather4: bool,
    pub sampler: bool,
    /// NSA forms print two spaces after the mnemonic.
    pub nsa_wide: bool,
    /// The default variant: VDATA and VADDR dwords.
    pub vd0: u8,
    pub va0: u8,
    /// Default address dwords for each NSA size (0: no such form).
    pub nsa0: [u8; 3],
    /// Masks (bit n: n dwords) of the VDATA, non-NSA VADDR and NSA sizes
    /// that have a variant.
    pub vd: u8,
    pub va: u32,
    pub vn: u32,
    /// Bits that make the word invalid (GFX12: all 96).
    pub zero: u128,
    /// Modifier bits this opcode has.
    pub mods: u64,
    pub bvh: Option<Bvh>,
}

#[derive(Debug)]
pub struct ImageRow {
    pub name: &'static str,
    pub cells: &'static [Option<ImageCell>],
}

#[derive(Debug)]
pub struct ImageGroup {
    pub name: &'static str,
    pub targets: &'static [&'static str],
    /// 9, 10, 11 or 12: the bit layout (9: gfx900-gfx908, and gfx90a whose bit 16
    /// is ACC rather than TFE).
    pub gen: u8,
    pub dims: [&'static str; 8],
    /// LLVM's text of each SRSRC / SSAMP field value (GFX12: of each SGPR
    /// number / 4); "-": invalid, "?": printed with a class comment.
    pub srsrc: &'static [&'static str],
    pub ssamp: &'static [&'static str],
    /// Modifier names and bits in LLVM's print order.
    pub order: &'static [(&'static str, u8)],
    /// Row index + 1 of each opcode (0: none; GFX12: VSAMPLE's at +256).
    pub decode: [u16; 512],
}

include!(concat!(env!("OUT_DIR"), "/image_table.rs"));

/// The group `target` reads; `None` where the table has no MIMG.
pub fn group(target: Target) -> Option<usize> {
    IMAGE_GROUPS
        .iter()
        .position(|g| g.targets.contains(&target.name()))
}

/// The row spelled `name` (rows are sorted by name).
pub fn lookup(name: &str) -> Option<usize> {
    IMAGE_ROWS.binary_search_by(|r| r.name.cmp(name)).ok()
}

/// Mask of the groups where the row spelled `name` exists.
pub fn groups_having(name: &str) -> u32 {
    lookup(name).map_or(0, |r| {
        IMAGE_ROWS[r]
            .cells
            .iter()
            .enumerate()
            .filter(|(_, c)| c.is_some())
            .fold(0, |m, (g, _)| m | 1 << g)
    })
}

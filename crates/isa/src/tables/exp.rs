//! The EXP (export) table: per group of targets, the word's prefix, the
//! mnemonics, which flag bits exist, and the name of every export target
//! (TGT), generated from llvm-mc-22 by `tools/gen_exp_table.py`.

use crate::target::Target;

#[derive(Debug)]
pub struct ExpGroup {
    pub name: &'static str,
    /// Bits 31:26 of the first dword.
    pub prefix: u8,
    /// The mnemonic LLVM prints.
    pub mnemonic: &'static str,
    /// Every mnemonic the assembler takes.
    pub accepts: &'static [&'static str],
    /// Whether COMPR (bit 10), VM (bit 12) and ROW_EN (bit 13) exist; LLVM
    /// ignores the bit where they do not.
    pub compr: bool,
    pub vm: bool,
    pub row_en: bool,
    pub targets: &'static [&'static str],
    /// Name of each TGT value; `None` prints as `invalid_target_N`.
    pub tgt: [Option<&'static str>; 64],
}

include!(concat!(env!("OUT_DIR"), "/exp_table.rs"));

/// The group `target` reads; `None` where LLVM has no EXP (CDNA 2 and 3).
pub fn group(target: Target) -> Option<&'static ExpGroup> {
    EXP_GROUPS
        .iter()
        .find(|g| g.targets.contains(&target.name()))
}

/// Whether any group's words start with `prefix` (a cheap first filter).
pub fn is_prefix(prefix: u32) -> bool {
    EXP_GROUPS.iter().any(|g| u32::from(g.prefix) == prefix)
}

impl ExpGroup {
    /// The TGT value named `name` on this group.
    pub fn tgt_by_name(&self, name: &str) -> Option<u8> {
        self.tgt
            .iter()
            .position(|n| *n == Some(name))
            .map(|t| t as u8)
    }
}

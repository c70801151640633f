//! The EXP (export) encoding: one 64-bit word, no opcode.
//!
//! ```text
//! w0: PREFIX 31:26 | ROW_EN 13 | VM 12 | DONE 11 | COMPR 10 | TGT 9:4 | EN 3:0
//! w1: VSRC3 31:24 | VSRC2 23:16 | VSRC1 15:8 | VSRC0 7:0
//! ```
//! The prefix and which flag bits exist come from `data/exp.tsv`; every other
//! bit of w0 is ignored by LLVM 22 (observed with llvm-mc-22), so any word
//! with the prefix decodes.

use super::DecodeError;
use crate::tables::exp::{self, ExpGroup};
use crate::target::Target;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExpInst {
    /// The target it was parsed or decoded for: [`crate::Inst`] encodes
    /// and prints it for that one.
    pub target: Target,
    /// Index into `EXP_GROUPS`.
    pub group: u8,
    pub tgt: u8,
    /// One bit per source; a clear bit prints as `off`.
    pub en: u8,
    pub compr: bool,
    pub done: bool,
    pub vm: bool,
    pub row_en: bool,
    /// VGPR numbers.
    pub vsrc: [u8; 4],
}

/// Whether `w0` starts an EXP word on `target`. Targets without EXP (CDNA 2
/// and 3) claim the prefix of their generation too, so that those words
/// decode as invalid, as llvm-mc-22 says they are.
pub fn matches(target: Target, w0: u32) -> bool {
    let prefix = w0 >> 26;
    if !exp::is_prefix(prefix) {
        return false;
    }
    match exp::group(target) {
        Some(g) => u32::from(g.prefix) == prefix,
        None => exp::EXP_GROUPS.iter().any(|g| {
            u32::from(g.prefix) == prefix
                && g.targets
                    .first()
                    .and_then(|t| Target::from_name(t).ok())
                    .is_some_and(|t| t.gen() == target.gen())
        }),
    }
}

impl ExpInst {
    pub fn group(&self) -> &'static ExpGroup {
        // `group` only ever holds an index of EXP_GROUPS
        &exp::EXP_GROUPS[usize::from(self.group)]
    }

    pub fn mnemonic(&self) -> &'static str {
        self.group().mnemonic
    }

    pub fn encode(&self) -> u64 {
        let w0 = u32::from(self.group().prefix) << 26
            | u32::from(self.row_en) << 13
            | u32::from(self.vm) << 12
            | u32::from(self.done) << 11
            | u32::from(self.compr) << 10
            | u32::from(self.tgt & 0x3f) << 4
            | u32::from(self.en & 0xf);
        u64::from(u32::from_le_bytes(self.vsrc)) << 32 | u64::from(w0)
    }

    /// Decodes an EXP word (the caller checked [`matches`]); flags the
    /// target lacks are dropped, as LLVM ignores them.
    pub fn decode(target: Target, word: u64) -> Result<ExpInst, DecodeError> {
        let gi = exp::EXP_GROUPS
            .iter()
            .position(|g| g.targets.contains(&target.name()))
            .ok_or(DecodeError::Invalid)?;
        let g = &exp::EXP_GROUPS[gi];
        let w0 = word as u32;
        let bit = |b: u32| w0 >> b & 1 != 0;
        Ok(ExpInst {
            target,
            group: gi as u8,
            tgt: (w0 >> 4 & 0x3f) as u8,
            en: (w0 & 0xf) as u8,
            compr: g.compr && bit(10),
            done: bit(11),
            vm: g.vm && bit(12),
            row_en: g.row_en && bit(13),
            vsrc: ((word >> 32) as u32).to_le_bytes(),
        })
    }
}

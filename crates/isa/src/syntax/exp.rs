//! EXP text: `exp <target> src0, src1, src2, src3 [done] [compr] [vm] [row_en]`
//! (`export` on GFX12), with `off` for a disabled source.
//!
//! As llvm-mc-22 does, commas between operands are optional, a trailing one
//! is allowed, and the flags must come in that order, each at most once.

use super::{parse_vreg, AsmError, Cursor, INVALID_OPERAND};
use crate::encoding::exp::ExpInst;
use crate::tables::exp::{self, ExpGroup, EXP_GROUPS};
use crate::target::Target;
use std::fmt::{self, Write};

const TOO_FEW: &str = "too few operands for instruction";

impl ExpInst {
    pub fn print<W: Write>(&self, f: &mut W) -> fmt::Result {
        let g = self.group();
        f.write_str(g.mnemonic)?;
        match g.tgt.get(usize::from(self.tgt)).copied().flatten() {
            Some(name) => write!(f, " {name}")?,
            None => write!(f, " invalid_target_{}", self.tgt)?,
        }
        for n in 0..4 {
            f.write_str(if n == 0 { " " } else { ", " })?;
            // compressed: two sources, each printed twice (LLVM's printer)
            let src = if self.compr { n / 2 } else { n };
            if self.en >> n & 1 != 0 {
                write!(f, "v{}", self.vsrc[src])?;
            } else {
                f.write_str("off")?;
            }
        }
        for (on, word) in [
            (self.done, " done"),
            (self.compr, " compr"),
            (self.vm, " vm"),
            (self.row_en, " row_en"),
        ] {
            if on {
                f.write_str(word)?;
            }
        }
        Ok(())
    }
}

/// The group of `target` if `name` is one of its EXP mnemonics.
pub fn lookup(target: Target, name: &str) -> Option<usize> {
    let g = exp::group(target)?;
    g.accepts
        .contains(&name)
        .then(|| EXP_GROUPS.iter().position(|x| std::ptr::eq(x, g)))
        .flatten()
}

/// Whether some target takes `name` as an EXP mnemonic.
pub fn known_anywhere(name: &str) -> bool {
    EXP_GROUPS.iter().any(|g| g.accepts.contains(&name))
}

/// Parses the operands after the mnemonic.
pub fn parse(target: Target, group: usize, c: &mut Cursor) -> Result<ExpInst, AsmError> {
    let g: &ExpGroup = EXP_GROUPS
        .get(group)
        .ok_or_else(|| AsmError::at(0, "instruction not supported on this GPU"))?;
    c.skip_ws();
    if c.at_end() {
        return Err(AsmError::at(0, TOO_FEW));
    }
    let at = c.pos();
    let name = c.ident().ok_or_else(|| AsmError::at(at, INVALID_OPERAND))?;
    let tgt = match g.tgt_by_name(name) {
        Some(t) => t,
        None if EXP_GROUPS.iter().any(|o| o.tgt_by_name(name).is_some()) => {
            return Err(AsmError::at(at, "exp target is not supported on this GPU"))
        }
        None => return Err(AsmError::at(at, "invalid exp target")),
    };
    c.eat(',');
    let mut srcs = [None; 4];
    for s in &mut srcs {
        c.skip_ws();
        if c.at_end() {
            return Err(AsmError::at(0, TOO_FEW));
        }
        let at = c.pos();
        if c.ident() == Some("off") {
            *s = None;
        } else {
            c.set_pos(at);
            let comma = c.rest().starts_with(',');
            match parse_vreg(c)? {
                Some(r) if r.file == 'v' && r.width == 1 => *s = Some(r.index as u8),
                // a second comma cannot start an operand (llvm-mc-22's message)
                _ if comma => return Err(AsmError::at(at, "unknown token in expression")),
                _ => return Err(AsmError::at(at, INVALID_OPERAND)),
            }
        }
        c.eat(',');
    }
    let flags: Vec<&str> = [
        (true, "done"),
        (g.compr, "compr"),
        (g.vm, "vm"),
        (g.row_en, "row_en"),
    ]
    .iter()
    .filter_map(|&(has, w)| has.then_some(w))
    .collect();
    let mut next = 0;
    let mut set = [false; 4];
    loop {
        c.skip_ws();
        if c.at_end() {
            break;
        }
        let at = c.pos();
        let word = c.ident();
        let k = flags
            .iter()
            .position(|f| Some(*f) == word)
            .filter(|&k| k >= next)
            .ok_or_else(|| AsmError::at(at, INVALID_OPERAND))?;
        next = k + 1;
        if let Some(i) = ["done", "compr", "vm", "row_en"]
            .iter()
            .position(|w| Some(*w) == word)
        {
            set[i] = true;
        }
        c.eat(',');
    }
    let [done, compr, vm, row_en] = set;
    let (en, vsrc) = if compr {
        // the 2nd and 4th operands are not encoded (LLVM's cvtExp)
        let pair = |s: Option<u8>| if s.is_some() { 3 } else { 0 };
        (
            pair(srcs[0]) | pair(srcs[2]) << 2,
            [srcs[0].unwrap_or(0), srcs[2].unwrap_or(0), 0, 0],
        )
    } else {
        let mut en = 0;
        for (i, s) in srcs.iter().enumerate() {
            en |= u8::from(s.is_some()) << i;
        }
        (en, srcs.map(|s| s.unwrap_or(0)))
    };
    Ok(ExpInst {
        target,
        group: group as u8,
        tgt,
        en,
        compr,
        done,
        vm,
        row_en,
        vsrc,
    })
}

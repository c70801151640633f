//! gfx1010-gfx1013 cannot take a branch whose offset is 0x3f dwords
//! (LLVM's FeatureOffset3fBug): llvm-mc relaxes such a branch by putting
//! `s_nop 0` after it (AMDGPUAsmBackend::fixupNeedsRelaxation and
//! relaxInstruction), which moves everything after it and lays the
//! alignments that follow out again. Done here once the source is read,
//! before the fixups are applied; observed with llvm-mc-22 (an `s_branch`
//! over 63 `s_nop 0` becomes offset 0x40, and a later `.p2align 8` pads to
//! the next 256 bytes).

use crate::expr::Expr;
use crate::section::{padding, FixKind, S_NOP_0};
use crate::symbol::Def;
use crate::Assembler;

/// Whether the target has the branch-offset-0x3f bug (RDNA 1).
pub(crate) fn needed(a: &Assembler) -> bool {
    a.target.arch() == amdgpu_isa::Arch::Rdna1
}

/// Pads every branch whose offset would be 0x3f, until none is.
pub(crate) fn relax(a: &mut Assembler) {
    let mut padded: Vec<(usize, u64)> = Vec::new();
    while let Some((si, at)) = next_branch(a, &padded) {
        shift(a, si, at + 4);
        padded.push((si, at));
        // the branches already padded moved too
        for p in padded.iter_mut().filter(|p| p.0 == si && p.1 > at) {
            p.1 += 4;
        }
    }
}

/// The first branch not yet padded whose target is 0x3f dwords past the
/// next instruction.
fn next_branch(a: &Assembler, padded: &[(usize, u64)]) -> Option<(usize, u64)> {
    for (si, sec) in a.sections.iter().enumerate() {
        for f in sec.fixups.iter().filter(|f| f.kind == FixKind::Branch16) {
            if padded.contains(&(si, f.offset)) {
                continue;
            }
            let Some(i) = f.expr.as_symbol().and_then(|n| a.symbols.get(n)) else {
                continue;
            };
            let sym = &a.symbols.list[i];
            let Def::Label { section, offset } = sym.def else {
                continue;
            };
            let global = sym.binding != crate::symbol::Binding::Local;
            // a branch left to a relocation has an offset nobody knows
            // here: it is padded too (observed with llvm-mc-22)
            if section != si || global || offset.wrapping_sub(f.offset + 4) == 0x3f * 4 {
                return Some((si, f.offset));
            }
        }
    }
    None
}

/// Inserts `s_nop 0` at offset `q` of section `si`, lays out the
/// alignments after it again, and moves every place after it.
fn shift(a: &mut Assembler, si: usize, q: u64) {
    let code = a.sections[si].is_code();
    let sec = &mut a.sections[si];
    let old = std::mem::take(&mut sec.data);
    let mut data = old[..q as usize].to_vec();
    data.extend_from_slice(&S_NOP_0.to_le_bytes());
    // (old offset from which, how far it moves)
    let mut moves: Vec<(u64, i64)> = vec![(q, 4)];
    let mut copied = q;
    for p in sec.aligns.iter_mut().filter(|p| p.start >= q) {
        data.extend_from_slice(&old[copied as usize..p.start as usize]);
        let start = data.len() as u64;
        let pad = padding(start, p.align, p.fill, p.max, code);
        data.extend_from_slice(&pad);
        let end = p.start + p.len;
        moves.push((end, data.len() as i64 - end as i64));
        copied = end;
        (p.start, p.len) = (start, pad.len() as u64);
    }
    data.extend_from_slice(&old[copied as usize..]);
    sec.data = data;
    let moved = |off: u64| -> u64 {
        match moves.iter().rev().find(|m| m.0 <= off) {
            Some(&(_, by)) => off.wrapping_add(by as u64),
            None => off,
        }
    };
    for f in &mut sec.fixups {
        f.offset = moved(f.offset);
    }
    for s in &mut a.symbols.list {
        if let Def::Label { section, offset } = &mut s.def {
            if *section == si {
                *offset = moved(*offset);
            }
        }
    }
    for k in a.kernels.iter_mut().filter(|k| k.section == si) {
        k.offset = moved(k.offset);
    }
    for l in a.lines.iter_mut().filter(|l| l.0 == si) {
        l.1 = moved(l.1);
    }
    // `.` in expressions names a place too
    let here = |e: &mut Expr| {
        e.map_here(&mut |s, o| {
            if s == si {
                *o = moved(*o)
            }
        })
    };
    for sec in &mut a.sections {
        for f in &mut sec.fixups {
            here(&mut f.expr);
        }
    }
    for s in &mut a.symbols.list {
        if let Def::Set(e) = &mut s.def {
            here(e);
        }
        if let Some((e, _)) = s.size.as_deref_mut() {
            here(e);
        }
    }
    for k in &mut a.kernels {
        for f in &mut k.fields {
            here(&mut f.value);
        }
    }
}

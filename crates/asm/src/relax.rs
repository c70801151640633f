//! The layout once the source is read, before the fixups are applied:
//! what grows moves everything after it and lays the alignments that
//! follow out again, round after round until nothing grows.
//!
//! - A `.uleb128`/`.sleb128` value not known at its line (a label further
//!   down) takes as many bytes as its value needs, never fewer than it had
//!   (MCAssembler::relaxLEB pads to the old size so that the layout
//!   settles): `a: .uleb128 b-a` over 200 bytes to `b` is `ca 01`, observed
//!   with llvm-mc-22. Each round grows a LEB value (at most 10 bytes) or
//!   pads a branch (each once), so the rounds are bounded. (llvm-mc-22 was
//!   seen not to end on a LEB value before a `.p2align` with the label it
//!   measures to after both; here that layout settles, the alignment's
//!   padding shrinking by what the value grew. UNCONFIRMED: no object of
//!   llvm-mc-22's to compare.)
//! - gfx1010-gfx1013 cannot take a branch whose offset is 0x3f dwords
//!   (LLVM's FeatureOffset3fBug): llvm-mc relaxes such a branch by putting
//!   `s_nop 0` after it (AMDGPUAsmBackend::fixupNeedsRelaxation and
//!   relaxInstruction); observed with llvm-mc-22 (an `s_branch` over 63
//!   `s_nop 0` becomes offset 0x40, and a later `.p2align 8` pads to the
//!   next 256 bytes).

use crate::directive::leb128;
use crate::expr::Expr;
use crate::section::{padding, FixKind, Leb, S_NOP_0};
use crate::symbol::Def;
use crate::Assembler;
use amdgpu_isa::SourceError;

/// Whether the target has the branch-offset-0x3f bug (RDNA 1).
fn branches_padded(a: &Assembler) -> bool {
    a.target.arch() == amdgpu_isa::Arch::Rdna1
}

/// Sizes the LEB values and pads the branches until neither changes, then
/// writes the LEB values.
pub(crate) fn relax(a: &mut Assembler) -> Result<(), SourceError> {
    let lebs = a.sections.iter().any(|s| !s.lebs.is_empty());
    if !lebs && !branches_padded(a) {
        return Ok(());
    }
    // the branches padded, as (section, fixup index): a fixup keeps its
    // index as the layout moves it
    let mut padded: Vec<(usize, usize)> = Vec::new();
    let count = |f: fn(&crate::section::Section) -> usize| a.sections.iter().map(f).sum::<usize>();
    let rounds = 2 + 10 * count(|s| s.lebs.len()) + count(|s| s.fixups.len());
    for _ in 0..rounds {
        let mut grew = grow_lebs(a)?;
        if branches_padded(a) {
            grew |= pad_branches(a, &mut padded);
        }
        if !grew {
            write_lebs(a)?;
            return Ok(());
        }
    }
    let leb = a.sections.iter().flat_map(|s| s.lebs.first()).next();
    let at = leb.map_or(crate::Loc { line: 1, col: 1 }, |l| l.loc);
    // (unreachable by the bound above; a bug is an error, not a hang)
    Err(at.error("the layout of the LEB128 values does not settle"))
}

/// A LEB value's bytes now (every symbol is defined by now), at least as
/// many as it has.
fn encode(a: &Assembler, leb: &Leb) -> Result<Vec<u8>, SourceError> {
    let name = if leb.signed { ".sleb128" } else { ".uleb128" };
    let value = leb.expr.eval(a, 0).ok().and_then(|v| v.absolute());
    let value = value.ok_or_else(|| leb.loc.error(format!("{name} expression is not absolute")))?;
    let mut bytes = Vec::new();
    leb128(value, leb.signed, leb.len as usize, &mut bytes);
    Ok(bytes)
}

/// Gives each LEB value the bytes its value needs now; whether one grew.
fn grow_lebs(a: &mut Assembler) -> Result<bool, SourceError> {
    let mut grew = false;
    for si in 0..a.sections.len() {
        for k in 0..a.sections[si].lebs.len() {
            let leb = &a.sections[si].lebs[k];
            let more = encode(a, leb)?.len() as u64 - leb.len;
            if more > 0 {
                let end = leb.offset + leb.len;
                shift(a, si, end, &vec![0; more as usize]);
                a.sections[si].lebs[k].len += more;
                grew = true;
            }
        }
    }
    Ok(grew)
}

/// Writes each LEB value's bytes in place (its size settled).
fn write_lebs(a: &mut Assembler) -> Result<(), SourceError> {
    for si in 0..a.sections.len() {
        for k in 0..a.sections[si].lebs.len() {
            let leb = &a.sections[si].lebs[k];
            let bytes = encode(a, leb)?;
            let sec = &a.sections[si];
            if sec.is_nobits() && bytes.iter().any(|&b| b != 0) {
                let e = "cannot have initialized data in a section without contents";
                return Err(leb.loc.error(e));
            }
            let at = leb.offset as usize;
            if let Some(place) = a.sections[si].data.get_mut(at..at + bytes.len()) {
                place.copy_from_slice(&bytes);
            }
        }
    }
    Ok(())
}

/// Pads every branch whose offset would be 0x3f, until none is; whether
/// one was.
fn pad_branches(a: &mut Assembler, padded: &mut Vec<(usize, usize)>) -> bool {
    let mut grew = false;
    while let Some((si, fi)) = next_branch(a, padded) {
        let at = a.sections[si].fixups[fi].offset;
        shift(a, si, at + 4, &S_NOP_0.to_le_bytes());
        grew = true;
        padded.push((si, fi));
    }
    grew
}

/// The first branch not yet padded whose target is 0x3f dwords past the
/// next instruction.
fn next_branch(a: &Assembler, padded: &[(usize, usize)]) -> Option<(usize, usize)> {
    for (si, sec) in a.sections.iter().enumerate() {
        for (fi, f) in sec.fixups.iter().enumerate() {
            if f.kind != FixKind::Branch16 || padded.contains(&(si, fi)) {
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
                return Some((si, fi));
            }
        }
    }
    None
}

/// Inserts `bytes` at offset `q` of section `si`, lays out the alignments
/// after it again, and moves every place after it.
fn shift(a: &mut Assembler, si: usize, q: u64, bytes: &[u8]) {
    let code = a.sections[si].is_code();
    let sec = &mut a.sections[si];
    let old = std::mem::take(&mut sec.data);
    let mut data = old[..q as usize].to_vec();
    data.extend_from_slice(bytes);
    // (old offset from which, how far it moves)
    let mut moves: Vec<(u64, i64)> = vec![(q, bytes.len() as i64)];
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
    for l in &mut sec.lebs {
        l.offset = moved(l.offset);
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
        for l in &mut sec.lebs {
            here(&mut l.expr);
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

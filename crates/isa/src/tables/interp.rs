//! The interpolation and LDS-direct table: every VINTRP, VOP3 interp,
//! VINTERP and LDSDIR/VDSDIR opcode per group of targets, with its operands
//! and the modifiers it takes, generated from llvm-mc-22 by
//! `tools/gen_interp_table.py` (`data/interp.tsv`).

use crate::target::Target;

/// The encoding a row lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// GFX9/GFX10 32-bit VINTRP.
    Vintrp,
    /// GFX9/GFX10 VOP3 interpolation (`attrN.c` in the src0 field).
    Vop3,
    /// GFX11+ VINTERP.
    Vinterp,
    /// GFX11 LDSDIR, GFX12 VDSDIR.
    Ldsdir,
}

/// One operand of the printed list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opnd {
    Vdst,
    /// A VGPR source: index into `InterpInst::src` (and bit of the abs/neg masks).
    Src(u8),
    /// `p10` / `p20` / `p0`, held in `src[0]`.
    Param,
    /// `attrN.c`.
    Attr,
}

#[derive(Debug)]
pub struct InterpRow {
    pub group: u8,
    pub form: Form,
    pub name: &'static str,
    pub opcode: u16,
    pub operands: &'static [Opnd],
    /// `_e32` / `_e64` where LLVM prints the encoding in the name.
    pub suffix: &'static str,
    pub clamp: bool,
    pub omod: bool,
    pub high: bool,
    /// Sources (bit i: `Src(i)`) taking `|x|` / `-x`.
    pub abs: u8,
    pub neg: u8,
    /// op_sel bits LLVM prints (bit 3: destination); others are ignored.
    pub opsel: u8,
    /// Operands printed as true16 halves (bit i: `Src(i)`, bit 3: `Vdst`).
    pub t16: u8,
    /// GFX12 VDSDIR: `wait_va_vdst:` and `wait_vm_vsrc:` (else `wait_vdst:`).
    pub vm_vsrc: bool,
}

#[derive(Debug)]
pub struct InterpGroup {
    pub name: &'static str,
    pub targets: &'static [&'static str],
}

include!(concat!(env!("OUT_DIR"), "/interp_table.rs"));

/// Index of the group `target` belongs to; `None` where LLVM has none of
/// these encodings (CDNA 2 to 4).
pub fn group(target: Target) -> Option<u8> {
    INTERP_GROUPS
        .iter()
        .position(|g| g.targets.contains(&target.name()))
        .map(|g| g as u8)
}

/// Rows of `group`.
pub fn rows(group: u8) -> impl Iterator<Item = (usize, &'static InterpRow)> {
    INTERP_ROWS
        .iter()
        .enumerate()
        .filter(move |(_, r)| r.group == group)
}

/// The row of `form` and `opcode` on `target`.
pub fn by_opcode(target: Target, form: Form, opcode: u16) -> Option<usize> {
    let g = group(target)?;
    rows(g)
        .find(|(_, r)| r.form == form && r.opcode == opcode)
        .map(|(i, _)| i)
}

/// Rows spelled `name` on `target` (aliases resolved): the VINTRP row comes
/// before the VOP3 row of the same name.
pub fn lookup<'a>(target: Target, name: &'a str) -> impl Iterator<Item = usize> + 'a {
    let g = group(target);
    let canonical = INTERP_ALIASES
        .iter()
        .find(|a| Some(a.0) == g && a.1 == name)
        .map_or(name, |a| a.2);
    g.into_iter().flat_map(move |g| {
        rows(g)
            .filter(move |(_, r)| r.name == canonical)
            .map(|(i, _)| i)
    })
}

/// Whether some target spells an instruction `name`.
pub fn known_anywhere(name: &str) -> bool {
    INTERP_ROWS.iter().any(|r| r.name == name) || INTERP_ALIASES.iter().any(|a| a.1 == name)
}

/// Targets where `name` is an instruction of this table.
pub fn on_target(name: &str, target: Target) -> bool {
    lookup(target, name).next().is_some()
}

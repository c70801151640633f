//! FLAT-encoding syntax: `global_load_dword v1, v[2:3], off offset:-16 glc`,
//! `global_atomic_add v1, v2, v3, s[4:5] glc`, `flat_load_dword v1, v[2:3]
//! offset:16`, `scratch_store_dword off, v2, s3`.

use super::{parse_vreg, AsmError, Cursor, RegRef};
use crate::encoding::flat::{
    field_bits, glc_bit, offset_bits, scratch_vaddr_on, variant_lds_bit, FlatInst, ACC, SADDR_NULL,
};
use crate::operand;
use crate::tables::flat::{
    self, Field, FlatCell, FlatOperand, FlatRow, ScratchVaddr, Segment, FLAT_CPOL, FLAT_ROWS,
    FLAT_SADDR, FLAT_SCRATCH_SADDR, FLAT_SCRATCH_VADDR, FLAT_SEGMENT_SADDR,
};
use crate::target::{Gen, Target};
use std::fmt::{self, Write};

use super::{INVALID_OPERAND, NOT_VALID};

pub(crate) mod gfx12;
// (GFX12 buffer instructions spell th:/scope: as the global_* ones do)
pub(crate) use gfx12::{name_value, split_th, th_text};

/// Parses the operands of `row_index` or, failing that, of the other rows
/// with the same name (an atomic with and without its return value).
pub fn parse(target: Target, row_index: usize, c: &mut Cursor) -> Result<FlatInst, AsmError> {
    let start = c.pos();
    let mut first_err = None;
    let mut index = row_index;
    loop {
        c.set_pos(start);
        match parse_row(target, index, c) {
            Ok(inst) => return Ok(inst),
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
        match FLAT_ROWS[index].twin {
            Some(next) if next as usize != row_index => index = next as usize,
            _ => break,
        }
    }
    Err(first_err.unwrap_or_else(|| AsmError::at(start, INVALID_OPERAND)))
}

fn parse_row(target: Target, row_index: usize, c: &mut Cursor) -> Result<FlatInst, AsmError> {
    let gen = target.gen();
    let group = flat::group(target)
        .ok_or_else(|| AsmError::at(0, "instruction not supported on this GPU"))?;
    if gen == Gen::Gfx12 {
        return gfx12::parse_row(target, group, row_index, c);
    }
    let row: &FlatRow = &FLAT_ROWS[row_index];
    let cells = row.cells[group];
    let any = cells
        .first()
        .ok_or_else(|| AsmError::at(0, "instruction not supported on this GPU"))?;
    let mut word: u64 = 0;
    let mut vaddr: Option<RegRef> = None;
    let mut saddr_off = true;
    let mut null = 0;
    let mut acc_seen: Option<bool> = None;
    let scratch = row.segment == Segment::Scratch;
    for (i, op) in row.operands.iter().enumerate() {
        super::start_operand(c, i)?;
        match *op {
            FlatOperand::Vdst(w) | FlatOperand::Data(w) => {
                let field = if matches!(op, FlatOperand::Vdst(_)) {
                    Field::Vdst
                } else {
                    Field::Data
                };
                let Some(r) = parse_vreg(c)? else {
                    return Err(c.error(INVALID_OPERAND));
                };
                let agpr = r.file == 'a';
                // gfx900-gfx908 decode AGPR data but cannot assemble it
                // [exp: llvm-mc-22 "agpr loads and stores not supported on this GPU"]
                if agpr && !target.ds_agprs() {
                    return Err(AsmError::at(
                        0,
                        "invalid register class: agpr loads and stores not supported on this GPU",
                    ));
                }
                // gfx90a+ tuples start on an even register (LLVM's *_Align2 classes)
                if target.needs_aligned_vgprs() && r.width >= 2 && r.index % 2 == 1 {
                    return Err(AsmError::at(
                        r.pos,
                        "invalid register class: vgpr tuples must be 64 bit aligned",
                    ));
                }
                if r.width != u32::from(w)
                    || agpr && !any.acc_field(field)
                    || acc_seen.is_some_and(|a| a != agpr)
                    || any.note(field, agpr, r.index % 2 == 1).is_some()
                {
                    return Err(AsmError::at(r.pos, INVALID_OPERAND));
                }
                if any.acc_field(field) {
                    acc_seen = Some(agpr);
                }
                word |= u64::from(r.index as u8) << (if field == Field::Vdst { 56 } else { 40 });
            }
            FlatOperand::Vaddr => {
                // SCRATCH's VGPR address may be `off`
                c.skip_ws();
                if scratch && c.eat_word("off") {
                    continue;
                }
                let Some(r) = parse_vreg(c)? else {
                    return Err(c.error(INVALID_OPERAND));
                };
                if r.file != 'v' {
                    return Err(AsmError::at(r.pos, INVALID_OPERAND));
                }
                word |= u64::from(r.index as u8) << 32;
                vaddr = Some(r);
            }
            FlatOperand::Saddr if null_saddr(c, gen, row) => {
                null = SADDR_NULL;
                // (GFX10 SCRATCH: the SADDR value of a VGPR address, none written)
                if let (true, ScratchVaddr::Saddr(v)) = (scratch, FLAT_SCRATCH_VADDR[group]) {
                    saddr_off = false;
                    word |= u64::from(v) << 48;
                } else if !scratch {
                    word |= u64::from(off_value(group)) << 48;
                }
            }
            FlatOperand::Saddr if scratch => {
                c.skip_ws();
                let pos = c.pos();
                if !c.eat_word("off") {
                    saddr_off = false;
                    word |= u64::from(scratch_saddr(c, gen, group, row.lds, pos)?) << 48;
                }
            }
            FlatOperand::Saddr => {
                c.skip_ws();
                let pos = c.pos();
                let value = if c.eat_word("off") {
                    off_value(group)
                } else {
                    saddr_off = false;
                    saddr(c, gen, group, exec_saddr(row), pos)?
                };
                word |= u64::from(value) << 48;
            }
        }
    }
    if scratch {
        word |= scratch_address(group, row.lds, vaddr.is_some(), saddr_off)?;
    } else if row.segment == Segment::Flat {
        word |= u64::from(FLAT_SEGMENT_SADDR.get(group).copied().unwrap_or(0)) << 48;
    }
    // the address is a pair unless SADDR supplies the base (SCRATCH: one VGPR)
    if let Some(r) = vaddr.filter(|_| scratch) {
        if r.width != 1 {
            return Err(AsmError::at(r.pos, INVALID_OPERAND));
        }
    } else if let Some(r) = vaddr {
        let want = if saddr_off && row.operands.contains(&FlatOperand::Saddr)
            || !row.operands.contains(&FlatOperand::Saddr)
        {
            2
        } else {
            1
        };
        if r.width != want || want == 2 && any.note(Field::Addr, false, r.index % 2 == 1).is_some()
        {
            return Err(AsmError::at(r.pos, INVALID_OPERAND));
        }
    }
    if acc_seen == Some(true) {
        word |= ACC;
    }
    let lds = variant_lds_bit(gen, group, row.segment);
    let mut seen = 0u64;
    // cache-policy bits written out at their default (`noglc`)
    let mut cleared = 0u64;
    // LLVM's parsers take the operands in their order: `offset:` comes
    // before the cache policy, once (llvm-mc-22: `glc offset:4` and a
    // second `offset:` are "not a valid operand.")
    let mut cpol_seen = false;
    while !c.at_end() {
        let (pos, name) = super::modifier_name(c)?;
        if name == "offset" {
            c.expect(':')?;
            let opos = c.pos();
            let v = c.expr()?;
            let bits = offset_bits(gen);
            let half = 1i64 << (bits - 1);
            // the FLAT segment takes one bit less, unsigned [exp: llvm-mc-22]
            if row.segment == Segment::Flat && !(0..half).contains(&v) {
                return Err(AsmError::at(
                    opos,
                    format!("expected a {}-bit unsigned offset", bits - 1),
                ));
            }
            if !(-half..half).contains(&v) {
                return Err(AsmError::at(
                    opos,
                    format!("expected a {bits}-bit signed offset"),
                ));
            }
            if seen & 1 != 0 || cpol_seen {
                return Err(AsmError::at(pos, NOT_VALID));
            }
            seen |= 1;
            word = word & !((1 << bits) - 1) | (v as u64 & ((1 << bits) - 1));
            continue;
        }
        let (name, clear) = super::cleared_cpol(&name, FLAT_CPOL[group]);
        let bit = if name == "lds" && !clear {
            lds.ok_or_else(|| AsmError::at(pos, NOT_VALID))?
        } else {
            FLAT_CPOL[group]
                .iter()
                .find(|(n, _)| *n == name)
                .map(|&(_, b)| u32::from(b))
                .ok_or_else(|| AsmError::at(pos, NOT_VALID))?
        };
        cpol_seen = true;
        // `lds` closes the operand list (LLVM's syntax puts it last)
        if lds.is_some_and(|b| word >> b & 1 != 0) {
            return Err(AsmError::at(pos, INVALID_OPERAND));
        }
        // a bit named twice, set or cleared (LLVM's parseCPol)
        if (word | cleared) >> bit & 1 != 0 {
            return Err(AsmError::at(pos, "duplicate cache policy modifier"));
        }
        if clear {
            cleared |= 1 << bit;
            continue;
        }
        word |= 1 << bit;
    }
    // the cell of this row whose variant the modifiers select
    let mut variant = (word >> glc_bit(gen) & 1) as u8;
    if let Some(b) = lds {
        variant |= ((word >> b & 1) as u8) << 1;
    }
    let (ci, cell): (usize, &FlatCell) = cells
        .iter()
        .enumerate()
        .find(|(_, c)| c.variant == variant)
        .ok_or_else(|| AsmError::at(0, INVALID_OPERAND))?;
    let variant_bits = 1 << glc_bit(gen) | lds.map_or(0, |b| 1 << b);
    let fields = field_bits(row, word, group);
    // any cache-policy modifier of the target assembles (LLVM's assembler
    // takes e.g. `scc` on no-return f32 atomics that its disassembler refuses)
    let cpol_bits = FLAT_CPOL[group].iter().fold(0u64, |m, &(_, b)| m | 1 << b);
    let unencoded = word & cpol_bits & cell.zero;
    word &= !unencoded;
    if word & !variant_bits & 0xffff_ffff & !cpol_bits & !((1 << offset_bits(gen)) - 1) & !fields
        != 0
        || word
            & (cell.zero | if word & ACC != 0 { cell.acc_zero } else { 0 })
            & !fields
            & !cpol_bits
            != 0
    {
        return Err(AsmError::at(0, INVALID_OPERAND));
    }
    let seg_shift = crate::encoding::flat::seg_shift(gen);
    word |= 0b110111 << 26 | u64::from(cell.op) << 18 | (row.segment as u64) << seg_shift;
    Ok(FlatInst {
        target,
        row: row_index as u16,
        cell: ci as u8,
        word,
        word2: 0,
        unencoded: unencoded | null,
    })
}

/// SCRATCH's SADDR field and SVE bit for an address with or without a VGPR
/// and an SGPR (`word` holds the SGPR, if any). Not every target has every
/// combination; LLVM names the whole instruction then.
fn scratch_address(group: usize, lds: bool, vaddr: bool, saddr_off: bool) -> Result<u64, AsmError> {
    let no_mode = || AsmError::at(0, "operands are not valid for this GPU or mode");
    let spellings = &FLAT_SCRATCH_SADDR[group][usize::from(lds)];
    let off = |skip: Option<u8>| {
        (0..128u8)
            .find(|&v| spellings[v as usize] == "off" && Some(v) != skip)
            .ok_or_else(no_mode)
    };
    match FLAT_SCRATCH_VADDR[group] {
        ScratchVaddr::Saddr(v) => match (vaddr, saddr_off) {
            (true, true) => Ok(u64::from(v) << 48),
            (true, false) => Err(no_mode()),
            (false, true) => Ok(u64::from(off(Some(v))?) << 48),
            // (an SGPR that spells the VGPR rule's value was refused by `scratch_saddr`)
            (false, false) => Ok(0),
        },
        ScratchVaddr::Sve(b) => {
            let sve = if vaddr { 1u64 << b } else { 0 };
            let saddr = if saddr_off { off(None)? } else { 0 };
            Ok(sve | u64::from(saddr) << 48)
        }
    }
}

/// A single SGPR as SCRATCH's SADDR, if LLVM spells it back the same way.
fn scratch_saddr(
    c: &mut Cursor,
    gen: Gen,
    group: usize,
    lds: bool,
    pos: usize,
) -> Result<u8, AsmError> {
    let Some((value, w)) = operand::parse_register(c, gen)? else {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    };
    if value > 127 || w > 1 {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    }
    let spelled = FLAT_SCRATCH_SADDR[group][usize::from(lds)][value as usize];
    let rule_value =
        matches!(FLAT_SCRATCH_VADDR[group], ScratchVaddr::Saddr(v) if u16::from(v) == value);
    let mut rc = Cursor::new(spelled);
    let named = operand::parse_register(&mut rc, gen).ok().flatten();
    if rule_value || spelled.contains("/*") || named.map(|n| n.0) != Some(value) {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    }
    Ok(value as u8)
}

/// Whether the SADDR is `null` where LLVM's assembler takes it (GFX10+
/// SCRATCH and the address-less GLOBAL `_addtid` forms; llvm-mc-22), eaten.
pub(super) fn null_saddr(c: &mut Cursor, gen: Gen, row: &FlatRow) -> bool {
    c.skip_ws();
    let takes = row.segment == Segment::Scratch || !row.operands.contains(&FlatOperand::Vaddr);
    gen >= Gen::Gfx10 && takes && c.eat_word("null")
}

/// The SADDR value that spells `off`.
fn off_value(group: usize) -> u8 {
    FLAT_SADDR[group]
        .iter()
        .position(|s| *s == "off")
        .unwrap_or(0x7f) as u8
}

/// An SGPR pair as SADDR.
fn saddr(
    c: &mut Cursor,
    gen: Gen,
    group: usize,
    exec_ok: bool,
    pos: usize,
) -> Result<u8, AsmError> {
    let Some((value, w)) = operand::parse_register(c, gen)? else {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    };
    if value > 127 || !(w == 2 || w == 0) {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    }
    let spelled = without_note(FLAT_SADDR[group][value as usize], exec_ok);
    let mut rc = Cursor::new(spelled);
    let named = operand::parse_register(&mut rc, gen).ok().flatten();
    if spelled.contains("/*") || spelled == "off" || named.map(|n| n.0) != Some(value) {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    }
    Ok(value as u8)
}

/// The SADDR of the LDS forms (`... lds`, `global_load_lds_*`) and of the
/// address-less `_addtid` forms has a class that admits `exec` [exp: llvm-mc-22
/// prints and takes it there without a note].
fn exec_saddr(row: &FlatRow) -> bool {
    row.lds || row.name.contains("_lds_") || !row.operands.contains(&FlatOperand::Vaddr)
}

/// A SADDR spelling, without its register-class note where the class admits it.
fn without_note(spelled: &str, exec_ok: bool) -> &str {
    match spelled.find("/*") {
        Some(at) if exec_ok && spelled.starts_with("exec") => &spelled[..at],
        _ => spelled,
    }
}

impl FlatInst {
    pub fn print<W: Write>(&self, f: &mut W) -> fmt::Result {
        let target = self.target;
        let gen = target.gen();
        let row = self.row();
        let cell = self.cell(target);
        let group = flat::group(target);
        if let Some(g) = group.filter(|_| self.is_gfx12()) {
            return self.print12(g, f);
        }
        f.write_str(row.name)?;
        let scratch = row.segment == Segment::Scratch;
        // SCRATCH: the VGPR address is used or `off`; its SADDR is one SGPR
        let null = self.unencoded & SADDR_NULL != 0;
        // (a GFX10 SCRATCH `null` holds the VGPR address's SADDR value, none written)
        let scratch_vaddr = scratch
            && group.is_some_and(|g| {
                scratch_vaddr_on(self.word, g)
                    && !(null && matches!(FLAT_SCRATCH_VADDR[g], ScratchVaddr::Saddr(_)))
            });
        let saddr_text = group.map_or("<invalid>", |g| match FLAT_SCRATCH_VADDR[g] {
            _ if null => "null",
            ScratchVaddr::Saddr(v) if scratch && v == self.saddr() => "off",
            _ if scratch => FLAT_SCRATCH_SADDR[g][usize::from(row.lds)][self.saddr() as usize],
            _ => without_note(FLAT_SADDR[g][self.saddr() as usize], exec_saddr(row)),
        });
        let has_saddr = row.operands.contains(&FlatOperand::Saddr);
        for (i, op) in row.operands.iter().enumerate() {
            f.write_str(if i == 0 { " " } else { ", " })?;
            match *op {
                FlatOperand::Vdst(w) => self.vreg(f, cell, Field::Vdst, self.vdst(), w)?,
                FlatOperand::Data(w) => self.vreg(f, cell, Field::Data, self.data(), w)?,
                FlatOperand::Vaddr if scratch => {
                    if scratch_vaddr {
                        self.vreg(f, cell, Field::Addr, self.addr(), 1)?
                    } else {
                        f.write_str("off")?
                    }
                }
                FlatOperand::Vaddr => {
                    let w = if !has_saddr || saddr_text == "off" {
                        2
                    } else {
                        1
                    };
                    self.vreg(f, cell, Field::Addr, self.addr(), w)?
                }
                FlatOperand::Saddr => f.write_str(saddr_text)?,
            }
        }
        let off = self.offset(gen);
        if off != 0 {
            write!(f, " offset:{off}")?;
        }
        if let Some(g) = group {
            for &(name, bit) in FLAT_CPOL[g] {
                if (self.word | self.unencoded) >> bit & 1 != 0 {
                    f.write_char(' ')?;
                    f.write_str(name)?;
                }
            }
        }
        if row.lds {
            f.write_str(" lds")?;
        }
        Ok(())
    }

    fn vreg<W: Write>(
        &self,
        f: &mut W,
        cell: Option<&FlatCell>,
        field: Field,
        index: u8,
        width: u8,
    ) -> fmt::Result {
        let agpr = self.acc() && cell.is_some_and(|c| c.acc_field(field));
        let file = if agpr { 'a' } else { 'v' };
        let index = u32::from(index);
        crate::operand::write_reg_range(f, file, index, width)?;
        // (an address names a class only as a pair: alone it is an offset)
        let note = cell.and_then(|c| c.note(field, agpr, index % 2 == 1));
        if let Some(class) = note.filter(|_| field != Field::Addr || width == 2) {
            crate::operand::write_named_class_comment(f, class)?;
        }
        Ok(())
    }
}

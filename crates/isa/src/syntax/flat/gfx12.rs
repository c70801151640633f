//! GFX12 syntax of the FLAT family (VFLAT, VSCRATCH, VGLOBAL):
//! `global_load_b32 v1, v[2:3], off offset:-8 th:TH_LOAD_NT scope:SCOPE_SYS`.
//! TH and SCOPE print as one pair whose spelling depends on both values and
//! on the instruction's kind (load, store, atomic): the table's `FLAT_TH`.

use super::{
    exec_saddr, null_saddr, off_value, saddr, scratch_saddr, without_note, INVALID_OPERAND,
};
use crate::encoding::flat::{FlatInst, SADDR_NULL};
use crate::encoding::flat12::{
    field_bits, has_address, DATA_SHIFT, OFFSET_BITS, OP_SHIFT, SCOPE_SHIFT, SEG_SHIFT, SVE,
    TH_SHIFT, VDST_SHIFT,
};
use crate::syntax::{parse_vreg, AsmError, Cursor, RegRef, NOT_VALID};
use crate::tables::flat::{
    Field, FlatCell, FlatOperand, FlatRow, Segment, FLAT_CPOL, FLAT_PRINT_ONLY, FLAT_ROWS,
    FLAT_SADDR, FLAT_SCRATCH_SADDR, FLAT_SEGMENT_SADDR, FLAT_TH,
};
use crate::target::Target;
use std::fmt::{self, Write};

/// The TH value of a name LLVM's parser takes but never prints: it reads
/// TH_ATOMIC_ names from their parts (RT, RETURN, NT, CASCADE;
/// AMDGPUAsmParser::parseTH), so TH_ATOMIC_RT_RETURN is TH_ATOMIC_RETURN
/// and the cascade forms are 4 and 6 (llvm-mc-22 prints those 6 as
/// `TH_ATOMIC_0x6`).
pub(crate) fn th_alias(name: &str) -> Option<u8> {
    match name {
        "TH_ATOMIC_RT_RETURN" => Some(1),
        "TH_ATOMIC_CASCADE_RT" => Some(4),
        "TH_ATOMIC_CASCADE_NT" => Some(6),
        _ => None,
    }
}

/// The th:/scope: text of `th` and `scope` for `cell` ("" when neither prints).
pub(crate) fn th_text(group: usize, cell: &FlatCell, th: u8, scope: u8) -> &'static str {
    FLAT_TH[group]
        .get(usize::from(cell.th))
        .and_then(|t| t.get(usize::from(th >> 1) * 4 + usize::from(scope & 3)))
        .copied()
        .unwrap_or("")
}

pub(super) fn parse_row(
    target: Target,
    group: usize,
    row_index: usize,
    c: &mut Cursor,
) -> Result<FlatInst, AsmError> {
    let gen = target.gen();
    let row: &FlatRow = &FLAT_ROWS[row_index];
    let cells = row.cells[group];
    let any = cells
        .first()
        .ok_or_else(|| AsmError::at(0, "instruction not supported on this GPU"))?;
    let scratch = row.segment == Segment::Scratch;
    let (mut word, mut word2) = (0u64, 0u32);
    let mut vaddr: Option<RegRef> = None;
    let mut saddr_off = true;
    let mut null = 0;
    for (i, op) in row.operands.iter().enumerate() {
        crate::syntax::start_operand(c, i)?;
        match *op {
            FlatOperand::Vdst(w) | FlatOperand::Data(w) => {
                let w = if matches!(op, FlatOperand::Vdst(_)) {
                    vdst_width(target, row, w)
                } else {
                    w
                };
                let (field, shift) = if matches!(op, FlatOperand::Vdst(_)) {
                    (Field::Vdst, VDST_SHIFT)
                } else {
                    (Field::Data, DATA_SHIFT)
                };
                let Some(r) = parse_vreg(c)? else {
                    return Err(c.error(INVALID_OPERAND));
                };
                if r.file != 'v'
                    || r.width != u32::from(w)
                    || any.note(field, false, r.index % 2 == 1).is_some()
                {
                    return Err(AsmError::at(r.pos, INVALID_OPERAND));
                }
                word |= u64::from(r.index as u8) << shift;
            }
            FlatOperand::Vaddr => {
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
                word2 |= r.index & 0xff;
                vaddr = Some(r);
            }
            FlatOperand::Saddr => {
                c.skip_ws();
                let pos = c.pos();
                if null_saddr(c, gen, row) {
                    null = SADDR_NULL;
                    continue;
                }
                if c.eat_word("off") {
                    continue;
                }
                saddr_off = false;
                let value = if scratch {
                    scratch_saddr(c, gen, group, row.lds, pos)?
                } else {
                    saddr(c, gen, group, exec_saddr(row), pos)?
                };
                word |= u64::from(value);
            }
        }
    }
    // the address: one VGPR (SCRATCH, or GLOBAL with an SGPR base) or a pair
    if let Some(r) = vaddr {
        let want = if scratch || !saddr_off { 1 } else { 2 };
        if r.width != want || any.note(Field::Addr, false, r.index % 2 == 1).is_some() {
            return Err(AsmError::at(r.pos, INVALID_OPERAND));
        }
    }
    let off_of = |spellings: &[&str; 128]| {
        spellings
            .iter()
            .position(|s| *s == "off")
            .map_or(0x7c, |v| v as u64)
    };
    if saddr_off {
        word |= match row.segment {
            Segment::Flat => u64::from(FLAT_SEGMENT_SADDR.get(group).copied().unwrap_or(0x7c)),
            Segment::Scratch => off_of(&FLAT_SCRATCH_SADDR[group][usize::from(row.lds)]),
            Segment::Global => u64::from(off_value(group)),
        };
    }
    if scratch && vaddr.is_some() {
        word |= SVE;
    }
    // each written value with its position
    let mut th: Option<(&str, usize)> = None;
    let mut scope: Option<(&str, usize)> = None;
    let mut seen_offset = false;
    // LLVM's parsers take the operands in their order: `offset:` comes
    // before the cache policy, once (llvm-mc-22: `th:TH_LOAD_NT offset:4`
    // and a second `offset:` are "not a valid operand.")
    let mut cpol_seen = false;
    while !c.at_end() {
        let (pos, name) = crate::syntax::modifier_name(c)?;
        match name.as_str() {
            "offset" if has_address(row) => {
                c.expect(':')?;
                let opos = c.pos();
                let v = c.expr()?;
                let half = 1i64 << (OFFSET_BITS - 1);
                if !(-half..half).contains(&v) {
                    return Err(AsmError::at(
                        opos,
                        format!("expected a {OFFSET_BITS}-bit signed offset"),
                    ));
                }
                if seen_offset || cpol_seen {
                    return Err(AsmError::at(pos, NOT_VALID));
                }
                seen_offset = true;
                word2 |= ((v as u32) & ((1 << OFFSET_BITS) - 1)) << 8;
            }
            "th" | "scope" => {
                c.expect(':')?;
                c.skip_ws();
                let vpos = c.pos();
                let Some(value) = c.ident() else {
                    return Err(AsmError::at(vpos, "expected an identifier"));
                };
                cpol_seen = true;
                let slot = if name == "th" { &mut th } else { &mut scope };
                if slot.is_some() {
                    return Err(AsmError::at(pos, INVALID_OPERAND));
                }
                *slot = Some((value, pos));
            }
            _ if FLAT_PRINT_ONLY[group].contains(&name.as_str()) => {
                return Err(AsmError::at(
                    pos,
                    format!("{name} is not supported on this GPU"),
                ));
            }
            _ => {
                let bit = FLAT_CPOL[group]
                    .iter()
                    .find(|(n, _)| *n == name && *n != "th")
                    .map(|&(_, b)| b)
                    .ok_or_else(|| AsmError::at(pos, NOT_VALID))?;
                cpol_seen = true;
                if word >> bit & 1 != 0 {
                    return Err(AsmError::at(pos, INVALID_OPERAND));
                }
                word |= 1 << bit;
            }
        }
    }
    // TH and SCOPE: the pair of values whose printed text names what was
    // written; the defaults (TH_*_RT, SCOPE_CU) print nothing [LLVM
    // AMDGPUAsmGFX12: th and scope].
    let th_name = th
        .map(|(v, _)| v)
        .filter(|v| !matches!(*v, "TH_LOAD_RT" | "TH_STORE_RT" | "TH_ATOMIC_RT"));
    let scope_name = scope.map(|(v, _)| v).filter(|v| *v != "SCOPE_CU");
    let bad_pos = th.or(scope).map_or(0, |(_, p)| p);
    if th_name.is_some_and(|v| v.contains("0x")) {
        return Err(AsmError::at(bad_pos, "invalid th value"));
    }
    // LLVM's parser gives each name one value (the least TH it prints for),
    // and TH 3 with SCOPE_SYS must be spelled *_BYPASS [LLVM
    // AMDGPUAsmParser::validateTHAndScopeBits]
    let alias = th_name.and_then(th_alias);
    let value = th_name.map(|n| alias.or_else(|| name_value(group, n)));
    let mut chosen = None;
    'search: for (ci, cell) in cells.iter().enumerate() {
        for t in 0..8u8 {
            if value.is_some_and(|v| v != Some(t)) || th_name.is_none() && t != 0 {
                continue;
            }
            for s in 0..4u8 {
                let text = th_text_of_row(row, group, cell, t, s);
                let (tt, st) = split_th(text);
                let bypass_ok = !(t == 3 && s == 3) || tt.is_some_and(|n| n.ends_with("BYPASS"));
                // (an alias names an atomic's TH only)
                let named = tt == th_name
                    || alias.is_some() && tt.is_some_and(|n| n.starts_with("TH_ATOMIC_"));
                if text != "-" && named && st == scope_name && bypass_ok {
                    chosen = Some((ci, cell, t, s));
                    break 'search;
                }
            }
        }
    }
    let Some((ci, cell, t, s)) = chosen else {
        return Err(AsmError::at(
            bad_pos,
            if cells.iter().any(|c| c.variant & 1 == 1) && cells.iter().all(|c| c.variant & 1 == 1)
            {
                "instruction must use th:TH_ATOMIC_RETURN"
            } else {
                "scope and th combination is not valid"
            },
        ));
    };
    let (fields, _) = field_bits(row, word);
    if word & cell.zero & !fields != 0 {
        return Err(AsmError::at(0, INVALID_OPERAND));
    }
    word |= 0b111011 << 26
        | (row.segment as u64) << SEG_SHIFT
        | u64::from(cell.op) << OP_SHIFT
        | u64::from(t) << TH_SHIFT
        | u64::from(s) << SCOPE_SHIFT;
    Ok(FlatInst {
        target,
        row: row_index as u16,
        cell: ci as u8,
        word,
        word2,
        unencoded: null,
    })
}

/// The th:/scope: text of `th`, `scope` for an instruction of `row` built
/// from `cell`: TH bit 0 other than the cell's variant (LLVM assembles
/// `th:TH_ATOMIC_RETURN` on an atomic written without its result) is spelled
/// by the other variant's table, in `row` or its twin.
fn th_text_of_row(row: &FlatRow, group: usize, cell: &FlatCell, th: u8, scope: u8) -> &'static str {
    if th & 1 == cell.variant & 1 {
        return th_text(group, cell, th, scope);
    }
    if th & 1 == 0 {
        // a returning form always has TH bit 0
        return "-";
    }
    let twin = row.twin.map(|t| &FLAT_ROWS[usize::from(t)]);
    row.cells[group]
        .iter()
        .chain(twin.map_or(&[][..], |t| t.cells[group]))
        .find(|c| c.op == cell.op && c.variant & 1 == th & 1)
        .map_or("-", |c| th_text(group, c, th, scope))
}

/// The value LLVM's parser gives th name `name`: the least TH any table of
/// `group` prints it for.
pub(crate) fn name_value(group: usize, name: &str) -> Option<u8> {
    let mut best: Option<u8> = None;
    for table in FLAT_TH[group] {
        // a table of variant 1 prints a th even for TH 1, SCOPE 0
        let variant = u8::from(!table[0].is_empty());
        for (i, text) in table.iter().enumerate() {
            if split_th(text).0 == Some(name) {
                let t = (i / 4) as u8 * 2 + variant;
                best = Some(best.map_or(t, |b| b.min(t)));
            }
        }
    }
    best
}

/// `th:NAME scope:NAME` as (NAME, NAME) parts, each `None` when absent.
pub(crate) fn split_th(text: &str) -> (Option<&str>, Option<&str>) {
    let (mut th, mut scope) = (None, None);
    for tok in text.split(' ') {
        if let Some(v) = tok.strip_prefix("th:") {
            th = Some(v);
        } else if let Some(v) = tok.strip_prefix("scope:") {
            scope = Some(v);
        }
    }
    (th, scope)
}

/// Dwords of a row's destination: GFX12's transposing loads
/// (global_load_tr_b64, global_load_tr_b128) spread a matrix over the wave,
/// so a wave64 lane gets half a wave32 lane's registers (LLVM's
/// `GLOBAL_LOAD_TR_*_w64` forms; llvm-mc-22 -mattr=+wavefrontsize64 takes
/// `v1` / `v[1:2]` and prints the bytes so).
fn vdst_width(target: Target, row: &FlatRow, w: u8) -> u8 {
    if target.wave64() && row.name.starts_with("global_load_tr_b") {
        w / 2
    } else {
        w
    }
}

impl FlatInst {
    pub(super) fn print12<W: Write>(&self, group: usize, f: &mut W) -> fmt::Result {
        let row = self.row();
        let cell = row.cells[group].get(self.cell as usize);
        f.write_str(row.name)?;
        let scratch = row.segment == Segment::Scratch;
        let saddr_text = if self.unencoded & SADDR_NULL != 0 {
            "null"
        } else if scratch {
            FLAT_SCRATCH_SADDR[group][usize::from(row.lds)][self.saddr() as usize]
        } else {
            without_note(FLAT_SADDR[group][self.saddr() as usize], exec_saddr(row))
        };
        let has_saddr = row.operands.contains(&FlatOperand::Saddr);
        for (i, op) in row.operands.iter().enumerate() {
            f.write_str(if i == 0 { " " } else { ", " })?;
            match *op {
                FlatOperand::Vdst(w) => {
                    let w = vdst_width(self.target, row, w);
                    self.vreg(f, cell, Field::Vdst, self.vdst(), w)?
                }
                FlatOperand::Data(w) => self.vreg(f, cell, Field::Data, self.data(), w)?,
                FlatOperand::Vaddr if scratch => {
                    if self.word & SVE != 0 {
                        self.vreg(f, cell, Field::Addr, self.addr(), 1)?
                    } else {
                        f.write_str("off")?
                    }
                }
                FlatOperand::Vaddr => {
                    let w = if scratch || has_saddr && saddr_text != "off" {
                        1
                    } else {
                        2
                    };
                    self.vreg(f, cell, Field::Addr, self.addr(), w)?
                }
                FlatOperand::Saddr => f.write_str(saddr_text)?,
            }
        }
        let off = (self.word2 as i32) >> 8;
        if off != 0 {
            write!(f, " offset:{off}")?;
        }
        for &(name, bit) in FLAT_CPOL[group] {
            if name == "th" {
                let th = (self.word >> TH_SHIFT & 7) as u8;
                let scope = (self.word >> SCOPE_SHIFT & 3) as u8;
                let text = cell.map_or("", |c| th_text_of_row(row, group, c, th, scope));
                if !text.is_empty() {
                    f.write_char(' ')?;
                    f.write_str(text)?;
                }
            } else if self.word >> bit & 1 != 0 {
                f.write_char(' ')?;
                f.write_str(name)?;
            }
        }
        Ok(())
    }
}

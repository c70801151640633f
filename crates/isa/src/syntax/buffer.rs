//! Buffer syntax: `buffer_load_dword v1, v[2:3], s[4:7], s2 idxen offen offset:16 glc`,
//! `buffer_store_lds_dword s[4:7], 0 lds`, `buffer_wbinvl1`,
//! `tbuffer_load_format_x v1, off, s[4:7], 0 format:[BUF_FMT_32_FLOAT]`;
//! GFX12: `buffer_load_b32 v1, v2, s[4:7], s2 offen offset:16 th:TH_LOAD_NT scope:SCOPE_SYS`.

use super::{flat, parse_vreg, AsmError, Cursor, RegRef, INVALID_OPERAND, NOT_VALID};
use crate::encoding::buffer::{
    encoding_bits, field_bits, has_acc, idxen_bit, lds_bit, offen_bit, op_bits, tfe_bit,
    variant_bits, variant_of, BufInst, ACC, FORMAT_SHIFT, FORMAT_SHIFT12, OFFSET_BITS12,
    OFFSET_MASK, SCOPE_SHIFT, TH_SHIFT,
};
use crate::operand::{self, Parsed};
use crate::tables::buffer::{
    self, BufCell, BufOperand, BufRow, Field, BUF_FORMAT, BUF_FORMAT_NAMES, BUF_ROWS, BUF_SOFFSET,
    BUF_SRSRC,
};
use crate::target::{Gen, Target};
use std::fmt::{self, Write};

/// Parses the operands of `row_index` or, failing that, of the other rows
/// with the same name (its LDS and TFE forms).
pub fn parse(target: Target, row_index: usize, c: &mut Cursor) -> Result<BufInst, AsmError> {
    let start = c.pos();
    let mut best_err = None;
    let mut index = row_index;
    loop {
        c.set_pos(start);
        match parse_row(target, index, c) {
            Ok(inst) => return Ok(inst),
            // the form exists but LLVM's assembler refuses it: say so
            Err(e) if e.msg == TFE_ON_STORE => return Err(e),
            // the form that parsed furthest names the problem best
            Err(e) => {
                if best_err.as_ref().is_none_or(|f: &AsmError| e.pos > f.pos) {
                    best_err = Some(e);
                }
            }
        }
        match BUF_ROWS[index].twin {
            Some(next) if next as usize != row_index => index = next as usize,
            _ => break,
        }
    }
    Err(best_err.unwrap_or_else(|| AsmError::at(start, INVALID_OPERAND)))
}

const TFE_ON_STORE: &str = "TFE modifier has no meaning for store instructions";

fn parse_row(target: Target, row_index: usize, c: &mut Cursor) -> Result<BufInst, AsmError> {
    let gen = target.gen();
    let unsupported = || AsmError::at(0, "instruction not supported on this GPU");
    let group = buffer::group(target).ok_or_else(unsupported)?;
    let row: &BufRow = &BUF_ROWS[row_index];
    let cells = row.cells[group];
    let any = cells.first().ok_or_else(unsupported)?;
    let v12 = gen == Gen::Gfx12;
    let mut word: u64 = 0;
    let mut hi: u32 = 0;
    let mut text_scc = false;
    let mut vaddr: Option<(Option<RegRef>, usize)> = None;
    let mut agpr = false;
    let mut format = None;
    for (i, op) in row.operands.iter().enumerate() {
        super::start_operand(c, i)?;
        match *op {
            BufOperand::Vdata(w) => {
                let Some(r) = parse_vreg(c)? else {
                    return Err(c.error(INVALID_OPERAND));
                };
                agpr = r.file == 'a';
                // gfx90a+ tuples start on an even register (LLVM's *_Align2 classes)
                if target.needs_aligned_vgprs() && r.width >= 2 && r.index % 2 == 1 {
                    return Err(AsmError::at(
                        r.pos,
                        "invalid register class: vgpr tuples must be 64 bit aligned",
                    ));
                }
                if r.width != u32::from(w)
                    || agpr && !any.acc
                    || any.note(Field::Vdata, agpr, r.index % 2 == 1).is_some()
                {
                    return Err(AsmError::at(r.pos, INVALID_OPERAND));
                }
                word |= u64::from(r.index as u8) << if v12 { 32 } else { 40 };
            }
            BufOperand::Vaddr => {
                c.skip_ws();
                let pos = c.pos();
                if c.eat_word("off") {
                    vaddr = Some((None, pos));
                    continue;
                }
                let Some(r) = parse_vreg(c)? else {
                    return Err(c.error(INVALID_OPERAND));
                };
                if r.file != 'v' || r.width > 2 {
                    return Err(AsmError::at(r.pos, INVALID_OPERAND));
                }
                // (LLVM prints some odd pairs it refuses, e.g. MTBUF's on gfx90a)
                if target.needs_aligned_vgprs() && r.width == 2 && r.index % 2 == 1 {
                    return Err(AsmError::at(
                        r.pos,
                        "invalid register class: vgpr tuples must be 64 bit aligned",
                    ));
                }
                if v12 {
                    hi |= u32::from(r.index as u8);
                } else {
                    word |= u64::from(r.index as u8) << 32;
                }
                vaddr = Some((Some(r), pos));
            }
            BufOperand::Srsrc => {
                c.skip_ws();
                let pos = c.pos();
                let value = srsrc(c, target, group, pos)?;
                word |= u64::from(value) << if v12 { 43 } else { 48 };
            }
            BufOperand::Soffset => {
                // MTBUF: a format before the soffset (GFX9 `dfmt:`/`nfmt:`,
                // GFX10+ a numeric `format:`), then a comma
                let before = if row.format {
                    format_before_soffset(c, gen)?
                } else {
                    None
                };
                if before.is_some() {
                    c.skip_ws();
                    c.eat(',');
                    if c.at_end() {
                        return Err(AsmError::at(0, "too few operands for instruction"));
                    }
                }
                c.skip_ws();
                let pos = c.pos();
                // a second format where the soffset goes (LLVM reads `dfmt:` as
                // an expression, which no soffset is, and `format:` as none)
                if row.format && at_named(c, "format") {
                    return Err(AsmError::at(pos, NOT_VALID));
                }
                if row.format && (at_named(c, "dfmt") || at_named(c, "nfmt")) {
                    return Err(AsmError::at(pos, INVALID_OPERAND));
                }
                let value = match operand::parse_source(c, gen, 1) {
                    Ok(Parsed::Reg(v, 1)) if v < 255 => v as usize,
                    Ok(_) => return Err(AsmError::at(pos, INVALID_OPERAND)),
                    Err(e) => return Err(e),
                };
                // (src_scc, 253: LLVM keeps its low 7 bits and echoes it)
                if v12 && value == 253 {
                    text_scc = true;
                    word |= 253 & 0x7f;
                    if row.format {
                        format = format_after_soffset(c, (group, gen), before)?;
                    }
                    continue;
                }
                let spelled = BUF_SOFFSET[group][value];
                if spelled == "-" || spelled.contains("/*") {
                    // (GFX12 takes no inline constant; LLVM points at the line)
                    return Err(if v12 && value >= 128 {
                        AsmError::at(0, "operands are not valid for this GPU or mode")
                    } else {
                        AsmError::at(pos, INVALID_OPERAND)
                    });
                }
                word |= (value as u64) << if v12 { 0 } else { 56 };
                if row.format {
                    format = format_after_soffset(c, (group, gen), before)?;
                }
            }
        }
    }
    if agpr {
        word |= ACC;
    }
    // LLVM's grammar takes the modifiers in one order: idxen offen offset:N,
    // then the cache policy, `lds` and `tfe` (`lds` before the cache policy
    // where the row says so)
    let (mut lds, mut tfe, mut stage, mut text_offset) = (false, false, 0u8, 0u16);
    let (mut offset_pos, mut tfe_pos, mut lds_pos) = (None, 0, 0);
    let mut cpol_pos = [0usize; 64];
    // cache-policy bits written out at their default (`noglc`)
    let mut cleared = 0u64;
    // GFX12's th: and scope: values with their positions
    let mut th: Option<(&str, usize)> = None;
    let mut scope: Option<(&str, usize)> = None;
    while !c.at_end() {
        let (pos, name) = super::modifier_name(c)?;
        // (`nv` prints but LLVM's assembler refuses it on GFX12; `nonv` it takes)
        if v12 && name == "nv" {
            return Err(AsmError::at(pos, "nv is not supported on this GPU"));
        }
        let (bare, clear) = super::cleared_cpol(&name, buffer::cpol(row, group));
        let name = bare.to_string();
        let cpol = buffer::cpol(row, group)
            .iter()
            .find(|(n, _)| *n == name && !(v12 && name == "nv" && !clear));
        let this = match name.as_str() {
            "idxen" => 2,
            "offen" => 3,
            "offset" => 4,
            "lds" if row.lds_first => 5,
            _ if cpol.is_some() => 6,
            "lds" => 7,
            "tfe" => 8,
            _ => return Err(AsmError::at(pos, NOT_VALID)),
        };
        if this == 4 && offset_pos.is_some() {
            return Err(AsmError::at(pos, NOT_VALID));
        }
        if this < stage || this == stage && this != 6 {
            return Err(AsmError::at(pos, INVALID_OPERAND));
        }
        stage = this;
        let bit = match name.as_str() {
            "th" | "scope" if v12 => {
                c.expect(':')?;
                c.skip_ws();
                let vpos = c.pos();
                let Some(value) = c.ident() else {
                    return Err(AsmError::at(vpos, "expected an identifier"));
                };
                let slot = if name == "th" { &mut th } else { &mut scope };
                if slot.is_some() {
                    return Err(AsmError::at(pos, INVALID_OPERAND));
                }
                *slot = Some((value, pos));
                continue;
            }
            "offset" if v12 => {
                offset_pos = Some(pos);
                c.expect(':')?;
                let v = c.expr()?;
                if !(0..1 << OFFSET_BITS12).contains(&v) {
                    return Err(AsmError::at(
                        pos,
                        "expected a 23-bit unsigned offset for buffer ops",
                    ));
                }
                hi |= (v as u32) << 8;
                continue;
            }
            "offset" => {
                offset_pos = Some(pos);
                c.expect(':')?;
                let v = c.expr()?;
                if !(0..=0xffff).contains(&v) {
                    return Err(AsmError::at(pos, "expected a 16-bit unsigned offset"));
                }
                // LLVM takes 16 bits, encodes the low 12 and echoes the value
                if v as u64 > OFFSET_MASK {
                    text_offset = v as u16;
                }
                word |= v as u64 & OFFSET_MASK;
                continue;
            }
            "lds" => {
                lds = true;
                lds_pos = pos;
                continue;
            }
            "tfe" => {
                tfe = true;
                tfe_pos = pos;
                continue;
            }
            "offen" => offen_bit(gen),
            "idxen" => idxen_bit(gen),
            _ => cpol.map_or(0, |&(_, b)| u32::from(b)),
        };
        if (word | cleared) >> bit & 1 != 0 {
            return Err(AsmError::at(pos, "duplicate cache policy modifier"));
        }
        if clear {
            cleared |= 1 << bit;
            cpol_pos[bit as usize] = pos;
            continue;
        }
        word |= 1 << bit;
        cpol_pos[bit as usize] = pos;
    }
    // (LLVM points at a modifier this form does not take)
    if lds != row.lds {
        return Err(AsmError::at(if lds { lds_pos } else { 0 }, INVALID_OPERAND));
    }
    if tfe != row.tfe {
        return Err(AsmError::at(if tfe { tfe_pos } else { 0 }, INVALID_OPERAND));
    }
    if !row.assembles {
        return Err(AsmError::at(tfe_pos, TFE_ON_STORE));
    }
    if lds {
        word |= lds_bit(gen).map_or(0, |b| 1 << b);
    }
    if tfe {
        word |= tfe_bit(target).map_or(0, |b| 1 << b);
    }
    // the address takes one VGPR per OFFEN / IDXEN, `off` when neither is set
    let addr_bits = 1u64 << offen_bit(gen) | 1 << idxen_bit(gen);
    if let Some((reg, pos)) = vaddr {
        let want = (word & addr_bits).count_ones();
        let have = reg.map_or(0, |r| r.width);
        if want != have {
            return Err(AsmError::at(pos, INVALID_OPERAND));
        }
        if let Some(r) = reg.filter(|r| r.width == 2) {
            if any.note(Field::Vaddr, false, r.index % 2 == 1).is_some() {
                return Err(AsmError::at(r.pos, INVALID_OPERAND));
            }
        }
    } else if word & addr_bits != 0 {
        return Err(AsmError::at(0, INVALID_OPERAND));
    }
    // the cell of this row whose variant the modifiers select
    let variant = variant_of(target, row.format, word);
    let (ci, cell): (usize, &BufCell) = cells
        .iter()
        .enumerate()
        .find(|(_, c)| c.variant == variant)
        .ok_or_else(|| AsmError::at(0, INVALID_OPERAND))?;
    let acc_zero = if word & ACC != 0 && has_acc(target) {
        cell.acc_zero
    } else {
        0
    };
    // `noX` needs a cache-policy operand: the cache-control instructions
    // (`buffer_wbinvl1`, `buffer_gl0_inv`) have none (llvm-mc-22)
    if let Some(b) = (0..64)
        .find(|b| cleared >> b & 1 != 0)
        .filter(|_| cell.cpol == 0)
    {
        return Err(AsmError::at(cpol_pos[b], INVALID_OPERAND));
    }
    // an offset only where the instruction has one (every GFX12 one does)
    if let Some(pos) = offset_pos.filter(|_| !v12 && cell.keep & OFFSET_MASK == 0) {
        return Err(AsmError::at(pos, NOT_VALID));
    }
    // cache-policy modifiers the instruction does not print: LLVM's assembler
    // takes those whose bit the encoding drops, and refuses the others
    let all_cpol = buffer::cpol(row, group)
        .iter()
        .fold(0u64, |m, &(_, b)| m | 1 << b);
    let extra = word & all_cpol & !cell.cpol;
    let unencoded = extra & cell.zero;
    if let Some(b) = (0..64).find(|b| (extra & !unencoded) >> b & 1 != 0) {
        return Err(AsmError::at(cpol_pos[b], INVALID_OPERAND));
    }
    word &= !unencoded;
    if word & (cell.zero | acc_zero) & !field_bits(gen, row) != 0 {
        return Err(AsmError::at(0, INVALID_OPERAND));
    }
    debug_assert_eq!(
        word & variant_bits(target, row.format, 7),
        variant_bits(target, row.format, variant)
    );
    word |= encoding_bits(gen, row.format) | op_bits(gen, row.format, cell.op);
    if v12 {
        let (t, s) = th_scope(target, kind(row), th, scope)?;
        word |= u64::from(t) << TH_SHIFT | u64::from(s) << SCOPE_SHIFT;
        if !row.format {
            // LLVM's assembler writes format 1 in the field buffer_* ignores
            word |= 1 << FORMAT_SHIFT12;
        }
    }
    if row.format {
        // no `format:` means the default, the value LLVM does not print
        let default = BUF_FORMAT[group].iter().position(|f| f.is_empty());
        let value = format.or(default.map(|d| d as u8)).unwrap_or(1);
        word |= u64::from(value) << if v12 { FORMAT_SHIFT12 } else { FORMAT_SHIFT };
    }
    Ok(BufInst {
        target,
        row: row_index as u16,
        cell: ci as u8,
        word,
        text_offset,
        unencoded,
        vbuffer: v12,
        hi,
        text_scc,
    })
}

/// The global_* instruction whose th:/scope: spellings a GFX12 buffer
/// instruction of `row`'s kind shares (`tools/probe_vbuffer.py` prints all 32
/// TH x SCOPE texts of each kind and the assembler's verdict on them).
fn kind(row: &BufRow) -> &'static str {
    if row.name.starts_with("buffer_atomic") {
        "global_atomic_add_u32"
    } else if row.name.contains("_store") {
        "global_store_b32"
    } else {
        "global_load_b32"
    }
}

/// The th:/scope: text of `th`, `scope` for instructions like `reference`
/// ("" when neither prints, "-" when unknown).
pub(super) fn th_text(target: Target, reference: &str, th: u8, scope: u8) -> &'static str {
    use crate::tables::flat::{self as ft, FLAT_ROWS};
    let Some(group) = ft::group(target) else {
        return "-";
    };
    let Some(first) = ft::lookup(reference, group) else {
        return "-";
    };
    // TH bit 0 picks the cell (an atomic's returning form is the twin row)
    let row = &FLAT_ROWS[first];
    let twin = row.twin.map(|t| &FLAT_ROWS[usize::from(t)]);
    row.cells[group]
        .iter()
        .chain(twin.map_or(&[][..], |t| t.cells[group]))
        .find(|c| c.variant & 1 == th & 1)
        .map_or("-", |c| flat::th_text(group, c, th, scope))
}

/// TH and SCOPE from the written `th:` and `scope:` values: the pair whose
/// printed text names what was written; the defaults print nothing and TH 3
/// with SCOPE_SYS must be spelled *_BYPASS [LLVM
/// AMDGPUAsmParser::validateTHAndScopeBits].
pub(super) fn th_scope(
    target: Target,
    reference: &str,
    th: Option<(&str, usize)>,
    scope: Option<(&str, usize)>,
) -> Result<(u8, u8), AsmError> {
    let th_name = th
        .map(|(v, _)| v)
        .filter(|v| !matches!(*v, "TH_LOAD_RT" | "TH_STORE_RT" | "TH_ATOMIC_RT"));
    let scope_name = scope.map(|(v, _)| v).filter(|v| *v != "SCOPE_CU");
    let bad_pos = th.or(scope).map_or(0, |(_, p)| p);
    if th_name.is_some_and(|v| v.contains("0x")) {
        return Err(AsmError::at(bad_pos, "invalid th value"));
    }
    let group = crate::tables::flat::group(target);
    let alias = th_name.and_then(super::flat::gfx12::th_alias);
    let value = th_name.map(|n| alias.or_else(|| group.and_then(|g| flat::name_value(g, n))));
    for t in 0..8u8 {
        if value.is_some_and(|v| v != Some(t)) || th_name.is_none() && t != 0 {
            continue;
        }
        for s in 0..4u8 {
            let text = th_text(target, reference, t, s);
            let (tt, st) = flat::split_th(text);
            let bypass_ok = !(t == 3 && s == 3) || tt.is_some_and(|n| n.ends_with("BYPASS"));
            // (an alias names an atomic's TH only)
            let named =
                tt == th_name || alias.is_some() && tt.is_some_and(|n| n.starts_with("TH_ATOMIC_"));
            if text != "-" && named && st == scope_name && bypass_ok {
                return Ok((t, s));
            }
        }
    }
    Err(AsmError::at(
        bad_pos,
        "scope and th combination is not valid",
    ))
}

/// Whether `name:` (a colon after the name, blanks allowed) comes next.
fn at_named(c: &mut Cursor, name: &str) -> bool {
    c.skip_ws();
    let rest = c.rest();
    rest.strip_prefix(name).is_some_and(|t| {
        !t.starts_with(|ch: char| ch.is_ascii_alphanumeric() || ch == '_')
            && t.trim_start().starts_with(':')
    })
}

/// `name:` and its value, an absolute expression in `0..=max`; the error
/// names the field (`out of range dfmt`) at the name.
fn format_field(c: &mut Cursor, name: &str, max: i64) -> Result<i64, AsmError> {
    let pos = c.pos();
    c.eat_word(name);
    c.skip_ws();
    c.expect(':')?;
    c.skip_ws();
    let vpos = c.pos();
    // (a bracketed expression holds one value: `[A,B]` ends at the comma)
    if let Some(inner) = c.rest().strip_prefix('[') {
        if let Some(k) = inner
            .find([',', ']'])
            .filter(|&k| inner[k..].starts_with(','))
        {
            return Err(AsmError::at(
                vpos + 1 + k,
                "expected ']' in brackets expression",
            ));
        }
    }
    let bracketed = c.eat('[');
    let absolute = || AsmError::at(vpos, "expected absolute expression");
    let v = c.expr().map_err(|_| absolute())?;
    if bracketed && !c.eat(']') {
        return Err(absolute());
    }
    if !(0..=max).contains(&v) {
        return Err(AsmError::at(pos, format!("out of range {name}")));
    }
    Ok(v)
}

/// The format an MTBUF instruction names before its soffset, as LLVM's
/// parser reads it (AMDGPUAsmParser::parseFORMAT: the legacy spellings
/// only): GFX9 `dfmt:D` and `nfmt:N`, each at most once, in either order,
/// a comma between them optional (the one left out is 1 and 0); GFX10+ a
/// numeric `format:N` (a bracketed name there is not an absolute
/// expression). The other generation's spelling is no operand.
fn format_before_soffset(c: &mut Cursor, gen: Gen) -> Result<Option<u8>, AsmError> {
    c.skip_ws();
    let pos = c.pos();
    if gen == Gen::Gfx9 {
        if at_named(c, "format") {
            return Err(AsmError::at(pos, NOT_VALID));
        }
        let (mut dfmt, mut nfmt) = (None, None);
        for _ in 0..2 {
            if dfmt.is_none() && at_named(c, "dfmt") {
                dfmt = Some(format_field(c, "dfmt", 15)?);
            } else if nfmt.is_none() && at_named(c, "nfmt") {
                nfmt = Some(format_field(c, "nfmt", 7)?);
            } else {
                break;
            }
            // a comma between the two (not one before the soffset)
            let save = c.pos();
            c.skip_ws();
            let next_field = |c: &mut Cursor| at_named(c, "dfmt") || at_named(c, "nfmt");
            if !(c.eat(',') && next_field(c)) {
                c.set_pos(save);
            }
        }
        if dfmt.is_none() && nfmt.is_none() {
            return Ok(None);
        }
        return Ok(Some((dfmt.unwrap_or(1) | nfmt.unwrap_or(0) << 4) as u8));
    }
    if at_named(c, "dfmt") || at_named(c, "nfmt") {
        return Err(AsmError::at(pos, NOT_VALID));
    }
    if !at_named(c, "format") {
        return Ok(None);
    }
    format_field(c, "format", 127).map(|v| Some(v as u8))
}

/// After an MTBUF soffset: one comma, then the format (`format:N` or a
/// bracketed name) unless one came before the soffset (then a `format:` is
/// a duplicate); then the comma LLVM skips after any operand
/// (AMDGPUAsmParser::parseFORMAT, llvm-mc-22: `s1,, offen` is taken).
fn format_after_soffset(
    c: &mut Cursor,
    (group, gen): (usize, Gen),
    before: Option<u8>,
) -> Result<Option<u8>, AsmError> {
    c.skip_ws();
    c.eat(',');
    let mut format = before;
    c.skip_ws();
    // a bare `format` is an operand of its own (LLVM: a symbol)
    if c.rest().starts_with("format") && !at_named(c, "format") {
        return Err(c.error(INVALID_OPERAND));
    }
    if at_named(c, "format") {
        let pos = c.pos();
        if before.is_some() {
            return Err(AsmError::at(pos, "duplicate format"));
        }
        c.eat_word("format");
        c.skip_ws();
        c.expect(':')?;
        format = Some(parse_format(c, group, gen)?);
    }
    c.skip_ws();
    c.eat(',');
    Ok(format)
}

/// An MTBUF data format after `format:`: a number, or a bracketed name as
/// LLVM prints it (`[BUF_FMT_32_FLOAT]`, `[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]`).
fn parse_format(c: &mut Cursor, group: usize, gen: Gen) -> Result<u8, AsmError> {
    c.skip_ws();
    let pos = c.pos();
    if !c.eat('[') {
        let v = c.expr()?;
        return u8::try_from(v)
            .ok()
            .filter(|v| *v < 128)
            .ok_or_else(|| AsmError::at(pos, "out of range format"));
    }
    let rest = c.rest();
    let Some(end) = rest.find(']') else {
        return Err(AsmError::at(pos, "expected a closing square bracket"));
    };
    let names: Vec<&str> = rest[..end].split(',').map(str::trim).collect();
    c.bump(end + 1);
    let spelled = names.join(",");
    BUF_FORMAT_NAMES[group]
        .iter()
        .find(|(n, _)| *n == spelled)
        .map(|&(_, v)| v)
        .ok_or_else(|| {
            // (LLVM points at the first name; GFX9 names no unified format)
            let unified = names[0].starts_with("BUF_FMT_") && gen == Gen::Gfx9;
            AsmError::at(
                pos + 1 + rest.len() - rest.trim_start().len(),
                if !names[0].starts_with(|ch: char| ch.is_ascii_alphabetic() || ch == '_') {
                    "expected a format string"
                } else if unified {
                    "unified format is not supported on this GPU"
                } else {
                    "unsupported format"
                },
            )
        })
}

/// SRSRC: four SGPRs (their start a multiple of 4), as the field value.
fn srsrc(c: &mut Cursor, target: Target, group: usize, pos: usize) -> Result<u8, AsmError> {
    let Some((value, w)) = operand::parse_register(c, target.gen())? else {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    };
    // (an unaligned quad is refused by the register parser)
    if value > 127 || w != 4 {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    }
    let field = (value / 4) as u8;
    let spelled = BUF_SRSRC[group][field as usize];
    let mut rc = Cursor::new(spelled);
    let named = operand::parse_register(&mut rc, target.gen())
        .ok()
        .flatten();
    if spelled.contains("/*") || named.map(|n| n.0) != Some(value) {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    }
    Ok(field)
}

impl BufInst {
    pub fn print<W: Write>(&self, f: &mut W) -> fmt::Result {
        let target = self.target;
        let gen = target.gen();
        let row = self.row();
        let cell = self.cell(target);
        let group = buffer::group(target);
        f.write_str(row.name)?;
        for (i, op) in row.operands.iter().enumerate() {
            f.write_str(if i == 0 { " " } else { ", " })?;
            match *op {
                BufOperand::Vdata(w) => {
                    let agpr = self.acc(target) && cell.is_some_and(|c| c.acc);
                    self.vreg(f, cell, Field::Vdata, agpr, self.vdata(), w)?
                }
                BufOperand::Vaddr => match self.vaddr_width(gen) {
                    0 => f.write_str("off")?,
                    w => self.vreg(f, cell, Field::Vaddr, false, self.vaddr(), w)?,
                },
                BufOperand::Srsrc => {
                    f.write_str(group.map_or("<invalid>", |g| BUF_SRSRC[g][self.srsrc() as usize]))?
                }
                BufOperand::Soffset if self.text_scc => f.write_str("src_scc")?,
                BufOperand::Soffset => f.write_str(
                    group.map_or("<invalid>", |g| BUF_SOFFSET[g][self.soffset() as usize]),
                )?,
            }
        }
        if let Some(g) = group.filter(|_| row.format) {
            let spelled = BUF_FORMAT[g][self.format() as usize];
            if !spelled.is_empty() {
                write!(f, " format:{spelled}")?;
            }
        }
        if row.has(BufOperand::Vaddr) {
            if self.idxen(gen) {
                f.write_str(" idxen")?;
            }
            if self.offen(gen) {
                f.write_str(" offen")?;
            }
        }
        let off = match self.text_offset {
            0 => self.offset(),
            written => u32::from(written),
        };
        if off != 0 {
            write!(f, " offset:{off}")?;
        }
        if row.lds_first {
            f.write_str(" lds")?;
        }
        if let (Some(g), Some(cell)) = (group, cell) {
            let printed = self.word & cell.cpol | self.unencoded;
            for &(name, bit) in buffer::cpol(row, g) {
                if self.vbuffer && matches!(name, "th" | "scope") {
                    // th and scope print as one pair, written at `th`
                    if name == "th" {
                        let text = th_text(target, kind(row), self.th(), self.scope());
                        if !text.is_empty() && text != "-" {
                            f.write_char(' ')?;
                            f.write_str(text)?;
                        }
                    }
                    continue;
                }
                if printed >> bit & 1 != 0 {
                    f.write_char(' ')?;
                    f.write_str(name)?;
                }
            }
        }
        if row.lds && !row.lds_first {
            f.write_str(" lds")?;
        }
        if row.tfe {
            f.write_str(" tfe")?;
        }
        Ok(())
    }

    fn vreg<W: Write>(
        &self,
        f: &mut W,
        cell: Option<&BufCell>,
        field: Field,
        agpr: bool,
        index: u8,
        width: u8,
    ) -> fmt::Result {
        let file = if agpr { 'a' } else { 'v' };
        let index = u32::from(index);
        crate::operand::write_reg_range(f, file, index, width)?;
        // (an address names a class only as a pair)
        let note = cell.and_then(|c| c.note(field, agpr, index % 2 == 1));
        if let Some(class) = note.filter(|_| field != Field::Vaddr || width == 2) {
            crate::operand::write_named_class_comment(f, class)?;
        }
        Ok(())
    }
}

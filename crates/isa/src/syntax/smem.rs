//! SMEM syntax: `s_load_dwordx2 s[4:5], s[2:3], s5 offset:0x10 glc`.

use super::{AsmError, Cursor};
use crate::encoding::smem::{
    null_soffset, offset_bits, op_field, SmemInst, Written, GFX9_IMM, GFX9_SOE,
};
use crate::operand;
use crate::tables::smem::{self, SmemCell, SmemOperand, SMEM_ROWS};
use crate::target::{Gen, Target};
use std::fmt::{self, Write};

use super::{INVALID_OPERAND, NOT_VALID};

/// Cache-policy bits of each generation and their modifier names.
const GLC9: u64 = 1 << 16;
const GLC10: u64 = 1 << 16;
const DLC10: u64 = 1 << 14;
const GLC11: u64 = 1 << 14;
const DLC11: u64 = 1 << 13;
const NV12: u64 = 1 << 20;
const SCOPE12_SHIFT: u32 = 21;
const TH12_SHIFT: u32 = 23;
const SCALE12: u64 = 1 << 56;

/// GFX12 `scope:` names, by field value.
const SCOPES: [&str; 4] = ["SCOPE_CU", "SCOPE_SE", "SCOPE_DEV", "SCOPE_SYS"];

pub fn parse(target: Target, row_index: usize, c: &mut Cursor) -> Result<SmemInst, AsmError> {
    let gen = target.gen();
    let row = &SMEM_ROWS[row_index];
    let cell =
        row.cells[smem::group(target)].expect("lookup only returns rows present on the target");
    let (shift, _) = op_field(gen);
    let enc: u64 = if gen == Gen::Gfx9 { 0b110000 } else { 0b111101 };
    let mut word = enc << 26 | u64::from(cell.op) << shift;
    // GFX10+ say "no register offset" with the null register
    if let Some(null) = null_soffset(gen).filter(|_| row.has(SmemOperand::Offset)) {
        word |= u64::from(null) << 57;
    }
    let mut written = Written::default();
    for (i, op) in row.operands.iter().enumerate() {
        // an offset left out (`s_load_dword s1, s[2:3] glc`) is 0: LLVM's
        // SMEM offset operand is optional (llvm-mc-22 prints `, 0x0`)
        let left_out = c.at_end() || !c.rest().trim_start().starts_with(',');
        if *op == SmemOperand::Offset && !row.has(SmemOperand::Soffset) && i > 0 && left_out {
            written.imm_offset = true;
            if gen == Gen::Gfx9 {
                word |= GFX9_IMM;
            }
            continue;
        }
        super::start_operand(c, i)?;
        match *op {
            SmemOperand::Sdata(w) => {
                let v = register(c, gen, cell.sdata, w, false)?;
                word |= u64::from(v) << 6;
            }
            SmemOperand::SdataImm => {
                let pos = c.pos();
                let v = c.expr()?;
                // LLVM keeps the low bits of any 32-bit value and echoes the value as written
                let v = i32::try_from(v).map_err(|_| AsmError::at(pos, INVALID_OPERAND))?;
                written.sdata_imm = Some(v);
                word |= (v as u64 & 0x7f) << 6 & !cell.zero;
            }
            SmemOperand::Sbase(w) => {
                let v = register(c, gen, cell.sbase, w, true)?;
                word |= u64::from(v);
            }
            SmemOperand::Offset if row.has(SmemOperand::Soffset) => {
                // the prefetch forms: a bare immediate, SOFFSET follows
                let pos = c.pos();
                let v = c.expr()?;
                word |= offset_field(gen, row.is_buffer(), v, pos)?;
            }
            SmemOperand::Offset => {
                word = parse_offset(target, row.is_buffer(), &cell, word, &mut written, c)?
            }
            SmemOperand::Soffset => {
                let v = register(c, gen, cell.soffset, 1, false)?;
                word = word & !(0x7f << 57) | u64::from(v) << 57;
            }
        }
    }
    let mut seen = 0u64;
    while !c.at_end() {
        let (pos, name) = super::modifier_name(c)?;
        // a cache-policy bit written out at its default (`noglc`,
        // `super::cleared_cpol`): checked like the bit, sets nothing
        if let Some(bare) = name.strip_prefix("no").filter(|b| CPOL_NAMES.contains(b)) {
            cleared(target, bare, pos)?;
            // (an instruction without cache-policy bits has no operand to take it)
            if cell.cpol == 0 {
                return Err(AsmError::at(pos, INVALID_OPERAND));
            }
            let bits = modifier(gen, bare, c, pos).unwrap_or(0);
            if seen & bits != 0 {
                return Err(AsmError::at(pos, DUPLICATE_CPOL));
            }
            seen |= bits;
            continue;
        }
        let bits = modifier(gen, &name, c, pos)?;
        if bits & cell.cpol == 0 && bits != 0 || (bits == 0 && name != "th" && name != "scope") {
            return Err(match (name.as_str(), gen) {
                ("dlc", Gen::Gfx9) => {
                    AsmError::at(pos, "dlc modifier is not supported on this GPU")
                }
                ("nv", _) => AsmError::at(pos, "nv is not supported on this GPU"),
                ("scale_offset", _) => {
                    AsmError::at(pos, "scale_offset is not supported on this GPU")
                }
                _ => AsmError::at(pos, INVALID_OPERAND),
            });
        }
        // NV and SCALE_OFFSET print but the assembler refuses them on these targets
        if bits & (NV12 | SCALE12) != 0 && gen == Gen::Gfx12 {
            return Err(AsmError::at(
                pos,
                if bits & NV12 != 0 {
                    "nv is not supported on this GPU"
                } else {
                    "scale_offset is not supported on this GPU"
                },
            ));
        }
        let field = if name == "th" {
            3 << TH12_SHIFT
        } else if name == "scope" {
            3 << SCOPE12_SHIFT
        } else {
            bits
        };
        if seen & field != 0 {
            // a bit named twice is LLVM's parseCPol's error; a second th:
            // or scope: the matcher's
            let dup = name != "th" && name != "scope";
            return Err(AsmError::at(
                pos,
                if dup { DUPLICATE_CPOL } else { INVALID_OPERAND },
            ));
        }
        seen |= field;
        word |= bits;
    }
    Ok(SmemInst {
        target,
        row: row_index as u16,
        word,
        written,
    })
}

const DUPLICATE_CPOL: &str = "duplicate cache policy modifier";

/// The cache-policy names LLVM's parser knows on some target.
const CPOL_NAMES: [&str; 8] = ["glc", "slc", "dlc", "scc", "sc0", "sc1", "nt", "nv"];

/// Whether `noX` (X `bare`) is taken on `target`: LLVM's parser takes it
/// wherever it knows the name X for a scalar instruction, whether or not
/// the instruction has that bit (llvm-mc-22, s_load_*: glc and slc on GFX9,
/// scc too on gfx90a/gfx942/gfx950, dlc on GFX10/GFX11, nv alone on GFX12;
/// sc0/sc1/nt are names of vector memory instructions only).
fn cleared(target: Target, bare: &str, pos: usize) -> Result<(), AsmError> {
    let gen = target.gen();
    let scc = matches!(target.name(), "gfx90a" | "gfx942" | "gfx950");
    match (gen, bare) {
        (Gen::Gfx12, "nv") => Ok(()),
        (Gen::Gfx12, _) => Err(AsmError::at(pos, NOT_VALID)),
        (_, "glc" | "slc") => Ok(()),
        (Gen::Gfx10 | Gen::Gfx11, "dlc") => Ok(()),
        (Gen::Gfx9, "scc") if scc => Ok(()),
        (_, "dlc") => Err(AsmError::at(
            pos,
            "dlc modifier is not supported on this GPU",
        )),
        (_, "scc") => Err(AsmError::at(
            pos,
            "scc modifier is not supported on this GPU",
        )),
        _ => Err(AsmError::at(pos, NOT_VALID)),
    }
}

/// One cache-policy modifier as word bits (0 for `th:`/`scope:` values that are zero).
fn modifier(gen: Gen, name: &str, c: &mut Cursor, pos: usize) -> Result<u64, AsmError> {
    Ok(match (gen, name) {
        (Gen::Gfx9, "glc") => GLC9,
        (Gen::Gfx10, "glc") => GLC10,
        (Gen::Gfx10, "dlc") => DLC10,
        (Gen::Gfx11, "glc") => GLC11,
        (Gen::Gfx11, "dlc") => DLC11,
        (Gen::Gfx12, "nv") => NV12,
        (Gen::Gfx12, "scale_offset") => SCALE12,
        (Gen::Gfx12, "th") => {
            c.expect(':')?;
            let v = match c.ident() {
                Some("TH_LOAD_RT") => 0,
                Some("TH_LOAD_NT") => 1,
                Some("TH_LOAD_HT") => 2,
                Some("TH_LOAD_LU") | Some("TH_LOAD_BYPASS") => 3,
                _ => return Err(AsmError::at(pos, "invalid th value")),
            };
            v << TH12_SHIFT
        }
        (Gen::Gfx12, "scope") => {
            c.expect(':')?;
            let v = c
                .ident()
                .and_then(|s| SCOPES.iter().position(|x| *x == s))
                .ok_or_else(|| AsmError::at(pos, "invalid scope value"))?;
            (v as u64) << SCOPE12_SHIFT
        }
        (Gen::Gfx9, "dlc") => {
            return Err(AsmError::at(
                pos,
                "dlc modifier is not supported on this GPU",
            ))
        }
        _ => return Err(AsmError::at(pos, NOT_VALID)),
    })
}

/// A register of spelling class `class`, as its field value. SBASE fields
/// (`halved`) hold the SGPR number divided by two.
fn register(c: &mut Cursor, gen: Gen, class: u8, width: u8, halved: bool) -> Result<u8, AsmError> {
    c.skip_ws();
    let pos = c.pos();
    let Some((value, w)) = operand::parse_register(c, gen)? else {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    };
    let w = if w == 0 { width } else { w };
    if w != width || value > 127 {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    }
    let field = if halved { value / 2 } else { value } as u8;
    // LLVM prints a quad at s124 as `null` but does not take it back (a pair it does)
    let usable = |s: &&str| !(s.contains("/*") || halved && width == 4 && *s == "null");
    let Some(spelled) = smem::spelling(class, field).filter(usable) else {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    };
    // LLVM prints an odd tuple start rounded down; such a register is misaligned
    let named = names(spelled, gen).map(|(v, w)| (v, if w == 0 { width } else { w }));
    if named != Some((value, width)) {
        return Err(AsmError::at(pos, "invalid register alignment"));
    }
    Ok(field)
}

/// The register a class spelling names.
fn names(spelled: &str, gen: Gen) -> Option<(u16, u8)> {
    let mut c = Cursor::new(spelled);
    operand::parse_register(&mut c, gen).ok().flatten()
}

/// The offset operand: `0x10`, `s5`, `s5 offset:0x10`, `null`.
fn parse_offset(
    target: Target,
    buffer: bool,
    cell: &SmemCell,
    mut word: u64,
    written: &mut Written,
    c: &mut Cursor,
) -> Result<u64, AsmError> {
    let gen = target.gen();
    c.skip_ws();
    let pos = c.pos();
    let save = c.pos();
    if gen == Gen::Gfx9
        && c.rest()
            .get(..4)
            .is_some_and(|w| w.eq_ignore_ascii_case("null"))
    {
        return Err(AsmError::at(
            pos,
            "'null' operand is not supported on this GPU",
        ));
    }
    let reg = operand::parse_register(c, gen)?;
    let Some((value, w)) = reg else {
        c.set_pos(save);
        let v = c.imm()?;
        c.claim_deferred(save, super::Role::Operand);
        written.imm_offset = true;
        if gen == Gen::Gfx9 {
            word |= GFX9_IMM;
        }
        return Ok(word | offset_field(gen, buffer, v, pos)?);
    };
    if !(w == 1 || w == 0) || value > 127 {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    }
    let value = value as u8;
    written.null_soffset = null_soffset(gen) == Some(value);
    if smem::spelling(cell.soffset, value).is_none() {
        return Err(AsmError::at(pos, INVALID_OPERAND));
    }
    let mut offset = None;
    let at = c.pos();
    if c.eat_word("offset") {
        c.expect(':')?;
        let opos = c.pos();
        offset = Some((c.expr()?, opos));
    } else {
        c.set_pos(at);
    }
    match gen {
        Gen::Gfx9 => {
            if let Some((v, opos)) = offset {
                word |= GFX9_IMM | GFX9_SOE | u64::from(value) << 57;
                word |= offset_field(gen, buffer, v, opos)?;
            } else {
                word |= u64::from(value) << 32;
            }
        }
        _ => {
            word = word & !(0x7f << 57) | u64::from(value) << 57;
            if let Some((v, opos)) = offset {
                word |= offset_field(gen, buffer, v, opos)?;
            }
        }
    }
    Ok(word)
}

/// The immediate offset `v` placed in its field, or LLVM's range error.
fn offset_field(gen: Gen, buffer: bool, v: i64, pos: usize) -> Result<u64, AsmError> {
    let bits = offset_bits(gen);
    let (ok, msg) = if buffer {
        let ubits = bits - 1;
        (
            (0..1i64 << ubits).contains(&v),
            if gen == Gen::Gfx12 {
                format!("expected a {ubits}-bit unsigned offset for buffer ops")
            } else {
                format!("expected a {ubits}-bit unsigned offset")
            },
        )
    } else {
        let half = 1i64 << (bits - 1);
        (
            (-half..half).contains(&v),
            format!("expected a {bits}-bit signed offset"),
        )
    };
    if !ok {
        return Err(AsmError::at(pos, msg));
    }
    Ok((v as u64 & ((1 << bits) - 1)) << 32)
}

impl SmemInst {
    pub fn print<W: Write>(&self, f: &mut W) -> fmt::Result {
        let target = self.target;
        let gen = target.gen();
        let row = self.row();
        let cell = self.cell(target);
        let class = |pick: fn(&SmemCell) -> u8, v: u8| {
            cell.and_then(|c| smem::spelling(pick(c), v))
                .unwrap_or("<invalid>")
        };
        f.write_str(row.name)?;
        for (i, op) in row.operands.iter().enumerate() {
            f.write_str(if i == 0 { " " } else { ", " })?;
            match *op {
                SmemOperand::Sdata(_) => f.write_str(class(|c| c.sdata, self.sdata()))?,
                SmemOperand::SdataImm => small(
                    f,
                    self.written
                        .sdata_imm
                        .map_or(i64::from(self.sdata()), i64::from),
                )?,
                SmemOperand::Sbase(_) => f.write_str(class(|c| c.sbase, self.sbase()))?,
                SmemOperand::Offset if row.has(SmemOperand::Soffset) => hex(f, self.offset(gen))?,
                SmemOperand::Offset => self.print_offset(gen, cell, f)?,
                SmemOperand::Soffset => f.write_str(class(|c| c.soffset, self.soffset()))?,
            }
        }
        self.print_cpol(gen, f)
    }

    fn print_offset<W: Write>(&self, gen: Gen, cell: Option<&SmemCell>, f: &mut W) -> fmt::Result {
        let reg = |v: u8| {
            cell.and_then(|c| smem::spelling(c.soffset, v))
                .unwrap_or("<invalid>")
        };
        let off = self.offset(gen);
        if gen == Gen::Gfx9 {
            let (imm, soe) = (self.word & GFX9_IMM != 0, self.word & GFX9_SOE != 0);
            return match (imm, soe) {
                (true, false) => hex(f, off),
                (false, false) => f.write_str(reg((self.word >> 32) as u8 & 0x7f)),
                (true, true) => {
                    f.write_str(reg(self.soffset()))?;
                    f.write_str(" offset:")?;
                    hex(f, off)
                }
                (false, true) => f.write_str(reg(self.soffset())),
            };
        }
        let soff = self.soffset();
        if Some(soff) == null_soffset(gen) && !(gen == Gen::Gfx12 && self.written.null_soffset) {
            // GFX10/11 name a zero offset by its null register
            if off == 0 && gen != Gen::Gfx12 && !self.written.imm_offset {
                return f.write_str("null");
            }
            return hex(f, off);
        }
        f.write_str(reg(soff))?;
        if off != 0 || gen == Gen::Gfx12 {
            f.write_str(" offset:")?;
            hex(f, off)?;
        }
        Ok(())
    }

    fn print_cpol<W: Write>(&self, gen: Gen, f: &mut W) -> fmt::Result {
        let w = self.word;
        match gen {
            Gen::Gfx9 if w & GLC9 != 0 => f.write_str(" glc"),
            Gen::Gfx10 | Gen::Gfx11 => {
                let (glc, dlc) = if gen == Gen::Gfx10 {
                    (GLC10, DLC10)
                } else {
                    (GLC11, DLC11)
                };
                if w & glc != 0 {
                    f.write_str(" glc")?;
                }
                if w & dlc != 0 {
                    f.write_str(" dlc")?;
                }
                Ok(())
            }
            Gen::Gfx12 => {
                if w & SCALE12 != 0 {
                    f.write_str(" scale_offset")?;
                }
                let th = w >> TH12_SHIFT & 3;
                let scope = (w >> SCOPE12_SHIFT & 3) as usize;
                match th {
                    1 => f.write_str(" th:TH_LOAD_NT")?,
                    2 => f.write_str(" th:TH_LOAD_HT")?,
                    // LLVM names th=3 by the scope: BYPASS at system scope, LU below it
                    3 if scope == 3 => f.write_str(" th:TH_LOAD_BYPASS")?,
                    3 => f.write_str(" th:TH_LOAD_LU")?,
                    _ => {}
                }
                if scope != 0 {
                    f.write_str(" scope:")?;
                    f.write_str(SCOPES[scope])?;
                }
                if w & NV12 != 0 {
                    f.write_str(" nv")?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

/// An offset as LLVM prints it: `0x10`, `-0x10`.
fn hex<W: Write>(f: &mut W, v: i32) -> fmt::Result {
    if v < 0 {
        write!(f, "-{:#x}", -(v as i64))
    } else {
        write!(f, "{v:#x}")
    }
}

/// A small immediate: decimal from -16 to 64, hex outside (LLVM's inline-value rule).
fn small<W: Write>(f: &mut W, v: i64) -> fmt::Result {
    if (-16..=64).contains(&v) {
        write!(f, "{v}")
    } else {
        write!(f, "{v:#x}")
    }
}

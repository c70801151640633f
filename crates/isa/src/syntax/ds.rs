//! DS syntax: `ds_add_rtn_u32 v1, v2, v3 offset:16 gds`.

use super::{parse_vreg, AsmError, Cursor};
use crate::encoding::ds::DsInst;
use crate::swizzle;
use crate::tables::ds::{DsRow, GdsBit, OffsetKind, DS_ROWS};
use crate::target::Target;
use std::fmt::{self, Write};

const INVALID_OPERAND: &str = "invalid operand for instruction";

pub fn parse(target: Target, row_index: usize, c: &mut Cursor) -> Result<DsInst, AsmError> {
    let row: &DsRow = &DS_ROWS[row_index];
    let cell =
        row.cells[target.ds_group()].expect("lookup only returns rows present on the target");
    let mut inst = DsInst {
        row: row_index as u16,
        regs: [0; 4],
        acc: false,
        offset: 0,
        gds: false,
    };
    let mut acc_seen: Option<bool> = None;
    for (i, op) in row.operands.iter().enumerate() {
        if i > 0 {
            c.eat(',');
        }
        if c.at_end() {
            return Err(AsmError::at(0, "too few operands for instruction"));
        }
        let Some(r) = parse_vreg(c)? else {
            return Err(c.error(INVALID_OPERAND));
        };
        let is_agpr = r.file == 'a';
        let wrong_file = is_agpr && !(op.acc && cell.acc && target.ds_agprs())
            || op.acc && acc_seen.is_some_and(|a| a != is_agpr);
        // Register tuples wider than a dword must start even where LLVM's class says `_Align2`.
        let misaligned = r.index % 2 == 1
            && cell
                .note(op.field, is_agpr)
                .is_some_and(|cls| cls.ends_with("_Align2"));
        if !wrong_file
            && r.width == 1
            && r.index % 2 == 1
            && cell.gds == GdsBit::Required
            && target.needs_aligned_vgprs()
        {
            return Err(AsmError::at(r.pos, "vgpr must be even aligned"));
        }
        if r.width != u32::from(op.width) || wrong_file || misaligned {
            return Err(AsmError::at(r.pos, INVALID_OPERAND));
        }
        if r.index + r.width > 256 {
            return Err(AsmError::at(r.pos, "register index is out of range"));
        }
        if is_agpr && r.width % 2 == 0 && r.index % 2 == 1 {
            return Err(AsmError::at(
                0,
                "invalid register class: vgpr tuples must be 64 bit aligned",
            ));
        }
        if op.acc {
            acc_seen = Some(is_agpr);
        }
        inst.regs[op.field as usize] = r.index as u8;
    }
    inst.acc = acc_seen.unwrap_or(false);
    let (mut have_offset, mut have_offset0, mut have_offset1, mut have_gds) =
        (false, false, false, false);
    loop {
        if c.at_end() {
            break;
        }
        if c.eat(',') {
            c.skip_ws();
            return Err(c.error(INVALID_OPERAND));
        }
        let pos = c.pos();
        let lower;
        let word = match c.ident() {
            Some(w) if w.bytes().any(|b| b.is_ascii_uppercase()) => {
                lower = w.to_ascii_lowercase();
                Some(lower.as_str())
            }
            w => w,
        };
        match word {
            Some("offset")
                if !have_offset
                    && row.offset != OffsetKind::None
                    && row.offset != OffsetKind::Offset8x2 =>
            {
                c.expect(':')?;
                have_offset = true;
                inst.offset = if row.offset == OffsetKind::Swizzle {
                    parse_swizzle(target, c)?
                } else {
                    let v = c.expr()?;
                    u16::try_from(v)
                        .map_err(|_| AsmError::at(pos, "expected a 16-bit unsigned offset"))?
                };
            }
            Some(w @ ("offset0" | "offset1"))
                if row.offset == OffsetKind::Offset8x2
                    && !(if w == "offset0" {
                        have_offset0
                    } else {
                        have_offset1
                    }) =>
            {
                c.expect(':')?;
                let v = c.expr()?;
                let v = u8::try_from(v)
                    .map_err(|_| AsmError::at(pos, format!("invalid {w} value.")))?;
                if w == "offset0" {
                    have_offset0 = true;
                    inst.offset = inst.offset & 0xff00 | u16::from(v);
                } else {
                    have_offset1 = true;
                    inst.offset = inst.offset & 0x00ff | u16::from(v) << 8;
                }
            }
            Some("gds") if !have_gds => match cell.gds {
                GdsBit::Printed | GdsBit::Required => (inst.gds, have_gds) = (true, true),
                _ => {
                    return Err(AsmError::at(
                        pos,
                        "gds modifier is not supported on this GPU",
                    ))
                }
            },
            Some("nogds") if !have_gds && cell.gds != GdsBit::Required => have_gds = true,
            Some("gds" | "nogds") => return Err(AsmError::at(pos, INVALID_OPERAND)),
            Some(_) => return Err(AsmError::at(pos, "not a valid operand.")),
            None => return Err(AsmError::at(pos, INVALID_OPERAND)),
        }
    }
    if cell.gds == GdsBit::Required && !inst.gds {
        return Err(AsmError::at(0, "too few operands for instruction"));
    }
    Ok(inst)
}

/// `swizzle(...)` macros or a constant expression, parsed the way LLVM does.
fn parse_swizzle(target: Target, c: &mut Cursor) -> Result<u16, AsmError> {
    c.skip_ws();
    let start = c.pos();
    let text = operand_extent(c.rest());
    let v = swizzle::parse(text, has_fft_rotate(target))
        .map_err(|e| AsmError::at(start + e.col, e.to_string()))?;
    c.bump(text.len());
    Ok(v)
}

/// The operand runs to the first blank outside parentheses and quotes that is
/// followed by another modifier (`gds`, `offset`...), or to the end of the line.
fn operand_extent(rest: &str) -> &str {
    let (mut depth, mut quoted) = (0i32, false);
    for (i, ch) in rest.char_indices() {
        match ch {
            '"' => quoted = !quoted,
            '(' if !quoted => depth += 1,
            ')' if !quoted => depth -= 1,
            c if c.is_whitespace() && depth <= 0 && !quoted => {
                let next = rest[i..].trim_start();
                if next.starts_with(|c: char| c.is_ascii_alphabetic()) {
                    return &rest[..i];
                }
            }
            _ => {}
        }
    }
    rest.trim_end()
}

/// FFT and ROTATE swizzles exist from GFX9 on, which is every target here.
fn has_fft_rotate(_target: Target) -> bool {
    true
}

impl DsInst {
    pub fn print<W: Write>(&self, target: Target, f: &mut W) -> fmt::Result {
        let row = self.row();
        let cell = self.cell(target);
        f.write_str(row.name)?;
        for (i, op) in row.operands.iter().enumerate() {
            f.write_str(if i == 0 { " " } else { ", " })?;
            let agpr = self.acc && op.acc;
            let file = if agpr { 'a' } else { 'v' };
            let index = u32::from(self.reg(op.field));
            if op.width == 1 {
                f.write_char(file)?;
                dec(f, index)?;
            } else {
                f.write_char(file)?;
                f.write_char('[')?;
                dec(f, index)?;
                f.write_char(':')?;
                dec(f, index + u32::from(op.width) - 1)?;
                f.write_char(']')?;
            }
            if let Some(class) = cell.and_then(|c| c.note(op.field, self.acc)) {
                let misaligned = class.ends_with("_Align2") && index % 2 == 1;
                let wrong_file = agpr && class.starts_with('V');
                if misaligned || wrong_file {
                    write!(
                        f,
                        "/*Invalid register, operand has '{class}' register class*/"
                    )?;
                }
            }
        }
        match row.offset {
            OffsetKind::Offset16 if self.offset != 0 => {
                f.write_str(" offset:")?;
                dec(f, u32::from(self.offset))?;
            }
            OffsetKind::Offset8x2 => {
                let (o0, o1) = (self.offset & 0xff, self.offset >> 8);
                if o0 != 0 {
                    f.write_str(" offset0:")?;
                    dec(f, u32::from(o0))?;
                }
                if o1 != 0 {
                    f.write_str(" offset1:")?;
                    dec(f, u32::from(o1))?;
                }
            }
            OffsetKind::Swizzle if self.offset != 0 => write!(
                f,
                " offset:{}",
                swizzle::format(self.offset, has_fft_rotate(target))
            )?,
            _ => {}
        }
        if self.gds {
            f.write_str(" gds")?;
        }
        Ok(())
    }
}

/// Decimal digits without the formatting machinery (the printer's hot path).
pub(crate) fn dec(f: &mut impl Write, mut v: u32) -> fmt::Result {
    if let Some(s) = crate::tables::ds::DECIMAL.get(v as usize) {
        return f.write_str(s);
    }
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    buf[i..]
        .iter()
        .try_for_each(|&d| f.write_char(char::from(d)))
}

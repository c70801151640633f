//! Interpolation and LDS-direct text, as llvm-mc-22 reads and prints it:
//!
//! ```text
//! v_interp_p1_f32_e32 v5, v7, attr3.z               VINTRP (GFX9/10)
//! v_interp_mov_f32_e64 v5, p0, attr3.z clamp div:2  VOP3 (GFX9/10)
//! v_interp_p2_f16 v5, -|v7|, attr3.z, v9 high clamp op_sel:[1,0,1,1]
//! v_interp_p10_f16_f32 v5, v1.h, v2, -v3.l clamp op_sel:[1,0,1,0] wait_exp:3
//! lds_param_load v1, attr3.x wait_vdst:15            (GFX12: ds_param_load ...
//!                                                     wait_va_vdst:15 wait_vm_vsrc:1)
//! ```
//! As everywhere in LLVM's AMDGPU parser, commas between operands are
//! optional and a trailing one is allowed. Modifiers come in the printed
//! order, each at most once. Without a suffix, a name with both a VINTRP and
//! a VOP3 form takes the VOP3 one only when a VOP3 modifier is written.

use super::alu::parse_modified_source;
use super::{AsmError, Cursor, INVALID_OPERAND, NOT_VALID};
use crate::encoding::interp::InterpInst;
use crate::operand::{self, Parsed, VGPR0};
use crate::tables::interp::{self, Form, InterpRow, Opnd, INTERP_ROWS};
use crate::target::{Gen, Target};
use std::fmt::{self, Write};

const TOO_FEW: &str = "too few operands for instruction";
const CHANNELS: [char; 4] = ['x', 'y', 'z', 'w'];
/// The largest attribute number the assembler takes (the field holds 63).
const MAX_ATTR: u64 = 32;

impl InterpInst {
    pub fn print<W: Write>(&self, f: &mut W) -> fmt::Result {
        let target = self.target;
        let r = self.row();
        f.write_str(r.name)?;
        f.write_str(r.suffix)?;
        let halves = r.t16 != 0 && !self.whole16 && target.gen() == Gen::Gfx11;
        let reg = |f: &mut W, v: u16, bit: u8| -> fmt::Result {
            // a true16 half reads the low 8 bits of any field value (llvm-mc-22)
            write!(f, "v{}", v & 0xff)?;
            if halves && r.t16 >> bit & 1 != 0 {
                f.write_str(if self.opsel >> bit & 1 != 0 {
                    ".h"
                } else {
                    ".l"
                })?;
            }
            Ok(())
        };
        for (k, o) in r.operands.iter().enumerate() {
            f.write_str(if k == 0 { " " } else { ", " })?;
            match *o {
                Opnd::Vdst => reg(f, VGPR0 + u16::from(self.vdst), 3)?,
                Opnd::Src(i) => {
                    let (neg, abs) = (self.neg >> i & 1 != 0, self.abs >> i & 1 != 0);
                    let v = self.src[usize::from(i)];
                    if v < VGPR0 && !(halves && r.t16 >> i & 1 != 0) {
                        let mut text = String::new();
                        not_vgpr(&mut text, v, target.gen(), abs, self.literal)?;
                        if neg {
                            super::alu::write_negated(f, &text)?;
                        } else {
                            f.write_str(&text)?;
                        }
                        continue;
                    }
                    f.write_str(if neg { "-" } else { "" })?;
                    f.write_str(if abs { "|" } else { "" })?;
                    reg(f, v, i)?;
                    f.write_str(if abs { "|" } else { "" })?;
                }
                Opnd::Param => match self.src[0] {
                    0 => f.write_str("p10")?,
                    1 => f.write_str("p20")?,
                    2 => f.write_str("p0")?,
                    n => write!(f, "invalid_param_{n}")?,
                },
                Opnd::Attr => write!(
                    f,
                    "attr{}.{}",
                    self.attr,
                    CHANNELS[usize::from(self.chan & 3)]
                )?,
            }
        }
        let opsel = |f: &mut W| -> fmt::Result {
            if self.opsel & r.opsel != 0 && !self.hide_opsel {
                let b = |i: u8| self.opsel >> i & 1;
                write!(f, " op_sel:[{},{},{},{}]", b(0), b(1), b(2), b(3))?;
            }
            Ok(())
        };
        match r.form {
            Form::Vintrp => {}
            Form::Vop3 => {
                if self.high {
                    f.write_str(" high")?;
                }
                if self.clamp {
                    f.write_str(" clamp")?;
                }
                opsel(f)?;
                f.write_str(["", " mul:2", " mul:4", " div:2"][usize::from(self.omod & 3)])?;
            }
            Form::Vinterp => {
                if self.clamp {
                    f.write_str(" clamp")?;
                }
                opsel(f)?;
                write!(f, " wait_exp:{}", self.wait)?;
            }
            Form::Ldsdir if r.vm_vsrc => write!(
                f,
                " wait_va_vdst:{} wait_vm_vsrc:{}",
                self.wait,
                u8::from(self.vm_vsrc)
            )?,
            Form::Ldsdir => write!(f, " wait_vdst:{}", self.wait)?,
        }
        Ok(())
    }
}

/// A decoded source field that is no VGPR, as LLVM prints it: the operand
/// with a comment on the class it breaks (none for the special registers
/// from 230 up but LDS direct, and for `null`).
fn not_vgpr(f: &mut String, v: u16, gen: Gen, abs: bool, literal: u32) -> fmt::Result {
    f.push_str(if abs { "|" } else { "" });
    if v == operand::LITERAL {
        f.push_str(&operand::bare_literal(literal));
    } else {
        operand::print(f, v, 1, gen, 0)?;
    }
    if (128..=208).contains(&v) || (240..=248).contains(&v) || v == operand::LITERAL {
        f.push_str("/*Invalid immediate*/");
    } else if (v < 230 && !operand::is_null(v, gen) && !(v == 125 && gen == Gen::Gfx9)) || v == 254
    {
        // (GFX9's 125 prints as `null` too, bare: llvm-mc-22 on gfx908)
        f.push_str("/*Invalid register, operand has 'VGPR_32' register class*/");
    }
    f.push_str(if abs { "|" } else { "" });
    Ok(())
}

/// The rows `name` may mean on `target`: a suffix-free name, or one with
/// `_e32` / `_e64` that picks the VINTRP or VOP3 form.
#[derive(Clone, Copy)]
pub struct Choice {
    short: Option<usize>,
    long: Option<usize>,
    forced: Option<bool>,
}

/// What `name` means on `target`, if it is an instruction of this family.
pub fn lookup(target: Target, name: &str) -> Option<Choice> {
    let (base, forced) = match (name.strip_suffix("_e32"), name.strip_suffix("_e64")) {
        (Some(b), _) => (b, Some(false)),
        (_, Some(b)) => (b, Some(true)),
        _ => (name, None),
    };
    let mut choice = Choice {
        short: None,
        long: None,
        forced,
    };
    for ri in interp::lookup(target, base) {
        match INTERP_ROWS[ri].form {
            Form::Vop3 => choice.long = Some(ri),
            Form::Vintrp => choice.short = Some(ri),
            // no suffixed spellings of the GFX11+ forms
            _ if forced.is_none() => choice.short = Some(ri),
            _ => {}
        }
    }
    (choice.short.is_some() || choice.long.is_some()).then_some(choice)
}

/// Parses the operands after the mnemonic.
pub fn parse(target: Target, choice: &Choice, c: &mut Cursor) -> Result<InterpInst, AsmError> {
    let ri = match choice.forced {
        Some(false) => choice
            .short
            .ok_or_else(|| AsmError::at(0, "e32 variant of this instruction is not supported"))?,
        Some(true) => choice
            .long
            .ok_or_else(|| AsmError::at(0, "e64 variant of this instruction is not supported"))?,
        None => choice
            .long
            .or(choice.short)
            .ok_or_else(|| AsmError::at(0, "instruction not supported on this GPU"))?,
    };
    let r = &INTERP_ROWS[ri];
    let mut inst = InterpInst::new(target, ri);
    let gen = target.gen();
    // `Some(pos)` of the first true16 operand written whole / as a half
    let (mut whole_at, mut half_at): (Option<usize>, Option<usize>) = (None, None);
    let mut halves = 0u8;
    for (k, o) in r.operands.iter().enumerate() {
        if k > 0 {
            c.eat(',');
        }
        c.skip_ws();
        if c.at_end() {
            return Err(AsmError::at(0, TOO_FEW));
        }
        let at = c.pos();
        match *o {
            Opnd::Vdst => {
                let (v, half) = vgpr(c, gen, at)?;
                inst.vdst = (v - VGPR0) as u8;
                place(r, 3, half, at, &mut whole_at, &mut half_at, &mut halves)?;
            }
            Opnd::Src(i) => {
                let (neg, abs, p, half) = parse_modified_source(c, gen, 1)?;
                let v = match p {
                    Parsed::Reg(v, 1) if v >= VGPR0 => v,
                    _ => return Err(AsmError::at(at, INVALID_OPERAND)),
                };
                let bit = 1 << i;
                // VINTERP takes `|x|` and echoes it, encoding nothing (llvm-mc-22)
                let abs_ok = r.abs & bit != 0 || r.form == Form::Vinterp;
                if (neg && r.neg & bit == 0) || (abs && !abs_ok) {
                    return Err(AsmError::at(at, INVALID_OPERAND));
                }
                inst.neg |= u8::from(neg) << i;
                inst.abs |= u8::from(abs) << i;
                inst.src[usize::from(i)] = v;
                place(r, i, half, at, &mut whole_at, &mut half_at, &mut halves)?;
            }
            Opnd::Param => inst.src[0] = param(c, at)?,
            Opnd::Attr => (inst.attr, inst.chan) = attribute(c, at)?,
        }
    }
    inst.whole16 = whole_at.is_some() && gen == Gen::Gfx11;
    inst.opsel = halves;
    modifiers(target, r, &mut inst, c)?;
    // no suffix: the VOP3 form only when a VOP3 modifier says so
    if choice.forced.is_none() && r.form == Form::Vop3 {
        let vop3 = inst.abs != 0 || inst.neg != 0 || inst.clamp || inst.omod != 0;
        if let (false, Some(short)) = (vop3, choice.short) {
            inst.row = short as u16;
        }
    }
    Ok(inst)
}

/// Records how true16 operand `bit` was written; LLVM takes halves or whole
/// registers, not both in one instruction.
fn place(
    r: &InterpRow,
    bit: u8,
    half: Option<bool>,
    at: usize,
    whole_at: &mut Option<usize>,
    half_at: &mut Option<usize>,
    halves: &mut u8,
) -> Result<(), AsmError> {
    if r.t16 >> bit & 1 == 0 {
        return match half {
            Some(_) => Err(AsmError::at(at, INVALID_OPERAND)),
            None => Ok(()),
        };
    }
    match half {
        Some(_) if whole_at.is_some() => Err(AsmError::at(at, INVALID_OPERAND)),
        None if half_at.is_some() => Err(AsmError::at(at, INVALID_OPERAND)),
        Some(high) => {
            half_at.get_or_insert(at);
            *halves |= u8::from(high) << bit;
            Ok(())
        }
        None => {
            whole_at.get_or_insert(at);
            Ok(())
        }
    }
}

/// A single VGPR, whole or a true16 half.
fn vgpr(c: &mut Cursor, gen: Gen, at: usize) -> Result<(u16, Option<bool>), AsmError> {
    match super::alu::parse_vgpr(c, gen)? {
        Some((v, 1, half)) => Ok((v, half)),
        _ => Err(AsmError::at(at, INVALID_OPERAND)),
    }
}

/// `p10`, `p20` or `p0`.
fn param(c: &mut Cursor, at: usize) -> Result<u16, AsmError> {
    match c.ident() {
        Some("p10") => Ok(0),
        Some("p20") => Ok(1),
        Some("p0") => Ok(2),
        Some(_) => Err(AsmError::at(at, "invalid interpolation slot")),
        None => Err(AsmError::at(at, INVALID_OPERAND)),
    }
}

/// `attrN.c`: one identifier token, read as LLVM's parser does (channel
/// from its last two characters, then the number before them).
fn attribute(c: &mut Cursor, at: usize) -> Result<(u8, u8), AsmError> {
    let word = c.ident().ok_or_else(|| AsmError::at(at, INVALID_OPERAND))?;
    let rest = word
        .strip_prefix("attr")
        .ok_or_else(|| AsmError::at(at, "invalid interpolation attribute"))?;
    let chan = rest
        .len()
        .checked_sub(2)
        .and_then(|n| rest.get(n..))
        .and_then(|ch| {
            let b = ch.as_bytes();
            (b[0] == b'.')
                .then(|| CHANNELS.iter().position(|&x| x as u8 == b[1]))
                .flatten()
        })
        .ok_or_else(|| AsmError::at(at, "invalid or missing interpolation attribute channel"))?;
    let num = &rest[..rest.len() - 2];
    let n: u64 = num
        .parse()
        .ok()
        .filter(|_| num.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| AsmError::at(at, "invalid or missing interpolation attribute number"))?;
    if n > MAX_ATTR {
        return Err(AsmError::at(
            at,
            "out of bounds interpolation attribute number",
        ));
    }
    Ok((n as u8, chan as u8))
}

/// `NAME:value` with `value` in `0..=max`.
fn value(c: &mut Cursor, at: usize, name: &str, max: i64) -> Result<u8, AsmError> {
    if !c.eat(':') {
        return Err(AsmError::at(at, INVALID_OPERAND));
    }
    match c.expr() {
        Ok(v) if (0..=max).contains(&v) => Ok(v as u8),
        Err(e) if e.msg == super::TOO_DEEP => Err(e),
        _ => Err(AsmError::at(at, format!("invalid {name} value."))),
    }
}

/// `op_sel:[a,...]`: one to four bits, each 0 or 1 (llvm-mc-22 takes
/// short lists and clears the rest).
fn opsel_list(c: &mut Cursor) -> Result<u8, AsmError> {
    c.expect(':')?;
    c.expect('[')?;
    let mut bits = 0;
    for k in 0..4 {
        if k > 0 && !c.eat(',') {
            break;
        }
        c.skip_ws();
        let pos = c.pos();
        match c.expr()? {
            0 => {}
            1 => bits |= 1 << k,
            _ => return Err(AsmError::at(pos, "invalid op_sel value.")),
        }
    }
    if !c.eat(']') {
        return Err(c.error("expected a closing square bracket"));
    }
    Ok(bits)
}

/// The modifiers after the operands, in the order LLVM prints them.
fn modifiers(
    target: Target,
    r: &InterpRow,
    inst: &mut InterpInst,
    c: &mut Cursor,
) -> Result<(), AsmError> {
    // the modifier words of this row, in their required order
    let order: &[&str] = match r.form {
        Form::Vintrp => &[],
        Form::Vop3 => &["high", "clamp", "op_sel", "omod"],
        Form::Vinterp => &["clamp", "op_sel", "wait_exp"],
        Form::Ldsdir if r.vm_vsrc => &["wait_va_vdst", "wait_vm_vsrc"],
        Form::Ldsdir => &["wait_vdst"],
    };
    let takes = |w: &str| match w {
        "high" => r.high,
        "clamp" => r.clamp,
        "op_sel" => r.opsel != 0,
        "omod" => r.omod,
        _ => true,
    };
    let mut next = 0;
    let mut opsel_written = None;
    loop {
        c.eat(',');
        c.skip_ws();
        if c.at_end() {
            break;
        }
        let at = c.pos();
        let word = c.ident().unwrap_or("");
        let key = match word {
            "mul" | "div" => "omod",
            w => w,
        };
        let k = order
            .iter()
            .position(|w| *w == key)
            .filter(|&k| k >= next && takes(order[k]))
            .ok_or_else(|| {
                // names LLVM knows nowhere in this position read NOT_VALID
                let known = [
                    "high",
                    "clamp",
                    "wait_exp",
                    "wait_vdst",
                    "wait_va_vdst",
                    "wait_vm_vsrc",
                ];
                if known.contains(&word) || order.contains(&key) && takes(key) {
                    AsmError::at(at, INVALID_OPERAND)
                } else {
                    AsmError::at(at, NOT_VALID)
                }
            })?;
        next = k + 1;
        match order[k] {
            "high" => inst.high = true,
            "clamp" => inst.clamp = true,
            "op_sel" => opsel_written = Some((opsel_list(c)?, at)),
            "omod" => {
                let v = value(c, at, "omod", 4)?;
                inst.omod = match (word, v) {
                    ("mul", 1) | ("div", 1) => 0,
                    ("mul", 2) => 1,
                    ("mul", 4) => 2,
                    ("div", 2) => 3,
                    _ => return Err(AsmError::at(at, "invalid omod value.")),
                };
            }
            "wait_exp" => inst.wait = value(c, at, "wait_exp", 7)?,
            "wait_vdst" => inst.wait = value(c, at, "wait_vdst", 15)?,
            "wait_va_vdst" => inst.wait = value(c, at, "wait_va_vdst", 15)?,
            "wait_vm_vsrc" => inst.vm_vsrc = value(c, at, "wait_vm_vsrc", 1)? != 0,
            _ => return Err(AsmError::at(at, INVALID_OPERAND)),
        }
    }
    match opsel_written {
        Some((bits, at)) => {
            // a half written as `v1.h` / `v1.l` must agree with op_sel
            let t16 = if target.gen() == Gen::Gfx11 && !inst.whole16 {
                r.t16
            } else {
                0
            };
            if (bits ^ inst.opsel) & t16 != 0 {
                return Err(AsmError::at(
                    at,
                    "op_sel operand conflicts with 16-bit operand suffix",
                ));
            }
            inst.opsel = bits & r.opsel;
        }
        None => inst.hide_opsel = inst.opsel != 0,
    }
    Ok(())
}

//! SDWA syntax (GFX9, GFX10): `v_add_f32_sdwa v1, -v2, sext(s3) clamp
//! dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD`.
//!
//! LLVM prints every select after the operands, clamp and omod (VOPC forms
//! have no destination selects); the assembler takes them in any order and
//! fills in the defaults (`encoding::sdwa::defaults`). Observed with llvm-mc-22.

use super::alu::{mask_width, parse_modified_source, write_negated, F16_INLINE};
use super::{start_operand, AsmError, Cursor, INVALID_OPERAND, NOT_VALID};
use crate::encoding::alu::AluInst;
use crate::encoding::sdwa::{defaults, modelled, mods, operandless_takes, takes};
use crate::operand::{self, Parsed, VGPR0};
use crate::tables::alu::{flags, lookup, lookup_on, AluRow, Opnd, Shape, SrcClass, ALU_ROWS};
use crate::target::Target;
use std::fmt::{self, Write};

/// Select names, by field value.
const SELS: [&str; 7] = [
    "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD",
];
/// dst_unused names by field value; LLVM prints 3 as UNUSED_PAD (observed
/// with llvm-mc-22).
const UNUSED: [&str; 4] = ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE", "UNUSED_PAD"];

/// Select operands: name, field shift, values, shapes that have it.
const FIELDS: [(&str, u32, &[&str]); 4] = [
    ("dst_sel", 8, &SELS),
    ("dst_unused", 11, &UNUSED),
    ("src0_sel", 16, &SELS),
    ("src1_sel", 24, &SELS),
];

fn has_field(shape: Shape, m: u16, shift: u32) -> bool {
    match shape {
        _ if m & mods::NODST != 0 && shift < 16 => false,
        Shape::Vop1 => shift != 24,
        Shape::Vopc => shift >= 16,
        _ => true,
    }
}

/// How source `i` prints its constants: the VOP3 form's class for src1
/// (the short form holds a VGPR there), the short form's for src0.
fn class_of(row: &AluRow, i: u8) -> Option<SrcClass> {
    let find = |sig: &[Opnd]| {
        sig.iter().find_map(|o| match *o {
            Opnd::Src(j, _, c) if j == i => Some(c),
            _ => None,
        })
    };
    if i == 1 {
        find(row.sig64).or_else(|| find(row.sig32))
    } else {
        find(row.sig32)
    }
}

/// Prints an SDWA form as llvm-mc-22 does.
pub fn print<W: Write>(inst: &AluInst, target: Target, f: &mut W) -> fmt::Result {
    let row = inst.row();
    let gen = target.gen();
    let d = inst.sdwa.unwrap_or(0);
    // the operand-less SDWA form (`v_nop_sdwa`) prints bare (llvm-mc-22)
    if row.operandless() {
        return f.write_str(row.name);
    }
    let m = takes(row, target).unwrap_or(0);
    f.write_str(row.name)?;
    f.write_str("_sdwa")?;
    let mut sep = " ";
    for o in row.sig32 {
        match *o {
            // GFX10 v_cmpx_* SDWA forms have no destination
            Opnd::Vcc if row.shape == Shape::Vopc && m & mods::SD == 0 => continue,
            Opnd::Vcc if row.shape == Shape::Vopc => {
                f.write_str(sep)?;
                operand::print(f, inst.dst, mask_width(target), gen, 0)?;
            }
            Opnd::Vcc => {
                f.write_str(sep)?;
                f.write_str(if target.wave64() { "vcc" } else { "vcc_lo" })?;
            }
            Opnd::VDst(w) => {
                f.write_str(sep)?;
                operand::print(f, VGPR0 + inst.dst, w, gen, 0)?;
                // an odd pair where VGPRs align (gfx90a+; observed with llvm-mc-22)
                if w == 2 && target.needs_aligned_vgprs() && inst.dst & 1 != 0 {
                    f.write_str(
                        "/*Invalid register, operand has 'VReg_64_Align2' register class*/",
                    )?;
                }
            }
            Opnd::Src(i, _, _) => {
                f.write_str(sep)?;
                print_source(f, inst, row, i, d, target)?;
            }
            _ => continue,
        }
        sep = ", ";
    }
    if inst.clamp {
        f.write_str(" clamp")?;
    }
    match inst.omod {
        1 => f.write_str(" mul:2")?,
        2 => f.write_str(" mul:4")?,
        3 => f.write_str(" div:2")?,
        _ => {}
    }
    for (name, shift, values) in FIELDS {
        if has_field(row.shape, m, shift) {
            let v = (d >> shift) as usize & if shift == 11 { 3 } else { 7 };
            write!(f, " {name}:{}", values.get(v).unwrap_or(&""))?;
        }
    }
    Ok(())
}

/// Source `i` with its modifiers: `sext(x)`, `-x`, `|x|`, `-|x|`.
fn print_source(
    f: &mut impl Write,
    inst: &AluInst,
    row: &AluRow,
    i: u8,
    d: u32,
    target: Target,
) -> fmt::Result {
    let k = usize::from(i);
    let v = inst.src[k];
    let mut text = String::new();
    let sext = d >> if i == 0 { 19 } else { 27 } & 1 != 0;
    // (rows whose neg/abs bits LLVM does not print: `mods::SILENT_MODS`)
    let silent = takes(row, target).is_some_and(|m| m & mods::SILENT_MODS != 0);
    let abs = inst.abs >> i & 1 != 0 && !silent;
    if sext {
        text.push_str("sext(");
    }
    if abs {
        text.push('|');
    }
    // 16-bit integer sources show float constants as their f16 bits
    // (unless written as float text: LLVM echoes that)
    match (v, class_of(row, i)) {
        (240..=248, Some(SrcClass::AnyI16)) if inst.float_text >> i & 1 == 0 => {
            write!(text, "{:#x}", F16_INLINE[usize::from(v - 240)])?
        }
        _ => operand::print(&mut text, v, 1, target.gen(), 0)?,
    }
    if abs {
        text.push('|');
    }
    if sext {
        text.push(')');
    }
    if inst.neg >> i & 1 != 0 && !silent {
        write_negated(f, &text)
    } else {
        f.write_str(&text)
    }
}

/// Whether `rest` (the text after a mnemonic) holds SDWA operands.
fn looks_sdwa(rest: &str, gen: crate::target::Gen) -> bool {
    // every key holds a `:` or a `(`: one vectorised scan settles the usual
    // line, which has neither
    memchr::memchr2(b':', b'(', rest.as_bytes()).is_some()
        && (["dst_sel:", "dst_unused:", "src0_sel:", "src1_sel:"]
            .iter()
            .any(|k| rest.contains(k))
            // (where no form takes sext, it is an operand modifier out of
            // place: "not a valid operand.", llvm-mc-22 on gfx1100's
            // `v_max_u32 v0, sext(v1), v2`)
            || gen <= crate::target::Gen::Gfx10 && rest.contains("sext("))
}

/// Parses an SDWA form when `name` is one: `NAME_sdwa`, or an ALU name
/// followed by SDWA operands (LLVM picks the SDWA form for those too).
pub fn parse(target: Target, name: &str, c: &mut Cursor) -> Option<Result<AluInst, AsmError>> {
    let gen = target.gen();
    // `v_nop_sdwa_e32` / `v_nop_sdwa_e64` are `v_nop_e32` / `v_nop_e64`, on
    // every generation (llvm-mc-22; not `v_clrexcp_sdwa_e32`), and so for
    // the VOP1 rows of `dpp::stacked_suffix`
    for (suffix, e64) in [("_sdwa_e32", false), ("_sdwa_e64", true)] {
        let Some(b) = name.strip_suffix(suffix) else {
            continue;
        };
        if let Some(row) = lookup(b, gen) {
            let r = &ALU_ROWS[row];
            if r.operandless() && r.name == "v_nop"
                || super::dpp::stacked_suffix(r, b, target, true, true)
            {
                return Some(super::alu::parse(target, row, Some(e64), c));
            }
        }
    }
    let base = match name.strip_suffix("_sdwa") {
        // `v_mov_b32_e32_sdwa` and `v_mov_b32_e64_sdwa` are `v_mov_b32_sdwa` (llvm-mc-22)
        Some(b) => vop1_base(b, gen).unwrap_or(b),
        // (an instruction with no SDWA form here reads the selects where
        // its own form does: "not a valid operand.", llvm-mc-22 on gfx1030's
        // `s_mov_b32 s0, sext(s1)` and gfx1100's `v_max_u32 v0, v1, v2
        // dst_sel:DWORD`)
        None if looks_sdwa(c.rest(), gen) && has_sdwa(name, target) => name,
        None => return None,
    };
    let row = lookup(base, gen)?;
    Some(parse_form(target, row, c))
}

/// Whether instruction `name` has an SDWA form on `target`.
fn has_sdwa(name: &str, target: Target) -> bool {
    lookup_on(name, target).is_some_and(|r| {
        let row = &ALU_ROWS[r];
        takes(row, target).is_some() || row.operandless() && operandless_takes(row, target)
    })
}

/// The SDWA form of ALU row `row`, tried by LLVM's matcher after the
/// short and VOP3 forms of a name written without a suffix: a modifier only
/// the SDWA form takes picks it (`v_mov_b32 v0, v1 clamp` on GFX9 and
/// GFX10; llvm-mc-22). `None`: the target has no SDWA form of the row.
pub fn parse_fallback(
    target: Target,
    row: usize,
    c: &mut Cursor,
) -> Option<Result<AluInst, AsmError>> {
    crate::encoding::sdwa::takes(&ALU_ROWS[row], target)?;
    Some(parse_form(target, row, c))
}

/// The VOP1 `base` names with an `_e32` or `_e64` suffix, which LLVM's
/// assembler takes before `_sdwa` (`v_mov_b32_e64_sdwa`; swept with
/// llvm-mc-22 over every VOP1 name on gfx908 and gfx1030; VOP2 and VOPC rows
/// are refused).
fn vop1_base(base: &str, gen: crate::target::Gen) -> Option<&str> {
    let b = base
        .strip_suffix("_e32")
        .or_else(|| base.strip_suffix("_e64"))?;
    lookup(b, gen)
        .filter(|&r| ALU_ROWS[r].shape == Shape::Vop1)
        .map(|_| b)
}

/// The SDWA form of an operand-less VOP1 (`v_nop_sdwa`, GFX9 and GFX10):
/// no operands and no selects (LLVM refuses `dst_sel:DWORD`, `clamp`, ...),
/// all SDWA dword fields zero; printed `v_nop` (llvm-mc-22).
fn parse_operandless(
    target: Target,
    row_index: usize,
    c: &mut Cursor,
) -> Result<AluInst, AsmError> {
    let row = &ALU_ROWS[row_index];
    if !operandless_takes(row, target) {
        return Err(AsmError::at(
            0,
            "sdwa variant of this instruction is not supported",
        ));
    }
    c.skip_ws();
    if !c.at_end() {
        return Err(c.error(INVALID_OPERAND));
    }
    let mut inst = AluInst::new(target, row_index);
    inst.src[0] = VGPR0;
    inst.sdwa = Some(0);
    Ok(inst)
}

fn parse_form(target: Target, row_index: usize, c: &mut Cursor) -> Result<AluInst, AsmError> {
    let gen = target.gen();
    let row_index = lookup_on(ALU_ROWS[row_index].name, target)
        .ok_or_else(|| AsmError::at(0, "instruction not supported on this GPU"))?;
    let row = &ALU_ROWS[row_index];
    if row.operandless() {
        return parse_operandless(target, row_index, c);
    }
    let m = takes(row, target)
        .ok_or_else(|| AsmError::at(0, "sdwa variant of this instruction is not supported"))?;
    if !modelled(row) {
        return Err(AsmError::at(
            0,
            "the SDWA form of this instruction is not supported yet",
        ));
    }
    let mut inst = AluInst::new(target, row_index);
    let mut sdwa = defaults(row.shape, m);
    let mask = mask_width(target);
    let mut k = 0;
    let skip_vcc = super::alu::implicit_vcc_left_out(row, target.gen(), true, c.rest());
    for o in row.sig32 {
        if *o == Opnd::Vcc && (row.shape == Shape::Vopc && m & mods::SD == 0 || skip_vcc) {
            continue;
        }
        c.skip_ws();
        start_operand(c, k)?;
        k += 1;
        c.skip_ws();
        let pos = c.pos();
        let bad = || AsmError::at(pos, INVALID_OPERAND);
        match *o {
            Opnd::Vcc if row.shape == Shape::Vopc => match operand::parse_register(c, gen)? {
                Some((106, w)) if w == mask => inst.dst = 106,
                Some((v, w)) if w == mask && v < 128 && valid_mask_dst(target, v) => inst.dst = v,
                Some((v, 0)) if operand::is_null(v, gen) => inst.dst = v,
                _ => return Err(bad()),
            },
            Opnd::Vcc => match operand::parse_register(c, gen)? {
                Some((106, w)) if w == mask => {}
                _ => return Err(bad()),
            },
            Opnd::VDst(w) => match operand::parse_register(c, gen)? {
                Some((v, rw)) if v >= VGPR0 && rw == w => {
                    if w > 1 && target.needs_aligned_vgprs() && v & 1 != 0 {
                        return Err(bad());
                    }
                    inst.dst = v - VGPR0;
                }
                _ => return Err(bad()),
            },
            Opnd::Src(i, 1, _) => {
                let class = class_of(row, i);
                let operand_text = c.rest().split(',').next().unwrap_or("").trim_start();
                // (the first word, a sign apart from its number included: `- 2.0`)
                let sign = usize::from(operand_text.starts_with('-'));
                let body = operand_text[sign..].trim_start();
                let word = body.split_whitespace().next().unwrap_or("");
                let float_text = super::float_in(word).is_some();
                // a 16-bit float source reads an f16 constant's bits as that constant
                let f16 = row.has(flags::LIT16) && class == Some(SrcClass::Any);
                let takes_neg = m & if i == 0 { mods::NEG0 } else { mods::NEG1 } != 0;
                let (v, neg, abs, sext) = parse_source(c, target, f16, takes_neg)?;
                if class == Some(SrcClass::Vgpr) && v < VGPR0 {
                    return Err(AsmError::at(pos, "source operand must be a VGPR"));
                }
                // the fp8/bf8 conversions' assembler takes no sext (observed with llvm-mc-22)
                if sext && m & mods::NODST != 0 {
                    return Err(AsmError::at(pos, NOT_VALID));
                }
                // an integer source of a float instruction (v_ldexp_f16's
                // exponent) takes no constant in sext(...), and 16-bit integer
                // sources no 1/(2*pi) (observed with llvm-mc-22)
                let sext_bit = if i == 0 { mods::SEXT0 } else { mods::SEXT1 };
                let int_of_float = row.shape == Shape::Vop2
                    && row.neg != 0
                    && row.neg >> i & 1 == 0
                    && m & sext_bit != 0;
                if sext && int_of_float && matches!(v, 128..=208 | 240..=248) {
                    return Err(AsmError::at(pos, "failed parsing operand."));
                }
                let int16 =
                    class == Some(SrcClass::AnyI16) || int_of_float && row.has(flags::LIT16);
                if v == 248 && float_text && int16 {
                    return Err(bad());
                }
                // a 16-bit source takes no integer past 16 bits, though its
                // low bits be a constant's (llvm-mc-22: 0xffffffff refused)
                let half = f16 || int16 || super::alu::bf16_source(row, usize::from(i));
                if half && super::lit16::wide_integer(operand_text) {
                    return Err(bad());
                }
                if float_text && class == Some(SrcClass::AnyI16) {
                    inst.float_text |= 1 << i;
                }
                let (n, a, x, s) = if i == 0 {
                    (mods::NEG0, mods::ABS0, mods::SEXT0, mods::S0)
                } else {
                    (mods::NEG1, mods::ABS1, mods::SEXT1, mods::S1)
                };
                let refused = neg && m & n == 0
                    || abs && m & a == 0
                    || sext && m & x == 0
                    || v < VGPR0 && m & s == 0;
                if refused {
                    return Err(bad());
                }
                inst.src[usize::from(i)] = v;
                inst.neg |= u8::from(neg) << i;
                inst.abs |= u8::from(abs) << i;
                sdwa |= u32::from(sext) << if i == 0 { 19 } else { 27 };
            }
            _ => return Err(bad()),
        }
    }
    parse_controls(c, row, m, &mut inst, &mut sdwa)?;
    inst.sdwa = Some(sdwa);
    if row.shape == Shape::Vopc && m & mods::SD == 0 {
        inst.dst = 106;
    }
    check_constant_bus(target, &inst)?;
    Ok(inst)
}

/// GFX9 reads one scalar value per instruction, GFX10 two. The implicit VCC
/// of v_cndmask and the carry-in forms is one more, distinct from a `vcc_lo`
/// source in wave32 (observed with llvm-mc-22).
fn check_constant_bus(target: Target, inst: &AluInst) -> Result<(), AsmError> {
    let gen = target.gen();
    let row = inst.row();
    let limit = if gen == crate::target::Gen::Gfx9 {
        1
    } else {
        2
    };
    let mut seen = [0u16; 3];
    let mut n = 0;
    let mut read = |key: u16| {
        if !seen[..n].contains(&key) && n < seen.len() {
            seen[n] = key;
            n += 1;
        }
    };
    let mut after_source = false;
    for o in row.sig32 {
        match *o {
            Opnd::Src(i, ..) => {
                after_source = true;
                let v = inst.src[usize::from(i)];
                let scalar = v < 128 && !operand::is_null(v, gen)
                    || (209..240).contains(&v)
                    || (249..VGPR0).contains(&v) && v != 254;
                if scalar {
                    read(v);
                }
            }
            Opnd::Vcc if after_source => read(0x8000 | 106),
            _ => {}
        }
    }
    if n > limit {
        return Err(AsmError::at(
            0,
            "invalid operand (violates constant bus restrictions)",
        ));
    }
    Ok(())
}

/// A VOPC destination the encoding holds as written (an aligned pair in wave64).
fn valid_mask_dst(target: Target, v: u16) -> bool {
    let w = mask_width(target);
    operand::is_valid(v, w, target.gen()) && (w == 1 || v >= 102 || v & 1 == 0)
}

/// A source: VGPR, or scalar register or inline constant, with `sext(...)`
/// or float modifiers. Returns (operand number, neg, abs, sext).
fn parse_source(
    c: &mut Cursor,
    target: Target,
    f16: bool,
    takes_neg: bool,
) -> Result<(u16, bool, bool, bool), AsmError> {
    let gen = target.gen();
    c.skip_ws();
    let pos = c.pos();
    let bad = || AsmError::at(pos, INVALID_OPERAND);
    // SDWA takes no literal, `lit(...)` included
    let text = c.rest().split(',').next().unwrap_or("");
    if text.contains("lit(") {
        return Err(bad());
    }
    // `--3` reads as 3 where no neg modifier is taken
    if takes_neg {
        c.refuse_doubled_minus()?;
    }
    let sext = c.rest().starts_with("sext(");
    if sext {
        c.bump(5);
    }
    let (neg, abs, p, half) = parse_modified_source(c, gen, 1)?;
    if sext {
        c.skip_ws();
        c.expect(')')?;
    }
    if half.is_some() {
        return Err(bad());
    }
    // a literal whose bits an inline constant holds is that constant (the
    // f16 constants for 16-bit operands)
    let v = match p {
        Parsed::Reg(v, 1) => v,
        Parsed::Literal(x) if f16 => F16_INLINE
            .iter()
            .position(|&b| u32::from(b) == x)
            .map(|k| 240 + k as u16)
            .ok_or_else(bad)?,
        Parsed::Literal(x) => operand::inline_of_bits(x).ok_or_else(bad)?,
        _ => return Err(bad()),
    };
    if v == 254 {
        return Err(AsmError::at(
            pos,
            "lds_direct cannot be used with this instruction",
        ));
    }
    if v == operand::LITERAL || (v < VGPR0 && !operand::is_valid(v, 1, gen)) {
        return Err(bad());
    }
    Ok((v, neg, abs, sext))
}

/// `clamp`, `mul:N`/`div:N` and the selects, each at most once and in the
/// order LLVM prints them (its assembler refuses other orders; observed with
/// llvm-mc-22).
fn parse_controls(
    c: &mut Cursor,
    row: &AluRow,
    m: u16,
    inst: &mut AluInst,
    sdwa: &mut u32,
) -> Result<(), AsmError> {
    // rank of the last control read: clamp 0, omod 1, then FIELDS from 2
    let mut last: Option<usize> = None;
    loop {
        c.skip_ws();
        // one comma may stand before each control and after the last one
        // (`v_mov_b32_sdwa v0, v1, clamp, dst_sel:DWORD,`; a second one is
        // refused: llvm-mc-22 on gfx908 and gfx1030)
        if c.eat(',') {
            c.skip_ws();
        }
        if c.at_end() {
            return Ok(());
        }
        let pos = c.pos();
        let bad = || AsmError::at(pos, INVALID_OPERAND);
        let word = c.ident().ok_or_else(|| AsmError::at(pos, NOT_VALID))?;
        let rank = match word {
            "clamp" => 0,
            "mul" | "div" => 1,
            _ => 2 + FIELDS.iter().position(|f| f.0 == word).ok_or_else(bad)?,
        };
        if last.is_some_and(|l| l >= rank) {
            return Err(bad());
        }
        last = Some(rank);
        match word {
            "clamp" if m & mods::CLAMP == 0 => return Err(bad()),
            "clamp" => inst.clamp = true,
            "mul" | "div" if m & mods::OMOD == 0 => return Err(bad()),
            "mul" | "div" => {
                c.expect(':')?;
                let v = c.expr()?;
                inst.omod = match (word, v) {
                    ("mul", 1) | ("div", 1) => 0,
                    ("mul", 2) => 1,
                    ("mul", 4) => 2,
                    ("div", 2) => 3,
                    _ => return Err(AsmError::at(pos, "invalid mul value.")),
                };
            }
            _ => {
                let Some(&(_, shift, values)) = rank.checked_sub(2).and_then(|k| FIELDS.get(k))
                else {
                    return Err(bad());
                };
                if !has_field(row.shape, m, shift) {
                    return Err(AsmError::at(pos, NOT_VALID));
                }
                c.expect(':')?;
                c.skip_ws();
                let vpos = c.pos();
                let name = c.ident().unwrap_or("");
                let Some(v) = values.iter().position(|x| *x == name) else {
                    return Err(AsmError::at(vpos, "invalid sdwa selector value"));
                };
                let width = if shift == 11 { 3 } else { 7 };
                *sdwa = *sdwa & !(width << shift) | (v as u32) << shift;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::target::Target;

    /// One comma before each control and after the last; `_e32_sdwa` and
    /// `_e64_sdwa` name a VOP1's SDWA form (llvm-mc-22 -show-encoding on
    /// gfx908 and gfx1030).
    #[test]
    fn commas_and_suffix_orders_follow_llvm() {
        for t in ["gfx908", "gfx1030"] {
            let t = Target::from_name(t).expect("target");
            for (line, want, bytes) in [
                (
                    "v_mov_b32_sdwa v0, v1, clamp, dst_sel:DWORD",
                    "v_mov_b32_sdwa v0, v1 clamp dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD",
                    [0xf9, 0x02, 0x00, 0x7e, 0x01, 0x36, 0x06, 0x00],
                ),
                (
                    "v_mov_b32_sdwa v0, v1 ,",
                    "v_mov_b32_sdwa v0, v1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:DWORD",
                    [0xf9, 0x02, 0x00, 0x7e, 0x01, 0x16, 0x06, 0x00],
                ),
                (
                    "v_mov_b32 v0, v1, dst_sel:DWORD ,src0_sel:WORD_1",
                    "v_mov_b32_sdwa v0, v1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:WORD_1",
                    [0xf9, 0x02, 0x00, 0x7e, 0x01, 0x16, 0x05, 0x00],
                ),
                (
                    "v_mov_b32_e64_sdwa v0, v1 src0_sel:WORD_1",
                    "v_mov_b32_sdwa v0, v1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:WORD_1",
                    [0xf9, 0x02, 0x00, 0x7e, 0x01, 0x16, 0x05, 0x00],
                ),
                (
                    "v_mov_b32_e32_sdwa v0, v1 src0_sel:WORD_1",
                    "v_mov_b32_sdwa v0, v1 dst_sel:DWORD dst_unused:UNUSED_PRESERVE src0_sel:WORD_1",
                    [0xf9, 0x02, 0x00, 0x7e, 0x01, 0x16, 0x05, 0x00],
                ),
            ] {
                let inst = crate::assemble_line(t, line).expect(line);
                assert_eq!(inst.display().to_string(), want, "{line}");
                assert_eq!(inst.encode().to_vec(), bytes, "{line}");
            }
            for line in [
                "v_mov_b32_sdwa v0, v1,, dst_sel:DWORD",
                "v_mov_b32_sdwa v0, v1 dst_sel:DWORD,, src0_sel:DWORD",
            ] {
                assert!(crate::assemble_line(t, line).is_err(), "{line}");
            }
        }
    }

    /// xorshift64: deterministic noise without a dependency.
    fn next(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    /// Any SDWA word that decodes re-encodes to bytes that decode to the same
    /// text (ignored bits may differ).
    #[test]
    fn decoded_words_round_trip() {
        let mut s = 0x5d3a_0249_u64;
        for name in ["gfx900", "gfx908", "gfx90a", "gfx950", "gfx1010", "gfx1030"] {
            let t = Target::from_name(name).unwrap();
            for _ in 0..2500 {
                let r = next(&mut s);
                let w0 = (r as u32 & !0x1ff | 249) & 0x7fff_ffff;
                let bytes = [w0.to_le_bytes(), ((r >> 32) as u32).to_le_bytes()].concat();
                let Ok(inst) = crate::decode(t, &bytes) else {
                    continue;
                };
                let text = inst.display().to_string();
                let again = inst.encode().to_vec();
                let back = crate::decode(t, &again).map(|i| i.display().to_string());
                assert_eq!(back.as_deref(), Ok(text.as_str()), "{name} {bytes:02x?}");
                // text the assembler takes (LLVM's refuses some decoded
                // words too, e.g. two SGPRs on GFX9) encodes to bytes that
                // decode to it again (dst_unused 3 prints as UNUSED_PAD, 0)
                if text.contains("_sdwa") && !text.contains("/*") {
                    if let Ok(asm) = crate::syntax::parse_inst(t, &text) {
                        let b = asm.encode().to_vec();
                        let again = crate::decode(t, &b).map(|i| i.display().to_string());
                        assert_eq!(again.as_deref(), Ok(text.as_str()), "{name} `{text}`");
                    }
                }
            }
        }
    }

    /// Short-form opcodes without a row are words LLVM refuses, with or
    /// without an SDWA/DPP dword (llvm-mc-22: "invalid instruction
    /// encoding"); the operand-less VOP1s have rows (`v_nop`).
    #[test]
    fn short_opcodes_without_rows_are_invalid() {
        use crate::encoding::DecodeError;
        for (name, bytes) in [
            ("gfx900", [0xf9, 0xe8, 0x55, 0x7e, 0xdc, 0x8e, 0x01, 0x08]),
            ("gfx90a", [0xfa, 0xe8, 0x55, 0x7e, 0xdc, 0x8e, 0x01, 0x08]),
            ("gfx1010", [0xf9, 0x00, 0x12, 0x7e, 0xec, 0x29, 0x0b, 0x0e]),
            ("gfx1100", [0xf9, 0xbc, 0x09, 0x7f, 0x40, 0x0e, 0x16, 0x08]),
        ] {
            let t = Target::from_name(name).unwrap();
            let r = crate::decode(t, &bytes).map(|i| i.display().to_string());
            assert_eq!(r, Err(DecodeError::Invalid), "{name} {bytes:02x?}");
        }
        // v_nop with a DPP/SDWA marker in SRC0 is no invalid word
        let t = Target::from_name("gfx900").unwrap();
        let nop = [0xf9, 0x00, 0x00, 0x7e, 0x00, 0x06, 0x06, 0x06];
        assert_ne!(crate::decode(t, &nop).err(), Some(DecodeError::Invalid));
    }

    /// SDWA-like text, mangled, gives errors, never a panic.
    #[test]
    fn sdwa_like_text_never_panics() {
        const PARTS: [&str; 24] = [
            "v_add_f32_sdwa",
            "v_mov_b32",
            "v_cmp_eq_u32_sdwa",
            "v_cvt_pk_f32_fp8_sdwa",
            " ",
            ",",
            "v1",
            "s[2:3]",
            "vcc",
            "sext(",
            ")",
            "-",
            "|",
            "1.0",
            "0x3c00",
            "lit(",
            "dst_sel:",
            "BYTE_0",
            "dst_unused:",
            "UNUSED_PAD",
            "src0_sel:",
            "src1_sel:",
            "clamp",
            "mul:2",
        ];
        let mut s = 0x1234_5678_9abc_def1_u64;
        for name in ["gfx908", "gfx942", "gfx1030", "gfx1100"] {
            let t = Target::from_name(name).unwrap();
            for _ in 0..800 {
                // a known mnemonic first (unknown ones only search for suggestions)
                let n = 1 + next(&mut s) % 12;
                let mut text = String::from(PARTS[(next(&mut s) % 4) as usize]);
                text.push(' ');
                for _ in 0..n {
                    text.push_str(PARTS[(next(&mut s) % PARTS.len() as u64) as usize]);
                }
                let _ = crate::syntax::parse_inst(t, &text);
            }
        }
    }

    /// A pair destination at v255 where VGPRs align (a live-test word;
    /// texts from llvm-mc-22 --disassemble).
    #[test]
    fn pair_destination_at_v255() {
        let cases: [(&str, &[u8], &str); 2] = [
            (
                "gfx942",
                &[0xf9, 0xae, 0xfe, 0x7f, 0x7f, 0x86, 0x82, 0x00],
                "v_cvt_pk_f32_bf8_sdwa v[255:256]/*Invalid register, operand has 'VReg_64_Align2' register class*/, exec_hi mul:4 src0_sel:BYTE_2",
            ),
            (
                "gfx950",
                &[0xf9, 0xae, 0xfe, 0x7f, 0x01, 0x06, 0x06, 0x00],
                "v_cvt_pk_f32_bf8_sdwa v[255:256]/*Invalid register, operand has 'VReg_64_Align2' register class*/, v1 src0_sel:DWORD",
            ),
        ];
        crate::syntax::assert_decodes_as(&cases);
    }
}

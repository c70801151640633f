//! DPP syntax: the `_dpp` / `_e64_dpp` names, the DPP16 controls
//! (`quad_perm:[..] row_mask:0xf bank_mask:0xf bound_ctrl:1 fi:1`) and DPP8's
//! `dpp8:[..] fi:1`. GFX11+ VOPC DPP forms print with no suffix at all
//! (observed with llvm-mc-22).

use super::alu::{mask_width, parse_form, parse_modified_source, parse_vgpr, slots, Slot};
use super::{AsmError, Cursor, INVALID_OPERAND, NOT_VALID};
use crate::encoding::alu::AluInst;
use crate::encoding::dpp::{
    modelled, operandless_takes, untwinned_mods, vgpr_only_plain, vop3p_vgpr_only, wide_rule, Dpp,
    WideDpp, CTRL_AS_SOURCE, FI_UNECHOED,
};
use crate::encoding::vop3p::Vop3pInst;
use crate::inst::Inst;
use crate::operand::{self, Parsed, LITERAL, VGPR0};
use crate::tables::alu::{
    dpp_lo128, lookup, lookup_on, takes_dpp_vop3p, AluRow, OpSel, Opnd, Shape, ALU_ROWS,
};
use crate::tables::vop3p::VOP3P_ROWS;
use crate::target::{Arch, Gen, Target};
use std::fmt::{self, Write};

/// What LLVM prints after a VGPR past v127 in a GFX12 16-bit short DPP
/// source (`AluInst::lo128_comment`; observed with llvm-mc-22).
pub const LO128_COMMENT: &str = "/*Invalid register, operand has 'VGPR_32_Lo128' register class*/";

/// What follows the mnemonic's base name in a DPP form (`v_nop`'s prints
/// none: `v_nop quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf`, llvm-mc-22).
pub fn suffix(inst: &AluInst) -> &'static str {
    if inst.row().operandless() {
        ""
    } else if inst.is_vop3() {
        "_e64_dpp"
    } else if inst.row().shape == Shape::Vopc {
        ""
    } else {
        "_dpp"
    }
}

/// Whether LLVM prints DPP_CTRL value `ctrl` on `target` without a comment
/// (values from LLVM's AMDGPU DPP control encoding, checked with llvm-mc-22).
pub fn ctrl_valid(target: Target, ctrl: u32) -> bool {
    let gfx9 = target.gen() == Gen::Gfx9;
    match ctrl {
        0x00..=0xff | 0x101..=0x10f | 0x111..=0x11f | 0x121..=0x12f | 0x140 | 0x141 => true,
        0x130 | 0x134 | 0x138 | 0x13c | 0x142 | 0x143 => gfx9,
        // row_newbcast on gfx90a/gfx942/gfx950 (the GFX9 targets aligning VGPRs)
        0x150..=0x15f => !gfx9 || target.needs_aligned_vgprs(),
        0x160..=0x16f => !gfx9,
        _ => false,
    }
}

/// The text of source `i` of a VOP3P DPP form reading VGPRs only there
/// (`encoding::dpp::vop3p_vgpr_only`) but holding another value: a
/// constant with LLVM's "Invalid immediate" comment, a scalar with its
/// `VGPR_32` class comment, but `null` and the special sources 230-253 bare
/// (observed with llvm-mc-22). None: the source prints as usual.
pub fn vop3p_vgpr_only_text(inst: &Vop3pInst, target: Target, i: usize) -> Option<String> {
    let v = inst.src[i];
    if inst.dpp.is_none() || vgpr_only_plain(v) || !vop3p_vgpr_only(inst, i) {
        return None;
    }
    let mut text = String::new();
    operand::print(&mut text, v, 1, target.gen(), inst.literal).ok()?;
    if (128..=248).contains(&v) || v == LITERAL {
        text.push_str(operand::INVALID_IMMEDIATE);
    } else {
        operand::write_class_comment(&mut text, operand::ClassFamily::Vgpr, 1, false).ok()?;
    }
    Some(text)
}

/// The DPP controls after the operands and VOP3 modifiers.
pub fn print_controls(f: &mut impl Write, inst: &AluInst, target: Target) -> fmt::Result {
    let Some(dpp) = inst.dpp else { return Ok(()) };
    write_controls(f, dpp, target, Some(inst), inst.literal)
}

/// The DPP controls; `alu`: the ALU instruction they belong to (its
/// DPP_CTRL values the target lacks print as comments); `literal`: the
/// instruction's literal dword (DPP8 selects read from one print its bits).
pub fn write_controls(
    f: &mut impl Write,
    dpp: Dpp,
    target: Target,
    alu: Option<&AluInst>,
    literal: u32,
) -> fmt::Result {
    match dpp {
        Dpp::D16(d, hi) => {
            let mut ctrl = d >> 8 & 0x1ff;
            if d & CTRL_AS_SOURCE != 0 {
                match ctrl_read_as_source(ctrl) {
                    Some(c) => ctrl = c,
                    None => {
                        f.write_str(" /* Invalid dpp_ctrl value */")?;
                        return print_dpp16_masks(f, d, hi);
                    }
                }
            }
            match ctrl_comment(alu, target, ctrl) {
                Some(comment) => f.write_str(comment)?,
                None => print_ctrl(f, ctrl, target)?,
            }
            print_dpp16_masks(f, d, hi)
        }
        Dpp::D8 { sel, fi } => {
            let sel = crate::encoding::dpp::shown_sel(sel, literal);
            f.write_str(" dpp8:[")?;
            for lane in 0..8 {
                let sep = if lane > 0 { "," } else { "" };
                write!(f, "{sep}{}", sel >> (3 * lane) & 7)?;
            }
            f.write_str("]")?;
            if fi {
                f.write_str(" fi:1")?;
            }
            Ok(())
        }
    }
}

/// The control LLVM's decoder reads from DPP_CTRL `ctrl` on the rows where
/// it decodes the field like a source operand (`encoding::dpp::CTRL_AS_SOURCE`):
/// 128-192 are the inline integers 0-64, 193-208 (-1..-16) and 240-248
/// (float constants) no control (None: LLVM prints "Invalid dpp_ctrl
/// value"), others themselves (checked with llvm-mc-22 for all 512 values).
pub fn ctrl_read_as_source(ctrl: u32) -> Option<u32> {
    match ctrl {
        0x80..=0xc0 => Some(ctrl - 0x80),
        0xc1..=0xd0 | 0xf0..=0xf8 => None,
        _ => Some(ctrl),
    }
}

/// The comment LLVM prints in place of a DPP_CTRL the target lacks (texts
/// and spacing observed with llvm-mc-22; the same for GFX11+ VOP3P forms,
/// `inst` None).
fn ctrl_comment(inst: Option<&AluInst>, target: Target, ctrl: u32) -> Option<&'static str> {
    let gen = target.gen();
    if inst.is_some_and(|inst| crate::encoding::dpp::dp_alu_refused(inst, target, ctrl)) {
        return Some("  /* DP ALU dpp only supports row_newbcast */");
    }
    if ctrl_valid(target, ctrl) {
        return None;
    }
    Some(match ctrl {
        0x130 if gen >= Gen::Gfx10 => " /* wave_shl is not supported starting from GFX10 */",
        0x134 if gen >= Gen::Gfx10 => " /* wave_rol is not supported starting from GFX10 */",
        0x138 if gen >= Gen::Gfx10 => " /* wave_shr is not supported starting from GFX10 */",
        0x13c if gen >= Gen::Gfx10 => " /* wave_ror is not supported starting from GFX10 */",
        0x142 | 0x143 if gen >= Gen::Gfx10 => {
            " /* row_bcast is not supported starting from GFX10 */"
        }
        0x150..=0x15f => {
            "  /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */"
        }
        0x160..=0x16f => " /* row_xmask is not supported on ASICs earlier than GFX10 */",
        _ => " /* Invalid dpp_ctrl value */",
    })
}

/// ` quad_perm:[0,1,2,3]`, ` row_shl:1`, ...
fn print_ctrl(f: &mut impl Write, ctrl: u32, target: Target) -> fmt::Result {
    let n = ctrl & 0xf;
    match ctrl {
        0x00..=0xff => write!(
            f,
            " quad_perm:[{},{},{},{}]",
            ctrl & 3,
            ctrl >> 2 & 3,
            ctrl >> 4 & 3,
            ctrl >> 6 & 3
        )?,
        0x101..=0x10f => write!(f, " row_shl:{n}")?,
        0x111..=0x11f => write!(f, " row_shr:{n}")?,
        0x121..=0x12f => write!(f, " row_ror:{n}")?,
        0x130 => f.write_str(" wave_shl:1")?,
        0x134 => f.write_str(" wave_rol:1")?,
        0x138 => f.write_str(" wave_shr:1")?,
        0x13c => f.write_str(" wave_ror:1")?,
        0x140 => f.write_str(" row_mirror")?,
        0x141 => f.write_str(" row_half_mirror")?,
        0x142 => f.write_str(" row_bcast:15")?,
        0x143 => f.write_str(" row_bcast:31")?,
        0x150..=0x15f if target.gen() == Gen::Gfx9 => write!(f, " row_newbcast:{n}")?,
        0x150..=0x15f => write!(f, " row_share:{n}")?,
        0x160..=0x16f => write!(f, " row_xmask:{n}")?,
        _ => {}
    }
    Ok(())
}

/// ` row_mask:0xf bank_mask:0xf` and, when set, ` bound_ctrl:1` and ` fi:1`;
/// `hi`: the masks as written less their low 4 bits (`Dpp::D16`).
fn print_dpp16_masks(f: &mut impl Write, d: u32, hi: [i64; 2]) -> fmt::Result {
    f.write_str(" row_mask:")?;
    write_hex(f, hi[0] | i64::from(d >> 28))?;
    f.write_str(" bank_mask:")?;
    write_hex(f, hi[1] | i64::from(d >> 24 & 0xf))?;
    if d >> 19 & 1 != 0 {
        f.write_str(" bound_ctrl:1")?;
    }
    if d >> 18 & 1 != 0 && d & FI_UNECHOED == 0 {
        f.write_str(" fi:1")?;
    }
    Ok(())
}

/// A 64-bit value as LLVM's `formatHex` prints it: `0x10`, `-0x1`,
/// `-0x8000000000000000`.
fn write_hex(f: &mut impl Write, v: i64) -> fmt::Result {
    if v < 0 {
        write!(f, "-{:#x}", v.unsigned_abs())
    } else {
        write!(f, "{v:#x}")
    }
}

/// Words that start the DPP controls.
const CONTROLS: [&str; 19] = [
    "quad_perm",
    "row_shl",
    "row_shr",
    "row_ror",
    "wave_shl",
    "wave_rol",
    "wave_shr",
    "wave_ror",
    "row_mirror",
    "row_half_mirror",
    "row_bcast",
    "row_newbcast",
    "row_share",
    "row_xmask",
    "row_mask",
    "bank_mask",
    "bound_ctrl",
    "fi",
    "dpp8",
];

/// Byte offset in `rest` of the first DPP control word (one starting a
/// blank-separated token).
fn controls_start(rest: &str) -> Option<usize> {
    // byte-wise: a control word is ASCII, so where one starts is a char boundary
    let bytes = rest.as_bytes();
    (0..bytes.len()).find(|&i| {
        (i == 0 || matches!(bytes[i - 1], b' ' | b'\t' | b','))
            && CONTROLS.iter().any(|w| {
                bytes[i..].starts_with(w.as_bytes())
                    && !bytes
                        .get(i + w.len())
                        .is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_')
            })
    })
}

/// Where the operands in `rest` end and the DPP controls start: one comma
/// may stand between them (`v_mov_b32_dpp v0, v1, quad_perm:[..]`,
/// `v1 ,row_mirror`; a second one is refused: llvm-mc-22, DPP16 and DPP8,
/// short, VOP3 and VOP3P forms).
fn split_controls(rest: &str) -> (usize, usize) {
    let Some(cut) = controls_start(rest) else {
        return (rest.len(), rest.len());
    };
    let ops = rest[..cut].trim_end();
    (ops.strip_suffix(',').map_or(cut, str::len), cut)
}

/// Whether DPP controls follow (a cheap test first: every ALU line without
/// a suffix passes here).
pub(super) fn has_controls(rest: &str) -> bool {
    (rest.contains(':') || rest.contains("mirror")) && controls_start(rest).is_some()
}

/// Parses a DPP form: `NAME_dpp`, `NAME_e64_dpp` (GFX11+), or a bare ALU
/// name whose operands are followed by DPP controls. None: `name` names no
/// DPP form (the caller goes on with the other encodings).
pub fn parse(target: Target, name: &str, c: &mut Cursor) -> Option<Result<Inst, AsmError>> {
    let gen = target.gen();
    let (base, forms): (&str, &[bool]) = if let Some(b) = name.strip_suffix("_e64_dpp") {
        if let Some(row) = crate::tables::vop3p::lookup(b, target) {
            return Some(parse_vop3p(target, row, c).map(Inst::Vop3p));
        }
        (b, &[true])
    } else if let Some(b) = name.strip_suffix("_dpp") {
        // `v_mov_b32_e32_dpp` and `v_mov_b32_sdwa_dpp` are `v_mov_b32_dpp` (llvm-mc-22)
        (vop1_base(b, target).unwrap_or(b), &[false])
    } else if has_controls(c.rest()) {
        (name, &[false, true])
    } else {
        return None;
    };
    let row = lookup(base, gen)?;
    // a scalar instruction's operands (a label named `fi`, ...) are no controls,
    // nor are gfx950 v_permlane*_swap's VOP3 bound_ctrl and fi (its op_sel bits)
    let vop3_controls = ALU_ROWS[row].control_bit(OpSel::BoundCtrl).is_some();
    if (!ALU_ROWS[row].shape.is_vector() || vop3_controls) && base == name {
        return None;
    }
    let start = c.pos();
    let mut first_err = None;
    for &e64 in forms {
        c.set_pos(start);
        match parse_form_dpp(target, row, e64, c) {
            Ok(inst) => return Some(Ok(Inst::Alu(inst))),
            // a form not modelled yet is not retried in another encoding
            Err(e) if e.msg.contains("not supported yet") => return Some(Err(e)),
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
    }
    first_err.map(Err)
}

/// The VOP1 `base` names with an `_e32` or `_sdwa` suffix (`v_mov_b32_e32`
/// before `_dpp`), which LLVM's assembler takes as the row's own name
/// (`stacked_suffix`).
fn vop1_base(base: &str, target: Target) -> Option<&str> {
    let (b, sdwa) = match base.strip_suffix("_e32") {
        Some(b) => (b, false),
        None => (base.strip_suffix("_sdwa")?, true),
    };
    let row = &ALU_ROWS[lookup(b, target.gen())?];
    (row.operandless() || stacked_suffix(row, b, target, sdwa, false)).then_some(b)
}

/// Whether LLVM's assembler takes name `b` of VOP1 `row` with a second
/// suffix (`v_mov_b32_e32_dpp`, `v_mov_b32_sdwa_dpp`, `v_mov_b32_sdwa_e64`;
/// `sdwa`: the spelling holds `_sdwa`, which needs an SDWA form): on GFX9
/// and GFX10 every VOP1, from GFX11 on the rows without true16 operands
/// whose name a GFX9 or GFX10 target has too (gfx12's v_cvt_f32_bf8, from
/// gfx942), there with an SDWA form where `sdwa`; an alias (v_ffbh_i32 for
/// v_cls_i32) only where the outer suffix is a size (`alias_ok`:
/// `v_ffbh_i32_e32_e32`, not `v_ffbh_i32_e32_dpp`). Swept with llvm-mc-22
/// over every VOP1 name on gfx900 to gfx1201; VOP2 and VOPC rows are refused.
pub(super) fn stacked_suffix(
    row: &AluRow,
    b: &str,
    target: Target,
    sdwa: bool,
    alias_ok: bool,
) -> bool {
    let sdwa_on = |r: &AluRow, t: Target| !sdwa || crate::encoding::sdwa::takes(r, t).is_some();
    match target.gen() {
        _ if row.shape != Shape::Vop1 => false,
        Gen::Gfx9 | Gen::Gfx10 => sdwa_on(row, target),
        Gen::Gfx11 | Gen::Gfx12 => {
            let t16 = lookup(b, Gen::Gfx11).map_or(row.t16, |r| ALU_ROWS[r].t16) != 0;
            // the older target's own row of that name (an alias's is another)
            let older = |t: Target| {
                t.gen() <= Gen::Gfx10 && lookup_on(b, t).is_some_and(|r| sdwa_on(&ALU_ROWS[r], t))
            };
            (alias_ok || row.name == b) && !t16 && Target::all().any(older)
        }
    }
}

/// A VOP3P DPP form (GFX11+): the VOP3P operands and modifiers, then the
/// controls.
pub(super) fn parse_vop3p(
    target: Target,
    row: usize,
    c: &mut Cursor,
) -> Result<Vop3pInst, AsmError> {
    let refused = || AsmError::at(0, "e64_dpp variant of this instruction is not supported");
    let op = VOP3P_ROWS[row].op_on(target).ok_or_else(refused)?;
    let rest = c.rest();
    let (end, cut) = split_controls(rest);
    let text = format!("{}{}", " ".repeat(c.pos()), &rest[..end]);
    let mut ops = Cursor::new(&text);
    ops.set_pos(c.pos());
    let mut inst = super::vop3p::parse(target, row, &mut ops)?;
    c.set_pos(c.pos() + cut);
    let dpp = parse_controls(target, c)?;
    if target.gen() < Gen::Gfx11 || !takes_dpp_vop3p(target, op, dpp.is_dpp8()) {
        return Err(refused());
    }
    let nsrc = inst.row().sources().len();
    if inst.src[0] < VGPR0 || inst.src[..nsrc].contains(&LITERAL) {
        return Err(AsmError::at(0, INVALID_OPERAND));
    }
    // VGPR-only sources take nothing else; RDNA 3 takes a VGPR as src1 only
    // (observed with llvm-mc-22)
    for i in 1..nsrc {
        let v = inst.src[i];
        let rdna3_src1 = i == 1 && target.arch() == Arch::Rdna3;
        if v < VGPR0 && (vop3p_vgpr_only(&inst, i) || rdna3_src1) {
            let constant = rdna3_src1 && (128..=248).contains(&v);
            return Err(AsmError::at(
                0,
                if constant {
                    "src1 immediate operand invalid for instruction"
                } else {
                    INVALID_OPERAND
                },
            ));
        }
    }
    inst.dpp = Some(dpp);
    Ok(inst)
}

fn parse_form_dpp(
    target: Target,
    row_index: usize,
    e64: bool,
    c: &mut Cursor,
) -> Result<AluInst, AsmError> {
    let row_index = lookup_on(ALU_ROWS[row_index].name, target)
        .ok_or_else(|| AsmError::at(0, "instruction not supported on this GPU"))?;
    let row = &ALU_ROWS[row_index];
    let gen = target.gen();
    let short = matches!(row.shape, Shape::Vop1 | Shape::Vop2 | Shape::Vopc);
    if row.operandless() && !e64 {
        return parse_operandless(target, row_index, c);
    }
    if e64 && (gen < Gen::Gfx11 || !row.shape.is_vector()) || !e64 && !short || row.operandless() {
        return Err(AsmError::at(
            0,
            if e64 {
                "e64_dpp variant of this instruction is not supported"
            } else {
                "dpp variant of this instruction is not supported"
            },
        ));
    }
    // the operands end where the controls begin: a cursor over the same
    // positions that stops there
    let rest = c.rest();
    let (end, cut) = split_controls(rest);
    let text = format!("{}{}", " ".repeat(c.pos()), &rest[..end]);
    let mut ops = Cursor::new(&text);
    ops.set_pos(c.pos());
    let mut inst = if e64 {
        parse_form(target, row_index, true, &mut ops)?
    } else {
        parse_short_operands(target, row_index, &mut ops)?
    };
    c.set_pos(c.pos() + cut);
    let dpp = parse_controls(target, c)?;
    let dpp8 = dpp.is_dpp8();
    if !modelled(row, target, dpp8, e64) {
        return Err(AsmError::at(
            0,
            "the DPP form of this instruction is not supported yet",
        ));
    }
    if inst.src[0] < VGPR0 {
        return Err(AsmError::at(0, INVALID_OPERAND));
    }
    if e64 && inst.src[1..].contains(&LITERAL) {
        return Err(AsmError::at(0, INVALID_OPERAND));
    }
    // RDNA 3's VOP3 DPP forms take a VGPR as src1 only; RDNA 3.5 and 4 take
    // any (observed with llvm-mc-22)
    let has_src1 = row.sig64.iter().any(|o| matches!(o, Opnd::Src(1, ..)));
    if e64 && target.arch() == Arch::Rdna3 && has_src1 && inst.src[1] < VGPR0 {
        let constant = (128..=248).contains(&inst.src[1]);
        return Err(AsmError::at(
            0,
            if constant {
                "src1 immediate operand invalid for instruction"
            } else {
                INVALID_OPERAND
            },
        ));
    }
    if !e64 {
        // 64-bit operands (encoding::dpp::wide_rule)
        let newbcast = matches!(dpp, Dpp::D16(d, _) if (0x150..=0x15f).contains(&(d >> 8 & 0x1ff)));
        match wide_rule(row, target) {
            WideDpp::Refused => {
                return Err(AsmError::at(
                    0,
                    "dpp variant of this instruction is not supported",
                ))
            }
            WideDpp::NewbcastOnly if !newbcast => {
                return Err(AsmError::at(0, "DP ALU dpp only supports row_newbcast"))
            }
            _ => {}
        }
        let aligned = target.needs_aligned_vgprs();
        // an odd source tuple where tuples align: refused once the operands
        // match, after the DP ALU rule (observed with llvm-mc-22 on gfx90a/gfx942)
        let odd_src = row
            .sig32
            .iter()
            .any(|o| matches!(*o, Opnd::Src(i, 2, _) if inst.src[usize::from(i)] & 1 != 0));
        if aligned && odd_src {
            return Err(AsmError::at(
                0,
                "invalid register class: vgpr tuples must be 64 bit aligned",
            ));
        }
        if dpp8 && (inst.neg | inst.abs) != 0 {
            return Err(AsmError::at(0, INVALID_OPERAND));
        }
    }
    inst.dpp = Some(dpp);
    Ok(inst)
}

/// The DPP form of an operand-less VOP1: no operands, the controls alone
/// (`v_nop_dpp quad_perm:[3,2,1,0] row_mask:0x1`, `v_nop dpp8:[...]`);
/// `v_nop` on GFX9 and GFX10 only (`encoding::dpp::operandless_takes`;
/// llvm-mc-22, which prints it as `v_nop quad_perm:...`).
fn parse_operandless(
    target: Target,
    row_index: usize,
    c: &mut Cursor,
) -> Result<AluInst, AsmError> {
    let row = &ALU_ROWS[row_index];
    let refused = || AsmError::at(0, "dpp variant of this instruction is not supported");
    if !operandless_takes(row, target, false) && !operandless_takes(row, target, true) {
        return Err(refused());
    }
    c.skip_ws();
    // (LLVM: "too few operands for instruction")
    if c.at_end() {
        return Err(AsmError::at(
            0,
            "a DPP control (quad_perm, row_shl, ...) is required",
        ));
    }
    let dpp = parse_controls(target, c)?;
    if !operandless_takes(row, target, dpp.is_dpp8()) {
        return Err(refused());
    }
    let mut inst = AluInst::new(target, row_index);
    inst.src[0] = VGPR0;
    inst.dpp = Some(dpp);
    Ok(inst)
}

/// The short form's operands (VOP1/VOP2/VOPC): VGPR sources with the row's
/// neg/abs modifiers, true16 halves in bit 7 of the VGPR number; a VOPC's
/// VCC may be left out.
fn parse_short_operands(
    target: Target,
    row_index: usize,
    c: &mut Cursor,
) -> Result<AluInst, AsmError> {
    let row = &ALU_ROWS[row_index];
    let gen = target.gen();
    let mut inst = AluInst::new(target, row_index);
    let all = slots(row, false, target);
    let skip_vcc = if row.shape == Shape::Vopc {
        super::alu::vcc_left_out(c, gen, all.len() - 1)
    } else {
        super::alu::implicit_vcc_left_out(row, gen, true, c.rest())
    };
    let slots: Vec<Slot> = all
        .into_iter()
        .filter(|s| !(skip_vcc && *s == Slot::Vcc))
        .collect();
    // a true16 operand is written as a half (`v1.l`), or, in the fake16
    // form, every one as a whole register (`v1`, the low half), and reaches
    // v0-v127 (llvm-mc-22)
    let mut halves: Option<bool> = None;
    let mut half = |bit: usize, v: u16, high: Option<bool>, pos: usize| {
        let bad = || AsmError::at(pos, INVALID_OPERAND);
        if row.t16 >> bit & 1 == 0 {
            return high.is_none().then_some(v).ok_or_else(bad);
        }
        if *halves.get_or_insert(high.is_some()) != high.is_some() {
            return Err(bad());
        }
        match high {
            Some(h) if v < VGPR0 + 128 => Ok(v + if h { 128 } else { 0 }),
            Some(_) => Err(bad()),
            None if v < VGPR0 + 128 => Ok(v),
            None => Err(AsmError::at(
                0,
                "operands are not valid for this GPU or mode",
            )),
        }
    };
    for (k, slot) in slots.into_iter().enumerate() {
        super::start_operand(c, k)?;
        c.skip_ws();
        let pos = c.pos();
        let bad = || AsmError::at(pos, INVALID_OPERAND);
        match slot {
            Slot::Vdst(w) => match parse_vgpr(c, gen)? {
                // an odd tuple where tuples align matches no operand (llvm-mc-22)
                Some((v, rw, _)) if rw > 1 && target.needs_aligned_vgprs() && v & 1 != 0 => {
                    return Err(bad())
                }
                Some((v, rw, high)) if rw == w => inst.dst = half(3, v, high, pos)? - VGPR0,
                _ => return Err(bad()),
            },
            Slot::Vcc => match operand::parse_register(c, gen)? {
                Some((106, w)) if w == mask_width(target) => {}
                _ => return Err(bad()),
            },
            Slot::Src(i, w) | Slot::Vgpr(i, w) => {
                let (neg, abs, p, high) = parse_modified_source(c, gen, w)?;
                // which sources take modifiers in DPP was not probed apart from the VOP3
                // masks and rows without a VOP3 twin (`untwinned_mods`)
                let extra = untwinned_mods(row, gen).unwrap_or(0);
                let (row_neg, row_abs) = (row.neg | extra, row.abs | extra);
                if neg && row_neg >> i & 1 == 0 || abs && row_abs >> i & 1 == 0 {
                    return Err(AsmError::at(
                        pos,
                        "modifiers on this operand of a DPP form are not supported yet",
                    ));
                }
                match p {
                    Parsed::Reg(v, rw) if v >= VGPR0 && rw == w => {
                        inst.src[i] = half(i, v, high, pos)?
                    }
                    _ => return Err(bad()),
                }
                inst.neg |= u8::from(neg) << i;
                inst.abs |= u8::from(abs) << i;
            }
            _ => return Err(bad()),
        }
    }
    if !c.at_end() {
        return Err(c.error(INVALID_OPERAND));
    }
    inst.fake16 = halves == Some(false);
    // as in the short forms: only rows LLVM's decoder falls back to the
    // fake16 form for have one (not v_mov_b16; llvm-mc-22)
    if inst.fake16 && !row.opsel.contains(&crate::tables::alu::OpSel::Fake16) {
        return Err(AsmError::at(0, INVALID_OPERAND));
    }
    // GFX12 16-bit fields reach v0-v127 only (probed)
    let fields = dpp_lo128(row, target);
    let high = |i: usize| fields >> i & 1 != 0 && inst.src[i] >= VGPR0 + 128;
    if fields & 8 != 0 && inst.dst >= 128 || high(0) || high(1) {
        return Err(AsmError::at(
            0,
            "operands are not valid for this GPU or mode",
        ));
    }
    Ok(inst)
}

/// Whether the DPP control or modifier `name` is one `target` has (`None`:
/// no such name).
fn control_on(target: Target, name: &str) -> Option<bool> {
    let gen = target.gen();
    Some(match name {
        "quad_perm" | "row_shl" | "row_shr" | "row_ror" | "row_mirror" | "row_half_mirror"
        | "row_mask" | "bank_mask" | "bound_ctrl" => true,
        "wave_shl" | "wave_rol" | "wave_shr" | "wave_ror" | "row_bcast" => {
            ctrl_valid(target, 0x130)
        }
        "row_newbcast" => gen == Gen::Gfx9 && ctrl_valid(target, 0x150),
        "row_share" => gen != Gen::Gfx9,
        "row_xmask" => ctrl_valid(target, 0x160),
        "dpp8" => gen >= Gen::Gfx10,
        "fi" => gen != Gen::Gfx9,
        _ => return None,
    })
}

/// `quad_perm:[..]`/`row_shl:n`/... `row_mask:n bank_mask:n bound_ctrl:1
/// fi:1` (masks default to 0xf), or `dpp8:[..] fi:1`: each at most once and
/// in this order, the control first (LLVM's matcher reads each optional
/// operand only where it may stand: `row_mask:3 quad_perm:[..]`, `bank_mask:3
/// row_mask:5` and `fi:1 bound_ctrl:1` are refused; llvm-mc-22, every
/// generation).
fn parse_controls(target: Target, c: &mut Cursor) -> Result<Dpp, AsmError> {
    let gen = target.gen();
    let (mut ctrl, mut row_mask, mut bank_mask, mut bound, mut fi) = (None, 0xf, 0xf, 0, 0);
    // the masks as written less their low 4 bits (`Dpp::D16`)
    let mut hi = [0i64; 2];
    let (mut sel, mut masks_seen) = (None, false);
    // rank of the last control read: control 0, row_mask 1, bank_mask 2,
    // bound_ctrl 3, fi 4
    let mut last: Option<u8> = None;
    loop {
        c.skip_ws();
        if c.at_end() {
            break;
        }
        let pos = c.pos();
        let bad = |msg: &str| AsmError::at(pos, msg.to_string());
        let Some(name) = c.ident() else {
            // `row_mirror:1`: LLVM reads the `:` as the start of an expression
            return Err(bad(if c.rest().starts_with(':') {
                "unknown token in expression"
            } else {
                INVALID_OPERAND
            }));
        };
        // a control of another generation is no operand here (llvm-mc-22);
        // the controls below are those of this target
        if control_on(target, name) == Some(false) {
            return Err(bad(NOT_VALID));
        }
        let rank = match name {
            "row_mask" => 1,
            "bank_mask" => 2,
            "bound_ctrl" => 3,
            "fi" => 4,
            _ => 0,
        };
        if last.is_some_and(|l| l >= rank) || last.is_none() && rank != 0 {
            return Err(bad(NOT_VALID));
        }
        last = Some(rank);
        // LLVM's messages: `invalid row_shr value` at the value,
        // `invalid bound_ctrl value.` at the name
        let value = |c: &mut Cursor, lo: i64, hi: i64| -> Result<u32, AsmError> {
            c.expect(':')?;
            c.skip_ws();
            let at = c.pos();
            let v = c.expr()?;
            match (lo..=hi).contains(&v) {
                true => Ok(v as u32),
                false if name == "bound_ctrl" => Err(bad("invalid bound_ctrl value.")),
                false => Err(AsmError::at(at, format!("invalid {name} value"))),
            }
        };
        let list = |c: &mut Cursor, n: usize, max: i64| -> Result<u32, AsmError> {
            c.expect(':')?;
            c.expect('[')?;
            let mut q = 0;
            let bits = if max == 3 { 2 } else { 3 };
            for k in 0..n {
                c.skip_ws();
                if k > 0 && !c.eat(',') {
                    return Err(c.error("expected a comma"));
                }
                c.skip_ws();
                let at = c.pos();
                let v = c.expr()?;
                if !(0..=max).contains(&v) {
                    return Err(AsmError::at(at, format!("expected a {bits}-bit value")));
                }
                q |= (v as u32) << (bits * k);
            }
            c.skip_ws();
            if !c.eat(']') {
                return Err(c.error("expected a closing square bracket"));
            }
            Ok(q)
        };
        let new_ctrl = match name {
            "dpp8" => {
                if sel.is_some() || ctrl.is_some() {
                    return Err(bad("invalid or repeated dpp control"));
                }
                sel = Some(list(c, 8, 7)?);
                None
            }
            "quad_perm" => Some(list(c, 4, 3)?),
            "row_shl" => Some(0x100 + value(c, 1, 15)?),
            "row_shr" => Some(0x110 + value(c, 1, 15)?),
            "row_ror" => Some(0x120 + value(c, 1, 15)?),
            "wave_shl" if value(c, 1, 1)? == 1 => Some(0x130),
            "wave_rol" if value(c, 1, 1)? == 1 => Some(0x134),
            "wave_shr" if value(c, 1, 1)? == 1 => Some(0x138),
            "wave_ror" if value(c, 1, 1)? == 1 => Some(0x13c),
            "row_mirror" => Some(0x140),
            "row_half_mirror" => Some(0x141),
            "row_bcast" => match value(c, 15, 31)? {
                15 => Some(0x142),
                31 => Some(0x143),
                // (where the value starts when written right after the `:`)
                _ => {
                    return Err(AsmError::at(
                        pos + name.len() + 1,
                        "invalid row_bcast value",
                    ))
                }
            },
            "row_newbcast" => Some(0x150 + value(c, 0, 15)?),
            "row_share" => Some(0x150 + value(c, 0, 15)?),
            "row_xmask" => Some(0x160 + value(c, 0, 15)?),
            // any 64-bit value: the low 4 bits are encoded, the value is
            // echoed as written (llvm-mc-22, every DPP16 form and generation)
            "row_mask" | "bank_mask" => {
                c.expect(':')?;
                let v = c.expr()?;
                let (field, k) = if rank == 1 {
                    (&mut row_mask, 0)
                } else {
                    (&mut bank_mask, 1)
                };
                *field = (v & 0xf) as u32;
                hi[k] = v & !0xf;
                masks_seen = true;
                None
            }
            // `bound_ctrl:0` sets the bit too up to GFX10 (observed with llvm-mc-22)
            "bound_ctrl" => {
                bound = value(c, 0, 1)? | u32::from(gen <= Gen::Gfx10);
                masks_seen = true;
                None
            }
            "fi" => {
                // any value, read as 32 bits: DPP16 keeps bit 0, DPP8
                // whether any is set (`fi:2` is no FI in DPP16, FI in DPP8;
                // `fi:0x100000000` and `fi:1.0` none in either; llvm-mc-22)
                c.expect(':')?;
                let v = c.expr()? as u32;
                // (DPP16 echoes `fi:1` for 1 only: `FI_UNECHOED`)
                fi = if ctrl.is_some() {
                    (v & 1)
                        | if v & 1 != 0 && v != 1 {
                            FI_UNECHOED >> 18
                        } else {
                            0
                        }
                } else {
                    u32::from(v != 0)
                };
                None
            }
            _ => return Err(bad(INVALID_OPERAND)),
        };
        if let Some(v) = new_ctrl {
            if ctrl.is_some() || sel.is_some() || !ctrl_valid(target, v) {
                return Err(bad("invalid or repeated dpp control"));
            }
            ctrl = Some(v);
        }
        // one comma may follow a control, the last one too (llvm-mc-22)
        c.eat(',');
    }
    if let Some(sel) = sel {
        if masks_seen {
            return Err(AsmError::at(0, INVALID_OPERAND));
        }
        return Ok(Dpp::D8 { sel, fi: fi != 0 });
    }
    let ctrl =
        ctrl.ok_or_else(|| AsmError::at(0, "a DPP control (quad_perm, row_shl, ...) is required"))?;
    Ok(Dpp::D16(
        row_mask << 28 | bank_mask << 24 | bound << 19 | fi << 18 | ctrl << 8,
        hi,
    ))
}

#[cfg(test)]
mod tests {

    /// DPP8 selects llvm-mc-22 reads like a source operand (v_sin_f32 and
    /// the other rows of `alu_dpp.tsv`'s dpp8_src): an inline constant's
    /// value prints, 255 reads a literal dword (texts and sizes from
    /// llvm-mc-22 --disassemble); the words encode back to the same bytes.
    #[test]
    fn dpp8_selects_read_as_a_source_print_as_llvm_does() {
        let cases: [(&str, &[u8], &str); 4] = [
            (
                "gfx1034",
                &[0xe9, 0x6a, 0x3e, 0x7e, 0xf9, 0xcf, 0x00, 0x00],
                "v_sin_f32_dpp v31, v249 dpp8:[1,6,7,7,7,7,7,7]",
            ),
            (
                "gfx1030",
                &[0xe9, 0x6a, 0x3e, 0x7e, 0x01, 0xf2, 0x00, 0x00],
                "v_sin_f32_dpp v31, v1 dpp8:[0,0,0,0,0,0,0,4]",
            ),
            (
                "gfx1100",
                &[
                    0xe9, 0x6a, 0x3e, 0x7e, 0x01, 0xff, 0x00, 0x00, 0x78, 0x56, 0x34, 0x12,
                ],
                "v_sin_f32_dpp v31, v1 dpp8:[0,7,1,3,5,0,5,1]",
            ),
            (
                "gfx1030",
                &[0xe9, 0x02, 0x3e, 0x7e, 0xf9, 0xcf, 0x00, 0x00],
                "v_mov_b32_dpp v31, v249 dpp8:[7,1,3,0,0,0,0,0]",
            ),
        ];
        super::super::assert_decodes_as(&cases);
    }

    use super::*;

    #[test]
    fn controls_start_at_a_blank_separated_control_word() {
        assert_eq!(controls_start("v1, v2 row_shl:1"), Some(7));
        assert_eq!(
            controls_start("v1, v2 dpp8:[0,1,2,3,4,5,6,7] fi:1"),
            Some(7)
        );
        // a word that only begins like a control is none
        assert_eq!(controls_start("v1, v2 row_mirrors"), None);
        // a comma may stand before the controls (llvm-mc-22)
        assert_eq!(controls_start("v1, v2,fi:1"), Some(7));
        assert_eq!(split_controls("v1, v2 ,row_mirror"), (7, 8));
        assert_eq!(split_controls("v1, v2,, row_mirror"), (7, 9));
        assert_eq!(split_controls("v1, v2"), (6, 6));
        // multi-byte text before a control: positions stay on char boundaries
        assert_eq!(controls_start("v1, \u{e9}\u{e9} row_mirror"), Some(9));
    }

    #[test]
    fn bad_controls_are_located_errors() {
        let t = Target::from_name("gfx1100").expect("target");
        for text in [
            "v_mov_b32_dpp v1, v2 dpp8:[0,1,2,3,4,5,6]",
            "v_mov_b32_dpp v1, v2 dpp8:[0,1,2,3,4,5,6,8]",
            "v_mov_b32_dpp v1, v2 quad_perm:[0,1,2,3] dpp8:[0,1,2,3,4,5,6,7]",
            "v_mov_b32_dpp v1, v2 dpp8:[0,1,2,3,4,5,6,7] row_mask:0xf",
            "v_mov_b32_dpp v1, v2 row_shl:16",
            "v_mov_b32_dpp v1, v2",
            "v_mov_b32_dpp v1, s2 row_shl:1",
            "v_add_f32_e64_dpp v1, v2, 0x12345 row_shl:1",
            "v_add_f32_e64_dpp v1, v2, s3 row_shl:1",
            "v_cmp_eq_f32 vcc_lo, v2, v3 row_shl:1 \u{e9}",
            "v_fma_mix_f32_e64_dpp v1, v2, s3, v4 row_shl:1",
            "v_fma_mix_f32_e64_dpp v1, v2, v3, v4 row_shl:1 dpp8:[0,1,2,3,4,5,6,7]",
            // controls out of order or repeated (llvm-mc-22: "not a valid
            // operand." / "invalid operand for instruction")
            "v_mov_b32_dpp v0, v1 row_mask:0x3 quad_perm:[0,1,2,3]",
            "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] bank_mask:0x3 row_mask:0x5",
            "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] bound_ctrl:1 bank_mask:0x3",
            "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] fi:1 bound_ctrl:1",
            "v_mov_b32_dpp v0, v1 fi:1 dpp8:[0,1,2,3,4,5,6,7]",
            "v_add_f32_e64_dpp v0, v1, v2 row_mask:0x3 quad_perm:[0,1,2,3]",
            "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0x1 row_mask:0x1",
        ] {
            assert!(crate::assemble_line(t, text).is_err(), "{text}");
        }
    }

    /// A comma may follow each control; `fi:N` is bit 0 of N in DPP16 and
    /// N != 0 in DPP8 (bytes from llvm-mc-22 -show-encoding, gfx1100).
    #[test]
    fn control_commas_and_fi_values_follow_llvm() {
        let t = Target::from_name("gfx1100").expect("target");
        for (text, bytes) in [
            (
                "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3], row_mask:0x1",
                [0xfa, 0x02, 0x00, 0x7e, 0x01, 0xe4, 0x00, 0x1f],
            ),
            (
                "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] fi:2",
                [0xfa, 0x02, 0x00, 0x7e, 0x01, 0xe4, 0x00, 0xff],
            ),
            (
                "v_mov_b32_dpp v0, v1 dpp8:[0,1,2,3,4,5,6,7] fi:2",
                [0xea, 0x02, 0x00, 0x7e, 0x01, 0x88, 0xc6, 0xfa],
            ),
        ] {
            let inst = crate::assemble_line(t, text).expect(text);
            assert_eq!(inst.encode().to_vec(), bytes, "{text}");
        }
    }

    /// row_mask/bank_mask take any 64-bit value: the low 4 bits are encoded
    /// and the value echoes as written; one comma may precede the controls;
    /// `_e32_dpp` names a VOP1's DPP form. Texts and bytes: llvm-mc-22
    /// -show-encoding on gfx908, gfx1030, gfx1100 and gfx1200.
    #[test]
    fn wide_masks_commas_and_e32_dpp_follow_llvm() {
        let q = "quad_perm:[0,1,2,3]";
        for t in ["gfx908", "gfx1030", "gfx1100", "gfx1200"] {
            let t = Target::from_name(t).expect("target");
            for (line, want, tail) in [
                (
                    format!("v_mov_b32_dpp v0, v1 {q} row_mask:0x10 bank_mask:0xf"),
                    format!("v_mov_b32_dpp v0, v1 {q} row_mask:0x10 bank_mask:0xf"),
                    [0x01, 0xe4, 0x00, 0x0f],
                ),
                (
                    format!("v_mov_b32_dpp v0, v1 {q} row_mask:255 bank_mask:0xf"),
                    format!("v_mov_b32_dpp v0, v1 {q} row_mask:0xff bank_mask:0xf"),
                    [0x01, 0xe4, 0x00, 0xff],
                ),
                (
                    format!("v_mov_b32_dpp v0, v1 {q} row_mask:-17 bank_mask:0xf"),
                    format!("v_mov_b32_dpp v0, v1 {q} row_mask:-0x11 bank_mask:0xf"),
                    [0x01, 0xe4, 0x00, 0xff],
                ),
                (
                    format!("v_mov_b32_dpp v0, v1 {q} row_mask:0x8000000000000000"),
                    format!("v_mov_b32_dpp v0, v1 {q} row_mask:-0x8000000000000000 bank_mask:0xf"),
                    [0x01, 0xe4, 0x00, 0x0f],
                ),
                (
                    format!("v_mov_b32_dpp v0, v1 {q} row_mask:(1+16)"),
                    format!("v_mov_b32_dpp v0, v1 {q} row_mask:0x11 bank_mask:0xf"),
                    [0x01, 0xe4, 0x00, 0x1f],
                ),
                (
                    format!("v_mov_b32_dpp v0, v1 {q} row_mask:0xf bank_mask:0xffffffffffffffff"),
                    format!("v_mov_b32_dpp v0, v1 {q} row_mask:0xf bank_mask:-0x1"),
                    [0x01, 0xe4, 0x00, 0xff],
                ),
                (
                    "v_mov_b32_dpp v0, v1, row_mirror, row_mask:0x1".to_string(),
                    "v_mov_b32_dpp v0, v1 row_mirror row_mask:0x1 bank_mask:0xf".to_string(),
                    [0x01, 0x40, 0x01, 0x1f],
                ),
                (
                    format!("v_mov_b32 v0, v1 ,{q}"),
                    format!("v_mov_b32_dpp v0, v1 {q} row_mask:0xf bank_mask:0xf"),
                    [0x01, 0xe4, 0x00, 0xff],
                ),
                (
                    format!("v_mov_b32_e32_dpp v0, v1, {q}"),
                    format!("v_mov_b32_dpp v0, v1 {q} row_mask:0xf bank_mask:0xf"),
                    [0x01, 0xe4, 0x00, 0xff],
                ),
            ] {
                let inst = crate::assemble_line(t, &line).expect(&line);
                assert_eq!(inst.display().to_string(), want, "{line}");
                let mut bytes = vec![0xfa, 0x02, 0x00, 0x7e];
                bytes.extend(tail);
                assert_eq!(inst.encode().to_vec(), bytes, "{line}");
            }
            for line in [
                format!("v_mov_b32_dpp v0, v1,, {q}"),
                format!("v_mov_b32_dpp v0, v1 {q} row_mask:0x10000000000000000"),
                format!("v_add_f32_e32_dpp v0, v1, v2 {q}"),
            ] {
                assert!(crate::assemble_line(t, &line).is_err(), "{line}");
            }
        }
        // GFX11+ VOP3 and VOP3P DPP forms (llvm-mc-22 -mcpu=gfx1100)
        let t = Target::from_name("gfx1100").expect("target");
        for (line, want, bytes) in [
            (
                "v_add_f32_e64_dpp v0, v1, v2, row_mirror bank_mask:-16",
                "v_add_f32_e64_dpp v0, v1, v2 row_mirror row_mask:0xf bank_mask:-0x10",
                [0x00, 0x00, 0x03, 0xd5, 0xfa, 0x04, 0x02, 0x00, 0x01, 0x40, 0x01, 0xf0],
            ),
            (
                "v_fma_mix_f32_e64_dpp v0, v1, v2, v3, quad_perm:[0,1,2,3]",
                "v_fma_mix_f32_e64_dpp v0, v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
                [0x00, 0x00, 0x20, 0xcc, 0xfa, 0x04, 0x0e, 0x04, 0x01, 0xe4, 0x00, 0xff],
            ),
        ] {
            let inst = crate::assemble_line(t, line).expect(line);
            assert_eq!(inst.display().to_string(), want, "{line}");
            assert_eq!(inst.encode().to_vec(), bytes, "{line}");
        }
        // DPP16 `fi:N`: FI is bit 0 of N, echoed as `fi:1` for N = 1 only
        for (n, fi, echo) in [
            (3, 0x04, false),
            (-1, 0x04, false),
            (-2, 0, false),
            (1, 0x04, true),
        ] {
            let line = format!("v_mov_b32_dpp v0, v1 {q} fi:{n}");
            let inst = crate::assemble_line(t, &line).expect(&line);
            let want = format!(
                "v_mov_b32_dpp v0, v1 {q} row_mask:0xf bank_mask:0xf{}",
                if echo { " fi:1" } else { "" }
            );
            assert_eq!(inst.display().to_string(), want, "{line}");
            assert_eq!(
                inst.encode().to_vec(),
                [0xfa, 0x02, 0x00, 0x7e, 0x01, 0xe4, fi, 0xff],
                "{line}"
            );
        }
        // a decoded word prints its 4-bit masks
        let inst =
            crate::decode(t, &[0xfa, 0x02, 0x00, 0x7e, 0x01, 0xe4, 0x00, 0x0f]).expect("word");
        assert_eq!(
            inst.display().to_string(),
            format!("v_mov_b32_dpp v0, v1 {q} row_mask:0x0 bank_mask:0xf")
        );
    }

    #[test]
    fn gfx12_16_bit_fields_past_v127_are_refused() {
        // llvm-mc-22: "operands are not valid for this GPU or mode"
        let t = Target::from_name("gfx1200").expect("target");
        for text in [
            "v_rsq_f16_dpp v106, v165 row_shl:1",
            "v_rsq_f16_dpp v170, v5 row_shl:1",
            "v_add_f16_dpp v1, v2, v200 row_shl:1",
            "v_cvt_f32_f16_dpp v1, v200 dpp8:[0,1,2,3,4,5,6,7]",
        ] {
            let e = crate::assemble_line(t, text).expect_err(text);
            assert_eq!(
                e.msg, "operands are not valid for this GPU or mode",
                "{text}"
            );
        }
        // 32-bit fields of the same rows reach every VGPR
        for text in [
            "v_cvt_f32_f16_dpp v200, v2 row_shl:1",
            "v_cvt_f16_f32_dpp v2, v200 row_shl:1",
        ] {
            assert!(crate::assemble_line(t, text).is_ok(), "{text}");
        }
    }

    /// GFX11+ VOP3 and VOP3P DPP words: texts and refusals of llvm-mc-22.
    #[test]
    fn gfx11_vop3_dpp_words_follow_llvm() {
        let hex = |s: &str| -> Vec<u8> {
            s.split(',')
                .map(|b| u8::from_str_radix(&b[2..], 16).expect("hex"))
                .collect()
        };
        let text = |t: &str, bytes: &str| {
            let t = Target::from_name(t).expect("target");
            crate::decode(t, &hex(bytes)).map(|i| i.display().to_string())
        };
        let vgpr_32 = "/*Invalid register, operand has 'VGPR_32' register class*/";
        for (t, bytes, want) in [
            // abs on a true16 integer compare decodes as nothing
            (
                "gfx1100",
                "0x6a,0x01,0x31,0xd4,0xfa,0xf6,0x9a,0x04,0xb7,0x2b,0x05,0x65",
                "v_cmp_lt_i16_e64_dpp vcc_lo, v183.l, v123.l row_ror:11 row_mask:0x6 bank_mask:0x5 fi:1".to_string(),
            ),
            (
                "gfx1100",
                "0x01,0x40,0x20,0xcc,0xfa,0x0a,0x10,0x1c,0x02,0xe4,0x00,0xff",
                format!("v_fma_mix_f32_e64_dpp v1, v2, s5{vgpr_32}, v4 op_sel_hi:[1,1,1] quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf"),
            ),
            (
                "gfx1100",
                "0x01,0x40,0x20,0xcc,0xfa,0xe0,0x11,0x1c,0x02,0xe4,0x00,0xff",
                "v_fma_mix_f32_e64_dpp v1, v2, 0.5/*Invalid immediate*/, v4 op_sel_hi:[1,1,1] quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf".to_string(),
            ),
            (
                "gfx1100",
                "0x01,0x40,0x20,0xcc,0xfa,0xf8,0x10,0x1c,0x02,0xe4,0x00,0xff",
                "v_fma_mix_f32_e64_dpp v1, v2, null, v4 op_sel_hi:[1,1,1] quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf".to_string(),
            ),
            (
                "gfx1200",
                "0x01,0x40,0x24,0xcc,0xfa,0x06,0xaa,0x19,0x02,0xe4,0x00,0xff",
                format!("v_dot4_f32_fp8_bf8_e64_dpp v1, v2, v3, vcc_lo{vgpr_32} quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf"),
            ),
        ] {
            assert_eq!(text(t, bytes), Ok(want), "{t} {bytes}");
        }
        for (t, bytes) in [
            // omod on an integer compare
            (
                "gfx1100",
                "0x6a,0x00,0x31,0xd4,0xfa,0xf6,0x9a,0x0c,0xb7,0x2b,0x05,0x65",
            ),
            // abs in the fake16 form of an integer compare (op_sel[3])
            (
                "gfx1100",
                "0x32,0x42,0x35,0xd4,0xfa,0x1a,0xc7,0x65,0x61,0x51,0x29,0xff",
            ),
            // a VOP3P opcode without a DPP form
            (
                "gfx1100",
                "0xd5,0x40,0x05,0xcc,0xe9,0x8e,0x3f,0x1e,0x7f,0x19,0x59,0xa3",
            ),
        ] {
            assert_eq!(
                text(t, bytes),
                Err(crate::DecodeError::Invalid),
                "{t} {bytes}"
            );
        }
    }

    #[test]
    fn gfx11_vop3_dpp_raw_src1_and_constant_mask_destinations_follow_llvm() {
        let hex = |s: &str| -> Vec<u8> {
            s.split(',')
                .map(|b| u8::from_str_radix(&b[2..], 16).expect("hex"))
                .collect()
        };
        let decode = |t: &str, wave: u32, bytes: &str| {
            let t = Target::from_name(t)
                .and_then(|t| t.with_wave_size(wave))
                .expect("target");
            crate::decode(t, &hex(bytes)).map(|i| (i.display().to_string(), i.len()))
        };
        // (text, bytes consumed) from llvm-mc-22 --disassemble
        for (t, wave, bytes, want, len) in [
            // v_fmac_*_e64_dpp: src1 = 255 prints raw and reads no literal
            (
                "gfx1150",
                32,
                "0xd1,0x00,0x2b,0xd5,0xe9,0xfe,0xfd,0x03,0x49,0xab,0xaf,0x4f,0x77,0x00,0x80,0xbf",
                "v_fmac_f32_e64_dpp v209, v73, 0xff dpp8:[3,5,6,7,2,7,3,2]",
                12,
            ),
            (
                "gfx1100",
                32,
                "0xdd,0x40,0x36,0xd5,0xea,0xfe,0xfd,0x03,0x0d,0xcf,0xc8,0x3c",
                "v_fmac_f16_e64_dpp v221.h, v13.l, 0xff op_sel:[0,0,0,1] dpp8:[7,1,3,4,4,1,7,1] fi:1",
                12,
            ),
            (
                "gfx1200",
                64,
                "0xf1,0x00,0x36,0xd5,0xfa,0xfe,0x01,0x02,0xd6,0x65,0x6b,0x3d",
                "v_fmac_f16_e64_dpp v241, v214, 0xff row_xmask:5 row_mask:0x3 bank_mask:0xd bound_ctrl:1",
                12,
            ),
            // named src1 operands print by name (no literal follows)
            (
                "gfx1100",
                64,
                "0x01,0x00,0x2b,0xd5,0xfa,0xd6,0x09,0x04,0x02,0xe4,0x00,0xff",
                "v_fmac_f32_e64_dpp v1, v2, src_shared_base quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
                12,
            ),
            (
                "gfx1200",
                64,
                "0x01,0x00,0x36,0xd5,0xe9,0xfc,0x09,0x04,0x02,0x88,0xc6,0xfa",
                "v_fmac_f16_e64_dpp v1, v2, src_lds_direct dpp8:[0,1,2,3,4,5,6,7]",
                12,
            ),
            // a constant lane-mask destination: "Invalid immediate", 255 as the literal
            (
                "gfx1200",
                64,
                "0xf8,0x00,0x0e,0xd4,0xe9,0xfe,0xb5,0x06,0xea,0x90,0x64,0x7c,0x00,0x00,0x80,0x3f",
                "v_cmp_nlt_f16_e64_dpp 0.15915494/*Invalid immediate*/, v234, lit(0x3f800000) dpp8:[0,2,2,2,6,0,7,3]",
                16,
            ),
            (
                "gfx1200",
                64,
                "0xff,0x38,0x32,0xd4,0xe9,0xfe,0xfd,0x07,0x11,0xe2,0x18,0x42,0x66,0xeb,0x00,0x00",
                "v_cmp_eq_i16_e64_dpp 0xeb66/*Invalid immediate*/, v17, 0xeb66 dpp8:[2,4,3,4,1,4,0,2]",
                16,
            ),
            (
                "gfx1200",
                32,
                "0xff,0x00,0x32,0xd4,0xfa,0xfe,0xfd,0x07,0x11,0xe4,0x00,0xff,0x00,0x00,0x80,0x3f",
                "v_cmp_eq_i16_e64_dpp 1.0/*Invalid immediate*/, v17, lit(0x3f800000) quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
                16,
            ),
            // 255 reads a literal after the DPP dword without a literal source too
            (
                "gfx1200",
                64,
                "0xff,0x00,0x32,0xd4,0xfa,0x04,0x0e,0x04,0x01,0xe4,0x00,0xff,0x77,0x00,0x80,0xbf",
                "v_cmp_eq_i16_e64_dpp 0xbf800077/*Invalid immediate*/, v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
                16,
            ),
            (
                "gfx1100",
                64,
                "0xf8,0x00,0x32,0xd4,0xfa,0x04,0x02,0x00,0x01,0xe4,0x00,0xff",
                "v_cmp_eq_i16_e64_dpp 0.15915494/*Invalid immediate*/, v1.l, v2.l quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
                12,
            ),
        ] {
            assert_eq!(decode(t, wave, bytes), Ok((want.to_string(), len)), "{t} {bytes}");
        }
        // src1 numbers naming nothing (209, 250): refused (llvm-mc-22)
        for bytes in [
            "0x01,0x00,0x2b,0xd5,0xfa,0xa2,0x09,0x04,0x02,0xe4,0x00,0xff",
            "0x01,0x00,0x36,0xd5,0xe9,0xf4,0x09,0x04,0x02,0x88,0xc6,0xfa",
        ] {
            assert_eq!(
                decode("gfx1100", 32, bytes),
                Err(crate::DecodeError::Invalid)
            );
        }
        // v_nop_e64 with VDST set: refused (llvm-mc-22 "invalid instruction encoding")
        assert_eq!(
            decode(
                "gfx1100",
                64,
                "0xfb,0x00,0x80,0xd5,0xe9,0x42,0x86,0x04,0x8b,0xf8,0x7c,0x0d"
            ),
            Err(crate::DecodeError::Invalid)
        );
        // without: `v_nop` in 8 bytes, op_sel and source fields ignored
        // (llvm-mc-22: `v_nop`, then `s_nop 0xff`)
        assert_eq!(
            decode(
                "gfx1200",
                32,
                "0x00,0x08,0x80,0xd5,0xe9,0xfe,0xff,0x07,0xff,0x00,0x80,0xbf"
            ),
            Ok(("v_nop".to_string(), 8))
        );
    }

    #[test]
    fn odd_tuples_where_tuples_align_are_refused() {
        // llvm-mc-22 on gfx942: an odd destination matches no operand, an odd
        // source breaks its class once the DP ALU rule is met
        let t = Target::from_name("gfx942").expect("target");
        for (text, msg) in [
            (
                "v_cvt_f64_f32_dpp v[3:4], v1 row_newbcast:1",
                INVALID_OPERAND,
            ),
            (
                "v_cvt_f64_f32_dpp v[3:4], v1 quad_perm:[0,1,2,3]",
                INVALID_OPERAND,
            ),
            (
                "v_cvt_f32_f64_dpp v3, v[5:6] quad_perm:[0,1,2,3]",
                "DP ALU dpp only supports row_newbcast",
            ),
            (
                "v_fmac_f64_dpp v[2:3], -v[4:5], v[9:10] row_newbcast:1",
                "invalid register class: vgpr tuples must be 64 bit aligned",
            ),
        ] {
            let e = crate::assemble_line(t, text).expect_err(text);
            assert_eq!(e.msg, msg, "{text}");
        }
        assert!(
            crate::assemble_line(t, "v_fmac_f64_dpp v[2:3], -v[4:5], v[8:9] row_newbcast:1")
                .is_ok()
        );
        // gfx900 does not align tuples (llvm-mc-22 takes the text)
        let t = Target::from_name("gfx900").expect("target");
        assert!(crate::assemble_line(t, "v_cvt_f64_f32_dpp v[3:4], v1 row_shl:1").is_ok());
    }

    /// GFX12 `byte_sel:N` in the op_sel bits of v_cvt_f32_fp8/bf8 (bits 0-1,
    /// bit 0 is byte_sel's high bit) and v_cvt_sr_fp8/bf8_f32 (bits 2-3), plain
    /// and DPP; the DPP forms ignore the bits the plain form refuses.
    /// Expected texts and words: llvm-mc-22 -mcpu=gfx1200 / gfx1201 (wave32
    /// and wave64 alike).
    #[test]
    fn gfx12_byte_sel_follows_llvm() {
        let hex = |s: &str| -> Vec<u8> {
            s.split(',')
                .map(|b| u8::from_str_radix(&b[2..], 16).expect("hex"))
                .collect()
        };
        for t in ["gfx1200", "gfx1201"] {
            for wave in [32, 64] {
                let t = Target::from_name(t)
                    .and_then(|t| t.with_wave_size(wave))
                    .expect("target");
                let text =
                    |bytes: &str| crate::decode(t, &hex(bytes)).map(|i| i.display().to_string());
                for (bytes, want) in [
                    ("0x01,0x10,0xec,0xd5,0x02,0x00,0x00,0x00", "v_cvt_f32_fp8_e64 v1, s2 byte_sel:1"),
                    ("0x01,0x08,0xec,0xd5,0x02,0x00,0x00,0x00", "v_cvt_f32_fp8_e64 v1, s2 byte_sel:2"),
                    (
                        "0x01,0x28,0xec,0xd5,0xfa,0x00,0x00,0x00,0x02,0xe4,0x00,0xff",
                        "v_cvt_f32_fp8_e64_dpp v1, v2 byte_sel:2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
                    ),
                    ("0x01,0x40,0x6b,0xd7,0x02,0x06,0x00,0x00", "v_cvt_sr_fp8_f32 v1, s2, s3 byte_sel:2"),
                    (
                        "0x01,0x78,0x6b,0xd7,0xe9,0x06,0x00,0x00,0x02,0xc6,0xfa,0x00",
                        "v_cvt_sr_fp8_f32_e64_dpp v1, v2, s3 byte_sel:3 dpp8:[6,0,3,5,7,1,0,0]",
                    ),
                    (
                        "0x4d,0x60,0x6b,0xd7,0xfa,0xfe,0xfd,0x03,0x07,0xbf,0xca,0xf4,0x00,0x00,0x80,0x3f",
                        "v_cvt_sr_fp8_f32_e64_dpp v77, v7, lit(0x3f800000) byte_sel:3 quad_perm:[3,3,3,2] row_mask:0xf bank_mask:0x4 bound_ctrl:1",
                    ),
                ] {
                    assert_eq!(text(bytes), Ok(want.to_string()), "{t} {bytes}");
                }
                // op_sel bits the plain forms refuse
                for bytes in [
                    "0x01,0x20,0xec,0xd5,0x02,0x00,0x00,0x00",
                    "0x01,0x08,0x6b,0xd7,0x02,0x06,0x00,0x00",
                ] {
                    assert_eq!(text(bytes), Err(crate::DecodeError::Invalid), "{t} {bytes}");
                }
                let asm = |s: &str| {
                    crate::assemble_line(t, s)
                        .map(|i| (i.display().to_string(), i.encode().to_vec()))
                };
                for (line, want, bytes) in [
                    (
                        "v_cvt_f32_fp8 v1, v2 byte_sel:1 quad_perm:[0,1,2,3]",
                        "v_cvt_f32_fp8_e64_dpp v1, v2 byte_sel:1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
                        "0x01,0x10,0xec,0xd5,0xfa,0x00,0x00,0x00,0x02,0xe4,0x00,0xff",
                    ),
                    (
                        "v_cvt_f32_fp8_e64_dpp v1, v2 byte_sel:3 dpp8:[0,1,2,3,4,5,6,7] fi:1",
                        "v_cvt_f32_fp8_e64_dpp v1, v2 byte_sel:3 dpp8:[0,1,2,3,4,5,6,7] fi:1",
                        "0x01,0x18,0xec,0xd5,0xea,0x00,0x00,0x00,0x02,0x88,0xc6,0xfa",
                    ),
                    (
                        "v_cvt_sr_bf8_f32 v1, v2, v3 byte_sel:3",
                        "v_cvt_sr_bf8_f32 v1, v2, v3 byte_sel:3",
                        "0x01,0x60,0x6c,0xd7,0x02,0x07,0x02,0x00",
                    ),
                    (
                        "v_cvt_sr_fp8_f32_e64_dpp v1, -|v2|, v3 byte_sel:2 row_shl:1",
                        "v_cvt_sr_fp8_f32_e64_dpp v1, -|v2|, v3 byte_sel:2 row_shl:1 row_mask:0xf bank_mask:0xf",
                        "0x01,0x41,0x6b,0xd7,0xfa,0x06,0x02,0x20,0x02,0x01,0x01,0xff",
                    ),
                    (
                        "v_cvt_sr_fp8_f32_e64_dpp v1, v2, s3 byte_sel:1 dpp8:[0,1,2,3,4,5,6,7]",
                        "v_cvt_sr_fp8_f32_e64_dpp v1, v2, s3 byte_sel:1 dpp8:[0,1,2,3,4,5,6,7]",
                        "0x01,0x20,0x6b,0xd7,0xe9,0x06,0x00,0x00,0x02,0x88,0xc6,0xfa",
                    ),
                ] {
                    assert_eq!(asm(line), Ok((want.to_string(), hex(bytes))), "{t} {line}");
                }
                for line in [
                    "v_cvt_f32_fp8_e64 v1, v2 byte_sel:4",
                    "v_cvt_f32_fp8_e64 v1, v2 byte_sel:1 byte_sel:2",
                    "v_cvt_f32_fp8_e32 v1, v2 byte_sel:1",
                    "v_cvt_f32_fp8_e64_dpp v1, v2 quad_perm:[0,1,2,3] byte_sel:1",
                    "v_cvt_sr_fp8_f32_e64_dpp v1, v2, 0x1234 byte_sel:1 quad_perm:[0,1,2,3]",
                    "v_add_f32_e64 v1, v2, v3 byte_sel:1",
                ] {
                    assert!(crate::assemble_line(t, line).is_err(), "{t} {line}");
                }
            }
        }
    }

    #[test]
    fn ctrl_read_as_source_follows_the_operand_encoding() {
        assert_eq!(ctrl_read_as_source(0x7f), Some(0x7f));
        assert_eq!(ctrl_read_as_source(0x80), Some(0));
        assert_eq!(ctrl_read_as_source(0xc0), Some(0x40));
        assert_eq!(ctrl_read_as_source(0xc1), None);
        assert_eq!(ctrl_read_as_source(0xd1), Some(0xd1));
        assert_eq!(ctrl_read_as_source(0xf8), None);
        assert_eq!(ctrl_read_as_source(0x101), Some(0x101));
    }
}

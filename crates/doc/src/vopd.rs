//! VOPD pages (GFX11+ dual issue): one page per half-instruction name
//! (`v_dual_add_f32`), showing the 64-bit pair layout with this name's X (or
//! Y) opcode, and an example pairing it with a plain move in the other half.

use super::{fld, make_example, BitField, Encoding, Example, Operand};
use crate::one_dword_operands;
use amdgpu_isa::tables::vopd::{self, Half, Shape, VopdRow};
use amdgpu_isa::{assemble_line, Target};

pub(crate) const FAMILY: &str = "Dual-issue VALU (VOPD)";

/// The half a page shows the instruction in: X when it can be X.
pub(crate) fn half(row: &VopdRow, group: usize) -> Option<(Half, u8, u32)> {
    match (row.cell(Half::X, group), row.cell(Half::Y, group)) {
        (Some(c), _) => Some((Half::X, c.op, c.zero)),
        (None, Some(c)) => Some((Half::Y, c.op, c.zero)),
        _ => None,
    }
}

pub(crate) fn vopd_encoding(row: &VopdRow, t: Target) -> Option<Encoding> {
    let g = vopd::group(t)?;
    let (h, op, zero) = half(row, g)?;
    let (this, other) = match h {
        Half::X => ("X", "Y"),
        Half::Y => ("Y", "X"),
    };
    // (bit positions of each half's fields; w1 is bits 63:32)
    let x = [
        ("VDSTX", 63, 56),
        ("OPX", 25, 22),
        ("VSRC1X", 16, 9),
        ("SRC0X", 8, 0),
    ];
    let y = [
        ("VDSTY", 55, 49),
        ("OPY", 21, 17),
        ("VSRC1Y", 48, 41),
        ("SRC0Y", 40, 32),
    ];
    let (mine, theirs) = match h {
        Half::X => (x, y),
        Half::Y => (y, x),
    };
    let mut fields: Vec<BitField> = vec![fld("ENCODING", 31, 26, Some(0b110010), Some("VOPD"))];
    for (name, hi, lo) in mine {
        let (name, value, note) = match name {
            "OPX" | "OPY" => (
                "OP",
                Some(u64::from(op)),
                format!("{name}: this instruction as the {this} half"),
            ),
            n if n.starts_with("VSRC1") && (zero >> 9) & 0xff == 0xff => {
                (n, Some(0), "unused, must be 0".to_string())
            }
            n if n.starts_with("VDSTY") => (
                n,
                None,
                "bits 7:1 of the destination VGPR; bit 0 is the opposite of VDSTX's".to_string(),
            ),
            n => (n, None, format!("{this} half (this instruction)")),
        };
        fields.push(fld(name, hi, lo, value, Some(&note)));
    }
    for (name, hi, lo) in theirs {
        let note = if name == "VDSTY" {
            "the other (Y) half; bits 7:1, bit 0 is the opposite of VDSTX's".to_string()
        } else {
            format!("the other ({other}) half")
        };
        fields.push(fld(name, hi, lo, None, Some(&note)));
    }
    fields.sort_by_key(|f| std::cmp::Reverse(f.hi));
    let mut notes = vec![
        "one literal dword may follow the 64 bits (a SRC0 of 255, or fmaak/fmamk's K); both halves share it".to_string(),
        // (both rules as llvm-mc-22 enforces them)
        "the halves' matching sources must be in different VGPR banks (register number mod 4), and one destination even, the other odd".to_string(),
    ];
    match (h, row.cell(Half::Y, g)) {
        (Half::X, Some(c)) => notes.push(format!(
            "also usable as the Y half: OPY = {} (0x{:X})",
            c.op, c.op
        )),
        (Half::Y, _) => notes.push("only the Y half can hold this instruction".to_string()),
        _ => notes.push("only the X half can hold this instruction".to_string()),
    }
    if row.name.contains("cndmask") {
        notes.push("reads VCC_LO as the lane mask (implicit)".to_string());
    }
    Some(Encoding::new(
        "VOPD",
        64,
        op.into(),
        "GFX11+",
        fields,
        notes,
    ))
}

/// Data format of the destination and the sources, from the name's parts.
fn formats(name: &str) -> (&'static str, &'static str) {
    if name.contains("dot2acc_f32_f16") {
        ("f32", "2 x f16")
    } else if name.contains("dot2acc_f32_bf16") {
        ("f32", "2 x bf16")
    } else if name.ends_with("_f32") {
        ("f32", "f32")
    } else if name.ends_with("_u32") {
        ("u32", "u32")
    } else {
        ("b32", "b32")
    }
}

pub(crate) fn vopd_operands(row: &VopdRow, t: Target) -> Vec<Operand> {
    let suffix = match vopd::group(t).and_then(|g| half(row, g)) {
        Some((Half::Y, ..)) => 'Y',
        _ => 'X',
    };
    let (dst, src) = formats(row.name);
    let f = |x: &'static str, y: &'static str| if suffix == 'X' { x } else { y };
    let mut ops: Vec<(&'static str, &'static str, &'static str, &'static str)> = vec![
        (f("VDSTX", "VDSTY"), "written", "VGPR", dst),
        (
            f("SRC0X", "SRC0Y"),
            "read",
            "VGPR, SGPR, inline constant or literal",
            src,
        ),
    ];
    let vsrc1 = (f("VSRC1X", "VSRC1Y"), "read", "VGPR", src);
    let k = ("LITERAL", "read", "constant K (the literal dword)", dst);
    match row.shape {
        Shape::Src0 => {}
        Shape::Src0Vsrc1 => ops.push(vsrc1),
        Shape::Src0Vsrc1K => ops.extend([vsrc1, k]),
        Shape::Src0KVsrc1 => ops.extend([k, vsrc1]),
    }
    one_dword_operands(ops)
}

/// One half's text with registers `d`, `s0`, `s1` (K is 100.0, no inline constant).
fn half_text(row: &VopdRow, d: u32, s0: u32, s1: u32) -> String {
    let n = row.name;
    match row.shape {
        Shape::Src0 => format!("{n} v{d}, v{s0}"),
        Shape::Src0Vsrc1 => format!("{n} v{d}, v{s0}, v{s1}"),
        Shape::Src0Vsrc1K => format!("{n} v{d}, v{s0}, v{s1}, 0x42c80000"),
        Shape::Src0KVsrc1 => format!("{n} v{d}, v{s0}, 0x42c80000, v{s1}"),
    }
}

pub(crate) fn vopd_example(row: &VopdRow, t: Target) -> Option<Example> {
    let g = vopd::group(t)?;
    let (h, ..) = half(row, g)?;
    let mov = vopd::lookup("v_dual_mov_b32", g).map(|r| &vopd::VOPD_ROWS[r])?;
    // register sets (X d, s0, s1; Y d, s0, s1): destinations of opposite
    // parity, sources in different banks (reg % 4)
    const SETS: [[u32; 6]; 3] = [
        [0, 2, 3, 1, 5, 6],
        [4, 1, 2, 7, 10, 11],
        [8, 9, 10, 3, 4, 5],
    ];
    for [xd, xs0, xs1, yd, ys0, ys1] in SETS {
        let text = match h {
            Half::X => format!(
                "{} :: {}",
                half_text(row, xd, xs0, xs1),
                half_text(mov, yd, ys0, ys1)
            ),
            Half::Y => format!(
                "{} :: {}",
                half_text(mov, xd, xs0, xs1),
                half_text(row, yd, ys0, ys1)
            ),
        };
        let Ok(inst) = assemble_line(t, &text) else {
            continue;
        };
        let amdgpu_isa::Inst::Vopd(v) = &inst else {
            continue;
        };
        let got = match h {
            Half::X => v.x.row().name,
            Half::Y => v.y.row().name,
        };
        if got == row.name {
            return Some(make_example(t, inst));
        }
    }
    None
}

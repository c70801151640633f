//! Interpolation and LDS-direct pages: GFX9/GFX10 VINTRP and VOP3
//! interpolation, GFX11+ VINTERP, GFX11 LDSDIR and GFX12 VDSDIR. One page per
//! name; the rows (opcode, operands, modifiers) come from the interpolation
//! table, the bit positions are those of `amdgpu_isa::encoding::interp`.

use super::{fld, make_example, not_modelled, BitField, Encoding, Example, Operand};
use super::{On, SemanticsEntry};
use crate::one_dword_operands;
use amdgpu_isa::tables::interp::{
    self as table, Form, InterpRow, Opnd, INTERP_ALIASES, INTERP_ROWS,
};
use amdgpu_isa::{assemble_line, Gen, Target};

pub(crate) const FAMILY: &str = "Interpolation / LDS direct (VINTRP, VINTERP, LDSDIR)";

/// `name` without the `_e32` / `_e64` that picks the VINTRP or VOP3 form.
fn base(name: &str) -> (&str, Option<Form>) {
    match (name.strip_suffix("_e32"), name.strip_suffix("_e64")) {
        (Some(b), _) => (b, Some(Form::Vintrp)),
        (_, Some(b)) => (b, Some(Form::Vop3)),
        _ => (name, None),
    }
}

/// Every table name and alias, once each (suffix-free).
pub(crate) fn names() -> impl Iterator<Item = &'static str> {
    let mut v: Vec<&'static str> = INTERP_ROWS
        .iter()
        .map(|r| r.name)
        .chain(INTERP_ALIASES.iter().map(|a| a.1))
        .collect();
    v.sort_unstable();
    v.dedup();
    v.into_iter()
}

/// The canonical names linked to `name` through the alias list (GFX12's
/// `ds_param_load` is GFX11's `lds_param_load`), or `None` if it is not a
/// name of this family.
pub(crate) fn linked(name: &str) -> Option<Vec<&'static str>> {
    let (b, _) = base(name);
    if !table::known_anywhere(b) {
        return None;
    }
    let mut set: Vec<&'static str> = INTERP_ROWS
        .iter()
        .filter(|r| r.name == b)
        .map(|r| r.name)
        .collect();
    for a in INTERP_ALIASES.iter().filter(|a| a.1 == b || a.2 == b) {
        set.extend([a.1, a.2]);
    }
    set.sort_unstable();
    set.dedup();
    Some(set)
}

/// The row a page about `name` shows on `t`, and whether `t` takes the
/// spelling `name`: the VINTRP row before the VOP3 one unless `_e64` asks.
pub(crate) fn row_on(name: &str, names: &[&'static str], t: Target) -> Option<(usize, bool)> {
    let (b, forced) = base(name);
    let pick = |rows: Vec<usize>| match forced {
        Some(f) => rows.into_iter().find(|&r| INTERP_ROWS[r].form == f),
        None => rows.into_iter().next(),
    };
    if let Some(r) = pick(table::lookup(t, b).collect()) {
        return Some((r, true));
    }
    let g = table::group(t)?;
    let rows: Vec<usize> = table::rows(g)
        .filter(|(_, r)| names.contains(&r.name))
        .map(|(i, _)| i)
        .collect();
    pick(rows.clone())
        .or_else(|| rows.first().copied())
        .map(|r| (r, false))
}

/// Spellings of `names` on `t`: (spelling, canonical).
pub(crate) fn spellings_on(names: &[&'static str], t: Target) -> Vec<(&'static str, bool)> {
    let Some(g) = table::group(t) else {
        return vec![];
    };
    let mut out: Vec<(&'static str, bool)> = Vec::new();
    for (_, r) in table::rows(g).filter(|(_, r)| names.contains(&r.name)) {
        if !out.contains(&(r.name, true)) {
            out.push((r.name, true));
        }
    }
    for a in INTERP_ALIASES
        .iter()
        .filter(|a| usize::from(a.0) == usize::from(g) && names.contains(&a.2))
    {
        out.push((a.1, false));
    }
    out
}

// (Vega ISA guide, parameter interpolation: lds_param_offset and new_prim_mask)
const M0_PARAMS: &str =
    "M0 holds the LDS offset of the parameters (bits 15:0) and the new-primitive mask";

fn format_name(r: &InterpRow, t: Target) -> &'static str {
    match (r.form, t.gen()) {
        (Form::Vintrp, _) => "VINTRP",
        (Form::Vop3, _) => "VOP3",
        (Form::Vinterp, _) => "VINTERP",
        (Form::Ldsdir, Gen::Gfx12) => "VDSDIR",
        (Form::Ldsdir, _) => "LDSDIR",
    }
}

fn layout(t: Target) -> &'static str {
    match t.gen() {
        Gen::Gfx9 => "GFX9",
        Gen::Gfx10 => "GFX10",
        Gen::Gfx11 => "GFX11",
        Gen::Gfx12 => "GFX12",
    }
}

pub(crate) fn interp_encoding(r: &InterpRow, t: Target) -> Encoding {
    let gen = t.gen();
    let op = u64::from(r.opcode);
    let has = |o: Opnd| r.operands.contains(&o);
    let mut notes: Vec<String> = Vec::new();
    // (bit positions: the layouts documented in amdgpu_isa::encoding::interp)
    let (width, mut fields): (u32, Vec<BitField>) = match r.form {
        Form::Vintrp => {
            let prefix = if gen == Gen::Gfx9 { 0b110101 } else { 0b110010 };
            let vsrc = if has(Opnd::Param) {
                "the parameter: 0 p10, 1 p20, 2 p0"
            } else {
                "the I or J barycentric coordinate (VGPR)"
            };
            notes.push(M0_PARAMS.to_string());
            notes.push(format!(
                "printed as `{}_e32`; `{}_e64` picks the VOP3 form (clamp, omod, |x|, -x)",
                r.name, r.name
            ));
            (
                32,
                vec![
                    fld("ENCODING", 31, 26, Some(prefix), Some("VINTRP")),
                    fld("VDST", 25, 18, None, None),
                    fld("OP", 17, 16, Some(op), None),
                    fld("ATTR", 15, 10, None, Some("attribute number (attrN)")),
                    fld("ATTRCHAN", 9, 8, None, Some("channel: x, y, z, w")),
                    fld("VSRC", 7, 0, None, Some(vsrc)),
                ],
            )
        }
        Form::Vop3 => {
            let prefix = if gen == Gen::Gfx9 { 0b110100 } else { 0b110101 };
            let src = if has(Opnd::Param) {
                "the parameter: 0 p10, 1 p20, 2 p0"
            } else {
                "the I or J barycentric coordinate (VGPR)"
            };
            let mut f = vec![
                fld("ENCODING", 31, 26, Some(prefix), Some("VOP3")),
                fld("OP", 25, 16, Some(op), None),
                fld("CLAMP", 15, 15, None, None),
                fld("OP_SEL", 14, 11, None, None),
                fld("ABS", 10, 8, None, Some("bit 9: the source, bit 10: src2")),
                fld("VDST", 7, 0, None, None),
                fld(
                    "NEG",
                    63,
                    61,
                    None,
                    Some("bit 62: the source, bit 63: src2"),
                ),
                fld("OMOD", 60, 59, None, None),
                fld("SRC2", 58, 50, None, Some("VGPR (256 + n)")),
                fld("SRC", 49, 41, None, Some(src)),
                fld(
                    "HIGH",
                    40,
                    40,
                    None,
                    Some("high: the upper 16 bits of the attribute"),
                ),
                fld("ATTRCHAN", 39, 38, None, Some("channel: x, y, z, w")),
                fld("ATTR", 37, 32, None, Some("attribute number (attrN)")),
            ];
            if !has(Opnd::Src(1)) {
                f.retain(|x| x.name != "SRC2");
            }
            if !r.high {
                f.retain(|x| x.name != "HIGH");
            }
            notes.push(
                "the attribute takes the place of SRC0, so ABS bit 8 and NEG bit 61 must be 0"
                    .to_string(),
            );
            notes.push(M0_PARAMS.to_string());
            let absent: Vec<&str> = [(r.clamp, "clamp"), (r.omod, "omod"), (r.high, "high")]
                .iter()
                .filter(|x| !x.0)
                .map(|x| x.1)
                .collect();
            if !absent.is_empty() {
                notes.push(format!("takes no {}", absent.join(" / ")));
            }
            if r.opsel == 0 {
                notes.push("OP_SEL is ignored".to_string());
            }
            (64, f)
        }
        Form::Vinterp => {
            let op_lo = if gen == Gen::Gfx11 { 22 } else { 20 };
            notes.push(
                "SRC0 holds the attribute data an LDS parameter load put in VGPRs, SRC1 the I or J coordinate, SRC2 the value to add"
                    .to_string(),
            );
            notes.push(
                "WAIT_EXP: wait until at most this many exports are outstanding (printed as wait_exp:N)"
                    .to_string(),
            );
            // (observed by flipping each bit of valid words under llvm-mc-22)
            notes.push(format!(
                "bits 60:59 and {} are ignored",
                if gen == Gen::Gfx11 { "23" } else { "23:21" }
            ));
            if r.t16 != 0 {
                notes.push(
                    "op_sel picks the 16-bit halves (printed as v1.l / v1.h on this target)"
                        .to_string(),
                );
            } else if r.opsel != 0 {
                notes.push("op_sel picks the 16-bit halves".to_string());
            }
            (
                64,
                vec![
                    fld("ENCODING", 31, 24, Some(0xCD), Some("VINTERP")),
                    fld("OP", op_lo, 16, Some(op), None),
                    fld("CLAMP", 15, 15, None, None),
                    fld("OP_SEL", 14, 11, None, None),
                    fld("WAIT_EXP", 10, 8, None, None),
                    fld("VDST", 7, 0, None, None),
                    fld("NEG", 63, 61, None, Some("bit i: negate SRCi")),
                    fld("SRC2", 58, 50, None, Some("VGPR (256 + n)")),
                    fld("SRC1", 49, 41, None, Some("VGPR (256 + n)")),
                    fld("SRC0", 40, 32, None, Some("VGPR (256 + n)")),
                ],
            )
        }
        Form::Ldsdir => {
            let mut f = vec![fld(
                "ENCODING",
                31,
                24,
                Some(0xCE),
                Some(if gen == Gen::Gfx12 {
                    "VDSDIR"
                } else {
                    "LDSDIR"
                }),
            )];
            if r.vm_vsrc {
                f.push(fld("WAIT_VM_VSRC", 23, 23, None, Some("wait_vm_vsrc:N")));
            }
            f.push(fld("OP", 21, 20, Some(op), None));
            let wait = if r.vm_vsrc {
                "WAIT_VA_VDST"
            } else {
                "WAIT_VDST"
            };
            f.push(fld(wait, 19, 16, None, None));
            if has(Opnd::Attr) {
                f.push(fld("ATTR", 15, 10, None, Some("attribute number (attrN)")));
                f.push(fld("ATTRCHAN", 9, 8, None, Some("channel: x, y, z, w")));
            } else {
                notes.push("bits 15:8 (the attribute of a parameter load) are ignored".to_string());
            }
            f.push(fld("VDST", 7, 0, None, None));
            notes.push(
                if has(Opnd::Attr) {
                    "M0 gives the LDS offset of the attribute parameters"
                } else {
                    "M0 gives the LDS dword address and the data type"
                }
                .to_string(),
            );
            (32, f)
        }
    };
    fields.sort_by_key(|f| std::cmp::Reverse(f.hi));
    Encoding {
        opcode_hex: format!("0x{:X}", r.opcode),
        ..Encoding::new(
            format_name(r, t),
            width,
            u32::from(r.opcode),
            layout(t),
            fields,
            notes,
        )
    }
}

/// The true16 mask a name has on GFX11 (GFX12 prints whole registers).
fn t16_of(name: &str) -> u8 {
    INTERP_ROWS
        .iter()
        .filter(|r| r.name == name)
        .fold(0, |a, r| a | r.t16)
}

pub(crate) fn interp_operands(r: &InterpRow) -> Vec<Operand> {
    let t16 = t16_of(r.name);
    let half = |bit: u8| t16 >> bit & 1 != 0;
    let f16_attr = r.name.ends_with("_f16");
    let mut ops: Vec<(&'static str, &'static str, &'static str, String)> = Vec::new();
    for o in r.operands {
        ops.push(match (*o, r.form) {
            (Opnd::Vdst, Form::Ldsdir) => ("VDST", "written", "VGPR", "b32".to_string()),
            (Opnd::Vdst, _) => {
                let f16 = half(3) || matches!(r.name, "v_interp_p2_f16" | "v_interp_p2_legacy_f16");
                (
                    "VDST",
                    "written",
                    "VGPR",
                    if f16 { "f16" } else { "f32" }.to_string(),
                )
            }
            (Opnd::Param, Form::Vintrp) => {
                ("VSRC", "read", "parameter: p10, p20 or p0", "-".to_string())
            }
            (Opnd::Param, _) => ("SRC", "read", "parameter: p10, p20 or p0", "-".to_string()),
            (Opnd::Attr, _) => (
                "ATTR",
                "read",
                "attribute and channel: attrN.x/y/z/w (ATTR, ATTRCHAN)",
                match r.form {
                    Form::Ldsdir => "b32",
                    _ if f16_attr => "f16",
                    _ => "f32",
                }
                .to_string(),
            ),
            (Opnd::Src(0), Form::Vintrp) => ("VSRC", "read", "VGPR: I or J", "f32".to_string()),
            (Opnd::Src(0), Form::Vop3) => ("SRC", "read", "VGPR: I or J", "f32".to_string()),
            (Opnd::Src(_), Form::Vop3) => (
                "SRC2",
                "read",
                "VGPR",
                if r.name.contains("p1lv") {
                    "f16"
                } else {
                    "f32"
                }
                .to_string(),
            ),
            (Opnd::Src(i), _) => {
                let field = ["SRC0", "SRC1", "SRC2"][usize::from(i.min(2))];
                let class = match i {
                    0 => "VGPR: attribute data",
                    1 => "VGPR: I or J",
                    _ => "VGPR: the value added",
                };
                (
                    field,
                    "read",
                    class,
                    if half(i) { "f16" } else { "f32" }.to_string(),
                )
            }
        });
    }
    one_dword_operands(ops)
}

/// A plain use of the row's operands, assembled by our assembler.
pub(crate) fn interp_example(r: &InterpRow, t: Target) -> Option<Example> {
    let mut text = format!("{}{}", r.name, r.suffix);
    let ops: Vec<&str> = r
        .operands
        .iter()
        .map(|o| match (*o, r.form) {
            (Opnd::Vdst, _) => "v4",
            (Opnd::Src(0), Form::Vinterp) => "v1",
            (Opnd::Src(0), _) => "v2",
            (Opnd::Src(1), Form::Vinterp) => "v2",
            (Opnd::Src(_), _) => "v3",
            (Opnd::Param, _) => "p10",
            (Opnd::Attr, _) => "attr1.y",
        })
        .collect();
    if !ops.is_empty() {
        text.push(' ');
        text.push_str(&ops.join(", "));
    }
    assemble_line(t, &text)
        .ok()
        .map(|inst| make_example(t, inst))
}

/// Our own one-line summary.
pub(crate) fn summary(name: &str) -> String {
    let rtz = if name.contains("_rtz_") {
        ", rounding toward zero"
    } else {
        ""
    };
    match name {
        "v_interp_p1_f32" => {
            "Interpolation, first pass: P0 + I × P10 from the LDS attribute".into()
        }
        "v_interp_p2_f32" => "Interpolation, second pass: adds J × P20 to the first pass".into(),
        "v_interp_mov_f32" => {
            "Copy one interpolation parameter (P0, P10 or P20) of an attribute".into()
        }
        "lds_param_load" | "ds_param_load" => {
            "Load an attribute's interpolation parameters from LDS into a VGPR".into()
        }
        "lds_direct_load" | "ds_direct_load" => {
            "Load one dword from LDS at the address in M0 into every lane".into()
        }
        // RDNA3 ISA, VINTERP: `_f16_f32` reads f16 parameters, `_f32` f32 ones.
        n if n.starts_with("v_interp_p10") => {
            let of = if n.contains("f16") { "f16" } else { "f32" };
            format!("Interpolation, first pass: P0 + I × P10 from {of} attribute data in VGPRs{rtz}")
        }
        n if n.starts_with("v_interp_p2_") && n.ends_with("_f32") => {
            let of = if n.contains("f16") { "f16" } else { "f32" };
            format!("Interpolation, second pass: adds J × P20 ({of} parameters) to the first pass{rtz}")
        }
        // Vega ISA: P1LL reads P0 and P10 from LDS, P1LV takes P0 from a VGPR.
        "v_interp_p1lv_f16" => {
            "16-bit interpolation, first pass: P0 (from a VGPR) + I × P10 (from LDS), giving f32".into()
        }
        n if n.starts_with("v_interp_p1") => {
            "16-bit interpolation, first pass: P0 + I × P10 from a 16-bit LDS attribute".into()
        }
        // UNCONFIRMED: the legacy form is GFX8's opcode, kept on GFX9 without
        // op_sel's write of the destination's high half.
        "v_interp_p2_legacy_f16" => "16-bit interpolation, second pass: adds J × P20, giving a 16-bit result (GFX8 form, no op_sel)".into(),
        _ => "16-bit interpolation, second pass: adds J × P20, giving a 16-bit result".into(),
    }
}

/// What the row does, in two sentences, with the source.
fn notes(r: &InterpRow, t: Target) -> Vec<String> {
    let src = match (r.form, t.gen()) {
        (_, Gen::Gfx12) => "AMD RDNA4 ISA reference guide",
        (_, Gen::Gfx11) => "AMD RDNA3 ISA reference guide",
        (_, Gen::Gfx10) => "AMD RDNA1/RDNA2 ISA reference guides (parameter interpolation)",
        _ => "AMD Vega / CDNA1 ISA reference guides (parameter interpolation)",
    };
    let what = match r.form {
        Form::Vintrp | Form::Vop3 => {
            "Barycentric interpolation computes P0 + I × P10 + J × P20 in two passes; the parameters are read from LDS (M0 gives their offset and which quads start a new primitive), I and J come from a VGPR."
        }
        Form::Vinterp => {
            "Barycentric interpolation computes P0 + I × P10 + J × P20 in two passes; the parameters come from VGPR data an LDS parameter load wrote, read across the lanes of each quad; I and J come from SRC1."
        }
        Form::Ldsdir if r.operands.contains(&Opnd::Attr) => {
            "Loads the given attribute channel's parameters (P0, P10, P20) of each quad's primitive from LDS into VDST, for the interpolation instructions to read."
        }
        Form::Ldsdir => {
            "Reads one dword of LDS at the address in M0 and writes it to VDST in every active lane."
        }
    };
    vec![format!("{what} (source: {src}.)")]
}

/// The semantics section: the emulator does not run this family; each
/// target gets the sentence of its row.
pub(crate) fn semantics<'a>(
    targets: &[Target],
    on_of: &dyn Fn(Target) -> Option<&'a On>,
) -> Vec<SemanticsEntry> {
    let mut out: Vec<SemanticsEntry> = Vec::new();
    for &t in targets {
        let Some(on) = on_of(t) else { continue };
        let mut model =
            amdgpu_emu::semantics::describe(t, on.name).unwrap_or_else(|| not_modelled(FAMILY));
        let mut n = notes(&INTERP_ROWS[on.row], t);
        n.append(&mut model.notes);
        model.notes = n;
        crate::add_semantics(&mut out, t, model);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_show_llvms_encoding() {
        // bytes: llvm-mc-22 -show-encoding of each example text
        // (`v_interp_p1_f32_e32 v4, v2, attr1.y`, `v_interp_mov_f32_e32 v4, p10, attr1.y`,
        // `v_interp_p2_f16 v4, v2, attr1.y, v3`, `v_interp_p10_f32 v4, v1, v2, v3`,
        // `lds_param_load v4, attr1.y`, `lds_direct_load v4`, `ds_param_load v4, attr1.y`)
        for (target, name, bytes) in [
            ("gfx900", "v_interp_p1_f32", &[0x02, 0x05, 0x10, 0xd4][..]),
            ("gfx1030", "v_interp_p1_f32", &[0x02, 0x05, 0x10, 0xc8][..]),
            ("gfx1030", "v_interp_mov_f32", &[0x00, 0x05, 0x12, 0xc8][..]),
            (
                "gfx900",
                "v_interp_p2_f16",
                &[0x04, 0x00, 0x77, 0xd2, 0x41, 0x04, 0x0e, 0x04][..],
            ),
            (
                "gfx1100",
                "v_interp_p10_f32",
                &[0x04, 0x00, 0x00, 0xcd, 0x01, 0x05, 0x0e, 0x04][..],
            ),
            (
                "gfx1200",
                "v_interp_p2_f32",
                &[0x04, 0x00, 0x01, 0xcd, 0x01, 0x05, 0x0e, 0x04][..],
            ),
            ("gfx1100", "lds_param_load", &[0x04, 0x05, 0x00, 0xce][..]),
            ("gfx1100", "lds_direct_load", &[0x04, 0x00, 0x10, 0xce][..]),
            ("gfx1200", "ds_param_load", &[0x04, 0x05, 0x00, 0xce][..]),
        ] {
            let t = Target::from_name(target).unwrap();
            let page = crate::page(name, crate::Scope::Target(t)).unwrap();
            assert_eq!(page.family, FAMILY);
            let example = page.variants[0].example.as_ref().unwrap();
            assert_eq!(example.bytes, bytes, "{target} {name}: {}", example.text);
        }
    }

    #[test]
    fn every_name_has_a_page_with_examples() {
        let names: Vec<&str> = names().collect();
        // (v_interp_p2_new_f32: an alias llvm-mc-22 takes, data/mnemonic_aliases.tsv)
        assert_eq!(names.len(), 17, "{names:?}");
        for name in names {
            let page = crate::page(name, crate::Scope::AllTargets).unwrap();
            assert_eq!(page.family, FAMILY);
            for v in &page.variants {
                assert!(v.example.is_some(), "{name} on {:?}", v.targets);
            }
        }
    }

    #[test]
    fn forms_and_renames_across_generations() {
        let gfx1030 = Target::from_name("gfx1030").unwrap();
        let p = crate::page("v_interp_p1_f32_e64", crate::Scope::Target(gfx1030)).unwrap();
        assert_eq!(p.variants[0].encoding.format, "VOP3");
        assert_eq!(p.variants[0].encoding.opcode, 512);
        let p = crate::page("v_interp_p1_f32", crate::Scope::Target(gfx1030)).unwrap();
        assert_eq!(p.variants[0].encoding.format, "VINTRP");
        // GFX12 renamed the LDS-direct loads and takes the old names too
        let gfx1200 = Target::from_name("gfx1200").unwrap();
        let p = crate::page("lds_param_load", crate::Scope::Target(gfx1200)).unwrap();
        assert_eq!(p.variants[0].name, "ds_param_load");
        assert_eq!(p.variants[0].encoding.format, "VDSDIR");
        let gfx1100 = Target::from_name("gfx1100").unwrap();
        assert!(crate::page("ds_param_load", crate::Scope::Target(gfx1100)).is_err());
        // not on CDNA 2
        let gfx90a = Target::from_name("gfx90a").unwrap();
        assert!(crate::page("v_interp_p1_f32", crate::Scope::Target(gfx90a)).is_err());
    }
}

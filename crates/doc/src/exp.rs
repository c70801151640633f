//! EXP pages: the export instruction (`exp`, spelled `export` on GFX12 too),
//! one page, read from the EXP table's group of each target (which flag bits
//! exist, the TGT names, the mnemonics).

use super::{fld, layout_name, make_example, BitField, Encoding, Example, Operand};
use crate::one_dword_operands;
use amdgpu_isa::tables::exp::{self as exp_table, ExpGroup, EXP_GROUPS};
use amdgpu_isa::{assemble_line, Target};

pub(crate) const FAMILY: &str = "Export (EXP)";

/// Our own one-line summary (the summary module derives others from names).
pub(crate) const SUMMARY: &str =
    "Export up to four VGPRs to an export target: a render target, depth, position or parameter";

/// Index of `t`'s group in `EXP_GROUPS`; `None` where the target has no
/// exports (CDNA 2 and later).
pub(crate) fn group_index(t: Target) -> Option<usize> {
    let g = exp_table::group(t)?;
    EXP_GROUPS.iter().position(|x| std::ptr::eq(x, g))
}

/// Every mnemonic some target takes for an export, once each.
pub(crate) fn names() -> impl Iterator<Item = &'static str> {
    let mut v: Vec<&'static str> = EXP_GROUPS
        .iter()
        .flat_map(|g| g.accepts.iter().copied())
        .collect();
    v.sort_unstable();
    v.dedup();
    v.into_iter()
}

pub(crate) fn is_name(name: &str) -> bool {
    EXP_GROUPS.iter().any(|g| g.accepts.contains(&name))
}

/// The TGT names of `g` as runs (`mrt0–mrt7, mrtz, ...`), in value order.
fn tgt_runs(g: &ExpGroup) -> String {
    let split = |n: &'static str| {
        let stem = n.trim_end_matches(|c: char| c.is_ascii_digit());
        (stem, n[stem.len()..].parse::<u32>().ok())
    };
    let mut runs: Vec<(&str, &str, Option<u32>)> = Vec::new();
    for &name in g.tgt.iter().flatten() {
        let (stem, num) = split(name);
        match runs.last_mut() {
            Some((first, last, Some(prev))) if split(first).0 == stem && num == Some(*prev + 1) => {
                *last = name;
                *prev += 1;
            }
            _ => runs.push((name, name, num)),
        }
    }
    runs.iter()
        .map(|(a, b, _)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}–{b}")
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

pub(crate) fn exp_encoding(g: &ExpGroup, t: Target) -> Encoding {
    let mut fields: Vec<BitField> = vec![fld(
        "ENCODING",
        31,
        26,
        Some(u64::from(g.prefix)),
        Some("EXP"),
    )];
    // the flag bits this target has; LLVM's decoder ignores the others
    for (has, name, bit, note) in [
        (g.row_en, "ROW_EN", 13, "row_en: a row export"),
        (g.vm, "VM", 12, "vm: EXEC is the valid mask"),
        (
            true,
            "DONE",
            11,
            "done: the shader's last export of this kind",
        ),
        (
            g.compr,
            "COMPR",
            10,
            "compr: two sources of packed 16-bit data",
        ),
    ] {
        if has {
            fields.push(fld(name, bit, bit, None, Some(note)));
        }
    }
    fields.push(fld("TGT", 9, 4, None, Some("the export target")));
    fields.push(fld(
        "EN",
        3,
        0,
        None,
        Some("bit i: source i is exported (clear prints as `off`)"),
    ));
    for i in (0..4u32).rev() {
        let name = ["VSRC0", "VSRC1", "VSRC2", "VSRC3"][i as usize];
        fields.push(fld(name, 39 + 8 * i, 32 + 8 * i, None, None));
    }
    fields.sort_by_key(|f| std::cmp::Reverse(f.hi));
    let mut notes = vec![
        "no opcode: the ENCODING bits alone say EXP".to_string(),
        format!("TGT names: {}", tgt_runs(g)),
        "other TGT values print as `invalid_target_N`".to_string(),
    ];
    let absent: Vec<&str> = [(g.compr, "COMPR"), (g.vm, "VM"), (g.row_en, "ROW_EN")]
        .iter()
        .filter(|x| !x.0)
        .map(|x| x.1)
        .collect();
    if !absent.is_empty() {
        notes.push(format!(
            "no {} bit on this target: the decoder ignores its place",
            absent.join(" / ")
        ));
    }
    if g.accepts.len() > 1 {
        notes.push(format!(
            "printed as `{}`; the assembler also takes {}",
            g.mnemonic,
            g.accepts
                .iter()
                .filter(|m| **m != g.mnemonic)
                .map(|m| format!("`{m}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    Encoding {
        opcode_hex: "none".to_string(),
        ..Encoding::new("EXP", 64, 0, layout_name(t.gen()), fields, notes)
    }
}

pub(crate) fn exp_operands(g: &ExpGroup) -> Vec<Operand> {
    let data = if g.compr {
        "b32 (2 x 16-bit with compr)"
    } else {
        "b32"
    };
    let mut ops = vec![("TGT", "written", "export target (mrt0, pos0, ...)", "-")];
    for f in ["VSRC0", "VSRC1", "VSRC2", "VSRC3"] {
        ops.push((f, "read", "VGPR, or off", data));
    }
    one_dword_operands(ops)
}

/// Four VGPRs to the first render target, marked done.
pub(crate) fn exp_example(g: &ExpGroup, t: Target) -> Option<Example> {
    let text = format!("{} mrt0 v0, v1, v2, v3 done", g.mnemonic);
    assemble_line(t, &text)
        .ok()
        .map(|inst| make_example(t, inst))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn target_names_collapse_into_runs() {
        let t = Target::from_name("gfx1100").unwrap();
        let g = &EXP_GROUPS[group_index(t).unwrap()];
        let runs = tgt_runs(g);
        assert!(runs.starts_with("mrt0–mrt7, mrtz, pos0–pos4"), "{runs}");
        assert!(!runs.contains("param"), "{runs}");
    }

    #[test]
    fn pages_show_llvms_encoding() {
        // bytes: llvm-mc-22 -show-encoding of `exp mrt0 v0, v1, v2, v3 done`
        // (`export` on gfx1200)
        for (target, name, bytes) in [
            (
                "gfx900",
                "exp",
                [0x0f, 0x08, 0x00, 0xc4, 0x00, 0x01, 0x02, 0x03],
            ),
            (
                "gfx1100",
                "exp",
                [0x0f, 0x08, 0x00, 0xf8, 0x00, 0x01, 0x02, 0x03],
            ),
            (
                "gfx1200",
                "export",
                [0x0f, 0x08, 0x00, 0xf8, 0x00, 0x01, 0x02, 0x03],
            ),
        ] {
            let t = Target::from_name(target).unwrap();
            let page = crate::page(name, crate::Scope::Target(t)).unwrap();
            assert_eq!(page.family, FAMILY);
            let example = page.variants[0].example.as_ref().unwrap();
            assert_eq!(example.bytes, bytes, "{target}");
        }
        // gfx12 takes `exp` as another spelling of `export`
        let gfx12 = Target::from_name("gfx1200").unwrap();
        let page = crate::page("exp", crate::Scope::Target(gfx12)).unwrap();
        assert_eq!(page.variants[0].name, "export");
    }

    #[test]
    fn cdna2_has_no_exports() {
        assert!(group_index(Target::from_name("gfx90a").unwrap()).is_none());
        assert!(is_name("export") && is_name("exp"));
    }
}

//! Instructions related to a page's: the other encodings of a VALU operation
//! (`_e64`, DPP, SDWA) with the targets that take them, the same operation on
//! other types, and the returning / non-returning twin of an atomic.

use crate::{Form, Related};
use amdgpu_isa::encoding::dpp::{wide_rule, WideDpp};
use amdgpu_isa::encoding::sdwa;
use amdgpu_isa::tables::alu::{takes_dpp, AluRow, Shape};
use amdgpu_isa::Target;

/// Type tokens of instruction names (`v_add_f32` → `v_add` + `f32`).
const TYPES: [&str; 22] = [
    "f16", "f32", "f64", "bf16", "i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "b8", "b16",
    "b32", "b64", "b96", "b128", "f8", "bf8", "i4", "u4",
];

/// The name without its type tokens, and whether it had any.
fn stem(name: &str) -> (String, bool) {
    let kept: Vec<&str> = name.split('_').filter(|t| !TYPES.contains(t)).collect();
    let stem = kept.join("_");
    let typed = stem.len() != name.len();
    (stem, typed)
}

/// The other encodings of the VALU operation in `rows_on` (a target and its
/// ALU row there), each with the targets that take it.
pub(crate) fn forms(rows_on: &[(Target, &AluRow)]) -> Vec<Form> {
    type Takes = fn(Target, &AluRow) -> bool;
    // a VOP3-only row's DPP forms are its VOP3 encoding's (`_e64_dpp`)
    let kinds: [(&str, Takes); 7] = [
        ("_e64 (VOP3)", |t, r| {
            r.has_twin() && r.vop3_op_on(t).is_some()
        }),
        ("_dpp (DPP16)", |t, r| short_dpp(t, r, false, WideDpp::Any)),
        ("_dpp (DPP16, row_newbcast only)", |t, r| {
            short_dpp(t, r, false, WideDpp::NewbcastOnly)
        }),
        ("_dpp (DPP8)", |t, r| short_dpp(t, r, true, WideDpp::Any)),
        ("_e64_dpp (DPP16)", |t, r| takes_dpp(r, t, false, true)),
        ("_e64_dpp (DPP8)", |t, r| takes_dpp(r, t, true, true)),
        ("_sdwa", |t, r| sdwa::takes(r, t).is_some()),
    ];
    kinds
        .iter()
        .filter_map(|(form, takes)| {
            let targets: Vec<String> = rows_on
                .iter()
                .filter(|(t, r)| takes(*t, r))
                .map(|(t, _)| t.name().to_string())
                .collect();
            (!targets.is_empty()).then_some(Form { form, targets })
        })
        .collect()
}

/// A short DPP form of `r` on `t` whose 64-bit operands the assembler takes
/// as `rule` says.
fn short_dpp(t: Target, r: &AluRow, dpp8: bool, rule: WideDpp) -> bool {
    r.shape != Shape::Vop3 && takes_dpp(r, t, dpp8, false) && wide_rule(r, t) == rule
}

/// Every instruction name with its stem, computed once.
fn stems() -> &'static [(&'static str, String, bool)] {
    static STEMS: std::sync::OnceLock<Vec<(&'static str, String, bool)>> =
        std::sync::OnceLock::new();
    STEMS.get_or_init(|| {
        crate::all_names()
            .into_iter()
            .map(|n| {
                let (s, typed) = stem(n);
                (n, s, typed)
            })
            .collect()
    })
}

/// Names related to `name`: the same operation on other types, and the
/// returning twin (`ds_add_u32` / `ds_add_rtn_u32`).
pub(crate) fn of(name: &str) -> Vec<Related> {
    names(name, stems())
}

fn names(name: &str, names: &[(&'static str, String, bool)]) -> Vec<Related> {
    let mut out = Vec::new();
    let tokens: Vec<&str> = name.split('_').collect();
    let twin = if tokens.contains(&"rtn") {
        Some((
            "non-returning twin",
            tokens
                .iter()
                .filter(|t| **t != "rtn")
                .copied()
                .collect::<Vec<_>>()
                .join("_"),
        ))
    } else if let Some(last) = tokens.len().checked_sub(1) {
        let mut t = tokens.clone();
        t.insert(last, "rtn");
        Some(("returning twin", t.join("_")))
    } else {
        None
    };
    if let Some((relation, twin)) = twin {
        if let Some((n, ..)) = names.iter().find(|n| n.0 == twin) {
            out.push(Related { relation, name: n });
        }
    }
    let (own, typed) = stem(name);
    if typed {
        for (n, s, t) in names {
            if *n != name && *t && *s == own {
                out.push(Related {
                    relation: "other types",
                    name: n,
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stems_and_twins() {
        assert_eq!(stem("v_add_f32"), ("v_add".to_string(), true));
        assert_eq!(stem("v_cvt_f32_f16"), ("v_cvt".to_string(), true));
        assert_eq!(stem("s_endpgm"), ("s_endpgm".to_string(), false));
        let all: Vec<_> = ["ds_add_u32", "ds_add_rtn_u32", "ds_add_u64", "v_add_f32"]
            .into_iter()
            .map(|n| {
                let (s, t) = stem(n);
                (n, s, t)
            })
            .collect();
        let r = names("ds_add_u32", &all);
        assert!(r
            .iter()
            .any(|x| x.relation == "returning twin" && x.name == "ds_add_rtn_u32"));
        assert!(r
            .iter()
            .any(|x| x.relation == "other types" && x.name == "ds_add_u64"));
        assert!(!r.iter().any(|x| x.name == "v_add_f32"));
        let r = names("ds_add_rtn_u32", &all);
        assert!(r
            .iter()
            .any(|x| x.relation == "non-returning twin" && x.name == "ds_add_u32"));
    }
}

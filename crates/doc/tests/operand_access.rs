//! Operands say whether they are read, written or both, and pages list the
//! registers an instruction uses without naming them.

use amdgpu_doc::{all_names, page, render_html, render_json, Page, Scope, Variant};
use amdgpu_isa::Target;

fn on(name: &str, t: &str) -> Page {
    page(name, Scope::Target(Target::from_name(t).unwrap())).unwrap()
}

fn access<'a>(v: &'a Variant, field: &str) -> Vec<&'a str> {
    v.operands
        .iter()
        .filter(|o| o.field == field)
        .map(|o| o.access)
        .collect()
}

fn implicit(v: &Variant) -> Vec<(&str, &str)> {
    v.implicit.iter().map(|i| (i.register, i.access)).collect()
}

#[test]
fn accumulators_read_their_destination() {
    for (name, t, dst) in [
        ("v_fmac_f32", "gfx1100", "VDST"),
        ("v_fmac_f32", "gfx90a", "VDST"),
        ("v_pk_fmac_f16", "gfx1030", "VDST"),
        ("v_mac_f32", "gfx900", "VDST"),
        ("v_dot2c_f32_f16", "gfx1100", "VDST"),
        ("v_dual_fmac_f32", "gfx1100", "VDSTX"),
        ("s_fmac_f32", "gfx1150", "SDST"),
        ("s_addk_i32", "gfx1100", "SDST"),
        ("s_cmov_b32", "gfx1100", "SDST"),
        ("v_writelane_b32", "gfx1100", "VDST"),
    ] {
        let p = on(name, t);
        assert_eq!(
            access(&p.variants[0], dst),
            ["read and written"],
            "{name} on {t}"
        );
    }
    // not an accumulator: v_fma_f32 writes VDST only
    assert_eq!(
        access(&on("v_fma_f32", "gfx1100").variants[0], "VDST"),
        ["written"]
    );
    let swap = on("v_swap_b32", "gfx1100");
    assert_eq!(access(&swap.variants[0], "SRC0"), ["read and written"]);
}

#[test]
fn carries_and_returning_data() {
    // `v_add_co_ci_u32_e32 v0, vcc, v1, v2, vcc`: carry out, then carry in
    let p = on("v_add_co_ci_u32", "gfx1100");
    assert_eq!(access(&p.variants[0], "VCC"), ["written", "read"]);
    let p = on("v_addc_co_u32", "gfx900");
    assert_eq!(access(&p.variants[0], "VCC"), ["written", "read"]);
    let p = on("v_cmp_eq_u32", "gfx1100");
    assert_eq!(access(&p.variants[0], "VCC"), ["written"]);
    let p = on("v_cndmask_b32", "gfx1100");
    assert_eq!(access(&p.variants[0], "VCC"), ["read"]);
    let p = on("buffer_atomic_add_u32", "gfx1100");
    assert_eq!(
        access(&p.variants[0], "VDATA"),
        ["read; written when the returning form is chosen"]
    );
    let p = on("ds_add_rtn_u32", "gfx1100");
    assert_eq!(access(&p.variants[0], "VDST"), ["written"]);
    assert_eq!(access(&p.variants[0], "DATA0"), ["read"]);
}

#[test]
fn implicit_registers() {
    type Case<'a> = (&'a str, &'a str, &'a [(&'a str, &'a str)]);
    let cases: [Case; 12] = [
        (
            "s_and_saveexec_b64",
            "gfx900",
            &[("EXEC", "read and written"), ("SCC", "written")],
        ),
        (
            "s_and_saveexec_b32",
            "gfx1100",
            &[("EXEC", "read and written"), ("SCC", "written")],
        ),
        ("s_addc_u32", "gfx1100", &[("SCC", "read and written")]),
        ("s_add_u32", "gfx1100", &[("SCC", "written")]),
        ("s_cbranch_execz", "gfx1201", &[("EXEC", "read")]),
        ("s_cbranch_vccnz", "gfx1100", &[("VCC", "read")]),
        ("v_cmpx_eq_u32", "gfx1100", &[("EXEC", "read and written")]),
        (
            "v_div_fmas_f32",
            "gfx1100",
            &[("EXEC", "read"), ("VCC", "read")],
        ),
        (
            "v_movrels_b32",
            "gfx1100",
            &[("EXEC", "read"), ("M0", "read")],
        ),
        ("ds_append", "gfx1100", &[("EXEC", "read"), ("M0", "read")]),
        ("s_sendmsg", "gfx1100", &[("M0", "read")]),
        ("v_writelane_b32", "gfx1100", &[]),
    ];
    for (name, t, want) in cases {
        let p = on(name, t);
        assert_eq!(implicit(&p.variants[0]), want, "{name} on {t}");
    }
    // VCC named as an operand is not listed again
    let p = on("v_add_co_ci_u32", "gfx1100");
    assert_eq!(implicit(&p.variants[0]), [("EXEC", "read")]);
}

#[test]
fn pages_show_access_and_implicit_operands() {
    let p = on("v_fmac_f32", "gfx1100");
    let html = render_html(&p);
    assert!(html.contains("<td>read and written</td>"), "{html}");
    assert!(html.contains("Implicit operands: EXEC read."));
    let json: serde_json::Value = serde_json::from_str(&render_json(&p)).unwrap();
    assert_eq!(json["schema_version"], 3);
    assert_eq!(
        json["variants"][0]["operands"][0]["access"],
        "read and written"
    );
    assert_eq!(json["variants"][0]["implicit"][0]["register"], "EXEC");
    // the model names no EXEC for v_fmac_f32: the lane rule adds it
    assert_eq!(json["variants"][0]["implicit"][0]["source"], "rule");
    let p = on("s_and_saveexec_b32", "gfx1100");
    assert!(p.variants[0]
        .implicit
        .iter()
        .all(|i| i.source == "semantics"));
}

/// Every page: access words from the documented set, implicit registers
/// from the documented set, none of them also an explicit operand, and every
/// lane-wise instruction reading EXEC.
#[test]
fn every_page_states_access_in_the_documented_words() {
    const ACCESS: [&str; 4] = [
        "read",
        "written",
        "read and written",
        "read; written when the returning form is chosen",
    ];
    let mut variants = 0;
    for name in all_names() {
        let p = page(name, Scope::AllTargets).unwrap();
        for v in &p.variants {
            variants += 1;
            for o in &v.operands {
                assert!(ACCESS.contains(&o.access), "{name}: {}", o.access);
            }
            for i in &v.implicit {
                assert!(ACCESS[..3].contains(&i.access), "{name}: {}", i.access);
                assert!(["EXEC", "VCC", "SCC", "M0"].contains(&i.register));
                assert!(["semantics", "rule"].contains(&i.source));
                assert!(!v.operands.iter().any(|o| o.field == i.register), "{name}");
            }
            let lanes = !p.family.starts_with("Scalar")
                && !name.starts_with("v_readlane")
                && !name.starts_with("v_writelane");
            if lanes {
                assert!(
                    v.implicit
                        .iter()
                        .any(|i| i.register == "EXEC" && i.access != "written"),
                    "{name}: EXEC"
                );
            }
        }
    }
    assert!(variants > 2000, "{variants}");
}

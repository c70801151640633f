//! Every instruction's one-line summary says what it does: no generic filler,
//! and no two instructions that behave differently share a summary.

use amdgpu_doc::{all_names, page, Scope};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// Different instructions (not spellings of one another in the tables) that
/// behave alike, so may share a summary; each with the rule that says so.
const SAME_BEHAVIOUR: &[(&str, &str)] = &[
    // GFX10 renamed VOP2 add/sub with carry in (LLVM AMDGPU: V_ADDC_CO_U32 ->
    // V_ADD_CO_CI_U32, same D = S0 + S1 + VCC)
    ("v_addc_co_u32", "v_add_co_ci_u32"),
    ("v_subb_co_u32", "v_sub_co_ci_u32"),
    // GFX12 image atomic spellings (RDNA4 ISA, MIMG opcode table renames)
    ("image_atomic_add", "image_atomic_add_uint"),
    ("image_atomic_sub", "image_atomic_sub_uint"),
    ("image_atomic_inc", "image_atomic_inc_uint"),
    ("image_atomic_dec", "image_atomic_dec_uint"),
    ("image_atomic_smin", "image_atomic_min_int"),
    ("image_atomic_smax", "image_atomic_max_int"),
    ("image_atomic_umin", "image_atomic_min_uint"),
    ("image_atomic_umax", "image_atomic_max_uint"),
    ("image_atomic_fmin", "image_atomic_min_flt"),
    ("image_atomic_fmax", "image_atomic_max_flt"),
];

/// Why `summary` is filler for `name` in `family`, if it is.
fn filler(name: &str, family: &str, summary: &str, spellings: &[&str]) -> Option<&'static str> {
    let lower = summary.to_ascii_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .collect();
    if spellings
        .iter()
        .chain(std::iter::once(&name))
        // (a name without `_`, like `export`, is also an English word)
        .any(|s| s.contains('_') && words.contains(s))
    {
        return Some("repeats the instruction's name");
    }
    if lower.starts_with(&family.to_ascii_lowercase()) {
        return Some("starts with the family");
    }
    if lower.ends_with(" instruction") || lower.ends_with(" operation") {
        return Some("ends in a generic noun");
    }
    if summary.split_whitespace().count() < 3 {
        return Some("shorter than three words");
    }
    None
}

#[test]
fn filler_is_recognised() {
    let sp = ["v_fmac_f32"];
    assert!(filler(
        "v_fmac_f32",
        "Vector ALU",
        "Vector ALU instruction v_fmac_f32",
        &sp
    )
    .is_some());
    assert!(filler("x_y", "Scalar ALU", "Scalar ALU instruction", &["x_y"]).is_some());
    assert!(filler("s_gws", "LDS", "Global wave sync operation", &["s_gws"]).is_some());
    assert!(filler("v_nop", "Vector ALU", "No-op", &["v_nop"]).is_some());
    assert!(filler(
        "v_fmac_f32",
        "Vector ALU",
        "Fused multiply-add of f32 into the destination (D = A x B + D), per lane",
        &sp
    )
    .is_none());
}

#[test]
fn every_summary_is_specific_and_distinct() {
    let names = all_names();
    let mut by_summary: BTreeMap<String, Vec<&'static str>> = BTreeMap::new();
    // union-find over names: spellings of one instruction, and SAME_BEHAVIOUR
    let mut parent: HashMap<&str, &str> = HashMap::new();
    fn root<'a>(p: &mut HashMap<&'a str, &'a str>, mut x: &'a str) -> &'a str {
        while let Some(&up) = p.get(x) {
            if up == x {
                break;
            }
            x = up;
        }
        x
    }
    fn join<'a>(p: &mut HashMap<&'a str, &'a str>, a: &'a str, b: &'a str) {
        let (ra, rb) = (root(p, a), root(p, b));
        if ra != rb {
            p.insert(ra, rb);
        }
    }
    let mut fillers = Vec::new();
    // target -> (instructions, distinct summaries among them)
    let mut per_target: BTreeMap<String, (usize, BTreeSet<String>)> = BTreeMap::new();
    for &name in &names {
        let p = page(name, Scope::AllTargets).expect("every known name has a page");
        let spellings: Vec<&'static str> = p.spellings.iter().map(|s| s.name).collect();
        if let Some(why) = filler(name, p.family, &p.summary, &spellings) {
            fillers.push(format!("{name}: {why}: {:?}", p.summary));
        }
        for s in &spellings {
            join(&mut parent, name, s);
        }
        by_summary.entry(p.summary.clone()).or_default().push(name);
        let targets: BTreeSet<&str> = p
            .variants
            .iter()
            .flat_map(|v| v.targets.iter().map(|t| t.as_ref()))
            .collect();
        for t in targets {
            let (n, sums) = per_target.entry(t.to_string()).or_default();
            *n += 1;
            sums.insert(p.summary.clone());
        }
    }
    for (a, b) in SAME_BEHAVIOUR {
        assert!(names.contains(a) && names.contains(b), "{a} / {b} known");
        join(&mut parent, a, b);
    }
    let mut shared = Vec::new();
    for (summary, ns) in &by_summary {
        let groups: BTreeSet<&str> = ns.iter().map(|n| root(&mut parent, n)).collect();
        if groups.len() > 1 {
            shared.push(format!("{summary:?}: {}", ns.join(", ")));
        }
    }
    eprintln!(
        "{} names, {} distinct summaries, {} filler, {} shared across instructions",
        names.len(),
        by_summary.len(),
        fillers.len(),
        shared.len()
    );
    for (t, (n, sums)) in &per_target {
        eprintln!("  {t}: {n} instructions, {} distinct summaries", sums.len());
    }
    assert!(
        fillers.is_empty(),
        "filler summaries:\n{}",
        fillers.join("\n")
    );
    assert!(
        shared.is_empty(),
        "summaries shared by instructions that behave differently:\n{}",
        shared.join("\n")
    );
}

/// The instructions the issue names: each says what sets it apart.
#[test]
fn special_instructions_say_what_differs() {
    let s = |n: &str| page(n, Scope::AllTargets).unwrap().summary;
    let fma = s("v_fma_f32");
    let legacy = s("v_fma_legacy_f32");
    assert_ne!(fma, legacy);
    assert!(legacy.contains("0 times anything"), "{legacy}");
    assert_eq!(legacy, s("v_fma_dx9_zero_f32"));
    assert!(fma.contains("one rounding"), "{fma}");
    assert!(s("v_fmac_f32").contains("D = A x B + D"));
    assert!(s("v_pk_fmac_f16").contains("D = A x B + D"));
    assert!(s("v_cmp_lg_f32").contains("false if either is NaN"));
    assert!(s("v_cmp_neq_f32").contains("true if either is NaN"));
    assert!(s("v_cvt_f32_f16").starts_with("Convert f16 to f32"));
    assert!(s("v_mul_hi_u32").contains("high 32 bits"));
    assert!(s("ds_cmpst_b32").contains("compare value first"));
    assert!(s("ds_cmpstore_b32").contains("new value first"));
}

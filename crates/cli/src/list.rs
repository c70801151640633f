//! `list`: the instructions each target knows, read from the codec's tables.

use crate::{write_stdout, Failure};
use amdgpu_isa::tables::{alu, buffer, ds, exp, flat, image, interp, smem, vop3p, vopd};
use amdgpu_isa::Target;

/// Family names `--family` accepts, in output order (the reference pages'
/// families, in short).
pub const FAMILIES: [&str; 13] = [
    "ds", "salu", "valu", "vop3p", "vopd", "smem", "global", "buffer", "flat", "scratch", "exp",
    "image", "interp",
];

/// Canonical names of `family` with the targets (of `targets`) that have
/// them, in table order; a name with several rows appears once.
fn entries(family: &str, targets: &[Target]) -> Vec<(&'static str, Vec<&'static str>)> {
    let rows: Vec<(&'static str, Vec<&'static str>)> = match family {
        "ds" => ds::DS_ROWS
            .iter()
            .map(|r| (r.name, on(targets, |t| r.cells[t.ds_group()].is_some())))
            .collect(),
        "salu" | "valu" => alu::ALU_ROWS
            .iter()
            .filter(|r| r.shape.is_vector() == (family == "valu"))
            .map(|r| (r.name, on(targets, |t| r.op_on(t).is_some())))
            .collect(),
        "smem" => smem::SMEM_ROWS
            .iter()
            .map(|r| (r.name, on(targets, |t| r.cells[smem::group(t)].is_some())))
            .collect(),
        "global" | "flat" | "scratch" => flat::FLAT_ROWS
            .iter()
            // the FLAT encoding's segments: the mnemonic's prefix names each
            .filter(|r| r.name.split('_').next() == Some(family))
            .map(|r| {
                let has = |t: Target| flat::group(t).is_some_and(|g| !r.cells[g].is_empty());
                (r.name, on(targets, has))
            })
            .collect(),
        "buffer" => buffer::BUF_ROWS
            .iter()
            .map(|r| {
                let has = |t: Target| buffer::group(t).is_some_and(|g| !r.cells[g].is_empty());
                (r.name, on(targets, has))
            })
            .collect(),
        // packed math, dot, mix and the matrix instructions
        "vop3p" => vop3p::VOP3P_ROWS
            .iter()
            .map(|r| (r.name, on(targets, |t| r.op_on(t).is_some())))
            .collect(),
        // dual issue: each half-instruction name (X, Y or both), wave32 only
        "vopd" => vopd::VOPD_ROWS
            .iter()
            .map(|r| {
                let has = |t: Target| {
                    t.with_wave_size(32)
                        .ok()
                        .and_then(vopd::group)
                        .is_some_and(|g| r.x[g].is_some() || r.y[g].is_some())
                };
                (r.name, on(targets, has))
            })
            .collect(),
        // export: the mnemonic each group of targets prints
        "exp" => exp::EXP_GROUPS
            .iter()
            .map(|g| {
                let has = |t: Target| exp::group(t).is_some_and(|x| std::ptr::eq(x, g));
                (g.mnemonic, on(targets, has))
            })
            .collect(),
        // MIMG: sample, gather, load/store, atomics, BVH
        "image" => image::IMAGE_ROWS
            .iter()
            .map(|r| {
                let has = |t: Target| image::group(t).is_some_and(|g| r.cells[g].is_some());
                (r.name, on(targets, has))
            })
            .collect(),
        // interpolation (VINTRP, VOP3, VINTERP) and LDS direct loads
        "interp" => interp::INTERP_ROWS
            .iter()
            .map(|r| (r.name, on(targets, |t| interp::group(t) == Some(r.group))))
            .collect(),
        _ => vec![],
    };
    let mut out: Vec<(&'static str, Vec<&'static str>)> = Vec::new();
    for (name, ts) in rows.into_iter().filter(|r| !r.1.is_empty()) {
        match out.iter_mut().find(|o| o.0 == name) {
            Some(o) => {
                o.1.extend(ts);
                // back to target order, once each
                o.1.sort_by_key(|n| targets.iter().position(|t| t.name() == *n));
                o.1.dedup();
            }
            None => out.push((name, ts)),
        }
    }
    out
}

fn on(targets: &[Target], has: impl Fn(Target) -> bool) -> Vec<&'static str> {
    targets
        .iter()
        .filter(|&&t| has(t))
        .map(|t| t.name())
        .collect()
}

/// Runs `list`: one name a line for one target; name and targets otherwise.
pub fn run(target: Option<String>, family: Option<String>) -> Result<(), Failure> {
    let families: Vec<&str> = match family.as_deref() {
        None => FAMILIES.to_vec(),
        Some(f) => match FAMILIES.iter().find(|x| x.eq_ignore_ascii_case(f)) {
            Some(x) => vec![*x],
            None => {
                return Err(Failure::usage(format!(
                    "unknown family '{f}' (known: {})",
                    FAMILIES.join(", ")
                )))
            }
        },
    };
    let targets: Vec<Target> = match target {
        Some(t) => vec![Target::from_name(&t).map_err(|e| Failure::usage(e.to_string()))?],
        None => Target::all().collect(),
    };
    let mut out = String::new();
    for f in families {
        let rows = entries(f, &targets);
        for (name, on) in rows {
            if targets.len() == 1 {
                out.push_str(&format!("{name}\n"));
            } else {
                out.push_str(&format!("{:<40} {}\n", name, on.join(" ")));
            }
        }
    }
    write_stdout(out.as_bytes())
}

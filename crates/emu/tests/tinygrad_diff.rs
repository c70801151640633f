//! Differential corpus against an independent model: `tests/data/tinygrad_diff.json`
//! holds random gfx1100 wave32 ALU programs (every SOP1/SOP2/SOPC/SOPK, VOP1/VOP2/VOPC,
//! VOP3/VOP3SD and VOP3P form the generator reached), their initial registers, and the
//! final registers tinygrad's pcode-based RDNA3 emulator computed from that state
//! (tools/diff_tinygrad.py, which also regenerates the file; tinygrad itself is not
//! needed here). The expected values come from that model, never from this emulator.
//!
//! A program whose first disagreement was judged in this emulator's favour
//! (tools/diff_tinygrad_verdicts.tsv) is kept up to that instruction with a
//! `deviation`: its registers must still differ from the model's (else the verdict
//! is stale and must be looked at again), and every other register must agree.

use amdgpu_emu::{Machine, Wave};
use amdgpu_isa::Target;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

const LANES: usize = 32;

/// `name -> value` of every register the corpus compares.
fn registers(w: &Wave, nv: usize) -> BTreeMap<String, u64> {
    let mut m = BTreeMap::new();
    m.insert("exec".into(), w.exec);
    m.insert("vcc".into(), w.vcc);
    m.insert("m0".into(), w.m0.into());
    m.insert("scc".into(), w.scc.into());
    for (i, s) in w.sgpr.iter().enumerate() {
        m.insert(format!("s{i}"), (*s).into());
    }
    for r in 0..nv {
        for l in 0..LANES {
            m.insert(format!("v{r}[{l}]"), w.vgpr[r][l].into());
        }
    }
    m
}

/// The registers of an initial state (as `Wave::apply_json` reads it) with a
/// program's `expected` changes on top: scalars by name, a VGPR as its lanes.
fn expected(init: &Value, changes: &Value, nv: usize) -> BTreeMap<String, u64> {
    let n = |v: &Value| v.as_u64().expect("a number");
    let mut m = BTreeMap::new();
    for k in ["exec", "vcc", "m0", "scc"] {
        m.insert(k.to_string(), n(&init[k]));
    }
    for (i, s) in init["sgpr"].as_array().unwrap().iter().enumerate() {
        m.insert(format!("s{i}"), n(s));
    }
    for (l, lane) in init["vgpr"].as_array().unwrap().iter().enumerate() {
        for (r, v) in lane.as_array().unwrap().iter().enumerate().take(nv) {
            m.insert(format!("v{r}[{l}]"), n(v));
        }
    }
    for (k, v) in changes.as_object().unwrap() {
        match v.as_array() {
            Some(lanes) => {
                for (l, x) in lanes.iter().enumerate() {
                    m.insert(format!("{k}[{l}]"), n(x));
                }
            }
            None => {
                m.insert(k.clone(), n(v));
            }
        }
    }
    m
}

#[test]
fn alu_programs_agree_with_tinygrad() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/tinygrad_diff.json");
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let target = Target::from_name(doc["target"].as_str().unwrap()).unwrap();
    let progs = doc["programs"].as_array().unwrap();
    let inits = doc["inits"].as_array().unwrap();
    let mut errs = Vec::new();
    let (mut mnemonics, mut deviations) = (BTreeSet::new(), 0);
    for (n, p) in progs.iter().enumerate() {
        let lines: Vec<&str> = p["program"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str().unwrap())
            .collect();
        for l in &lines {
            mnemonics.insert(l.split_whitespace().next().unwrap().to_string());
        }
        let src = format!("{}\ns_endpgm\n", lines.join("\n"));
        let init = &inits[p["init"].as_u64().unwrap() as usize];
        let nv = init["vgpr"][0].as_array().unwrap().len();
        let mut wave = Wave::new(target, LANES as u32);
        wave.apply_json(init).unwrap();
        let ran = Machine::from_source(target, &src)
            .map_err(|e| e.to_string())
            .and_then(|mut m| m.run(&mut wave, 100, None).map_err(|e| e.msg));
        if let Err(e) = ran {
            errs.push(format!("program {n} {lines:?}: {e}"));
            continue;
        }
        let got = registers(&wave, nv);
        let want = expected(init, &p["expected"], nv);
        let dev: BTreeSet<String> = p
            .get("deviation")
            .map(|d| {
                deviations += 1;
                d["registers"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|r| r.as_str().unwrap().to_string())
                    .collect()
            })
            .unwrap_or_default();
        let mut bad = Vec::new();
        for (k, w) in &want {
            let g = got.get(k).copied().unwrap_or(0);
            match (dev.contains(k), g == *w) {
                (false, false) => bad.push(format!("{k}: tinygrad 0x{w:x}, ours 0x{g:x}")),
                (true, true) => bad.push(format!(
                    "{k}: now agrees (0x{g:x}) though listed as a deviation: judge it again"
                )),
                _ => {}
            }
        }
        if !bad.is_empty() {
            let more = if bad.len() > 4 { " …" } else { "" };
            bad.truncate(4);
            errs.push(format!("program {n} {lines:?}: {}{more}", bad.join("; ")));
        }
    }
    // The corpus must stay broad: hundreds of programs over hundreds of mnemonics.
    assert!(progs.len() >= 500, "only {} programs", progs.len());
    assert!(mnemonics.len() >= 500, "only {} mnemonics", mnemonics.len());
    assert!(
        errs.is_empty(),
        "{} of {} programs ({deviations} with judged deviations) disagree:\n{}",
        errs.len(),
        progs.len(),
        errs.join("\n")
    );
}

//! Program tests: each `tests/programs/NAME.s` runs on every target named in
//! its `; target:` header (space-separated; `; lanes:` sets EXEC, `; wave-size:`
//! the wave size) and its final state must match `NAME.json`, written by hand
//! from the ISA semantics in the comments of the `.s` file — not from the
//! emulator's output. Missing trailing
//! registers, lanes and LDS bytes compare as zero; keys left out of `NAME.json`
//! are not compared (a program shared by several targets leaves out `target`
//! and `wave_size`); numbers may be written as `"0x…"` strings.
//!
//! `every_executed_ds_instruction_has_a_program` checks that, per target family,
//! every DS mnemonic of the table that the emulator executes appears in at least
//! one program for that family.

use amdgpu_emu::{Machine, Wave};
use amdgpu_isa::Target;
use serde_json::Value;
use std::path::Path;

fn header<'a>(src: &'a str, key: &str) -> Option<&'a str> {
    src.lines().find_map(|l| {
        l.trim()
            .strip_prefix(';')
            .and_then(|r| r.trim().strip_prefix(key))
            .and_then(|r| r.strip_prefix(':'))
            .map(str::trim)
    })
}

fn is_zero(v: &Value) -> bool {
    match v {
        Value::Number(n) => n.as_u64() == Some(0),
        Value::Array(a) => a.iter().all(is_zero),
        Value::String(s) => s.trim_start_matches("0x").chars().all(|c| c == '0'),
        _ => false,
    }
}

/// Compares `want` with `got`; arrays and hex strings are padded with zeros.
fn check(path: &str, want: &Value, got: &Value, errs: &mut Vec<String>) {
    match (want, got) {
        (Value::Object(w), Value::Object(g)) => {
            for (k, wv) in w {
                match g.get(k) {
                    Some(gv) => check(&format!("{path}.{k}"), wv, gv, errs),
                    None => errs.push(format!("{path}.{k}: missing")),
                }
            }
        }
        (Value::Array(w), Value::Array(g)) => {
            for i in 0..w.len().max(g.len()) {
                let p = format!("{path}[{i}]");
                match (w.get(i), g.get(i)) {
                    (Some(a), Some(b)) => check(&p, a, b, errs),
                    (Some(x), None) | (None, Some(x)) if is_zero(x) => {}
                    (a, b) => errs.push(format!("{p}: want {a:?}, got {b:?}")),
                }
            }
        }
        (Value::String(w), Value::String(g)) if path.ends_with("lds") => {
            let n = w.len().max(g.len());
            let pad = |s: &str| format!("{s}{}", "0".repeat(n - s.len()));
            let (w, g) = (pad(w), pad(g));
            if let Some(i) = w.bytes().zip(g.bytes()).position(|(a, b)| a != b) {
                // Show the first differing byte and a few after it.
                let (at, end) = (i / 2 * 2, (i / 2 * 2 + 16).min(n));
                errs.push(format!(
                    "{path}: byte {}: want {}, got {}",
                    at / 2,
                    &w[at..end],
                    &g[at..end]
                ));
            }
        }
        (Value::String(h), Value::Number(g)) if h.starts_with("0x") => {
            if number(want) != g.as_u64() {
                errs.push(format!(
                    "{path}: want {h}, got {g} (0x{:x})",
                    g.as_u64().unwrap_or(0)
                ));
            }
        }
        (w, g) if w == g => {}
        (w, g) => errs.push(format!("{path}: want {w}, got {g}")),
    }
}

/// The committed programs, sorted, with their sources.
fn programs() -> Vec<(std::path::PathBuf, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "s"))
        .collect();
    names.sort();
    assert!(
        names.len() >= 3,
        "program tests missing in {}",
        dir.display()
    );
    names
        .into_iter()
        .map(|p| {
            let src = std::fs::read_to_string(&p).unwrap();
            (p, src)
        })
        .collect()
}

/// The targets a program runs on (`; target: gfx908 gfx1010 …`).
fn targets(path: &Path, src: &str) -> Vec<Target> {
    let list = header(src, "target")
        .unwrap_or_else(|| panic!("{}: no `; target:` header", path.display()));
    let wave: Option<u32> = header(src, "wave-size").map(|w| w.parse().unwrap());
    list.split_whitespace()
        .map(|n| {
            let t = Target::from_name(n).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            match wave {
                Some(w) => t.with_wave_size(w).unwrap(),
                None => t,
            }
        })
        .collect()
}

fn number(v: &Value) -> Option<u64> {
    match v {
        Value::Number(n) => n.as_u64(),
        Value::String(h) => u64::from_str_radix(h.strip_prefix("0x")?, 16).ok(),
        _ => None,
    }
}

/// An `lds` object `{"ADDR": "bytes in hex" | [dword, …], …}` (decimal byte
/// addresses; dwords little-endian from ADDR) becomes the hex string of the
/// whole LDS prefix, every byte not listed being zero.
fn expand_lds(want: &mut Value) {
    let Some(Value::Object(parts)) = want.get("lds") else {
        return;
    };
    let mut bytes = Vec::new();
    for (addr, v) in parts {
        let at: usize = addr.parse().expect("lds keys are decimal byte addresses");
        let chunk: Vec<u8> = match v {
            Value::String(h) => (0..h.len() / 2)
                .map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).expect("hex bytes"))
                .collect(),
            Value::Array(a) => a
                .iter()
                .flat_map(|d| (number(d).expect("dword") as u32).to_le_bytes())
                .collect(),
            _ => panic!("lds.{addr}: a hex string or an array of dwords"),
        };
        if bytes.len() < at + chunk.len() {
            bytes.resize(at + chunk.len(), 0);
        }
        bytes[at..at + chunk.len()].copy_from_slice(&chunk);
    }
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    want["lds"] = Value::String(hex);
}

#[test]
fn programs_match_hand_written_states() {
    let mut failures = Vec::new();
    for (s, src) in &programs() {
        let want: Value =
            serde_json::from_str(&std::fs::read_to_string(s.with_extension("json")).unwrap())
                .unwrap_or_else(|e| panic!("{}: {e}", s.with_extension("json").display()));
        let mut want = want;
        expand_lds(&mut want);
        for t in targets(s, src) {
            let lanes = header(src, "lanes").map_or(t.wave_size(), |n| n.parse().unwrap());
            let mut m = Machine::from_source(t, src)
                .unwrap_or_else(|e| panic!("{} on {}: {e}", s.display(), t.name()));
            let mut w = Wave::new(t, lanes);
            if let Err(e) = m.run(&mut w, 100_000, None) {
                failures.push(format!("{}:{e} (on {})", s.display(), t.name()));
                continue;
            }
            let got: Value = serde_json::from_str(&w.to_json()).expect("output is JSON");
            let mut errs = Vec::new();
            check("", &want, &got, &mut errs);
            if !errs.is_empty() {
                failures.push(format!(
                    "{} on {}:\n  {}",
                    s.display(),
                    t.name(),
                    errs.join("\n  ")
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The target families of issue 3 and the targets that represent them.
const FAMILIES: [(&str, &[&str]); 6] = [
    ("CDNA1", &["gfx908"]),
    ("CDNA2-4", &["gfx90a", "gfx942", "gfx950"]),
    ("RDNA1", &["gfx1010"]),
    ("RDNA2", &["gfx1030"]),
    ("RDNA3", &["gfx1100", "gfx1150"]),
    ("RDNA4", &["gfx1200", "gfx1201"]),
];

fn family_of(t: Target) -> Option<&'static str> {
    let g = t.ds_group();
    FAMILIES
        .iter()
        .find(|(_, ts)| {
            ts.iter()
                .any(|n| Target::from_name(n).unwrap().ds_group() == g)
        })
        .map(|f| f.0)
}

#[test]
fn every_executed_ds_instruction_has_a_program() {
    use amdgpu_emu::ds::{classify, DsKind};
    use amdgpu_isa::tables::ds::DS_ROWS;
    use std::collections::{BTreeMap, BTreeSet};
    // Canonical DS row names used by the programs of each family.
    let mut used: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for (s, src) in &programs() {
        for t in targets(s, src) {
            let Some(fam) = family_of(t) else { continue };
            let stmts = amdgpu_isa::parse_source(t, src).unwrap();
            for st in &stmts {
                if let amdgpu_isa::Item::Inst(amdgpu_isa::Inst::Ds(d)) = &st.item {
                    used.entry(fam).or_default().insert(d.row().name);
                }
            }
        }
    }
    let mut missing = Vec::new();
    println!("family   in table  executed  in programs  refused");
    for (fam, names) in FAMILIES {
        let ts: Vec<Target> = names
            .iter()
            .map(|n| Target::from_name(n).unwrap())
            .collect();
        let (mut table, mut executed, mut covered, mut refused) =
            (BTreeSet::new(), BTreeSet::new(), 0, Vec::new());
        for row in DS_ROWS.iter() {
            for &t in &ts {
                if row.cells[t.ds_group()].is_none() || !table.insert(row.name) {
                    continue;
                }
                if classify(t, row.name) == DsKind::Unsupported {
                    refused.push(row.name);
                } else {
                    executed.insert(row.name);
                }
            }
        }
        for name in &executed {
            if used.get(fam).is_some_and(|u| u.contains(name)) {
                covered += 1;
            } else {
                missing.push(format!("{fam}: {name}"));
            }
        }
        println!(
            "{fam:8} {:9} {:9} {:12} {:3} {}",
            table.len(),
            executed.len(),
            covered,
            refused.len(),
            refused.join(" ")
        );
    }
    assert!(
        missing.is_empty(),
        "DS instructions executed but in no program of their family:\n  {}",
        missing.join("\n  ")
    );
}

#[test]
fn init_state_round_trips_through_json() {
    let t = Target::from_name("gfx90a").unwrap();
    let mut w = Wave::new(t, 64);
    let init: Value = serde_json::from_str(
        r#"{"exec": "0xf", "m0": 5, "scc": true, "sgpr": [1, 2], "vgpr": [[0, 7], [0, 8]],
            "agpr": [[3]], "lds": "00ff"}"#,
    )
    .unwrap();
    w.apply_json(&init).unwrap();
    assert_eq!((w.exec, w.m0, w.scc, w.sgpr[1]), (0xf, 5, true, 2));
    assert_eq!(
        (w.vgpr[1][1], w.agpr[0][0], w.lds.read_u32(0)),
        (8, 3, 0xff00)
    );
    let out: Value = serde_json::from_str(&w.to_json()).unwrap();
    let mut w2 = Wave::new(t, 0);
    w2.apply_json(&out).unwrap();
    assert_eq!(w, w2);
    assert!(w.apply_json(&serde_json::json!({"bogus": 1})).is_err());
    // Bad LDS text is an error, never a panic ("0é0" is four bytes; a byte
    // pair splits the é).
    for bad in ["0é0", "0g", "abc"] {
        assert!(
            w.apply_json(&serde_json::json!({ "lds": bad })).is_err(),
            "{bad}"
        );
    }
    let mut rdna = Wave::new(Target::from_name("gfx1100").unwrap(), 32);
    assert!(rdna
        .apply_json(&serde_json::json!({"agpr": [[1]]}))
        .is_err());
}

#[test]
fn runtime_errors_name_line_and_instruction() {
    let t = Target::from_name("gfx1030").unwrap();
    let mut m = Machine::from_source(t, "s_nop 0\nds_gws_init v0 offset:0 gds\ns_endpgm").unwrap();
    let e = m.run(&mut Wave::new(t, 1), 100, None).unwrap_err();
    assert_eq!(e.line, 2);
    assert!(
        e.msg.contains("ds_gws_init") && e.msg.contains("gfx1030"),
        "{}",
        e.msg
    );
}

/// The trace of every program lists, per step, exactly what comparing the
/// whole wave before and after that step finds ([`Wave::diff`]). The state
/// before step k is that of the program cut after k instructions, so only
/// straight-line programs are replayed (programs with branches are skipped).
#[test]
fn trace_matches_whole_wave_diffs() {
    let endpgm = amdgpu_isa::parse_source(Target::from_name("gfx1100").unwrap(), "s_endpgm")
        .unwrap()
        .remove(0);
    let mut steps_checked = 0;
    for (s, src) in &programs() {
        if src.contains("s_branch") || src.contains("s_cbranch") {
            continue;
        }
        let t = targets(s, src)[0];
        let lanes = header(src, "lanes").map_or(t.wave_size(), |n| n.parse().unwrap());
        let stmts = amdgpu_isa::parse_source(t, src).unwrap();
        let insts: Vec<_> = stmts
            .iter()
            .filter(|st| matches!(st.item, amdgpu_isa::Item::Inst(_)))
            .cloned()
            .collect();
        let mut traced = Vec::new();
        let mut keep = |c: amdgpu_emu::Change| traced.push(c);
        let mut w = Wave::new(t, lanes);
        Machine::new(t, &stmts)
            .run(&mut w, 100_000, Some(&mut keep))
            .unwrap_or_else(|e| panic!("{}: {e}", s.display()));
        let after = |k: usize| {
            let mut prefix = insts[..k].to_vec();
            prefix.push(endpgm.clone());
            let mut w = Wave::new(t, lanes);
            Machine::new(t, &prefix).run(&mut w, 100_000, None).unwrap();
            w
        };
        let mut before = after(0);
        for (k, c) in traced.iter().enumerate() {
            let now = after(k + 1);
            assert_eq!(
                c.effects,
                before.diff(&now),
                "{} step {} (line {})",
                s.display(),
                k + 1,
                c.line
            );
            before = now;
            steps_checked += 1;
        }
    }
    assert!(steps_checked > 500, "{steps_checked}");
}

/// The trace of a small program, worked out by hand: a step lists the
/// registers, lanes and LDS bytes whose values changed, not those it wrote
/// with the value they held.
#[test]
fn trace_lists_changed_values_only() {
    let t = Target::from_name("gfx942").unwrap();
    let src = "\
        v_mbcnt_lo_u32_b32 v0, -1, 0
        v_mov_b32 v1, 0
        v_lshlrev_b32 v2, 2, v0
        s_mov_b32 s3, 9
        s_add_u32 s3, s3, -9
        v_accvgpr_write_b32 a1, v0
        ds_write_b32 v2, v0 offset:4
        ds_write_b32 v2, v0 offset:4
        v_cmp_eq_u32 vcc, 1, v0
        s_endpgm";
    let mut m = Machine::from_source(t, src).unwrap();
    let mut seen = Vec::new();
    let mut keep = |c: amdgpu_emu::Change| seen.push((c.line, c.text, c.effects));
    m.run(&mut Wave::new(t, 3), 100, Some(&mut keep)).unwrap();
    let want: [(usize, &str, &[&str]); 10] = [
        // lane 0 gets 0 (its old value): only lanes 1 and 2 change
        (
            1,
            "v_mbcnt_lo_u32_b32 v0, -1, 0",
            &["v0[1]: 0x0 -> 0x1", "v0[2]: 0x0 -> 0x2"],
        ),
        (2, "v_mov_b32_e32 v1, 0", &[]),
        (
            3,
            "v_lshlrev_b32_e32 v2, 2, v0",
            &["v2[1]: 0x0 -> 0x4", "v2[2]: 0x0 -> 0x8"],
        ),
        (4, "s_mov_b32 s3, 9", &["s3: 0x0 -> 0x9"]),
        // 9 + -9 = 0 with a carry out
        (
            5,
            "s_add_u32 s3, s3, -9",
            &["scc: 0x0 -> 0x1", "s3: 0x9 -> 0x0"],
        ),
        (
            6,
            "v_accvgpr_write_b32 a1, v0",
            &["a1[1]: 0x0 -> 0x1", "a1[2]: 0x0 -> 0x2"],
        ),
        // lane l stores l at 4 + 4l: bytes 8 and 12 change, lane 0's zero does not
        (
            7,
            "ds_write_b32 v2, v0 offset:4",
            &["lds[0x8]: 0x00 -> 0x01", "lds[0xc]: 0x00 -> 0x02"],
        ),
        (8, "ds_write_b32 v2, v0 offset:4", &[]),
        (9, "v_cmp_eq_u32_e32 vcc, 1, v0", &["vcc: 0x0 -> 0x2"]),
        (10, "s_endpgm", &[]),
    ];
    assert_eq!(seen.len(), want.len());
    for (got, (line, text, effects)) in seen.iter().zip(want) {
        assert_eq!((got.0, got.1.as_str()), (line, text));
        assert_eq!(got.2, effects, "line {line}");
    }
}

#[test]
fn trace_reports_changes() {
    let t = Target::from_name("gfx1100").unwrap();
    let mut m = Machine::from_source(t, "v_mov_b32 v1, 5\nds_store_b32 v0, v1\ns_endpgm").unwrap();
    let mut seen = Vec::new();
    let mut f = |c: amdgpu_emu::Change| seen.push(c);
    m.run(&mut Wave::new(t, 1), 10, Some(&mut f)).unwrap();
    assert_eq!(seen.len(), 3);
    assert_eq!(seen[0].effects, ["v1[0]: 0x0 -> 0x5"]);
    assert_eq!(seen[1].effects, ["lds[0x0]: 0x00 -> 0x05"]);
    assert_eq!(seen[1].text, "ds_store_b32 v0, v1");
}

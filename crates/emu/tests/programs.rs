//! Program tests: each `tests/programs/NAME.s` runs on the target named in its
//! `; target:` header (`; lanes:` sets EXEC) and its final state must match
//! `NAME.json`, written by hand from the ISA semantics in the comments of the
//! `.s` file — not from the emulator's output. Missing trailing registers, lanes
//! and LDS bytes compare as zero.

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
        Value::String(s) => s.chars().all(|c| c == '0'),
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
            let (w, g) = (format!("{w:0<n$}"), format!("{g:0<n$}"));
            if w != g {
                errs.push(format!("{path}: want {w}\n got {g}"));
            }
        }
        (w, g) if w == g => {}
        (w, g) => errs.push(format!("{path}: want {w}, got {g}")),
    }
}

#[test]
fn programs_match_hand_written_states() {
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
    let mut failures = Vec::new();
    for s in &names {
        let src = std::fs::read_to_string(s).unwrap();
        let t = Target::from_name(header(&src, "target").expect("; target: header")).unwrap();
        let lanes = header(&src, "lanes").map_or(t.wave_size(), |n| n.parse().unwrap());
        let mut m =
            Machine::from_source(t, &src).unwrap_or_else(|e| panic!("{}: {e}", s.display()));
        let mut w = Wave::new(t, lanes);
        m.run(&mut w, 100_000, None)
            .unwrap_or_else(|e| panic!("{}:{e}", s.display()));
        let got: Value = serde_json::from_str(&w.to_json()).expect("output is JSON");
        let want: Value =
            serde_json::from_str(&std::fs::read_to_string(s.with_extension("json")).unwrap())
                .unwrap();
        let mut errs = Vec::new();
        check("", &want, &got, &mut errs);
        if !errs.is_empty() {
            failures.push(format!("{}:\n  {}", s.display(), errs.join("\n  ")));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
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

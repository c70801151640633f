//! `amdgpu-isa run` against the CLI contract of DESIGN.md: output shapes,
//! options and errors. Expected states are worked out by hand from the
//! programs (see the comments), not copied from the tool's output.

use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};

/// A scratch directory for this test's input files.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("amdgpu-run-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes `src` to `<scratch>/prog.s` and runs `amdgpu-isa run ARGS prog.s`.
fn run(test: &str, src: &str, args: &[&str]) -> (Output, String) {
    let path = scratch(test).join("prog.s");
    std::fs::write(&path, src).unwrap();
    let file = path.display().to_string();
    let out = Command::new(env!("CARGO_BIN_EXE_amdgpu-isa"))
        .arg("run")
        .args(args)
        .arg(&file)
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(path.parent().unwrap());
    (out, file)
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// Runs a program that must succeed and returns its JSON output.
fn json(test: &str, src: &str, args: &[&str]) -> Value {
    let (o, _) = run(test, src, args);
    assert!(o.status.success(), "{}", stderr(&o));
    serde_json::from_str(&stdout(&o)).unwrap_or_else(|e| panic!("{e}: {}", stdout(&o)))
}

/// Runs a program that must fail with exit code 2, nothing on stdout; returns stderr.
fn failure(test: &str, src: &str, args: &[&str]) -> (String, String) {
    let (o, file) = run(test, src, args);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(o.stdout.is_empty(), "partial output: {}", stdout(&o));
    (stderr(&o), file)
}

const STORE: &str = "\
  v_mbcnt_lo_u32_b32 v0, -1, 0
  v_lshlrev_b32 v1, 2, v0
  v_mov_b32 v2, 0x1234
  ds_write_b32 v1, v2 offset:4
  s_mov_b32 m0, 5
  s_endpgm
";

#[test]
fn json_output_follows_the_contract() {
    let (o, _) = run("json", STORE, &["--target", "gfx942", "--lanes", "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    // Keys in the contract's order.
    let keys = [
        "target",
        "wave_size",
        "exec",
        "vcc",
        "m0",
        "scc",
        "sgpr",
        "vgpr",
        "agpr",
        "lds",
    ];
    let pos: Vec<usize> = keys
        .iter()
        .map(|k| {
            text.find(&format!("\"{k}\""))
                .unwrap_or_else(|| panic!("no {k}"))
        })
        .collect();
    assert!(pos.windows(2).all(|p| p[0] < p[1]), "key order: {text}");
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["target"], "gfx942");
    assert_eq!(v["wave_size"], 64);
    // Lanes 0 and 1: EXEC = 0b11; m0 as set; nothing touched VCC, SCC or SGPRs.
    assert_eq!((v["exec"].as_u64(), v["m0"].as_u64()), (Some(3), Some(5)));
    assert_eq!((v["vcc"].as_u64(), v["scc"].as_u64()), (Some(0), Some(0)));
    assert_eq!(v["sgpr"], serde_json::json!([]));
    // vgpr[lane][reg] for all 64 lanes, each as long as the highest used register.
    let vgpr = v["vgpr"].as_array().unwrap();
    assert_eq!(vgpr.len(), 64);
    assert_eq!(vgpr[0], serde_json::json!([0, 0, 0x1234]));
    assert_eq!(vgpr[1], serde_json::json!([1, 4, 0x1234]));
    assert_eq!(vgpr[2], serde_json::json!([0, 0, 0]));
    // CDNA has AGPRs (all zero here); the LDS runs to the last byte written:
    // lane 0 wrote [4..8), lane 1 wrote [8..12).
    assert_eq!(v["agpr"].as_array().unwrap().len(), 64);
    assert_eq!(v["lds"], "000000003412000034120000");
    // RDNA has no AGPRs.
    let rdna = json("json-rdna", "s_endpgm\n", &["--target", "gfx1100"]);
    assert!(rdna.get("agpr").is_none());
    assert_eq!(rdna["wave_size"], 32);
    assert_eq!(rdna["exec"].as_u64(), Some(0xffff_ffff));
}

#[test]
fn text_format_dumps_nonzero_registers_and_lds() {
    let src = "v_mov_b32 v1, 7\nds_store_b32 v0, v1\ns_endpgm\n";
    let (o, _) = run(
        "text",
        src,
        &["--target", "gfx1100", "--lanes", "1", "--format", "text"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.starts_with("target gfx1100 wave32\n"), "{text}");
    assert!(text.contains("exec 0x00000001"), "{text}");
    assert!(text.contains("lane  0: v1=0x00000007\n"), "{text}");
    assert!(!text.contains("lane  1:"), "{text}");
    assert!(text.contains("000000: 07 00 00 00"), "{text}");
}

#[test]
fn init_sets_a_partial_state() {
    let dir = scratch("init-state");
    let init = dir.join("init.json");
    // Lane 0: v1 = 5; LDS[0] = 10; M0 = 16; EXEC = lane 0 only (overrides --lanes).
    std::fs::write(
        &init,
        r#"{"exec": "0x1", "m0": 16, "vgpr": [[0, 5]], "lds": "0a000000"}"#,
    )
    .unwrap();
    let src = "ds_add_rtn_u32 v2, v0, v1\ns_endpgm\n";
    let init_arg = init.display().to_string();
    let v = json(
        "init",
        src,
        &["--target", "gfx1030", "--lanes", "4", "--init", &init_arg],
    );
    // LDS[0] = 10 + 5; v2 gets the old 10; lane 1 did not run.
    assert_eq!((v["exec"].as_u64(), v["m0"].as_u64()), (Some(1), Some(16)));
    assert_eq!(v["vgpr"][0], serde_json::json!([0, 5, 10]));
    assert_eq!(v["vgpr"][1], serde_json::json!([0, 0, 0]));
    assert_eq!(v["lds"], "0f000000");
    // A bad key is an error naming it.
    std::fs::write(&init, r#"{"bogus": 1}"#).unwrap();
    let (err, _) = failure(
        "init-bad",
        src,
        &["--target", "gfx1030", "--init", &init_arg],
    );
    assert!(err.contains("unknown key `bogus`"), "{err}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn lanes_and_wave_size() {
    let src = "v_mov_b32 v1, 1\ns_endpgm\n";
    let v = json("lanes", src, &["--target", "gfx942", "--lanes", "3"]);
    assert_eq!(v["exec"].as_u64(), Some(7));
    assert_eq!(v["vgpr"][2], serde_json::json!([0, 1]));
    assert_eq!(v["vgpr"][3], serde_json::json!([0, 0]));
    // RDNA runs wave64 when asked: 64 lanes, all active by default.
    let v = json("wave64", src, &["--target", "gfx1100", "--wave-size", "64"]);
    assert_eq!(v["wave_size"], 64);
    assert_eq!(v["exec"].as_u64(), Some(u64::MAX));
    assert_eq!(v["vgpr"].as_array().unwrap().len(), 64);
    assert_eq!(v["vgpr"][63], serde_json::json!([0, 1]));
    let (err, _) = failure("lanes-65", src, &["--target", "gfx942", "--lanes", "65"]);
    assert!(err.contains("--lanes 65 exceeds the wave size 64"), "{err}");
    let (err, _) = failure(
        "wave32-cdna",
        src,
        &["--target", "gfx942", "--wave-size", "32"],
    );
    assert!(err.starts_with("error: "), "{err}");
}

#[test]
fn trace_goes_to_stderr() {
    let src = "v_mov_b32 v1, 7\nds_store_b32 v0, v1\ns_endpgm\n";
    let (o, _) = run(
        "trace",
        src,
        &["--target", "gfx1100", "--lanes", "1", "--trace"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    // One entry per executed instruction: line, canonical text, then what changed.
    assert!(err.contains("    v1[0]: 0x0 -> 0x7\n"), "{err}");
    assert!(
        err.contains("2: ds_store_b32 v0, v1\n    lds[0x0]: 0x00 -> 0x07\n"),
        "{err}"
    );
    assert!(err.contains("3: s_endpgm\n"), "{err}");
    // stdout still holds just the final state.
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["lds"], "07000000");
}

/// A long trace is written as the program runs, each step with exactly the
/// values it changed, worked out here: v_mbcnt gives lane l the value l (lane
/// 0 keeps its 0), each v_add adds 1 to v1 on the four lanes, each s_add
/// adds 1 to s0 with no carry (SCC stays 0).
#[test]
fn a_long_trace_lists_every_step() {
    let adds = 50_000;
    let mut src = String::from("v_mbcnt_lo_u32_b32 v0, -1, 0\n");
    let mut want = String::from(
        "1: v_mbcnt_lo_u32_b32 v0, -1, 0\n    v0[1]: 0x0 -> 0x1\n    v0[2]: 0x0 -> 0x2\n    v0[3]: 0x0 -> 0x3\n",
    );
    for i in 0..adds {
        let (line, k) = (i + 2, i / 2 + 1);
        if i % 2 == 0 {
            src.push_str("v_add_nc_u32 v1, 1, v1\n");
            want.push_str(&format!("{line}: v_add_nc_u32_e32 v1, 1, v1\n"));
            for lane in 0..4 {
                want.push_str(&format!("    v1[{lane}]: 0x{:x} -> 0x{k:x}\n", k - 1));
            }
        } else {
            src.push_str("s_add_u32 s0, s0, 1\n");
            want.push_str(&format!(
                "{line}: s_add_u32 s0, s0, 1\n    s0: 0x{:x} -> 0x{k:x}\n",
                k - 1
            ));
        }
    }
    src.push_str("s_endpgm\n");
    want.push_str(&format!("{}: s_endpgm\n", adds + 2));
    let (o, _) = run(
        "long-trace",
        &src,
        &["--target", "gfx1100", "--lanes", "4", "--trace"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err == want,
        "{} lines, want {}",
        err.lines().count(),
        want.lines().count()
    );
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["sgpr"][0], adds / 2);
    assert_eq!(v["vgpr"][3], serde_json::json!([3, adds / 2]));
}

#[test]
fn max_steps_stops_with_a_located_error() {
    let src = "s_nop 0\ns_nop 0\ns_nop 0\ns_endpgm\n";
    let (err, file) = failure(
        "max-steps",
        src,
        &["--target", "gfx908", "--max-steps", "2"],
    );
    assert!(
        err.starts_with(&format!(
            "{file}:3:1: error: stopped after 2 instructions (--max-steps)"
        )),
        "{err}"
    );
    // Without the limit the same program completes.
    json(
        "max-steps-ok",
        src,
        &["--target", "gfx908", "--max-steps", "4"],
    );
}

#[test]
fn unmodelled_instructions_stop_the_run_by_name() {
    let cases = [
        ("gfx1030", "ds_gws_init v1 gds", "ds_gws_init"),
        (
            "gfx1100",
            "ds_add_gs_reg_rtn v[2:3], v1 offset:4 gds",
            "ds_add_gs_reg_rtn",
        ),
        (
            "gfx908",
            "ds_ordered_count v1, v2 offset:772 gds",
            "ds_ordered_count",
        ),
    ];
    for (t, inst, name) in cases {
        let src = format!("v_mov_b32 v1, 1\n  {inst}\ns_endpgm\n");
        let (err, file) = failure(&format!("refused-{t}"), &src, &["--target", t]);
        // Located at the instruction (line 2, column 3 after the indent).
        // GDS instructions: refused for good, with the class and reason
        let want =
            format!("{file}:2:3: error: {name} is not executed on {t} (global data share): ");
        assert!(err.starts_with(&want), "{err}");
    }
}

#[test]
fn parse_errors_are_located() {
    // Column 23 is where `offset:70000` starts.
    let src = "v_mov_b32 v1, 7\n  ds_store_b32 v0, v1 offset:70000\ns_endpgm\n";
    let (err, file) = failure("parse-offset", src, &["--target", "gfx1100"]);
    assert!(err.starts_with(&format!("{file}:2:23: error: ")), "{err}");
    assert!(err.contains("offset"), "{err}");
    let (err, file) = failure("parse-unknown", "ds_foo v1, v2\n", &["--target", "gfx1100"]);
    assert!(
        err.starts_with(&format!("{file}:1:1: error: ")) && err.contains("ds_foo"),
        "{err}"
    );
    // An instruction of another target names where it exists.
    let (err, file) = failure(
        "parse-target",
        "ds_add_f64 v0, v[2:3]\n",
        &["--target", "gfx1100"],
    );
    assert!(
        err.starts_with(&format!("{file}:1:1: error: ")) && err.contains("gfx90a"),
        "{err}"
    );
}

#[test]
fn a_program_without_endpgm_is_an_error() {
    let (err, file) = failure("no-endpgm", "s_nop 0\n", &["--target", "gfx942"]);
    assert!(
        err.starts_with(&format!("{file}:1:1: error: the program ran past its end")),
        "{err}"
    );
}

//! `amdgpu-isa run KERNEL.o`: NumPy arrays in and out, and `--stats`.
//! The `.npy` layout itself is checked against files numpy wrote (unit
//! tests of `npy`); here the same dispatch runs with raw and `.npy` buffers.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("amdgpu-runk-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn amdgpu_isa(args: &[String]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_amdgpu-isa"))
        .arg("run")
        .args(args)
        .output()
        .unwrap()
}

/// A version 1.0 `.npy` header as numpy writes it for a 1-D array.
fn npy(descr: &str, data: &[u8], n: usize) -> Vec<u8> {
    let mut h = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': ({n},), }}");
    h.push_str(&" ".repeat(21 - n.to_string().len()));
    let used = 10 + h.len() + 1;
    h.push_str(&" ".repeat(used.div_ceil(64) * 64 - used));
    h.push('\n');
    let mut out = b"\x93NUMPY\x01\x00".to_vec();
    out.extend((h.len() as u16).to_le_bytes());
    out.extend(h.as_bytes());
    out.extend(data);
    out
}

#[test]
fn npy_buffers_in_and_out_match_raw_ones() {
    let dir = scratch("npy");
    let obj = root().join("tests/kernels/obj/gfx1100/int32.o");
    let a: Vec<u8> = (0..250i32)
        .flat_map(|i| (i * 7919 - 1000).to_le_bytes())
        .collect();
    let b: Vec<u8> = (0..250i32)
        .flat_map(|i| (i % 13 - 6).to_le_bytes())
        .collect();
    let p = |n: &str| dir.join(n).display().to_string();
    std::fs::write(p("a.bin"), &a).unwrap();
    std::fs::write(p("b.bin"), &b).unwrap();
    std::fs::write(p("a.npy"), npy("<i4", &a, 250)).unwrap();
    std::fs::write(p("b.npy"), npy("<i4", &b, 250)).unwrap();
    let common = |a: &str, b: &str, out: &str| -> Vec<String> {
        [
            obj.display().to_string(),
            "--kernel".into(),
            "int_basic".into(),
            "--global".into(),
            "250".into(),
            "--block".into(),
            "64".into(),
            "--arg".into(),
            a.into(),
            "--arg".into(),
            b.into(),
            "--arg".into(),
            "zeros:3000:i32".into(),
            "--arg".into(),
            "250".into(),
            "--out".into(),
            out.into(),
        ]
        .to_vec()
    };
    let raw = amdgpu_isa(&common(
        &format!("file:{}", p("a.bin")),
        &format!("file:{}", p("b.bin")),
        &format!("2={}", p("o.bin")),
    ));
    assert!(
        raw.status.success(),
        "{}",
        String::from_utf8_lossy(&raw.stderr)
    );
    let np = amdgpu_isa(&common(
        &format!("npy:{}", p("a.npy")),
        &format!("npy:{}", p("b.npy")),
        &format!("2={}", p("o.npy")),
    ));
    assert!(
        np.status.success(),
        "{}",
        String::from_utf8_lossy(&np.stderr)
    );
    let o_bin = std::fs::read(p("o.bin")).unwrap();
    let o_npy = std::fs::read(p("o.npy")).unwrap();
    assert!(o_bin.iter().any(|&x| x != 0), "the kernel wrote nothing");
    assert_eq!(o_npy, npy("<i4", &o_bin, 3000));
    // a bad array is a usage error naming the argument
    std::fs::write(p("bad.npy"), b"\x93NUMPY\x01\x00\x10\x00{'descr': '>i4'}").unwrap();
    let bad = amdgpu_isa(&common(
        &format!("npy:{}", p("bad.npy")),
        &format!("npy:{}", p("b.npy")),
        &format!("2={}", p("o2.npy")),
    ));
    assert_eq!(bad.status.code(), Some(2));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(err.contains("--arg 0") && err.contains("bad.npy"), "{err}");
    let _ = std::fs::remove_dir_all(dir);
}

/// `int_basic` of tests/kernels/int32.cl on gfx1100 over `global` work-items
/// in workgroups of 64, buffers of zeros and threes, then `extra`.
fn int_basic(global: &str, extra: &[&str]) -> Vec<String> {
    let obj = root().join("tests/kernels/obj/gfx1100/int32.o");
    let mut v: Vec<String> = [
        obj.display().to_string().as_str(),
        "--kernel",
        "int_basic",
        "--global",
        global,
        "--block",
        "64",
        "--arg",
        "zeros:250:i32",
        "--arg",
        "fill:250:i32:3",
        "--arg",
        "zeros:3000:i32",
        "--arg",
        "250",
    ]
    .map(String::from)
    .to_vec();
    v.extend(extra.iter().map(|s| s.to_string()));
    v
}

#[test]
fn stats_give_the_mix_and_lane_utilisation() {
    // 250 work-items in workgroups of 64: the last wave32 of the last
    // workgroup has 250 - 224 = 26 lanes, so utilisation is below 1
    let args = int_basic("250", &["--stats"]);
    let o = amdgpu_isa(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["workgroups"], 4);
    assert_eq!(v["waves"], 8);
    let instructions = v["instructions"].as_u64().unwrap();
    let mix = v["mix"].as_object().unwrap();
    let sum: u64 = mix.values().map(|c| c.as_u64().unwrap()).sum();
    assert_eq!(sum, instructions);
    for class in [
        "salu", "valu", "smem", "vmem", "lds", "branch", "wait", "other",
    ] {
        assert!(mix.contains_key(class), "{class}");
    }
    assert!(mix["valu"].as_u64().unwrap() > 0 && mix["vmem"].as_u64().unwrap() > 0);
    let util = v["lane_utilisation"].as_f64().unwrap();
    assert!(util > 0.5 && util < 1.0, "{util}");
    let lanes = v["lane_instructions"].as_u64().unwrap();
    assert!(lanes < instructions * 32 && lanes > instructions * 16);
}

#[test]
fn trace_lists_every_instruction_of_every_wave_in_grid_order() {
    let base = int_basic("100", &["--stats", "--trace"]);
    let o = amdgpu_isa(&base);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let err = String::from_utf8(o.stderr).unwrap();
    let steps: Vec<&str> = err.lines().filter(|l| l.starts_with("wg (")).collect();
    // one line per executed instruction: 2 workgroups, 2 + 2 waves
    assert_eq!(steps.len() as u64, v["instructions"].as_u64().unwrap());
    assert!(steps[0].starts_with("wg (0,0,0) wave 0 0x"), "{}", steps[0]);
    let heads: Vec<&str> = steps.iter().map(|l| &l[..l.find(" 0x").unwrap()]).collect();
    let mut order = heads.clone();
    order.dedup();
    assert_eq!(
        order,
        [
            "wg (0,0,0) wave 0",
            "wg (0,0,0) wave 1",
            "wg (1,0,0) wave 0",
            "wg (1,0,0) wave 1"
        ]
    );
    assert!(steps.iter().all(|l| l.contains(": ")));
    // effects are indented lines under their step: the second workgroup's
    // work-item IDs 64.. reach v1 (global ID = group * 64 + local ID)
    assert!(err.contains("    v1[0]: 0x0 -> 0x40"), "{err}");
    let mut one = base.clone();
    one.extend(["--trace-group".to_string(), "1".to_string()]);
    let o = amdgpu_isa(&one);
    assert!(o.status.success());
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err
        .lines()
        .filter(|l| l.starts_with("wg ("))
        .all(|l| l.starts_with("wg (1,0,0)")));
    assert!(err.lines().any(|l| l.starts_with("wg (1,0,0) wave 1")));
}

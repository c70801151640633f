//! The kernel suite: every kernel of `tests/kernels/manifest` (OpenCL C
//! compiled by clang-22 for every RDNA 3 / 3.5 target, objects committed in
//! `tests/kernels/obj/`) is dispatched on every target and its outputs are
//! compared with a CPU reference written from the kernel's source
//! (`suite/refs.rs`), exactly for integers and within stated bounds for
//! floats.
//!
//! The emulator does not execute every instruction yet. A kernel may stop
//! with "NAME is not executed yet" only if `tests/kernels/EXPECTED_FAILURES`
//! lists it (kernel, target, NAME); anything else fails the test: an
//! unlisted stop, any other emulator error, any wrong result, and a listed
//! kernel that now passes or stops at another instruction (so that the list
//! shrinks as the emulator grows and stays a true work list). With
//! `SUITE_BLESS=1` the test rewrites EXPECTED_FAILURES from the run (it can
//! only ever list "not executed yet" stops) and still fails on the rest.
//!
//! `SUITE_OBJ_DIR=DIR` takes the objects from `DIR/<target>/` instead of
//! `tests/kernels/obj/<target>/` (e.g. objects made from `clang-22 -S`
//! output by another assembler: `tools/asm_vs_llvm.sh --run`); the same
//! manifest, references and EXPECTED_FAILURES apply.

#[path = "suite/refs.rs"]
mod refs;
#[path = "suite/run.rs"]
mod run;
#[path = "suite/spec.rs"]
mod spec;

use amdgpu_codeobj::CodeObject;
use run::{blocker, outcome, Outcome};
use spec::Elem;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const TARGETS: [&str; 8] = [
    "gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1153",
];

fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/kernels")
}

/// Where the objects are: `SUITE_OBJ_DIR` if set, else the committed ones.
fn objects_dir() -> PathBuf {
    match std::env::var_os("SUITE_OBJ_DIR") {
        Some(d) if !d.is_empty() => PathBuf::from(d),
        _ => kernels_dir().join("obj"),
    }
}

/// One line of EXPECTED_FAILURES: `KERNEL TARGET|* BLOCKER`.
struct Expected {
    kernel: String,
    target: String,
    blocker: String,
    line: usize,
}

fn read_expected(path: &Path) -> Vec<Expected> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut parts = line.splitn(3, char::is_whitespace);
        let (Some(kernel), Some(target), Some(blocker)) =
            (parts.next(), parts.next(), parts.next())
        else {
            panic!(
                "EXPECTED_FAILURES:{}: want `KERNEL TARGET|* INSTRUCTION`",
                n + 1
            );
        };
        out.push(Expected {
            kernel: kernel.to_string(),
            target: target.to_string(),
            blocker: blocker.trim().to_string(),
            line: n + 1,
        });
    }
    out
}

/// EXPECTED_FAILURES as this run would have it: one `*` line for a kernel
/// stopped by the same instruction on every target, else a line per target.
fn expected_text(
    results: &BTreeMap<(String, String), (Outcome, Duration)>,
    order: &[String],
) -> String {
    let mut s = String::from(
        "# Kernels of tests/kernels/manifest that stop at an instruction the emulator does not\n\
         # execute yet, as crates/emu/tests/suite.rs found them: KERNEL TARGET|* INSTRUCTION.\n\
         # Only \"not executed yet\" stops may be listed, never wrong results. The test fails\n\
         # when a listed kernel passes or stops elsewhere: shrink this list as the emulator\n\
         # grows (SUITE_BLESS=1 rewrites it from a run).\n",
    );
    for k in order {
        let blockers: Vec<Option<&str>> = TARGETS
            .iter()
            .map(|t| match results.get(&(k.clone(), t.to_string())) {
                Some((Outcome::NotExecuted { blocker, .. }, _)) => Some(blocker.as_str()),
                _ => None,
            })
            .collect();
        if let Some(Some(b)) = blockers.first() {
            if blockers.iter().all(|x| *x == Some(*b)) {
                let _ = writeln!(s, "{k} * {b}");
                continue;
            }
        }
        for (t, b) in TARGETS.iter().zip(&blockers) {
            if let Some(b) = b {
                let _ = writeln!(s, "{k} {t} {b}");
            }
        }
    }
    s
}

#[test]
fn kernel_suite() {
    let dir = kernels_dir();
    let cases = spec::read_manifest(&dir.join("manifest"));
    assert!(cases.len() >= 40, "the suite has {} kernels", cases.len());
    let order: Vec<String> = cases.iter().map(|c| c.kernel.clone()).collect();
    let names: BTreeSet<&str> = order.iter().map(String::as_str).collect();
    assert_eq!(
        names.len(),
        cases.len(),
        "a kernel is listed twice in the manifest"
    );

    let started = Instant::now();
    let mut results: BTreeMap<(String, String), (Outcome, Duration)> = BTreeMap::new();
    let mut problems: Vec<String> = Vec::new();
    for t in TARGETS {
        // every kernel of every object is in the manifest, so that none goes untested
        let mut objects: BTreeMap<String, Vec<u8>> = BTreeMap::new();
        let tdir = objects_dir().join(t);
        let mut files: Vec<_> = std::fs::read_dir(&tdir)
            .unwrap_or_else(|e| panic!("{}: {e} (run tests/kernels/build.sh)", tdir.display()))
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        for f in files {
            let stem = f.file_stem().unwrap().to_string_lossy().to_string();
            let data = std::fs::read(&f).unwrap();
            let obj = CodeObject::parse(&data).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            assert_eq!(obj.target.name(), t, "{}", f.display());
            for k in &obj.kernels {
                if !names.contains(k.name.as_str()) {
                    problems.push(format!(
                        "{t}/{stem}.o: kernel {} is not in the manifest",
                        k.name
                    ));
                }
            }
            objects.insert(stem, data);
        }
        for case in &cases {
            let t0 = Instant::now();
            let o = match objects.get(&case.object) {
                Some(data) => outcome(case, data),
                None => Outcome::Error(format!("no object obj/{t}/{}.o", case.object)),
            };
            results.insert((case.kernel.clone(), t.to_string()), (o, t0.elapsed()));
        }
    }
    let elapsed = started.elapsed();

    // compare with EXPECTED_FAILURES
    let expected_path = dir.join("EXPECTED_FAILURES");
    let bless = std::env::var_os("SUITE_BLESS").is_some();
    let fresh = expected_text(&results, &order);
    if bless {
        std::fs::write(&expected_path, &fresh).unwrap();
    }
    let listed = read_expected(&expected_path);
    let mut lookup: BTreeMap<(String, String), &Expected> = BTreeMap::new();
    for e in &listed {
        if !names.contains(e.kernel.as_str()) {
            problems.push(format!(
                "EXPECTED_FAILURES:{}: no kernel {} in the manifest",
                e.line, e.kernel
            ));
        }
        let targets: Vec<&str> = if e.target == "*" {
            TARGETS.to_vec()
        } else if TARGETS.contains(&e.target.as_str()) {
            vec![e.target.as_str()]
        } else {
            problems.push(format!(
                "EXPECTED_FAILURES:{}: unknown target {}",
                e.line, e.target
            ));
            vec![]
        };
        for t in targets {
            if lookup
                .insert((e.kernel.clone(), t.to_string()), e)
                .is_some()
            {
                problems.push(format!(
                    "EXPECTED_FAILURES:{}: {} {t} is listed twice",
                    e.line, e.kernel
                ));
            }
        }
    }
    let (mut passed, mut blocked, mut wrong, mut errors) = (0, 0, 0, 0);
    for ((k, t), (o, _)) in &results {
        let listed = lookup.get(&(k.clone(), t.clone()));
        match (o, listed) {
            (Outcome::Pass, None) => passed += 1,
            (Outcome::Pass, Some(e)) => {
                passed += 1;
                problems.push(format!(
                    "{k} on {t}: now passes: remove it from EXPECTED_FAILURES (line {})",
                    e.line
                ));
            }
            (Outcome::NotExecuted { blocker, error }, listed) => {
                blocked += 1;
                match listed {
                    Some(e) if e.blocker == *blocker => {}
                    Some(e) => problems.push(format!(
                        "{k} on {t}: now stops at {blocker}, EXPECTED_FAILURES line {} says {}: update it\n    {error}",
                        e.line, e.blocker
                    )),
                    None => problems.push(format!("{k} on {t}: not listed in EXPECTED_FAILURES: {error}")),
                }
            }
            (Outcome::Error(e), _) => {
                errors += 1;
                problems.push(format!("{k} on {t}: emulator error: {e}"));
            }
            (Outcome::Wrong(e), _) => {
                wrong += 1;
                problems.push(format!("{k} on {t}: WRONG RESULT: {e}"));
            }
        }
    }

    // the summary: a row per kernel, then the work list
    let mut s = String::new();
    let _ = writeln!(
        s,
        "\nkernel suite: {} kernels x {} targets in {:.1?} (objects from {})",
        cases.len(),
        TARGETS.len(),
        elapsed,
        objects_dir().display()
    );
    let _ = write!(s, "{:<20}", "kernel");
    for t in TARGETS {
        let _ = write!(s, " {:>8}", t);
    }
    let _ = writeln!(s);
    for k in &order {
        let _ = write!(s, "{k:<20}");
        for t in TARGETS {
            let cell = match &results[&(k.clone(), t.to_string())].0 {
                Outcome::Pass => "ok",
                Outcome::NotExecuted { .. } => "not-exec",
                Outcome::Error(_) => "ERROR",
                Outcome::Wrong(_) => "WRONG",
            };
            let _ = write!(s, " {cell:>8}");
        }
        let _ = writeln!(s);
    }
    let _ = writeln!(
        s,
        "passed {passed}, stopped at an instruction not executed yet {blocked}, wrong results {wrong}, other errors {errors}"
    );
    let mut work: BTreeMap<&str, (BTreeSet<&str>, usize)> = BTreeMap::new();
    for ((k, _), (o, _)) in &results {
        if let Outcome::NotExecuted { blocker, .. } = o {
            let w = work.entry(blocker.as_str()).or_default();
            w.0.insert(k.as_str());
            w.1 += 1;
        }
    }
    let mut work: Vec<_> = work.into_iter().collect();
    work.sort_by(|a, b| b.1 .0.len().cmp(&a.1 .0.len()).then(a.0.cmp(b.0)));
    if !work.is_empty() {
        let _ = writeln!(
            s,
            "not executed yet (kernels blocked, kernel x target runs):"
        );
        for (b, (ks, runs)) in &work {
            let ks: Vec<&str> = ks.iter().copied().collect();
            let _ = writeln!(s, "  {:>3} {:>4}  {b}: {}", ks.len(), runs, ks.join(" "));
        }
    }
    // where each stopped kernel stopped (the first target's error; the
    // other targets stopped at the same instruction unless listed apart)
    let mut stops: Vec<String> = Vec::new();
    for k in &order {
        let mut groups: Vec<(&str, Vec<&str>, &str)> = Vec::new();
        for t in TARGETS {
            if let Outcome::NotExecuted { blocker, error } = &results[&(k.clone(), t.to_string())].0
            {
                match groups.iter_mut().find(|g| g.0 == blocker.as_str()) {
                    Some(g) => g.1.push(t),
                    None => groups.push((blocker, vec![t], error)),
                }
            }
        }
        for (_, ts, error) in groups {
            let on = if ts.len() == TARGETS.len() {
                "all targets".to_string()
            } else {
                ts.join(" ")
            };
            stops.push(format!("  [{on}] {error}"));
        }
    }
    if !stops.is_empty() {
        let _ = writeln!(s, "where they stop:\n{}", stops.join("\n"));
    }
    let mut slow: Vec<_> = results.iter().map(|((k, t), (_, d))| (*d, k, t)).collect();
    slow.sort_by_key(|x| std::cmp::Reverse(x.0));
    let _ = write!(s, "slowest:");
    for (d, k, t) in slow.iter().take(5) {
        let _ = write!(s, " {k}/{t} {d:.1?}");
    }
    let _ = writeln!(s);
    println!("{s}");

    if !problems.is_empty() {
        let mut msg = format!("{} problem(s):\n", problems.len());
        for p in &problems {
            let _ = writeln!(msg, "- {p}");
        }
        if !bless && fresh != std::fs::read_to_string(&expected_path).unwrap_or_default() {
            let _ = write!(
                msg,
                "\nEXPECTED_FAILURES for this run (SUITE_BLESS=1 writes it):\n{fresh}"
            );
        }
        panic!("{msg}{s}");
    }
}

/// The blocker parser reads the emulator's error format.
#[test]
fn blocker_names() {
    let e = "kernel k, workgroup (0,0,0), wave 0, pc 0x1c `v_add_nc_u32_dpp v3, v8, v8 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1`: v_add_nc_u32 is not executed yet on gfx1100";
    assert_eq!(blocker(e).as_deref(), Some("v_add_nc_u32 (DPP)"));
    let e = "kernel k, workgroup (1,0,0), wave 1, pc 0x20 `ds_swizzle_b32 v3, v0 offset:swizzle(SWAP,1)`: ds_swizzle_b32 is not executed yet on gfx1151";
    assert_eq!(blocker(e).as_deref(), Some("ds_swizzle_b32"));
    let e = "kernel k, workgroup (0,0,0), wave 0, pc 0x0: s_foo is not executed yet on gfx1100";
    assert_eq!(blocker(e).as_deref(), Some("s_foo"));
    assert_eq!(
        blocker("kernel k, workgroup (0,0,0), wave 0, pc 0x0: faulted"),
        None
    );
}

/// The comparisons accept what they should and nothing else.
#[test]
fn checks_compare_as_stated() {
    use refs::{bytes, Expect, Tol};
    let nan = [f32::NAN.to_bits() | 1];
    let exact = Expect::Exact(bytes(&[1.5f32, f32::NAN, -0.0]));
    assert!(exact
        .check(Elem::F32, &bytes(&[1.5f32, f32::from_bits(nan[0]), -0.0]))
        .is_ok());
    let e = exact
        .check(Elem::F32, &bytes(&[1.5f32, f32::NAN, 0.0]))
        .unwrap_err();
    assert!(e.starts_with("element 2:"), "{e}");
    // integers: bit for bit, a NaN-looking pattern is just a number
    let ints = Expect::Exact(bytes(&[0x7fc0_0001u32]));
    assert!(ints.check(Elem::U32, &bytes(&[0x7fc0_0002u32])).is_err());
    // 2.5 ulp around 1.0 (ulp 2^-23): 2 ulp passes, 3 ulp fails
    let tol = |want| Tol {
        want,
        ulps: 2.5,
        abs: 0.0,
    };
    let close = Expect::Close(vec![tol(1.0), tol(-3.0)]);
    let up = |x: f32, n: u32| f32::from_bits(x.to_bits() + n);
    assert!(close
        .check(Elem::F32, &bytes(&[up(1.0, 2), up(-3.0, 2)]))
        .is_ok());
    assert!(close.check(Elem::F32, &bytes(&[up(1.0, 3), -3.0])).is_err());
    // an absolute bound, and exact infinities and NaNs
    let abs = Expect::Close(vec![Tol {
        want: 0.0,
        ulps: 0.0,
        abs: refs::pow2(-11),
    }]);
    assert!(abs.check(Elem::F32, &bytes(&[4e-4f32])).is_ok());
    assert!(abs.check(Elem::F32, &bytes(&[6e-4f32])).is_err());
    let inf = Expect::Close(vec![Tol {
        want: f64::INFINITY,
        ulps: 3.0,
        abs: 0.0,
    }]);
    assert!(inf.check(Elem::F32, &bytes(&[f32::MAX])).is_err());
    assert!(inf.check(Elem::F32, &bytes(&[f32::INFINITY])).is_ok());
}

/// The half and bfloat16 encoders round to nearest even.
#[test]
fn narrow_float_encodings() {
    use refs::{f16_to_f64, f32_to_bf16, f64_to_f16};
    assert_eq!(f64_to_f16(1.0), 0x3c00);
    assert_eq!(f64_to_f16(65504.0), 0x7bff);
    assert_eq!(f64_to_f16(65519.99), 0x7bff);
    assert_eq!(f64_to_f16(65520.0), 0x7c00);
    assert_eq!(f64_to_f16(-(2f64.powi(-24))), 0x8001);
    assert_eq!(f64_to_f16(2f64.powi(-25)), 0x0000); // tie to even: zero
    assert_eq!(f64_to_f16(3.0 * 2f64.powi(-25)), 0x0002); // tie to even: 2
    assert_eq!(f64_to_f16(2f64.powi(-14) - 2f64.powi(-25)), 0x0400); // rounds up to the normal
    assert_eq!(f64_to_f16(1.0 + 2f64.powi(-11)), 0x3c00);
    assert_eq!(f64_to_f16(1.0 + 3.0 * 2f64.powi(-11)), 0x3c02);
    for h in (0..=0xffffu16).filter(|h| h & 0x7c00 != 0x7c00) {
        assert_eq!(f64_to_f16(f16_to_f64(h)), h, "{h:#06x}");
    }
    assert_eq!(f32_to_bf16(1.0), 0x3f80);
    assert_eq!(f32_to_bf16(f32::from_bits(0x3f80_8000)), 0x3f80); // tie to even
    assert_eq!(f32_to_bf16(f32::from_bits(0x3f81_8000)), 0x3f82);
    assert_eq!(f32_to_bf16(f32::MAX), 0x7f80);
}

//! The text `amdgpu_asm::text::print` gives against what llvm-mc-22 prints
//! for the same sources (`tests/data/NAME.txt`, and `NAME.enc.txt` with
//! `-show-encoding`, made by `tests/data/build.sh`; the oracle's version in
//! `VERSION`). With llvm-mc-22 installed (required when CI=true) the
//! committed texts are checked against the oracle too.
//!
//! Descriptor fields llvm-mc-22 prints as expressions (their values name
//! symbols set after the block) are compared like every other line.

use amdgpu_isa::Target;
use std::path::{Path, PathBuf};
use std::process::Command;

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// As tests/data/build.sh picks it: the `.amdgcn_target`, else gfx1100;
/// wave64 for `_w64` names.
fn target_of(path: &Path, text: &str) -> (Target, Option<&'static str>) {
    let name = text
        .lines()
        .find_map(|l| l.split("amdgcn-amd-amdhsa--").nth(1))
        .map(|rest| {
            rest.split(|c: char| !c.is_ascii_alphanumeric())
                .next()
                .unwrap_or("")
        })
        .unwrap_or("gfx1100");
    let t = Target::from_name(name).expect("fixture target");
    if path.to_string_lossy().contains("_w64") {
        (
            t.with_wave_size(64).expect("wave64"),
            Some("-mattr=+wavefrontsize64"),
        )
    } else {
        (t, None)
    }
}

fn sources() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(data())
        .expect("fixture dir")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "s"))
        .collect();
    out.sort();
    out
}

/// Compares line by line.
fn compare(name: &str, got: &str, want: &str) {
    let (g, w): (Vec<&str>, Vec<&str>) = (got.lines().collect(), want.lines().collect());
    assert_eq!(g.len(), w.len(), "{name}: line count\n{got}");
    for (i, (g, w)) in g.iter().zip(&w).enumerate() {
        assert_eq!(g, w, "{name}: line {}", i + 1);
    }
    assert_eq!(
        got.ends_with('\n'),
        want.ends_with('\n'),
        "{name}: last newline"
    );
}

#[test]
fn text_equals_llvm_mc() {
    let mut checked = 0;
    let mut expressions = 0;
    for s in sources() {
        let text = std::fs::read_to_string(&s).unwrap();
        let (t, _) = target_of(&s, &text);
        for (enc, ext) in [(false, "txt"), (true, "enc.txt")] {
            let want = std::fs::read_to_string(s.with_extension(ext)).expect("expected text");
            let got = amdgpu_asm::text::print(&text, t, enc)
                .unwrap_or_else(|e| panic!("{}: {e}", s.display()));
            compare(&format!("{} ({ext})", s.display()), &got, &want);
            expressions += want
                .lines()
                .filter(|l| l.starts_with("\t\t.amdhsa_") && l.contains('('))
                .count();
            checked += 1;
        }
    }
    assert!(checked >= 18, "{checked}");
    // the fixtures hold descriptor fields printed as expressions
    assert!(expressions > 0);
    println!("{checked} texts equal llvm-mc-22's ({expressions} expression fields)");
}

/// The committed texts are what llvm-mc-22 prints today.
#[test]
fn fixtures_are_llvm_mc_output() {
    let found = Command::new("llvm-mc-22").arg("--version").output().is_ok();
    if !found {
        assert!(
            std::env::var("CI").is_err(),
            "llvm-mc-22 is required when CI is set (apt-get install llvm-22)"
        );
        println!("llvm-mc-22 not found: the live comparison is skipped");
        return;
    }
    for s in sources() {
        let text = std::fs::read_to_string(&s).unwrap();
        let (t, attr) = target_of(&s, &text);
        for (flag, ext) in [(None, "txt"), (Some("-show-encoding"), "enc.txt")] {
            let mut cmd = Command::new("llvm-mc-22");
            cmd.arg("-triple=amdgcn-amd-amdhsa")
                .arg(format!("-mcpu={}", t.name()))
                .args(attr)
                .args(flag)
                .arg(&s);
            let out = cmd.output().unwrap();
            assert!(out.status.success(), "llvm-mc-22 refused {}", s.display());
            let want = std::fs::read_to_string(s.with_extension(ext)).unwrap();
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                want,
                "{}: {ext} is stale (run tests/data/build.sh)",
                s.display()
            );
        }
    }
}

/// Errors are the reader's, located; fixups stay open, as llvm-mc-22's text
/// leaves them (an undefined branch target is no error there).
#[test]
fn errors_are_located() {
    let t = Target::from_name("gfx1100").unwrap();
    let got = amdgpu_asm::text::print("s_nop 0\n  s_branch nowhere\n", t, true).unwrap();
    assert!(
        got.contains("value: nowhere, kind: fixup_si_sopp_br"),
        "{got}"
    );
    let e = amdgpu_asm::text::print(
        ".amdhsa_kernel k\n.amdhsa_next_free_vgpr 1\n.end_amdhsa_kernel\n",
        t,
        false,
    )
    .unwrap_err();
    assert_eq!((e.line, e.col), (3, 19), "{e}");
    assert_eq!(e.msg, ".amdhsa_next_free_sgpr directive is required");
    let e = amdgpu_asm::text::print(".text\n.bogus 1\n", t, false).unwrap_err();
    assert_eq!(e.line, 2, "{e}");
    assert!(amdgpu_asm::text::print("\u{0}\u{ff}(\n", t, false).is_err());
}

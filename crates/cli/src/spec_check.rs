//! `amdgpu-isa spec-check`: our tables against AMD's machine-readable ISA
//! specification, and the `--spec DIR` option shared by explain, site and serve.

use crate::Failure;
use amdgpu_doc::spec::{check, SpecSet};
use amdgpu_isa::Target;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The environment variable that stands in for `--spec DIR`.
pub const SPEC_ENV: &str = "AMDGPU_ISA_SPEC";

#[derive(clap::Args)]
pub struct Args {
    /// Folder with AMD's `amdgpu_isa_<arch>.xml` files (default: $AMDGPU_ISA_SPEC).
    #[arg(long, value_name = "DIR")]
    pub spec: Option<PathBuf>,
    /// Only this target's architecture (default: every architecture with a file,
    /// each compared on its first target).
    #[arg(long, short = 't', value_name = "T")]
    pub target: Option<String>,
    /// Only these instructions (any spelling; repeatable) and their encodings.
    #[arg(long, value_name = "NAME")]
    pub only: Vec<String>,
}

/// The `--spec` folder: the option, else `$AMDGPU_ISA_SPEC`, else none.
pub fn spec_dir(opt: &Option<PathBuf>) -> Option<PathBuf> {
    opt.clone().or_else(|| {
        std::env::var_os(SPEC_ENV)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    })
}

/// Loads the spec folder when one is given; a bad folder or file is exit 2.
pub fn load(opt: &Option<PathBuf>) -> Result<Option<SpecSet>, Failure> {
    match spec_dir(opt) {
        None => Ok(None),
        Some(dir) => SpecSet::load_dir(&dir)
            .map(Some)
            .map_err(|e| Failure::located(e.to_string())),
    }
}

/// The report and whether it found differences.
pub fn report(set: &SpecSet, target: Option<Target>, only: &[String]) -> (String, bool) {
    let only = (!only.is_empty()).then_some(only);
    let mut out = String::new();
    let mut any = false;
    for s in &set.specs {
        let Some(arch) = s.arch else {
            let _ = writeln!(
                out,
                "{}: skipped: no target of ours has this architecture",
                s.label()
            );
            continue;
        };
        let t = match target {
            Some(t) if t.arch() == arch => t,
            Some(_) => continue,
            None => match Target::all().find(|t| t.arch() == arch) {
                Some(t) => t,
                None => continue,
            },
        };
        let d = check(s, t, only);
        any |= !d.is_empty();
        let _ = writeln!(
            out,
            "{} on {}: {}",
            s.label(),
            t.name(),
            match d.len() {
                0 => "no differences".to_string(),
                1 => "1 difference".to_string(),
                n => format!("{n} differences"),
            }
        );
        for x in &d {
            let _ = writeln!(out, "  {x}");
        }
    }
    (out, any)
}

pub fn run(args: Args) -> Result<ExitCode, Failure> {
    let Some(dir) = spec_dir(&args.spec) else {
        return Err(Failure::usage(format!(
            "spec-check needs --spec DIR (or {SPEC_ENV}): a folder with AMD's amdgpu_isa_<arch>.xml files"
        )));
    };
    let target = match &args.target {
        Some(t) => Some(Target::from_name(t).map_err(|e| Failure::usage(e.to_string()))?),
        None => None,
    };
    let set = SpecSet::load_dir(&dir).map_err(|e| Failure::located(e.to_string()))?;
    if let Some(t) = target {
        if set.for_target(t).is_none() {
            return Err(Failure::usage(format!(
                "{}: no spec file for {} ({}) here",
                Path::new(&dir).display(),
                t.name(),
                t.arch().label()
            )));
        }
    }
    let (text, any) = report(&set, target, &args.only);
    crate::write_stdout(text.as_bytes())?;
    Ok(if any {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../doc/tests/data/spec")
    }

    #[test]
    fn report_lists_the_sample_differences() {
        let set = SpecSet::load_dir(&sample()).unwrap();
        let (text, any) = report(&set, None, &[]);
        assert!(any);
        let first = text.lines().next().unwrap();
        assert!(
            first.starts_with("cdna4 (amdgpu_isa_cdna4.xml) on gfx950: ")
                && first.ends_with(" differences"),
            "{first}"
        );
        for line in [
            "  opcode mismatch: ds_add_f32 in ENC_DS: ours 21, spec 22",
            "  field layout mismatch: ENC_SOPP field SIMM16: ours 15:0, spec 14:0",
            "  missing instruction: ds_sample_only_b32 (ENC_DS) is in the spec but not in our tables",
            "  missing instruction: ds_min_rtn_f32 is in our tables but not in the spec",
            "  operand mismatch: ds_read_b64 operand VDST: ours 64 bits, spec 32",
        ] {
            assert!(text.lines().any(|l| l == line), "{line}\n{text}");
        }
        let only = ["ds_max_rtn_f32".to_string()];
        let (text, any) = report(&set, Target::from_name("gfx950").ok(), &only);
        assert!(!any);
        assert_eq!(
            text,
            "cdna4 (amdgpu_isa_cdna4.xml) on gfx950: no differences\n"
        );
    }

    #[test]
    fn exit_codes() {
        let Some(bin) = crate::test_binary() else {
            eprintln!("notice: amdgpu-isa binary not built; skipping the process test");
            return;
        };
        let run = |args: &[&str], env: Option<&Path>| {
            let mut c = std::process::Command::new(&bin);
            c.arg("spec-check").args(args).env_remove(SPEC_ENV);
            if let Some(d) = env {
                c.env(SPEC_ENV, d);
            }
            c.output().unwrap()
        };
        let dir = sample();
        let d = dir.to_str().unwrap();
        let out = run(&["--spec", d], None);
        assert_eq!(out.status.code(), Some(1));
        // The environment variable stands in for --spec.
        let out = run(
            &["--only", "ds_max_rtn_f32", "--target", "gfx950"],
            Some(&dir),
        );
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let out = run(&[], None);
        assert_eq!(out.status.code(), Some(2));
        let out = run(&["--spec", d, "--target", "gfx1100"], None);
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains("no spec file for gfx1100"));
        let bad = std::env::temp_dir().join(format!("amdgpu-isa-badspec-{}", std::process::id()));
        std::fs::create_dir_all(&bad).unwrap();
        std::fs::write(bad.join("amdgpu_isa_cdna3.xml"), "<Spec>\n<ISA>\n</Spec>").unwrap();
        let out = run(&["--spec", bad.to_str().unwrap()], None);
        let _ = std::fs::remove_dir_all(&bad);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("amdgpu_isa_cdna3.xml:3:1: error: malformed XML"),
            "{err}"
        );
    }
}

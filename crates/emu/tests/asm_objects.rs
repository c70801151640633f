//! An object assembled by `amdgpu_asm` runs with the results of the
//! clang-built one: `crates/asm/tests/data/control.gfx1100.s` (the
//! `clang-22 -S` output of `tests/kernels/control.cl` for gfx1100, as
//! `tests/kernels/build.sh` compiles the `control` object) is assembled into
//! a code object and every manifest kernel of the `control` object is
//! dispatched on it with the suite's launches and inputs, checked against
//! the suite's CPU references, and its outputs compared byte for byte with
//! those of the committed clang-built `tests/kernels/obj/gfx1100/control.o`.
//! (`tools/asm_vs_llvm.sh --run` does the same for every suite object on
//! every target, through the suite itself.)

#[allow(dead_code)]
#[path = "suite/refs.rs"]
mod refs;
#[allow(dead_code)]
#[path = "suite/run.rs"]
mod run;
#[allow(dead_code)]
#[path = "suite/spec.rs"]
mod spec;

use amdgpu_codeobj::CodeObject;
use amdgpu_isa::Target;
use run::{outcome, run_case, Outcome};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(path)
}

#[test]
fn assembled_control_runs_like_clangs() {
    let target = Target::from_name("gfx1100").expect("gfx1100");
    let src = std::fs::read_to_string(repo("crates/asm/tests/data/control.gfx1100.s")).unwrap();
    let ours = amdgpu_asm::assemble(&src, target)
        .unwrap_or_else(|e| panic!("control.gfx1100.s:{e}"))
        .to_elf()
        .unwrap_or_else(|e| panic!("control.gfx1100.s: {e}"));
    let clangs = std::fs::read(repo("tests/kernels/obj/gfx1100/control.o")).unwrap();

    let cases: Vec<_> = spec::read_manifest(&repo("tests/kernels/manifest"))
        .into_iter()
        .filter(|c| c.object == "control")
        .collect();
    // the assembled object holds exactly the manifest's `control` kernels
    let obj = CodeObject::parse(&ours).unwrap();
    assert_eq!(obj.target.name(), "gfx1100");
    let in_object: BTreeSet<&str> = obj.kernels.iter().map(|k| k.name.as_str()).collect();
    let in_manifest: BTreeSet<&str> = cases.iter().map(|c| c.kernel.as_str()).collect();
    assert_eq!(in_object, in_manifest);
    assert!(cases.len() >= 5, "{} control kernels", cases.len());

    for case in &cases {
        match outcome(case, &ours) {
            Outcome::Pass => {}
            Outcome::NotExecuted { error, .. } | Outcome::Error(error) => {
                panic!("{}: the assembled object stopped: {error}", case.kernel)
            }
            Outcome::Wrong(e) => panic!("{}: the assembled object's result: {e}", case.kernel),
        }
        let inputs = case.inputs();
        let (a, wave_a) = run_case(case, &ours, &inputs).unwrap();
        let (b, wave_b) = run_case(case, &clangs, &inputs).unwrap();
        assert_eq!(wave_a, wave_b, "{}: wave size", case.kernel);
        assert_eq!(a.len(), b.len(), "{}: outputs", case.kernel);
        for (i, (x, y)) in a.iter().zip(&b).enumerate() {
            assert!(
                x == y,
                "{}: output {i} differs from the clang-built object's",
                case.kernel
            );
        }
    }
}

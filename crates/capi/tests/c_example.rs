//! `examples/c/run_kernel.c` built with the system's C compiler against the
//! committed header and this crate's shared library, then run. Without a C
//! compiler the test says so and passes, except under CI=true, where it
//! fails.

use std::path::{Path, PathBuf};
use std::process::Command;

fn compiler() -> Option<String> {
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let found = Command::new(&cc)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    found.then_some(cc)
}

/// Builds this crate's shared library (`cargo test` builds only the
/// rlib) in the test's own profile and target directory; returns where it is.
fn library_dir() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    // target/<profile>/deps/c_example-HASH -> target/<profile>
    let dir = exe.parent().and_then(Path::parent).unwrap().to_path_buf();
    let target = dir.parent().unwrap();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.args(["build", "--lib", "-p", "amdgpu-isa-capi", "--target-dir"])
        .arg(target)
        .current_dir(env!("CARGO_MANIFEST_DIR"));
    if dir.file_name().is_some_and(|n| n == "release") {
        cmd.arg("--release");
    }
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "building the shared library failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    dir
}

#[test]
#[cfg(target_os = "linux")]
fn c_example_builds_and_runs() {
    let Some(cc) = compiler() else {
        if std::env::var("CI").as_deref() == Ok("true") {
            panic!("no C compiler (cc or $CC): CI must build the C example");
        }
        eprintln!("note: no C compiler (cc or $CC); the C example is not built");
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let lib = library_dir();
    assert!(
        lib.join("libamdgpu_isa_capi.so").exists(),
        "no libamdgpu_isa_capi.so in {}",
        lib.display()
    );
    let exe = std::env::temp_dir().join(format!("amdgpu_isa_run_kernel_{}", std::process::id()));
    let out = Command::new(&cc)
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-O1", "-I"])
        .arg(root.join("crates/capi/include"))
        .arg(root.join("examples/c/run_kernel.c"))
        .arg("-L")
        .arg(&lib)
        .arg("-lamdgpu_isa_capi")
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{cc} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(&exe)
        .arg(root.join("tests/kernels/obj/gfx1100/grids.o"))
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&exe);
    let stdout = String::from_utf8_lossy(&run.stdout);
    println!("{stdout}");
    assert!(
        run.status.success(),
        "the example failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(
        stdout.contains("ok: grid2d_blur matches the C reference"),
        "{stdout}"
    );
    assert!(stdout.contains("0 failure(s)"), "{stdout}");
}

//! The committed C header is what cbindgen makes of the sources today
//! (`AMDGPU_ISA_BLESS=1` rewrites it).

use std::path::Path;

#[test]
fn header_is_fresh() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(dir.join("cbindgen.toml")).unwrap();
    let bindings = cbindgen::Builder::new()
        .with_config(config)
        .with_src(dir.join("src/lib.rs"))
        .generate()
        .expect("cbindgen reads the sources");
    let mut fresh = Vec::new();
    bindings.write(&mut fresh);
    let path = dir.join("include/amdgpu_isa.h");
    if std::env::var_os("AMDGPU_ISA_BLESS").is_some() {
        std::fs::write(&path, &fresh).unwrap();
    }
    let committed = std::fs::read(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "{} is stale: rerun with AMDGPU_ISA_BLESS=1 and commit it",
        path.display()
    );
}

//! `amdgpu-isa site OUT_DIR`: the static reference site.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A fresh folder under the system temp dir, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let p =
            std::env::temp_dir().join(format!("amdgpu-isa-{tag}-{}-{nanos}", std::process::id()));
        TempDir(p)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            files(&p, out);
        } else {
            out.push(p);
        }
    }
}

#[test]
fn site_builds_offline_pages() {
    let dir = TempDir::new("site");
    let start = std::time::Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_amdgpu-isa"))
        .arg("site")
        .arg(&dir.0)
        .output()
        .unwrap();
    let elapsed = start.elapsed();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("instruction pages"), "{err}");
    assert!(elapsed.as_secs() < 30, "site took {elapsed:?}");

    let index = std::fs::read_to_string(dir.0.join("index.html")).unwrap();
    assert!(
        index.contains("ds_max_rtn_f32"),
        "index lists ds_max_rtn_f32"
    );
    assert!(index.contains("target/gfx950.html"), "index links targets");
    assert!(index.contains("family/"), "index links families");
    assert!(index.contains("id=\"q\""), "index has the search box");
    assert!(index.contains("search.js"));

    let page = std::fs::read_to_string(dir.0.join("inst/ds_max_rtn_f32.html")).unwrap();
    assert!(page.contains("<code>ds_max_rtn_f32</code>"));
    assert!(page.contains("0x00000000D8660000"), "CDNA 4 identifier");
    assert!(page.contains("Across generations"));
    assert!(page.contains("ds_max_num_rtn_f32"), "RDNA 4 spelling");
    assert!(page.contains("../style.css"));
    assert!(dir.0.join("inst/ds_max_num_rtn_f32.html").exists());
    // the SMEM and GLOBAL families have pages and family lists too
    for (inst, family) in [
        ("s_load_dwordx2", "Scalar memory (SMEM)"),
        (
            "global_load_dword",
            "Global memory (FLAT encoding, GLOBAL segment)",
        ),
    ] {
        let page = std::fs::read_to_string(dir.0.join(format!("inst/{inst}.html"))).unwrap();
        assert!(page.contains(family), "{inst}");
        // both run in the emulator (scalar and global loads), exactly
        assert!(
            page.contains("Executed by the emulator: the result is exact."),
            "{inst}"
        );
    }
    assert!(dir.0.join("family/scalar-memory-smem.html").exists());
    assert!(dir.0.join("style.css").exists());
    assert!(dir.0.join("target/gfx1100.html").exists());

    let idx = std::fs::read_to_string(dir.0.join("search-index.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&idx).unwrap();
    let entries = v.as_array().unwrap();
    assert!(entries.len() > 100, "{} entries", entries.len());
    assert!(entries.iter().any(
        |e| e["n"] == "ds_max_rtn_f32" && e["t"].as_array().unwrap().contains(&"gfx950".into())
    ));
    assert!(std::fs::read_to_string(dir.0.join("search-index.js"))
        .unwrap()
        .starts_with("window.AMDGPU_INDEX = ["));

    // nothing is fetched from another host: no absolute http(s) URLs, no
    // protocol-relative ones
    let mut all = Vec::new();
    files(&dir.0, &mut all);
    for f in &all {
        let text = std::fs::read_to_string(f).unwrap();
        for bad in ["http://", "https://", "src=\"//", "href=\"//"] {
            assert!(!text.contains(bad), "{} contains {bad}", f.display());
        }
    }
}

#[test]
fn site_into_unwritable_place_fails_cleanly() {
    let dir = TempDir::new("site-file");
    std::fs::write(&dir.0, b"a file, not a folder").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_amdgpu-isa"))
        .arg("site")
        .arg(&dir.0)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&dir.0);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("error:"));
}

#[test]
fn site_with_amd_spec() {
    let spec = Path::new(env!("CARGO_MANIFEST_DIR")).join("../doc/tests/data/spec");
    let dir = TempDir::new("site-spec");
    let out = Command::new(env!("CARGO_BIN_EXE_amdgpu-isa"))
        .arg("site")
        .arg(&dir.0)
        .arg("--spec")
        .arg(&spec)
        .env_remove("AMDGPU_ISA_SPEC")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let page = std::fs::read_to_string(dir.0.join("inst/ds_max_rtn_f32.html")).unwrap();
    assert!(page.contains("AMD specification: <code>DS_MAX_RTN_F32</code>"));
    assert!(page.contains("<td>OPR_VGPR_OR_ACCVGPR</td>"));
    assert!(page.contains("class=\"float-notes\""), "semantics section");

    // A folder without spec files: exit 2 and nothing written.
    let empty = TempDir::new("site-nospec");
    std::fs::create_dir_all(&empty.0).unwrap();
    let dir = TempDir::new("site-spec-bad");
    let out = Command::new(env!("CARGO_BIN_EXE_amdgpu-isa"))
        .arg("site")
        .arg(&dir.0)
        .env("AMDGPU_ISA_SPEC", &empty.0)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no amdgpu_isa_<arch>.xml files"), "{err}");
    assert!(!dir.0.exists());
}

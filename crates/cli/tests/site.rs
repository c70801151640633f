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

/// `amdgpu-isa site DIR`, to add options to.
fn site(dir: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_amdgpu-isa"));
    c.arg("site").arg(dir);
    c
}

fn assert_ok(out: &std::process::Output) {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn site_builds_offline_pages() {
    let dir = TempDir::new("site");
    let out = site(&dir.0).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("instruction pages"), "{err}");

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
    let out = site(&dir.0).output().unwrap();
    let _ = std::fs::remove_file(&dir.0);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("error:"));
}

#[test]
fn site_with_amd_spec() {
    let spec = Path::new(env!("CARGO_MANIFEST_DIR")).join("../doc/tests/data/spec");
    let dir = TempDir::new("site-spec");
    let out = site(&dir.0)
        .arg("--spec")
        .arg(&spec)
        .env_remove("AMDGPU_ISA_SPEC")
        .output()
        .unwrap();
    assert_ok(&out);
    let page = std::fs::read_to_string(dir.0.join("inst/ds_max_rtn_f32.html")).unwrap();
    assert!(page.contains("AMD specification: <code>DS_MAX_RTN_F32</code>"));
    assert!(page.contains("<td>OPR_VGPR_OR_ACCVGPR</td>"));
    assert!(page.contains("class=\"float-notes\""), "semantics section");

    // A folder without spec files: exit 2 and nothing written.
    let empty = TempDir::new("site-nospec");
    std::fs::create_dir_all(&empty.0).unwrap();
    let dir = TempDir::new("site-spec-bad");
    let out = site(&dir.0)
        .env("AMDGPU_ISA_SPEC", &empty.0)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no amdgpu_isa_<arch>.xml files"), "{err}");
    assert!(!dir.0.exists());
}

/// Every link of a target's list lands on that target's encoding section;
/// support is summarised in runs; every encoding field says what it holds;
/// pages print without the navigation.
#[test]
fn site_pages_anchor_targets_and_read_compactly() {
    let dir = TempDir::new("site-anchors");
    assert_ok(&site(&dir.0).output().unwrap());
    let mut pages = std::collections::HashMap::new();
    let mut links = 0;
    for e in std::fs::read_dir(dir.0.join("target")).unwrap() {
        let list = std::fs::read_to_string(e.unwrap().path()).unwrap();
        for l in list.split("href=\"../inst/").skip(1) {
            let href = &l[..l.find('"').unwrap()];
            let (file, target) = href.split_once('#').expect("a target anchor");
            let page = pages
                .entry(file.to_string())
                .or_insert_with(|| std::fs::read_to_string(dir.0.join("inst").join(file)).unwrap());
            let id = format!("<a id=\"{target}\"></a>");
            assert_eq!(page.matches(&id).count(), 1, "{href}");
            // the anchor run ends at the heading of the section holding `target`
            let at = page.find(&id).unwrap();
            let rest = &page[at..];
            let h = rest.find("<h2").unwrap();
            assert!(
                rest[..h]
                    .split_inclusive("</a>")
                    .all(|a| a.starts_with("<a id=\"") && a.ends_with("\"></a>")),
                "{href}: the anchor is not at a section start"
            );
            assert!(rest[h..].starts_with("<h2>Encoding ("), "{href}");
            links += 1;
        }
    }
    assert!(links > 10_000, "{links} links checked");

    let page = std::fs::read_to_string(dir.0.join("inst/ds_max_rtn_f32.html")).unwrap();
    let support = &page[page.find("Target support").unwrap()..];
    let support = &support[..support.find("</table>").unwrap()];
    // gfx900-gfx1153 under one name, gfx1200-gfx1201 as an alias
    assert_eq!(support.matches("<tr>").count(), 2, "{support}");
    assert!(support.contains("gfx900–gfx1153"), "{support}");

    // no encoding field without a value or a note (the VOP3 modifiers, operand codes...)
    for (file, page) in &pages {
        for table in page.split("<th>note</th>").skip(1) {
            let table = &table[..table.find("</table>").unwrap()];
            for row in table.split("<tr>").skip(1) {
                let cells: Vec<&str> = row.split("<td>").skip(1).collect();
                let blank = |c: &str| c.starts_with("</td>");
                assert!(
                    !(blank(cells[2]) && blank(cells[3])),
                    "{file}: field without value or note: {row}"
                );
            }
        }
    }
    let css = std::fs::read_to_string(dir.0.join("style.css")).unwrap();
    assert!(css.contains("@media print"), "print stylesheet");
}

//! Any request to the server's handler, `serve::handle`: the input is
//! `METHOD PATH[?QUERY]\nCONTENT-TYPE\nBODY` (an empty content-type line is
//! no header; without newlines it is all request line). Every reply must be
//! one the handler documents (never a 500, which only a panic caught by the
//! server gives), and every JSON reply valid JSON.
#![no_main]

use amdgpu_doc::site::SiteFile;
use amdgpu_doc::spec::SpecSet;
use amdgpu_isa_cli::serve::{handle, Pages};
use libfuzzer_sys::fuzz_target;
use std::sync::{Arc, OnceLock};

/// A few pages (the whole site takes seconds to build and page lookup is a
/// map) and the committed CDNA4 spec excerpt, for /api/explain.
fn pages() -> &'static Pages {
    static PAGES: OnceLock<Pages> = OnceLock::new();
    PAGES.get_or_init(|| {
        let file = |path: &str, content: &str| SiteFile {
            path: path.into(),
            content: content.as_bytes().to_vec(),
        };
        let files = vec![
            file("index.html", "<!doctype html><title>index</title>"),
            file("app.js", "console.log(1)"),
            file("style.css", "body{}"),
            file("gfx950/ds_add_u32.html", "<p>ds_add_u32</p>"),
            file("search.json", "[]"),
        ];
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../crates/doc/tests/data/spec");
        let spec = SpecSet::load_dir(dir.as_ref()).expect("the committed spec loads");
        Pages::new(files, Some(Arc::new(spec)))
    })
}

fn split_at_newline(b: &[u8]) -> (&[u8], Option<&[u8]>) {
    match b.iter().position(|&c| c == b'\n') {
        Some(i) => (&b[..i], Some(&b[i + 1..])),
        None => (b, None),
    }
}

fuzz_target!(|data: &[u8]| {
    let (line, rest) = split_at_newline(data);
    let (content_type, body) = match rest.map(split_at_newline) {
        Some((ct, body)) => ((!ct.is_empty()).then_some(ct), body.unwrap_or_default()),
        None => (None, &[][..]),
    };
    let line = String::from_utf8_lossy(line);
    let (method, target) = line.split_once(' ').unwrap_or((&line, "/"));
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
    let r = handle(pages(), method, path, query, content_type, body);
    assert!(
        matches!(r.status, 200 | 400 | 404 | 405 | 413 | 415),
        "status {}",
        r.status
    );
    assert_eq!(r.allow.is_some(), r.status == 405);
    if r.content_type == "application/json" {
        if let Err(e) = serde_json::from_slice::<serde_json::Value>(&r.body) {
            panic!(
                "a JSON reply that is not JSON ({e}): {:?}",
                String::from_utf8_lossy(&r.body)
            );
        }
    }
});

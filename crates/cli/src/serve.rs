//! `amdgpu-isa serve`: the reference plus an interactive page over HTTP.
//!
//! Serves the pages `amdgpu-isa site` writes (built in memory at start), an
//! interactive assemble/disassemble page (`/play.html`) and JSON endpoints:
//!
//! - `POST /api/asm` `{target, text, wave_size?}` → `{lines: [{text, bytes, name, line}]}`,
//!   or 400 `{error: {line, col, message}}`;
//! - `POST /api/disasm` `{target, hex, wave_size?}` → `{lines: [{offset, text, bytes, name}
//!   | {offset, bytes, error}]}`;
//! - `GET /api/explain/<name>?target=T` → the page JSON (`explain --format json`), or
//!   404 `{error: {message, suggestions}}`.
//!
//! Every error is a JSON `{error: {message, ...}}` with a 4xx status; request
//! bodies over 1 MiB get 413. Each request is handled on its own, inside
//! `catch_unwind`, so no input can stop the server.

use crate::Failure;
use amdgpu_doc::site::{build, content_type, Options};
use amdgpu_doc::spec::SpecSet;
use amdgpu_doc::{page_with, render_json, LookupError, Scope};
use amdgpu_isa::{decode, parse_source, DecodeError, Item, Target};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::io::Read;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

#[derive(clap::Args)]
pub struct Args {
    /// TCP port on 127.0.0.1 (0 picks a free one; the address is printed).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// Add AMD's description and operand types from the `amdgpu_isa_<arch>.xml`
    /// files in DIR (default: $AMDGPU_ISA_SPEC; see `spec-check`).
    #[arg(long, value_name = "DIR")]
    pub spec: Option<std::path::PathBuf>,
}

/// The largest request body accepted.
pub const MAX_BODY: usize = 1 << 20;

/// Requests handled at once; more get 503.
const MAX_IN_FLIGHT: usize = 64;

/// The pages, by URL path without the leading `/`, and the AMD spec they use.
struct Files(HashMap<String, Vec<u8>>, Option<Arc<SpecSet>>);

/// A response before it is sent.
#[derive(Debug)]
struct Reply {
    status: u16,
    content_type: &'static str,
    body: Vec<u8>,
    allow: Option<&'static str>,
}

impl Reply {
    fn json(status: u16, v: &Value) -> Reply {
        let mut body = serde_json::to_vec(v).unwrap_or_default();
        body.push(b'\n');
        Reply {
            status,
            content_type: "application/json",
            body,
            allow: None,
        }
    }
    fn error(status: u16, message: impl Into<String>) -> Reply {
        Reply::json(status, &json!({ "error": { "message": message.into() } }))
    }
}

pub fn run(args: Args) -> Result<ExitCode, Failure> {
    let start = std::time::Instant::now();
    let spec = crate::spec_check::load(&args.spec)?.map(Arc::new);
    let site = build(Options {
        interactive: true,
        spec: spec.clone(),
    });
    for (name, why) in &site.failures {
        eprintln!("warning: no page for {name}: {why}");
    }
    let files = Arc::new(Files(
        site.files
            .into_iter()
            .map(|f| (f.path, f.content))
            .collect(),
        spec,
    ));
    let server = tiny_http::Server::http(("127.0.0.1", args.port))
        .map_err(|e| Failure::usage(format!("cannot listen on 127.0.0.1:{}: {e}", args.port)))?;
    let addr = server
        .server_addr()
        .to_ip()
        .map(|a| a.to_string())
        .unwrap_or_else(|| format!("127.0.0.1:{}", args.port));
    eprintln!(
        "serving {} pages on http://{addr}/ (built in {:.2} s); Ctrl-C stops",
        site.pages,
        start.elapsed().as_secs_f64()
    );
    // One thread per request, so that a client that stalls in its body holds
    // up only its own request; at most MAX_IN_FLIGHT at once, 503 beyond.
    let in_flight = Arc::new(AtomicUsize::new(0));
    loop {
        let rq = match server.recv() {
            Ok(rq) => rq,
            Err(e) => {
                eprintln!("warning: accepting a request: {e}");
                continue;
            }
        };
        if in_flight.fetch_add(1, Ordering::SeqCst) >= MAX_IN_FLIGHT {
            in_flight.fetch_sub(1, Ordering::SeqCst);
            let _ = rq.respond(
                tiny_http::Response::from_string("{\"error\":{\"message\":\"busy; try again\"}}\n")
                    .with_status_code(503),
            );
            continue;
        }
        let files = Arc::clone(&files);
        let count = Arc::clone(&in_flight);
        let spawned = std::thread::Builder::new()
            .name("request".into())
            .spawn(move || {
                serve_one(&files, rq);
                count.fetch_sub(1, Ordering::SeqCst);
            });
        if let Err(e) = spawned {
            in_flight.fetch_sub(1, Ordering::SeqCst);
            eprintln!("warning: cannot start a request thread: {e}");
        }
    }
}

/// Answers one request; nothing in it may stop the worker.
fn serve_one(files: &Files, mut rq: tiny_http::Request) {
    let reply = catch_unwind(AssertUnwindSafe(|| handle_request(files, &mut rq)))
        .unwrap_or_else(|_| Reply::error(500, "internal error while handling the request"));
    let mut resp = tiny_http::Response::from_data(reply.body).with_status_code(reply.status);
    let mut headers = vec![
        ("Content-Type", reply.content_type),
        ("X-Content-Type-Options", "nosniff"),
        ("Cache-Control", "no-store"),
    ];
    if let Some(a) = reply.allow {
        headers.push(("Allow", a));
    }
    if reply.status == 413 {
        // the rest of an oversized body is not read: do not reuse the connection
        headers.push(("Connection", "close"));
    }
    for (k, v) in headers {
        if let Ok(h) = tiny_http::Header::from_bytes(k.as_bytes(), v.as_bytes()) {
            resp.add_header(h);
        }
    }
    let _ = rq.respond(resp);
}

fn handle_request(files: &Files, rq: &mut tiny_http::Request) -> Reply {
    let method = rq.method().clone();
    let url = rq.url().to_string();
    let (path, query) = url.split_once('?').unwrap_or((&url, ""));
    let Some(path) = percent_decode(path) else {
        return Reply::error(400, "malformed percent-encoding in the path");
    };
    let is_get = matches!(method, tiny_http::Method::Get | tiny_http::Method::Head);
    let is_post = method == tiny_http::Method::Post;
    match path.as_str() {
        "/api/asm" | "/api/disasm" => {
            if !is_post {
                let mut r = Reply::error(405, format!("{path} takes POST"));
                r.allow = Some("POST");
                return r;
            }
            let body = match read_body(rq) {
                Ok(b) => b,
                Err(r) => return r,
            };
            let v: Value = match serde_json::from_slice(&body) {
                Ok(v) => v,
                Err(e) => return Reply::error(400, format!("the body is not valid JSON: {e}")),
            };
            if path == "/api/asm" {
                api_asm(&v)
            } else {
                api_disasm(&v)
            }
        }
        p if p.starts_with("/api/explain/") => {
            if !is_get {
                let mut r = Reply::error(405, "explain takes GET");
                r.allow = Some("GET, HEAD");
                return r;
            }
            let target = query_param(query, "target");
            api_explain(
                &p["/api/explain/".len()..],
                target.as_deref(),
                files.1.as_deref(),
            )
        }
        p if p.starts_with("/api/") => Reply::error(404, format!("no endpoint {p}")),
        p => {
            let key = match p.trim_start_matches('/') {
                "" => "index.html",
                k => k,
            };
            let Some(content) = files.0.get(key) else {
                return Reply::error(404, format!("no page {p}"));
            };
            if !is_get {
                let mut r = Reply::error(405, "pages take GET");
                r.allow = Some("GET, HEAD");
                return r;
            }
            Reply {
                status: 200,
                content_type: content_type(key),
                body: content.clone(),
                allow: None,
            }
        }
    }
}

/// The body, at most [`MAX_BODY`] bytes, or the error reply.
fn read_body(rq: &mut tiny_http::Request) -> Result<Vec<u8>, Reply> {
    let too_big = || {
        Reply::error(
            413,
            format!("the request body is larger than {MAX_BODY} bytes"),
        )
    };
    if rq.body_length().is_some_and(|n| n > MAX_BODY) {
        return Err(too_big());
    }
    let mut body = Vec::new();
    rq.as_reader()
        .take(MAX_BODY as u64 + 1)
        .read_to_end(&mut body)
        .map_err(|e| Reply::error(400, format!("reading the request body: {e}")))?;
    if body.len() > MAX_BODY {
        return Err(too_big());
    }
    Ok(body)
}

/// The target named by `v.target` and `v.wave_size`.
fn target_of(v: &Value) -> Result<Target, Reply> {
    let Some(name) = v.get("target").and_then(Value::as_str) else {
        return Err(Reply::error(
            400,
            "missing \"target\" (a string such as \"gfx950\")",
        ));
    };
    let t = Target::from_name(name).map_err(|e| Reply::error(400, e.to_string()))?;
    match v.get("wave_size") {
        None | Some(Value::Null) => Ok(t),
        Some(w) => match w.as_u64() {
            Some(n @ (32 | 64)) => t
                .with_wave_size(n as u32)
                .map_err(|e| Reply::error(400, e.to_string())),
            _ => Err(Reply::error(400, "\"wave_size\" must be 32 or 64")),
        },
    }
}

fn string_field<'a>(v: &'a Value, key: &str) -> Result<&'a str, Reply> {
    v.get(key)
        .and_then(Value::as_str)
        .ok_or_else(|| Reply::error(400, format!("missing \"{key}\" (a string)")))
}

fn api_asm(v: &Value) -> Reply {
    let (target, text) = match (target_of(v), string_field(v, "text")) {
        (Ok(t), Ok(x)) => (t, x),
        (Err(r), _) | (_, Err(r)) => return r,
    };
    match parse_source(target, text) {
        Err(e) => Reply::json(
            400,
            &json!({ "error": { "line": e.line, "col": e.col, "message": e.msg } }),
        ),
        Ok(stmts) => {
            let mut lines = Vec::new();
            for s in &stmts {
                match &s.item {
                    Item::Label(l) => lines.push(json!({ "line": s.line, "label": l })),
                    Item::Inst(inst) => {
                        let mut text = String::new();
                        let _ = inst.write_text(&mut text);
                        lines.push(json!({
                            "line": s.line,
                            "text": text,
                            "bytes": inst.encode().as_bytes(),
                            "name": inst.mnemonic(),
                        }));
                    }
                }
            }
            Reply::json(
                200,
                &json!({ "target": target.name(), "wave_size": target.wave_size(), "lines": lines }),
            )
        }
    }
}

fn api_disasm(v: &Value) -> Reply {
    let (target, hex) = match (target_of(v), string_field(v, "hex")) {
        (Ok(t), Ok(x)) => (t, x),
        (Err(r), _) | (_, Err(r)) => return r,
    };
    let bytes = match parse_hex(hex) {
        Ok(b) => b,
        Err((line, col, message)) => {
            return Reply::json(
                400,
                &json!({ "error": { "line": line, "col": col, "message": message } }),
            )
        }
    };
    let mut lines = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        match decode(target, &bytes[at..]) {
            Ok(inst) => {
                let n = inst.len().clamp(1, bytes.len() - at);
                let mut text = String::new();
                let _ = inst.write_text(&mut text);
                lines.push(json!({
                    "offset": at,
                    "text": text,
                    "bytes": &bytes[at..at + n],
                    "name": inst.mnemonic(),
                }));
                at += n;
            }
            Err(e) => {
                let n = match e {
                    DecodeError::Unsupported { len } => len,
                    _ => 4,
                }
                .clamp(1, bytes.len() - at);
                lines.push(json!({
                    "offset": at,
                    "bytes": &bytes[at..at + n],
                    "error": e.to_string(),
                }));
                at += n;
            }
        }
    }
    Reply::json(
        200,
        &json!({ "target": target.name(), "wave_size": target.wave_size(), "lines": lines }),
    )
}

fn api_explain(name: &str, target: Option<&str>, spec: Option<&SpecSet>) -> Reply {
    let scope = match target {
        None | Some("") => Scope::AllTargets,
        Some(t) => match Target::from_name(t) {
            Ok(t) => Scope::Target(t),
            Err(e) => return Reply::error(400, e.to_string()),
        },
    };
    match page_with(name, scope, spec) {
        Ok(p) => Reply {
            status: 200,
            content_type: "application/json",
            body: render_json(&p).into_bytes(),
            allow: None,
        },
        Err(e) => {
            let message = e.to_string();
            let v = match e {
                LookupError::Unknown { suggestions, .. } => {
                    json!({ "error": { "message": message, "suggestions": suggestions } })
                }
                LookupError::NotOnTarget {
                    exists_on, here_as, ..
                } => json!({ "error": {
                    "message": message,
                    "exists_on": exists_on,
                    "suggestions": here_as.into_iter().collect::<Vec<_>>(),
                } }),
            };
            Reply::json(404, &v)
        }
    }
}

/// The value of `key` in a URL query string, percent-decoded.
fn query_param(query: &str, key: &str) -> Option<String> {
    query.split('&').find_map(|kv| {
        let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
        (k == key).then(|| percent_decode(&v.replace('+', " ")).unwrap_or_default())
    })
}

fn percent_decode(s: &str) -> Option<String> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = std::str::from_utf8(b.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// Bytes from llvm-mc style byte lists (`0x00,0x00,0x66,0xd8`) and hex dwords
/// (`D8660000 05000201`, little-endian), as `disasm` reads them; comments after
/// `;`, `#` or `//`. Errors carry a 1-based line and column.
fn parse_hex(text: &str) -> Result<Vec<u8>, (usize, usize, String)> {
    let mut bytes = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let end = [line.find(';'), line.find('#'), line.find("//")]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(line.len());
        let body = &line[..end];
        let sep = |c: char| c == ',' || c == '[' || c == ']' || c.is_whitespace();
        let mut i = 0;
        for tok in body.split(sep) {
            let start = i;
            i += tok.len() + 1;
            if tok.is_empty() {
                continue;
            }
            let (digits, prefixed) = match tok.strip_prefix("0x").or(tok.strip_prefix("0X")) {
                Some(rest) => (rest, true),
                None => (tok, false),
            };
            let value = if digits.len() <= 8 && digits.bytes().all(|c| c.is_ascii_hexdigit()) {
                u32::from_str_radix(digits, 16).ok()
            } else {
                None
            };
            match (value, prefixed, digits.len()) {
                (Some(v), true, 1..=2) => bytes.push(v as u8),
                (Some(v), _, 8) => bytes.extend_from_slice(&v.to_le_bytes()),
                _ => {
                    let col = line[..start].chars().count() + 1;
                    return Err((
                        n + 1,
                        col,
                        format!(
                            "invalid input token '{tok}': expected a byte like 0x1f or a dword like D8660000"
                        ),
                    ));
                }
            }
        }
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_forms() {
        assert_eq!(
            parse_hex("0x00,0x00,0x66,0xd8 ; c\nD8660000").unwrap(),
            vec![0, 0, 0x66, 0xd8, 0, 0, 0x66, 0xd8]
        );
        assert_eq!(parse_hex("0x00 zz").unwrap_err().1, 6);
        assert_eq!(parse_hex("é 0x0g").unwrap_err().1, 1);
    }

    #[test]
    fn asm_endpoint() {
        let r = api_asm(&json!({"target": "gfx950", "text": "ds_max_rtn_f32 v5, v1, v2"}));
        assert_eq!(r.status, 200);
        let v: Value = serde_json::from_slice(&r.body).unwrap();
        assert_eq!(
            v["lines"][0]["bytes"],
            json!([0, 0, 0x66, 0xd8, 1, 2, 0, 5])
        );
        let r = api_asm(&json!({"target": "gfx950", "text": "\n  ds_bogus v1"}));
        assert_eq!(r.status, 400);
        let v: Value = serde_json::from_slice(&r.body).unwrap();
        assert_eq!(v["error"]["line"], 2);
        assert_eq!(api_asm(&json!({"target": "gfx1"})).status, 400);
        assert_eq!(api_asm(&json!([1, 2])).status, 400);
        let r = api_asm(&json!({"target": "gfx908", "wave_size": 32, "text": ""}));
        assert_eq!(r.status, 400);
    }

    #[test]
    fn disasm_and_explain_endpoints() {
        let r = api_disasm(&json!({"target": "gfx950", "hex": "D8660000 05000201"}));
        assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.body));
        let v: Value = serde_json::from_slice(&r.body).unwrap();
        assert_eq!(v["lines"][0]["name"], "ds_max_rtn_f32");
        let r = api_disasm(&json!({"target": "gfx950", "hex": "0x1"}));
        assert_eq!(r.status, 200);
        assert_eq!(
            api_disasm(&json!({"target": "gfx950", "hex": "xyz"})).status,
            400
        );
        assert_eq!(
            api_explain("ds_max_rtn_f32", Some("gfx950"), None).status,
            200
        );
        let r = api_explain("ds_max_rtn_f3", None, None);
        assert_eq!(r.status, 404);
        let v: Value = serde_json::from_slice(&r.body).unwrap();
        assert_eq!(v["error"]["suggestions"][0], "ds_max_rtn_f32");
        assert_eq!(
            api_explain("ds_max_rtn_f32", Some("gfx1"), None).status,
            400
        );
    }

    #[test]
    fn explain_endpoint_with_amd_spec() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../doc/tests/data/spec");
        let set = SpecSet::load_dir(&dir).unwrap();
        let r = api_explain("ds_max_rtn_f32", Some("gfx950"), Some(&set));
        assert_eq!(r.status, 200);
        let v: Value = serde_json::from_slice(&r.body).unwrap();
        assert_eq!(v["amd_spec"][0]["name"], "DS_MAX_RTN_F32");
        assert_eq!(
            v["variants"][0]["operands"][2]["amd_data_format"],
            "FMT_NUM_F32"
        );
    }

    #[test]
    fn query_and_percent() {
        assert_eq!(
            query_param("a=1&target=gfx%39", "target").as_deref(),
            Some("gfx9")
        );
        assert_eq!(percent_decode("%zz"), None);
        assert_eq!(percent_decode("%"), None);
    }
}

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
//! Every error the server makes is a JSON `{error: {message, ...}}` with a 4xx
//! or 5xx status (a request too malformed to parse gets the HTTP layer's bare
//! 400 or 431, or a closed connection). The two POST endpoints take only
//! `Content-Type: application/json` (else 415), so a page on another site
//! cannot post a plain form to a local server.
//!
//! [`handle`] turns one request into a [`Reply`] and does no I/O. Around it,
//! the HTTP layer (hyper on tokio) keeps every resource bounded:
//!
//! - it listens on 127.0.0.1 unless `--bind` names another address;
//! - a body over [`MAX_BODY`] gets 413 (at once when its declared length is
//!   over), a request head over [`MAX_HEAD`] gets 431;
//! - a request's head, and then its body, must arrive within the request
//!   timeout (10 s): a late body gets 408; a late head, like a connection
//!   idle that long between requests, is closed;
//! - at most [`MAX_CONNECTIONS`] connections, each closed after
//!   [`CONNECTION_LIFETIME`] (once its current request is answered);
//!   connections over the limit get 503 and are closed;
//! - at most [`MAX_IN_FLIGHT`] requests handled at once: more get 503 with
//!   `Retry-After` at once, not a place in a queue;
//! - handlers run on blocking threads with [`HANDLER_STACK`] bytes of stack,
//!   inside `catch_unwind`: a panic gives 500 and the server goes on.

use crate::Failure;
use amdgpu_doc::site::{self, build, Options, SiteFile};
use amdgpu_doc::spec::SpecSet;
use amdgpu_doc::{page_with, render_json, LookupError, Scope};
use amdgpu_isa::{decode, parse_source, DecodeError, Item, Target};
use bytes::Bytes;
use http_body_util::{BodyExt, Full, LengthLimitError, Limited};
use hyper::body::Incoming;
use hyper::header::{self, HeaderValue};
use hyper::server::conn::http1;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::pin::Pin;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::net::{TcpListener, TcpStream};

#[derive(clap::Args)]
pub struct Args {
    /// TCP port (0 picks a free one; the address is printed).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// Address to listen on. The default is loopback only: other machines
    /// cannot connect unless told otherwise (e.g. --bind 0.0.0.0).
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1")]
    pub bind: IpAddr,
    /// Add AMD's description and operand types from the `amdgpu_isa_<arch>.xml`
    /// files in DIR (default: $AMDGPU_ISA_SPEC; see `spec-check`).
    #[arg(long, value_name = "DIR")]
    pub spec: Option<std::path::PathBuf>,
    /// Milliseconds a client has to send a request's head, and then its body
    /// (tests use short ones).
    #[arg(long, value_name = "MS", default_value_t = 10_000, hide = true)]
    pub request_timeout_ms: u64,
}

/// The largest request body accepted.
pub const MAX_BODY: usize = 1 << 20;

/// The largest request head (request line and headers) accepted.
pub const MAX_HEAD: usize = 32 << 10;

/// Requests handled at once; more get 503.
pub const MAX_IN_FLIGHT: usize = 64;

/// Connections open at once; more get 503 and are closed.
pub const MAX_CONNECTIONS: usize = 256;

/// How long a connection may stay open; then it is closed once its current
/// request is answered, so no client holds one of [`MAX_CONNECTIONS`] for good.
pub const CONNECTION_LIFETIME: Duration = Duration::from_secs(120);

/// Stack of the threads that run [`handle`]: deep recursion on hostile input
/// must not overflow it (address space only; pages are touched as used).
pub const HANDLER_STACK: usize = 64 << 20;

/// The pages, by URL path without the leading `/`, and the AMD spec that
/// `/api/explain` adds.
pub struct Pages {
    files: HashMap<String, Bytes>,
    spec: Option<Arc<SpecSet>>,
}

impl Pages {
    pub fn new(files: Vec<SiteFile>, spec: Option<Arc<SpecSet>>) -> Pages {
        Pages {
            files: files
                .into_iter()
                .map(|f| (f.path, Bytes::from(f.content)))
                .collect(),
            spec,
        }
    }
}

/// A response before it is sent.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub content_type: &'static str,
    pub body: Bytes,
    /// The `Allow` header of a 405.
    pub allow: Option<&'static str>,
}

impl Reply {
    fn json(status: u16, v: &Value) -> Reply {
        let mut body = serde_json::to_vec(v).unwrap_or_default();
        body.push(b'\n');
        Reply {
            status,
            content_type: "application/json",
            body: body.into(),
            allow: None,
        }
    }
    fn error(status: u16, message: impl Into<String>) -> Reply {
        Reply::json(status, &json!({ "error": { "message": message.into() } }))
    }
    fn not_allowed(message: impl Into<String>, allow: &'static str) -> Reply {
        let mut r = Reply::error(405, message);
        r.allow = Some(allow);
        r
    }
}

fn too_big() -> Reply {
    Reply::error(
        413,
        format!("the request body is larger than {MAX_BODY} bytes"),
    )
}

fn internal_error() -> Reply {
    Reply::error(500, "internal error while handling the request")
}

/// Answers one request. `method` as sent (`GET`); `path` and `query` as in
/// the request target, still percent-encoded (`query` without its `?`, empty
/// when there is none); `content_type` the raw header, if any; `body` the
/// whole body. Does no I/O, so any input can be tried on it alone.
pub fn handle(
    pages: &Pages,
    method: &str,
    path: &str,
    query: &str,
    content_type: Option<&[u8]>,
    body: &[u8],
) -> Reply {
    let Some(path) = percent_decode(path) else {
        return Reply::error(400, "malformed percent-encoding in the path");
    };
    let is_get = method == "GET" || method == "HEAD";
    match path.as_str() {
        "/api/asm" | "/api/disasm" => {
            if method != "POST" {
                return Reply::not_allowed(format!("{path} takes POST"), "POST");
            }
            if !is_json(content_type) {
                return Reply::error(
                    415,
                    format!("{path} takes a JSON body: send Content-Type: application/json"),
                );
            }
            if body.len() > MAX_BODY {
                return too_big();
            }
            let v: Value = match serde_json::from_slice(body) {
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
                return Reply::not_allowed("explain takes GET", "GET, HEAD");
            }
            let target = query_param(query, "target");
            api_explain(
                &p["/api/explain/".len()..],
                target.as_deref(),
                pages.spec.as_deref(),
            )
        }
        p if p.starts_with("/api/") => Reply::error(404, format!("no endpoint {p}")),
        p => {
            let key = match p.trim_start_matches('/') {
                "" => "index.html",
                k => k,
            };
            let Some(content) = pages.files.get(key) else {
                return Reply::error(404, format!("no page {p}"));
            };
            if !is_get {
                return Reply::not_allowed("pages take GET", "GET, HEAD");
            }
            Reply {
                status: 200,
                content_type: site::content_type(key),
                body: content.clone(),
                allow: None,
            }
        }
    }
}

/// Whether a Content-Type header names JSON (`application/json`, any case,
/// with or without parameters such as `charset=utf-8`).
fn is_json(content_type: Option<&[u8]>) -> bool {
    let Some(ct) = content_type else {
        return false;
    };
    let essence = ct.split(|&b| b == b';').next().unwrap_or_default();
    essence
        .trim_ascii()
        .eq_ignore_ascii_case(b"application/json")
}

/// What the server shares among connections.
struct State {
    pages: Pages,
    http: http1::Builder,
    timeout: Duration,
    in_flight: Arc<AtomicUsize>,
    connections: Arc<AtomicUsize>,
    refusing: Arc<AtomicUsize>,
}

/// One unit of a bounded count, given back when dropped, also when a panic
/// unwinds past it, so a failed request cannot keep its place.
struct Slot(Arc<AtomicUsize>);

impl Slot {
    fn take(count: &Arc<AtomicUsize>, max: usize) -> Option<Slot> {
        count
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| {
                (n < max).then_some(n + 1)
            })
            .ok()?;
        Some(Slot(Arc::clone(count)))
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

pub fn run(args: Args) -> Result<ExitCode, Failure> {
    let start = Instant::now();
    let spec = crate::spec_check::load(&args.spec)?.map(Arc::new);
    let site = build(Options {
        interactive: true,
        spec: spec.clone(),
    });
    for (name, why) in &site.failures {
        eprintln!("warning: no page for {name}: {why}");
    }
    let pages = Pages::new(site.files, spec);
    let addr = SocketAddr::new(args.bind, args.port);
    let listener = std::net::TcpListener::bind(addr)
        .and_then(|l| l.set_nonblocking(true).map(|()| l))
        .map_err(|e| Failure::usage(format!("cannot listen on {addr}: {e}")))?;
    let local = listener.local_addr().unwrap_or(addr);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_io()
        .enable_time()
        .thread_name("serve")
        // the blocking threads run the handlers: one per request in flight
        .max_blocking_threads(MAX_IN_FLIGHT)
        .thread_stack_size(HANDLER_STACK)
        .build()
        .map_err(|e| Failure::usage(format!("cannot start the server's threads: {e}")))?;
    let timeout = Duration::from_millis(args.request_timeout_ms.max(1));
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(timeout)
        .max_header_size(MAX_HEAD)
        .max_buf_size(2 * MAX_HEAD);
    let state = Arc::new(State {
        pages,
        http,
        timeout,
        in_flight: Arc::default(),
        connections: Arc::default(),
        refusing: Arc::default(),
    });
    eprintln!(
        "serving {} pages on http://{local}/ (built in {:.2} s); Ctrl-C stops",
        site.pages,
        start.elapsed().as_secs_f64()
    );
    runtime.block_on(async move {
        let listener = TcpListener::from_std(listener)
            .map_err(|e| Failure::usage(format!("cannot listen on {addr}: {e}")))?;
        loop {
            let stream = match listener.accept().await {
                Ok((s, _)) => s,
                Err(e) => {
                    // e.g. out of file descriptors: wait for some to close
                    // rather than spin
                    eprintln!("warning: accepting a connection: {e}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            };
            if let Some(slot) = Slot::take(&state.connections, MAX_CONNECTIONS) {
                tokio::spawn(serve_connection(stream, Arc::clone(&state), slot));
            } else if let Some(slot) = Slot::take(&state.refusing, MAX_CONNECTIONS) {
                tokio::spawn(refuse(stream, slot));
            } // else dropped, which closes it
        }
    })
}

/// Serves the requests of one connection, for at most [`CONNECTION_LIFETIME`].
async fn serve_connection(stream: TcpStream, state: Arc<State>, _slot: Slot) {
    let _ = stream.set_nodelay(true);
    let st = Arc::clone(&state);
    let service = hyper::service::service_fn(move |rq| respond(Arc::clone(&st), rq));
    let conn = state.http.serve_connection(TokioIo::new(stream), service);
    let mut conn = std::pin::pin!(conn);
    // errors (a malformed or late head, a client gone) only end the connection
    if tokio::time::timeout(CONNECTION_LIFETIME, conn.as_mut())
        .await
        .is_err()
    {
        conn.as_mut().graceful_shutdown();
        let _ = tokio::time::timeout(2 * state.timeout, conn).await;
    }
}

/// Reads the body within the limits, then runs [`handle`] on a blocking thread.
async fn respond(
    state: Arc<State>,
    rq: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, Infallible> {
    let (parts, body) = rq.into_parts();
    let declared = parts
        .headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    if declared.is_some_and(|n| n > MAX_BODY as u64) {
        return Ok(response(too_big()));
    }
    let body =
        match tokio::time::timeout(state.timeout, Limited::new(body, MAX_BODY).collect()).await {
            Ok(Ok(b)) => b.to_bytes(),
            Ok(Err(e)) if e.is::<LengthLimitError>() => return Ok(response(too_big())),
            Ok(Err(e)) => {
                let r = Reply::error(400, format!("reading the request body: {e}"));
                return Ok(response(r));
            }
            Err(_) => {
                let r = Reply::error(
                    408,
                    format!(
                        "the request body did not arrive within {} ms",
                        state.timeout.as_millis()
                    ),
                );
                return Ok(response(r));
            }
        };
    // taken only now, so a client slow to send its body holds no place
    let Some(slot) = Slot::take(&state.in_flight, MAX_IN_FLIGHT) else {
        let r = Reply::error(
            503,
            format!("busy: {MAX_IN_FLIGHT} requests are being handled; try again"),
        );
        return Ok(response(r));
    };
    let st = Arc::clone(&state);
    let reply = guarded(slot, move || {
        let content_type = parts
            .headers
            .get(header::CONTENT_TYPE)
            .map(HeaderValue::as_bytes);
        let uri = &parts.uri;
        handle(
            &st.pages,
            parts.method.as_str(),
            uri.path(),
            uri.query().unwrap_or(""),
            content_type,
            &body,
        )
    })
    .await;
    Ok(response(reply))
}

/// Runs `work` on a blocking thread (a big stack, off the threads that move
/// bytes) holding `slot` until it ends; a panic in it is a 500.
async fn guarded(slot: Slot, work: impl FnOnce() -> Reply + Send + 'static) -> Reply {
    tokio::task::spawn_blocking(move || {
        let _slot = slot;
        catch_unwind(AssertUnwindSafe(work)).unwrap_or_else(|_| internal_error())
    })
    .await
    .unwrap_or_else(|_| internal_error())
}

fn response(r: Reply) -> Response<Full<Bytes>> {
    let mut resp = Response::new(Full::new(r.body));
    *resp.status_mut() =
        StatusCode::from_u16(r.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let h = resp.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(r.content_type),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if let Some(a) = r.allow {
        h.insert(header::ALLOW, HeaderValue::from_static(a));
    }
    if r.status == 503 {
        h.insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    }
    if matches!(r.status, 408 | 413 | 503) {
        // the rest of the body is not read: do not reuse the connection
        h.insert(header::CONNECTION, HeaderValue::from_static("close"));
    }
    resp
}

/// Answers a connection over [`MAX_CONNECTIONS`] with 503 and closes it.
async fn refuse(mut stream: TcpStream, _slot: Slot) {
    let body = format!(
        "{{\"error\":{{\"message\":\"busy: {MAX_CONNECTIONS} connections are open; try again\"}}}}\n"
    );
    let text = format!(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n\
         Cache-Control: no-store\r\nRetry-After: 1\r\nConnection: close\r\n\
         Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        let mut out = text.as_bytes();
        while !out.is_empty() {
            stream.writable().await?;
            match stream.try_write(out) {
                Ok(n) => out = &out[n..],
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                Err(e) => return Err(e),
            }
        }
        std::future::poll_fn(|cx| tokio::io::AsyncWrite::poll_shutdown(Pin::new(&mut stream), cx))
            .await?;
        // read what the client sent until it closes: closing with unread
        // data would reset the connection, and the client could lose the 503
        let mut sink = [0u8; 4096];
        loop {
            stream.readable().await?;
            match stream.try_read(&mut sink) {
                Ok(0) => return Ok(()),
                Ok(_) => {}
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                Err(e) => return Err(e),
            }
        }
    })
    .await;
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
            body: render_json(&p).into(),
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

    fn pages() -> Pages {
        let files = vec![SiteFile {
            path: "index.html".into(),
            content: b"<p>index</p>".to_vec(),
        }];
        Pages::new(files, None)
    }

    const ASM: &[u8] = br#"{"target":"gfx950","text":"ds_max_rtn_f32 v5, v1, v2"}"#;

    /// The status of `handle`, after checking that an error is JSON.
    fn status(method: &str, path: &str, ct: Option<&[u8]>, body: &[u8]) -> u16 {
        let r = handle(&pages(), method, path, "", ct, body);
        if r.status >= 400 {
            let v: Value = serde_json::from_slice(&r.body).unwrap();
            assert!(v["error"]["message"].is_string(), "{v}");
        }
        r.status
    }

    #[test]
    fn routes_methods_and_content_types() {
        let json = Some(&b"application/json"[..]);
        assert_eq!(status("GET", "/", None, b""), 200);
        assert_eq!(status("HEAD", "/index.html", None, b""), 200);
        assert_eq!(status("POST", "/", json, b""), 405);
        assert_eq!(status("GET", "/nope.html", None, b""), 404);
        assert_eq!(status("GET", "/api/nope", None, b""), 404);
        assert_eq!(status("GET", "/api/%zz", None, b""), 400);
        assert_eq!(status("POST", "/api/explain/s_nop", json, b""), 405);
        assert_eq!(status("GET", "/api/asm", None, b""), 405);
        assert_eq!(
            handle(&pages(), "PUT", "/api/disasm", "", json, b"").allow,
            Some("POST")
        );
        assert_eq!(status("POST", "/api/asm", json, ASM), 200);
        assert_eq!(status("POST", "/api/%61sm", json, ASM), 200);
        let utf8 = Some(&b"application/json; charset=utf-8"[..]);
        assert_eq!(status("POST", "/api/asm", utf8, ASM), 200);
        assert_eq!(status("POST", "/api/asm", None, ASM), 415);
        assert_eq!(status("POST", "/api/asm", Some(b"text/plain"), ASM), 415);
        assert_eq!(status("POST", "/api/disasm", json, b"{"), 400);
        let huge = vec![b' '; MAX_BODY + 1];
        assert_eq!(status("POST", "/api/disasm", json, &huge), 413);
        let r = handle(
            &pages(),
            "GET",
            "/api/explain/ds_max_rtn_f32",
            "target=gfx950",
            None,
            b"",
        );
        assert_eq!(r.status, 200);
        assert_eq!(r.content_type, "application/json");
    }

    #[test]
    fn json_content_types() {
        for ct in [
            &b"application/json"[..],
            b"Application/JSON",
            b" application/json ; charset=UTF-8",
            b"application/json;",
        ] {
            assert!(is_json(Some(ct)), "{ct:?}");
        }
        for ct in [
            &b""[..],
            b"text/plain",
            b"text/plain; x=application/json",
            b"application/jsonx",
            b"application/json-patch+json",
            b"application/x-www-form-urlencoded",
            b"application/\xffjson",
        ] {
            assert!(!is_json(Some(ct)), "{ct:?}");
        }
        assert!(!is_json(None));
    }

    #[test]
    fn slots_are_bounded_and_given_back_on_unwind() {
        let count = Arc::new(AtomicUsize::new(0));
        let held: Vec<Slot> = (0..3).map(|_| Slot::take(&count, 3).unwrap()).collect();
        assert!(Slot::take(&count, 3).is_none());
        assert_eq!(count.load(Ordering::SeqCst), 3);
        drop(held);
        let c = Arc::clone(&count);
        let r = std::thread::spawn(move || {
            let _slot = Slot::take(&c, 3).unwrap();
            panic!("a handler failing");
        })
        .join();
        assert!(r.is_err());
        assert_eq!(count.load(Ordering::SeqCst), 0);
    }

    #[test]
    fn a_panicking_handler_is_a_500_and_gives_its_slot_back() {
        let rt = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        let count = Arc::new(AtomicUsize::new(0));
        let slot = Slot::take(&count, 1).unwrap();
        let r = rt.block_on(guarded(slot, || panic!("a handler failing")));
        assert_eq!(r.status, 500);
        let v: Value = serde_json::from_slice(&r.body).unwrap();
        assert!(v["error"]["message"].is_string());
        assert_eq!(count.load(Ordering::SeqCst), 0);
        let slot = Slot::take(&count, 1).unwrap();
        let r = rt.block_on(guarded(slot, || Reply::error(418, "fine")));
        assert_eq!(r.status, 418);
        assert_eq!(count.load(Ordering::SeqCst), 0);
    }

    #[test]
    fn response_headers() {
        let r = response(Reply::error(503, "busy"));
        assert_eq!(r.status(), 503);
        assert_eq!(r.headers()["retry-after"], "1");
        assert_eq!(r.headers()["connection"], "close");
        assert_eq!(r.headers()["content-type"], "application/json");
        let r = response(handle(&pages(), "DELETE", "/", "", None, b""));
        assert_eq!(r.status(), 405);
        assert_eq!(r.headers()["allow"], "GET, HEAD");
        let r = response(handle(&pages(), "GET", "/", "", None, b""));
        assert_eq!(r.status(), 200);
        assert_eq!(r.headers()["x-content-type-options"], "nosniff");
        assert_eq!(r.headers()["cache-control"], "no-store");
        assert_eq!(r.headers()["content-type"], "text/html; charset=utf-8");
        assert!(!r.headers().contains_key("connection"));
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

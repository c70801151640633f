//! `amdgpu-isa serve`: bad requests get a 4xx JSON error and the server keeps
//! serving; a good request after them still works. Abuse (huge declared
//! lengths, deep nesting, slow clients, a huge header, too many connections)
//! leaves it answering quickly with its memory back near where it started, and
//! a bounded load test of mixed requests prints throughput and latency
//! (`cargo test -p amdgpu-isa-cli --test serve -- --nocapture`).

use std::io::{ErrorKind, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Kills the server when the test ends, passing or failing.
struct Server {
    child: Child,
    port: u16,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn start() -> Server {
    start_with(&[])
}

/// Starts the server on a free port with `extra` arguments and waits until it
/// answers; tries a few ports, in case another process takes the one picked
/// in between.
fn start_with(extra: &[&str]) -> Server {
    let mut last = String::new();
    for attempt in 0..5 {
        let port = free_port();
        let log = std::env::temp_dir().join(format!(
            "amdgpu-isa-serve-test-{}-{port}-{attempt}.log",
            std::process::id()
        ));
        let child = Command::new(env!("CARGO_BIN_EXE_amdgpu-isa"))
            .args(["serve", "--port", &port.to_string()])
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        let mut server = Server { child, port };
        let deadline = Instant::now() + Duration::from_secs(60);
        let up = loop {
            if let Ok(Some(status)) = server.child.try_wait() {
                last = format!(
                    "server exited early ({status}): {}",
                    std::fs::read_to_string(&log).unwrap_or_default()
                );
                break false;
            }
            if TcpStream::connect(("127.0.0.1", port)).is_ok() {
                let (status, _) = get(&server, "/");
                if status == 200 {
                    break true;
                }
            }
            assert!(Instant::now() < deadline, "server did not answer in 60 s");
            std::thread::sleep(Duration::from_millis(50));
        };
        let _ = std::fs::remove_file(&log);
        if up {
            return server;
        }
    }
    panic!("{last}");
}

fn connect(server: &Server) -> TcpStream {
    let s = TcpStream::connect(("127.0.0.1", server.port)).expect("connect to the server");
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    s.set_write_timeout(Some(Duration::from_secs(20))).unwrap();
    s
}

/// The status code of a raw response (0 when there is no status line) and its body.
fn parse_response(resp: &[u8]) -> (u16, String) {
    let text = String::from_utf8_lossy(resp).into_owned();
    let status = text
        .strip_prefix("HTTP/1.1 ")
        .and_then(|r| r.get(..3))
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = text
        .split_once("\r\n\r\n")
        .map(|x| x.1.to_string())
        .unwrap_or_default();
    (status, body)
}

/// Sends `head` and `body` raw; returns the status code (0 when there was no
/// status line) and the response body.
fn request(server: &Server, head: &str, body: &[u8]) -> (u16, String) {
    request_bytes(server, head.as_bytes(), body)
}

fn request_bytes(server: &Server, head: &[u8], body: &[u8]) -> (u16, String) {
    let Ok(mut s) = TcpStream::connect(("127.0.0.1", server.port)) else {
        return (0, String::new());
    };
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    s.set_write_timeout(Some(Duration::from_secs(20))).unwrap();
    let _ = s.write_all(head);
    // the server may answer (413) before reading all of an oversized body
    let _ = s.write_all(body);
    let mut resp = Vec::new();
    let _ = s.read_to_end(&mut resp);
    parse_response(&resp)
}

/// Sends `raw` and waits at most 10 s for the server to answer or close:
/// the status (0 for a close without an answer), or None when it did neither.
fn answer_or_close(server: &Server, raw: &[u8]) -> Option<u16> {
    let mut s = connect(server);
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let _ = s.write_all(raw);
    let mut resp = Vec::new();
    match s.read_to_end(&mut resp) {
        Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => None,
        _ => Some(parse_response(&resp).0),
    }
}

fn post_as(server: &Server, path: &str, content_type: &str, body: &[u8]) -> (u16, String) {
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: t\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    request(server, &head, body)
}

fn post(server: &Server, path: &str, body: &[u8]) -> (u16, String) {
    post_as(server, path, "application/json", body)
}

fn get(server: &Server, path: &str) -> (u16, String) {
    request(
        server,
        &format!("GET {path} HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n"),
        b"",
    )
}

fn json_of(body: &str) -> serde_json::Value {
    serde_json::from_str(body).unwrap_or_else(|e| panic!("not JSON ({e}): {body}"))
}

const GOOD_ASM: &[u8] = br#"{"target":"gfx950","text":"ds_max_rtn_f32 v5, v1, v2"}"#;

/// The server's resident memory in MB, from /proc/PID/status (None where
/// there is no /proc; on Linux there must be).
fn rss_mb(server: &Server) -> Option<f64> {
    let status = std::fs::read_to_string(format!("/proc/{}/status", server.child.id()));
    if cfg!(target_os = "linux") {
        assert!(status.is_ok(), "reading /proc of the server: {status:?}");
    }
    let kb: f64 = status
        .ok()?
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())?;
    Some(kb / 1024.0)
}

/// After abuse: the server is running, a good request answers in < 100 ms
/// (best of 3) and its memory is within 50 MB of `rss_before`.
fn assert_recovered(server: &mut Server, what: &str, rss_before: Option<f64>) {
    assert!(
        matches!(server.child.try_wait(), Ok(None)),
        "{what}: the server stopped"
    );
    let mut best = Duration::MAX;
    for _ in 0..3 {
        let t = Instant::now();
        let (status, body) = post(server, "/api/asm", GOOD_ASM);
        let took = t.elapsed();
        assert_eq!(status, 200, "{what}: a good request after it: {body}");
        assert_eq!(
            json_of(&body)["lines"][0]["bytes"],
            serde_json::json!([0, 0, 0x66, 0xd8, 1, 2, 0, 5])
        );
        best = best.min(took);
    }
    println!(
        "{what}: a good request after it answered in {:.1} ms (best of 3)",
        best.as_secs_f64() * 1e3
    );
    assert!(
        best < Duration::from_millis(100),
        "{what}: a good request took {best:?}"
    );
    if let (Some(before), Some(after)) = (rss_before, rss_mb(server)) {
        println!("{what}: server RSS {before:.1} MB before, {after:.1} MB after");
        assert!(
            after < before + 50.0,
            "{what}: RSS {before:.1} MB -> {after:.1} MB"
        );
    }
}

#[test]
fn bad_requests_then_a_good_one() {
    let server = start();
    let huge = vec![b'x'; 3 << 20];
    let bad: Vec<(&str, (u16, String))> = vec![
        ("bad JSON", post(&server, "/api/asm", b"{\"target\": ")),
        ("not an object", post(&server, "/api/asm", b"[1,2,3]")),
        ("binary body", post(&server, "/api/disasm", &[0xff, 0xfe, 0, 1])),
        (
            "unknown target",
            post(&server, "/api/asm", br#"{"target":"gfx9999","text":"s_nop 0"}"#),
        ),
        (
            "missing text",
            post(&server, "/api/asm", br#"{"target":"gfx950"}"#),
        ),
        (
            "bad wave size",
            post(&server, "/api/asm", br#"{"target":"gfx950","text":"","wave_size":48}"#),
        ),
        (
            "bad assembly",
            post(&server, "/api/asm", br#"{"target":"gfx950","text":"ds_max_rtn_f32 v5, v1,"}"#),
        ),
        (
            "bad hex",
            post(&server, "/api/disasm", br#"{"target":"gfx950","hex":"0xzz"}"#),
        ),
        ("huge body", post(&server, "/api/asm", &huge)),
        (
            "huge declared length",
            request(
                &server,
                "POST /api/asm HTTP/1.1\r\nHost: t\r\nContent-Length: 99999999999\r\nConnection: close\r\n\r\n",
                b"{}",
            ),
        ),
        (
            "bad method",
            request(&server, "DELETE /api/asm HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n", b""),
        ),
        ("GET on a POST endpoint", get(&server, "/api/disasm")),
        ("unknown path", get(&server, "/no/such/page.html")),
        ("unknown endpoint", get(&server, "/api/nothing")),
        ("bad percent-encoding", get(&server, "/api/explain/%zz")),
        ("unknown instruction", get(&server, "/api/explain/ds_max_rtn_f3")),
        (
            "explain on an unknown target",
            get(&server, "/api/explain/ds_max_rtn_f32?target=gfx1"),
        ),
        (
            "wrong content type",
            post_as(&server, "/api/asm", "text/plain", GOOD_ASM),
        ),
        (
            "no content type",
            request(
                &server,
                &format!(
                    "POST /api/disasm HTTP/1.1\r\nHost: t\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                    GOOD_ASM.len()
                ),
                GOOD_ASM,
            ),
        ),
        ("raw UTF-8 path", request_bytes(&server, "GET /é HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n".as_bytes(), b"")),
        // answered by the HTTP layer itself, with no body
        (
            "garbage request line",
            request(&server, "GARBAGE\r\n\r\n", b""),
        ),
        (
            "garbage raw non-ASCII path",
            request_bytes(&server, b"GET /\xff\xfe HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n", b""),
        ),
        (
            "garbage HTTP/2 request line",
            request(&server, "GET / HTTP/2.0\r\nHost: t\r\n\r\n", b""),
        ),
    ];
    for (what, (status, body)) in &bad {
        assert!(
            (400..500).contains(status),
            "{what}: expected a 4xx, got {status}: {body}"
        );
        if what.starts_with("garbage") {
            continue;
        }
        let v = json_of(body);
        assert!(v["error"]["message"].is_string(), "{what}: {body}");
    }
    let by = |what: &str| &bad.iter().find(|b| b.0 == what).unwrap().1;
    let (_, body) = by("bad assembly");
    let v = json_of(body);
    assert_eq!(v["error"]["line"], 1, "{body}");
    let (_, body) = by("unknown instruction");
    let v = json_of(body);
    assert_eq!(v["error"]["suggestions"][0], "ds_max_rtn_f32", "{body}");
    for what in ["wrong content type", "no content type"] {
        let (status, body) = by(what);
        assert_eq!(*status, 415, "{what}: {body}");
    }
    let (status, body) = by("raw UTF-8 path");
    assert_eq!(*status, 404, "{body}");
    let (status, body) = by("huge declared length");
    assert_eq!(*status, 413, "{body}");
    // the HTTP/2 preface: no HTTP/1 server can answer it; it must not hang
    let preface = answer_or_close(&server, b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n");
    assert!(
        matches!(preface, Some(0 | 400..=599)),
        "HTTP/2 preface: {preface:?}"
    );

    // JSON with parameters is JSON
    let (status, body) = post_as(
        &server,
        "/api/asm",
        "Application/JSON; charset=utf-8",
        GOOD_ASM,
    );
    assert_eq!(status, 200, "{body}");

    // still serving
    let (status, body) = post(&server, "/api/asm", GOOD_ASM);
    assert_eq!(status, 200, "{body}");
    let v = json_of(&body);
    assert_eq!(
        v["lines"][0]["bytes"],
        serde_json::json!([0, 0, 0x66, 0xd8, 1, 2, 0, 5]),
        "{body}"
    );
    assert_eq!(v["lines"][0]["text"], "ds_max_rtn_f32 v5, v1, v2");

    let (status, body) = post(
        &server,
        "/api/disasm",
        br#"{"target":"gfx950","hex":"0x00,0x00,0x66,0xd8,0x01,0x02,0x00,0x05"}"#,
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        json_of(&body)["lines"][0]["text"],
        "ds_max_rtn_f32 v5, v1, v2"
    );

    let (status, body) = get(&server, "/api/explain/ds_max_rtn_f32?target=gfx950");
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        json_of(&body)["variants"][0]["encoding"]["identifier"],
        "0x00000000D8660000"
    );

    for page in [
        "/",
        "/index.html",
        "/play.html",
        "/inst/ds_max_rtn_f32.html",
        "/style.css",
    ] {
        let (status, _) = get(&server, page);
        assert_eq!(status, 200, "{page}");
    }
}

/// Declared lengths the old server tried to allocate: far over the limit with
/// no body (413 at once), and one past what HTTP can count (4xx from the HTTP
/// layer). 70 of each, more than the 64 requests handled at once, so a place
/// kept by any of them would show.
#[test]
fn huge_declared_lengths_do_not_stop_the_server() {
    let mut server = start();
    let before = rss_mb(&server);
    for i in 0..70 {
        for (len, lo, hi) in [
            ("1099511627776", 413, 413),
            ("18446744073709551615", 400, 499),
        ] {
            let head = format!(
                "POST /api/asm HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: {len}\r\n\r\n"
            );
            let (status, body) = request(&server, &head, b"");
            assert!(
                (lo..=hi).contains(&status),
                "#{i}, Content-Length: {len}: {status} {body}"
            );
        }
    }
    assert_recovered(&mut server, "140 huge declared lengths", before);
}

/// Parentheses nested 50,000 deep, then as deep as a body of at most 1 MiB
/// allows (524,256): an answer, and the server goes on.
#[test]
fn deeply_nested_expressions_do_not_stop_the_server() {
    let mut server = start();
    let before = rss_mb(&server);
    for depth in [50_000, ((1 << 20) - 64) / 2] {
        let body = format!(
            r#"{{"target":"gfx1100","text":"v_mov_b32 v0, {}1{}"}}"#,
            "(".repeat(depth),
            ")".repeat(depth)
        );
        assert!(body.len() <= 1 << 20);
        let (status, reply) = post(&server, "/api/asm", body.as_bytes());
        // no answer: give a dying server a moment to be seen as dead
        let mut exited = None;
        for _ in 0..(if status == 0 { 40 } else { 1 }) {
            exited = server.child.try_wait().ok().flatten();
            if exited.is_some() {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        assert!(
            exited.is_none(),
            "{depth} nested parentheses stopped the server: {exited:?}"
        );
        assert!(
            matches!(status, 200 | 400 | 500),
            "{depth} levels: {status} {reply}"
        );
        json_of(&reply);
        assert_recovered(&mut server, &format!("{depth} nested parentheses"), before);
    }
}

/// 80 clients that stop in the middle of their body (more than the 64
/// requests handled at once) and 8 that stop in the middle of their head hold
/// nothing others need: a good request answers while they hang; then each
/// slow body gets 408 and each slow head a closed connection.
#[test]
fn slow_clients_time_out_and_do_not_block_others() {
    let mut server = start_with(&["--request-timeout-ms", "3000"]);
    let before = rss_mb(&server);
    let mut bodies: Vec<TcpStream> = (0..80)
        .map(|_| {
            let mut s = connect(&server);
            s.write_all(
                b"POST /api/asm HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"target\":",
            )
            .unwrap();
            s
        })
        .collect();
    let mut heads: Vec<TcpStream> = (0..8)
        .map(|_| {
            let mut s = connect(&server);
            s.write_all(b"GET / HTTP/1.1\r\nHost: t\r\nX-Slow: ")
                .unwrap();
            s
        })
        .collect();
    let (status, body) = post(&server, "/api/asm", GOOD_ASM);
    assert_eq!(status, 200, "a good request while 88 clients hang: {body}");
    // they were still hanging then
    bodies[0].set_nonblocking(true).unwrap();
    let early = bodies[0].peek(&mut [0u8; 1]);
    assert!(
        matches!(&early, Err(e) if e.kind() == ErrorKind::WouldBlock),
        "a slow body was answered before its time: {early:?}"
    );
    bodies[0].set_nonblocking(false).unwrap();
    for (i, s) in bodies.iter_mut().enumerate() {
        let mut resp = Vec::new();
        s.read_to_end(&mut resp)
            .unwrap_or_else(|e| panic!("slow body #{i}: no answer ({e})"));
        let (status, body) = parse_response(&resp);
        assert_eq!(status, 408, "slow body #{i}: {body}");
        assert!(json_of(&body)["error"]["message"].is_string(), "{body}");
    }
    for (i, s) in heads.iter_mut().enumerate() {
        let mut resp = Vec::new();
        s.read_to_end(&mut resp)
            .unwrap_or_else(|e| panic!("slow head #{i}: not closed ({e})"));
    }
    assert_recovered(&mut server, "88 slow clients", before);
}

/// Connections past the limit (256 open) get 503 with Retry-After at once,
/// not a place in a queue; once the idle ones are gone, requests answer again.
#[test]
fn connections_over_the_limit_get_503() {
    let mut server = start_with(&["--request-timeout-ms", "10000"]);
    let before = rss_mb(&server);
    let idle: Vec<TcpStream> = (0..256).map(|_| connect(&server)).collect();
    // accepted after the 256 (in order), while they are still open
    let mut s = connect(&server);
    s.write_all(b"GET / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut resp = Vec::new();
    s.read_to_end(&mut resp).unwrap();
    let (status, body) = parse_response(&resp);
    let text = String::from_utf8_lossy(&resp);
    assert_eq!(status, 503, "{text}");
    assert!(text.contains("\r\nRetry-After: 1\r\n"), "{text}");
    assert!(json_of(&body)["error"]["message"].is_string(), "{body}");
    drop(idle);
    // the server sees the closes on its own time: try for up to 5 s
    let deadline = Instant::now() + Duration::from_secs(5);
    while get(&server, "/style.css").0 != 200 {
        assert!(
            Instant::now() < deadline,
            "still refused after the idle closed"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_recovered(&mut server, "257 connections", before);
}

/// Four clients each start a 200 MB header line: the server cuts every one
/// off early (431, then a closed connection) and keeps none of it.
#[test]
fn huge_headers_are_cut_off() {
    const LINE: usize = 200 << 20;
    let mut server = start();
    let before = rss_mb(&server);
    let port = server.port;
    let outcomes: Vec<(usize, String, u16)> = std::thread::scope(|sc| {
        let clients: Vec<_> = (0..4)
            .map(|_| {
                sc.spawn(move || {
                    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
                    s.set_write_timeout(Some(Duration::from_secs(10))).unwrap();
                    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
                    s.write_all(b"GET / HTTP/1.1\r\nHost: t\r\nX-Big: ")
                        .unwrap();
                    let chunk = vec![b'a'; 64 << 10];
                    let deadline = Instant::now() + Duration::from_secs(20);
                    let mut sent = 0;
                    let mut stop = "sent it all".to_string();
                    while sent < LINE {
                        if Instant::now() > deadline {
                            stop = "out of time".into();
                            break;
                        }
                        match s.write(&chunk) {
                            Ok(n) => sent += n,
                            Err(e) => {
                                stop = format!("{:?}", e.kind());
                                break;
                            }
                        }
                    }
                    let mut resp = Vec::new();
                    let _ = s.read_to_end(&mut resp);
                    (sent, stop, parse_response(&resp).0)
                })
            })
            .collect();
        clients.into_iter().map(|c| c.join().unwrap()).collect()
    });
    for (i, (sent, stop, status)) in outcomes.iter().enumerate() {
        println!(
            "huge header #{i}: cut off after {:.1} MB ({stop}; status {status})",
            *sent as f64 / (1 << 20) as f64
        );
        // the server closed it: a write failed, not timed out
        assert!(
            matches!(
                stop.as_str(),
                "BrokenPipe" | "ConnectionReset" | "ConnectionAborted"
            ),
            "huge header #{i}: {stop} after {sent} bytes"
        );
        assert!(matches!(status, 0 | 431), "huge header #{i}: {status}");
    }
    assert_recovered(&mut server, "4 huge headers", before);
}

/// 2,000 requests from 16 client threads, good and bad interleaved (pages,
/// the three endpoints, bad JSON, a wrong content type, an oversize body, a
/// bad method, a garbage request line): each gets the status expected, or a
/// deliberate 503, and no other 5xx. Prints throughput and latency.
#[test]
fn load_of_mixed_requests() {
    const CLIENTS: usize = 16;
    const REQUESTS: usize = 2000;
    let server = start();
    let post_raw = |path: &str, ct: &str, body: &[u8]| {
        let mut r = format!(
            "POST {path} HTTP/1.1\r\nHost: t\r\nContent-Type: {ct}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        )
        .into_bytes();
        r.extend_from_slice(body);
        r
    };
    let get_raw = |method: &str, path: &str| {
        format!("{method} {path} HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n").into_bytes()
    };
    let json = "application/json";
    let mix: Vec<(&str, Vec<u8>, u16)> = vec![
        ("index page", get_raw("GET", "/"), 200),
        ("play page", get_raw("GET", "/play.html"), 200),
        (
            "instruction page",
            get_raw("GET", "/inst/ds_max_rtn_f32.html"),
            200,
        ),
        ("HEAD style", get_raw("HEAD", "/style.css"), 200),
        ("asm", post_raw("/api/asm", json, GOOD_ASM), 200),
        (
            "bad asm",
            post_raw(
                "/api/asm",
                json,
                br#"{"target":"gfx950","text":"ds_max_rtn_f32 v5, v1,"}"#,
            ),
            400,
        ),
        (
            "disasm",
            post_raw(
                "/api/disasm",
                json,
                br#"{"target":"gfx950","hex":"D8660000 05000201"}"#,
            ),
            200,
        ),
        (
            "explain",
            get_raw("GET", "/api/explain/ds_max_rtn_f32?target=gfx950"),
            200,
        ),
        ("unknown explain", get_raw("GET", "/api/explain/nope"), 404),
        ("bad JSON", post_raw("/api/asm", json, b"{\"target\": "), 400),
        (
            "wrong content type",
            post_raw("/api/asm", "text/plain", GOOD_ASM),
            415,
        ),
        (
            "oversize body",
            b"POST /api/disasm HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 2097152\r\n\r\n".to_vec(),
            413,
        ),
        ("bad method", get_raw("DELETE", "/api/asm"), 405),
        ("garbage request line", b"GARBAGE\r\n\r\n".to_vec(), 400),
    ];
    let next = std::sync::atomic::AtomicUsize::new(0);
    let port = server.port;
    let start = Instant::now();
    let results: Vec<(usize, u16, Duration)> = std::thread::scope(|sc| {
        let clients: Vec<_> = (0..CLIENTS)
            .map(|_| {
                sc.spawn(|| {
                    let mut out = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if i >= REQUESTS {
                            return out;
                        }
                        let raw = &mix[i % mix.len()].1;
                        let t = Instant::now();
                        let mut resp = Vec::new();
                        if let Ok(mut s) = TcpStream::connect(("127.0.0.1", port)) {
                            s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
                            s.set_write_timeout(Some(Duration::from_secs(20))).unwrap();
                            let _ = s.write_all(raw);
                            let _ = s.read_to_end(&mut resp);
                        }
                        out.push((i, parse_response(&resp).0, t.elapsed()));
                    }
                })
            })
            .collect();
        clients
            .into_iter()
            .flat_map(|c| c.join().unwrap())
            .collect()
    });
    let wall = start.elapsed();
    assert_eq!(results.len(), REQUESTS);
    let busy = results.iter().filter(|r| r.1 == 503).count();
    let wrong: Vec<String> = results
        .iter()
        .filter(|&&(i, status, _)| status != mix[i % mix.len()].2 && status != 503)
        .map(|&(i, status, _)| format!("{} -> {status}", mix[i % mix.len()].0))
        .collect();
    let mut latency: Vec<Duration> = results.iter().map(|r| r.2).collect();
    latency.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "load: {REQUESTS} mixed requests from {CLIENTS} threads in {:.2} s: {:.0} req/s, \
         latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; {busy} busy (503)",
        wall.as_secs_f64(),
        REQUESTS as f64 / wall.as_secs_f64(),
        ms(latency[REQUESTS / 2]),
        ms(latency[REQUESTS * 99 / 100]),
        ms(latency[REQUESTS - 1]),
    );
    assert!(
        wrong.is_empty(),
        "{} unexpected answers, e.g. {:?}",
        wrong.len(),
        &wrong[..wrong.len().min(10)]
    );
}

//! `amdgpu-isa serve`: bad requests get a 4xx JSON error and the server keeps
//! serving; a good request after them still works.

use std::io::{Read, Write};
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

/// Starts the server on a free port and waits until it answers; tries a few
/// ports, in case another process takes the one picked in between.
fn start() -> Server {
    let mut last = String::new();
    for attempt in 0..5 {
        let port = free_port();
        let log = std::env::temp_dir().join(format!(
            "amdgpu-isa-serve-test-{}-{attempt}.log",
            std::process::id()
        ));
        let child = Command::new(env!("CARGO_BIN_EXE_amdgpu-isa"))
            .args(["serve", "--port", &port.to_string()])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        let mut server = Server { child, port };
        let deadline = Instant::now() + Duration::from_secs(30);
        let up = loop {
            if let Ok(Some(status)) = server.child.try_wait() {
                last = format!(
                    "server exited early ({status}): {}",
                    std::fs::read_to_string(&log).unwrap_or_default()
                );
                break false;
            }
            if TcpStream::connect(("127.0.0.1", port)).is_ok() {
                let (status, _) = request(
                    &server,
                    "GET / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
                    b"",
                );
                if status == 200 {
                    break true;
                }
            }
            assert!(Instant::now() < deadline, "server did not answer in 30 s");
            std::thread::sleep(Duration::from_millis(50));
        };
        let _ = std::fs::remove_file(&log);
        if up {
            return server;
        }
    }
    panic!("{last}");
}

/// Sends `head` and `body` raw; returns the status code (0 when there was no
/// status line) and the response body.
fn request(server: &Server, head: &str, body: &[u8]) -> (u16, String) {
    let Ok(mut s) = TcpStream::connect(("127.0.0.1", server.port)) else {
        return (0, String::new());
    };
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    s.set_write_timeout(Some(Duration::from_secs(20))).unwrap();
    let _ = s.write_all(head.as_bytes());
    // the server may answer (413) before reading all of an oversized body
    let _ = s.write_all(body);
    let mut resp = Vec::new();
    let _ = s.read_to_end(&mut resp);
    let text = String::from_utf8_lossy(&resp).into_owned();
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

fn post(server: &Server, path: &str, body: &[u8]) -> (u16, String) {
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    request(server, &head, body)
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
            "garbage request line",
            request(&server, "GARBAGE\r\n\r\n", b""),
        ),
    ];
    for (what, (status, body)) in &bad {
        assert!(
            (400..500).contains(status),
            "{what}: expected a 4xx, got {status}: {body}"
        );
        if what.starts_with("garbage") {
            continue; // answered by the HTTP layer itself, with no body
        }
        let v = json_of(body);
        assert!(v["error"]["message"].is_string(), "{what}: {body}");
    }
    let (_, body) = &bad[6].1;
    let v = json_of(body);
    assert_eq!(v["error"]["line"], 1, "{body}");
    let (_, body) = &bad[15].1;
    let v = json_of(body);
    assert_eq!(v["error"]["suggestions"][0], "ds_max_rtn_f32", "{body}");

    // still serving
    let (status, body) = post(
        &server,
        "/api/asm",
        br#"{"target":"gfx950","text":"ds_max_rtn_f32 v5, v1, v2"}"#,
    );
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

//! `amdgpu-isa disasm` on text and raw input that is large in one way: very
//! long lines, many warnings, huge tokens, `\r` line ends. Expected outputs
//! come from an independent source (the same words one per line, positions
//! counted here, what llvm-mc-22 prints), not from the tool's own output.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// Runs `amdgpu-isa disasm ARGS` with `input` on stdin.
fn disasm(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_amdgpu-isa"))
        .arg("disasm")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    out
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// A scratch directory for this test's files.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("amdgpu-disasm-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `(line, column)` of each warning of `stderr`, and the other lines.
fn warnings(stderr: &str) -> (Vec<(usize, usize)>, Vec<&str>) {
    let mut at = Vec::new();
    let mut rest = Vec::new();
    for l in stderr.lines() {
        let mut parts = l.splitn(4, ':');
        match (parts.next(), parts.next(), parts.next(), parts.next()) {
            (
                Some("<stdin>"),
                Some(line),
                Some(col),
                Some(" warning: invalid instruction encoding"),
            ) => at.push((line.parse().unwrap(), col.parse().unwrap())),
            _ => rest.push(l),
        }
    }
    (at, rest)
}

/// Tokens that do not decode, among ones that do: s_nop 0, a DS word (two
/// dwords or eight bytes), and a word of each of SOPP and VOP1.
fn tokens(groups: usize, bytes: bool) -> Vec<String> {
    let words: [&[u32]; 5] = [
        &[0xffff_ffff],
        &[0xbf80_0000],
        &[0xffff_ffff, 0xffff_ffff],
        &[0xd800_0000, 0x0000_0201],
        &[0xffff_ffff, 0x7e02_0280],
    ];
    let mut out = Vec::new();
    for g in 0..groups {
        for w in words[g % 5..].iter().chain(&words[..g % 5]) {
            for d in w.iter() {
                if bytes {
                    out.extend(d.to_le_bytes().iter().map(|b| format!("0x{b:02x}")));
                } else {
                    out.push(format!("{d:08X}"));
                }
            }
        }
    }
    out
}

/// One line of many tokens lists what the same tokens one per line list,
/// with each warning at its token's column: read once per line, not once
/// per warning (12,000 warnings on a line of 2,000 groups took seconds).
#[test]
fn a_long_line_lists_like_one_token_per_line() {
    for (bytes, groups, sep) in [(false, 2000, " "), (true, 700, ",")] {
        let toks = tokens(groups, bytes);
        let per_line = disasm(
            &["--target", "gfx1100"],
            (toks.join("\n") + "\n").as_bytes(),
        );
        let one_line = disasm(&["--target", "gfx1100"], (toks.join(sep) + "\n").as_bytes());
        assert_eq!(per_line.status.code(), Some(2));
        assert_eq!(one_line.status.code(), Some(2));
        assert!(one_line.stdout == per_line.stdout, "bytes: {bytes}");
        assert!(text(&per_line.stdout).lines().count() > 2 * groups);
        let (w_per, rest_per) = warnings(std::str::from_utf8(&per_line.stderr).unwrap());
        let (w_one, rest_one) = warnings(std::str::from_utf8(&one_line.stderr).unwrap());
        assert_eq!(rest_one, rest_per, "the summary");
        assert!(w_per.len() >= 3 * groups / 2, "{}", w_per.len());
        // token k (0-based) is on line k + 1 of one, at column 1 + the
        // lengths of the tokens and separators before it on the other
        let mut col = vec![1];
        for t in &toks {
            col.push(col.last().unwrap() + t.len() + sep.len());
        }
        let want: Vec<(usize, usize)> = w_per
            .iter()
            .map(|&(line, c)| {
                assert_eq!(c, 1);
                (1, col[line - 1])
            })
            .collect();
        assert!(w_one == want, "bytes: {bytes}");
    }
}

/// Columns count from the last `\r` as well as `\n`, lines only at `\n`, as
/// in llvm-mc-22: `printf '0xff,0xff,0xff,0xff\r0x00,0x00,0x80,0xbf\r0xff,
/// 0xff,0xff,0xff\r' | llvm-mc-22 --disassemble -arch=amdgcn -mcpu=gfx1100`
/// prints `s_nop 0` and two warnings at `<stdin>:1:1`.
#[test]
fn carriage_returns_end_columns_not_lines() {
    let input = b"0xff,0xff,0xff,0xff\r0x00,0x00,0x80,0xbf\r0xff,0xff,0xff,0xff\r";
    let o = disasm(&["--target", "gfx1100"], input);
    assert_eq!(text(&o.stdout), "\ts_nop 0\n");
    let (at, _) = warnings(std::str::from_utf8(&o.stderr).unwrap());
    assert_eq!(at, [(1, 1), (1, 1)]);
    // the same with dwords, and after a `\r\n` line and a `\r` in a line
    let input = b"BF800000\r\nBF800000 FFFFFFFF\rBF800000  FFFFFFFF\n";
    let o = disasm(&["--target", "gfx1100"], input);
    assert_eq!(text(&o.stdout), "\ts_nop 0\n".repeat(3));
    let (at, _) = warnings(std::str::from_utf8(&o.stderr).unwrap());
    assert_eq!(at, [(2, 10), (2, 11)]);
    // `printf '0x00,0x00,0x80,0xbf\r0x00,0x00,0x80,0xbf\r' | llvm-mc-22 ...`
    let o = disasm(
        &["--target", "gfx1100"],
        b"0x00,0x00,0x80,0xbf\r0x00,0x00,0x80,0xbf\r",
    );
    assert!(o.status.success());
    assert_eq!(text(&o.stdout), "\ts_nop 0\n\ts_nop 0\n");
    assert!(o.stderr.is_empty());
}

/// A bad token is reported alone (no warnings for the words before it, as
/// llvm-mc-22 does: it reads all the text first), located, and shown cut to
/// 64 characters; stdout stays empty. The input is large enough to be cut
/// into pieces, with undecodable words in the first ones.
#[test]
fn a_bad_token_is_reported_alone_and_cut() {
    let mut input = "FFFFFFFF BF800000\n".repeat(20_000);
    let line = 20_001;
    input.push_str("BF800000 0x");
    let long = "5".repeat(1 << 20);
    input.push_str(&long);
    input.push_str("\nBF800000\n");
    let o = disasm(&["--target", "gfx1100"], input.as_bytes());
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
    let err = text(&o.stderr);
    let want = format!(
        "<stdin>:{line}:10: error: invalid input token '0x{}…': expected a byte like 0x1f or a dword like D8660000\n",
        &long[..62]
    );
    assert_eq!(err, want);
    // a short token is shown whole, multi-byte characters counted as one
    let o = disasm(&["--target", "gfx1100"], "0x00 ééé\n".as_bytes());
    assert!(text(&o.stderr).contains("invalid input token 'ééé':"));
    let o = disasm(&["--target", "gfx1100"], "é".repeat(100).as_bytes());
    assert!(
        text(&o.stderr).contains(&format!("invalid input token '{}…':", "é".repeat(64))),
        "{}",
        text(&o.stderr)
    );
}

/// Random bytes with `--raw`: the listing streamed into a pipe is what a
/// regular file gets, and with stdout and stderr one file (the listing then
/// held) the warnings come first, then the listing, then the summary.
#[test]
fn raw_listing_is_the_same_wherever_it_goes() {
    let dir = scratch("raw");
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let code: Vec<u8> = (0..600_000)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect();
    let input = dir.join("code.bin");
    std::fs::write(&input, &code).unwrap();
    let args = ["disasm", "--raw", "--target", "gfx1100"];
    let run = |stdout: Stdio, stderr: Stdio| {
        Command::new(env!("CARGO_BIN_EXE_amdgpu-isa"))
            .args(args)
            .arg(&input)
            .stdout(stdout)
            .stderr(stderr)
            .output()
            .unwrap()
    };
    let piped = run(Stdio::piped(), Stdio::piped());
    assert_eq!(piped.status.code(), Some(2));
    let out_path = dir.join("out.txt");
    let file = std::fs::File::create(&out_path).unwrap();
    let to_file = run(Stdio::from(file), Stdio::piped());
    assert!(std::fs::read(&out_path).unwrap() == piped.stdout);
    assert!(to_file.stderr == piped.stderr);
    let err = text(&piped.stderr);
    let (summary, warnings) = {
        let mut lines: Vec<&str> = err.lines().collect();
        let last = lines.pop().unwrap();
        (last.to_string(), lines)
    };
    assert!(warnings.len() > 10_000, "{}", warnings.len());
    assert!(warnings.iter().all(|w| w.contains(": warning: ")));
    assert!(summary.contains(": error: "), "{summary}");
    // one file for both
    let both_path = dir.join("both.txt");
    let both = std::fs::File::create(&both_path).unwrap();
    let status = Command::new(env!("CARGO_BIN_EXE_amdgpu-isa"))
        .args(args)
        .arg(&input)
        .stdout(Stdio::from(both.try_clone().unwrap()))
        .stderr(Stdio::from(both))
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(2));
    let mut want = Vec::new();
    for w in &warnings {
        want.extend_from_slice(w.as_bytes());
        want.push(b'\n');
    }
    want.extend_from_slice(&piped.stdout);
    want.extend_from_slice(summary.as_bytes());
    want.push(b'\n');
    assert!(std::fs::read(&both_path).unwrap() == want);
    let _ = std::fs::remove_dir_all(&dir);
}

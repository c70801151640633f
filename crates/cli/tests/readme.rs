//! The README cannot drift from the tool: every command shown in a
//! ```` ```console ```` block of `README.md` is run, and what it prints
//! (stdout and stderr together, as a terminal shows them) must equal the lines
//! shown under it, exactly.
//!
//! How a block runs:
//! - `amdgpu-isa` is the binary cargo built for this test (a folder holding a
//!   link of that name goes first on `PATH`); each command runs in `bash -c`,
//!   so pipes, `printf` and `\` continuations work as shown.
//! - Each block runs in a fresh folder holding every file the README shows with
//!   `$ cat NAME` (the lines shown under it are the file), so `cat` shows the
//!   file and later commands can compile or run it; the folder also links the
//!   checkout's `crates` and `tests`, so committed paths work as written.
//! - A command must exit 0, unless the next one is `echo $?`: that one then
//!   prints the previous command's exit code, to be compared like any output.
//! - A command with no lines under it must print nothing.
//! - `amdgpu-isa serve ... &` starts the server on a free port (the shown port
//!   is replaced in later commands); its first line is compared with the port
//!   and the start-up time left out. `curl` talks to it.
//! - Blocks that use `clang-22` or `curl` need them: when `CI=true` (`.ci/run`
//!   installs both) a missing one fails the test; otherwise the block is skipped
//!   with a printed notice.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// One `$ ` command (continuation lines joined) and the lines shown under it.
struct Step {
    cmd: String,
    expected: Vec<String>,
    line: usize,
}

struct Block {
    line: usize,
    steps: Vec<Step>,
}

fn readme() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn parse(text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut lines = text.lines().enumerate();
    while let Some((n, l)) = lines.next() {
        if l.trim_end() != "```console" {
            continue;
        }
        let mut block = Block {
            line: n + 1,
            steps: Vec::new(),
        };
        let mut continued = false;
        for (m, l) in lines.by_ref() {
            if l.starts_with("```") {
                break;
            }
            if continued {
                let step = block.steps.last_mut().unwrap();
                step.cmd.push('\n');
                step.cmd.push_str(l);
                continued = l.ends_with('\\');
            } else if let Some(cmd) = l.strip_prefix("$ ") {
                block.steps.push(Step {
                    cmd: cmd.to_string(),
                    expected: Vec::new(),
                    line: m + 1,
                });
                continued = cmd.ends_with('\\');
            } else {
                let step = block
                    .steps
                    .last_mut()
                    .unwrap_or_else(|| panic!("README.md:{}: output before any `$ ` line", m + 1));
                step.expected.push(l.to_string());
            }
        }
        blocks.push(block);
    }
    blocks
}

/// The file a `cat NAME` step shows, if it is one.
fn shown_file(step: &Step) -> Option<&str> {
    let name = step.cmd.strip_prefix("cat ")?;
    (!name.contains(char::is_whitespace) && !name.is_empty()).then_some(name)
}

fn has_tool(name: &str) -> bool {
    Command::new(name)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Whether the block's commands call `tool`.
fn uses(block: &Block, tool: &str) -> bool {
    block.steps.iter().any(|s| {
        s.cmd
            .split(|c: char| c.is_whitespace() || c == '|')
            .any(|w| w == tool)
    })
}

/// A folder under the system's temporary one, removed when the test ends,
/// passing or failing.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir =
            std::env::temp_dir().join(format!("amdgpu-isa-readme-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// How long one command may take (the slowest, compiling a kernel with
/// `clang-22`, takes well under a second).
const COMMAND_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(120);

/// Runs `cmd` in a process group of its own; one that has not finished within
/// [`COMMAND_TIMEOUT`] is killed with its whole group, and the test fails.
fn run_bounded(mut cmd: Command, step: &Step) -> std::process::Output {
    use std::io::Read;
    use std::os::unix::process::CommandExt;
    let mut child = cmd
        .process_group(0)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()
        .expect("run bash");
    let mut pipe = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        let _ = pipe.read_to_end(&mut out);
        out
    });
    let start = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for bash") {
            break status;
        }
        if start.elapsed() > COMMAND_TIMEOUT {
            let _ = Command::new("kill")
                .args(["-KILL", "--", &format!("-{}", child.id())])
                .status();
            let _ = child.wait();
            panic!(
                "README.md:{}: `{}` still running after {COMMAND_TIMEOUT:?}",
                step.line, step.cmd
            );
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    };
    let stdout = reader.join().expect("read output");
    std::process::Output {
        status,
        stdout,
        stderr: Vec::new(),
    }
}

/// Kills a started server when the block ends, passing or failing.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Replaces the start-up time of `serving N pages on URL (built in T s); ...`.
fn mask_time(line: &str) -> String {
    match (line.find("(built in "), line.find(" s);")) {
        (Some(a), Some(b)) if a < b => format!("{}(built in T s){}", &line[..a], &line[b + 2..]),
        _ => line.to_string(),
    }
}

/// The URL a `serve` step was shown with (`http://ADDR:PORT`), from its first line.
fn shown_url(first: &str) -> Option<&str> {
    let a = first.find("http://")?;
    let rest = &first[a..];
    let end = rest[7..].find('/')? + 7;
    Some(&rest[..end])
}

fn start_server(step: &Step, dir: &Path, url: &mut Option<(String, String)>) -> Server {
    let args: Vec<&str> = step
        .cmd
        .trim_end_matches('&')
        .split_whitespace()
        .skip(1)
        .collect();
    assert_eq!(args.first(), Some(&"serve"), "README.md:{}", step.line);
    let mut args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    if let Some(i) = args.iter().position(|a| a == "--port") {
        args[i + 1] = "0".into();
    } else {
        args.extend(["--port".into(), "0".into()]);
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_amdgpu-isa"))
        .args(&args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        // the address line goes to stderr
        .stderr(Stdio::piped())
        .spawn()
        .expect("start serve");
    let mut first = String::new();
    {
        use std::io::BufRead;
        let out = child.stderr.take().unwrap();
        std::io::BufReader::new(out).read_line(&mut first).unwrap();
    }
    let server = Server(child);
    let first = first.trim_end();
    let shown = step.expected.first().map(String::as_str).unwrap_or("");
    let (Some(real), Some(written)) = (shown_url(first), shown_url(shown)) else {
        panic!("README.md:{}: no URL in `{first}` or `{shown}`", step.line);
    };
    assert_eq!(
        mask_time(&first.replace(real, written)),
        mask_time(shown),
        "README.md:{}: first line of `{}`",
        step.line,
        step.cmd
    );
    *url = Some((written.to_string(), real.to_string()));
    server
}

fn run_block(block: &Block, files: &[(String, String)], bin_dir: &Path, root: &Path, n: usize) {
    let tmp = TempDir::new(&format!("block{n}"));
    let dir = tmp.0.as_path();
    for (name, text) in files {
        std::fs::write(dir.join(name), format!("{text}\n")).unwrap();
    }
    for sub in ["crates", "tests"] {
        std::os::unix::fs::symlink(root.join(sub), dir.join(sub)).unwrap();
    }
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut server: Option<Server> = None;
    let mut url: Option<(String, String)> = None;
    let mut last_status: Option<(i32, usize)> = None;
    for (i, step) in block.steps.iter().enumerate() {
        let cmd = step.cmd.trim();
        if cmd.starts_with("amdgpu-isa serve") && cmd.ends_with('&') {
            server = Some(start_server(step, dir, &mut url));
            continue;
        }
        let got: Vec<String>;
        if cmd == "echo $?" {
            let (code, at) = last_status
                .take()
                .unwrap_or_else(|| panic!("README.md:{}: `echo $?` after nothing", step.line));
            assert_eq!(at + 1, i, "README.md:{}", step.line);
            got = vec![code.to_string()];
        } else {
            let mut text = cmd.to_string();
            if let Some((written, real)) = &url {
                text = text.replace(written.as_str(), real);
            }
            let mut bash = Command::new("bash");
            bash.arg("-c")
                .arg(format!("exec 2>&1\n{text}"))
                .current_dir(dir)
                .env("PATH", &path)
                .env_remove("AMDGPU_ISA_SPEC");
            let out = run_bounded(bash, step);
            let code = out.status.code().unwrap_or(-1);
            let checked_next = block
                .steps
                .get(i + 1)
                .is_some_and(|s| s.cmd.trim() == "echo $?");
            assert!(
                code == 0 || checked_next,
                "README.md:{}: `{cmd}` exited {code}:\n{}",
                step.line,
                String::from_utf8_lossy(&out.stdout)
            );
            last_status = Some((code, i));
            got = String::from_utf8_lossy(&out.stdout)
                .lines()
                .map(str::to_string)
                .collect();
        }
        assert_eq!(
            got.join("\n"),
            step.expected.join("\n"),
            "README.md:{}: output of `{cmd}` differs from the README",
            step.line
        );
    }
    drop(server);
}

#[test]
fn readme_console_blocks_run_as_shown() {
    let text = readme();
    let blocks = parse(&text);
    assert!(
        blocks.len() >= 5,
        "README.md has {} console blocks",
        blocks.len()
    );
    let files: Vec<(String, String)> = blocks
        .iter()
        .flat_map(|b| &b.steps)
        .filter_map(|s| shown_file(s).map(|f| (f.to_string(), s.expected.join("\n"))))
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let root = root.canonicalize().unwrap();
    let bin = TempDir::new("bin");
    let bin_dir = bin.0.as_path();
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_amdgpu-isa"), bin_dir.join("amdgpu-isa"))
        .unwrap();
    let ci = std::env::var("CI").is_ok_and(|v| v == "true");
    let (mut ran, mut steps, mut skipped) = (0, 0, 0);
    for (n, block) in blocks.iter().enumerate() {
        let missing: Vec<&str> = ["clang-22", "curl"]
            .into_iter()
            .filter(|t| uses(block, t) && !has_tool(t))
            .collect();
        if !missing.is_empty() {
            assert!(
                !ci,
                "README.md:{}: needs {} (required when CI=true; .ci/run installs it)",
                block.line,
                missing.join(", ")
            );
            eprintln!(
                "notice: skipping README.md:{} (needs {}; required when CI=true)",
                block.line,
                missing.join(", ")
            );
            skipped += 1;
            continue;
        }
        run_block(block, &files, bin_dir, &root, n);
        ran += 1;
        steps += block.steps.len();
    }
    eprintln!("README.md: {ran} console blocks run ({steps} commands), {skipped} skipped");
}

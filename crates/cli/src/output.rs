//! Standard output for `asm` and `disasm`: written piece by piece as the work
//! goes where no one can tell the difference, else held and written at the
//! end.
//!
//! Holding megabytes of output costs a page fault per fresh 4 KiB page (on
//! the benchmark machine, more than decoding itself); streaming reuses a few
//! small buffers instead. Streaming must not change what ends up where:
//! - an error found late must leave stdout empty, as when nothing was written
//!   before it: a regular file is cut back to its length at the start, and
//!   `/dev/null` keeps nothing anyway; a pipe or terminal cannot be taken
//!   back, so output to them is held, unless no such error can come
//!   (`disasm --raw`, or of an ELF code object, checked before listing);
//! - `disasm` writes its warnings before the listing: when stdout and stderr
//!   are the same file, the order shows, so the output is held.

use crate::Failure;
use std::io::Write;

/// What is done with the bytes given to [`Output::write`].
enum Mode {
    /// Written at once; on [`Output::abandon`], cut back to `start` bytes when
    /// it is a regular file (`None`: `/dev/null`, nothing to take back).
    Stream { start: Option<u64> },
    /// Kept until [`Output::finish`].
    Held(Vec<u8>),
}

pub struct Output {
    mode: Mode,
    /// A closed pipe (`| head`) ends writing silently, not the program.
    closed: bool,
}

impl Output {
    /// Standard output, streamed when that cannot be told apart from
    /// writing everything at the end.
    pub fn stdout() -> Output {
        let mode = match stream_start() {
            Some(start) => Mode::Stream { start },
            None => Mode::Held(Vec::new()),
        };
        Output {
            mode,
            closed: false,
        }
    }

    /// Standard output for a listing that no later error takes back (only a
    /// failed write ends it early): streamed into pipes and terminals too,
    /// unless stderr is the same file, where the warnings come first.
    pub fn stdout_final() -> Output {
        let mode = match stream_start() {
            Some(start) => Mode::Stream { start },
            None if !shares_stderr() => Mode::Stream { start: None },
            None => Mode::Held(Vec::new()),
        };
        Output {
            mode,
            closed: false,
        }
    }

    pub fn write(&mut self, bytes: &[u8]) -> Result<(), Failure> {
        match &mut self.mode {
            Mode::Held(buf) => {
                buf.extend_from_slice(bytes);
                Ok(())
            }
            Mode::Stream { .. } if self.closed => Ok(()),
            Mode::Stream { .. } => {
                let r = std::io::stdout().lock().write_all(bytes);
                self.check(r)
            }
        }
    }

    /// Writes what was held and flushes.
    pub fn finish(mut self) -> Result<(), Failure> {
        let r = match std::mem::replace(&mut self.mode, Mode::Stream { start: None }) {
            Mode::Held(buf) => {
                let mut out = std::io::stdout().lock();
                out.write_all(&buf).and_then(|_| out.flush())
            }
            Mode::Stream { .. } if self.closed => Ok(()),
            Mode::Stream { .. } => std::io::stdout().lock().flush(),
        };
        self.check(r)
    }

    /// Takes back everything written: stdout ends as it began.
    pub fn abandon(self) {
        if let Mode::Stream { start: Some(start) } = self.mode {
            let _ = std::io::stdout().lock().flush();
            cut_back(start);
        }
    }

    fn check(&mut self, r: std::io::Result<()>) -> Result<(), Failure> {
        match r {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                self.closed = true;
                Ok(())
            }
            Err(e) => Err(Failure::usage(format!("writing output: {e}"))),
            Ok(()) => Ok(()),
        }
    }
}

/// `Some(None)` when stdout is `/dev/null`; `Some(Some(len))` when it is a
/// regular file of `len` bytes, written at its end, that is not also stderr;
/// `None` when output must be held.
#[cfg(target_os = "linux")]
fn stream_start() -> Option<Option<u64>> {
    let out = fstat(1)?;
    let is = |st: &libc::stat, kind: libc::mode_t| st.st_mode & libc::S_IFMT == kind;
    if is(&out, libc::S_IFCHR) {
        let null = std::fs::metadata("/dev/null").ok()?;
        use std::os::unix::fs::MetadataExt;
        return (out.st_rdev == null.rdev()).then_some(None);
    }
    if !is(&out, libc::S_IFREG) {
        return None;
    }
    let shared = shares_stderr();
    // SAFETY: lseek on a descriptor only reads its file offset (SEEK_CUR, 0).
    let at = unsafe { libc::lseek(1, 0, libc::SEEK_CUR) };
    let len = u64::try_from(out.st_size).ok()?;
    (!shared && u64::try_from(at).ok()? == len).then_some(Some(len))
}

/// Whether stdout and stderr are one file (or one pipe, one terminal); also
/// when that cannot be told.
#[cfg(target_os = "linux")]
fn shares_stderr() -> bool {
    match (fstat(1), fstat(2)) {
        (Some(o), Some(e)) => o.st_dev == e.st_dev && o.st_ino == e.st_ino,
        (None, _) => true,
        (Some(_), None) => false,
    }
}

#[cfg(not(target_os = "linux"))]
fn shares_stderr() -> bool {
    true
}

#[cfg(target_os = "linux")]
fn fstat(fd: i32) -> Option<libc::stat> {
    let mut st = std::mem::MaybeUninit::<libc::stat>::uninit();
    // SAFETY: fstat writes a `stat` into the buffer we own, and reports
    // failure (a closed descriptor) by its return value.
    unsafe { (libc::fstat(fd, st.as_mut_ptr()) == 0).then(|| st.assume_init()) }
}

/// Cuts stdout (a regular file) back to `len` bytes and writes on from there.
#[cfg(target_os = "linux")]
fn cut_back(len: u64) {
    let Ok(len) = libc::off_t::try_from(len) else {
        return;
    };
    // SAFETY: both calls act on the descriptor only; failure leaves the
    // file as it is (the error message still follows).
    unsafe {
        libc::ftruncate(1, len);
        libc::lseek(1, len, libc::SEEK_SET);
    }
}

#[cfg(not(target_os = "linux"))]
fn stream_start() -> Option<Option<u64>> {
    None
}

#[cfg(not(target_os = "linux"))]
fn cut_back(_len: u64) {}

#[cfg(test)]
mod tests {
    use std::process::{Command, Stdio};

    /// Output streamed into a file is what a pipe gets at the end; an error
    /// found late leaves the file as it was, with nothing written.
    #[test]
    fn files_get_what_pipes_get() {
        let Some(bin) = crate::test_binary() else {
            return; // the binary is built for `cargo test` of this package
        };
        let dir = std::env::temp_dir().join(format!("amdgpu-isa-output-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let good = "\tds_add_u32 v1, v2 offset:8\nlabel:\n\ts_nop 0\n".repeat(30_000);
        let bad = format!("{good}\tds_add_u32 v1, v2 offset:70000\n");
        for (name, src) in [("good.s", &good), ("bad.s", &bad)] {
            let src_path = dir.join(name);
            std::fs::write(&src_path, src).unwrap();
            let args = ["asm", "--target", "gfx1100", "--show-encoding"];
            let piped = Command::new(&bin)
                .args(args)
                .arg(&src_path)
                .output()
                .unwrap();
            let out_path = dir.join(format!("{name}.out"));
            std::fs::write(&out_path, b"before\n").unwrap();
            // written at its end: streamed (an O_APPEND file would be held)
            let mut file = std::fs::OpenOptions::new()
                .write(true)
                .open(&out_path)
                .unwrap();
            std::io::Seek::seek(&mut file, std::io::SeekFrom::End(0)).unwrap();
            let streamed = Command::new(&bin)
                .args(args)
                .arg(&src_path)
                .stdout(Stdio::from(file))
                .output()
                .unwrap();
            let written = std::fs::read(&out_path).unwrap();
            assert_eq!(written[..7], *b"before\n", "{name}");
            assert!(written[7..] == piped.stdout[..], "{name}");
            assert_eq!(streamed.stderr, piped.stderr, "{name}");
            assert_eq!(streamed.status.code(), piped.status.code(), "{name}");
            assert_eq!(piped.stdout.is_empty(), name == "bad.s");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

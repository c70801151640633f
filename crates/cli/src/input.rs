//! Reading input files or stdin.

use crate::Failure;
use std::io::Read;

/// Reads FILE or stdin as bytes; returns the name used in diagnostics.
pub fn read_bytes(file: Option<&str>) -> Result<(String, Vec<u8>), Failure> {
    match file {
        None | Some("-") => {
            let mut buf = Vec::new();
            std::io::stdin()
                .read_to_end(&mut buf)
                .map_err(|e| Failure::usage(format!("reading stdin: {e}")))?;
            Ok(("<stdin>".into(), buf))
        }
        Some(path) => read_file(path)
            .map(|b| (path.to_string(), b))
            .map_err(|e| Failure::usage(format!("{path}: {e}"))),
    }
}

/// `std::fs::read`.
fn read_file(path: &str) -> std::io::Result<Vec<u8>> {
    let mut file = std::fs::File::open(path)?;
    let size = file.metadata().map_or(0, |m| m.len() as usize);
    let mut buf = Vec::with_capacity(size.saturating_add(1));
    file.read_to_end(&mut buf)?;
    Ok(buf)
}

/// Input bytes: a regular file mapped into memory, or read into a vector.
pub enum Bytes {
    Owned(Vec<u8>),
    #[cfg(target_os = "linux")]
    Mapped(Mapping),
}

impl std::ops::Deref for Bytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Bytes::Owned(v) => v,
            #[cfg(target_os = "linux")]
            Bytes::Mapped(m) => m.bytes(),
        }
    }
}

/// Reads FILE or stdin as [`read_bytes`] does, mapping a regular file (also
/// on stdin) instead of copying it: reading 8 MB into fresh memory costs
/// about 2,000 page faults, far more time than disassembling it.
pub fn map_bytes(file: Option<&str>) -> Result<(String, Bytes), Failure> {
    #[cfg(target_os = "linux")]
    {
        use std::os::fd::AsRawFd;
        let mapped = match file {
            None | Some("-") => {
                Mapping::of(std::io::stdin().as_raw_fd()).map(|m| ("<stdin>".to_string(), m))
            }
            Some(path) => match std::fs::File::open(path) {
                Ok(f) => Mapping::of(f.as_raw_fd()).map(|m| (path.to_string(), m)),
                Err(e) => return Err(Failure::usage(format!("{path}: {e}"))),
            },
        };
        if let Some((name, m)) = mapped {
            return Ok((name, Bytes::Mapped(m)));
        }
    }
    read_bytes(file).map(|(name, v)| (name, Bytes::Owned(v)))
}

/// A read-only private mapping of a whole regular file.
///
/// Should another process shorten the file while it is mapped, reading the
/// lost pages raises SIGBUS: the same hazard every tool that maps its input
/// (ripgrep, linkers) accepts.
#[cfg(target_os = "linux")]
pub struct Mapping {
    ptr: *const u8,
    len: usize,
}

// SAFETY: the mapping is read-only and owned by this value; shared reads from
// several threads are sound.
#[cfg(target_os = "linux")]
unsafe impl Send for Mapping {}
#[cfg(target_os = "linux")]
unsafe impl Sync for Mapping {}

#[cfg(target_os = "linux")]
impl Mapping {
    /// Maps the regular file open on `fd`, or `None` (not a regular file,
    /// empty, or the mapping failed): then read it instead.
    fn of(fd: i32) -> Option<Mapping> {
        let mut st = std::mem::MaybeUninit::<libc::stat>::uninit();
        // SAFETY: fstat fills the buffer we own or reports failure.
        let st = unsafe {
            if libc::fstat(fd, st.as_mut_ptr()) != 0 {
                return None;
            }
            st.assume_init()
        };
        if st.st_mode & libc::S_IFMT != libc::S_IFREG {
            return None;
        }
        let len = usize::try_from(st.st_size).ok().filter(|&n| n > 0)?;
        // The read offset matters for stdin (`cmd < file` after a partial
        // read): map only from the start of an unread file.
        // SAFETY: lseek with SEEK_CUR and 0 only reads the offset.
        if unsafe { libc::lseek(fd, 0, libc::SEEK_CUR) } != 0 {
            return None;
        }
        // SAFETY: a fresh read-only private mapping of `len` bytes of the
        // file; the kernel picks the address. No MAP_POPULATE: a fault maps
        // 16 pages of the page cache at once (fault-around) and the faults
        // fall on both threads, whereas populating 8 MB up front runs on one
        // thread before any work starts (measured no faster with it).
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ,
                libc::MAP_PRIVATE,
                fd,
                0,
            )
        };
        if ptr == libc::MAP_FAILED {
            return None;
        }
        Some(Mapping {
            ptr: ptr.cast(),
            len,
        })
    }

    fn bytes(&self) -> &[u8] {
        // SAFETY: `ptr` maps `len` readable bytes for as long as `self` lives.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }
}

#[cfg(target_os = "linux")]
impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: unmaps exactly the region `of` mapped, once.
        unsafe {
            libc::munmap(self.ptr as *mut libc::c_void, self.len);
        }
    }
}

/// The error for text that is not UTF-8 from byte `e.valid_up_to()` on.
pub fn not_utf8(name: &str, bytes: &[u8], e: std::str::Utf8Error) -> Failure {
    let upto = &bytes[..e.valid_up_to()];
    let line = upto.iter().filter(|&&b| b == b'\n').count() + 1;
    let col = upto.len() - upto.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1) + 1;
    Failure::located(format!(
        "{name}:{line}:{col}: error: input is not valid UTF-8 text"
    ))
}

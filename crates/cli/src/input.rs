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

/// `std::fs::read`, into a [`buffer`].
fn read_file(path: &str) -> std::io::Result<Vec<u8>> {
    let mut file = std::fs::File::open(path)?;
    let size = file.metadata().map_or(0, |m| m.len() as usize);
    let mut buf = buffer(size.saturating_add(1));
    file.read_to_end(&mut buf)?;
    Ok(buf)
}

/// An empty vector with room for `capacity` bytes. A large one asks the
/// kernel for huge pages: a few 2 MiB page faults instead of thousands of
/// 4 KiB ones, about a third of the CPU time of disassembling 8 MB of text.
pub fn buffer(capacity: usize) -> Vec<u8> {
    let buf = Vec::with_capacity(capacity);
    advise_huge_pages(&buf);
    buf
}

#[cfg(target_os = "linux")]
fn advise_huge_pages(buf: &Vec<u8>) {
    const PAGE: usize = 4096;
    const HUGE: usize = 2 << 20;
    if buf.capacity() < 2 * HUGE {
        return;
    }
    let start = (buf.as_ptr() as usize).next_multiple_of(PAGE);
    let end = (buf.as_ptr() as usize + buf.capacity()) & !(PAGE - 1);
    // SAFETY: madvise only tells the kernel how to back these pages; it
    // neither reads nor changes memory, and the page-aligned range lies
    // within the vector's allocation. Failure is harmless (a hint).
    unsafe {
        libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_buf: &Vec<u8>) {}

/// Reads FILE or stdin as UTF-8 text.
pub fn read_text(file: Option<&str>) -> Result<(String, String), Failure> {
    let (name, bytes) = read_bytes(file)?;
    match String::from_utf8(bytes) {
        Ok(s) => Ok((name, s)),
        Err(e) => {
            let upto = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let line = upto.iter().filter(|&&b| b == b'\n').count() + 1;
            let col = upto.len() - upto.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1) + 1;
            Err(Failure::located(format!(
                "{name}:{line}:{col}: error: input is not valid UTF-8 text"
            )))
        }
    }
}

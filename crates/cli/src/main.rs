//! The `amdgpu-isa` binary; the command lives in the library.

use std::io::Write;
use std::process::ExitCode;

// mimalloc rather than the C library's malloc: an assembly of a large source
// makes many short-lived buffers on two threads; glibc's second arena grows
// by mprotect and its pages fault in one by one (big.s: 2,600 page faults
// per run with glibc, 290 with mimalloc 2; 27.8 -> 23.6 ms wall)
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

// No transparent huge pages for this process, set before the runtime's
// first allocation (the allocator's first 2 MB region is touched before
// `main`). mimalloc asks for them on its whole arena, and where the system
// grants them on request (`defrag` = madvise, Debian's default) a first
// touch of a 2 MB page waits for the kernel to find or compact one and zero
// it: `asm -o` of big.s run a second after another process freed 400 MB
// took 44.7 ms with them, 22.9 ms without (median of 6).
#[cfg(target_os = "linux")]
#[used]
#[link_section = ".init_array"]
static NO_HUGE_PAGES: extern "C" fn() = no_huge_pages;

#[cfg(target_os = "linux")]
extern "C" fn no_huge_pages() {
    // SAFETY: the call only sets a flag of this process's memory map
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}

fn main() -> ExitCode {
    let code = amdgpu_isa_cli::main();
    // A run that succeeded ends without the C library's exit handlers once
    // its output is flushed (every file it wrote is closed by then): the
    // allocator's handler hands its pages back to the system a range at a
    // time, a few tenths of a millisecond after a large `asm -o`, where the
    // process's end frees them all at once.
    if code == ExitCode::SUCCESS && std::io::stdout().flush().is_ok() {
        // SAFETY: _exit only ends the process; no other thread is running
        unsafe { libc::_exit(0) }
    }
    code
}

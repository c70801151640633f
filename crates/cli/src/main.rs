//! The `amdgpu-isa` binary; the command lives in the library.

use std::io::Write;
use std::process::ExitCode;

// mimalloc rather than the C library's malloc: an assembly of a large source
// makes many short-lived buffers on two threads; glibc's second arena grows
// by mprotect and its pages fault in one by one (big.s: 2,600 page faults
// per run with glibc, 290 with mimalloc 2; 27.8 -> 23.6 ms wall)
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

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

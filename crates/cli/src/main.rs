//! The `amdgpu-isa` binary; the command lives in the library.

// mimalloc rather than the C library's malloc: an assembly of a large source
// makes many short-lived buffers on two threads; glibc's second arena grows
// by mprotect and its pages fault in one by one (big.s: 2,600 page faults
// per run with glibc, 290 with mimalloc 2; 27.8 -> 23.6 ms wall)
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    amdgpu_isa_cli::main()
}

//! The `amdgpu-isa` binary; the command lives in the library.

fn main() -> std::process::ExitCode {
    amdgpu_isa_cli::main()
}

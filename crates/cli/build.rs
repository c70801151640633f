//! Links the `amdgpu-isa` executable as a fixed-address (non-PIE) program on
//! Linux.
//!
//! The instruction tables are static arrays full of pointers (names, operand
//! lists): about 29,000 of them. In a position-independent executable each is
//! a relative relocation that the dynamic loader applies at every start,
//! writing (and so faulting in, copy-on-write) ~760 KB of `.data.rel.ro`
//! before `main` runs: about half of the start-up time of a short `asm` or
//! `disasm` run. At a fixed address the linker resolves them once and the
//! tables stay clean file-backed pages, read only where used.
//!
//! Only the binaries get the flag (`rustc-link-arg-bins`): build scripts,
//! proc-macros and test executables keep the default. The objects are still
//! compiled position-independent, which a non-PIE link accepts.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    // rustc drives the link through `cc` on linux-gnu; `-no-pie` given after
    // rustc's own `-pie` wins (GCC and Clang drivers take the last one).
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
}

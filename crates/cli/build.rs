//! Links the `amdgpu-isa` executable at a fixed address on Linux (GNU
//! toolchain): a position-independent executable must have every pointer
//! in the instruction tables (about 28,000) relocated at start-up, which
//! writes ~180 pages of them; that was a third of a short run's time.
fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
    println!("cargo:rerun-if-changed=build.rs");
}

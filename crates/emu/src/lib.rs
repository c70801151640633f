//! `amdgpu_emu`: executes AMD GPU wavefronts (registers, LDS, instruction semantics).
//!
//! Not implemented yet: see the project's issue on executing DS programs.

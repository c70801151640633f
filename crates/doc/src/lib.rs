//! `amdgpu_doc`: instruction reference pages rendered from the `amdgpu_isa` tables.
//!
//! Not implemented yet: see the project's issue on the instruction reference.

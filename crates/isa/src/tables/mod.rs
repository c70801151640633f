//! Instruction tables, compiled from `data/*.tsv` by `build.rs`.

pub mod alu;
pub mod ds;

//! `amdgpu_isa`: AMD GPU machine instructions — decode, encode, parse and print,
//! bit-exact with LLVM's AMDGPU assembler and disassembler.
//!
//! Every instruction is a row of a table (`data/*.tsv`, generated from the LLVM
//! oracle and compiled by `build.rs`); the decoder, encoder, parser and printer
//! all read that one row.
//!
//! ```
//! use amdgpu_isa::{assemble_line, decode, Target};
//! let t = Target::from_name("gfx950").unwrap();
//! let inst = assemble_line(t, "ds_max_rtn_f32 v5, v1, v2").unwrap();
//! assert_eq!(inst.encode().as_bytes(), &[0x00, 0x00, 0x66, 0xd8, 0x01, 0x02, 0x00, 0x05]);
//! let back = decode(t, inst.encode().as_bytes()).unwrap();
//! assert_eq!(back.display().to_string(), "ds_max_rtn_f32 v5, v1, v2");
//! ```

pub mod encoding;
pub mod inst;
pub mod operand;
pub mod swizzle;
pub mod syntax;
pub mod tables;
pub mod target;

pub use encoding::{decode, DecodeError};
pub use inst::{Encoded, Inst};
pub use syntax::{
    parse_inst as assemble_line, parse_source, AsmError, Item, SourceError, Statement,
};
pub use target::{Arch, Gen, Target, TargetError};

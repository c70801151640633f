//! `amdgpu_emu`: executes AMD GPU code — kernel dispatches of code objects
//! ([`dispatch`]) and one wavefront of a parsed program ([`Machine`]) — with
//! registers, LDS, memory and instruction semantics.
//!
//! Semantics are written once per *kind*: [`ds::DsKind`] classifies a DS row by
//! its name, [`alu::AluKind`] an ALU row, [`vop3p::Vop3pKind`] a VOP3P row; the
//! executor compiles each instruction to its kind once, then runs the compiled
//! program.
//!
//! ```
//! use amdgpu_emu::{Machine, Wave};
//! use amdgpu_isa::Target;
//! let t = Target::from_name("gfx1100").unwrap();
//! let src = "v_mov_b32 v1, 7\nds_store_b32 v0, v1 offset:4\ns_endpgm\n";
//! let mut m = Machine::from_source(t, src).unwrap();
//! let mut wave = Wave::new(t, 1);
//! m.run(&mut wave, 100, None).unwrap();
//! assert_eq!(wave.lds.read_u32(4), 7);
//! ```

pub mod alu;
pub mod buffer;
pub mod denorm;
pub mod dispatch;
pub mod dpp;
pub mod ds;
pub mod float;
pub mod half;
pub mod lanes;
pub mod memory;
pub mod program;
pub mod semantics;
pub mod state;
pub mod vmem;
pub mod vop3p;

pub use state::{Lds, Wave};

use amdgpu_isa::Target;
use std::fmt;

/// A run-time error, located at the source line of the instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmuError {
    /// 1-based source line (0 when unknown).
    pub line: usize,
    pub msg: String,
}

impl fmt::Display for EmuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: error: {}", self.line, self.msg)
    }
}

impl std::error::Error for EmuError {}

/// A compiled program run as one wave from its first instruction: the
/// same [`program::Program`] and the same per-instruction step as a kernel
/// dispatch, without global memory (SMEM and global accesses fault).
pub struct Machine {
    program: program::Program,
}

/// What one executed instruction changed (for `--trace`).
#[derive(Clone, Debug, Default)]
pub struct Change {
    pub line: usize,
    pub text: String,
    /// Human-readable `name: old -> new` entries.
    pub effects: Vec<String>,
}

impl Machine {
    /// Compiles parsed statements; branch offsets count from each
    /// instruction's address as it would be assembled.
    pub fn new(target: Target, stmts: &[amdgpu_isa::Statement]) -> Machine {
        Machine {
            program: program::Program::from_statements(target, stmts),
        }
    }

    /// Parses and compiles a source text.
    pub fn from_source(target: Target, src: &str) -> Result<Machine, amdgpu_isa::SourceError> {
        Ok(Machine::new(
            target,
            &amdgpu_isa::parse_source(target, src)?,
        ))
    }

    /// Runs until `s_endpgm`. `trace`, when given, receives one [`Change`] per
    /// executed instruction. Returns the number of instructions executed.
    pub fn run(
        &mut self,
        wave: &mut Wave,
        max_steps: u64,
        mut trace: Option<&mut dyn FnMut(Change)>,
    ) -> Result<u64, EmuError> {
        let prog = &self.program;
        let mem = memory::Buffers::new();
        let mut env = vmem::Env {
            mem: &mem,
            scratch: &mut [],
            private_size: 0,
        };
        let mut pc = 0u32;
        let mut steps = 0u64;
        // The wave as the last step left it, kept up to date step by step.
        let mut before = trace.is_some().then(|| wave.clone());
        loop {
            let Some(ins) = prog.instrs.get(pc as usize) else {
                let line = prog.instrs.last().map_or(0, |i| i.line);
                return Err(EmuError {
                    line,
                    msg: "the program ran past its end without s_endpgm".into(),
                });
            };
            let line = ins.line;
            if steps >= max_steps {
                return Err(EmuError {
                    line,
                    msg: format!(
                        "stopped after {max_steps} instructions (--max-steps) before s_endpgm"
                    ),
                });
            }
            steps += 1;
            wave.steps = steps;
            let flow =
                dispatch::step(prog, wave, pc, &mut env).map_err(|msg| EmuError { line, msg })?;
            if let (Some(t), Some(before)) = (trace.as_mut(), before.as_mut()) {
                // only DS and FLAT instructions reach the LDS
                let lds = matches!(ins.op, program::Op::Ds(..) | program::Op::Flat(..));
                t(Change {
                    line,
                    text: ins
                        .inst
                        .as_ref()
                        .map(|i| i.display().to_string())
                        .unwrap_or_default(),
                    effects: before.diff_and_update(wave, lds),
                });
            }
            match flow {
                // one wave: a barrier has nobody to wait for
                dispatch::Flow::Next(n) | dispatch::Flow::Barrier(n) => pc = n,
                dispatch::Flow::End => return Ok(steps),
            }
        }
    }
}

/// The error for an instruction the emulator does not model.
pub(crate) fn not_executed(name: &str, target: Target) -> String {
    format!("{name} is not executed yet on {}", target.name())
}

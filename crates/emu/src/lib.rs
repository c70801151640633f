//! `amdgpu_emu`: executes one AMD GPU wavefront (registers, LDS, instruction
//! semantics) over programs parsed by `amdgpu_isa`.
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
pub mod status;
pub mod vmem;
pub mod vop3p;

pub use state::{Lds, Wave};

use amdgpu_isa::{Inst, Item, Target};
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

/// One instruction compiled to its semantic kind.
#[derive(Clone, Copy, Debug)]
enum Op {
    Alu(alu::AluKind, amdgpu_isa::encoding::alu::AluInst),
    Ds(ds::DsKind, amdgpu_isa::encoding::ds::DsInst),
    Vop3p(vop3p::Vop3pKind, amdgpu_isa::encoding::vop3p::Vop3pInst),
    /// An instruction of a family the emulator does not model yet.
    NotExecuted(&'static str),
}

/// A compiled program: instructions with their source lines.
pub struct Machine {
    target: Target,
    code: Vec<(usize, Inst, Op)>,
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
    /// Compiles parsed statements (labels are kept out: the subset has no branches).
    pub fn new(target: Target, stmts: &[amdgpu_isa::Statement]) -> Machine {
        let code = stmts
            .iter()
            .filter_map(|s| match &s.item {
                Item::Inst(i) => Some((s.line, *i, compile(target, i))),
                Item::Label(_) => None,
            })
            .collect();
        Machine { target, code }
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
        let mut pc = 0;
        let mut steps = 0u64;
        // The wave as the last step left it, kept up to date step by step.
        let mut before = trace.is_some().then(|| wave.clone());
        loop {
            let Some(&(line, ref inst, op)) = self.code.get(pc) else {
                let line = self.code.last().map_or(0, |c| c.0);
                return Err(EmuError {
                    line,
                    msg: "the program ran past its end without s_endpgm".into(),
                });
            };
            if steps >= max_steps {
                return Err(EmuError {
                    line,
                    msg: format!(
                        "stopped after {max_steps} instructions (--max-steps) before s_endpgm"
                    ),
                });
            }
            steps += 1;
            let err = |msg: String| EmuError { line, msg };
            let end = match op {
                Op::Alu(kind, a) => alu::exec(wave, kind, &a).map_err(err)?,
                Op::Ds(kind, d) => {
                    ds::exec(wave, kind, &d).map_err(err)?;
                    false
                }
                Op::Vop3p(kind, p) => {
                    vop3p::exec(wave, kind, &p).map_err(err)?;
                    false
                }
                Op::NotExecuted(name) => return Err(err(not_executed(name, self.target))),
            };
            if let (Some(t), Some(before)) = (trace.as_mut(), before.as_mut()) {
                // only DS instructions reach the LDS
                let lds = matches!(op, Op::Ds(..));
                t(Change {
                    line,
                    text: inst.display().to_string(),
                    effects: before.diff_and_update(wave, lds),
                });
            }
            if end {
                return Ok(steps);
            }
            pc += 1;
        }
    }
}

fn compile(target: Target, inst: &Inst) -> Op {
    match inst {
        // the lane shuffle of DPP forms is not modelled
        Inst::Alu(a) if a.dpp.is_some() => Op::NotExecuted("a DPP-form VALU instruction"),
        Inst::Alu(a) => Op::Alu(alu::classify(target, a.row().name), *a),
        Inst::Ds(d) => Op::Ds(ds::classify(target, d.row().name), *d),
        Inst::Smem(s) => Op::NotExecuted(s.row().name),
        Inst::Flat(m) => Op::NotExecuted(m.row().name),
        Inst::Buffer(b) => Op::NotExecuted(b.row().name),
        Inst::Vop3p(p) if p.dpp.is_some() => Op::NotExecuted("a DPP-form VOP3P instruction"),
        Inst::Vop3p(p) => Op::Vop3p(vop3p::classify(target, p.row().name), *p),
        Inst::Vopd(v) => Op::NotExecuted(v.mnemonic()),
        Inst::Exp(e) => Op::NotExecuted(e.mnemonic()),
        Inst::Interp(i) => Op::NotExecuted(i.row().name),
        Inst::Image(m) => Op::NotExecuted(m.row().name),
    }
}

/// The error for an instruction the emulator does not model.
pub(crate) fn not_executed(name: &str, target: Target) -> String {
    format!("{name} is not executed yet on {}", target.name())
}

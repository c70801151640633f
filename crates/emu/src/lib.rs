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
pub mod host;
pub mod lanes;
pub mod memory;
pub mod program;
pub mod round;
pub mod semantics;
pub mod state;
pub mod status;
pub mod two_over_pi;
pub mod vmem;
pub mod vop3p;
pub mod words;

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

    /// Assembles and compiles a source text: labels, expressions and
    /// directives as the assembler takes them; what runs is `.text` from
    /// its first byte, decoded as a code object's would be.
    pub fn from_source(target: Target, src: &str) -> Result<Machine, amdgpu_isa::SourceError> {
        Ok(Machine::new(target, &program_statements(target, src)?))
    }
}

/// The instructions of `src`'s `.text`, assembled and decoded back, each
/// with the line it came from (alignment padding takes the line before).
pub fn program_statements(
    target: Target,
    src: &str,
) -> Result<Vec<amdgpu_isa::Statement>, amdgpu_isa::SourceError> {
    let a = amdgpu_asm::assemble(src, target)?;
    let at_line = |line: usize, msg: String| amdgpu_isa::SourceError { line, col: 1, msg };
    let Some(si) = a.model.sections.iter().position(|s| s.name == ".text") else {
        return Ok(Vec::new());
    };
    let lines: std::collections::HashMap<u64, usize> = a
        .lines
        .iter()
        .filter(|l| l.0 == si)
        .map(|l| (l.1, l.2))
        .collect();
    let text = &a.model.sections[si];
    if let Some(r) = text.relocs.first() {
        // the instruction holding the relocated field
        let line = a
            .lines
            .iter()
            .filter(|l| l.0 == si && l.1 <= r.offset)
            .max_by_key(|l| l.1)
            .map_or(1, |l| l.2);
        return Err(at_line(
            line,
            "a program runs alone: this needs a symbol from elsewhere (a relocation); assemble a code object and dispatch it".into(),
        ));
    }
    let mut out = Vec::new();
    let (mut off, mut line) = (0usize, 1usize);
    while off < text.data.len() {
        line = lines.get(&(off as u64)).copied().unwrap_or(line);
        let inst = amdgpu_isa::decode(target, &text.data[off..]).map_err(|e| {
            at_line(
                line,
                format!("the bytes at .text+{off:#x} are no instruction: {e}"),
            )
        })?;
        off += inst.len();
        out.push(amdgpu_isa::Statement {
            line,
            item: amdgpu_isa::Item::Inst(inst),
        });
    }
    Ok(out)
}

impl Machine {
    /// Runs until `s_endpgm`. `trace`, when given, receives one [`Change`] per
    /// executed instruction. Returns the number of instructions executed.
    /// A lone wave passes barriers; memory outside the LDS needs a dispatch
    /// ([`dispatch`]), so scalar and vector memory instructions stop here.
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
            let flow = dispatch::step(prog, wave, pc, ins, &mut env)
                .map_err(|msg| EmuError { line, msg })?;
            if let (Some(t), Some(before)) = (trace.as_mut(), before.as_mut()) {
                let lds = ins.reaches_lds();
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

/// The error for an instruction the emulator does not execute: by name, with
/// the class and reason of its [`status`] when it is refused for good
/// (graphics only, GDS, system); "not executed yet" otherwise.
pub(crate) fn not_executed(name: &str, target: Target) -> String {
    match status::status(target, name) {
        Some(status::Status::NotExecuted { class, reason }) if class != status::Refusal::NotYet => {
            format!(
                "{name} is not executed on {} ({}): {reason}",
                target.name(),
                class.words()
            )
        }
        _ => format!("{name} is not executed yet on {}", target.name()),
    }
}

#[cfg(test)]
mod machine_tests {
    use super::{Machine, Wave};
    use amdgpu_isa::Target;

    /// The guide's subvector loop: the block adds 1 to s1 (passes) and to
    /// v1 (per lane), ORs EXEC's halves into s4/s5 and copies the pass
    /// number to v2. `run(target, exec)` gives the wave after s_endpgm and
    /// its step count; s0 starts as 0x1234 to show what SDST receives.
    fn subvector_run(t: Target, exec: u64) -> (Wave, u64) {
        let src = "s_subvector_loop_begin s0, skip\n\
                   body:\n\
                   s_add_u32 s1, s1, 1\n\
                   s_or_b32 s4, s4, exec_lo\n\
                   s_or_b32 s5, s5, exec_hi\n\
                   v_add_nc_u32 v1, 1, v1\n\
                   v_mov_b32 v2, s1\n\
                   s_subvector_loop_end s0, body\n\
                   skip:\n\
                   s_endpgm\n";
        let mut m = Machine::from_source(t, src).unwrap();
        let mut w = Wave::new(t, 64);
        w.exec = exec;
        w.sgpr[0] = 0x1234;
        let steps = m.run(&mut w, 100, None).unwrap();
        (w, steps)
    }

    /// `v_illegal` (the zero word, GFX10+) stops the run with an error
    /// naming it and why: it enters the trap handler, which is not run.
    #[test]
    fn v_illegal_is_refused_by_name() {
        for name in ["gfx1030", "gfx1100", "gfx1200"] {
            let t = Target::from_name(name).unwrap();
            let mut m = Machine::from_source(t, "v_mov_b32 v1, 1\nv_illegal\ns_endpgm\n").unwrap();
            let mut w = Wave::new(t, 32);
            let e = m.run(&mut w, 100, None).unwrap_err().msg;
            assert!(
                e.contains("v_illegal is not executed on")
                    && e.contains("illegal-instruction exception"),
                "{name}: {e}"
            );
        }
    }

    /// S_SUBVECTOR_LOOP_BEGIN/END (AMD "RDNA 2" ISA guide, SOPK), values
    /// worked out by hand from its pseudocode.
    #[test]
    fn subvector_loops_run_each_half() {
        let t64 = Target::from_name("gfx1100")
            .unwrap()
            .with_wave_size(64)
            .unwrap();
        // both halves (lanes 0-3 and 36-39): begin saves EXEC_HI (0xf0) in
        // s0 and clears it; the low pass; end sees EXEC_HI == 0 and s0 != 0,
        // so EXEC_HI = 0xf0, s0 = EXEC_LO (0xf), EXEC_LO = 0 and back to the
        // block; the high pass; end sees EXEC_HI != 0 and restores EXEC_LO
        // from s0. Steps: begin, 2 x (5 + end), s_endpgm = 14.
        let exec = 0xf0_0000_000f;
        let (w, steps) = subvector_run(t64, exec);
        assert_eq!((w.exec, w.sgpr[0], w.sgpr[1]), (exec, 0xf, 2));
        assert_eq!((w.sgpr[4], w.sgpr[5]), (0xf, 0xf0));
        assert_eq!(steps, 14);
        for lane in 0..64 {
            let (runs, pass) = match lane {
                0..=3 => (1, 1),
                36..=39 => (1, 2),
                _ => (0, 0),
            };
            assert_eq!(
                (w.vgpr[1][lane], w.vgpr[2][lane]),
                (runs, pass),
                "lane {lane}"
            );
        }
        // the low half only: begin saves EXEC_HI = 0 in s0; end sees
        // EXEC_HI == 0 and s0 == 0 and falls through after one pass
        let (w, steps) = subvector_run(t64, 0xf);
        assert_eq!((w.exec, w.sgpr[0], w.sgpr[1]), (0xf, 0, 1));
        assert_eq!((w.sgpr[4], w.sgpr[5], steps), (0xf, 0, 8));
        assert_eq!((w.vgpr[2][3], w.vgpr[2][36]), (1, 0));
        // the high half only: begin writes EXEC_LO (0) to s0 and leaves
        // EXEC; end sees EXEC_HI != 0 and sets EXEC_LO = s0 = 0
        let exec = 0xf0_0000_0000;
        let (w, steps) = subvector_run(t64, exec);
        assert_eq!((w.exec, w.sgpr[0], w.sgpr[1]), (exec, 0, 1));
        assert_eq!((w.sgpr[4], w.sgpr[5], steps), (0, 0xf0, 8));
        assert_eq!((w.vgpr[2][3], w.vgpr[2][36]), (0, 1));
        // no lanes: begin jumps past the end (begin, s_endpgm); s0 untouched
        let (w, steps) = subvector_run(t64, 0);
        assert_eq!((w.exec, w.sgpr[0], w.sgpr[1], steps), (0, 0x1234, 0, 2));
        // wave32: EXEC_HI reads 0, so begin saves 0 in s0 and the block runs
        // once on EXEC; EXEC == 0 skips it
        let t32 = Target::from_name("gfx1100").unwrap();
        let (w, steps) = subvector_run(t32, 0x8000_0001);
        assert_eq!((w.exec, w.sgpr[0], w.sgpr[1]), (0x8000_0001, 0, 1));
        assert_eq!((w.sgpr[4], w.sgpr[5], steps), (0x8000_0001, 0, 8));
        assert_eq!((w.vgpr[1][0], w.vgpr[1][31], w.vgpr[1][1]), (1, 1, 0));
        let (w, steps) = subvector_run(t32, 0);
        assert_eq!((w.sgpr[0], w.sgpr[1], steps), (0x1234, 0, 2));
        // a taken jump to where no instruction starts stops the run
        let mut m =
            Machine::from_source(t64, "s_subvector_loop_begin s0, 100\ns_endpgm\n").unwrap();
        let mut w = Wave::new(t64, 64);
        w.exec = 0;
        let e = m.run(&mut w, 10, None).unwrap_err();
        assert!(e.msg.contains("not the start of an instruction"), "{e}");
    }

    /// Labels as branch and call targets, forward and back, across an
    /// alignment (padded with s_nop 0) and a `.set` constant: the program is
    /// assembled as a code object's `.text` would be (values by hand: s0
    /// counts 0, 3, ... up to 30; the call adds 100 once; the skipped move
    /// never runs).
    #[test]
    fn labels_run_in_one_wave() {
        let t = Target::from_name("gfx1100").unwrap();
        let src = ".set STEP, 3\n\
                   s_mov_b32 s0, 0\n\
                   loop:\n\
                   s_add_u32 s0, s0, STEP\n\
                   s_cmp_lt_u32 s0, 30\n\
                   s_cbranch_scc1 loop\n\
                   s_call_b64 s[30:31], add100\n\
                   s_branch .Ldone\n\
                   v_mov_b32 v0, 7\n\
                   .p2align 5\n\
                   add100:\n\
                   s_add_u32 s0, s0, 100\n\
                   s_setpc_b64 s[30:31]\n\
                   .Ldone:\n\
                   v_mov_b32 v1, s0\n\
                   s_endpgm\n";
        let mut m = Machine::from_source(t, src).unwrap();
        let mut w = Wave::new(t, 1);
        m.run(&mut w, 1000, None).unwrap();
        assert_eq!(w.sgpr[0], 130);
        assert_eq!((w.vgpr[0][0], w.vgpr[1][0]), (0, 130));
        // a symbol from elsewhere needs a code object
        let e = Machine::from_source(t, "s_nop 0\ns_mov_b32 s0, ext\ns_endpgm\n")
            .err()
            .unwrap();
        assert_eq!(e.line, 2);
        // an undefined label is the assembler's error, where it is named
        let e = Machine::from_source(t, "s_branch nowhere\n").err().unwrap();
        assert_eq!((e.line, e.col), (1, 10));
    }

    /// One-wave programs run through the same compile as kernels: a counted
    /// loop (back 4 dwords from the next instruction, to the add), a PC read and a VOPD pair (values worked out by hand).
    #[test]
    fn branches_pc_and_vopd_run_in_one_wave() {
        let t = Target::from_name("gfx1100").unwrap();
        let src = "s_mov_b32 s0, 3\n\
                   s_mov_b32 s1, 0\n\
                   s_add_u32 s1, s1, 5\n\
                   s_sub_u32 s0, s0, 1\n\
                   s_cmp_eq_u32 s0, 0\n\
                   s_cbranch_scc0 -4\n\
                   s_getpc_b64 s[4:5]\n\
                   v_dual_mov_b32 v0, 7 :: v_dual_mov_b32 v1, 9\n\
                   s_endpgm\n";
        let mut m = Machine::from_source(t, src).unwrap();
        let mut w = Wave::new(t, 1);
        let steps = m.run(&mut w, 100, None).unwrap();
        // 2 moves, 3 iterations of 4, getpc, the pair, s_endpgm
        assert_eq!(steps, 2 + 12 + 3);
        assert_eq!(w.sgpr[1], 15);
        // s_getpc_b64 is the 7th instruction: six 4-byte ones before it, and
        // it returns the address of the next one (4 bytes on)
        assert_eq!((w.sgpr[4], w.sgpr[5]), (28, 0));
        assert_eq!((w.vgpr[0][0], w.vgpr[1][0]), (7, 9));
        // s_call_b64 to a function two dwords past the next instruction,
        // which returns with s_setpc_b64 (RDNA 3 ISA, S_CALL_B64)
        let src = "s_mov_b32 s0, 1\n\
                   s_call_b64 s[30:31], 2\n\
                   s_add_u32 s0, s0, 10\n\
                   s_endpgm\n\
                   s_add_u32 s0, s0, 100\n\
                   s_setpc_b64 s[30:31]\n";
        let mut m = Machine::from_source(t, src).unwrap();
        let mut w = Wave::new(t, 1);
        assert_eq!(m.run(&mut w, 100, None).unwrap(), 6);
        assert_eq!((w.sgpr[0], w.sgpr[30], w.sgpr[31]), (111, 8, 0));
        // refused by name with the status's class and reason
        let mut m = Machine::from_source(t, "s_setkill 0\ns_endpgm\n").unwrap();
        let e = m.run(&mut Wave::new(t, 1), 10, None).unwrap_err();
        let says = "s_setkill is not executed on gfx1100 (graphics only): it kills";
        assert!(e.msg.starts_with(says), "{e}");
        let mut m = Machine::from_source(t, "s_load_b32 s0, s[2:3], 0\ns_endpgm\n").unwrap();
        let e = m.run(&mut Wave::new(t, 1), 10, None).unwrap_err();
        // no buffers in one-wave mode: the scalar load faults
        assert!(e.msg.contains("outside every buffer"), "{e}");
    }
}

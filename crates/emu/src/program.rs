//! A program: instructions decoded once from a code object's image (or
//! parsed from assembly), each compiled to its semantic kind, with branch
//! targets resolved to instruction indices.

use crate::{alu, buffer, ds, vmem, vop3p};
use amdgpu_isa::{decode, Inst, Target};

/// No instruction starts here.
pub(crate) const NONE: u32 = u32::MAX;

/// The condition of a direct branch (SOPP `s_branch`, `s_cbranch_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    Always,
    Scc0,
    Scc1,
    Vccz,
    Vccnz,
    Execz,
    Execnz,
}

impl Cond {
    fn of(name: &str) -> Option<Cond> {
        Some(match name {
            "s_branch" => Cond::Always,
            "s_cbranch_scc0" => Cond::Scc0,
            "s_cbranch_scc1" => Cond::Scc1,
            "s_cbranch_vccz" => Cond::Vccz,
            "s_cbranch_vccnz" => Cond::Vccnz,
            "s_cbranch_execz" => Cond::Execz,
            "s_cbranch_execnz" => Cond::Execnz,
            _ => return None,
        })
    }
}

/// Where a direct branch goes: `Some(to)` when taken (`to` from
/// [`Op::Branch`]), an error for a target that starts no instruction.
pub(crate) fn branch(cond: Cond, to: u32, w: &crate::Wave) -> Result<Option<u32>, String> {
    let taken = match cond {
        Cond::Always => true,
        Cond::Scc0 => !w.scc,
        Cond::Scc1 => w.scc,
        Cond::Vccz => w.vcc == 0,
        Cond::Vccnz => w.vcc != 0,
        Cond::Execz => w.exec == 0,
        Cond::Execnz => w.exec != 0,
    };
    if !taken {
        return Ok(None);
    }
    if to == NONE {
        return Err("the branch target is not the start of an instruction".into());
    }
    Ok(Some(to))
}

/// The two halves of a subvector loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subvector {
    /// `s_subvector_loop_begin`.
    Begin,
    /// `s_subvector_loop_end`.
    End,
}

/// Runs `s_subvector_loop_begin` / `_end` (SDST and SIMM16 in `a`, `to` the
/// SIMM16 target from [`Op::Subvector`]): `Some(to)` when it jumps. A wave64
/// block runs on EXEC's low half, then on its high half, each pass skipped
/// when its half is empty. Rules of AMD's "RDNA 2" ISA guide (Nov 2020,
/// RDNA2_Shader_ISA_November2020.pdf), SOPK S_SUBVECTOR_LOOP_BEGIN/END
/// pseudocode and notes; the RDNA 3 guide lists both opcodes, but
/// no RDNA 3 text for them was found: that they behave the same there is
/// UNCONFIRMED. SDST is D0; the S0 END tests is SDST read back (SOPK has no
/// other register field). The "jump LABEL" is S_CBRANCH's target (the guide:
/// "equivalent to an S_CBRANCH with extra math"; LLVM fixes it up as a SOPP
/// branch). The guide gives wave32 the same rules; with EXEC_HI reading 0 in
/// wave32 (this model; whether hardware keeps a value written there is
/// UNCONFIRMED) the block runs once on EXEC, or is skipped when EXEC is 0.
pub(crate) fn subvector(
    sv: Subvector,
    to: u32,
    a: &amdgpu_isa::encoding::alu::AluInst,
    w: &mut crate::Wave,
) -> Result<Option<u32>, String> {
    use crate::alu::{read_scalar, write_scalar};
    const EXEC_LO: u16 = 126;
    const EXEC_HI: u16 = 127;
    let (lo, hi) = (w.exec as u32, (w.exec >> 32) as u32);
    let jump = match sv {
        Subvector::Begin if w.exec == 0 => true,
        // the high pass only: EXEC stays
        Subvector::Begin if lo == 0 => {
            write_scalar(w, a.dst, lo)?;
            false
        }
        // the low pass first: the high half waits in SDST
        Subvector::Begin => {
            write_scalar(w, a.dst, hi)?;
            write_scalar(w, EXEC_HI, 0)?;
            false
        }
        // after the high pass: the low half back from SDST
        Subvector::End if hi != 0 => {
            let d = read_scalar(w, a.dst, 0)?;
            write_scalar(w, EXEC_LO, d)?;
            false
        }
        // after the low pass, with no high half to run
        Subvector::End if read_scalar(w, a.dst, 0)? == 0 => false,
        // after the low pass: swap the halves and run the block again
        Subvector::End => {
            let d = read_scalar(w, a.dst, 0)?;
            write_scalar(w, EXEC_HI, d)?;
            write_scalar(w, a.dst, lo)?;
            write_scalar(w, EXEC_LO, 0)?;
            true
        }
    };
    if !jump {
        return Ok(None);
    }
    if to == NONE {
        return Err("the subvector loop's target is not the start of an instruction".into());
    }
    Ok(Some(to))
}

/// Instructions that read or write the program counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PcOp {
    /// `s_getpc_b64`: SDST = address of the next instruction.
    Get,
    /// `s_setpc_b64`: jump to SSRC0.
    Set,
    /// `s_swappc_b64`: SDST = next, jump to SSRC0.
    Swap,
}

/// One instruction compiled to what the executor dispatches on.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Op {
    Alu(alu::AluKind, amdgpu_isa::encoding::alu::AluInst),
    /// A common VALU instruction compiled for the lane-array path.
    Lanes(alu::LaneOp),
    /// `ds_load_b32` / `ds_store_b32` with their registers resolved.
    LdsDword(ds::Dword),
    /// A 32-bit scalar binary operation with its sources resolved.
    SBin(alu::ScalarBin),
    Ds(ds::DsKind, amdgpu_isa::encoding::ds::DsInst),
    Vop3p(vop3p::Vop3pKind, amdgpu_isa::encoding::vop3p::Vop3pInst),
    Smem(vmem::SmemKind, amdgpu_isa::encoding::smem::SmemInst),
    Flat(vmem::FlatKind, amdgpu_isa::encoding::flat::FlatInst),
    Buffer(buffer::BufKind, amdgpu_isa::encoding::buffer::BufInst),
    /// VOPD: two VALU halves, run in the order given (see [`vopd`]), after
    /// copying row `save` (if any) to the scratch row the second half reads.
    Vopd(Option<u16>, [Half; 2]),
    /// A direct branch to instruction `to` ([`NONE`]: not an instruction start).
    Branch(Cond, u32),
    Pc(PcOp, amdgpu_isa::encoding::alu::AluInst),
    /// `s_call_b64`: SDST = the next instruction's address, then a direct
    /// jump to instruction `to` (RDNA 3 ISA, S_CALL_B64).
    Call(u32, amdgpu_isa::encoding::alu::AluInst),
    /// `s_subvector_loop_begin` / `_end`, jumping to instruction `to` (see
    /// [`subvector`]).
    Subvector(Subvector, u32, amdgpu_isa::encoding::alu::AluInst),
    /// `s_barrier` (and GFX12's `s_barrier_wait`).
    Barrier,
    /// Completes at once: waits, hints, cache controls, `s_sendmsg`.
    Nop,
    /// `s_trap`: the kernel aborts.
    Trap,
    /// Padding after the last function (`s_code_end`): the wave ran past its end.
    CodeEnd,
    /// An instruction the emulator does not execute (yet), by name.
    NotExecuted(&'static str),
    /// Words that decode to no instruction.
    Invalid,
}

/// What an instruction is, for the dynamic instruction mix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Scalar ALU (incl. `s_endpgm`, `s_getreg`...).
    Salu,
    /// Vector ALU, VOP3P and VOPD.
    Valu,
    /// Scalar memory loads.
    Smem,
    /// Vector memory: FLAT, GLOBAL, SCRATCH, buffer.
    Vmem,
    /// LDS (DS instructions).
    Lds,
    /// Branches and program-counter instructions.
    Branch,
    /// Waits, hints and messages that complete at once.
    Wait,
    /// Barriers and what stops a wave (traps, refusals).
    Other,
}

impl Class {
    pub const ALL: [Class; 8] = [
        Class::Salu,
        Class::Valu,
        Class::Smem,
        Class::Vmem,
        Class::Lds,
        Class::Branch,
        Class::Wait,
        Class::Other,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Class::Salu => "salu",
            Class::Valu => "valu",
            Class::Smem => "smem",
            Class::Vmem => "vmem",
            Class::Lds => "lds",
            Class::Branch => "branch",
            Class::Wait => "wait",
            Class::Other => "other",
        }
    }

    fn of(op: &Op) -> Class {
        match op {
            Op::Alu(_, a) if a.row().name.starts_with("s_") => Class::Salu,
            Op::SBin(_) => Class::Salu,
            Op::Alu(..) | Op::Lanes(_) | Op::Vopd(..) | Op::Vop3p(..) => Class::Valu,
            Op::Smem(..) => Class::Smem,
            Op::Flat(..) | Op::Buffer(..) => Class::Vmem,
            Op::Ds(..) | Op::LdsDword(_) => Class::Lds,
            Op::Branch(..) | Op::Pc(..) | Op::Call(..) | Op::Subvector(..) => Class::Branch,
            Op::Nop => Class::Wait,
            Op::Barrier | Op::Trap | Op::CodeEnd | Op::NotExecuted(_) | Op::Invalid => Class::Other,
        }
    }
}

/// One half of a VOPD pair.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Half {
    Lanes(alu::LaneOp),
    Alu(alu::AluKind, amdgpu_isa::encoding::alu::AluInst),
}

impl Half {
    /// The half lowered to a lane op where it has one.
    fn lower(self, target: Target) -> Half {
        match self {
            Half::Alu(kind, a) => alu::prepare(target, kind, &a).map_or(self, Half::Lanes),
            h => h,
        }
    }
}

/// `op` as the run loop executes it: ALU instructions of the common kinds
/// without modifiers become lane ops ([`alu::prepare`]). [`compile`] gives
/// the semantic kinds (what the reference pages describe); this is only how
/// they run.
fn lower(target: Target, op: Op) -> Op {
    match op {
        Op::Alu(alu::AluKind::SBin(b), a) => alu::ScalarBin::of(b, &a).map_or(op, Op::SBin),
        Op::Alu(kind, a) => alu::prepare(target, kind, &a).map_or(op, Op::Lanes),
        Op::Ds(
            ds::DsKind::Load {
                bytes: 4, d16: 0, ..
            },
            d,
        ) => ds::Dword::of(&d, false).map_or(op, Op::LdsDword),
        Op::Ds(
            ds::DsKind::Store {
                bytes: 4,
                hi: false,
            },
            d,
        ) => ds::Dword::of(&d, true).map_or(op, Op::LdsDword),
        Op::Vopd(save, [x, y]) => Op::Vopd(save, [x.lower(target), y.lower(target)]),
        op => op,
    }
}

/// One instruction of a program.
#[derive(Clone, Debug)]
pub struct Instr {
    /// Image address (byte offset in the code; program mode: 4 per line).
    pub addr: u64,
    pub len: u32,
    /// The instruction, `None` for undecodable words.
    pub inst: Option<Inst>,
    /// 1-based source line (program mode), 0 for code objects.
    pub line: usize,
    pub(crate) op: Op,
    /// How many [`Op::Nop`] instructions follow this one back to back: the
    /// run loop steps over them at once (they are counted, not dispatched).
    pub(crate) nops_after: u32,
    pub class: Class,
}

impl Instr {
    /// Whether executing it can change the LDS (what a trace compares).
    pub(crate) fn reaches_lds(&self) -> bool {
        matches!(self.op, Op::Ds(..) | Op::LdsDword(_) | Op::Flat(..))
    }
}

/// Decoded, compiled code.
pub struct Program {
    pub target: Target,
    /// Device address of image address 0 (where the code object was placed).
    pub base: u64,
    pub instrs: Vec<Instr>,
    /// Image address of the first dword `slot` describes.
    start: u64,
    /// Per dword from `start`: the index of the instruction starting there.
    slot: Vec<u32>,
}

impl Program {
    /// Decodes every executable range of an image (byte ranges of `bytes`).
    pub fn from_image(target: Target, base: u64, bytes: &[u8], code: &[(u64, u64)]) -> Program {
        let start = code.iter().map(|r| r.0).min().unwrap_or(0);
        let end = code
            .iter()
            .map(|r| r.1)
            .max()
            .unwrap_or(0)
            .min(bytes.len() as u64);
        let mut instrs = Vec::new();
        let mut slot = vec![NONE; ((end.saturating_sub(start)) / 4) as usize];
        for &(lo, hi) in code {
            let hi = hi.min(bytes.len() as u64);
            let mut at = lo;
            while at + 4 <= hi {
                let (inst, len) = match decode(target, &bytes[at as usize..hi as usize]) {
                    Ok(i) => {
                        let n = i.len() as u64;
                        (Some(i), n)
                    }
                    Err(_) => (None, 4),
                };
                if let Some(s) = slot.get_mut(((at - start) / 4) as usize) {
                    *s = instrs.len() as u32;
                }
                instrs.push(Instr {
                    addr: at,
                    len: len as u32,
                    op: inst.as_ref().map_or(Op::Invalid, |i| compile(target, i)),
                    inst,
                    line: 0,
                    nops_after: 0,
                    class: Class::Other,
                });
                at += len.max(4);
            }
        }
        let mut p = Program {
            target,
            base,
            instrs,
            start,
            slot,
        };
        p.resolve_branches();
        p.annotate();
        p
    }

    /// Compiles parsed statements, each instruction at the offset its
    /// encoding would have, so that branch offsets land where the assembled
    /// code's would.
    pub fn from_statements(target: Target, stmts: &[amdgpu_isa::Statement]) -> Program {
        let mut instrs = Vec::new();
        let mut at = 0u64;
        let mut pending = Vec::new();
        for s in stmts {
            if let amdgpu_isa::Item::Inst(i) = &s.item {
                pending.push((s.line, at, *i));
                at += i.len() as u64;
            }
        }
        let mut slot = vec![NONE; (at / 4) as usize];
        for (line, addr, inst) in pending {
            if let Some(s) = slot.get_mut((addr / 4) as usize) {
                *s = instrs.len() as u32;
            }
            instrs.push(Instr {
                addr,
                len: inst.len() as u32,
                op: compile(target, &inst),
                inst: Some(inst),
                line,
                nops_after: 0,
                class: Class::Other,
            });
        }
        let mut p = Program {
            target,
            base: 0,
            instrs,
            start: 0,
            slot,
        };
        p.resolve_branches();
        p.annotate();
        p
    }

    /// The index of the instruction at image address `addr`.
    pub fn index_of(&self, addr: u64) -> Option<u32> {
        let off = addr.checked_sub(self.start)?;
        if off % 4 != 0 {
            return None;
        }
        let i = *self.slot.get((off / 4) as usize)?;
        (i != NONE).then_some(i)
    }

    fn annotate(&mut self) {
        for i in &mut self.instrs {
            i.op = lower(self.target, i.op);
            i.class = Class::of(&i.op);
        }
        let mut run = 0;
        for i in (0..self.instrs.len()).rev() {
            self.instrs[i].nops_after = run;
            let here = &self.instrs[i];
            let adjacent =
                i == 0 || self.instrs[i - 1].addr + u64::from(self.instrs[i - 1].len) == here.addr;
            run = if matches!(here.op, Op::Nop) && adjacent {
                run + 1
            } else {
                0
            };
        }
    }

    /// Runs `s_getpc`/`s_setpc`/`s_swappc` (instruction `at`): `Some(to)`
    /// when it jumps. Addresses are device addresses (`base` + image address).
    pub(crate) fn pc_op(
        &self,
        at: u32,
        op: PcOp,
        a: &amdgpu_isa::encoding::alu::AluInst,
        w: &mut crate::Wave,
    ) -> Result<Option<u32>, String> {
        let ins = &self.instrs[at as usize];
        let here = ins.addr + u64::from(ins.len);
        if matches!(op, PcOp::Get | PcOp::Swap) {
            let v = self.base.wrapping_add(here);
            crate::alu::write_scalar(w, a.dst, v as u32)?;
            crate::alu::write_scalar(w, a.dst + 1, (v >> 32) as u32)?;
        }
        if matches!(op, PcOp::Get) {
            return Ok(None);
        }
        let lo = crate::alu::read_scalar(w, a.src[0], a.literal)?;
        let hi = crate::alu::read_scalar(w, a.src[0] + 1, a.literal)?;
        let abs = u64::from(lo) | u64::from(hi) << 32;
        let to = abs.wrapping_sub(self.base);
        self.index_of(to)
            .map(Some)
            .ok_or_else(|| format!("jump to {abs:#x}, which is not the start of an instruction"))
    }

    /// Runs `s_call_b64` (instruction `at`, target `to`): writes the return
    /// address and gives the instruction to go to.
    pub(crate) fn call(
        &self,
        at: u32,
        to: u32,
        a: &amdgpu_isa::encoding::alu::AluInst,
        w: &mut crate::Wave,
    ) -> Result<u32, String> {
        let ins = &self.instrs[at as usize];
        let ret = self.base.wrapping_add(ins.addr + u64::from(ins.len));
        crate::alu::write_scalar(w, a.dst, ret as u32)?;
        crate::alu::write_scalar(w, a.dst + 1, (ret >> 32) as u32)?;
        if to == NONE {
            return Err("the call target is not the start of an instruction".into());
        }
        Ok(to)
    }

    fn resolve_branches(&mut self) {
        for i in 0..self.instrs.len() {
            let (Op::Branch(..) | Op::Call(..) | Op::Subvector(..)) = self.instrs[i].op else {
                continue;
            };
            let Some(Inst::Alu(a)) = self.instrs[i].inst else {
                continue;
            };
            // target = next instruction + 4 * SIMM16 (AMD ISA guides,
            // S_BRANCH, S_CALL_B64; the subvector loops as S_CBRANCH)
            let next = self.instrs[i].addr + 4;
            let to = next.wrapping_add_signed(i64::from(a.simm16 as i16) * 4);
            let to = self.index_of(to).unwrap_or(NONE);
            self.instrs[i].op = match self.instrs[i].op {
                Op::Branch(cond, _) => Op::Branch(cond, to),
                Op::Subvector(sv, ..) => Op::Subvector(sv, to, a),
                _ => Op::Call(to, a),
            };
        }
    }
}

/// The kind an instruction executes as.
pub(crate) fn compile(target: Target, inst: &Inst) -> Op {
    match inst {
        Inst::Alu(a) => {
            let name = a.row().name;
            if let Some(c) = Cond::of(name) {
                return Op::Branch(c, NONE);
            }
            match name {
                "s_getpc_b64" => Op::Pc(PcOp::Get, *a),
                "s_call_b64" => Op::Call(NONE, *a),
                "s_subvector_loop_begin" => Op::Subvector(Subvector::Begin, NONE, *a),
                "s_subvector_loop_end" => Op::Subvector(Subvector::End, NONE, *a),
                "s_setpc_b64" => Op::Pc(PcOp::Set, *a),
                "s_swappc_b64" => Op::Pc(PcOp::Swap, *a),
                "s_barrier" | "s_barrier_wait" => Op::Barrier,
                "s_code_end" => Op::CodeEnd,
                "s_trap" => Op::Trap,
                // scheduling hints, waits (memory completes at once in this
                // in-order model), and messages that do nothing for compute:
                // DEALLOC_VGPRS at the end, GS/interrupt messages (UNCONFIRMED
                // for messages other than DEALLOC_VGPRS)
                "s_delay_alu"
                | "s_clause"
                | "s_nop"
                | "s_sleep"
                | "s_sethalt"
                | "s_setprio"
                | "s_sendmsg"
                | "s_sendmsghalt"
                | "s_icache_inv"
                | "s_inst_prefetch"
                | "s_set_inst_prefetch_distance"
                | "s_ttracedata"
                | "s_ttracedata_imm"
                | "s_barrier_signal"
                // RDNA 3 ISA guide: S_VERSION and V_NOP do nothing, V_PIPEFLUSH
                // flushes a VALU cache, S_WAKEUP wakes waves from S_SLEEP (itself
                // a no-op here), S_INC/DECPERFLEVEL step performance counters
                | "s_version"
                | "v_nop"
                | "v_pipeflush"
                | "s_wakeup"
                | "s_incperflevel"
                | "s_decperflevel" => Op::Nop,
                n if n.starts_with("s_waitcnt") || n.starts_with("s_wait_") => Op::Nop,
                // SDWA selects are not modelled: refused rather than run as
                // the plain form
                _ if a.sdwa.is_some() => Op::NotExecuted(name),
                _ => match alu::classify(target, name) {
                    alu::AluKind::Unsupported => Op::NotExecuted(name),
                    kind => Op::Alu(kind, *a),
                },
            }
        }
        Inst::Ds(d) => Op::Ds(ds::classify(target, d.row().name), *d),
        Inst::Smem(s) => match vmem::classify_smem(s.row().name) {
            Some(k) => Op::Smem(k, *s),
            None => Op::NotExecuted(s.row().name),
        },
        Inst::Flat(m) => match vmem::classify_flat(target, m.row()) {
            Some(k) => Op::Flat(k, *m),
            None => Op::NotExecuted(m.row().name),
        },
        Inst::Vop3p(p) if p.dpp.is_some() => Op::NotExecuted(p.row().name),
        Inst::Vop3p(p) => Op::Vop3p(vop3p::classify(target, p.row().name), *p),
        // cache invalidations (buffer_gl0_inv, buffer_wbinvl1…): no caches here
        Inst::Buffer(b)
            if b.row().name.contains("inv") || b.row().name.starts_with("buffer_wb") =>
        {
            Op::Nop
        }
        Inst::Buffer(b) => match buffer::classify(target, b.row()) {
            Some(k) => Op::Buffer(k, *b),
            None => Op::NotExecuted(b.row().name),
        },
        Inst::Vopd(v) => vopd(target, v),
        Inst::Exp(e) => Op::NotExecuted(e.mnemonic()),
        Inst::Interp(i) => Op::NotExecuted(i.row().name),
        Inst::Image(m) => Op::NotExecuted(m.row().name),
    }
}

/// The ALU row a VOPD half runs as and its kind: `v_dual_X` runs as the
/// VOP2 row `v_X`. `v_dual_dot2acc_f32_bf16` has no VOP2 row on GFX11; it
/// runs on `v_dot2acc_f32_f16`'s row (same operands: VDST, SRC0, VSRC1)
/// with the bf16 kind.
pub fn vopd_half(target: Target, dual: &str) -> Option<(usize, alu::AluKind)> {
    let name = format!("v_{}", dual.strip_prefix("v_dual_")?);
    if name == "v_dot2acc_f32_bf16" {
        let row = amdgpu_isa::tables::alu::lookup_on("v_dot2acc_f32_f16", target)?;
        return Some((row, alu::AluKind::VDot2Acc { bf16: true }));
    }
    let row = amdgpu_isa::tables::alu::lookup_on(&name, target)?;
    match alu::classify(target, amdgpu_isa::tables::alu::ALU_ROWS[row].name) {
        alu::AluKind::Unsupported => None,
        kind => Some((row, kind)),
    }
}

/// A VOPD pair as two VOP2-style ALU instructions. Both halves read their
/// sources before either writes (RDNA 3 ISA §7.6, dual issue); the halves
/// run one after the other, Y first when it reads X's destination, which is
/// the same. When each reads the other's destination, X's destination row
/// is first copied to the scratch row and Y reads it there.
fn vopd(target: Target, v: &amdgpu_isa::encoding::vopd::VopdInst) -> Op {
    use amdgpu_isa::operand::VGPR0;
    let half = |h: &amdgpu_isa::encoding::vopd::VopdHalf| {
        let (row, kind) = vopd_half(target, h.row().name)?;
        let mut a = amdgpu_isa::encoding::alu::AluInst::new(target, row);
        a.dst = u16::from(h.dst);
        a.src[0] = h.src0;
        a.src[1] = VGPR0 + u16::from(h.vsrc1);
        a.literal = v.literal;
        Some((kind, a))
    };
    let (Some(x), Some(y)) = (half(&v.x), half(&v.y)) else {
        return Op::NotExecuted(v.mnemonic());
    };
    let reads = |h: &amdgpu_isa::encoding::vopd::VopdHalf, r: u8| {
        h.src0 == VGPR0 + u16::from(r)
            || (h.row().shape != amdgpu_isa::tables::vopd::Shape::Src0 && h.vsrc1 == r)
    };
    let both =
        |x: (alu::AluKind, _), y: (alu::AluKind, _)| [Half::Alu(x.0, x.1), Half::Alu(y.0, y.1)];
    match (reads(&v.y, v.x.dst), reads(&v.x, v.y.dst)) {
        (false, _) => Op::Vopd(None, both(x, y)),
        (true, false) => Op::Vopd(None, both(y, x)),
        (true, true) => {
            let (kind, mut a) = y;
            let old = VGPR0 + u16::from(v.x.dst);
            let scratch = VGPR0 + crate::state::DPP_ROW as u16;
            for s in &mut a.src[..2] {
                if *s == old {
                    *s = scratch;
                }
            }
            Op::Vopd(Some(u16::from(v.x.dst)), both(x, (kind, a)))
        }
    }
}

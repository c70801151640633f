//! Dispatching a kernel: a grid of workgroups, each a set of waves sharing
//! one LDS, started in the state the AMDHSA ABI and the kernel descriptor
//! describe, run until `s_endpgm` with `s_barrier` across the waves.
//! Workgroups are independent and run on a thread pool; their results do not
//! depend on the number of threads.
//!
//! Initial state: AMDGPUUsage "Initial Kernel Execution State" and
//! kernel-facts §2 (user SGPR order, system SGPRs from USER_SGPR_COUNT,
//! GFX12 workgroup IDs in TTMP7/TTMP9, packed or separate work-item IDs).

use crate::memory::Memory;
use crate::program::{Class, Half, Instr, Op, Program};
use crate::state::{Lds, Wave, DPP_ROW};
use crate::vmem::Env;
use crate::{alu, ds, vmem, vop3p};
use amdgpu_codeobj::{KernelDescriptor, UserSgpr};
use amdgpu_isa::{Arch, Gen, Target};
use rayon::prelude::*;
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};

/// The work of one dispatch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Launch {
    /// Global size in work-items per dimension (OpenCL style: the last
    /// workgroup of a dimension may be partial).
    pub global: [u32; 3],
    /// Workgroup size per dimension.
    pub local: [u32; 3],
    /// Bytes of LDS added to the descriptor's static size.
    pub dynamic_lds: u32,
    /// Instructions a wave may execute before the run stops with an error.
    pub max_steps: u64,
}

impl Launch {
    /// Workgroups per dimension.
    pub fn groups(&self) -> [u32; 3] {
        [0, 1, 2].map(|d| self.global[d].div_ceil(self.local[d].max(1)))
    }
    pub fn dims(&self) -> u32 {
        if self.global[2] > 1 || self.local[2] > 1 {
            3
        } else if self.global[1] > 1 || self.local[1] > 1 {
            2
        } else {
            1
        }
    }
}

/// Addresses of what the dispatcher placed in memory for the kernel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Placed {
    pub kernarg: u64,
    pub dispatch_packet: u64,
    pub queue: u64,
    /// The user SGPRs as the dispatcher's COMPUTE_USER_DATA registers give
    /// them: when set, s0..s31 take these values instead of the ones the
    /// descriptor's enabled user SGPRs would (tinygrad's mock GPU passes its
    /// user data this way, kernel-facts §6.1, §6.2; its emulator writes every
    /// entry it is given).
    pub user_data: Option<[u32; 32]>,
}

/// What a dispatch did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub workgroups: u64,
    pub waves: u64,
    /// Instructions executed, counted once per wave.
    pub instructions: u64,
    /// Instructions times the lanes EXEC enabled when each was issued.
    pub lane_instructions: u64,
    /// Instructions per [`Class`], indexed by `Class as usize`.
    pub mix: [u64; Class::ALL.len()],
}

impl Stats {
    /// Adds `o`'s counts to these.
    pub fn add(&mut self, o: &Stats) {
        self.workgroups += o.workgroups;
        self.waves += o.waves;
        self.instructions += o.instructions;
        self.lane_instructions += o.lane_instructions;
        for (m, n) in self.mix.iter_mut().zip(o.mix) {
            *m += n;
        }
    }
}

/// One traced instruction of one wave.
#[derive(Clone, Debug)]
pub struct TraceStep {
    pub workgroup: [u32; 3],
    pub wave: u32,
    /// Device address of the instruction.
    pub pc: u64,
    pub text: String,
    /// What it changed, `name: old -> new` (as the program mode's trace).
    pub effects: Vec<String>,
}

/// What a dispatch reports while it runs.
#[derive(Clone, Copy, Default)]
pub struct Watch<'a> {
    /// Incremented as each workgroup finishes.
    pub progress: Option<&'a AtomicU64>,
    /// Receives every instruction of the traced workgroups, in order (the
    /// dispatch runs on one thread then).
    pub trace: Option<&'a (dyn Fn(TraceStep) + Sync)>,
    /// Trace only this workgroup (all when `None`).
    pub trace_group: Option<[u32; 3]>,
}

/// A run-time error, located.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelError {
    pub kernel: String,
    pub workgroup: [u32; 3],
    pub wave: u32,
    /// Device address of the instruction.
    pub pc: u64,
    /// Its text (empty when the words decode to nothing).
    pub text: String,
    pub msg: String,
}

impl fmt::Display for KernelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [x, y, z] = self.workgroup;
        write!(
            f,
            "kernel {}, workgroup ({x},{y},{z}), wave {}, pc {:#x}",
            self.kernel, self.wave, self.pc
        )?;
        if !self.text.is_empty() {
            write!(f, " `{}`", self.text)?;
        }
        write!(f, ": {}", self.msg)
    }
}

impl std::error::Error for KernelError {}

/// A kernel ready to dispatch: its program, descriptor and where its code sits.
pub struct Kernel<'p> {
    pub name: String,
    pub program: &'p Program,
    pub descriptor: KernelDescriptor,
    /// Image address of the first instruction.
    pub entry: u64,
}

/// Whether work-item IDs arrive packed in v0 (gfx90a, gfx94x/950, GFX11,
/// GFX12) rather than in v0, v1, v2 (AMDGPUUsage processor table).
fn packed_ids(t: Target) -> bool {
    matches!(t.arch(), Arch::Cdna2 | Arch::Cdna3 | Arch::Cdna4) || t.gen() >= Gen::Gfx11
}

/// Why a wave stopped running.
enum Stop {
    Barrier,
    End,
}

/// A wave between runs.
struct Slot {
    wave: Wave,
    pc: u32,
    ended: bool,
    scratch: Vec<u8>,
    steps: u64,
}

/// Runs every workgroup of `launch`.
pub fn dispatch(
    kernel: &Kernel,
    launch: &Launch,
    placed: &Placed,
    mem: &dyn Memory,
    threads: Option<usize>,
    watch: &Watch,
) -> Result<Stats, KernelError> {
    // a trace comes out in grid order
    let threads = if watch.trace.is_some() {
        Some(1)
    } else {
        threads
    };
    let groups = launch.groups();
    let total = u64::from(groups[0]) * u64::from(groups[1]) * u64::from(groups[2]);
    let entry = kernel
        .program
        .index_of(kernel.entry)
        .ok_or_else(|| KernelError {
            kernel: kernel.name.clone(),
            workgroup: [0; 3],
            wave: 0,
            pc: kernel.program.base + kernel.entry,
            text: String::new(),
            msg: "the kernel's entry is not the start of a decoded instruction".into(),
        })?;
    let stop = AtomicBool::new(false);
    let sum = std::sync::Mutex::new(Stats::default());
    let run = |i: u64| -> Result<(), KernelError> {
        if stop.load(Relaxed) {
            return Ok(());
        }
        let id = [
            (i % u64::from(groups[0])) as u32,
            (i / u64::from(groups[0]) % u64::from(groups[1])) as u32,
            (i / (u64::from(groups[0]) * u64::from(groups[1]))) as u32,
        ];
        let trace = watch
            .trace
            .filter(|_| watch.trace_group.is_none_or(|g| g == id));
        let r = run_group(kernel, launch, placed, mem, entry, id, trace);
        match r {
            Ok(s) => {
                sum.lock().unwrap_or_else(|p| p.into_inner()).add(&s);
                if let Some(p) = watch.progress {
                    p.fetch_add(1, Relaxed);
                }
                Ok(())
            }
            Err(e) => {
                stop.store(true, Relaxed);
                Err(e)
            }
        }
    };
    let result: Result<(), KernelError> = match threads {
        Some(1) => (0..total).try_for_each(run),
        _ => {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads.unwrap_or(0))
                .build()
                .map_err(|e| KernelError {
                    kernel: kernel.name.clone(),
                    workgroup: [0; 3],
                    wave: 0,
                    pc: 0,
                    text: String::new(),
                    msg: format!("cannot start worker threads: {e}"),
                })?;
            // the first failing workgroup in grid order, whatever the threads did
            pool.install(|| {
                let errors: Vec<(u64, KernelError)> = (0..total)
                    .into_par_iter()
                    .filter_map(|i| run(i).err().map(|e| (i, e)))
                    .collect();
                match errors.into_iter().min_by_key(|(i, _)| *i) {
                    Some((_, e)) => Err(e),
                    None => Ok(()),
                }
            })
        }
    };
    result?;
    Ok(sum.into_inner().unwrap_or_else(|p| p.into_inner()))
}

thread_local! {
    /// Waves of this thread's finished workgroups, reused by the next one:
    /// a wave's register files are 65 KiB, and a fresh allocation per wave
    /// cost more than zeroing memory the cache already holds.
    static SPARE: std::cell::RefCell<Vec<Wave>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A zeroed wave: a spare one reset, or a new one.
fn spare_wave(target: Target, lanes: u32) -> Wave {
    match SPARE.with(|s| s.borrow_mut().pop()) {
        Some(mut w) => {
            w.reset(target, lanes);
            w
        }
        None => Wave::with_lds(target, lanes, Lds::new(0)),
    }
}

/// The waves of a workgroup; they go back to [`SPARE`] when it is done.
struct Slots(Vec<Slot>);

impl Drop for Slots {
    fn drop(&mut self) {
        // a workgroup has at most 1024 / 32 waves
        SPARE.with(|s| {
            let mut s = s.borrow_mut();
            for slot in self.0.drain(..) {
                if s.len() < 32 {
                    s.push(slot.wave);
                }
            }
        });
    }
}

/// Runs one workgroup: its waves in turn, each until a barrier or its end.
fn run_group(
    kernel: &Kernel,
    launch: &Launch,
    placed: &Placed,
    mem: &dyn Memory,
    entry: u32,
    id: [u32; 3],
    trace: Option<&(dyn Fn(TraceStep) + Sync)>,
) -> Result<Stats, KernelError> {
    let target = kernel.program.target;
    let kd = &kernel.descriptor;
    // the size of this (possibly partial) workgroup
    let size = [0, 1, 2].map(|d| {
        let start = id[d] * launch.local[d];
        launch.local[d].min(launch.global[d] - start)
    });
    let items = size[0] * size[1] * size[2];
    let ws = target.wave_size();
    let lds_size = (kd.group_segment_fixed_size + launch.dynamic_lds) as usize;
    let mut lds = Lds::new(lds_size);
    let private = kd.private_segment_fixed_size;
    let mut slots = Slots(
        (0..items.div_ceil(ws))
            .map(|n| {
                let first = n * ws;
                let lanes = (items - first).min(ws);
                let mut w = spare_wave(target, lanes);
                w.id = n;
                init_wave(&mut w, kd, placed, launch, id, size, first);
                Slot {
                    wave: w,
                    pc: entry,
                    ended: false,
                    scratch: vec![0; private as usize * ws as usize],
                    steps: 0,
                }
            })
            .collect(),
    );
    let mut stats = Stats {
        workgroups: 1,
        waves: slots.0.len() as u64,
        ..Stats::default()
    };
    loop {
        let mut running = false;
        for (n, s) in slots.0.iter_mut().enumerate() {
            if s.ended {
                continue;
            }
            std::mem::swap(&mut lds, &mut s.wave.lds);
            let mut env = Env {
                mem,
                scratch: &mut s.scratch,
                private_size: private,
            };
            let r = match trace {
                None => run_wave(
                    kernel.program,
                    &mut s.wave,
                    &mut s.pc,
                    &mut env,
                    &mut s.steps,
                    launch.max_steps,
                    &mut stats,
                ),
                Some(sink) => {
                    let prog = kernel.program;
                    let mut emit = |at: u32, effects: Vec<String>| {
                        let ins = prog.instrs.get(at as usize);
                        sink(TraceStep {
                            workgroup: id,
                            wave: n as u32,
                            pc: prog.base + ins.map_or(0, |i| i.addr),
                            text: ins
                                .and_then(|i| i.inst.as_ref())
                                .map(|i| i.display().to_string())
                                .unwrap_or_default(),
                            effects,
                        })
                    };
                    let mut t = Traced {
                        before: s.wave.clone(),
                        emit: &mut emit,
                    };
                    run_wave_loop(
                        prog,
                        &mut s.wave,
                        &mut s.pc,
                        &mut env,
                        &mut s.steps,
                        launch.max_steps,
                        &mut stats,
                        Some(&mut t),
                    )
                }
            };
            std::mem::swap(&mut lds, &mut s.wave.lds);
            match r {
                Ok(Stop::End) => s.ended = true,
                Ok(Stop::Barrier) => running = true,
                Err(msg) => {
                    let ins = kernel.program.instrs.get(s.pc as usize);
                    return Err(KernelError {
                        kernel: kernel.name.clone(),
                        workgroup: id,
                        wave: n as u32,
                        pc: kernel.program.base + ins.map_or(0, |i| i.addr),
                        text: ins
                            .and_then(|i| i.inst.as_ref())
                            .map(|i| i.display().to_string())
                            .unwrap_or_default(),
                        msg,
                    });
                }
            }
        }
        // every wave that has not ended waits at the barrier: release them
        // (ended waves count as arrived: UNCONFIRMED, kernel-facts §9.8)
        if !running {
            return Ok(stats);
        }
    }
}

/// Sets the ABI's initial registers of the wave whose lane 0 is work-item
/// `first` (linear, X fastest) of workgroup `id` of size `size`.
fn init_wave(
    w: &mut Wave,
    kd: &KernelDescriptor,
    placed: &Placed,
    launch: &Launch,
    id: [u32; 3],
    size: [u32; 3],
    first: u32,
) {
    let t = w.target;
    let put64 = |w: &mut Wave, at: u32, v: u64| {
        if let Some(r) = w.sgpr.get_mut(at as usize..at as usize + 2) {
            r[0] = v as u32;
            r[1] = (v >> 32) as u32;
        }
    };
    if let Some(data) = &placed.user_data {
        for (r, &v) in w.sgpr.iter_mut().zip(data) {
            *r = v;
        }
    }
    for (kind, at, n) in kd.user_sgprs() {
        if placed.user_data.is_some() {
            break;
        }
        match kind {
            UserSgpr::DispatchPtr => put64(w, at, placed.dispatch_packet),
            UserSgpr::QueuePtr => put64(w, at, placed.queue),
            UserSgpr::KernargSegmentPtr => put64(w, at, placed.kernarg),
            UserSgpr::PrivateSegmentSize => {
                // a descriptor may claim more user SGPRs than there are
                if let Some(r) = w.sgpr.get_mut(at as usize) {
                    *r = kd.private_segment_fixed_size;
                }
            }
            // preloaded kernargs: the kernel's prologue loads them again from
            // the kernarg pointer (AMDGPUUsage "Preloaded Kernel Arguments"),
            // so starting at the entry with these zero is what the CP does
            // without preload support (kernel-facts §2.5)
            UserSgpr::PreloadedKernargs
            | UserSgpr::PrivateSegmentBuffer
            | UserSgpr::DispatchId
            | UserSgpr::FlatScratchInit => {
                let _ = n;
            }
        }
    }
    // MODE from RSRC1: FP_ROUND, FP_DENORM, DX10_CLAMP, IEEE (AMDGPUUsage
    // compute_pgm_rsrc1; the bits mean other things on GFX12, left at 0 there)
    w.mode = kd.float_round_mode_32()
        | kd.float_round_mode_16_64() << 2
        | kd.float_denorm_mode_32() << 4
        | kd.float_denorm_mode_16_64() << 6;
    if t.gen() < Gen::Gfx12 {
        w.mode |= u32::from(kd.dx10_clamp()) << 8 | u32::from(kd.ieee_mode()) << 9;
    }
    // system SGPRs start at USER_SGPR_COUNT (padded on gfx1100/gfx1102 wave32)
    let mut at = kd.user_sgpr_count() as usize;
    if t.gen() == Gen::Gfx12 {
        // GFX12 passes workgroup IDs in TTMP9 (X) and TTMP7 (Y | Z << 16)
        w.ttmp[9] = id[0];
        w.ttmp[7] = id[1] & 0xffff | id[2] << 16;
    } else {
        for (d, &v) in id.iter().enumerate() {
            if kd.workgroup_id_enabled(d) {
                if let Some(r) = w.sgpr.get_mut(at) {
                    *r = v;
                }
                at += 1;
            }
        }
    }
    let _ = launch;
    // work-item IDs, X fastest
    let packed = packed_ids(t);
    let dims = kd.workitem_id_dims() as usize;
    for lane in 0..w.wave_size as usize {
        let linear = first + lane as u32;
        let x = linear % size[0];
        let y = linear / size[0] % size[1];
        let z = linear / (size[0] * size[1]);
        if packed {
            w.vgpr[0][lane] =
                x | if dims > 1 { y << 10 } else { 0 } | if dims > 2 { z << 20 } else { 0 };
        } else {
            for (d, v) in [x, y, z].into_iter().enumerate().take(dims) {
                w.vgpr[d][lane] = v;
            }
        }
    }
}

/// Runs a wave from `pc` until it ends or reaches a barrier.
fn run_wave(
    prog: &Program,
    w: &mut Wave,
    pc: &mut u32,
    env: &mut Env,
    steps: &mut u64,
    max_steps: u64,
    stats: &mut Stats,
) -> Result<Stop, String> {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2")
        && std::arch::is_x86_feature_detected!("fma")
        && std::arch::is_x86_feature_detected!("popcnt")
    {
        // SAFETY: the CPU has these features, checked just above.
        return unsafe { run_wave_avx2(prog, w, pc, env, steps, max_steps, stats) };
    }
    run_wave_loop(prog, w, pc, env, steps, max_steps, stats, None)
}

/// The run loop compiled for AVX2: the lane-array instructions inline into
/// it at the vector width their rows are stored with.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma,popcnt")]
unsafe fn run_wave_avx2(
    prog: &Program,
    w: &mut Wave,
    pc: &mut u32,
    env: &mut Env,
    steps: &mut u64,
    max_steps: u64,
    stats: &mut Stats,
) -> Result<Stop, String> {
    run_wave_loop(prog, w, pc, env, steps, max_steps, stats, None)
}

/// Where a wave goes after an instruction.
pub(crate) enum Flow {
    /// On to this instruction.
    Next(u32),
    /// To this instruction once the workgroup's waves meet at the barrier.
    Barrier(u32),
    /// `s_endpgm`.
    End,
}

/// Executes instruction `pc` of `prog` (one place for every kind; the run
/// loops around it count, limit and trace).
#[inline(always)]
pub(crate) fn step(
    prog: &Program,
    w: &mut Wave,
    pc: u32,
    ins: &Instr,
    env: &mut Env,
) -> Result<Flow, String> {
    let mut next = pc + 1;
    match &ins.op {
        &Op::Alu(kind, ref a) => {
            if alu::exec(w, kind, a)? {
                return Ok(Flow::End);
            }
        }
        Op::Lanes(op) => alu::exec_lanes_inline(w, op)?,
        Op::Vopd(save, halves) => {
            if let Some(r) = *save {
                w.vgpr[DPP_ROW] = w.vgpr[usize::from(r) & 255];
            }
            for h in halves {
                match h {
                    Half::Lanes(op) => alu::exec_lanes_inline(w, op)?,
                    Half::Alu(kind, a) => {
                        alu::exec(w, *kind, a)?;
                    }
                }
            }
        }
        &Op::Ds(kind, ref d) => ds::exec(w, kind, d)?,
        Op::LdsDword(a) => ds::exec_dword(w, a)?,
        Op::SBin(s) => alu::exec_sbin(w, s)?,
        &Op::Vop3p(kind, ref p) => vop3p::exec(w, kind, p)?,
        &Op::Smem(kind, ref s) => vmem::exec_smem(w, kind, s, env)?,
        &Op::Flat(kind, ref m) => vmem::exec_flat(w, kind, m, env)?,
        &Op::Buffer(kind, ref b) => crate::buffer::exec_buffer(w, kind, b, env)?,
        &Op::Branch(cond, to) => {
            if let Some(to) = crate::program::branch(cond, to, w)? {
                next = to;
            }
        }
        &Op::Pc(op, ref a) => {
            if let Some(to) = prog.pc_op(pc, op, a, w)? {
                next = to;
            }
        }
        &Op::Call(to, ref a) => next = prog.call(pc, to, a, w)?,
        &Op::Subvector(sv, to, ref a) => {
            if let Some(to) = crate::program::subvector(sv, to, a, w)? {
                next = to;
            }
        }
        Op::Nop => {}
        Op::Barrier => return Ok(Flow::Barrier(next)),
        Op::CodeEnd => {
            return Err("reached s_code_end: the wave ran past the end of its code".into())
        }
        Op::Trap => return Err("the kernel executed s_trap (an abort or trap)".into()),
        &Op::NotExecuted(name) => return Err(crate::not_executed(name, prog.target)),
        Op::Invalid => return Err("these words decode to no instruction".into()),
    }
    Ok(Flow::Next(next))
}

/// A wave being traced: its state after the last step, and where each
/// step's changes go.
struct Traced<'a> {
    before: Wave,
    emit: &'a mut dyn FnMut(u32, Vec<String>),
}

/// The run loop; `trace` is `None` on the fast path (the tracing code
/// folds away there).
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn run_wave_loop(
    prog: &Program,
    w: &mut Wave,
    pc: &mut u32,
    env: &mut Env,
    steps: &mut u64,
    max_steps: u64,
    stats: &mut Stats,
    mut trace: Option<&mut Traced>,
) -> Result<Stop, String> {
    // EXEC's lane count, recounted only when EXEC changes
    let (mut exec, mut lanes) = (w.exec, u64::from(w.exec.count_ones()));
    loop {
        if *steps >= max_steps {
            return Err(format!(
                "stopped after {max_steps} instructions in this wave (the step limit)"
            ));
        }
        if w.exec != exec {
            exec = w.exec;
            lanes = u64::from(exec.count_ones());
        }
        let Some(ins) = prog.instrs.get(*pc as usize) else {
            return Err("the wave ran past the end of the code without s_endpgm".into());
        };
        *steps += 1;
        w.steps = *steps;
        stats.instructions += 1;
        stats.lane_instructions += lanes;
        stats.mix[ins.class as usize] += 1;
        let flow = step(prog, w, *pc, ins, env);
        if let Some(t) = trace.as_mut() {
            // what the instruction changed, also when it failed part-way
            (t.emit)(*pc, t.before.diff_and_update(w, ins.reaches_lds()));
        }
        let next = match flow? {
            Flow::Next(next) => next,
            Flow::Barrier(next) => {
                *pc = next;
                return Ok(Stop::Barrier);
            }
            Flow::End => return Ok(Stop::End),
        };
        let nops = ins.nops_after;
        if nops > 0 && next == *pc + 1 && trace.is_none() {
            // waits and hints that follow complete at once: counted, with
            // the lanes of the EXEC they are issued under
            *pc = next + nops;
            *steps += u64::from(nops);
            w.steps = *steps;
            stats.instructions += u64::from(nops);
            stats.lane_instructions += u64::from(nops) * u64::from(w.exec.count_ones());
            stats.mix[Class::Wait as usize] += u64::from(nops);
        } else {
            *pc = next;
        }
    }
}

/// A kernel of a code object placed in [`Buffers`], ready to run.
pub struct Loaded {
    pub name: String,
    pub program: Program,
    pub descriptor: KernelDescriptor,
    /// Image address of the first instruction.
    pub entry: u64,
    pub meta: Option<amdgpu_codeobj::KernelMeta>,
}

/// Alignment of each dynamic LDS region (UNCONFIRMED: the runtimes align
/// local-memory arguments; 16 bytes suits every type a kernel can take).
const DYNAMIC_LDS_ALIGN: u64 = 16;

/// The largest kernarg segment placed: runtimes pass a few KiB, so a
/// descriptor or metadata note claiming more (up to 4 GiB) is refused
/// rather than allocated.
const MAX_KERNARG: usize = 1 << 20;

/// The largest image placed (its sections laid out; the reader takes up to
/// 1 GiB): placing copies every byte, and a .bss claiming a gigabyte took
/// seconds. Far larger than a kernel's code and constants.
const MAX_IMAGE: usize = 256 << 20;

/// Bytes of scratch one wave can have: COMPUTE_TMPRING_SIZE.WAVESIZE, 13 bits
/// of 1 KiB units before GFX11, 15 bits (GFX11) or 18 bits (GFX12) of 256-byte
/// units (LLVM's GCNSubtarget::getMaxWaveScratchSize).
fn max_wave_scratch(gen: Gen) -> u64 {
    match gen {
        Gen::Gfx9 | Gen::Gfx10 => 1024 * ((1 << 13) - 1),
        Gen::Gfx11 => 256 * ((1 << 15) - 1),
        _ => 256 * ((1 << 18) - 1),
    }
}

impl Loaded {
    /// Places the code object's image in `mem` and compiles kernel `name`
    /// (the only kernel when `None`).
    pub fn new(
        obj: &amdgpu_codeobj::CodeObject,
        name: Option<&str>,
        mem: &mut crate::memory::Buffers,
    ) -> Result<Loaded, String> {
        // relocated for the address the next buffer gets, then placed there:
        // one pass over the image, which sections may make up to 1 GiB
        let base = mem.next_address();
        let (loaded, image) = Loaded::at(obj, name, base)?;
        let placed = mem.add(&image);
        debug_assert_eq!(placed, base);
        Ok(loaded)
    }

    /// Compiles kernel `name` (the only kernel when `None`) of the code
    /// object's image relocated for `base`, and returns that image, for the
    /// caller to place at `base`.
    pub fn at(
        obj: &amdgpu_codeobj::CodeObject,
        name: Option<&str>,
        base: u64,
    ) -> Result<(Loaded, Vec<u8>), String> {
        let k = obj.kernel(name)?;
        let image = obj.load(base)?;
        if image.bytes.len() > MAX_IMAGE {
            return Err(format!(
                "the code object's image is {} bytes, more than the {MAX_IMAGE} placed",
                image.bytes.len()
            ));
        }
        // the descriptor says wave32 or wave64 (GFX10+); GFX9 is wave64
        let target = if obj.target.gen() >= Gen::Gfx10 {
            obj.target
                .with_wave_size(if k.descriptor.wave32() { 32 } else { 64 })
                .map_err(|e| e.to_string())?
        } else {
            obj.target
        };
        let program = Program::from_image(target, base, &image.bytes, &image.code);
        let loaded = Loaded {
            name: k.name.clone(),
            program,
            descriptor: k.descriptor,
            entry: k.entry,
            meta: k.meta.clone(),
        };
        Ok((loaded, image.bytes))
    }

    /// The explicit arguments in kernarg order (the metadata's non-hidden
    /// arguments), with their offsets, sizes and kinds.
    pub fn explicit_args(&self) -> Vec<&amdgpu_codeobj::Arg> {
        self.meta
            .iter()
            .flat_map(|m| m.args.iter())
            .filter(|a| !a.kind.is_hidden())
            .collect()
    }

    /// The kernarg segment: `args` (little-endian bytes per explicit
    /// argument; a `dynamic_shared_pointer` argument's bytes give the size of
    /// its LDS region as a u32) and the hidden arguments the metadata asks
    /// for. Also returns the total dynamic LDS size.
    pub fn kernarg(
        &self,
        args: &[Vec<u8>],
        launch: &Launch,
        placed: &Placed,
    ) -> Result<(Vec<u8>, u32), String> {
        let meta = self
            .meta
            .as_ref()
            .ok_or("the code object has no metadata for this kernel: its arguments are unknown")?;
        let explicit = self.explicit_args();
        if args.len() != explicit.len() {
            return Err(format!(
                "kernel {} takes {} arguments, {} given",
                self.name,
                explicit.len(),
                args.len()
            ));
        }
        let size = meta.kernarg_segment_size.max(self.descriptor.kernarg_size) as usize;
        if size > MAX_KERNARG {
            return Err(format!(
                "a kernarg segment of {size} bytes is larger than the {MAX_KERNARG} placed"
            ));
        }
        let mut k = vec![0u8; size.max(16)];
        let put = |k: &mut Vec<u8>, off: u32, bytes: &[u8]| -> Result<(), String> {
            let dst = k
                .get_mut(off as usize..off as usize + bytes.len())
                .ok_or_else(|| {
                    format!("argument at offset {off} lies outside the kernarg segment")
                })?;
            dst.copy_from_slice(bytes);
            Ok(())
        };
        // u64: sizes from the input must not overflow before the LDS check
        let mut dynamic = 0u64;
        let fixed = u64::from(self.descriptor.group_segment_fixed_size);
        for (i, (a, v)) in explicit.iter().zip(args).enumerate() {
            if a.kind == amdgpu_codeobj::ValueKind::DynamicSharedPointer {
                let bytes: [u8; 4] = v.as_slice().try_into().map_err(|_| {
                    format!("argument {i}: a local-memory argument takes its size in bytes")
                })?;
                let at = (fixed + dynamic).next_multiple_of(DYNAMIC_LDS_ALIGN);
                dynamic = at - fixed + u64::from(u32::from_le_bytes(bytes));
                let at = u32::try_from(at)
                    .map_err(|_| format!("argument {i}: its LDS region starts beyond 4 GiB"))?;
                put(&mut k, a.offset, &at.to_le_bytes())?;
                continue;
            }
            if v.len() != a.size as usize {
                return Err(format!(
                    "argument {i} ({}) takes {} bytes, {} given",
                    a.name.as_deref().or(a.type_name.as_deref()).unwrap_or("?"),
                    a.size,
                    v.len()
                ));
            }
            put(&mut k, a.offset, v)?;
        }
        let groups = launch.groups();
        for a in meta.args.iter() {
            let amdgpu_codeobj::ValueKind::Hidden(h) = &a.kind else {
                continue;
            };
            let dim = |s: &str| -> usize {
                match s.as_bytes().last() {
                    Some(b'y') => 1,
                    Some(b'z') => 2,
                    _ => 0,
                }
            };
            // COV5 hidden arguments (AMDGPUUsage "Code Object V5 Metadata")
            let v: u64 = match h.as_str() {
                s if s.starts_with("block_count_") => {
                    u64::from(launch.global[dim(s)] / launch.local[dim(s)].max(1))
                }
                s if s.starts_with("group_size_") => u64::from(launch.local[dim(s)]),
                s if s.starts_with("remainder_") => {
                    u64::from(launch.global[dim(s)] % launch.local[dim(s)].max(1))
                }
                "grid_dims" => u64::from(launch.dims()),
                "dynamic_lds_size" => dynamic,
                "private_base" => u64::from(vmem::PRIVATE_APERTURE_HI),
                "shared_base" => u64::from(vmem::SHARED_APERTURE_HI),
                "queue_ptr" => placed.queue,
                // global offsets 0; printf/hostcall/heap/queues absent (null)
                _ => 0,
            };
            let _ = groups;
            let n = (a.size as usize).min(8);
            put(&mut k, a.offset, &v.to_le_bytes()[..n])?;
        }
        let dynamic = u32::try_from(dynamic)
            .map_err(|_| "the local-memory arguments take more than 4 GiB of LDS".to_string())?;
        Ok((k, dynamic))
    }

    /// Places the kernarg segment, a dispatch packet and a queue, then runs
    /// every workgroup. `args` as for [`Loaded::kernarg`].
    pub fn run(
        &self,
        launch: &Launch,
        args: &[Vec<u8>],
        mem: &mut impl crate::memory::Place,
        threads: Option<usize>,
    ) -> Result<Stats, String> {
        self.run_watched(launch, args, mem, threads, &Watch::default())
    }

    /// [`Loaded::run`], reporting progress and tracing as `watch` asks.
    pub fn run_watched(
        &self,
        launch: &Launch,
        args: &[Vec<u8>],
        mem: &mut impl crate::memory::Place,
        threads: Option<usize>,
        watch: &Watch,
    ) -> Result<Stats, String> {
        if launch.local.contains(&0) || launch.global.contains(&0) {
            return Err("grid and workgroup sizes must be at least 1".into());
        }
        let items = launch.local.iter().map(|&x| u64::from(x)).product::<u64>();
        if items > 1024 {
            return Err(format!(
                "a workgroup of {items} work-items is larger than 1024"
            ));
        }
        if let Some(max) = self
            .meta
            .as_ref()
            .map(|m| m.max_flat_workgroup_size)
            .filter(|&m| m > 0)
        {
            if items > u64::from(max) {
                return Err(format!(
                    "a workgroup of {items} work-items is larger than the kernel's maximum of {max}"
                ));
            }
        }
        let mut placed = Placed {
            queue: mem.place(&[0; 256])?,
            ..Placed::default()
        };
        let (kernarg, dynamic) = self.kernarg(args, launch, &placed)?;
        let launch = Launch {
            dynamic_lds: launch.dynamic_lds.max(dynamic),
            ..*launch
        };
        let lds =
            u64::from(self.descriptor.group_segment_fixed_size) + u64::from(launch.dynamic_lds);
        let max_lds = Lds::size_for(self.program.target) as u64;
        if lds > max_lds {
            return Err(format!(
                "the kernel needs {lds} bytes of LDS, more than the {max_lds} a workgroup has"
            ));
        }
        let scratch = u64::from(self.descriptor.private_segment_fixed_size)
            * u64::from(self.program.target.wave_size());
        let max_scratch = max_wave_scratch(self.program.target.gen());
        if scratch > max_scratch {
            return Err(format!(
                "the kernel needs {scratch} bytes of scratch per wave, more than the {max_scratch} a wave can have"
            ));
        }
        placed.kernarg = mem.place(&kernarg)?;
        placed.dispatch_packet = mem.place(&self.packet(&launch, dynamic, placed.kernarg))?;
        let kernel = Kernel {
            name: self.name.clone(),
            program: &self.program,
            descriptor: self.descriptor,
            entry: self.entry,
        };
        dispatch(&kernel, &launch, &placed, &*mem, threads, watch).map_err(|e| e.to_string())
    }

    /// An `hsa_kernel_dispatch_packet_t` for the launch (kernel-facts §2.3).
    fn packet(&self, launch: &Launch, dynamic: u32, kernarg: u64) -> Vec<u8> {
        let mut p = vec![0u8; 64];
        p[2..4].copy_from_slice(&(launch.dims() as u16).to_le_bytes());
        for d in 0..3 {
            p[4 + 2 * d..6 + 2 * d].copy_from_slice(&(launch.local[d] as u16).to_le_bytes());
            p[12 + 4 * d..16 + 4 * d].copy_from_slice(&launch.global[d].to_le_bytes());
        }
        p[24..28].copy_from_slice(&self.descriptor.private_segment_fixed_size.to_le_bytes());
        let group = self.descriptor.group_segment_fixed_size + dynamic;
        p[28..32].copy_from_slice(&group.to_le_bytes());
        p[40..48].copy_from_slice(&kernarg.to_le_bytes());
        p
    }
}

//! The semantic model in words: what the emulator does for each kind, as
//! pseudocode plus floating-point notes, for the reference pages.
//!
//! Every function here matches *exhaustively* on the same kinds the executor
//! dispatches on ([`ds::DsKind`] from [`ds::classify`], [`alu::AluKind`] from
//! [`alu::classify`], [`vop3p::Vop3pKind`] from [`vop3p::classify`]), with no
//! catch-all arm: adding a kind without saying what it does is a compile error.
//! Kinds the executor refuses (`Unsupported`) are described as not executed,
//! never with invented pseudocode.
//!
//! Sources: `ds-facts` is `/work/shared/notes/ds-facts.md` (part B collects
//! AMD's pseudocode and manuals with references); each rule cites it where the
//! executor does. Pseudocode conventions: `MEM[a].T` is LDS at byte address `a`
//! read as type `T`; `ADDR`, `DATA0`, `DATA1`, `VDST` are the instruction's
//! register fields (per lane); `OFFSET` is `{OFFSET1, OFFSET0}`.

use crate::alu::{AluKind, Bin, Cmp, CmpType, Cvt, FBin, Fma, Tri, Un};
use crate::buffer::BufKind;
use crate::ds::{AtomOp, DsKind, Ext};
use crate::float::{Cube, Dx9, FCvt, FTri, FUn, Fty, PackCvt};
use crate::program::{compile, Cond, Half, Op, PcOp, Subvector};
use crate::status::{self, Status, Table};
use crate::vmem::{FlatKind, SmemKind};
use crate::vop3p::Vop3pKind;
use crate::words::{self, cmp_ty as cmp_type, fty};
use amdgpu_isa::tables::alu::flags;
use amdgpu_isa::tables::ds::GdsBit;
use amdgpu_isa::{Gen, Target};
use serde::Serialize;

/// What one instruction does on one target, as the emulator executes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Semantics {
    /// Whether the emulator executes the instruction on this target.
    pub executed: bool,
    /// The kind the executor dispatches on, in words.
    pub kind: String,
    /// Exact, approximate (and how) or not executed (and why): the
    /// [`crate::status`] of the instruction, flattened into `status`,
    /// `how`, `class` and `reason`.
    #[serde(flatten)]
    pub status: Status,
    /// One statement per line, per active lane unless said otherwise; empty
    /// when not executed.
    pub pseudocode: Vec<String>,
    /// NaN / infinity / denormal / signed-zero / rounding behaviour.
    pub float_notes: Vec<FloatNote>,
    /// Worked floating-point cases; a test runs each one on the emulator.
    pub cases: Vec<FloatCase>,
    /// Other rules and the choices the sources leave open.
    pub notes: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FloatNote {
    /// `NaN`, `signed zero`, `infinity`, `denormals` or `rounding`.
    pub topic: &'static str,
    pub text: String,
}

/// `MEM` before, `DATA0`, and `MEM` after one atomic, as bit patterns of the
/// operation's float type, with their readable forms.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FloatCase {
    pub memory: String,
    pub data: String,
    pub result: String,
    pub memory_bits: u64,
    pub data_bits: u64,
    /// `None` when any NaN is a correct result (its bits follow the host).
    pub result_bits: Option<u64>,
}

/// The wording used when the emulator refuses an instruction.
pub const NOT_EXECUTED: &str = "not executed by the emulator yet";

/// The semantics of `mnemonic` (any spelling accepted on `target`), or `None`
/// when it is not an instruction on `target`. The instruction is compiled by
/// the executor's own `compile`; what it compiles to is what is described.
pub fn describe(target: Target, mnemonic: &str) -> Option<Semantics> {
    let (table, inst) = status::instance(target, mnemonic)?;
    let st = status::of_inst(target, &inst);
    let mut s = match compile(target, &inst) {
        Op::Alu(kind, a) => alu_semantics(target, kind, a.row().has(flags::B64)),
        Op::Vopd(_, halves) => {
            let canonical = match &inst {
                amdgpu_isa::Inst::Vopd(v) if v.x.row().name != "v_dual_mov_b32" => v.x.row().name,
                amdgpu_isa::Inst::Vopd(v) => v.y.row().name,
                _ => "",
            };
            // compile gives the halves' kinds (lowering to lane ops comes later)
            let kinds = halves.map(|h| match h {
                Half::Alu(kind, a) => Some((kind, a)),
                Half::Lanes(_) => None,
            });
            match kinds {
                [Some(x), Some(y)] => vopd_semantics(target, canonical, &[x, y]),
                _ => return None,
            }
        }
        Op::Buffer(kind, _) => buffer_semantics(kind),
        // compile never gives the run loop's lowered forms (`program::lower`)
        Op::Lanes(_) | Op::LdsDword(_) | Op::SBin(_) => return None,
        Op::Ds(kind, d) => {
            let mut s = ds_semantics(target, kind);
            let gds = d.cell(target).is_some_and(|c| c.gds == GdsBit::Printed);
            if s.executed && gds {
                s.notes.push(format!(
                    "The `gds` form (GDS instead of LDS) is {NOT_EXECUTED}: there is no GDS memory in the model."
                ));
            }
            s
        }
        Op::Vop3p(kind, _) => vop3p_semantics(kind),
        Op::Smem(kind, _) => smem_semantics(kind),
        Op::Flat(kind, m) => flat_semantics(kind, m.row().segment),
        Op::Branch(cond, _) => branch_semantics(cond),
        Op::Pc(op, _) => pc_semantics(op),
        Op::Call(..) => executed(
            "call (direct)".into(),
            vec![
                "SDST.u64 = address of the next instruction".into(),
                "PC = PC + 4 + 4 * sign_extend(SIMM16)".into(),
            ],
            vec!["A target that is not the start of an instruction stops the run with an error; s_setpc_b64 on SDST returns.".into()],
        ),
        Op::Subvector(sv, ..) => subvector_semantics(sv),
        Op::Barrier => executed(
            "workgroup barrier".into(),
            vec!["wait until every wave of the workgroup has reached a barrier, then go on together".into()],
            vec!["Waves of a workgroup run until a barrier or s_endpgm, then resume together; a wave that ended no longer counts.".into()],
        ),
        Op::Nop => executed(
            "no operation (completes at once)".into(),
            vec!["(nothing: no register or memory changes)".into()],
            vec!["Waits, hints, cache controls and messages complete at once: memory operations finish in order in this model, and there are no caches.".into()],
        ),
        Op::Trap => executed(
            "trap (the kernel aborts)".into(),
            vec!["stop the dispatch with an error naming the wave and PC".into()],
            vec!["No trap handler runs: a trap is how compiled kernels abort (`__builtin_trap`).".into()],
        ),
        Op::CodeEnd => executed(
            "end-of-code padding".into(),
            vec!["stop with an error: the wave ran past the end of its code".into()],
            vec![],
        ),
        Op::NotExecuted(_) | Op::Invalid => refused(format!("{} (not executed)", table_words(table))),
    };
    s.executed = st.executed();
    s.status = st;
    Some(s)
}

/// A table in words, for instructions with no kind.
fn table_words(t: Table) -> &'static str {
    match t {
        Table::Alu => "ALU instruction",
        Table::Vop3p => "packed or matrix instruction",
        Table::Vopd => "dual-issue pair",
        Table::Ds => "LDS/GDS instruction",
        Table::Smem => "scalar memory instruction",
        Table::Flat => "FLAT/GLOBAL/SCRATCH instruction",
        Table::Buffer => "buffer (MUBUF/MTBUF) instruction",
        Table::Image => "image instruction",
        Table::Export => "export",
        Table::Interp => "interpolation or LDS parameter load",
    }
}

/// A VOPD page: the half named `name`, run as the VOP2 instruction of the same
/// name (`program::vopd`).
fn vopd_semantics(
    t: Target,
    name: &str,
    halves: &[(AluKind, amdgpu_isa::encoding::alu::AluInst); 2],
) -> Semantics {
    let plain = format!("v_{}", name.strip_prefix("v_dual_").unwrap_or(name));
    let this = crate::program::vopd_half(t, name);
    let half = halves
        .iter()
        .find(|(k, a)| this == Some((usize::from(a.row), *k)))
        .unwrap_or(&halves[0]);
    let mut s = alu_semantics(t, half.0, false);
    s.kind = format!("dual-issue half: {}", s.kind);
    let runs_as = if amdgpu_isa::tables::alu::lookup_on(&plain, t).is_some() {
        format!("Runs as {plain}")
    } else {
        // v_dual_dot2acc_f32_bf16 (program::vopd_half)
        "Has no VOP2 form on this target; runs by the semantics above".to_string()
    };
    s.notes.insert(
        0,
        format!(
            "{runs_as} on the half's operands (VGPR destination, SRC0, VSRC1; fmaak/fmamk read the shared literal as K)."
        ),
    );
    // RDNA 3 ISA §7.6 (dual issue): both halves read before either writes
    s.notes.push(
        "Both halves read their sources before either writes (RDNA 3 ISA guide, VOPD); the emulator runs Y first when it reads X's destination, and when each half reads the other's destination, Y reads a copy of X's destination saved before X writes."
            .into(),
    );
    s
}

/// SMEM kinds (`vmem::exec_smem`).
fn smem_semantics(kind: SmemKind) -> Semantics {
    let k = words::smem(kind);
    match kind {
        SmemKind::Load { dwords } => executed(
            k,
            vec![
                "addr = (SBASE.u64 + sign_extend(OFFSET) + SOFFSET) & ~3    // SOFFSET when not NULL".into(),
                format!("SDATA[i] = MEM[addr + 4 * i].b32 for i = 0..{}", dwords - 1),
            ],
            vec!["The two low address bits are ignored (RDNA 3 ISA guide §7.1: scalar loads are dword aligned). An address outside every buffer stops the run with an error.".into()],
        ),
        SmemKind::BufferLoad { dwords } => executed(
            k,
            vec![
                "base = SBASE[47:0] (buffer resource dwords 0-1); records = SBASE dword 2 (NUM_RECORDS, bytes)".into(),
                "off = (sign_extend(OFFSET) + SOFFSET) & ~3".into(),
                format!("SDATA[i] = off + 4 * i + 4 <= records ? MEM[base + off + 4 * i].b32 : 0 for i = 0..{}", dwords - 1),
            ],
            vec!["Only the base address and NUM_RECORDS of the resource are used (stride, swizzle and format fields are not, as for raw scalar buffer loads).".into()],
        ),
        SmemKind::Nop => executed(
            k,
            vec!["(nothing: the model has no caches)".into()],
            vec![],
        ),
    }
}

/// FLAT/GLOBAL/SCRATCH kinds (`vmem::exec_flat`).
fn flat_semantics(kind: FlatKind, seg: amdgpu_isa::tables::flat::Segment) -> Semantics {
    use amdgpu_isa::tables::flat::Segment;
    let (space, addr) = match seg {
        Segment::Global => (
            "global",
            "addr = (SADDR is off ? VADDR.u64 : SADDR.u64 + VADDR.u32) + sign_extend(OFFSET)",
        ),
        Segment::Scratch => (
            "scratch",
            "addr = SADDR.u32 (or 0) + VADDR.u32 (when used) + sign_extend(OFFSET)    // in the lane's private memory",
        ),
        Segment::Flat => (
            "flat",
            "addr = VADDR.u64 + sign_extend(OFFSET)    // LDS aperture -> LDS, private aperture -> the lane's private memory, else global",
        ),
    };
    let mut p = vec![addr.to_string()];
    match kind {
        FlatKind::Load { bytes, sign, d16 } => {
            let ext = if sign { "sign" } else { "zero" };
            p.push(match (bytes, d16) {
                (1 | 2, 1) => format!("VDST[15:0] = MEM[addr] ({bytes} bytes, {ext}-extended to 16 bits); VDST[31:16] kept"),
                (1 | 2, 2) => format!("VDST[31:16] = MEM[addr] ({bytes} bytes, {ext}-extended to 16 bits); VDST[15:0] kept"),
                (1 | 2, _) => format!("VDST = MEM[addr] ({bytes} bytes, {ext}-extended to 32 bits)"),
                (n, _) => format!("VDST[i] = MEM[addr + 4 * i].b32 for i = 0..{}", n / 4 - 1),
            });
        }
        FlatKind::Store { bytes, hi } => p.push(match (bytes, hi) {
            (1 | 2, true) => format!("MEM[addr] = DATA[{}:16]", 15 + u32::from(bytes) * 8),
            (1 | 2, false) => format!("MEM[addr] = DATA[{}:0]", u32::from(bytes) * 8 - 1),
            (n, _) => format!("MEM[addr + 4 * i].b32 = DATA[i] for i = 0..{}", n / 4 - 1),
        }),
        FlatKind::Atomic { op, width, .. } => {
            let ty = atom_type(op, width);
            p.push(format!("tmp = MEM[addr].{ty}"));
            p.push(format!(
                "MEM[addr].{ty} = {}    // DATA0 = DATA, DATA1 = DATA's second half (compare-swap)",
                atom_expr(op)
            ));
            p.push("if the returning form (glc): VDST = tmp".into());
        }
    }
    let mut notes = vec![
        "Per active lane, in ascending lane order. An address outside every buffer (or past the lane's private memory) stops the run with an error naming the lane and address.".to_string(),
    ];
    if matches!(kind, FlatKind::Atomic { .. }) {
        notes.push("Atomics apply the same operations as the LDS atomics (`ds` kinds) to global, LDS or private memory; a misaligned global atomic is an error.".into());
    }
    let mut s = executed(words::flat(kind, space), p, notes);
    if let FlatKind::Atomic { op, width, .. } = kind {
        s.float_notes = atom_float(op, width).0;
    }
    s
}

/// Direct branches (`Op::Branch`).
fn branch_semantics(c: Cond) -> Semantics {
    let cond = match c {
        Cond::Always => "always",
        Cond::Scc0 => "SCC == 0",
        Cond::Scc1 => "SCC == 1",
        Cond::Vccz => "VCC == 0",
        Cond::Vccnz => "VCC != 0",
        Cond::Execz => "EXEC == 0",
        Cond::Execnz => "EXEC != 0",
    };
    executed(
        format!("branch ({cond})"),
        vec![format!("if {cond}: PC = PC + 4 + 4 * sign_extend(SIMM16)    // the next instruction's address plus the offset")],
        vec!["A target that is not the start of an instruction stops the run with an error.".into()],
    )
}

/// Subvector loops (`Op::Subvector`), as `program::subvector` runs them
/// (AMD "RDNA 2" ISA guide, S_SUBVECTOR_LOOP_BEGIN/END).
fn subvector_semantics(sv: Subvector) -> Semantics {
    let target = "PC = PC + 4 + 4 * sign_extend(SIMM16)";
    let (kind, code) = match sv {
        Subvector::Begin => (
            "subvector loop begin (branch)",
            vec![
                format!("if EXEC == 0: {target}    // no pass: skip the block"),
                "else if EXEC_LO == 0: SDST = EXEC_LO    // the high pass only".into(),
                "else: SDST = EXEC_HI; EXEC_HI = 0    // the low pass first".into(),
            ],
        ),
        Subvector::End => (
            "subvector loop end (branch)",
            vec![
                "if EXEC_HI != 0: EXEC_LO = SDST    // after the high pass".into(),
                "else if SDST == 0: (nothing)    // after the low pass; no high half".into(),
                format!(
                    "else: EXEC_HI = SDST; SDST = EXEC_LO; EXEC_LO = 0; {target}    // run the high pass"
                ),
            ],
        ),
    };
    executed(
        kind.into(),
        code,
        vec![
            "The pair runs a block of a wave64 on EXEC's low half, then on its high half: the begin's SIMM16 targets the instruction after the end, the end's the instruction after the begin; SDST carries the other half between them. The rules are the RDNA 2 ISA guide's; that RDNA 3 keeps them is UNCONFIRMED.".into(),
            "In wave32 EXEC_HI reads 0 in this model (UNCONFIRMED for hardware), so the block runs once on EXEC (or is skipped when EXEC is 0). A target that is not the start of an instruction stops the run with an error.".into(),
        ],
    )
}

/// Program-counter moves (`Op::Pc`).
fn pc_semantics(op: PcOp) -> Semantics {
    match op {
        PcOp::Get => executed(
            "read the program counter".into(),
            vec!["SDST.u64 = address of the next instruction".into()],
            vec![],
        ),
        PcOp::Set => executed(
            "jump to an address".into(),
            vec!["PC = SSRC0.u64".into()],
            vec![
                "An address that is not the start of an instruction stops the run with an error."
                    .into(),
            ],
        ),
        PcOp::Swap => executed(
            "call through a register".into(),
            vec!["SDST.u64 = address of the next instruction; PC = SSRC0.u64".into()],
            vec![
                "An address that is not the start of an instruction stops the run with an error."
                    .into(),
            ],
        ),
    }
}

/// No pseudocode: the instruction has no kind. [`describe`] fills in the
/// status with the reason.
fn refused(kind: String) -> Semantics {
    Semantics {
        executed: false,
        kind,
        status: status::alu_status(AluKind::Unsupported),
        pseudocode: vec![],
        float_notes: vec![],
        cases: vec![],
        notes: vec![],
    }
}

fn executed(kind: String, pseudocode: Vec<String>, notes: Vec<String>) -> Semantics {
    Semantics {
        executed: true,
        kind,
        status: Status::Exact,
        pseudocode,
        float_notes: vec![],
        cases: vec![],
        notes,
    }
}

fn note(topic: &'static str, text: &str) -> FloatNote {
    FloatNote {
        topic,
        text: text.to_string(),
    }
}

/// LDS rules shared by every kind that addresses memory.
fn lds_notes(t: Target) -> Vec<String> {
    let size = crate::state::Lds::size_for(t) / 1024;
    vec![
        // CDNA4 manual §3.6.1, RDNA2 ISA §3.6.1 (ds-facts B1); state.rs applies it.
        format!(
            "LDS is {size} KiB here: reads past the end return 0 and writes past it are dropped \
             (CDNA 4 and RDNA 2 manuals; assumed on the other generations)."
        ),
        // ds-facts B1 "M0": LLVM does not set M0 for ordinary DS ops on GFX9+.
        "No M0 clamp is applied to the address (the manuals and LLVM disagree on GFX9+; \
         UNCONFIRMED on hardware)."
            .to_string(),
        "Addresses need no alignment (LLVM enables unaligned LDS access).".to_string(),
    ]
}

/// `u8`, `i16`, `b32`... for a plain load or store of `bytes` bytes.
fn mem_type(bytes: u8, ext: Ext) -> String {
    let bits = u32::from(bytes) * 8;
    match ext {
        Ext::None => format!("b{bits}"),
        Ext::Zero => format!("u{bits}"),
        Ext::Sign => format!("i{bits}"),
    }
}

/// The element type an atomic works on.
fn atom_type(op: AtomOp, width: u8) -> String {
    let bits = u32::from(width) * 8;
    let prefix = match op {
        AtomOp::Add
        | AtomOp::Sub
        | AtomOp::Rsub
        | AtomOp::Inc
        | AtomOp::Dec
        | AtomOp::MinU
        | AtomOp::MaxU
        | AtomOp::Cmpst { .. }
        | AtomOp::Wrap
        | AtomOp::CondSub
        | AtomOp::SubClamp => "u",
        AtomOp::MinI | AtomOp::MaxI => "i",
        AtomOp::And | AtomOp::Or | AtomOp::Xor | AtomOp::Mskor | AtomOp::Xchg => "b",
        AtomOp::CmpstF { .. } | AtomOp::MinF { .. } | AtomOp::MaxF { .. } | AtomOp::AddF => "f",
        AtomOp::PkAddF16 => return "2 x f16".to_string(),
        AtomOp::PkAddBf16 => return "2 x bf16".to_string(),
    };
    format!("{prefix}{bits}")
}

/// The new memory value of an atomic, as an expression of `tmp` (the old
/// value), `DATA0` and `DATA1` — the same cases as `ds::atomic`.
fn atom_expr(op: AtomOp) -> String {
    match op {
        AtomOp::Add => "tmp + DATA0 (wrapping)".into(),
        AtomOp::Sub => "tmp - DATA0 (wrapping)".into(),
        AtomOp::Rsub => "DATA0 - tmp (wrapping)".into(),
        AtomOp::Inc => "tmp >= DATA0 ? 0 : tmp + 1".into(),
        AtomOp::Dec => "(tmp == 0 || tmp > DATA0) ? DATA0 : tmp - 1".into(),
        AtomOp::MinI | AtomOp::MinU => "DATA0 < tmp ? DATA0 : tmp".into(),
        AtomOp::MaxI | AtomOp::MaxU => "DATA0 > tmp ? DATA0 : tmp".into(),
        AtomOp::And => "tmp & DATA0".into(),
        AtomOp::Or => "tmp | DATA0".into(),
        AtomOp::Xor => "tmp ^ DATA0".into(),
        AtomOp::Mskor => "(tmp & ~DATA0) | DATA1".into(),
        AtomOp::Xchg => "DATA0".into(),
        AtomOp::Cmpst { new_first: false } | AtomOp::CmpstF { new_first: false } => {
            "tmp == DATA0 ? DATA1 : tmp".into()
        }
        AtomOp::Cmpst { new_first: true } | AtomOp::CmpstF { new_first: true } => {
            "tmp == DATA1 ? DATA0 : tmp".into()
        }
        AtomOp::MinF { num: false } => "DATA0 < tmp ? DATA0 : tmp".into(),
        AtomOp::MaxF { num: false } => "DATA0 > tmp ? DATA0 : tmp".into(),
        AtomOp::MinF { num: true } => "minimumNumber(tmp, DATA0)".into(),
        AtomOp::MaxF { num: true } => "maximumNumber(tmp, DATA0)".into(),
        AtomOp::AddF => "tmp + DATA0".into(),
        AtomOp::PkAddF16 | AtomOp::PkAddBf16 => {
            "{tmp[31:16] + DATA0[31:16], tmp[15:0] + DATA0[15:0]}".into()
        }
        AtomOp::Wrap => "tmp >= DATA0 ? tmp - DATA0 : tmp + DATA1".into(),
        AtomOp::CondSub => "tmp >= DATA0 ? tmp - DATA0 : tmp".into(),
        AtomOp::SubClamp => "tmp >= DATA0 ? tmp - DATA0 : 0".into(),
    }
}

/// Float values used in the worked cases, as bits of an f32 or f64.
#[derive(Clone, Copy)]
enum V {
    One,
    Two,
    PosZero,
    NegZero,
    PosInf,
    NegInf,
    /// The default quiet NaN.
    QNaN,
    /// A signalling NaN with payload 1, and 2.
    SNaN1,
    SNaN2,
    /// SNaN2 quieted.
    QNaN2,
    /// The smallest positive denormal.
    Denorm,
}

impl V {
    fn bits(self, width: u8) -> u64 {
        let f32 = |b: u32| u64::from(b);
        match (self, width) {
            (V::One, 4) => f32(0x3f80_0000),
            (V::Two, 4) => f32(0x4000_0000),
            (V::PosZero, _) => 0,
            (V::NegZero, 4) => f32(0x8000_0000),
            (V::PosInf, 4) => f32(0x7f80_0000),
            (V::NegInf, 4) => f32(0xff80_0000),
            (V::QNaN, 4) => f32(0x7fc0_0000),
            (V::SNaN1, 4) => f32(0x7f80_0001),
            (V::SNaN2, 4) => f32(0x7f80_0002),
            (V::QNaN2, 4) => f32(0x7fc0_0002),
            (V::Denorm, 4) => 1,
            (V::One, _) => 0x3ff0_0000_0000_0000,
            (V::Two, _) => 0x4000_0000_0000_0000,
            (V::NegZero, _) => 0x8000_0000_0000_0000,
            (V::PosInf, _) => 0x7ff0_0000_0000_0000,
            (V::NegInf, _) => 0xfff0_0000_0000_0000,
            (V::QNaN, _) => 0x7ff8_0000_0000_0000,
            (V::SNaN1, _) => 0x7ff0_0000_0000_0001,
            (V::SNaN2, _) => 0x7ff0_0000_0000_0002,
            (V::QNaN2, _) => 0x7ff8_0000_0000_0002,
            (V::Denorm, _) => 1,
        }
    }

    fn text(self, width: u8) -> String {
        let name = match self {
            V::One => "1.0",
            V::Two => "2.0",
            V::PosZero => "+0.0",
            V::NegZero => "-0.0",
            V::PosInf => "+INF",
            V::NegInf => "-INF",
            V::QNaN | V::QNaN2 => "quiet NaN",
            V::SNaN1 | V::SNaN2 => "signalling NaN",
            V::Denorm => "smallest denormal",
        };
        let bits = self.bits(width);
        if width == 4 {
            format!("{name} (0x{bits:08X})")
        } else {
            format!("{name} (0x{bits:016X})")
        }
    }
}

/// A worked case; `result` `None` means "some NaN".
fn case(width: u8, mem: V, data: V, result: Option<V>) -> FloatCase {
    FloatCase {
        memory: mem.text(width),
        data: data.text(width),
        result: result.map_or_else(|| "a NaN".to_string(), |r| r.text(width)),
        memory_bits: mem.bits(width),
        data_bits: data.bits(width),
        result_bits: result.map(|r| r.bits(width)),
    }
}

/// Float notes and worked cases of an atomic; none for integer operations.
fn atom_float(op: AtomOp, width: u8) -> (Vec<FloatNote>, Vec<FloatCase>) {
    use V::*;
    let c = |m, d, r| case(width, m, d, r);
    match op {
        AtomOp::Add
        | AtomOp::Sub
        | AtomOp::Rsub
        | AtomOp::Inc
        | AtomOp::Dec
        | AtomOp::MinI
        | AtomOp::MaxI
        | AtomOp::MinU
        | AtomOp::MaxU
        | AtomOp::And
        | AtomOp::Or
        | AtomOp::Xor
        | AtomOp::Mskor
        | AtomOp::Xchg
        | AtomOp::Cmpst { .. }
        | AtomOp::Wrap
        | AtomOp::CondSub
        | AtomOp::SubClamp => (vec![], vec![]),
        AtomOp::CmpstF { .. } => (
            vec![
                note("signed zero", "-0.0 and +0.0 compare equal, so either one matches the other."),
                note("NaN", "A NaN never compares equal, not even to itself: a NaN in memory is never replaced."),
                note("denormals", "Compared as they are, not flushed to zero."),
            ],
            vec![],
        ),
        AtomOp::MinF { num: false } | AtomOp::MaxF { num: false } => {
            let max = matches!(op, AtomOp::MaxF { .. });
            // The literal pre-GFX12 pseudocode (CDNA4, RDNA3 pcode; ds-facts B2).
            let notes = vec![
                note(
                    "NaN",
                    "The comparison is the literal pseudocode of AMD's guides (CDNA 4, RDNA 3): a NaN \
                     in memory stays, a NaN in DATA0 is ignored. AMD's guides only say the compare \
                     \"handles NAN/INF/denorm\", and LLVM treats these as IEEE maxnum/minnum; the \
                     hardware's NaN behaviour is UNCONFIRMED.",
                ),
                note(
                    "signed zero",
                    "-0.0 and +0.0 compare equal, so memory keeps whichever zero it holds \
                     (UNCONFIRMED on hardware).",
                ),
                note("infinity", "Infinities order as usual: -INF < every number < +INF."),
                note(
                    "denormals",
                    "Compared as they are, not flushed to zero (default compute mode).",
                ),
            ];
            let (big, small) = if max { (Two, One) } else { (One, Two) };
            let cases = vec![
                c(One, Two, Some(if max { Two } else { One })),
                c(QNaN, One, Some(QNaN)),
                c(One, QNaN, Some(One)),
                c(PosZero, NegZero, Some(PosZero)),
                c(NegZero, PosZero, Some(NegZero)),
                c(small, if max { PosInf } else { NegInf }, Some(if max { PosInf } else { NegInf })),
                c(PosZero, Denorm, Some(if max { Denorm } else { PosZero })),
                c(big, big, Some(big)),
            ];
            (notes, cases)
        }
        AtomOp::MinF { num: true } | AtomOp::MaxF { num: true } => {
            let max = matches!(op, AtomOp::MaxF { .. });
            // RDNA4 pcode: IEEE 754-2019 minimumNumber/maximumNumber (ds-facts B2;
            // llvm-project PRs #75214, #97411).
            let notes = vec![
                note(
                    "NaN",
                    "IEEE 754-2019 minimumNumber/maximumNumber (RDNA 4 guide; LLVM \"Min/max changes \
                     for GFX12\"): with one NaN the result is the other operand; with two, DATA0 \
                     quieted.",
                ),
                note(
                    "signed zero",
                    if max {
                        "-0.0 < +0.0: the maximum of the two zeros is +0.0."
                    } else {
                        "-0.0 < +0.0: the minimum of the two zeros is -0.0."
                    },
                ),
                note("infinity", "Infinities order as usual: -INF < every number < +INF."),
                note(
                    "denormals",
                    "Compared as they are, not flushed to zero (default compute mode).",
                ),
            ];
            let cases = vec![
                c(One, Two, Some(if max { Two } else { One })),
                c(QNaN, One, Some(One)),
                c(One, QNaN, Some(One)),
                c(SNaN1, SNaN2, Some(QNaN2)),
                c(PosZero, NegZero, Some(if max { PosZero } else { NegZero })),
                c(NegZero, PosZero, Some(if max { PosZero } else { NegZero })),
                c(PosZero, Denorm, Some(if max { Denorm } else { PosZero })),
            ];
            (notes, cases)
        }
        AtomOp::AddF => {
            // CDNA3 §11.3.1 and llvm PR #89468 (ds-facts B3).
            let notes = vec![
                note(
                    "rounding",
                    "Always round to nearest even, whatever the MODE register's rounding field says \
                     (CDNA 3 guide; LLVM notes the LDS float atomics ignore the rounding mode).",
                ),
                note(
                    "denormals",
                    "Kept in the default compute mode. LDS float atomics follow MODE's denormal \
                     setting (LLVM PR #89468): when MODE.FP_DENORM flushes sources, a denormal in \
                     memory or DATA0 adds as a zero of its sign, and when it flushes results a \
                     denormal sum is stored as one (f64 by the f16/f64 field: UNCONFIRMED). \
                     Global and flat float atomics keep denormals (UNCONFIRMED).",
                ),
                note(
                    "NaN",
                    "IEEE addition: a NaN operand or +INF + -INF gives a NaN; its exact bit pattern \
                     follows the host and is UNCONFIRMED against hardware.",
                ),
                note("infinity", "An overflowing sum becomes ±INF (round to nearest even)."),
            ];
            let cases = vec![
                c(One, One, Some(Two)),
                c(PosInf, NegInf, None),
                c(One, QNaN, None),
                c(Denorm, PosZero, Some(Denorm)),
                c(NegZero, NegZero, Some(NegZero)),
            ];
            (notes, cases)
        }
        AtomOp::PkAddF16 | AtomOp::PkAddBf16 => {
            let bf = op == AtomOp::PkAddBf16;
            // pcode cdna/rdna4; BF16 rules UNCONFIRMED (ds-facts B3).
            let mut notes = vec![
                note(
                    "rounding",
                    "Two independent 16-bit additions, each rounded once to nearest even.",
                ),
                note(
                    "NaN",
                    if bf {
                        "A NaN sum is stored as the quiet NaN 0x7FC0."
                    } else {
                        "A NaN sum is stored as the quiet NaN 0x7E00."
                    },
                ),
                note("infinity", "A sum too large for the 16-bit format becomes ±INF."),
            ];
            notes.push(if bf {
                note(
                    "denormals",
                    "Kept, not flushed. BF16 rounding and denormal rules are UNCONFIRMED against AMD's \
                     guides and hardware.",
                )
            } else {
                note("denormals", "f16 denormals are kept, not flushed.")
            });
            (notes, vec![])
        }
    }
}

/// The address and range-check lines every buffer kind starts with.
fn buffer_address() -> Vec<String> {
    vec![
        "V# = SGPR[SRSRC * 4 .. SRSRC * 4 + 3]    // BASE 48 bits, STRIDE, SWIZZLE_ENABLE, NUM_RECORDS, DST_SEL, FORMAT, INDEX_STRIDE, ADD_TID_ENABLE, OOB_SELECT".into(),
        "index = IDXEN ? VADDR[0].u32 : (V#.ADD_TID_ENABLE ? lane_id : 0)".into(),
        "offset = (OFFEN ? VADDR[IDXEN ? 1 : 0].u32 : 0) + OFFSET    // 32-bit, wrapping".into(),
        "addr = V#.BASE + index * V#.STRIDE + offset + SOFFSET    // unswizzled".into(),
        "in_range(start, n) = case V#.OOB_SELECT of 0: index < NUM_RECORDS && offset + start + n <= STRIDE; 1: index < NUM_RECORDS; 2: NUM_RECORDS != 0; 3: (SWIZZLE_ENABLE != 0 && STRIDE != 0) ? (as 0) : offset + start + n + SOFFSET <= NUM_RECORDS".into(),
    ]
}

/// Rules shared by the buffer kinds.
fn buffer_notes() -> Vec<String> {
    vec![
        // buffer.rs cites the sources of each rule
        "GFX11 V# layout (ROCR registers.h); the four OOB_SELECT modes as the RDNA 3 guide's \
         range-checking table states them (quoted by Mesa's radv). SOFFSET counts in mode 3's \
         bound (AMD's rocjitsu simulator; the triton gluon buffer documentation), not in the others."
            .into(),
        "Out-of-range loads return 0 and out-of-range stores and atomics are dropped. 8- and \
         16-byte loads and stores are checked per dword; narrower ones, format accesses and \
         atomics all or nothing."
            .into(),
        "With SWIZZLE_ENABLE set and IDXEN or ADD_TID_ENABLE, records are interleaved \
         INDEX_STRIDE at a time in elements of 4 (SWIZZLE_ENABLE 1) or 16 bytes (3): addr = \
         BASE + (index / IS * STRIDE + offset / ES * ES) * IS + index % IS * ES + offset % ES + \
         SOFFSET (rocjitsu); SWIZZLE_ENABLE 2 stops the run (element size UNCONFIRMED)."
            .into(),
        "An in-range access outside every buffer the runner placed stops the run with an error."
            .into(),
        "GFX11 only here (GFX9/GFX10 descriptors and GFX12's VBUFFER are not modelled); the \
         `tfe` forms are not executed."
            .into(),
    ]
}

/// The semantics of a buffer kind (GFX11).
pub fn buffer_semantics(kind: BufKind) -> Semantics {
    let k = words::buffer(kind);
    let mut p = buffer_address();
    let mut notes = buffer_notes();
    let mut atom = None;
    match kind {
        BufKind::Mem(FlatKind::Load { bytes, sign, d16 }) => {
            let ty = mem_type(
                bytes,
                if sign {
                    Ext::Sign
                } else if bytes < 4 {
                    Ext::Zero
                } else {
                    Ext::None
                },
            );
            let ext = extension(
                if sign { Ext::Sign } else { Ext::Zero },
                if d16 == 0 { 32 } else { 16 },
            );
            p.push(match (bytes, d16) {
                (1 | 2, 1) => format!("VDATA[15:0] = in_range(0, {bytes}) ? MEM[addr].{ty} : 0    // {ext}; VDATA[31:16] unchanged"),
                (1 | 2, _) if d16 != 0 => format!("VDATA[31:16] = in_range(0, {bytes}) ? MEM[addr].{ty} : 0    // {ext}; VDATA[15:0] unchanged"),
                (1 | 2, _) => format!("VDATA = in_range(0, {bytes}) ? MEM[addr].{ty} : 0    // {ext}"),
                (4, _) => "VDATA = in_range(0, 4) ? MEM[addr].b32 : 0".into(),
                (n, _) => format!("VDATA[i] = in_range(4 * i, 4) ? MEM[addr + 4 * i].b32 : 0 for i = 0..{}", n / 4 - 1),
            });
        }
        BufKind::Mem(FlatKind::Store { bytes, hi }) => {
            let ty = format!("b{}", u32::from(bytes) * 8);
            p.push(match (bytes, hi) {
                (1 | 2, true) => format!(
                    "if in_range(0, {bytes}): MEM[addr].{ty} = VDATA[{}:16]",
                    15 + u32::from(bytes) * 8
                ),
                (1 | 2 | 4, _) => format!("if in_range(0, {bytes}): MEM[addr].{ty} = VDATA"),
                (n, _) => format!(
                    "if in_range(4 * i, 4): MEM[addr + 4 * i].b32 = VDATA[i] for i = 0..{}",
                    n / 4 - 1
                ),
            });
        }
        BufKind::Mem(FlatKind::Atomic { op, width, .. }) => {
            let ty = atom_type(op, width);
            p.push(format!("if in_range(0, {width}):"));
            p.push(format!("    tmp = MEM[addr].{ty}"));
            p.push(format!("    MEM[addr].{ty} = {}", atom_expr(op)));
            p.push("else: tmp = 0    // nothing written".into());
            p.push("if GLC: VDATA = tmp    // the value before the operation".into());
            notes.push(
                "DATA0 is VDATA's first dword (pair for 64-bit atomics), DATA1 the next one (pair): \
                 the compare value of a compare-swap. The 0 returned by an out-of-range returning \
                 atomic is UNCONFIRMED. Lanes are applied in ascending lane order."
                    .into(),
            );
            atom = Some((op, width));
        }
        BufKind::FormatLoad { comps, d16, typed } => {
            let f = if typed {
                "the instruction's FORMAT"
            } else {
                "V#.FORMAT"
            };
            p.push(format!(
                "element = in_range(0, size) ? MEM[addr] : none    // size and layout from {f}"
            ));
            p.push(format!(
                "for c in 0..{}: value[c] = case V#.DST_SEL[c] of 0: 0; 1: 1 (1.0 for FLOAT formats); 4-7: element ? convert(element[DST_SEL - 4]) : 0",
                comps - 1
            ));
            p.push(match d16 {
                0 => "VDATA[c] = value[c]".into(),
                1 => "VDATA[c / 2][16 * (c % 2) + 15 : 16 * (c % 2)] = value[c][15:0]    // packed halves; the rest of the last VGPR unchanged".into(),
                _ => "VDATA[31:16] = value[0][15:0]    // VDATA[15:0] unchanged".into(),
            });
            notes.push(format_note(d16 != 0));
            notes.push(
                "Components the format lacks read 0, and 1 for W (UNCONFIRMED). DST_SEL values 2 \
                 and 3 are reserved and stop the run."
                    .into(),
            );
        }
        BufKind::FormatStore { comps, d16, typed } => {
            let f = if typed {
                "the instruction's FORMAT"
            } else {
                "V#.FORMAT"
            };
            let src = match d16 {
                0 => "VDATA[c]",
                1 => "VDATA[c / 2][16 * (c % 2) + 15 : 16 * (c % 2)]",
                _ => "VDATA[31:16]",
            };
            p.push(format!(
                "if in_range(0, size): MEM[addr].component[c] = {src} for c in 0..min({comps}, components) - 1    // size and layout from {f}"
            ));
            notes.push(format_note(d16 != 0));
            notes.push(
                "The format's components past the instruction's are not written (UNCONFIRMED)."
                    .into(),
            );
        }
    }
    let mut s = executed(k, p, notes);
    if let Some((op, width)) = atom {
        let (float_notes, cases) = atom_float(op, width);
        s.float_notes = float_notes;
        s.cases = cases;
    }
    s
}

/// Which data formats the format kinds convert.
fn format_note(d16: bool) -> String {
    if d16 {
        "Formats converted (D16): 16-bit components both ways (bits as they are), 8-bit UINT/SINT \
         loads extended to 16 bits; any other format stops the run naming it."
            .into()
    } else {
        "Formats converted: 32-bit UINT/SINT/FLOAT components both ways (bits as they are); for \
         loads also 8/16-bit UINT/SINT (zero / sign extension) and 16_FLOAT (widened to f32 \
         exactly); any other format (normalised, scaled, packed, narrowing stores) stops the run \
         naming it."
            .into()
    }
}

/// The semantics of DS kind `kind` on `t`.
pub fn ds_semantics(t: Target, kind: DsKind) -> Semantics {
    let k = words::ds(kind);
    let addr1 = "addr = ADDR.u32 + OFFSET    // unsigned 16-bit byte offset".to_string();
    let two_addr = |elt: u8, st64: bool| {
        let scale = u32::from(elt) * if st64 { 64 } else { 1 };
        vec![
            format!("addr0 = ADDR.u32 + OFFSET0 * {scale}"),
            format!("addr1 = ADDR.u32 + OFFSET1 * {scale}"),
        ]
    };
    match kind {
        DsKind::Nop => executed(k, vec!["(nothing: no LDS access, no register written)".into()], vec![]),
        DsKind::Load { bytes, ext, d16 } => {
            let mut p = vec![addr1];
            let ty = mem_type(bytes, ext);
            match (bytes, d16) {
                (1 | 2, 1) => p.push(format!(
                    "VDST[15:0] = MEM[addr].{ty}    // {}; VDST[31:16] unchanged",
                    extension(ext, 16)
                )),
                (1 | 2, 2) => p.push(format!(
                    "VDST[31:16] = MEM[addr].{ty}    // {}; VDST[15:0] unchanged",
                    extension(ext, 16)
                )),
                (1 | 2, _) => p.push(format!("VDST = MEM[addr].{ty}    // {}", extension(ext, 32))),
                (4 | 8, _) => p.push(format!("VDST = MEM[addr].{ty}")),
                (n, _) => p.push(format!(
                    "VDST[i] = MEM[addr + 4 * i].b32 for i = 0..{}",
                    n / 4 - 1
                )),
            }
            executed(k, p, lds_notes(t))
        }
        DsKind::Load2 { elt, st64 } => {
            let mut p = two_addr(elt, st64);
            let (ty, d0, d1) = pair_regs(elt);
            p.push(format!("{d0} = MEM[addr0].{ty}"));
            p.push(format!(
                "{d1} = MEM[addr1].{ty}    // both reads happen before VDST is written"
            ));
            executed(k, p, lds_notes(t))
        }
        DsKind::Store { bytes, hi } => {
            let mut p = vec![addr1];
            let ty = format!("b{}", u32::from(bytes) * 8);
            p.push(match (bytes, hi) {
                (1 | 2, true) => format!("MEM[addr].{ty} = DATA0[{}:16]", 15 + u32::from(bytes) * 8),
                (1 | 2 | 4 | 8, _) => format!("MEM[addr].{ty} = DATA0"),
                (n, _) => format!("MEM[addr + 4 * i].b32 = DATA0[i] for i = 0..{}", n / 4 - 1),
            });
            executed(k, p, lds_notes(t))
        }
        DsKind::Store2 { elt, st64 } => {
            let mut p = two_addr(elt, st64);
            let ty = format!("b{}", u32::from(elt) * 8);
            p.push(format!("MEM[addr0].{ty} = DATA0"));
            p.push(format!("if OFFSET1 != OFFSET0: MEM[addr1].{ty} = DATA1"));
            let mut notes = lds_notes(t);
            // CDNA3 manual §11.3.1 via rocjitsu audit (ds-facts B1).
            notes.push(
                "With equal offsets only DATA0 is written (CDNA 3 guide; applied on every \
                 generation, UNCONFIRMED elsewhere)."
                    .into(),
            );
            executed(k, p, notes)
        }
        DsKind::Atomic { op, width, rtn } => {
            let ty = atom_type(op, width);
            let mut p = vec![
                addr1,
                format!("tmp = MEM[addr].{ty}"),
                format!("MEM[addr].{ty} = {}", atom_expr(op)),
            ];
            if rtn {
                p.push("VDST = tmp    // the value before the operation".into());
            }
            let mut notes = lds_notes(t);
            // Lane order: ds-facts B5 (tinygrad's and remu's order).
            notes.push(
                "Lanes are applied one after another in ascending lane order, so lanes that hit \
                 the same address see each other's results (UNCONFIRMED on hardware)."
                    .into(),
            );
            let mut s = executed(k, p, notes);
            let (float_notes, cases) = atom_float(op, width);
            s.float_notes = float_notes;
            s.cases = cases;
            s
        }
        DsKind::Xchg2 { elt, st64 } => {
            let mut p = two_addr(elt, st64);
            let (ty, d0, d1) = pair_regs(elt);
            p.push(format!("tmp0 = MEM[addr0].{ty}; MEM[addr0].{ty} = DATA0"));
            p.push(format!("tmp1 = MEM[addr1].{ty}; MEM[addr1].{ty} = DATA1"));
            p.push(format!("{d0} = tmp0; {d1} = tmp1"));
            executed(k, p, lds_notes(t))
        }
        DsKind::Swizzle => executed(
            k,
            vec![
                "j = swizzle_lane(OFFSET, lane)    // within each group of 32 lanes".into(),
                "VDST = EXEC[j] ? ADDR_VGPR[j] : 0    // the data comes from the ADDR field".into(),
                "OFFSET >= 0xE000 (FFT):    j = (bitrev5(i) >> popcount(mask)) | (i & mask), mask = OFFSET[4:0]".into(),
                "OFFSET >= 0xC000 (rotate): j = (i & mask) | ((i ± OFFSET[9:5]) & ~mask), OFFSET[10] = 1 rotates right".into(),
                "OFFSET[15] = 1 (quad):     j = (i & ~3) + OFFSET[2*(i&3)+1 : 2*(i&3)]".into(),
                "otherwise (bit mask):      j = ((i & OFFSET[4:0]) | OFFSET[9:5]) ^ OFFSET[14:10]".into(),
            ],
            vec![
                // CDNA4 DS pcode, CLRX (ds-facts B4).
                "Does not access LDS. Lanes 32-63 of a wave64 swizzle among themselves.".into(),
                "Which way rotate mode turns when OFFSET[10] = 0 is UNCONFIRMED; the model reads it \
                 as lane i taking lane i + amount."
                    .into(),
            ],
        ),
        DsKind::Permute => permute(t, k, None),
        DsKind::Bpermute { fi } => permute(t, k, Some(fi)),
        DsKind::Append | DsKind::Consume => {
            let sign = if kind == DsKind::Append { '+' } else { '-' };
            let base = if t.gen() >= Gen::Gfx12 {
                "addr = OFFSET    // RDNA 4: no M0 base"
            } else {
                "addr = M0[15:0] + OFFSET"
            };
            let mut notes = vec![
                "Done once for the whole wave, and only when some lane is active.".to_string(),
            ];
            if t.gen() < Gen::Gfx11 {
                notes.push("GFX9 and GFX10 are assumed to use the RDNA 3 address (UNCONFIRMED).".into());
            }
            executed(
                k,
                vec![
                    base.into(),
                    "tmp = MEM[addr].u32".into(),
                    format!("MEM[addr].u32 = tmp {sign} popcount(EXEC)"),
                    "VDST = tmp    // every active lane".into(),
                ],
                notes,
            )
        }
        DsKind::LoadAddtid | DsKind::StoreAddtid => {
            let mut p = vec!["addr = OFFSET + M0[15:0] + lane * 4    // no address register".to_string()];
            p.push(if kind == DsKind::LoadAddtid {
                "VDST = MEM[addr].b32".into()
            } else {
                "MEM[addr].b32 = DATA0".into()
            });
            executed(k, p, lds_notes(t))
        }
        DsKind::Src2 { op, width } => {
            let ty = atom_type(op, width);
            let elt = u32::from(width);
            let mut notes = lds_notes(t);
            notes.push(
                "Lanes are applied one after another in ascending lane order (UNCONFIRMED on \
                 hardware)."
                    .into(),
            );
            let mut s = executed(
                k,
                vec![
                    "A = ADDR.u32    // OFFSET is not added".into(),
                    format!(
                        "B = A + {elt} * (OFFSET[15] ? (A >> 17, signed) : sign_extend(OFFSET[14:0]))"
                    ),
                    "tmp = MEM[A]".into(),
                    format!(
                        "MEM[A].{ty} = {}    // with DATA0 = MEM[B].{ty}; nothing returned",
                        atom_expr(op)
                    ),
                ],
                notes,
            );
            // Same float behaviour as the atomic of the same operation.
            s.float_notes = atom_float(op, width).0;
            s
        }
        DsKind::CondXchg32 => executed(
            k,
            vec![
                "addr0 = (ADDR.u32 + OFFSET) & 0xFFF8; addr1 = addr0 + 4".into(),
                "VDST[0] = MEM[addr0].b32; VDST[1] = MEM[addr1].b32".into(),
                "if DATA0[31]: MEM[addr0].b32 = DATA0[30:0]    // bit 31 cleared".into(),
                "if DATA0[63]: MEM[addr1].b32 = DATA0[62:32]    // bit 31 cleared".into(),
            ],
            lds_notes(t),
        ),
        DsKind::BvhStack { push, pops } => bvh_stack(t, k, push, pops),
        DsKind::LoadTr { bits } => load_tr(k, bits),
        DsKind::Unsupported => refused(k),
    }
}

/// `ds_bvh_stack_*`: RDNA 3's model or RDNA 4's (`ds::bvh_stack`, which cites
/// the sources per rule: AMD's guides, GPURT's RDNA 4 emulation, Mesa, LLPC).
fn bvh_stack(t: Target, k: String, push: u8, pops: u8) -> Semantics {
    let last = push - 1;
    let mut notes = vec![
        "Per active lane, each lane on its own stack; lanes run in ascending order (UNCONFIRMED \
         for stacks that overlap in LDS)."
            .to_string(),
        "ADDR is written back before VDST (UNCONFIRMED which wins if they are one register)."
            .to_string(),
        "Stack slots of one lane are 128 bytes (32 DWORDs) apart in wave32 and wave64 \
         (Mesa and LLPC set up the stacks this way)."
            .to_string(),
        "LDS outside the allocation reads 0 and is not written, as for every DS access."
            .to_string(),
    ];
    let p: Vec<String> = if t.gen() >= Gen::Gfx12 {
        notes.extend([
            "Model: AMD GPURT's software emulation of the RDNA 4 instructions and the RDNA 4 \
             guide's address fields; the guide's own pseudocode is simplified (it pushes \
             DATA1[0..n-2] and returns the last one)."
                .to_string(),
            "Node types are bits [2:0] (6 = instance, 1 = triangle 1); nodes with bits [31:3] all \
             ones are control values: 0xFFFFFFFF invalid, bit 1 clear skips DATA1[0..3], bit 2 \
             clear skips DATA1[4..7] (GPURT; Mesa's SKIP_0_TO_3 / SKIP_4_TO_7)."
                .to_string(),
            "UNCONFIRMED: OFFSET1[0] gates the triangle-pair rule and OFFSET1[1] the \
             primitive-range rules of the 8-wide forms (the guide names the two flags; GPURT \
             applies the pair rule always and the range rules by RT IP level). The 4-wide form \
             ignores OFFSET1[1]."
                .to_string(),
            "UNCONFIRMED: a stack size of 0 counts every push as an overflow (GPURT's arithmetic \
             taken literally); the guide does not define it."
                .to_string(),
            "The popped slot is left as it was (GPURT); the guide's simplified pseudocode writes \
             INVALID_NODE into it."
                .to_string(),
        ]);
        if push == 4 {
            notes.push(
                "UNCONFIRMED: the 4-wide form uses the same packed address as the 8-wide forms \
                 (the RDNA 4 guide also prints RDNA 3's layout in the same section)."
                    .to_string(),
            );
        }
        let mut p = vec![
            "valid = ADDR[4:0]; to_tlas = ADDR[9:5]; ring = ADDR[14:10]; base = ADDR[28:15] * 4 (bytes)".to_string(),
            "tlas_in = ADDR[29]; overflow = ADDR[30]; size = OFFSET0[4:0]".to_string(),
            "slot(i) = base + i * 128".to_string(),
            "walkback = DATA0[31:3] != 0x1FFFFFFF    // DATA0 = last visited node".to_string(),
            "live = !walkback || DATA0 == DATA1[j] for some j    // nothing is pushed when the last node is not a child".to_string(),
            format!("for k = {last} down to 0:    // DATA1[0], the nearest child, ends on top"),
            "  control nodes (bits [31:3] all ones) set the skip flags and are not pushed".into(),
            "  if walkback && DATA1[k] == DATA0: live = false    // only children after the last node".into(),
            "  if live && not skipped: push(DATA1[k])".into(),
            "push(x): if valid == size: overflow = 1; MEM[slot(ring)].b32 = x; ring = ring == size-1 ? 0 : ring+1".into(),
            "         if to_tlas == size: tlas_in = 0; to_tlas = min(to_tlas+1, size); valid = min(valid+1, size)".into(),
            "pop():   b2t = to_tlas == 0 && tlas_in; if b2t: tlas_in = 0".into(),
            "         if valid == 0: b2t = tlas_in = 0; return overflow ? 0xFFFFFFFF : 0xFFFFFFFE    // invalid / terminal".into(),
            "         to_tlas = max(to_tlas-1, 0); valid -= 1; ring = ring == 0 ? size-1 : ring-1; x = MEM[slot(ring)].b32".into(),
            "         if x[2:0] == 6 (instance): { if tlas_in: valid = to_tlas, overflow = 1 }; tlas_in = 1; to_tlas = 0".into(),
            "         return x".into(),
        ];
        if push == 8 {
            p.insert(
                5,
                "OFFSET1[1] (primitive range, GPURT): type <= 3 nodes also match DATA0; with DATA0 = \
                 0xFFFFFFF8..B only DATA1[7] is pushed, stepped to the next primitive (DATA0[0]: \
                 next node, else next triangle), and nothing when DATA0[1] is set"
                    .into(),
            );
        }
        if pops == 2 {
            p.extend([
                "first = pop()".to_string(),
                "if OFFSET1[0] && first[2:0] == 1: VDST = {first & ~7, first}    // a triangle pair".into(),
                "else: second = try_pop()    // like pop, but INVALID_NODE instead of crossing an instance or a BLAS->TLAS step".into(),
                "      VDST = second == 0xFFFFFFFF ? {first, 0xFFFFFFFF} : {second, first}    // {VDST[0], VDST[1]} (GPURT's order)".into(),
            ]);
        } else {
            p.push("VDST = pop()".into());
        }
        p.push(
            "ADDR = {b2t, overflow, tlas_in, ADDR[28:15], ring, to_tlas, valid}    // written back"
                .into(),
        );
        p
    } else {
        notes.extend([
            "Model: the RDNA 3 guide's fields and pseudocode, with the stack address and size \
             Mesa and LLPC program and the pop-before-read order the push implies."
                .to_string(),
            "UNCONFIRMED: which child is returned and the push order. The model returns the \
             nearest child (DATA1[0] of the sorted intersection result) and pushes the others \
             farthest first, as GPURT's RDNA 4 emulation does; the guide's simplified pseudocode \
             pushes DATA1[0..2] in order and returns DATA1[3]."
                .to_string(),
            "UNCONFIRMED: the index is 18 bits, ADDR[17:0] (Mesa, LLPC); the RDNA 4 guide also \
             prints a layout with a 16-bit index and the size in ADDR[17:16]; the RDNA 3 \
             guide puts the size in OFFSET1[5:4]."
                .to_string(),
            "Only 0xFFFFFFFF is an invalid node on RDNA 3. Mesa passes DATA0 = 0xFFFFFFFE to pop \
             without pushing (no child matches it)."
                .to_string(),
        ]);
        vec![
            "base = ADDR[31:18] * 4 (bytes); index = ADDR[17:0]; size = 8 << OFFSET1[5:4]".to_string(),
            "slot(i) = base + (i mod size) * 128".into(),
            "from = DATA0 == 0xFFFFFFFF ? 0 : (last j with DATA1[j] == DATA0) + 1    // none if no child matches".into(),
            "first = lowest k >= from with DATA1[k] != 0xFFFFFFFF".into(),
            "if first exists:".into(),
            "  for k = 3 down to first+1: if DATA1[k] != 0xFFFFFFFF: MEM[slot(index)].b32 = DATA1[k]; index += 1".into(),
            "  VDST = DATA1[first]".into(),
            "elif index == 0: VDST = 0xFFFFFFFE    // empty: terminal node".into(),
            "else: index -= 1; VDST = MEM[slot(index)].b32; MEM[slot(index)].b32 = 0xFFFFFFFF".into(),
            "      // a wrapped-over (overflowed) ring pops 0xFFFFFFFF".into(),
            "ADDR = {ADDR[31:18], index}    // written back".into(),
        ]
    };
    executed(k, p, notes)
}

/// gfx950 transposing loads (`ds::transpose`).
fn load_tr(k: String, bits: u8) -> Semantics {
    let (bytes, n) = crate::ds::transpose::shape(bits);
    let s = 16 / n;
    let align = crate::ds::transpose::alignment(bits);
    executed(
        k,
        vec![
            "addr = ADDR.u32 + OFFSET".to_string(),
            format!("raw[lane] = MEM[addr].b{}    // {n} elements of {bits} bits, element e at bits [{bits}e+{}:{bits}e]", bytes * 8, bits - 1),
            "for each lane = 16g + i, element k:".into(),
            format!("  VDST.element[k] = raw[16g + {s}*k + i/{n}].element[i mod {n}]"),
        ],
        vec![
            "The lanes exchange data within each group of 16. The CDNA 4 guide only says \
             \"transpose the matrix\"; the lane mapping is the one AMD's rocRoller test of these \
             instructions checks on gfx950 (b4 and b6: 16x16 per 16 lanes; b8: two interleaved \
             8x8; b16: 4x4 blocks)."
                .to_string(),
            format!(
                "EXEC must be all ones and every address {align}-byte aligned; the model refuses \
                 anything else with an error."
            ),
            if bits == 6 {
                "16-byte alignment for b96: AMD's rocRoller (\"requires 128b-aligned addresses\").".to_string()
            } else {
                "UNCONFIRMED: 8-byte alignment for the b64 forms (the guides' summary says \
                 \"aligned to the element size\")."
                    .to_string()
            },
            "LDS outside the allocation reads 0.".into(),
        ],
    )
}

/// `ds_permute_b32` (`backward` = None) or `ds_bpermute[_fi]_b32` (Some(fi)).
fn permute(t: Target, k: String, backward: Option<bool>) -> Semantics {
    // ds-facts B4: the lane wraps differently per generation.
    let wrap = match t.gen() {
        Gen::Gfx9 => "j = ((ADDR + OFFSET) / 4) mod 64",
        Gen::Gfx12 => "j = ((ADDR + OFFSET) / 4) mod wave size",
        Gen::Gfx10 | Gen::Gfx11 => {
            "j = (lane & 32) | (((ADDR + OFFSET) / 4) mod 32)    // within the lane's half"
        }
    };
    let mut p = vec![wrap.to_string()];
    let mut notes = vec!["Does not access LDS; works with no LDS allocated.".to_string()];
    match backward {
        None => {
            p.push("VDST[j] = DATA0[lane]    // forward: each active lane pushes".into());
            notes.push(
                "If several lanes push to one lane, the highest-numbered one wins (AMD \
                 pseudocode; the prose says \"LDS arbitration\")."
                    .into(),
            );
            notes.push("An active lane nobody pushes to gets 0.".into());
        }
        Some(true) => p.push("VDST = DATA0[j]    // even when lane j is inactive".into()),
        Some(false) => {
            p.push("VDST = EXEC[j] ? DATA0[j] : 0    // backward: each active lane pulls".into())
        }
    }
    if t.gen() == Gen::Gfx10 {
        notes.push("RDNA 1 and 2 are assumed to wrap like RDNA 3 (UNCONFIRMED).".into());
    }
    executed(k, p, notes)
}

/// The element type of a two-address operation and its two VDST slots.
fn pair_regs(elt: u8) -> (String, &'static str, &'static str) {
    if elt == 8 {
        ("b64".into(), "VDST[1:0]", "VDST[3:2]")
    } else {
        ("b32".into(), "VDST[0]", "VDST[1]")
    }
}

fn extension(ext: Ext, bits: u32) -> String {
    match ext {
        Ext::Zero => format!("zero-extended to {bits} bits"),
        Ext::Sign => format!("sign-extended to {bits} bits"),
        // `ds::exec` reads the bytes into a wider value: zero-extension.
        Ext::None => format!("zero-extended to {bits} bits"),
    }
}

fn bin_expr(op: Bin, a: &str, b: &str) -> String {
    match op {
        Bin::Add | Bin::AddI => format!("{a} + {b}"),
        Bin::Sub | Bin::SubI => format!("{a} - {b}"),
        Bin::SubRev => format!("{b} - {a}"),
        Bin::Shl => format!("{a} << ({b} & 31)"),
        Bin::ShlRev => format!("{b} << ({a} & 31)"),
        Bin::Shr => format!("{a} >> ({b} & 31)"),
        Bin::ShrRev => format!("{b} >> ({a} & 31)"),
        Bin::Ashr => format!("{a}.i32 >> ({b} & 31)    // arithmetic"),
        Bin::AshrRev => format!("{b}.i32 >> ({a} & 31)    // arithmetic"),
        Bin::And => format!("{a} & {b}"),
        Bin::Or => format!("{a} | {b}"),
        Bin::Xor => format!("{a} ^ {b}"),
        Bin::AndNot => format!("{a} & ~{b}"),
        Bin::OrNot => format!("{a} | ~{b}"),
        Bin::Nand => format!("~({a} & {b})"),
        Bin::Nor => format!("~({a} | {b})"),
        Bin::Xnor => format!("~({a} ^ {b})"),
        Bin::MulLo => format!("low 32 bits of {a} * {b}"),
        Bin::MulHiU => format!("high 32 bits of {a}.u32 * {b}.u32"),
        Bin::MulHiI => format!("high 32 bits of {a}.i32 * {b}.i32"),
        Bin::MulU24 => format!("low 32 bits of {a}[23:0].u24 * {b}[23:0].u24"),
        Bin::MulI24 => format!("low 32 bits of {a}[23:0].i24 * {b}[23:0].i24"),
        Bin::MulHiU24 => format!("high 32 bits of {a}[23:0].u24 * {b}[23:0].u24"),
        Bin::MulHiI24 => format!("high 32 bits of {a}[23:0].i24 * {b}[23:0].i24"),
        Bin::MinU => format!("min({a}.u32, {b}.u32)"),
        Bin::MaxU => format!("max({a}.u32, {b}.u32)"),
        Bin::MinI => format!("min({a}.i32, {b}.i32)"),
        Bin::MaxI => format!("max({a}.i32, {b}.i32)"),
        Bin::Bfm => format!("((1 << ({a} & 31)) - 1) << ({b} & 31)"),
        Bin::Bcnt => format!("popcount({a}) + {b}"),
        Bin::AbsDiff => format!("|{a}.i32 - {b}.i32|"),
        Bin::LshlAdd(n) => format!("({a} << {n}) + {b}"),
        Bin::Pack { hi0, hi1 } => {
            let h = |hi: bool| if hi { "[31:16]" } else { "[15:0]" };
            format!("{{{b}{}, {a}{}}}", h(hi1), h(hi0))
        }
    }
}

fn scc_rule(op: Bin) -> &'static str {
    match op {
        Bin::Add => "SCC = carry out",
        Bin::Sub => "SCC = borrow out",
        Bin::AddI | Bin::SubI => "SCC = signed overflow",
        Bin::MinU | Bin::MinI => "SCC = SSRC0 < SSRC1",
        Bin::MaxU | Bin::MaxI => "SCC = SSRC0 > SSRC1",
        Bin::LshlAdd(_) => "SCC = carry out of bit 31 of the 64-bit sum",
        Bin::MulLo | Bin::MulHiU | Bin::MulHiI | Bin::Bfm | Bin::Pack { .. } => "SCC unchanged",
        _ => "SCC = SDST != 0",
    }
}

fn un_expr(op: Un, x: &str) -> String {
    match op {
        Un::Not => format!("~{x}"),
        Un::Brev => format!("bit_reverse({x})"),
        Un::Bcnt1 => format!("popcount({x})"),
        Un::Bcnt0 => format!("popcount(~{x})"),
        Un::Ff1 => format!("index of the lowest 1 bit of {x}, or -1 when none"),
        Un::Ff0 => format!("index of the lowest 0 bit of {x}, or -1 when none"),
        Un::Flbit => format!("count of leading 0 bits of {x}, or -1 when {x} == 0"),
        Un::FlbitI => {
            format!("count of leading bits equal to the sign bit of {x}, or -1 when {x} is 0 or -1")
        }
        Un::SextI8 => format!("sign_extend({x}[7:0])"),
        Un::SextI16 => format!("sign_extend({x}[15:0])"),
        Un::Abs => format!("|{x}.i32|"),
        Un::Bitset0 => format!("SDST with bit {x} cleared"),
        Un::Bitset1 => format!("SDST with bit {x} set"),
        Un::BitReplicate => {
            format!("bits 2i and 2i+1 = {x}[i], for i = 0..31    // a 64-bit result")
        }
        Un::Quadmask => format!("bit i = ({x}[4i+3:4i] != 0) for each group of 4 bits"),
        Un::Wqm => format!("bits 4i..4i+3 all set when {x}[4i+3:4i] != 0, else clear"),
    }
}

fn tri_expr(op: Tri) -> String {
    match op {
        Tri::Add3 => "SRC0 + SRC1 + SRC2".into(),
        Tri::LshlAdd => "(SRC0 << (SRC1 & 31)) + SRC2".into(),
        Tri::AddLshl => "(SRC0 + SRC1) << (SRC2 & 31)".into(),
        Tri::LshlOr => "(SRC0 << (SRC1 & 31)) | SRC2".into(),
        Tri::AndOr => "(SRC0 & SRC1) | SRC2".into(),
        Tri::Or3 => "SRC0 | SRC1 | SRC2".into(),
        Tri::Xor3 => "SRC0 ^ SRC1 ^ SRC2".into(),
        Tri::Xad => "(SRC0 ^ SRC1) + SRC2".into(),
        Tri::MadU24 => "SRC0[23:0].u24 * SRC1[23:0].u24 + SRC2".into(),
        Tri::MadI24 => "SRC0[23:0].i24 * SRC1[23:0].i24 + SRC2".into(),
        Tri::MadLo => "low 32 bits of SRC0 * SRC1 + SRC2".into(),
        Tri::BfeU => "(SRC0 >> SRC1[4:0]) & ((1 << SRC2[4:0]) - 1)".into(),
        Tri::BfeI => {
            "sign_extend_from_bit((SRC0 >> SRC1[4:0]) & ((1 << SRC2[4:0]) - 1), SRC2[4:0])".into()
        }
        Tri::Bfi => "(SRC0 & SRC1) | (~SRC0 & SRC2)".into(),
        Tri::Alignbit => "low 32 bits of ({SRC0, SRC1} >> SRC2[4:0])".into(),
        Tri::Alignbyte => "low 32 bits of ({SRC0, SRC1} >> (8 * SRC2[1:0]))".into(),
        Tri::Min3U => "min(SRC0, SRC1, SRC2) as u32".into(),
        Tri::Max3U => "max(SRC0, SRC1, SRC2) as u32".into(),
        Tri::Min3I => "min(SRC0, SRC1, SRC2) as i32".into(),
        Tri::Max3I => "max(SRC0, SRC1, SRC2) as i32".into(),
        Tri::Med3U => "median(SRC0, SRC1, SRC2) as u32".into(),
        Tri::Med3I => "median(SRC0, SRC1, SRC2) as i32".into(),
        Tri::MaxMinU => "min(max(SRC0, SRC1), SRC2) as u32".into(),
        Tri::MaxMinI => "min(max(SRC0, SRC1), SRC2) as i32".into(),
        Tri::MinMaxU => "max(min(SRC0, SRC1), SRC2) as u32".into(),
        Tri::MinMaxI => "max(min(SRC0, SRC1), SRC2) as i32".into(),
        Tri::SadU8 => "SRC2 + sum over bytes i of |SRC0.byte[i] - SRC1.byte[i]|".into(),
        Tri::SadHiU8 => "SRC2 + ((sum over bytes i of |SRC0.byte[i] - SRC1.byte[i]|) << 16)".into(),
        Tri::SadU16 => "SRC2 + |SRC0[15:0] - SRC1[15:0]| + |SRC0[31:16] - SRC1[31:16]|".into(),
        Tri::SadU32 => "SRC2 + |SRC0.u32 - SRC1.u32|".into(),
        Tri::MsadU8 => {
            "SRC2 + sum over bytes i with SRC1.byte[i] != 0 of |SRC0.byte[i] - SRC1.byte[i]|".into()
        }
        Tri::LerpU8 => "VDST.byte[i] = (SRC0.byte[i] + SRC1.byte[i] + SRC2[8i]) >> 1".into(),
    }
}

fn fbin_expr(op: FBin) -> &'static str {
    match op {
        FBin::Add => "a + b",
        FBin::Sub => "a - b",
        FBin::SubRev => "b - a",
        FBin::Mul => "a * b",
        FBin::Min => "min(a, b)",
        FBin::Max => "max(a, b)",
    }
}

/// Where 16-bit operands live.
/// The normalized, packed and 4-bit-offset conversions (`float::exec_pack_cvt`).
fn pack_cvt_semantics(k: String, op: PackCvt) -> Semantics {
    let (code, mut notes): (Vec<String>, Vec<String>) = match op {
        PackCvt::Norm { src, signed, packed } => {
            let t = fty(src);
            let f = if signed { "snorm" } else { "unorm" };
            let code = if packed {
                format!("VDST = {{{t}_to_{f}(SRC1.{t}), {t}_to_{f}(SRC0.{t})}}    // SRC0 in the low half")
            } else {
                format!("VDST.16 = {t}_to_{f}(SRC0.{t})")
            };
            let rule = if signed {
                "snorm(x) = NaN ? 0 : rne(clamp(x, -1, 1) * 32767)    // -1.0 gives -32767"
            } else {
                "unorm(x) = NaN ? 0 : rne(clamp(x, 0, 1) * 65535)"
            };
            let mut n = vec![
                "-1.0 gives -32767 (0x8001), as on hardware (tinygrad's RDNA 3 hardware tests).".to_string(),
                "The scaled value is rounded once to an integer (its only ties, at ±0.5, round alike to even or away from zero); whether the hardware first rounds the product to f32, and NaN giving 0, are UNCONFIRMED (D3D's float-to-normalized rule also gives NaN 0).".into(),
            ];
            if !packed {
                n.extend(half_note(Fty::F16));
            } else if src == Fty::F16 {
                n.push("VOP3 op_sel[0] / op_sel[1] pick the high half of SRC0 / SRC1 (RDNA 3 ISA §7.3).".into());
            }
            (vec![code, rule.into()], n)
        }
        PackCvt::F32To16 { signed } => {
            let i = if signed { "i16" } else { "u16" };
            (
                vec![
                    format!("VDST = {{cvt_{i}(SRC1.f32), cvt_{i}(SRC0.f32)}}    // SRC0 in the low half"),
                    format!("cvt_{i}(x) = x truncated toward zero, saturated to the {i} range; NaN gives 0"),
                ],
                vec!["The rule of V_CVT_I16_F16 and V_CVT_I32_F32, which the guide's pseudocode (v_cvt_i16_f32) names.".into()],
            )
        }
        PackCvt::IntTo16 { signed } => {
            let (from, to, range) = if signed {
                ("i32", "i16", "[-32768, 32767]")
            } else {
                ("u32", "u16", "[0, 65535]")
            };
            (
                vec![format!(
                    "VDST = {{sat_{to}(SRC1.{from}), sat_{to}(SRC0.{from})}}    // saturated to {range}; SRC0 in the low half"
                )],
                vec![format!(
                    "Saturating: LLVM lowers an i64-to-i16 clamp to V_CVT_PK_I16_I32 of the two halves and a med3 (GlobalISel AMDGPUPreLegalizerCombiner), which needs saturation.{}",
                    if signed { "" } else { " The unsigned form follows the same rule (UNCONFIRMED)." }
                )],
            )
        }
        PackCvt::U8 => (
            vec![
                "sh = SRC1[1:0] * 8".into(),
                "VDST = (SRC2 & ~(0xff << sh)) | (u8(SRC0.f32) << sh)".into(),
                "u8(x) = NaN ? 0 : rne(x) saturated to [0, 255]".into(),
            ],
            vec!["Rounding to nearest even is UNCONFIRMED: the guide names only f32_to_u8.".into()],
        ),
        PackCvt::OffI4 => (
            vec![
                "VDST.f32 = sext(SRC0[3:0]) / 16    // 0 → 0.0, 7 → 0.4375, 8 → -0.5, 15 → -0.0625".into(),
            ],
            vec!["The table CVT_OFF_TABLE of the guide, as AMD's GCN 3 and Vega guides list it; VOP3 CLAMP and OMOD apply to the result.".into()],
        ),
    };
    if op != PackCvt::OffI4 {
        notes.push("VOP3 OMOD is refused with an error on these integer results; CLAMP changes nothing (they saturate).".into());
    }
    let mut s = executed(k, code, notes);
    if op.float() {
        s.float_notes = valu_float_notes();
    }
    s
}

fn half_note(ty: Fty) -> Vec<String> {
    if ty != Fty::F16 {
        return vec![];
    }
    vec!["16-bit operands are register halves on GFX11+ (`v1.l`, `v1.h`, or op_sel in VOP3); the other half of VDST is kept. On GFX9/GFX10 the low half is read and the result zero-extended (UNCONFIRMED).".into()]
}

/// The outcomes (less, equal, greater, unordered) a float predicate accepts.
fn outcomes(pred: u8) -> String {
    let names = ["less", "equal", "greater", "unordered"];
    let v: Vec<&str> = (0..4)
        .filter(|b| pred >> b & 1 != 0)
        .map(|b| names[b])
        .collect();
    if v.is_empty() {
        "(none)".into()
    } else {
        v.join(", ")
    }
}

fn cvt_expr(op: Cvt) -> String {
    match op {
        Cvt::F32FromI32 => "VDST.f32 = (f32)SRC0.i32    // rounded by MODE.FP_ROUND[1:0]".into(),
        Cvt::F32FromU32 => "VDST.f32 = (f32)SRC0.u32    // rounded by MODE.FP_ROUND[1:0]".into(),
        Cvt::F32FromUbyte(n) => format!("VDST.f32 = (f32)SRC0[{}:{}].u8", 8 * n + 7, 8 * n),
        Cvt::I32FromF32 => "VDST.i32 = (i32)trunc(SRC0.f32), saturated; NaN gives 0".into(),
        Cvt::U32FromF32 => "VDST.u32 = (u32)trunc(SRC0.f32), saturated; NaN gives 0".into(),
    }
}

/// Denormal sources of the float compares.
fn cmp_denormal_note() -> FloatNote {
    note(
        "denormals",
        "Compared as they are in the default MODE; when MODE.FP_DENORM flushes sources (values \
         0 and 2), a denormal compares as a zero of its sign (UNCONFIRMED: modelled as the \
         arithmetic's sources).",
    )
}

fn cmp_op(c: Cmp) -> &'static str {
    match c {
        Cmp::Eq => "==",
        Cmp::Ne => "!=",
        Cmp::Lt => "<",
        Cmp::Gt => ">",
        Cmp::Le => "<=",
        Cmp::Ge => ">=",
        Cmp::F => "(never)",
        Cmp::T => "(always)",
    }
}

/// How the float operations follow MODE.FP_DENORM (`crate::denorm`).
fn denormal_mode_note() -> FloatNote {
    note(
        "denormals",
        "Kept in the default compute MODE. MODE.FP_DENORM (MODE[5:4] for f32, MODE[7:6] for \
         f16 and f64; set from the kernel descriptor's FLOAT_DENORM_MODE_32 / _16_64, by \
         s_denorm_mode and by s_setreg) flushes them to a zero of the same sign: 0 sources and \
         results, 1 results only, 2 sources only, 3 none (LLVM SIDefines.h FP_DENORM_*, \
         AMDGPUUsage). A conversion flushes its source by the source type's field and its \
         result by the result type's; integer results are never flushed. A result is flushed \
         after rounding, so one that rounds up to the smallest normal is kept (UNCONFIRMED). \
         +, -, *, fma and min/max (GFX9+, LLVM supportsMinMaxDenormModes) follow the mode; that \
         ldexp, frexp, fract, the roundings, the transcendentals and the division helpers do \
         as well is UNCONFIRMED (modelled so). The dot products and WMMA do not flush \
         (UNCONFIRMED).",
    )
}

/// Float notes of the VOP float operations (host f32 arithmetic in `alu::exec`).
fn valu_float_notes() -> Vec<FloatNote> {
    vec![
        note(
            "rounding",
            "Round to nearest even in the default MODE. MODE.FP_ROUND (MODE[1:0] rounds f32 \
             results, MODE[3:2] f16 and f64 results: 0 nearest even, 1 toward +inf, 2 toward \
             -inf, 3 toward zero; LLVM SIDefines.h FP_ROUND_*; set from the kernel descriptor, by \
             s_round_mode and by s_setreg) is followed exactly by +, -, *, fma and its \
             fmac/fmaak/fmamk forms (packed f16 ones included), ldexp and the conversions that \
             round (f64 to f32, f32 to f16, integers to f32 or f16), each by its result type's \
             field: the exact result \
             rounded once, an overflow giving ±inf or the largest finite value as the direction \
             says, an exact zero sum of opposite signs +0 (-0 toward -inf), denormal results \
             then flushed as MODE.FP_DENORM says. Min/max, compares, the integral roundings \
             (trunc, ceil, floor, rndne), frexp, exact conversions, float-to-integer \
             conversions (truncating; UNCONFIRMED that the mode never applies) and \
             v_cvt_pk_rtz (toward zero whatever the mode, RDNA 3 guide) do not depend on it. \
             The approximations (rcp, rsq, sqrt, exp, log, sin, cos), fract, the division \
             scale/fmas helpers, the DX9 multiplies, mullit, cubema, the dot products, \
             v_fma_mix and any OMOD stop the run with an error naming the instruction when their \
             type's field asks for a directed rounding.",
        ),
        denormal_mode_note(),
        note(
            "NaN",
            "A NaN operand or an invalid operation gives a NaN; its exact bits follow the host and \
             are UNCONFIRMED against hardware. With `clamp`, a NaN result becomes +0.0.",
        ),
        note("signed zero", "IEEE rules: (+0.0) + (-0.0) = +0.0."),
    ]
}

/// The semantics of ALU kind `kind` on `t`; `b64`: 64-bit scalar operands.
pub fn alu_semantics(t: Target, kind: AluKind, b64: bool) -> Semantics {
    let k = words::alu(kind, b64);
    let mask = if t.gen() == Gen::Gfx9 {
        "64-bit lane mask"
    } else {
        "lane mask (32 bits in wave32, 64 in wave64)"
    };
    match kind {
        AluKind::Nop => executed(
            k,
            vec!["(nothing: a lone wave never waits)".into()],
            vec!["Waits and barriers complete at once: the emulator runs one wave with no outstanding memory operations.".into()],
        ),
        AluKind::EndPgm => executed(k, vec!["end the program".into()], vec![]),
        AluKind::SMov => executed(
            k,
            vec![if b64 { "SDST.b64 = SSRC0.b64" } else { "SDST.b32 = SSRC0.b32" }.into()],
            vec![],
        ),
        AluKind::SMovk => executed(k, vec!["SDST = sign_extend(SIMM16)".into()], vec![]),
        AluKind::SCmovk => executed(k, vec!["if SCC: SDST = sign_extend(SIMM16)".into()], vec![]),
        AluKind::SCmov => executed(
            k,
            vec![if b64 { "if SCC: SDST.b64 = SSRC0.b64" } else { "if SCC: SDST.b32 = SSRC0.b32" }.into()],
            vec![],
        ),
        AluKind::SBitcmp { one } => executed(
            k,
            vec![format!(
                "SCC = SSRC0[SSRC1[{}:0]] == {}",
                if b64 { 5 } else { 4 },
                u8::from(one)
            )],
            vec![],
        ),
        AluKind::SAddk => executed(
            k,
            vec!["SDST = SDST + sign_extend(SIMM16)".into(), "SCC = signed overflow".into()],
            vec![],
        ),
        AluKind::SMulk => executed(k, vec!["SDST = low 32 bits of SDST * sign_extend(SIMM16)".into()], vec![]),
        AluKind::SBin(op) => executed(
            k,
            vec![format!("SDST = {}", bin_expr(op, "SSRC0", "SSRC1")), scc_rule(op).into()],
            vec![],
        ),
        AluKind::SBin64(op) => executed(
            k,
            vec![
                format!("SDST.b64 = {}", bin_expr(op, "SSRC0", "SSRC1").replace("& 31", "& 63")),
                scc_rule(op).into(),
            ],
            vec![],
        ),
        AluKind::SAddc => executed(
            k,
            vec!["SDST = SSRC0 + SSRC1 + SCC".into(), "SCC = carry out".into()],
            vec![],
        ),
        AluKind::SSubb => executed(
            k,
            vec!["SDST = SSRC0 - SSRC1 - SCC".into(), "SCC = borrow out".into()],
            vec![],
        ),
        AluKind::SUn(op) | AluKind::SUn64(op) => {
            let scc = if matches!(
                op,
                Un::Not | Un::Bcnt0 | Un::Bcnt1 | Un::Abs | Un::Quadmask | Un::Wqm
            ) {
                "SCC = SDST != 0"
            } else {
                "SCC unchanged"
            };
            executed(k, vec![format!("SDST = {}", un_expr(op, "SSRC0")), scc.into()], vec![])
        }
        AluKind::SSaveexec(op, not0) => {
            let src = if not0 { "~SSRC0" } else { "SSRC0" };
            executed(
                k,
                vec![
                    "SDST = EXEC".into(),
                    format!("EXEC = {}", bin_expr(op, src, "EXEC")),
                    "SCC = EXEC != 0".into(),
                ],
                vec![format!("EXEC is a {mask}.")],
            )
        }
        AluKind::SWrexec { not1 } => executed(
            k,
            vec![
                if not1 { "EXEC = SSRC0 & ~EXEC" } else { "EXEC = ~SSRC0 & EXEC" }.into(),
                "SDST = EXEC    // the new value".into(),
                "SCC = EXEC != 0".into(),
            ],
            vec![format!("EXEC is a {mask}.")],
        ),
        AluKind::SMovrel { src, dst, two } => {
            let (ms, md) = if two { ("M0[9:0]", "M0[25:16]") } else { ("M0", "M0") };
            let w = if b64 { ".b64" } else { ".b32" };
            executed(
                k,
                vec![format!(
                    "SGPR[SDST{}]{w} = SGPR[SSRC0{}]{w}    // register numbers as written, offset by M0",
                    if dst { format!(" + {md}") } else { String::new() },
                    if src { format!(" + {ms}") } else { String::new() }
                )],
                vec!["An index past s105 stops the run with an error.".into()],
            )
        }
        AluKind::SCmp(c, ty) => executed(
            k,
            vec![format!("SCC = SSRC0.{0} {1} SSRC1.{0}", cmp_type(ty), cmp_op(c))],
            vec![],
        ),
        AluKind::SCmpk(c, ty) => executed(
            k,
            vec![format!(
                "SCC = SDST.{0} {1} {2}(SIMM16)",
                cmp_type(ty),
                cmp_op(c),
                if ty == CmpType::I32 { "sign_extend" } else { "zero_extend" }
            )],
            vec![],
        ),
        AluKind::SCselect => executed(k, vec!["SDST = SCC ? SSRC0 : SSRC1".into()], vec![]),
        AluKind::SBfe { signed } | AluKind::SBfe64 { signed } => executed(
            k,
            vec![
                format!(
                    "SDST = {}(SSRC0 >> SSRC1[5:0]) & ((1 << SSRC1[22:16]) - 1)",
                    if signed { "sign_extend_from_width " } else { "" }
                ),
                "SCC = SDST != 0".into(),
            ],
            vec![],
        ),
        AluKind::SGetreg => executed(
            k,
            vec!["SDST = (HWREG[ID] >> OFFSET) & ((1 << SIZE) - 1)".into()],
            vec!["MODE reads as set; HW_ID1 gives the wave's number in its workgroup, SHADER_CYCLES the wave's instruction count, SH_MEM_BASES the apertures; the other registers read 0 or are not executed (UNCONFIRMED layouts).".into()],
        ),
        AluKind::SSetreg { imm } => executed(
            k,
            vec![format!(
                "HWREG[ID] bits [OFFSET + SIZE - 1 : OFFSET] = {}",
                if imm { "the literal" } else { "SSRC0" }
            )],
            vec!["Only MODE can be written. Float instructions follow MODE.FP_DENORM (denormals flushed as it says); MODE.FP_ROUND rounds +, -, *, fma, ldexp and the rounding conversions (crate::round); float instructions that cannot follow a directed rounding exactly stop the run with an error naming them.".into()],
        ),
        AluKind::SFloat(op, ty) => {
            use crate::float::SFloat as F;
            let t = fty(ty);
            let text = match op {
                F::Bin(b) => format!("SDST.{t} = {}    // a = SSRC0, b = SSRC1", fbin_expr(b)),
                F::Fma(f) => format!(
                    "SDST.{t} = {}    // one rounding",
                    match f {
                        Fma::Fma | Fma::Fmac => "fma(SSRC0, SSRC1, SDST)",
                        Fma::Fmaak => "fma(SSRC0, SSRC1, K)",
                        Fma::Fmamk => "fma(SSRC0, K, SSRC1)",
                    }
                ),
                F::Un(u) => format!("SDST.{t} = {u:?}(SSRC0)").to_lowercase().replace("sdst", "SDST").replace("ssrc0", "SSRC0"),
                F::Cmp(p) => format!(
                    "SCC = predicate `{}` of SSRC0.{t} and SSRC1.{t}: true for the outcomes {}",
                    crate::float::FCMP_NAMES[usize::from(p)],
                    outcomes(p)
                ),
                F::F32FromI32 => "SDST.f32 = (f32)SSRC0.i32".into(),
                F::F32FromU32 => "SDST.f32 = (f32)SSRC0.u32".into(),
                F::I32FromF32 => "SDST.i32 = (i32)trunc(SSRC0.f32), saturated; NaN gives 0".into(),
                F::U32FromF32 => "SDST.u32 = (u32)trunc(SSRC0.f32), saturated; NaN gives 0".into(),
                F::F16FromF32 => "SDST.f16 = (f16)SSRC0.f32    // high half 0 (UNCONFIRMED)".into(),
                F::F32FromF16 => "SDST.f32 = (f32)SSRC0[15:0].f16".into(),
                F::F32FromF16Hi => "SDST.f32 = (f32)SSRC0[31:16].f16".into(),
                F::PkRtz => "SDST = {f16_rtz(SSRC1.f32), f16_rtz(SSRC0.f32)}    // rounded toward zero whatever MODE says".into(),
            };
            let mut s = executed(k, vec![text], vec![]);
            s.float_notes = valu_float_notes();
            s
        }
        AluKind::VMovrel { src, dst, two } => {
            let (ms, md) = if two { ("M0[9:0]", "M0[25:16]") } else { ("M0", "M0") };
            executed(
                k,
                vec![format!(
                    "VGPR[VDST{}] = VGPR[SRC0{}]    // register numbers as written, offset by M0",
                    if dst { format!(" + {md}") } else { String::new() },
                    if src { format!(" + {ms}") } else { String::new() }
                )],
                vec!["An index past v255 stops the run with an error.".into()],
            )
        }
        AluKind::SModeField { denorm } => executed(
            k,
            vec![if denorm { "MODE.FP_DENORM = SIMM16[3:0]" } else { "MODE.FP_ROUND = SIMM16[3:0]" }.into()],
            vec![],
        ),
        AluKind::SSendmsgRtn => executed(
            k,
            vec![
                "SDST = SSRC0 == MSG_RTN_GET_REALTIME ? the wave's instruction count : 0".into(),
            ],
            vec!["The real-time clock advances with the wave's instructions, so a run is repeatable (UNCONFIRMED as a model of the 100 MHz clock); there is no doorbell, TMA or other returned value: 0.".into()],
        ),
        AluKind::VPerm => executed(
            k,
            vec!["VDST.byte[i] = BYTE_PERMUTE({SRC0, SRC1}, SRC2.byte[i])    // 0-7 a byte, 8-11 a sign byte, 12 zero, 13+ 0xff".into()],
            vec![],
        ),
        AluKind::VMov => executed(k, vec!["VDST = SRC0".into()], vec![]),
        AluKind::VExt16 { signed } => executed(
            k,
            vec![format!("VDST.{0}32 = SRC0.{0}16    // {1}", if signed { "i" } else { "u" }, if signed { "sign-extended" } else { "zero-extended" })],
            half_note(Fty::F16),
        ),
        AluKind::VMad16To32 { signed } => executed(
            k,
            vec![format!("VDST.{0}32 = SRC0.{0}16 * SRC1.{0}16 + SRC2.{0}32    // low 32 bits", if signed { "i" } else { "u" })],
            vec!["The clamp form is refused with an error (its saturation is not modelled).".into()],
        ),
        AluKind::VTri16(op) => executed(
            k,
            vec![format!(
                "VDST.16 = low 16 bits of {}    // 16-bit sources, {}",
                tri_expr(op).replace(" as u32", "").replace(" as i32", ""),
                if matches!(op, Tri::Min3I | Tri::Max3I | Tri::Med3I) { "signed" } else { "unsigned" }
            )],
            {
                let mut n = half_note(Fty::F16);
                n.push("The clamp form is refused with an error (its saturation is not modelled).".into());
                n
            },
        ),
        AluKind::VSwap16 => executed(
            k,
            vec!["tmp = VDST.16; VDST.16 = SRC0.16; SRC0.16 = tmp    // active lanes; SRC0 is a VGPR half".into()],
            half_note(Fty::F16),
        ),
        AluKind::VSwaprel => executed(
            k,
            vec!["swap VGPR[VDST + M0[25:16]] and VGPR[SRC0 + M0[9:0]]    // active lanes; register numbers as written".into()],
            vec!["An index past v255 stops the run with an error.".into()],
        ),
        AluKind::VSwap => executed(
            k,
            vec!["tmp = VDST; VDST = SRC0; SRC0 = tmp    // active lanes; SRC0 is a VGPR".into()],
            vec![],
        ),
        AluKind::VPermlane16 { x } => executed(
            k,
            vec![
                "sel = {SRC2, SRC1}    // sixteen 4-bit lane selects".into(),
                format!(
                    "j = 16 * {} + sel[4i+3:4i]    // lane = 16 * row + i",
                    if x { "(row ^ 1)" } else { "row" }
                ),
                "VDST[lane] = (EXEC[j] || FI) ? SRC0[j] : (BOUND_CTRL ? 0 : VDST[lane])    // active lanes; SRC0 read before VDST is written".into(),
            ],
            vec!["FI is op_sel[0] and BOUND_CTRL op_sel[1] as LLVM writes them; the rule for a disabled source lane is DPP's (RDNA 3 ISA §7.7), UNCONFIRMED for the permlanes.".into()],
        ),
        AluKind::VPermlane64 => executed(
            k,
            vec![
                "wave64: VDST[lane] = SRC0[lane ^ 32]    // active lanes; SRC0 is read before VDST is written".into(),
                "wave32: nothing (the guide treats it as s_nop)".into(),
            ],
            vec![],
        ),
        AluKind::VBin(op) => executed(
            k,
            vec![format!("VDST = {}", bin_expr(op, "SRC0", "SRC1"))],
            vec!["With `clamp` (VOP3), add and subtract saturate at 0xFFFFFFFF and 0.".into()],
        ),
        AluKind::VTri(Tri::LerpU8) => executed(k, vec![tri_expr(Tri::LerpU8)], vec![]),
        AluKind::VTri(op) => executed(k, vec![format!("VDST = {}", tri_expr(op))], vec![]),
        AluKind::VShift64(op) => executed(
            k,
            vec![format!("VDST.b64 = {}", bin_expr(op, "SRC0", "SRC1.b64").replace("& 31", "& 63"))],
            vec![],
        ),
        AluKind::VMad64 { signed } => {
            let t = if signed { "i" } else { "u" };
            executed(
                k,
                vec![
                    format!("VDST.{t}64 = SRC0.{t}32 * SRC1.{t}32 + SRC2.{t}64"),
                    format!(
                        "SDST[lane] = {} of the 64-bit addition",
                        if signed { "signed overflow" } else { "carry out" }
                    ),
                ],
                vec![format!("SDST is a {mask}.")],
            )
        }
        AluKind::VLshlAdd64 => executed(
            k,
            vec!["VDST.u64 = (SRC0.u64 << SRC1[2:0]) + SRC2.u64".into()],
            vec![],
        ),
        AluKind::VAddCarry { op, cin } => {
            let c = if cin { " ± CARRY_IN[lane]" } else { "" };
            executed(
                k,
                vec![
                    format!("VDST = {}{c}", bin_expr(op, "SRC0", "SRC1")),
                    "CARRY_OUT[lane] = carry (add) or borrow (subtract) out of bit 31".into(),
                ],
                vec![format!(
                    "CARRY_OUT is VCC in the 32-bit encoding and SDST in VOP3; CARRY_IN is VCC or SRC2. Both are a {mask}."
                )],
            )
        }
        AluKind::VFBin(op) => {
            let mut s = executed(
                k,
                vec![
                    "a = SRC0.f32, b = SRC1.f32 with VOP3 abs then neg applied".into(),
                    format!("r = {}", fbin_expr(op)),
                    "r = r * {1, 2, 4, 0.5}[OMOD]; if CLAMP: r = clamp(r, 0.0, 1.0)".into(),
                    "VDST = r".into(),
                ],
                vec![],
            );
            s.float_notes = valu_float_notes();
            if matches!(op, FBin::Min | FBin::Max) {
                s.float_notes.push(note(
                    "NaN",
                    "IEEE mode: a signalling NaN operand gives its quiet form; a quiet NaN operand gives the other operand (RDNA 3 ISA pseudocode).",
                ));
                s.float_notes.push(note("signed zero", "-0.0 is below +0.0."));
            }
            s
        }
        AluKind::VFma(form) => {
            let expr = match form {
                Fma::Fma => "VDST = fma(SRC0, SRC1, SRC2)",
                Fma::Fmac => "VDST = fma(SRC0, SRC1, VDST)",
                Fma::Fmaak => "VDST = fma(SRC0, SRC1, K)",
                Fma::Fmamk => "VDST = fma(SRC0, K, SRC1)",
            };
            let mut s = executed(
                k,
                vec![
                    expr.into(),
                    "one rounding of the exact a * b + c; VOP3 abs/neg on the sources, OMOD and CLAMP on the result".into(),
                ],
                vec![],
            );
            s.float_notes = valu_float_notes();
            s
        }
        AluKind::VCvt(op) => executed(k, vec![cvt_expr(op)], vec![]),
        AluKind::VFUn(op, ty) => {
            let t = fty(ty);
            let expr = match op {
                FUn::Rcp => "1.0 / SRC0",
                FUn::Sqrt => "sqrt(SRC0)",
                FUn::Rsq => "1.0 / sqrt(SRC0)",
                FUn::Exp => "2 ** SRC0",
                FUn::Log => "log2(SRC0)",
                FUn::Sin => "sin(SRC0 * 2π)",
                FUn::Cos => "cos(SRC0 * 2π)",
                FUn::Fract => "SRC0 - floor(SRC0)",
                FUn::Trunc => "trunc(SRC0)",
                FUn::Ceil => "ceil(SRC0)",
                FUn::Floor => "floor(SRC0)",
                FUn::Rndne => "SRC0 rounded to the nearest integer, ties to even",
                FUn::FrexpMant => "mantissa of SRC0 in [0.5, 1) with its sign; ±inf and NaN unchanged",
            };
            let mut s = executed(k, vec![format!("VDST.{t} = {expr}")], vec![]);
            s.float_notes = valu_float_notes();
            // how far from the hardware: the instruction's status says
            // (status::fun_approx)
            s
        }
        AluKind::VFCvt(op) => {
            let text = match op {
                FCvt::F64FromF32 => "VDST.f64 = (f64)SRC0.f32    // exact".to_string(),
                FCvt::F32FromF64 => "VDST.f32 = (f32)SRC0.f64    // rounded by MODE.FP_ROUND[1:0]".to_string(),
                FCvt::I32FromF64 => "VDST.i32 = (i32)trunc(SRC0.f64), saturated; NaN gives 0".to_string(),
                FCvt::U32FromF64 => "VDST.u32 = (u32)trunc(SRC0.f64), saturated; NaN gives 0".to_string(),
                FCvt::F64FromI32 => "VDST.f64 = (f64)SRC0.i32    // exact".to_string(),
                FCvt::F64FromU32 => "VDST.f64 = (f64)SRC0.u32    // exact".to_string(),
                FCvt::F32FromF16 => "VDST.f32 = (f32)SRC0.f16    // exact".to_string(),
                FCvt::F16FromF32 => "VDST.f16 = (f16)SRC0.f32    // rounded by MODE.FP_ROUND[3:2]".to_string(),
                FCvt::F16FromI16 => "VDST.f16 = (f16)SRC0.i16    // rounded by MODE.FP_ROUND[3:2]".to_string(),
                FCvt::F16FromU16 => "VDST.f16 = (f16)SRC0.u16    // rounded by MODE.FP_ROUND[3:2]".to_string(),
                FCvt::I16FromF16 => "VDST.i16 = (i16)trunc(SRC0.f16), saturated; NaN gives 0".to_string(),
                FCvt::U16FromF16 => "VDST.u16 = (u16)trunc(SRC0.f16), saturated; NaN gives 0".to_string(),
                FCvt::NearestI32FromF32 => "VDST.i32 = (i32)floor(SRC0.f32 + 0.5), saturated".to_string(),
                FCvt::FloorI32FromF32 => "VDST.i32 = (i32)floor(SRC0.f32), saturated".to_string(),
                FCvt::FrexpExp(ty) => format!(
                    "VDST.i32 = exponent of SRC0.{} as frexp gives it; 0 for ±inf and NaN",
                    fty(ty)
                ),
            };
            executed(k, vec![text], vec![])
        }
        AluKind::VFBinT(op, ty) => {
            let t = fty(ty);
            let mut s = executed(
                k,
                vec![
                    format!("a = SRC0.{t}, b = SRC1.{t} with VOP3 abs then neg applied"),
                    format!("VDST.{t} = {}", fbin_expr(op)),
                ],
                half_note(ty),
            );
            s.float_notes = valu_float_notes();
            s
        }
        AluKind::VFmaT(form, ty) => {
            let expr = match form {
                Fma::Fma => "fma(SRC0, SRC1, SRC2)",
                Fma::Fmac => "fma(SRC0, SRC1, VDST)",
                Fma::Fmaak => "fma(SRC0, SRC1, K)",
                Fma::Fmamk => "fma(SRC0, K, SRC1)",
            };
            let mut s = executed(
                k,
                vec![format!("VDST.{} = {expr}    // one rounding", fty(ty))],
                half_note(ty),
            );
            s.float_notes = valu_float_notes();
            s
        }
        AluKind::VQsad { masked, wide } => {
            let sad = if masked { "msad_u8" } else { "sad_u8" };
            let line = if wide {
                format!("VDST[k].u32 = {sad}(SRC0.u64[8k+31:8k], SRC1, SRC2[k].u32) for k = 0..3    // SRC2 and VDST are four VGPRs")
            } else {
                format!("VDST.u64[16k+15:16k] = low 16 bits of {sad}(SRC0.u64[8k+31:8k], SRC1, SRC2.u64[16k+15:16k]) for k = 0..3")
            };
            executed(
                k,
                vec![line],
                vec![format!(
                    "{sad}(a, b, c) = c + the sum over bytes i of |a.byte[i] - b.byte[i]|{}; SRC2 is read whole before VDST is written.",
                    if masked { ", bytes where b's is 0 skipped" } else { "" }
                )],
            )
        }
        AluKind::VDot2Half { bf16 } => {
            let t = if bf16 { "bf16" } else { "f16" };
            executed(
                k,
                vec![format!("VDST.{t} = SRC2.{t} + SRC0[15:0].{t} * SRC1[15:0].{t} + SRC0[31:16].{t} * SRC1[31:16].{t}    // the exact sum rounded once")],
                vec!["SRC0 and SRC1 are VGPRs, SGPRs or a literal; an inline-constant source is refused with an error.".into()],
            )
        }
        AluKind::VSatPkU8 => executed(
            k,
            vec!["VDST.16 = {sat_u8(SRC0[31:16].i16), sat_u8(SRC0[15:0].i16)}    // sat_u8(n) = n <= 0 ? 0 : n >= 255 ? 255 : n".into()],
            half_note(Fty::F16),
        ),
        AluKind::VPkFmac => {
            let mut s = executed(
                k,
                vec!["VDST[15:0].f16 = fma(SRC0[15:0], SRC1[15:0], VDST[15:0]); VDST[31:16].f16 = fma(SRC0[31:16], SRC1[31:16], VDST[31:16])    // one rounding each".into()],
                vec!["Sources are VGPRs, SGPRs or a literal; an inline-constant source is refused with an error.".into()],
            );
            s.float_notes = valu_float_notes();
            s
        }
        AluKind::VDot2Acc { bf16 } => {
            let t = if bf16 { "bf16" } else { "f16" };
            executed(
                k,
                vec![format!("VDST.f32 = SRC0[15:0].{t} * SRC1[15:0].{t} + SRC0[31:16].{t} * SRC1[31:16].{t} + VDST.f32    // the exact sum rounded once")],
                vec!["Sources are VGPRs, SGPRs or a literal; an inline-constant source is refused with an error.".into()],
            )
        }
        AluKind::VPackCvt(op) => pack_cvt_semantics(k, op),
        AluKind::VTrigPreop => {
            let mut s = executed(
                k,
                vec![
                    "shift = 53 * SRC1[4:0].u32; e = biased exponent of SRC0.f64 (abs/neg applied)".into(),
                    "if e > 1077: shift += e - 1077".into(),
                    "bits = fraction bits shift+1 .. shift+53 of 2/π as a 53-bit integer    // bits past the 1201-bit table are 0".into(),
                    "scale = -53 - shift; if e >= 1968: scale += 128".into(),
                    "VDST.f64 = ldexp(bits, scale)    // one rounding (only below the normal range)".into(),
                ],
                vec![
                    "From the RDNA 3 ISA guide's pseudocode for V_TRIG_PREOP_F64; the 1201 bits of 2/π are computed by tools/gen_two_over_pi.py (mpmath, checked against a Machin-formula integer computation).".into(),
                    "SRC0 is read only for its exponent: ±inf and NaN take e = 2047 like any large value (no special case in the pseudocode).".into(),
                ],
            );
            s.float_notes = valu_float_notes();
            s
        }
        AluKind::VCvtPkRtz => {
            let mut s = executed(
                k,
                vec!["VDST = {f16_rtz(SRC1.f32), f16_rtz(SRC0.f32)}    // SRC0 in the low half; VOP3 abs/neg per source".into()],
                vec!["Rounded toward zero whatever MODE says (RDNA 3 ISA); a finite value too large for f16 gives ±65504. A NaN gives a quiet NaN (payload bits UNCONFIRMED).".into()],
            );
            s.float_notes = valu_float_notes();
            s
        }
        AluKind::VFrexpExp16 => executed(
            k,
            vec!["VDST.i16 = exponent of SRC0.f16 as frexp gives it; 0 for ±inf and NaN".into()],
            {
                let mut n = half_note(Fty::F16);
                n.push("UNCONFIRMED for zero and denormals: the guide's pseudocode reads the biased exponent field (-14 for both); the model follows frexp (0 for zero, the normalized exponent for denormals), as the f32/f64 forms do.".into());
                n
            },
        ),
        AluKind::VMullit => {
            let mut s = executed(
                k,
                vec!["VDST.f32 = (SRC1 is -MAX_FLOAT, -INF or NaN, or SRC2 <= 0 or NaN) ? -MAX_FLOAT : SRC0 * SRC1".into()],
                vec![],
            );
            s.float_notes = valu_float_notes();
            s
        }
        AluKind::VDx9(op) => {
            let (expr, zero) = match op {
                Dx9::Mul => ("a * b", "+0.0"),
                Dx9::Fma => ("fma(a, b, SRC2)", "SRC2"),
                Dx9::Fmac => ("fma(a, b, VDST)", "VDST"),
            };
            let mut s = executed(
                k,
                vec![
                    "a = SRC0.f32, b = SRC1.f32 with VOP3 abs then neg applied".into(),
                    format!("VDST.f32 = (a == 0.0 || b == 0.0) ? {zero} : {expr}    // one rounding"),
                ],
                vec!["DX9 rule: a zero factor wins over infinity and NaN (RDNA 3 ISA pseudocode).".into()],
            );
            s.float_notes = valu_float_notes();
            s
        }
        AluKind::VCube(op) => {
            let face = "face: z when |z| >= |x| and |z| >= |y|, else y when |y| >= |x|, else x    // (x, y, z) = (SRC0, SRC1, SRC2)";
            let expr = match op {
                Cube::Id => "VDST.f32 = face z: (z < 0 ? 5 : 4); face y: (y < 0 ? 3 : 2); face x: (x < 0 ? 1 : 0)",
                Cube::Sc => "VDST.f32 = face z: (z < 0 ? -x : x); face y: x; face x: (x < 0 ? z : -z)",
                Cube::Tc => "VDST.f32 = face z: -y; face y: (y < 0 ? -z : z); face x: -y",
                Cube::Ma => "VDST.f32 = 2 * (the face's coordinate: z, y or x)",
            };
            let mut s = executed(k, vec![face.into(), expr.into()], vec![]);
            s.float_notes = valu_float_notes();
            s
        }
        AluKind::VFTri(op, ty) => {
            let t = fty(ty);
            let expr = match op {
                FTri::Min3 => "min(min(a, b), c)",
                FTri::Max3 => "max(max(a, b), c)",
                FTri::MaxMin => "min(max(a, b), c)",
                FTri::MinMax => "max(min(a, b), c)",
                FTri::Med3 => "a, b or c is NaN ? min(min(a, b), c) : the median of a, b, c",
            };
            let mut s = executed(
                k,
                vec![
                    format!("a = SRC0.{t}, b = SRC1.{t}, c = SRC2.{t} with VOP3 abs then neg applied"),
                    format!("VDST.{t} = {expr}    // min and max as v_min_{t} / v_max_{t}"),
                ],
                half_note(ty),
            );
            s.float_notes = valu_float_notes();
            s.float_notes.push(note(
                "NaN",
                "IEEE mode: each min/max step turns a signalling NaN into its quiet form and skips a quiet NaN (RDNA 3 ISA pseudocode); med3 with any NaN source is min3.",
            ));
            s.float_notes.push(note("signed zero", "-0.0 is below +0.0."));
            s
        }
        AluKind::VBin16(op) => executed(
            k,
            vec![format!("VDST.16 = low 16 bits of {}", bin_expr(op, "SRC0.16", "SRC1.16").replace("& 31", "& 15"))],
            half_note(Fty::F16),
        ),
        AluKind::VMov16 => executed(k, vec!["VDST.16 = SRC0.16".into()], half_note(Fty::F16)),
        AluKind::VNot16 => executed(k, vec!["VDST.16 = ~SRC0.16".into()], half_note(Fty::F16)),
        AluKind::VCndmask16 => executed(
            k,
            vec!["VDST.16 = MASK[lane] ? SRC1.16 : SRC0.16    // MASK = VCC (e32) or SRC2 (e64)".into()],
            half_note(Fty::F16),
        ),
        AluKind::VCmp16 { c, signed, x } => executed(
            k,
            vec![
                format!("D[lane] = SRC0.{0} {1} SRC1.{0}", if signed { "i16" } else { "u16" }, cmp_op(c)),
                if x { "EXEC = D".into() } else { "VCC (e32) or SDST (e64) = D".into() },
            ],
            vec![format!("D is a {mask}.")],
        ),
        AluKind::VPack => executed(
            k,
            vec!["VDST = {SRC1.f16, SRC0.f16}    // SRC0 in the low half; VOP3 abs/neg per source".into()],
            vec![],
        ),
        AluKind::VLdexp(ty) => executed(
            k,
            vec![format!("VDST.{0} = SRC0.{0} * 2 ** SRC1.i32    // one rounding", fty(ty))],
            vec![],
        ),
        AluKind::VDivScale(ty) => executed(
            k,
            vec![
                format!("VDST.{} = SRC0 scaled by 2 ** ±{} when the division SRC2 / SRC1 would lose range (AMD pseudocode V_DIV_SCALE)", fty(ty), if ty == Fty::F32 { 64 } else { 128 }),
                "VCC-style SDST[lane] = whether div_fmas must scale its result back".into(),
            ],
            vec!["One step of the compiler's division sequence, with v_div_fmas and v_div_fixup.".into()],
        ),
        AluKind::VDivFmas(ty) => executed(
            k,
            vec![format!(
                "VDST.{0} = fma(SRC0, SRC1, SRC2), times 2 ** {1} (SRC2's exponent above the bias) or 2 ** -{1} on lanes whose VCC bit is set",
                fty(ty),
                if ty == Fty::F32 { 64 } else { 128 }
            )],
            vec!["The guide's pseudocode says 2 ** 32 (2 ** 64 for f64) always; this is the scale that undoes v_div_scale's, as an independent model checked against hardware (tinygrad's emulator errata), and it gives correctly rounded quotients in the kernel suite.".into()],
        ),
        AluKind::VDivFixup(ty) => executed(
            k,
            vec![format!(
                "VDST.{} = the IEEE result of SRC2 / SRC1 for NaN, zero and infinite operands; ±|SRC0| otherwise, with the quotient's sign",
                fty(ty)
            )],
            vec!["The UNDERFLOW and OVERFLOW results of the guide's pseudocode are taken as a signed zero and infinity (the kernel suite's correctly rounded quotients agree); a NaN SRC0 gives a signed infinity (UNCONFIRMED).".into()],
        ),
        AluKind::VCmpF { pred, ty, x } => {
            let name = crate::float::FCMP_NAMES[usize::from(pred)];
            let mut p = vec![format!(
                "D[lane] = predicate `{name}` of SRC0.{0} and SRC1.{0}: true for the outcomes {1}",
                fty(ty),
                outcomes(pred)
            )];
            p.push(if x { "EXEC = D".into() } else { "VCC (e32) or SDST (e64) = D".into() });
            let mut s = executed(k, p, vec![format!("D is a {mask}.")]);
            s.float_notes = vec![
                note("NaN", "A NaN operand makes the outcome `unordered`."),
                note("signed zero", "-0.0 == +0.0."),
                cmp_denormal_note(),
            ];
            s
        }
        AluKind::VCmpClass { ty, x } => {
            let mut s = executed(
                k,
                vec![
                    format!("D[lane] = SRC1[class(SRC0.{})]    // classes 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf", fty(ty)),
                    if x { "EXEC = D".into() } else { "VCC (e32) or SDST (e64) = D".into() },
                ],
                vec![format!("D is a {mask}.")],
            );
            s.float_notes = vec![note(
                "denormals",
                "Classified as they are whatever MODE.FP_DENORM says: the pseudocode tests the \
                 denormal classes, and LLVM lowers llvm.is.fpclass (defined independent of the \
                 floating-point environment) to this instruction.",
            )];
            s
        }
        AluKind::VUn(op) => executed(k, vec![format!("VDST = {}", un_expr(op, "SRC0"))], vec![]),
        AluKind::VCndmask => executed(
            k,
            vec!["VDST = MASK[lane] ? SRC1 : SRC0    // MASK = VCC (e32) or SRC2 (e64)".into()],
            vec![],
        ),
        AluKind::VCmp(c, ty) | AluKind::VCmpx(c, ty) => {
            let cmpx = matches!(kind, AluKind::VCmpx(..));
            let mut p = vec![match c {
                Cmp::F | Cmp::T => format!(
                    "D[lane] = {}    // active lanes; inactive lanes get 0",
                    u8::from(c == Cmp::T)
                ),
                _ => format!(
                    "D[lane] = SRC0.{0} {1} SRC1.{0}    // active lanes; inactive lanes get 0",
                    cmp_type(ty),
                    cmp_op(c)
                ),
            }];
            if cmpx {
                if t.gen() == Gen::Gfx9 {
                    p.push("VCC (e32) or SDST (e64) = D; EXEC = D".into());
                } else {
                    p.push("EXEC = D    // GFX10+: no other destination".into());
                }
            } else {
                p.push("VCC (e32) or SDST (e64) = D".into());
            }
            let mut s = executed(k, p, vec![format!("D is a {mask}.")]);
            if ty == CmpType::F32 {
                s.float_notes = vec![
                    note(
                        "NaN",
                        "Comparisons with a NaN are false, except `neq` (not equal), which is true.",
                    ),
                    note("signed zero", "-0.0 == +0.0."),
                    cmp_denormal_note(),
                ];
            }
            s
        }
        AluKind::VMbcntLo | AluKind::VMbcntHi => {
            let half = if kind == AluKind::VMbcntLo { "lanes 0-31" } else { "lanes 32-63" };
            executed(
                k,
                vec![format!(
                    "VDST = popcount(SRC0 & (bits of {half} below this lane)) + SRC1"
                )],
                vec![],
            )
        }
        AluKind::VReadlane => executed(
            k,
            vec!["SDST = SRC0[SRC1 mod wave size]    // whatever EXEC says".into()],
            vec![],
        ),
        AluKind::VWritelane => executed(
            k,
            vec!["VDST[SRC1 mod wave size] = SRC0    // whatever EXEC says".into()],
            vec![],
        ),
        AluKind::VReadfirstlane => executed(
            k,
            vec!["SDST = SRC0[first active lane, or lane 0 when EXEC = 0]".into()],
            vec![],
        ),
        AluKind::VAccvgprMov => executed(
            k,
            vec!["ADST = ASRC0    // AGPR to AGPR, active lanes".into()],
            vec!["AMD CDNA 3 ISA guide, V_ACCVGPR_MOV_B32 (VOP1 opcode 82): D.b32 = S0.b32.".into()],
        ),
        AluKind::Unsupported => refused(k),
    }
}

/// How packed sources are read.
const PACKED: &str = "A, B, C are the sources' halves: the low result half reads the half OP_SEL picks, the high one the half OP_SEL_HI picks; NEG_LO/NEG_HI negate float halves.";

/// The semantics of VOP3P kind `kind`.
pub fn vop3p_semantics(kind: Vop3pKind) -> Semantics {
    let k = words::vop3p(kind);
    let guide = "AMD CDNA 3 ISA guide, V_ACCVGPR_READ / V_ACCVGPR_WRITE (VOP3P opcodes 88, 89): D.b32 = S0.b32.";
    match kind {
        Vop3pKind::PkInt(op) => executed(
            k,
            vec![
                format!("VDST.lo = {}", bin_expr(op, "A.lo", "B.lo").replace("& 31", "& 15")),
                format!("VDST.hi = {}", bin_expr(op, "A.hi", "B.hi").replace("& 31", "& 15")),
            ],
            vec![PACKED.into()],
        ),
        Vop3pKind::PkMad { signed } => executed(
            k,
            vec![format!("VDST.half = low 16 bits of A.half * B.half + C.half ({})", if signed { "i16" } else { "u16" })],
            vec![PACKED.into()],
        ),
        Vop3pKind::PkF(op) => {
            let mut s = executed(
                k,
                vec![format!("VDST.half.f16 = {}    // each half, one rounding", fbin_expr(op).replace('a', "A.half").replace('b', "B.half"))],
                vec![PACKED.into()],
            );
            s.float_notes = valu_float_notes();
            s
        }
        Vop3pKind::PkFma => {
            let mut s = executed(
                k,
                vec!["VDST.half.f16 = fma(A.half, B.half, C.half)    // each half, one rounding".into()],
                vec![PACKED.into()],
            );
            s.float_notes = valu_float_notes();
            s
        }
        Vop3pKind::Dot2F32 { bf16 } => executed(
            k,
            vec![format!(
                "VDST.f32 = A.lo * B.lo + A.hi * B.hi + SRC2.f32    // {} halves; the exact sum rounded once (UNCONFIRMED intermediate rounding)",
                if bf16 { "bf16" } else { "f16" }
            )],
            vec![PACKED.into()],
        ),
        Vop3pKind::DotInt { bits, signed, iu } => executed(
            k,
            vec![format!(
                "VDST = SRC2 + sum over the {} {bits}-bit lanes k of A[k] * B[k]    // {}",
                32 / bits,
                if iu { "NEG_LO[0]/[1] make A/B signed" } else if signed { "signed lanes" } else { "unsigned lanes" }
            )],
            vec!["With `clamp` the sum saturates to the result type.".into()],
        ),
        Vop3pKind::Wmma {
            int_bits,
            bf16,
            out16,
        } => executed(
            k,
            vec![
                format!(
                    "D[i][j] = C[i][j] + sum over k < 16 of A[i][k] * B[k][j]    // 16x16 tiles, {}",
                    match (int_bits, bf16, out16) {
                        (0, false, false) => "f16 inputs, f32 C and D",
                        (0, true, false) => "bf16 inputs, f32 C and D",
                        (0, false, true) => "f16 inputs, C and D",
                        (0, true, true) => "bf16 inputs, C and D",
                        (8, ..) => "8-bit integer inputs, i32 C and D",
                        _ => "4-bit integer inputs, i32 C and D",
                    }
                ),
                "lane l holds row l%16 of A and column l%16 of B (every group of 16 lanes the same); \
                 VGPR v of lane l holds D[2v + l/16][l%16] in wave32 (8 VGPRs), D[4v + l/16][l%16] in wave64 (4 VGPRs)"
                    .into(),
            ],
            vec![if out16 {
                "16-bit results: C and D use the half of each VGPR that OP_SEL[2] picks (high when set); the other half of D keeps its value. Sums are rounded once to the result type (UNCONFIRMED internal rounding). NEG_LO/NEG_HI[0..1] negate the low/high halves of A/B, NEG_HI[2] takes |C|, NEG_LO[2] negates C. EXEC must have every lane set.".into()
            } else if int_bits == 0 {
                "Float sums are rounded once to f32 (UNCONFIRMED internal rounding). NEG_LO/NEG_HI[0..1] negate the low/high halves of A/B, NEG_HI[2] takes |C|, NEG_LO[2] negates C. EXEC must have every lane set.".into()
            } else {
                "Integer forms take signedness from NEG_LO[0..1] and saturate with CLAMP. EXEC must have every lane set.".into()
            }],
        ),
        Vop3pKind::FmaMix { out } => executed(
            k,
            vec![
                "each source is f32, or f16 when OP_SEL_HI[i] is set (OP_SEL[i] picks its half); NEG_HI takes |x|, NEG_LO negates".into(),
                match out {
                    0 => "VDST.f32 = fma(A, B, C)",
                    1 => "VDST.lo.f16 = fma(A, B, C)    // high half kept",
                    _ => "VDST.hi.f16 = fma(A, B, C)    // low half kept",
                }
                .into(),
            ],
            vec![],
        ),
        Vop3pKind::AccvgprRead => executed(
            k,
            vec!["VDST = ASRC0    // AGPR to VGPR, active lanes".into()],
            vec![guide.into()],
        ),
        Vop3pKind::AccvgprWrite => executed(
            k,
            vec!["ADST = SRC0    // VGPR, SGPR or constant to AGPR, active lanes".into()],
            vec![guide.into()],
        ),
        Vop3pKind::Unsupported => refused(k),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ds;
    use crate::{Machine, Wave};
    use amdgpu_isa::tables::ds::Field;
    use amdgpu_isa::tables::ds::DS_ROWS;

    /// Register text for `field` of width `w` dwords.
    fn reg(field: Field, w: u8) -> String {
        let base = match field {
            Field::Addr => 1,
            Field::Data0 => 2,
            Field::Data1 => 4,
            Field::Vdst => 6,
        };
        if w == 1 {
            format!("v{base}")
        } else {
            format!("v[{base}:{}]", base + u32::from(w) - 1)
        }
    }

    /// Every documented float case of every DS row, on every target, run on
    /// the emulator: the reference states what the emulator does.
    #[test]
    fn float_cases_hold_on_the_emulator() {
        let mut checked = 0;
        for t in Target::all() {
            for row in DS_ROWS.iter() {
                if row.cells[t.ds_group()].is_none() {
                    continue;
                }
                let Some(s) = describe(t, row.name) else {
                    continue;
                };
                let width = match ds::classify(t, row.name) {
                    DsKind::Atomic { width, .. } => width,
                    _ => continue,
                };
                let ops: Vec<String> = row.operands.iter().map(|o| reg(o.field, o.width)).collect();
                let src = format!("{} {}\ns_endpgm\n", row.name, ops.join(", "));
                for c in &s.cases {
                    let mut m = Machine::from_source(t, &src)
                        .unwrap_or_else(|e| panic!("{src} on {t}: {e:?}"));
                    let mut w = Wave::new(t, 1);
                    w.lds.write(16, u32::from(width), c.memory_bits);
                    w.vgpr[1][0] = 16;
                    w.vgpr[2][0] = c.data_bits as u32;
                    w.vgpr[3][0] = (c.data_bits >> 32) as u32;
                    m.run(&mut w, 10, None).unwrap();
                    let got = w.lds.read(16, u32::from(width));
                    match c.result_bits {
                        Some(r) => assert_eq!(got, r, "{} on {t}: {c:?}", row.name),
                        None if width == 4 => {
                            assert!(f32::from_bits(got as u32).is_nan(), "{} on {t}", row.name)
                        }
                        None => assert!(f64::from_bits(got).is_nan(), "{} on {t}", row.name),
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 300, "{checked} cases");
    }

    #[test]
    fn max_f32_notes_differ_on_gfx12() {
        let t = |n| Target::from_name(n).unwrap();
        let old = describe(t("gfx950"), "ds_max_rtn_f32").unwrap();
        let new = describe(t("gfx1200"), "ds_max_rtn_f32").unwrap();
        assert!(old.executed && new.executed);
        assert_ne!(old.float_notes, new.float_notes);
        assert!(new.pseudocode.iter().any(|l| l.contains("maximumNumber")));
        assert!(old
            .pseudocode
            .iter()
            .any(|l| l.contains("DATA0 > tmp ? DATA0 : tmp")));
        assert!(old.pseudocode.iter().any(|l| l.starts_with("VDST = tmp")));
    }

    #[test]
    fn bvh_stack_and_transpose_pages_state_their_model() {
        let t = |n| Target::from_name(n).unwrap();
        let has = |v: &[String], s: &str| v.iter().any(|l| l.contains(s));
        let r3 = describe(t("gfx1100"), "ds_bvh_stack_rtn_b32").unwrap();
        assert!(r3.executed && has(&r3.pseudocode, "ADDR[31:18]"));
        assert!(has(&r3.notes, "UNCONFIRMED"));
        let r4 = describe(t("gfx1201"), "ds_bvh_stack_push8_pop2_rtn_b64").unwrap();
        assert!(r4.executed && has(&r4.pseudocode, "try_pop"));
        assert!(has(&r4.notes, "GPURT") && has(&r4.notes, "UNCONFIRMED"));
        let p1 = describe(t("gfx1200"), "ds_bvh_stack_push4_pop1_rtn_b32").unwrap();
        assert!(!has(&p1.pseudocode, "try_pop"));
        for (name, align) in [
            ("ds_read_b64_tr_b16", "8-byte"),
            ("ds_read_b96_tr_b6", "16-byte"),
        ] {
            let s = describe(t("gfx950"), name).unwrap();
            assert!(
                s.executed && has(&s.notes, "rocRoller") && has(&s.notes, align),
                "{name}"
            );
        }
    }

    #[test]
    fn refused_kinds_say_so() {
        let t = Target::from_name("gfx950").unwrap();
        let s = describe(t, "ds_gws_init").unwrap();
        assert!(!s.executed);
        assert!(s.pseudocode.is_empty());
        assert!(matches!(
            s.status,
            Status::NotExecuted {
                class: status::Refusal::Gds,
                ..
            }
        ));
        assert!(!s.kind.contains('{'), "{}", s.kind);
        assert!(describe(t, "ds_store_b32").is_none());
        assert!(describe(t, "v_add_f32_e64").unwrap().executed);
    }

    /// Kinds outside the ALU/DS/VOP3P tables are described from what
    /// `compile` gives them, not left as "not executed".
    #[test]
    fn every_compiled_kind_is_described() {
        let t = Target::from_name("gfx1100").unwrap();
        for (name, kind) in [
            ("v_dual_add_f32", "dual-issue half: vector f32 add"),
            ("v_dual_mov_b32", "dual-issue half: vector move"),
            ("s_load_b64", "scalar load of 2 dwords"),
            ("s_buffer_load_b32", "through a buffer resource"),
            ("global_load_b32", "global 4-byte load"),
            ("scratch_store_b16", "scratch 2-byte store"),
            ("flat_atomic_add_u32", "flat 4-byte atomic add"),
            ("s_cbranch_execz", "branch (EXEC == 0)"),
            ("s_getpc_b64", "read the program counter"),
            ("s_subvector_loop_begin", "subvector loop begin"),
            ("s_subvector_loop_end", "subvector loop end"),
            ("s_barrier", "workgroup barrier"),
            ("s_waitcnt", "no operation"),
            ("buffer_gl0_inv", "no operation"),
            ("s_trap", "trap"),
        ] {
            let s = describe(t, name).unwrap();
            assert!(s.executed && s.kind.contains(kind), "{name}: {}", s.kind);
            assert!(!s.pseudocode.is_empty(), "{name}");
            assert_eq!(Some(&s.status), status::status(t, name).as_ref());
        }
        let d = describe(t, "v_dual_fmaak_f32").unwrap();
        assert!(d
            .pseudocode
            .iter()
            .any(|l| l.contains("fma(SRC0, SRC1, K)")));
        let sq = describe(t, "v_sqrt_f32").unwrap();
        assert!(matches!(sq.status, Status::Approximate { .. }));
        let exp = describe(t, "exp").unwrap();
        assert!(!exp.executed && exp.pseudocode.is_empty());
    }

    #[test]
    fn agpr_moves_are_described_where_they_exist() {
        let t = |n| Target::from_name(n).unwrap();
        for (target, name) in [
            ("gfx908", "v_accvgpr_read_b32"),
            ("gfx908", "v_accvgpr_write_b32"),
            ("gfx90a", "v_accvgpr_mov_b32"),
            ("gfx950", "v_accvgpr_write_b32"),
        ] {
            let s = describe(t(target), name).unwrap();
            assert!(
                s.executed && s.notes.iter().any(|n| n.contains("CDNA 3 ISA")),
                "{name}"
            );
        }
        // v_accvgpr_mov_b32 is CDNA 2+; the matrix rows stay unmodelled
        assert!(describe(t("gfx908"), "v_accvgpr_mov_b32").is_none());
        assert!(describe(t("gfx942"), "v_pk_add_f16").unwrap().executed);
        assert!(
            !describe(t("gfx942"), "v_mfma_f32_32x32x8_f16")
                .unwrap()
                .executed
        );
    }

    #[test]
    fn buffer_rows_describe_their_kind_on_gfx11_only() {
        let t = Target::from_name("gfx1100").unwrap();
        let s = describe(t, "buffer_load_b128").unwrap();
        assert!(s.executed);
        assert!(s
            .pseudocode
            .iter()
            .any(|l| l.contains("in_range(4 * i, 4)") && l.contains("i = 0..3")));
        assert!(s.pseudocode.iter().any(|l| l.contains("OOB_SELECT")));
        let s = describe(t, "buffer_atomic_cmpswap_b32").unwrap();
        assert!(s
            .pseudocode
            .iter()
            .any(|l| l.contains("tmp == DATA1 ? DATA0 : tmp")));
        let s = describe(t, "buffer_atomic_max_f32").unwrap();
        assert!(!s.float_notes.is_empty() && !s.cases.is_empty());
        let s = describe(t, "tbuffer_load_d16_format_xy").unwrap();
        assert!(s.pseudocode.iter().any(|l| l.contains("packed halves")));
        // the cache invalidation completes at once; GFX10 buffer rows are
        // not executed
        let s = describe(t, "buffer_gl0_inv").unwrap();
        assert!(s.executed && s.kind.contains("no operation"), "{}", s.kind);
        let gfx10 = Target::from_name("gfx1030").unwrap();
        assert!(!describe(gfx10, "buffer_load_dword").unwrap().executed);
    }
}

//! Whether the emulator executes an instruction, and how faithfully: exact,
//! approximate (and how), or refused by name with the reason.
//!
//! The answer is read off what the executor itself does: every instruction
//! of a target is built as an instance of its table row (fields zero) and
//! compiled with [`crate::program`]'s `compile`, the function that turns
//! decoded instructions into the kinds the executor dispatches on. An
//! instruction is executed exactly when `compile` gives it a kind; there is no
//! second list of executed names.

use crate::alu::AluKind;
use crate::ds::DsKind;
use crate::float::{FUn, Fty, SFloat};
use crate::program::{compile, Half, Op};
use crate::vop3p::Vop3pKind;
use amdgpu_isa::encoding::{
    alu::AluInst,
    buffer::BufInst,
    ds::DsInst,
    exp::ExpInst,
    flat::FlatInst,
    image::{ImageInst, Shape},
    interp::InterpInst,
    smem::{SmemInst, Written},
    vop3p::Vop3pInst,
    vopd::{VopdHalf, VopdInst},
};
use amdgpu_isa::operand::VGPR0;
use amdgpu_isa::tables::{alu, buffer, ds, exp, flat, image, interp, smem, vop3p, vopd};
use amdgpu_isa::{Inst, Target};
use serde::Serialize;
use std::fmt;

/// How the emulator's result for an instruction relates to the hardware's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Status {
    /// Every result bit is the documented operation's (choices the sources
    /// leave open are marked UNCONFIRMED on the instruction's page).
    Exact,
    /// Executed, but the hardware's result may differ: `how` says by what.
    Approximate { how: String },
    /// `amdgpu-isa run` stops with an error naming the instruction.
    NotExecuted { class: Refusal, reason: String },
}

/// Why an instruction is not executed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// Graphics-pipeline instructions: exports, attribute interpolation, LDS
    /// parameter loads, and the texture unit (image, sample, BVH).
    Graphics,
    /// The global data share and global wave sync, shared by a whole dispatch.
    Gds,
    /// Trap-handler, debugger and context-save instructions: the emulator
    /// runs kernels, not the system code around them.
    System,
    /// An instruction a compute kernel can contain that is not executed yet.
    NotYet,
}

impl Status {
    pub fn executed(&self) -> bool {
        !matches!(self, Status::NotExecuted { .. })
    }

    /// One sentence for a reference page.
    pub fn sentence(&self) -> String {
        match self {
            Status::Exact => "Executed by the emulator: the result is exact.".into(),
            Status::Approximate { how } => {
                format!("Executed by the emulator: the result is approximate. {how}")
            }
            Status::NotExecuted {
                class: Refusal::NotYet,
                reason,
            } => format!(
                "Not executed by the emulator yet: {reason}. `amdgpu-isa run` stops with an error \
                 naming the instruction when it reaches it."
            ),
            Status::NotExecuted { class, reason } => format!(
                "Not executed by the emulator ({}): {reason}. `amdgpu-isa run` stops with an error \
                 naming the instruction when it reaches it.",
                class.words()
            ),
        }
    }

    /// The worse of two statuses (a VOPD pair is as good as its worse half).
    fn worse(self, other: Status) -> Status {
        let rank = |s: &Status| match s {
            Status::Exact => 0,
            Status::Approximate { .. } => 1,
            Status::NotExecuted { .. } => 2,
        };
        if rank(&other) > rank(&self) {
            other
        } else {
            self
        }
    }
}

impl Refusal {
    pub fn words(self) -> &'static str {
        match self {
            Refusal::Graphics => "graphics only",
            Refusal::Gds => "global data share",
            Refusal::System => "trap handler and debugger",
            Refusal::NotYet => "not executed yet",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Exact => f.write_str("exact"),
            Status::Approximate { .. } => f.write_str("approximate"),
            Status::NotExecuted { class, .. } => write!(f, "not executed ({})", class.words()),
        }
    }
}

/// The instruction tables a target's instructions come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Table {
    Alu,
    Vop3p,
    Vopd,
    Ds,
    Smem,
    Flat,
    Buffer,
    Image,
    Export,
    Interp,
}

/// One instruction of a target: its canonical name, its table, and an
/// instance with every field zero (what `compile` sees).
#[derive(Clone, Debug)]
pub struct Entry {
    pub name: &'static str,
    pub table: Table,
    pub inst: Inst,
}

/// Every instruction of every table on `target`, each canonical name once
/// per table (a returning twin or LDS form of a memory row is the same
/// instruction).
pub fn instructions(target: Target) -> Vec<Entry> {
    let mut out: Vec<Entry> = Vec::new();
    let mut push = |name: &'static str, table: Table, inst: Inst| {
        if !out.iter().any(|e| e.table == table && e.name == name) {
            out.push(Entry { name, table, inst });
        }
    };
    for (i, row) in alu::ALU_ROWS.iter().enumerate() {
        if alu::lookup_on(row.name, target) == Some(i) {
            push(row.name, Table::Alu, Inst::Alu(AluInst::new(target, i)));
        }
    }
    for (i, row) in vop3p::VOP3P_ROWS.iter().enumerate() {
        if vop3p::lookup(row.name, target) == Some(i) {
            push(
                row.name,
                Table::Vop3p,
                Inst::Vop3p(Vop3pInst::new(target, i)),
            );
        }
    }
    if let Some(g) = vopd::group(target) {
        for (i, row) in vopd::VOPD_ROWS.iter().enumerate() {
            if let Some(inst) = vopd_inst(target, g, i) {
                push(row.name, Table::Vopd, inst);
            }
        }
    }
    for (i, row) in ds::DS_ROWS.iter().enumerate() {
        if row.cells[target.ds_group()].is_some() {
            push(row.name, Table::Ds, Inst::Ds(DsInst::empty(target, i)));
        }
    }
    let sg = smem::group(target);
    for (i, row) in smem::SMEM_ROWS.iter().enumerate() {
        if row.cells[sg].is_some() {
            push(row.name, Table::Smem, smem_inst(target, i));
        }
    }
    if let Some(g) = flat::group(target) {
        for (i, row) in flat::FLAT_ROWS.iter().enumerate() {
            if !row.cells[g].is_empty() {
                push(row.name, Table::Flat, flat_inst(target, i));
            }
        }
    }
    if let Some(g) = buffer::group(target) {
        for (i, row) in buffer::BUF_ROWS.iter().enumerate() {
            if !row.cells[g].is_empty() {
                push(row.name, Table::Buffer, buffer_inst(target, i));
            }
        }
    }
    if let Some(g) = image::group(target) {
        for (i, row) in image::IMAGE_ROWS.iter().enumerate() {
            if row.cells.get(g).is_some_and(Option::is_some) {
                push(row.name, Table::Image, image_inst(target, g, i));
            }
        }
    }
    if let Some(g) = exp::group(target) {
        let group = exp::EXP_GROUPS
            .iter()
            .position(|e| std::ptr::eq(e, g))
            .unwrap_or(0);
        push(g.mnemonic, Table::Export, exp_inst(target, group));
    }
    if let Some(g) = interp::group(target) {
        for (i, row) in interp::rows(g) {
            push(
                row.name,
                Table::Interp,
                Inst::Interp(InterpInst::new(target, i)),
            );
        }
    }
    out
}

fn smem_inst(target: Target, row: usize) -> Inst {
    Inst::Smem(SmemInst {
        target,
        row: row as u16,
        word: 0,
        written: Written::default(),
    })
}

fn flat_inst(target: Target, row: usize) -> Inst {
    Inst::Flat(FlatInst {
        target,
        row: row as u16,
        cell: 0,
        word: 0,
        word2: 0,
        unencoded: 0,
    })
}

fn buffer_inst(target: Target, row: usize) -> Inst {
    Inst::Buffer(BufInst {
        target,
        row: row as u16,
        cell: 0,
        word: 0,
        text_offset: 0,
        unencoded: 0,
        vbuffer: false,
        hi: 0,
        text_scc: false,
    })
}

fn image_inst(target: Target, group: usize, row: usize) -> Inst {
    Inst::Image(ImageInst {
        target,
        row: row as u16,
        group: group as u8,
        len: 0,
        shape: Shape {
            vdata: 1,
            naddr: 1,
            last: 1,
        },
        dmask_text: 1,
        words: [0; 5],
    })
}

fn exp_inst(target: Target, group: usize) -> Inst {
    Inst::Exp(ExpInst {
        target,
        group: group as u8,
        tgt: 0,
        en: 0,
        compr: false,
        done: false,
        vm: false,
        row_en: false,
        vsrc: [0; 4],
    })
}

/// A VOPD pair with row `row` in the half it can take (X when it can) and
/// `v_dual_mov_b32` in the other, on registers that do not overlap.
fn vopd_inst(target: Target, group: usize, row: usize) -> Option<Inst> {
    let r = vopd::VOPD_ROWS.get(row)?;
    let mov = vopd::lookup("v_dual_mov_b32", group)?;
    let this = VopdHalf {
        row: row as u8,
        dst: 0,
        src0: VGPR0 + 2,
        vsrc1: 3,
    };
    let other = VopdHalf {
        row: mov as u8,
        dst: 1,
        src0: VGPR0 + 4,
        vsrc1: 0,
    };
    let (x, y) = if r.cell(vopd::Half::X, group).is_some() {
        (this, other)
    } else if r.cell(vopd::Half::Y, group).is_some() {
        (VopdHalf { dst: 0, ..other }, VopdHalf { dst: 1, ..this })
    } else {
        return None;
    };
    Some(Inst::Vopd(VopdInst {
        target,
        x,
        y,
        literal: 0,
        shown: [None; 2],
    }))
}

/// The instruction spelled `mnemonic` on `target` (any table, aliases and
/// `_e32`/`_e64` suffixes accepted), as an instance with its fields zero.
pub fn instance(target: Target, mnemonic: &str) -> Option<(Table, Inst)> {
    let name = mnemonic.trim().to_ascii_lowercase();
    let base = name
        .strip_suffix("_e32")
        .or_else(|| name.strip_suffix("_e64"))
        .unwrap_or(&name);
    if let Some(r) = ds::lookup(&name, target.ds_group()) {
        if ds::DS_ROWS.get(r)?.cells[target.ds_group()].is_some() {
            return Some((Table::Ds, Inst::Ds(DsInst::empty(target, r))));
        }
    }
    if let Some(r) = vop3p::lookup(&name, target) {
        return Some((Table::Vop3p, Inst::Vop3p(Vop3pInst::new(target, r))));
    }
    if let Some(r) = alu::lookup_on(base, target) {
        return Some((Table::Alu, Inst::Alu(AluInst::new(target, r))));
    }
    if let Some(r) = smem::lookup(&name, smem::group(target)) {
        return Some((Table::Smem, smem_inst(target, r)));
    }
    if let Some(g) = flat::group(target) {
        if let Some(r) = flat::lookup(&name, g) {
            return Some((Table::Flat, flat_inst(target, r)));
        }
    }
    if let Some(g) = buffer::group(target) {
        if let Some(r) = buffer::lookup(&name, g) {
            return Some((Table::Buffer, buffer_inst(target, r)));
        }
    }
    if let Some(g) = vopd::group(target) {
        if let Some(r) = vopd::lookup(&name, g) {
            return vopd_inst(target, g, r).map(|i| (Table::Vopd, i));
        }
    }
    if let Some(g) = image::group(target) {
        if let Some(r) = image::lookup(&name) {
            if image::IMAGE_ROWS[r]
                .cells
                .get(g)
                .is_some_and(Option::is_some)
            {
                return Some((Table::Image, image_inst(target, g, r)));
            }
        }
    }
    if let Some(g) = exp::group(target) {
        if g.mnemonic == name || g.accepts.contains(&name.as_str()) {
            let group = exp::EXP_GROUPS.iter().position(|e| std::ptr::eq(e, g))?;
            return Some((Table::Export, exp_inst(target, group)));
        }
    }
    let r = interp::lookup(target, &name).next()?;
    Some((Table::Interp, Inst::Interp(InterpInst::new(target, r))))
}

/// The status of `mnemonic` on `target`, or `None` when it is not an
/// instruction there.
pub fn status(target: Target, mnemonic: &str) -> Option<Status> {
    let (_, inst) = instance(target, mnemonic)?;
    Some(of_inst(target, &inst))
}

/// The status of one instruction: what `compile` makes of it.
pub fn of_inst(target: Target, inst: &Inst) -> Status {
    match compile(target, inst) {
        Op::Alu(kind, _) => alu_status(kind),
        Op::Vopd(_, halves) => {
            let [x, y] = halves.map(|h| match h {
                Half::Alu(k, _) => alu_status(k),
                // lane ops are lowered forms of exact kinds
                Half::Lanes(_) => Status::Exact,
            });
            x.worse(y)
        }
        Op::Ds(DsKind::Unsupported, d) => refused_ds(d.row().name),
        Op::Ds(..) => Status::Exact,
        Op::Vop3p(kind, _) => vop3p_status(kind),
        Op::NotExecuted(name) => refused(inst, name),
        Op::Invalid => not_yet("the words decode to no instruction"),
        // everything else compile produces is executed, bit for bit:
        // memory accesses move bytes (atomics reuse the DS operations),
        // branches, PC moves, barriers, waits, traps
        _ => Status::Exact,
    }
}

fn not_yet(reason: &str) -> Status {
    Status::NotExecuted {
        class: Refusal::NotYet,
        reason: reason.to_string(),
    }
}

fn graphics(reason: &str) -> Status {
    Status::NotExecuted {
        class: Refusal::Graphics,
        reason: reason.to_string(),
    }
}

fn refused_ds(name: &str) -> Status {
    match crate::ds::unmodelled_reason(name) {
        Some(why) => Status::NotExecuted {
            class: Refusal::Gds,
            reason: why.to_string(),
        },
        None => not_yet("no kind models this LDS operation"),
    }
}

/// Why `compile` refused `inst` (named `name`).
fn refused(inst: &Inst, name: &str) -> Status {
    match inst {
        Inst::Exp(_) => graphics(
            "an export sends colors, positions or parameters to the graphics pipeline; a compute \
             kernel has no export targets",
        ),
        Inst::Interp(_) if name.starts_with("lds_") => graphics(
            "an LDS parameter or direct load (LDSDIR encoding) reads the vertex attributes the \
             graphics pipeline places in LDS for a pixel shader",
        ),
        Inst::Interp(_) => graphics(
            "attribute interpolation belongs to pixel shaders: it reads barycentrics and \
             attribute data the graphics pipeline supplies",
        ),
        Inst::Image(_) if name.contains("bvh") => graphics(
            "ray intersection runs in the texture unit on BVH nodes it fetches through an image \
             descriptor; the emulator has no texture unit",
        ),
        Inst::Image(_) => graphics(
            "image and sampler instructions run in the texture unit (image descriptors, formats, \
             filtering); the emulator has no texture unit",
        ),
        Inst::Buffer(_) => not_yet(
            "MUBUF/MTBUF buffer accesses (through a buffer resource descriptor) are still to be \
             modelled",
        ),
        Inst::Ds(_) => refused_ds(name),
        Inst::Vop3p(p) if p.dpp.is_some() => {
            not_yet("the lane shuffle of a packed instruction's DPP form is not modelled")
        }
        Inst::Vopd(_) => not_yet("a half of this pair has no kind"),
        Inst::Flat(m) if m.row().lds => not_yet("loads into LDS are not modelled"),
        Inst::Alu(_) => match name {
            // RDNA 3 ISA guide, S_SETKILL and S_ENDPGM_ORDERED_PS_DONE: pixel-shader only
            "s_setkill" | "s_endpgm_ordered_ps_done" => graphics(
                "it kills pixels or ends a pixel shader in primitive order; a compute kernel has \
                 neither",
            ),
            // RDNA 3 ISA guide: S_RFE_B64 returns from the trap handler,
            // S_ENDPGM_SAVED ends a wave whose context was saved, the
            // S_CBRANCH_CDBG* branches test the debugger's status bits
            "s_rfe_b64" | "s_endpgm_saved" => Status::NotExecuted {
                class: Refusal::System,
                reason: "it belongs to the trap handler or context save, which the emulator does \
                         not run"
                    .into(),
            },
            // RDNA ISA guides (GFX10+): the all-zero word is the illegal
            // instruction, which raises the illegal-instruction exception and
            // enters the trap handler (LLVM keeps `v_illegal` for GFX10+ only,
            // "where it is documented": reviews.llvm.org/D148127)
            "v_illegal" => Status::NotExecuted {
                class: Refusal::System,
                reason:
                    "it is the illegal instruction (the all-zero word): the hardware raises an \
                         illegal-instruction exception and enters the trap handler, which the \
                         emulator does not run"
                        .into(),
            },
            n if n.starts_with("s_cbranch_cdbg") => Status::NotExecuted {
                class: Refusal::System,
                reason: "it branches on the debugger's status bits; no debugger is attached to \
                         the emulator"
                    .into(),
            },
            _ => not_yet("no kind models this instruction"),
        },
        _ => not_yet("no kind models this instruction"),
    }
}

/// The host-arithmetic bound of a one-source float operation, or `None` when
/// it is exact (float.rs: rcp, rsq, exp, log, sin and cos use host routines;
/// AMD documents 1 ULP for them, and for sqrt, on RDNA 3).
pub fn fun_approx(op: FUn, ty: Fty) -> Option<&'static str> {
    let f64_note =
        "The emulator returns the correctly rounded result; AMD's guides give V_RCP_F64, \
                    V_RSQ_F64 and V_SQRT_F64 only a reduced precision (compilers refine them with \
                    Newton steps), so hardware bits can differ in the low part of the mantissa \
                    (the bound is UNCONFIRMED here).";
    match (op, ty) {
        (FUn::Rcp | FUn::Rsq | FUn::Sqrt, Fty::F64) => Some(f64_note),
        (FUn::Rcp | FUn::Rsq | FUn::Sqrt | FUn::Exp | FUn::Log, _) => Some(
            "The emulator returns the host's correctly rounded or libm result; the RDNA 3 guide \
             allows the hardware 1 ULP of error, so the last bit can differ.",
        ),
        (FUn::Sin | FUn::Cos, _) => Some(
            "The emulator computes sin/cos of SRC0 * 2π in f64 and rounds once; the hardware's \
             approximation (1 ULP class, UNCONFIRMED for large inputs) can differ in the last bits.",
        ),
        (
            FUn::Fract | FUn::Trunc | FUn::Ceil | FUn::Floor | FUn::Rndne | FUn::FrexpMant,
            _,
        ) => None,
    }
}

/// The two-element f16/bf16 dot products into f32.
const DOT2: &str = "The exact sum of the two products and the accumulator is rounded once to \
                    f32; whether the hardware rounds between the steps is UNCONFIRMED.";

/// How exact an ALU kind's result is.
pub fn alu_status(kind: AluKind) -> Status {
    let approx = |how: &str| Status::Approximate {
        how: how.to_string(),
    };
    match kind {
        AluKind::Unsupported => not_yet("no kind models this instruction"),
        AluKind::VDot2Acc { .. } => approx(DOT2),
        AluKind::VDot2Half { .. } => approx(
            "The exact sum of the two products and SRC2 is rounded once to the 16-bit type; the \
             guide's pseudocode accumulates in a 16-bit temporary, so the hardware may round \
             after each step (UNCONFIRMED).",
        ),
        AluKind::VFUn(op, ty) | AluKind::SFloat(SFloat::Un(op), ty) => match fun_approx(op, ty) {
            Some(how) => approx(how),
            None => Status::Exact,
        },
        _ => Status::Exact,
    }
}

/// How exact a VOP3P kind's result is.
pub fn vop3p_status(kind: Vop3pKind) -> Status {
    let approx = |how: &str| Status::Approximate {
        how: how.to_string(),
    };
    match kind {
        Vop3pKind::Unsupported => {
            not_yet("no kind models this packed or matrix instruction on this target")
        }
        Vop3pKind::Dot2F32 { .. } => approx(DOT2),
        Vop3pKind::Wmma {
            int_bits: 0,
            out16: false,
            ..
        } => approx(
            "Each f32 element is the sum of its 16 products and C (in f64: exact unless the terms \
             span more than 53 bits), rounded once; the hardware's internal rounding order is \
             UNCONFIRMED.",
        ),
        Vop3pKind::Wmma {
            int_bits: 0,
            out16: true,
            ..
        } => approx(
            "Each 16-bit element is the sum of its 16 products and C (in f64), rounded once to \
             f16 or bf16; whether the hardware rounds partial sums to the 16-bit type is \
             UNCONFIRMED, and so is the kept half of D when C is in other registers.",
        ),
        Vop3pKind::FmaMix { .. } => approx(
            "fma computed in f64 and then rounded to the result type: in rare cases two \
             roundings differ from the hardware's one (UNCONFIRMED).",
        ),
        _ => Status::Exact,
    }
}

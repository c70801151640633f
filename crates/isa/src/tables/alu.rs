//! The scalar and vector ALU table: one row per mnemonic and operand shape,
//! one opcode column per target group (targets whose opcode sets are equal).

use crate::target::{Gen, Target};

/// Encoding family an instruction lives in (its short form for VOP1/2/C).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Sop1,
    Sop2,
    Sopk,
    Sopc,
    Sopp,
    Vop1,
    Vop2,
    Vopc,
    Vop3,
}

impl Shape {
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn is_vector(self) -> bool {
        matches!(self, Shape::Vop1 | Shape::Vop2 | Shape::Vopc | Shape::Vop3)
    }
}

/// How a SIMM16 operand is spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KStyle {
    /// No operand; the field must be zero.
    None,
    /// `0x1234`.
    Hex,
    /// Decimal up to 64, hex above (`s_nop`).
    Small,
    /// Nothing for 0, decimal otherwise (`s_endpgm`).
    Endpgm,
    /// `vmcnt(N) expcnt(N) lgkmcnt(N)`.
    Waitcnt,
    /// No operand; the field is ignored.
    Bare,
    /// Unsigned decimal (branch offsets print this way).
    Dec,
    /// Signed decimal.
    SDec,
    /// `instid0(...) | instskip(...) | instid1(...)` (`s_delay_alu`).
    Delay,
    /// `depctr_va_vdst(N) ...` (`s_waitcnt_depctr`, `s_wait_alu`).
    Depctr,
    /// `hwreg(NAME, OFFSET, SIZE)` (`s_getreg_b32`, `s_setreg_b32`).
    Hwreg,
    /// `sendmsg(NAME[, OP[, STREAM]])` (`s_sendmsg`, `s_sendmsghalt`).
    Sendmsg,
    /// `gpr_idx(SRC0,SRC1,SRC2,DST)`: VGPR index mode bits (GFX9
    /// `s_set_gpr_idx_on`'s SSRC1 field, `s_set_gpr_idx_mode`'s SIMM16).
    GprIdx,
    /// `UC_VERSION_GFX11|UC_VERSION_W64_BIT` (`s_version`).
    Version,
}

/// Which operands a source accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SrcClass {
    /// Registers, constants and literals.
    Any,
    /// As `Any`, a 16-bit integer: inline float constants print as their f16
    /// bit pattern (`0x3c00`).
    AnyI16,
    /// Scalar registers only (SALU sources LLVM types as registers).
    Sreg,
    /// A message number, `sendmsg(NAME)` (`s_sendmsg_rtn_*`).
    Msg,
    /// VGPRs only.
    Vgpr,
    /// Scalar values only.
    Sgpr,
    /// A lane mask (wave-size wide).
    Mask,
    /// AGPRs only, in a VGPR field (`v_accvgpr_mov_b32`).
    Agpr,
}

/// One printed operand of a form, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opnd {
    /// VGPR destination of N dwords.
    VDst(u8),
    /// AGPR destination of N dwords in the VGPR destination field.
    ADst(u8),
    /// Scalar destination of N dwords in the destination field.
    SDst(u8),
    /// Lane-mask destination in the destination field (VOPC e64).
    MaskDst,
    /// VOP3b carry-out, bits 14:8.
    CarryDst,
    /// The implicit VCC of short forms.
    Vcc,
    /// Source index, width in dwords, class.
    Src(u8, u8, SrcClass),
    /// SIMM16.
    Imm,
    /// The constant K of `v_fmaak_f32`-like forms: a literal dword that
    /// always follows the instruction.
    KImm,
}

/// What LLVM's decoder makes of one op_sel bit of a VOP3 form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpSel {
    /// Decodes as if clear.
    Ignored,
    /// The word is invalid.
    Invalid,
    /// The whole instruction decodes in its 32-bit-register (fake16) form:
    /// plain registers, no op_sel.
    Fake16,
    /// Selects the high half of its operand (`.h` on a true16 VGPR) and
    /// shows in `op_sel:[...]`.
    Select,
    /// Bit N of the `byte_sel:N` operand (GFX12 `v_cvt_f32_fp8`-like rows;
    /// which op_sel bit holds which byte_sel bit differs per row: probed
    /// with llvm-mc-22).
    ByteSel(u8),
    /// `bound_ctrl:1` (gfx950 v_permlane16_swap_b32 and v_permlane32_swap_b32:
    /// probed with llvm-mc-22).
    BoundCtrl,
    /// `fi:1` (the same rows).
    Fi,
    /// Not modelled: the word decodes as "not supported yet".
    Unmodelled,
}

/// Row flags (see `data/alu.tsv`).
pub mod flags {
    /// Scalar operands are 64-bit.
    pub const B64: u32 = 1;
    /// Float operation: VOP3 takes abs/neg/clamp/omod.
    pub const F32: u32 = 2;
    /// VOP1 whose destination is an SGPR (`v_readfirstlane_b32`).
    pub const SDST: u32 = 4;
    /// No VOP3 twin.
    pub const NOE64: u32 = 8;
    /// `v_cndmask_b32`: a lane-mask third source (VCC in e32).
    pub const CND: u32 = 16;
    /// `v_readlane_b32 sdst, vsrc, ssrc`.
    pub const READLANE: u32 = 32;
    /// `v_writelane_b32 vdst, ssrc, ssrc`.
    pub const WRITELANE: u32 = 64;
    /// `v_cmpx_*`: writes EXEC.
    pub const CMPX: u32 = 128;
    /// SOP1 without destination (`s_barrier_signal`).
    pub const NODST: u32 = 256;
    /// The VOP3 form takes `clamp`.
    pub const CLAMP: u32 = 512;
    /// The VOP3 form takes an output modifier.
    pub const OMOD: u32 = 1024;
    /// A constant-K form (`v_fmaak_f32 v1, v2, v3, K`): a literal always follows.
    pub const KIMM: u32 = 2048;
    /// 16-bit operands: literals are not modelled yet.
    pub const LIT16: u32 = 4096;
    /// The short form reaches v0-v127 only (GFX12 16-bit operands, printed
    /// whole); others print class comments or are invalid, not modelled.
    pub const LO128: u32 = 16384;
    /// gfx950 `v_bitop3_*`: NEG, ABS and OMOD hold an 8-bit truth table
    /// (`bitop3:N`, `AluInst::bitop3`), not modifiers.
    pub const BITOP3: u32 = 32768;
    /// The `_e64_dpp` form (GFX11+) reads src1 as a raw operand number:
    /// constants print as numbers, 255 as `0xff` with no literal
    /// (`v_fmac_*`, whose src2 field is the destination; probed by
    /// tools/gen_alu_table.py).
    pub const DPP_SRC1_RAW: u32 = 65536;
    /// `v_illegal` (GFX10+): the whole word is fixed (all zero); any operand
    /// bit set makes it invalid, and it has no other form (llvm-mc-22 decodes
    /// only 0x00000000 as `v_illegal`).
    pub const ILLEGAL: u32 = 131072;
}

/// The 16-bit type a 32-bit source holds, which decides how LLVM prints
/// and reads its literals and inline constants (probed with llvm-mc-22).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Packed16 {
    None,
    /// A pair of f16 (or one f16 in a 32-bit literal): lit(0x3c00) inline.
    F16,
    /// A pair of bf16: lit(0x3f80) inline.
    Bf16,
    /// One bf16 in a 32-bit literal: the low half decides (lit(0x3f800000)).
    Bf16One,
    /// A pair of f16 whose inline constants fill both halves (GFX11+
    /// `v_pk_fmac_f16`): lit(0x3c003c00) inline.
    F16Splat,
}

#[derive(Debug)]
pub struct AluRow {
    pub name: &'static str,
    pub shape: Shape,
    pub flags: u32,
    pub k: KStyle,
    /// Opcode per generation (GFX9, GFX10, GFX11, GFX12), from the first
    /// group of that generation that has the row.
    pub ops: [Option<u16>; 4],
    /// Opcode per target group.
    pub cells: &'static [Option<u16>],
    /// Operands of the short form (SOP*, VOP1/2/C e32) and of the VOP3 form.
    pub sig32: &'static [Opnd],
    pub sig64: &'static [Opnd],
    /// Sources (bit mask) taking `neg` / `abs` in the VOP3 form.
    pub neg: u8,
    pub abs: u8,
    /// Operands written as true16 register halves (`v1.l`, `v1.h`): bit i
    /// source i, bit 3 the destination.
    pub t16: u8,
    /// Sources (bit mask) whose literal is read as 16 bits.
    pub lit16: u8,
    /// Each source's packed 16-bit type (`data/alu.tsv` suffixes p, b, q).
    pub packed: [Packed16; 3],
    /// op_sel bits 0-3 (bit 3: the destination's) of the VOP3 form.
    pub opsel: [OpSel; 4],
    /// The op_sel bits `op_sel:[...]` lists, in order (empty: never printed).
    pub opsel_list: &'static [u8],
    /// Fields of the short (e32) form reaching v0-v127 only (`lo128=M`,
    /// probed): bit 0 src0, 1 vsrc1 (v128+ prints a class comment), 3 the
    /// destination (v128+ makes the word invalid).
    pub lo128: u8,
    /// Modifier bits of the VOP3 form that LLVM's decoder accepts and
    /// prints nothing for (`ign=M`, probed one bit at a time): bits 0-2 neg
    /// of sources 0-2, 3-5 their abs, 6 clamp, 7 omod.
    pub ignored: u8,
}

impl AluRow {
    /// gfx12's named-barrier SOP1s (`s_barrier_init`, `s_barrier_signal`...):
    /// their source's class is SSrcOrLds_b32, and LLVM reads M0 or a
    /// constant barrier there.
    pub fn named_barrier(&self) -> bool {
        self.shape == Shape::Sop1 && self.name.contains("barrier")
    }

    /// Opcode on `target`.
    pub fn op_on(&self, target: Target) -> Option<u16> {
        self.cells.get(group(target)).copied().flatten()
    }
    /// VOP3 opcode on `target` (the twin's for short forms).
    pub fn vop3_op_on(&self, target: Target) -> Option<u16> {
        let op = self.op_on(target)?;
        Some(twin_base(self.shape, target.gen())? + op)
    }
    /// Operands of the short or VOP3 form.
    pub fn sig(&self, e64: bool) -> &'static [Opnd] {
        if e64 || self.shape == Shape::Vop3 {
            self.sig64
        } else {
            self.sig32
        }
    }
    /// `v_fmac_*_e64` (true16): source 2 is the destination, unwritten;
    /// LLVM's assembler lists its op_sel bit with the destination's half
    /// but does not encode it.
    pub fn opsel_tied_src2(&self) -> bool {
        self.opsel_list.contains(&2)
            && self.opsel[2] == OpSel::Fake16
            && !self.sig64.iter().any(|o| matches!(o, Opnd::Src(2, ..)))
    }
    /// Whether the VOP3 form takes `byte_sel:N` in its op_sel bits.
    pub fn has_byte_sel(&self) -> bool {
        self.opsel.iter().any(|k| matches!(k, OpSel::ByteSel(_)))
    }
    /// The `byte_sel:N` value op_sel bits `opsel` hold.
    pub fn byte_sel_of(&self, opsel: u8) -> u8 {
        (0..4).fold(0, |v, b| match self.opsel[b] {
            OpSel::ByteSel(k) if opsel >> b & 1 != 0 => v | 1 << k,
            _ => v,
        })
    }
    /// The op_sel bit holding control `k` ([`OpSel::BoundCtrl`], [`OpSel::Fi`]).
    pub fn control_bit(&self, k: OpSel) -> Option<u8> {
        (0..4u8).find(|&b| self.opsel[b as usize] == k)
    }
    /// The op_sel bits holding `byte_sel:N` value `v` (0-3).
    pub fn byte_sel_bits(&self, v: u8) -> u8 {
        (0..4).fold(0, |m, b| match self.opsel[b] {
            OpSel::ByteSel(k) if v >> k & 1 != 0 => m | 1 << b,
            _ => m,
        })
    }
    pub fn has(&self, flag: u32) -> bool {
        self.flags & flag != 0
    }
    pub fn op(&self, gen: Gen) -> Option<u16> {
        self.ops[gen as usize]
    }
    /// Whether the row has both a short form and a VOP3 twin (and so prints
    /// `_e32` / `_e64`).
    pub fn has_twin(&self) -> bool {
        matches!(self.shape, Shape::Vop1 | Shape::Vop2 | Shape::Vopc) && !self.sig64.is_empty()
    }
    /// A VOP3b row: its VOP3 word holds a carry-out SGPR (`sdst`) where
    /// other rows hold the sources' abs bits.
    pub fn vop3b(&self) -> bool {
        self.sig64.contains(&Opnd::CarryDst)
    }
    /// A VOP1 without operands (`v_nop`, `v_clrexcp`, `v_pipeflush`): its
    /// VOP3 twin exists but LLVM prints both forms without a suffix.
    pub fn operandless(&self) -> bool {
        self.shape == Shape::Vop1 && self.sig32.is_empty()
    }
    /// The VOP3 opcode of the twin.
    pub fn vop3_op(&self, gen: Gen) -> Option<u16> {
        Some(twin_base(self.shape, gen)? + self.op(gen)?)
    }
}

/// VOP3 opcode of a short form's twin = base + short opcode.
fn twin_base(shape: Shape, gen: Gen) -> Option<u16> {
    match shape {
        Shape::Vop3 | Shape::Vopc => Some(0),
        Shape::Vop2 => Some(0x100),
        Shape::Vop1 => Some(if gen == Gen::Gfx9 { 0x140 } else { 0x180 }),
        _ => None,
    }
}

/// ALU target group of `target`.
pub fn group(target: Target) -> usize {
    // found once by name when the target is made (`Target::from_name`)
    target.alu_group()
}

/// Name of hardware register `id` on `target`.
pub fn hwreg_name(target: Target, id: u16) -> Option<&'static str> {
    symbol(HWREG_NAMES[group(target)], id)
}

/// Name of message `value` on `target` (messages LLVM prints as one name).
pub fn sendmsg_name(target: Target, value: u16) -> Option<&'static str> {
    symbol(SENDMSG_NAMES[group(target)], value)
}

/// Every message value below 1024 LLVM prints symbolically on `target`,
/// with the text inside `sendmsg(...)`.
pub fn sendmsg_texts(target: Target) -> impl Iterator<Item = (u16, &'static str)> {
    SENDMSG_NAMES[group(target)].iter().copied()
}

/// Value of a hwreg or message name on `target`.
pub fn symbol_value(target: Target, hwreg: bool, name: &str) -> Option<u16> {
    let table = if hwreg {
        HWREG_NAMES[group(target)]
    } else {
        SENDMSG_NAMES[group(target)]
    };
    let alias = || {
        HWREG_ALIASES[group(target)]
            .iter()
            .find(|e| hwreg && e.1 == name)
    };
    table
        .iter()
        .find(|e| e.1 == name)
        .or_else(alias)
        .map(|e| e.0)
}

/// `s_version`'s names on `target`: UC_VERSION_* codes (0-255) and flag bits
/// (1 << 13..=15), sorted by value.
pub fn uc_versions(target: Target) -> &'static [(u16, &'static str)] {
    UC_VERSION_NAMES[group(target)]
}

fn symbol(table: &[(u16, &'static str)], v: u16) -> Option<&'static str> {
    table
        .binary_search_by_key(&v, |e| e.0)
        .ok()
        .map(|i| table[i].1)
}

/// Mask of the groups of generation `gen`.
fn gen_groups(gen: Gen) -> u16 {
    (0..ALU_GROUPS.len())
        .filter(|&g| ALU_GROUP_GEN[g] == gen as usize)
        .fold(0, |m, g| m | 1 << g)
}

include!(concat!(env!("OUT_DIR"), "/alu_table.rs"));
include!(concat!(env!("OUT_DIR"), "/alu_dpp_table.rs"));

/// Columns of the DPP table per shape (`data/alu_dpp.tsv` forms).
const DPP16: usize = 0;
const DPP8: usize = 1;
/// DPP16 rows whose quad_perm LLVM prints without DPP_CTRL bit 7 (its
/// decoder reads the field like a source operand: `syntax::dpp::ctrl_read_as_source`).
const DPP16_BIT7: usize = 2;
/// Short-form fields (destination, src0, vsrc1) reaching v0-v127 only.
const LO128: [usize; 3] = [3, 4, 5];
/// DPP8 rows whose select field LLVM reads like a source operand.
const DPP8_SRC: usize = 6;
/// Forms per shape in `ALU_DPP` (`ALU_DPP[group][shape * DPP_FORMS + form]`).
pub const DPP_FORMS: usize = 7;
/// The VOP3P shape's index in the DPP table.
const DPP_VOP3P: usize = 4;

/// Whether opcode `op` of table shape `shape` is in form `form`'s set on `target`.
fn dpp_set_has(target: Target, shape: usize, form: usize, op: Option<u16>) -> bool {
    let Some(op) = op.map(usize::from) else {
        return false;
    };
    ALU_DPP
        .get(group(target))
        .and_then(|g| g.get(shape * DPP_FORMS + form)?.get(op / 64))
        .is_some_and(|bits| bits >> (op % 64) & 1 != 0)
}

/// The DPP table shape and opcode of `row`'s short (or, `e64`, VOP3) form.
fn dpp_shape(row: &AluRow, target: Target, e64: bool) -> Option<(usize, Option<u16>)> {
    Some(match (row.shape, e64) {
        (Shape::Vop1, false) => (0, row.op_on(target)),
        (Shape::Vop2, false) => (1, row.op_on(target)),
        (Shape::Vopc, false) => (2, row.op_on(target)),
        (Shape::Vop1 | Shape::Vop2 | Shape::Vopc | Shape::Vop3, _) => (3, row.vop3_op_on(target)),
        _ => return None,
    })
}

/// Whether LLVM decodes `row` on `target` in a DPP form: `dpp8` picks DPP8
/// over DPP16, `e64` the VOP3 encoding over the short one (probed:
/// `data/alu_dpp.tsv`).
pub fn takes_dpp(row: &AluRow, target: Target, dpp8: bool, e64: bool) -> bool {
    let form = if dpp8 { DPP8 } else { DPP16 };
    dpp_shape(row, target, e64).is_some_and(|(shape, op)| dpp_set_has(target, shape, form, op))
}

/// Whether llvm-mc-22 prints `row`'s DPP16 quad_perm without DPP_CTRL bit 7
/// on `target` (probed: `data/alu_dpp.tsv`, form dpp16_bit7): its decoder
/// reads the field like a source operand.
pub fn dpp16_bit7_misprinted(row: &AluRow, target: Target, e64: bool) -> bool {
    dpp_shape(row, target, e64)
        .is_some_and(|(shape, op)| dpp_set_has(target, shape, DPP16_BIT7, op))
}

/// Whether llvm-mc-22 reads `row`'s DPP8 select field like a source operand
/// on `target` (probed: `data/alu_dpp.tsv`, form dpp8_src): an inline
/// constant there prints as its value's selects, 255 reads a literal dword
/// after the DPP dword (`encoding::dpp::SEL_AS_SOURCE`).
pub fn dpp8_sel_as_source(row: &AluRow, target: Target, e64: bool) -> bool {
    dpp_shape(row, target, e64).is_some_and(|(shape, op)| dpp_set_has(target, shape, DPP8_SRC, op))
}

/// As [`dpp8_sel_as_source`], for VOP3P opcode `op`.
pub fn dpp8_sel_as_source_vop3p(target: Target, op: u8) -> bool {
    dpp_set_has(target, DPP_VOP3P, DPP8_SRC, Some(u16::from(op)))
}

/// The operands of `row`'s short DPP form (bit i source i, bit 3 the
/// destination) that reach v0-v127 only on `target`: GFX12 16-bit operands,
/// printed whole (probed: `data/alu_dpp.tsv`, forms lo128_*).
pub fn dpp_lo128(row: &AluRow, target: Target) -> u8 {
    let Some((shape, op)) = dpp_shape(row, target, false) else {
        return 0;
    };
    let [dst, src0, src1] = LO128.map(|form| u8::from(dpp_set_has(target, shape, form, op)));
    dst << 3 | src1 << 1 | src0
}

/// Whether LLVM decodes VOP3P opcode `op` on `target` in a DPP form (probed:
/// `data/alu_dpp.tsv`, shape vop3p).
pub fn takes_dpp_vop3p(target: Target, op: u8, dpp8: bool) -> bool {
    let form = if dpp8 { DPP8 } else { DPP16 };
    dpp_set_has(target, DPP_VOP3P, form, Some(u16::from(op)))
}

/// As [`dpp16_bit7_misprinted`], for VOP3P opcode `op`.
pub fn dpp16_bit7_misprinted_vop3p(target: Target, op: u8) -> bool {
    dpp_set_has(target, DPP_VOP3P, DPP16_BIT7, Some(u16::from(op)))
}

/// `ALU_NAMES` hashed at compile time: the assembler looks most mnemonics
/// up here, several times a line.
pub(crate) static ALU_HASH: super::NameHash<u16, 4096> = super::NameHash::new(&ALU_NAMES);

/// Row of `name` (canonical or alias) on some target of `gen`.
pub fn lookup(name: &str, gen: Gen) -> Option<usize> {
    let groups = gen_groups(gen);
    ALU_HASH
        .spelled(name)
        .iter()
        .find(|e| e.2 & groups != 0)
        .map(|e| e.1 as usize)
}

/// Row of `name` (canonical or alias) on `target`.
pub fn lookup_on(name: &str, target: Target) -> Option<usize> {
    ALU_HASH.row_on(name, group(target) as u32)
}

/// Row decoding `op` of `shape` on `target`.
pub fn by_opcode(target: Target, shape: Shape, op: usize) -> Option<&'static AluRow> {
    match ALU_DECODE[group(target)][shape.index()].get(op) {
        Some(&r) if r != 0 => Some(&ALU_ROWS[r as usize - 1]),
        _ => None,
    }
}

/// Whether the table holds every opcode llvm-mc-22 decodes in scalar shape
/// or VOP3 `shape` on `target`, so that a word of any other opcode is one
/// LLVM refuses (swept with llvm-mc-22; `tests/data/alu_counts.tsv`: VOP3 on
/// these GFX9 and GFX10 groups lacks a few opcodes LLVM decodes).
pub fn opcodes_complete(target: Target, shape: Shape) -> bool {
    const PARTIAL_VOP3: [&str; 6] = [
        "gfx900", "gfx906", "gfx908", "gfx1010", "gfx1011", "gfx1030",
    ];
    match shape {
        Shape::Vop3 => !PARTIAL_VOP3.contains(&ALU_GROUPS[group(target)]),
        Shape::Sop1 | Shape::Sop2 | Shape::Sopk | Shape::Sopc | Shape::Sopp => true,
        Shape::Vop1 | Shape::Vop2 | Shape::Vopc => false,
    }
}

pub fn index_of(row: &AluRow) -> usize {
    (row as *const AluRow as usize - ALU_ROWS.as_ptr() as usize) / std::mem::size_of::<AluRow>()
}

/// Generations on which `name` exists, as a bit mask.
pub fn gens_having(name: &str) -> u8 {
    let groups = ALU_HASH.mask_of(name);
    (0..ALU_GROUPS.len())
        .filter(|&g| groups >> g & 1 != 0)
        .fold(0, |m, g| m | 1 << ALU_GROUP_GEN[g])
}

/// Whether `name` exists on `target`.
pub fn on_target(name: &str, target: Target) -> bool {
    ALU_HASH.mask_of(name) >> group(target) & 1 != 0
}

pub fn all_names() -> impl Iterator<Item = &'static str> {
    ALU_NAMES.iter().map(|e| e.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `opcodes_complete` holds exactly where the llvm-mc-22 sweep counted as
    /// many scalar or VOP3 opcodes as the table decodes.
    #[test]
    fn complete_opcode_sets_follow_the_recorded_counts() {
        let mut checked = 0;
        for line in include_str!("../../tests/data/alu_counts.tsv")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.starts_with("target\t"))
        {
            let f: Vec<&str> = line.split('\t').collect();
            let shape = match f[1] {
                "sop1" => Shape::Sop1,
                "sop2" => Shape::Sop2,
                "sopk" => Shape::Sopk,
                "sopc" => Shape::Sopc,
                "sopp" => Shape::Sopp,
                "vop3" => Shape::Vop3,
                _ => continue,
            };
            let target = Target::from_name(f[0]).unwrap();
            assert_eq!(opcodes_complete(target, shape), f[2] == f[3], "{line}");
            checked += 1;
        }
        assert!(checked > 100);
    }
}

//! The SALU/VALU program subset: exactly what is needed to set up data and EXEC
//! masks around DS instructions. One semantic per kind, chosen from the row name.

use crate::denorm::Flush;
use crate::float::{self, fcmp_of, FCvt, FUn, Fty};
use crate::lanes::{map1, map2, map3, merge, Lanes};
use crate::state::Wave;
use amdgpu_isa::encoding::alu::AluInst;
use amdgpu_isa::operand::{is_m0, is_null, INLINE_F32, LITERAL, VGPR0};
use amdgpu_isa::tables::alu::flags;
use amdgpu_isa::{Gen, Target};

/// The MODE the emulator's float instructions follow: round to nearest even
/// (FP_ROUND 0), denormals kept for f32 and f16/f64 (FP_DENORM 0xf), DX10
/// clamp and IEEE on — what clang-22 gives OpenCL kernels (kernel-facts §0.7).
pub const DEFAULT_MODE: u32 = 0xf0 | 1 << 8 | 1 << 9;

/// The MODE bits float results depend on (FP_ROUND, FP_DENORM): the lane
/// path leaves the default mode through `run_lanes_flushing`.
const FLOAT_MODE_BITS: u32 = 0xff;

/// `V_PERM_B32`'s byte select (RDNA 3 ISA pseudocode BYTE_PERMUTE): bytes
/// 0-7 of {S0, S1}, 8-11 a sign byte, 12 zero, 13+ 0xff.
fn perm_byte(data: u64, sel: u32) -> u32 {
    let byte = |i: u32| (data >> (8 * i)) as u8;
    let sign = |i: u32| if byte(i) & 0x80 != 0 { 0xff } else { 0 };
    u32::from(match sel {
        0..=7 => byte(sel),
        8 => sign(1),
        9 => sign(3),
        10 => sign(5),
        11 => sign(7),
        12 => 0,
        _ => 0xff,
    })
}

/// Integer/bitwise binary operations shared by SALU and VALU kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bin {
    Add,
    Sub,
    /// `*_subrev`: src1 - src0.
    SubRev,
    /// `s_add_i32` / `s_sub_i32`: the same bits as Add/Sub; SCC is the
    /// signed overflow.
    AddI,
    SubI,
    Shl,
    /// `v_lshlrev`: shift src1 left by src0.
    ShlRev,
    Shr,
    ShrRev,
    Ashr,
    AshrRev,
    And,
    Or,
    Xor,
    /// `andn2` / `and_not1`: src0 & ~src1.
    AndNot,
    /// `orn2` / `or_not1`: src0 | ~src1.
    OrNot,
    Nand,
    Nor,
    Xnor,
    /// Low 32 bits of the product.
    MulLo,
    MulHiU,
    MulHiI,
    /// 24-bit multiplies (`v_mul_u32_u24`, `v_mul_i32_i24` and their `hi`).
    MulU24,
    MulI24,
    MulHiU24,
    MulHiI24,
    MinU,
    MaxU,
    MinI,
    MaxI,
    /// `bfm`: ((1 << src0) - 1) << src1, both 5-bit.
    Bfm,
    /// `v_bcnt_u32_b32`: popcount(src0) + src1.
    Bcnt,
    /// `s_absdiff_i32`: |src0 - src1| as i32 (RDNA 3 ISA, S_ABSDIFF_I32).
    AbsDiff,
    /// `s_lshl<n>_add_u32`: (src0 << n) + src1; SCC = the 64-bit sum's
    /// carry out of bit 31 (RDNA 3 ISA, S_LSHL1_ADD_U32).
    LshlAdd(u8),
    /// `s_pack_<a><b>_b32_b16`: {src1 half b, src0 half a}, `true` the high
    /// half (RDNA 3 ISA, S_PACK_LL/LH/HL/HH_B32_B16).
    Pack {
        hi0: bool,
        hi1: bool,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    /// The constant predicates of `v_cmp_f_*` / `v_cmp_t_*`: every active
    /// lane false / true (RDNA 3 ISA, V_CMP_F_U32, V_CMP_T_U32).
    F,
    T,
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpType {
    U32,
    I32,
    F32,
    U64,
    I64,
}

/// One-source scalar operations (SOP1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Un {
    Not,
    Brev,
    /// Population count of ones.
    Bcnt1,
    Bcnt0,
    /// Index of the lowest one bit (-1 when none): `s_ff1` / `s_ctz`.
    Ff1,
    Ff0,
    /// Leading zeros (-1 when the value is 0): `s_flbit_i32_b32` / `s_clz`.
    Flbit,
    /// Leading bits equal to the sign bit (-1 for 0 and -1): `s_flbit_i32` / `s_cls`.
    FlbitI,
    SextI8,
    SextI16,
    Abs,
    /// `s_bitset0/1`: clear/set bit src0 of the destination.
    Bitset0,
    Bitset1,
    /// `s_bitreplicate_b64_b32`: bit i of the 32-bit source to bits 2i and
    /// 2i+1 (RDNA 3 ISA, S_BITREPLICATE_B64_B32).
    BitReplicate,
    /// `s_quadmask`: bit i = any of bits 4i..4i+3 (RDNA 3 ISA, S_QUADMASK_B32).
    Quadmask,
    /// `s_wqm`: every bit of a 4-bit group set when any is (RDNA 3 ISA, S_WQM_B32).
    Wqm,
}

/// Three-source VALU integer operations (VOP3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tri {
    Add3,
    /// (a << b) + c
    LshlAdd,
    /// (a + b) << c
    AddLshl,
    /// (a << b) | c
    LshlOr,
    /// (a & b) | c
    AndOr,
    Or3,
    Xor3,
    /// (a ^ b) + c
    Xad,
    MadU24,
    MadI24,
    /// a * b + c, low 32 bits (`v_mad_u32` style is GFX12; here `v_mad_u32_u16` is not)
    MadLo,
    BfeU,
    BfeI,
    /// (a & b) | (~a & c)
    Bfi,
    /// ({a, b} >> (c & 31)) low dword
    Alignbit,
    /// ({a, b} >> (8 * (c & 3))) low dword
    Alignbyte,
    Min3U,
    Max3U,
    Min3I,
    Max3I,
    Med3U,
    Med3I,
    /// min(max(a, b), c) and max(min(a, b), c) (GFX11 `v_maxmin` / `v_minmax`).
    MaxMinU,
    MaxMinI,
    MinMaxU,
    MinMaxI,
    /// Sums of absolute differences plus SRC2 (RDNA 3 ISA, V_SAD_U8,
    /// V_SAD_HI_U8, V_SAD_U16, V_SAD_U32, V_MSAD_U8): over bytes, the byte
    /// sum shifted left 16, 16-bit halves, the whole dwords, and bytes
    /// whose SRC1 byte is non-zero.
    SadU8,
    SadHiU8,
    SadU16,
    SadU32,
    MsadU8,
    /// Per byte: (a + b + c's low bit of that byte) >> 1 (RDNA 3 ISA, V_LERP_U8).
    LerpU8,
}

/// f32 binary operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FBin {
    Add,
    Sub,
    SubRev,
    Mul,
    Min,
    Max,
}

/// Fused multiply-add forms over f32: D = a * b + c.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fma {
    /// `v_fma_f32`: three sources.
    Fma,
    /// `v_fmac_f32`: c is the destination.
    Fmac,
    /// `v_fmaak_f32`: c is the constant K.
    Fmaak,
    /// `v_fmamk_f32`: b is the constant K, c is src1.
    Fmamk,
}

/// Conversions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cvt {
    F32FromI32,
    F32FromU32,
    /// `v_cvt_f32_ubyteN`: byte N as an unsigned integer.
    F32FromUbyte(u8),
    /// Truncating, saturating; NaN gives 0.
    I32FromF32,
    U32FromF32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AluKind {
    /// Completes immediately in a lone wave (`s_nop`, `s_waitcnt*`, barriers).
    Nop,
    EndPgm,
    SMov,
    SMovk,
    /// `s_cmovk_i32`: SDST = sext(SIMM16) when SCC.
    SCmovk,
    /// `s_cmov_b32/b64`: SDST = SSRC0 when SCC (RDNA 3 ISA, S_CMOV_B32).
    SCmov,
    /// `s_bitcmp0/1_b32/b64`: SCC = bit SSRC1 of SSRC0 is `one` (RDNA 3 ISA,
    /// S_BITCMP0_B32: the bit number's low 5 bits, 6 for b64).
    SBitcmp {
        one: bool,
    },
    /// `s_addk_i32` / `s_mulk_i32`: SDST op= sext(SIMM16).
    SAddk,
    SMulk,
    SBin(Bin),
    /// 64-bit logic and shifts.
    SBin64(Bin),
    /// `s_addc_u32` / `s_subb_u32`: with SCC as carry in.
    SAddc,
    SSubb,
    SUn(Un),
    SUn64(Un),
    /// `s_<op>_saveexec`: SDST = EXEC; EXEC = op(SSRC0, EXEC); SCC = EXEC != 0.
    /// `not_src0` for the `*_not0_*` (`*n1*`) forms.
    SSaveexec(Bin, bool),
    /// `s_and_not0_wrexec` (EXEC = ~SSRC0 & EXEC) and `s_and_not1_wrexec`
    /// (EXEC = SSRC0 & ~EXEC); SDST = the new EXEC; SCC = EXEC != 0 (RDNA 3
    /// ISA, S_AND_NOT0_WREXEC_B32).
    SWrexec {
        not1: bool,
    },
    /// `s_movrels` (source), `s_movreld` (destination), `s_movrelsd_2` (both,
    /// M0[9:0] and M0[25:16]): SGPR numbers offset by M0 (RDNA 3 ISA,
    /// S_MOVRELS_B32).
    SMovrel {
        src: bool,
        dst: bool,
        two: bool,
    },
    /// Scalar compare of 32-bit or 64-bit values (or `s_cmpk` with SIMM16).
    SCmp(Cmp, CmpType),
    SCmpk(Cmp, CmpType),
    SCselect,
    SBfe {
        signed: bool,
    },
    SBfe64 {
        signed: bool,
    },
    VMov,
    VBin(Bin),
    VTri(Tri),
    /// `v_lshlrev_b64` / `v_lshrrev_b64` / `v_ashrrev_i64`: src1 (64-bit) shifted by src0.
    VShift64(Bin),
    /// `v_mad_u64_u32` / `v_mad_i64_i32`: 64-bit D = a * b + c, carry to SDST.
    VMad64 {
        signed: bool,
    },
    /// `v_lshl_add_u64` (gfx94x/950): D.u64 = (S0.u64 << S1[2:0]) + S2.u64.
    VLshlAdd64,
    /// Add/subtract with carry out (VCC or SDST) and optionally carry in.
    VAddCarry {
        op: Bin,
        cin: bool,
    },
    VFBin(FBin),
    VFma(Fma),
    VCvt(Cvt),
    /// One-source float operations of f32 or f64 (`float::FUn`).
    VFUn(FUn, Fty),
    /// Conversions involving f64, rounding conversions, frexp exponents.
    VFCvt(FCvt),
    /// f16 and f64 arithmetic (f32 is `VFBin`).
    VFBinT(FBin, Fty),
    /// f16 and f64 fused multiply-add forms (f32 is `VFma`).
    VFmaT(Fma, Fty),
    /// 16-bit integer operations on register halves.
    VBin16(Bin),
    VMov16,
    VNot16,
    VCndmask16,
    VCmp16 {
        c: Cmp,
        signed: bool,
        x: bool,
    },
    /// `v_pack_b32_f16`.
    VPack,
    VLdexp(Fty),
    VDivScale(Fty),
    VDivFmas(Fty),
    VDivFixup(Fty),
    /// Float compares by predicate number (`float::FCMP_NAMES`); `x`: v_cmpx.
    VCmpF {
        pred: u8,
        ty: Fty,
        x: bool,
    },
    /// `v_cmp_class` / `v_cmpx_class`.
    VCmpClass {
        ty: Fty,
        x: bool,
    },
    /// `v_dot2acc_f32_f16`: VDST.f32 += S0.lo * S1.lo + S0.hi * S1.hi, the
    /// sources packed f16 (RDNA 3 ISA, V_DOT2ACC_F32_F16); `bf16`: the VOPD
    /// half `v_dual_dot2acc_f32_bf16`, packed bf16 sources (RDNA 3 ISA,
    /// V_DOT2_F32_BF16 with VDST as SRC2).
    VDot2Acc {
        bf16: bool,
    },
    /// Normalized, packed and 4-bit-offset conversions (`float::PackCvt`).
    VPackCvt(float::PackCvt),
    /// `v_trig_preop_f64` (`float::trig_preop`).
    VTrigPreop,
    /// `v_dot2_f16_f16` / `v_dot2_bf16_bf16`: D.16 = S2.16 + S0.lo * S1.lo +
    /// S0.hi * S1.hi, S0 and S1 packed (RDNA 3 ISA, V_DOT2_F16_F16).
    VDot2Half {
        bf16: bool,
    },
    /// `v_sat_pk_u8_i16`: the two i16 halves of S0 saturated to u8, packed
    /// into a 16-bit result (RDNA 3 ISA, V_SAT_PK_U8_I16).
    VSatPkU8,
    /// `v_pk_fmac_f16`: each f16 half of VDST = fma(S0.half, S1.half,
    /// VDST.half) (RDNA 3 ISA, V_PK_FMAC_F16).
    VPkFmac,
    /// `v_qsad_pk_u16_u8` / `v_mqsad_pk_u16_u8` (`masked`) and
    /// `v_mqsad_u32_u8` (`wide`): four (masked) byte SADs of SRC1 against the
    /// dwords of SRC0.u64 at byte offsets 0-3, each accumulated onto a
    /// 16-bit (or, wide, 32-bit) field of SRC2 (RDNA 3 ISA, V_QSAD_PK_U16_U8).
    VQsad {
        masked: bool,
        wide: bool,
    },
    /// `v_cvt_pk_rtz_f16_f32` (`float::f16_rtz`).
    VCvtPkRtz,
    /// `v_frexp_exp_i16_f16`.
    VFrexpExp16,
    /// `v_mullit_f32`.
    VMullit,
    /// DX9 legacy multiplies (`float::Dx9`).
    VDx9(float::Dx9),
    /// Cube-map helpers (`float::Cube`).
    VCube(float::Cube),
    /// Three-source float min/max/median of f16 or f32 (`float::FTri`).
    VFTri(float::FTri, Fty),
    /// SALU float operations (gfx1150+): `float::SFloat` on f32 or f16.
    SFloat(float::SFloat, Fty),
    /// `v_movrels_b32` (src), `v_movreld_b32` (dst), `v_movrelsd_b32` (both),
    /// `v_movrelsd_2_b32` (both, M0 halves): VGPR numbers offset by M0.
    VMovrel {
        src: bool,
        dst: bool,
        two: bool,
    },
    /// `s_getreg_b32`: SDST = bits of a hardware register (`hwreg(ID, OFFSET, SIZE)`).
    SGetreg,
    /// `s_setreg_b32` (SSRC0) / `s_setreg_imm32_b32` (the literal): writes MODE bits.
    SSetreg {
        imm: bool,
    },
    /// `s_denorm_mode` / `s_round_mode`: MODE[7:4] / MODE[3:0] = SIMM16.
    SModeField {
        denorm: bool,
    },
    /// `s_sendmsg_rtn_b32/b64`: REALTIME as the wave's instruction count,
    /// other messages 0 (deterministic).
    SSendmsgRtn,
    /// `v_perm_b32`: byte selects from {SRC0, SRC1}.
    VPerm,
    /// `v_cvt_u32_u16` / `v_cvt_i32_i16`: a 16-bit source zero- or
    /// sign-extended (RDNA 3 ISA, V_CVT_U32_U16).
    VExt16 {
        signed: bool,
    },
    /// `v_mad_u32_u16` / `v_mad_i32_i16`: D = S0.16 * S1.16 + S2.32, the
    /// 16-bit sources extended (RDNA 3 ISA, V_MAD_U32_U16).
    VMad16To32 {
        signed: bool,
    },
    /// 16-bit three-source operations on register halves: `v_min3/max3/med3`
    /// `_i16/_u16` and `v_mad_u16/i16` (`Tri::MadLo`, low 16 bits) (RDNA 3
    /// ISA, V_MIN3_I16, V_MED3_U16, V_MAD_U16).
    VTri16(Tri),
    /// `v_swap_b16` on register halves (`half::exec_swap16`).
    VSwap16,
    /// `v_swaprel_b32`: VGPR[VDST + M0[25:16]] and VGPR[SRC0 + M0[9:0]]
    /// exchange values (RDNA 3 ISA, V_SWAPREL_B32).
    VSwaprel,
    /// `v_swap_b32`: VDST and SRC0 (a VGPR) exchange values (RDNA 3 ISA, V_SWAP_B32).
    VSwap,
    /// `v_permlane16_b32` / `v_permlanex16_b32` (`x`): lane 16r + i takes
    /// SRC0 of lane 16r' + sel(i), sel from the nibbles of {SRC2, SRC1}, r'
    /// the lane's row (or the other row of its pair for `x`) (RDNA 3 ISA,
    /// V_PERMLANE16_B32).
    VPermlane16 {
        x: bool,
    },
    /// `v_permlane64_b32`: lane l takes SRC0 of lane l ^ 32; a no-op in
    /// wave32 (RDNA 3 ISA, V_PERMLANE64_B32).
    VPermlane64,
    /// `v_not_b32`, `v_bfrev_b32`, `v_ffbh_u32`, `v_ffbl_b32`, `v_ffbh_i32`.
    VUn(Un),
    VCndmask,
    VCmp(Cmp, CmpType),
    VCmpx(Cmp, CmpType),
    VMbcntLo,
    VMbcntHi,
    VReadlane,
    VWritelane,
    VReadfirstlane,
    /// `v_accvgpr_mov_b32 aD, aS` (CDNA 2+): AGPR to AGPR.
    VAccvgprMov,
    Unsupported,
}

fn bin_of(op: &str) -> Option<Bin> {
    use Bin::*;
    Some(match op {
        "add" => Add,
        "sub" => Sub,
        "subrev" => SubRev,
        "lshl" => Shl,
        "lshlrev" => ShlRev,
        "lshr" => Shr,
        "lshrrev" => ShrRev,
        "ashr" => Ashr,
        "ashrrev" => AshrRev,
        "and" => And,
        "or" => Or,
        "xor" => Xor,
        "andn2" | "and_not1" => AndNot,
        "orn2" | "or_not1" => OrNot,
        "nand" => Nand,
        "nor" => Nor,
        "xnor" => Xnor,
        "bfm" => Bfm,
        _ => return None,
    })
}

/// The kind of an ALU row.
pub fn classify(target: Target, name: &str) -> AluKind {
    use AluKind::*;
    let _ = target;
    match name {
        "s_nop" | "s_barrier" | "s_barrier_signal" | "s_barrier_wait" => return Nop,
        n if n.starts_with("s_waitcnt") || n.starts_with("s_wait_") => return Nop,
        "s_endpgm" => return EndPgm,
        "s_mov_b32" | "s_mov_b64" => return SMov,
        "s_movk_i32" => return SMovk,
        "s_cmovk_i32" => return SCmovk,
        "s_cmov_b32" | "s_cmov_b64" => return SCmov,
        "s_bitcmp0_b32" | "s_bitcmp0_b64" => return SBitcmp { one: false },
        "s_bitcmp1_b32" | "s_bitcmp1_b64" => return SBitcmp { one: true },
        "s_absdiff_i32" => return SBin(Bin::AbsDiff),
        "s_lshl1_add_u32" => return SBin(Bin::LshlAdd(1)),
        "s_lshl2_add_u32" => return SBin(Bin::LshlAdd(2)),
        "s_lshl3_add_u32" => return SBin(Bin::LshlAdd(3)),
        "s_lshl4_add_u32" => return SBin(Bin::LshlAdd(4)),
        "s_pack_ll_b32_b16" => {
            return SBin(Bin::Pack {
                hi0: false,
                hi1: false,
            })
        }
        "s_pack_lh_b32_b16" => {
            return SBin(Bin::Pack {
                hi0: false,
                hi1: true,
            })
        }
        "s_pack_hl_b32_b16" => {
            return SBin(Bin::Pack {
                hi0: true,
                hi1: false,
            })
        }
        "s_pack_hh_b32_b16" => {
            return SBin(Bin::Pack {
                hi0: true,
                hi1: true,
            })
        }
        "s_addk_i32" | "s_addk_co_i32" => return SAddk,
        "s_mulk_i32" => return SMulk,
        "s_add_u32" | "s_add_co_u32" => return SBin(Bin::Add),
        "s_sub_u32" | "s_sub_co_u32" => return SBin(Bin::Sub),
        "s_add_i32" | "s_add_co_i32" => return SBin(Bin::AddI),
        "s_sub_i32" | "s_sub_co_i32" => return SBin(Bin::SubI),
        "s_addc_u32" | "s_add_co_ci_u32" => return SAddc,
        "s_subb_u32" | "s_sub_co_ci_u32" => return SSubb,
        "s_mul_i32" => return SBin(Bin::MulLo),
        "s_mul_hi_u32" => return SBin(Bin::MulHiU),
        "s_mul_hi_i32" => return SBin(Bin::MulHiI),
        "s_min_u32" => return SBin(Bin::MinU),
        "s_max_u32" => return SBin(Bin::MaxU),
        "s_min_i32" => return SBin(Bin::MinI),
        "s_max_i32" => return SBin(Bin::MaxI),
        "s_cselect_b32" | "s_cselect_b64" => return SCselect,
        "s_getreg_b32" => return SGetreg,
        "s_setreg_b32" => return SSetreg { imm: false },
        "s_setreg_imm32_b32" => return SSetreg { imm: true },
        "s_denorm_mode" => return SModeField { denorm: true },
        "s_round_mode" => return SModeField { denorm: false },
        "s_sendmsg_rtn_b32" | "s_sendmsg_rtn_b64" => return SSendmsgRtn,
        "v_perm_b32" => return VPerm,
        "v_cvt_u32_u16" => return VExt16 { signed: false },
        "v_cvt_i32_i16" => return VExt16 { signed: true },
        "v_mad_u32_u16" => return VMad16To32 { signed: false },
        "v_mad_i32_i16" => return VMad16To32 { signed: true },
        "v_swap_b32" => return VSwap,
        "v_swap_b16" => return VSwap16,
        "v_swaprel_b32" => return VSwaprel,
        "v_min3_i16" => return VTri16(Tri::Min3I),
        "v_max3_i16" => return VTri16(Tri::Max3I),
        "v_med3_i16" => return VTri16(Tri::Med3I),
        "v_min3_u16" => return VTri16(Tri::Min3U),
        "v_max3_u16" => return VTri16(Tri::Max3U),
        "v_med3_u16" => return VTri16(Tri::Med3U),
        "v_mad_u16" | "v_mad_i16" => return VTri16(Tri::MadLo),
        "v_permlane64_b32" => return VPermlane64,
        "v_permlane16_b32" => return VPermlane16 { x: false },
        "v_permlanex16_b32" => return VPermlane16 { x: true },
        "v_movrels_b32" => {
            return VMovrel {
                src: true,
                dst: false,
                two: false,
            }
        }
        "v_movreld_b32" => {
            return VMovrel {
                src: false,
                dst: true,
                two: false,
            }
        }
        "v_movrelsd_b32" => {
            return VMovrel {
                src: true,
                dst: true,
                two: false,
            }
        }
        "v_movrelsd_2_b32" => {
            return VMovrel {
                src: true,
                dst: true,
                two: true,
            }
        }
        "v_add_nc_i32" => return VBin(Bin::AddI),
        "v_sub_nc_i32" => return VBin(Bin::SubI),
        "v_cvt_pk_rtz_f16_f32" | "v_cvt_pkrtz_f16_f32" => return VCvtPkRtz,
        "v_dot2acc_f32_f16" => return VDot2Acc { bf16: false },
        "v_trig_preop_f64" => return VTrigPreop,
        "v_cvt_off_f32_i4" => return VPackCvt(float::PackCvt::OffI4),
        "v_cvt_pk_u8_f32" => return VPackCvt(float::PackCvt::U8),
        "v_cvt_pk_i16_f32" => return VPackCvt(float::PackCvt::F32To16 { signed: true }),
        "v_cvt_pk_u16_f32" => return VPackCvt(float::PackCvt::F32To16 { signed: false }),
        "v_cvt_pk_i16_i32" => return VPackCvt(float::PackCvt::IntTo16 { signed: true }),
        "v_cvt_pk_u16_u32" => return VPackCvt(float::PackCvt::IntTo16 { signed: false }),
        "v_pk_fmac_f16" => return VPkFmac,
        "v_sat_pk_u8_i16" => return VSatPkU8,
        "v_dot2_f16_f16" => return VDot2Half { bf16: false },
        "v_dot2_bf16_bf16" => return VDot2Half { bf16: true },
        "v_qsad_pk_u16_u8" => {
            return VQsad {
                masked: false,
                wide: false,
            }
        }
        "v_mqsad_pk_u16_u8" => {
            return VQsad {
                masked: true,
                wide: false,
            }
        }
        "v_mqsad_u32_u8" => {
            return VQsad {
                masked: true,
                wide: true,
            }
        }
        "v_frexp_exp_i16_f16" => return VFrexpExp16,
        "v_mullit_f32" => return VMullit,
        "v_mul_dx9_zero_f32" => return VDx9(float::Dx9::Mul),
        "v_fma_dx9_zero_f32" => return VDx9(float::Dx9::Fma),
        "v_fmac_dx9_zero_f32" => return VDx9(float::Dx9::Fmac),
        "v_cubeid_f32" => return VCube(float::Cube::Id),
        "v_cubesc_f32" => return VCube(float::Cube::Sc),
        "v_cubetc_f32" => return VCube(float::Cube::Tc),
        "v_cubema_f32" => return VCube(float::Cube::Ma),
        "v_min3_f32" => return VFTri(float::FTri::Min3, Fty::F32),
        "v_max3_f32" => return VFTri(float::FTri::Max3, Fty::F32),
        "v_med3_f32" => return VFTri(float::FTri::Med3, Fty::F32),
        "v_maxmin_f32" => return VFTri(float::FTri::MaxMin, Fty::F32),
        "v_minmax_f32" => return VFTri(float::FTri::MinMax, Fty::F32),
        "v_min3_f16" => return VFTri(float::FTri::Min3, Fty::F16),
        "v_max3_f16" => return VFTri(float::FTri::Max3, Fty::F16),
        "v_med3_f16" => return VFTri(float::FTri::Med3, Fty::F16),
        "v_maxmin_f16" => return VFTri(float::FTri::MaxMin, Fty::F16),
        "v_minmax_f16" => return VFTri(float::FTri::MinMax, Fty::F16),
        "v_maxmin_u32" => return VTri(Tri::MaxMinU),
        "v_maxmin_i32" => return VTri(Tri::MaxMinI),
        "v_minmax_u32" => return VTri(Tri::MinMaxU),
        "v_minmax_i32" => return VTri(Tri::MinMaxI),
        "s_bfe_u32" => return SBfe { signed: false },
        "s_bfe_i32" => return SBfe { signed: true },
        "s_bfe_u64" => return SBfe64 { signed: false },
        "s_bfe_i64" => return SBfe64 { signed: true },
        "v_mov_b32" => return VMov,
        "v_add_u32" | "v_add_nc_u32" => return VBin(Bin::Add),
        "v_sub_u32" | "v_sub_nc_u32" => return VBin(Bin::Sub),
        "v_subrev_u32" | "v_subrev_nc_u32" => return VBin(Bin::SubRev),
        "v_mul_lo_u32" => return VBin(Bin::MulLo),
        "v_mul_hi_u32" => return VBin(Bin::MulHiU),
        "v_mul_hi_i32" => return VBin(Bin::MulHiI),
        "v_mul_u32_u24" => return VBin(Bin::MulU24),
        "v_mul_i32_i24" => return VBin(Bin::MulI24),
        "v_mul_hi_u32_u24" => return VBin(Bin::MulHiU24),
        "v_mul_hi_i32_i24" => return VBin(Bin::MulHiI24),
        "v_min_u32" => return VBin(Bin::MinU),
        "v_max_u32" => return VBin(Bin::MaxU),
        "v_min_i32" => return VBin(Bin::MinI),
        "v_max_i32" => return VBin(Bin::MaxI),
        "v_bcnt_u32_b32" => return VBin(Bin::Bcnt),
        "v_add3_u32" => return VTri(Tri::Add3),
        "v_lshl_add_u32" => return VTri(Tri::LshlAdd),
        "v_add_lshl_u32" => return VTri(Tri::AddLshl),
        "v_lshl_or_b32" => return VTri(Tri::LshlOr),
        "v_and_or_b32" => return VTri(Tri::AndOr),
        "v_or3_b32" => return VTri(Tri::Or3),
        "v_xor3_b32" => return VTri(Tri::Xor3),
        "v_xad_u32" => return VTri(Tri::Xad),
        "v_mad_u32_u24" => return VTri(Tri::MadU24),
        "v_mad_i32_i24" => return VTri(Tri::MadI24),
        "v_bfe_u32" => return VTri(Tri::BfeU),
        "v_bfe_i32" => return VTri(Tri::BfeI),
        "v_bfi_b32" => return VTri(Tri::Bfi),
        "v_alignbit_b32" => return VTri(Tri::Alignbit),
        "v_alignbyte_b32" => return VTri(Tri::Alignbyte),
        "v_min3_u32" => return VTri(Tri::Min3U),
        "v_max3_u32" => return VTri(Tri::Max3U),
        "v_min3_i32" => return VTri(Tri::Min3I),
        "v_max3_i32" => return VTri(Tri::Max3I),
        "v_med3_u32" => return VTri(Tri::Med3U),
        "v_med3_i32" => return VTri(Tri::Med3I),
        "v_sad_u8" => return VTri(Tri::SadU8),
        "v_sad_hi_u8" => return VTri(Tri::SadHiU8),
        "v_sad_u16" => return VTri(Tri::SadU16),
        "v_sad_u32" => return VTri(Tri::SadU32),
        "v_msad_u8" => return VTri(Tri::MsadU8),
        "v_lerp_u8" => return VTri(Tri::LerpU8),
        "v_lshlrev_b64" => return VShift64(Bin::ShlRev),
        "v_lshrrev_b64" => return VShift64(Bin::ShrRev),
        "v_ashrrev_i64" => return VShift64(Bin::AshrRev),
        "v_mad_u64_u32" | "v_mad_co_u64_u32" => return VMad64 { signed: false },
        "v_mad_i64_i32" | "v_mad_co_i64_i32" => return VMad64 { signed: true },
        "v_lshl_add_u64" => return VLshlAdd64,
        // GFX10+ names; GFX9's v_add_co_u32 is the same, v_addc_co_u32 takes a carry
        "v_add_co_u32" => {
            return VAddCarry {
                op: Bin::Add,
                cin: false,
            }
        }
        "v_sub_co_u32" => {
            return VAddCarry {
                op: Bin::Sub,
                cin: false,
            }
        }
        "v_subrev_co_u32" => {
            return VAddCarry {
                op: Bin::SubRev,
                cin: false,
            }
        }
        "v_add_co_ci_u32" | "v_addc_co_u32" => {
            return VAddCarry {
                op: Bin::Add,
                cin: true,
            }
        }
        "v_sub_co_ci_u32" | "v_subb_co_u32" => {
            return VAddCarry {
                op: Bin::Sub,
                cin: true,
            }
        }
        "v_subrev_co_ci_u32" | "v_subbrev_co_u32" => {
            return VAddCarry {
                op: Bin::SubRev,
                cin: true,
            }
        }
        "v_add_f32" => return VFBin(FBin::Add),
        "v_sub_f32" => return VFBin(FBin::Sub),
        "v_subrev_f32" => return VFBin(FBin::SubRev),
        "v_mul_f32" => return VFBin(FBin::Mul),
        "v_min_f32" | "v_min_num_f32" => return VFBin(FBin::Min),
        "v_max_f32" | "v_max_num_f32" => return VFBin(FBin::Max),
        "v_fma_f32" => return VFma(Fma::Fma),
        "v_fmac_f32" => return VFma(Fma::Fmac),
        "v_fmaak_f32" => return VFma(Fma::Fmaak),
        "v_fmamk_f32" => return VFma(Fma::Fmamk),
        "v_cvt_f32_i32" => return VCvt(Cvt::F32FromI32),
        "v_cvt_f32_u32" => return VCvt(Cvt::F32FromU32),
        "v_cvt_i32_f32" => return VCvt(Cvt::I32FromF32),
        "v_cvt_u32_f32" => return VCvt(Cvt::U32FromF32),
        "v_not_b32" => return VUn(Un::Not),
        "v_bfrev_b32" => return VUn(Un::Brev),
        "v_ffbh_u32" | "v_clz_i32_u32" => return VUn(Un::Flbit),
        "v_ffbl_b32" | "v_ctz_i32_b32" => return VUn(Un::Ff1),
        "v_ffbh_i32" | "v_cls_i32" => return VUn(Un::FlbitI),
        "v_cndmask_b32" => return VCndmask,
        "v_mbcnt_lo_u32_b32" => return VMbcntLo,
        "v_mbcnt_hi_u32_b32" => return VMbcntHi,
        "v_readlane_b32" => return VReadlane,
        "v_writelane_b32" => return VWritelane,
        "v_readfirstlane_b32" => return VReadfirstlane,
        "v_accvgpr_mov_b32" => return VAccvgprMov,
        _ => {}
    }
    if let Some((op, ty)) = float::salu_kind(name) {
        return SFloat(op, ty);
    }
    if let Some(k) = norm_kind(name) {
        return k;
    }
    if let Some(k) = float_kind(name).or_else(|| cvt_f64_kind(name)) {
        return k;
    }
    if let Some(n) = name.strip_prefix("v_cvt_f32_ubyte") {
        if let Ok(b @ 0..=3) = n.parse::<u8>() {
            return VCvt(Cvt::F32FromUbyte(b));
        }
    }
    if let Some(rest) = name.strip_prefix("s_") {
        // s_<op>_saveexec_b32/b64 (and GFX11's and_not0/or_not0 spellings)
        if let Some(op) = rest
            .strip_suffix("_saveexec_b32")
            .or_else(|| rest.strip_suffix("_saveexec_b64"))
        {
            let (op, not0) = match op {
                "andn1" | "and_not0" => ("and", true),
                "orn1" | "or_not0" => ("or", true),
                o => (o, false),
            };
            return bin_of(op).map_or(Unsupported, |b| SSaveexec(b, not0));
        }
        if let Some((op, ty)) = rest.rsplit_once('_') {
            let un = |o: &str| -> Option<Un> {
                Some(match o {
                    "not" => Un::Not,
                    "brev" => Un::Brev,
                    "bcnt1_i32" => Un::Bcnt1,
                    "bcnt0_i32" => Un::Bcnt0,
                    "ff1_i32" | "ctz_i32" => Un::Ff1,
                    "ff0_i32" => Un::Ff0,
                    "flbit_i32" | "clz_i32" => Un::Flbit,
                    "cls_i32" => Un::FlbitI,
                    "abs" => Un::Abs,
                    "bitset0" => Un::Bitset0,
                    "bitset1" => Un::Bitset1,
                    _ => return None,
                })
            };
            match (op, ty) {
                ("sext_i32", "i8") => return SUn(Un::SextI8),
                ("sext_i32", "i16") => return SUn(Un::SextI16),
                ("flbit_i32", "i32") => return SUn(Un::FlbitI),
                ("abs", "i32") => return SUn(Un::Abs),
                // GFX11's names of s_flbit_i32 / s_flbit_i32_i64
                ("cls", "i32") => return SUn(Un::FlbitI),
                ("cls_i32", "i64") => return SUn64(Un::FlbitI),
                ("bitreplicate_b64", "b32") => return SUn64(Un::BitReplicate),
                ("quadmask", "b32") => return SUn(Un::Quadmask),
                ("quadmask", "b64") => return SUn64(Un::Quadmask),
                ("wqm", "b32") => return SUn(Un::Wqm),
                ("wqm", "b64") => return SUn64(Un::Wqm),
                ("and_not0_wrexec" | "andn1_wrexec", "b32" | "b64") => {
                    return SWrexec { not1: false }
                }
                ("and_not1_wrexec" | "andn2_wrexec", "b32" | "b64") => {
                    return SWrexec { not1: true }
                }
                ("movrels", "b32" | "b64") => {
                    return SMovrel {
                        src: true,
                        dst: false,
                        two: false,
                    }
                }
                ("movreld", "b32" | "b64") => {
                    return SMovrel {
                        src: false,
                        dst: true,
                        two: false,
                    }
                }
                ("movrelsd_2", "b32") => {
                    return SMovrel {
                        src: true,
                        dst: true,
                        two: true,
                    }
                }
                (o, "b32" | "u32") if un(o).is_some() => return SUn(un(o).unwrap_or(Un::Not)),
                (o, "b64" | "u64") if un(o).is_some() => return SUn64(un(o).unwrap_or(Un::Not)),
                (o, "b32" | "i32") if bin_of(o).is_some() => {
                    return SBin(bin_of(o).unwrap_or(Bin::And))
                }
                (o, "b64" | "i64") if bin_of(o).is_some() => {
                    return SBin64(bin_of(o).unwrap_or(Bin::And))
                }
                _ => {}
            }
        }
        for (prefix, k) in [("cmpk_", true), ("cmp_", false)] {
            let Some(rest) = rest.strip_prefix(prefix) else {
                continue;
            };
            let Some((c, t)) = rest.split_once('_') else {
                continue;
            };
            let (Some(c), Some(t)) = (cmp_of(c), type_of(t)) else {
                continue;
            };
            return if k { SCmpk(c, t) } else { SCmp(c, t) };
        }
    }
    if let Some(rest) = name.strip_prefix("v_") {
        // v_<op>_b32 / _u32 / _i32 two-source integer ops (VOP2/VOP3)
        if let Some((op, "b32" | "u32" | "i32")) = rest.rsplit_once('_') {
            if let Some(b) = bin_of(op) {
                if !matches!(b, Bin::Add | Bin::Sub | Bin::SubRev) {
                    return VBin(b);
                }
            }
        }
    }
    if let Some(n) = name.strip_prefix("v_cmp") {
        let cmpx = n.starts_with("x_");
        let rest = &n[if cmpx { 2 } else { 1 }..];
        let Some((c, t)) = rest.split_once('_') else {
            return Unsupported;
        };
        let (Some(c), Some(t)) = (cmp_of(c), type_of(t)) else {
            return Unsupported;
        };
        return if cmpx { VCmpx(c, t) } else { VCmp(c, t) };
    }
    Unsupported
}

/// `v_cvt_norm_{i,u}16_f16` and `v_cvt_pk_norm_{i,u}16_{f16,f32}` (GFX9's
/// `v_cvt_pknorm_*` spelling too).
fn norm_kind(name: &str) -> Option<AluKind> {
    let (packed, rest) = match name.strip_prefix("v_cvt_norm_") {
        Some(r) => (false, r),
        None => (
            true,
            name.strip_prefix("v_cvt_pk_norm_")
                .or_else(|| name.strip_prefix("v_cvt_pknorm_"))?,
        ),
    };
    let (signed, src) = match rest {
        "i16_f16" => (true, Fty::F16),
        "u16_f16" => (false, Fty::F16),
        "i16_f32" if packed => (true, Fty::F32),
        "u16_f32" if packed => (false, Fty::F32),
        _ => return None,
    };
    Some(AluKind::VPackCvt(float::PackCvt::Norm {
        src,
        signed,
        packed,
    }))
}

/// The float kinds by name (`float.rs`).
fn float_kind(name: &str) -> Option<AluKind> {
    use AluKind::*;
    let rest = name.strip_prefix("v_")?;
    let (op, ty) = rest.rsplit_once('_')?;
    let ty = match ty {
        "f16" => Fty::F16,
        "f32" => Fty::F32,
        "f64" => Fty::F64,
        _ => return None,
    };
    let un = match op {
        "rcp" | "rcp_iflag" => Some(FUn::Rcp),
        "sqrt" => Some(FUn::Sqrt),
        "rsq" => Some(FUn::Rsq),
        "exp" if ty != Fty::F64 => Some(FUn::Exp),
        "log" if ty != Fty::F64 => Some(FUn::Log),
        "sin" if ty != Fty::F64 => Some(FUn::Sin),
        "cos" if ty != Fty::F64 => Some(FUn::Cos),
        "fract" => Some(FUn::Fract),
        "trunc" => Some(FUn::Trunc),
        "ceil" => Some(FUn::Ceil),
        "floor" => Some(FUn::Floor),
        "rndne" => Some(FUn::Rndne),
        "frexp_mant" => Some(FUn::FrexpMant),
        _ => None,
    };
    if let Some(u) = un {
        return Some(VFUn(u, ty));
    }
    Some(match (op, ty) {
        ("frexp_exp_i32", t) => VFCvt(FCvt::FrexpExp(t)),
        ("cvt_f64", Fty::F32) => VFCvt(FCvt::F64FromF32),
        ("cvt_f32", Fty::F64) => VFCvt(FCvt::F32FromF64),
        ("cvt_i32", Fty::F64) => VFCvt(FCvt::I32FromF64),
        ("cvt_u32", Fty::F64) => VFCvt(FCvt::U32FromF64),
        ("cvt_nearest_i32" | "cvt_rpi_i32", Fty::F32) => VFCvt(FCvt::NearestI32FromF32),
        ("cvt_floor_i32" | "cvt_flr_i32", Fty::F32) => VFCvt(FCvt::FloorI32FromF32),
        ("cvt_f32", Fty::F16) => VFCvt(FCvt::F32FromF16),
        ("cvt_f16", Fty::F32) => VFCvt(FCvt::F16FromF32),
        ("cvt_i16", Fty::F16) => VFCvt(FCvt::I16FromF16),
        ("cvt_u16", Fty::F16) => VFCvt(FCvt::U16FromF16),
        ("pack_b32", Fty::F16) => VPack,
        ("add", t @ (Fty::F16 | Fty::F64)) => VFBinT(FBin::Add, t),
        ("sub", Fty::F16) => VFBinT(FBin::Sub, Fty::F16),
        ("subrev", Fty::F16) => VFBinT(FBin::SubRev, Fty::F16),
        ("mul", t @ (Fty::F16 | Fty::F64)) => VFBinT(FBin::Mul, t),
        ("min" | "min_num", t @ (Fty::F16 | Fty::F64)) => VFBinT(FBin::Min, t),
        ("max" | "max_num", t @ (Fty::F16 | Fty::F64)) => VFBinT(FBin::Max, t),
        ("fma", t @ (Fty::F16 | Fty::F64)) => VFmaT(Fma::Fma, t),
        ("fmac", Fty::F16) => VFmaT(Fma::Fmac, Fty::F16),
        ("fmaak", Fty::F16) => VFmaT(Fma::Fmaak, Fty::F16),
        ("fmamk", Fty::F16) => VFmaT(Fma::Fmamk, Fty::F16),
        ("ldexp", t) => VLdexp(t),
        ("div_scale", t) => VDivScale(t),
        ("div_fmas", t) => VDivFmas(t),
        ("div_fixup", t) => VDivFixup(t),
        ("cmp_class", t) => VCmpClass { ty: t, x: false },
        ("cmpx_class", t) => VCmpClass { ty: t, x: true },
        _ => {
            let (x, p) = if let Some(p) = op.strip_prefix("cmpx_") {
                (true, p)
            } else {
                (false, op.strip_prefix("cmp_")?)
            };
            VCmpF {
                pred: fcmp_of(p)?,
                ty,
                x,
            }
        }
    })
}

/// Float conversions from integers, and the 16-bit integer kinds (their
/// names end in an integer type).
fn cvt_f64_kind(name: &str) -> Option<AluKind> {
    use AluKind::*;
    Some(match name {
        "v_cvt_f64_i32" => VFCvt(FCvt::F64FromI32),
        "v_cvt_f64_u32" => VFCvt(FCvt::F64FromU32),
        "v_cvt_f16_i16" => VFCvt(FCvt::F16FromI16),
        "v_cvt_f16_u16" => VFCvt(FCvt::F16FromU16),
        "v_mov_b16" => VMov16,
        "v_not_b16" => VNot16,
        "v_cndmask_b16" => VCndmask16,
        "v_add_nc_u16" | "v_add_nc_i16" | "v_add_u16" => VBin16(Bin::Add),
        "v_sub_nc_u16" | "v_sub_nc_i16" | "v_sub_u16" => VBin16(Bin::Sub),
        "v_subrev_u16" => VBin16(Bin::SubRev),
        "v_mul_lo_u16" => VBin16(Bin::MulLo),
        "v_lshlrev_b16" => VBin16(Bin::ShlRev),
        "v_lshrrev_b16" => VBin16(Bin::ShrRev),
        "v_ashrrev_i16" => VBin16(Bin::AshrRev),
        "v_max_u16" => VBin16(Bin::MaxU),
        "v_min_u16" => VBin16(Bin::MinU),
        "v_max_i16" => VBin16(Bin::MaxI),
        "v_min_i16" => VBin16(Bin::MinI),
        "v_and_b16" => VBin16(Bin::And),
        "v_or_b16" => VBin16(Bin::Or),
        "v_xor_b16" => VBin16(Bin::Xor),
        _ => {
            let rest = name.strip_prefix("v_cmp")?;
            let (x, rest) = match rest.strip_prefix("x_") {
                Some(r) => (true, r),
                None => (false, rest.strip_prefix('_')?),
            };
            let (c, t) = rest.split_once('_')?;
            let signed = match t {
                "u16" => false,
                "i16" => true,
                _ => return None,
            };
            VCmp16 {
                c: cmp_of(c)?,
                signed,
                x,
            }
        }
    })
}

fn cmp_of(c: &str) -> Option<Cmp> {
    Some(match c {
        "f" => Cmp::F,
        "t" => Cmp::T,
        "eq" => Cmp::Eq,
        "ne" | "neq" | "lg" => Cmp::Ne,
        "lt" => Cmp::Lt,
        "gt" => Cmp::Gt,
        "le" => Cmp::Le,
        "ge" => Cmp::Ge,
        _ => return None,
    })
}

fn type_of(t: &str) -> Option<CmpType> {
    Some(match t {
        "u32" => CmpType::U32,
        "i32" => CmpType::I32,
        "f32" => CmpType::F32,
        "u64" => CmpType::U64,
        "i64" => CmpType::I64,
        _ => return None,
    })
}

/// Inline constants 128..=208 and 240..=248 as 32-bit values.
fn inline(v: u16) -> Option<u32> {
    match v {
        128..=192 => Some(u32::from(v - 128)),
        193..=208 => Some((-(i32::from(v) - 192)) as u32),
        240..=248 => Some(INLINE_F32[usize::from(v - 240)]),
        _ => None,
    }
}

/// Reads scalar operand `v` (32 bits); `literal` is the instruction's literal.
pub fn read_scalar(w: &Wave, v: u16, literal: u32) -> Result<u32, String> {
    let gen = w.gen();
    Ok(match v {
        0..=105 => w.sgpr[usize::from(v)],
        106 => w.vcc as u32,
        107 => (w.vcc >> 32) as u32,
        126 => w.exec as u32,
        127 => (w.exec >> 32) as u32,
        124 | 125 if is_m0(v, gen) => w.m0,
        124 | 125 if is_null(v, gen) => 0,
        // ttmp0-15 (GFX9+ numbering 108-123)
        108..=123 => w.ttmp[usize::from(v - 108)],
        // src_shared_base / src_private_base: high dword of the LDS and
        // private apertures (AMDGPUUsage "Memory Spaces"; kernel-facts §0.9)
        235 => crate::vmem::SHARED_APERTURE_HI,
        237 => crate::vmem::PRIVATE_APERTURE_HI,
        // their limits: base + 4 GiB - 1, high dword
        236 => crate::vmem::SHARED_APERTURE_HI,
        238 => crate::vmem::PRIVATE_APERTURE_HI,
        251 => u32::from(w.vcc == 0),
        252 => u32::from(w.exec == 0),
        253 => u32::from(w.scc),
        LITERAL => literal,
        _ => inline(v).ok_or_else(|| format!("source operand {v} is not modelled"))?,
    })
}

/// Reads a 64-bit scalar operand (register pair, or a sign-extended constant).
pub fn read_scalar64(w: &Wave, v: u16, literal: u32) -> Result<u64, String> {
    Ok(match v {
        0..=104 => u64::from(w.sgpr[usize::from(v)]) | u64::from(w.sgpr[usize::from(v) + 1]) << 32,
        106 => w.vcc,
        126 => w.exec,
        108..=122 => {
            u64::from(w.ttmp[usize::from(v - 108)]) | u64::from(w.ttmp[usize::from(v - 107)]) << 32
        }
        // apertures as 64-bit addresses: base, and base + 4 GiB - 1 as limit
        235 | 237 => u64::from(read_scalar(w, v, literal)?) << 32,
        236 | 238 => u64::from(read_scalar(w, v, literal)?) << 32 | 0xffff_ffff,
        // The float inline constants of a 64-bit operand are the f64 values
        // (LLVM AMDGPU::isInlinableLiteral64 encodes 0.5 .. -4.0 and 1/(2π)
        // as their double bit patterns).
        _ => match const64(v, literal) {
            Some(k) => k,
            None => i64::from(read_scalar(w, v, literal)? as i32) as u64,
        },
    })
}

/// A 64-bit operand that is a constant (the same in every wave), or `None`.
pub(crate) fn const64(v: u16, literal: u32) -> Option<u64> {
    match v {
        // The float inline constants of a 64-bit operand are the f64 values
        // (LLVM AMDGPU::isInlinableLiteral64 encodes 0.5 .. -4.0 and 1/(2π)
        // as their double bit patterns).
        240..=248 => Some(crate::float::INLINE_F64[usize::from(v - 240)]),
        // A 32-bit literal is zero-extended: LLVM's S_MOV_B64_IMM_PSEUDO
        // expansion (SIInstrInfo.cpp) keeps one s_mov_b64 with a literal only
        // when the value passes APInt::isIntN(32), an unsigned test, and
        // splits every other value into two s_mov_b32 (the VALU 64-bit
        // integer operands are taken to read literals the same way:
        // UNCONFIRMED).
        LITERAL => Some(u64::from(literal)),
        // Integer inline constants are sign-extended 64-bit values.
        _ => inline(v).map(|k| i64::from(k as i32) as u64),
    }
}

/// Writes a 32-bit scalar destination.
pub fn write_scalar(w: &mut Wave, d: u16, x: u32) -> Result<(), String> {
    let gen = w.gen();
    let full = w.full_mask();
    match d {
        0..=105 => w.sgpr[usize::from(d)] = x,
        106 => w.vcc = (w.vcc & !0xffff_ffff | u64::from(x)) & full,
        107 => w.vcc = (w.vcc & 0xffff_ffff | u64::from(x) << 32) & full,
        126 => w.exec = (w.exec & !0xffff_ffff | u64::from(x)) & full,
        127 => w.exec = (w.exec & 0xffff_ffff | u64::from(x) << 32) & full,
        124 | 125 if is_m0(d, gen) => w.m0 = x,
        124 | 125 if is_null(d, gen) => {}
        108..=123 => w.ttmp[usize::from(d - 108)] = x,
        _ => return Err(format!("scalar destination {d} is not modelled")),
    }
    Ok(())
}

fn write_scalar64(w: &mut Wave, d: u16, x: u64) -> Result<(), String> {
    match d {
        124 | 125 if is_null(d, w.gen()) => {}
        106 => w.vcc = x & w.full_mask(),
        126 => w.exec = x & w.full_mask(),
        _ => {
            write_scalar(w, d, x as u32)?;
            write_scalar(w, d + 1, (x >> 32) as u32)?;
        }
    }
    Ok(())
}

/// Writes a lane mask: 64 bits in wave64, 32 in wave32.
pub(crate) fn write_mask(w: &mut Wave, d: u16, m: u64) -> Result<(), String> {
    if w.wave_size == 64 {
        write_scalar64(w, d, m)
    } else {
        write_scalar(w, d, m as u32)
    }
}

pub(crate) fn read_mask(w: &Wave, v: u16, lit: u32) -> Result<u64, String> {
    Ok(if w.wave_size == 64 {
        read_scalar64(w, v, lit)?
    } else {
        u64::from(read_scalar(w, v, lit)?)
    })
}

/// A vector source for `lane`.
#[inline]
fn vsrc(w: &Wave, v: u16, lane: usize, scalar: Option<u32>) -> u32 {
    match scalar {
        Some(s) => s,
        None => w.vgpr[usize::from(v - VGPR0)][lane],
    }
}

/// Pre-reads a source: `None` for a VGPR (read per lane), the value otherwise.
fn pre(w: &Wave, v: u16, lit: u32) -> Result<Option<u32>, String> {
    if v >= VGPR0 {
        Ok(None)
    } else {
        read_scalar(w, v, lit).map(Some)
    }
}

/// `op` on 32-bit values (AMD ISA guides' pseudocode for each opcode).
#[inline(always)]
pub fn bin(op: Bin, a: u32, b: u32) -> u32 {
    let sext24 = |x: u32| ((x << 8) as i32 >> 8) as i64;
    match op {
        Bin::Add | Bin::AddI => a.wrapping_add(b),
        Bin::Sub | Bin::SubI => a.wrapping_sub(b),
        Bin::SubRev => b.wrapping_sub(a),
        Bin::Shl => a << (b & 31),
        Bin::ShlRev => b << (a & 31),
        Bin::Shr => a >> (b & 31),
        Bin::ShrRev => b >> (a & 31),
        Bin::Ashr => ((a as i32) >> (b & 31)) as u32,
        Bin::AshrRev => ((b as i32) >> (a & 31)) as u32,
        Bin::And => a & b,
        Bin::Or => a | b,
        Bin::Xor => a ^ b,
        Bin::AndNot => a & !b,
        Bin::OrNot => a | !b,
        Bin::Nand => !(a & b),
        Bin::Nor => !(a | b),
        Bin::Xnor => !(a ^ b),
        Bin::MulLo => a.wrapping_mul(b),
        Bin::MulHiU => ((u64::from(a) * u64::from(b)) >> 32) as u32,
        Bin::MulHiI => ((i64::from(a as i32) * i64::from(b as i32)) >> 32) as u32,
        Bin::MulU24 => (a & 0xff_ffff).wrapping_mul(b & 0xff_ffff),
        Bin::MulI24 => (sext24(a) * sext24(b)) as u32,
        Bin::MulHiU24 => ((u64::from(a & 0xff_ffff) * u64::from(b & 0xff_ffff)) >> 32) as u32,
        Bin::MulHiI24 => ((sext24(a) * sext24(b)) >> 32) as u32,
        Bin::MinU => a.min(b),
        Bin::MaxU => a.max(b),
        Bin::MinI => (a as i32).min(b as i32) as u32,
        Bin::MaxI => (a as i32).max(b as i32) as u32,
        Bin::Bfm => ((1u32 << (a & 31)) - 1) << (b & 31),
        Bin::Bcnt => a.count_ones().wrapping_add(b),
        Bin::AbsDiff => (a as i32).wrapping_sub(b as i32).unsigned_abs(),
        Bin::LshlAdd(n) => (a << n).wrapping_add(b),
        Bin::Pack { hi0, hi1 } => {
            let half = |x: u32, hi: bool| if hi { x >> 16 } else { x & 0xffff };
            half(b, hi1) << 16 | half(a, hi0)
        }
    }
}

/// `op` on 64-bit values: logic, and shifts by the low 6 bits of `b`
/// (`None` for operations SALU has no 64-bit form of).
pub fn bin64(op: Bin, a: u64, b: u64) -> Option<u64> {
    Some(match op {
        Bin::And => a & b,
        Bin::Or => a | b,
        Bin::Xor => a ^ b,
        Bin::AndNot => a & !b,
        Bin::OrNot => a | !b,
        Bin::Nand => !(a & b),
        Bin::Nor => !(a | b),
        Bin::Xnor => !(a ^ b),
        Bin::Shl => a << (b & 63),
        Bin::Shr => a >> (b & 63),
        Bin::Ashr => ((a as i64) >> (b & 63)) as u64,
        Bin::ShlRev => b << (a & 63),
        Bin::ShrRev => b >> (a & 63),
        Bin::AshrRev => ((b as i64) >> (a & 63)) as u64,
        Bin::Bfm => ((1u64 << (a & 63)).wrapping_sub(1)) << (b & 63),
        Bin::Add | Bin::AddI => a.wrapping_add(b),
        Bin::Sub | Bin::SubI => a.wrapping_sub(b),
        Bin::MulLo => a.wrapping_mul(b),
        _ => return None,
    })
}

/// SCC after SALU `op` with sources `a`, `b` and 32-bit result `r`
/// (`None`: SCC unchanged). AMD ISA guides, SOP2 opcode descriptions.
fn scc_of(op: Bin, a: u32, b: u32, r: u32) -> Option<bool> {
    Some(match op {
        Bin::Add => r < a,
        Bin::Sub => b > a,
        // signed overflow: the operands' signs agree (add) or differ (sub)
        // and the result's differs from the first operand's
        Bin::AddI => ((a ^ !b) & (a ^ r)) >> 31 != 0,
        Bin::SubI => ((a ^ b) & (a ^ r)) >> 31 != 0,
        Bin::MinU => a < b,
        Bin::MaxU => a > b,
        Bin::MinI => (a as i32) < (b as i32),
        Bin::MaxI => (a as i32) > (b as i32),
        Bin::LshlAdd(n) => (u64::from(a) << n) + u64::from(b) > u64::from(u32::MAX),
        Bin::MulLo | Bin::MulHiU | Bin::MulHiI | Bin::Bfm | Bin::Pack { .. } => return None,
        _ => r != 0,
    })
}

/// One-source operation on `bits`-bit `x`; `d` is the destination's old
/// value (for bitset).
pub fn un(op: Un, x: u64, d: u64, bits: u32) -> u64 {
    let mask = if bits == 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let x = x & mask;
    let none = u64::from(u32::MAX); // -1 as a 32-bit result
    match op {
        Un::Not => !x & mask,
        Un::Brev => x.reverse_bits() >> (64 - bits),
        Un::Bcnt1 => u64::from(x.count_ones()),
        Un::Bcnt0 => u64::from(bits - x.count_ones()),
        Un::Ff1 if x == 0 => none,
        Un::Ff1 => u64::from(x.trailing_zeros()),
        Un::Ff0 if x == mask => none,
        Un::Ff0 => u64::from((!x).trailing_zeros()),
        Un::Flbit if x == 0 => none,
        Un::Flbit => u64::from(x.leading_zeros() - (64 - bits)),
        Un::FlbitI => {
            let sign = x >> (bits - 1) & 1;
            let y = if sign == 1 { !x & mask } else { x };
            if y == 0 {
                none
            } else {
                u64::from(y.leading_zeros() - (64 - bits))
            }
        }
        Un::SextI8 => u64::from(x as u8 as i8 as i32 as u32),
        Un::SextI16 => u64::from(x as u16 as i16 as i32 as u32),
        Un::Abs => u64::from((x as u32 as i32).unsigned_abs()),
        Un::BitReplicate => (0..32)
            .filter(|i| x >> i & 1 != 0)
            .fold(0, |r, i| r | 3 << (2 * i)),
        Un::Quadmask => (0..bits / 4)
            .filter(|i| x >> (4 * i) & 0xf != 0)
            .fold(0, |r, i| r | 1 << i),
        Un::Wqm => (0..bits / 4)
            .filter(|i| x >> (4 * i) & 0xf != 0)
            .fold(0, |r, i| r | 0xf << (4 * i)),
        Un::Bitset0 => d & !(1u64 << (x & u64::from(bits - 1))) & mask,
        Un::Bitset1 => (d | 1u64 << (x & u64::from(bits - 1))) & mask,
    }
}

/// Bits `[off, off + width)` of `x` (`bits` wide), sign-extended from the
/// width when `signed`; a width of 0 gives 0.
pub fn field(x: u64, off: u32, width: u32, signed: bool, bits: u32) -> u64 {
    let width = width.min(bits);
    if width == 0 {
        return 0;
    }
    // the signed forms shift arithmetically: S0.i32 >> offset (RDNA 3
    // pseudocode V_BFE_I32 / S_BFE_I32), so bits past the top are sign copies
    let shifted = if signed {
        let sx = if bits == 32 {
            i64::from(x as u32 as i32)
        } else {
            x as i64
        };
        (sx >> off.min(63)) as u64
    } else {
        x >> off.min(63)
    };
    let v = shifted
        & if width >= 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        };
    let r = if signed {
        ((v << (64 - width)) as i64 >> (64 - width)) as u64
    } else {
        v
    };
    if bits == 64 {
        r
    } else {
        r & 0xffff_ffff
    }
}

/// Three-source integer operation.
#[inline(always)]
/// Sum over the `width`-bit fields of `a` and `b` of |a.field - b.field|,
/// skipping fields where b's is 0 when `masked`.
fn sad(a: u32, b: u32, width: u32, masked: bool) -> u32 {
    let m = (1u64 << width) - 1;
    (0..32 / width)
        .map(|i| {
            let (x, y) = (
                (u64::from(a) >> (i * width)) & m,
                (u64::from(b) >> (i * width)) & m,
            );
            if masked && y == 0 {
                0
            } else {
                x.abs_diff(y) as u32
            }
        })
        .fold(0u32, u32::wrapping_add)
}

pub fn tri(op: Tri, a: u32, b: u32, c: u32) -> u32 {
    let sext24 = |x: u32| ((x << 8) as i32 >> 8) as i64;
    // D = (S0 >> S1[4:0]) & ((1 << S2[4:0]) - 1), sign-extended from the
    // width for BFE_I32 (RDNA 3 ISA pseudocode)
    let bfe = |signed: bool| field(u64::from(a), b & 31, c & 31, signed, 32) as u32;
    let med = |x: i64, y: i64, z: i64| x.max(y).min(x.min(y).max(z));
    match op {
        Tri::Add3 => a.wrapping_add(b).wrapping_add(c),
        Tri::LshlAdd => (a << (b & 31)).wrapping_add(c),
        Tri::AddLshl => a.wrapping_add(b) << (c & 31),
        Tri::LshlOr => (a << (b & 31)) | c,
        Tri::AndOr => (a & b) | c,
        Tri::Or3 => a | b | c,
        Tri::Xor3 => a ^ b ^ c,
        Tri::Xad => (a ^ b).wrapping_add(c),
        Tri::MadU24 => (a & 0xff_ffff).wrapping_mul(b & 0xff_ffff).wrapping_add(c),
        Tri::MadI24 => ((sext24(a) * sext24(b)) as u32).wrapping_add(c),
        Tri::MadLo => a.wrapping_mul(b).wrapping_add(c),
        Tri::BfeU => bfe(false),
        Tri::BfeI => bfe(true),
        Tri::Bfi => (a & b) | (!a & c),
        Tri::Alignbit => ((u64::from(a) << 32 | u64::from(b)) >> (c & 31)) as u32,
        Tri::Alignbyte => ((u64::from(a) << 32 | u64::from(b)) >> (8 * (c & 3))) as u32,
        Tri::Min3U => a.min(b).min(c),
        Tri::Max3U => a.max(b).max(c),
        Tri::Min3I => (a as i32).min(b as i32).min(c as i32) as u32,
        Tri::Max3I => (a as i32).max(b as i32).max(c as i32) as u32,
        Tri::Med3U => med(a.into(), b.into(), c.into()) as u32,
        Tri::Med3I => med((a as i32).into(), (b as i32).into(), (c as i32).into()) as u32,
        Tri::MaxMinU => a.max(b).min(c),
        Tri::MaxMinI => (a as i32).max(b as i32).min(c as i32) as u32,
        Tri::MinMaxU => a.min(b).max(c),
        Tri::MinMaxI => (a as i32).min(b as i32).max(c as i32) as u32,
        Tri::SadU8 => sad(a, b, 8, false).wrapping_add(c),
        Tri::SadHiU8 => (sad(a, b, 8, false) << 16).wrapping_add(c),
        Tri::SadU16 => sad(a, b, 16, false).wrapping_add(c),
        Tri::SadU32 => a.abs_diff(b).wrapping_add(c),
        Tri::MsadU8 => sad(a, b, 8, true).wrapping_add(c),
        Tri::LerpU8 => (0..4).fold(0, |r, i| {
            let byte = |x: u32| (x >> (8 * i)) & 0xff;
            r | ((byte(a) + byte(b) + (c >> (8 * i) & 1)) >> 1) << (8 * i)
        }),
    }
}

pub(crate) fn compare(c: Cmp, t: CmpType, a: u64, b: u64) -> bool {
    use std::cmp::Ordering::*;
    let ord = match t {
        CmpType::U32 => Some((a as u32).cmp(&(b as u32))),
        CmpType::I32 => Some((a as i32).cmp(&(b as i32))),
        CmpType::U64 => Some(a.cmp(&b)),
        CmpType::I64 => Some((a as i64).cmp(&(b as i64))),
        // Unordered (NaN) compares are false except `neq` (IEEE `!=`).
        CmpType::F32 => f32::from_bits(a as u32).partial_cmp(&f32::from_bits(b as u32)),
    };
    match (c, ord) {
        (Cmp::F, _) => false,
        (Cmp::T, _) => true,
        (Cmp::Ne, None) => true,
        (_, None) => false,
        (Cmp::Eq, Some(o)) => o == Equal,
        (Cmp::Ne, Some(o)) => o != Equal,
        (Cmp::Lt, Some(o)) => o == Less,
        (Cmp::Gt, Some(o)) => o == Greater,
        (Cmp::Le, Some(o)) => o != Greater,
        (Cmp::Ge, Some(o)) => o != Less,
    }
}

fn wide(t: CmpType) -> bool {
    matches!(t, CmpType::U64 | CmpType::I64)
}

/// Applies VOP3 abs/neg to float source `i`.
fn fmod(a: &AluInst, i: usize, x: u32) -> u32 {
    let mut x = x;
    if a.abs >> i & 1 != 0 {
        x &= 0x7fff_ffff;
    }
    if a.neg >> i & 1 != 0 {
        x ^= 0x8000_0000;
    }
    x
}

/// Applies VOP3 omod and clamp to a float result.
fn fout(a: &AluInst, r: f32) -> u32 {
    let r = match a.omod {
        1 => r * 2.0,
        2 => r * 4.0,
        3 => r * 0.5,
        _ => r,
    };
    let r = if a.clamp {
        if r.is_nan() {
            0.0
        } else {
            r.clamp(0.0, 1.0)
        }
    } else {
        r
    };
    r.to_bits()
}

/// [`fout`] of a result already rounded by a directed mode: CLAMP only
/// (`crate::round::check` refuses OMOD there).
fn fround(a: &AluInst, r: u32) -> u32 {
    if a.clamp {
        crate::round::clamp(r.into(), Fty::F32) as u32
    } else {
        r
    }
}

/// Iterates the set bits of `m` in ascending order.
pub fn lanes(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(l)
        }
    })
}

/// The value of hardware register `name` as `s_getreg` reads it, `None`
/// for registers not modelled. HW_ID1 gives the wave's number in its
/// workgroup and zeros elsewhere, SHADER_CYCLES the wave's instruction count
/// (20 bits), so runs are deterministic (UNCONFIRMED layouts beyond MODE).
fn hwreg(w: &Wave, name: &str) -> Option<u32> {
    Some(match name {
        "HW_REG_MODE" => w.mode,
        "HW_REG_STATUS" | "HW_REG_TRAPSTS" | "HW_REG_IB_STS" | "HW_REG_GPR_ALLOC"
        | "HW_REG_LDS_ALLOC" | "HW_REG_HW_ID2" | "HW_REG_FLAT_SCR_LO" | "HW_REG_FLAT_SCR_HI" => 0,
        "HW_REG_HW_ID1" | "HW_REG_HW_ID" => w.id & 31,
        "HW_REG_SHADER_CYCLES" => (w.steps & 0xf_ffff) as u32,
        // the apertures' bits 63:48 (AMDGPUUsage "Memory Spaces"; vmem.rs)
        "HW_REG_SH_MEM_BASES" => {
            crate::vmem::SHARED_APERTURE_HI >> 16 | (crate::vmem::PRIVATE_APERTURE_HI >> 16) << 16
        }
        _ => return None,
    })
}

/// Whether `kind` computes with floats (and so depends on MODE).
fn is_float(kind: AluKind) -> bool {
    use AluKind::*;
    if let VPackCvt(op) = kind {
        return op.float();
    }
    matches!(
        kind,
        VFBin(_)
            | VFma(_)
            | VCvt(_)
            | VFUn(..)
            | VFCvt(_)
            | VFBinT(..)
            | VFmaT(..)
            | VFTri(..)
            | VDx9(_)
            | VCube(_)
            | VCvtPkRtz
            | VDot2Acc { .. }
            | VTrigPreop
            | VDot2Half { .. }
            | VPkFmac
            | VFrexpExp16
            | VMullit
            | VLdexp(_)
            | VDivScale(_)
            | VDivFmas(_)
            | VDivFixup(_)
    )
}

/// Writes a compare's lane mask: VCC (VOPC) or SDST (VOP3), and EXEC for
/// `v_cmpx` (GFX10+ v_cmpx writes EXEC only; GFX9's also writes SDST/VCC).
pub(crate) fn write_cmp(w: &mut Wave, a: &AluInst, m: u64, cmpx: bool) -> Result<(), String> {
    let m = m & w.exec;
    if !(cmpx && w.gen() >= Gen::Gfx10) {
        let d = if a.is_vop3() { a.dst } else { 106 };
        write_mask(w, d, m)?;
    }
    if cmpx {
        w.exec = m;
    }
    Ok(())
}

/// f64 `op` on bit patterns (the f32 rules of [`fminmax`] for min/max).
pub fn fbin64(op: FBin, a: u64, b: u64) -> u64 {
    let (x, y) = (f64::from_bits(a), f64::from_bits(b));
    match op {
        FBin::Add => (x + y).to_bits(),
        FBin::Sub => (x - y).to_bits(),
        FBin::SubRev => (y - x).to_bits(),
        FBin::Mul => (x * y).to_bits(),
        FBin::Min | FBin::Max => {
            let snan = |v: f64, bits: u64| v.is_nan() && bits >> 51 & 1 == 0;
            if snan(x, a) {
                return a | 1 << 51;
            }
            if snan(y, b) {
                return b | 1 << 51;
            }
            if x.is_nan() {
                return b;
            }
            if y.is_nan() {
                return a;
            }
            let max = op == FBin::Max;
            let below = x < y || (x == 0.0 && y == 0.0 && a >> 63 > b >> 63);
            let above = x > y || (x == 0.0 && y == 0.0 && a >> 63 < b >> 63);
            if (max && above) || (!max && below) {
                a
            } else {
                b
            }
        }
    }
}

/// A 64-bit vector source for `lane` (a VGPR pair, or the pre-read value).
#[inline]
fn vsrc64(w: &Wave, v: u16, lane: usize, scalar: Option<u64>) -> u64 {
    match scalar {
        Some(s) => s,
        None => {
            let r = usize::from(v - VGPR0);
            u64::from(w.vgpr[r][lane]) | u64::from(w.vgpr[(r + 1) & 255][lane]) << 32
        }
    }
}

fn pre64(w: &Wave, v: u16, lit: u32) -> Result<Option<u64>, String> {
    if v >= VGPR0 {
        Ok(None)
    } else {
        read_scalar64(w, v, lit).map(Some)
    }
}

/// Writes a 64-bit VGPR pair result of `lane`.
#[inline]
fn write_v64(w: &mut Wave, d: usize, lane: usize, x: u64) {
    w.vgpr[d][lane] = x as u32;
    w.vgpr[(d + 1) & 255][lane] = (x >> 32) as u32;
}

/// `V_MIN_F32` / `V_MAX_F32` in IEEE mode (RDNA 3 ISA pseudocode): a
/// signalling NaN input gives its quiet form, a quiet NaN yields the other
/// operand, and -0 is below +0.
fn fminmax(a: u32, b: u32, max: bool) -> u32 {
    crate::float::minmax(max, a.into(), b.into(), Fty::F32) as u32
}

fn fbin(op: FBin, x: f32, y: f32) -> f32 {
    match op {
        FBin::Add => x + y,
        FBin::Sub => x - y,
        FBin::SubRev => y - x,
        FBin::Mul => x * y,
        FBin::Min => f32::from_bits(fminmax(x.to_bits(), y.to_bits(), false)),
        FBin::Max => f32::from_bits(fminmax(x.to_bits(), y.to_bits(), true)),
    }
}

fn cvt(op: Cvt, x: u32) -> u32 {
    match op {
        // Rust's conversions round to nearest even; float to integer
        // truncates, saturates and maps NaN to 0, as V_CVT_I32_F32 does
        Cvt::F32FromI32 => (x as i32 as f32).to_bits(),
        Cvt::F32FromU32 => (x as f32).to_bits(),
        Cvt::F32FromUbyte(n) => f32::from((x >> (8 * n)) as u8).to_bits(),
        Cvt::I32FromF32 => f32::from_bits(x) as i32 as u32,
        Cvt::U32FromF32 => f32::from_bits(x) as u32,
    }
}

/// `bin(op)` over all lanes, with the operation chosen once.
#[inline(always)]
fn bin_lanes<const N: usize>(op: Bin, x: &Lanes<N>, y: &Lanes<N>) -> Lanes<N> {
    macro_rules! each {
        ($($v:ident)*) => {
            match op {
                $(Bin::$v => map2(x, y, |p, q| bin(Bin::$v, p, q)),)*
                // scalar-only operations, with a parameter
                Bin::AbsDiff | Bin::LshlAdd(_) | Bin::Pack { .. } => {
                    map2(x, y, |p, q| bin(op, p, q))
                }
            }
        };
    }
    each!(Add Sub SubRev AddI SubI Shl ShlRev Shr ShrRev Ashr AshrRev And Or Xor AndNot OrNot
          Nand Nor Xnor MulLo MulHiU MulHiI MulU24 MulI24 MulHiU24 MulHiI24 MinU MaxU MinI MaxI
          Bfm Bcnt)
}

/// `tri(op)` over all lanes.
#[inline(always)]
fn tri_lanes<const N: usize>(op: Tri, x: &Lanes<N>, y: &Lanes<N>, z: &Lanes<N>) -> Lanes<N> {
    macro_rules! each {
        ($($v:ident)*) => {
            match op {
                $(Tri::$v => map3(x, y, z, |p, q, r| tri(Tri::$v, p, q, r)),)*
            }
        };
    }
    each!(Add3 LshlAdd AddLshl LshlOr AndOr Or3 Xor3 Xad MadU24 MadI24 MadLo BfeU BfeI Bfi
          Alignbit Alignbyte Min3U Max3U Min3I Max3I Med3U Med3I MaxMinU MaxMinI MinMaxU MinMaxI
          SadU8 SadHiU8 SadU16 SadU32 MsadU8 LerpU8)
}

/// `fbin(op)` over all lanes (no modifiers).
#[inline(always)]
fn fbin_lanes<const N: usize>(op: FBin, x: &Lanes<N>, y: &Lanes<N>) -> Lanes<N> {
    let f = |g: fn(f32, f32) -> f32| {
        map2(x, y, |p, q| {
            g(f32::from_bits(p), f32::from_bits(q)).to_bits()
        })
    };
    match op {
        FBin::Add => f(|p, q| p + q),
        FBin::Sub => f(|p, q| p - q),
        FBin::SubRev => f(|p, q| q - p),
        FBin::Mul => f(|p, q| p * q),
        FBin::Min => map2(x, y, |p, q| fminmax(p, q, false)),
        FBin::Max => map2(x, y, |p, q| fminmax(p, q, true)),
    }
}

/// Fused multiply-add over all lanes: the FMA instruction when the CPU has
/// it (one rounding either way; `mul_add` falls back to a correctly rounded
/// library routine).
#[inline(always)]
fn fma_lanes<const N: usize>(x: &Lanes<N>, y: &Lanes<N>, z: &Lanes<N>) -> Lanes<N> {
    #[cfg(target_arch = "x86_64")]
    {
        #[target_feature(enable = "fma")]
        unsafe fn with_fma<const N: usize>(x: &Lanes<N>, y: &Lanes<N>, z: &Lanes<N>) -> Lanes<N> {
            map3(x, y, z, |p, q, r| {
                f32::from_bits(p)
                    .mul_add(f32::from_bits(q), f32::from_bits(r))
                    .to_bits()
            })
        }
        if std::arch::is_x86_feature_detected!("fma") {
            // SAFETY: the CPU has FMA, checked just above.
            return unsafe { with_fma(x, y, z) };
        }
    }
    map3(x, y, z, |p, q, r| {
        f32::from_bits(p)
            .mul_add(f32::from_bits(q), f32::from_bits(r))
            .to_bits()
    })
}

/// Where a lane-array source comes from, resolved when the program is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Src {
    /// A VGPR row, by index.
    Vgpr(u16),
    /// An inline constant or literal: the same for every lane and every run.
    Const(u32),
    /// A scalar operand read when the instruction runs (SGPRs, VCC, M0...).
    Scalar(u16),
}

/// The operation of a [`LaneOp`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneFn {
    Mov,
    Bin(Bin),
    Tri(Tri),
    FBin(FBin),
    Cvt(Cvt),
    /// `v_fma_f32` and its `fmac`/`fmaak`/`fmamk` forms, sources reordered.
    Fma,
    /// `v_mad_u64_u32` with a scalar addend (src 2) and no carry out: the
    /// addend when it is a constant, else read from its register.
    MadU64(Option<u64>),
}

impl LaneFn {
    /// Sources read as lane arrays.
    fn arity(self) -> usize {
        match self {
            LaneFn::Mov | LaneFn::Cvt(_) => 1,
            LaneFn::Bin(_) | LaneFn::FBin(_) | LaneFn::MadU64(_) => 2,
            LaneFn::Tri(_) | LaneFn::Fma => 3,
        }
    }
}

/// A VALU instruction of the common kinds without modifiers, compiled for
/// the lane-array path: sources resolved once (VGPR row, constant or scalar
/// register), so running it is a fetch of rows, one loop over the lanes
/// the compiler vectorises, and a merge under EXEC.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaneOp {
    pub f: LaneFn,
    /// Destination VGPR (the low one of a pair for `MadU64`).
    pub dst: u16,
    pub src: [Src; 3],
    /// Computes with floats: a MODE other than the default runs it through
    /// `run_lanes_flushing`.
    pub float: bool,
}

/// `a` as a [`LaneOp`], or `None` when the general path must run it
/// (modifiers, DPP, SDWA, or a kind without a lane-array form).
#[inline]
pub fn prepare(target: Target, kind: AluKind, a: &AluInst) -> Option<LaneOp> {
    let plain = a.abs == 0 && a.neg == 0 && a.omod == 0 && !a.clamp;
    if !plain || a.dpp.is_some() || a.sdwa.is_some() {
        return None;
    }
    let src = |v: u16| {
        if v >= VGPR0 {
            Src::Vgpr(v - VGPR0)
        } else if v == LITERAL {
            Src::Const(a.literal)
        } else {
            inline(v).map_or(Src::Scalar(v), Src::Const)
        }
    };
    let [s0, s1, s2] = a.src;
    let (f, src) = match kind {
        AluKind::VMov => (LaneFn::Mov, [src(s0); 3]),
        AluKind::VBin(op) => (LaneFn::Bin(op), [src(s0), src(s1), Src::Const(0)]),
        AluKind::VTri(op) => (LaneFn::Tri(op), [src(s0), src(s1), src(s2)]),
        AluKind::VFBin(op) => (LaneFn::FBin(op), [src(s0), src(s1), Src::Const(0)]),
        AluKind::VCvt(op) => (LaneFn::Cvt(op), [src(s0); 3]),
        AluKind::VFma(form) => {
            let (x, y, z) = match form {
                Fma::Fma => (s0, s1, s2),
                Fma::Fmac => (s0, s1, VGPR0 + a.dst),
                Fma::Fmaak => (s0, s1, LITERAL),
                Fma::Fmamk => (s0, LITERAL, s1),
            };
            (LaneFn::Fma, [src(x), src(y), src(z)])
        }
        // the compiler's 64-bit index and LCG arithmetic
        AluKind::VMad64 { signed: false } if s2 < VGPR0 && is_null(a.sdst, target.gen()) => (
            LaneFn::MadU64(const64(s2, a.literal)),
            [src(s0), src(s1), Src::Scalar(s2)],
        ),
        _ => return None,
    };
    Some(LaneOp {
        f,
        dst: a.dst,
        src,
        float: is_float(kind),
    })
}

/// A 32-bit scalar binary operation (`s_add_u32`, `s_and_b32`...) with its
/// sources resolved once: the run loop's lowered form of [`AluKind::SBin`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScalarBin {
    pub op: Bin,
    pub dst: u16,
    /// Constants (inline or literal) or scalar registers, never VGPRs.
    pub src: [Src; 2],
}

impl ScalarBin {
    pub(crate) fn of(op: Bin, a: &AluInst) -> Option<ScalarBin> {
        let src = |v: u16| {
            if v >= VGPR0 {
                None
            } else if v == LITERAL {
                Some(Src::Const(a.literal))
            } else {
                Some(inline(v).map_or(Src::Scalar(v), Src::Const))
            }
        };
        Some(ScalarBin {
            op,
            dst: a.dst,
            src: [src(a.src[0])?, src(a.src[1])?],
        })
    }
}

/// Runs a [`ScalarBin`] as [`exec`] runs [`AluKind::SBin`].
#[inline(always)]
pub(crate) fn exec_sbin(w: &mut Wave, s: &ScalarBin) -> Result<(), String> {
    let read = |w: &Wave, src: Src| match src {
        Src::Const(k) => Ok(k),
        Src::Scalar(v) | Src::Vgpr(v) => read_scalar(w, v, 0),
    };
    let (x, y) = (read(w, s.src[0])?, read(w, s.src[1])?);
    let r = bin(s.op, x, y);
    if let Some(scc) = scc_of(s.op, x, y, r) {
        w.scc = scc;
    }
    write_scalar(w, s.dst, r)
}

/// Runs a [`LaneOp`] compiled for the CPU's features in the caller's
/// context (the run loop picks its variant once per wave).
#[inline(always)]
pub(crate) fn exec_lanes_inline(w: &mut Wave, op: &LaneOp) -> Result<(), String> {
    if op.float && w.mode & FLOAT_MODE_BITS != DEFAULT_MODE & FLOAT_MODE_BITS {
        return run_lanes_flushing(w, op);
    }
    if w.wave_size == 32 {
        run_lanes::<32>(w, op)
    } else {
        run_lanes::<64>(w, op)
    }
}

/// Runs a [`LaneOp`].
#[inline]
pub fn exec_lanes(w: &mut Wave, op: &LaneOp) -> Result<(), String> {
    if op.float && w.mode & FLOAT_MODE_BITS != DEFAULT_MODE & FLOAT_MODE_BITS {
        return run_lanes_flushing(w, op);
    }
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma") {
        // SAFETY: the CPU has AVX2 and FMA, checked just above.
        return unsafe {
            if w.wave_size == 32 {
                run_lanes_avx2::<32>(w, op)
            } else {
                run_lanes_avx2::<64>(w, op)
            }
        };
    }
    if w.wave_size == 32 {
        run_lanes::<32>(w, op)
    } else {
        run_lanes::<64>(w, op)
    }
}

/// [`run_lanes`] compiled for AVX2: a 32-lane row is four 256-bit vectors,
/// and rows are written and read back at the same width (mixed 128/256-bit
/// accesses to a row just written stall on store forwarding).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn run_lanes_avx2<const N: usize>(w: &mut Wave, op: &LaneOp) -> Result<(), String> {
    run_lanes::<N>(w, op)
}

/// A row of zeros for the sources an operation does not read.
static ZERO_ROW: [u32; 64] = [0; 64];

#[inline(always)]
fn run_lanes<const N: usize>(w: &mut Wave, op: &LaneOp) -> Result<(), String> {
    // only the broadcast sources are written (no zeroing of the others)
    let mut splat = [std::mem::MaybeUninit::<Lanes<N>>::uninit(); 3];
    let n = op.f.arity();
    for (i, s) in op.src[..n].iter().enumerate() {
        match *s {
            Src::Vgpr(_) => {}
            Src::Const(k) => {
                splat[i].write([k; N]);
            }
            Src::Scalar(v) => {
                splat[i].write([read_scalar(w, v, 0)?; N]);
            }
        }
    }
    let addend = match (op.f, op.src[2]) {
        (LaneFn::MadU64(Some(k)), _) => k,
        (LaneFn::MadU64(None), Src::Scalar(v)) => read_scalar64(w, v, 0)?,
        _ => 0,
    };
    // every source below `n` is a VGPR row or was broadcast just above;
    // sources from `n` up are never read
    let mut rows: [&Lanes<N>; 3] = [&ZERO_ROW; 3].map(|z| z.first_chunk::<N>().unwrap_or(&[0; N]));
    for (i, s) in op.src[..n].iter().enumerate() {
        rows[i] = match *s {
            Src::Vgpr(r) => w
                .vgpr
                .get(usize::from(r))
                .and_then(|row| row.first_chunk::<N>())
                .ok_or_else(|| format!("VGPR v{r} is out of range"))?,
            // SAFETY: written in the loop above for this `i`
            _ => unsafe { splat[i].assume_init_ref() },
        };
    }
    let [x, y, z] = rows;
    let r = match op.f {
        LaneFn::Mov => *x,
        LaneFn::Bin(b) => bin_lanes(b, x, y),
        LaneFn::Tri(t) => tri_lanes(t, x, y, z),
        LaneFn::FBin(f) => fbin_lanes(f, x, y),
        LaneFn::Cvt(c) => map1(x, |v| cvt(c, v)),
        LaneFn::Fma => fma_lanes(x, y, z),
        LaneFn::MadU64(_) => {
            let mut lo = [0u32; N];
            let mut hi = [0u32; N];
            for l in 0..N {
                let r = (u64::from(x[l]) * u64::from(y[l])).wrapping_add(addend);
                lo[l] = r as u32;
                hi[l] = (r >> 32) as u32;
            }
            let exec = w.exec;
            merge(w, usize::from(op.dst), &lo, exec);
            merge(w, usize::from(op.dst) + 1, &hi, exec);
            return Ok(());
        }
    };
    let exec = w.exec;
    merge(w, usize::from(op.dst), &r, exec);
    Ok(())
}

/// [`run_lanes`] in a MODE other than the default: the f32 sources are
/// copied and flushed as MODE.FP_DENORM says, and so is the result
/// (`crate::denorm`); other rounding modes are refused. Compiled for AVX2
/// when the CPU has it, like [`exec_lanes`].
#[cold]
#[inline(never)]
fn run_lanes_flushing(w: &mut Wave, op: &LaneOp) -> Result<(), String> {
    use crate::denorm::Flush;
    let fz = Flush::of(w.mode, Fty::F32);
    // which side of the operation is f32 (conversions: one side only)
    let (float_in, float_out) = match op.f {
        LaneFn::FBin(_) | LaneFn::Fma => (true, true),
        LaneFn::Cvt(c) => {
            let from_f32 = matches!(c, Cvt::I32FromF32 | Cvt::U32FromF32);
            (from_f32, !from_f32)
        }
        // moves and integer operations
        _ => (false, false),
    };
    let fz = Flush {
        src: fz.src && float_in,
        dst: fz.dst && float_out,
    };
    // MODE.FP_ROUND[1:0] rounds the f32 results (`crate::round`)
    if crate::round::Round::of(w.mode, Fty::F32).directed() {
        return if w.wave_size != 32 {
            flush_lanes::<64>(w, op, fz)
        } else {
            flush_lanes::<32>(w, op, fz)
        };
    }
    let wave64 = w.wave_size != 32;
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma") {
        #[target_feature(enable = "avx2,fma")]
        unsafe fn avx2<const N: usize>(w: &mut Wave, op: &LaneOp, fz: Flush) -> Result<(), String> {
            flush_lanes::<N>(w, op, fz)
        }
        // SAFETY: the CPU has AVX2 and FMA, checked just above.
        return unsafe {
            if wave64 {
                avx2::<64>(w, op, fz)
            } else {
                avx2::<32>(w, op, fz)
            }
        };
    }
    if wave64 {
        flush_lanes::<64>(w, op, fz)
    } else {
        flush_lanes::<32>(w, op, fz)
    }
}

/// [`run_lanes`] with the sources and the result flushed as `fz` says.
#[inline(always)]
fn flush_lanes<const N: usize>(
    w: &mut Wave,
    op: &LaneOp,
    fz: crate::denorm::Flush,
) -> Result<(), String> {
    use crate::denorm::zero_denormal32 as zero;
    let rnd = crate::round::Round::of(w.mode, Fty::F32);
    if !fz.any() && !rnd.directed() {
        return run_lanes::<N>(w, op);
    }
    let mut rows = [[0u32; N]; 3];
    for (row, s) in rows.iter_mut().zip(&op.src[..op.f.arity()]) {
        match *s {
            Src::Vgpr(r) => row.copy_from_slice(
                &w.vgpr
                    .get(usize::from(r))
                    .ok_or_else(|| format!("VGPR v{r} is out of range"))?[..N],
            ),
            Src::Const(k) => *row = [k; N],
            Src::Scalar(v) => *row = [read_scalar(w, v, 0)?; N],
        }
        if fz.src {
            *row = map1(row, zero);
        }
    }
    let [x, y, z] = &rows;
    let r = match op.f {
        _ if rnd.directed() => {
            let mut r = [0u32; N];
            for l in 0..N {
                r[l] = round32(op.f, rnd, x[l], y[l], z[l]);
            }
            r
        }
        LaneFn::FBin(f) => fbin_lanes(f, x, y),
        LaneFn::Fma => fma_lanes(x, y, z),
        LaneFn::Cvt(c) => map1(x, |v| cvt(c, v)),
        // only float operations get here (`fz` is empty for the others)
        _ => *x,
    };
    let r = if fz.dst { map1(&r, zero) } else { r };
    let exec = w.exec;
    merge(w, usize::from(op.dst), &r, exec);
    Ok(())
}

/// One lane of a float [`LaneFn`] in a directed rounding mode: the f32
/// results rounded as `rnd` says (`crate::round`), the rest as usual.
fn round32(f: LaneFn, rnd: crate::round::Round, x: u32, y: u32, z: u32) -> u32 {
    use crate::round;
    let (p, q, s) = (u64::from(x), u64::from(y), u64::from(z));
    let r = match f {
        LaneFn::FBin(op) => round::fbin(op, p, q, Fty::F32, rnd),
        LaneFn::Fma => round::fma(p, q, s, Fty::F32, rnd),
        LaneFn::Cvt(Cvt::F32FromI32) => Some(round::from_int(i64::from(x as i32), Fty::F32, rnd)),
        LaneFn::Cvt(Cvt::F32FromU32) => Some(round::from_int(i64::from(x), Fty::F32, rnd)),
        _ => None,
    };
    match (r, f) {
        (Some(r), _) => r as u32,
        // infinities, NaNs, min/max and the exact conversions
        (None, LaneFn::FBin(op)) => fbin(op, f32::from_bits(x), f32::from_bits(y)).to_bits(),
        (None, LaneFn::Fma) => f32::from_bits(x)
            .mul_add(f32::from_bits(y), f32::from_bits(z))
            .to_bits(),
        (None, LaneFn::Cvt(c)) => cvt(c, x),
        (None, _) => x,
    }
}

/// Executes one ALU instruction; `Ok(true)` at `s_endpgm`.
pub fn exec(w: &mut Wave, kind: AluKind, a: &AluInst) -> Result<bool, String> {
    // denormal modes are followed by the float sources and results; the
    // directed roundings by the kinds `crate::round` executes exactly, the
    // others are refused by name
    if w.mode & crate::denorm::ROUND_BITS != 0 && is_float(kind) {
        crate::round::check(kind, a, w.mode, a.row().name)?;
    }
    if let Some(dpp) = a.dpp {
        use AluKind::*;
        let cmpx = matches!(
            kind,
            VCmpx(..) | VCmpF { x: true, .. } | VCmpClass { x: true, .. }
        );
        return crate::dpp::with_dpp(w, a, dpp, cmpx, |w, plain| exec(w, kind, plain));
    }
    if let Some(op) = prepare(w.target, kind, a) {
        exec_lanes(w, &op)?;
        return Ok(false);
    }
    let lit = a.literal;
    let row = a.row();
    let b64 = row.has(flags::B64);
    match kind {
        AluKind::Nop => {}
        AluKind::EndPgm => return Ok(true),
        AluKind::SMov if b64 => {
            let x = read_scalar64(w, a.src[0], lit)?;
            write_scalar64(w, a.dst, x)?;
        }
        AluKind::SMov => {
            let x = read_scalar(w, a.src[0], lit)?;
            write_scalar(w, a.dst, x)?;
        }
        AluKind::SMovk => write_scalar(w, a.dst, a.simm16 as i16 as i32 as u32)?,
        AluKind::SCmovk => {
            if w.scc {
                write_scalar(w, a.dst, a.simm16 as i16 as i32 as u32)?;
            }
        }
        AluKind::SCmov if b64 => {
            let x = read_scalar64(w, a.src[0], lit)?;
            if w.scc {
                write_scalar64(w, a.dst, x)?;
            }
        }
        AluKind::SCmov => {
            let x = read_scalar(w, a.src[0], lit)?;
            if w.scc {
                write_scalar(w, a.dst, x)?;
            }
        }
        AluKind::SBitcmp { one } => {
            let (x, bit) = if b64 {
                (
                    read_scalar64(w, a.src[0], lit)?,
                    read_scalar(w, a.src[1], lit)? & 63,
                )
            } else {
                let x = read_scalar(w, a.src[0], lit)?;
                (u64::from(x), read_scalar(w, a.src[1], lit)? & 31)
            };
            w.scc = (x >> bit & 1 != 0) == one;
        }
        AluKind::SAddk | AluKind::SMulk => {
            let d = read_scalar(w, a.dst, lit)?;
            let k = a.simm16 as i16 as i32 as u32;
            let r = if kind == AluKind::SAddk {
                w.scc = scc_of(Bin::AddI, d, k, d.wrapping_add(k)).unwrap_or(w.scc);
                d.wrapping_add(k)
            } else {
                d.wrapping_mul(k)
            };
            write_scalar(w, a.dst, r)?;
        }
        AluKind::SBin(op) => {
            let x = read_scalar(w, a.src[0], lit)?;
            let y = read_scalar(w, a.src[1], lit)?;
            let r = bin(op, x, y);
            if let Some(scc) = scc_of(op, x, y, r) {
                w.scc = scc;
            }
            write_scalar(w, a.dst, r)?;
        }
        AluKind::SBin64(op) => {
            let x = read_scalar64(w, a.src[0], lit)?;
            // shift amounts and bfm's second source are 32-bit operands
            let shift = matches!(op, Bin::Shl | Bin::Shr | Bin::Ashr | Bin::Bfm);
            let y = if shift {
                u64::from(read_scalar(w, a.src[1], lit)?)
            } else {
                read_scalar64(w, a.src[1], lit)?
            };
            let x = if op == Bin::Bfm {
                u64::from(read_scalar(w, a.src[0], lit)?)
            } else {
                x
            };
            let r = bin64(op, x, y).ok_or_else(|| crate::not_executed(row.name, w.target))?;
            if op != Bin::Bfm && op != Bin::MulLo {
                w.scc = r != 0;
            }
            write_scalar64(w, a.dst, r)?;
        }
        AluKind::SAddc | AluKind::SSubb => {
            let x = u64::from(read_scalar(w, a.src[0], lit)?);
            let y = u64::from(read_scalar(w, a.src[1], lit)?);
            let c = u64::from(w.scc);
            let r = if kind == AluKind::SAddc {
                x + y + c
            } else {
                x.wrapping_sub(y).wrapping_sub(c)
            };
            w.scc = r >> 32 & 1 != 0;
            write_scalar(w, a.dst, r as u32)?;
        }
        AluKind::SUn(op) | AluKind::SUn64(op) => {
            let wide64 = matches!(kind, AluKind::SUn64(_));
            let bits = if wide64 { 64 } else { 32 };
            // bitset's source is a 32-bit bit index; the others read the width
            let x = if wide64 && !matches!(op, Un::Bitset0 | Un::Bitset1 | Un::BitReplicate) {
                read_scalar64(w, a.src[0], lit)?
            } else {
                u64::from(read_scalar(w, a.src[0], lit)?)
            };
            let d = match op {
                Un::Bitset0 | Un::Bitset1 if wide64 => read_scalar64(w, a.dst, lit)?,
                Un::Bitset0 | Un::Bitset1 => u64::from(read_scalar(w, a.dst, lit)?),
                _ => 0,
            };
            let r = un(op, x, d, bits);
            // SCC = result != 0 for not, bcnt, abs, brev is unchanged…
            // (AMD ISA guides, SOP1 opcode descriptions)
            if matches!(
                op,
                Un::Not | Un::Bcnt0 | Un::Bcnt1 | Un::Abs | Un::Quadmask | Un::Wqm
            ) {
                w.scc = r != 0;
            }
            let result64 = wide64
                && !matches!(
                    op,
                    Un::Bcnt0 | Un::Bcnt1 | Un::Ff0 | Un::Ff1 | Un::Flbit | Un::FlbitI
                );
            if result64 {
                write_scalar64(w, a.dst, r)?;
            } else {
                write_scalar(w, a.dst, r as u32)?;
            }
        }
        AluKind::SSaveexec(op, not0) => {
            let x = read_mask(w, a.src[0], lit)?;
            let x = if not0 { !x } else { x };
            let old = w.exec;
            write_mask(w, a.dst, old)?;
            w.exec = bin64(op, x, old).unwrap_or(0) & w.full_mask();
            w.scc = w.exec != 0;
        }
        AluKind::SWrexec { not1 } => {
            let x = read_mask(w, a.src[0], lit)?;
            let e = w.exec;
            w.exec = if not1 { x & !e } else { !x & e } & w.full_mask();
            write_mask(w, a.dst, w.exec)?;
            w.scc = w.exec != 0;
        }
        AluKind::SMovrel { src, dst, two } => {
            let m0 = w.m0;
            let (so, d_off) = if two {
                (m0 & 0x3ff, m0 >> 16 & 0x3ff)
            } else {
                (m0, m0)
            };
            let n = if b64 { 2 } else { 1 };
            // a relative operand is an SGPR number plus the offset; it must
            // stay within s0-s105
            let index = |base: u16, off: u32| -> Result<usize, String> {
                let r = u64::from(base) + u64::from(off);
                if base < 106 && r + n <= 106 {
                    Ok(r as usize)
                } else {
                    Err(format!("SGPR {base} + M0 offset {off} is outside s0-s105"))
                }
            };
            let mut v = [0u32; 2];
            if src {
                let i = index(a.src[0], so)?;
                v[..n as usize].copy_from_slice(&w.sgpr[i..i + n as usize]);
            } else {
                v[0] = read_scalar(w, a.src[0], lit)?;
                if b64 {
                    v[1] = read_scalar(w, a.src[0] + 1, lit)?;
                }
            }
            if dst {
                let i = index(a.dst, d_off)?;
                w.sgpr[i..i + n as usize].copy_from_slice(&v[..n as usize]);
            } else {
                write_scalar(w, a.dst, v[0])?;
                if b64 {
                    write_scalar(w, a.dst + 1, v[1])?;
                }
            }
        }
        AluKind::SCmp(c, t) => {
            let (x, y) = if wide(t) {
                (
                    read_scalar64(w, a.src[0], lit)?,
                    read_scalar64(w, a.src[1], lit)?,
                )
            } else {
                (
                    u64::from(read_scalar(w, a.src[0], lit)?),
                    u64::from(read_scalar(w, a.src[1], lit)?),
                )
            };
            w.scc = compare(c, t, x, y);
        }
        AluKind::SCmpk(c, t) => {
            let x = read_scalar(w, a.dst, lit)?;
            // SIMM16 sign-extended for signed compares, zero-extended otherwise
            let k = if t == CmpType::I32 {
                a.simm16 as i16 as i32 as u32
            } else {
                u32::from(a.simm16)
            };
            w.scc = compare(c, t, x.into(), k.into());
        }
        AluKind::SCselect => {
            let pick = if w.scc { a.src[0] } else { a.src[1] };
            if b64 {
                let x = read_scalar64(w, pick, lit)?;
                write_scalar64(w, a.dst, x)?;
            } else {
                let x = read_scalar(w, pick, lit)?;
                write_scalar(w, a.dst, x)?;
            }
        }
        AluKind::SBfe { signed } | AluKind::SBfe64 { signed } => {
            // S1[5:0] offset, S1[22:16] width (AMD ISA guides, S_BFE_*)
            let wide64 = matches!(kind, AluKind::SBfe64 { .. });
            let y = read_scalar(w, a.src[1], lit)?;
            let (bits, x) = if wide64 {
                (64, read_scalar64(w, a.src[0], lit)?)
            } else {
                (32, u64::from(read_scalar(w, a.src[0], lit)?))
            };
            let r = field(x, y & (bits - 1), y >> 16 & 0x7f, signed, bits);
            w.scc = r != 0;
            if wide64 {
                write_scalar64(w, a.dst, r)?;
            } else {
                write_scalar(w, a.dst, r as u32)?;
            }
        }
        AluKind::SGetreg | AluKind::SSetreg { .. } => {
            // SIMM16: ID [5:0], OFFSET [10:6], SIZE - 1 [15:11]
            let id = a.simm16 & 0x3f;
            let off = u32::from(a.simm16 >> 6 & 31);
            let size = u32::from(a.simm16 >> 11) + 1;
            let mask = ((1u64 << size) - 1) as u32;
            // IDs the target gives no name read 0 and ignore writes (UNCONFIRMED)
            let name = amdgpu_isa::tables::alu::hwreg_name(w.target, id).filter(|n| !n.is_empty());
            if kind == AluKind::SGetreg {
                let v = match name {
                    None => 0,
                    Some(n) => hwreg(w, n).ok_or_else(|| {
                        format!("reading hardware register {n} is not executed yet")
                    })?,
                };
                write_scalar(w, a.dst, (v >> off) & mask)?;
            } else {
                let x = if kind == (AluKind::SSetreg { imm: true }) {
                    lit
                } else {
                    read_scalar(w, a.dst, lit)?
                };
                match name {
                    None => return Ok(false),
                    Some("HW_REG_MODE") => {}
                    Some(n) => {
                        return Err(format!("writing hardware register {n} is not executed yet"))
                    }
                }
                let m = mask.checked_shl(off).unwrap_or(0);
                w.mode = w.mode & !m | (x << off) & m;
            }
        }
        AluKind::SFloat(op, ty) => float::exec_salu(w, op, ty, a)?,
        AluKind::VMovrel { src, dst, two } => {
            // SRC0 / VDST are raw VGPR numbers; M0 (or its halves) offsets them
            let m0 = w.m0;
            let (ms, md) = if two {
                (m0 & 0x3ff, m0 >> 16 & 0x3ff)
            } else {
                (m0, m0)
            };
            let s_reg = usize::from(
                a.src[0]
                    .checked_sub(VGPR0)
                    .ok_or("the source of a v_movrel* must be a VGPR")?,
            );
            let s_at = if src {
                s_reg as u64 + u64::from(ms)
            } else {
                s_reg as u64
            };
            let d_at = usize::from(a.dst) as u64 + if dst { u64::from(md) } else { 0 };
            if s_at > 255 || d_at > 255 {
                return Err(format!(
                    "M0-relative VGPR index out of range (source v{s_at}, destination v{d_at})"
                ));
            }
            let (s_at, d_at) = (s_at as usize, d_at as usize);
            for l in lanes(w.exec) {
                w.vgpr[d_at][l] = w.vgpr[s_at][l];
            }
        }
        AluKind::SModeField { denorm } => {
            let (shift, bits) = if denorm { (4, 0xf) } else { (0, 0xf) };
            w.mode = w.mode & !(bits << shift) | (u32::from(a.simm16) & bits) << shift;
        }
        AluKind::SSendmsgRtn => {
            // SSRC0 is the message number (LLVM SIDefines ID_RTN_*: 131
            // MSG_RTN_GET_REALTIME, what clang's s_memrealtime lowers to on
            // GFX11). The clock is the wave's instruction count, so it
            // advances and runs are repeatable (UNCONFIRMED as a model of a
            // 100 MHz clock); no doorbell, TMA or other value here: 0.
            let v = if a.src[0] == 131 { w.steps } else { 0 };
            if b64 {
                write_scalar64(w, a.dst, v)?;
            } else {
                write_scalar(w, a.dst, v as u32)?;
            }
        }
        AluKind::VPerm => {
            let (s0, s1, s2) = (
                pre(w, a.src[0], lit)?,
                pre(w, a.src[1], lit)?,
                pre(w, a.src[2], lit)?,
            );
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                let data =
                    u64::from(vsrc(w, a.src[0], l, s0)) << 32 | u64::from(vsrc(w, a.src[1], l, s1));
                let sel = vsrc(w, a.src[2], l, s2);
                w.vgpr[d][l] = (0..4).fold(0, |r, i| {
                    r | perm_byte(data, sel >> (8 * i) & 0xff) << (8 * i)
                });
            }
        }
        AluKind::VMov => {
            let s = pre(w, a.src[0], lit)?;
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                w.vgpr[d][l] = vsrc(w, a.src[0], l, s);
            }
        }
        AluKind::VBin(op) => {
            let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                let (x, y) = (vsrc(w, a.src[0], l, s0), vsrc(w, a.src[1], l, s1));
                let mut r = bin(op, x, y);
                if a.clamp {
                    match op {
                        Bin::Add if r < x => r = u32::MAX,
                        Bin::Sub if y > x => r = 0,
                        Bin::SubRev if x > y => r = 0,
                        // signed forms saturate to the i32 range
                        Bin::AddI | Bin::SubI => {
                            let (p, q) = (i64::from(x as i32), i64::from(y as i32));
                            let v = if op == Bin::AddI { p + q } else { p - q };
                            r = v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as u32;
                        }
                        _ => {}
                    }
                }
                w.vgpr[d][l] = r;
            }
        }
        AluKind::VTri(op) => {
            let (s0, s1, s2) = (
                pre(w, a.src[0], lit)?,
                pre(w, a.src[1], lit)?,
                pre(w, a.src[2], lit)?,
            );
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                let x = vsrc(w, a.src[0], l, s0);
                let y = vsrc(w, a.src[1], l, s1);
                let z = vsrc(w, a.src[2], l, s2);
                w.vgpr[d][l] = tri(op, x, y, z);
            }
        }
        AluKind::VQsad { masked, wide } => {
            let s0 = pre64(w, a.src[0], lit)?;
            let s1 = pre(w, a.src[1], lit)?;
            let d = usize::from(a.dst);
            // the wide form's SRC2 is four VGPRs (128 bits)
            let acc = if wide {
                let Some(r) = a.src[2].checked_sub(VGPR0) else {
                    return Err(format!("{} needs VGPRs for SRC2", row.name));
                };
                usize::from(r)
            } else {
                0
            };
            let s2 = if wide { None } else { pre64(w, a.src[2], lit)? };
            for l in lanes(w.exec) {
                let x = vsrc64(w, a.src[0], l, s0);
                let y = vsrc(w, a.src[1], l, s1);
                let part = |k: u32| sad((x >> (8 * k)) as u32, y, 8, masked);
                if wide {
                    // all four read before any is written (VDST may be SRC2)
                    let r: [u32; 4] = std::array::from_fn(|k| {
                        part(k as u32).wrapping_add(w.vgpr[(acc + k) & 255][l])
                    });
                    for (k, v) in r.into_iter().enumerate() {
                        w.vgpr[(d + k) & 255][l] = v;
                    }
                } else {
                    let z = vsrc64(w, a.src[2], l, s2);
                    let r = (0..4).fold(0u64, |r, k| {
                        let f = (part(k) as u64).wrapping_add(z >> (16 * k) & 0xffff) & 0xffff;
                        r | f << (16 * k)
                    });
                    write_v64(w, d, l, r);
                }
            }
        }
        AluKind::VShift64(op) => {
            let s0 = pre(w, a.src[0], lit)?;
            let s1 = pre64(w, a.src[1], lit)?;
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                let x = u64::from(vsrc(w, a.src[0], l, s0));
                let y = vsrc64(w, a.src[1], l, s1);
                write_v64(w, d, l, bin64(op, x, y).unwrap_or(0));
            }
        }
        AluKind::VMad64 { signed } => {
            let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
            let s2 = pre64(w, a.src[2], lit)?;
            let d = usize::from(a.dst);
            let mut carry = 0u64;
            for l in lanes(w.exec) {
                let x = vsrc(w, a.src[0], l, s0);
                let y = vsrc(w, a.src[1], l, s1);
                let z = vsrc64(w, a.src[2], l, s2);
                // D = S0 * S1 + S2 in 64 bits; SDST = carry (unsigned) or
                // overflow (signed) of the sum (RDNA 3 ISA, V_MAD_U64_U32)
                let (r, over) = if signed {
                    let p = i64::from(x as i32) * i64::from(y as i32);
                    let (r, o) = p.overflowing_add(z as i64);
                    (r as u64, o)
                } else {
                    (u64::from(x) * u64::from(y)).overflowing_add(z)
                };
                write_v64(w, d, l, r);
                carry |= u64::from(over) << l;
            }
            write_mask(w, a.sdst, carry)?;
        }
        AluKind::VLshlAdd64 => {
            let (s0, s2) = (pre64(w, a.src[0], lit)?, pre64(w, a.src[2], lit)?);
            let s1 = pre(w, a.src[1], lit)?;
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                let x = vsrc64(w, a.src[0], l, s0);
                let y = vsrc(w, a.src[1], l, s1);
                let z = vsrc64(w, a.src[2], l, s2);
                // the shift is 0-4 (CDNA 3 ISA guide, V_LSHL_ADD_U64)
                write_v64(w, d, l, (x << (y & 7)).wrapping_add(z));
            }
        }
        AluKind::VAddCarry { op, cin } => {
            let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
            let vop3 = a.is_vop3();
            // carry in: VCC (VOP2) or SRC2 (VOP3); carry out: VCC or SDST
            let cmask = if !cin {
                0
            } else if vop3 {
                read_mask(w, a.src[2], lit)?
            } else {
                w.vcc
            };
            let d = usize::from(a.dst);
            let mut out = 0u64;
            for l in lanes(w.exec) {
                let x = u64::from(vsrc(w, a.src[0], l, s0));
                let y = u64::from(vsrc(w, a.src[1], l, s1));
                let c = cmask >> l & 1;
                let (p, q) = if op == Bin::SubRev { (y, x) } else { (x, y) };
                let r = if op == Bin::Add {
                    p + q + c
                } else {
                    p.wrapping_sub(q).wrapping_sub(c)
                };
                let carry = r >> 32 & 1;
                // CLAMP saturates the unsigned result: LLVM 22 selects
                // llvm.uadd.sat/usub.sat i32 on fiji to this carry-out form
                // (`v_add_u32_e64 v0, s[4:5], v0, v1 clamp`)
                w.vgpr[d][l] = match (a.clamp && carry != 0, op) {
                    (false, _) => r as u32,
                    (true, Bin::Add) => u32::MAX,
                    (true, _) => 0,
                };
                out |= carry << l;
            }
            write_mask(w, if vop3 { a.sdst } else { 106 }, out)?;
        }
        AluKind::VFBin(op) => {
            let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
            let d = usize::from(a.dst);
            let fz = Flush::of(w.mode, Fty::F32);
            let rnd = crate::round::Round::of(w.mode, Fty::F32);
            for l in lanes(w.exec) {
                let x = f32::from_bits(fz.input32(fmod(a, 0, vsrc(w, a.src[0], l, s0))));
                let y = f32::from_bits(fz.input32(fmod(a, 1, vsrc(w, a.src[1], l, s1))));
                // host f32 arithmetic: round to nearest even, denormals kept
                // unless MODE flushes them; directed roundings by `round32`
                let r = if rnd.directed() {
                    fround(
                        a,
                        round32(LaneFn::FBin(op), rnd, x.to_bits(), y.to_bits(), 0),
                    )
                } else {
                    fout(a, fbin(op, x, y))
                };
                w.vgpr[d][l] = fz.output32(r);
            }
        }
        AluKind::VFma(form) => {
            let d = usize::from(a.dst);
            // the third operand: SRC2, the destination, or the constant K
            let (p0, p1, p2) = match form {
                Fma::Fma => (a.src[0], a.src[1], Some(a.src[2])),
                Fma::Fmac => (a.src[0], a.src[1], None),
                Fma::Fmaak => (a.src[0], a.src[1], Some(LITERAL)),
                Fma::Fmamk => (a.src[0], LITERAL, Some(a.src[1])),
            };
            let (s0, s1) = (pre(w, p0, lit)?, pre(w, p1, lit)?);
            let s2 = match p2 {
                Some(v) => pre(w, v, lit)?,
                None => None,
            };
            let v2 = p2.unwrap_or(VGPR0 + a.dst);
            let fz = Flush::of(w.mode, Fty::F32);
            let rnd = crate::round::Round::of(w.mode, Fty::F32);
            for l in lanes(w.exec) {
                let x = f32::from_bits(fz.input32(fmod(a, 0, vsrc(w, p0, l, s0))));
                let y = f32::from_bits(fz.input32(fmod(a, 1, vsrc(w, p1, l, s1))));
                let z = f32::from_bits(fz.input32(fmod(a, 2, vsrc(w, v2, l, s2))));
                let r = if rnd.directed() {
                    let (p, q, s) = (x.to_bits(), y.to_bits(), z.to_bits());
                    fround(a, round32(LaneFn::Fma, rnd, p, q, s))
                } else {
                    fout(a, x.mul_add(y, z))
                };
                w.vgpr[d][l] = fz.output32(r);
            }
        }
        AluKind::VCvt(op) => {
            let s = pre(w, a.src[0], lit)?;
            let d = usize::from(a.dst);
            let float_in = matches!(op, Cvt::I32FromF32 | Cvt::U32FromF32);
            let fz = Flush::of(w.mode, Fty::F32);
            let rnd = crate::round::Round::of(w.mode, Fty::F32);
            for l in lanes(w.exec) {
                let x = vsrc(w, a.src[0], l, s);
                let x = if float_in {
                    fz.input32(fmod(a, 0, x))
                } else {
                    x
                };
                let r = if rnd.directed() {
                    round32(LaneFn::Cvt(op), rnd, x, 0, 0)
                } else {
                    cvt(op, x)
                };
                w.vgpr[d][l] = if float_in {
                    r
                } else {
                    fz.output32(fout(a, f32::from_bits(r)))
                };
            }
        }
        AluKind::VFUn(op, ty) => float::exec_un(w, op, ty, a)?,
        AluKind::VFCvt(op) => float::exec_cvt(w, op, a)?,
        AluKind::VFBinT(op, ty) => float::exec_bin(w, op, ty, a)?,
        AluKind::VFTri(op, ty) => float::exec_tri(w, op, ty, a)?,
        AluKind::VDx9(op) => float::exec_dx9(w, op, a)?,
        AluKind::VCvtPkRtz => float::exec_pk_rtz(w, a)?,
        AluKind::VPackCvt(op) => float::exec_pack_cvt(w, op, a)?,
        AluKind::VTrigPreop => float::exec_trig_preop(w, a)?,
        AluKind::VDot2Half { bf16 } => {
            // packed sources: VGPRs, SGPRs or a literal (an inline
            // constant's packed meaning is not modelled); S2 of the bf16
            // form likewise
            let consts = if bf16 { 3 } else { 2 };
            for &v in &a.src[..consts] {
                if (128..=255).contains(&v) && v != amdgpu_isa::operand::LITERAL {
                    return Err(format!(
                        "{} with an inline constant source is not executed yet",
                        row.name
                    ));
                }
            }
            let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
            let z = crate::half::src16(w, a, 2, a.src[2], !bf16)?;
            let cv = |x: u16| {
                if bf16 {
                    f64::from(f32::from_bits(u32::from(x) << 16))
                } else {
                    crate::ds::f16_to_f64(x)
                }
            };
            for l in lanes(w.exec) {
                let (x, y) = (vsrc(w, a.src[0], l, s0), vsrc(w, a.src[1], l, s1));
                let r = cv(z[l])
                    + cv(x as u16) * cv(y as u16)
                    + cv((x >> 16) as u16) * cv((y >> 16) as u16);
                let h = if bf16 {
                    crate::ds::f64_to_bf16(r)
                } else {
                    crate::ds::f64_to_f16(r)
                };
                crate::half::write16(w, a, l, h);
            }
        }
        AluKind::VDot2Acc { .. } | AluKind::VPkFmac => {
            // packed f16 sources: VGPRs, SGPRs or a literal; an inline
            // constant's packed-f16 meaning is not modelled
            for &v in &a.src[..2] {
                if (128..=255).contains(&v) && v != amdgpu_isa::operand::LITERAL {
                    return Err(format!(
                        "{} with an inline constant source is not executed yet",
                        row.name
                    ));
                }
            }
            let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
            let d = usize::from(a.dst);
            let bf16 = kind == AluKind::VDot2Acc { bf16: true };
            let h = |x: u32, hi: bool| {
                let v = if hi { (x >> 16) as u16 } else { x as u16 };
                if bf16 {
                    f64::from(f32::from_bits(u32::from(v) << 16))
                } else {
                    crate::ds::f16_to_f64(v)
                }
            };
            if kind == AluKind::VPkFmac {
                for l in lanes(w.exec) {
                    let (x, y) = (vsrc(w, a.src[0], l, s0), vsrc(w, a.src[1], l, s1));
                    let old = w.vgpr[d][l];
                    // each half: one rounding of the exact product plus the
                    // addend (in f64: exact for all but extreme exponent
                    // spreads, UNCONFIRMED there, as v_pk_fma_f16)
                    let half = |hi: bool| {
                        let r = h(x, hi).mul_add(h(y, hi), h(old, hi));
                        u32::from(crate::ds::f64_to_f16(r))
                    };
                    w.vgpr[d][l] = half(false) | half(true) << 16;
                }
                return Ok(false);
            }
            for l in lanes(w.exec) {
                let (x, y) = (vsrc(w, a.src[0], l, s0), vsrc(w, a.src[1], l, s1));
                let acc = f64::from(f32::from_bits(w.vgpr[d][l]));
                // the exact sum rounded once to f32, as v_dot2_f32_f16
                // (UNCONFIRMED: the hardware's intermediate rounding)
                let r = h(x, false) * h(y, false) + h(x, true) * h(y, true) + acc;
                w.vgpr[d][l] = (r as f32).to_bits();
            }
        }
        AluKind::VFrexpExp16 => float::exec_frexp_exp16(w, a)?,
        AluKind::VMullit => float::exec_mullit(w, a)?,
        AluKind::VCube(op) => float::exec_cube(w, op, a)?,
        AluKind::VFmaT(form, ty) => float::exec_fma(w, form, ty, a)?,
        AluKind::VBin16(op) => crate::half::exec_bin16(w, op, a)?,
        AluKind::VMov16 => crate::half::exec_un16(w, false, a)?,
        AluKind::VNot16 => crate::half::exec_un16(w, true, a)?,
        AluKind::VCndmask16 => crate::half::exec_cndmask16(w, a)?,
        AluKind::VCmp16 { c, signed, x } => crate::half::exec_cmp16(w, c, signed, x, a)?,
        AluKind::VPack => crate::half::exec_pack(w, a)?,
        AluKind::VLdexp(ty) => float::exec_ldexp(w, ty, a)?,
        AluKind::VDivScale(ty) => float::exec_div_scale(w, ty, a)?,
        AluKind::VDivFmas(ty) => float::exec_div_fmas(w, ty, a)?,
        AluKind::VDivFixup(ty) => float::exec_div_fixup(w, ty, a)?,
        AluKind::VCmpF { pred, ty, x } => float::exec_cmp(w, Some(pred), ty, x, a)?,
        AluKind::VCmpClass { ty, x } => float::exec_cmp(w, None, ty, x, a)?,
        AluKind::VUn(op) => {
            let s = pre(w, a.src[0], lit)?;
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                let x = vsrc(w, a.src[0], l, s);
                w.vgpr[d][l] = un(op, x.into(), 0, 32) as u32;
            }
        }
        AluKind::VExt16 { signed } => {
            let x = crate::half::src16(w, a, 0, a.src[0], false)?;
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                w.vgpr[d][l] = if signed {
                    x[l] as i16 as i32 as u32
                } else {
                    u32::from(x[l])
                };
            }
        }
        AluKind::VMad16To32 { signed } => {
            if a.clamp {
                return Err(format!("{} with clamp is not executed yet", row.name));
            }
            let x = crate::half::src16(w, a, 0, a.src[0], false)?;
            let y = crate::half::src16(w, a, 1, a.src[1], false)?;
            let s2 = pre(w, a.src[2], lit)?;
            let d = usize::from(a.dst);
            let ext = |v: u16| {
                if signed {
                    v as i16 as i32 as u32
                } else {
                    u32::from(v)
                }
            };
            for l in lanes(w.exec) {
                let c = vsrc(w, a.src[2], l, s2);
                w.vgpr[d][l] = ext(x[l]).wrapping_mul(ext(y[l])).wrapping_add(c);
            }
        }
        AluKind::VTri16(op) => {
            if a.clamp {
                return Err(format!("{} with clamp is not executed yet", row.name));
            }
            let x = crate::half::src16(w, a, 0, a.src[0], false)?;
            let y = crate::half::src16(w, a, 1, a.src[1], false)?;
            let z = crate::half::src16(w, a, 2, a.src[2], false)?;
            let signed = matches!(op, Tri::Min3I | Tri::Max3I | Tri::Med3I);
            let ext = |v: u16| {
                if signed {
                    v as i16 as i32 as u32
                } else {
                    u32::from(v)
                }
            };
            for l in lanes(w.exec) {
                let r = tri(op, ext(x[l]), ext(y[l]), ext(z[l])) as u16;
                crate::half::write16(w, a, l, r);
            }
        }
        AluKind::VSwap16 => crate::half::exec_swap16(w, a)?,
        AluKind::VSatPkU8 => {
            let s0 = pre(w, a.src[0], lit)?;
            let sat = |h: u32| (h as u16 as i16).clamp(0, 255) as u16;
            for l in lanes(w.exec) {
                let x = vsrc(w, a.src[0], l, s0);
                crate::half::write16(w, a, l, sat(x >> 16) << 8 | sat(x));
            }
        }
        AluKind::VSwaprel => {
            let s_reg = a.src[0]
                .checked_sub(VGPR0)
                .ok_or("the source of v_swaprel_b32 must be a VGPR")?;
            let s_at = u64::from(s_reg) + u64::from(w.m0 & 0x3ff);
            let d_at = u64::from(a.dst) + u64::from(w.m0 >> 16 & 0x3ff);
            if s_at > 255 || d_at > 255 {
                return Err(format!(
                    "M0-relative VGPR index out of range (source v{s_at}, destination v{d_at})"
                ));
            }
            let (s_at, d_at) = (s_at as usize, d_at as usize);
            for l in lanes(w.exec) {
                let t = w.vgpr[d_at][l];
                w.vgpr[d_at][l] = w.vgpr[s_at][l];
                w.vgpr[s_at][l] = t;
            }
        }
        AluKind::VSwap => {
            let Some(s0) = a.src[0].checked_sub(VGPR0) else {
                return Err("v_swap_b32 needs a VGPR source".into());
            };
            let (d, s0) = (usize::from(a.dst), usize::from(s0));
            for l in lanes(w.exec) {
                let t = w.vgpr[d][l];
                w.vgpr[d][l] = w.vgpr[s0][l];
                w.vgpr[s0][l] = t;
            }
        }
        AluKind::VPermlane16 { x } => {
            let Some(s0) = a.src[0].checked_sub(VGPR0) else {
                return Err(format!("{} needs a VGPR source", row.name));
            };
            let sel = u64::from(read_scalar(w, a.src[1], lit)?)
                | u64::from(read_scalar(w, a.src[2], lit)?) << 32;
            // op_sel[0] = FI (fetch inactive), op_sel[1] = BOUND_CTRL, as
            // LLVM writes them; a read from a disabled lane without FI
            // follows the DPP rule: 0 with BOUND_CTRL, else VDST kept
            // (RDNA 3 ISA §7.7; UNCONFIRMED for the permlanes)
            let (fi, bc) = (a.opsel & 1 != 0, a.opsel & 2 != 0);
            let tmp = w.vgpr[usize::from(s0)];
            let d = usize::from(a.dst);
            let exec = w.exec;
            for l in lanes(exec) {
                let row = l / 16;
                let from_row = if x { row ^ 1 } else { row };
                let s = from_row * 16 + (sel >> (4 * (l % 16)) & 0xf) as usize;
                if fi || exec >> s & 1 != 0 {
                    w.vgpr[d][l] = tmp[s];
                } else if bc {
                    w.vgpr[d][l] = 0;
                }
            }
        }
        AluKind::VPermlane64 => {
            if w.wave_size == 64 {
                let Some(s0) = a.src[0].checked_sub(VGPR0) else {
                    return Err("v_permlane64_b32 needs a VGPR source".into());
                };
                // copy first: VDST may be SRC0
                let tmp = w.vgpr[usize::from(s0)];
                let d = usize::from(a.dst);
                for l in lanes(w.exec) {
                    w.vgpr[d][l] = tmp[l ^ 32];
                }
            }
        }
        AluKind::VCndmask => {
            let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
            let mask = if a.is_vop3() {
                read_mask(w, a.src[2], lit)?
            } else {
                w.vcc
            };
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                let x = fmod(a, 0, vsrc(w, a.src[0], l, s0));
                let y = fmod(a, 1, vsrc(w, a.src[1], l, s1));
                w.vgpr[d][l] = if mask >> l & 1 != 0 { y } else { x };
            }
        }
        AluKind::VCmp(c, t) | AluKind::VCmpx(c, t) => {
            let mut m = 0u64;
            if wide(t) {
                let (s0, s1) = (pre64(w, a.src[0], lit)?, pre64(w, a.src[1], lit)?);
                for l in lanes(w.exec) {
                    let x = vsrc64(w, a.src[0], l, s0);
                    let y = vsrc64(w, a.src[1], l, s1);
                    m |= u64::from(compare(c, t, x, y)) << l;
                }
            } else {
                let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
                // float compares read flushed sources (crate::denorm; UNCONFIRMED)
                let fz = Flush::of(w.mode, Fty::F32);
                for l in lanes(w.exec) {
                    let mut x = vsrc(w, a.src[0], l, s0);
                    let mut y = vsrc(w, a.src[1], l, s1);
                    if t == CmpType::F32 {
                        x = fz.input32(fmod(a, 0, x));
                        y = fz.input32(fmod(a, 1, y));
                    }
                    m |= u64::from(compare(c, t, x.into(), y.into())) << l;
                }
            }
            write_cmp(w, a, m, matches!(kind, AluKind::VCmpx(..)))?;
        }
        AluKind::VMbcntLo | AluKind::VMbcntHi => {
            let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
            let d = usize::from(a.dst);
            let hi = kind == AluKind::VMbcntHi;
            for l in lanes(w.exec) {
                let below = crate::state::lane_bits(l as u32);
                let below = if hi { below >> 32 } else { below & 0xffff_ffff } as u32;
                let x = vsrc(w, a.src[0], l, s0);
                let y = vsrc(w, a.src[1], l, s1);
                w.vgpr[d][l] = (x & below).count_ones().wrapping_add(y);
            }
        }
        AluKind::VReadlane => {
            let lane = read_scalar(w, a.src[1], lit)? as usize & (w.wave_size as usize - 1);
            let x = w.vgpr[usize::from(a.src[0].saturating_sub(VGPR0) & 255)][lane];
            write_scalar(w, a.dst, x)?;
        }
        AluKind::VWritelane => {
            // Writes the lane whatever EXEC says (AMD ISA guides, V_WRITELANE_B32).
            let x = read_scalar(w, a.src[0], lit)?;
            let lane = read_scalar(w, a.src[1], lit)? as usize & (w.wave_size as usize - 1);
            w.vgpr[usize::from(a.dst)][lane] = x;
        }
        AluKind::VReadfirstlane => {
            // Lane 0 when EXEC is zero (AMD ISA guides, V_READFIRSTLANE_B32).
            let lane = if w.exec == 0 {
                0
            } else {
                w.exec.trailing_zeros() as usize
            };
            let x = w.vgpr[usize::from(a.src[0].saturating_sub(VGPR0) & 255)][lane];
            write_scalar(w, a.dst, x)?;
        }
        AluKind::VAccvgprMov => {
            // Both fields name AGPRs; a dword copy on the lanes EXEC enables
            // (CDNA 3 ISA guide, VOP1 opcode 82 V_ACCVGPR_MOV_B32: D.b32 = S0.b32).
            let s = crate::vop3p::agpr_source(a.src[0])?;
            let d = usize::from(a.dst);
            for l in lanes(w.exec) {
                w.agpr[d][l] = w.agpr[s][l];
            }
        }
        AluKind::Unsupported => return Err(crate::not_executed(row.name, w.target)),
    }
    Ok(false)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::Machine;

    /// Runs `src` on a fresh wave of `t` with `lanes` lanes enabled.
    pub(crate) fn run(t: &str, lanes: u32, src: &str) -> Wave {
        let t = Target::from_name(t).unwrap();
        let mut m = Machine::from_source(t, src).unwrap();
        let mut w = Wave::new(t, lanes);
        m.run(&mut w, 1000, None).unwrap();
        w
    }

    /// SALU packs, absolute difference, shift-adds, bit tests and conditional
    /// moves; values worked out by hand from the RDNA 3 ISA pseudocode.
    #[test]
    fn scalar_packs_bit_tests_and_cmov() {
        let w = run(
            "gfx1100",
            1,
            "s_mov_b32 s0, 0x12345678\ns_mov_b32 s1, 0x9abcdef0\n\
             s_pack_ll_b32_b16 s2, s0, s1\ns_pack_lh_b32_b16 s3, s0, s1\n\
             s_pack_hl_b32_b16 s4, s0, s1\ns_pack_hh_b32_b16 s5, s0, s1\n\
             s_mov_b32 s6, 3\ns_mov_b32 s7, 10\n\
             s_absdiff_i32 s8, s6, s7\ns_cselect_b32 s20, 1, 0\n\
             s_absdiff_i32 s9, s7, s7\ns_cselect_b32 s21, 1, 0\n\
             s_lshl2_add_u32 s10, s6, s7\ns_cselect_b32 s22, 1, 0\n\
             s_mov_b32 s11, 0x80000000\ns_lshl1_add_u32 s12, s11, 1\ns_cselect_b32 s23, 1, 0\n\
             s_bitcmp1_b32 s0, 3\ns_cselect_b32 s24, 1, 0\n\
             s_bitcmp0_b32 s0, 35\ns_cselect_b32 s25, 1, 0\n\
             s_cmov_b32 s13, s1\n\
             s_bitcmp1_b64 s[0:1], 63\ns_cselect_b32 s26, 1, 0\n\
             s_cmov_b32 s14, s1\ns_cmov_b64 s[16:17], s[0:1]\n\
             s_endpgm",
        );
        assert_eq!(
            &w.sgpr[2..6],
            &[0xdef0_5678, 0x9abc_5678, 0xdef0_1234, 0x9abc_1234]
        );
        // |3 - 10| = 7 (SCC 1), |10 - 10| = 0 (SCC 0)
        assert_eq!((w.sgpr[8], w.sgpr[20], w.sgpr[9], w.sgpr[21]), (7, 1, 0, 0));
        // (3 << 2) + 10 = 22, no carry; (0x80000000 << 1) + 1 carries out
        assert_eq!((w.sgpr[10], w.sgpr[22]), (22, 0));
        assert_eq!((w.sgpr[12], w.sgpr[23]), (1, 1));
        // bit 3 of 0x...78 is 1; bitcmp0 of bit 35 & 31 = 3 is false
        assert_eq!((w.sgpr[24], w.sgpr[25]), (1, 0));
        // SCC was 0 at the first cmov: s13 kept; bit 63 of s[0:1] is 1
        assert_eq!((w.sgpr[13], w.sgpr[26]), (0, 1));
        assert_eq!(
            (w.sgpr[14], w.sgpr[16], w.sgpr[17]),
            (0x9abc_def0, 0x1234_5678, 0x9abc_def0)
        );
    }

    /// Scalar masks, sign-bit counts, bit replication, EXEC write-back and
    /// M0-relative moves (RDNA 3 ISA pseudocode; values worked out by hand).
    #[test]
    fn scalar_masks_and_relative_moves() {
        let w = run(
            "gfx1100",
            4,
            "s_mov_b32 s0, 0x00f00301\ns_quadmask_b32 s1, s0\ns_wqm_b32 s2, s0\n\
             s_cls_i32 s3, 1\ns_cls_i32 s4, -1\ns_mov_b32 s6, 0\ns_mov_b32 s7, 1\n\
             s_cls_i32_i64 s5, s[6:7]\ns_bitreplicate_b64_b32 s[8:9], 0x80000005\n\
             s_mov_b32 s10, 3\ns_and_not0_wrexec_b32 s11, s10\ns_mov_b32 s13, exec_lo\n\
             s_and_not1_wrexec_b32 s12, 6\ns_mov_b32 s14, exec_lo\ns_mov_b32 exec_lo, 15\n\
             s_mov_b32 m0, 2\ns_mov_b32 s20, 11\ns_mov_b32 s21, 12\ns_mov_b32 s22, 13\n\
             s_mov_b32 s23, 14\ns_movrels_b32 s24, s20\ns_movreld_b32 s24, 99\n\
             s_movrels_b64 s[28:29], s[20:21]\ns_mov_b32 m0, 0x10003\n\
             s_movrelsd_2_b32 s30, s20\ns_endpgm",
        );
        assert_eq!(&w.sgpr[1..3], &[0x25, 0x00f0_0f0f]);
        assert_eq!(&w.sgpr[3..6], &[31, u32::MAX, 31]);
        assert_eq!(&w.sgpr[8..10], &[0x33, 0xc000_0000]);
        // EXEC = ~3 & 0xf = 0xc, then 6 & ~0xc = 2; each also in SDST
        assert_eq!(&w.sgpr[11..15], &[0xc, 2, 0xc, 2]);
        // s24 = s[20 + 2]; s[24 + 2] = 99; s[28:29] = s[22:23]; s[30 + 1] = s[20 + 3]
        assert_eq!((w.sgpr[24], w.sgpr[26]), (13, 99));
        assert_eq!((w.sgpr[28], w.sgpr[29], w.sgpr[31]), (13, 14, 14));
        let t = Target::from_name("gfx1100").unwrap();
        let mut m =
            Machine::from_source(t, "s_mov_b32 m0, 10\ns_movrels_b32 s0, s100\ns_endpgm").unwrap();
        let e = m.run(&mut Wave::new(t, 1), 10, None).unwrap_err();
        assert!(e.msg.contains("outside s0-s105"), "{e}");
    }

    /// Sums of absolute differences, byte lerp, 16-bit extension and
    /// multiply-add, register swap (RDNA 3 ISA pseudocode; by hand).
    #[test]
    fn sad_lerp_and_16_bit_sources() {
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 0x01020304\nv_mov_b32 v1, 0x04030201\nv_mov_b32 v2, 100\n\
             v_sad_u8 v3, v0, v1, v2\nv_sad_hi_u8 v4, v0, v1, v2\nv_sad_u16 v5, v0, v1, v2\n\
             v_sad_u32 v6, v0, v1, v2\nv_mov_b32 v8, 0x04000201\nv_msad_u8 v7, v0, v8, v2\n\
             v_mov_b32 v10, 0x01000100\nv_lerp_u8 v9, v0, v1, v10\n\
             v_mov_b32 v12, 0x80017fff\nv_cvt_u32_u16 v11, v12.h\nv_cvt_i32_i16 v13, v12.h\n\
             v_cvt_i32_i16 v14, v12.l\nv_mad_u32_u16 v15, v12.h, v12.l, v2\n\
             v_mad_i32_i16 v16, v12.h, 2, v2\nv_mov_b32 v17, 1\nv_mov_b32 v18, 2\n\
             v_swap_b32 v17, v18\nv_permlane64_b32 v19, v0\ns_endpgm",
        );
        let v = |i: usize| w.vgpr[i][0];
        // |4-1| + |3-2| + |2-3| + |1-4| = 8
        assert_eq!([v(3), v(4)], [108, (8 << 16) + 100]);
        // |0x0304 - 0x0201| + |0x0102 - 0x0403| = 259 + 769
        assert_eq!(v(5), 1028 + 100);
        assert_eq!(v(6), 0x0403_0201 - 0x0102_0304 + 100);
        // the byte where v8 is 0 is skipped: 3 + 1 + 3
        assert_eq!(v(7), 107);
        // (4+1+0)/2, (3+2+1)/2, (2+3+0)/2, (1+4+1)/2
        assert_eq!(v(9), 0x0302_0302);
        assert_eq!([v(11), v(13), v(14)], [0x8001, 0xffff_8001, 0x7fff]);
        // 0x8001 * 0x7fff + 100; -32767 * 2 + 100
        assert_eq!(v(15), 0x8001 * 0x7fff + 100);
        assert_eq!(v(16), (-32767i32 * 2 + 100) as u32);
        assert_eq!((v(17), v(18)), (2, 1));
        // wave32: v_permlane64_b32 does nothing
        assert_eq!(v(19), 0);
        // wave64: lanes exchange with lane ^ 32
        let t = Target::from_name("gfx1100")
            .unwrap()
            .with_wave_size(64)
            .unwrap();
        let mut m = Machine::from_source(
            t,
            "v_mbcnt_lo_u32_b32 v0, -1, 0\nv_mbcnt_hi_u32_b32 v0, -1, v0\n\
             v_permlane64_b32 v0, v0\ns_endpgm",
        )
        .unwrap();
        let mut w = Wave::new(t, 64);
        m.run(&mut w, 10, None).unwrap();
        assert!((0..64).all(|l| w.vgpr[0][l] == (l as u32 ^ 32)));
    }

    /// 16-bit min3/max3/med3 and mad on register halves (RDNA 3 ISA
    /// pseudocode; by hand): v0 = {-32768 or 32768, 5}, v1 = {3, -2 or 65534}.
    #[test]
    fn sixteen_bit_three_source() {
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 0x80000005\nv_mov_b32 v1, 0x0003fffe\n\
             v_min3_i16 v2.l, v0.l, v0.h, v1.l\nv_max3_u16 v2.h, v0.l, v0.h, v1.l\n\
             v_med3_i16 v3.l, v0.l, v0.h, v1.l\nv_med3_u16 v3.h, v0.l, v0.h, v1.l\n\
             v_mad_u16 v4.l, v0.l, v1.h, v0.l\nv_mad_i16 v4.h, v1.l, v1.h, v0.l\ns_endpgm",
        );
        assert_eq!(w.vgpr[2][0], 0xfffe_8000);
        assert_eq!(w.vgpr[3][0], 0x8000_fffe);
        // 5 * 3 + 5 = 20; -2 * 3 + 5 = -1
        assert_eq!(w.vgpr[4][0], 0xffff_0014);
    }

    /// DX9 zero rules and the cube-map helpers (RDNA 3 ISA pseudocode; by hand).
    #[test]
    fn dx9_multiplies_and_cube_maps() {
        let f = |x: f32| x.to_bits();
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 0\nv_mov_b32 v1, 0x7f800000\nv_mov_b32 v2, 0x40400000\n\
             v_mov_b32 v3, 0x7fc00000\nv_mul_dx9_zero_f32 v4, v0, v1\n\
             v_mul_dx9_zero_f32 v5, v3, v0\nv_mul_dx9_zero_f32 v6, v2, v2\n\
             v_fma_dx9_zero_f32 v7, v1, v0, v2\nv_mov_b32 v8, 1.0\n\
             v_fmac_dx9_zero_f32 v8, v0, v3\nv_mov_b32 v9, 2.0\nv_fmac_dx9_zero_f32 v9, v2, v2\n\
             v_mul_dx9_zero_f32_e64 v10, -v0, v1\n\
             v_dual_mul_dx9_zero_f32 v11, v0, v1 :: v_dual_mov_b32 v12, v2\n\
             v_cubeid_f32 v20, 1.0, -2.0, 0.5\nv_cubesc_f32 v21, 1.0, -2.0, 0.5\n\
             v_cubetc_f32 v22, 1.0, -2.0, 0.5\nv_cubema_f32 v23, 1.0, -2.0, 0.5\n\
             v_cubeid_f32 v24, -4.0, 1.0, 2.0\nv_cubesc_f32 v25, -4.0, 1.0, 2.0\n\
             v_cubetc_f32 v26, -4.0, 1.0, 2.0\nv_cubema_f32 v27, -4.0, 1.0, 2.0\n\
             v_cubeid_f32 v28, 0, 0, -1.0\nv_cubesc_f32 v29, 0, 0, -1.0\n\
             s_endpgm",
        );
        let v = |i: usize| w.vgpr[i][0];
        // 0 * inf and NaN * 0 are +0.0; 3 * 3 = 9
        assert_eq!([v(4), v(5), v(6)], [0, 0, f(9.0)]);
        // fma with a zero factor is SRC2; fmac keeps VDST; 3 * 3 + 2 = 11
        assert_eq!([v(7), v(8), v(9)], [f(3.0), f(1.0), f(11.0)]);
        assert_eq!([v(10), v(11), v(12)], [0, 0, f(3.0)]);
        // y face (y < 0): id 3, sc = x, tc = -z, ma = 2y
        assert_eq!(
            [v(20), v(21), v(22), v(23)],
            [f(3.0), f(1.0), f(-0.5), f(-4.0)]
        );
        // x face (x < 0): id 1, sc = z, tc = -y, ma = 2x
        assert_eq!(
            [v(24), v(25), v(26), v(27)],
            [f(1.0), f(2.0), f(-1.0), f(-8.0)]
        );
        // z face (z < 0): id 5, sc = -x = -0.0
        assert_eq!([v(28), v(29)], [f(5.0), 0x8000_0000]);
    }

    /// Round-toward-zero packing, the 16-bit frexp exponent and mullit
    /// (RDNA 3 ISA pseudocode; by hand).
    #[test]
    fn rtz_packs_frexp16_and_mullit() {
        // 1 + 2^-11 + 2^-12: nearest even is 0x3c01, toward zero 0x3c00;
        // 65520 rounds to infinity to nearest, to 65504 (0x7bff) toward zero
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 0x3f801800\nv_mov_b32 v1, 0x477ff000\n\
             v_cvt_pk_rtz_f16_f32 v2, v0, v1\nv_cvt_pk_rtz_f16_f32_e64 v3, -v0, -v1\n\
             v_mov_b32 v5, 0x7f800000\nv_cvt_pk_rtz_f16_f32 v4, v5, 1.0\n\
             v_mov_b32 v6, 0x7c004c00\nv_frexp_exp_i16_f16 v7.l, v6.l\n\
             v_frexp_exp_i16_f16 v7.h, v6.h\n\
             v_mullit_f32 v9, 2.0, 0x40400000, 1.0\nv_mullit_f32 v10, 2.0, 0x40400000, 0\n\
             s_endpgm",
        );
        let v = |i: usize| w.vgpr[i][0];
        assert_eq!([v(2), v(3), v(4)], [0x7bff_3c00, 0xfbff_bc00, 0x3c00_7c00]);
        // 16.0 = 0.5 * 2^5; infinity gives 0
        assert_eq!(v(7), 5);
        assert_eq!([v(9), v(10)], [6.0f32.to_bits(), (-f32::MAX).to_bits()]);
        let w = run(
            "gfx1150",
            1,
            "s_mov_b32 s0, 0x3f801800\ns_cvt_pk_rtz_f16_f32 s1, s0, 0x477ff000\ns_endpgm",
        );
        assert_eq!(w.sgpr[1], 0x7bff_3c00);
    }

    /// v_permlane16/x16: reversed rows, the other row, and a read from a
    /// disabled lane without FI (kept), with BOUND_CTRL (0) and with FI.
    #[test]
    fn permlane16() {
        let w = run(
            "gfx1100",
            32,
            "v_mbcnt_lo_u32_b32 v0, -1, 0\ns_mov_b32 s0, 0x89abcdef\ns_mov_b32 s1, 0x01234567\n\
             v_permlane16_b32 v1, v0, s0, s1\ns_mov_b32 s2, 0x76543210\ns_mov_b32 s3, 0xfedcba98\n\
             v_permlanex16_b32 v2, v0, s2, s3\n\
             v_mov_b32 v3, 0xdead\nv_mov_b32 v4, 0xdead\nv_mov_b32 v5, 0xdead\n\
             s_mov_b32 exec_lo, 0xfffffff7\ns_mov_b32 s4, 0x76543310\n\
             v_permlane16_b32 v3, v0, s4, s3\nv_permlane16_b32 v4, v0, s4, s3 op_sel:[0,1]\n\
             v_permlane16_b32 v5, v0, s4, s3 op_sel:[1,0]\ns_endpgm",
        );
        for l in 0..32u32 {
            let i = l as usize;
            assert_eq!(w.vgpr[1][i], (l & 16) + 15 - (l & 15), "lane {l}");
            assert_eq!(w.vgpr[2][i], l ^ 16, "lane {l}");
        }
        // lane 2 reads lane 3, which is disabled
        assert_eq!((w.vgpr[3][2], w.vgpr[4][2], w.vgpr[5][2]), (0xdead, 0, 3));
        // lane 3 itself is not written
        assert_eq!(w.vgpr[5][3], 0xdead);
    }

    /// Quad SADs: SRC0.u64 = bytes 0x01..0x08, SRC1 = 0x04030201 (bytes
    /// 1,2,3,4): the dword at byte offset k holds k+1..k+4, so each byte
    /// differs by k and the SAD is 4k; the masked forms skip zero bytes of
    /// SRC1 (none here but the last test's byte 3).
    #[test]
    fn quad_sads() {
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 0x04030201\nv_mov_b32 v1, 0x08070605\nv_mov_b32 v2, 0x04030201\n\
             v_mov_b32 v4, 0x00010000\nv_mov_b32 v5, 0x0003fffe\n\
             v_qsad_pk_u16_u8 v[6:7], v[0:1], v2, v[4:5]\n\
             v_mov_b32 v10, 10\nv_mov_b32 v11, 11\nv_mov_b32 v12, 12\nv_mov_b32 v13, 13\n\
             v_mqsad_u32_u8 v[10:13], v[0:1], v2, v[10:13]\n\
             v_mov_b32 v3, 0x00030201\nv_mqsad_pk_u16_u8 v[14:15], v[0:1], v3, 0\ns_endpgm",
        );
        // fields {3, 1, 0xfffe... } + {0, 4, 8, 12}: 16-bit wrap in field 2
        assert_eq!((w.vgpr[6][0], w.vgpr[7][0]), (0x0005_0000, 0x000f_0006));
        assert_eq!(
            [w.vgpr[10][0], w.vgpr[11][0], w.vgpr[12][0], w.vgpr[13][0]],
            [10, 15, 20, 25]
        );
        // byte 3 of SRC1 is 0 and skipped: |1-1|+|2-2|+|3-3| = 0, then 1+1+1 ...
        assert_eq!((w.vgpr[14][0], w.vgpr[15][0]), (0x0003_0000, 0x0009_0006));
    }

    /// v_swap_b16 on halves; v_swaprel_b32 with M0 = {dst +2, src +1}.
    #[test]
    fn half_and_relative_swaps() {
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 0x11112222\nv_mov_b32 v1, 0x33334444\nv_swap_b16 v0.h, v1.l\n\
             v_mov_b32 v4, 4\nv_mov_b32 v5, 5\nv_mov_b32 v6, 6\ns_mov_b32 m0, 0x20001\n\
             v_swaprel_b32 v4, v4\ns_endpgm",
        );
        assert_eq!((w.vgpr[0][0], w.vgpr[1][0]), (0x4444_2222, 0x3333_1111));
        // v[4 + 2] <-> v[4 + 1]
        assert_eq!((w.vgpr[4][0], w.vgpr[5][0], w.vgpr[6][0]), (4, 6, 5));
    }

    /// v_dot2_f16_f16 / v_dot2_bf16_bf16: 1.5 * -1 + 2 * 3 + 0.5 = 5.0 (f16
    /// 0x4500; bf16 0x40a0), into the high and low halves.
    #[test]
    fn dot2_half_results() {
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 0x40003e00\nv_mov_b32 v1, 0x4200bc00\nv_mov_b32 v2, 0x3800\n\
             v_dot2_f16_f16 v3.h, v0, v1, v2.l\n\
             v_mov_b32 v4, 0x40003fc0\nv_mov_b32 v5, 0x4040bf80\nv_mov_b32 v6, 0x3f000000\n\
             v_dot2_bf16_bf16 v3.l, v4, v5, v6.h\ns_endpgm",
        );
        assert_eq!(w.vgpr[3][0], 0x4500_40a0);
    }

    /// v_sat_pk_u8_i16: {-5, 300} -> {0, 255}; {200, 7} -> {200, 7}.
    #[test]
    fn sat_pk_u8() {
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 0xfffb012c\nv_mov_b32 v1, 0x00c80007\n\
             v_sat_pk_u8_i16 v2.l, v0\nv_sat_pk_u8_i16 v2.h, v1\ns_endpgm",
        );
        assert_eq!(w.vgpr[2][0], 0xc807_00ff);
    }

    /// v_pk_fmac_f16: {2 * 3 + 1, 1.5 * -1 + 0.5} = {7, -1}.
    #[test]
    fn pk_fmac_f16() {
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 0x40003e00\nv_mov_b32 v1, 0x4200bc00\nv_mov_b32 v2, 0x3c003800\n\
             v_pk_fmac_f16 v2, v0, v1\ns_endpgm",
        );
        assert_eq!(w.vgpr[2][0], 0x4700_bc00);
    }

    /// v_dot2acc_f32_f16, alone and as a VOPD half: 1.5 * -1 + 2 * 3 + acc.
    #[test]
    fn dot2acc_f16() {
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 0x40003e00\nv_mov_b32 v1, 0x4200bc00\nv_mov_b32 v2, 0x41200000\n\
             v_mov_b32 v5, v2\nv_dot2acc_f32_f16 v5, v0, v1\nv_mov_b32 v3, 1.0\n\
             v_dual_dot2acc_f32_f16 v3, v0, v1 :: v_dual_mov_b32 v4, v2\ns_endpgm",
        );
        assert_eq!(f32::from_bits(w.vgpr[5][0]), 14.5);
        assert_eq!(f32::from_bits(w.vgpr[3][0]), 5.5);
        assert_eq!(f32::from_bits(w.vgpr[4][0]), 10.0);
        let t = Target::from_name("gfx1100").unwrap();
        let mut m = Machine::from_source(t, "v_dot2acc_f32_f16 v5, 1.0, v1\ns_endpgm").unwrap();
        let e = m.run(&mut Wave::new(t, 1), 10, None).unwrap_err();
        assert!(e.msg.contains("inline constant"), "{e}");
    }

    /// The constant integer compares: every active lane false or true.
    #[test]
    fn constant_compares() {
        let w = run(
            "gfx1100",
            4,
            "v_cmp_t_u32 vcc_lo, v0, v1\ns_mov_b32 s0, vcc_lo\n\
             v_cmp_f_i64_e64 s1, v[0:1], v[2:3]\nv_cmp_t_i32_e64 s2, 5, v1\n\
             v_cmpx_t_u64 v[0:1], v[2:3]\ns_mov_b32 s3, exec_lo\n\
             v_cmpx_f_u32 v0, v1\ns_endpgm",
        );
        assert_eq!(&w.sgpr[0..4], &[0xf, 0, 0xf, 0xf]);
        assert_eq!(w.exec, 0);
    }

    /// Three-source float min/max/median (RDNA 3 ISA pseudocode V_MIN3_F32,
    /// V_MED3_F32..., built from V_MIN/V_MAX in IEEE mode).
    #[test]
    fn float_three_source_min_max_med() {
        let f = |x: f32| x.to_bits();
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 1.0\nv_mov_b32 v1, 0x40400000\nv_mov_b32 v2, 2.0\n\
             v_med3_f32 v3, v0, v1, v2\nv_min3_f32 v4, v0, v1, v2\nv_max3_f32 v5, v0, v1, v2\n\
             v_maxmin_f32 v6, v0, v1, v2\nv_minmax_f32 v7, v0, v1, -4.0\n\
             v_mov_b32 v8, 0x7fc00000\nv_med3_f32 v9, v8, v0, v1\nv_max3_f32 v10, v8, v0, v1\n\
             v_mov_b32 v11, 0x7f800001\nv_min3_f32 v12, v11, v0, v1\nv_min_f32 v20, v11, v0\n\
             v_max3_f32 v13, 0x80000000, 0, 0x80000000\nv_min3_f32 v14, 0, 0x80000000, 0\n\
             v_med3_f32 v15, v0, v1, v2 clamp\nv_med3_f32 v16, -v0, v1, -v2\n\
             v_mov_b32 v18, 0x40003c00\nv_mov_b32 v19, 0x4200\n\
             v_med3_f16 v17.l, v18.l, v18.h, v19.l\nv_max3_f16 v17.h, v18.l, v18.h, v19.l\n\
             s_endpgm",
        );
        let v = |i: usize| w.vgpr[i][0];
        assert_eq!(
            [v(3), v(4), v(5), v(6), v(7)],
            [f(2.0), f(1.0), f(3.0), f(2.0), f(1.0)]
        );
        // a quiet NaN is skipped: med3 with a NaN is min3 = 1.0; max3 = 3.0
        assert_eq!((v(9), v(10)), (f(1.0), f(3.0)));
        // a signalling NaN becomes quiet in the first min, then is skipped
        assert_eq!((v(12), v(20)), (f(3.0), 0x7fc0_0001));
        // -0.0 < +0.0
        assert_eq!((v(13), v(14)), (0, 0x8000_0000));
        // clamp to [0, 1]; med(-1, 3, -2) = -1
        assert_eq!((v(15), v(16)), (f(1.0), f(-1.0)));
        // f16 halves: median(1, 2, 3) = 2.0 low, max 3.0 high
        assert_eq!(v(17), 0x4200_4000);
    }

    #[test]
    fn f16_conversions() {
        // f16 1.5 in the low half, -2.0 in the high half; fake-free gfx1100 halves
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 0xc0003e00\nv_cvt_f32_f16 v1, v0.l\nv_cvt_f32_f16 v2, v0.h\n\
             v_cvt_i16_f16 v3.l, v0.h\nv_cvt_f16_u16 v3.h, 7\ns_endpgm",
        );
        assert_eq!(f32::from_bits(w.vgpr[1][0]), 1.5);
        assert_eq!(f32::from_bits(w.vgpr[2][0]), -2.0);
        // -2 as i16 in the low half, f16 7.0 (0x4700) in the high half
        assert_eq!(w.vgpr[3][0], 0x4700_fffe);
    }

    #[test]
    fn mode_register_and_perm() {
        let w = run(
            "gfx1100",
            32,
            "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 0\ns_getreg_b32 s0, hwreg(HW_REG_MODE)\n\
             s_denorm_mode 15\ns_getreg_b32 s1, hwreg(HW_REG_MODE, 4, 4)\n\
             s_mov_b32 s2, 0x80112233\ns_mov_b32 s3, 0x44556677\ns_mov_b32 s4, 0x0c0b0700\n\
             v_mov_b32 v1, s4\nv_perm_b32 v0, s2, s3, v1\ns_endpgm",
        );
        // MODE with FP_DENORM cleared, then set back to 0xf
        assert_eq!(w.sgpr[0], DEFAULT_MODE & !0xf0);
        assert_eq!(w.sgpr[1], 0xf);
        // bytes of {s2, s3}: sel 0 -> 0x77, 7 -> 0x80, 11 -> sign of byte 7 (0xff), 12 -> 0
        assert_eq!(w.vgpr[0][0], 0x00ff_8077);
        // a float instruction that cannot follow a directed rounding exactly
        // is refused, not run wrongly
        let t = Target::from_name("gfx1100").unwrap();
        let mut m =
            crate::Machine::from_source(t, "s_round_mode 1\nv_rcp_f32 v0, v1\ns_endpgm").unwrap();
        let mut w = Wave::new(t, 32);
        assert!(m
            .run(&mut w, 10, None)
            .unwrap_err()
            .msg
            .contains("rounding mode 0x1 (MODE.FP_ROUND"));
    }

    #[test]
    fn scalar_b64_constants() {
        // found by the differential test against tinygrad's emulator (tools/diff_tinygrad.py)
        let w = run(
            "gfx1100",
            32,
            "s_mov_b64 s[0:1], 0x80000000\ns_mov_b64 s[2:3], 0.5\ns_mov_b64 s[4:5], -4.0\n\
             s_mov_b64 s[6:7], -5\ns_or_b64 s[8:9], s[6:7], 0xfffffff0\ns_endpgm",
        );
        // literal zero-extended (LLVM S_MOV_B64_IMM_PSEUDO: APInt::isIntN(32))
        assert_eq!((w.sgpr[0], w.sgpr[1]), (0x8000_0000, 0));
        // f64 inline constants
        assert_eq!((w.sgpr[2], w.sgpr[3]), (0, 0x3fe0_0000));
        assert_eq!((w.sgpr[4], w.sgpr[5]), (0, 0xc010_0000));
        // integer inline constants sign-extended
        assert_eq!((w.sgpr[6], w.sgpr[7]), (0xffff_fffb, 0xffff_ffff));
        assert_eq!((w.sgpr[8], w.sgpr[9]), (0xffff_fffb, 0xffff_ffff));
    }

    #[test]
    fn fmamk_f16_high_half_addend() {
        // v_fmamk_f16 D = S0 * K + S1: a .h S1 is bit 7 of VSRC1 (found by the
        // differential test against tinygrad's emulator: the high half was missed)
        let w = run(
            "gfx1100",
            32,
            "v_mov_b32 v5, 0x3c00\nv_mov_b32 v6, 0x40003c00\n\
             v_fmamk_f16 v1.l, v5.l, 0x4000, v6.h\nv_fmamk_f16 v2.l, v5.l, 0x4000, v6.l\n\
             v_fmaak_f16 v3.l, v5.l, v6.h, 0x4000\ns_endpgm",
        );
        // 1*2 + 2 = 4, 1*2 + 1 = 3, 1*2 + 2 = 4
        assert_eq!(w.vgpr[1][0], 0x4400);
        assert_eq!(w.vgpr[2][0], 0x4200);
        assert_eq!(w.vgpr[3][0], 0x4400);
    }

    #[test]
    fn carry_out_forms_clamp() {
        // found by the differential test against tinygrad's emulator
        let w = run(
            "gfx1100",
            32,
            "v_mov_b32 v1, 5\nv_mov_b32 v2, 7\nv_mov_b32 v3, -1\n\
             v_sub_co_u32 v4, vcc_lo, v1, v2 clamp\nv_subrev_co_u32 v5, vcc_lo, v2, v1 clamp\n\
             v_add_co_u32 v6, vcc_lo, v3, v2 clamp\n\
             v_add_co_ci_u32_e64 v7, s0, v3, 0, vcc_lo clamp\n\
             v_sub_co_u32 v8, vcc_lo, v2, v1 clamp\nv_add_co_u32 v9, s1, v3, v2\ns_endpgm",
        );
        // saturated results; the carry/borrow still comes out
        assert_eq!(w.vgpr[4][0], 0);
        assert_eq!(w.vgpr[5][0], 0);
        assert_eq!(w.vgpr[6][0], u32::MAX);
        assert_eq!(w.vgpr[7][0], u32::MAX);
        assert_eq!(w.sgpr[0], u32::MAX);
        assert_eq!(w.vgpr[8][0], 2);
        // without CLAMP the sum wraps
        assert_eq!((w.vgpr[9][0], w.sgpr[1]), (6, u32::MAX));
    }

    #[test]
    fn class_f16_mask_in_high_half() {
        // v_cmp_class_f16 SRC1 = v10.h (found by the differential test against
        // tinygrad's emulator: the low half was read)
        let w = run(
            "gfx1100",
            32,
            "v_mov_b32 v9, 0x3c00\nv_mov_b32 v10, 0x01000000\n\
             v_cmp_class_f16_e32 vcc_lo, v9.l, v10.h\ns_mov_b32 s5, vcc_lo\n\
             v_cmp_class_f16_e32 vcc_lo, v9.l, v10.l\ns_endpgm",
        );
        // 1.0 is a positive normal: class bit 8
        assert_eq!(w.sgpr[5], u32::MAX);
        assert_eq!(w.vcc, 0);
    }

    #[test]
    fn mad_u64_constant_addends_on_the_lane_path() {
        // 2 * 3 + addend: a literal addend is zero-extended (0xffffff00 ->
        // 0x00000000_ffffff00: high dword 0, where sign extension would give
        // 0xffffffff), an inline -1 sign-extended (all ones: 6 - 1 = 5)
        let w = run(
            "gfx1100",
            32,
            "v_mov_b32 v0, 2\nv_mov_b32 v1, 3\n\
             v_mad_u64_u32 v[2:3], null, v0, v1, 0xffffff00\n\
             v_mad_u64_u32 v[4:5], null, v0, v1, -1\ns_endpgm",
        );
        assert_eq!((w.vgpr[2][7], w.vgpr[3][7]), (0xffff_ff06, 0));
        assert_eq!((w.vgpr[4][7], w.vgpr[5][7]), (5, 0));
    }

    #[test]
    fn realtime_message_counts_instructions() {
        // the clock advances with the wave's instructions: the 2nd and 4th
        let w = run(
            "gfx1100",
            32,
            "s_nop 0\ns_sendmsg_rtn_b64 s[0:1], sendmsg(MSG_RTN_GET_REALTIME)\ns_nop 0\n\
             s_sendmsg_rtn_b64 s[2:3], sendmsg(MSG_RTN_GET_REALTIME)\n\
             s_sendmsg_rtn_b32 s4, sendmsg(MSG_RTN_GET_DOORBELL)\ns_endpgm",
        );
        assert_eq!(&w.sgpr[..5], &[2, 0, 4, 0, 0]);
    }

    #[test]
    fn scalar_ops_and_scc() {
        let w = run(
            "gfx1100",
            32,
            "s_mov_b32 s0, -1\ns_add_u32 s1, s0, 2\ns_movk_i32 s2, 0x8000\ns_endpgm",
        );
        assert_eq!(w.sgpr[1], 1);
        assert!(w.scc);
        assert_eq!(w.sgpr[2], 0xffff_8000);
    }

    #[test]
    fn mbcnt_and_saveexec() {
        let w = run(
            "gfx942",
            64,
            "v_mbcnt_lo_u32_b32 v0, -1, 0\nv_mbcnt_hi_u32_b32 v0, -1, v0\n\
             v_cmp_gt_u32 vcc, 4, v0\ns_and_saveexec_b64 s[0:1], vcc\ns_endpgm",
        );
        assert_eq!(w.vgpr[0][63], 63);
        assert_eq!(w.exec, 0xf);
        assert_eq!(w.sgpr[0], u32::MAX);
        assert!(w.scc);
    }

    #[test]
    fn readlane_writelane_cndmask() {
        let w = run(
            "gfx1030",
            32,
            "v_mbcnt_lo_u32_b32 v0, -1, 0\nv_readlane_b32 s3, v0, 5\nv_writelane_b32 v1, s3, 7\n\
             v_cmp_eq_u32 vcc_lo, 2, v0\nv_cndmask_b32 v2, 1.0, v0, vcc_lo\ns_endpgm",
        );
        assert_eq!(w.sgpr[3], 5);
        assert_eq!(w.vgpr[1][7], 5);
        assert_eq!(w.vgpr[1][6], 0);
        assert_eq!(w.vgpr[2][2], 2);
        assert_eq!(w.vgpr[2][3], 0x3f80_0000);
    }

    /// The packed, normalized and offset conversions through decode and
    /// execute: halves, op_sel, abs/neg, byte placement.
    #[test]
    fn pack_conversions() {
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 0x3800bc00\nv_mov_b32 v1, 0xbf800000\nv_mov_b32 v9, 0x3f000000\n\
             v_mov_b32 v2, 0x11111111\nv_cvt_norm_i16_f16 v2, v0\n\
             v_cvt_pk_norm_i16_f16 v3, v0, v0 op_sel:[1,0,0]\n\
             v_cvt_pk_norm_u16_f32 v4, -v1, |v9|\n\
             v_mov_b32 v5, 0x42c90000\nv_mov_b32 v6, 0xc24ccccd\nv_cvt_pk_i16_f32 v7, v5, v6\n\
             v_mov_b32 v8, 0xfffe7960\nv_cvt_pk_i16_i32 v10, v8, 5\n\
             v_cvt_pk_u16_u32 v11, v8, 70\n\
             v_mov_b32 v12, 0x11223344\nv_mov_b32 v13, 0x43008000\n\
             v_cvt_pk_u8_f32 v12, v13, 2, v12\n\
             v_cvt_off_f32_i4 v14, 8\nv_cvt_off_f32_i4_e64 v15, 7 mul:2\ns_endpgm",
        );
        // f16 -1.0 in the low half: -32767; the high half of VDST kept
        assert_eq!(w.vgpr[2][0], 0x1111_8001);
        // {snorm(v0.lo = -1.0), snorm(v0.hi = 0.5)}
        assert_eq!(w.vgpr[3][0], 0x8001_4000);
        // {unorm(|0.5|), unorm(-(-1.0))}
        assert_eq!(w.vgpr[4][0], 0x8000_ffff);
        // 100.5 -> 100, -51.2 -> -51
        assert_eq!(w.vgpr[7][0], 0xffcd_0064);
        // -100000 saturates to -32768; 5
        assert_eq!(w.vgpr[10][0], 0x0005_8000);
        // 0xfffe7960 as u32 saturates to 65535; 70
        assert_eq!(w.vgpr[11][0], 0x0046_ffff);
        // 128.5 -> 128 into byte 2
        assert_eq!(w.vgpr[12][0], 0x1180_3344);
        assert_eq!(f32::from_bits(w.vgpr[14][0]), -0.5);
        assert_eq!(f32::from_bits(w.vgpr[15][0]), 0.875);
    }

    /// v_trig_preop_f64 through decode: SRC0 with neg, the segment in a VGPR.
    #[test]
    fn trig_preop_program() {
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 0\nv_mov_b32 v1, 0x3ff00000\nv_mov_b32 v4, 1\n\
             v_trig_preop_f64 v[2:3], -v[0:1], v4\nv_trig_preop_f64 v[6:7], 1.0, 0\ns_endpgm",
        );
        assert_eq!(w.vgpr[2][0], 0x9d5f_47d4);
        assert_eq!(w.vgpr[3][0], 0x3c94_a7f0);
        assert_eq!(w.vgpr[6][0], 0x6dc9_c882);
        assert_eq!(w.vgpr[7][0], 0x3fe4_5f30);
    }

    /// v_dual_dot2acc_f32_bf16: bf16 1.5 * -1 + 2 * 3 + acc 1.0 = 5.5, with
    /// the other half reading VDST's old value.
    #[test]
    fn dual_dot2acc_bf16() {
        let w = run(
            "gfx1100",
            1,
            "v_mov_b32 v0, 0x40003fc0\nv_mov_b32 v1, 0x4040bf80\nv_mov_b32 v3, 1.0\n\
             v_dual_dot2acc_f32_bf16 v3, v0, v1 :: v_dual_mov_b32 v4, v3\ns_endpgm",
        );
        assert_eq!(f32::from_bits(w.vgpr[3][0]), 5.5);
        assert_eq!(f32::from_bits(w.vgpr[4][0]), 1.0);
    }
}

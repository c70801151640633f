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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
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
    /// `s_sendmsg_rtn_b32/b64`: a deterministic 0 (REALTIME, doorbell…).
    SSendmsgRtn,
    /// `v_perm_b32`: byte selects from {SRC0, SRC1}.
    VPerm,
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
        240..=248 => {
            return Err("64-bit float inline constants are not modelled".into());
        }
        // Integer inline constants are sign-extended 64-bit values; a 32-bit
        // literal is sign-extended the same way here (UNCONFIRMED for SALU b64).
        _ => i64::from(read_scalar(w, v, literal)? as i32) as u64,
    })
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
        Bin::MulLo | Bin::MulHiU | Bin::MulHiI | Bin::Bfm => return None,
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
    matches!(
        kind,
        VFBin(_)
            | VFma(_)
            | VCvt(_)
            | VFUn(..)
            | VFCvt(_)
            | VFBinT(..)
            | VFmaT(..)
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
    let (x, y) = (f32::from_bits(a), f32::from_bits(b));
    let snan = |v: f32, bits: u32| v.is_nan() && bits & 0x0040_0000 == 0;
    if snan(x, a) {
        return a | 0x0040_0000;
    }
    if snan(y, b) {
        return b | 0x0040_0000;
    }
    if x.is_nan() {
        return b;
    }
    if y.is_nan() {
        return a;
    }
    let below = x < y || (x == 0.0 && y == 0.0 && a >> 31 > b >> 31);
    let above = x > y || (x == 0.0 && y == 0.0 && a >> 31 < b >> 31);
    if (max && above) || (!max && below) {
        a
    } else {
        b
    }
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
          Alignbit Alignbyte Min3U Max3U Min3I Max3I Med3U Med3I MaxMinU MaxMinI MinMaxU MinMaxI)
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
    /// `v_mad_u64_u32` with a scalar addend (src 2) and no carry out.
    MadU64,
}

impl LaneFn {
    /// Sources read as lane arrays.
    fn arity(self) -> usize {
        match self {
            LaneFn::Mov | LaneFn::Cvt(_) => 1,
            LaneFn::Bin(_) | LaneFn::FBin(_) | LaneFn::MadU64 => 2,
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
        // the compiler's 64-bit index and LCG arithmetic; 64-bit float
        // constants (240-248) are left to the general path's error
        AluKind::VMad64 { signed: false }
            if s2 < VGPR0 && !(240..=248).contains(&s2) && is_null(a.sdst, target.gen()) =>
        {
            (LaneFn::MadU64, [src(s0), src(s1), src(s2)])
        }
        _ => return None,
    };
    Some(LaneOp {
        f,
        dst: a.dst,
        src,
        float: is_float(kind),
    })
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
        // integer constants and 32-bit scalars are sign-extended to 64 bits,
        // as read_scalar64 reads them
        (LaneFn::MadU64, Src::Const(k)) => i64::from(k as i32) as u64,
        (LaneFn::MadU64, Src::Scalar(v)) => read_scalar64(w, v, 0)?,
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
        LaneFn::MadU64 => {
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
    use crate::denorm::{rounding_error, Flush, ROUND_BITS};
    if w.mode & ROUND_BITS != 0 {
        return Err(rounding_error(w.mode));
    }
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
    if !fz.any() {
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

/// Executes one ALU instruction; `Ok(true)` at `s_endpgm`.
pub fn exec(w: &mut Wave, kind: AluKind, a: &AluInst) -> Result<bool, String> {
    // denormal modes are followed by the float sources and results;
    // rounding modes other than to nearest even are refused
    if w.mode & crate::denorm::ROUND_BITS != 0 && is_float(kind) {
        return Err(crate::denorm::rounding_error(w.mode));
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
            let x = if wide64 && !matches!(op, Un::Bitset0 | Un::Bitset1) {
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
            if matches!(op, Un::Not | Un::Bcnt0 | Un::Bcnt1 | Un::Abs) {
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
            // no doorbell, TMA or real-time clock here: 0 (deterministic)
            if b64 {
                write_scalar64(w, a.dst, 0)?;
            } else {
                write_scalar(w, a.dst, 0)?;
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
                w.vgpr[d][l] = r as u32;
                out |= (r >> 32 & 1) << l;
            }
            write_mask(w, if vop3 { a.sdst } else { 106 }, out)?;
        }
        AluKind::VFBin(op) => {
            let (s0, s1) = (pre(w, a.src[0], lit)?, pre(w, a.src[1], lit)?);
            let d = usize::from(a.dst);
            let fz = Flush::of(w.mode, Fty::F32);
            for l in lanes(w.exec) {
                let x = f32::from_bits(fz.input32(fmod(a, 0, vsrc(w, a.src[0], l, s0))));
                let y = f32::from_bits(fz.input32(fmod(a, 1, vsrc(w, a.src[1], l, s1))));
                // host f32 arithmetic: round to nearest even, denormals kept
                // unless MODE flushes them
                w.vgpr[d][l] = fz.output32(fout(a, fbin(op, x, y)));
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
            for l in lanes(w.exec) {
                let x = f32::from_bits(fz.input32(fmod(a, 0, vsrc(w, p0, l, s0))));
                let y = f32::from_bits(fz.input32(fmod(a, 1, vsrc(w, p1, l, s1))));
                let z = f32::from_bits(fz.input32(fmod(a, 2, vsrc(w, v2, l, s2))));
                w.vgpr[d][l] = fz.output32(fout(a, x.mul_add(y, z)));
            }
        }
        AluKind::VCvt(op) => {
            let s = pre(w, a.src[0], lit)?;
            let d = usize::from(a.dst);
            let float_in = matches!(op, Cvt::I32FromF32 | Cvt::U32FromF32);
            let fz = Flush::of(w.mode, Fty::F32);
            for l in lanes(w.exec) {
                let x = vsrc(w, a.src[0], l, s);
                let x = if float_in {
                    fz.input32(fmod(a, 0, x))
                } else {
                    x
                };
                let r = cvt(op, x);
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
        // a float instruction in a rounding mode other than to nearest even
        // is refused, not run wrongly
        let t = Target::from_name("gfx1100").unwrap();
        let mut m =
            crate::Machine::from_source(t, "s_round_mode 1\nv_add_f32 v0, v1, v2\ns_endpgm")
                .unwrap();
        let mut w = Wave::new(t, 32);
        assert!(m
            .run(&mut w, 10, None)
            .unwrap_err()
            .msg
            .contains("rounding mode 0x1 (MODE.FP_ROUND"));
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
}

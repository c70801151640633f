//! Floating-point VALU kinds over f32 and f64: one-source operations
//! (reciprocal, square root, exp2/log2, sin/cos, rounding, frexp),
//! conversions between widths, ldexp, the division helpers (div_scale,
//! div_fmas, div_fixup), f64 arithmetic, and compares with all sixteen
//! predicates plus `class`.
//!
//! Source: AMD RDNA 3 ISA guide pseudocode for each opcode (V_DIV_SCALE_F32,
//! V_DIV_FIXUP_F32, V_CMP_CLASS_F32, V_RNDNE_F32, V_FREXP_*…). Results of
//! +, -, *, fma, sqrt, the roundings, frexp and ldexp are exact (correctly
//! rounded); rcp, rsq, exp, log, sin and cos use the host's correctly
//! rounded or libm results, within the 1 ULP AMD documents for them but not
//! necessarily the hardware's bits (marked approximate in the semantics).

use crate::alu::{lanes, read_scalar, read_scalar64, write_mask};
use crate::denorm::Flush;
use crate::round::Round;
use crate::state::Wave;
use amdgpu_isa::encoding::alu::AluInst;
use amdgpu_isa::operand::{LITERAL, VGPR0};

/// The float type of an operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fty {
    F16,
    F32,
    F64,
}

/// One-source float operations, result of the same type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FUn {
    Rcp,
    Sqrt,
    Rsq,
    /// 2^x
    Exp,
    /// log2(x)
    Log,
    /// sin(x * 2π)
    Sin,
    /// cos(x * 2π)
    Cos,
    Fract,
    Trunc,
    Ceil,
    Floor,
    /// Round to nearest even integer.
    Rndne,
    /// The mantissa in [0.5, 1) with the sign; inf and NaN unchanged.
    FrexpMant,
}

/// Conversions involving f64, and the rounding conversions of f32.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FCvt {
    F64FromF32,
    F32FromF64,
    I32FromF64,
    U32FromF64,
    F64FromI32,
    F64FromU32,
    F32FromF16,
    F16FromF32,
    F16FromI16,
    F16FromU16,
    /// Truncating, saturating to 16 bits; NaN gives 0.
    I16FromF16,
    U16FromF16,
    /// `v_cvt_nearest_i32_f32`: floor(x + 0.5).
    NearestI32FromF32,
    /// `v_cvt_floor_i32_f32`.
    FloorI32FromF32,
    /// `v_frexp_exp_i32_f32/f64`: the exponent as for frexp; 0 for inf and NaN.
    FrexpExp(Fty),
}

/// The sixteen float compare predicates, in opcode order (`f`, `lt`, `eq`,
/// `le`, `gt`, `lg`, `ge`, `o`, `u`, `nge`, `nlg`, `ngt`, `nle`, `neq`,
/// `nlt`, `t`): bit 0 less, bit 1 equal, bit 2 greater, bit 3 unordered.
pub const FCMP_NAMES: [&str; 16] = [
    "f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt",
    "t",
];

/// The predicate number of a compare name (`tru` is LLVM's spelling of `t`).
pub fn fcmp_of(name: &str) -> Option<u8> {
    let name = if name == "tru" { "t" } else { name };
    FCMP_NAMES.iter().position(|&n| n == name).map(|p| p as u8)
}

/// Whether `pred` holds for `a` and `b`: the predicate's bits name the
/// outcomes (less 1, equal 2, greater 4, unordered 8) for which it is true.
pub fn fcmp(pred: u8, a: f64, b: f64) -> bool {
    let outcome = if a.is_nan() || b.is_nan() {
        8
    } else if a < b {
        1
    } else if a == b {
        2
    } else {
        4
    };
    // o = 7 (not unordered), u = 8, and the n* forms are the complements
    pred & outcome != 0
}

/// `v_cmp_class`: which of the ten classes `x` is in, as the mask bit
/// (AMD pseudocode V_CMP_CLASS_F32: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal,
/// 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf).
pub fn class_bit(bits: u64, ty: Fty) -> u32 {
    let (exp_bits, mant_bits) = match ty {
        Fty::F16 => (5, 10),
        Fty::F32 => (8, 23),
        Fty::F64 => (11, 52),
    };
    let sign = bits >> (exp_bits + mant_bits) & 1 != 0;
    let exp = bits >> mant_bits & ((1 << exp_bits) - 1);
    let mant = bits & ((1 << mant_bits) - 1);
    let max = (1 << exp_bits) - 1;
    if exp == max && mant != 0 {
        return if mant >> (mant_bits - 1) & 1 != 0 {
            1
        } else {
            0
        };
    }
    let (neg, pos) = if exp == max {
        (2, 9)
    } else if exp > 0 {
        (3, 8)
    } else if mant != 0 {
        (4, 7)
    } else {
        (5, 6)
    };
    if sign {
        neg
    } else {
        pos
    }
}

/// A float value of either type, computed in f64 where that is exact.
fn un64(op: FUn, x: f64) -> f64 {
    match op {
        FUn::Rcp => 1.0 / x,
        FUn::Sqrt => x.sqrt(),
        FUn::Rsq => 1.0 / x.sqrt(),
        FUn::Exp => x.exp2(),
        FUn::Log => x.log2(),
        FUn::Sin => sin_rev(x),
        FUn::Cos => sin_rev(x - x.round_ties_even() + 0.25),
        FUn::Fract => x - x.floor(),
        FUn::Trunc => x.trunc(),
        FUn::Ceil => x.ceil(),
        FUn::Floor => x.floor(),
        FUn::Rndne => x.round_ties_even(),
        FUn::FrexpMant => frexp(x).0,
    }
}

/// sin(x·2π) for `x` in revolutions (RDNA3 guide pseudocode V_SIN_F32:
/// `sin(S0.f32 * 32'F(PI * 2.0))`). The whole turns are taken off first and the
/// rest folded into [-0.25, 0.25] (sin(π - t) = sin t), both exact in f64 for
/// f32/f16 inputs, so whole and half turns give exactly 0 and quarter turns ±1
/// as the real-valued pseudocode does, rather than the rounding error of
/// scaling by an inexact 2π. Infinities and NaN give NaN.
fn sin_rev(x: f64) -> f64 {
    let r = x - x.round_ties_even();
    let r = if r > 0.25 {
        0.5 - r
    } else if r < -0.25 {
        -0.5 - r
    } else {
        r
    };
    (r * std::f64::consts::TAU).sin()
}

/// `(mantissa in [0.5, 1), exponent)`, inf and NaN as they are with exponent 0.
fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let (x, adjust) = if x.abs() < f64::MIN_POSITIVE {
        (x * 2f64.powi(64), -64)
    } else {
        (x, 0)
    };
    let e = ((x.to_bits() >> 52) & 0x7ff) as i32 - 1022;
    let m = f64::from_bits(x.to_bits() & !(0x7ff << 52) | (1022 << 52));
    (m, e + adjust)
}

/// The f32 result of `op`: the exact operations rounded once from f64
/// (exact: the f64 result of an f32 operand is itself exact, or the
/// operation is a rounding), the others from the f32 host routines.
fn un32(op: FUn, x: f32) -> f32 {
    match op {
        FUn::Rcp => 1.0 / x,
        FUn::Sqrt => x.sqrt(),
        FUn::Rsq => (1.0 / f64::from(x).sqrt()) as f32,
        FUn::Exp => x.exp2(),
        FUn::Log => x.log2(),
        FUn::Fract => x - x.floor(),
        FUn::FrexpMant => frexp(f64::from(x)).0 as f32,
        _ => un64(op, f64::from(x)) as f32,
    }
}

/// The inline constants 240-248 (0.5, -0.5, 1, -1, 2, -2, 4, -4, 1/(2π)) of a
/// 64-bit operand, as f64 bit patterns.
pub(crate) const INLINE_F64: [u64; 9] = [
    0x3fe0_0000_0000_0000, // 0.5
    0xbfe0_0000_0000_0000,
    0x3ff0_0000_0000_0000, // 1.0
    0xbff0_0000_0000_0000,
    0x4000_0000_0000_0000, // 2.0
    0xc000_0000_0000_0000,
    0x4010_0000_0000_0000, // 4.0
    0xc010_0000_0000_0000,
    0x3fc4_5f30_6dc9_c882, // 1/(2π)
];

/// A 64-bit float source: VGPR pair, SGPR pair, inline constant (the f64
/// value for 240-248, the integer's bits otherwise) or a literal as the high
/// dword (AMD ISA guides: a 32-bit literal for a 64-bit float operand).
pub fn read_f64(w: &Wave, v: u16, lit: u32) -> Result<u64, String> {
    Ok(match v {
        240..=248 => INLINE_F64[usize::from(v - 240)],
        LITERAL => u64::from(lit) << 32,
        _ => read_scalar64(w, v, lit)?,
    })
}

/// Per-lane 64-bit source.
fn src64(w: &Wave, v: u16, lane: usize, pre: Option<u64>) -> u64 {
    match pre {
        Some(x) => x,
        None => {
            let r = usize::from(v - VGPR0);
            u64::from(w.vgpr[r & 255][lane]) | u64::from(w.vgpr[(r + 1) & 255][lane]) << 32
        }
    }
}

/// A source of type `ty` for every lane, as bits (VOP3 abs/neg applied),
/// denormals flushed when MODE.FP_DENORM says so for `ty` (`crate::denorm`).
fn fetch_f(w: &Wave, a: &AluInst, i: usize, v: u16, ty: Fty) -> Result<[u64; 64], String> {
    let mut out = fetch_raw(w, a, i, v, ty)?;
    let fz = Flush::of(w.mode, ty);
    if fz.src {
        for o in out.iter_mut() {
            *o = fz.input(*o, ty);
        }
    }
    Ok(out)
}

/// [`fetch_f`] without the flush: `v_cmp_class` tests the source as it is.
fn fetch_raw(w: &Wave, a: &AluInst, i: usize, v: u16, ty: Fty) -> Result<[u64; 64], String> {
    let sign = sign_bit(ty);
    let mut out = [0u64; 64];
    if ty == Fty::F16 {
        let h = crate::half::src16(w, a, i, v, true)?;
        for (o, &x) in out.iter_mut().zip(h.iter()) {
            *o = u64::from(x);
        }
    } else {
        let pre = if v >= VGPR0 {
            None
        } else if ty == Fty::F64 {
            Some(read_f64(w, v, a.literal)?)
        } else {
            Some(u64::from(read_scalar(w, v, a.literal)?))
        };
        for (l, o) in out.iter_mut().enumerate().take(w.wave_size as usize) {
            *o = match ty {
                Fty::F64 => src64(w, v, l, pre),
                _ => pre.unwrap_or_else(|| {
                    u64::from(w.vgpr[usize::from(v - VGPR0).min(crate::state::DPP_ROW)][l])
                }),
            };
        }
    }
    for o in out.iter_mut() {
        if a.abs >> i & 1 != 0 {
            *o &= !sign;
        }
        if a.neg >> i & 1 != 0 {
            *o ^= sign;
        }
    }
    Ok(out)
}

fn sign_bit(ty: Fty) -> u64 {
    match ty {
        Fty::F16 => 1 << 15,
        Fty::F32 => 1 << 31,
        Fty::F64 => 1 << 63,
    }
}

fn to_f(bits: u64, ty: Fty) -> f64 {
    match ty {
        Fty::F16 => crate::ds::f16_to_f64(bits as u16),
        Fty::F32 => f64::from(f32::from_bits(bits as u32)),
        Fty::F64 => f64::from_bits(bits),
    }
}

/// `bits` (of type `ty`) as written: unchanged without OMOD and CLAMP,
/// else through [`out_f`].
fn out_or_raw(a: &AluInst, bits: u64, ty: Fty) -> u64 {
    if a.omod == 0 && !a.clamp {
        bits
    } else {
        out_f(a, to_f(bits, ty), ty)
    }
}

/// Result bits of type `ty` with OMOD and CLAMP applied.
fn out_f(a: &AluInst, r: f64, ty: Fty) -> u64 {
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
    bits_of(r, ty)
}

/// `r` rounded to `ty` (to nearest even), as bits.
fn bits_of(r: f64, ty: Fty) -> u64 {
    match ty {
        Fty::F16 => u64::from(crate::ds::f64_to_f16(r)),
        Fty::F32 => u64::from((r as f32).to_bits()),
        Fty::F64 => r.to_bits(),
    }
}

/// Writes a per-lane float result of type `ty` to VDST (a half for f16),
/// a denormal flushed when MODE.FP_DENORM says so for `ty`.
fn write(w: &mut Wave, a: &AluInst, l: usize, x: u64, ty: Fty) {
    let x = Flush::of(w.mode, ty).output(x, ty);
    put(w, a, l, x, ty);
}

/// Writes a per-lane result of width `ty` to VDST as it is (integer results).
fn put(w: &mut Wave, a: &AluInst, l: usize, x: u64, ty: Fty) {
    let d = usize::from(a.dst);
    match ty {
        Fty::F16 => crate::half::write16(w, a, l, x as u16),
        Fty::F32 => w.vgpr[d & 255][l] = x as u32,
        Fty::F64 => {
            w.vgpr[d & 255][l] = x as u32;
            w.vgpr[(d + 1) & 255][l] = (x >> 32) as u32;
        }
    }
}

/// `v_<op>_f32/f64`.
pub fn exec_un(w: &mut Wave, op: FUn, ty: Fty, a: &AluInst) -> Result<(), String> {
    let x = fetch_f(w, a, 0, a.src[0], ty)?;
    for l in lanes(w.exec) {
        let r = match ty {
            Fty::F32 => f64::from(un32(op, f32::from_bits(x[l] as u32))),
            _ => un64(op, to_f(x[l], ty)),
        };
        let r = out_f(a, r, ty);
        write(w, a, l, r, ty);
    }
    Ok(())
}

/// Float to integer: truncate, saturate, NaN to 0 (RDNA 3 ISA, V_CVT_I32_F64).
fn to_int(x: f64, signed: bool) -> u32 {
    if signed {
        x as i32 as u32
    } else {
        x as u32
    }
}

/// Conversions.
pub fn exec_cvt(w: &mut Wave, op: FCvt, a: &AluInst) -> Result<(), String> {
    if matches!(op, FCvt::F16FromI16 | FCvt::F16FromU16) {
        // integer halves: no float modifiers
        let x = crate::half::src16(w, a, 0, a.src[0], false)?;
        for l in lanes(w.exec) {
            let v = if op == FCvt::F16FromI16 {
                f64::from(x[l] as i16)
            } else {
                f64::from(x[l])
            };
            let rnd = Round::of(w.mode, Fty::F16);
            let r = if rnd.directed() {
                directed(a, crate::round::from_int(v as i64, Fty::F16, rnd), Fty::F16)
            } else {
                out_f(a, v, Fty::F16)
            };
            write(w, a, l, r, Fty::F16);
        }
        return Ok(());
    }
    let src_ty = match op {
        FCvt::F32FromF64 | FCvt::I32FromF64 | FCvt::U32FromF64 | FCvt::FrexpExp(Fty::F64) => {
            Fty::F64
        }
        FCvt::F32FromF16 | FCvt::I16FromF16 | FCvt::U16FromF16 | FCvt::FrexpExp(Fty::F16) => {
            Fty::F16
        }
        _ => Fty::F32,
    };
    // an integer source is no float: MODE's denormal flush does not apply to
    // it (RDNA3 ISA V_CVT_F64_I32: `D0.f64 = i32_to_f64(S0.i32)`)
    let x = if matches!(op, FCvt::F64FromI32 | FCvt::F64FromU32) {
        fetch_raw(w, a, 0, a.src[0], src_ty)?
    } else {
        fetch_f(w, a, 0, a.src[0], src_ty)?
    };
    for l in lanes(w.exec) {
        let v = to_f(x[l], src_ty);
        // (bits, width, whether the result is a float)
        let (r, ty, float) = match op {
            FCvt::F64FromF32 => (out_f(a, v, Fty::F64), Fty::F64, true),
            FCvt::F32FromF64 => (narrow(w, a, x[l], v, Fty::F64, Fty::F32), Fty::F32, true),
            FCvt::I32FromF64 => (u64::from(to_int(v, true)), Fty::F32, false),
            FCvt::U32FromF64 => (u64::from(to_int(v, false)), Fty::F32, false),
            FCvt::F64FromI32 => (
                out_f(a, f64::from(x[l] as u32 as i32), Fty::F64),
                Fty::F64,
                true,
            ),
            FCvt::F64FromU32 => (out_f(a, f64::from(x[l] as u32), Fty::F64), Fty::F64, true),
            FCvt::F32FromF16 => (out_f(a, v, Fty::F32), Fty::F32, true),
            FCvt::F16FromF32 => (narrow(w, a, x[l], v, Fty::F32, Fty::F16), Fty::F16, true),
            FCvt::I16FromF16 => (
                u64::from(v.clamp(-32768.0, 32767.0) as i16 as u16),
                Fty::F16,
                false,
            ),
            FCvt::U16FromF16 => (u64::from(v.clamp(0.0, 65535.0) as u16), Fty::F16, false),
            // (handled above)
            FCvt::F16FromI16 | FCvt::F16FromU16 => continue,
            FCvt::NearestI32FromF32 => {
                (u64::from(to_int((v + 0.5).floor(), true)), Fty::F32, false)
            }
            FCvt::FloorI32FromF32 => (u64::from(to_int(v.floor(), true)), Fty::F32, false),
            FCvt::FrexpExp(t) => (
                u64::from(frexp(v).1 as u32),
                if t == Fty::F16 { Fty::F16 } else { Fty::F32 },
                false,
            ),
        };
        if float {
            write(w, a, l, r, ty);
        } else {
            put(w, a, l, r, ty);
        }
    }
    Ok(())
}

/// A narrowing conversion of `bits` (value `v`) from `from` to `to`:
/// rounded by the result type's MODE.FP_ROUND field (`crate::round`).
fn narrow(w: &Wave, a: &AluInst, bits: u64, v: f64, from: Fty, to: Fty) -> u64 {
    let rnd = Round::of(w.mode, to);
    match rnd
        .directed()
        .then(|| crate::round::convert(bits, from, to, rnd))
    {
        Some(Some(r)) => directed(a, r, to),
        _ => out_f(a, v, to),
    }
}

/// A result already rounded by a directed mode, with CLAMP (OMOD is
/// refused there by `crate::round::check`).
fn directed(a: &AluInst, bits: u64, ty: Fty) -> u64 {
    if a.clamp {
        crate::round::clamp(bits, ty)
    } else {
        bits
    }
}

/// Two-source f16/f64 arithmetic and min/max (`crate::alu::FBin`): computed
/// on the f64 values (exact for f16 +, -, *), rounded once to the type.
pub fn exec_bin(w: &mut Wave, op: crate::alu::FBin, ty: Fty, a: &AluInst) -> Result<(), String> {
    use crate::alu::FBin;
    let (x, y) = (
        fetch_f(w, a, 0, a.src[0], ty)?,
        fetch_f(w, a, 1, a.src[1], ty)?,
    );
    let rnd = Round::of(w.mode, ty);
    for l in lanes(w.exec) {
        let bits = match op {
            // min/max pick an operand: its own bits (or its quiet form)
            FBin::Min | FBin::Max => {
                let pick = minmax(op == FBin::Max, x[l], y[l], ty);
                out_or_raw(a, pick, ty)
            }
            _ => match rnd
                .directed()
                .then(|| crate::round::fbin(op, x[l], y[l], ty, rnd))
            {
                Some(Some(r)) => directed(a, r, ty),
                _ => {
                    let (p, q) = (to_f(x[l], ty).to_bits(), to_f(y[l], ty).to_bits());
                    out_f(a, f64::from_bits(crate::alu::fbin64(op, p, q)), ty)
                }
            },
        };
        write(w, a, l, bits, ty);
    }
    Ok(())
}

/// `v_min_*` / `v_max_*` in IEEE mode (the compute default), on bits of
/// `ty`: a signalling NaN operand gives its quiet form, a quiet NaN the other
/// operand, and -0.0 orders below +0.0 (RDNA 3 ISA pseudocode, V_MIN_F32,
/// V_MAX_F32).
pub(crate) fn minmax(max: bool, x: u64, y: u64, ty: Fty) -> u64 {
    let quiet = sign_bit(ty)
        >> match ty {
            Fty::F16 => 6,
            Fty::F32 => 9,
            Fty::F64 => 12,
        };
    let (p, r) = (to_f(x, ty), to_f(y, ty));
    let snan = |v: f64, b: u64| v.is_nan() && b & quiet == 0;
    if snan(p, x) {
        return x | quiet;
    }
    if snan(r, y) {
        return y | quiet;
    }
    if p.is_nan() {
        return y;
    }
    if r.is_nan() {
        return x;
    }
    let neg = |b: u64| b & sign_bit(ty) != 0;
    let below = p < r || (p == 0.0 && r == 0.0 && neg(x) && !neg(y));
    let above = p > r || (p == 0.0 && r == 0.0 && !neg(x) && neg(y));
    if (max && above) || (!max && below) {
        x
    } else {
        y
    }
}

/// Three-source float min/max kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FTri {
    /// `v_min3`: min(min(a, b), c).
    Min3,
    /// `v_max3`: max(max(a, b), c).
    Max3,
    /// `v_med3`: the median; min3 when any source is NaN.
    Med3,
    /// `v_maxmin`: min(max(a, b), c).
    MaxMin,
    /// `v_minmax`: max(min(a, b), c).
    MinMax,
}

/// The result bits of `op` on `x`, `y`, `z` of type `ty` (RDNA 3 ISA
/// pseudocode: V_MIN3_F32, V_MAX3_F32, V_MED3_F32, V_MAXMIN_F32,
/// V_MINMAX_F32, each composed of V_MIN/V_MAX).
pub fn tri(op: FTri, x: u64, y: u64, z: u64, ty: Fty) -> u64 {
    let min = |p, q| minmax(false, p, q, ty);
    let max = |p, q| minmax(true, p, q, ty);
    match op {
        FTri::Min3 => min(min(x, y), z),
        FTri::Max3 => max(max(x, y), z),
        FTri::MaxMin => min(max(x, y), z),
        FTri::MinMax => max(min(x, y), z),
        FTri::Med3 => {
            let (p, q, r) = (to_f(x, ty), to_f(y, ty), to_f(z, ty));
            if p.is_nan() || q.is_nan() || r.is_nan() {
                return min(min(x, y), z);
            }
            // the pseudocode compares max3's value with each source
            let m = to_f(max(max(x, y), z), ty);
            if m == p {
                max(y, z)
            } else if m == q {
                max(x, z)
            } else {
                max(x, y)
            }
        }
    }
}

/// `v_min3` / `v_max3` / `v_med3` / `v_maxmin` / `v_minmax` over f16 or f32,
/// with VOP3 abs/neg, OMOD and CLAMP.
pub fn exec_tri(w: &mut Wave, op: FTri, ty: Fty, a: &AluInst) -> Result<(), String> {
    let x = fetch_f(w, a, 0, a.src[0], ty)?;
    let y = fetch_f(w, a, 1, a.src[1], ty)?;
    let z = fetch_f(w, a, 2, a.src[2], ty)?;
    for l in lanes(w.exec) {
        let pick = tri(op, x[l], y[l], z[l], ty);
        let r = out_or_raw(a, pick, ty);
        write(w, a, l, r, ty);
    }
    Ok(())
}

/// `x` as f16, rounded toward zero (RDNA 3 ISA, V_CVT_PK_RTZ_F16_F32:
/// "round-toward-zero regardless of the current round mode"): the nearest-even
/// f16 stepped one unit toward zero when it lies beyond `x`; a finite `x`
/// too large gives the largest finite f16. NaN gives a quiet NaN (its
/// payload bits UNCONFIRMED).
pub fn f16_rtz(x: f32) -> u16 {
    let x = f64::from(x);
    let r = crate::ds::f64_to_f16(x);
    if x.is_nan() || x.is_infinite() {
        return r;
    }
    let mag = r & 0x7fff;
    if mag == 0x7c00 {
        // overflow: the largest finite value, with x's sign
        return (r & 0x8000) | 0x7bff;
    }
    if crate::ds::f16_to_f64(r).abs() > x.abs() {
        (r & 0x8000) | (mag - 1)
    } else {
        r
    }
}

/// `v_cvt_pk_rtz_f16_f32`: D = {f16_rtz(SRC1), f16_rtz(SRC0)}, VOP3 abs/neg
/// on the f32 sources.
pub fn exec_pk_rtz(w: &mut Wave, a: &AluInst) -> Result<(), String> {
    let x = fetch_f(w, a, 0, a.src[0], Fty::F32)?;
    let y = fetch_f(w, a, 1, a.src[1], Fty::F32)?;
    let d = usize::from(a.dst) & 255;
    for l in lanes(w.exec) {
        let h = |b: u64| u32::from(f16_rtz(f32::from_bits(b as u32)));
        w.vgpr[d][l] = h(x[l]) | h(y[l]) << 16;
    }
    Ok(())
}

/// `v_frexp_exp_i16_f16`: the exponent frexp gives, 0 for ±inf and NaN,
/// into a 16-bit destination (RDNA 3 ISA, V_FREXP_EXP_I16_F16).
pub fn exec_frexp_exp16(w: &mut Wave, a: &AluInst) -> Result<(), String> {
    let x = fetch_f(w, a, 0, a.src[0], Fty::F16)?;
    for l in lanes(w.exec) {
        let e = frexp(to_f(x[l], Fty::F16)).1;
        crate::half::write16(w, a, l, e as i16 as u16);
    }
    Ok(())
}

/// `v_mullit_f32`: -MAX_FLOAT when SRC1 is -MAX_FLOAT, -INF or NaN or SRC2
/// is <= 0 or NaN, else SRC0 * SRC1 (RDNA 3 ISA, V_MULLIT_F32).
pub fn exec_mullit(w: &mut Wave, a: &AluInst) -> Result<(), String> {
    let x = fetch_f(w, a, 0, a.src[0], Fty::F32)?;
    let y = fetch_f(w, a, 1, a.src[1], Fty::F32)?;
    let z = fetch_f(w, a, 2, a.src[2], Fty::F32)?;
    let f = |v: u64| f32::from_bits(v as u32);
    for l in lanes(w.exec) {
        let (p, q, r) = (f(x[l]), f(y[l]), f(z[l]));
        let v = if q == -f32::MAX || q == f32::NEG_INFINITY || q.is_nan() || r <= 0.0 || r.is_nan()
        {
            -f32::MAX
        } else {
            p * q
        };
        let bits = out_or_raw(a, u64::from(v.to_bits()), Fty::F32);
        write(w, a, l, bits, Fty::F32);
    }
    Ok(())
}

/// The DX9 legacy multiplies: a zero factor makes the product +0.0 even
/// against infinity or NaN (RDNA 3 ISA, V_MUL_DX9_ZERO_F32,
/// V_FMA_DX9_ZERO_F32: D = S2 then; V_FMAC_DX9_ZERO_F32: D = D).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dx9 {
    Mul,
    Fma,
    Fmac,
}

/// `v_mul/fma/fmac_dx9_zero_f32` with VOP3 abs/neg, OMOD and CLAMP.
pub fn exec_dx9(w: &mut Wave, op: Dx9, a: &AluInst) -> Result<(), String> {
    let x = fetch_f(w, a, 0, a.src[0], Fty::F32)?;
    let y = fetch_f(w, a, 1, a.src[1], Fty::F32)?;
    let z = match op {
        Dx9::Mul => [0u64; 64],
        Dx9::Fma => fetch_f(w, a, 2, a.src[2], Fty::F32)?,
        Dx9::Fmac => fetch_f(w, a, 2, VGPR0 + a.dst, Fty::F32)?,
    };
    for l in lanes(w.exec) {
        let (p, q, r) = (
            f32::from_bits(x[l] as u32),
            f32::from_bits(y[l] as u32),
            f32::from_bits(z[l] as u32),
        );
        let zero = p == 0.0 || q == 0.0;
        let v = match op {
            Dx9::Mul if zero => 0.0,
            Dx9::Mul => p * q,
            _ if zero => r,
            // one rounding of the exact p * q + r
            _ => p.mul_add(q, r),
        };
        let bits = out_or_raw(a, u64::from(v.to_bits()), Fty::F32);
        write(w, a, l, bits, Fty::F32);
    }
    Ok(())
}

/// The cube-map helpers over a direction (x, y, z) = (S0, S1, S2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cube {
    /// Face number 0-5.
    Id,
    /// The face's S coordinate.
    Sc,
    /// The face's T coordinate.
    Tc,
    /// Twice the major axis.
    Ma,
}

/// One cube-map helper on (x, y, z), RDNA 3 ISA pseudocode V_CUBEID_F32,
/// V_CUBESC_F32, V_CUBETC_F32, V_CUBEMA_F32: the z face when |z| is the
/// largest, else the y face when |y| >= |x|, else the x face.
pub fn cube(op: Cube, x: f32, y: f32, z: f32) -> f32 {
    let zf = z.abs() >= x.abs() && z.abs() >= y.abs();
    let yf = !zf && y.abs() >= x.abs();
    match op {
        Cube::Id if zf => {
            if z < 0.0 {
                5.0
            } else {
                4.0
            }
        }
        Cube::Id if yf => {
            if y < 0.0 {
                3.0
            } else {
                2.0
            }
        }
        Cube::Id => {
            if x < 0.0 {
                1.0
            } else {
                0.0
            }
        }
        Cube::Sc if zf => {
            if z < 0.0 {
                -x
            } else {
                x
            }
        }
        Cube::Sc if yf => x,
        Cube::Sc => {
            if x < 0.0 {
                z
            } else {
                -z
            }
        }
        Cube::Tc if zf => -y,
        Cube::Tc if yf => {
            if y < 0.0 {
                -z
            } else {
                z
            }
        }
        Cube::Tc => -y,
        Cube::Ma if zf => z * 2.0,
        Cube::Ma if yf => y * 2.0,
        Cube::Ma => x * 2.0,
    }
}

/// `v_cube*_f32` with VOP3 abs/neg, OMOD and CLAMP.
pub fn exec_cube(w: &mut Wave, op: Cube, a: &AluInst) -> Result<(), String> {
    let x = fetch_f(w, a, 0, a.src[0], Fty::F32)?;
    let y = fetch_f(w, a, 1, a.src[1], Fty::F32)?;
    let z = fetch_f(w, a, 2, a.src[2], Fty::F32)?;
    let f = |v: u64| f32::from_bits(v as u32);
    for l in lanes(w.exec) {
        let v = cube(op, f(x[l]), f(y[l]), f(z[l]));
        let bits = out_or_raw(a, u64::from(v.to_bits()), Fty::F32);
        write(w, a, l, bits, Fty::F32);
    }
    Ok(())
}

/// `v_fma_f16/f64` and the f16 fmac/fmaak/fmamk forms: one rounding of the
/// exact a * b + c (f16: computed in f64, then rounded to f16; exact for all
/// but extreme exponent spreads, UNCONFIRMED there).
pub fn exec_fma(w: &mut Wave, form: crate::alu::Fma, ty: Fty, a: &AluInst) -> Result<(), String> {
    use crate::alu::Fma;
    let (p0, p1, p2) = match form {
        Fma::Fma => (a.src[0], a.src[1], a.src[2]),
        Fma::Fmac => (a.src[0], a.src[1], VGPR0 + a.dst),
        Fma::Fmaak => (a.src[0], a.src[1], LITERAL),
        Fma::Fmamk => (a.src[0], LITERAL, a.src[1]),
    };
    // fmac reads its destination (its half, for f16) as the addend
    let acc = AluInst {
        opsel: a.opsel | (a.opsel >> 3 & 1) << 2,
        src: [a.src[0], a.src[1], VGPR0 + a.dst],
        ..*a
    };
    // Operand slots as encoded: fmamk's register addend is source 1 (its
    // true16 half is bit 7 of the VSRC1 field) and K stands in slot 2.
    let (s1, s2) = if form == Fma::Fmamk { (2, 1) } else { (1, 2) };
    let x = fetch_f(w, a, 0, p0, ty)?;
    let y = fetch_f(w, a, s1, p1, ty)?;
    let z = if form == Fma::Fmac && ty == Fty::F16 && !a.is_vop3() {
        // short form: the destination half is the addend
        let (r, hi) = {
            let n = usize::from(a.dst);
            if a.row().t16 != 0 && !a.fake16 {
                (n & 127, n & 128 != 0)
            } else {
                (n, false)
            }
        };
        let mut z = [0u64; 64];
        for (l, o) in z.iter_mut().enumerate() {
            let v = w.vgpr[r][l];
            *o = u64::from(if hi { v >> 16 } else { v & 0xffff });
        }
        z
    } else if form == Fma::Fmac {
        fetch_f(w, &acc, 2, p2, ty)?
    } else {
        fetch_f(w, a, s2, p2, ty)?
    };
    let rnd = Round::of(w.mode, ty);
    for l in lanes(w.exec) {
        let r = match rnd
            .directed()
            .then(|| crate::round::fma(x[l], y[l], z[l], ty, rnd))
        {
            Some(Some(r)) => directed(a, r, ty),
            _ => out_f(
                a,
                to_f(x[l], ty).mul_add(to_f(y[l], ty), to_f(z[l], ty)),
                ty,
            ),
        };
        write(w, a, l, r, ty);
    }
    Ok(())
}

/// `v_ldexp_f32/f64`: S0 * 2^S1.i32, one rounding.
pub fn exec_ldexp(w: &mut Wave, ty: Fty, a: &AluInst) -> Result<(), String> {
    let x = fetch_f(w, a, 0, a.src[0], ty)?;
    let e = crate::lanes::fetch::<64>(w, a.src[1], a.literal)?;
    let rnd = Round::of(w.mode, ty);
    for l in lanes(w.exec) {
        let r = match rnd
            .directed()
            .then(|| crate::round::ldexp(x[l], e[l] as i32, ty, rnd))
        {
            Some(Some(r)) => directed(a, r, ty),
            _ => out_f(a, ldexp(to_f(x[l], ty), e[l] as i32), ty),
        };
        write(w, a, l, r, ty);
    }
    Ok(())
}

/// x * 2^e with one rounding (stepwise powers of two are exact until the
/// last step, which rounds once).
fn ldexp(x: f64, e: i32) -> f64 {
    let mut r = x;
    let mut e = e.clamp(-2200, 2200);
    while e > 1000 {
        r *= 2f64.powi(1000);
        e -= 1000;
    }
    while e < -1000 {
        r *= 2f64.powi(-1000);
        e += 1000;
    }
    r * 2f64.powi(e)
}

/// The biased exponent field of `bits`.
fn exponent(bits: u64, ty: Fty) -> i32 {
    match ty {
        Fty::F16 => (bits >> 10 & 0x1f) as i32,
        Fty::F32 => (bits >> 23 & 0xff) as i32,
        Fty::F64 => (bits >> 52 & 0x7ff) as i32,
    }
}

/// The biased exponent's bias and the parameters of the division helpers:
/// (bias, the div_scale exponent gap, its scale, the tiny-numerator
/// exponent).
fn div_params(ty: Fty) -> Result<(i32, i32, i32, i32), String> {
    match ty {
        Fty::F16 => Err("the f16 division scale/fmas helpers do not exist".into()),
        Fty::F32 => Ok((127, 96, 64, 23)),
        Fty::F64 => Ok((1023, 768, 128, 52)),
    }
}

fn is_denorm(bits: u64, ty: Fty) -> bool {
    let mant = match ty {
        Fty::F16 => bits & 0x3ff,
        Fty::F32 => bits & 0x7f_ffff,
        Fty::F64 => bits & 0xf_ffff_ffff_ffff,
    };
    exponent(bits, ty) == 0 && mant != 0
}

/// `v_div_scale_f32/f64` (VOP3b: VCC-style SDST), as the RDNA 3 guide's
/// pseudocode (V_DIV_SCALE_F32) has it, denormals kept: a zero operand gives
/// NaN; a quotient near the top of the range sets VCC (S0 scaled when it is
/// the denominator); a denormal denominator, or a tiny numerator, scales S0;
/// a reciprocal or quotient that would be denormal sets VCC and scales as
/// the guide says. `v_div_fmas` undoes the scaling.
pub fn exec_div_scale(w: &mut Wave, ty: Fty, a: &AluInst) -> Result<(), String> {
    let (_, gap, scale, tiny) = div_params(ty)?;
    let s0 = fetch_f(w, a, 0, a.src[0], ty)?;
    let s1 = fetch_f(w, a, 1, a.src[1], ty)?;
    let s2 = fetch_f(w, a, 2, a.src[2], ty)?;
    // whether a value of the operation's type is denormal
    let denorm = |x: f64| match ty {
        Fty::F32 => x != 0.0 && (x as f32).abs() < f32::MIN_POSITIVE,
        _ => x != 0.0 && x.abs() < f64::MIN_POSITIVE,
    };
    let mut vcc = 0u64;
    for l in lanes(w.exec) {
        let (x0, x1, x2) = (to_f(s0[l], ty), to_f(s1[l], ty), to_f(s2[l], ty));
        let (e1, e2) = (exponent(s1[l], ty), exponent(s2[l], ty));
        // 1.0 / S1 in f64, S2 / S1 in the operation's precision
        let rcp_denorm = {
            let r = 1.0 / x1;
            r != 0.0 && r.abs() < f64::MIN_POSITIVE
        };
        let quot = match ty {
            Fty::F32 => f64::from((x2 as f32) / (x1 as f32)),
            _ => x2 / x1,
        };
        let up = |x: f64| bits_of(ldexp(x, scale), ty);
        let (bits, flag) = if x2 == 0.0 || x1 == 0.0 {
            (bits_of(f64::NAN, ty), false)
        } else if e2 - e1 >= gap {
            (if x0 == x1 { up(x0) } else { s0[l] }, true)
        } else if is_denorm(s1[l], ty) {
            (up(x0), false)
        } else if rcp_denorm && denorm(quot) {
            (if x0 == x1 { up(x0) } else { s0[l] }, true)
        } else if rcp_denorm {
            (bits_of(ldexp(x0, -scale), ty), false)
        } else if denorm(quot) {
            (if x0 == x2 { up(x0) } else { s0[l] }, true)
        } else if e2 <= tiny {
            (up(x0), false)
        } else {
            (s0[l], false)
        };
        vcc |= u64::from(flag) << l;
        write(w, a, l, bits, ty);
    }
    write_mask(w, a.sdst, vcc)
}

/// `v_div_fmas_f32/f64`: fma; on lanes whose VCC bit is set, scaled by
/// 2^64 when S2's exponent is above the bias and by 2^-64 otherwise (2^±128
/// for f64). The guide says 2^32 (2^64) always; the scale that undoes
/// div_scale's is the independent model's hardware-checked erratum
/// (tinygrad test/mockgpu/amd/emu.py `_pcode_fixes`), and the only one
/// that gives correctly rounded quotients here.
pub fn exec_div_fmas(w: &mut Wave, ty: Fty, a: &AluInst) -> Result<(), String> {
    let (bias, _, scale, _) = div_params(ty)?;
    let x = fetch_f(w, a, 0, a.src[0], ty)?;
    let y = fetch_f(w, a, 1, a.src[1], ty)?;
    let z = fetch_f(w, a, 2, a.src[2], ty)?;
    let vcc = w.vcc;
    for l in lanes(w.exec) {
        let f = match ty {
            Fty::F32 => f64::from(
                f32::from_bits(x[l] as u32)
                    .mul_add(f32::from_bits(y[l] as u32), f32::from_bits(z[l] as u32)),
            ),
            _ => f64::from_bits(x[l]).mul_add(f64::from_bits(y[l]), f64::from_bits(z[l])),
        };
        let f = if vcc >> l & 1 != 0 {
            let up = exponent(z[l], ty) > bias;
            ldexp(f, if up { scale } else { -scale })
        } else {
            f
        };
        write(w, a, l, out_f(a, f, ty), ty);
    }
    Ok(())
}

/// `v_div_fixup_f32/f64`: the special cases of S2 / S1, else ±|S0| (±inf
/// for a NaN S0: the independent model's hardware-checked erratum, as above).
pub fn exec_div_fixup(w: &mut Wave, ty: Fty, a: &AluInst) -> Result<(), String> {
    let s0 = fetch_f(w, a, 0, a.src[0], ty)?;
    let s1 = fetch_f(w, a, 1, a.src[1], ty)?;
    let s2 = fetch_f(w, a, 2, a.src[2], ty)?;
    let (quiet, default_nan, emax, under) = match ty {
        Fty::F16 => (1u64 << 9, 0xfe00u64, 31, -25),
        Fty::F32 => (1u64 << 22, 0xffc0_0000u64, 255, -150),
        Fty::F64 => (1u64 << 51, 0xfff8_0000_0000_0000u64, 2047, -1075),
    };
    let sign_bit = sign_bit(ty).trailing_zeros();
    for l in lanes(w.exec) {
        let (x0, x1, x2) = (to_f(s0[l], ty), to_f(s1[l], ty), to_f(s2[l], ty));
        let neg = (s1[l] ^ s2[l]) >> sign_bit & 1 != 0;
        let signed = |v: f64| if neg { -v } else { v };
        let bits = |v: f64| bits_of(v, ty);
        let r = if x2.is_nan() {
            s2[l] | quiet
        } else if x1.is_nan() {
            s1[l] | quiet
        } else if (x1 == 0.0 && x2 == 0.0) || (x1.is_infinite() && x2.is_infinite()) {
            // 0/0 and inf/inf
            default_nan
        } else if x1 == 0.0 || x2.is_infinite() {
            bits(signed(f64::INFINITY))
        } else if x1.is_infinite() || x2 == 0.0 {
            bits(signed(0.0))
        } else if exponent(s2[l], ty) - exponent(s1[l], ty) < under {
            // UNDERFLOW: the quotient is below half the smallest denormal,
            // so it rounds to a signed zero (the guide names the constant,
            // not its value; the suite's correctly rounded quotients agree)
            bits(signed(0.0))
        } else if exponent(s1[l], ty) == emax {
            // OVERFLOW: taken as infinity (UNCONFIRMED, as above)
            bits(signed(f64::INFINITY))
        } else if x0.is_nan() {
            bits(signed(f64::INFINITY))
        } else {
            bits(signed(x0.abs()))
        };
        // NaN results keep their bits; the others take OMOD and CLAMP
        let r = if to_f(r, ty).is_nan() {
            r
        } else {
            out_f(a, to_f(r, ty), ty)
        };
        write(w, a, l, r, ty);
    }
    Ok(())
}

/// `v_cmp_<pred>_f32/f64` and `v_cmpx_*`, and `v_cmp_class_*`.
pub fn exec_cmp(
    w: &mut Wave,
    pred: Option<u8>,
    ty: Fty,
    cmpx: bool,
    a: &AluInst,
) -> Result<(), String> {
    // compares read flushed sources (UNCONFIRMED); class tests the raw bits
    let x = if pred.is_some() {
        fetch_f(w, a, 0, a.src[0], ty)?
    } else {
        fetch_raw(w, a, 0, a.src[0], ty)?
    };
    let mut m = 0u64;
    match pred {
        Some(p) => {
            let y = fetch_f(w, a, 1, a.src[1], ty)?;
            for l in lanes(w.exec) {
                m |= u64::from(fcmp(p, to_f(x[l], ty), to_f(y[l], ty))) << l;
            }
        }
        None => {
            // class: SRC1 is an integer mask of classes (bits 0-9); for f16 a
            // 16-bit operand, which on GFX11 may name a VGPR's high half
            let y = if ty == Fty::F16 {
                crate::half::src16(w, a, 1, a.src[1], false)?.map(u32::from)
            } else {
                crate::lanes::fetch::<64>(w, a.src[1], a.literal)?
            };
            for l in lanes(w.exec) {
                m |= u64::from(y[l] >> class_bit(x[l], ty) & 1) << l;
            }
        }
    }
    crate::alu::write_cmp(w, a, m, cmpx)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn predicates_and_nan() {
        let nan = f64::NAN;
        let p = |n: &str| fcmp_of(n).unwrap();
        // ordered predicates are false on NaN, their n* complements true
        for (n, lt, eq, gt, un) in [
            ("lt", true, false, false, false),
            ("eq", false, true, false, false),
            ("lg", true, false, true, false),
            ("o", true, true, true, false),
            ("u", false, false, false, true),
            ("neq", true, false, true, true),
            ("nlt", false, true, true, true),
            ("f", false, false, false, false),
            ("tru", true, true, true, true),
        ] {
            assert_eq!(fcmp(p(n), 1.0, 2.0), lt, "{n} <");
            assert_eq!(fcmp(p(n), 2.0, 2.0), eq, "{n} ==");
            assert_eq!(fcmp(p(n), 3.0, 2.0), gt, "{n} >");
            assert_eq!(fcmp(p(n), nan, 2.0), un, "{n} NaN");
        }
        assert!(fcmp(p("eq"), -0.0, 0.0));
    }

    #[test]
    fn classes() {
        let c = |x: f32| class_bit(u64::from(x.to_bits()), Fty::F32);
        assert_eq!(c(f32::from_bits(0x7f80_0001)), 0); // signalling NaN
        assert_eq!(c(f32::NAN), 1);
        assert_eq!(c(f32::NEG_INFINITY), 2);
        assert_eq!(c(-1.0), 3);
        assert_eq!(c(-f32::from_bits(1)), 4);
        assert_eq!(c(-0.0), 5);
        assert_eq!(c(0.0), 6);
        assert_eq!(c(f32::from_bits(1)), 7);
        assert_eq!(c(1.0), 8);
        assert_eq!(c(f32::INFINITY), 9);
        assert_eq!(class_bit(f64::NEG_INFINITY.to_bits(), Fty::F64), 2);
    }

    #[test]
    fn roundings_and_frexp() {
        assert_eq!(un64(FUn::Rndne, 2.5), 2.0);
        // whole, half and quarter turns are exact (found by the differential
        // test against tinygrad's emulator: sin(4.0 turns) was -9.8e-16)
        assert_eq!(un64(FUn::Sin, 4.0), 0.0);
        assert_eq!(un64(FUn::Sin, -3.5), 0.0);
        assert_eq!(un64(FUn::Sin, 0.25), 1.0);
        assert_eq!(un64(FUn::Sin, 0.75), -1.0);
        assert_eq!(un64(FUn::Cos, 0.25), 0.0);
        assert_eq!(un64(FUn::Cos, 8.0), 1.0);
        assert_eq!(un64(FUn::Cos, 0.5), -1.0);
        assert!((un64(FUn::Sin, 0.125) - std::f64::consts::FRAC_1_SQRT_2).abs() < 1e-15);
        assert!((un64(FUn::Cos, -1.0 / 3.0) + 0.5).abs() < 1e-15);
        assert!(un64(FUn::Sin, f64::INFINITY).is_nan());
        assert_eq!(un64(FUn::Rndne, 3.5), 4.0);
        assert_eq!(un64(FUn::Rndne, -2.5), -2.0);
        assert_eq!(un64(FUn::Fract, -0.25), 0.75);
        assert_eq!(un64(FUn::Ceil, -0.5).to_bits(), (-0.0f64).to_bits());
        assert_eq!(frexp(8.0), (0.5, 4));
        assert_eq!(frexp(-3.0), (-0.75, 2));
        assert_eq!(frexp(f64::INFINITY).1, 0);
        // a denormal: 2^-1074 = 0.5 * 2^-1073
        assert_eq!(frexp(f64::from_bits(1)), (0.5, -1073));
        assert_eq!(un32(FUn::FrexpMant, f32::from_bits(1)), 0.5);
        assert_eq!(to_int(f64::NAN, true), 0);
        assert_eq!(to_int(3e10, true), i32::MAX as u32);
        assert_eq!(to_int(-5.0, false), 0);
        assert_eq!(ldexp(1.0, -1074), f64::from_bits(1));
        assert_eq!(ldexp(1.5, 2000), f64::INFINITY);
    }
}

/// SALU float operations (gfx1150-gfx1153, GFX12), on one value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SFloat {
    Bin(crate::alu::FBin),
    Fma(crate::alu::Fma),
    Un(FUn),
    /// `s_cmp_<pred>`: SCC = the predicate (`FCMP_NAMES`).
    Cmp(u8),
    F32FromI32,
    F32FromU32,
    I32FromF32,
    U32FromF32,
    F16FromF32,
    F32FromF16,
    /// `s_cvt_hi_f32_f16`: the f16 in the high half.
    F32FromF16Hi,
    /// `s_cvt_pk_rtz_f16_f32`: {f16(SSRC1), f16(SSRC0)}, rounded toward zero.
    PkRtz,
}

/// The SALU float kind of `name`, if it is one.
pub fn salu_kind(name: &str) -> Option<(SFloat, Fty)> {
    use crate::alu::{FBin, Fma};
    Some(match name {
        "s_cvt_f32_i32" => (SFloat::F32FromI32, Fty::F32),
        "s_cvt_f32_u32" => (SFloat::F32FromU32, Fty::F32),
        "s_cvt_i32_f32" => (SFloat::I32FromF32, Fty::F32),
        "s_cvt_u32_f32" => (SFloat::U32FromF32, Fty::F32),
        "s_cvt_f16_f32" => (SFloat::F16FromF32, Fty::F32),
        "s_cvt_f32_f16" => (SFloat::F32FromF16, Fty::F16),
        "s_cvt_hi_f32_f16" => (SFloat::F32FromF16Hi, Fty::F16),
        "s_cvt_pk_rtz_f16_f32" => (SFloat::PkRtz, Fty::F32),
        _ => {
            let (op, ty) = name.strip_prefix("s_")?.rsplit_once('_')?;
            let ty = match ty {
                "f32" => Fty::F32,
                "f16" => Fty::F16,
                _ => return None,
            };
            let k = match op {
                "add" => SFloat::Bin(FBin::Add),
                "sub" => SFloat::Bin(FBin::Sub),
                "mul" => SFloat::Bin(FBin::Mul),
                "min" | "min_num" => SFloat::Bin(FBin::Min),
                "max" | "max_num" => SFloat::Bin(FBin::Max),
                "fmac" => SFloat::Fma(Fma::Fmac),
                "fmaak" => SFloat::Fma(Fma::Fmaak),
                "fmamk" => SFloat::Fma(Fma::Fmamk),
                "ceil" => SFloat::Un(FUn::Ceil),
                "floor" => SFloat::Un(FUn::Floor),
                "trunc" => SFloat::Un(FUn::Trunc),
                "rndne" => SFloat::Un(FUn::Rndne),
                _ => SFloat::Cmp(fcmp_of(op.strip_prefix("cmp_")?)?),
            };
            (k, ty)
        }
    })
}

/// A scalar float source: f16 inline constants are f16 values, f16 operands
/// the low 16 bits.
fn scalar_f(w: &Wave, v: u16, lit: u32, ty: Fty) -> Result<u64, String> {
    const INLINE_F16: [u64; 9] = [
        0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
    ];
    Ok(match (ty, v) {
        (Fty::F16, 240..=248) => INLINE_F16[usize::from(v - 240)],
        (Fty::F16, _) => u64::from(read_scalar(w, v, lit)? & 0xffff),
        _ => u64::from(read_scalar(w, v, lit)?),
    })
}

/// Executes a SALU float instruction (RDNA 3.5 ISA guide, SOP1/SOP2/SOPC
/// float opcodes; the same rules as the VALU forms, one value).
pub fn exec_salu(w: &mut Wave, op: SFloat, ty: Fty, a: &AluInst) -> Result<(), String> {
    use crate::alu::{write_scalar, Fma};
    let lit = a.literal;
    let s0 = scalar_f(w, a.src[0], lit, ty)?;
    // float sources and results follow MODE.FP_DENORM like the VALU forms
    // (`ty` is the source type of the conversions)
    let fz = Flush::of(w.mode, ty);
    let f = |b: u64| to_f(fz.input(b, ty), ty);
    let out = |r: f64| fz.output(bits_of(r, ty), ty) as u32;
    // MODE.FP_ROUND rounds +, -, *, fma and the narrowing conversions
    // (`crate::round`); the others are exact, truncate or round to integers
    // in their own direction
    let rnd = Round::of(w.mode, ty);
    let rounded = |r: &dyn Fn() -> Option<u64>, nearest: u32| match rnd.directed().then(r) {
        Some(Some(r)) => fz.output(r, ty) as u32,
        _ => nearest,
    };
    let r = match op {
        SFloat::Cmp(p) => {
            let s1 = scalar_f(w, a.src[1], lit, ty)?;
            w.scc = fcmp(p, f(s0), f(s1));
            return Ok(());
        }
        SFloat::Bin(b) => {
            let s1 = scalar_f(w, a.src[1], lit, ty)?;
            let r = crate::alu::fbin64(b, f(s0).to_bits(), f(s1).to_bits());
            let (p, q) = (fz.input(s0, ty), fz.input(s1, ty));
            rounded(
                &|| crate::round::fbin(b, p, q, ty, rnd),
                out(f64::from_bits(r)),
            )
        }
        SFloat::Fma(form) => {
            let d = scalar_f(w, a.dst, lit, ty)?;
            let k = match ty {
                Fty::F16 => u64::from(lit & 0xffff),
                _ => u64::from(lit),
            };
            let (x, y, z) = match form {
                Fma::Fmac | Fma::Fma => (s0, scalar_f(w, a.src[1], lit, ty)?, d),
                Fma::Fmaak => (s0, scalar_f(w, a.src[1], lit, ty)?, k),
                Fma::Fmamk => (s0, k, scalar_f(w, a.src[1], lit, ty)?),
            };
            let (p, q, s) = (fz.input(x, ty), fz.input(y, ty), fz.input(z, ty));
            let r = || crate::round::fma(p, q, s, ty, rnd);
            rounded(&r, out(f(x).mul_add(f(y), f(z))))
        }
        SFloat::Un(u) => out(un64(u, f(s0))),
        SFloat::F32FromI32 => {
            crate::round::from_int(i64::from(s0 as u32 as i32), Fty::F32, rnd) as u32
        }
        SFloat::F32FromU32 => crate::round::from_int(i64::from(s0 as u32), Fty::F32, rnd) as u32,
        SFloat::I32FromF32 => to_int(f(s0), true),
        SFloat::U32FromF32 => to_int(f(s0), false),
        SFloat::F16FromF32 => {
            // rounded by the result type's field (f16: MODE[3:2])
            let r16 = Round::of(w.mode, Fty::F16);
            let h = match r16
                .directed()
                .then(|| crate::round::convert(fz.input(s0, ty), ty, Fty::F16, r16))
            {
                Some(Some(h)) => h,
                _ => u64::from(crate::ds::f64_to_f16(f(s0))),
            };
            Flush::of(w.mode, Fty::F16).output(h, Fty::F16) as u32
        }
        // an f16 value is never an f32 denormal: only the source flushes
        SFloat::F32FromF16 => (f(s0) as f32).to_bits(),
        SFloat::F32FromF16Hi => {
            let x = read_scalar(w, a.src[0], lit)?;
            (f(u64::from(x >> 16)) as f32).to_bits()
        }
        SFloat::PkRtz => {
            let s1 = scalar_f(w, a.src[1], lit, ty)?;
            let h = |b: u64| u32::from(f16_rtz(f32::from_bits(b as u32)));
            h(s0) | h(s1) << 16
        }
    };
    // f16 results write the low 16 bits; the high half is zero (UNCONFIRMED)
    write_scalar(w, a.dst, r)
}

/// Conversions to normalized, packed 16-bit, packed 8-bit and 4-bit-offset
/// forms (RDNA 3 ISA pseudocode: V_CVT_NORM_I16_F16, V_CVT_PK_NORM_I16_F32,
/// V_CVT_PK_I16_F32, V_CVT_PK_I16_I32, V_CVT_PK_U8_F32, V_CVT_OFF_F32_I4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PackCvt {
    /// `f16/f32_to_snorm` (`signed`) or `_to_unorm`: one value into a 16-bit
    /// destination (`v_cvt_norm_*_f16`) or, `packed`, SRC0 and SRC1 into the
    /// low and high halves (`v_cvt_pk_norm_*`).
    Norm {
        src: Fty,
        signed: bool,
        packed: bool,
    },
    /// `v_cvt_pk_i16_f32` / `v_cvt_pk_u16_f32`: {cvt16(SRC1), cvt16(SRC0)}.
    F32To16 { signed: bool },
    /// `v_cvt_pk_i16_i32` / `v_cvt_pk_u16_u32`: both saturated to 16 bits.
    IntTo16 { signed: bool },
    /// `v_cvt_pk_u8_f32`: a byte of SRC2 replaced by u8(SRC0), at byte SRC1[1:0].
    U8,
    /// `v_cvt_off_f32_i4`: SRC0[3:0] as a signed 4-bit value / 16.
    OffI4,
}

impl PackCvt {
    /// Whether the result depends on float rules (MODE rounding/denormals).
    pub fn float(self) -> bool {
        !matches!(self, PackCvt::IntTo16 { .. })
    }
}

/// `f16/f32_to_snorm` / `_to_unorm` on the value `x`: NaN gives 0, the value
/// clamped to [-1, 1] ([0, 1] unsigned), scaled by 32767 (65535) and
/// rounded once to an integer, ties to even (the only ties, at ±0.5, round
/// alike either way: 32767 and 65535 are odd). -1.0 gives -32767, not
/// -32768 (hardware result reported in tinygrad's RDNA 3 hardware tests,
/// test_vop1.py TestCvtNormF16). Whether the hardware rounds the product to
/// f32 first, and NaN's 0, are UNCONFIRMED (D3D's FLOAT->SNORM rule, which
/// AMD's names follow, also gives NaN 0).
pub fn to_norm(x: f64, signed: bool) -> u16 {
    if x.is_nan() {
        return 0;
    }
    if signed {
        (x.clamp(-1.0, 1.0) * 32767.0).round_ties_even() as i16 as u16
    } else {
        (x.clamp(0.0, 1.0) * 65535.0).round_ties_even() as u16
    }
}

/// `v_cvt_i16_f32` / `v_cvt_u16_f32` as V_CVT_PK_I16_F32's pseudocode uses
/// them: truncated toward zero, saturated, NaN to 0 (the rule of
/// V_CVT_I16_F16 and V_CVT_I32_F32).
fn to_int16(x: f64, signed: bool) -> u16 {
    if signed {
        x as i16 as u16
    } else {
        x as u16
    }
}

/// `i32_to_i16` / `u32_to_u16` of V_CVT_PK_I16_I32's pseudocode: saturated
/// to the 16-bit range. Saturation, not truncation: LLVM's GlobalISel
/// lowers an i64-to-i16 clamp to V_CVT_PK_I16_I32 of the two halves and a
/// med3 (AMDGPUPreLegalizerCombiner, applyClampI64ToI16), which is right
/// only when the conversion saturates. The unsigned form by the same rule
/// (UNCONFIRMED).
pub fn int_to16(x: u32, signed: bool) -> u16 {
    if signed {
        (x as i32).clamp(-32768, 32767) as i16 as u16
    } else {
        x.min(0xffff) as u16
    }
}

/// `f32_to_u8` of V_CVT_PK_U8_F32: NaN 0, rounded to nearest even, saturated
/// to [0, 255]. The rounding is UNCONFIRMED (the guide names only the
/// conversion; 128.5 gives 128 on hardware per tinygrad's
/// test_vop3.py test_cvt_pk_u8_f32_basic, which truncation also gives).
pub fn to_u8(x: f64) -> u8 {
    x.round_ties_even() as u8
}

/// `CVT_OFF_TABLE[SRC0[3:0]]` of V_CVT_OFF_F32_I4: the 4-bit two's
/// complement value over 16 (0 → 0.0, 7 → 0.4375, 8 → -0.5, 15 → -0.0625;
/// the table of AMD's GCN 3 and Vega ISA guides, V_CVT_OFF_F32_I4).
pub fn off_i4(x: u32) -> f32 {
    let n = ((x & 15) as i32) << 28 >> 28;
    n as f32 / 16.0
}

/// Source `i` of type `ty` as [`fetch_f`] gives it, except that VOP3 op_sel
/// picks the high half of an f16 VGPR source on rows whose 16-bit sources
/// the isa tables do not mark as register halves (`v_cvt_pk_norm_*_f16`:
/// RDNA 3 ISA §7.3, op_sel selects the half of each 16-bit source; LLVM
/// encodes it there).
fn fetch_sel(w: &Wave, a: &AluInst, i: usize, ty: Fty) -> Result<[u64; 64], String> {
    let v = a.src[i];
    let mut out = fetch_f(w, a, i, v, ty)?;
    // (what `half::src16` already selects: true16 halves outside fake16)
    let t16 = a.row().t16 >> i & 1 != 0 && !a.fake16;
    if ty == Fty::F16 && v >= VGPR0 && a.is_vop3() && a.opsel >> i & 1 != 0 && !t16 {
        let r = usize::from(v - VGPR0).min(crate::state::DPP_ROW);
        let fz = Flush::of(w.mode, ty);
        for (l, o) in out.iter_mut().enumerate().take(w.wave_size as usize) {
            let mut x = u64::from(w.vgpr[r][l] >> 16);
            if a.abs >> i & 1 != 0 {
                x &= 0x7fff;
            }
            if a.neg >> i & 1 != 0 {
                x ^= 0x8000;
            }
            *o = if fz.src { fz.input(x, ty) } else { x };
        }
    }
    Ok(out)
}

/// The conversions of [`PackCvt`].
pub fn exec_pack_cvt(w: &mut Wave, op: PackCvt, a: &AluInst) -> Result<(), String> {
    // integer results: OMOD has no meaning there (CLAMP: they saturate anyway)
    if a.omod != 0 && !matches!(op, PackCvt::OffI4) {
        return Err(format!(
            "{} with an output modifier is not executed",
            a.row().name
        ));
    }
    let d = usize::from(a.dst) & 255;
    match op {
        PackCvt::Norm {
            src,
            signed,
            packed,
        } => {
            let x = fetch_sel(w, a, 0, src)?;
            let y = if packed {
                fetch_sel(w, a, 1, src)?
            } else {
                [0; 64]
            };
            for l in lanes(w.exec) {
                let lo = to_norm(to_f(x[l], src), signed);
                if packed {
                    let hi = to_norm(to_f(y[l], src), signed);
                    w.vgpr[d][l] = u32::from(lo) | u32::from(hi) << 16;
                } else {
                    crate::half::write16(w, a, l, lo);
                }
            }
        }
        PackCvt::F32To16 { signed } => {
            let x = fetch_f(w, a, 0, a.src[0], Fty::F32)?;
            let y = fetch_f(w, a, 1, a.src[1], Fty::F32)?;
            for l in lanes(w.exec) {
                let c = |b: u64| u32::from(to_int16(to_f(b, Fty::F32), signed));
                w.vgpr[d][l] = c(x[l]) | c(y[l]) << 16;
            }
        }
        PackCvt::IntTo16 { signed } => {
            let x = crate::lanes::fetch::<64>(w, a.src[0], a.literal)?;
            let y = crate::lanes::fetch::<64>(w, a.src[1], a.literal)?;
            for l in lanes(w.exec) {
                w.vgpr[d][l] =
                    u32::from(int_to16(x[l], signed)) | u32::from(int_to16(y[l], signed)) << 16;
            }
        }
        PackCvt::U8 => {
            let x = fetch_f(w, a, 0, a.src[0], Fty::F32)?;
            let s = crate::lanes::fetch::<64>(w, a.src[1], a.literal)?;
            let keep = crate::lanes::fetch::<64>(w, a.src[2], a.literal)?;
            for l in lanes(w.exec) {
                let sh = (s[l] & 3) * 8;
                let b = u32::from(to_u8(to_f(x[l], Fty::F32)));
                w.vgpr[d][l] = keep[l] & !(0xff << sh) | b << sh;
            }
        }
        PackCvt::OffI4 => {
            let x = crate::lanes::fetch::<64>(w, a.src[0], a.literal)?;
            for l in lanes(w.exec) {
                let r = out_f(a, f64::from(off_i4(x[l])), Fty::F32);
                write(w, a, l, r, Fty::F32);
            }
        }
    }
    Ok(())
}

/// `v_trig_preop_f64` on the bits of SRC0 (abs/neg applied) and segment
/// SRC1[4:0] (RDNA 3 ISA pseudocode V_TRIG_PREOP_F64): 53 bits of 2/π
/// starting `shift` = 53 * segment (plus exponent - 1077 above 1077) bits
/// below its binary point, scaled by 2^(-53 - shift), 2^128 more when the
/// biased exponent is 1968 or above. Bits past the 1201-bit table are zero,
/// as the pseudocode's 1201-bit operand gives.
pub fn trig_preop(x: u64, segment: u32) -> f64 {
    let exp = (x >> 52 & 0x7ff) as i64;
    let mut shift = i64::from(segment & 31) * 53;
    if exp > 1077 {
        shift += exp - 1077;
    }
    let bits = two_over_pi_bits(shift);
    let mut scale = -53 - shift;
    if exp >= 1968 {
        scale += 128;
    }
    // `bits` < 2^53 is exact in f64; one rounding in ldexp
    ldexp(bits as f64, scale as i32)
}

/// `((T << shift) & (2^53 - 1))` read as the 53 fraction bits of 2/π from
/// `shift` + 1 to `shift` + 53 below the point: bits 1148 - shift up to
/// 1200 - shift of T (`crate::two_over_pi`), zero below bit 0.
fn two_over_pi_bits(shift: i64) -> u64 {
    use crate::two_over_pi::TWO_OVER_PI;
    let bit = |i: i64| -> u64 {
        if !(0..1201).contains(&i) {
            return 0;
        }
        TWO_OVER_PI[(i / 64) as usize] >> (i % 64) & 1
    };
    let low = 1148 - shift;
    (0..53).fold(0, |r, k| r | bit(low + k) << k)
}

/// `v_trig_preop_f64` over the active lanes.
pub fn exec_trig_preop(w: &mut Wave, a: &AluInst) -> Result<(), String> {
    let x = fetch_f(w, a, 0, a.src[0], Fty::F64)?;
    let s = crate::lanes::fetch::<64>(w, a.src[1], a.literal)?;
    for l in lanes(w.exec) {
        let r = out_f(a, trig_preop(x[l], s[l]), Fty::F64);
        write(w, a, l, r, Fty::F64);
    }
    Ok(())
}

#[cfg(test)]
mod pack_tests {
    use super::*;

    /// Small integers are f32 denormal bit patterns: converting them to f64
    /// with f32 denormals flushed (`s_denorm_mode 0`, tinygrad's own code
    /// objects) must not flush them (found by tinygrad's test_vop1
    /// `test_v_cvt_f64_i32_positive` run on this emulator).
    #[test]
    fn int_to_f64_ignores_the_f32_flush() {
        let t = amdgpu_isa::Target::from_name("gfx1100").unwrap();
        let src = "s_denorm_mode 0\nv_mov_b32 v0, 42\nv_mov_b32 v1, -7\n\
                   v_cvt_f64_i32 v[2:3], v0\nv_cvt_f64_u32 v[4:5], v0\nv_cvt_f64_i32 v[6:7], v1\n\
                   s_endpgm\n";
        let mut m = crate::Machine::from_source(t, src).unwrap();
        let mut w = Wave::new(t, 1);
        m.run(&mut w, 100, None).unwrap();
        let f =
            |r: usize| f64::from_bits(u64::from(w.vgpr[r][0]) | u64::from(w.vgpr[r + 1][0]) << 32);
        assert_eq!((f(2), f(4), f(6)), (42.0, 42.0, -7.0));
    }

    /// f32_to_snorm / unorm at the ends, out of range, ±inf, NaN and the
    /// only exact ties (±0.5: 32767 and 65535 are odd).
    #[test]
    fn normalized() {
        let s = |x: f64| to_norm(x, true);
        let u = |x: f64| to_norm(x, false);
        assert_eq!(s(1.0), 0x7fff);
        assert_eq!(s(-1.0), 0x8001); // -32767, never -32768
        assert_eq!(s(-2.0), 0x8001);
        assert_eq!(s(f64::INFINITY), 0x7fff);
        assert_eq!(s(f64::NEG_INFINITY), 0x8001);
        assert_eq!(s(f64::NAN), 0);
        assert_eq!(s(0.5), 16384); // 16383.5 to even
        assert_eq!(s(-0.5), 0xc000); // -16383.5 to even: -16384
        assert_eq!(s(1e-5), 0); // 0.32767
        assert_eq!(s(3e-5), 1); // 0.98301
        assert_eq!(u(1.0), 0xffff);
        assert_eq!(u(0.5), 0x8000); // 32767.5 to even
        assert_eq!(u(-0.25), 0);
        assert_eq!(u(7.0), 0xffff);
        assert_eq!(u(f64::NAN), 0);
    }

    #[test]
    fn packed_integers() {
        let i = |x: f64| to_int16(x, true);
        assert_eq!(i(100.5), 100);
        assert_eq!(i(-50.7), (-50i16) as u16);
        assert_eq!(i(1e6), 0x7fff);
        assert_eq!(i(-1e6), 0x8000);
        assert_eq!(i(f64::NAN), 0);
        assert_eq!(to_int16(-3.5, false), 0);
        assert_eq!(to_int16(70000.0, false), 0xffff);
        assert_eq!(to_int16(f64::INFINITY, false), 0xffff);
        assert_eq!(int_to16(100_000, true), 0x7fff);
        assert_eq!(int_to16((-100_000i32) as u32, true), 0x8000);
        assert_eq!(int_to16((-100i32) as u32, true), 0xff9c);
        assert_eq!(int_to16(70_000, false), 0xffff);
        assert_eq!(int_to16(u32::MAX, false), 0xffff);
        assert_eq!(int_to16(65_535, false), 0xffff);
        assert_eq!(to_u8(128.5), 128);
        assert_eq!(to_u8(127.5), 128);
        assert_eq!(to_u8(255.7), 255);
        assert_eq!(to_u8(-3.0), 0);
        assert_eq!(to_u8(300.0), 255);
        assert_eq!(to_u8(f64::NAN), 0);
        assert_eq!(off_i4(0), 0.0);
        assert_eq!(off_i4(7), 0.4375);
        assert_eq!(off_i4(8), -0.5);
        assert_eq!(off_i4(15), -0.0625);
        assert_eq!(off_i4(0xffff_fff1), 0.0625); // only bits 3:0 count
    }

    /// Expected bits from 2/π's hex expansion 0.A2F9836E4E441529FC2757D1F534DDC0DB62…
    /// (computed apart with mpmath and the pseudocode's formula in Python).
    #[test]
    fn trig_preop_segments() {
        let one = 1f64.to_bits();
        // the first 53 bits, truncated (2/π rounded would end in ...883)
        assert_eq!(trig_preop(one, 0).to_bits(), 0x3fe4_5f30_6dc9_c882);
        assert_eq!(trig_preop(one, 1).to_bits(), 0x3c94_a7f0_9d5f_47d4);
        assert_eq!(trig_preop(one, 2).to_bits(), 0x394a_6ee0_6db1_4acc);
        // only SRC1[4:0] counts; the sign of SRC0 does not
        assert_eq!(trig_preop(one, 32).to_bits(), 0x3fe4_5f30_6dc9_c882);
        assert_eq!(
            trig_preop((-3f64).to_bits(), 0).to_bits(),
            0x3fe4_5f30_6dc9_c882
        );
        // exponent 1083 > 1077: 6 more bits of shift
        let big = 2f64.powi(60).to_bits();
        assert_eq!(trig_preop(big, 0).to_bits(), 0x3f87_cc1b_7272_20a9);
        // exponent >= 1968: scale + 128
        let huge = 2f64.powi(1000).to_bits();
        assert_eq!(trig_preop(huge, 0).to_bits(), 0x0cc5_16ba_93dd_63f5);
        // bits past the table are zero (shift 1158 > 1148), denormal result
        assert_eq!(trig_preop(huge, 4).to_bits(), 0x080c_c11b_f1ec);
        // a denormal result, rounded once (to nearest)
        assert_eq!(trig_preop(one, 20).to_bits(), 0x294a);
        // underflow to zero; the whole shift past the table
        assert_eq!(trig_preop(one, 22).to_bits(), 0);
        assert_eq!(trig_preop(one, 31).to_bits(), 0);
        // ±inf and NaN: exponent 2047 like any large value
        let inf = f64::INFINITY.to_bits();
        assert_eq!(trig_preop(inf, 0).to_bits(), 0x0b43_dd63_f5f2_f8bd);
        assert_eq!(
            trig_preop(f64::NAN.to_bits(), 0).to_bits(),
            0x0b43_dd63_f5f2_f8bd
        );
    }
}

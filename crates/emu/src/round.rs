//! MODE.FP_ROUND: the directed roundings, done exactly.
//!
//! MODE[1:0] rounds f32 results, MODE[3:2] f16 and f64 results (LLVM
//! SIDefines.h: "Bits 3:0 control rounding mode. 1:0 control single
//! precision, 3:2 double precision", `FP_ROUND_MODE_SP/DP`; RDNA 3 ISA
//! guide, MODE register: FP_ROUND). The values (SIDefines.h
//! `FP_ROUND_ROUND_TO_*`): 0 nearest even, 1 toward +inf, 2 toward -inf,
//! 3 toward zero. A conversion rounds by its result type's field: LLVM's
//! SIModeRegister lowers `llvm.fptrunc.round` f32 -> f16 to `v_cvt_f16_f32`
//! under `FP_ROUND_MODE_DP(FP_ROUND_ROUND_TO_INF/NEGINF)`.
//!
//! No host rounding mode is touched: an operation's exact result is built
//! from the operands' integer significands (products exactly in u128, sums
//! aligned exactly or, when one term lies wholly below the other's last
//! kept bit, with that term's contribution kept as a sticky remainder), then
//! rounded once to the destination format by the mode, with gradual
//! underflow and IEEE 754-2019 §7.4 overflow (to ±inf, or the largest
//! finite value when the direction points away from infinity). An exact
//! zero sum of operands of opposite sign is +0, or -0 toward -inf
//! (IEEE 754-2019 §6.3); a nonzero result that rounds to zero keeps its
//! sign. NaN and infinity operands are left to the operation's own path:
//! their results do not depend on the rounding.

use crate::alu::{AluKind, FBin};
use crate::float::{Cube, FCvt, FUn, Fty};
use amdgpu_isa::encoding::alu::AluInst;

/// A rounding direction, MODE.FP_ROUND's value for one type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Round {
    /// 0: to nearest, ties to even.
    Nearest,
    /// 1: toward +infinity.
    Up,
    /// 2: toward -infinity.
    Down,
    /// 3: toward zero.
    Zero,
}

impl Round {
    /// The rounding of results of type `ty` in MODE `mode`.
    #[inline]
    pub fn of(mode: u32, ty: Fty) -> Round {
        let field = match ty {
            Fty::F32 => mode & 3,
            Fty::F16 | Fty::F64 => mode >> 2 & 3,
        };
        match field {
            0 => Round::Nearest,
            1 => Round::Up,
            2 => Round::Down,
            _ => Round::Zero,
        }
    }

    /// Whether this is a directed rounding (not the default).
    #[inline]
    pub fn directed(self) -> bool {
        self != Round::Nearest
    }
}

/// (significand bits with the hidden one, exponent field bits, bias)
fn format(ty: Fty) -> (u32, u32, i32) {
    match ty {
        Fty::F16 => (11, 5, 15),
        Fty::F32 => (24, 8, 127),
        Fty::F64 => (53, 11, 1023),
    }
}

/// An exact value (-1)^neg · m · 2^e (a zero when `m` is 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Term {
    neg: bool,
    m: u128,
    e: i32,
}

impl Term {
    fn top(self) -> i32 {
        self.e + (128 - self.m.leading_zeros()) as i32
    }
}

/// The finite value of `bits`, or `None` for infinities and NaNs.
fn decode(bits: u64, ty: Fty) -> Option<Term> {
    let (p, eb, bias) = format(ty);
    let frac = bits & ((1 << (p - 1)) - 1);
    let be = (bits >> (p - 1) & ((1 << eb) - 1)) as i32;
    let neg = bits >> (p - 1 + eb) & 1 != 0;
    if be == (1 << eb) - 1 {
        return None;
    }
    let (m, be) = if be == 0 {
        (frac, 1)
    } else {
        (frac | 1 << (p - 1), be)
    };
    Some(Term {
        neg,
        m: u128::from(m),
        e: be - bias - (p as i32 - 1),
    })
}

fn sign(neg: bool, ty: Fty) -> u64 {
    let (p, eb, _) = format(ty);
    u64::from(neg) << (p - 1 + eb)
}

/// Where the discarded part of a value lies between two neighbours.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Rest {
    Exact,
    Below,
    Half,
    Above,
}

/// (-1)^neg · (m + s) · 2^e rounded to `ty` by `r`, where s is 0 when
/// `sticky` is false and strictly between 0 and 1 otherwise. The callers
/// keep `e` at least two bits below the result's last place whenever
/// `sticky` is set.
fn round(neg: bool, m: u128, e: i32, sticky: bool, ty: Fty, r: Round) -> u64 {
    let (p, eb, bias) = format(ty);
    if m == 0 && !sticky {
        return sign(neg, ty);
    }
    let n = (128 - m.leading_zeros()) as i32;
    let emin = 1 - bias;
    // the exponent of the last kept place: p bits below the top, no lower
    // than the denormals' last place
    let mut q = (e + n - 1 - (p as i32 - 1)).max(emin - (p as i32 - 1));
    let shift = i64::from(q) - i64::from(e);
    let (mut kept, rest) = if shift <= 0 {
        let rest = if sticky { Rest::Below } else { Rest::Exact };
        (m << (-shift) as u32, rest)
    } else {
        let s = shift as u32;
        let kept = m.checked_shr(s).unwrap_or(0);
        let low = if s >= 128 { m } else { m & ((1u128 << s) - 1) };
        let rest = if low == 0 && !sticky {
            Rest::Exact
        } else if s > 128 {
            Rest::Below
        } else {
            let half = 1u128 << (s - 1);
            match low.cmp(&half) {
                std::cmp::Ordering::Less => Rest::Below,
                std::cmp::Ordering::Equal if !sticky => Rest::Half,
                _ => Rest::Above,
            }
        };
        (kept, rest)
    };
    let up = match r {
        Round::Nearest => rest == Rest::Above || (rest == Rest::Half && kept & 1 == 1),
        Round::Up => rest != Rest::Exact && !neg,
        Round::Down => rest != Rest::Exact && neg,
        Round::Zero => false,
    };
    if up {
        kept += 1;
        if kept >> p != 0 {
            kept >>= 1;
            q += 1;
        }
    }
    let s = sign(neg, ty);
    if kept >> (p - 1) == 0 {
        // a denormal (or zero): exponent field 0
        return s | kept as u64;
    }
    let top = q + p as i32 - 1;
    if top > bias {
        // overflow (IEEE 754-2019 §7.4): infinity when the direction allows
        // it, else the largest finite value
        let inf = match r {
            Round::Nearest => true,
            Round::Up => !neg,
            Round::Down => neg,
            Round::Zero => false,
        };
        let inf_bits = ((1u64 << eb) - 1) << (p - 1);
        return s | if inf { inf_bits } else { inf_bits - 1 };
    }
    let biased = (top + bias) as u64;
    s | biased << (p - 1) | (kept as u64 & ((1 << (p - 1)) - 1))
}

fn round_term(t: Term, ty: Fty, r: Round) -> u64 {
    round(t.neg, t.m, t.e, false, ty, r)
}

/// The exact sum of two terms rounded to `ty`.
fn sum(x: Term, y: Term, ty: Fty, r: Round) -> u64 {
    if x.m == 0 && y.m == 0 {
        // zeros: their common sign, else +0 (-0 toward -inf), IEEE 754 §6.3
        return sign(
            if x.neg == y.neg {
                x.neg
            } else {
                r == Round::Down
            },
            ty,
        );
    }
    if x.m == 0 {
        return round_term(y, ty, r);
    }
    if y.m == 0 {
        return round_term(x, ty, r);
    }
    let (big, small) = if x.top() >= y.top() { (x, y) } else { (y, x) };
    // both at the place `at`, the larger term filling 126 bits
    let at = big.top() - 126;
    let bm = big.m << (big.e - at) as u32;
    let (sm, frac) = if small.e >= at {
        (small.m << (small.e - at) as u32, false)
    } else {
        // the smaller term ends below `at`: it is below 2^(at+106) (its
        // significand has at most 106 bits) while the larger is at least
        // 2^(at+125), so the result's last place lies far above `at`
        let k = (i64::from(at) - i64::from(small.e)) as u32;
        let low = if k >= 128 {
            small.m
        } else {
            small.m & ((1u128 << k) - 1)
        };
        (small.m.checked_shr(k).unwrap_or(0), low != 0)
    };
    if big.neg == small.neg {
        return round(big.neg, bm + sm, at, frac, ty, r);
    }
    if bm > sm {
        // big - (sm + f) = (big - sm - 1) + (1 - f)
        return round(big.neg, bm - sm - u128::from(frac), at, frac, ty, r);
    }
    if sm > bm {
        return round(small.neg, sm - bm, at, false, ty, r);
    }
    // an exact zero from opposite signs
    sign(r == Round::Down, ty)
}

fn product(x: Term, y: Term) -> Term {
    Term {
        neg: x.neg != y.neg,
        m: x.m * y.m,
        e: x.e + y.e,
    }
}

/// `op` on the bits of two values of `ty`, rounded by `r`; `None` when
/// an operand is infinite or NaN or `op` does not round (min/max).
pub fn fbin(op: FBin, x: u64, y: u64, ty: Fty, r: Round) -> Option<u64> {
    let (p, q) = (decode(x, ty)?, decode(y, ty)?);
    let neg = |t: Term| Term { neg: !t.neg, ..t };
    Some(match op {
        FBin::Add => sum(p, q, ty, r),
        FBin::Sub => sum(p, neg(q), ty, r),
        FBin::SubRev => sum(q, neg(p), ty, r),
        FBin::Mul => round_term(product(p, q), ty, r),
        FBin::Min | FBin::Max => return None,
    })
}

/// x · y + z with one rounding by `r`; `None` when an operand is infinite
/// or NaN.
pub fn fma(x: u64, y: u64, z: u64, ty: Fty, r: Round) -> Option<u64> {
    let (p, q, s) = (decode(x, ty)?, decode(y, ty)?, decode(z, ty)?);
    Some(sum(product(p, q), s, ty, r))
}

/// A float of type `from` converted to `to` with rounding `r`; `None` for
/// infinities and NaNs.
pub fn convert(x: u64, from: Fty, to: Fty, r: Round) -> Option<u64> {
    Some(round_term(decode(x, from)?, to, r))
}

/// An integer converted to `to` with rounding `r` (a zero is +0).
pub fn from_int(v: i64, to: Fty, r: Round) -> u64 {
    round(v < 0, u128::from(v.unsigned_abs()), 0, false, to, r)
}

/// x · 2^k with one rounding by `r`; `None` for infinities and NaNs.
pub fn ldexp(x: u64, k: i32, ty: Fty, r: Round) -> Option<u64> {
    let t = decode(x, ty)?;
    // beyond ±2^12 every finite value has overflowed or underflowed
    Some(round_term(
        Term {
            e: t.e + k.clamp(-4096, 4096),
            ..t
        },
        ty,
        r,
    ))
}

/// `bits` clamped to [0, 1] by VOP3 CLAMP (a NaN becomes +0): exact, so it
/// commutes with any monotone rounding.
pub fn clamp(bits: u64, ty: Fty) -> u64 {
    let one = match ty {
        Fty::F16 => 0x3c00,
        Fty::F32 => 0x3f80_0000,
        Fty::F64 => 0x3ff0_0000_0000_0000,
    };
    let (p, eb, _) = format(ty);
    let s = sign(true, ty);
    let inf = ((1u64 << eb) - 1) << (p - 1);
    if bits & !s > inf {
        0
    } else if bits & s != 0 && bits & !s != 0 {
        // negative (not -0): 0
        0
    } else if bits & !s >= one && bits & s == 0 {
        one
    } else {
        bits
    }
}

/// The result type whose rounding field a rounding kind follows.
fn result_type(kind: AluKind) -> Fty {
    use AluKind::*;
    match kind {
        VFBinT(_, t)
        | VFmaT(_, t)
        | VFUn(_, t)
        | VLdexp(t)
        | VDivScale(t)
        | VDivFmas(t)
        | VDivFixup(t) => t,
        VFCvt(FCvt::F16FromF32 | FCvt::F16FromI16 | FCvt::F16FromU16) => Fty::F16,
        VFCvt(FCvt::F64FromF32 | FCvt::F64FromI32 | FCvt::F64FromU32) => Fty::F64,
        VDot2Half { .. } | VPkFmac => Fty::F16,
        _ => Fty::F32,
    }
}

/// Whether ALU kind `kind` runs in MODE `mode` as far as rounding goes:
/// `Ok` when its results are rounded by the mode (add, sub, mul, fma
/// forms, the narrowing and integer-to-float conversions, ldexp) or do not
/// depend on it (min/max and selections, compares, exact conversions, the
/// integral roundings, frexp, `v_cvt_pk_rtz`, div_fixup); an error naming
/// `name` otherwise.
pub fn check(kind: AluKind, a: &AluInst, mode: u32, name: &str) -> Result<(), String> {
    use AluKind::*;
    let r = Round::of(mode, result_type(kind));
    if !r.directed() {
        return Ok(());
    }
    let executed = match kind {
        VFBin(_) | VFma(_) | VFBinT(..) | VFmaT(..) | VLdexp(_) | VFTri(..) => true,
        // float to integer truncates (V_CVT_I32_F32: LLVM selects fptosi, a
        // truncation, to it with no mode change; UNCONFIRMED that FP_ROUND
        // never applies), the byte conversions are exact
        VCvt(_) => true,
        VFCvt(_) => true,
        // trunc, ceil, floor, rndne round to integers in their own
        // direction (IEEE roundToIntegral); frexp_mant is exact
        VFUn(FUn::Trunc | FUn::Ceil | FUn::Floor | FUn::Rndne | FUn::FrexpMant, _) => true,
        // RDNA 3 ISA, V_CVT_PK_RTZ_F16_F32: "round-toward-zero regardless
        // of the current round mode"
        VCvtPkRtz => true,
        // a selection among ±|S0|, zeros, infinities and NaNs
        VDivFixup(_) => true,
        VFrexpExp16 => true,
        // the face number and coordinates are selections and negations
        VCube(c) => c != Cube::Ma,
        _ => false,
    };
    if !executed {
        return Err(format!(
            "{name} in float rounding mode {:#x} (MODE.FP_ROUND, MODE[3:0]) other than round to nearest even is not executed yet (its result is an approximation or a composite whose directed rounding is not modelled)",
            mode & crate::denorm::ROUND_BITS
        ));
    }
    if a.omod != 0 {
        // where the hardware rounds when OMOD scales the result is UNCONFIRMED
        return Err(format!(
            "{name} with OMOD in float rounding mode {:#x} (MODE.FP_ROUND) other than round to nearest even is not executed yet",
            mode & crate::denorm::ROUND_BITS
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const MODES: [Round; 4] = [Round::Nearest, Round::Up, Round::Down, Round::Zero];

    fn add32(x: f32, y: f32, r: Round) -> u32 {
        fbin(
            FBin::Add,
            x.to_bits().into(),
            y.to_bits().into(),
            Fty::F32,
            r,
        )
        .unwrap() as u32
    }

    #[test]
    fn mode_fields() {
        // SIDefines.h FP_ROUND_MODE_SP(x) = x & 3, FP_ROUND_MODE_DP(x) = (x & 3) << 2
        assert_eq!(Round::of(1, Fty::F32), Round::Up);
        assert_eq!(Round::of(1, Fty::F64), Round::Nearest);
        assert_eq!(Round::of(2 << 2, Fty::F16), Round::Down);
        assert_eq!(Round::of(3 << 2 | 2, Fty::F64), Round::Zero);
        assert_eq!(Round::of(3 << 2 | 2, Fty::F32), Round::Down);
        assert_eq!(
            Round::of(crate::alu::DEFAULT_MODE, Fty::F32),
            Round::Nearest
        );
    }

    #[test]
    fn f32_add_ties_and_inexact() {
        // 1 + 2^-24 is exactly half-way between 1 and 1 + 2^-23
        let t = f32::from_bits(0x3380_0000); // 2^-24
        assert_eq!(add32(1.0, t, Round::Nearest), 0x3f80_0000); // to even: 1.0
        assert_eq!(add32(1.0, t, Round::Up), 0x3f80_0001);
        assert_eq!(add32(1.0, t, Round::Down), 0x3f80_0000);
        assert_eq!(add32(1.0, t, Round::Zero), 0x3f80_0000);
        // -(1 + 2^-24): the mirror image
        assert_eq!(add32(-1.0, -t, Round::Up), 0xbf80_0000);
        assert_eq!(add32(-1.0, -t, Round::Down), 0xbf80_0001);
        assert_eq!(add32(-1.0, -t, Round::Zero), 0xbf80_0000);
        // (1 + 2^-23) + 2^-24: a tie with an odd neighbour goes up under RNE
        let one_up = f32::from_bits(0x3f80_0001);
        assert_eq!(add32(one_up, t, Round::Nearest), 0x3f80_0002);
        assert_eq!(add32(one_up, t, Round::Zero), 0x3f80_0001);
        // 1 + 2^-100: far below the last place, only a sticky bit
        let tiny = f32::from_bits(0x0d80_0000); // 2^-100
        assert_eq!(add32(1.0, tiny, Round::Nearest), 0x3f80_0000);
        assert_eq!(add32(1.0, tiny, Round::Up), 0x3f80_0001);
        assert_eq!(add32(1.0, -tiny, Round::Up), 0x3f80_0000);
        // 1 - 2^-100: just below 1, whose predecessor is 1 - 2^-24
        assert_eq!(add32(1.0, -tiny, Round::Down), 0x3f7f_ffff);
        assert_eq!(add32(1.0, -tiny, Round::Zero), 0x3f7f_ffff);
        assert_eq!(add32(1.0, -tiny, Round::Nearest), 0x3f80_0000);
        // exact sums are the same in every mode
        for r in MODES {
            assert_eq!(add32(1.5, 2.25, r), 3.75f32.to_bits());
        }
    }

    #[test]
    fn signed_zeros() {
        for r in MODES {
            let z = if r == Round::Down { 0x8000_0000 } else { 0 };
            // x + (-x), and (+0) + (-0): -0 only toward -inf
            assert_eq!(add32(3.0, -3.0, r), z, "{r:?}");
            assert_eq!(add32(0.0, -0.0, r), z, "{r:?}");
            // like signs keep theirs
            assert_eq!(add32(-0.0, -0.0, r), 0x8000_0000);
            assert_eq!(add32(0.0, 0.0, r), 0);
            // x - x
            let s = fbin(FBin::Sub, 0x4040_0000, 0x4040_0000, Fty::F32, r).unwrap();
            assert_eq!(s, u64::from(z));
            // products: the sign of the factors
            let m = fbin(FBin::Mul, 0x8000_0000, 0x4040_0000, Fty::F32, r).unwrap();
            assert_eq!(m, 0x8000_0000);
        }
        // a nonzero result rounded to zero keeps its sign: -2^-149 * 0.5
        let m = fbin(FBin::Mul, 0x8000_0001, 0x3f00_0000, Fty::F32, Round::Zero).unwrap();
        assert_eq!(m, 0x8000_0000);
        let m = fbin(FBin::Mul, 0x8000_0001, 0x3f00_0000, Fty::F32, Round::Down).unwrap();
        assert_eq!(m, 0x8000_0001);
        let m = fbin(FBin::Mul, 0x8000_0001, 0x3f00_0000, Fty::F32, Round::Up).unwrap();
        assert_eq!(m, 0x8000_0000);
        // fma: 2 * 3 + (-6) is an exact zero of opposite-signed terms
        let six = 6f32.to_bits() as u64 | 1 << 31;
        assert_eq!(
            fma(0x4000_0000, 0x4040_0000, six, Fty::F32, Round::Down),
            Some(1 << 31)
        );
        assert_eq!(
            fma(0x4000_0000, 0x4040_0000, six, Fty::F32, Round::Up),
            Some(0)
        );
        // (-0) * 1 + (-0) = -0 in every mode
        assert_eq!(
            fma(1 << 31, 0x3f80_0000, 1 << 31, Fty::F32, Round::Up),
            Some(1 << 31)
        );
    }

    #[test]
    fn overflow_per_mode() {
        let max = f32::MAX.to_bits() as u64;
        let big = |r| fbin(FBin::Mul, max, 0x4000_0000, Fty::F32, r).unwrap();
        assert_eq!(big(Round::Nearest), 0x7f80_0000);
        assert_eq!(big(Round::Up), 0x7f80_0000);
        assert_eq!(big(Round::Down), max);
        assert_eq!(big(Round::Zero), max);
        let neg = |r| fbin(FBin::Mul, max | 1 << 31, 0x4000_0000, Fty::F32, r).unwrap();
        assert_eq!(neg(Round::Nearest), 0xff80_0000);
        assert_eq!(neg(Round::Up), max | 1 << 31);
        assert_eq!(neg(Round::Down), 0xff80_0000);
        assert_eq!(neg(Round::Zero), max | 1 << 31);
        // MAX + 1 ulp/2 ties to even = infinity under RNE (MAX's significand
        // is odd), MAX toward zero
        let half_ulp = 0x7300_0000u64; // 2^103 = half of MAX's ulp 2^104
        assert_eq!(
            fbin(FBin::Add, max, half_ulp, Fty::F32, Round::Nearest),
            Some(0x7f80_0000)
        );
        assert_eq!(
            fbin(FBin::Add, max, half_ulp, Fty::F32, Round::Zero),
            Some(max)
        );
        assert_eq!(
            fbin(FBin::Add, max, half_ulp, Fty::F32, Round::Up),
            Some(0x7f80_0000)
        );
        // f64 and f16 largest finite values
        let m64 = f64::MAX.to_bits();
        assert_eq!(fbin(FBin::Add, m64, m64, Fty::F64, Round::Zero), Some(m64));
        assert_eq!(
            fbin(FBin::Add, m64, m64, Fty::F64, Round::Up),
            Some(0x7ff0 << 48)
        );
        assert_eq!(
            fbin(FBin::Add, 0x7bff, 0x7bff, Fty::F16, Round::Down),
            Some(0x7bff)
        );
        assert_eq!(
            fbin(FBin::Add, 0xfbff, 0xfbff, Fty::F16, Round::Down),
            Some(0xfc00)
        );
        assert_eq!(
            fbin(FBin::Add, 0xfbff, 0xfbff, Fty::F16, Round::Up),
            Some(0xfbff)
        );
        // infinities are not this module's: the operation's own path
        assert_eq!(fbin(FBin::Add, 0x7f80_0000, 0, Fty::F32, Round::Zero), None);
    }

    #[test]
    fn f64_and_f16() {
        // f64: 1 + 2^-53 is a tie, 1 + 2^-60 inexact
        let one = 1f64.to_bits();
        let t53 = 2f64.powi(-53).to_bits();
        let t60 = 2f64.powi(-60).to_bits();
        let add = |x, y, r| fbin(FBin::Add, x, y, Fty::F64, r).unwrap();
        assert_eq!(add(one, t53, Round::Nearest), one);
        assert_eq!(add(one, t53, Round::Up), one + 1);
        assert_eq!(add(one, t60, Round::Up), one + 1);
        assert_eq!(add(one, t60 | 1 << 63, Round::Zero), one - 1);
        // (1 + 2^-52)^2 = 1 + 2^-51 + 2^-104: above 1 + 2^-51 by a sticky bit
        let mul = |r| fbin(FBin::Mul, one + 1, one + 1, Fty::F64, r).unwrap();
        assert_eq!(mul(Round::Nearest), one + 2);
        assert_eq!(mul(Round::Up), one + 3);
        assert_eq!(mul(Round::Down), one + 2);
        // fma (1 + 2^-52)(1 - 2^-53) - 1 = 2^-53 - 2^-105, exactly
        let below = (1f64 - 2f64.powi(-53)).to_bits();
        let r = fma(one + 1, below, one | 1 << 63, Fty::F64, Round::Zero).unwrap();
        assert_eq!(f64::from_bits(r), 2f64.powi(-53) - 2f64.powi(-105));
        // f16: 1 + 2^-11 (0x0400 is 2^-14, 0x1000 is 2^-11) is a tie
        assert_eq!(
            fbin(FBin::Add, 0x3c00, 0x1000, Fty::F16, Round::Nearest),
            Some(0x3c00)
        );
        assert_eq!(
            fbin(FBin::Add, 0x3c00, 0x1000, Fty::F16, Round::Up),
            Some(0x3c01)
        );
        // 1 - 2^-11 is exact (0x3bff); 1 - 2^-12 (0x0c00) a tie below 1.0
        assert_eq!(
            fbin(FBin::Sub, 0x3c00, 0x1000, Fty::F16, Round::Up),
            Some(0x3bff)
        );
        assert_eq!(
            fbin(FBin::Sub, 0x3c00, 0x0c00, Fty::F16, Round::Down),
            Some(0x3bff)
        );
        assert_eq!(
            fbin(FBin::Sub, 0x3c00, 0x0c00, Fty::F16, Round::Up),
            Some(0x3c00)
        );
        assert_eq!(
            fbin(FBin::Sub, 0x3c00, 0x0c00, Fty::F16, Round::Nearest),
            Some(0x3c00)
        );
        // 3 * 0x3555 = 3 * 1365/4096 = 4095/4096, half-way between 0x3bff
        // (2047/2048) and 0x3c00: to even gives 1.0
        assert_eq!(
            fbin(FBin::Mul, 0x4200, 0x3555, Fty::F16, Round::Nearest),
            Some(0x3c00)
        );
        assert_eq!(
            fbin(FBin::Mul, 0x4200, 0x3555, Fty::F16, Round::Zero),
            Some(0x3bff)
        );
        // f16 fma: 1 * 1 + 2^-24 (the smallest denormal, 0x0001)
        assert_eq!(fma(0x3c00, 0x3c00, 1, Fty::F16, Round::Up), Some(0x3c01));
        assert_eq!(
            fma(0x3c00, 0x3c00, 1, Fty::F16, Round::Nearest),
            Some(0x3c00)
        );
    }

    #[test]
    fn denormals_round_by_mode() {
        // 2^-149 * 2^-1 lies half-way between 0 and the smallest denormal
        let half = 0x3f00_0000;
        let mul = |r| fbin(FBin::Mul, 1, half, Fty::F32, r).unwrap();
        assert_eq!(mul(Round::Nearest), 0);
        assert_eq!(mul(Round::Up), 1);
        assert_eq!(mul(Round::Down), 0);
        // 3 * 2^-149 * 0.5 = 1.5 denormal steps
        assert_eq!(fbin(FBin::Mul, 3, half, Fty::F32, Round::Nearest), Some(2));
        assert_eq!(fbin(FBin::Mul, 3, half, Fty::F32, Round::Zero), Some(1));
        // the largest denormal rounds up to the smallest normal
        let x = 0x007f_ffff;
        let r = fbin(FBin::Add, x, 1, Fty::F32, Round::Zero).unwrap();
        assert_eq!(r, 0x0080_0000);
        // ldexp into the denormals
        assert_eq!(ldexp(0x3fc0_0000, -149, Fty::F32, Round::Up), Some(2)); // 1.5 * 2^-149
        assert_eq!(ldexp(0x3fc0_0000, -149, Fty::F32, Round::Down), Some(1));
        assert_eq!(
            ldexp(0x3fc0_0000, 200, Fty::F32, Round::Zero),
            Some(0x7f7f_ffff)
        );
    }

    #[test]
    fn conversions() {
        // 2^24 + 1 to f32: a tie between 2^24 and 2^24 + 2
        let n = (1 << 24) + 1;
        assert_eq!(from_int(n, Fty::F32, Round::Nearest), 0x4b80_0000);
        assert_eq!(from_int(n, Fty::F32, Round::Up), 0x4b80_0001);
        assert_eq!(from_int(-n, Fty::F32, Round::Up), 0xcb80_0000);
        assert_eq!(from_int(-n, Fty::F32, Round::Down), 0xcb80_0001);
        assert_eq!(from_int(0, Fty::F32, Round::Down), 0);
        // u32::MAX to f32: 2^32 - 1, just below 2^32
        assert_eq!(
            from_int(u32::MAX.into(), Fty::F32, Round::Zero),
            0x4f7f_ffff
        );
        assert_eq!(
            from_int(u32::MAX.into(), Fty::F32, Round::Nearest),
            0x4f80_0000
        );
        // 65535 to f16: above the largest finite (65504)
        assert_eq!(from_int(65535, Fty::F16, Round::Nearest), 0x7c00);
        assert_eq!(from_int(65535, Fty::F16, Round::Zero), 0x7bff);
        assert_eq!(from_int(65519, Fty::F16, Round::Nearest), 0x7bff);
        // f32 0.1 (0x3dcccccd) to f16: between 0x2e66 and 0x2e67
        assert_eq!(
            convert(0x3dcc_cccd, Fty::F32, Fty::F16, Round::Nearest),
            Some(0x2e66)
        );
        assert_eq!(
            convert(0x3dcc_cccd, Fty::F32, Fty::F16, Round::Up),
            Some(0x2e67)
        );
        assert_eq!(
            convert(0xbdcc_cccd, Fty::F32, Fty::F16, Round::Up),
            Some(0xae66)
        );
        assert_eq!(
            convert(0xbdcc_cccd, Fty::F32, Fty::F16, Round::Down),
            Some(0xae67)
        );
        // f64 0.1 to f32: 0x3dcccccd under RNE, 0x3dcccccc toward zero
        let d = 0.1f64.to_bits();
        assert_eq!(
            convert(d, Fty::F64, Fty::F32, Round::Nearest),
            Some(0x3dcc_cccd)
        );
        assert_eq!(
            convert(d, Fty::F64, Fty::F32, Round::Zero),
            Some(0x3dcc_cccc)
        );
        assert_eq!(convert(d, Fty::F64, Fty::F32, Round::Up), Some(0x3dcc_cccd));
        // f32 denormal to f16: 2^-30 is below half of f16's 2^-24
        assert_eq!(convert(0x3080_0000, Fty::F32, Fty::F16, Round::Up), Some(1));
        assert_eq!(
            convert(0x3080_0000, Fty::F32, Fty::F16, Round::Nearest),
            Some(0)
        );
    }

    #[test]
    fn clamp_is_exact() {
        assert_eq!(clamp(0x4000_0000, Fty::F32), 0x3f80_0000);
        assert_eq!(clamp(0xbf80_0000, Fty::F32), 0);
        assert_eq!(clamp(0x7fc0_0000, Fty::F32), 0);
        assert_eq!(clamp(0x3f00_0000, Fty::F32), 0x3f00_0000);
        assert_eq!(clamp(0x8000_0000, Fty::F32), 0x8000_0000);
        assert_eq!(clamp(0x3c01, Fty::F16), 0x3c00);
    }

    mod props {
        use super::*;
        use proptest::prelude::*;

        fn bits32() -> impl Strategy<Value = u32> {
            // finite f32s of every magnitude, denormals included
            (0u32..0xff, any::<u32>(), any::<bool>())
                .prop_map(|(e, m, s)| u32::from(s) << 31 | e << 23 | m & 0x7f_ffff)
        }

        fn bits64() -> impl Strategy<Value = u64> {
            (0u64..0x7ff, any::<u64>(), any::<bool>())
                .prop_map(|(e, m, s)| u64::from(s) << 63 | e << 52 | m & 0xf_ffff_ffff_ffff)
        }

        /// The neighbours of a finite f32 toward +inf.
        fn next_up(x: u32) -> u32 {
            if x == 0x8000_0000 {
                1
            } else if x >> 31 == 0 {
                x + 1
            } else {
                x - 1
            }
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(4000))]

            // nearest even equals the host's correctly rounded arithmetic
            #[test]
            fn nearest_is_the_host(x in bits32(), y in bits32(), z in bits32()) {
                let (a, b, c) = (f32::from_bits(x), f32::from_bits(y), f32::from_bits(z));
                let n = Round::Nearest;
                let (x, y, z) = (u64::from(x), u64::from(y), u64::from(z));
                prop_assert_eq!(fbin(FBin::Add, x, y, Fty::F32, n), Some(u64::from((a + b).to_bits())));
                prop_assert_eq!(fbin(FBin::Mul, x, y, Fty::F32, n), Some(u64::from((a * b).to_bits())));
                prop_assert_eq!(fma(x, y, z, Fty::F32, n), Some(u64::from(a.mul_add(b, c).to_bits())));
            }

            #[test]
            fn nearest_is_the_host_f64(x in bits64(), y in bits64(), z in bits64()) {
                let (a, b, c) = (f64::from_bits(x), f64::from_bits(y), f64::from_bits(z));
                let n = Round::Nearest;
                prop_assert_eq!(fbin(FBin::Sub, x, y, Fty::F64, n), Some((a - b).to_bits()));
                prop_assert_eq!(fbin(FBin::Mul, x, y, Fty::F64, n), Some((a * b).to_bits()));
                prop_assert_eq!(fma(x, y, z, Fty::F64, n), Some(a.mul_add(b, c).to_bits()));
                prop_assert_eq!(convert(x, Fty::F64, Fty::F32, n), Some(u64::from((a as f32).to_bits())));
            }

            // f32 products are exact in f64: the directed results bracket
            // them as IEEE says (checked against the exact f64 product)
            #[test]
            fn directed_products_bracket(x in bits32(), y in bits32()) {
                let exact = f64::from(f32::from_bits(x)) * f64::from(f32::from_bits(y));
                let (xs, ys) = (u64::from(x), u64::from(y));
                let up = fbin(FBin::Mul, xs, ys, Fty::F32, Round::Up).unwrap() as u32;
                let down = fbin(FBin::Mul, xs, ys, Fty::F32, Round::Down).unwrap() as u32;
                let zero = fbin(FBin::Mul, xs, ys, Fty::F32, Round::Zero).unwrap() as u32;
                let (u, d) = (f64::from(f32::from_bits(up)), f64::from(f32::from_bits(down)));
                prop_assert!(u >= exact && d <= exact);
                if u == exact {
                    prop_assert_eq!(u, d);
                } else if exact.abs() <= f64::from(f32::MAX) {
                    // adjacent: nothing representable strictly between
                    prop_assert_eq!(f64::from(f32::from_bits(next_up(down))), u);
                }
                prop_assert_eq!(zero, if exact < 0.0 { up } else { down });
            }

            // f32 sums of every exponent spread against the two-sum error
            // term (Knuth: s + t is the exact sum when s does not overflow)
            #[test]
            fn directed_sums_follow_two_sum(x in bits32(), y in bits32()) {
                let (a, b) = (f32::from_bits(x), f32::from_bits(y));
                let s = a + b;
                prop_assume!(s.is_finite());
                let bb = s - a;
                let t = (a - (s - bb)) + (b - bb);
                let at = |r| fbin(FBin::Add, x.into(), y.into(), Fty::F32, r).unwrap() as u32;
                let sb = s.to_bits();
                let down_of = |v: u32| {
                    if v == 0 {
                        0x8000_0001
                    } else if v >> 31 == 0 {
                        v - 1
                    } else {
                        v + 1
                    }
                };
                let (up, down) = if t > 0.0 {
                    (next_up(sb), sb)
                } else if t < 0.0 {
                    (sb, down_of(sb))
                } else {
                    // exact: a zero sum's sign is the mode's (checked above)
                    prop_assume!(s != 0.0);
                    (sb, sb)
                };
                prop_assert_eq!(at(Round::Nearest), sb);
                prop_assert_eq!(at(Round::Up), up);
                prop_assert_eq!(at(Round::Down), down);
                let toward_zero = if s > 0.0 || (s == 0.0 && t > 0.0) { down } else { up };
                prop_assert_eq!(at(Round::Zero), toward_zero);
            }
        }
    }
}

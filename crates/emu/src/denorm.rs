//! MODE.FP_DENORM: which float operands and results a wave flushes to zero.
//!
//! MODE[5:4] rules f32, MODE[7:6] f16 and f64 (RDNA 3 ISA guide, "MODE"
//! register: FP_DENORM; LLVM SIDefines.h `FP_DENORM_MODE_SP/DP`). The two-bit
//! values (LLVM SIDefines.h `FP_DENORM_*`; AMDGPUUsage, "Floating Point Denorm
//! Mode Enumeration Values" for FLOAT_DENORM_MODE_32/_16_64):
//! 0 FLUSH_SRC_DST, 1 FLUSH_DST (inputs kept, results flushed), 2 FLUSH_SRC
//! (inputs flushed, results kept), 3 FLUSH_NONE. LLVM's
//! `SIModeRegisterDefaults::fpDenormModeSPValue` confirms the direction:
//! output `preserve-sign` alone gives 1, input `preserve-sign` alone gives 2.
//!
//! Flushing keeps the sign: a denormal becomes a zero of the same sign
//! (AMDGPUUsage: the flush modes are "preserve sign"; LLVM models them as
//! `DenormalMode::PreserveSign`).
//!
//! What honours it: every float operation's float sources and float
//! results — the arithmetic (add, sub, mul, fma and its forms, min/max: LLVM
//! `supportsMinMaxDenormModes` holds on GFX9+), ldexp, frexp, fract, the
//! roundings, the transcendentals, the division helpers, conversions (the
//! source by its type's field, the result by its own) and the float
//! compares' sources. `v_cmp_class` tests its raw source (LLVM lowers
//! `llvm.is.fpclass`, which LangRef defines independent of the
//! floating-point environment, to it directly). LDS float adds follow it
//! (LLVM PR #89468). Moves, `v_cndmask`, bitwise, integer and pack
//! operations never flush; neither do the dot products, WMMA, the LDS float
//! min/max/compare-swap and the global/flat float atomics (UNCONFIRMED).
//!
//! A result is flushed after rounding to the destination format: a value
//! that rounds up to the smallest normal is kept, one that rounds to a
//! denormal becomes zero (UNCONFIRMED: hardware may detect tininess before
//! rounding; the two differ only for exact results within half a denormal
//! step below the smallest normal).

use crate::float::Fty;

/// MODE[3:0], FP_ROUND: f32 in [1:0], f16/f64 in [3:2]; 0 is round to
/// nearest even (the directed roundings: `crate::round`).
pub const ROUND_BITS: u32 = 0xf;

/// The flushes MODE asks for one float type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flush {
    /// Denormal sources read as zeros.
    pub src: bool,
    /// Denormal results written as zeros.
    pub dst: bool,
}

impl Flush {
    /// The flushes of `ty` in MODE `mode`.
    #[inline]
    pub fn of(mode: u32, ty: Fty) -> Flush {
        let field = match ty {
            Fty::F32 => mode >> 4 & 3,
            Fty::F16 | Fty::F64 => mode >> 6 & 3,
        };
        // 0 both, 1 results only, 2 sources only, 3 neither
        Flush {
            src: field & 1 == 0,
            dst: field & 2 == 0,
        }
    }

    /// Whether anything is flushed.
    #[inline]
    pub fn any(self) -> bool {
        self.src || self.dst
    }

    /// Source bits of type `ty` as the operation reads them.
    #[inline]
    pub fn input(self, bits: u64, ty: Fty) -> u64 {
        if self.src {
            zero_denormal(bits, ty)
        } else {
            bits
        }
    }

    /// Result bits of type `ty` as the operation writes them.
    #[inline]
    pub fn output(self, bits: u64, ty: Fty) -> u64 {
        if self.dst {
            zero_denormal(bits, ty)
        } else {
            bits
        }
    }

    /// [`Flush::input`] of f32 bits.
    #[inline]
    pub fn input32(self, bits: u32) -> u32 {
        if self.src {
            zero_denormal32(bits)
        } else {
            bits
        }
    }

    /// [`Flush::output`] of f32 bits.
    #[inline]
    pub fn output32(self, bits: u32) -> u32 {
        if self.dst {
            zero_denormal32(bits)
        } else {
            bits
        }
    }
}

/// `bits` with a denormal of type `ty` replaced by the zero of its sign;
/// zeros, normals, infinities and NaNs unchanged.
#[inline]
pub fn zero_denormal(bits: u64, ty: Fty) -> u64 {
    let (exp, sign) = match ty {
        Fty::F16 => (0x7c00, 0x8000),
        Fty::F32 => (0x7f80_0000, 0x8000_0000),
        Fty::F64 => (0x7ff0_0000_0000_0000, 0x8000_0000_0000_0000),
    };
    if bits & exp == 0 {
        bits & sign
    } else {
        bits
    }
}

/// The error for a float instruction in a rounding mode other than round
/// to nearest even.
pub fn rounding_error(mode: u32) -> String {
    format!(
        "float rounding mode {:#x} (MODE.FP_ROUND, MODE[3:0]) other than round to nearest even (0) is not executed yet",
        mode & ROUND_BITS
    )
}

/// [`zero_denormal`] of f32 bits, branch-free (the lane path maps it over
/// whole rows).
#[inline(always)]
pub fn zero_denormal32(bits: u32) -> u32 {
    if bits & 0x7f80_0000 == 0 {
        bits & 0x8000_0000
    } else {
        bits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mode_fields() {
        // MODE[5:4] = f32, MODE[7:6] = f16/f64 (SIDefines.h FP_DENORM_MODE_SP/DP)
        let both = Flush {
            src: true,
            dst: true,
        };
        let dst = Flush {
            src: false,
            dst: true,
        };
        let src = Flush {
            src: true,
            dst: false,
        };
        let none = Flush::default();
        assert_eq!(Flush::of(3 << 6, Fty::F32), both);
        assert_eq!(Flush::of(1 << 4 | 3 << 6, Fty::F32), dst);
        assert_eq!(Flush::of(2 << 4 | 3 << 6, Fty::F32), src);
        assert_eq!(Flush::of(3 << 4, Fty::F32), none);
        assert_eq!(Flush::of(3 << 4, Fty::F16), both);
        assert_eq!(Flush::of(3 << 4 | 1 << 6, Fty::F64), dst);
        assert_eq!(Flush::of(3 << 4 | 2 << 6, Fty::F16), src);
        assert_eq!(Flush::of(crate::alu::DEFAULT_MODE, Fty::F32), none);
        assert_eq!(Flush::of(crate::alu::DEFAULT_MODE, Fty::F64), none);
    }

    #[test]
    fn zeroes_keep_the_sign() {
        let both = Flush {
            src: true,
            dst: true,
        };
        assert_eq!(both.input32(0x0000_0001), 0);
        assert_eq!(both.output32(0x807f_ffff), 0x8000_0000);
        assert_eq!(both.input32(0x0080_0000), 0x0080_0000);
        assert_eq!(both.output32(0x7fc0_0000), 0x7fc0_0000);
        assert_eq!(both.input32(0xff80_0000), 0xff80_0000);
        assert_eq!(Flush::default().input32(1), 1);
        assert_eq!(Flush::default().output32(0x8000_0001), 0x8000_0001);
        assert_eq!(zero_denormal(0x83ff, Fty::F16), 0x8000);
        assert_eq!(zero_denormal(0x0400, Fty::F16), 0x0400);
        assert_eq!(zero_denormal(0x7e00, Fty::F16), 0x7e00);
        assert_eq!(zero_denormal(0x000f_ffff_ffff_ffff, Fty::F64), 0);
        assert_eq!(zero_denormal(0x8000_0000_0000_0001, Fty::F64), 1 << 63);
        assert_eq!(zero_denormal(0x0010_0000_0000_0000, Fty::F64), 1 << 52);
    }
}

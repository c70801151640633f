//! Numbers written for 16-bit sources (`AluRow::lit16`, `AluRow::packed`): what LLVM's
//! assembler refuses and how it turns float text into f16 bits. Every rule
//! here was observed with llvm-mc-22.

/// The number token of a source's operand text (up to the next comma),
/// without `neg(`, `abs(`, `|` and `lit(` around it; its sign stays.
fn number_token(text: &str) -> &str {
    let mut t = text.trim_start();
    loop {
        let before = t;
        for p in ["neg(", "abs(", "lit(", "|", "-|"] {
            if let Some(rest) = t.strip_prefix(p) {
                t = rest.trim_start();
            }
        }
        if t == before {
            break;
        }
    }
    let end = t.find([',', ')', '|', ' ', '\t']).unwrap_or(t.len());
    &t[..end]
}

/// An integer written for a 16-bit source must fit 16 bits: LLVM refuses
/// `0xffffffff` or `0x3f800000` there though a 32-bit source would read
/// them as inline constants (a minus sign is another rule: -0x8000..-1).
pub(super) fn wide_integer(text: &str) -> bool {
    let tok = number_token(text);
    let value = if let Some(hex) = tok.strip_prefix("0x").or_else(|| tok.strip_prefix("0X")) {
        u64::from_str_radix(hex, 16).ok()
    } else if tok.starts_with(|c: char| c.is_ascii_digit()) && !tok.contains(['.', 'e', 'E']) {
        tok.parse::<u64>().ok()
    } else {
        None
    };
    value.is_some_and(|v| v > 0xffff)
}

/// Float text written for an f16 source, as LLVM encodes it: the f16
/// nearest the written value (ties to even). `None` when the text is no
/// float; `Some(None)` when f16 cannot hold it (overflow, or a non-zero
/// value that underflows to a denormal or zero inexactly), which LLVM refuses.
pub(super) fn f16_of_text(text: &str) -> Option<Option<u16>> {
    half_of_text(text, false)
}

/// The same for bf16 sources (the f32 layout cut to 7 mantissa bits).
pub(super) fn bf16_of_text(text: &str) -> Option<Option<u16>> {
    half_of_text(text, true)
}

fn half_of_text(text: &str, bf16: bool) -> Option<Option<u16>> {
    let x = super::float_in(number_token(text))?;
    Some(half_bits(x, bf16, false, false))
}

/// Whether `x`, written for a bf16 source, is the double LLVM reads as the
/// inline constant 1/(2pi): only 0.15915494 (the text it prints for it,
/// double 0x3fc45f306725feed); 0.15915494309189532 or 0.159154943 round to
/// bf16 0x3e23, a literal, and 0.158203125 (bf16 0x3e22) is inline as its
/// bits (observed with llvm-mc-22 on gfx1100 and gfx1200).
pub(super) fn bf16_inline_2pi(x: f64) -> bool {
    x.to_bits() == 0x3fc4_5f30_6725_feed
}

/// Float text written for a packed-f16 source of a VOP3/VOP2 row
/// (v_dot2_f16_f16, v_pk_fmac_f16...), as LLVM encodes it: a value that
/// underflows rounds to a denormal or zero, one that overflows is infinity
/// from GFX11 on and refused before (`Some(None)`); `None`: no float text
/// (llvm-mc-22: 1e-7 is 0x0002, 70000.0 0x7c00 on gfx1100, refused on gfx908).
pub(super) fn f16_pair_of_text(text: &str, overflow_to_inf: bool) -> Option<Option<u16>> {
    let x = super::float_in(number_token(text))?;
    Some(half_bits(x, false, true, overflow_to_inf))
}

/// The f16 nearest `x` (ties to even), `None` where f16 cannot hold it
/// (overflow, or inexact underflow).
pub(super) fn f16_in_range(x: f64) -> Option<u16> {
    half_bits(x, false, false, false)
}

/// IEEE binary16 (or bf16) bits of `x`, rounded to nearest even; `None` on
/// overflow (infinity where `overflow_ok`) or inexact underflow (rounded
/// where `underflow_ok`).
fn half_bits(x: f64, bf16: bool, underflow_ok: bool, overflow_ok: bool) -> Option<u16> {
    // mantissa bits, exponent bias
    let (man, bias) = if bf16 { (7, 127) } else { (10, 15) };
    let sign = if x.is_sign_negative() { 0x8000u16 } else { 0 };
    let a = x.abs();
    if a == 0.0 {
        return Some(sign);
    }
    if !a.is_finite() {
        return None;
    }
    // exponent e with 2^e <= a < 2^(e+1)
    let mut e = (a.to_bits() >> 52) as i32 - 1023;
    let one = 1u32 << man;
    if e < 1 - bias {
        // denormal range: units of 2^(1 - bias - man)
        let m = a * 2f64.powi(bias - 1 + man);
        let r = m.round_ties_even();
        // rounding up to 2^(1 - bias) gives the smallest normal's bits
        if r != m && !underflow_ok || r > f64::from(one) {
            return None;
        }
        return Some(sign | r as u16);
    }
    let m = a * 2f64.powi(man - e);
    let mut r = m.round_ties_even();
    if r >= f64::from(2 * one) {
        r /= 2.0;
        e += 1;
    }
    if e > bias {
        return overflow_ok.then_some(sign | ((2 * bias + 1) as u16) << man);
    }
    Some(sign | ((e + bias) as u16) << man | (r as u32 - one) as u16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_text_rounds_to_f16() {
        // values llvm-mc-22 encodes for v_add_f16
        assert_eq!(f16_of_text("1.5"), Some(Some(0x3e00)));
        assert_eq!(f16_of_text("1.1"), Some(Some(0x3c66)));
        assert_eq!(f16_of_text("-1.5"), Some(Some(0xbe00)));
        assert_eq!(f16_of_text("65504.0"), Some(Some(0x7bff)));
        assert_eq!(f16_of_text("0.1"), Some(Some(0x2e66)));
        assert_eq!(f16_of_text("lit(1.5)"), Some(Some(0x3e00)));
        assert_eq!(f16_of_text("70000.0"), Some(None));
        assert_eq!(f16_of_text("0x3c00"), None);
        assert_eq!(bf16_of_text("1.5"), Some(Some(0x3fc0)));
        assert_eq!(bf16_of_text("-2.5"), Some(Some(0xc020)));
        assert!(wide_integer("0xffffffff") && wide_integer("lit(0x12345)"));
        assert!(!wide_integer("0xffff") && !wide_integer("-1") && !wide_integer("1.5"));
    }
}

//! Literals and inline constants of sources holding packed 16-bit values
//! (`AluRow::packed`, the p/b/q suffixes of `data/alu.tsv`): which values
//! LLVM prints in `lit(...)` and what a written number encodes as. Every
//! rule here was observed with llvm-mc-22.

use super::alu::F16_INLINE;
use crate::operand::Parsed;
use crate::tables::alu::Packed16;
use std::fmt::{self, Write};

use crate::operand::{INLINE_BF16 as BF16_INLINE, INLINE_F32 as F32_INLINE};

/// The inline constant (240..=248) whose value source type `kind` reads
/// from dword `x`: a 16-bit pattern in the low half, or for `F16Splat` the
/// same f16 pattern in both halves.
fn inline_float(kind: Packed16, x: u32) -> Option<u16> {
    let (table, bits) = match kind {
        Packed16::None => return None,
        Packed16::F16 => (&F16_INLINE, x),
        Packed16::Bf16 => (&BF16_INLINE, x),
        // one bf16: the low half decides, integers -16..=-1 included
        Packed16::Bf16One => match x as u16 {
            0xfff0..=0xffff => return Some(193 + (0xffff - (x as u16))),
            low => (&BF16_INLINE, u32::from(low)),
        },
        Packed16::F16Splat if x >> 16 == x & 0xffff => (&F16_INLINE, x & 0xffff),
        Packed16::F16Splat => return None,
    };
    table
        .iter()
        .position(|&b| u32::from(b) == bits)
        .map(|k| 240 + k as u16)
}

/// A literal prints as its dword in hex, in `lit(...)` when the source's
/// type would read the dword as an inline constant: an integer -16..=64 or
/// one of the type's floats.
pub(super) fn print_literal(f: &mut impl Write, lit: u32, kind: Packed16) -> fmt::Result {
    let int = match kind {
        Packed16::Bf16One => (-16..=64).contains(&(lit as u16 as i16)),
        _ => (-16..=64).contains(&(lit as i32)),
    };
    if int || inline_float(kind, lit).is_some() {
        write!(f, "lit({lit:#x})")
    } else {
        write!(f, "{lit:#x}")
    }
}

/// In a VOP3 DPP form the low half alone decides: `lit(...)` when it is an
/// integer -16..=64 or one of the type's floats (llvm-mc-22 prints
/// `lit(0x3f800000)` and `lit(0x3c00ffff)` for v_dot2_f16_f16_e64_dpp where
/// the plain VOP3 form prints them bare).
pub(super) fn print_dpp_literal(f: &mut impl Write, lit: u32, kind: Packed16) -> fmt::Result {
    let low = lit & 0xffff;
    let int = (-16..=64).contains(&(low as u16 as i16));
    if int || inline_float(kind, low).is_some() {
        write!(f, "lit({lit:#x})")
    } else {
        write!(f, "{lit:#x}")
    }
}

/// What a number written for a packed source encodes as. `float_text`: the
/// number was written as a float (`text`: the operand's text). Hex spellings
/// of the type's inline floats become those constants, an integer spelling
/// of an f32 inline pattern is a literal; a float that is no inline constant
/// is the type's 16-bit value in the low half, as is any float for a GFX11+
/// f16 pair; in a VOP3 encoding (`vop3`) an f16 pair's float is rounded
/// into range (`gfx11`: past it to infinity). `None`: a float the type
/// cannot hold (refused). Inside `lit(...)` only the float conversion
/// applies.
pub(super) fn retype(
    p: Parsed,
    kind: Packed16,
    text: &str,
    float_text: bool,
    w: u8,
    (vop3, gfx11): (bool, bool),
) -> Option<Parsed> {
    let forced =
        text.contains("lit(") && !text.trim_start().trim_start_matches('-').starts_with('|');
    if let (Parsed::Literal(_) | Parsed::Reg(240..=248, _), true, true) = (p, float_text, forced) {
        // lit(1.0): the float read as the type's 16 bits
        let bits = match kind {
            Packed16::Bf16 | Packed16::Bf16One => super::lit16::bf16_of_text(text),
            _ => super::lit16::f16_of_text(text),
        };
        if let Some(bits) = bits {
            return bits.map(|b| Parsed::Literal(u32::from(b)));
        }
    }
    if forced {
        return Some(p);
    }
    if let (Parsed::Literal(_) | Parsed::Reg(240..=248, _), true) = (p, float_text) {
        if let (Packed16::Bf16 | Packed16::Bf16One, Some(x)) = (kind, super::float_in(text)) {
            // v_dot2_bf16_bf16's src2 refuses what f16 cannot hold (1e-5,
            // 70000.0), though it reads the value as bf16 (llvm-mc-22)
            if kind == Packed16::Bf16One && super::lit16::f16_of_text(text) == Some(None) {
                return None;
            }
            // the nearest bf16, inline where its bits are one of the type's
            // constants (0.158203125 is 1/(2pi), 0x3e22; only the spelling
            // 0.15915494 is taken as that constant too, see `bf16_inline_2pi`)
            let bits = if super::lit16::bf16_inline_2pi(x) {
                0x3e22
            } else {
                super::lit16::bf16_of_text(text)??
            };
            return Some(match inline_float(kind, u32::from(bits)) {
                Some(v) => Parsed::Reg(v, w),
                None => Parsed::Literal(u32::from(bits)),
            });
        }
    }
    if let (Parsed::Literal(_), true, Packed16::F16, true) = (p, float_text, kind, vop3) {
        // a result that is a small integer's bits is that inline integer
        // (llvm-mc-22: 1e-7 is 2 in v_dot2_f16_f16 and v_dot2c_f32_f16_e64;
        // the short forms refuse it)
        if let Some(bits) = super::lit16::f16_pair_of_text(text, gfx11) {
            return bits.map(
                |b| match crate::operand::inline_of_bits(i32::from(b as i16) as u32) {
                    Some(v) => Parsed::Reg(v, w),
                    None => Parsed::Literal(u32::from(b)),
                },
            );
        }
    }
    if let (Parsed::Literal(_), true) = (p, float_text) {
        let bits = match kind {
            Packed16::Bf16 | Packed16::Bf16One => super::lit16::bf16_of_text(text),
            _ => super::lit16::f16_of_text(text),
        };
        if let Some(bits) = bits {
            return bits.map(|b| Parsed::Literal(u32::from(b)));
        }
    }
    Some(match p {
        Parsed::Reg(v @ 240..=248, _) if kind == Packed16::F16Splat && float_text => {
            Parsed::Literal(u32::from(F16_INLINE[usize::from(v - 240)]))
        }
        Parsed::Reg(v @ 240..=248, _) if !float_text => {
            Parsed::Literal(F32_INLINE[usize::from(v - 240)])
        }
        Parsed::Literal(x) if !float_text => match inline_float(kind, x) {
            Some(v) => Parsed::Reg(v, w),
            None => p,
        },
        _ => p,
    })
}

/// Whether LLVM's assembler echoes the `lit(...)` of a source written as
/// `text` (its operand text up to the next comma): yes, except inside `|...|`
/// bars (which drop it) and for a negative value (echoed as 64 bits).
pub(super) fn lit_echoed(text: &str) -> bool {
    let t = text.trim_start().trim_start_matches('-').trim_start();
    text.contains("lit(") && !t.starts_with('|') && !text.contains("lit(-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splat_pairs_read_both_halves() {
        let mut s = String::new();
        print_literal(&mut s, 0x3c00_3c00, Packed16::F16Splat).unwrap();
        print_literal(&mut s, 0x3c00, Packed16::F16Splat).unwrap();
        print_literal(&mut s, 0x3c00, Packed16::F16).unwrap();
        print_literal(&mut s, 0x3f80, Packed16::F16).unwrap();
        assert_eq!(s, "lit(0x3c003c00)0x3c00lit(0x3c00)0x3f80");
        // e64_dpp forms: the low half decides (llvm-mc-22, v_dot2_*_e64_dpp)
        let mut d = String::new();
        for (lit, kind) in [
            (0x3f80_0000, Packed16::F16),
            (0x3c00_ffff, Packed16::F16),
            (0x3e22_f983, Packed16::F16),
            (0x3f80, Packed16::Bf16),
            (0x3c00, Packed16::Bf16),
        ] {
            print_dpp_literal(&mut d, lit, kind).unwrap();
        }
        assert_eq!(
            d,
            "lit(0x3f800000)lit(0x3c00ffff)0x3e22f983lit(0x3f80)0x3c00"
        );
        let one = Parsed::Reg(242, 1);
        assert!(matches!(
            retype(one, Packed16::F16Splat, "1.0", true, 1, (false, true)),
            Some(Parsed::Literal(0x3c00))
        ));
        assert!(matches!(
            retype(
                Parsed::Literal(0x3800_3800),
                Packed16::F16Splat,
                "",
                false,
                1,
                (false, true)
            ),
            Some(Parsed::Reg(240, 1))
        ));
    }
}

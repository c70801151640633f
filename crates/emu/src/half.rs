//! 16-bit operands: VGPR halves (GFX11+ true16: `v1.l`/`v1.h`, picked by bit
//! 7 of a short form's register field or by VOP3 op_sel), the low half of
//! whole registers elsewhere (fake16 and GFX9/GFX10), 16-bit constants, and
//! the 16-bit integer operations.
//!
//! Sources: AMD RDNA 3 ISA guide §7.3 (16-bit VGPR halves; the other half of
//! the destination is kept) and §3.? inline constants (f16 values for 16-bit
//! float operands); LLVM's true16 operand encoding as the isa crate decodes
//! it (`AluRow::t16`, `AluInst::fake16`).

use crate::alu::{lanes, read_scalar, Bin, Cmp};
use crate::state::Wave;
use amdgpu_isa::encoding::alu::AluInst;
use amdgpu_isa::operand::{LITERAL, VGPR0};

/// f16 values of inline constants 240-248 (0.5, -0.5, 1, -1, 2, -2, 4, -4, 1/(2π)).
const INLINE_F16: [u16; 9] = [
    0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
];

/// The VGPR and half of operand `bit` (source 0-2, 3 the destination) held in
/// operand number `v`.
fn half_of(w: &Wave, a: &AluInst, bit: u8, v: u16) -> (usize, bool) {
    let n = usize::from(v.saturating_sub(VGPR0)).min(crate::state::DPP_ROW);
    let t16 = a.row().t16 >> bit & 1 != 0 && !a.fake16 && w.gen() >= amdgpu_isa::Gen::Gfx11;
    if !t16 {
        (n, false)
    } else if a.is_vop3() || n == crate::state::DPP_ROW {
        (n, a.opsel >> bit & 1 != 0)
    } else {
        (n & 127, n & 128 != 0)
    }
}

/// Source `i` (operand number `v`) as 16 bits per lane; `float`: inline
/// constants 240-248 are f16 values.
pub fn src16(w: &Wave, a: &AluInst, i: usize, v: u16, float: bool) -> Result<[u16; 64], String> {
    if v >= VGPR0 {
        let (r, hi) = half_of(w, a, i as u8, v);
        let row = &w.vgpr[r];
        let mut out = [0u16; 64];
        for (o, &x) in out.iter_mut().zip(row.iter()) {
            *o = if hi { (x >> 16) as u16 } else { x as u16 };
        }
        return Ok(out);
    }
    let x = match v {
        240..=248 if float => u32::from(INLINE_F16[usize::from(v - 240)]),
        LITERAL => a.literal,
        _ => read_scalar(w, v, a.literal)?,
    };
    // VOP3 op_sel picks the high half of a scalar source too
    let hi = a.is_vop3() && a.opsel >> i & 1 != 0 && v != LITERAL && !(240..=248).contains(&v);
    Ok([if hi { (x >> 16) as u16 } else { x as u16 }; 64])
}

/// Writes 16-bit `x` to the destination half of lane `l`, keeping the other half.
pub fn write16(w: &mut Wave, a: &AluInst, l: usize, x: u16) {
    let (r, hi) = half_of(w, a, 3, VGPR0 + a.dst);
    if w.gen() < amdgpu_isa::Gen::Gfx11 {
        // GFX9/GFX10 16-bit results zero the high half (UNCONFIRMED: SDWA
        // and op_sel forms that keep it are not modelled)
        w.vgpr[r][l] = u32::from(x);
        return;
    }
    let old = w.vgpr[r][l];
    w.vgpr[r][l] = if hi {
        old & 0xffff | u32::from(x) << 16
    } else {
        old & 0xffff_0000 | u32::from(x)
    };
}

/// `v_swap_b16`: the VDST half and the SRC0 half (a VGPR) exchange values
/// (RDNA 3 ISA, V_SWAP_B16).
pub fn exec_swap16(w: &mut Wave, a: &AluInst) -> Result<(), String> {
    if a.src[0] < VGPR0 {
        return Err("v_swap_b16 needs a VGPR source".into());
    }
    let (sr, shi) = half_of(w, a, 0, a.src[0]);
    let (dr, dhi) = half_of(w, a, 3, VGPR0 + a.dst);
    let get = |v: u32, hi: bool| if hi { v >> 16 } else { v & 0xffff };
    let set = |v: u32, hi: bool, x: u32| {
        if hi {
            v & 0xffff | x << 16
        } else {
            v & 0xffff_0000 | x
        }
    };
    for l in lanes(w.exec) {
        let x = get(w.vgpr[sr][l], shi);
        let y = get(w.vgpr[dr][l], dhi);
        w.vgpr[dr][l] = set(w.vgpr[dr][l], dhi, x);
        w.vgpr[sr][l] = set(w.vgpr[sr][l], shi, y);
    }
    Ok(())
}

/// 16-bit integer operations: the 32-bit operation on the values, low 16
/// bits kept, shift amounts taken mod 16.
pub fn bin16(op: Bin, a: u16, b: u16) -> u16 {
    let sx = |x: u16| x as i16 as i32 as u32;
    match op {
        Bin::Shl => a.wrapping_shl(u32::from(b & 15)),
        Bin::ShlRev => b.wrapping_shl(u32::from(a & 15)),
        Bin::Shr => a >> (b & 15),
        Bin::ShrRev => b >> (a & 15),
        Bin::Ashr => ((a as i16) >> (b & 15)) as u16,
        Bin::AshrRev => ((b as i16) >> (a & 15)) as u16,
        Bin::MinI | Bin::MaxI | Bin::MulHiI => crate::alu::bin(op, sx(a), sx(b)) as u16,
        _ => crate::alu::bin(op, u32::from(a), u32::from(b)) as u16,
    }
}

/// `v_<op>_u16/i16/b16` on the active lanes.
pub fn exec_bin16(w: &mut Wave, op: Bin, a: &AluInst) -> Result<(), String> {
    let x = src16(w, a, 0, a.src[0], false)?;
    let y = src16(w, a, 1, a.src[1], false)?;
    for l in lanes(w.exec) {
        let mut r = bin16(op, x[l], y[l]);
        if a.clamp {
            // clamp saturates unsigned add/sub (RDNA 3 ISA, V_ADD_NC_U16)
            match op {
                Bin::Add if u32::from(x[l]) + u32::from(y[l]) > 0xffff => r = 0xffff,
                Bin::Sub if y[l] > x[l] => r = 0,
                _ => {}
            }
        }
        write16(w, a, l, r);
    }
    Ok(())
}

/// `v_mov_b16`, `v_not_b16`: one source.
pub fn exec_un16(w: &mut Wave, not: bool, a: &AluInst) -> Result<(), String> {
    let x = src16(w, a, 0, a.src[0], false)?;
    for l in lanes(w.exec) {
        write16(w, a, l, if not { !x[l] } else { x[l] });
    }
    Ok(())
}

/// `v_cndmask_b16`: SRC2 (VOP3) picks SRC1.
pub fn exec_cndmask16(w: &mut Wave, a: &AluInst) -> Result<(), String> {
    let x = src16(w, a, 0, a.src[0], true)?;
    let y = src16(w, a, 1, a.src[1], true)?;
    let mask = if a.is_vop3() {
        crate::alu::read_mask(w, a.src[2], a.literal)?
    } else {
        w.vcc
    };
    let sign = |i: usize, v: u16| -> u16 {
        let mut v = v;
        if a.abs >> i & 1 != 0 {
            v &= 0x7fff;
        }
        if a.neg >> i & 1 != 0 {
            v ^= 0x8000;
        }
        v
    };
    for l in lanes(w.exec) {
        let r = if mask >> l & 1 != 0 {
            sign(1, y[l])
        } else {
            sign(0, x[l])
        };
        write16(w, a, l, r);
    }
    Ok(())
}

/// `v_cmp_<c>_u16/i16` and `v_cmpx_*`.
pub fn exec_cmp16(
    w: &mut Wave,
    c: Cmp,
    signed: bool,
    cmpx: bool,
    a: &AluInst,
) -> Result<(), String> {
    let x = src16(w, a, 0, a.src[0], false)?;
    let y = src16(w, a, 1, a.src[1], false)?;
    let ty = if signed {
        crate::alu::CmpType::I32
    } else {
        crate::alu::CmpType::U32
    };
    let ext = |v: u16| {
        if signed {
            u64::from(v as i16 as i32 as u32)
        } else {
            u64::from(v)
        }
    };
    let mut m = 0u64;
    for l in lanes(w.exec) {
        m |= u64::from(crate::alu::compare(c, ty, ext(x[l]), ext(y[l]))) << l;
    }
    crate::alu::write_cmp(w, a, m, cmpx)
}

/// `v_pack_b32_f16`: D = {SRC1.f16, SRC0.f16} (VOP3 neg/abs on each).
pub fn exec_pack(w: &mut Wave, a: &AluInst) -> Result<(), String> {
    let x = src16(w, a, 0, a.src[0], true)?;
    let y = src16(w, a, 1, a.src[1], true)?;
    let d = usize::from(a.dst);
    let m = |i: usize, v: u16| -> u32 {
        let mut v = v;
        if a.abs >> i & 1 != 0 {
            v &= 0x7fff;
        }
        if a.neg >> i & 1 != 0 {
            v ^= 0x8000;
        }
        u32::from(v)
    };
    for l in lanes(w.exec) {
        w.vgpr[d][l] = m(0, x[l]) | m(1, y[l]) << 16;
    }
    Ok(())
}

//! Whole-wave lane arrays for the VALU hot path: each source is fetched once
//! per instruction into an array (a VGPR row, or a scalar broadcast), the
//! operation runs over every lane in a loop the compiler can vectorise, and
//! the result is merged into the destination under EXEC.

use crate::alu::read_scalar;
use crate::state::Wave;
use amdgpu_isa::operand::VGPR0;

/// One value per lane of an `N`-lane wave (32 or 64).
pub type Lanes<const N: usize> = [u32; N];

/// Source `v` for every lane: the VGPR's row or the scalar value broadcast.
#[inline(always)]
pub fn fetch<const N: usize>(w: &Wave, v: u16, lit: u32) -> Result<Lanes<N>, String> {
    if v >= VGPR0 {
        let row = &w.vgpr[usize::from(v - VGPR0).min(crate::state::DPP_ROW)];
        let mut r = [0u32; N];
        r.copy_from_slice(&row[..N]);
        Ok(r)
    } else {
        Ok([read_scalar(w, v, lit)?; N])
    }
}

/// Writes `r` to VGPR `d` on the lanes of `exec`.
#[inline(always)]
pub fn merge<const N: usize>(w: &mut Wave, d: usize, r: &Lanes<N>, exec: u64) {
    let dst = &mut w.vgpr[d & 255];
    if exec == crate::state::lane_bits(N as u32) {
        dst[..N].copy_from_slice(r);
    } else {
        // select per lane: a loop the compiler turns into masked moves
        for l in 0..N {
            let on = (exec >> l & 1).wrapping_neg() as u32;
            dst[l] = r[l] & on | dst[l] & !on;
        }
    }
}

/// `r[l] = f(a[l])` for every lane.
#[inline(always)]
pub fn map1<const N: usize>(a: &Lanes<N>, f: impl Fn(u32) -> u32) -> Lanes<N> {
    let mut r = [0u32; N];
    for l in 0..N {
        r[l] = f(a[l]);
    }
    r
}

/// `r[l] = f(a[l], b[l])` for every lane.
#[inline(always)]
pub fn map2<const N: usize>(a: &Lanes<N>, b: &Lanes<N>, f: impl Fn(u32, u32) -> u32) -> Lanes<N> {
    let mut r = [0u32; N];
    for l in 0..N {
        r[l] = f(a[l], b[l]);
    }
    r
}

/// `r[l] = f(a[l], b[l], c[l])` for every lane.
#[inline(always)]
pub fn map3<const N: usize>(
    a: &Lanes<N>,
    b: &Lanes<N>,
    c: &Lanes<N>,
    f: impl Fn(u32, u32, u32) -> u32,
) -> Lanes<N> {
    let mut r = [0u32; N];
    for l in 0..N {
        r[l] = f(a[l], b[l], c[l]);
    }
    r
}

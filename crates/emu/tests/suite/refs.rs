//! CPU references for the kernel suite, written from the OpenCL C sources in
//! tests/kernels/ (each function follows its kernel statement by statement;
//! none is derived from emulator output). Integer results and IEEE 754
//! operations with a single correct rounding are compared exactly (any NaN
//! matching any NaN); the rest within the bounds stated at each kernel.
//!
//! Float bounds cite the OpenCL C 2.0 specification §7.4, "Relative Error
//! as ULPs" (full-profile table, and the table for
//! -cl-unsafe-math-optimizations, which -cl-fast-relaxed-math implies); the
//! same tables are in the OpenCL SPIR-V environment specification
//! (KhronosGroup/OpenCL-Docs env/numerical_compliance.asciidoc). A ulp of a
//! real value w is taken as 2^(max(e, -126) - 23) for 2^e <= |w| < 2^(e+1).
//! Exact values come from f64 arithmetic and the host's f64 libm, whose
//! errors (under 1 f64 ulp) are negligible at f32 scale.

use crate::spec::{Case, Elem};

/// What a reference sees: the case, each argument's bytes before the run
/// (buffers, scalars, local sizes) and the wave size of the kernel.
pub struct Ctx<'a> {
    pub case: &'a Case,
    pub args: &'a [Vec<u8>],
    pub wave: usize,
}

pub trait Le: Copy {
    const SIZE: usize;
    fn from_le(b: &[u8]) -> Self;
    fn to_le(self, out: &mut Vec<u8>);
}

macro_rules! le {
    ($($t:ty),*) => {$(
        impl Le for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            fn from_le(b: &[u8]) -> Self {
                <$t>::from_le_bytes(b.try_into().unwrap())
            }
            fn to_le(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
        }
    )*};
}
le!(u8, i8, u16, i16, u32, i32, u64, i64, f32, f64);

impl Ctx<'_> {
    /// Buffer (or scalar) argument `i` as elements of `T`.
    pub fn buf<T: Le>(&self, i: usize) -> Vec<T> {
        self.args[i].chunks_exact(T::SIZE).map(T::from_le).collect()
    }
    pub fn u32(&self, i: usize) -> u32 {
        self.buf::<u32>(i)[0]
    }
    pub fn i32(&self, i: usize) -> i32 {
        self.buf::<i32>(i)[0]
    }
    pub fn global(&self) -> [u32; 3] {
        self.case.global
    }
    pub fn local(&self) -> [u32; 3] {
        self.case.local
    }
}

pub fn bytes<T: Le>(v: &[T]) -> Vec<u8> {
    let mut out = Vec::with_capacity(v.len() * T::SIZE);
    for x in v {
        x.to_le(&mut out);
    }
    out
}

/// An allowed error around an exact value.
#[derive(Clone, Copy, Debug)]
pub struct Tol {
    pub want: f64,
    pub ulps: f64,
    pub abs: f64,
}

/// A check of a whole output buffer.
pub type Invariant = Box<dyn Fn(&[u8]) -> Result<(), String>>;

/// What an output buffer must hold.
pub enum Expect {
    /// Exactly these bytes, element by element (floats: NaN matches NaN).
    Exact(Vec<u8>),
    /// f32 elements, each within its tolerance.
    Close(Vec<Tol>),
    /// A property of the whole buffer (results whose exact value depends on
    /// the order of atomics, checked by an invariant).
    Custom(Invariant),
}

fn exact<T: Le>(v: &[T]) -> Expect {
    Expect::Exact(bytes(v))
}

/// 2^e as an f64, exactly (normal range).
pub fn pow2(e: i32) -> f64 {
    assert!((-1022..=1023).contains(&e));
    f64::from_bits(((1023 + e) as u64) << 52)
}

/// The ulp of a real value at f32 precision (see the module comment).
fn ulp_f32(w: f64) -> f64 {
    let a = w.abs();
    if a == 0.0 {
        return pow2(-149);
    }
    let e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    pow2(e.max(-126) - 23)
}

impl Expect {
    pub fn check(&self, elem: Elem, got: &[u8]) -> Result<(), String> {
        match self {
            Expect::Exact(want) => {
                if want.len() != got.len() {
                    return Err(format!("{} bytes, expected {}", got.len(), want.len()));
                }
                let size = elem.size();
                let bits = |b: &[u8]| {
                    let mut w = [0u8; 8];
                    w[..size].copy_from_slice(b);
                    u64::from_le_bytes(w)
                };
                let mut first = None;
                let mut count = 0;
                for (i, (w, g)) in want.chunks(size).zip(got.chunks(size)).enumerate() {
                    let (w, g) = (bits(w), bits(g));
                    if w != g && !(elem.is_nan(w) && elem.is_nan(g)) {
                        count += 1;
                        first.get_or_insert((i, w, g));
                    }
                }
                match first {
                    None => Ok(()),
                    Some((i, w, g)) => Err(format!(
                        "element {i}: expected {}, got {} ({count} of {} elements differ)",
                        elem.show(w),
                        elem.show(g),
                        want.len() / size
                    )),
                }
            }
            Expect::Close(tols) => {
                assert_eq!(elem, Elem::F32, "Close compares f32 buffers");
                let got: Vec<f32> = got.chunks_exact(4).map(<f32 as Le>::from_le).collect();
                if got.len() != tols.len() {
                    return Err(format!("{} elements, expected {}", got.len(), tols.len()));
                }
                let mut first = None;
                let mut count = 0;
                for (i, (t, &g)) in tols.iter().zip(&got).enumerate() {
                    let g64 = f64::from(g);
                    let ok = if t.want.is_nan() {
                        g.is_nan()
                    } else if t.want.is_infinite() {
                        g64 == t.want
                    } else {
                        let err = (g64 - t.want).abs();
                        err <= t.abs || err <= t.ulps * ulp_f32(t.want)
                    };
                    if !ok {
                        count += 1;
                        first.get_or_insert((i, *t, g));
                    }
                }
                match first {
                    None => Ok(()),
                    Some((i, t, g)) => Err(format!(
                        "element {i}: expected {:e} within {} ulp or {:e} absolute, got {:e} ({:#010x}), {:.2} ulp off ({count} of {} elements out of bounds)",
                        t.want,
                        t.ulps,
                        t.abs,
                        g,
                        g.to_bits(),
                        (f64::from(g) - t.want).abs() / ulp_f32(t.want),
                        tols.len()
                    )),
                }
            }
            Expect::Custom(f) => f(got),
        }
    }
}

// ---------------------------------------------------------------------------
// Half and bfloat16 encodings (IEEE 754-2008 binary16; bfloat16 = the top
// half of a binary32), round to nearest even.

pub fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((h >> 10) & 0x1f);
    let m = f64::from(h & 0x3ff);
    sign * match e {
        0 => m * pow2(-24),
        31 if m == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1024.0 + m) * pow2(e - 25),
    }
}

/// The binary16 nearest `x` (ties to even), overflowing to infinity.
pub fn f64_to_f16(x: f64) -> u16 {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    if x.is_nan() {
        return 0x7e00;
    }
    let a = x.abs();
    if a.is_infinite() || a >= 65520.0 {
        return sign | 0x7c00;
    }
    if a == 0.0 {
        return sign;
    }
    let e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    // quantum of the result: 2^-24 for denormals, else 2^(e-10)
    let mut q = e.max(-14) - 10;
    let mut r = (a * pow2(-q)).round_ties_even() as u32;
    if r == 2048 {
        r = 1024;
        q += 1;
    }
    if q + 10 > 15 {
        return sign | 0x7c00;
    }
    if r < 1024 {
        return sign | r as u16;
    }
    sign | (((q + 25) as u16) << 10) | (r as u16 - 1024)
}

pub fn f32_to_bf16(x: f32) -> u16 {
    let b = x.to_bits();
    if x.is_nan() {
        return ((b >> 16) as u16) | 0x40;
    }
    let lsb = (b >> 16) & 1;
    (b.wrapping_add(0x7fff + lsb) >> 16) as u16
}

pub fn bf16_to_f32(b: u16) -> f32 {
    f32::from_bits(u32::from(b) << 16)
}

/// C frexp for f32: (m, e) with x = m * 2^e, 0.5 <= |m| < 1; zeros,
/// infinities and NaNs come back unchanged with exponent 0.
fn frexp_f32(x: f32) -> (f32, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let d = f64::from(x);
    let e = ((d.to_bits() >> 52) & 0x7ff) as i32 - 1022;
    ((d * pow2(-e)) as f32, e)
}

// ---------------------------------------------------------------------------
// Work-item geometry.

/// (group index, local index) of 1-D global index `g` with workgroups of `wg`.
fn split(g: usize, wg: usize) -> (usize, usize) {
    (g / wg, g % wg)
}

type Reference = fn(&Ctx) -> Vec<Expect>;

pub fn reference(kernel: &str) -> Option<Reference> {
    // the wave64 builds compute the same results
    let kernel = kernel.strip_suffix("_w64").unwrap_or(kernel);
    Some(match kernel {
        "int_basic" => int_basic,
        "int_divrem" => int_divrem,
        "int_sat24" => int_sat24,
        "int_dot4" => int_dot4,
        "f32_basic" => f32_basic,
        "f32_round" => f32_round,
        "f32_compare" => f32_compare,
        "f32_div" => f32_div,
        "f32_div_cr" => f32_div_cr,
        "f16_arith" => f16_arith,
        "f16_packed" => f16_packed,
        "i16_packed" => i16_packed,
        "f16_convert" => f16_convert,
        "bf16_ops" => bf16_ops,
        "i64_arith" => i64_arith,
        "i64_divrem" => i64_divrem,
        "f64_arith" => f64_arith,
        "f64_convert" => f64_convert,
        "cvt_int_float" => cvt_int_float,
        "cvt_narrow" => cvt_narrow,
        "cvt_pack" => cvt_pack,
        "trig_preop" => trig_preop,
        "bit_count" => bit_count,
        "bit_field" => bit_field,
        "bit_scalar" => bit_scalar,
        "tr_exp_log" => |c| tr_exp_log(c, false),
        "tr_exp_log_fast" => |c| tr_exp_log(c, true),
        "tr_sqrt_div" | "tr_sqrt_div_fast" => tr_sqrt_div,
        "tr_sin_cos" | "tr_sin_cos_fast" => tr_sin_cos,
        "cf_divergent_if" => cf_divergent_if,
        "cf_switch" => cf_switch,
        "cf_collatz" => cf_collatz,
        "cf_early_exit" => cf_early_exit,
        "cf_nested_loops" => cf_nested_loops,
        "priv_scratch" => priv_scratch,
        "priv_sort" => priv_sort,
        "priv_small" => priv_small,
        "lds_reverse" => lds_reverse,
        "lds_transpose" => lds_transpose,
        "lds_stencil" => lds_stencil,
        "lds_tree_reduce" => lds_tree_reduce,
        "lds_scan" => lds_scan,
        "lds_dynamic" => lds_dynamic,
        "atom_global" => atom_global,
        "atom_cas" => atom_cas,
        "atom_lds_hist" => atom_lds_hist,
        "atom_lds_ops" => atom_lds_ops,
        "atom_64" => atom_64,
        "atom_float" => atom_float,
        "xl_dpp" => xl_dpp,
        "xl_swizzle" => xl_swizzle,
        "xl_permute" => xl_permute,
        "xl_readlane" => xl_readlane,
        "xl_wg_scan" => xl_wg_scan,
        "gemm_tiled" | "gemm_wmma" => gemm,
        "wmma_f16_lo" | "wmma_f16_hi" | "wmma_bf16_lo" | "wmma_bf16_hi" | "wmma_f32_f16"
        | "wmma_f32_bf16" => wmma_float,
        "wmma_i32_iu8" | "wmma_i32_iu4" => wmma_int,
        "grid3d" => grid3d,
        "grid2d_blur" => grid2d_blur,
        "partial_lds" => partial_lds,
        "buf_rw" => buf_rw,
        "buf_wide" => buf_wide,
        "buf_atomics" => buf_atomics,
        "buf_struct" => buf_struct,
        "f32_minmax3" => f32_minmax3,
        "int_sad" => int_sad,
        "f16_dot2" => f16_dot2,
        "xl_permlane16" => xl_permlane16,
        "f32_cube_rtz" => f32_cube_rtz,
        "mem_addtid" => mem_addtid,
        "ftz_f32" => ftz_f32,
        "ftz_div_cr" => ftz_div_cr,
        "round_modes" => round_modes,
        _ => return None,
    })
}

// ---------------------------------------------------------------------------
// int32.cl

fn int_basic(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<i32>(0), c.buf::<i32>(1));
    let mut out = c.buf::<i32>(2);
    for i in 0..c.u32(3) as usize {
        let (x, y) = (a[i], b[i]);
        let (ux, uy) = (x as u32, y as u32);
        let o = &mut out[i * 12..i * 12 + 12];
        o[0] = x.wrapping_add(y);
        o[1] = x.wrapping_sub(y);
        o[2] = x.wrapping_mul(y);
        o[3] = ((i64::from(x) * i64::from(y)) >> 32) as i32;
        o[4] = ((u64::from(ux) * u64::from(uy)) >> 32) as i32;
        o[5] = (ux << (uy & 31)) as i32;
        o[6] = x >> (y & 31);
        o[7] = (ux >> (uy & 31)) as i32;
        o[8] = x.min(y);
        o[9] = if ux > uy { x } else { y };
        o[10] = x.wrapping_abs();
        o[11] = (x & y) ^ (x | !y);
    }
    vec![exact(&out)]
}

fn int_divrem(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<i32>(0), c.buf::<i32>(1));
    let mut out = c.buf::<i32>(2);
    for i in 0..c.u32(3) as usize {
        let x = a[i];
        let mut y = b[i];
        if y == 0 || (y == -1 && x == i32::MIN) {
            y = 3;
        }
        let (ux, uy) = (x as u32, y as u32);
        let o = &mut out[i * 8..i * 8 + 8];
        o[0] = x / y;
        o[1] = x % y;
        o[2] = (ux / uy) as i32;
        o[3] = (ux % uy) as i32;
        o[4] = x / 7;
        o[5] = (ux / 10) as i32;
        o[6] = x % 13;
        o[7] = (ux % 1000) as i32;
    }
    vec![exact(&out)]
}

fn int_sat24(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<i32>(0), c.buf::<i32>(1));
    let mut out = c.buf::<i32>(2);
    for i in 0..c.u32(3) as usize {
        let (x, y) = (a[i], b[i]);
        let (ux, uy) = (x as u32, y as u32);
        let o = &mut out[i * 10..i * 10 + 10];
        o[0] = x.saturating_add(y);
        o[1] = x.saturating_sub(y);
        o[2] = ux.saturating_add(uy) as i32;
        o[3] = ux.saturating_sub(uy) as i32;
        o[4] = x.clamp(-100_000, 100_000);
        o[5] = (ux & 0xff_ffff).wrapping_mul(uy & 0xff_ffff) as i32;
        o[6] = ((u64::from(ux & 0xff_ffff) * u64::from(uy & 0xff_ffff)) >> 32) as i32;
        let s24 = |v: u32| (((v << 8) as i32) >> 8) as u32;
        o[7] = s24(ux).wrapping_mul(s24(uy)) as i32;
        o[8] = i32::from(x as i16) + i32::from(y as i16);
        o[9] = i32::from(x as i8) * i32::from((y >> 8) as i8);
    }
    vec![exact(&out)]
}

/// v_dot4 semantics: the sum of four byte products plus the addend, bytes
/// signed or unsigned per operand (RDNA 3 ISA, V_DOT4_I32_IU8 and
/// V_DOT4_U32_U8), wrapping (clamp off).
fn dot4(x: u32, xs: bool, y: u32, ys: bool, acc: i32) -> i32 {
    let byte = |v: u32, k: u32, s: bool| {
        let b = (v >> (8 * k)) as u8;
        if s {
            i32::from(b as i8)
        } else {
            i32::from(b)
        }
    };
    (0..4).fold(acc, |t, k| t.wrapping_add(byte(x, k, xs) * byte(y, k, ys)))
}

fn int_dot4(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<u32>(0), c.buf::<u32>(1));
    let mut out = c.buf::<u32>(2);
    for i in 0..c.u32(3) as usize {
        let (x, y) = (a[i], b[i]);
        out[i * 3] = dot4(x, false, y, false, i as i32) as u32;
        out[i * 3 + 1] = dot4(x, true, y, true, i as i32) as u32;
        out[i * 3 + 2] = dot4(x, true, y, false, -(i as i32)) as u32;
    }
    vec![exact(&out)]
}

// ---------------------------------------------------------------------------
// float32.cl: + - * fma min max fabs copysign, rounding functions, ldexp
// and frexp are exact in IEEE 754 and in the OpenCL tables ("correctly
// rounded" / "0 ulp"); fmin/fmax return the other operand for a quiet NaN.

fn f32_basic(c: &Ctx) -> Vec<Expect> {
    let (a, b, z) = (c.buf::<f32>(0), c.buf::<f32>(1), c.buf::<f32>(2));
    let mut out = c.buf::<f32>(3);
    for i in 0..c.u32(4) as usize {
        let (x, y, z) = (a[i], b[i], z[i]);
        let o = &mut out[i * 10..i * 10 + 10];
        o[0] = x + y;
        o[1] = x - y;
        o[2] = x * y;
        o[3] = x.mul_add(y, z);
        o[4] = x.min(y);
        o[5] = x.max(y);
        o[6] = x.abs();
        o[7] = x.copysign(y);
        o[8] = -(x * y);
        o[9] = (x * 2.0) - z.abs();
    }
    vec![exact(&out)]
}

fn f32_round(c: &Ctx) -> Vec<Expect> {
    let (a, e) = (c.buf::<f32>(0), c.buf::<i32>(1));
    let (mut out, mut exps) = (c.buf::<f32>(2), c.buf::<i32>(3));
    for i in 0..c.u32(4) as usize {
        let x = a[i];
        let o = &mut out[i * 8..i * 8 + 8];
        o[0] = x.floor();
        o[1] = x.ceil();
        o[2] = x.trunc();
        o[3] = x.round_ties_even();
        o[4] = x.round();
        // exact in f64 (|e| <= 140 keeps the product normal), one rounding
        o[5] = (f64::from(x) * pow2(e[i])) as f32;
        let (m, ex) = frexp_f32(x);
        o[6] = m;
        exps[i] = if x.is_finite() { ex } else { 0 };
        o[7] = x - x.floor();
    }
    vec![exact(&out), exact(&exps)]
}

fn f32_compare(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<f32>(0), c.buf::<f32>(1));
    let mut out = c.buf::<u32>(2);
    for i in 0..c.u32(3) as usize {
        let (x, y) = (a[i], b[i]);
        let bits = [
            x < y,
            x <= y,
            x == y,
            x != y,
            x > y,
            x >= y,
            x.is_nan() || y.is_nan(),
            x.is_nan(),
            x.is_infinite(),
            x.is_finite(),
            x.is_normal(),
            x.is_sign_negative(),
            x.partial_cmp(&y) != Some(std::cmp::Ordering::Less), // !(x < y)
        ];
        out[i] = bits
            .iter()
            .enumerate()
            .map(|(k, &b)| u32::from(b) << k)
            .sum();
    }
    vec![exact(&out)]
}

/// x / y and 1 / x: OpenCL full profile, single precision: x / y <= 2.5 ulp
/// (the 1 / x form has no tighter bound there).
fn f32_div(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<f32>(0), c.buf::<f32>(1));
    let mut tols: Vec<Tol> = c
        .buf::<f32>(2)
        .iter()
        .map(|&v| Tol {
            want: f64::from(v),
            ulps: 0.0,
            abs: 0.0,
        })
        .collect();
    for i in 0..c.u32(3) as usize {
        let (x, y) = (f64::from(a[i]), f64::from(b[i]));
        tols[2 * i] = Tol {
            want: x / y,
            ulps: 2.5,
            abs: 0.0,
        };
        tols[2 * i + 1] = Tol {
            want: 1.0 / x,
            ulps: 2.5,
            abs: 0.0,
        };
    }
    vec![Expect::Close(tols)]
}

/// -cl-fp32-correctly-rounded-divide-sqrt: division correctly rounded, so
/// the host's IEEE division gives the bits, specials included.
fn f32_div_cr(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<f32>(0), c.buf::<f32>(1));
    let mut out = c.buf::<f32>(2);
    for i in 0..c.u32(3) as usize {
        out[2 * i] = a[i] / b[i];
        out[2 * i + 1] = 1.0 / a[i];
    }
    vec![exact(&out)]
}

// ---------------------------------------------------------------------------
// fp16.cl: half + - * fma are correctly rounded (OpenCL cl_khr_fp16 table);
// with inputs +-2^[-4, 3] every exact result fits in an f64, so one
// rounding of the f64 value gives the half.

fn h(b: u16) -> f64 {
    f16_to_f64(b)
}

fn f16_min(x: u16, y: u16) -> u16 {
    if h(y) < h(x) {
        y
    } else {
        x
    }
}

fn f16_max(x: u16, y: u16) -> u16 {
    if h(y) > h(x) {
        y
    } else {
        x
    }
}

fn f16_arith(c: &Ctx) -> Vec<Expect> {
    let (a, b, z) = (c.buf::<u16>(0), c.buf::<u16>(1), c.buf::<u16>(2));
    let mut out = c.buf::<u16>(3);
    for i in 0..c.u32(4) as usize {
        let (x, y, w) = (a[i], b[i], z[i]);
        let o = &mut out[i * 6..i * 6 + 6];
        o[0] = f64_to_f16(h(x) + h(y));
        o[1] = f64_to_f16(h(x) - h(y));
        o[2] = f64_to_f16(h(x) * h(y));
        o[3] = f64_to_f16(h(x) * h(y) + h(w));
        o[4] = f16_min(x, y);
        o[5] = f16_max(x, w);
    }
    vec![exact(&out)]
}

fn f16_packed(c: &Ctx) -> Vec<Expect> {
    let (a, b, z) = (c.buf::<u16>(0), c.buf::<u16>(1), c.buf::<u16>(2));
    let mut out = c.buf::<u16>(3);
    for i in 0..c.u32(4) as usize {
        let (x, y, w) = (
            [a[2 * i], a[2 * i + 1]],
            [b[2 * i], b[2 * i + 1]],
            [z[2 * i], z[2 * i + 1]],
        );
        let o = &mut out[i * 8..i * 8 + 8];
        for k in 0..2 {
            o[k] = f64_to_f16(h(x[k]) + h(y[k]));
            o[2 + k] = f64_to_f16(h(x[k]) * h(y[k]));
            o[4 + k] = f64_to_f16(h(x[k]) * h(y[k]) + h(w[k]));
            o[6 + k] = f64_to_f16(h(x[k]) * h(y[1 - k]));
        }
    }
    vec![exact(&out)]
}

fn i16_packed(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<u16>(0), c.buf::<u16>(1));
    let mut out = c.buf::<u16>(2);
    for i in 0..c.u32(3) as usize {
        let o = &mut out[i * 10..i * 10 + 10];
        for k in 0..2 {
            let (x, y) = (a[2 * i + k], b[2 * i + k]);
            o[k] = x.wrapping_add(y);
            o[2 + k] = x.wrapping_sub(y);
            o[4 + k] = x.wrapping_mul(y);
            o[6 + k] = (x as i16).max(y as i16) as u16;
            o[8 + k] = x << (y & 15);
        }
    }
    vec![exact(&out)]
}

fn f16_convert(c: &Ctx) -> Vec<Expect> {
    let (a, hb) = (c.buf::<f32>(0), c.buf::<u16>(1));
    let (mut oh, mut of, mut oi) = (c.buf::<u16>(2), c.buf::<f32>(3), c.buf::<i32>(4));
    for i in 0..c.u32(5) as usize {
        oh[2 * i] = f64_to_f16(f64::from(a[i]));
        let n = f64_to_f16(f64::from(i as u32 * 37));
        oh[2 * i + 1] = f64_to_f16(h(n) - 1000.0);
        let y = h(hb[i]);
        of[i] = y as f32;
        oi[i] = if y.is_finite() { y.trunc() as i32 } else { -7 };
    }
    vec![exact(&oh), exact(&of), exact(&oi)]
}

/// bfloat16 has no arithmetic on RDNA 3: clang computes in float and
/// rounds the result to bfloat16 once (the products of two 8-bit
/// significands are exact in float; sums are rounded to float first).
fn bf16_ops(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<f32>(0), c.buf::<u16>(1));
    let (mut o16, mut o32) = (c.buf::<u16>(2), c.buf::<f32>(3));
    for i in 0..c.u32(4) as usize {
        let x = f32_to_bf16(a[i]);
        let (xf, yf) = (bf16_to_f32(x), bf16_to_f32(b[i]));
        o16[3 * i] = x;
        o16[3 * i + 1] = f32_to_bf16(xf * yf);
        o16[3 * i + 2] = f32_to_bf16(xf + yf);
        o32[i] = yf;
    }
    vec![exact(&o16), exact(&o32)]
}

// ---------------------------------------------------------------------------
// wide64.cl: double + - * fma / sqrt are correctly rounded in OpenCL (full
// profile, Float64 column), so the host's IEEE operations give the bits.

fn i64_arith(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<u64>(0), c.buf::<u64>(1));
    let mut out = c.buf::<u64>(2);
    for i in 0..c.u32(3) as usize {
        let (x, y) = (a[i], b[i]);
        let (sx, sy) = (x as i64, y as i64);
        let s = (y & 63) as u32;
        let o = &mut out[i * 10..i * 10 + 10];
        o[0] = x.wrapping_add(y);
        o[1] = x.wrapping_sub(y);
        o[2] = x.wrapping_mul(y);
        o[3] = x << s;
        o[4] = x >> s;
        o[5] = (sx >> s) as u64;
        o[6] = u64::from(sx < sy)
            | u64::from(x < y) << 1
            | u64::from(x == y) << 2
            | u64::from(sx >= sy) << 3;
        o[7] = if sx < sy { x } else { y };
        o[8] = x.rotate_left(s);
        o[9] = (x as u32 as u64)
            .wrapping_mul((y >> 32) as u32 as u64)
            .wrapping_add((x >> 32) as u32 as i32 as i64 as u64);
    }
    vec![exact(&out)]
}

fn i64_divrem(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<u64>(0), c.buf::<u64>(1));
    let mut out = c.buf::<u64>(2);
    for i in 0..c.u32(3) as usize {
        let x = a[i];
        let y = if b[i] == 0 { 12345 } else { b[i] };
        let sx = x as i64;
        let sy = if y as i64 == -1 { 7 } else { y as i64 };
        let o = &mut out[i * 5..i * 5 + 5];
        o[0] = x / y;
        o[1] = x % y;
        o[2] = sx.wrapping_div(sy) as u64;
        o[3] = sx.wrapping_rem(sy) as u64;
        o[4] = x / 1_000_000_007;
    }
    vec![exact(&out)]
}

fn f64_arith(c: &Ctx) -> Vec<Expect> {
    let (a, b, z) = (c.buf::<f64>(0), c.buf::<f64>(1), c.buf::<f64>(2));
    let mut out = c.buf::<f64>(3);
    for i in 0..c.u32(4) as usize {
        let (x, y, z) = (a[i], b[i], z[i]);
        let o = &mut out[i * 9..i * 9 + 9];
        o[0] = x + y;
        o[1] = x - y;
        o[2] = x * y;
        o[3] = x.mul_add(y, z);
        o[4] = x / y;
        o[5] = x.abs().sqrt();
        o[6] = x.min(y);
        o[7] = x.max(z);
        o[8] = x.floor() + y.trunc();
    }
    vec![exact(&out)]
}

fn f64_convert(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<f64>(0), c.buf::<i64>(1));
    let (mut od, mut of, mut ol) = (c.buf::<f64>(2), c.buf::<f32>(3), c.buf::<i64>(4));
    for i in 0..c.u32(5) as usize {
        let (x, y) = (a[i], b[i]);
        of[2 * i] = x as f32;
        of[2 * i + 1] = y as f32;
        od[4 * i] = y as f64;
        od[4 * i + 1] = y as u64 as f64;
        od[4 * i + 2] = f64::from(x as f32);
        od[4 * i + 3] = f64::from(y as i32) + f64::from((y >> 32) as u32);
        let t = x;
        ol[3 * i] = if t.abs() < 9.0e18 { t as i64 } else { -1 };
        ol[3 * i + 1] = if t.abs() < 2.0e9 {
            i64::from(t as i32)
        } else {
            -2
        };
        ol[3 * i + 2] = if (0.0..1.8e19).contains(&t) {
            t as u64 as i64
        } else {
            -3
        };
    }
    vec![exact(&od), exact(&of), exact(&ol)]
}

// ---------------------------------------------------------------------------
// convert.cl: integer to float conversions round to nearest even, float to
// integer truncates (OpenCL C §6.2.3, default rounding modes); Rust's `as`
// does the same for in-range values.

fn cvt_int_float(c: &Ctx) -> Vec<Expect> {
    let (a, b, z) = (c.buf::<i32>(0), c.buf::<i64>(1), c.buf::<f32>(2));
    let (mut of, mut oi, mut ol) = (c.buf::<f32>(3), c.buf::<i32>(4), c.buf::<i64>(5));
    for i in 0..c.u32(6) as usize {
        let (x, y, z) = (a[i], b[i], z[i]);
        of[4 * i] = x as f32;
        of[4 * i + 1] = x as u32 as f32;
        of[4 * i + 2] = y as f32;
        of[4 * i + 3] = y as u64 as f32;
        let az = z.abs();
        oi[2 * i] = if az < 2.0e9 { z as i32 } else { 12345 };
        oi[2 * i + 1] = if (0.0..4.0e9).contains(&z) {
            z as u32 as i32
        } else {
            54321
        };
        ol[i] = if az < 9.0e18 { z as i64 } else { 777 };
    }
    vec![exact(&of), exact(&oi), exact(&ol)]
}

fn cvt_narrow(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<i8>(0), c.buf::<u16>(1));
    let (mut ob, mut os, mut oi) = (c.buf::<u8>(2), c.buf::<i16>(3), c.buf::<i32>(4));
    for i in 0..c.u32(5) as usize {
        let (x, y) = (a[i], b[i]);
        ob[2 * i] = (i32::from(x) + 3) as u8;
        ob[2 * i + 1] = (y >> 4) as u8;
        os[i] = (i32::from(y as i16) * i32::from(x)) as i16;
        oi[2 * i] = i32::from(x) + i32::from(x as u8);
        oi[2 * i + 1] = i32::from(y as i16) - i32::from(y);
    }
    vec![exact(&ob), exact(&os), exact(&oi)]
}

// ---------------------------------------------------------------------------
// bits.cl

/// V_BFE_I32 (RDNA 3 ISA): (S0.i32 >> offset) & mask(width), sign-extended
/// from bit width-1; width 0 gives 0.
fn sbfe(x: u32, off: u32, w: u32) -> u32 {
    if w == 0 {
        return 0;
    }
    let v = (x as i32) >> off;
    ((v << (32 - w)) >> (32 - w)) as u32
}

/// V_PERM_B32 (RDNA 3 ISA, BYTE_PERMUTE over {S0, S1}, S0 the high dword):
/// selector 0-7 a byte, 8-11 the sign of bytes 1, 3, 5, 7 replicated, 12
/// zero, 13 and above 0xff.
fn perm(s0: u32, s1: u32, sel: u32) -> u32 {
    let data = (u64::from(s0) << 32) | u64::from(s1);
    let byte = |k: u32| (data >> (8 * k)) as u8;
    let pick = |s: u32| -> u8 {
        match s {
            0..=7 => byte(s),
            8..=11 => {
                if byte(2 * (s - 8) + 1) & 0x80 != 0 {
                    0xff
                } else {
                    0
                }
            }
            12 => 0,
            _ => 0xff,
        }
    };
    (0..4)
        .map(|k| u32::from(pick((sel >> (8 * k)) & 0xff)) << (8 * k))
        .sum()
}

fn bit_count(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<u32>(0), c.buf::<u64>(1));
    let mut out = c.buf::<u32>(2);
    for i in 0..c.u32(3) as usize {
        let (x, y) = (a[i], b[i]);
        let o = &mut out[i * 8..i * 8 + 8];
        o[0] = x.count_ones();
        o[1] = x.leading_zeros();
        o[2] = x.trailing_zeros();
        o[3] = y.count_ones();
        o[4] = y.leading_zeros();
        o[5] = y.trailing_zeros();
        let s = x as i32;
        o[6] = ((s ^ (s >> 31)) as u32).leading_zeros();
        o[7] = x.reverse_bits();
    }
    vec![exact(&out)]
}

fn bit_field(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<u32>(0), c.buf::<u32>(1));
    let mut out = c.buf::<u32>(2);
    for i in 0..c.u32(3) as usize {
        let (x, y) = (a[i], b[i]);
        let (off, w) = (y & 31, (y >> 5) & 31);
        let o = &mut out[i * 9..i * 9 + 9];
        o[0] = (x >> off) & ((1u32 << w) - 1);
        o[1] = if w == 0 {
            0
        } else {
            (x >> off) & ((1u32 << w) - 1)
        };
        o[2] = sbfe(x, off, w);
        o[3] = (x & 0x00ff_00f0) | (y & !0x00ff_00f0);
        o[4] = x.swap_bytes();
        o[5] = x.rotate_left(off);
        o[6] = (((u64::from(x) << 32) | u64::from(y)) >> off) as u32;
        o[7] = perm(x, y, 0x0702_0500 + (i as u32 & 0x0c));
        o[8] = (((u64::from(x) << 32) | u64::from(y)) >> (8 * (i as u32 & 3))) as u32;
    }
    vec![exact(&out)]
}

fn bit_scalar(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let mut out = c.buf::<u32>(1);
    let k = c.u32(2);
    let groups = c.global()[0] / c.local()[0];
    for g in 0..groups {
        let x = a[g as usize] ^ k;
        let y = (u64::from(a[g as usize + 1]) << 32) | u64::from(x.wrapping_mul(0x9e37_79b9));
        let r = [
            x.count_ones(),
            x.leading_zeros(),
            x.trailing_zeros(),
            y.count_ones(),
            y.leading_zeros(),
            x.reverse_bits(),
            (x >> (k & 31)) & 0xfff,
            ((x as i32) >> (g.wrapping_add(k) & 31)) as u32,
            ((y >> (g & 63)) as u32) ^ (y.wrapping_mul(3) as u32),
            if x > k { x - k } else { k.wrapping_mul(x) },
        ];
        out[g as usize * 10..g as usize * 10 + 10].copy_from_slice(&r);
    }
    vec![exact(&out)]
}

// ---------------------------------------------------------------------------
// transcend.cl

fn close(c: &Ctx, out: usize, f: impl Fn(usize, &mut [Tol])) -> Vec<Expect> {
    let mut tols: Vec<Tol> = c
        .buf::<f32>(out)
        .iter()
        .map(|&v| Tol {
            want: f64::from(v),
            ulps: 0.0,
            abs: 0.0,
        })
        .collect();
    for i in 0..c.u32(out + 1) as usize {
        f(i, &mut tols);
    }
    vec![Expect::Close(tols)]
}

/// exp, exp2 on [-20, 20] and log, log2 on 2^[-20, 20]. Full profile: exp,
/// exp2, log, log2 <= 3 ulp. -cl-fast-relaxed-math (the unsafe-math table):
/// exp, exp2 <= 3 + floor(|2x|) ulp; log, log2 absolute error <= 2^-21 for
/// x in [0.5, 2], otherwise <= 3 ulp.
fn tr_exp_log(c: &Ctx, fast: bool) -> Vec<Expect> {
    let (a, b) = (c.buf::<f32>(0), c.buf::<f32>(1));
    close(c, 2, |i, t| {
        let x = f64::from(a[i]);
        let y = f64::from(b[i]).abs();
        let exp_ulps = if fast {
            3.0 + (2.0 * x).abs().floor()
        } else {
            3.0
        };
        let log_abs = if fast && (0.5..=2.0).contains(&y) {
            pow2(-21)
        } else {
            0.0
        };
        t[4 * i] = Tol {
            want: x.exp(),
            ulps: exp_ulps,
            abs: 0.0,
        };
        t[4 * i + 1] = Tol {
            want: x.exp2(),
            ulps: exp_ulps,
            abs: 0.0,
        };
        t[4 * i + 2] = Tol {
            want: y.ln(),
            ulps: 3.0,
            abs: log_abs,
        };
        t[4 * i + 3] = Tol {
            want: y.log2(),
            ulps: 3.0,
            abs: log_abs,
        };
    })
}

/// sqrt <= 3 ulp (full profile; the unsafe-math table keeps it); x / y and
/// 1 / x <= 2.5 ulp (both tables, inputs within 2^[-62, 62]). 1 / sqrt(x)
/// is two operations: relative errors of 3 ulp and 2.5 ulp (each at most
/// 2^-23 relative per ulp) add up to 5.5 * 2^-23, which is 11 ulp of the
/// result in the worst case (a ulp is at least 2^-24 relative).
fn tr_sqrt_div(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<f32>(0), c.buf::<f32>(1));
    close(c, 2, |i, t| {
        let (x, y) = (f64::from(a[i]), f64::from(b[i]));
        let ax = x.abs();
        let tol = |want, ulps| Tol {
            want,
            ulps,
            abs: 0.0,
        };
        t[4 * i] = tol(ax.sqrt(), 3.0);
        t[4 * i + 1] = tol(1.0 / ax.sqrt(), 11.0);
        t[4 * i + 2] = tol(x / y, 2.5);
        t[4 * i + 3] = tol(1.0 / y, 2.5);
    })
}

/// sin and cos on [-pi, pi]: absolute error <= 2^-11 (the unsafe-math
/// table). clang lowers __builtin_sinf/cosf to one multiplication by
/// 1/(2 pi) and v_sin_f32/v_cos_f32 with or without -cl-fast-relaxed-math
/// (see the disassembly of obj/*/transcend.o), i.e. a native sine whose
/// accuracy OpenCL leaves to the implementation, so both variants are held
/// to that bound.
fn tr_sin_cos(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<f32>(0);
    close(c, 1, |i, t| {
        let x = f64::from(a[i]);
        t[2 * i] = Tol {
            want: x.sin(),
            ulps: 0.0,
            abs: pow2(-11),
        };
        t[2 * i + 1] = Tol {
            want: x.cos(),
            ulps: 0.0,
            abs: pow2(-11),
        };
    })
}

// ---------------------------------------------------------------------------
// control.cl

fn cf_divergent_if(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<i32>(0);
    let mut out = c.buf::<i32>(1);
    for i in 0..c.u32(2) as usize {
        let x = a[i];
        out[i] = if x & 1 != 0 {
            if x & 2 != 0 {
                x.wrapping_mul(3).wrapping_add(1)
            } else {
                x >> 2
            }
        } else if x & 12 == 4 {
            (x ^ 0x5a5a_5a5a).wrapping_abs()
        } else {
            (i as i32).wrapping_sub(x)
        };
    }
    vec![exact(&out)]
}

fn cf_switch(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let mut out = c.buf::<u32>(1);
    for i in 0..c.u32(2) as usize {
        let x = a[i];
        out[i] = match x % 7 {
            0 => x / 7,
            1 => x.wrapping_mul(5),
            2 => !x,
            3 | 4 => (x ^ i as u32).wrapping_add(1), // case 3 falls through
            5 => x.count_ones(),
            _ => i as u32,
        };
    }
    vec![exact(&out)]
}

fn cf_collatz(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let mut out = c.buf::<u32>(1);
    for i in 0..c.u32(2) as usize {
        let mut x = a[i] % 1000 + 1;
        let mut steps = 0;
        while x != 1 && steps < 500 {
            x = if x & 1 != 0 { 3 * x + 1 } else { x >> 1 };
            steps += 1;
        }
        out[i] = steps;
    }
    vec![exact(&out)]
}

fn cf_early_exit(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<i32>(0);
    let mut out = c.buf::<i32>(1);
    let n = c.u32(2) as usize;
    let limit = c.i32(3);
    for i in 0..n {
        let x = a[i];
        if x % 5 == 0 {
            out[i] = -1;
            continue;
        }
        let (mut found, mut acc) = (-2i32, 0i32);
        for k in 0..limit {
            let v = a[(i + k as usize) % n];
            if v & 3 == 0 {
                continue;
            }
            acc += v & 0xff;
            if acc > x % 300 + 300 {
                found = k;
                break;
            }
        }
        out[i] = found * 1000 + (acc & 0x3ff);
    }
    vec![exact(&out)]
}

fn cf_nested_loops(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let mut out = c.buf::<u32>(1);
    let rounds = c.u32(3);
    for i in 0..c.u32(2) as usize {
        let x = a[i];
        let mut acc = 0u32;
        for r in 0..rounds {
            let m = (x >> (r & 7)) & 15;
            for k in 0..m {
                acc = acc.wrapping_mul(31).wrapping_add(x ^ k ^ r);
            }
            if acc & 0x10000 != 0 {
                acc ^= r;
            }
        }
        out[i] = acc;
    }
    vec![exact(&out)]
}

// ---------------------------------------------------------------------------
// scratch.cl

fn priv_scratch(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let mut out = c.buf::<u32>(1);
    for i in 0..c.u32(2) as usize {
        let mut buf = [0u32; 64];
        let mut s = a[i];
        for b in buf.iter_mut() {
            s = s.wrapping_mul(1_103_515_245).wrapping_add(12345);
            *b = s;
        }
        let mut j = a[i] & 63;
        let mut acc = 0u32;
        for k in 0..48u32 {
            acc = acc.wrapping_add(buf[j as usize] ^ k);
            buf[(j.wrapping_mul(7).wrapping_add(k) & 63) as usize] = acc;
            j = (buf[(j.wrapping_add(k) & 63) as usize] >> 7) & 63;
        }
        out[i] = acc ^ buf[(a[i] % 64) as usize];
    }
    vec![exact(&out)]
}

fn priv_sort(c: &Ctx) -> Vec<Expect> {
    let mut v = c.buf::<i32>(0);
    let mut out = c.buf::<i32>(1);
    for i in 0..c.u32(2) as usize {
        let chunk = &mut v[i * 16..i * 16 + 16];
        chunk.sort_unstable();
        out[i * 16..i * 16 + 16].copy_from_slice(chunk);
    }
    vec![exact(&out)]
}

fn priv_small(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let mut out = c.buf::<u32>(1);
    for i in 0..c.u32(2) as usize {
        let mut v = [0u32; 8];
        for (k, x) in v.iter_mut().enumerate() {
            *x = a[i].wrapping_add(k as u32 * 0x0101_0101);
        }
        let j = (a[i] >> 29) as usize;
        v[j] ^= 0xffff;
        v[(j + 3) & 7] = v[(j + 3) & 7].wrapping_add(v[j]);
        out[i] = v[(a[i] & 7) as usize].wrapping_add(v[((a[i] >> 3) & 7) as usize]);
    }
    vec![exact(&out)]
}

// ---------------------------------------------------------------------------
// lds.cl

fn lds_reverse(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let out: Vec<u32> = (0..a.len())
        .map(|g| {
            let (grp, l) = split(g, 256);
            a[grp * 256 + 255 - l].wrapping_add(l as u32)
        })
        .collect();
    vec![exact(&out)]
}

fn lds_transpose(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let (w, h) = (c.u32(2) as usize, c.u32(3) as usize);
    let mut out = c.buf::<u32>(1);
    for r in 0..h {
        for col in 0..w {
            out[col * h + r] = a[r * w + col];
        }
    }
    // bit copies through LDS: compared as u32 words
    vec![Expect::Custom(Box::new(move |got: &[u8]| {
        Expect::Exact(bytes(&out)).check(Elem::U32, got)
    }))]
}

fn lds_stencil(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<i32>(0);
    let n = c.u32(2) as usize;
    let out: Vec<i32> = (0..n)
        .map(|g| {
            let left = a[g.saturating_sub(1)];
            let right = a[(g + 1).min(n - 1)];
            left - 2 * a[g] + 3 * right
        })
        .collect();
    vec![exact(&out)]
}

fn lds_tree_reduce(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let out: Vec<u32> = a
        .chunks(256)
        .map(|g| g.iter().fold(0u32, |s, &x| s.wrapping_add(x)))
        .collect();
    vec![exact(&out)]
}

fn inclusive_scan(chunk: &[u32]) -> Vec<u32> {
    chunk
        .iter()
        .scan(0u32, |s, &x| {
            *s = s.wrapping_add(x);
            Some(*s)
        })
        .collect()
}

fn lds_scan(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let out: Vec<u32> = a.chunks(128).flat_map(inclusive_scan).collect();
    vec![exact(&out)]
}

fn lds_dynamic(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let wg = c.local()[0] as usize;
    let out: Vec<u32> = (0..a.len())
        .map(|g| {
            let (grp, l) = split(g, wg);
            let tmp = &a[grp * wg..grp * wg + wg];
            let table = (l % 16) as u32 * (l % 16) as u32 + grp as u32;
            tmp[(l + 1) % wg]
                .wrapping_mul(2)
                .wrapping_add(tmp[(l * 5) % wg])
                .wrapping_add(table)
        })
        .collect();
    vec![exact(&out)]
}

// ---------------------------------------------------------------------------
// atomics_suite.cl: every result below is the same whatever the order of
// the atomics (sums, and/or/xor, min/max, counts).

fn atom_global(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let mut s = c.buf::<u32>(1);
    let n = c.u32(2) as usize;
    for &x in &a[..n] {
        s[0] = s[0].wrapping_add(x & 0xff);
        s[1] = s[1].wrapping_sub(3);
        s[2] &= x | 0x10000;
        s[3] |= x & 0x0f0f_0f0f;
        s[4] ^= x;
        s[5] = (s[5] as i32).min(x as i32) as u32;
        s[6] = (s[6] as i32).max(x as i32) as u32;
        s[7] = s[7].min(x);
        s[8] = s[8].max(x);
        s[10] = s[10].wrapping_add(s[9]); // the ticket returned is the count so far
        s[9] += 1;
    }
    vec![exact(&s)]
}

fn atom_cas(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let init = c.buf::<u32>(1);
    let n = c.u32(2) as usize;
    let sum = a[..n].iter().fold(init[0], |s, &x| s.wrapping_add(x >> 20));
    let max = a[..n].iter().fold(init[1], |m, &x| m.max(x));
    // exchange: the final value is some index; every other value that was
    // ever in the word (the initial one and all indices but the final one)
    // came back exactly once and was added to word 3
    let all = (0..n as u32).fold(init[2], u32::wrapping_add);
    vec![Expect::Custom(Box::new(move |got: &[u8]| {
        let w: Vec<u32> = got.chunks_exact(4).map(<u32 as Le>::from_le).collect();
        if w[0] != sum {
            return Err(format!(
                "word 0 (compare-swap add): expected {sum}, got {}",
                w[0]
            ));
        }
        if w[1] != max {
            return Err(format!(
                "word 1 (compare-swap max): expected {max}, got {}",
                w[1]
            ));
        }
        if w[2] as usize >= n {
            return Err(format!(
                "word 2 (exchange): {} is not a work-item index",
                w[2]
            ));
        }
        if w[2].wrapping_add(w[3]) != all.wrapping_add(init[3]) {
            return Err(format!(
                "words 2 + 3 (exchange, sum of old values): expected {}, got {} + {}",
                all.wrapping_add(init[3]),
                w[2],
                w[3]
            ));
        }
        Ok(())
    }))]
}

fn atom_lds_hist(c: &Ctx) -> Vec<Expect> {
    let data = c.buf::<u8>(0);
    let mut hist = c.buf::<u32>(1);
    for &b in &data[..c.u32(2) as usize] {
        hist[(b & 63) as usize] += 1;
    }
    vec![exact(&hist)]
}

fn atom_lds_ops(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let mut out = c.buf::<u32>(1);
    let wg = c.local()[0] as usize;
    for (g, xs) in a.chunks(wg).enumerate() {
        let mut s = [0u32, 0, 0, 0, u32::MAX, 0x7fff_ffff, 0, 0, 0, 0];
        let mut tickets = 0u32;
        for &x in xs {
            s[0] = s[0].wrapping_add(x & 0xfff);
            s[1] = s[1].wrapping_sub(x >> 24);
            s[2] = s[2].max(x);
            s[5] = (s[5] as i32).min(x as i32) as u32;
            s[4] &= x | 0x00ff_00ff;
            s[3] |= x & 0x1111_1111;
            s[6] ^= x;
            // ds_inc_u32: old >= limit ? 0 : old + 1
            s[7] = if s[7] >= 40 { 0 } else { s[7] + 1 };
            s[8] = s[8].wrapping_add(x & 0xff);
            tickets = tickets.wrapping_add(s[9]);
            s[9] += 1;
        }
        out[g * 11..g * 11 + 10].copy_from_slice(&s);
        out[g * 11 + 10] = out[g * 11 + 10].wrapping_add(tickets);
    }
    vec![exact(&out)]
}

fn atom_64(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u64>(0);
    let mut s = c.buf::<u64>(1);
    for &x in &a[..c.u32(2) as usize] {
        s[0] = s[0].wrapping_add(x >> 8);
        s[1] &= x | 0x00ff_00ff_00ff_00ff;
        s[2] |= x & 0x0101_0101_0101_0101;
        s[3] ^= x;
        s[4] = (s[4] as i64).min(x as i64) as u64;
        s[5] = (s[5] as i64).max(x as i64) as u64;
        s[6] = s[6].min(x);
        s[7] = s[7].max(x);
    }
    vec![exact(&s)]
}

/// Every addend is a multiple of 1/8 below 2^31 in magnitude and there are
/// fewer than 2^8 of them, so every partial sum is exact in float
/// (multiples of 1/4 below 2^18) and double: any order gives these values.
fn atom_float(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<i32>(0);
    let (mut f, mut d) = (c.buf::<f32>(1), c.buf::<f64>(2));
    for (i, &x) in a[..c.u32(3) as usize].iter().enumerate() {
        let v = (x % 1000) as f32;
        f[0] += v;
        f[1 + (i & 3)] += -v * 0.5;
        f[5] += v * 0.25;
        d[0] += f64::from(x) * 0.125;
    }
    vec![exact(&f), exact(&d)]
}

// ---------------------------------------------------------------------------
// crosslane.cl: lane moves as the RDNA 3 ISA defines them (DPP16 row
// operations within rows of 16 lanes, ds_swizzle within groups of 32,
// ds_(b)permute across the wave); the kernels assume wave32.

/// The lanes of `g`'s wave and `g`'s lane in it (waves are consecutive
/// chunks of the workgroup's work-items).
fn wave_of(g: usize, wg: usize, wave: usize) -> (usize, usize) {
    let (grp, l) = split(g, wg);
    (grp * wg + l / wave * wave, l % wave)
}

fn xl_dpp(c: &Ctx) -> Vec<Expect> {
    assert_eq!(c.wave, 32, "xl_dpp is written for wave32");
    let a = c.buf::<u32>(0);
    let wg = c.local()[0] as usize;
    let (mut scan, mut moves) = (c.buf::<u32>(1), c.buf::<u32>(2));
    for g in 0..a.len() {
        let (base, lane) = wave_of(g, wg, 32);
        let w = &a[base..base + 32];
        scan[g] = inclusive_scan(&w[..=lane])[lane];
        let row = lane & !15;
        let in_row = lane & 15;
        moves[4 * g] = w[(lane & !3) | (3 - (lane & 3))]; // quad_perm:[3,2,1,0]
        moves[4 * g + 1] = w[row | (15 - in_row)]; // row_mirror
        moves[4 * g + 2] = w[row | ((in_row + 16 - 5) & 15)]; // row_ror:5
        moves[4 * g + 3] = if in_row + 3 < 16 { w[lane + 3] } else { 7 }; // row_shl:3, old 7
    }
    vec![exact(&scan), exact(&moves)]
}

fn xl_swizzle(c: &Ctx) -> Vec<Expect> {
    assert_eq!(c.wave, 32, "xl_swizzle is written for wave32");
    let a = c.buf::<u32>(0);
    let wg = c.local()[0] as usize;
    let mut out = c.buf::<u32>(1);
    for g in 0..a.len() {
        let (base, lane) = wave_of(g, wg, 32);
        let w = &a[base..base + 32];
        out[2 * g] = w.iter().fold(0u32, |s, &x| s.wrapping_add(x));
        out[2 * g + 1] = w[(lane & !3) | ((lane & 3) ^ 2)]; // QUAD_PERM 2,3,0,1
    }
    vec![exact(&out)]
}

fn xl_permute(c: &Ctx) -> Vec<Expect> {
    assert_eq!(c.wave, 32, "xl_permute is written for wave32");
    let a = c.buf::<u32>(0);
    let wg = c.local()[0] as usize;
    let r = c.u32(2) as usize;
    let mut out = c.buf::<u32>(1);
    for g in 0..a.len() {
        let (base, lane) = wave_of(g, wg, 32);
        out[2 * g] = a[base + (lane + r) % 32]; // bpermute: read lane l + r
        out[2 * g + 1] = a[base + (lane + 32 - r % 32) % 32]; // permute: lane l - r wrote here
    }
    vec![exact(&out)]
}

fn xl_readlane(c: &Ctx) -> Vec<Expect> {
    assert_eq!(c.wave, 32, "xl_readlane is written for wave32");
    let a = c.buf::<u32>(0);
    let wg = c.local()[0] as usize;
    let k = c.u32(3) as usize;
    let (mut out, mut packed) = (c.buf::<u32>(1), c.buf::<u32>(2));
    for g in 0..a.len() {
        let (base, lane) = wave_of(g, wg, 32);
        let w = &a[base..base + 32];
        let ballot: u32 = (0..32).filter(|&l| w[l] & 1 != 0).map(|l| 1u32 << l).sum();
        let o = &mut out[4 * g..4 * g + 4];
        o[0] = w[0];
        o[1] = w[k % 32];
        o[2] = ballot.count_ones() * 1000 + (ballot & ((1u32 << lane) - 1)).count_ones();
        o[3] = if w[lane] & 2 != 0 {
            let f = (0..32).find(|&l| w[l] & 2 != 0).unwrap();
            w[f].wrapping_add(f as u32)
        } else {
            u32::MAX
        };
        if lane == 0 {
            for (pos, &x) in w.iter().filter(|&&x| x & 1 != 0).enumerate() {
                packed[base + pos] = x;
            }
        }
    }
    vec![exact(&out), exact(&packed)]
}

fn xl_wg_scan(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let out: Vec<u32> = a
        .chunks(c.local()[0] as usize)
        .flat_map(inclusive_scan)
        .collect();
    vec![exact(&out)]
}

// ---------------------------------------------------------------------------
// matmul.cl: inputs are multiples of 1/4 in [-2, 2] (exact in half and
// float), so every product and partial sum is exact and the result does
// not depend on the order of the additions.

fn gemm(c: &Ctx) -> Vec<Expect> {
    let (m, n, k) = (c.u32(3) as usize, c.u32(4) as usize, c.u32(5) as usize);
    let elem = |i: usize| -> Vec<f64> {
        match &c.case.args[i] {
            crate::spec::Arg::Buf {
                elem: Elem::F16, ..
            } => c.buf::<u16>(i).into_iter().map(f16_to_f64).collect(),
            _ => c.buf::<f32>(i).into_iter().map(f64::from).collect(),
        }
    };
    let (a, b) = (elem(0), elem(1));
    let mut out = vec![0f32; m * n];
    for r in 0..m {
        for col in 0..n {
            let s: f64 = (0..k).map(|j| a[r * k + j] * b[j * n + col]).sum();
            out[r * n + col] = s as f32;
        }
    }
    vec![exact(&out)]
}

// ---------------------------------------------------------------------------
// wmma.cl: D = A * B + C, one WMMA instruction per 16 values of k. A and B
// are multiples of 1/4 in [-2, 2], so the 16 products of one instruction and
// their sum with C are exact here; the sum is rounded to the result type
// after each instruction (to nearest even; 16-bit results through f32,
// exact for these values), as the emulator models the hardware (whose
// internal rounding is UNCONFIRMED).

fn wmma_float(c: &Ctx) -> Vec<Expect> {
    let (m, n, k) = (c.u32(4) as usize, c.u32(5) as usize, c.u32(6) as usize);
    let kind = |i: usize| match &c.case.args[i] {
        crate::spec::Arg::Buf { elem, .. } => *elem,
        _ => unreachable!("wmma kernels take buffers first"),
    };
    let value = |i: usize| -> Vec<f64> {
        match kind(i) {
            Elem::F16 => c.buf::<u16>(i).into_iter().map(f16_to_f64).collect(),
            Elem::Bf16 => c
                .buf::<u16>(i)
                .into_iter()
                .map(|h| f64::from(f32::from_bits(u32::from(h) << 16)))
                .collect(),
            _ => c.buf::<f32>(i).into_iter().map(f64::from).collect(),
        }
    };
    let out_elem = kind(2);
    let round = |x: f64| -> f64 {
        match out_elem {
            Elem::F16 => f16_to_f64(f64_to_f16(x)),
            Elem::Bf16 => f64::from(f32::from_bits(u32::from(f32_to_bf16(x as f32)) << 16)),
            _ => f64::from(x as f32),
        }
    };
    let (a, b, cin) = (value(0), value(1), value(2));
    let mut d = vec![0f64; m * n];
    for r in 0..m {
        for col in 0..n {
            let mut acc = cin[r * n + col];
            for k0 in (0..k).step_by(16) {
                let s: f64 = (k0..k0 + 16).map(|j| a[r * k + j] * b[j * n + col]).sum();
                acc = round(acc + s);
            }
            d[r * n + col] = acc;
        }
    }
    match out_elem {
        Elem::F16 => vec![exact(
            &d.iter().map(|&x| f64_to_f16(x)).collect::<Vec<u16>>(),
        )],
        Elem::Bf16 => vec![exact(
            &d.iter()
                .map(|&x| f32_to_bf16(x as f32))
                .collect::<Vec<u16>>(),
        )],
        _ => vec![exact(&d.iter().map(|&x| x as f32).collect::<Vec<f32>>())],
    }
}

/// iu8: A signed bytes, B unsigned; iu4: the low nibbles, both signed.
fn wmma_int(c: &Ctx) -> Vec<Expect> {
    let (m, n, k) = (c.u32(4) as usize, c.u32(5) as usize, c.u32(6) as usize);
    let iu4 = c.case.kernel.contains("iu4");
    let nib = |x: u8| i64::from(((x & 15) ^ 8) as i8 - 8);
    let a: Vec<i64> = c
        .buf::<u8>(0)
        .into_iter()
        .map(|x| if iu4 { nib(x) } else { i64::from(x as i8) })
        .collect();
    let b: Vec<i64> = c
        .buf::<u8>(1)
        .into_iter()
        .map(|x| if iu4 { nib(x) } else { i64::from(x) })
        .collect();
    let cin = c.buf::<i32>(2);
    let mut d = vec![0i32; m * n];
    for r in 0..m {
        for col in 0..n {
            let s: i64 = (0..k).map(|j| a[r * k + j] * b[j * n + col]).sum();
            d[r * n + col] = (i64::from(cin[r * n + col]) + s) as i32;
        }
    }
    vec![exact(&d)]
}

// ---------------------------------------------------------------------------
// grids.cl

fn grid3d(c: &Ctx) -> Vec<Expect> {
    let (nx, ny, nz) = (c.u32(1), c.u32(2), c.u32(3));
    let [lx, ly, lz] = c.local();
    let mut out = c.buf::<u32>(0);
    for z in 0..nz {
        for y in 0..ny {
            for x in 0..nx {
                let o = ((z * ny + y) * nx + x) as usize * 3;
                out[o] = x | y << 10 | z << 20;
                out[o + 1] = (x % lx) | ((y % ly) << 8) | ((z % lz) << 16);
                // the builtins give the full workgroup size, also in partial groups
                out[o + 2] =
                    (x / lx) | ((y / ly) << 8) | ((z / lz) << 16) | (lx << 24) | (ly << 28);
            }
        }
    }
    vec![exact(&out)]
}

fn grid2d_blur(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<i32>(0);
    let (w, h) = (c.u32(2) as i32, c.u32(3) as i32);
    let mut out = c.buf::<i32>(1);
    for y in 0..h {
        for x in 0..w {
            let mut s = 0;
            for dy in -1..=1 {
                for dx in -1..=1 {
                    let xx = (x + dx).clamp(0, w - 1);
                    let yy = (y + dy).clamp(0, h - 1);
                    s += a[(yy * w + xx) as usize];
                }
            }
            out[(y * w + x) as usize] = s;
        }
    }
    vec![exact(&out)]
}

fn partial_lds(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let n = c.u32(2) as usize;
    let wg = c.local()[0] as usize;
    let mut out = c.buf::<u32>(1);
    for (g, o) in out.iter_mut().enumerate().take(n) {
        let (grp, l) = split(g, wg);
        let base = grp * wg;
        let present = (n - base).min(wg);
        *o = a[base + present - 1 - l] ^ l as u32;
    }
    vec![exact(&out)]
}

// ---------------------------------------------------------------------------
// buffer.cl: accesses through a raw V# (OOB_SELECT 3) of `limit` dwords: an
// access is in range when offset + size (+ the scalar offset) fits the
// NUM_RECORDS bytes, checked per dword for 8- and 16-byte accesses (RDNA 3
// guide, range checking); out-of-range loads read 0, stores are dropped.

fn buf_rw(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let mut st = c.buf::<u32>(2);
    let (n, limit) = (c.u32(3) as usize, c.u32(4) as usize);
    let bytes: Vec<u8> = bytes(&a);
    let mut out = vec![0u32; 8 * n];
    for i in 0..n {
        let o = &mut out[8 * i..8 * i + 8];
        let word = |k: usize| if k < limit { a[k] } else { 0 };
        o[0] = word(i);
        // byte i, sign-extended (char); half-word i, zero-extended
        o[1] = if i < 4 * limit {
            bytes[i] as i8 as i32 as u32
        } else {
            0
        };
        o[2] = if 2 * i + 2 <= 4 * limit {
            u32::from(u16::from_le_bytes([bytes[2 * i], bytes[2 * i + 1]]))
        } else {
            0
        };
        // scalar offset 8: dword i + 2, in range while i + 3 <= limit
        o[3] = if i + 3 <= limit { a[i + 2] } else { 0 };
        for k in 0..4 {
            o[4 + k] = word(4 * i + k);
        }
        if i < limit {
            let x = a[i];
            st[i] = (x.wrapping_mul(3).wrapping_add(1) & 0xff) | (x & 0xffff_ff00);
        }
    }
    vec![exact(&out), exact(&st)]
}

fn buf_wide(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let mut out = c.buf::<u32>(1);
    let mut st = c.buf::<u32>(2);
    let (n, limit) = (c.u32(3) as usize, c.u32(4) as usize);
    for i in 0..n {
        for k in 0..2 {
            out[2 * i + k] = if 2 * i + k < limit { a[2 * i + k] } else { 0 };
        }
        for k in 0..3 {
            if 3 * i + k < limit {
                st[3 * i + k] = a[3 * i + k];
            }
        }
    }
    vec![exact(&out), exact(&st)]
}

/// Every float addend is a multiple of 1/8 below 125 in magnitude and there
/// are fewer than 2^8 of them, so each partial sum is exact in f32: any
/// order gives the same value. The integer results do not depend on order.
fn buf_atomics(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<i32>(0);
    let mut w = c.buf::<u32>(1);
    let n = c.u32(2) as usize;
    let (mut sum, mut max, mut min) = (
        f32::from_bits(w[2]),
        f32::from_bits(w[3]),
        f32::from_bits(w[4]),
    );
    for &x in &a[..n] {
        // the old values of word 0 (each work-item adds 1) are summed in word 1
        w[1] = w[1].wrapping_add(w[0]);
        w[0] = w[0].wrapping_add(1);
        sum += (x % 1000) as f32 * 0.125;
        max = max.max(x as f32);
        min = min.min(x as f32);
        w[5] = w[5].wrapping_add(x as u32 & 0xffff);
    }
    w[2] = sum.to_bits();
    w[3] = max.to_bits();
    w[4] = min.to_bits();
    // one compare-swap of 0 to 1 wins; word 8 is past the range
    w[6] = 1;
    w[7] += 1;
    vec![exact(&w)]
}

/// Structured accesses: record i is in range while i < `records`; with
/// OOB_SELECT 0 also offset + size <= the 12-byte stride.
fn buf_struct(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let mut st = c.buf::<u32>(2);
    let (n, records) = (c.u32(3) as usize, c.u32(4) as usize);
    let mut out = vec![0u32; 5 * n];
    for i in 0..n.min(records) {
        let o = &mut out[5 * i..5 * i + 5];
        o[0] = a[3 * i + 1];
        // o[1]: bytes 12..16 of a 12-byte record, never in range
        o[2] = a[3 * i + 1];
        o[3] = a[3 * i + 2];
        o[4] = a[3 * i + 3];
        st[i] = 7 * i as u32;
    }
    vec![exact(&out), exact(&st)]
}

// ---------------------------------------------------------------------------
// minmax.cl

/// fmin/fmax as RDNA 3 runs them (LLVM minnum/maxnum, IEEE mode; RDNA 3 ISA
/// V_MIN_F32/V_MAX_F32): a quiet NaN operand gives the other operand, and
/// -0.0 orders below +0.0. The inputs hold no signalling NaNs.
fn fmin_r(a: f32, b: f32) -> f32 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if a == 0.0 && b == 0.0 {
        if a.is_sign_negative() {
            a
        } else {
            b
        }
    } else if a < b {
        a
    } else {
        b
    }
}

fn fmax_r(a: f32, b: f32) -> f32 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if a == 0.0 && b == 0.0 {
        if a.is_sign_positive() {
            a
        } else {
            b
        }
    } else if a > b {
        a
    } else {
        b
    }
}

/// `__builtin_amdgcn_fmed3f` (RDNA 3 ISA, V_MED3_F32): with a NaN among
/// the three, their minimum; else the maximum of the two sources that are
/// not the maximum (the first source equal to it counts as the maximum).
fn fmed3_r(x: f32, y: f32, z: f32) -> f32 {
    if x.is_nan() || y.is_nan() || z.is_nan() {
        return fmin_r(fmin_r(x, y), z);
    }
    let m = fmax_r(fmax_r(x, y), z);
    if m == x {
        fmax_r(y, z)
    } else if m == y {
        fmax_r(x, z)
    } else {
        fmax_r(x, y)
    }
}

fn f32_minmax3(c: &Ctx) -> Vec<Expect> {
    let (a, b, z) = (c.buf::<f32>(0), c.buf::<f32>(1), c.buf::<f32>(2));
    let mut out = c.buf::<f32>(3);
    for i in 0..c.u32(4) as usize {
        let (x, y, z) = (a[i], b[i], z[i]);
        let o = &mut out[i * 5..i * 5 + 5];
        o[0] = fmin_r(fmin_r(x, y), z);
        o[1] = fmax_r(fmax_r(x, y), z);
        o[2] = fmin_r(fmax_r(x, y), z);
        o[3] = fmax_r(fmin_r(x, y), z);
        o[4] = fmed3_r(x, y, z);
    }
    vec![exact(&out)]
}

/// Sum over the `w`-bit fields of |x - y|, fields where y's is 0 skipped
/// when `masked` (RDNA 3 ISA, V_SAD_U8 / V_SAD_U16 / V_MSAD_U8).
fn sad_r(x: u32, y: u32, w: u32, masked: bool) -> u32 {
    let mut s = 0u32;
    let mut k = 0;
    while k < 32 {
        let m = if w == 32 { u32::MAX } else { (1 << w) - 1 };
        let (p, q) = ((x >> k) & m, (y >> k) & m);
        if !(masked && q == 0) {
            s = s.wrapping_add(p.abs_diff(q));
        }
        k += w;
    }
    s
}

fn int_sad(c: &Ctx) -> Vec<Expect> {
    let (a, b, z) = (c.buf::<u32>(0), c.buf::<u32>(1), c.buf::<u32>(2));
    let mut out = c.buf::<u32>(3);
    for i in 0..c.u32(4) as usize {
        let (x, y, z) = (a[i], b[i], z[i]);
        let o = &mut out[i * 5..i * 5 + 5];
        o[0] = sad_r(x, y, 8, false).wrapping_add(z);
        o[1] = sad_r(x, y, 8, true).wrapping_add(z);
        o[2] = (sad_r(x, y, 8, false) << 16).wrapping_add(z);
        o[3] = sad_r(x, y, 16, false).wrapping_add(z);
        // V_LERP_U8: per byte, (x + y + bit 0 of z's byte) >> 1
        let mut l = 0u32;
        for k in 0..4 {
            let byte = |v: u32| (v >> (8 * k)) & 0xff;
            l |= ((byte(x) + byte(y) + ((z >> (8 * k)) & 1)) >> 1) << (8 * k);
        }
        o[4] = l;
    }
    vec![exact(&out)]
}

/// Two chained `__builtin_amdgcn_fdot2` (f16 pairs into an f32
/// accumulator): each step's exact value rounded to f32. How the hardware
/// rounds inside a step is UNCONFIRMED, so each step may be off by a few
/// units of 2^-24 of its terms' magnitudes.
fn f16_dot2(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<u16>(0), c.buf::<u16>(1));
    let init = c.buf::<f32>(2);
    close(c, 2, |i, t| {
        let h = |v: &[u16], k: usize| f16_to_f64(v[k]);
        let mut acc = init[i];
        let mut slack = 0.0;
        for s in 0..2 {
            let k = 4 * i + 2 * s;
            let terms = [
                h(&a, k) * h(&b, k),
                h(&a, k + 1) * h(&b, k + 1),
                f64::from(acc),
            ];
            slack += 4.0 * pow2(-24) * terms.iter().map(|x| x.abs()).sum::<f64>();
            acc = terms.iter().sum::<f64>() as f32;
        }
        t[i] = Tol {
            want: f64::from(acc),
            ulps: 0.0,
            abs: slack,
        };
    })
}

// ---------------------------------------------------------------------------
// misc.cl

/// `__builtin_amdgcn_permlane16/x16(old, x, s1, s2, fi, bc)` (RDNA 3 ISA,
/// V_PERMLANE16_B32): lane 16r + i reads lane 16r' + nibble i of {s2, s1},
/// r' = r or (x16) the other row of the pair. A disabled source lane gives
/// `old` unless FI (the value anyway) or BOUND_CTRL (0) (the DPP rule,
/// RDNA 3 ISA §7.7, as the emulator models it; UNCONFIRMED on hardware).
fn xl_permlane16(c: &Ctx) -> Vec<Expect> {
    assert_eq!(c.wave, 32, "xl_permlane16 is written for wave32");
    let a = c.buf::<u32>(0);
    let wg = c.local()[0] as usize;
    let sel = u64::from(c.u32(2)) | u64::from(c.u32(3)) << 32;
    let mut out = c.buf::<u32>(1);
    for g in 0..a.len() {
        let (base, lane) = wave_of(g, wg, 32);
        let w = &a[base..base + 32];
        let pick = |x16: bool| {
            let row = lane / 16;
            let from = if x16 { row ^ 1 } else { row };
            from * 16 + (sel >> (4 * (lane % 16)) & 0xf) as usize
        };
        let o = &mut out[6 * g..6 * g + 6];
        o[0] = w[pick(false)];
        o[1] = w[pick(true)];
        if lane % 2 == 1 {
            // only odd lanes are enabled
            let s = pick(false);
            let on = s % 2 == 1;
            o[2] = if on { w[s] } else { 0xdead };
            o[3] = if on { w[s] } else { 0 };
            o[4] = w[s];
            o[5] = w[pick(true)];
        } else {
            o[2..6].fill(0xbeef);
        }
    }
    vec![exact(&out)]
}

/// RDNA 3 ISA V_CUBEID/SC/TC/MA_F32 on (x, y, z): the z face when |z| is
/// the largest, else y when |y| >= |x|, else x; and V_CVT_PK_RTZ_F16_F32.
fn f32_cube_rtz(c: &Ctx) -> Vec<Expect> {
    let (a, b, z) = (c.buf::<f32>(0), c.buf::<f32>(1), c.buf::<f32>(2));
    let (p, q) = (c.buf::<f32>(3), c.buf::<f32>(4));
    let (mut cube, mut rtz) = (c.buf::<f32>(5), c.buf::<u32>(6));
    for i in 0..c.u32(7) as usize {
        let (x, y, z) = (a[i], b[i], z[i]);
        let zf = z.abs() >= x.abs() && z.abs() >= y.abs();
        let yf = !zf && y.abs() >= x.abs();
        let neg = |v: f32| v < 0.0;
        let o = &mut cube[4 * i..4 * i + 4];
        (o[0], o[1], o[2], o[3]) = if zf {
            (
                if neg(z) { 5.0 } else { 4.0 },
                if neg(z) { -x } else { x },
                -y,
                2.0 * z,
            )
        } else if yf {
            (
                if neg(y) { 3.0 } else { 2.0 },
                x,
                if neg(y) { -z } else { z },
                2.0 * y,
            )
        } else {
            (
                if neg(x) { 1.0 } else { 0.0 },
                if neg(x) { z } else { -z },
                -y,
                2.0 * x,
            )
        };
        // toward zero: the f16 of largest magnitude not beyond the value
        let h = |v: f32| -> u32 {
            let near = f64_to_f16(f64::from(v));
            let mag = near & 0x7fff;
            let sign = near & 0x8000;
            u32::from(if mag == 0x7c00 {
                sign | 0x7bff
            } else if f16_to_f64(near).abs() > f64::from(v).abs() {
                sign | (mag - 1)
            } else {
                near
            })
        };
        rtz[i] = h(p[i]) | h(q[i]) << 16;
    }
    vec![exact(&cube), exact(&rtz)]
}

/// RDNA 3 ISA GLOBAL_LOAD/STORE_ADDTID_B32: MEM[SADDR + OFFSET + 4 * lane];
/// the kernel's bases make lane l of each wave read a[i + 2] and write
/// out[i + 1] (i its work-item); out[0] is never written.
fn mem_addtid(c: &Ctx) -> Vec<Expect> {
    let a = c.buf::<u32>(0);
    let mut out = c.buf::<u32>(1);
    for i in 0..256 {
        out[i + 1] = a[i + 2].wrapping_add(1000);
    }
    vec![exact(&out)]
}

// ---------------------------------------------------------------------------
// ftz.cl, built with -cl-denorms-are-zero: the kernel descriptor's
// FLOAT_DENORM_MODE_32 = 0 flushes f32 denormal sources and results to a
// zero of the same sign (AMDGPUUsage, FLOAT_DENORM_MODE_32; LLVM SIDefines.h
// FP_DENORM_FLUSH_IN_FLUSH_OUT), while f16 keeps its denormals
// (FLOAT_DENORM_MODE_16_64 = 3). Each operation reads flushed operands,
// rounds once (IEEE, denormals representable), then flushes a denormal
// result. The class test reads the bits as they are.

/// A denormal f32 as the zero of its sign.
fn flush32(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

/// RDNA 3 V_MIN_F32 / V_MAX_F32 (ISA pseudocode, IEEE mode) on quiet
/// operands: a NaN gives the other operand; -0 orders below +0.
fn minmax_f32(x: f32, y: f32, max: bool) -> f32 {
    if x.is_nan() {
        return y;
    }
    if y.is_nan() {
        return x;
    }
    let below = x < y || (x == 0.0 && y == 0.0 && x.is_sign_negative() && !y.is_sign_negative());
    let above = x > y || (x == 0.0 && y == 0.0 && !x.is_sign_negative() && y.is_sign_negative());
    if (max && above) || (!max && below) {
        x
    } else {
        y
    }
}

fn ftz_f32(c: &Ctx) -> Vec<Expect> {
    let (a, b, z, e, h) = (
        c.buf::<f32>(0),
        c.buf::<f32>(1),
        c.buf::<f32>(2),
        c.buf::<i32>(3),
        c.buf::<f32>(4),
    );
    let (mut out, mut mask) = (c.buf::<f32>(5), c.buf::<u32>(6));
    // f32 -> f16 (f32 source flushed, f16 result kept) -> f32 (exact)
    let via_half = |v: f32| f16_to_f64(f64_to_f16(f64::from(flush32(v)))) as f32;
    for i in 0..c.u32(7) as usize {
        let (x, y, w) = (flush32(a[i]), flush32(b[i]), flush32(z[i]));
        let o = &mut out[i * 10..i * 10 + 10];
        o[0] = flush32(x + y);
        o[1] = flush32(x - y);
        o[2] = flush32(x * y);
        o[3] = flush32(x.mul_add(y, w));
        o[4] = minmax_f32(x, y, false);
        o[5] = minmax_f32(x, y, true);
        // x * 2^e is exact in f64; one rounding to f32, then the flush
        o[6] = flush32((f64::from(x) * pow2(e[i])) as f32);
        o[7] = flush32(x * 0.75);
        o[8] = via_half(h[i]);
        o[9] = via_half(a[i]);
        mask[i] = u32::from(x < y)
            | u32::from(x == y) << 1
            | u32::from(x > 0.0) << 2
            | u32::from(a[i].is_subnormal()) << 3;
    }
    vec![exact(&out), exact(&mask)]
}

/// x / y correctly rounded (the -cl-fp32-correctly-rounded-divide-sqrt
/// build: OpenCL's 0 ulp), on flushed operands, the quotient flushed.
fn ftz_div_cr(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<f32>(0), c.buf::<f32>(1));
    let mut out = c.buf::<f32>(2);
    for i in 0..c.u32(3) as usize {
        out[i] = flush32(flush32(a[i]) / flush32(b[i]));
    }
    vec![exact(&out)]
}

// ---------------------------------------------------------------------------
// cvt_pack.cl: the rules the RDNA 3 guide's pseudocode names (f32_to_snorm,
// i32_to_i16, f32_to_u8 ...), as the emulator's reference page states them:
// normalized values clamped, scaled by 32767 / 65535 and rounded to nearest
// even, NaN 0; integers saturated; bytes rounded to nearest even, saturated.

fn snorm16(x: f32) -> u16 {
    if x.is_nan() {
        return 0;
    }
    (f64::from(x.clamp(-1.0, 1.0)) * 32767.0).round_ties_even() as i16 as u16
}

fn unorm16(x: f32) -> u16 {
    if x.is_nan() {
        return 0;
    }
    (f64::from(x.clamp(0.0, 1.0)) * 65535.0).round_ties_even() as u16
}

fn sat_u8(x: f32) -> u32 {
    if x.is_nan() {
        0
    } else {
        f64::from(x).round_ties_even().clamp(0.0, 255.0) as u32
    }
}

fn cvt_pack(c: &Ctx) -> Vec<Expect> {
    let (a, b) = (c.buf::<f32>(0), c.buf::<f32>(1));
    let (p, q) = (c.buf::<i32>(2), c.buf::<i32>(3));
    let mut out = c.buf::<u32>(4);
    let pk = |lo: u16, hi: u16| u32::from(lo) | u32::from(hi) << 16;
    let byte = |v: f32, at: u32, keep: u32| {
        let sh = (at & 3) * 8;
        keep & !(0xff << sh) | sat_u8(v) << sh
    };
    for i in 0..c.u32(5) as usize {
        let (x, y, s, t) = (a[i], b[i], p[i], q[i]);
        let o = &mut out[6 * i..6 * i + 6];
        o[0] = pk(snorm16(x), snorm16(y));
        o[1] = pk(unorm16(x), unorm16(y));
        let si = |v: i32| v.clamp(-32768, 32767) as i16 as u16;
        let ui = |v: i32| (v as u32).min(0xffff) as u16;
        o[2] = pk(si(s), si(t));
        o[3] = pk(ui(s), ui(t));
        // x * 300.0f is one f32 multiply in the kernel
        o[4] = byte(x * 300.0, i as u32, t as u32);
        o[5] = byte(y, (i as u32) >> 2, s as u32);
    }
    vec![exact(&out)]
}

/// floor(2^1201 * 2/π) as little-endian u32 limbs, computed here from
/// Machin's formula (π = 16 atan(1/5) - 4 atan(1/239)) in fixed point with
/// 96 guard bits, then one long division.
fn two_over_pi_limbs() -> Vec<u32> {
    const FRAC: usize = 1201 + 96;
    const LIMBS: usize = FRAC / 32 + 3;
    fn div_small(x: &mut [u32], d: u64) {
        let mut r = 0u64;
        for l in x.iter_mut().rev() {
            let cur = r << 32 | u64::from(*l);
            *l = (cur / d) as u32;
            r = cur % d;
        }
    }
    fn add_sub(acc: &mut [u32], x: &[u32], add: bool) {
        let mut carry = 0i64;
        for (a, &b) in acc.iter_mut().zip(x) {
            let v = i64::from(*a) + if add { i64::from(b) } else { -i64::from(b) } + carry;
            *a = v.rem_euclid(1 << 32) as u32;
            carry = v.div_euclid(1 << 32);
        }
    }
    // atan(1/n) * 2^FRAC
    let atan_inv = |n: u64| {
        let mut term = vec![0u32; LIMBS];
        term[FRAC / 32] = 1 << (FRAC % 32);
        div_small(&mut term, n);
        let mut sum = vec![0u32; LIMBS];
        let mut k = 1u64;
        let mut add = true;
        while term.iter().any(|&l| l != 0) {
            let mut t = term.clone();
            div_small(&mut t, k);
            add_sub(&mut sum, &t, add);
            div_small(&mut term, n * n);
            k += 2;
            add = !add;
        }
        sum
    };
    let (a5, a239) = (atan_inv(5), atan_inv(239));
    let mut pi = vec![0u32; LIMBS];
    for _ in 0..16 {
        add_sub(&mut pi, &a5, true);
    }
    for _ in 0..4 {
        add_sub(&mut pi, &a239, false);
    }
    // 2^(FRAC + 1202) / (π 2^FRAC), bit by bit from the top
    let ge = |x: &[u32], y: &[u32]| {
        for (a, b) in x.iter().rev().zip(y.iter().rev()) {
            if a != b {
                return a > b;
            }
        }
        true
    };
    let mut r = vec![0u32; LIMBS];
    let mut q = vec![0u32; 1202 / 32 + 1];
    r[0] = 1;
    for bit in (0..=FRAC + 1202).rev() {
        if bit < FRAC + 1202 {
            // r *= 2
            let mut c = 0;
            for l in r.iter_mut() {
                let n = *l >> 31;
                *l = *l << 1 | c;
                c = n;
            }
        }
        if ge(&r, &pi) {
            add_sub(&mut r, &pi, false);
            if bit < q.len() * 32 {
                q[bit / 32] |= 1 << (bit % 32);
            }
        }
    }
    q
}

/// V_TRIG_PREOP_F64 as the RDNA 3 guide's pseudocode writes it, on the bits
/// above: 53 bits from `shift` below the point, scaled, zero past bit 1201.
fn trig_preop(c: &Ctx) -> Vec<Expect> {
    let t = two_over_pi_limbs();
    let bit = |i: i64| -> u64 {
        if (0..1201).contains(&i) {
            u64::from(t[(i / 32) as usize] >> (i % 32) & 1)
        } else {
            0
        }
    };
    let preop = |x: f64, seg: i32| -> f64 {
        let e = (x.to_bits() >> 52 & 0x7ff) as i64;
        let shift = i64::from(seg & 31) * 53 + (e - 1077).max(0);
        let v = (0..53).fold(0u64, |r, k| r | bit(1148 - shift + k) << k);
        let scale = -53 - shift + if e >= 1968 { 128 } else { 0 };
        // v * 2^scale with one rounding: down to 2^-1022 the product stays
        // normal (v >= 1) and exact; the rest of the scale rounds once, and
        // below 2^-1022 more it leaves less than half the least denormal
        let first = scale.max(-1022);
        let r = v as f64 * pow2(first as i32);
        match scale - first {
            0 => r,
            rest if rest >= -1022 => r * pow2(rest as i32),
            _ => 0.0,
        }
    };
    let (a, s) = (c.buf::<f64>(0), c.buf::<i32>(1));
    let mut out = c.buf::<f64>(2);
    for i in 0..c.u32(3) as usize {
        for k in 0..4 {
            out[5 * i + k] = preop(a[i], k as i32);
        }
        out[5 * i + 4] = preop(a[i], s[i]);
    }
    vec![exact(&out)]
}

// ---------------------------------------------------------------------------
// round.cl: MODE.FP_ROUND m (both fields) for m = 1, 2, 3, 0. Every
// operand is chosen so that the exact result is an f64 (f32 operands
// k * 2^-10 with |k| <= 2^20: sums, products and fma within 42 bits; f16
// sums and products; conversions of f64, f32 and i32 values). IEEE 754-2019
// §4.3.2: a directed rounding gives the exact value when representable,
// else its neighbour on the mode's side, so each result here is the host's
// nearest-even rounding of the exact f64, or the next value up or down from
// it (stepped on the bit pattern); §7.4: an overflow gives infinity or the
// largest finite value by direction; §6.3: an exact zero sum of operands of
// opposite signs is +0, or -0 toward -inf.

/// A binary format: its bits as an f64, and its sign bit.
struct Fmt {
    value: fn(u64) -> f64,
    sign: u64,
}

const F32_FMT: Fmt = Fmt {
    value: |b| f64::from(f32::from_bits(b as u32)),
    sign: 1 << 31,
};

const F16_FMT: Fmt = Fmt {
    value: |b| f16_to_f64(b as u16),
    sign: 1 << 15,
};

impl Fmt {
    /// The next value toward +inf of finite `x`.
    fn up(&self, x: u64) -> u64 {
        if x == self.sign {
            1
        } else if x & self.sign == 0 {
            x + 1
        } else {
            x - 1
        }
    }

    fn down(&self, x: u64) -> u64 {
        self.up(x ^ self.sign) ^ self.sign
    }

    /// `e` (exact) rounded by `mode` (1 up, 2 down, 3 toward zero, else
    /// nearest even), from `near`, its nearest-even rounding.
    fn directed(&self, e: f64, near: u64, mode: u32) -> u64 {
        let v = (self.value)(near);
        if mode == 0 || v == e {
            return near;
        }
        if v.is_infinite() {
            let to_inf = (mode == 1 && e > 0.0) || (mode == 2 && e < 0.0);
            return if to_inf { near } else { near - 1 };
        }
        let (lo, hi) = if v < e {
            (near, self.up(near))
        } else {
            (self.down(near), near)
        };
        match mode {
            1 => hi,
            2 => lo,
            _ if e > 0.0 => lo,
            _ => hi,
        }
    }

    /// An exact sum `e` of terms `x` and `y` (their values), signed zeros
    /// by IEEE 754-2019 §6.3.
    fn sum(&self, x: f64, y: f64, near: u64, mode: u32) -> u64 {
        let e = x + y;
        if e == 0.0 {
            let neg = if x == 0.0 && y == 0.0 && x.is_sign_negative() == y.is_sign_negative() {
                x.is_sign_negative()
            } else {
                mode == 2
            };
            return if neg { self.sign } else { 0 };
        }
        self.directed(e, near, mode)
    }
}

fn round_modes(c: &Ctx) -> Vec<Expect> {
    let (a, b, z) = (c.buf::<f32>(0), c.buf::<f32>(1), c.buf::<f32>(2));
    let (k, d, w) = (c.buf::<i32>(3), c.buf::<f64>(4), c.buf::<f32>(5));
    let (p, r) = (c.buf::<u16>(6), c.buf::<u16>(7));
    let (mut out, mut out16) = (c.buf::<u32>(8), c.buf::<u16>(9));
    let f = &F32_FMT;
    let h = &F16_FMT;
    // the nearest-even f32 / f16 of an exact f64 (one rounding)
    let n32 = |e: f64| u64::from((e as f32).to_bits());
    let n16 = |e: f64| u64::from(f64_to_f16(e));
    for i in 0..c.u32(10) as usize {
        let (x, y, s) = (f64::from(a[i]), f64::from(b[i]), f64::from(z[i]));
        let (hp, hr) = (f16_to_f64(p[i]), f16_to_f64(r[i]));
        for m in 0..4u32 {
            let o = &mut out[i * 32 + 8 * m as usize..][..8];
            o[0] = f.sum(x, y, n32(x + y), m) as u32;
            o[1] = f.sum(x, -y, n32(x - y), m) as u32;
            o[2] = f.directed(x * y, n32(x * y), m) as u32;
            o[3] = f.sum(x * y, s, n32(x * y + s), m) as u32;
            let ki = f64::from(k[i]);
            o[4] = f.directed(ki, n32(ki), m) as u32;
            let ku = f64::from(k[i] as u32);
            o[5] = f.directed(ku, n32(ku), m) as u32;
            o[6] = f.directed(d[i], n32(d[i]), m) as u32;
            // 0.1f is 13421773 * 2^-27: the product has at most 45 bits
            let t = x * f64::from(0.1f32);
            o[7] = f.directed(t, n32(t), m) as u32;
            let q = &mut out16[i * 16 + 4 * m as usize..][..4];
            let wv = f64::from(w[i]);
            q[0] = h.directed(wv, n16(wv), m) as u16;
            q[1] = h.sum(hp, hr, n16(hp + hr), m) as u16;
            q[2] = h.directed(hp * hr, n16(hp * hr), m) as u16;
            q[3] = h.sum(hp, -hr, n16(hp - hr), m) as u16;
        }
    }
    vec![exact(&out), exact(&out16)]
}

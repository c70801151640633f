"""NumPy references for the kernel suite, written from the OpenCL C sources in
tests/kernels/ (one function per kernel, named after it). A reference takes
the inputs before the run, the manifest case and the wave size, and returns
one expectation per output buffer, in order:

- an array: the exact contents (floats bit for bit, any NaN matching any NaN);
- Close(want, ulps, abs): f32 results within `ulps` ulp or `abs` of `want`;
- a callable: a check of its own (results that depend on the order of
  atomics only through a sum).

Integer arithmetic runs in int64/uint64 (or Python integers for 64-bit
operands) and is wrapped to the kernel's type. IEEE operations with a single
correct rounding are NumPy's own where NumPy rounds once; fused multiply-adds,
directed roundings and narrow formats go through `rnd`, which rounds an exact
rational once. Float bounds cite OpenCL C 2.0 §7.4 (full-profile table, and
the -cl-unsafe-math-optimizations table that -cl-fast-relaxed-math implies).
"""

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Dict

import numpy as np

from suite_manifest import Buf, Case, bf16_bits, bf16_value

M32 = 0xFFFFFFFF
M64 = (1 << 64) - 1


@dataclass
class Close:
    want: np.ndarray
    ulps: object = 0.0
    abs: object = 0.0


REFS: Dict[str, Callable] = {}


def ref(*names: str):
    def deco(f):
        for n in names or (f.__name__,):
            REFS[n] = f
        return f
    return deco


def wave_size(case: Case) -> int:
    # the _w64 objects are built with -mwavefrontsize64 (tests/kernels/build.sh)
    return 64 if case.obj.endswith("_w64") else 32


# ---------------------------------------------------------------------------
# helpers

def i32(v) -> np.ndarray:
    """Wraps integers to int32."""
    return (np.asarray(v).astype(np.int64) & M32).astype(np.uint32).view(np.int32)


def u32(v) -> np.ndarray:
    return (np.asarray(v).astype(np.int64) & M32).astype(np.uint32)


def u64(v) -> np.ndarray:
    vals = v.ravel() if isinstance(v, np.ndarray) else v
    return np.array([int(x) & M64 for x in vals], np.uint64)


def pyints(a) -> np.ndarray:
    """An object array of Python integers (exact 64-bit arithmetic)."""
    return np.array([int(x) for x in np.asarray(a).ravel()], dtype=object)


def sext(v, bits: int):
    """Sign extension from `bits` bits."""
    v = np.asarray(v).astype(np.int64) & ((1 << bits) - 1)
    return (v ^ (1 << (bits - 1))) - (1 << (bits - 1))


def ctrunc_div(x, y):
    """C division and remainder (truncating) on int64 arrays."""
    q = np.abs(x) // np.abs(y) * np.sign(x) * np.sign(y)
    return q, x - q * y


def rows(*cols) -> np.ndarray:
    """Per-item result columns interleaved as the kernels store them
    (out[item * len(cols) + k])."""
    return np.stack([np.asarray(c) for c in cols], axis=1).reshape(-1)


def place(base: np.ndarray, values, start: int = 0) -> np.ndarray:
    out = base.copy()
    v = np.asarray(values).astype(out.dtype).reshape(-1)
    out[start:start + v.size] = v
    return out


def popcount(v) -> np.ndarray:
    return np.bitwise_count(np.asarray(v)).astype(np.int64)


def bit_length(v) -> np.ndarray:
    return np.array([int(x).bit_length() for x in np.asarray(v).ravel()], np.int64)


def ctz(v, bits: int) -> np.ndarray:
    return np.array([bits if int(x) == 0 else (int(x) & -int(x)).bit_length() - 1
                     for x in np.asarray(v).ravel()], np.int64)


def bitrev32(v) -> np.ndarray:
    return np.array([int(f"{int(x):032b}"[::-1], 2) for x in np.asarray(v).ravel()], np.int64)


# Exact rounding of rationals. A format: (precision in bits, minimum normal
# exponent, maximum exponent) of IEEE 754 binary16/32/64 and bfloat16.
FMT = {"f16": (11, -14, 15), "bf16": (8, -126, 127), "f32": (24, -126, 127), "f64": (53, -1022, 1023)}


def rnd(q: Fraction, fmt: str, mode: str = "rne") -> float:
    """The value of `fmt` that `q` (nonzero, exact) rounds to: `mode` rne
    (nearest even), up (+inf), down (-inf) or rz; IEEE 754-2019 §4.3 (a
    directed rounding gives the nearest value on its side) and §7.4 (an
    overflow gives infinity or the largest finite value by direction)."""
    p, emin, emax = FMT[fmt]
    neg = q < 0
    a = -q if neg else q
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    qe = max(e, emin) - (p - 1)
    scaled = a / Fraction(2) ** qe
    fl = scaled.numerator // scaled.denominator
    rem = scaled - fl
    if mode == "rne":
        up = rem > Fraction(1, 2) or (rem == Fraction(1, 2) and fl & 1)
    elif mode == "rz":
        up = False
    elif mode == "up":
        up = rem > 0 and not neg
    else:
        up = rem > 0 and neg
    m = fl + int(up)
    if m * Fraction(2) ** qe >= Fraction(2) ** (emax + 1):
        to_inf = mode == "rne" or (mode == "up" and not neg) or (mode == "down" and neg)
        v = math.inf if to_inf else float((2 - Fraction(2) ** (1 - p)) * Fraction(2) ** emax)
    else:
        v = math.ldexp(m, qe)
    return -v if neg else v


def zero_sum_sign(a: float, b: float, mode: str) -> float:
    """IEEE 754-2019 §6.3: the sign of an exact zero sum a + b: both operands
    of one sign keep it; otherwise +0, or -0 rounding toward -inf."""
    if math.copysign(1, a) == math.copysign(1, b) and a == 0 and b == 0:
        return a
    return -0.0 if mode == "down" else 0.0


def fma_one(x: float, y: float, z: float, fmt: str, mode: str = "rne") -> float:
    """fma(x, y, z) rounded once (IEEE 754 fusedMultiplyAdd)."""
    if not (math.isfinite(x) and math.isfinite(y)):
        return x * y + z  # an infinite or NaN product: no rounding involved
    if not math.isfinite(z):
        return z  # a finite product (however large) added to an infinity or NaN
    prod = Fraction(x) * Fraction(y)
    q = prod + Fraction(z)
    if q == 0:
        if prod == 0:  # x or y is zero, and so is z: the signs of the zeros decide
            psign = math.copysign(1, x) * math.copysign(1, y)
            return zero_sum_sign(math.copysign(0.0, psign), z, mode)
        return zero_sum_sign(1.0, -1.0, mode)
    return rnd(q, fmt, mode)


def fma_arr(x, y, z, fmt: str, dtype, mode: str = "rne") -> np.ndarray:
    return np.array([fma_one(float(a), float(b), float(c), fmt, mode) for a, b, c in zip(x, y, z)], dtype)


def f16_from(values, mode: str = "rne") -> np.ndarray:
    """Values (floats, exact) rounded once to binary16."""
    out = []
    for v in np.asarray(values, np.float64):
        v = float(v)
        out.append(v if v == 0 or not math.isfinite(v) else rnd(Fraction(v), "f16", mode))
    return np.array(out, np.float64).astype(np.float16)


def fminmax(x, y, is_max: bool):
    """RDNA 3 V_MIN_F32 / V_MAX_F32 (and their F16 / F64 forms) as LLVM uses
    them for fmin/fmax (ISA guide pseudocode, IEEE mode): a quiet NaN
    operand gives the other operand, and -0 orders below +0 (LT_NEG_ZERO /
    GT_NEG_ZERO)."""
    x = np.asarray(x)
    y = np.asarray(y)
    r = np.fmax(x, y) if is_max else np.fmin(x, y)
    zeros = (x == 0) & (y == 0)
    neg = np.signbit(x) & np.signbit(y) if is_max else np.signbit(x) | np.signbit(y)
    z = np.where(neg, -np.zeros_like(x), np.zeros_like(x))
    return np.where(zeros, z, r).astype(x.dtype)


# ---------------------------------------------------------------------------
# int32.cl

@ref()
def int_basic(ins, case, wave):
    a, b, out, n = ins
    x, y = a[:n].astype(np.int64), b[:n].astype(np.int64)
    ux, uy = x & M32, y & M32
    prod_s = x * y
    prod_u = ux.astype(np.uint64) * uy.astype(np.uint64)
    return [place(out, i32(rows(
        ux + uy, ux - uy, (ux * uy) & M32, prod_s >> 32, (prod_u >> np.uint64(32)).astype(np.int64),
        (ux << (uy & 31)) & M32, x >> (y & 31), ux >> (uy & 31), np.minimum(x, y),
        np.where(ux > uy, x, y), np.where(x < 0, -ux, x), (x & y) ^ (x | ~y))))]


@ref()
def int_divrem(ins, case, wave):
    a, b, out, n = ins
    x, y = a[:n].astype(np.int64), b[:n].astype(np.int64)
    y = np.where((y == 0) | ((y == -1) & (x == -(2**31))), 3, y)
    ux, uy = x & M32, y & M32
    q, r = ctrunc_div(x, y)
    q7, _ = ctrunc_div(x, np.int64(7))
    _, r13 = ctrunc_div(x, np.int64(13))
    return [place(out, i32(rows(q, r, ux // uy, ux % uy, q7, ux // 10, r13, ux % 1000)))]


@ref()
def int_sat24(ins, case, wave):
    a, b, out, n = ins
    x, y = a[:n].astype(np.int64), b[:n].astype(np.int64)
    ux, uy = x & M32, y & M32
    lo, hi = -(2**31), 2**31 - 1
    m24 = (ux & 0xFFFFFF) * (uy & 0xFFFFFF)
    return [place(out, i32(rows(
        np.clip(x + y, lo, hi), np.clip(x - y, lo, hi), np.minimum(ux + uy, M32),
        np.maximum(ux - uy, 0), np.clip(x, -100000, 100000), m24 & M32, m24 >> 32,
        sext(ux, 24) * sext(uy, 24), sext(x, 16) + sext(y, 16), sext(x, 8) * sext(y >> 8, 8))))]


def dot4(x, xs: bool, y, ys: bool, acc):
    """V_DOT4_I32_IU8 / V_DOT4_U32_U8 (RDNA 3 ISA): the sum of the four byte
    products plus the addend, bytes signed or unsigned per operand; no clamp."""
    s = np.asarray(acc, np.int64).copy()
    for k in range(4):
        bx = (x >> (8 * k)) & 0xFF
        by = (y >> (8 * k)) & 0xFF
        s = s + (sext(bx, 8) if xs else bx) * (sext(by, 8) if ys else by)
    return s


@ref()
def int_dot4(ins, case, wave):
    a, b, out, n = ins
    x, y = a[:n].astype(np.int64), b[:n].astype(np.int64)
    i = np.arange(n, dtype=np.int64)
    return [place(out, u32(rows(dot4(x, False, y, False, i), dot4(x, True, y, True, i),
                                dot4(x, True, y, False, -i))))]


# ---------------------------------------------------------------------------
# float32.cl: + - * fma min max fabs copysign, rounding functions, ldexp and
# frexp are exact in IEEE 754 and in OpenCL (correctly rounded / 0 ulp).

@ref()
def f32_basic(ins, case, wave):
    a, b, c, out, n = ins
    x, y, z = a[:n], b[:n], c[:n]
    with np.errstate(all="ignore"):
        cols = [x + y, x - y, x * y, fma_arr(x, y, z, "f32", np.float32), fminmax(x, y, False),
                fminmax(x, y, True), np.abs(x), np.copysign(x, y), -(x * y),
                (x * np.float32(2)) - np.abs(z)]
    return [place(out, rows(*cols))]


def round_half_away(x):
    t = np.trunc(x)
    with np.errstate(invalid="ignore"):
        return np.where(np.abs(x - t) >= 0.5, t + np.sign(x), t).astype(x.dtype)


@ref()
def f32_round(ins, case, wave):
    a, e, out, exps, n = ins
    x = a[:n]
    with np.errstate(all="ignore"):
        # ldexp: exact in f64 for |e| <= 140, then one rounding to f32
        ld = (x.astype(np.float64) * np.exp2(e[:n].astype(np.float64))).astype(np.float32)
        m, ex = np.frexp(x)
        cols = [np.floor(x), np.ceil(x), np.trunc(x), np.rint(x), round_half_away(x), ld, m,
                x - np.floor(x)]
    return [place(out, rows(*cols)), place(exps, np.where(np.isfinite(x), ex, 0))]


@ref()
def f32_compare(ins, case, wave):
    a, b, out, n = ins
    x, y = a[:n], b[:n]
    with np.errstate(invalid="ignore"):
        bits = [x < y, x <= y, x == y, x != y, x > y, x >= y, np.isnan(x) | np.isnan(y),
                np.isnan(x), np.isinf(x), np.isfinite(x),
                np.isfinite(x) & (np.abs(x) >= np.float32(2.0**-126)), np.signbit(x), ~(x < y)]
    m = sum(bit.astype(np.int64) << k for k, bit in enumerate(bits))
    return [place(out, u32(m))]


@ref()
def f32_div(ins, case, wave):
    # OpenCL full profile: x / y <= 2.5 ulp (1 / x has no tighter bound)
    a, b, out, n = ins
    x, y = a[:n].astype(np.float64), b[:n].astype(np.float64)
    want = out.astype(np.float64)
    want[: 2 * n] = rows(x / y, 1.0 / x)
    return [Close(want, 2.5)]


@ref("f32_div_cr")
def f32_div_cr(ins, case, wave):
    # -cl-fp32-correctly-rounded-divide-sqrt: IEEE division, specials included
    a, b, out, n = ins
    with np.errstate(all="ignore"):
        return [place(out, rows(a[:n] / b[:n], np.float32(1) / a[:n]))]


# ---------------------------------------------------------------------------
# fp16.cl: half + - * fma are correctly rounded (cl_khr_fp16); inputs
# +-2^[-4, 3] keep every exact result within an f64, so one rounding of the
# f64 value to half (NumPy's float64 -> float16 cast rounds once) is exact.

@ref()
def f16_arith(ins, case, wave):
    a, b, c, out, n = ins
    x, y, z = (v[:n].astype(np.float64) for v in (a, b, c))
    h = np.float16
    cols = [(x + y).astype(h), (x - y).astype(h), (x * y).astype(h), (x * y + z).astype(h),
            fminmax(a[:n], b[:n], False), fminmax(a[:n], c[:n], True)]
    return [place(out, rows(*cols))]


@ref()
def f16_packed(ins, case, wave):
    a, b, c, out, n = ins
    x, y, z = (v[: 2 * n].astype(np.float64).reshape(n, 2) for v in (a, b, c))
    h = np.float16
    r = np.concatenate([(x + y).astype(h), (x * y).astype(h), (x * y + z).astype(h),
                        (x * y[:, ::-1]).astype(h)], axis=1)
    return [place(out, r.reshape(-1))]


@ref()
def i16_packed(ins, case, wave):
    a, b, out, n = ins
    x, y = a[: 2 * n].astype(np.int64).reshape(n, 2), b[: 2 * n].astype(np.int64).reshape(n, 2)
    m = 0xFFFF
    r = np.concatenate([(x + y) & m, (x - y) & m, (x * y) & m,
                        np.maximum(sext(x, 16), sext(y, 16)) & m, (x << (y & 15)) & m], axis=1)
    return [place(out, r.reshape(-1))]


@ref()
def f16_convert(ins, case, wave):
    a, hb, oh, of, oi, n = ins
    i = np.arange(n)
    with np.errstate(all="ignore"):
        half_x = a[:n].astype(np.float16)  # f32 -> f16, nearest even, overflow to inf
        k = (i * 37).astype(np.float16).astype(np.float64)
        diff = (k - 1000.0).astype(np.float16)
        y = hb[:n]
        conv = np.where(np.isfinite(y), np.trunc(np.where(np.isfinite(y), y, 0)).astype(np.int64), -7)
    return [place(oh, rows(half_x, diff)), place(of, y.astype(np.float32)), place(oi, conv)]


@ref()
def bf16_ops(ins, case, wave):
    # bfloat16 arithmetic is float arithmetic rounded back to bfloat16 (clang
    # promotes __bf16 operations to float on targets without them)
    a, b, o16, o32, n = ins
    xb = bf16_bits(a[:n])
    x, y = bf16_value(xb), bf16_value(b[:n])
    with np.errstate(all="ignore"):
        cols = [xb, bf16_bits(x * y), bf16_bits(x + y)]
    return [place(o16, rows(*cols)), place(o32, y)]


# ---------------------------------------------------------------------------
# wide64.cl: double + - * fma / sqrt are correctly rounded (OpenCL full
# profile, double column).

@ref()
def i64_arith(ins, case, wave):
    a, b, out, n = ins
    x, y = pyints(a[:n]), pyints(b[:n])
    sgn = np.vectorize(lambda v: v - (1 << 64) if v >> 63 else v, otypes=[object])
    sx, sy = sgn(x), sgn(y)
    s = y & 63
    cmp = (sx < sy).astype(int) | (x < y).astype(int) << 1 | (x == y).astype(int) << 2 | \
        (sx >= sy).astype(int) << 3
    rot = np.array([xv if sv == 0 else ((xv << sv) | (xv >> (64 - sv))) & M64 for xv, sv in zip(x, s)],
                   dtype=object)
    o9 = (x & M32) * ((y >> 32) & M32) + ((((x >> 32) & M32) ^ 0x80000000) - 0x80000000)
    cols = [x + y, x - y, x * y, x << s, x >> s, sx >> s, cmp, np.where(sx < sy, x, y), rot, o9]
    return [place(out, u64(rows(*[np.asarray(c, dtype=object) for c in cols])))]


@ref()
def i64_divrem(ins, case, wave):
    a, b, out, n = ins
    x = pyints(a[:n])
    y = pyints(b[:n].view(np.uint64))
    y = np.where(y == 0, 12345, y)
    sgn = np.vectorize(lambda v: v - (1 << 64) if v >> 63 else v, otypes=[object])
    sx, sy = sgn(x), sgn(y)
    sy = np.where(sy == -1, 7, sy)

    def cdiv(p, q):
        r = abs(p) // abs(q)
        return r if (p < 0) == (q < 0) else -r

    q = np.array([cdiv(p, d) for p, d in zip(sx, sy)], dtype=object)
    rem = sx - q * sy
    cols = [x // y, x % y, q, rem, x // 1000000007]
    return [place(out, u64(rows(*cols)))]


@ref()
def f64_arith(ins, case, wave):
    a, b, c, out, n = ins
    x, y, z = a[:n], b[:n], c[:n]
    with np.errstate(all="ignore"):
        cols = [x + y, x - y, x * y, fma_arr(x, y, z, "f64", np.float64), x / y, np.sqrt(np.abs(x)),
                fminmax(x, y, False), fminmax(x, z, True), np.floor(x) + np.trunc(y)]
    return [place(out, rows(*cols))]


@ref()
def f64_convert(ins, case, wave):
    a, b, od, of, ol, n = ins
    x, y = a[:n], b[:n]
    yi = y.astype(np.int64)
    with np.errstate(all="ignore"):
        lo = sext(yi, 32).astype(np.float64)
        hi = ((yi >> 32) & M32).astype(np.float64)
        dcols = [yi.astype(np.float64), yi.view(np.uint64).astype(np.float64),
                 x.astype(np.float32).astype(np.float64), lo + hi]
        fcols = [x.astype(np.float32), yi.astype(np.float32)]
        ax = np.abs(x)
        safe = np.where(np.isfinite(x), x, 0.0)
        c0 = np.where(ax < 9.0e18, np.trunc(np.where(ax < 9.0e18, safe, 0)).astype(np.int64), -1)
        c1 = np.where(ax < 2.0e9, np.trunc(np.where(ax < 2.0e9, safe, 0)).astype(np.int64), -2)
        inr = (x >= 0.0) & (x < 1.8e19)
        c2 = np.where(inr, np.trunc(np.where(inr, safe, 0)).astype(np.uint64).view(np.int64), -3)
    return [place(od, rows(*dcols)), place(of, rows(*fcols)), place(ol, rows(c0, c1, c2))]


# ---------------------------------------------------------------------------
# convert.cl: integer -> float rounds to nearest even, float -> integer
# truncates (OpenCL C §6.2.3); NumPy's casts do both.

@ref()
def cvt_int_float(ins, case, wave):
    a, b, c, of, oi, ol, n = ins
    x, y, z = a[:n], b[:n], c[:n]
    with np.errstate(all="ignore"):
        fcols = [x.astype(np.float32), x.view(np.uint32).astype(np.float32), y.astype(np.float32),
                 y.view(np.uint64).astype(np.float32)]
        az = np.abs(z)
        safe = np.where(np.isfinite(z), z, np.float32(0))
        s1 = az < np.float32(2.0e9)
        s2 = (z >= 0) & (z < np.float32(4.0e9))
        s3 = az < np.float32(9.0e18)
        c0 = np.where(s1, np.trunc(np.where(s1, safe, 0)).astype(np.int64), 12345)
        c1 = np.where(s2, np.trunc(np.where(s2, safe, 0)).astype(np.int64), 54321)
        c2 = np.where(s3, np.trunc(np.where(s3, safe, 0)).astype(np.int64), 777)
    return [place(of, rows(*fcols)), place(oi, i32(rows(c0, c1))), place(ol, c2)]


@ref()
def cvt_narrow(ins, case, wave):
    a, b, ob, os_, oi, n = ins
    x, y = a[:n].astype(np.int64), b[:n].astype(np.int64)
    return [place(ob, rows((x + 3) & 0xFF, (y >> 4) & 0xFF)), place(os_, sext(sext(y, 16) * x, 16)),
            place(oi, rows(x + (x & 0xFF), sext(y, 16) - y))]


# ---------------------------------------------------------------------------
# cvt_pack.cl

def snorm16(x):
    # RDNA 3 ISA f32_to_snorm: clamp to [-1, 1], times 32767, nearest even
    # (rounding UNCONFIRMED); NaN 0
    v = np.rint(np.clip(np.nan_to_num(x.astype(np.float64), nan=0.0), -1, 1) * 32767)
    return v.astype(np.int64) & 0xFFFF


def unorm16(x):
    # f32_to_unorm: clamp to [0, 1], times 65535, nearest even (UNCONFIRMED)
    return np.rint(np.clip(np.nan_to_num(x.astype(np.float64), nan=0.0), 0, 1) * 65535).astype(np.int64)


def sat_u8(x):
    # f32_to_u8: nearest even (UNCONFIRMED), saturated to [0, 255], NaN 0
    return np.rint(np.clip(np.nan_to_num(x.astype(np.float64), nan=0.0), 0, 255)).astype(np.int64)


@ref()
def cvt_pack(ins, case, wave):
    a, b, c, d, out, n = ins
    x, y = a[:n], b[:n]
    p, q = c[:n].astype(np.int64), d[:n].astype(np.int64)
    i = np.arange(n)
    with np.errstate(all="ignore"):
        x300 = x * np.float32(300)

    def pk_u8(v, sel, other):
        # V_CVT_PK_U8_F32 (RDNA 3 ISA): the byte SRC1[1:0] of SRC2 replaced
        sh = 8 * (sel & 3)
        return ((other & M32) & ~(0xFF << sh) & M32) | (sat_u8(v) << sh)

    cols = [snorm16(x) | snorm16(y) << 16, unorm16(x) | unorm16(y) << 16,
            # V_CVT_PK_I16_I32 / V_CVT_PK_U16_U32: saturated (RDNA 3 ISA)
            (np.clip(p, -32768, 32767) & 0xFFFF) | (np.clip(q, -32768, 32767) & 0xFFFF) << 16,
            np.minimum(p & M32, 0xFFFF) | np.minimum(q & M32, 0xFFFF) << 16,
            pk_u8(x300, i & 3, q), pk_u8(y, (i >> 2) & 3, p)]
    return [place(out, u32(rows(*cols)))]


def _two_over_pi_bits(nbits: int) -> int:
    """floor(2^nbits * 2/pi), from Machin's formula pi = 16 atan(1/5) -
    4 atan(1/239) in fixed point with guard bits."""
    prec = nbits + 64
    one = 1 << prec

    def atan_inv(k: int) -> int:
        total, term, kk, sign, j = 0, one // k, k * k, 1, 1
        while term:
            total += sign * (term // j)
            term //= kk
            sign, j = -sign, j + 2
        return total

    pi = 16 * atan_inv(5) - 4 * atan_inv(239)
    return ((2 << (2 * prec)) // pi) >> (prec - nbits)


TWO_OVER_PI = _two_over_pi_bits(1201)


@ref()
def trig_preop(ins, case, wave):
    # V_TRIG_PREOP_F64, RDNA 3 ISA guide pseudocode: shift = 53 * S1[4:0]
    # (+ exponent - 1077 above 1077); the 53 bits of 2/pi's 1201-bit fraction
    # from bit `shift` below the point on; scaled by 2^(-53 - shift), + 128
    # for exponents >= 1968
    a, s, out, n = ins
    res = []
    for i in range(n):
        e = (int(a[i:i + 1].view(np.uint64)[0]) >> 52) & 0x7FF
        for k in (0, 1, 2, 3, int(s[i])):
            shift = 53 * (k & 31) + (e - 1077 if e > 1077 else 0)
            drop = 1201 - 53 - shift
            seg = (TWO_OVER_PI >> drop if drop >= 0 else TWO_OVER_PI << -drop) & ((1 << 53) - 1)
            scale = -53 - shift + (128 if e >= 1968 else 0)
            # one rounding, which only a result below the normal range needs
            res.append(0.0 if seg == 0 else rnd(Fraction(seg) * Fraction(2) ** scale, "f64"))
    return [place(out, np.array(res, np.float64))]


# ---------------------------------------------------------------------------
# bits.cl

def bfe(x, off, w, signed: bool):
    """V_BFE_U32 / V_BFE_I32 (RDNA 3 ISA pseudocode): (S0 >> offset) &
    ((1 << width) - 1), the shift arithmetic for the signed form, whose field
    is then sign-extended from bit width - 1 (width 0 gives 0)."""
    src = sext(x, 32) if signed else x
    f = (src >> off) & ((1 << w) - 1)
    if not signed:
        return f
    top = np.where(w > 0, 1 << np.maximum(w - 1, 0), 0)
    return np.where(w > 0, (f ^ top) - top, 0)


def byte_permute(x, y, sel):
    """V_PERM_B32 (RDNA 3 ISA BYTE_PERMUTE over {S0, S1}, S0 the high dword):
    selector 0-7 a byte, 8-11 the sign bit of byte 1, 3, 5, 7 replicated,
    12 zero, 13 and above 0xff."""
    data = (x << 32) | y
    out = np.zeros_like(x)
    for k in range(4):
        s = (sel >> (8 * k)) & 0xFF
        byte = (data >> (8 * np.minimum(s, 7))) & 0xFF
        sign = ((data >> (8 * (2 * (s - 8) + 1) + 7) * (s >= 8) * (s <= 11)) & 1) * 0xFF
        v = np.where(s < 8, byte, np.where(s <= 11, sign, np.where(s == 12, 0, 0xFF)))
        out = out | (v << (8 * k))
    return out


@ref()
def bit_count(ins, case, wave):
    a, b, out, n = ins
    x, y = a[:n].astype(np.int64), b[:n]
    s = sext(x, 32)
    t = (s ^ (s >> 31)) & M32
    cols = [popcount(a[:n]), 32 - bit_length(x), ctz(x, 32), popcount(y), 64 - bit_length(y),
            ctz(y, 64), 32 - bit_length(t), bitrev32(x)]
    return [place(out, u32(rows(*cols)))]


@ref()
def bit_field(ins, case, wave):
    a, b, out, n = ins
    x, y = a[:n].astype(np.int64), b[:n].astype(np.int64)
    i = np.arange(n, dtype=np.int64)
    off, w = y & 31, (y >> 5) & 31
    cols = [(x >> off) & ((1 << w) - 1), bfe(x, off, w, False), bfe(x, off, w, True),
            (x & 0x00FF00F0) | (y & ~0x00FF00F0 & M32),
            (x & 0xFF) << 24 | (x >> 8 & 0xFF) << 16 | (x >> 16 & 0xFF) << 8 | x >> 24,
            ((x << off) | (x >> ((32 - off) & 31))) & M32,
            # V_ALIGNBIT_B32 / V_ALIGNBYTE_B32: ({S0, S1} >> shift)[31:0]
            (((x << 32) | y) >> off) & M32,
            byte_permute(x, y, 0x07020500 + (i & 0x0C)),
            (((x << 32) | y) >> (8 * (i & 3))) & M32]
    return [place(out, u32(rows(*cols)))]


@ref()
def bit_scalar(ins, case, wave):
    a, out, k = ins
    groups = case.global_size[0] // case.local[0]
    res = []
    for g in range(groups):
        x = (int(a[g]) ^ k) & M32
        y = (int(a[g + 1]) << 32) | ((x * 0x9E3779B9) & M32)
        sx = x - (1 << 32) if x >> 31 else x
        r = [bin(x).count("1"), 32 - x.bit_length(), 32 if x == 0 else (x & -x).bit_length() - 1,
             bin(y).count("1"), 64 - y.bit_length(), int(f"{x:032b}"[::-1], 2),
             (x >> (k & 31)) & 0xFFF, sx >> ((g + k) & 31), (y >> (g & 63)) ^ (y * 3),
             x - k if x > k else k * x]
        res.extend(v & M32 for v in r)
    return [place(out, np.array(res, np.uint32))]


# ---------------------------------------------------------------------------
# transcend.cl: bounds from the OpenCL tables (values from f64 numpy, whose
# error is negligible at f32 scale)

def _interleave_close(n, out, cols, ulps, abs_):
    want = out.astype(np.float64)
    k = len(cols)
    want[: k * n] = rows(*cols)
    u = np.zeros(out.size)
    ab = np.zeros(out.size)
    u[: k * n] = rows(*[np.broadcast_to(v, (n,)) for v in ulps])
    ab[: k * n] = rows(*[np.broadcast_to(v, (n,)) for v in abs_])
    return Close(want, u, ab)


@ref("tr_exp_log", "tr_exp_log_fast")
def tr_exp_log(ins, case, wave):
    # full profile: exp, exp2, log, log2 <= 3 ulp; unsafe-math table: exp,
    # exp2 <= 3 + floor(|2x|) ulp, log and log2 <= 2^-21 absolute on
    # [0.5, 2], else 3 ulp
    a, b, out, n = ins
    x = a[:n].astype(np.float64)
    y = np.abs(b[:n].astype(np.float64))
    fast = case.kernel.endswith("_fast")
    eu = 3 + np.floor(np.abs(2 * x)) if fast else np.full(n, 3.0)
    la = np.where((y >= 0.5) & (y <= 2), 2.0**-21, 0.0) if fast else np.zeros(n)
    return [_interleave_close(n, out, [np.exp(x), np.exp2(x), np.log(y), np.log2(y)],
                              [eu, eu, 3.0, 3.0], [0.0, 0.0, la, la])]


@ref("tr_sqrt_div", "tr_sqrt_div_fast")
def tr_sqrt_div(ins, case, wave):
    # sqrt <= 3 ulp; x / y and 1 / x <= 2.5 ulp; 1 / sqrt(x) two operations:
    # relative errors of 3 and 2.5 ulp add up to at most 11 ulp of the result
    a, b, out, n = ins
    x, y = a[:n].astype(np.float64), b[:n].astype(np.float64)
    ax = np.abs(x)
    return [_interleave_close(n, out, [np.sqrt(ax), 1 / np.sqrt(ax), x / y, 1 / y],
                              [3.0, 11.0, 2.5, 2.5], [0.0] * 4)]


@ref("tr_sin_cos", "tr_sin_cos_fast")
def tr_sin_cos(ins, case, wave):
    # absolute error <= 2^-11 (unsafe-math table; clang lowers both builds to
    # v_sin_f32 / v_cos_f32, a native sine)
    a, out, n = ins
    x = a[:n].astype(np.float64)
    return [_interleave_close(n, out, [np.sin(x), np.cos(x)], [0.0, 0.0], [2.0**-11] * 2)]


# ---------------------------------------------------------------------------
# control.cl (and its wave64 build)

@ref("cf_divergent_if", "cf_divergent_if_w64")
def cf_divergent_if(ins, case, wave):
    a, out, n = ins
    x = a[:n].astype(np.int64)
    i = np.arange(n, dtype=np.int64)
    r4 = sext(x ^ 0x5A5A5A5A, 32)
    r = np.where(x & 1, np.where(x & 2, x * 3 + 1, x >> 2),
                 np.where((x & 12) == 4, np.where(r4 < 0, -r4, r4), i - x))
    return [place(out, i32(r))]


@ref("cf_switch", "cf_switch_w64")
def cf_switch(ins, case, wave):
    a, out, n = ins
    x = a[:n].astype(np.int64)
    i = np.arange(n, dtype=np.int64)
    m = x % 7
    # case 3 falls through to case 4
    r = np.select([m == 0, m == 1, m == 2, (m == 3) | (m == 4), m == 5],
                  [x // 7, x * 5, ~x, (x ^ i) + 1, popcount(a[:n])], i)
    return [place(out, u32(r))]


@ref("cf_collatz", "cf_collatz_w64")
def cf_collatz(ins, case, wave):
    a, out, n = ins
    x = a[:n].astype(np.int64) % 1000 + 1
    steps = np.zeros(n, np.int64)
    while True:
        live = (x != 1) & (steps < 500)
        if not live.any():
            break
        x = np.where(live, np.where(x & 1, (3 * x + 1) & M32, x >> 1), x)
        steps += live
    return [place(out, steps)]


@ref("cf_early_exit", "cf_early_exit_w64")
def cf_early_exit(ins, case, wave):
    a, out, n, limit = ins
    x = a[:n].astype(np.int64)
    i = np.arange(n)
    _, r300 = ctrunc_div(x, np.int64(300))
    _, r5 = ctrunc_div(x, np.int64(5))
    found = np.full(n, -2, np.int64)
    acc = np.zeros(n, np.int64)
    live = np.ones(n, bool)
    for k in range(limit):
        v = a[(i + k) % n].astype(np.int64)
        step = live & ((v & 3) != 0)
        acc = np.where(step, acc + (v & 0xFF), acc)
        hit = step & (acc > r300 + 300)
        found = np.where(hit, k, found)
        live &= ~hit
    r = np.where(r5 == 0, -1, found * 1000 + (acc & 0x3FF))
    return [place(out, i32(r))]


@ref("cf_nested_loops", "cf_nested_loops_w64")
def cf_nested_loops(ins, case, wave):
    a, out, n, rounds = ins
    x = a[:n].astype(np.int64)
    acc = np.zeros(n, np.int64)
    for r in range(rounds):
        m = (x >> (r & 7)) & 15
        for k in range(16):
            acc = np.where(k < m, (acc * 31 + (x ^ k ^ r)) & M32, acc)
        acc = np.where(acc & 0x10000, acc ^ r, acc)
    return [place(out, acc)]


# ---------------------------------------------------------------------------
# scratch.cl

@ref()
def priv_scratch(ins, case, wave):
    a, out, n = ins
    x = a[:n].astype(np.int64)
    rws = np.arange(n)
    buf = np.zeros((n, 64), np.int64)
    s = x.copy()
    for k in range(64):
        s = (s * 1103515245 + 12345) & M32
        buf[:, k] = s
    j = x & 63
    acc = np.zeros(n, np.int64)
    for k in range(48):
        acc = (acc + (buf[rws, j] ^ k)) & M32
        buf[rws, (j * 7 + k) & 63] = acc
        j = (buf[rws, (j + k) & 63] >> 7) & 63
    return [place(out, acc ^ buf[rws, x % 64])]


@ref()
def priv_sort(ins, case, wave):
    a, out, n = ins
    return [place(out, np.sort(a[: 16 * n].reshape(n, 16), axis=1).reshape(-1))]


@ref()
def priv_small(ins, case, wave):
    a, out, n = ins
    x = a[:n].astype(np.int64)
    rws = np.arange(n)
    v = (x[:, None] + np.arange(8, dtype=np.int64)[None, :] * 0x01010101) & M32
    j = x >> 29
    v[rws, j] ^= 0xFFFF
    v[rws, (j + 3) & 7] = (v[rws, (j + 3) & 7] + v[rws, j]) & M32
    return [place(out, v[rws, x & 7] + v[rws, (x >> 3) & 7])]


# ---------------------------------------------------------------------------
# lds.cl (and its wave64 build)

@ref("lds_reverse", "lds_reverse_w64")
def lds_reverse(ins, case, wave):
    a, out = ins
    t = a.reshape(-1, 256).astype(np.int64)
    return [place(out, t[:, ::-1] + np.arange(256)[None, :])]


@ref("lds_transpose", "lds_transpose_w64")
def lds_transpose(ins, case, wave):
    a, out, w, h = ins
    return [a.reshape(h, w).T.reshape(-1).copy()]


@ref("lds_stencil", "lds_stencil_w64")
def lds_stencil(ins, case, wave):
    a, out, n = ins
    x = a[:n].astype(np.int64)
    left = np.concatenate([x[:1], x[:-1]])
    right = np.concatenate([x[1:], x[-1:]])
    return [place(out, i32(left - 2 * x + 3 * right))]


@ref("lds_tree_reduce", "lds_tree_reduce_w64")
def lds_tree_reduce(ins, case, wave):
    a, out = ins
    return [place(out, a.reshape(-1, 256).astype(np.int64).sum(axis=1) & M32)]


@ref("lds_scan", "lds_scan_w64")
def lds_scan(ins, case, wave):
    a, out = ins
    return [place(out, np.cumsum(a.reshape(-1, 128).astype(np.int64), axis=1) & M32)]


@ref("lds_dynamic", "lds_dynamic_w64")
def lds_dynamic(ins, case, wave):
    a, out, _, _ = ins
    wg = case.local[0]
    t = a.reshape(-1, wg).astype(np.int64)
    l = np.arange(wg)
    g = np.arange(t.shape[0])[:, None]
    r = t[:, (l + 1) % wg] * 2 + t[:, (l * 5) % wg] + (l % 16) ** 2 + g
    return [place(out, r.reshape(-1) & M32)]


# ---------------------------------------------------------------------------
# atomics_suite.cl: every result below is the same whatever the order in
# which the atomics happen (sums, and/or/xor, min/max, counts)

@ref()
def atom_global(ins, case, wave):
    a, c, n = ins
    x = a[:n].astype(np.int64)
    s = sext(x, 32)
    want = [c[0] + (x & 0xFF).sum(), int(c[1]) - 3 * n, np.bitwise_and.reduce(x | 0x10000) & int(c[2]),
            np.bitwise_or.reduce(x & 0x0F0F0F0F) | int(c[3]), np.bitwise_xor.reduce(x) ^ int(c[4]),
            min(int(sext(c[5], 32)), s.min()), max(int(sext(c[6], 32)), s.max()),
            min(int(c[7]), x.min()), max(int(c[8]), x.max()), int(c[9]) + n,
            int(c[10]) + n * (n - 1) // 2]
    return [u32(np.array(want, np.int64))]


@ref()
def atom_cas(ins, case, wave):
    a, c, n = ins
    x = a[:n].astype(np.int64)
    first = [(int(c[0]) + (x >> 20).sum()) & M32, max(int(c[1]), x.max())]

    def check(got):
        assert list(got[:2]) == first, (got, first)
        # the exchanged-in indices: all come back as old values but the final one
        assert 0 <= got[2] < n, got
        assert (int(got[2]) + int(got[3])) & M32 == (int(c[2]) + n * (n - 1) // 2) & M32, got
    return [check]


@ref()
def atom_lds_hist(ins, case, wave):
    data, hist, n = ins
    return [place(hist, np.bincount(data[:n] & 63, minlength=64))]


@ref()
def atom_lds_ops(ins, case, wave):
    a, out = ins
    wg = case.local[0]
    res = []
    for x in a.reshape(-1, wg).astype(np.int64):
        s = [(x & 0xFFF).sum(), -(x >> 24).sum(), x.max(), np.bitwise_or.reduce(x & 0x11111111),
             np.bitwise_and.reduce(x | 0x00FF00FF), min(0x7FFFFFFF, int(sext(x, 32).min())),
             np.bitwise_xor.reduce(x),
             # atomic_inc with wrap 40 (DS_INC_U32: old >= 40 ? 0 : old + 1)
             wg % 41, (x & 0xFF).sum(), wg,
             wg * (wg - 1) // 2]
        res.extend(int(v) & M32 for v in s)
    return [place(out, np.array(res, np.uint32))]


@ref()
def atom_64(ins, case, wave):
    a, c, n = ins
    x = [int(v) for v in a[:n]]
    sx = [v - (1 << 64) if v >> 63 else v for v in x]
    c0 = [int(v) for v in c]
    sc = [v - (1 << 64) if v >> 63 else v for v in c0]
    and_, or_, xor = c0[1], c0[2], c0[3]
    for v in x:
        and_ &= v | 0x00FF00FF00FF00FF
        or_ |= v & 0x0101010101010101
        xor ^= v
    want = [c0[0] + sum(v >> 8 for v in x), and_, or_, xor, min(sc[4], *sx), max(sc[5], *sx),
            min(c0[6], *x), max(c0[7], *x)]
    return [u64(want)]


@ref()
def atom_float(ins, case, wave):
    # every addend is a multiple of 1/8 below 2^31 and there are fewer than
    # 2^8 of them: each partial sum is exact, in any order
    a, f, d, n = ins
    x = a[:n].astype(np.int64)
    _, r = ctrunc_div(x, np.int64(1000))
    v = r.astype(np.float64)
    i = np.arange(n)
    sums = [v.sum()] + [(-v[(i & 3) == k] * 0.5).sum() for k in range(4)] + [(v * 0.25).sum()]
    return [place(f, np.array(sums) + f.astype(np.float64)), place(d, [(x * 0.125).sum() + d[0]])]


# ---------------------------------------------------------------------------
# crosslane.cl: lane moves as the RDNA 3 ISA guide defines them (DPP16 row
# operations within rows of 16 lanes, ds_swizzle within groups of 32 lanes,
# ds_(b)permute across the wave); the kernels assume wave32.

def waves(v, wave: int):
    return np.asarray(v).reshape(-1, wave)


def dpp_row_scan(x):
    """row_shr:1,2,4,8 adds (source lanes outside the row keep `old` = 0),
    then the upper row adds lane 15's total (readlane), per wave of 32."""
    s = waves(x.astype(np.int64), 32).copy()
    l = np.arange(32) % 16
    for d in (1, 2, 4, 8):
        src = np.arange(32) - d
        sh = np.where(l >= d, s[:, np.maximum(src, 0)], 0)
        s = (s + sh) & M32
    s[:, 16:] = (s[:, 16:] + s[:, 15:16]) & M32
    return s


@ref()
def xl_dpp(ins, case, wave):
    a, scan, moves = ins
    x = waves(a.astype(np.int64), 32)
    lane = np.arange(32)
    row, l = lane // 16 * 16, lane % 16
    quad = x[:, lane ^ 3]
    mirror = x[:, row + 15 - l]
    ror = x[:, row + (l - 5) % 16]  # row_ror: lane l reads lane (l - 5) mod 16 of its row
    shl = np.where(l + 3 < 16, x[:, np.minimum(lane + 3, 31)], 7)  # invalid lanes keep old = 7
    mv = np.stack([quad, mirror, ror, shl], axis=2).reshape(-1)
    return [place(scan, dpp_row_scan(a).reshape(-1)), place(moves, mv)]


@ref()
def xl_swizzle(ins, case, wave):
    a, out = ins
    s = waves(a.astype(np.int64), 32)
    lane = np.arange(32)
    total = s.copy()
    for m in (1, 2, 4, 8, 16):  # bit mode: and 0x1f, xor m
        total = (total + total[:, lane ^ m]) & M32
    # QDMode 0x4e: lane k of each quad reads lane [2, 3, 0, 1][k]
    qp = s[:, (lane & ~3) | np.array([2, 3, 0, 1])[lane & 3]]
    return [place(out, np.stack([total, qp], axis=2).reshape(-1))]


@ref()
def xl_permute(ins, case, wave):
    a, out, r = ins
    x = waves(a, 32)
    lane = np.arange(32)
    pull = x[:, (lane + r) % 32]  # ds_bpermute: lane l reads lane (l + r) mod 32
    push = x[:, (lane - r) % 32]  # ds_permute: lane l writes lane (l + r) mod 32
    return [place(out, np.stack([pull, push], axis=2).reshape(-1))]


@ref()
def xl_readlane(ins, case, wave):
    a, out, packed, k = ins
    x = waves(a.astype(np.int64), 32)
    odd = (x & 1) != 0
    below = np.cumsum(odd, axis=1) - odd  # mbcnt_lo of the ballot
    o2 = odd.sum(axis=1, keepdims=True) * 1000 + below
    o3 = np.full(x.shape, M32, np.int64)
    for w in range(x.shape[0]):
        act = np.flatnonzero(x[w] & 2)
        if act.size:
            o3[w, act] = (x[w, act[0]] + act[0]) & M32
    o = np.stack([np.repeat(x[:, :1], 32, 1), np.repeat(x[:, k % 32:k % 32 + 1], 32, 1), o2, o3], axis=2)
    pk = waves(packed.astype(np.int64), 32).copy()
    for w in range(x.shape[0]):
        vals = x[w][odd[w]]
        pk[w, : vals.size] = vals
    return [place(out, o.reshape(-1)), place(packed, pk.reshape(-1))]


@ref()
def xl_wg_scan(ins, case, wave):
    a, out = ins
    return [place(out, np.cumsum(a.reshape(-1, 128).astype(np.int64), axis=1) & M32)]


# ---------------------------------------------------------------------------
# matmul.cl and wmma.cl: inputs are multiples of 1/4 in [-2, 2], so every
# product and partial sum of gemm is exact in f32. A WMMA instruction adds
# its 16 products to C; the sum (exact here in f64) is rounded to the result
# type after each instruction, to nearest even (the hardware's internal
# rounding is UNCONFIRMED)

@ref()
def gemm_tiled(ins, case, wave):
    A, B, C, m, n, k = ins
    r = A.astype(np.float64).reshape(m, k) @ B.astype(np.float64).reshape(k, n)
    return [place(C, r.reshape(-1).astype(np.float32))]


@ref()
def gemm_wmma(ins, case, wave):
    return gemm_tiled(ins, case, wave)


def _value(buf: np.ndarray, arg: Buf) -> np.ndarray:
    if arg.elem == "bf16":
        return bf16_value(buf).astype(np.float64)
    return buf.astype(np.float64)


def _round_to(v: np.ndarray, elem: str) -> np.ndarray:
    if elem == "f16":
        return v.astype(np.float16).astype(np.float64)
    if elem == "bf16":
        return bf16_value(bf16_bits(v.astype(np.float32))).astype(np.float64)
    return v.astype(np.float32).astype(np.float64)


@ref("wmma_f16_lo", "wmma_f16_hi", "wmma_bf16_lo", "wmma_bf16_hi", "wmma_f16_lo_w64",
     "wmma_f16_hi_w64", "wmma_bf16_lo_w64", "wmma_bf16_hi_w64", "wmma_f32_f16_w64",
     "wmma_f32_bf16_w64")
def wmma_float(ins, case, wave):
    A, B, C, D, m, n, k = ins
    a = _value(A, case.args[0]).reshape(m, k)
    b = _value(B, case.args[1]).reshape(k, n)
    out_elem = case.args[2].elem
    acc = _value(C, case.args[2]).reshape(m, n)
    for k0 in range(0, k, 16):
        acc = _round_to(acc + a[:, k0:k0 + 16] @ b[k0:k0 + 16, :], out_elem)
    if out_elem == "bf16":
        return [bf16_bits(acc.reshape(-1).astype(np.float32))]
    return [acc.reshape(-1).astype(D.dtype)]


@ref("wmma_i32_iu8_w64", "wmma_i32_iu4_w64")
def wmma_int(ins, case, wave):
    # iu8: A signed bytes, B unsigned; iu4: the low nibbles, both signed
    A, B, C, D, m, n, k = ins
    if "iu4" in case.kernel:
        a, b = sext(A, 4), sext(B, 4)
    else:
        a, b = sext(A, 8), B.astype(np.int64)
    r = a.reshape(m, k) @ b.reshape(k, n) + C.astype(np.int64).reshape(m, n)
    return [i32(r.reshape(-1))]


# ---------------------------------------------------------------------------
# grids.cl (and its wave64 build)

@ref("grid3d", "grid3d_w64")
def grid3d(ins, case, wave):
    out, nx, ny, nz = ins
    lx, ly, lz = case.local
    z, y, x = np.meshgrid(np.arange(nz), np.arange(ny), np.arange(nx), indexing="ij")
    o0 = x | y << 10 | z << 20
    o1 = x % lx | (y % ly) << 8 | (z % lz) << 16
    # the workgroup size reported is the full one (4 x 4), also in partial groups
    o2 = x // lx | (y // ly) << 8 | (z // lz) << 16 | lx << 24 | ly << 28
    return [place(out, np.stack([o0, o1, o2], axis=-1).reshape(-1) & M32)]


@ref("grid2d_blur", "grid2d_blur_w64")
def grid2d_blur(ins, case, wave):
    a, out, w, h = ins
    img = a.reshape(h, w).astype(np.int64)
    pad = np.pad(img, 1, mode="edge")
    s = sum(pad[1 + dy:1 + dy + h, 1 + dx:1 + dx + w] for dy in (-1, 0, 1) for dx in (-1, 0, 1))
    return [place(out, i32(s.reshape(-1)))]


@ref("partial_lds", "partial_lds_w64")
def partial_lds(ins, case, wave):
    a, out, n = ins
    wg = case.local[0]
    res = []
    for base in range(0, n, wg):
        t = a[base:min(base + wg, n)].astype(np.int64)
        res.append(t[::-1] ^ np.arange(t.size))
    return [place(out, np.concatenate(res))]


# ---------------------------------------------------------------------------
# buffer.cl: raw V# of `limit` dwords with OOB_SELECT 3: an access is in
# range when offset + size fits NUM_RECORDS bytes, checked per dword for
# accesses wider than a dword (RDNA 3 ISA guide, buffer range checking);
# out-of-range loads read 0, out-of-range stores are dropped

@ref()
def buf_rw(ins, case, wave):
    a, out, st, n, limit = ins
    nbytes = 4 * limit
    i = np.arange(n)
    x = a.astype(np.int64)
    word = lambda idx, ok: np.where(ok, x[np.minimum(idx, a.size - 1)], 0)  # noqa: E731
    ab = a.view(np.uint8).astype(np.int64)
    ah = a.view(np.uint16).astype(np.int64)
    cols = [word(i, 4 * i + 4 <= nbytes), sext(ab[i], 8) & M32, ah[i],
            # the scalar offset 8 counts toward the range
            word(i + 2, 4 * i + 12 <= nbytes)]
    cols += [word(4 * i + d, 16 * i + 4 * d + 4 <= nbytes) for d in range(4)]
    s = st.astype(np.int64).copy()
    xi = x[:n]
    stored = ((xi * 3 + 1) & 0xFF) | ((xi >> 8) & 0xFF) << 8 | (xi >> 16) << 16
    ok = 4 * i + 4 <= nbytes
    s[:n] = np.where(ok, stored, s[:n])
    return [place(out, u32(rows(*cols))), u32(s)]


@ref()
def buf_wide(ins, case, wave):
    a, out, st, n, limit = ins
    x = a.astype(np.int64)
    d = np.arange(2 * n)
    o = np.where(d < limit, x[d], 0)
    s = st.astype(np.int64).copy()
    t = np.arange(3 * n)
    s[t] = np.where(t < limit, x[t], s[t])
    return [place(out, o), u32(s)]


@ref()
def buf_atomics(ins, case, wave):
    # the float addends are multiples of 1/8 below 125 and fewer than 2^8:
    # each partial sum is exact in f32, in any order
    a, c, n = ins
    x = a[:n].astype(np.int64)
    _, r = ctrunc_div(x, np.int64(1000))
    fx = x.astype(np.float32)
    f = c.view(np.float32)
    want = c.astype(np.int64).copy()
    want[0] = c[0] + n
    want[1] = c[1] + sum(int(c[0]) + k for k in range(n))
    want[2] = np.float32(f[2] + (r * 0.125).sum()).view(np.uint32)
    want[3] = np.float32(max(f[3], fx.max())).view(np.uint32)
    want[4] = np.float32(min(f[4], fx.min())).view(np.uint32)
    want[5] = int(c[5]) + (x & 0xFFFF).sum()
    want[6] = 1 if c[6] == 0 else c[6]
    want[7] = c[7] + (1 if c[6] == 0 else 0)
    return [u32(want)]  # word 8 lies past the range: its add is dropped


@ref()
def buf_struct(ins, case, wave):
    # structured: record i in range while i < NUM_RECORDS; OOB_SELECT 0 also
    # needs offset + size <= stride (12), OOB_SELECT 1 the index only
    a, out, st, n, records = ins
    x = a.astype(np.int64)
    i = np.arange(n)
    inr = i < records
    rec = lambda k: np.where(inr, x[np.minimum(3 * i + k, a.size - 1)], 0)  # noqa: E731
    cols = [rec(1), np.zeros(n, np.int64), rec(1), rec(2), rec(3)]
    s = st.astype(np.int64).copy()
    s[:n] = np.where(inr, 7 * i, s[:n])
    return [place(out, u32(rows(*cols))), u32(s)]


# ---------------------------------------------------------------------------
# minmax.cl

def med3(x, y, z):
    """V_MED3_F32 (RDNA 3 ISA pseudocode): with a NaN among the three, their
    v_min3; else if max3 == S0, max(S1, S2); elif max3 == S1, max(S0, S2);
    else max(S0, S1)."""
    mn = fminmax(fminmax(x, y, False), z, False)
    mx = fminmax(fminmax(x, y, True), z, True)
    nan = np.isnan(x) | np.isnan(y) | np.isnan(z)
    r = np.where(mx == x, fminmax(y, z, True), np.where(mx == y, fminmax(x, z, True), fminmax(x, y, True)))
    return np.where(nan, mn, r).astype(x.dtype)


@ref()
def f32_minmax3(ins, case, wave):
    a, b, c, out, n = ins
    x, y, z = a[:n], b[:n], c[:n]
    mn, mx = (lambda p, q: fminmax(p, q, False)), (lambda p, q: fminmax(p, q, True))
    with np.errstate(invalid="ignore"):
        cols = [mn(mn(x, y), z), mx(mx(x, y), z), mn(mx(x, y), z), mx(mn(x, y), z), med3(x, y, z)]
    return [place(out, rows(*cols))]


def sad(x, y, width: int, masked: bool = False):
    """Sum over `width`-bit fields of |x - y| (V_SAD_U8 / V_SAD_U16; V_MSAD_U8
    skips fields where y's is 0), RDNA 3 ISA pseudocode."""
    s = np.zeros_like(x)
    m = (1 << width) - 1
    for k in range(0, 32, width):
        fx, fy = (x >> k) & m, (y >> k) & m
        d = np.abs(fx - fy)
        s = s + (np.where(fy == 0, 0, d) if masked else d)
    return s


@ref()
def int_sad(ins, case, wave):
    a, b, c, out, n = ins
    x, y, z = (v[:n].astype(np.int64) for v in (a, b, c))
    # V_LERP_U8: each byte (x + y + bit 8k of z) >> 1
    lerp = sum((((x >> 8 * k & 0xFF) + (y >> 8 * k & 0xFF) + (z >> 8 * k & 1)) >> 1) << 8 * k
               for k in range(4))
    cols = [z + sad(x, y, 8), z + sad(x, y, 8, True), z + (sad(x, y, 8) << 16), z + sad(x, y, 16), lerp]
    return [place(out, u32(rows(*cols)))]


@ref()
def f16_dot2(ins, case, wave):
    # two chained v_dot2 steps, each the exact sum rounded to f32; the
    # rounding inside a step is UNCONFIRMED: a few units of 2^-24 of the
    # terms' magnitudes per step
    a, b, out, n = ins
    ha, hb = a.astype(np.float64), b.astype(np.float64)
    acc = out[:n].astype(np.float32).astype(np.float64)
    slack = np.zeros(n)
    for s in range(2):
        k = 4 * np.arange(n) + 2 * s
        terms = [ha[k] * hb[k], ha[k + 1] * hb[k + 1], acc]
        slack += 4 * 2.0**-24 * sum(np.abs(t) for t in terms)
        acc = sum(terms).astype(np.float32).astype(np.float64)
    return [Close(acc, 0.0, slack)]


# ---------------------------------------------------------------------------
# misc.cl

@ref()
def xl_permlane16(ins, case, wave):
    # V_PERMLANE16_B32 / V_PERMLANEX16_B32 (RDNA 3 ISA): lane 16r + i reads
    # lane 16r' + nibble i of {s2, s1}, r' = r (x16: the other row). A
    # disabled source lane gives `old` unless FI (the value anyway) or
    # BOUND_CTRL (0): the DPP rule (RDNA 3 ISA §7.7), UNCONFIRMED here
    a, out, s1, s2 = ins
    x = waves(a.astype(np.int64), 32)
    sel = (s2 << 32) | s1
    lane = np.arange(32)
    nib = np.array([(sel >> (4 * (l % 16))) & 15 for l in lane])
    same = (lane // 16) * 16 + nib
    other = (1 - lane // 16) * 16 + nib
    odd = (lane & 1) == 1  # the global index's parity is the lane's

    def perm(src, fi, bc):
        v = x[:, src]
        live = odd[src] | fi
        return np.where(live, v, 0 if bc else 0xDEAD)

    inactive = np.full(x.shape, 0xBEEF)
    cols = [x[:, same], x[:, other]]
    cols += [np.where(odd, perm(same, False, False), inactive),
             np.where(odd, perm(same, False, True), inactive),
             np.where(odd, perm(same, True, False), inactive),
             np.where(odd, perm(other, True, True), inactive)]
    return [place(out, np.stack(cols, axis=2).reshape(-1))]


def f16_rtz(v):
    # V_CVT_PK_RTZ_F16_F32 rounds toward zero whatever MODE says (RDNA 3
    # ISA): a finite value too large gives +-65504; f16 denormals are kept
    return f16_from(v, "rz")


@ref()
def f32_cube_rtz(ins, case, wave):
    # V_CUBEID/SC/TC/MA_F32, RDNA 3 ISA pseudocode: the z face when |z| >=
    # |x| and |z| >= |y|, else y when |y| >= |x|, else x
    a, b, c, p, q, cube, rtz, n = ins
    x, y, z = a[:n], b[:n], c[:n]
    ax, ay, az = np.abs(x), np.abs(y), np.abs(z)
    with np.errstate(invalid="ignore", over="ignore"):
        zf = (az >= ax) & (az >= ay)
        yf = ~zf & (ay >= ax)
        f32 = np.float32
        cid = np.where(zf, np.where(z < 0, f32(5), f32(4)),
                       np.where(yf, np.where(y < 0, f32(3), f32(2)), np.where(x < 0, f32(1), f32(0))))
        sc = np.where(zf, np.where(z < 0, -x, x), np.where(yf, x, np.where(x < 0, z, -z)))
        tc = np.where(zf, -y, np.where(yf, np.where(y < 0, -z, z), -y))
        ma = np.where(zf, z, np.where(yf, y, x)) * f32(2)
    lo = f16_rtz(p[:n]).view(np.uint16).astype(np.int64)
    hi = f16_rtz(q[:n]).view(np.uint16).astype(np.int64)
    return [place(cube, rows(cid, sc, tc, ma)), place(rtz, lo | hi << 16)]


@ref()
def mem_addtid(ins, case, wave):
    # GLOBAL_LOAD/STORE_ADDTID_B32 (RDNA 3 ISA): MEM[SADDR + OFFSET + 4 *
    # lane]; lane l of the wave starting at item f loads a[f + 2 + l] and
    # stores it + 1000 to out[f + 1 + l]; out[0] is never written
    a, out = ins
    g = case.global_size[0]
    return [place(out, (a[2:g + 2].astype(np.int64) + 1000) & M32, start=1)]


# ---------------------------------------------------------------------------
# ftz.cl, built with -cl-denorms-are-zero: FLOAT_DENORM_MODE_32 = 0 flushes
# f32 denormal sources and results to a zero of the same sign (AMDGPUUsage,
# FLOAT_DENORM_MODE_32; LLVM SIDefines.h FP_DENORM_FLUSH_IN_FLUSH_OUT), f16
# keeps its denormals (FLOAT_DENORM_MODE_16_64 = 3). An operation reads
# flushed operands, rounds once, then flushes a denormal result; the class
# test reads the bits as they are.

def flush(v):
    v = np.asarray(v, np.float32)
    return np.where(np.abs(v) < np.float32(2.0**-126), np.copysign(np.float32(0), v), v).astype(np.float32)


@ref()
def ftz_f32(ins, case, wave):
    a, b, c, e, h, out, mask, n = ins
    x, y, z = flush(a[:n]), flush(b[:n]), flush(c[:n])
    with np.errstate(all="ignore"):
        ld = (x.astype(np.float64) * np.exp2(e[:n].astype(np.float64))).astype(np.float32)
        cols = [x + y, x - y, x * y, fma_arr(x, y, z, "f32", np.float32), fminmax(x, y, False),
                fminmax(x, y, True), ld, x * np.float32(0.75),
                h[:n].astype(np.float16).astype(np.float32), x.astype(np.float16).astype(np.float32)]
        cols = [flush(v) for v in cols[:8]] + cols[8:]
        raw = a[:n]
        sub = (raw != 0) & (np.abs(raw) < np.float32(2.0**-126))
        m = (x < y).astype(np.int64) | (x == y).astype(np.int64) << 1 | (x > 0).astype(np.int64) << 2 | \
            sub.astype(np.int64) << 3
    return [place(out, rows(*cols)), place(mask, m)]


@ref()
def ftz_div_cr(ins, case, wave):
    # correctly rounded x / y on flushed operands, the quotient flushed
    a, b, out, n = ins
    with np.errstate(all="ignore"):
        return [place(out, flush(flush(a[:n]) / flush(b[:n])))]


# ---------------------------------------------------------------------------
# round.cl: MODE.FP_ROUND m (both fields; 0 nearest even, 1 toward +inf, 2
# toward -inf, 3 toward zero: LLVM SIDefines.h FP_ROUND_*) for each block;
# each operation's exact result rounded once in the block's mode (IEEE
# 754-2019 §4.3), overflow by direction (§7.4), exact zero sums +0 or -0
# toward -inf (§6.3)

MODES = {0: "rne", 1: "up", 2: "down", 3: "rz"}


def _add(x: float, y: float, fmt: str, mode: str) -> float:
    q = Fraction(x) + Fraction(y)
    return zero_sum_sign(x, y, mode) if q == 0 else rnd(q, fmt, mode)


def _mul(x: float, y: float, fmt: str, mode: str) -> float:
    q = Fraction(x) * Fraction(y)
    return math.copysign(0.0, x) * math.copysign(1.0, y) if q == 0 else rnd(q, fmt, mode)


def _conv(v: float, fmt: str, mode: str) -> float:
    return v if v == 0 else rnd(Fraction(v), fmt, mode)


@ref()
def round_modes(ins, case, wave):
    a, b, c, ki, dd, ww, pp, rr, out, out16, n = ins
    o = np.zeros((n, 32), np.float32)
    q = np.zeros((n, 16), np.float16)
    tenth = float(np.float32(0.1))
    for i in range(n):
        x, y, z, w = (float(v[i]) for v in (a, b, c, ww))
        k = int(ki[i])
        d = float(dd[i])
        p, r = float(pp[i]), float(rr[i])
        for m, mode in MODES.items():
            o[i, 8 * m:8 * m + 8] = [
                _add(x, y, "f32", mode), _add(x, -y, "f32", mode), _mul(x, y, "f32", mode),
                fma_one(x, y, z, "f32", mode), _conv(float(k), "f32", mode),
                _conv(float(k & M32), "f32", mode), _conv(d, "f32", mode), _mul(x, tenth, "f32", mode)]
            q[i, 4 * m:4 * m + 4] = [
                _conv(w, "f16", mode), _add(p, r, "f16", mode), _mul(p, r, "f16", mode),
                _add(p, -r, "f16", mode)]
    return [place(out, o.view(np.uint32).reshape(-1)), place(out16, q.view(np.uint16).reshape(-1))]

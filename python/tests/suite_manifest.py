"""The kernel suite's manifest (tests/kernels/manifest) read in Python: each
kernel's object, launch size and arguments, and its inputs generated as the
manifest's header describes them (splitmix64 streams, one per seed)."""

from dataclasses import dataclass, field
from pathlib import Path
from typing import List, Optional, Tuple, Union

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
MANIFEST = ROOT / "tests" / "kernels" / "manifest"

# manifest type -> NumPy dtype (bf16 travels as its 16-bit pattern)
DTYPES = {
    "u8": np.uint8, "i8": np.int8, "u16": np.uint16, "i16": np.int16,
    "u32": np.uint32, "i32": np.int32, "u64": np.uint64, "i64": np.int64,
    "f16": np.float16, "bf16": np.uint16, "f32": np.float32, "f64": np.float64,
}
FLOATS = ("f16", "bf16", "f32", "f64")
SIZES = {"u8": 1, "i8": 1, "u16": 2, "i16": 2, "f16": 2, "bf16": 2,
         "u32": 4, "i32": 4, "f32": 4, "u64": 8, "i64": 8, "f64": 8}
M64 = (1 << 64) - 1


@dataclass
class Buf:
    elem: str
    n: int
    init: str
    out: bool


@dataclass
class Scalar:
    elem: str
    value: str


@dataclass
class Local:
    size: int


Arg = Union[Buf, Scalar, Local]


@dataclass
class Case:
    kernel: str
    obj: str
    global_size: Tuple[int, int, int]
    local: Tuple[int, int, int]
    args: List[Arg] = field(default_factory=list)


def _dims(s: str) -> Tuple[int, int, int]:
    d = [int(p) for p in s.split(",")]
    if not 1 <= len(d) <= 3:
        raise ValueError(f"bad size {s!r}")
    return tuple(d + [1] * (3 - len(d)))  # type: ignore[return-value]


def _arg(s: str) -> Arg:
    if s.startswith("local:"):
        return Local(int(s[6:]))
    out = s.startswith("out:")
    body = s[4:] if out else s
    if "[" in body:
        t, rest = body.split("[", 1)
        n, init = rest.split("]", 1)
        if t not in DTYPES or (init and not init.startswith("=")):
            raise ValueError(f"bad argument {s!r}")
        return Buf(t, int(n), init[1:] or "zeros", out)
    t, v = body.split("=", 1)
    if out or t not in DTYPES:
        raise ValueError(f"bad argument {s!r}")
    return Scalar(t, v)


def read_manifest(path: Path = MANIFEST) -> List[Case]:
    cases = []
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        w = line.split()
        cases.append(Case(w[0], w[1], _dims(w[2]), _dims(w[3]), [_arg(a) for a in w[4:]]))
    return cases


class SplitMix64:
    """splitmix64 (Steele, Lea, Flood 2014) on a seed mixed as the manifest's
    runner mixes it: state = seed * golden ratio ^ 0x2545f4914f6cdd1d."""

    def __init__(self, seed: int):
        self.s = (seed * 0x9E3779B97F4A7C15 ^ 0x2545F4914F6CDD1D) & M64

    def next(self) -> int:
        self.s = (self.s + 0x9E3779B97F4A7C15) & M64
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)

    def unit(self) -> float:
        return (self.next() >> 11) / float(1 << 53)


def bf16_bits(x: np.ndarray) -> np.ndarray:
    """f32 -> bfloat16 bit patterns, round to nearest even, NaNs kept quiet."""
    b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    r = ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)
    nan = np.isnan(np.asarray(x, np.float32))
    return np.where(nan, ((b >> 16) | 0x40).astype(np.uint16), r)


def bf16_value(bits: np.ndarray) -> np.ndarray:
    return (np.asarray(bits, np.uint16).astype(np.uint32) << 16).view(np.float32)


def encode(elem: str, values) -> np.ndarray:
    """Float values (f64) as the buffer's type, rounded to nearest even."""
    v = np.asarray(values, np.float64)
    if elem == "bf16":
        return bf16_bits(v.astype(np.float32))
    return v.astype(DTYPES[elem])


def _specials(elem: str) -> List[float]:
    dmin, dmax, big, nmin = {
        "f16": (2.0**-24, 2.0**-14 - 2.0**-24, 65504.0, 2.0**-14),
        "bf16": (2.0**-133, 2.0**-126 - 2.0**-133, float(bf16_value(np.uint16(0x7F7F))), 2.0**-126),
        "f32": (2.0**-149, 2.0**-126 - 2.0**-149, float(np.finfo(np.float32).max), 2.0**-126),
        "f64": (5e-324, 2.0**-1022 - 5e-324, float(np.finfo(np.float64).max), 2.0**-1022),
    }[elem]
    inf = float("inf")
    return [0.0, -0.0, inf, -inf, float("nan"), dmin, -dmax, big, -big, nmin,
            0.5, 1.5, 2.5, -2.5, -3.5, 1.0, -1.0]


def _int_value(elem: str, s: str) -> int:
    return int(s, 0) if not s.startswith("-") else -int(s[1:], 0)


def _bits_to_array(elem: str, bits: List[int]) -> np.ndarray:
    size = SIZES[elem]
    raw = np.array(bits, np.uint64).astype({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[size])
    return raw.view(DTYPES[elem]) if elem != "bf16" else raw


def _quiet(elem: str, bits: int) -> int:
    exp, man, q = {"f16": (0x7C00, 0x3FF, 0x200), "bf16": (0x7F80, 0x7F, 0x40),
                   "f32": (0x7F800000, 0x7FFFFF, 0x400000),
                   "f64": (0x7FF0 << 48, (1 << 52) - 1, 1 << 51)}[elem]
    return bits | q if bits & exp == exp and bits & man else bits


def generate(elem: str, n: int, init: str) -> np.ndarray:
    """A buffer's contents as the manifest's INIT says."""
    p = init.split(":")
    kind = p[0]
    mask = (1 << (8 * SIZES[elem])) - 1
    is_float = elem in FLOATS
    if kind == "zeros":
        return np.zeros(n, DTYPES[elem])
    if kind == "iota":
        return encode(elem, np.arange(n)) if is_float else _bits_to_array(elem, [i & mask for i in range(n)])
    if kind in ("fill", "list"):
        vals = [p[1]] * n if kind == "fill" else p[1].split(",")
        if len(vals) > n:
            raise ValueError(f"{init}: list longer than its buffer")
        if is_float:
            return encode(elem, [float(v) for v in vals] + [0.0] * (n - len(vals)))
        return _bits_to_array(elem, [_int_value(elem, v) & mask for v in vals] + [0] * (n - len(vals)))
    r = SplitMix64(int(p[1]))
    if kind == "rand":
        bits = [r.next() & mask for _ in range(n)]
        return _bits_to_array(elem, [_quiet(elem, b) for b in bits] if is_float else bits)
    if kind == "mag":
        nbits = 8 * SIZES[elem]
        signed = elem.startswith("i")
        out = []
        for _ in range(n):
            x = r.next() & mask
            sh = r.next() % (nbits + 1)
            v = 0 if sh == nbits else x >> sh
            if signed and r.next() & 1:
                v = -v & mask
            out.append(v)
        return _bits_to_array(elem, out)
    if kind == "unif":
        lo, hi = float(p[2]), float(p[3])
        if is_float:
            return encode(elem, [lo + (hi - lo) * r.unit() for _ in range(n)])
        span = int(hi) - int(lo)
        return _bits_to_array(elem, [(int(lo) + r.next() % span) & mask for _ in range(n)])
    if kind in ("logu", "special"):
        e0, e1 = float(p[2]), float(p[3])
        sp = _specials(elem)
        vals = []
        for i in range(n):
            if kind == "special" and i % 4 == 3:
                vals.append(sp[r.next() % len(sp)])
            else:
                m = 2.0 ** (e0 + (e1 - e0) * r.unit())
                vals.append(-m if r.next() & 1 else m)
        return encode(elem, vals)
    if kind == "steps":
        step, rng = float(p[2]), int(p[3])
        return encode(elem, [step * (r.next() % (2 * rng + 1) - rng) for _ in range(n)])
    raise ValueError(f"unknown initialiser {init!r}")


def scalar_value(a: Scalar) -> Union[int, float]:
    if a.elem in FLOATS:
        return float(a.value)
    return _int_value(a.elem, a.value)


def inputs(case: Case) -> List[Union[np.ndarray, int, float, Local]]:
    """Each argument's value before the run: arrays, scalars and local sizes."""
    vals: List[Union[np.ndarray, int, float, Local]] = []
    for a in case.args:
        if isinstance(a, Buf):
            vals.append(generate(a.elem, a.n, a.init))
        elif isinstance(a, Scalar):
            vals.append(scalar_value(a))
        else:
            vals.append(a)
    return vals


def find(cases: List[Case], kernel: str) -> Optional[Case]:
    return next((c for c in cases if c.kernel == kernel), None)

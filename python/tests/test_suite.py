"""The whole kernel suite (tests/kernels/manifest: every kernel, its launch and
its inputs) run through run_kernel and checked against NumPy references
written from the OpenCL sources (suite_refs.py), on every RDNA 3 / 3.5 target
the objects are built for (tests/kernels/obj/); the manifest's _w64 kernels
are the wave64 builds."""

import functools

import numpy as np
import pytest

import amdgpu_isa as isa
from conftest import KERNELS, code_object
from suite_manifest import FLOATS, MANIFEST, Buf, Local, SplitMix64, find, generate, inputs, read_manifest
from suite_refs import REFS, Close, wave_size

CASES = read_manifest()
TARGETS = sorted(p.name for p in KERNELS.iterdir() if p.is_dir())


def _expected_failures():
    """tests/kernels/EXPECTED_FAILURES: `KERNEL TARGET|* INSTRUCTION` for
    kernels that stop at an instruction the emulator does not execute yet."""
    out = {}
    for line in (MANIFEST.parent / "EXPECTED_FAILURES").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            kernel, target, instruction = line.split(None, 2)
            out[(kernel, target)] = instruction.split()[0]
    return out


EXPECTED_FAILURES = _expected_failures()


def test_every_kernel_has_a_reference():
    names = [c.kernel for c in CASES]
    assert len(names) == len(set(names)) == 100
    assert sorted(set(names) - set(REFS)) == []
    assert sorted(set(REFS) - set(names)) == []


def _nan_mask(elem: str, got: np.ndarray) -> np.ndarray:
    if elem == "bf16":
        return (got & 0x7F80 == 0x7F80) & (got & 0x7F != 0)
    return np.isnan(got)


def _check_exact(name: str, k: int, elem: str, got: np.ndarray, want: np.ndarray) -> None:
    assert want.shape == got.shape and want.dtype == got.dtype, (name, k, want.dtype, want.shape)
    gb = got.view(f"u{got.itemsize}")
    wb = want.view(f"u{want.itemsize}")
    bad = gb != wb
    if elem in FLOATS:
        bad &= ~(_nan_mask(elem, got) & _nan_mask(elem, want))
    if bad.any():
        idx = np.flatnonzero(bad)
        i = idx[0]
        raise AssertionError(
            f"{name} output {k}: {len(idx)} of {got.size} elements differ; first at {i}: "
            f"got {got[i]!r} ({int(gb[i]):#x}), expected {want[i]!r} ({int(wb[i]):#x}); "
            f"more at {idx[1:8].tolist()}")


def _check_close(name: str, k: int, got: np.ndarray, want: Close) -> None:
    assert got.dtype == np.float32
    g = got.astype(np.float64)
    w = np.broadcast_to(want.want, g.shape)
    err = np.abs(g - w)
    ok = (err <= want.abs) | (err <= want.ulps * ulp_f32(w)) | (g == w)
    ok = np.where(np.isnan(w), np.isnan(g), ok)
    if not ok.all():
        idx = np.flatnonzero(~ok)
        i = idx[0]
        raise AssertionError(
            f"{name} output {k}: {len(idx)} of {g.size} elements out of bounds; first at {i}: "
            f"got {g[i]!r}, expected {w[i]!r} within {np.broadcast_to(want.ulps, g.shape)[i]} ulp "
            f"or {np.broadcast_to(want.abs, g.shape)[i]} absolute")


def ulp_f32(w: np.ndarray) -> np.ndarray:
    """The ulp of a real value at f32 precision: 2^(max(e, -126) - 23) for
    2^e <= |w| < 2^(e+1) (2^-149 at zero)."""
    a = np.abs(w)
    with np.errstate(divide="ignore", invalid="ignore"):
        e = np.floor(np.log2(np.where(a > 0, a, 1.0)))
        # log2 of a value just below a power of two may round up to it
        e = np.where(np.exp2(e) > a, e - 1, e)
    return np.exp2(np.maximum(e, -126) - 23)


@functools.lru_cache(maxsize=None)
def _reference(kernel: str):
    """A case's inputs and expected outputs (the same on every target)."""
    case = find(CASES, kernel)
    ins = inputs(case)
    return ins, REFS[kernel]([v.copy() if isinstance(v, np.ndarray) else v for v in ins], case,
                             wave_size(case))


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("case", CASES, ids=[c.kernel for c in CASES])
def test_kernel(case, target):
    before, expected = _reference(case.kernel)
    ins = [v.copy() if isinstance(v, np.ndarray) else v for v in before]
    args = [isa.Local(v.size) if isinstance(v, Local) else v for v in ins]
    obj = code_object(target, case.obj)
    blocker = EXPECTED_FAILURES.get((case.kernel, target)) or EXPECTED_FAILURES.get((case.kernel, "*"))
    if blocker is not None:
        with pytest.raises(isa.KernelError, match=f"{blocker} is not executed yet"):
            isa.run_kernel(obj, case.kernel, global_size=case.global_size, block=case.local, args=args)
        return
    stats = isa.run_kernel(obj, case.kernel, global_size=case.global_size, block=case.local,
                           args=args)
    assert stats.instructions > 0
    # workgroups of the grid (the last one of a dimension may be partial),
    # each split into waves of the kernel's wave size
    sizes = [[min(l, g - s) for s in range(0, g, l)] for g, l in zip(case.global_size, case.local)]
    assert stats.workgroups == len(sizes[0]) * len(sizes[1]) * len(sizes[2])
    wave = wave_size(case)
    assert stats.waves == sum(-(-(x * y * z) // wave) for x in sizes[0] for y in sizes[1] for z in sizes[2])
    outs = [(k, a, v) for k, (a, v) in enumerate(zip(case.args, ins)) if isinstance(a, Buf) and a.out]
    assert len(expected) == len(outs), case.kernel
    for (k, a, got), want in zip(outs, expected):
        # a reference that only restates the buffer's initial contents checks nothing
        initial = before[k]
        if isinstance(want, Close):
            assert not np.array_equal(want.want, initial.astype(np.float64)), (case.kernel, k)
        elif not callable(want):
            assert not np.array_equal(np.asarray(want).view(np.uint8), initial.view(np.uint8)), (case.kernel, k)
        if isinstance(want, Close):
            _check_close(case.kernel, k, got, want)
        elif callable(want):
            want(got)
        else:
            _check_exact(case.kernel, k, a.elem, got, np.asarray(want))
    # inputs the kernel only reads are left as they were
    for a, b0, v in zip(case.args, before, ins):
        if isinstance(a, Buf) and not a.out:
            np.testing.assert_array_equal(v.view(f"u{v.itemsize}"), b0.view(f"u{b0.itemsize}"))


def test_comparisons_accept_what_they_should():
    f = np.array([1.5, np.nan, -0.0], np.float32)
    other_nan = f.copy()
    other_nan.view(np.uint32)[1] |= 1
    _check_exact("t", 0, "f32", other_nan, f)
    with pytest.raises(AssertionError, match="element"):
        _check_exact("t", 0, "f32", np.array([1.5, np.nan, 0.0], np.float32), f)
    # integers bit for bit: a NaN-looking pattern is just a number
    with pytest.raises(AssertionError):
        _check_exact("t", 0, "u32", np.array([0x7FC00002], np.uint32), np.array([0x7FC00001], np.uint32))
    # bfloat16 NaNs match each other
    _check_exact("t", 0, "bf16", np.array([0x7FC1], np.uint16), np.array([0x7FC0], np.uint16))
    want = Close(np.array([1.0, 2.0**-130]), 2.5)
    _check_close("t", 0, np.array([1 + 2 * 2.0**-23, 2.0**-130 + 2 * 2.0**-149], np.float32), want)
    with pytest.raises(AssertionError, match="out of bounds"):
        _check_close("t", 0, np.array([1 + 3 * 2.0**-23, 2.0**-130], np.float32), want)


def test_inputs_follow_the_manifest():
    # splitmix64's published first output from state 0 (Vigna's splitmix64.c)
    r = SplitMix64(0)
    r.s = 0
    assert r.next() == 0xE220A8397B1DCDAF
    assert list(generate("u32", 4, "list:5,0x10,-1")) == [5, 16, 0xFFFFFFFF, 0]
    assert generate("f32", 3, "fill:0.5").tolist() == [0.5] * 3
    steps = generate("f32", 1000, "steps:1:0.25:8")
    assert set((steps * 4).tolist()) == set(range(-8, 9))
    mag = generate("i32", 1000, "mag:2")
    assert (mag == 0).any() and (mag < 0).any() and (np.abs(mag.astype(np.int64)) > 2**30).any()
    special = generate("f32", 400, "special:3:-2:2")
    assert np.isnan(special[3::4]).any() and np.isinf(special[3::4]).any()
    assert (np.abs(special[0::4]) >= 0.25).all() and (np.abs(special[0::4]) < 4).all()
    u = generate("i32", 1000, "unif:4:-5:5")
    assert u.min() == -5 and u.max() == 4
    # NaNs among random bit patterns are made quiet
    bits = generate("f32", 20000, "rand:5").view(np.uint32)
    nans = bits[((bits & 0x7F800000) == 0x7F800000) & ((bits & 0x7FFFFF) != 0)]
    assert nans.size > 20 and ((nans & 0x400000) != 0).all()

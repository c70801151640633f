"""The whole kernel suite (tests/kernels/manifest: every kernel, its launch and
its inputs) run through run_kernel and checked against NumPy references
written from the OpenCL sources (suite_refs.py), on gfx1100 (RDNA 3) and
gfx1151 (RDNA 3.5); the manifest's _w64 kernels are the wave64 builds."""

import numpy as np
import pytest

import amdgpu_isa as isa
from conftest import code_object
from suite_manifest import FLOATS, Buf, Local, read_manifest, inputs
from suite_refs import REFS, Close, wave_size

CASES = read_manifest()
TARGETS = ["gfx1100", "gfx1151"]


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


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("case", CASES, ids=[c.kernel for c in CASES])
def test_kernel(case, target):
    ins = inputs(case)
    before = [v.copy() if isinstance(v, np.ndarray) else v for v in ins]
    args = [isa.Local(v.size) if isinstance(v, Local) else v for v in ins]
    obj = code_object(target, case.obj)
    stats = isa.run_kernel(obj, case.kernel, global_size=case.global_size, block=case.local,
                           args=args)
    assert stats.instructions > 0
    ref = REFS[case.kernel]
    expected = ref(before, case, wave_size(case))
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

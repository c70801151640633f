"""Kernels of the suite (tests/kernels/*.cl, objects committed under
tests/kernels/obj/) run through run_kernel on NumPy arrays, against NumPy
references written from the kernel sources."""

import threading
import time

import numpy as np
import pytest

import amdgpu_isa as isa
from conftest import code_object

TARGETS = ["gfx1100", "gfx1103", "gfx1151"]


def rng(seed):
    return np.random.default_rng(seed)


@pytest.mark.parametrize("target", TARGETS)
def test_grid2d_blur(target):
    w, h = 37, 11
    a = rng(1).integers(-1000, 1000, w * h, dtype=np.int32)
    out = np.zeros(w * h, np.int32)
    stats = isa.run_kernel(code_object(target, "grids"), "grid2d_blur", global_size=(w, h),
                           block=(8, 8), args=[a, out, w, h])
    img = a.reshape(h, w)
    pad = np.pad(img, 1, mode="edge")
    ref = sum(pad[1 + dy:1 + dy + h, 1 + dx:1 + dx + w] for dy in (-1, 0, 1) for dx in (-1, 0, 1))
    np.testing.assert_array_equal(out.reshape(h, w), ref)
    assert stats.workgroups == 5 * 2 and stats.instructions > 0


@pytest.mark.parametrize("target", TARGETS)
def test_grid3d_ids(target):
    nx, ny, nz = 10, 6, 3
    out = np.full(nx * ny * nz * 3, 0xFFFFFFFF, np.uint32)
    isa.run_kernel(code_object(target, "grids"), "grid3d", global_size=(nx, ny, nz),
                   block=(4, 4, 2), args=[out, nx, ny, nz])
    o = out.reshape(nz, ny, nx, 3)
    z, y, x = np.meshgrid(np.arange(nz), np.arange(ny), np.arange(nx), indexing="ij")
    np.testing.assert_array_equal(o[..., 0], x | y << 10 | z << 20)
    np.testing.assert_array_equal(o[..., 1], x % 4 | (y % 4) << 8 | (z % 2) << 16)
    # workgroup IDs and the (full) workgroup size 4 x 4
    np.testing.assert_array_equal(o[..., 2], x // 4 | (y // 4) << 8 | (z // 2) << 16 | 4 << 24 | 4 << 28)


@pytest.mark.parametrize("target", TARGETS)
def test_gemm_tiled(target):
    m, n, k = 32, 32, 48
    # multiples of 0.25 in [-2, 2]: every product and sum is exact in f32
    a = (rng(2).integers(-8, 9, m * k) * 0.25).astype(np.float32)
    b = (rng(3).integers(-8, 9, k * n) * 0.25).astype(np.float32)
    c = np.zeros(m * n, np.float32)
    isa.run_kernel(code_object(target, "matmul"), "gemm_tiled", grid=(n // 16, m // 16),
                   block=(16, 16), args=[a, b, c, m, n, k])
    ref = a.reshape(m, k).astype(np.float64) @ b.reshape(k, n).astype(np.float64)
    np.testing.assert_array_equal(c.reshape(m, n), ref.astype(np.float32))


@pytest.mark.parametrize("target", TARGETS)
def test_lds_kernels(target):
    obj = code_object(target, "lds")
    a = rng(4).integers(0, 2**32, 1024, dtype=np.uint32)
    out = np.zeros(1024, np.uint32)
    isa.run_kernel(obj, "lds_reverse", global_size=1024, block=256, args=[a, out])
    l = np.arange(1024) % 256
    np.testing.assert_array_equal(out, a.reshape(4, 256)[:, ::-1].reshape(-1) + l.astype(np.uint32))

    sums = np.zeros(4, np.uint32)
    isa.run_kernel(obj, "lds_tree_reduce", global_size=1024, block=256, args=[a, sums])
    np.testing.assert_array_equal(sums, a.reshape(4, 256).sum(axis=1, dtype=np.uint32))

    s = a[:512].copy()
    scan = np.zeros(512, np.uint32)
    isa.run_kernel(obj, "lds_scan", global_size=512, block=128, args=[s, scan])
    np.testing.assert_array_equal(scan, np.cumsum(s.reshape(4, 128), axis=1, dtype=np.uint32).reshape(-1))

    # two local-memory arguments sized at launch
    d = a[:288].copy()
    dyn = np.zeros(288, np.uint32)
    isa.run_kernel(obj, "lds_dynamic", global_size=288, block=96,
                   args=[d, dyn, isa.Local(384), isa.Local(64)])
    g = np.arange(288)
    l, wg = g % 96, g // 96
    t = d.reshape(3, 96)
    ref = t[wg, (l + 1) % 96] * np.uint32(2) + t[wg, (l * 5) % 96] + ((l % 16) ** 2 + wg).astype(np.uint32)
    np.testing.assert_array_equal(dyn, ref)


def test_global_atomics():
    n = 1000
    a = rng(5).integers(0, 2**32, n, dtype=np.uint32)
    c = np.array([0, 0, 0xFFFFFFFF, 0, 0, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0, 0, 0], np.uint32)
    isa.run_kernel(code_object("gfx1100", "atomics_suite"), "atom_global", global_size=n,
                   block=128, args=[a, c, n])
    s = a.view(np.int32)
    assert c[0] == (a & 0xFF).sum(dtype=np.uint32)
    assert c[1] == np.uint32(-3 * n & 0xFFFFFFFF)
    assert c[2] == np.bitwise_and.reduce(a | 0x10000)
    assert c[3] == np.bitwise_or.reduce(a & 0x0F0F0F0F)
    assert c[4] == np.bitwise_xor.reduce(a)
    assert c[5].view(np.int32) == min(s.min(), 0x7FFFFFFF)
    assert c[6].view(np.int32) == max(s.max(), -(2**31))
    assert (c[7], c[8], c[9]) == (a.min(), a.max(), n)
    assert c[10] == n * (n - 1) // 2


def test_private_scratch_sort():
    a = rng(6).integers(-(2**31), 2**31, 1024, dtype=np.int32)
    out = np.zeros(1024, np.int32)
    isa.run_kernel(code_object("gfx1100", "scratch"), "priv_sort", global_size=64, block=32,
                   args=[a, out, np.uint32(64)])
    np.testing.assert_array_equal(out.reshape(64, 16), np.sort(a.reshape(64, 16), axis=1))


def test_arguments_are_checked():
    obj = code_object("gfx1100", "grids")
    out = np.zeros(16, np.uint32)
    args = isa.kernel_args(obj, "grid3d")
    assert [(x["type"], x["kind"], x["size"]) for x in args] == [
        ("uint*", "global_buffer", 8)] + [("uint", "by_value", 4)] * 3
    with pytest.raises(isa.InputError, match="takes 4 arguments"):
        isa.run_kernel(obj, "grid3d", grid=1, block=1, args=[out])
    with pytest.raises(isa.InputError, match="does not fit"):
        isa.run_kernel(obj, "grid3d", grid=1, block=1, args=[out, 2**40, 1, 1])
    with pytest.raises(isa.InputError, match="read-only"):
        ro = np.zeros(16, np.uint32)
        ro.flags.writeable = False
        isa.run_kernel(obj, "grid3d", grid=1, block=1, args=[ro, 1, 1, 1])
    with pytest.raises(isa.InputError, match="grid"):
        isa.run_kernel(obj, "grid3d", block=1, args=[out, 1, 1, 1])


def test_out_of_range_access_is_an_error():
    # grid3d told the grid is larger than its buffer: the stores past the
    # array's end fall outside every registered range
    obj = code_object("gfx1100", "grids")
    out = np.zeros(3 * 8, np.uint32)
    with pytest.raises(isa.MemoryAccessError, match="outside the registered host memory ranges"):
        isa.run_kernel(obj, "grid3d", global_size=64, block=64, args=[out, 64, 1, 1])
    # what lies inside was written
    assert out[0] == 0 and out[3] == 1


def test_gil_is_released_while_a_kernel_runs():
    n = 256
    a = (rng(7).integers(-8, 9, n * n) * 0.25).astype(np.float32)
    b = a.copy()
    c = np.zeros(n * n, np.float32)
    done = threading.Event()
    result = {}

    def run():
        result["stats"] = isa.run_kernel(code_object("gfx1100", "matmul"), "gemm_tiled",
                                         grid=(n // 16, n // 16), block=(16, 16),
                                         args=[a, b, c, n, n, n], threads=1)
        done.set()

    t = threading.Thread(target=run)
    spins = 0
    t.start()
    start = time.perf_counter()
    while not done.is_set():
        spins += 1
    elapsed = time.perf_counter() - start
    t.join()
    # with the GIL held the loop could not run until the kernel ended
    assert result["stats"].seconds > 0.05
    assert elapsed > 0.05 and spins > 1000, (elapsed, spins)


@pytest.mark.parametrize("target", TARGETS)
def test_bit_count(target):
    n = 256
    r = rng(8)
    # every magnitude, zeros included
    a = (r.integers(0, 2**32, n, dtype=np.uint64) >> r.integers(0, 33, n).astype(np.uint64)).astype(np.uint32)
    b = r.integers(0, 2**63, n, dtype=np.uint64) >> r.integers(0, 64, n).astype(np.uint64)
    a[:3] = [0, 1, 0xFFFFFFFF]
    b[:3] = [0, 1 << 63, 2**64 - 1]
    out = np.zeros(n * 8, np.uint32)
    isa.run_kernel(code_object(target, "bits"), "bit_count", global_size=n, block=64, args=[a, b, out, n])
    o = out.reshape(n, 8)

    def clz(x, bits):
        return bits - int(x).bit_length()

    def ctz(x, bits):
        x = int(x)
        return bits if x == 0 else (x & -x).bit_length() - 1

    for i in range(n):
        x, y = int(a[i]), int(b[i])
        s = x - (1 << 32) if x >> 31 else x
        t = (s ^ (s >> 31)) & 0xFFFFFFFF
        ref = [bin(x).count("1"), clz(x, 32), ctz(x, 32), bin(y).count("1"), clz(y, 64), ctz(y, 64),
               clz(t, 32), int(f"{x:032b}"[::-1], 2)]
        assert list(o[i]) == ref, (i, hex(x), hex(y))


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("obj,kernel", [("control", "cf_collatz"), ("control_w64", "cf_collatz_w64")])
def test_divergent_loop(target, obj, kernel):
    # also built with -mwavefrontsize64: the descriptor says wave64
    n = 256
    a = rng(9).integers(0, 2**32, n, dtype=np.uint32)
    out = np.zeros(n, np.uint32)
    s = isa.run_kernel(code_object(target, obj), kernel, global_size=n, block=96, args=[a, out, n])
    # workgroups of 96, 96 and 64 work-items
    ws = 64 if kernel.endswith("w64") else 32
    assert s.waves == sum(-(-g // ws) for g in (96, 96, 64))

    def steps(x):
        x, k = x % 1000 + 1, 0
        while x != 1 and k < 500:
            x, k = (3 * x + 1 if x & 1 else x >> 1), k + 1
        return k

    np.testing.assert_array_equal(out, [steps(int(x)) for x in a])

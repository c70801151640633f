#!/usr/bin/env python3
"""Overhead of the Python package (docs/notes/python-overhead.md):

1. calls per second of asm() and disasm() on one instruction;
2. run_kernel() against the command line on the same kernel (gemm_tiled of
   tests/kernels/matmul.cl, N x N x N floats), both with the same number
   of threads: the emulator's own dispatch time as each reports it, and the
   wall time of the whole call / process.

    python3 tools/bench_python.py [--cli target/release/amdgpu-isa] [--n 256] [--threads 1]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

import numpy as np

import amdgpu_isa as isa

ROOT = Path(__file__).resolve().parents[1]


def rate(fn, seconds: float = 1.0) -> float:
    """Calls per second of fn(), best of 5 runs of about `seconds` / 5."""
    n = 1000
    while True:
        t = time.perf_counter()
        for _ in range(n):
            fn()
        dt = time.perf_counter() - t
        if dt > seconds / 5:
            break
        n *= 2
    best = dt
    for _ in range(4):
        t = time.perf_counter()
        for _ in range(n):
            fn()
        best = min(best, time.perf_counter() - t)
    return n / best


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", default=str(ROOT / "target" / "release" / "amdgpu-isa"))
    ap.add_argument("--n", type=int, default=256)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()

    line, target = "v_add_f32 v0, v1, v2", "gfx1100"
    word = isa.asm(line, target)
    print(f"asm({line!r}): {rate(lambda: isa.asm(line, target)):,.0f} calls/s")
    print(f"disasm({word.hex()}): {rate(lambda: isa.disasm(word, target)):,.0f} calls/s")
    print(f"assemble() -> Instruction: {rate(lambda: isa.assemble(line, target)):,.0f} calls/s")
    from amdgpu_isa import _native

    print(f"_native.asm (no Python wrapper): {rate(lambda: _native.asm(line, target)):,.0f} calls/s")

    n = a.n
    obj_path = ROOT / "tests" / "kernels" / "obj" / "gfx1100" / "matmul.o"
    obj = obj_path.read_bytes()
    rng = np.random.default_rng(1)
    A = (rng.integers(-8, 9, n * n) * 0.25).astype(np.float32)
    B = (rng.integers(-8, 9, n * n) * 0.25).astype(np.float32)
    ref = (A.reshape(n, n).astype(np.float64) @ B.reshape(n, n).astype(np.float64)).astype(np.float32)
    py_wall, py_disp = [], []
    for _ in range(a.repeat):
        C = np.zeros(n * n, np.float32)
        t = time.perf_counter()
        s = isa.run_kernel(obj, "gemm_tiled", grid=(n // 16, n // 16), block=(16, 16),
                           args=[A, B, C, n, n, n], threads=a.threads)
        py_wall.append(time.perf_counter() - t)
        py_disp.append(s.seconds)
        assert np.array_equal(C.reshape(n, n), ref)
    with tempfile.TemporaryDirectory() as d:
        np.save(f"{d}/a.npy", A)
        np.save(f"{d}/b.npy", B)
        cmd = [a.cli, "run", str(obj_path), "--kernel", "gemm_tiled", "--grid", f"{n // 16},{n // 16}",
               "--block", "16,16", "--arg", f"npy:{d}/a.npy", "--arg", f"npy:{d}/b.npy",
               "--arg", f"zeros:{n * n}:f32", "--arg", str(n), "--arg", str(n), "--arg", str(n),
               "--threads", str(a.threads), "--stats", "--format", "json", "--out", f"2={d}/c.npy"]
        cli_wall, cli_disp = [], []
        for _ in range(a.repeat):
            t = time.perf_counter()
            out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
            cli_wall.append(time.perf_counter() - t)
            cli_disp.append(json.loads(out.strip().splitlines()[-1])["seconds"])
        assert np.array_equal(np.load(f"{d}/c.npy").reshape(n, n), ref)
    med = statistics.median
    print(f"gemm_tiled {n}x{n}x{n}, {s.waves} waves, {s.instructions:,} instructions, threads={a.threads}")
    print(f"  run_kernel: wall {med(py_wall) * 1e3:.1f} ms (median of {a.repeat}), min {min(py_wall) * 1e3:.1f} ms")
    print(f"  CLI:        dispatch {med(cli_disp) * 1e3:.1f} ms, min {min(cli_disp) * 1e3:.1f} ms; "
          f"process wall {med(cli_wall) * 1e3:.1f} ms")
    print(f"  run_kernel wall / CLI dispatch: {med(py_wall) / med(cli_disp):.3f} (medians), "
          f"{min(py_wall) / min(cli_disp):.3f} (minima)")
    print(f"  cpus: {os.cpu_count()}")


if __name__ == "__main__":
    main()

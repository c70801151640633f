"""Run tinygrad's own tests on its mock AMD GPU (DEV=MOCKKFD+AMD:LLVM) twice:
with tinygrad's emulator and with amdgpu_isa's `Remu` swapped in by the one
import the README documents, then compare per-test outcomes and wall times.

tinygrad compiles the kernels itself (its renderer -> LLVM IR -> AMDGPU code
object through libLLVM's C API, no ROCm/comgr needed); its mock KFD driver
decodes the PM4 dispatch and calls `remu.run_asm(...)`.

    python3 tools/tinygrad_mockgpu_swap.py --tinygrad /path/to/tinygrad \\
        [--arch gfx1100] [--only ours|theirs] [--timeout 900] -- test/test_tiny.py ...

Needs: the amdgpu_isa package (`pip install ./python`), pytest, and a
libLLVM with the AMDGPU target (Debian llvm-22: LLVM_PATH is set to
/usr/lib/llvm-22/lib/libLLVM.so.1 unless already set; tinygrad's own search
list stops at LLVM-21 and would otherwise pick an older libLLVM-1x from
/usr/lib). tinygrad's emulator compiles each instruction for the CPU with
`clang`; when only `clang-22` exists, a `clang` symlink to it is put on PATH.

The checkout is copied twice into a temporary directory (it is never
modified); in the second copy `test/mockgpu/amd/amdgpu.py` gets
`from amdgpu_isa import Remu as PythonRemu` in place of tinygrad's import.
Outcomes come from pytest's JUnit XML. Figures: docs/notes/python-overhead.md.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

THEIRS = "from test.mockgpu.helpers import PythonRemu\n"
OURS = "from amdgpu_isa import Remu as PythonRemu\n"


def prepare(src: str, dst: str, swap: bool) -> None:
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns(".git", "__pycache__"))
    if not swap:
        return
    path = os.path.join(dst, "test/mockgpu/amd/amdgpu.py")
    with open(path) as f:
        text = f.read()
    if THEIRS not in text:
        sys.exit(f"{path}: the line {THEIRS.strip()!r} is not there; the swap cannot be applied")
    with open(path, "w") as f:
        f.write(text.replace(THEIRS, "# " + THEIRS + OURS, 1))


def environment(tree: str, arch: str, tmp: str) -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = tree
    env["DEV"] = f"MOCKKFD+AMD:LLVM:{arch}"
    env.setdefault("SKIP_SLOW_TEST", "1")
    if "LLVM_PATH" not in env and os.path.isfile("/usr/lib/llvm-22/lib/libLLVM.so.1"):
        env["LLVM_PATH"] = "/usr/lib/llvm-22/lib/libLLVM.so.1"
    if shutil.which("clang") is None and shutil.which("clang-22"):
        bindir = os.path.join(tmp, "bin")
        os.makedirs(bindir, exist_ok=True)
        link = os.path.join(bindir, "clang")
        if not os.path.exists(link):
            os.symlink(shutil.which("clang-22"), link)
        env["PATH"] = bindir + os.pathsep + env["PATH"]
    # each copy keeps its own compile cache, so neither run reuses the other's kernels
    env["XDG_CACHE_HOME"] = os.path.join(tmp, "cache-" + os.path.basename(tree))
    return env


def outcomes(xml_path: str) -> dict:
    result = {}
    if not os.path.exists(xml_path):
        return result
    for case in ET.parse(xml_path).iter("testcase"):
        name = f"{case.get('classname')}::{case.get('name')}"
        tags = {child.tag for child in case}
        if "failure" in tags or "error" in tags:
            result[name] = "failed"
        elif "skipped" in tags:
            result[name] = "skipped"
        else:
            result[name] = "passed"
    return result


def run(tree: str, tests: list, env: dict, xml_path: str, timeout: int) -> tuple:
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--junitxml={xml_path}", *tests]
    start = time.perf_counter()
    try:
        proc = subprocess.run(cmd, cwd=tree, env=env, capture_output=True, text=True, timeout=timeout)
        tail = (proc.stdout + proc.stderr).strip().splitlines()[-1:]
    except subprocess.TimeoutExpired:
        tail = [f"timed out after {timeout} s"]
    return time.perf_counter() - start, tail


def summary(res: dict) -> str:
    counts = {k: sum(1 for v in res.values() if v == k) for k in ("passed", "failed", "skipped")}
    return " ".join(f"{k} {v}" for k, v in counts.items())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tinygrad", required=True, help="a tinygrad checkout (read only)")
    ap.add_argument("--arch", default="gfx1100")
    ap.add_argument("--only", choices=["ours", "theirs"], help="run one emulator only")
    ap.add_argument("--timeout", type=int, default=1800, help="seconds per emulator run")
    ap.add_argument("--keep", help="work directory to use and keep (default: a temporary one)")
    ap.add_argument("tests", nargs="+", help="pytest arguments (test files, -k ...)")
    args = ap.parse_args()

    tmp = args.keep or tempfile.mkdtemp(prefix="tg-mockgpu-")
    os.makedirs(tmp, exist_ok=True)
    results = {}
    for label, swap in (("theirs", False), ("ours", True)):
        if args.only and args.only != label:
            continue
        tree = os.path.join(tmp, label)
        if not os.path.exists(tree):
            prepare(args.tinygrad, tree, swap)
        xml_path = os.path.join(tmp, f"{label}.xml")
        secs, tail = run(tree, args.tests, environment(tree, args.arch, tmp), xml_path, args.timeout)
        results[label] = outcomes(xml_path)
        print(f"{label}: {summary(results[label])} in {secs:.1f} s ({' '.join(tail)})", flush=True)
    if len(results) == 2:
        theirs, ours = results["theirs"], results["ours"]
        for name in sorted(set(theirs) | set(ours)):
            a, b = theirs.get(name, "absent"), ours.get(name, "absent")
            if a != b:
                print(f"  differs: {name}: tinygrad emu {a}, amdgpu_isa {b}")
    if not args.keep:
        print(f"work directory: {tmp}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Assembles lines with both llvm-mc-22 and amdgpu-isa, each line on its own,
and reports where they differ: lines one accepts and the other refuses,
lines both accept with different bytes, and lines with the same bytes
printed differently (`-show-encoding`'s text against `asm --show-encoding`'s).  Input lines: `TARGET[:w64|:w32]<TAB>TEXT`.

    tools/sweep_asm.py LINES.tsv [--out MISMATCHES.tsv] [--show N]

Needs the example binary: cargo build --release -p amdgpu-isa --example asm_lines
(CARGO_TARGET_DIR is honoured).  Both-refused lines count as agreeing; their
messages are compared and reported apart."""
import collections
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import llvm  # noqa: E402

MATTR = {"w64": "+wavefrontsize64", "w32": "+wavefrontsize32"}


def ours(lines):
    tgt = os.environ.get("CARGO_TARGET_DIR", os.path.join(llvm.ROOT, "target"))
    exe = os.path.join(tgt, "release", "examples", "asm_lines")
    p = subprocess.run([exe], input="".join(f"{s}\t{t}\n" for s, t in lines),
                       capture_output=True, text=True, check=True)
    res = []
    for l in p.stdout.splitlines():
        kind, a, b = l.split("\t", 2)
        res.append((b, bytes(int(x, 16) for x in a.split(","))) if kind == "ok" else (None, (int(a), b)))
    return res


def main():
    if len(sys.argv) < 2 or sys.argv[1].startswith("-"):
        sys.exit(__doc__)
    lines = []
    for l in open(sys.argv[1]):
        l = l.rstrip("\n")
        if l and not l.startswith("#"):
            spec, text = l.split("\t", 1)
            lines.append((spec, text))
    by_spec = collections.defaultdict(list)
    for k, (spec, text) in enumerate(lines):
        by_spec[spec].append(k)
    theirs = [None] * len(lines)
    for spec, idx in by_spec.items():
        name, _, wave = spec.partition(":")
        for k, r in zip(idx, llvm.assemble_located(name, [lines[k][1] for k in idx], MATTR.get(wave))):
            theirs[k] = r
    mine = ours(lines)
    kinds = collections.Counter()
    rows = []
    for (spec, text), (lt, lr), (ot, orr) in zip(lines, theirs, mine):
        if lt is not None and ot is not None:
            kind = "bytes differ" if lr != orr else "agree" if lt == ot else "text differs"
        elif lt is None and ot is None:
            kind = "agree (both refuse)" if lr[1] == orr[1] else "agree (both refuse, messages differ)"
        else:
            kind = "we refuse" if lt is not None else "we accept"
        kinds[kind] += 1
        if not kind.startswith("agree"):
            rows.append(f"{kind}\t{spec}\t{text}\t{lt or lr}\t{llvm.hexbytes(lr) if lt else ''}"
                        f"\t{ot or orr}\t{llvm.hexbytes(orr) if ot else ''}")
    print(f"{len(lines)} lines compared with {llvm.version(1)}")
    for kind, n in sorted(kinds.items()):
        print(f"  {kind}: {n}")
    out = llvm.option("--out")
    if out:
        with open(out, "w") as f:
            f.write("\n".join(rows) + "\n")
    for r in rows[:int(llvm.option("--show") or 10)]:
        print(r)
    sys.exit(1 if rows else 0)


if __name__ == "__main__":
    main()

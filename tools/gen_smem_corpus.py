#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/smem_corpus.tsv from the LLVM oracle.

Rows as in ds_corpus.tsv (rt / dis / asm / err; see tools/gen_ds_corpus.py).
Random words cover every SMEM opcode on every target (random registers,
offsets, SOFFSET forms and cache-policy bits, sometimes with the bits LLVM
ignores set); hand-written lines add the extremes (largest and most negative
offsets, highest registers), every modifier, every alias and error cases.
"""
import os, random, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
from gen_smem_table import gen, null, op_bits, example

PER_ROW = int(os.environ.get("PER_ROW", "6"))


def load(path):
    groups, rows, records = llvm.read_table(path)
    return (groups, [(f[0], f[1], f[2:]) for f in rows],
            [(f[1], f[2], f[3].split()) for f in records if f[0] == "@alias"])


def cell_parts(cell):
    parts = cell.split(";")
    d = dict(p.split("=") for p in parts[1:])
    return int(parts[0]), int(d["z"], 16), int(d["c"], 16)


def random_word(rng, g, op, zero, cpol):
    shift, _ = op_bits(g)
    w = (0x30 if g == 9 else 0x3D) << 26 | op << shift
    w |= rng.randrange(128) << 6 | rng.randrange(64)
    obits = 24 if g == 12 else 21
    off = rng.choice([rng.randrange(1 << obits), rng.randrange(16), (1 << obits) - rng.randrange(1, 16),
                      1 << (obits - 1), (1 << (obits - 1)) - 1])
    w |= off << 32
    soff = rng.choice([rng.randrange(128), null(g) if g != 9 else 124, rng.randrange(106)])
    w |= soff << 57
    if g == 9:
        w |= rng.randrange(2) << 17 | rng.randrange(2) << 14
    for b in range(64):
        if cpol >> b & 1 and rng.randrange(3) == 0:
            w |= 1 << b
    # sometimes set bits that are neither fields nor must-be-zero
    if rng.randrange(4) == 0:
        w |= 1 << rng.choice([b for b in range(64) if not 26 <= b <= 31])
    return w & ~zero if rng.randrange(8) else w


def edge_lines(name, sig, g):
    """Extremes of every operand, as assembly text."""
    out = []
    obits = 24 if g == 12 else 21
    buffer = "buffer" in name
    hi = (1 << (obits - 1)) - 1 if buffer else (1 << (obits - 1)) - 1
    lo = 0 if buffer else -(1 << (obits - 1))
    base = example(name, sig, g)
    if "offset" in sig.split():
        for v in (hex(hi), str(lo), hex(hi + 1), str(lo - 1), "-1", "0"):
            out.append(base.replace("0x10", v, 1))
        out.append(base.replace("0x10", "s101" if g == 9 else "s105", 1))
        out.append(base.replace("0x10", "m0 offset:-16", 1))
        out.append(base.replace("0x10", "s7 offset:0x20", 1))
        out.append(base.replace("0x10", "null", 1))
        out.append(base.replace("0x10", "vcc_lo", 1))
        out.append(base.replace("0x10", "v1", 1))
    for mod in ("glc", "dlc", "glc dlc", "th:TH_LOAD_NT", "th:TH_LOAD_HT scope:SCOPE_SYS", "scope:SCOPE_DEV",
                "th:TH_LOAD_BYPASS scope:SCOPE_SYS", "nv", "scale_offset", "glc glc", "offset:4"):
        out.append(f"{base} {mod}")
    ops = sig.split()
    if any(o.startswith("sdata") for o in ops):
        w = int(next(o for o in ops if o.startswith("sdata")).split(":")[1])
        top = (102 if g > 9 else 100) - w
        top -= top % min(w, 4)
        reg = f"s{top}" if w == 1 else f"s[{top}:{top + w - 1}]"
        out.append(base.replace("s4" if w == 1 else f"s[4:{3 + w}]", reg, 1))
        out.append(base.replace("s4" if w == 1 else f"s[4:{3 + w}]", "s5" if w == 1 else f"s[5:{4 + w}]", 1))
        out.append(base.replace("s4" if w == 1 else f"s[4:{3 + w}]", "vcc" if w == 2 else "ttmp4", 1))
        out.append(base.replace("s4" if w == 1 else f"s[4:{3 + w}]", "v4", 1))
    if "sbase:2" in ops:
        out.append(base.replace("s[2:3]", "s[100:101]", 1))
        out.append(base.replace("s[2:3]", "s[3:4]", 1))
        out.append(base.replace("s[2:3]", "ttmp[2:3]", 1))
        out.append(base.replace("s[2:3]", "vcc", 1))
        out.append(base.replace("s[2:3]", "s2", 1))
    if "sbase:4" in ops:
        out.append(base.replace("s[0:3]", "s[96:99]", 1))
        out.append(base.replace("s[0:3]", "s[2:5]", 1))
        out.append(base.replace("s[0:3]", "ttmp[4:7]", 1))
    if "sdimm" in ops:
        for v in ("0", "31", "64", "127", "128", "-1"):
            out.append(base.replace("4", v, 1) if base.split(" ", 1)[1].startswith("4") else base.rsplit(", ", 1)[0] + f", {v}")
    out.append(name)
    out.append(f"{name.upper()}  {base.split(' ', 1)[1] if ' ' in base else ''}".rstrip())
    out.append(f"{base}, s9")
    return out


def main():
    groups, rows, aliases = load(llvm.data_path("smem.tsv"))
    rng = random.Random(int(os.environ.get("SEED", "2026")))
    out = [llvm.header("SMEM conformance corpus", __file__)]
    for gi, (gname, members) in enumerate(groups):
        for ti, target in enumerate(members):
            g = gen(target)
            present = [(n, s, c[gi]) for n, s, c in rows if c[gi] != "-"]
            words = []
            for name, sig, cell in present:
                op, zero, cpol = cell_parts(cell)
                words += [random_word(rng, g, op, zero, cpol) for _ in range(PER_ROW)]
            shift, width = op_bits(g)
            words += [(0x30 if g == 9 else 0x3D) << 26 | rng.getrandbits(26) | rng.getrandbits(32) << 32
                      for _ in range(30)]
            out += llvm.word_rows(target, target, words, llvm.disassemble_each(target, words))
            if ti > 0:
                continue  # hand-written lines once per group
            lines = []
            for name, sig, cell in present:
                lines += edge_lines(name, "" if sig == "-" else sig, g)
            for alias, canon, gs in aliases:
                if gname in gs:
                    sig = next(s for n, s, c in rows if n == canon)
                    lines.append(example(alias, "" if sig == "-" else sig, g))
            out += llvm.asm_rows(target, target, lines)
    print("\n".join(out))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/flat_corpus.tsv (the FLAT encoding's
GLOBAL, FLAT and SCRATCH segments, GFX9-GFX11) from the LLVM oracle.

Rows as in ds_corpus.tsv (rt / dis / asm / err; see tools/gen_ds_corpus.py).
Random words cover every opcode and variant of every segment on every target
(random registers, SADDR, SVE, offsets, ACC and cache-policy bits, sometimes
with the bits LLVM ignores set); hand-written lines add the extremes (largest
and most negative offsets, highest registers, every address form), every
modifier and errors.
"""
import os, random, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
from gen_flat_table import (disassemble, gen, NULL12, null, flat_saddr, variants, sve_bit, scratch_vaddr_saddr,
                            SEG_FLAT, SEG_SCRATCH, SEG_GLOBAL)

PER_CELL = int(os.environ.get("PER_CELL", "4"))


def segment_of(name):
    return {"flat": SEG_FLAT, "scratch": SEG_SCRATCH}.get(name.split("_")[0], SEG_GLOBAL)


def random_word(rng, target, op, v, zero, cpol, segment):
    g = gen(target)
    seg = 16 if g == 11 else 14
    w0 = 0x37 << 26 | op << 18 | segment << seg
    w0 |= dict(variants(g, target, segment))[v]
    obits = 12 if g == 10 else 13
    w0 |= rng.choice([rng.randrange(1 << obits), 0, (1 << obits) - 1, 1 << (obits - 1), rng.randrange(64)])
    fixed = {SEG_GLOBAL: null(g), SEG_FLAT: flat_saddr(g)}.get(segment)
    if segment == SEG_SCRATCH:
        fixed = scratch_vaddr_saddr(g) if sve_bit(target) is None else null(g)
    saddr = rng.choice([fixed, fixed, null(g), rng.randrange(128), rng.randrange(0, 102, 2)])
    w1 = rng.randrange(256) | rng.randrange(256) << 8 | saddr << 16 | rng.randrange(2) << 23 | rng.randrange(256) << 24
    w = w1 << 32 | w0
    if segment == SEG_SCRATCH and sve_bit(target) is not None and rng.randrange(2):
        w |= 1 << sve_bit(target)
    for b in range(64):
        if cpol >> b & 1 and rng.randrange(3) == 0:
            w |= 1 << b
    if rng.randrange(4) == 0:
        w |= 1 << rng.choice([b for b in range(64) if not 26 <= b <= 31 and b not in (seg, seg + 1)])
    return w & ~zero if rng.randrange(8) else w


def random_word12(rng, op, v, zero, segment):
    """A random GFX12 word (see gen_flat_table.word12) of opcode `op`, variant `v`."""
    w0 = 0x3B << 26 | segment << 24 | op << 14
    w0 |= rng.choice([NULL12, NULL12, rng.randrange(128), rng.randrange(0, 106, 2)])
    w0 |= rng.randrange(2) << 7 if rng.randrange(4) == 0 else 0
    w1 = rng.randrange(256) | rng.randrange(256) << 23 | rng.randrange(4) << 18 | (rng.randrange(4) << 1 | v) << 20
    if segment == SEG_SCRATCH or rng.randrange(8) == 0:
        w1 |= rng.randrange(2) << 17
    if rng.randrange(8) == 0:
        w1 |= 1 << 16
    off = rng.choice([rng.randrange(1 << 24), 0, (1 << 24) - 1, 1 << 23, rng.randrange(64), (1 << 23) - 1])
    w2 = rng.randrange(256) | off << 8
    w = w2 << 64 | w1 << 32 | w0
    if rng.randrange(4) == 0:
        w |= 1 << rng.choice([8, 9, 10, 11, 12, 13, 22, 23, 40, 41, 42, 43, 44, 45, 46, 47, 63])
    return w & ~zero if rng.randrange(8) else w


TH12_MODS = ("th:TH_LOAD_NT", "th:TH_LOAD_NT scope:SCOPE_SYS", "scope:SCOPE_DEV", "scope:SCOPE_SE", "th:TH_STORE_NT",
             "th:TH_STORE_WB scope:SCOPE_DEV", "th:TH_ATOMIC_RETURN", "th:TH_ATOMIC_NT_RETURN scope:SCOPE_SYS",
             "th:TH_ATOMIC_NT", "th:TH_LOAD_BYPASS scope:SCOPE_SYS", "th:TH_LOAD_LU scope:SCOPE_SYS",
             "th:TH_LOAD_LU", "th:TH_LOAD_BYPASS", "scope:SCOPE_CU", "th:TH_LOAD_RT", "th:TH_STORE_BYPASS scope:SCOPE_SYS",
             "th:TH_ATOMIC_CASCADE_RT scope:SCOPE_SYS", "th:TH_ATOMIC_0x4", "th:0x7", "th:TH_LOAD_NT_HT scope:SCOPE_SE",
             "nv", "scale_offset", "glc", "th:TH_LOAD_NT th:TH_LOAD_HT", "scope:SCOPE_SYS th:TH_LOAD_NT")


# address forms: GLOBAL "v" (VGPR pair, SADDR off) and "s" (SADDR); SCRATCH
# "sv", "ss", "st" (neither), "svs" (both); FLAT only "v"
FORMS = {SEG_GLOBAL: ("v", "s"), SEG_FLAT: ("v",), SEG_SCRATCH: ("sv", "ss", "st", "svs")}


def example(name, sig, form="v", hi=False):
    ops = []
    for s in sig.split():
        if s == "lds":
            continue
        if s == "vaddr":
            if form in ("sv", "svs", "s"):
                ops.append("v254" if hi else "v2")
            elif form in ("ss", "st"):
                ops.append("off")
            else:
                ops.append("v[254:255]" if hi else "v[2:3]")
        elif s == "saddr":
            if form == "s":
                ops.append("s[100:101]" if hi else "s[4:5]")
            elif form in ("ss", "svs"):
                ops.append("s101" if hi else "s3")
            else:
                ops.append("off")
        else:
            f, w = s.split(":")
            w = int(w)
            lo = (256 - w - (256 - w) % 2) if hi else (4 if f == "vdst" else 6)
            ops.append(f"v{lo}" if w == 1 else f"v[{lo}:{lo + w - 1}]")
    text = f"{name} {', '.join(ops)}"
    return text + (" lds" if "lds" in sig.split() else "")


def edge_lines(name, sig, g):
    out = []
    seg = segment_of(name)
    obits = {10: 12, 12: 24}.get(g, 13)
    for form in FORMS[seg]:
        base = example(name, sig, form)
        out.append(base)
        out.append(example(name, sig, form, hi=True))
        for v in ((1 << (obits - 1)) - 1, -(1 << (obits - 1)), 1 << (obits - 1), -(1 << (obits - 1)) - 1, -1,
                  (1 << (obits - 2)) - 1, 1 << (obits - 2)):
            out.append(f"{base} offset:{v}")
    base = example(name, sig, FORMS[seg][0])
    mods = TH12_MODS if g == 12 else ("glc", "slc", "dlc", "glc slc", "sc0", "sc1", "nt", "sc0 sc1 nt", "scc", "lds",
                                       "nv", "glc glc")
    for mod in mods:
        out.append(f"{base} {mod}")
    out.append(base.replace("v4", "a4", 1).replace("v6", "a6", 1))
    out.append(base.replace("v[2:3]", "v[3:4]", 1))
    out.append(base.replace("v2,", "v[2:3],", 1))
    out.append(base.replace("off", "s[5:6]", 1))
    out.append(base.replace("off", "exec", 1))
    out.append(base.replace("off", "exec_lo", 1))
    out.append(base.replace("off", "m0", 1))
    out.append(base.replace("off", "vcc", 1))
    out.append(base.replace("off", "vcc_lo", 1))
    out.append(name)
    out.append(base.upper())
    out.append(f"{base}, v9")
    return out


def main():
    groups, rows = llvm.read_rows(llvm.data_path("flat.tsv"))
    aliases = llvm.read_aliases("flat_aliases.tsv")
    rng = random.Random(int(os.environ.get("SEED", "2026")))
    out = [llvm.header("FLAT-encoding (GLOBAL, FLAT, SCRATCH; GFX12 VGLOBAL, VFLAT, VSCRATCH) conformance corpus",
                       __file__)]
    for gi, (gname, members) in enumerate(groups):
        for ti, target in enumerate(members):
            g = gen(target)
            present = [(n, s, c[gi]) for n, s, c in rows if c[gi] != "-"]
            words = []
            for name, sig, cell in present:
                for op, v, zero, cpol in llvm.variant_cells(cell):
                    if g == 12:
                        words += [random_word12(rng, op, v, zero, segment_of(name)) for _ in range(PER_CELL)]
                    else:
                        words += [random_word(rng, target, op, v, zero, cpol, segment_of(name))
                                  for _ in range(PER_CELL)]
            nbytes = 12 if g == 12 else 8
            texts = disassemble(target, words, nbytes=nbytes)
            out += llvm.word_rows(target, target, words, texts, nbytes)
            if ti > 0:
                continue
            lines = []
            for name, sig, cell in present:
                lines += edge_lines(name, sig, g)
            # every alias the group accepts, in both address forms
            for alias, canon, gs in aliases:
                if gname in gs.split():
                    for name, sig, cell in present:
                        if name == canon:
                            lines += [example(alias, sig, form) for form in FORMS[segment_of(name)]]
            out += llvm.asm_rows(target, target, lines)
    print("\n".join(out))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Probe GFX12's VBUFFER encoding (buffer_* and tbuffer_*, 96 bits) with the
LLVM oracle and print what the codec must model: the opcode variants
llvm-mc-22 decodes per target, each opcode's bit classes (must be zero,
ignored, or adding a modifier), the SOFFSET / SRSRC / format spellings and the
th:/scope: spellings per kind of instruction with the assembler's verdict on
each: a quick view of what tools/gen_buffer_table.py puts in the gfx12 column
of crates/isa/data/buffer.tsv.

Usage: tools/probe_vbuffer.py [gfx1200 gfx1201]
"""
import collections, os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
from gen_buffer_table import batch

# Field positions, found with llvm-mc-22 -show-encoding and by flipping bits:
# SOFFSET 6:0 | NV 7 | OP 21:14 | TFE 22 | 110001 31:26 | VDATA 39:32 |
# SRSRC 49:41 | SCOPE 51:50 | TH 54:52 | FORMAT 61:55 | OFFEN 62 | IDXEN 63 |
# VADDR 71:64 | OFFSET 94:72 (bit 95 must be zero).
FIXED = 0x3F << 26 | 0xFF << 14


def word(op, tfe=0, vdata=6, vaddr=2, srsrc=8, soffset=1, offen=1, idxen=0, fmt=1,
         th=0, scope=0, offset=0):
    w = 0b110001 << 26 | op << 14 | tfe << 22 | soffset
    w |= (vdata | srsrc << 9 | scope << 18 | th << 20 | fmt << 23 | offen << 30 | idxen << 31) << 32
    return w | (vaddr | offset << 8) << 64


def probe(target):
    run = lambda ws: batch(target, ws, nbytes=12)
    cands = [(op, tfe) for op in range(256) for tfe in (0, 1)]
    full = run([word(op, tfe) for op, tfe in cands])
    bare = run([word(op, tfe, vdata=0, vaddr=0, srsrc=0, soffset=0, offen=0) for op, tfe in cands])
    found = {k: (a, word(*k)) if a else (b, word(*k, vdata=0, vaddr=0, srsrc=0, soffset=0, offen=0))
             for k, a, b in zip(cands, full, bare) if a or b}
    print(f"{target}: {len(found)} opcode variants (op.tfe):",
          " ".join(f"{op}.{tfe}" for op, tfe in sorted(found)))
    # bit classes per opcode (TFE clear), grouped by identical classes
    bits = [b for b in range(96) if not FIXED >> b & 1]
    keys = sorted(k for k in found if k[1] == 0)
    flips = run([found[k][1] ^ 1 << b for k in keys for b in bits])
    classes = collections.defaultdict(list)
    for i, k in enumerate(keys):
        base = found[k][0]
        zero, same, mods = [], [], []
        for j, b in enumerate(bits):
            t = flips[i * len(bits) + j]
            if t is None:
                zero.append(b)
            elif t == base:
                same.append(b)
            elif 72 <= b <= 94:
                continue  # the offset: bit b prints offset:2^(b-72)
            elif t.startswith(base) and " " not in t[len(base):].strip():
                mods.append(f"{b}:{t[len(base):].strip()}")
        classes[(tuple(zero), tuple(same), tuple(mods))].append(base.split(" ")[0])
    for (zero, same, mods), names in classes.items():
        print(f"  {len(names)} opcodes ({names[0]} ...): zero {list(zero)}; ignored {list(same)}; "
              f"modifier bits {' '.join(mods)} (72-94: offset)")
    load = found[(20, 0)][1]  # buffer_load_b32
    soff = run([load & ~0x7F | s for s in range(128)])
    print("  soffset:", " ".join(f"{s}={t.split(', ')[3].split(' ')[0] if t else '-'}"
                                 for s, t in enumerate(soff)))
    srsrc = run([word(20, srsrc=s) for s in range(0, 128, 4)])
    print("  srsrc:", " ".join(f"{4 * i}={t.split(', ')[2] if t else '-'}" for i, t in enumerate(srsrc)))
    fmts = run([word(128, fmt=f) for f in range(128)])
    print("  format:", " ".join(
        f"{f}={(t.split('format:')[1].split(' ')[0] if 'format:' in t else '') if t else '-'}"
        for f, t in enumerate(fmts)))
    # th:/scope: per kind, and whether the assembler takes the text back
    for op in (20, 26, 53):
        texts = run([word(op, th=th, scope=s, offen=0, vaddr=0) for th in range(8) for s in range(4)])
        back = llvm.assemble_located(target, [t for t in texts if t])
        verdict = iter(back)
        cells = []
        for n, t in enumerate(texts):
            tail = t[len(found[(op, 0)][0].split(",")[0]):].split("s1", 1)[1].strip() if t else "-"
            ok = t and next(verdict)[0] == t
            cells.append(f"{n >> 2}.{n & 3}={tail or '(none)'}{'' if ok else ' [asm refuses]'}")
        print(f"  th.scope of {found[(op, 0)][0].split(' ')[0]}:", "; ".join(cells))


if __name__ == "__main__":
    print(f"# GFX12 VBUFFER probe, {llvm.version()}")
    for t in sys.argv[1:] or ["gfx1200", "gfx1201"]:
        probe(t)

#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/image_counts.tsv: for every GFX10-GFX12
target, the image opcodes llvm-mc-22 decodes (GFX12: VSAMPLE's at +256),
found by a sweep independent of the table (each opcode tried with and without
a sampler, with one or two addresses, and with the fixed fields of the BVH
forms: DMASK 0xf, UNORM, R128, with and without A16), so a test can fail if
the table loses one.  GFX9 (gfx900, gfx906, gfx908, gfx90a; gfx942 and gfx950, which have no
MIMG, list none): every 7-bit opcode with and without a sampler, plain and
with D16 or DA.  `--only gfx9` rewrites just the GFX9 lines of the existing
file."""
import os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
from gen_image_table import TARGETS, Layout, Layout9, Layout12, gen, probe_words

def line9(t):
    L = Layout9()
    cands = [(op, L.word(op, mods=m, ssamp=ss)) for op in range(128) for ss in (0, 4) for m in ((), ("d16",), ("da",))]
    texts = llvm.disassemble_blocks(t, [w for _, w in cands], 8)
    found = sorted({op for (op, _), x in zip(cands, texts) if x is not None})
    return f"{t}\t{len(found)}\t{' '.join(map(str, found))}"


GFX9 = ["gfx900", "gfx906", "gfx908", "gfx90a", "gfx942", "gfx950"]
HEAD = llvm.header("MIMG opcodes per target", __file__)
if llvm.option("--only", ("gfx9",)):
    old = [l for l in open(llvm.corpus_path("image_counts.tsv")).read().splitlines()[1:] if l.split("\t")[0] not in GFX9]
    print("\n".join([HEAD] + old[:1] + [line9(t) for t in GFX9] + old[1:]))
    sys.exit(0)
print(HEAD)
print("target\tllvm\topcodes")
for t in GFX9:
    print(line9(t))
for t in TARGETS:
    if gen(t) == 12:
        cands = []
        for k, L in ((0, Layout12(False)), (1, Layout12(True))):
            for op in range(256):
                for extra in ([5, 0, 0], [0, 0, 0], [5, 6, 7]):
                    for mods in ((), ("r128",), ("r128", "a16")):
                        for dim in (0, 1):
                            cands.append((256 * k + op, (L.word(op, dim=dim, mods=mods, extra=extra), 1)))
        texts = probe_words(t, [w for _, w in cands])
        found = sorted({op for (op, _), x in zip(cands, texts) if x is not None})
        print(f"{t}\t{len(found)}\t{' '.join(map(str, found))}")
        continue
    L = Layout(gen(t))
    cands = []
    for op in range(256):
        for ss in (0, 4):
            cands.append((op, L.word(op, ssamp=ss)))
        for a16 in ((), ("a16",)):
            cands.append((op, L.word(op, dim=0, mods=("unorm", "r128") + a16, ssamp=0)))
    texts = llvm.disassemble_blocks(t, [w for _, w in cands], 8)
    found = sorted({op for (op, _), x in zip(cands, texts) if x is not None})
    print(f"{t}\t{len(found)}\t{' '.join(map(str, found))}")

#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/flat_counts.tsv: for every GFX9-GFX12
target and each segment (global, flat, scratch), the opcode variants
(opcode.variant, variant bit 0 = GLC, bit 1 = LDS) llvm-mc-22 decodes: an
opcode sweep independent of the table, so a test can fail if the table loses
one."""
import os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
from gen_flat_table import (TARGETS, GFX12_TARGETS, SEG_GLOBAL, SEG_FLAT, SEG_SCRATCH, gen, variants, word, word12,
                            disassemble)

print(llvm.header("FLAT-encoding opcode variants per target and segment", __file__))
print("target\tsegment\tllvm\topcode.variant")
for t in TARGETS:
    g = gen(t)
    for sname, seg in (("global", SEG_GLOBAL), ("flat", SEG_FLAT), ("scratch", SEG_SCRATCH)):
        cands = [(op, v, vb) for op in range(128) for v, vb in variants(g, t, seg)]
        texts = disassemble(t, [word(g, op, vb, segment=seg, target=t) for op, v, vb in cands])
        found = [f"{op}.{v}" for (op, v, vb), x in zip(cands, texts) if x is not None]
        print(f"{t}\t{sname}\t{len(found)}\t{' '.join(found)}")
# GFX12: 8-bit opcodes, the variant is TH bit 0
for t in GFX12_TARGETS:
    for sname, seg in (("global", SEG_GLOBAL), ("flat", SEG_FLAT), ("scratch", SEG_SCRATCH)):
        cands = [(op, v) for op in range(256) for v in (0, 1)]
        texts = disassemble(t, [word12(seg, op, v) for op, v in cands], nbytes=12)
        found = [f"{op}.{v}" for (op, v), x in zip(cands, texts) if x is not None]
        print(f"{t}\t{sname}\t{len(found)}\t{' '.join(found)}")

#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/buffer_counts.tsv: for every target, the
MUBUF opcode variants (opcode.variant, variant bit 0 = GLC, bit 1 = LDS, bit 2
= TFE) and the MTBUF ones (tOPCODE.variant; GFX12: VBUFFER, tbuffer's OP less
128) llvm-mc-22 decodes, each tried with the operand fields set
and with them clear: an opcode sweep independent of the table, so a test can
fail if the table loses one."""
import os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
from gen_buffer_table import TARGETS, batch, layout

print(llvm.header("MUBUF, MTBUF (and GFX12 VBUFFER) opcode variants per target", __file__))
print("target\tllvm\topcode.variant")
for t in TARGETS:
    found = []
    for mtbuf in (False, True):
        L = layout(t, mtbuf)
        nb = 12 if L.g == 12 else 8
        if L.g == 12:
            L.nops = 128  # (the whole OP field: 0-127 and 128-255)
        cands = [(op, v) for op in range(L.nops) for v in L.variants()]
        full = batch(t, [L.word(op, v) for op, v in cands], nb)
        bare = batch(t, [L.word(op, v, regs={"vaddr": 0, "vdata": 0}, offen=0, srsrc=0, soffset=0)
                         for op, v in cands], nb)
        found += [f"{'t' if mtbuf else ''}{op}.{v}" for (op, v), a, b in zip(cands, full, bare)
                  if a is not None or b is not None]
    print(f"{t}\t{len(found)}\t{' '.join(found)}")

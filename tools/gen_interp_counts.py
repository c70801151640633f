#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/interp_counts.tsv: for every target and
interpolation/LDS-direct encoding, the opcode values llvm-mc-22 decodes and
their mnemonics, from a sweep of the whole opcode field (independent of the
table), so a test can fail if the table loses one.

  target  form  count  OPCODE:NAME ...

The words are those of tools/gen_interp_table.py (bit layouts in
crates/isa/src/encoding/interp.rs); `count` is the number of distinct
mnemonics.  VOP3 opcodes count when LLVM prints an `attr` operand."""
import os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm

V = 256


def sweep(t):
    g = 9 if llvm.is_gfx9(t) else int(t[3:5])
    forms = {}
    prefix = {9: 0b110101, 10: 0b110010}.get(g)
    words = [(prefix or 0) << 26 | 5 << 18 | op << 16 | 3 << 10 | 2 << 8 | 1 for op in range(4)]
    forms["vintrp"] = llvm.disassemble_blocks(t, words, 4) if prefix else [None] * 4
    vop3 = 0b110100 if g == 9 else 0b110101
    w1 = (V + 7) << 9 | 2 << 6 | 3 | (V + 9) << 18
    texts = llvm.disassemble_blocks(t, [w1 << 32 | vop3 << 26 | op << 16 | 5 for op in range(1024)], 8)
    forms["vop3"] = [x if x and "attr" in x else None for x in texts]
    w1 = (V + 1) | (V + 2) << 9 | (V + 3) << 18
    forms["vinterp"] = llvm.disassemble_blocks(t, [w1 << 32 | 0xCD << 24 | op << 16 | 5 for op in range(128)], 8)
    forms["ldsdir"] = llvm.disassemble_blocks(t, [0xCE << 24 | op << 20 | 3 << 10 | 1 << 8 | 5 for op in range(4)], 4)
    return forms


print(llvm.header("Interpolation / LDS-direct opcodes per target", __file__))
print("target\tform\tllvm\topcodes")
for t in llvm.TARGETS:
    for form, texts in sweep(t).items():
        found = [(op, x.split()[0]) for op, x in enumerate(texts) if x]
        names = {n for _, n in found}
        print(f"{t}\t{form}\t{len(names)}\t{' '.join(f'{op}:{n}' for op, n in found)}")

#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/smem_counts.tsv: for every target, the SMEM
opcodes llvm-mc-22 decodes (an opcode sweep independent of the table), so a
test can fail if the table loses one."""
import os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
from gen_smem_table import probe_ops

print(llvm.header("SMEM opcodes per target", __file__))
print("target\tllvm\topcodes (hex)")
for t in llvm.TARGETS:
    ops = sorted(probe_ops(t))
    print(f"{t}\t{len(ops)}\t{' '.join(f'{op:x}' for op in ops)}")

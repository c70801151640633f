#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/vopd_counts.tsv: for every GFX11+ target,
the VOPD X and Y opcodes llvm-mc-22 decodes (an opcode sweep independent of
the table), so a test can fail if the table loses one."""
import os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
from gen_vopd_table import TARGETS, probe_half

print(llvm.header("VOPD opcodes per target", __file__))
print("target\thalf\tllvm\topcodes")
for t in TARGETS:
    for half in "xy":
        ops = sorted(probe_half(t, half))
        print(f"{t}\t{half}\t{len(ops)}\t{' '.join(str(op) for op in ops)}")

#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/vop3p_counts.tsv: for every target (and
wave64 on GFX10+), the VOP3P opcodes llvm-mc-22 decodes in some probe of
tools/vop3p_probe.py (a sweep of all 128 opcodes, and VDST 0 for opcodes
no probe decodes), so a test fails if the table loses one."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
import vop3p_probe as vp

data = vp.load()
print(llvm.header("VOP3P opcodes per target", __file__))
print("target\tllvm\topcodes (hex)")
for t in llvm.TARGETS:
    for wave in (32, 64) if vp.gen(t) >= 10 else (32,):
        ops = sorted(list(data[f"{t}/{wave}"]) + vp.dst0_opcodes(t, wave, data))
        name = f"{t}:w64" if wave == 64 else t
        print(f"{name}\t{len(ops)}\t{' '.join(f'{op:x}' for op in ops)}")

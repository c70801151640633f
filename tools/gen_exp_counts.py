#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/exp_counts.tsv: for every target, the
export targets (TGT values) llvm-mc-22 names, from a sweep of all 64 values
under both EXP prefixes (independent of the table), so a test can fail if
the table loses one.  A target with no EXP lists none."""
import os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm

print(llvm.header("EXP targets per target", __file__))
print("target\tllvm\ttgt")
for t in llvm.TARGETS:
    named = set()
    for prefix in (0b110001, 0b111110):
        words = [(0x04030201 << 32 | prefix << 26 | tg << 4 | 0xF) for tg in range(64)]
        for tg, text in enumerate(llvm.disassemble_each(t, words)):
            if text and text.split()[0] in ("exp", "export") \
                    and not text.split()[1].startswith("invalid_target_"):
                named.add(tg)
    print(f"{t}\t{len(named)}\t{' '.join(str(x) for x in sorted(named))}")

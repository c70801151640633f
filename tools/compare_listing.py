#!/usr/bin/env python3
"""Compares an `amdgpu-isa disasm` ELF listing with `llvm-objdump -d`'s.

    tools/compare_listing.py OURS LLVM

Prints `yes; U of I not yet supported` when every line is identical except
that a line we print as `<not yet supported>` need only agree from its
`// ADDRESS:` comment on (size, address and words); else `NO (...)`.
"""
import sys

ours, theirs = (open(f).read().split("\n") for f in sys.argv[1:3])
bad = unsupported = insts = 0
for o, l in zip(ours, theirs):
    insts += l.startswith("\t") and "// " in l
    if o.startswith("\t<not yet supported>"):
        unsupported += 1
        o, l = o[o.find("// "):], l[l.find("// "):]
    bad += o != l
bad += abs(len(ours) - len(theirs))
verdict = "yes" if bad == 0 else f"NO ({bad} differing lines)"
print(f"{verdict}; {unsupported} of {insts} not yet supported")

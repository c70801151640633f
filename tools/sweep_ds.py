#!/usr/bin/env python3
"""Ask llvm-mc-22 what every DS opcode is on every target.

For each target and opcode it disassembles a word for every combination of the
four register fields (present/absent) and both offset settings, then keeps the
combination LLVM accepts with the most fields.  Output: one JSON object per line
on stdout: {target, op, acc, gds, fields, offset, text}.
"""
import itertools, json, os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm

TARGETS = sys.argv[1:] or ["gfx908"]
REG = {"addr": 10, "data0": 20, "data1": 40, "vdst": 60}
SHIFT = {"addr": 32, "data0": 40, "data1": 48, "vdst": 56}


def word(gen9, op, acc, gds, fields, off):
    w = 0b110110 << 26
    if gen9:
        w |= op << 17 | gds << 16 | acc << 25
    else:
        w |= op << 18 | gds << 17
    w |= off[0] | off[1] << 8
    for f in fields:
        w |= REG[f] << SHIFT[f]
    return w


def main():
    combos = []
    names = ["addr", "data0", "data1", "vdst"]
    for r in range(len(names) + 1):
        for c in itertools.combinations(names, r):
            combos.append(c)
    for target in TARGETS:
        gen9 = not target.startswith("gfx1")
        accs = [0, 1] if gen9 else [0]
        cases = []
        for op in range(256):
            for acc in accs:
                for gds in (0, 1):
                    for fields in combos:
                        for off in ((0, 0), (1, 2)):
                            cases.append((op, acc, gds, fields, off))
        words = [word(gen9, *c) for c in cases]
        # Each word is followed by a line of s_endpgm, so results can be paired.
        lines = []
        for w in words:
            lines.append(llvm.byte_list(w, 8))
            lines.append(llvm.byte_list(llvm.endpgm(target), 4))
        p = llvm.mc(target, lines, "--disassemble")
        bad = {n for n, _ in llvm.invalid_encodings(p.stderr)}
        out = [l.strip() for l in p.stdout.splitlines() if l.strip()]
        # walk stdout: for every case, text lines until s_endpgm
        i = 0
        for k, c in enumerate(cases):
            lineno = 2 * k + 1
            chunk = []
            while out[i] != "s_endpgm":
                chunk.append(out[i]); i += 1
            i += 1
            if lineno in bad:
                continue
            assert len(chunk) == 1, (target, c, chunk)
            op, acc, gds, fields, off = c
            print(json.dumps({"target": target, "op": op, "acc": acc, "gds": gds,
                              "fields": list(fields), "offset": list(off), "text": chunk[0]}))


main()

#!/usr/bin/env python3
"""Ask llvm-mc-22 what every DS opcode is on every target.

For each target and opcode it disassembles a word for every combination of the
four register fields (present/absent) and both offset settings, then keeps the
combination LLVM accepts with the most fields.  Output: one JSON object per line
on stdout: {target, op, acc, gds, fields, offset, text}.
"""
import itertools, json, subprocess, sys

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


def disasm(target, words):
    src = "\n".join(",".join(f"0x{b:02x}" for b in w.to_bytes(8, "little")) for w in words)
    p = subprocess.run(["llvm-mc-22", "-arch=amdgcn", f"-mcpu={target}", "--disassemble"],
                       input=src, capture_output=True, text=True)
    out = {}
    # invalid lines produce a warning with the line number; valid ones print in order
    bad = set()
    for line in p.stderr.splitlines():
        if "invalid instruction encoding" in line:
            n = int(line.split(":")[1])
            bad.add(n)
    texts = [l.strip() for l in p.stdout.splitlines() if l.strip()]
    # each bad line yields warnings and then a re-decode of its second dword,
    # so the stdout stream cannot be zipped: decode one-by-one for bad lines instead
    return bad, texts


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
        # Disassemble each word followed by a ds_nop-free sentinel so results
        # can be paired: use a separator line of s_endpgm.
        sep = {"gfx9": 0xBF810000, "gfx10": 0xBF810000, "gfx11": 0xBFB00000, "gfx12": 0xBFB00000}
        s = 0xBF810000 if (gen9 or target.startswith("gfx10")) else 0xBFB00000
        lines = []
        for w in words:
            lines.append(",".join(f"0x{b:02x}" for b in w.to_bytes(8, "little")))
            lines.append(",".join(f"0x{b:02x}" for b in s.to_bytes(4, "little")))
        p = subprocess.run(["llvm-mc-22", "-arch=amdgcn", f"-mcpu={target}", "--disassemble"],
                           input="\n".join(lines) + "\n", capture_output=True, text=True)
        bad = set()
        for line in p.stderr.splitlines():
            if line.startswith("<stdin>:") and "invalid instruction encoding" in line:
                bad.add(int(line.split(":")[1]))
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

#!/usr/bin/env python3
"""Ask llvm-mc-22 which opcode values of one encoding are valid on one target.

Usage: sweep_opcodes.py TARGET ENCODING [--wave64] [--count]
  ENCODING: sop1 sop2 sopk sopc sopp vop1 vop2 vopc vop3

For every opcode value of the encoding it builds one word with simple fixed
operands, follows it with two sentinel words, and disassembles all probes with
a single llvm-mc-22 process.  Prints `opcode<TAB>text` (opcode in hex) for each
probe that LLVM decodes.  With --count prints only the number of valid opcodes.

Resynchronisation: llvm-mc skips 4 bytes after an invalid word (so the high
dword of a 64-bit probe may decode on its own), and an instruction that takes a
literal eats the next dword.  Every probe is on its own input line followed by
a line with two sentinel words A B: A (s_endpgm) is there to be eaten by a
literal, B (`s_mov_b32 s99, s98`; s_endpgm for the SOP1 sweep) closes the
probe's segment of the output.  Invalid probes are recognised from the line
number in the "invalid instruction encoding" warning; for a valid probe its
text is the first line of its segment.
"""
import subprocess
import sys

# Fixed operands (even register numbers so 64/128-bit operands are aligned).
# Never use 255 (literal) in a GFX9 VOP3 source: llvm-mc-22 --disassemble segfaults on it.
SDST, SSRC0, SSRC1 = 4, 8, 12            # s4, s8, s12
VDST = 4                                 # v4 (or s[4:5] as VOP3 sdst)
VSRC0, VSRC1, VSRC2 = 256 + 2, 6, 256 + 8  # v2 (9-bit), v6 (8-bit VGPR field), v8 (9-bit)
SIMM16 = 0

OPBITS = {"sop1": 8, "sop2": 7, "sopk": 5, "sopc": 7, "sopp": 7,
          "vop1": 8, "vop2": 6, "vopc": 8, "vop3": 10}


def gen(target):
    if target.startswith("gfx12"):
        return 12
    if target.startswith("gfx11"):
        return 11
    if target.startswith("gfx10"):
        return 10
    return 9


def word(enc, op, g):
    """Return (value, nbytes) of the probe."""
    if enc == "sop2":
        return 0b10 << 30 | op << 23 | SDST << 16 | SSRC1 << 8 | SSRC0, 4
    if enc == "sopk":
        return 0b1011 << 28 | op << 23 | SDST << 16 | SIMM16, 4
    if enc == "sop1":
        return 0b101111101 << 23 | SDST << 16 | op << 8 | SSRC0, 4
    if enc == "sopc":
        return 0b101111110 << 23 | op << 16 | SSRC1 << 8 | SSRC0, 4
    if enc == "sopp":
        return 0b101111111 << 23 | op << 16 | SIMM16, 4
    if enc == "vop1":
        return 0b0111111 << 25 | VDST << 17 | op << 9 | VSRC0, 4
    if enc == "vop2":
        return op << 25 | VDST << 17 | VSRC1 << 9 | VSRC0, 4
    if enc == "vopc":
        return 0b0111110 << 25 | op << 17 | VSRC1 << 9 | VSRC0, 4
    if enc == "vop3":
        prefix = 0b110100 if g == 9 else 0b110101
        lo = prefix << 26 | op << 16 | VDST
        hi = VSRC2 << 18 | (256 + VSRC1) << 9 | VSRC0
        return hi << 32 | lo, 8
    raise SystemExit(f"unknown encoding {enc}")


def sentinels(enc, g):
    """(A, B, B's text): A absorbs a literal, B ends every probe's segment."""
    endpgm = 0xBF810000 if g <= 10 else 0xBFB00000
    mov_op = 3 if g == 10 else 0          # s_mov_b32 opcode in SOP1
    mov = 0b101111101 << 23 | 99 << 16 | mov_op << 8 | 98
    if enc == "sop1":
        return mov, endpgm, "s_endpgm"
    return endpgm, mov, "s_mov_b32 s99, s98"


def hexbytes(v, n):
    return ",".join(f"0x{b:02x}" for b in v.to_bytes(n, "little"))


def sweep(target, enc, wave64=False):
    g = gen(target)
    a, b, btext = sentinels(enc, g)
    ops = range(1 << OPBITS[enc])
    lines = []
    for op in ops:
        v, n = word(enc, op, g)
        lines.append(hexbytes(v, n))
        lines.append(hexbytes(a, 4) + " " + hexbytes(b, 4))
    cmd = ["llvm-mc-22", "-arch=amdgcn", f"-mcpu={target}", "--disassemble"]
    if wave64 and g >= 10:
        cmd.append("-mattr=+wavefrontsize64")
    p = subprocess.run(cmd, input="\n".join(lines) + "\n", capture_output=True, text=True)
    bad = set()
    for line in p.stderr.splitlines():
        if line.startswith("<stdin>:") and "invalid instruction encoding" in line:
            bad.add(int(line.split(":")[1]))
    out = [l.strip() for l in p.stdout.splitlines() if l.strip() and not l.strip().startswith(".")]
    # Split stdout into one segment per probe at every B line.
    segs, cur = [], []
    for l in out:
        if l == btext:
            segs.append(cur)
            cur = []
        else:
            cur.append(l)
    assert len(segs) == len(ops), (target, enc, len(segs), len(ops))
    res = []
    for k, op in enumerate(ops):
        if 2 * k + 1 in bad or not segs[k]:
            continue
        # The probe prints first; the A sentinel (unless eaten as a literal) follows.
        res.append((op, segs[k][0]))
    return res


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 2:
        raise SystemExit(__doc__)
    target, enc = args
    res = sweep(target, enc.lower(), "--wave64" in sys.argv)
    if "--count" in sys.argv:
        print(len(res))
        return
    for op, text in res:
        print(f"0x{op:03x}\t{text}")


if __name__ == "__main__":
    try:
        main()
    except BrokenPipeError:  # e.g. piped into head
        sys.stderr.close()

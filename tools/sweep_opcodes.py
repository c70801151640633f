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
import sys

import llvm

# Fixed operands (even register numbers so 64/128-bit operands are aligned).
# Never use 255 (literal) in a GFX9 VOP3 source: llvm-mc-22 --disassemble segfaults on it.
SDST, SSRC0, SSRC1 = 4, 8, 12            # s4, s8, s12
VDST = 4                                 # v4 (or s[4:5] as VOP3 sdst)
VSRC0, VSRC1, VSRC2 = 256 + 2, 6, 256 + 8  # v2 (9-bit), v6 (8-bit VGPR field), v8 (9-bit)
SIMM16 = 0

OPBITS = {"sop1": 8, "sop2": 7, "sopk": 5, "sopc": 7, "sopp": 7,
          "vop1": 8, "vop2": 6, "vopc": 8, "vop3": 10}


gen = llvm.gen


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


def mattr(target, wave64):
    return "+wavefrontsize64" if wave64 and gen(target) >= 10 else None


def sweep(target, enc, wave64=False):
    g = gen(target)
    ops = range(1 << OPBITS[enc])
    words = [v.to_bytes(n, "little") for v, n in (word(enc, op, g) for op in ops)]
    # (the SOP1 sweep ends each segment with s_endpgm: its probes include s_mov_b32)
    segs, bad = llvm.probe_segments(target, words, mattr=mattr(target, wave64), swap=enc == "sop1")
    # The probe prints first; the A sentinel (unless eaten as a literal) follows.
    return [(op, segs[k][0]) for k, op in enumerate(ops) if k not in bad and segs[k]]


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


# ---------------------------------------------------------------------------
# Operand-shape probes (used by gen_alu_table.py).  Every field gets a distinct
# register number so the printed text tells which field each operand comes
# from and how wide it is:
#   SDST/VDST 10, SSRC0/SRC0 30, SSRC1/SRC1 40, SRC2 50, VOP3b SDST (bits 14:8) 0.
P_D, P_S0, P_S1, P_S2 = 10, 30, 40, 50
SOPP_VALUES = [0, 5, 0x41, 0x1234, 0x8001, 0xFFFF]
SOPK_VALUES = [0x1234, 0x8001]


LIT = 0xBF801234  # also a valid s_nop when read as an instruction


def probe_words(enc, op, g):
    """{variant: word bytes} of the probes for one opcode ("lit*": a source
    reads the literal 0xbf801234, which 16-bit operands print truncated)."""
    v = probe_words_plain(enc, op, g)
    le = lambda x, n=4: x.to_bytes(n, "little")
    lit = le(LIT)
    if enc in ("sop1", "sop2", "sopc", "vop1", "vop2", "vopc"):
        w = int.from_bytes(v["base"], "little")
        mask = 0xff if enc.startswith("sop") else 0x1ff
        v["lit0"] = le(w & ~mask | 255) + lit
    if enc in ("vop1", "vop2", "vopc"):
        # every VGPR field at v200: GFX11+ short 16-bit forms reach v0-v127 only
        d, s0, s1 = (200, 256 + 200, 200)
        v["hi"] = le({"vop1": 0b0111111 << 25 | d << 17 | op << 9 | s0,
                      "vop2": op << 25 | d << 17 | s1 << 9 | s0,
                      "vopc": 0b0111110 << 25 | op << 17 | s1 << 9 | s0}[enc])
    if enc == "vop3" and g >= 10:
        w = int.from_bytes(v["base"], "little")
        for i in range(3):
            v[f"lit{i}"] = le(w & ~(0x1ff << (32 + 9 * i)) | 255 << (32 + 9 * i), 8) + lit
    return v


def probe_words_plain(enc, op, g):
    le = lambda v, n=4: v.to_bytes(n, "little")
    if enc == "sop1":
        return {"base": le(0b101111101 << 23 | P_D << 16 | op << 8 | P_S0),
                "nodst": le(0b101111101 << 23 | op << 8 | P_S0),
                "const": le(0b101111101 << 23 | P_D << 16 | op << 8 | 242)}
    if enc == "sop2":
        return {"base": le(0b10 << 30 | op << 23 | P_D << 16 | P_S1 << 8 | P_S0),
                "const": le(0b10 << 30 | op << 23 | P_D << 16 | 243 << 8 | 242)}
    if enc == "sopk":
        return {f"k{k:x}": le(0b1011 << 28 | op << 23 | P_D << 16 | k) for k in SOPK_VALUES}
    if enc == "sopc":
        return {"base": le(0b101111110 << 23 | op << 16 | P_S1 << 8 | P_S0),
                "const": le(0b101111110 << 23 | op << 16 | 243 << 8 | 242)}
    if enc == "sopp":
        return {f"k{k:x}": le(0b101111111 << 23 | op << 16 | k) for k in SOPP_VALUES}
    if enc == "vop1":
        return {"base": le(0b0111111 << 25 | P_D << 17 | op << 9 | 256 + P_S0),
                "sgpr": le(0b0111111 << 25 | P_D << 17 | op << 9 | P_S0),
                "const": le(0b0111111 << 25 | P_D << 17 | op << 9 | 242)}
    if enc == "vop2":
        return {"base": le(op << 25 | P_D << 17 | P_S1 << 9 | 256 + P_S0),
                "sgpr": le(op << 25 | P_D << 17 | P_S1 << 9 | P_S0),
                "const": le(op << 25 | P_D << 17 | P_S1 << 9 | 242)}
    if enc == "vopc":
        return {"base": le(0b0111110 << 25 | op << 17 | P_S1 << 9 | 256 + P_S0),
                "sgpr": le(0b0111110 << 25 | op << 17 | P_S1 << 9 | P_S0),
                "const": le(0b0111110 << 25 | op << 17 | P_S1 << 9 | 242)}
    if enc == "vop3":
        prefix = 0b110100 if g == 9 else 0b110101

        def w(lo_extra=0, hi_extra=0, s=(256 + P_S0, 256 + P_S1, 256 + P_S2)):
            lo = prefix << 26 | op << 16 | P_D | lo_extra
            hi = s[2] << 18 | s[1] << 9 | s[0] | hi_extra
            return le(hi << 32 | lo, 8)
        v = {"base": w(), "sgpr": w(s=(P_S0, P_S1, P_S2)), "const": w(s=(242, 243, 244)),
             "clamp": w(1 << 15), "omod": w(0, 1 << 27), "opsel": w(1 << 11)}
        for i in range(3):
            v[f"neg{i}"] = w(0, 1 << (29 + i))
            v[f"abs{i}"] = w(1 << (8 + i))
        return v
    raise SystemExit(f"unknown encoding {enc}")


def probe_values(target, words):
    """Texts (or None) of 4-byte `words`, one llvm-mc-22 process."""
    segs, bad = llvm.probe_segments(target, words)
    return [None if k in bad or not segs[k] else segs[k][0] for k in range(len(words))]


def probe(target, enc, wave64=False):
    """{opcode: {variant: text or None}} for every opcode where some probe
    decodes.  The literal probes run apart: llvm-mc-22 crashes on a few
    (s_setpc_b64 with a literal on GFX12), and then run one at a time."""
    g = gen(target)
    keys, words = [], []
    for op in range(1 << OPBITS[enc]):
        for var, b in probe_words(enc, op, g).items():
            keys.append((op, var))
            words.append(b)
    plain = [k for k, (_, var) in enumerate(keys) if not var.startswith("lit")]
    lits = [k for k, (_, var) in enumerate(keys) if var.startswith("lit")]
    texts = [None] * len(keys)
    for k, t in zip(plain, _probe_batch(target, [words[k] for k in plain], wave64)):
        texts[k] = t
    try:
        got = _probe_batch(target, [words[k] for k in lits], wave64)
    except AssertionError:
        got = []
        for k in lits:
            try:
                got += _probe_batch(target, [words[k]], wave64)
            except AssertionError:
                got.append(None)
    for k, t in zip(lits, got):
        texts[k] = t
    res = {}
    for (op, var), t in zip(keys, texts):
        res.setdefault(op, {})[var] = t
    return {op: v for op, v in res.items() if any(v.values())}


def _probe_batch(target, words, wave64):
    """Texts of `words` (bytes) from one llvm-mc-22 process."""
    segs, bad = llvm.probe_segments(target, words, mattr=mattr(target, wave64))
    res = []
    for k in range(len(words)):
        t = None if k in bad or not segs[k] else segs[k][0]
        # a probe that swallowed the sentinel (DPP/SDWA/literal forms) is not the probe we meant
        if t is not None and len(segs[k]) < 2 and not t.startswith("s_endpgm"):
            t = None
        res.append(t)
    return res


def probe_opsel(target):
    """{opcode: {"os0".."os3", "osall": text or None}}: the VOP3 base probe
    (VGPR sources) with one op_sel bit (bits 11-14) set, and with all four."""
    g = gen(target)
    prefix = 0b110100 if g == 9 else 0b110101
    keys, words = [], []
    for op in range(1 << OPBITS["vop3"]):
        for var, bits in (("os0", 1), ("os1", 2), ("os2", 4), ("os3", 8), ("osall", 15)):
            lo = prefix << 26 | op << 16 | bits << 11 | P_D
            hi = (256 + P_S2) << 18 | (256 + P_S1) << 9 | (256 + P_S0)
            keys.append((op, var))
            words.append((hi << 32 | lo).to_bytes(8, "little"))
    res = {}
    for (op, var), t in zip(keys, _probe_batch(target, words, False)):
        res.setdefault(op, {})[var] = t
    return res


def probe_kimm_lit(target, ops):
    """{opcode: text or None} of the VOP2 constant-K forms `ops` with a
    literal src0, which shares the dword with K: a 16-bit source prints its
    low half (`v_fmaak_f16 v10, 0x1234, v40, 0xbf801234`)."""
    g = gen(target)
    words = [probe_words("vop2", op, g)["lit0"] for op in ops]
    return dict(zip(ops, _probe_batch(target, words, False)))


def probe_kimm(target, enc):
    """{opcode: {variant: text or None}} of the SOP2/VOP2 probes followed by
    the literal LIT: the constant-K forms (v_fmaak_f32 ..., K) always take one."""
    g = gen(target)
    keys, words = [], []
    lit = LIT.to_bytes(4, "little")
    for op in range(1 << OPBITS[enc]):
        for var, b in probe_words(enc, op, g).items():
            if not var.startswith("lit"):
                keys.append((op, var))
                words.append(b + lit)
    res = {}
    for (op, var), t in zip(keys, _probe_batch(target, words, False)):
        res.setdefault(op, {})[var] = t
    return {op: v for op, v in res.items() if any(v.values())}

#!/usr/bin/env python3
"""Generates crates/isa/tests/data/alu_dpp_corpus.tsv: vector ALU words in a
DPP form and what llvm-mc-22 makes of them, both ways (checked by
tests/conformance.rs):

  dis  TARGET  BYTES  TEXT      the word disassembled (<invalid>: refused,
                                <crash>: llvm-mc-22 crashes on it)
  asm  TARGET  TEXT   TEXT2  BYTES   LLVM's text assembled again (left out
                                when LLVM refuses or crashes on those bytes)
  err  TARGET  TEXT   MESSAGE         LLVM's text its assembler refuses

Forms (see tools/gen_alu_dpp_table.py): DPP16 and DPP8 after the short
VOP1/VOP2/VOPC forms, and after the VOP3 and VOP3P pairs on GFX11+. For every group of
data/alu_dpp.tsv (its first target; some in wave64 too) and every opcode a
form takes, a few random words: random VGPRs, masks, modifier bits and lane
selects, a DPP_CTRL from the named controls (plus some raw 9-bit values,
which LLVM may refuse or print with a comment). Some opcodes LLVM refuses in
the form are asked too.

Then (their own random stream, so the rows above stay as they are) VOP3 DPP
words with a literal source (src1/src2 = 255, the literal dword after the
DPP dword: LLVM decodes them, its assembler refuses the text)."""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm  # noqa: E402

DPP = llvm.data_path("alu_dpp.tsv")
OUT = llvm.corpus_path("alu_dpp_corpus.tsv")

SAMPLES = 3
NAMED = ([0xE4, 0x1B, 0x00, 0xFF] + list(range(0x101, 0x130)) + [0x130, 0x134, 0x138, 0x13C]
         + [0x140, 0x141, 0x142, 0x143] + list(range(0x150, 0x170)))
OPCODES = {"vop1": 256, "vop2": 64, "vopc": 256, "vop3": 1024, "vop3p": 128}


def dpp_ops():
    ops = {}
    with open(DPP) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            g, shape, form, lst = (line.rstrip("\n").split("\t") + [""])[:4]
            ops[(g, shape, form)] = [int(o) for o in lst.split(",") if o]
    return ops


def dpp16_dword(rng, vop3):
    ctrl = rng.choice(NAMED) if rng.random() < 0.85 else rng.randrange(0x200)
    d = (rng.randrange(256) | ctrl << 8 | rng.randrange(16) << 16
         | rng.randrange(16) << 20 | rng.randrange(256) << 24)
    if rng.random() < (0.8 if vop3 else 0.5):
        d &= ~0x00F00000  # no modifiers
    return d


def vop3_source(rng):
    r = rng.random()
    if r < 0.8:
        return 256 + rng.randrange(256)
    if r < 0.9:
        return rng.randrange(106)
    return rng.choice(list(range(128, 209)) + list(range(240, 249)))


def word(rng, shape, form, op):
    if form == "dpp16":
        marker, d = 250, dpp16_dword(rng, shape == "vop3")
    else:
        marker = 234 if rng.random() < 0.3 else 233
        d = rng.randrange(256) | rng.randrange(1 << 24) << 8
    dst, vsrc1 = rng.randrange(256), rng.randrange(256)
    if shape == "vop1":
        ws = [0x7E000000 | dst << 17 | op << 9 | marker]
    elif shape == "vop2":
        ws = [op << 25 | dst << 17 | vsrc1 << 9 | marker]
    elif shape == "vopc":
        ws = [0x7C000000 | op << 17 | vsrc1 << 9 | marker]
    elif shape == "vop3p":
        # op_sel_hi mostly all set (LLVM's default), other modifiers sometimes
        hi = 7 if rng.random() < 0.7 else rng.randrange(8)
        mods = rng.random() < 0.4
        opsel = rng.randrange(8) if mods else 0
        neg_lo, neg_hi = (rng.randrange(8), rng.randrange(8)) if mods else (0, 0)
        clamp = int(rng.random() < 0.2)
        w0 = 0xCC000000 | op << 16 | clamp << 15 | (hi >> 2) << 14 | opsel << 11 | neg_hi << 8 | dst
        w1 = (neg_lo << 29 | (hi & 3) << 27 | vop3_source(rng) << 18 | vop3_source(rng) << 9
              | marker)
        ws = [w0, w1]
    else:
        mods = rng.random() < 0.5
        abs_ = rng.randrange(8) if mods else 0
        opsel = rng.randrange(16) if rng.random() < 0.3 else 0
        clamp = int(rng.random() < 0.2)
        omod = rng.randrange(4) if rng.random() < 0.2 else 0
        neg = rng.randrange(8) if mods else 0
        w0 = 0xD4000000 | op << 16 | clamp << 15 | opsel << 11 | abs_ << 8 | dst
        w1 = neg << 29 | omod << 27 | vop3_source(rng) << 18 | vop3_source(rng) << 9 | marker
        ws = [w0, w1]
    return b"".join(w.to_bytes(4, "little") for w in ws + [d])


def literal_words(rng, shape, form, op):
    """A VOP3 DPP word (`word`) with src1 and/or src2 = 255, then a literal."""
    w = bytearray(word(rng, shape, form, op))
    hi = int.from_bytes(w[4:8], "little")
    which = rng.choice([(9,), (18,), (9, 18)])
    for shift in which:
        hi = hi & ~(0x1FF << shift) | 255 << shift
    w[4:8] = hi.to_bytes(4, "little")
    lit = rng.choice([rng.randrange(1 << 32), rng.randrange(1 << 16), 0x3F800000, 0x3C00])
    return bytes(w) + lit.to_bytes(4, "little")


def add_block(rows, target, tag, words, mattr):
    """Rows for `words` (one form): LLVM's texts, then its texts assembled.
    Returns (words, decoded, re-assembled)."""
    texts = llvm.disassemble_blocks(target, words, len(words[0]), mattr)
    valid = []
    for w, t in zip(words, texts):
        if t is None:
            t = "<crash>" if llvm.crashes(target, w, mattr) else "<invalid>"
        rows.append(f"dis\t{tag}\t{llvm.hexbytes(w)}\t{t}")
        if not t.startswith("<") and "/*" not in t:
            valid.append(t)
    asm = llvm.assemble(target, valid, mattr)
    # an encoding LLVM cannot decode at all (gfx1150 packed literals: the
    # literal dword is left out) says nothing either way
    encs = [enc for t2, enc in asm if t2 is not None]
    back = iter(llvm.disassemble_blocks(target, encs, 0, mattr) if encs else [])
    for t, (t2, enc) in zip(valid, asm):
        if t2 is not None and next(back) is None:
            continue
        if t2 is not None:
            rows.append(f"asm\t{tag}\t{t}\t{t2}\t{llvm.hexbytes(enc)}")
        else:
            # LLVM prints text its own assembler refuses (e.g. RDNA 3
            # VOP3 DPP with a scalar src1): ours must refuse it too
            rows.append(f"err\t{tag}\t{t}\t{enc}")
    return len(words), len(valid), sum(1 for t2, _ in asm if t2 is not None)


def main():
    rng = random.Random(2026)
    ops = dpp_ops()
    rows, counts = [], {}
    runs = [(g, ms[0], None, ms[0]) for g, ms in llvm.read_table(llvm.data_path("alu.tsv"))[0]]
    runs += [(g, g, "+wavefrontsize64", f"{g}:w64") for g in ("gfx1030", "gfx1100", "gfx1200")]
    for g, target, mattr, tag in runs:
        for shape, n in OPCODES.items():
            for form in ("dpp16", "dpp8"):
                if (g, shape, form) not in ops:
                    continue
                accepted = ops[(g, shape, form)]
                refused = [o for o in range(n) if o not in accepted]
                # VOP3P has few DPP rows: more words each
                samples = (SAMPLES if mattr is None else 1) * (6 if shape == "vop3p" else 1)
                chosen = [o for o in accepted for _ in range(samples)]
                chosen += rng.sample(refused, min(len(refused), 6))
                words = [word(rng, shape, form, op) for op in chosen]
                key = (tag, shape, form)
                counts[key] = add_block(rows, target, tag, words, mattr)
                print(tag, shape, form, *counts[key], file=sys.stderr)
    lit_rng = random.Random(2027)
    for g, target, mattr, tag in runs:
        for form in ("dpp16", "dpp8"):
            accepted = ops.get((g, "vop3", form))
            if not accepted:
                continue
            words = [literal_words(lit_rng, "vop3", form, op) for op in accepted]
            # a row without the source reads no literal: LLVM decodes the
            # first 12 bytes alone, and so does the corpus
            texts = llvm.disassemble_blocks(target, words, 16, mattr)
            short = [w[:12] for w, t in zip(words, texts) if t is None]
            decoded = llvm.disassemble_blocks(target, short, 12, mattr) if short else []
            alone = {w for w, t in zip(short, decoded) if t is not None}
            words = [w[:12] if w[:12] in alone else w for w in words]
            counts[(tag, "vop3+literal", form)] = add_block(rows, target, tag, words, mattr)
            print(tag, "vop3+literal", form, *counts[(tag, "vop3+literal", form)], file=sys.stderr)
    with open(OUT, "w") as f:
        f.write(llvm.header("ALU DPP corpus (DPP16, DPP8; short, VOP3 and VOP3P forms)", __file__) + "\n")
        f.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()

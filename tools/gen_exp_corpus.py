#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/exp_corpus.tsv: EXP words and texts on
every target, with llvm-mc-22's answers.

  rt   target bytes text          both directions (text assembles to bytes)
  dis  target bytes text          decoding only (set ignored bits, invalid targets)
  asm  target input canon bytes   alternative spellings
  err  target input column msg    text llvm-mc rejects
"""
import os, random, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm

TABLE = llvm.data_path("exp.tsv")
OUT = llvm.corpus_path("exp_corpus.tsv")
PER_TARGET = 90


def groups():
    """{target: (prefix, flags, [tgt values], mnemonic, accepted)} from data/exp.tsv."""
    gs, by_target = [], {}
    for line in open(TABLE):
        f = line.rstrip("\n").split("\t")
        if f[0].startswith("#"):
            continue
        if f[0] == "@group":
            gs.append((int(f[2], 2), f[5].split(" "), [], f[3], f[4].split(" "), f[6].split(" ")))
        elif f[0] != "tgt":
            for g, n in zip(gs, f[1:]):
                if n != "-":
                    g[2].append(int(f[0]))
    for g in gs:
        for t in g[5]:
            by_target[t] = g[:5]
    return by_target


FLAG_BITS = {"compr": 10, "vm": 12, "row_en": 13}


def canonical_word(rng, prefix, flags, tgts):
    en = rng.randrange(16)
    w0 = prefix << 26 | rng.choice(tgts) << 4 | en | (1 << 11 if rng.random() < 0.5 else 0)
    for fl in flags:
        if fl in FLAG_BITS and rng.random() < 0.3:
            w0 |= 1 << FLAG_BITS[fl]
    srcs = [rng.randrange(256) for _ in range(4)]
    if w0 >> 10 & 1:
        # compressed: EN per pair, two sources
        en = (3 if en & 1 else 0) | (12 if en & 4 else 0)
        w0 = w0 & ~0xF | en
        srcs[1], srcs[2], srcs[3] = srcs[2], 0, 0
        srcs = [s if en >> (2 * i) & 1 or i >= 2 else 0 for i, s in enumerate(srcs)]
    else:
        srcs = [s if en >> i & 1 else 0 for i, s in enumerate(srcs)]
    return ((srcs[3] << 24 | srcs[2] << 16 | srcs[1] << 8 | srcs[0]) << 32 | w0).to_bytes(8, "little")


def raw_word(rng, prefix):
    return (rng.getrandbits(32) << 32 | prefix << 26 | rng.getrandbits(26)).to_bytes(8, "little")


def spellings(t, mn, accepted):
    """Hand-picked inputs: optional commas, `off`, compr pairs, flag order, errors."""
    lines = [f"{m} mrt0 v1, v2, v3, v4" for m in accepted]
    lines += [
        f"{mn} mrt0, v1, v2, v3, v4", f"{mn} mrt0 v1 v2, v3, v4", f"{mn} mrt0 v1, v2, v3, off,",
        f"{mn} mrt0 v1, v2, v3, v4, done", f"{mn}  mrt0  v1 ,v2,v3,v4   done",
        f"{mn} mrt0 v[1], v2, v3, v4", f"{mn} mrt0 v[1:1], v2, v3, v4", f"{mn.upper()} mrt0 v1, v2, v3, v4",
        f"{mn} mrt0 v1, off, v3, v4 compr", f"{mn} mrt0 off, v2, v3, off compr",
        f"{mn} mrt0 v1, v2, off, v4 compr", f"{mn} mrt0 v255, v2, v3, v4 compr vm done",
        f"{mn} mrt0 v1, v2, v3, v4 done compr vm", f"{mn} mrt0 v1, v2, v3, v4 done, vm",
        f"{mn} mrt0 v1, v2, v3, v4 done vm", f"{mn} mrt0 v1, v2, v3, v4 compr done",
        f"{mn} mrt0 v1, v2, v3, v4 vm compr", f"{mn} mrt0 v1, v2, v3, v4 vm done",
        f"{mn} mrt0 v1, v2, v3, v4 row_en", f"{mn} mrt0 v1, v2, v3, v4 done row_en",
        f"{mn} mrt0 v1, v2, v3, v4 row_en done", f"{mn} mrt0 v1, v2, v3, v4 done done",
        f"{mn} mrt0 v1, v2, v3, v4 done row_en row_en", f"{mn} mrt0 v1, v2, v3, v4 vm vm",
        f"{mn} mrt0 v1, v2, v3, v4 compr compr", f"{mn} mrt0 v1, v2, v3, v4 xyz",
        f"{mn} mrt0 v1, v2, v3, v4 off", f"{mn} mrt0 v1, v2, v3, v4, v5",
        f"{mn} mrt0 v1, v2, v3", f"{mn} mrt0", f"{mn}", f"{mn} mrt0 a1, v2, v3, v4",
        f"{mn} mrt0 s1, v2, v3, v4", f"{mn} mrt0 v[1:2], v2, v3, v4", f"{mn} mrt0 v256, v2, v3, v4",
        f"{mn} mrt0 V1, v2, v3, v4", f"{mn} mrt0 v1, OFF, v3, v4", f"{mn} mrt0 v1, v2, v3, v4 DONE",
        f"{mn} MRT0 v1, v2, v3, v4", f"{mn} mrt8 v1, v2, v3, v4", f"{mn} mrt00 v1, v2, v3, v4",
        f"{mn} foo v1, v2, v3, v4", f"{mn} invalid_target_10 v1, v2, v3, v4",
        f"{mn} param32 v1, v2, v3, v4", f"{mn} param07 v1, v2, v3, v4",
        f"{mn} dual_src_blend2 v1, v2, v3, v4", f"{mn} mrt0 v1,, v2, v3, v4",
        f"{mn} mrt0 off, off, off, off vm", f"{mn} 5 v1, v2, v3, v4",
        "exp mrt0 v1, v2, v3, v4", "export mrt0 v1, v2, v3, v4",
    ]
    for name in ["mrtz", "null", "pos0", "pos3", "pos4", "prim", "param0", "param31",
                 "dual_src_blend0", "dual_src_blend1", "mrt7"]:
        lines.append(f"{mn} {name} v1, off, v3, off done")
    return lines


def main():
    rng = random.Random(0xE4B)
    by_target = groups()
    out = [llvm.header("EXP conformance corpus", __file__)]
    for t in llvm.TARGETS:
        if t not in by_target:
            # no EXP here (CDNA 2/3): words of either prefix and both mnemonics
            words = [raw_word(rng, p) for p in (0b110001, 0b111110) for _ in range(4)]
            for w, text in zip(words, llvm.disassemble_each(t, words)):
                out.append(f"dis\t{t}\t{llvm.hexbytes(w)}\t{text or '<invalid>'}")
            rows = llvm.asm_rows(t, t, ["exp mrt0 v1, v2, v3, v4", "export mrt0 v1, v2, v3, v4"])
            assert all(r.startswith("err\t") for r in rows), rows
            out += rows
            continue
        prefix, flags, tgts, mn, accepted = by_target[t]
        words = [canonical_word(rng, prefix, flags, tgts) for _ in range(PER_TARGET)]
        words += [raw_word(rng, prefix) for _ in range(PER_TARGET // 3)]
        out += llvm.ordered_rows(t, t, words, llvm.disassemble_each(t, words))
        out += llvm.asm_rows(t, t, list(dict.fromkeys(spellings(t, mn, accepted))))
    with open(OUT, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()

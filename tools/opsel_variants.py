#!/usr/bin/env python3
"""op_sel spellings for tools/sweep_asm.py: every VOP3P row of the committed
corpus (one line per mnemonic and target) with op_sel lists of 2, 3 and 4
entries appended, and the permlane rows of the ALU corpus with the same.
llvm-mc-22 judges them (some rows take no op_sel at all, some refuse a set
fourth entry).

    tools/opsel_variants.py > L.tsv && tools/sweep_asm.py L.tsv"""
import os

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
DATA = os.path.join(ROOT, "crates/isa/tests/data")


def rows(name):
    """(target, text) of a corpus's rows: `rt` rows (BYTES TEXT) and `asm`
    rows (WRITTEN PRINTED BYTES)."""
    for line in open(os.path.join(DATA, name)):
        f = line.rstrip("\n").split("\t")
        if f[0] == "rt" and len(f) >= 4:
            yield f[1], f[3]
        elif f[0] == "asm" and len(f) >= 3:
            yield f[1], f[2]


def lines():
    """(target, text) of every op_sel spelling, each once."""
    seen = set()
    for corpus, keep, variants in [
        ("vop3p_corpus.tsv", lambda m: True,
         [" op_sel:[0,0]", " op_sel:[0,0,0]", " op_sel:[1,0,0]", " op_sel:[0,0,0,1]"]),
        ("alu_corpus.tsv", lambda m: "permlane" in m,
         [" op_sel:[0,0]", " op_sel:[1,1]", " op_sel:[0,0,0,1]", " op_sel:[0,0,1]"]),
    ]:
        for target, text in rows(corpus):
            mnemonic = text.split()[0]
            if not keep(mnemonic) or (target, mnemonic) in seen or "op_sel" in text:
                continue
            seen.add((target, mnemonic))
            for v in variants:
                yield target, text + v


def main():
    for target, text in lines():
        print(f"{target}\t{text}")


if __name__ == "__main__":
    main()

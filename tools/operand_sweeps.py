#!/usr/bin/env python3
"""Assembler lines for operand classes llvm-mc-22 judges (tools/sweep_asm.py
input, and tools/gen_sweep_corpus.py's source), built from the texts of the
committed ALU and VOP3P corpora:

- consts: every GFX11/GFX12 VOP3/VOP3P (and short-form) instruction with a
  16-bit or packed source, each source in turn replaced by float constants
  (inline ones, near misses, lit(...)) that 16-bit operands read differently;
- lds: every VOP1/VOP2/VOPC/VOP3 mnemonic of gfx900/gfx906/gfx90a/gfx1010/
  gfx1030 with lds_direct (both spellings) in each source slot;
- tr: GFX12 global_load_tr_b64/b128 with each register size, wave32 and wave64;
- alias: the aliases tools/alias_sweep.py found, with their canonical
  instruction's operands.

    tools/operand_sweeps.py CLASS... > LINES.tsv
"""
import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import llvm  # noqa: E402

CONST_TARGETS = ["gfx1100", "gfx1150", "gfx1200"]
CONSTS = ["0.5", "1.0", "-2.0", "0.15915494", "0.158203125", "3.0", "1e-5", "-4.0",
          "lit(1.0)", "lit(0.5)", "lit(0x3c00)", "0x3c00", "0x3118", "0.15915494309189532",
          "-0.0", "0.1", "lit(0.15915494)"]
LDS_TARGETS = ["gfx900", "gfx906", "gfx90a", "gfx1010", "gfx1030"]
LDS = ["lds_direct", "src_lds_direct"]
# a register operand, one a template's sources may hold
PLAIN = re.compile(r"^(v\d+(\.[lh])?|v\[\d+:\d+\]|s\d+|s\[\d+:\d+\]|vcc(_lo)?|exec_lo)$")


def split(text):
    """(mnemonic, operands, trailing modifiers) of a printed text."""
    m, _, rest = text.partition(" ")
    if not rest:
        return m, [], ""
    ops = rest.split(", ")
    last, _, mods = ops[-1].partition(" ")
    ops[-1] = last
    return m, ops, mods


def templates(corpora, targets, keep):
    """{(target, mnemonic): text}: per target and mnemonic, the corpus text
    with the most plain register sources (fewest trailing modifiers on a tie)."""
    best = {}
    for t, text in llvm.corpus_texts(corpora, targets):
        m, ops, mods = split(text)
        if not keep(m) or len(ops) < 2:
            continue
        score = (sum(bool(PLAIN.match(o)) for o in ops[1:]), -len(mods))
        if (t, m) not in best or score > best[(t, m)][0]:
            best[(t, m)] = (score, text)
    return {k: v[1] for k, v in sorted(best.items())}


def replaced(text, values):
    """The text with each source slot, in turn, holding each of `values`."""
    m, ops, mods = split(text)
    for i in range(1, len(ops)):
        for v in values:
            new = ops[:i] + [v] + ops[i + 1:]
            yield f"{m} {', '.join(new)}" + (f" {mods}" if mods else "")


def sixteen_bit(m):
    return "16" in m or m.startswith("v_pk_") or "dot2" in m or "_mix" in m


def consts_lines():
    for (t, _), text in templates(["alu_corpus.tsv"], CONST_TARGETS,
                                  lambda m: m.startswith("v_") and sixteen_bit(m)).items():
        for line in replaced(text, CONSTS):
            yield t, line
    for (t, _), text in templates(["vop3p_corpus.tsv"], CONST_TARGETS, lambda m: True).items():
        for line in replaced(text, CONSTS):
            yield t, line


def lds_lines():
    def valu(m):
        return m.startswith("v_") and not m.endswith(("_sdwa", "_dpp"))
    for (t, _), text in templates(["alu_corpus.tsv"], LDS_TARGETS, valu).items():
        for line in replaced(text, LDS):
            yield t, line


def tr_lines():
    regs = ["v1", "v[1:2]", "v[1:3]", "v[1:4]", "v[1:8]"]
    for spec in ("gfx1200", "gfx1200:w64", "gfx1201:w64"):
        for m in ("global_load_tr_b64", "global_load_tr_b128"):
            for r in regs:
                yield spec, f"{m} {r}, v[2:3], off"
                yield spec, f"{m} {r}, v2, s[4:5] offset:-64"


def alias_lines():
    """Each alias of crates/isa/data/mnemonic_aliases.tsv (tools/alias_sweep.py)
    on each of its targets, with the operands of a corpus text of its
    canonical instruction there."""
    import alias_sweep
    ex = alias_sweep.examples()
    for line in open(llvm.data_path("mnemonic_aliases.tsv")):
        f = line.rstrip("\n").split("\t")
        if line.startswith("#") or f[0] == "alias":
            continue
        for t in f[2].split():
            text = ex[t].get(f[1])
            if text:
                rest = text.split(" ", 1)[1] if " " in text else ""
                yield t, f"{f[0]} {rest}".rstrip()


CLASSES = {"consts": consts_lines, "lds": lds_lines, "tr": tr_lines, "alias": alias_lines}


def main():
    names = sys.argv[1:] or sys.exit(__doc__)
    seen = set()
    counts = collections.Counter()
    for c in names:
        for spec, text in CLASSES[c]():
            if (spec, text) not in seen:
                seen.add((spec, text))
                counts[c] += 1
                print(f"{spec}\t{text}")
    print(" ".join(f"{c}: {n}" for c, n in counts.items()), file=sys.stderr)


if __name__ == "__main__":
    main()

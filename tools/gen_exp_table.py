#!/usr/bin/env python3
"""Regenerate crates/isa/data/exp.tsv (EXP / export) from the LLVM oracle.

EXP has no opcode: one 64-bit word per target prefix,

  w0: PREFIX 31:26 | ROW_EN 13 | VM 12 | DONE 11 | COMPR 10 | TGT 9:4 | EN 3:0
  w1: VSRC3 31:24 | VSRC2 23:16 | VSRC1 15:8 | VSRC0 7:0

so the table is, per group of targets: the prefix, the printed mnemonic, the
mnemonics the assembler accepts, which of the compr/vm/row_en bits LLVM
prints, and the name of every TGT value (others print `invalid_target_N`).
Each is probed on every target; targets with identical answers form a group.
"""
import os, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm

PREFIXES = [0b110001, 0b111110]
SRCS = 0x04030201 << 32  # v1, v2, v3, v4
FLAGS = {10: "compr", 12: "vm", 13: "row_en"}


def probe(target):
    """(prefix, mnemonic, accepted mnemonics, flags, {tgt: name}) or None."""
    for prefix in PREFIXES:
        base = SRCS | prefix << 26 | 0xF
        texts = llvm.disassemble_each(target, [base | tg << 4 for tg in range(64)])
        if texts[0] is None or texts[0].split()[1] != "mrt0":
            continue
        mnemonic = texts[0].split()[0]
        names = {tg: t.split()[1] for tg, t in enumerate(texts)
                 if not t.split()[1].startswith("invalid_target_")}
        flags = []
        for bit, flag in FLAGS.items():
            t = llvm.disassemble_each(target, [base | 1 << bit])[0]
            if t is not None and t.endswith(" " + flag):
                flags.append(flag)
        accepts = [m for m in ("exp", "export")
                   if llvm.assemble(target, [f"{m} mrt0 v1, v2, v3, v4"])[0][0] is not None]
        return prefix, mnemonic, accepts, flags, names
    return None


def main():
    out = llvm.data_path("exp.tsv")
    answers = {t: probe(t) for t in llvm.TARGETS}
    groups = [(answers[m[0]], m) for m in  # (answer, [targets])
              llvm.group_targets([t for t in llvm.TARGETS if answers[t] is not None], answers).values()]
    names = [llvm.group_name(m) for _, m in groups]
    tgts = sorted({tg for a, _ in groups for tg in a[4]})
    lines = [
        llvm.header("EXP (export) targets", __file__),
        "# @group NAME PREFIX(binary) MNEMONIC ACCEPTED-MNEMONICS PRINTED-FLAGS TARGETS",
        "# then one row per TGT value: its name per group ('-': printed as invalid_target_N).",
    ]
    for name, ((prefix, mn, acc, flags, _), members) in zip(names, groups):
        lines.append("\t".join(["@group", name, f"{prefix:06b}", mn, " ".join(acc),
                                " ".join(flags) or "-", " ".join(members)]))
    lines.append("\t".join(["tgt"] + names))
    for tg in tgts:
        lines.append("\t".join([str(tg)] + [a[4].get(tg, "-") for a, _ in groups]))
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Regenerate crates/isa/tests/data/ds_corpus.tsv from the LLVM oracle.

Rows (tab-separated):
  rt   target  bytes  text    llvm-mc disassembles bytes to text and assembles text to bytes
  dis  target  bytes  text    llvm-mc disassembles bytes to text (or `<invalid>`); text does not
                              re-assemble (LLVM prints register-class comments) or re-encodes differently
  asm  target  input  text  bytes    llvm-mc assembles input (an alias, odd spacing...) to text/bytes
  err  target  input  col   message  llvm-mc rejects input; col is the 1-based column it reports

Random words cover every DS opcode on every target; hand-picked cases add the
extremes (largest offsets, highest registers, every alias, error cases).
"""
import os, random, sys

sys.path.insert(0, os.path.dirname(__file__))
import llvm
from gen_ds_aliases import example

PER_ROW = int(os.environ.get("PER_ROW", "3"))


def ds_word(target, op, acc, gds, regs, offset):
    w = 0b110110 << 26 | offset
    if llvm.is_gfx9(target):
        w |= op << 17 | gds << 16 | acc << 25
    else:
        w |= op << 18 | gds << 17
    for shift, r in zip((32, 40, 48, 56), regs):
        w |= r << shift
    return w


def random_words(rng, target, row_ops, sig, cell):
    used = {tok.split(":")[0] for tok in sig.split() if ":" in tok}
    words = []
    for _ in range(PER_ROW):
        regs = [rng.randrange(256) if f in used else 0 for f in ("addr", "data0", "data1", "vdst")]
        off = rng.randrange(65536) if sig.split()[-1:] and sig.split()[-1].startswith(("offset", "swizzle")) else 0
        acc = rng.randrange(2) if llvm.is_gfx9(target) and "a" in cell.split(";")[0] else 0
        gds = 1 if "G" in cell else rng.randrange(2) if "g" in cell or "d" in cell else 0
        words.append(ds_word(target, row_ops, acc, gds, regs, off))
    return words


def edge_lines(name, sig, cell):
    """Largest offsets and highest register numbers, as assembly text."""
    ops, mods = [], []
    for tok in sig.split():
        if ":" in tok:
            field, cls = tok.split(":")
            w = int(cls.lstrip("av"))
            lo = 256 - w - (256 - w) % 2 if w > 1 else 255
            ops.append(f"v{lo}" if w == 1 else f"v[{lo}:{lo + w - 1}]")
        elif tok == "offset16":
            mods.append("offset:65535")
        elif tok == "offset8x2":
            mods.append("offset0:255 offset1:255")
    if "G" in cell or "g" in cell:
        mods.append("gds")
    return [f"{name} {', '.join(ops)} {' '.join(mods)}".strip()]


def main():
    groups, rows = llvm.read_rows(llvm.data_path("ds.tsv"))
    aliases = llvm.read_aliases("ds_aliases.tsv")
    rng = random.Random(int(os.environ.get("SEED", "2026")))
    out = [llvm.header("DS conformance corpus", __file__)]
    for gi, (g, members) in enumerate(groups):
        for target in members:
            present = [(n, s, c[gi]) for n, s, c in rows if c[gi] != "-"]
            # random words, plus a sprinkling of words with unused bits set
            words = []
            for name, sig, cell in present:
                op = int("".join(ch for ch in cell.split(";")[0] if ch.isdigit()))
                words += random_words(rng, target, op, sig, cell)
            words += [0b110110 << 26 | rng.getrandbits(26) | rng.getrandbits(32) << 32 for _ in range(40)]
            out += llvm.word_rows(target, target, words, llvm.disassemble_each(target, words))
            # hand-picked: extremes, every alias, a few malformed lines
            lines = []
            for name, sig, cell in present:
                lines += edge_lines(name, sig, cell)
                lines.append(f"{name.upper()}  {example(sig, cell)}")
            for alias, canon, gs in aliases:
                if g in gs.split():
                    sig, cell = next((s, c[gi]) for n, s, c in rows if n == canon)
                    lines.append(f"{alias} {example(sig, cell)}")
            for name, sig, cell in present[:: max(1, len(present) // 12)]:
                args = example(sig, cell)
                lines += [f"{name} {args} offset:65536", f"{name} v256, {args}", f"{name}",
                          f"{name} {args} gds", f"{name} {args.replace('v', 'a')}", f"{name} {args} offset0:256",
                          f"{name} s1, {args}", f"{name} {args}, v7"]
            out += llvm.asm_rows(target, target, lines)
    print("\n".join(out))


if __name__ == "__main__":
    main()
